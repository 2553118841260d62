"""The position of a game of Zankapfel: a frozen snapshot (it holds the hidden cards too;
``Game.view(player)`` shows a player only what they may see)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TypeVar

from zzlib.core import to_jsonable

Square = tuple[int, int]
T = TypeVar("T")


@dataclass(frozen=True)
class Bidding:
    """The contention being bid for: its colour, who bids (in order from the leader), the
    numbered cards committed face down (``None``: none yet, or none left), dice taken, whose
    turn it is to take dice, how many turns in a row nobody took a die, and who bid first
    (``first``, an index into ``contenders``; see the option ``bid_start``)."""

    colour: str
    contenders: tuple[str, ...]
    cards: tuple[int | None, ...]
    dice: tuple[int, ...]
    turn: int = 0
    passes: int = 0
    bid_round: int = 1
    first: int = 0

    @property
    def order(self) -> tuple[str, ...]:
        """The contenders in the order they bid dice: from ``first`` round the table."""
        return self.contenders[self.first:] + self.contenders[:self.first]

    def index(self, player: str) -> int:
        return self.contenders.index(player)


@dataclass(frozen=True)
class State:
    """Everything about the position. Per-seat tuples follow ``seats``.

    ``phase``: remove_chip, place_mayor, deal, choose, announce, bribe, accept, mayor, reveal,
    name, score, commit, dice, roll, end_round, over. ``queue``: who still acts in this phase (the
    first decides now). ``table``: the apple card each seat played face down this round;
    ``claims``: the colour each played card claims once revealed (multi-coloured: once named).
    ``contentions``: (colour, contenders) still to resolve this round, the current first.
    ``announced``: with corruption, the square the leader announced for the mayor (None in the
    blind order, ``corruption_order="blind"``); ``offers``: (briber, square, points) made this
    round, in turn. Both are public and stay until the round ends (everyone at the table heard
    them), so they are still shown at the reveal and in the contentions.
    ``reached``: who reached the end of the track this round (they have gone round, even if
    dice paid later in the round take them back).
    """

    seats: tuple[str, ...]
    phase: str
    leader: int = 0
    queue: tuple[str, ...] = ()
    chips: frozenset[Square] = frozenset()
    mayor: Square | None = None
    positions: tuple[int, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    numbered: tuple[tuple[int, ...], ...] = ()
    spent: tuple[tuple[int, ...], ...] = ()
    deck: tuple[str, ...] = ()
    barn: tuple[str, ...] = ()
    face_up: str | None = None
    table: tuple[str | None, ...] = ()
    claims: tuple[str | None, ...] = ()
    revealed: bool = False
    contentions: tuple[tuple[str, tuple[str, ...]], ...] = ()
    bid: Bidding | None = None
    offers: tuple[tuple[str, Square, int], ...] = ()
    announced: Square | None = None
    round: int = 0
    reached: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()
    reason: str = ""

    def seat(self, player: str) -> int:
        return self.seats.index(player)

    def order_from(self, start: int) -> tuple[str, ...]:
        """Seats clockwise starting at index ``start``."""
        n = len(self.seats)
        return tuple(self.seats[(start + k) % n] for k in range(n))

    @property
    def leader_name(self) -> str:
        return self.seats[self.leader]

    def to_dict(self) -> dict:
        """JSON-safe (holds hidden cards: use ``Game.view`` to show a player)."""
        return to_jsonable(self)


#: the field names of the classes ``evolve`` copies
_FIELDS = {cls: frozenset(f.name for f in fields(cls)) for cls in (State, Bidding)}


def evolve(obj: T, **changes) -> T:
    """``dataclasses.replace(obj, **changes)`` for a ``State`` or a ``Bidding``, without its
    cost (the engine makes a new position at every step).

    Both are plain frozen dataclasses: every field is set by ``__init__`` and nothing is checked
    or computed there, so a copy of the fields with ``changes`` applied is exactly the object
    ``replace`` would build (an unknown field is a ``TypeError``, as with ``replace``)."""
    cls = type(obj)
    if not _FIELDS[cls].issuperset(changes):
        unknown = changes.keys() - _FIELDS[cls]
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    new = object.__new__(cls)
    fields = new.__dict__
    fields.update(obj.__dict__)
    fields.update(changes)
    return new
