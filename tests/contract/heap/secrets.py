"""Heap's secrets: each player's three dice (one secret outcome, ``targets``: Ann's three, then
Bob's). A seat sees its own dice, and every sum once they are shown.

``blind_twin(game, seat)``: the same game with the other player's dice rolled otherwise but to
the same sum (``(2, 5, 4)`` for ``(4, 2, 5)``): ``seat`` sees its own dice, the heap, every
take and, at the end, the same sums, so it cannot tell the twins apart at any step. The sum
must stay: the twin replays the whole log, the end included, where the sums are shown.

``resample(game, seat, rng)``: the other player's dice drawn again from what ``seat`` has seen:
any three dice before the sums are shown, three dice with the shown sum after.
"""

from __future__ import annotations

import itertools

from .game import DICE, SEATS

_ROLLS = tuple(itertools.product(range(1, 7), repeat=DICE))


def _targets(game):
    """``(log index, outcome index, value)`` of the dice rolled, or None before the roll."""
    for i, entry in enumerate(game.log):
        for k, o in enumerate(entry.outcomes):
            if o.kind == "targets":
                return i, k, o.value
    return None


def _others(seat) -> list[int]:
    return [j for j, p in enumerate(SEATS) if p != seat]


def blind_twin(game, seat):
    found = _targets(game)
    if found is None:
        return {}
    i, k, value = found
    dice = list(value)
    for j in _others(seat):
        mine = value[DICE * j: DICE * (j + 1)]
        same_sum = [r for r in _ROLLS if sum(r) == sum(mine) and r != mine]
        if not same_sum:  # three ones or three sixes: no other roll shows the same
            continue
        dice[DICE * j: DICE * (j + 1)] = same_sum[0]
        return {(i, k): tuple(dice)}
    return {}


def resample(game, seat, rng):
    found = _targets(game)
    if found is None:
        return {}
    i, k, value = found
    shown = game.state.shown  # the sums are public once shown
    dice = list(value)
    for j in range(len(SEATS)):
        if SEATS[j] == seat:
            continue
        mine = value[DICE * j: DICE * (j + 1)]
        pool = [r for r in _ROLLS if sum(r) == sum(mine)] if shown else _ROLLS
        dice[DICE * j: DICE * (j + 1)] = rng.choice(pool)
    return {"outcomes": {(i, k): tuple(dice)}}
