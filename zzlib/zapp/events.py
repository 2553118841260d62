"""The data each Zapp Zerapp event carries: one kind per shape, and ``SHAPES`` by rule id.

Wizards are named ``"G1"``...; a place is a running field number, ``"start"`` (the wizard's
start field) or ``"city"`` (its own city). No event names a barrel's secret number before the
reveal. A drawing or a widget picks events by their kind, e.g. ``SHAPES[e.rule] is Banished``,
and reads its named fields; ``tests/contract`` checks every event of many random games.
"""

from __future__ import annotations

from typing import TypedDict

Place = int | str  # a running field, "start" or "city"


# -- a round ------------------------------------------------------------------------------
class Round(TypedDict):
    round: int


class GrabOrder(TypedDict):
    round: int
    grab_order: list[str]


class MagicNumber(TypedDict):
    dice: list[int]
    magic: int


class Barrel(TypedDict):
    """A barrel set down in front of a player, or put back on the plateau after moving."""

    player: str
    barrel: str


class Reveal(TypedDict):
    """Each player's secret number and barrel, turned over; the magic number."""

    numbers: dict[str, int]
    barrels: dict[str, str]
    magic: int


class TooHigh(TypedDict):
    player: str
    number: int
    magic: int


class TurnOrder(TypedDict):
    """Who moves, highest number first, and their numbers."""

    order: list[str]
    numbers: dict[str, int]


class Winner(TypedDict):
    winner: str


# -- moving -------------------------------------------------------------------------------
#: the mover's own walk: from where, to where (a field or "city"), the fields stepped on,
#: and the surplus forfeited on entering the city
Moved = TypedDict("Moved", {"wizard": str, "from": Place, "to": Place, "steps": int,
                            "forfeited": int, "path": list[int]})


class Banished(TypedDict):
    """An opposing ``wizard`` passed or caught up to on ``field`` ``by`` the mover, sent
    ``to`` its start field."""

    wizard: str
    field: int
    by: str
    to: str


class Overlooked(TypedDict):
    wizard: str
    field: int
    by: str


class Protected(TypedDict):
    """A wizard on a field that protects it."""

    wizard: str
    field: int


class Wizards(TypedDict):
    """Wizards left alone, and the ``fields`` they stand on (in the same order)."""

    wizards: list[str]
    fields: list[int]


class SameLevel(TypedDict):
    wizards: list[str]
    field: int


class TooWeak(TypedDict):
    """The ``wizard`` starting from the start field, and the ``wizards`` it cannot banish
    with the ``fields`` they stand on (in the same order)."""

    wizard: str
    wizards: list[str]
    fields: list[int]


# -- the Pro version: carrying along ------------------------------------------------------
Carried = TypedDict("Carried", {"wizard": str, "from": int, "by": str})


class SetDown(TypedDict):
    """Where a carried wizard ends: a field, or "city" for an own wizard entering with the
    mover."""

    wizard: str
    to: Place


class PastCity(TypedDict):
    wizard: str
    city: str


SHAPES: dict[str, type] = {
    "zapp.setup.barrels": Round,
    "zapp.barrels.reshuffle": Round,
    "zapp.decide.grab_order": GrabOrder,
    "zapp.magic": MagicNumber,
    "zapp.barrels.choose": Barrel,
    "zapp.reveal": Reveal,
    "zapp.reveal.too_high": TooHigh,
    "zapp.order": TurnOrder,
    "zapp.round": Round,
    "zapp.move.distance": Moved,
    "zapp.move.city": Moved,
    "zapp.banish": Banished,
    "zapp.pro.banish": Banished,
    "zapp.banish.overlook": Overlooked,
    "zapp.banish.protected": Protected,
    "zapp.pro.protected": Protected,
    "zapp.banish.own": Wizards,
    "zapp.banish.same_level": SameLevel,
    "zapp.banish.too_weak": TooWeak,
    "zapp.pro.carry": Carried,
    "zapp.pro.carry_end": SetDown,
    "zapp.pro.city": SetDown,
    "zapp.pro.city_own": SetDown,
    "zapp.decide.stay": SetDown,
    "zapp.pro.past_city": PastCity,
    "zapp.barrels.back": Barrel,
    "zapp.end": Winner,
}
