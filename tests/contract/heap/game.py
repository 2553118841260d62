"""Heap: a two-player game kept in the tests (see ``heap.md``), written as the checklist of
``docs/architecture.md`` says a new game is: its rules, its moves, a frozen state with its
phase, the dispatch table, the pure hooks and a view for each seat.

Each player's target (three dice rolled in secret) is a secret chance outcome; the heap and
the stones taken are public; the sums are shown when the heap is empty.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from zzlib.core import Event, IllegalMove, Option, Phase, Result, int_in, seat_at
from zzlib.core import Game as BaseGame

from .events import SHAPES
from .rules import RULES

SEATS = ("Ann", "Bob")
#: dice each player rolls for a target
DICE = 3
MAX_TAKE = 3

# phase names (the dispatch table's keys)
ROLL, TAKE, REVEAL = "roll", "take", "reveal"


@dataclass(frozen=True)
class Take:
    """Take ``n`` stones (1-3) from the heap."""

    player: str
    n: int

    def __str__(self) -> str:
        return f"{self.player} takes {self.n} stone{'s' if self.n != 1 else ''}"


@dataclass(frozen=True)
class State:
    heap: int
    turn: int = 0  # the seat to take next: 0 Ann, 1 Bob
    taken: tuple[int, int] = (0, 0)
    dice: tuple[int, ...] = ()  # Ann's three, then Bob's: secret until the sums are shown
    shown: bool = False

    def target(self, i: int) -> int:
        return sum(self.dice[DICE * i: DICE * (i + 1)])


class Game(BaseGame):
    NAME = "heap"
    RULES = RULES
    OPTIONS = {"stones": Option("stones", 9, "stones in the heap at the start",
                                check=int_in(3, 30), rule="heap.setup.stones")}
    MOVES = (Take,)
    SEATS = SEATS
    END_RULE = "heap.end.win"
    ORDER_RULE = "heap.turn.order"
    # the dispatch table (PHASES) is at the end of the class, below its handlers
    MOVE_WORDS = {Take: ("taking stones", "take one, two or three stones")}
    EVENTS = SHAPES
    SECRETS = True  # each player's dice
    CHANCE_RULES = {"targets": ("heap.setup.targets",)}

    # -- hooks ------------------------------------------------------------------------------
    def _initial(self):
        return State(heap=self.options["stones"])  # rule: heap.setup.stones

    def _phase(self, s: State) -> str:
        if not s.dice:
            return ROLL
        return TAKE if s.heap else REVEAL

    def _over(self, s: State) -> bool:
        return s.shown

    def _shows(self, before: State, after: State) -> str | None:
        return "heap.end.reveal" if after.shown and not before.shown else None

    def _result(self, s: State):
        if not s.shown:
            return None
        off = [abs(s.taken[i] - s.target(i)) for i in range(2)]
        winners = tuple(p for p, d in zip(SEATS, off) if d == min(off))
        return Result(winners, dict(zip(SEATS, s.taken)),
                      "closest to the target" if len(winners) == 1 else "both as close")

    def _view(self, s: State, seat: str | None) -> dict:
        own = SEATS.index(seat) if seat is not None else None
        result = self._result(s)
        return {
            "phase": self.phase_of(s),
            "to_move": self.to_move_of(s),
            "viewer": seat,
            "seats": list(SEATS),
            "heap": s.heap,
            "taken": dict(zip(SEATS, s.taken)),
            "dice": list(s.dice[DICE * own: DICE * (own + 1)]) if s.dice and own is not None
            else None,
            "targets": {p: s.target(i) if s.dice and (s.shown or i == own) else None
                        for i, p in enumerate(SEATS)},
            "winners": [] if result is None else list(result.winners),
        }

    # -- handlers (the table below names them) -----------------------------------------------
    def _takes(self, s: State, who: str) -> list:
        return [Take(who, n) for n in range(1, min(MAX_TAKE, s.heap) + 1)]

    def _roll(self, s: State, chance):
        dice = chance.dice("targets", DICE * len(SEATS), secret=True)
        return replace(s, dice=dice), [Event(
            "heap.setup.targets", f"Ann and Bob each roll {DICE} dice in secret.", {"dice": DICE})]

    def _take(self, s: State, m: Take, chance):
        n = m.n
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= min(MAX_TAKE, s.heap):
            raise IllegalMove("heap.turn.take",
                              f"take one, two or three stones, at most the {s.heap} left")
        taken = list(s.taken)
        taken[s.turn] += n
        left = s.heap - n
        ev = Event("heap.turn.take", f"{m.player} takes {n}; {left} left.",
                   {"player": m.player, "n": n, "left": left})
        return replace(s, heap=left, taken=tuple(taken), turn=1 - s.turn), [ev]

    def _reveal(self, s: State, chance):
        targets = {p: s.target(i) for i, p in enumerate(SEATS)}
        new = replace(s, shown=True)
        res = self._result(new)
        return new, [
            Event("heap.end.reveal", f"Ann's target is {targets['Ann']}, Bob's "
                  f"{targets['Bob']}.", {"targets": targets}),
            Event("heap.end.win", f"{' and '.join(res.winners)} won.",
                  {"winners": list(res.winners), "taken": dict(res.scores)}),
        ]

    # -- the dispatch table: everything each phase does ---------------------------------------
    PHASES = {
        ROLL: Phase(auto=_roll, words="the players roll their targets in secret"),
        TAKE: Phase((Take,), play=_take, who=seat_at("turn"), legal=_takes,
                    words="the players take stones in turn"),
        REVEAL: Phase(auto=_reveal, words="the targets are shown"),
    }
