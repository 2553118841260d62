"""Seeded chance that a caller can force.

All randomness of a game flows through one ``Chance``: dice, draws from a bag, shuffles.
Each draw has a *kind* (``"pattern_die"``, ``"shuffle"``...). ``force(kind, value)`` makes
the next draw of that kind return ``value`` instead ("what if the dice show 6 and 2?").
Forced values are checked like any outcome; a forced draw does not touch the generator. A
forced value that turns out impossible when it is drawn raises ``ImpossibleOutcome`` and is
dropped from the queue, so it never blocks the game.

Undo puts the generator back without copying its state at every step: each draw from the
generator is recorded as a *recipe* (the sampling function and its arguments, kept in
``Chance.used`` for the current step), and ``replay(state, recipes)`` puts the generator at an
earlier state and redraws the recipes, which moves it exactly as the draws did. ``Game`` keeps a
copy of the state (``RngState``: its words packed into 2.5 KB instead of the 25 KB of
``random.getstate()``, and shared between copies until the generator rewrites them) only every
few dozen draws, so a step costs no copy and a long game log stays light.
"""

from __future__ import annotations

import math
import random
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Sequence
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


#: a draw from the generator, to redo it: ``function(rng, *args)`` draws the same way again
Recipe = tuple[Callable[..., Any], tuple]


class Chance:
    """A seeded generator plus a queue of forced outcomes per kind.

    ``drawn`` collects the outcomes of the current step; ``used`` the recipes of the draws
    that moved the generator in it (empty while it has not moved).
    """

    def __init__(self, seed: int | str):
        self.seed = seed
        self.rng = random.Random(seed)
        self.forced: dict[str, deque] = {}
        self.drawn: list[Outcome] = []
        self.used: list[Recipe] = []
        self._last: RngState | None = None

    def __repr__(self) -> str:
        return f"<Chance: {len(self.pending())} forced outcomes pending>"

    # -- forcing ---------------------------------------------------------
    def force(self, kind: str, value: Any) -> None:
        """Make the next draw of ``kind`` return ``value`` (checked when it is drawn)."""
        self.forced.setdefault(kind, deque()).append(freeze(value))

    def pending(self) -> list[tuple[str, Any]]:
        """Forced outcomes not yet drawn: by kind (in name order: each kind is a queue of its
        own, so a save file lists them the same however they were forced), then in order."""
        return [(k, v) for k in sorted(self.forced) for v in self.forced[k]]

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
        self.used = []

    def rng_state(self) -> RngState:
        self._last = RngState.of(self.rng, self._last)
        return self._last

    def replay(self, state: RngState | None, recipes: Iterable[Recipe]) -> None:
        """Put the generator at ``state`` (None: as the seed started it), then redo
        ``recipes`` in order (the values are thrown away): the generator ends where those
        draws left it."""
        if state is None:
            self.rng.seed(self.seed)
        else:
            state.restore(self.rng)
        rng = self.rng
        for func, args in recipes:
            func(rng, *args)

    def fork(self) -> Chance:
        """A copy that draws on by itself: the generator where this one is, the forced queues
        copied (``Game.fork``)."""
        new = object.__new__(Chance)
        new.seed = self.seed
        new.rng = random.Random.__new__(random.Random)  # not seeded: set at once
        new.rng.setstate(self.rng.getstate())
        new.forced = {k: deque(q) for k, q in self.forced.items() if q}
        new.drawn = list(self.drawn)
        new.used = list(self.used)
        new._last = self._last
        return new

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
        args: tuple = (),
    ) -> Any:
        """The next outcome of ``kind``: forced if queued, else ``sample(rng, *args)``.

        ``check(value)`` returns an error message for an impossible value; a forced value
        that fails it raises ``ImpossibleOutcome`` (a ``ValueError``) and is dropped from the
        queue. ``sample(rng, *args)`` must draw from the generator it is given and from
        nothing else (undo redraws it); a module-level ``sample`` with its ``args`` costs less
        to keep than a new closure for each draw.
        """
        return self._draw(kind, sample, args, check, secret)

    def _draw(self, kind: str, func: Callable[..., Any], args: tuple,
              check: Callable[[Any], str | None], secret: bool = False,
              redo: Recipe | None = None) -> Any:
        """``draw`` with the sampling as ``func(rng, *args)``; ``redo`` is the recipe kept to
        redo it when it is not ``(func, args)`` (one that moves the generator the same way
        from less: a length instead of a whole list)."""
        queue = self.forced.get(kind)
        if queue:
            value = queue.popleft()
            problem = check(value)
            if problem:
                raise ImpossibleOutcome(
                    f"forced {kind} {value!r} is impossible: {problem} (the forced value is "
                    "dropped)"
                )
            out = Outcome(kind, value, True, secret)
        else:
            value = func(self.rng, *args)
            self.used.append(recipe(func, args) if redo is None else redo)
            out = Outcome(kind, freeze(value), False, secret)
        self.drawn.append(out)
        return out.value

    def die(self, kind: str, sides: int = 6, secret: bool = False) -> int:
        """One die showing 1..sides (``secret``: rolled in secret, as ``dice``)."""
        if self.forced.get(kind):
            return self._draw(kind, _die, (sides,), lambda v: die_problem(v, sides), secret)
        # not forced (the common case): ``_draw`` without its detours, the same draw and record
        value = _die(self.rng, sides)
        self.used.append(recipe(_die, (sides,)))
        self.drawn.append(Outcome(kind, value, False, secret))
        return value

    def dice(self, kind: str, n: int, sides: int = 6, secret: bool = False) -> tuple[int, ...]:
        """``n`` dice at once, as a tuple; ``secret``: rolled in secret (the outcome is the
        referee's: ``Outcome.secret``; the game's ``_view`` shows each die to whom it may)."""
        if self.forced.get(kind):
            return self._draw(kind, _dice, (n, sides), lambda v: dice_problem(v, n, sides),
                              secret)
        value = _dice(self.rng, n, sides)
        self.used.append(recipe(_dice, (n, sides)))
        self.drawn.append(Outcome(kind, value, False, secret))
        return value

    def choice(self, kind: str, options: Sequence, secret: bool = False) -> Any:
        """One of ``options`` (uniform)."""
        opts = list(options)
        if not opts:
            raise ValueError(f"no outcome possible for {kind}")

        def check(v):
            if any(type(o) is type(v) and o == v for o in opts):
                return None
            return f"must be one of {excerpt(opts)}"

        return self._draw(kind, _one_of, (opts,), check, secret,
                          redo=recipe(_below, (len(opts),)))

    def sample(self, kind: str, items: Sequence, k: int, secret: bool = False) -> tuple:
        """``k`` of ``items`` without replacement, in drawn order."""
        pool = list(items)
        return self._draw(kind, _sample, (pool, k), lambda v: sample_problem(v, pool, k),
                          secret, redo=recipe(_sample_of, (len(pool), k)))

    def shuffle(self, kind: str, items: Sequence, secret: bool = False) -> tuple:
        """A random order of all ``items``."""
        return self.sample(kind, items, len(items), secret)

    def gauss(self, kind: str, mu: float, sigma: float, secret: bool = False) -> float:
        """A normal reading (any finite number may be forced)."""

        def check(v):
            return None if is_finite_number(v) else "a finite number"

        return self._draw(kind, _gauss, (mu, sigma), check, secret)


# -- recipes: the sampling functions (each draws from ``r`` alone) ---------------------------
_RECIPES: dict[Recipe, Recipe] = {}


def recipe(func: Callable[..., Any], args: tuple) -> Recipe:
    """``(func, args)``, one shared object for equal recipes (a game's log holds thousands of
    them: a die is the same recipe at every roll)."""
    key = (func, args)
    try:
        return _RECIPES.setdefault(key, key) if len(_RECIPES) < 10_000 else key
    except TypeError:  # unhashable arguments: kept as they are
        return key


def _below(r: random.Random, n: int) -> int:
    return r.randrange(n)


def _sample_of(r: random.Random, n: int, k: int) -> list:
    """``r.sample`` of ``k`` out of ``n`` items: the generator moves as for any ``n`` items
    (``random.sample`` draws positions, never looks at the items)."""
    return r.sample(range(n), k)


def _die(r: random.Random, sides: int) -> int:
    return r.randint(1, sides)


def _dice(r: random.Random, n: int, sides: int) -> tuple[int, ...]:
    return tuple([r.randint(1, sides) for _ in range(n)])


def _one_of(r: random.Random, opts: list) -> Any:
    return opts[r.randrange(len(opts))]


def _sample(r: random.Random, pool: list, k: int) -> tuple:
    return tuple(r.sample(pool, k))


def _gauss(r: random.Random, mu: float, sigma: float) -> float:
    return r.gauss(mu, sigma)


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
