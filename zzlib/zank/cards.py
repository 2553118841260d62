"""Apple cards and numbered cards: what a full set holds, and a stacked deck for scenarios."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from .orchard import APPLES, MULTI

KINDS = APPLES + (MULTI,)
PER_KIND = 10
DECK_SIZE = PER_KIND * len(KINDS)
HAND_SIZE = 4
NUMBERS = tuple(range(1, 11))

#: seats are player colours: red is the first Game Leader, then clockwise
SEAT_COLOURS = ("red", "blue", "yellow", "green", "purple", "orange")


def full_deck() -> tuple[str, ...]:
    """All 50 apple cards, sorted (the game shuffles them)."""
    return tuple(k for k in KINDS for _ in range(PER_KIND))


def card_name(card: str) -> str:
    return "multi-coloured apple" if card == MULTI else f"{card} apple"


def with_article(card: str) -> str:
    return f"a {card_name(card)}"


#: each kind's place in KINDS (the order cards are sorted in)
_ORDER = {k: i for i, k in enumerate(KINDS)}


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` in the order of KINDS."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def stacked_deck(hands: Mapping[str, Sequence[str]], face_up: str | None = None,
                 players: int = 4) -> tuple[str, ...]:
    """A deck order that deals ``hands`` (seat -> four cards) and turns up ``face_up``.

    Force it with ``game.force("deck", stacked_deck(...))`` before the deal. Seats not named
    get whatever is left; the rest of the deck follows in sorted order.
    """
    seats = SEAT_COLOURS[:players]
    unknown = sorted(set(hands) - set(seats))
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not a seat with {players} players ({seats})")
    left = Counter(full_deck())
    for seat, hand in hands.items():
        if len(hand) != HAND_SIZE:
            raise ValueError(f"{seat} is dealt {HAND_SIZE} cards, got {len(hand)}")
        for card in hand:
            if card not in KINDS:
                raise ValueError(f"{card!r} is not an apple card (one of {', '.join(KINDS)})")
            if left[card] == 0:
                raise ValueError(f"there are only {PER_KIND} {card_name(card)} cards")
            left[card] -= 1
    if face_up is not None:
        if face_up not in KINDS or left[face_up] == 0:
            raise ValueError(f"cannot turn up {face_up!r}: none left")
        left[face_up] -= 1
    rest = [k for k in KINDS for _ in range(left[k])]
    deck: list[str] = []
    for seat in seats:
        if seat in hands:
            deck += list(hands[seat])
        else:
            deck += rest[:HAND_SIZE]
            del rest[:HAND_SIZE]
    if face_up is not None:
        deck.append(face_up)
    return tuple(deck + rest)
