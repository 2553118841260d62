"""Explicit chance: the next chance event of a game, and the distribution it is drawn from.

Draws happen inside automatic steps and even inside moves (a Zankapfel purchase that empties
the deck reshuffles the barn). ``Game.next_chance(move=None)`` says what the next step (the
automatic step, or playing ``move``) will draw first that no forced outcome decides yet: a
``ChanceEvent`` with the chance ``kind`` (the one ``Game.force`` takes), whether the outcome
is ``secret``, and its distribution ``dist``. Choosing an outcome is forcing it::

    while (ev := g.next_chance()) is not None:      # every draw of the next automatic step
        parts = []
        for _ in range(ev.dist.parts):              # a die: 1 part; a shuffle: one per item
            values, probs = zip(*ev.dist.outcomes(parts, points=3))
            parts.append(pick(values, probs))
        g.force(ev.kind, ev.dist.join(parts))
    g.step()                                        # draws exactly the outcomes forced

It works by running the step on a probe that hands out the forced values and stops at the
first draw without one (the step's handler is a pure function of the position: nothing
changes). Each distribution can be taken one part at a time (a die, each die of a throw,
each item of a shuffle or sample in drawn order, each number of a Gaussian vector), so that
every part has few outcomes. A Gaussian draw is continuous; ``points=k`` gives its enumerable
form, the k-point Gauss-Hermite rule (the same mean and variance; exact for polynomials up to
degree 2k - 1).

Games draw dice, shuffles, samples and choices through ``Chance``'s own methods, which this
module reads directly; a game's own sampling function (``chance.draw(kind, func, ...)``) is
described by ``declare(func, describe)``, e.g. Zapp Zerapp's rattle noise (``Normal``).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .chance import (
    Chance,
    ImpossibleOutcome,
    _dice,
    _die,
    _gauss,
    _one_of,
    _sample,
    dice_problem,
    die_problem,
)
from .jsonable import excerpt, freeze, plain_numbers


def _counts(items: Sequence) -> list[tuple[Any, int]]:
    """The distinct items (equal and of one type) in first-seen order, with their counts."""
    out: list[list] = []
    for x in items:
        for pair in out:
            if type(pair[0]) is type(x) and pair[0] == x:
                pair[1] += 1
                break
        else:
            out.append([x, 1])
    return [(x, n) for x, n in out]


@lru_cache(maxsize=256)
def _pool(items: tuple) -> tuple[tuple, tuple[int, ...], dict]:
    """The distinct items of a pool in first-seen order, their counts, and each one's place
    (by type and value: True is not 1)."""
    pairs = _counts(items)
    return (tuple(v for v, _ in pairs), tuple(n for _, n in pairs),
            {(type(v), v): i for i, (v, _) in enumerate(pairs)})


class Dist:
    """A chance distribution, drawn as ``parts`` parts one after another.

    ``outcomes(chosen, points)``: the next part's values with their probabilities, given the
    parts ``chosen`` so far; ``alphabet(points)``: every value a part may take, in a fixed order
    (an adapter's chance ids); ``join(parts)``: the outcome ``Game.force`` takes; ``split``:
    the reverse. ``continuous``: a part is a real number (then ``points`` is needed).
    """

    family = "dist"
    continuous = False
    parts = 1

    def outcomes(self, chosen: Sequence = (), points: int | None = None) -> list[tuple[Any, float]]:
        raise NotImplementedError

    def alphabet(self, points: int | None = None) -> tuple:
        raise NotImplementedError

    def join(self, parts: Sequence) -> Any:
        return tuple(parts)

    def split(self, value: Any) -> tuple:
        return tuple(value)

    def _check_chosen(self, chosen: Sequence) -> None:
        if len(chosen) >= self.parts:
            raise ValueError(f"all {self.parts} parts of this {self.family} are chosen")


@dataclass(frozen=True)
class Die(Dist):
    """One die showing 1..sides."""

    sides: int = 6
    family = "die"

    def outcomes(self, chosen=(), points=None):
        self._check_chosen(chosen)
        return [(v, 1 / self.sides) for v in range(1, self.sides + 1)]

    def alphabet(self, points=None):
        return tuple(range(1, self.sides + 1))

    def join(self, parts):
        return parts[0]

    def split(self, value):
        return (value,)


@dataclass(frozen=True)
class Dice(Dist):
    """``n`` dice thrown at once (a tuple, one part per die)."""

    n: int = 2
    sides: int = 6
    family = "dice"

    @property
    def parts(self):
        return self.n

    def outcomes(self, chosen=(), points=None):
        self._check_chosen(chosen)
        return [(v, 1 / self.sides) for v in range(1, self.sides + 1)]

    def alphabet(self, points=None):
        return tuple(range(1, self.sides + 1))


@dataclass(frozen=True)
class Choice(Dist):
    """One of ``options``, each equally likely (equal options count once each)."""

    options: tuple = ()
    family = "choice"

    def outcomes(self, chosen=(), points=None):
        self._check_chosen(chosen)
        n = len(self.options)
        return [(v, k / n) for v, k in _counts(self.options)]

    def alphabet(self, points=None):
        return tuple(v for v, _ in _counts(self.options))

    def join(self, parts):
        return parts[0]

    def split(self, value):
        return (value,)


@dataclass(frozen=True)
class Sample(Dist):
    """``k`` of ``items`` without replacement, in drawn order (``k == len(items)``: a
    shuffle). One part per item drawn: each of those left, in proportion to how many are left."""

    items: tuple = ()
    k: int = 0

    @property
    def family(self):
        return "shuffle" if self.k == len(self.items) else "sample"

    @property
    def parts(self):
        return self.k

    def outcomes(self, chosen=(), points=None):
        self._check_chosen(chosen)
        values, counts, place = _pool(self.items)
        counts = list(counts)
        for x in plain_numbers(tuple(chosen)):
            try:
                i = place.get((type(x), x))
            except TypeError:
                i = None
            if i is None or not counts[i]:
                raise ValueError(f"{excerpt(x)} is not left to draw")
            counts[i] -= 1
        left = len(self.items) - len(chosen)
        return [(v, n / left) for v, n in zip(values, counts) if n]

    def alphabet(self, points=None):
        return _pool(self.items)[0]


@dataclass(frozen=True)
class Normal(Dist):
    """Gaussian numbers of mean ``mu`` and standard deviation ``sigma``: one (``n`` None) or a
    tuple of ``n`` independent ones. Continuous: ``points=k`` takes each number from the
    k-point Gauss-Hermite rule instead (``hermite(k)``)."""

    mu: float = 0.0
    sigma: float = 1.0
    n: int | None = None
    family = "normal"
    continuous = True

    @property
    def parts(self):
        return 1 if self.n is None else self.n

    def outcomes(self, chosen=(), points=None):
        self._check_chosen(chosen)
        return list(zip(self.alphabet(points), (w for _, w in hermite(_points(points)))))

    def alphabet(self, points=None):
        return tuple(self.mu + self.sigma * x for x, _ in hermite(_points(points)))

    def join(self, parts):
        return parts[0] if self.n is None else tuple(parts)

    def split(self, value):
        return (value,) if self.n is None else tuple(value)


@dataclass(frozen=True)
class Custom(Dist):
    """A game's own sampling function that nobody declared: it cannot be enumerated."""

    func: Callable = field(default=None, repr=False)
    args: tuple = ()
    family = "custom"

    def outcomes(self, chosen=(), points=None):
        name = getattr(self.func, "__name__", "?")
        raise ValueError(f"the draw {name}{excerpt(self.args)} is not declared "
                         "(zzlib.core.draws.declare): its outcomes cannot be listed")

    alphabet = outcomes


def _points(points: Any) -> int:
    if points is None:
        raise ValueError("a Gaussian draw is continuous: give points=k (1-20) for its "
                         "enumerable form")
    if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 20:
        raise ValueError(f"points must be a whole number from 1 to 20, got {excerpt(points)}")
    return points


@lru_cache(maxsize=32)
def hermite(k: int) -> tuple[tuple[float, float], ...]:
    """The ``k``-point Gauss-Hermite rule for the standard normal: ``(x, weight)`` pairs, the
    x ascending and the weights summing to 1 (the roots of the probabilists' Hermite
    polynomial He_k, weight ``k! / (k He_{k-1}(x))^2``)."""
    k = _points(k)

    def he(n: int, x: float) -> float:
        a, b = 1.0, x
        if n == 0:
            return a
        for j in range(1, n):
            a, b = b, x * b - j * a
        return b

    lim = 2 * math.sqrt(k) + 2
    grid = [-lim + i * (2 * lim) / (400 * k) for i in range(400 * k + 1)]
    roots = []
    for a, b in zip(grid, grid[1:]):
        fa, fb = he(k, a), he(k, b)
        if fa == 0:
            roots.append(a)
        elif fa * fb < 0:
            for _ in range(100):
                m = (a + b) / 2
                if he(k, a) * he(k, m) <= 0:
                    b = m
                else:
                    a = m
            roots.append((a + b) / 2)
    if len(roots) != k:  # pragma: no cover - the grid separates the roots for k <= 20
        raise ArithmeticError(f"found {len(roots)} roots of He_{k}")
    fact = math.factorial(k)
    weights = [fact / (k * he(k - 1, x)) ** 2 for x in roots]
    total = sum(weights)
    xs = [0.0 if abs(x) < 1e-12 else x for x in roots]
    return tuple((x, w / total) for x, w in zip(xs, weights))


#: a game's own sampling function -> ``describe(*args) -> Dist``
_DECLARED: dict[Callable, Callable[..., Dist]] = {}


def declare(func: Callable, describe: Callable[..., Dist]) -> None:
    """Say what distribution ``chance.draw(kind, func, check, args=args)`` draws from:
    ``describe(*args)`` (Zapp Zerapp's rattle noise: ``Normal(0, sigma, 13)``)."""
    _DECLARED[func] = describe


def describe(func: Callable, args: tuple) -> Dist:
    """The distribution ``func(rng, *args)`` draws from."""
    if func is _die:
        return Die(args[0])
    if func is _dice:
        return Dice(args[0], args[1])
    if func is _one_of:
        return Choice(tuple(args[0]))
    if func is _sample:
        return Sample(tuple(args[0]), args[1])
    if func is _gauss:
        return Normal(args[0], args[1])
    declared = _DECLARED.get(func)
    if declared is not None:
        return declared(*args)
    return Custom(func, tuple(args))


@dataclass(frozen=True)
class ChanceEvent:
    """The next chance draw of a step: its ``kind`` (as ``Game.force`` takes it), its
    distribution ``dist``, and whether its outcome is ``secret`` (the referee's alone)."""

    kind: str
    dist: Dist
    secret: bool = False


class _Next(BaseException):
    """Raised by the probe at the first draw no forced outcome decides (a BaseException: no
    game code catches it on the way)."""

    def __init__(self, event: ChanceEvent):
        super().__init__(event.kind)
        self.event = event


class Probe(Chance):
    """A ``Chance`` that hands out the forced outcomes queued in ``forced`` (copied) and stops
    the step (``_Next``) at the first draw without one; it never touches a generator."""

    def __init__(self, forced: dict[str, deque]):
        self.seed = None
        self.rng = None
        self.forced = {k: deque(q) for k, q in forced.items() if q}
        self.drawn = []
        self.used = []
        self._last = None

    def _draw(self, kind, func, args, check, secret=False, redo=None):
        queue = self.forced.get(kind)
        if not queue:
            raise _Next(ChanceEvent(kind, describe(func, args), secret))
        value = queue.popleft()
        problem = check(value)
        if problem:
            raise ImpossibleOutcome(f"forced {kind} {excerpt(value)} is impossible: {problem}")
        return value

    def die(self, kind: str, sides: int = 6, secret: bool = False) -> int:
        return self._draw(kind, _die, (sides,), lambda v: die_problem(v, sides), secret)

    def dice(self, kind: str, n: int, sides: int = 6, secret: bool = False) -> tuple[int, ...]:
        return self._draw(kind, _dice, (n, sides), lambda v: dice_problem(v, n, sides), secret)


def outcome_problem(event: ChanceEvent, value: Any, points: int | None = None) -> str | None:
    """Why ``value`` cannot come of ``event`` part by part (None: every part has a positive
    probability given those before; a continuous draw's parts need only be finite numbers
    unless ``points`` is given)."""
    dist = event.dist
    try:
        parts = plain_numbers(dist.split(freeze(value)))
    except TypeError:
        return f"{excerpt(value)} is not an outcome of a {dist.family}"
    if len(parts) != dist.parts:
        return f"{len(parts)} parts, a {dist.family} has {dist.parts}"
    for i, p in enumerate(parts):
        if dist.continuous and points is None:
            if isinstance(p, bool) or not isinstance(p, (int, float)) or not math.isfinite(p):
                return f"part {i}: {excerpt(p)} is not a finite number"
            continue
        probs = [w for v, w in dist.outcomes(parts[:i], points) if type(v) is type(p) and v == p]
        if not probs or probs[0] <= 0:
            return f"part {i}: {excerpt(p)} cannot be drawn here"
    return None


__all__ = ["ChanceEvent", "Choice", "Custom", "Dice", "Die", "Dist", "Normal", "Probe", "Sample",
           "declare", "describe", "hermite", "outcome_problem"]
