"""What stays secret in Zankapfel, as a pure function: another deal a player cannot tell apart.

The deal (chance kind ``"deck"``) is secret: each player sees their own four cards, and a card
shows only when it is played and revealed, or turned up for sale. ``blind_twin(game, seat)``
finds another deal that ``seat`` (and a spectator) cannot tell from the game's own, whatever
was played: one card another player was dealt and could do without (they held two of its kind
whenever they played one) swapped with a card nobody ever sees (one left in the deck, or one a
third player could do without).
``tests/contract`` replays the game with it and checks that ``seat`` sees exactly the same.
"""

from __future__ import annotations

from typing import Any

from .cards import HAND_SIZE
from .moves import PlayApple

_TURNED_UP = ("zank.setup.face_up", "zank.buy.turn_up")


def blind_twin(game, seat: str) -> dict[tuple[int, int], Any] | None:
    """``{(log index, outcome index): deck}``: the deal with one swap ``seat`` cannot see, or
    None when there is none (no deal yet, or every other card was shown)."""
    deal = next(((i, k, o.value) for i, e in enumerate(game.log)
                 for k, o in enumerate(e.outcomes) if o.kind == "deck"), None)
    if deal is None:
        return None
    i, k, deck = deal
    seats = game.seats
    states = game.states
    # a kind a player can give up one card of: before every play of it they held two
    short: dict[str, set[str]] = {p: set() for p in seats}
    turned, reshuffled = 0, False
    for j, e in enumerate(game.log):
        if isinstance(e.move, PlayApple):
            held = states[j - 1].hands[seats.index(e.move.player)]
            if held.count(e.move.card) < 2:
                short[e.move.player].add(e.move.card)
        for ev in e.events:
            reshuffled |= ev.rule == "zank.deck.reshuffle"
            turned += ev.rule in _TURNED_UP and not reshuffled

    def spare_in_hand(p: str) -> list[int]:
        """Deck slots dealt to ``p`` that ``p`` could do without: nobody ever sees them."""
        first = HAND_SIZE * seats.index(p)
        return [j for j in range(first, first + HAND_SIZE) if deck[j] not in short[p]]

    unseen_deck = [] if reshuffled else list(range(HAND_SIZE * len(seats) + turned, len(deck)))
    others = [p for p in seats if p != seat]
    for y in others:
        for a in spare_in_hand(y):
            pool = unseen_deck + [j for z in others if z != y for j in spare_in_hand(z)]
            for b in pool:
                if deck[b] != deck[a]:
                    swapped = list(deck)
                    swapped[a], swapped[b] = swapped[b], swapped[a]
                    return {(i, k): tuple(swapped)}
    return _unseen_after_last_shuffle(game)


def _unseen_after_last_shuffle(game) -> dict[tuple[int, int], Any] | None:
    """Two cards of different kinds that stayed in the deck unseen after its last shuffle (the
    deal, or a reshuffle of the barn), swapped: nobody can tell the difference."""
    last = None
    for i, e in enumerate(game.log):
        for k, o in enumerate(e.outcomes):
            if o.kind in ("deck", "reshuffle"):
                last = (i, k, o)
    if last is None:
        return None
    i, k, o = last
    deck = o.value
    dealt = HAND_SIZE * len(game.seats) if o.kind == "deck" else 0
    # cards turned up from this deck (a reshuffle happens just before its first turn-up)
    turned = sum(ev.rule in _TURNED_UP for e in game.log[i:] for ev in e.events)
    unseen = list(range(dealt + turned, len(deck)))
    for a in unseen:
        for b in unseen:
            if deck[a] != deck[b]:
                swapped = list(deck)
                swapped[a], swapped[b] = swapped[b], swapped[a]
                return {(i, k): tuple(swapped)}
    return None
