"""Shared helpers for the Zapp Zerapp tests: set up a round with forced chance."""

from __future__ import annotations

from zzlib import zapp
from zzlib.zapp import LABELS


def plateau_with(numbers: dict[str, int]) -> tuple[int, ...]:
    """A barrel order putting ``numbers[label]`` under each named label, the rest in order."""
    rest = [k for k in zapp.NUMBERS if k not in numbers.values()]
    return tuple(numbers[b] if b in numbers else rest.pop(0) for b in LABELS)


def start_round(game, magic_dice, numbers: dict[str, int], order=None):
    """Force the next round: the dice, each player's secret number (player -> number) and the
    grab order; every player then sets down the barrel holding their number. Returns the events
    of the reveal."""
    order = tuple(order or numbers)
    labels = {p: LABELS[i] for i, p in enumerate(order)}
    game.force("barrels", plateau_with({labels[p]: numbers[p] for p in order}))
    game.force("grab_order", order)
    game.force("magic", tuple(magic_dice))
    game.advance()
    assert game.phase == "choose"
    for p in order:
        assert game.to_move == p
        game.play(zapp.Choose(p, labels[p]))
    return game.step()


def rules_of(events) -> list[str]:
    return [e.rule for e in events]
