"""A tiny dice race used to test the core's Game machinery without any real game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypedDict

from zzlib.core import (
    Event,
    Game,
    IllegalMove,
    Option,
    Phase,
    Result,
    Rule,
    int_in,
    rule_table,
    seat_at,
)

RULES = rule_table(
    Rule("toy.roll", "Roll", "Roll one die.", "Turn"),
    Rule("toy.step", "Step", "Move up to the die's number.", "Turn"),
    Rule("toy.end", "End", "The first to reach the goal wins.", "End"),
    Rule("toy.order", "Order", "Players take turns.", "Turn"),
)


class Rolled(TypedDict):
    die: int


class Stepped(TypedDict):
    to: int


@dataclass(frozen=True)
class Step:
    player: str
    n: int

    def __str__(self) -> str:
        return f"{self.player} steps {self.n}"


@dataclass(frozen=True)
class State:
    pos: tuple[int, int] = (0, 0)
    turn: int = 0
    die: int | None = None


class Toy(Game):
    NAME = "toy"
    RULES = RULES
    OPTIONS = {"goal": Option("goal", 10, "the goal square", check=int_in(1, 100))}
    MOVES = (Step,)
    END_RULE = "toy.end"
    ORDER_RULE = "toy.order"
    SEATS = ("a", "b")
    EVENTS = {"toy.roll": Rolled, "toy.step": Stepped}

    def _initial(self):
        return State()

    def _phase(self, s):
        return "roll" if s.die is None else "step"

    def _steps(self, s, who):
        return [Step(who, n) for n in range(1, s.die + 1)]

    def _step(self, s, m, chance):
        who = self.SEATS[s.turn]  # m.player: the core checked it (ORDER_RULE)
        if not 1 <= m.n <= s.die:
            raise IllegalMove("toy.step", f"{m.n} is not between 1 and {s.die}")
        pos = list(s.pos)
        pos[s.turn] += m.n
        ev = Event("toy.step", f"{who} steps {m.n} to {pos[s.turn]}.", {"to": pos[s.turn]})
        return replace(s, pos=tuple(pos), turn=1 - s.turn, die=None), [ev]

    def _roll(self, s, chance):
        d = chance.die("die")
        return replace(s, die=d), [Event("toy.roll", f"The die shows {d}.", {"die": d})]

    def _over(self, s):
        return max(s.pos) >= self.options["goal"]

    def _result(self, s):
        if not self._over(s):
            return None
        win = tuple(p for p, x in zip(self.SEATS, s.pos) if x >= self.options["goal"])
        return Result(win, dict(zip(self.SEATS, s.pos)), "reached the goal")

    PHASES = {"roll": Phase(auto=_roll),
              "step": Phase((Step,), play=_step, who=seat_at("turn"), legal=_steps)}
