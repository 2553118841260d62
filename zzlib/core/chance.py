"""Seeded chance that a caller can force.

All randomness of a game flows through one ``Chance``: dice, draws from a bag, shuffles.
Each draw has a *kind* (``"pattern_die"``, ``"shuffle"``...). ``force(kind, value)`` makes
the next draw of that kind return ``value`` instead ("what if the dice show 6 and 2?").
Forced values are checked like any outcome; a forced draw does not touch the generator.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .jsonable import freeze


@dataclass(frozen=True)
class Outcome:
    """One chance outcome: its kind, its value, whether it was forced, whether it is secret."""

    kind: str
    value: Any
    forced: bool = False
    secret: bool = False

    def public(self) -> dict:
        """What anyone may see: a secret outcome's value is hidden."""
        return {
            "kind": self.kind,
            "value": None if self.secret else self.value,
            "forced": self.forced,
            "secret": self.secret,
        }


class Chance:
    """A seeded generator plus a queue of forced outcomes per kind."""

    def __init__(self, seed: int | str):
        self.seed = seed
        self.rng = random.Random(seed)
        self.forced: dict[str, deque] = {}
        self.drawn: list[Outcome] = []

    # -- forcing ---------------------------------------------------------
    def force(self, kind: str, value: Any) -> None:
        """Make the next draw of ``kind`` return ``value`` (checked when it is drawn)."""
        self.forced.setdefault(kind, deque()).append(freeze(value))

    def pending(self) -> list[tuple[str, Any]]:
        """Forced outcomes not yet drawn."""
        return [(k, v) for k, q in self.forced.items() for v in q]

    def snapshot(self) -> tuple:
        return (self.rng.getstate(), {k: tuple(q) for k, q in self.forced.items() if q})

    def restore(self, snap: tuple) -> None:
        state, forced = snap
        self.rng.setstate(state)
        self.forced = {k: deque(v) for k, v in forced.items()}

    # -- drawing ---------------------------------------------------------
    def draw(
        self,
        kind: str,
        sample: Callable[[random.Random], Any],
        check: Callable[[Any], str | None],
        secret: bool = False,
    ) -> Any:
        """The next outcome of ``kind``: forced if queued, else ``sample(rng)``.

        ``check(value)`` returns an error message for an impossible value; a forced value
        that fails it raises ``ValueError`` (and is dropped from the queue).
        """
        queue = self.forced.get(kind)
        if queue:
            value = queue.popleft()
            problem = check(value)
            if problem:
                raise ValueError(f"forced {kind} {value!r} is impossible: {problem}")
            out = Outcome(kind, value, forced=True, secret=secret)
        else:
            out = Outcome(kind, freeze(sample(self.rng)), forced=False, secret=secret)
        self.drawn.append(out)
        return out.value

    def die(self, kind: str, sides: int = 6) -> int:
        """One die showing 1..sides."""

        def check(v):
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= sides:
                return f"a die shows a whole number from 1 to {sides}"
            return None

        return self.draw(kind, lambda r: r.randint(1, sides), check)

    def dice(self, kind: str, n: int, sides: int = 6) -> tuple[int, ...]:
        """``n`` dice at once, as a tuple."""

        def check(v):
            if not isinstance(v, tuple) or len(v) != n:
                return f"{n} dice are rolled"
            for x in v:
                if isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= sides:
                    return f"each die shows a whole number from 1 to {sides}"
            return None

        return self.draw(kind, lambda r: tuple(r.randint(1, sides) for _ in range(n)), check)

    def choice(self, kind: str, options: Sequence, secret: bool = False) -> Any:
        """One of ``options`` (uniform)."""
        opts = list(options)
        if not opts:
            raise ValueError(f"no outcome possible for {kind}")

        def check(v):
            return None if v in opts else f"must be one of {opts!r}"

        return self.draw(kind, lambda r: opts[r.randrange(len(opts))], check, secret)

    def sample(self, kind: str, items: Sequence, k: int, secret: bool = False) -> tuple:
        """``k`` of ``items`` without replacement, in drawn order."""
        pool = list(items)

        def check(v):
            if not isinstance(v, tuple) or len(v) != k:
                return f"{k} items are drawn"
            left = list(pool)
            for x in v:
                if x not in left:
                    return f"{x!r} is not available to draw"
                left.remove(x)
            return None

        return self.draw(kind, lambda r: tuple(r.sample(pool, k)), check, secret)

    def shuffle(self, kind: str, items: Sequence, secret: bool = False) -> tuple:
        """A random order of all ``items``."""
        return self.sample(kind, items, len(items), secret)

    def gauss(self, kind: str, mu: float, sigma: float, secret: bool = False) -> float:
        """A normal reading (any real number may be forced)."""

        def check(v):
            return None if isinstance(v, (int, float)) and not isinstance(v, bool) else "a number"

        return self.draw(kind, lambda r: r.gauss(mu, sigma), check, secret)
