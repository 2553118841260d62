"""The data each Heap event carries (``SHAPES``: rule id -> kind). No event names a die."""

from __future__ import annotations

from typing import TypedDict


class Rolled(TypedDict):
    """Both players rolled their targets in secret: how many dice each."""

    dice: int


class Taken(TypedDict):
    player: str
    n: int
    left: int


class Shown(TypedDict):
    """The targets shown at the end (sums only)."""

    targets: dict[str, int]


class Won(TypedDict):
    winners: list[str]
    taken: dict[str, int]


SHAPES = {
    "heap.setup.targets": Rolled,
    "heap.turn.take": Taken,
    "heap.end.reveal": Shown,
    "heap.end.win": Won,
}
