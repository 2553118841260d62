"""Seeded chance that a caller can force.

All randomness of a game flows through one ``Chance``: dice, draws from a bag, shuffles.
Each draw has a *kind* (``"pattern_die"``, ``"shuffle"``...). ``force(kind, value)`` makes
the next draw of that kind return ``value`` instead ("what if the dice show 6 and 2?").
Forced values are checked like any outcome; a forced draw does not touch the generator. A
forced value that turns out impossible when it is drawn raises ``ImpossibleOutcome`` and is
dropped from the queue, so it never blocks the game.

The generator's state is kept compact (``RngState``: its words packed into 2.5 KB instead of
the 25 KB of ``random.getstate()``, and shared between states until the generator rewrites
them) and only taken when a step moves the generator, so a long game log stays light (see
``Game`` for how undo uses it).
"""

from __future__ import annotations

import math
import random
from array import array
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .jsonable import excerpt, freeze

_WORD = "I" if array("I").itemsize == 4 else "L"


@dataclass(frozen=True, slots=True)
class Outcome:
    """One chance outcome: its kind, its value, whether it was forced, whether it is secret.

    A secret outcome (a shuffled deck, the barrels' numbers, a player's rattle noise) is
    hidden by ``public()`` and by ``repr``: only the referee's ``value`` holds it.
    """

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

    def __repr__(self) -> str:
        value = "<secret>" if self.secret else repr(self.value)
        return (f"Outcome(kind={self.kind!r}, value={value}, forced={self.forced!r}, "
                f"secret={self.secret!r})")


class ImpossibleOutcome(ValueError):
    """A forced value that cannot be drawn here (it has been dropped from the queue)."""


@dataclass(frozen=True)
class RngState:
    """A compact copy of a ``random.Random``'s state: its 624 words packed as bytes, the
    position among them and the cached Gaussian.

    The Mersenne Twister rewrites its words only once every 624 outputs; in between only the
    position moves. ``Chance`` shares one ``words`` object between the states that have the
    same words, so a state taken between two rewrites costs a few dozen bytes."""

    words: bytes
    index: int
    gauss_next: float | None

    @classmethod
    def of(cls, rng: random.Random, share: RngState | None = None) -> RngState:
        """The state of ``rng``; its words are ``share``'s very object when they are equal."""
        version, internal, gauss_next = rng.getstate()
        words = array(_WORD, internal[:-1]).tobytes()
        if share is not None and share.words == words:
            words = share.words
        return cls(words, internal[-1], gauss_next)

    def restore(self, rng: random.Random) -> None:
        rng.setstate((3, (*array(_WORD, self.words), self.index), self.gauss_next))


class Chance:
    """A seeded generator plus a queue of forced outcomes per kind.

    ``drawn`` collects the outcomes of the current step; ``moved_from`` is the generator's
    state before its first draw in the current step (None while it has not moved).
    """

    def __init__(self, seed: int | str):
        self.seed = seed
        self.rng = random.Random(seed)
        self.forced: dict[str, deque] = {}
        self.drawn: list[Outcome] = []
        self.moved_from: RngState | None = None
        self._last: RngState | None = None

    def __repr__(self) -> str:
        return f"<Chance: {len(self.pending())} forced outcomes pending>"

    # -- forcing ---------------------------------------------------------
    def force(self, kind: str, value: Any) -> None:
        """Make the next draw of ``kind`` return ``value`` (checked when it is drawn)."""
        self.forced.setdefault(kind, deque()).append(freeze(value))

    def pending(self) -> list[tuple[str, Any]]:
        """Forced outcomes not yet drawn."""
        return [(k, v) for k, q in self.forced.items() for v in q]

    def requeue(self, outcomes: Sequence[Outcome]) -> None:
        """Put the forced values of ``outcomes`` (drawn in that order) back in front of their
        queues, as if they had not been drawn yet (undo, or a step that failed)."""
        for o in reversed(outcomes):
            if o.forced:
                self.forced.setdefault(o.kind, deque()).appendleft(o.value)

    # -- the generator ----------------------------------------------------
    def begin(self) -> None:
        """Start a step: nothing drawn yet, the generator not moved yet."""
        self.drawn = []
        self.moved_from = None

    def rng_state(self) -> RngState:
        self._last = RngState.of(self.rng, self._last)
        return self._last

    def snapshot(self) -> tuple:
        """The generator's state and the forced queues, to compare or ``restore``."""
        return (self.rng_state(), {k: tuple(q) for k, q in self.forced.items() if q})

    def restore(self, snap: tuple) -> None:
        state, forced = snap
        state.restore(self.rng)
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
        that fails it raises ``ImpossibleOutcome`` (a ``ValueError``) and is dropped from the
        queue.
        """
        queue = self.forced.get(kind)
        if queue:
            value = queue.popleft()
            problem = check(value)
            if problem:
                raise ImpossibleOutcome(
                    f"forced {kind} {value!r} is impossible: {problem} (the forced value is "
                    "dropped)"
                )
            out = Outcome(kind, value, forced=True, secret=secret)
        else:
            if self.moved_from is None:
                self.moved_from = self.rng_state()
            out = Outcome(kind, freeze(sample(self.rng)), forced=False, secret=secret)
        self.drawn.append(out)
        return out.value

    def die(self, kind: str, sides: int = 6) -> int:
        """One die showing 1..sides."""
        return self.draw(kind, lambda r: r.randint(1, sides), lambda v: die_problem(v, sides))

    def dice(self, kind: str, n: int, sides: int = 6) -> tuple[int, ...]:
        """``n`` dice at once, as a tuple."""
        return self.draw(kind, lambda r: tuple(r.randint(1, sides) for _ in range(n)),
                         lambda v: dice_problem(v, n, sides))

    def choice(self, kind: str, options: Sequence, secret: bool = False) -> Any:
        """One of ``options`` (uniform)."""
        opts = list(options)
        if not opts:
            raise ValueError(f"no outcome possible for {kind}")

        def check(v):
            if any(type(o) is type(v) and o == v for o in opts):
                return None
            return f"must be one of {excerpt(opts)}"

        return self.draw(kind, lambda r: opts[r.randrange(len(opts))], check, secret)

    def sample(self, kind: str, items: Sequence, k: int, secret: bool = False) -> tuple:
        """``k`` of ``items`` without replacement, in drawn order."""
        pool = list(items)
        return self.draw(kind, lambda r: tuple(r.sample(pool, k)),
                         lambda v: sample_problem(v, pool, k), secret)

    def shuffle(self, kind: str, items: Sequence, secret: bool = False) -> tuple:
        """A random order of all ``items``."""
        return self.sample(kind, items, len(items), secret)

    def gauss(self, kind: str, mu: float, sigma: float, secret: bool = False) -> float:
        """A normal reading (any finite number may be forced)."""

        def check(v):
            return None if is_finite_number(v) else "a finite number"

        return self.draw(kind, lambda r: r.gauss(mu, sigma), check, secret)


# -- checks shared by draws and by games that check a forced value when it is given ------------
def is_finite_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def die_problem(v: Any, sides: int = 6) -> str | None:
    """Why ``v`` cannot be a die's face (None: it can)."""
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= sides:
        return f"a die shows a whole number from 1 to {sides}"
    return None


def dice_problem(v: Any, n: int | Sequence[int], sides: int = 6) -> str | None:
    """Why ``v`` cannot be ``n`` dice (``n`` may list the possible counts)."""
    counts = (n,) if isinstance(n, int) else tuple(n)
    if not isinstance(v, tuple) or len(v) not in counts:
        return (f"{counts[0]} dice are rolled" if len(counts) == 1 else
                f"{', '.join(map(str, counts[:-1]))} or {counts[-1]} dice are rolled")
    for x in v:
        if die_problem(x, sides):
            return f"each die shows a whole number from 1 to {sides}"
    return None


def sample_problem(v: Any, pool: Sequence, k: int | None = None) -> str | None:
    """Why ``v`` cannot be ``k`` items drawn from ``pool`` without replacement (``k`` None:
    any number of them)."""
    if not isinstance(v, tuple) or (k is not None and len(v) != k):
        return f"{k} items are drawn" if k is not None else "a list of the items drawn"
    left = list(pool)
    for x in v:
        # equal and of the same type: True is not the number 1, 2.0 is not the number 2
        i = next((i for i, p in enumerate(left) if type(p) is type(x) and p == x), None)
        if i is None:
            return f"{excerpt(x)} is not available to draw"
        del left[i]
    return None
