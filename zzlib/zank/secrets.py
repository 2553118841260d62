"""What stays secret in Zankapfel, as a pure function: another deal a player cannot tell apart.

The deal (chance kind ``"deck"``) is secret: each player sees their own four cards, and a card
shows only when it is played and revealed, or turned up for sale. ``blind_twin(game, seat)``
finds another deal that ``seat`` (and a spectator) cannot tell from the game's own, whatever
was played: one card another player was dealt and could do without (they held two of its kind
whenever they played one) swapped with a card nobody ever sees (one left in the deck, or one a
third player could do without).
``tests/contract`` replays the game with it and checks that ``seat`` sees exactly the same.

``resample(game, seat, rng)`` (through ``zzlib.core.resample``) draws all of it again from what
``seat`` has seen: another deal, the barn's last reshuffle, the cards played face down and the
numbers committed that are not shown yet.
"""

from __future__ import annotations

from collections import Counter
from math import comb
from typing import Any

from .cards import HAND_SIZE, full_deck
from .moves import BuyApple, CommitCard, PlayApple

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


def resample(game, seat: str | None, rng) -> dict:
    """The changes that make another game ``seat`` cannot tell from ``game`` (for
    ``zzlib.core.resample``), drawn from what ``seat`` has seen, never from the secrets:

    - the deal: ``seat``'s own four cards and the cards turned up stay; every other hand is
      drawn again from the cards nobody has seen, holding at least the cards its player was
      seen to play (a card turned over at the reveal, less the cards bought before), each deal
      as likely as in a shuffle (``_deal``); the rest of the deck is shuffled again;
    - the last reshuffle of the barn: the cards not turned up yet, in a new order;
    - a card another player played face down and not yet revealed: one of the cards that
      player then held, at random; a numbered card committed and not yet shown: one of the
      numbers that player still held, at random.
    """
    seats = game.seats
    log, states = game.log, game.states
    out: dict[tuple[int, int], Any] = {}
    moves: dict[int, Any] = {}
    deal = reshuffle = None
    last_reveal = last_roll = 0
    for i, e in enumerate(log):
        for k, o in enumerate(e.outcomes):
            if o.kind == "deck":
                deal = (i, k, o.value)
            elif o.kind == "reshuffle":
                reshuffle = (i, k, o.value)
        if e.step == "reveal":
            last_reveal = i
        elif e.step == "roll":
            last_roll = i
    if reshuffle is not None:  # the cards of the last reshuffle not turned up yet
        i, k, deck = reshuffle
        seen = len(deck) - len(game.state.deck)
        rest = sorted(deck[seen:])  # nobody has seen their order: start from none of it
        rng.shuffle(rest)
        out[(i, k)] = tuple(deck[:seen]) + tuple(rest)
    if deal is not None:
        out[deal[:2]], hands = _redeal(game, seat, deal, reshuffle is not None, last_reveal, rng)
        for j, e in enumerate(log):
            m = e.move
            if isinstance(m, PlayApple) and m.player != seat and j > last_reveal:
                held = hands[m.player]  # the hand then: nobody has seen the card played
                moves[j] = PlayApple(m.player, held[rng.randrange(len(held))])
    for j, e in enumerate(log):
        m = e.move
        if isinstance(m, CommitCard) and m.player != seat and j > last_roll:
            numbered = states[j - 1].numbered[seats.index(m.player)]
            moves[j] = CommitCard(m.player, numbered[rng.randrange(len(numbered))])
    return {"outcomes": out, "moves": moves}


def _redeal(game, seat, deal, reshuffled: bool, last_reveal: int, rng):
    """Another deal ``seat`` cannot tell from the game's own, and each other player's hand
    just before a card it played that is not revealed yet (``{player: cards}``)."""
    i, k, deck = deal
    seats = game.seats
    n = len(seats)
    log, states = game.log, game.states
    dealt = HAND_SIZE * n
    turned = len(deck) - dealt if reshuffled else len(deck) - dealt - _deal_left(game)
    others = [p for p in seats if p != seat]
    # what each other player was seen to do with cards: bought (public) and played (once
    # revealed); the cards it must have been dealt: enough for every revealed play
    events: dict[str, list[tuple[str, str]]] = {p: [] for p in others}
    for j, e in enumerate(log):
        m = e.move
        if isinstance(m, BuyApple) and m.player in events:
            events[m.player].append(("buy", states[j - 1].face_up))
        elif isinstance(m, PlayApple) and m.player in events and j < last_reveal:
            events[m.player].append(("play", m.card))
    need: dict[str, Counter] = {}
    for p in others:
        bought, played, must = Counter(), Counter(), Counter()
        for what, card in events[p]:
            if what == "buy":
                bought[card] += 1
            else:
                played[card] += 1
                must[card] = max(must[card], played[card] - bought[card])
        need[p] = must
    pool = Counter(full_deck())
    if seat is not None:
        mine = HAND_SIZE * seats.index(seat)
        pool -= Counter(deck[mine: mine + HAND_SIZE])
    pool -= Counter(deck[dealt: dealt + turned])
    for p in others:
        pool -= need[p]
    free = list(pool.elements())
    for _ in range(1000):  # accept a draw as often as a shuffle deals it (module docstring)
        rng.shuffle(free)
        hands, at, chance = {}, 0, 1.0
        for p in others:
            extra = HAND_SIZE - sum(need[p].values())
            hand = list(need[p].elements()) + free[at: at + extra]
            at += extra
            got = Counter(hand)
            for card, m in need[p].items():
                chance /= comb(got[card], m)
            hands[p] = hand
        if rng.random() < chance:
            break
    new = list(deck)
    for p in others:
        rng.shuffle(hands[p])
        first = HAND_SIZE * seats.index(p)
        new[first: first + HAND_SIZE] = hands[p]
    new[dealt + turned:] = free[at:]
    # each other player's hand before a play not revealed yet
    held = {}
    for p in others:
        hand = Counter(hands[p])
        for what, card in events[p]:
            hand[card] += 1 if what == "buy" else -1
        held[p] = sorted(hand.elements())
    return tuple(new), held


def _deal_left(game) -> int:
    """Cards of the deal's deck not turned up yet (no reshuffle so far)."""
    return len(game.state.deck)
