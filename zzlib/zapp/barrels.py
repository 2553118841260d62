"""The rumble-barrels: labels on the plateau, the rattle reading, and the turn order.

Thirteen barrels stand on the mountain plateau, labelled ``A``..``M`` by where they stand;
barrel ``k`` (secret number ``k``) holds ``k`` magic stones. Which label hides which number is
reshuffled (a secret chance outcome) before every round. A player shaking a barrel reads its
number plus that player's noise for it (``rattle``), drawn once a round.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from zzlib.core import IllegalMove

NUMBERS: tuple[int, ...] = tuple(range(1, 14))
LABELS: tuple[str, ...] = tuple("ABCDEFGHIJKLM")
#: the largest rattle noise that may be forced (50 standard deviations at the largest noise)
MAX_NOISE = 1000.0


def rattle(number: int, noise: float) -> float:
    """A rattle reading of a barrel holding ``number`` stones: the number plus the shaking
    player's noise for that barrel (drawn by the game, see ``noise_problem``)."""
    return number + float(noise)


_TWOPI = 2.0 * math.pi


def draw_noise(r: random.Random, sigma: float) -> tuple[float, ...]:
    """A player's rattle noise for a round: one Gaussian number of standard deviation
    ``sigma`` per barrel, ``A`` to ``M`` in order, drawn from ``r`` alone.

    The numbers are ``r.gauss(0.0, sigma)`` thirteen times, and ``r`` is left as those calls
    leave it: the same Box-Muller steps as ``random.Random.gauss`` (two numbers per pair of
    draws, the second kept in ``gauss_next``), written out once instead of thirteen calls
    (``tests/zapp/test_fast_paths.py`` checks it against ``r.gauss``)."""
    rand, sqrt, log, cos, sin = r.random, math.sqrt, math.log, math.cos, math.sin
    z = r.gauss_next
    out = []
    for _ in LABELS:
        if z is None:
            x2pi = rand() * _TWOPI
            g2rad = sqrt(-2.0 * log(1.0 - rand()))
            out.append(0.0 + cos(x2pi) * g2rad * sigma)
            z = sin(x2pi) * g2rad
        else:
            out.append(0.0 + z * sigma)
            z = None
    r.gauss_next = z
    return tuple(out)


def noise_problem(value: object) -> str | None:
    """Why ``value`` cannot be a player's rattle noise for a round (None: it can).

    The noise is one finite number per barrel, ``A`` to ``M`` in order, each within
    ``MAX_NOISE`` (the game draws it from a Gaussian of standard deviation ``shake_noise``,
    at most 20)."""
    if not isinstance(value, tuple) or len(value) != len(LABELS):
        return f"a rattle noise is {len(LABELS)} numbers, one for each barrel {LABELS[0]}-{LABELS[-1]}"
    for x in value:
        if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x) \
                or abs(x) > MAX_NOISE:
            return f"each noise is a finite number from -{MAX_NOISE:g} to {MAX_NOISE:g}"
    return None


def turn_order(numbers: Mapping[str, int], magic: int) -> list[str]:
    """Who moves, highest secret number first; players above the magic number do not move.

    >>> turn_order({"blue": 9, "red": 6, "yellow": 4, "green": 2}, magic=8)
    ['red', 'yellow', 'green']
    """
    if isinstance(magic, bool) or not isinstance(magic, int) or not 2 <= magic <= 12:
        raise ValueError(f"the magic number is the sum of two dice (2-12), got {magic!r}")
    seen: dict[int, str] = {}
    for player, k in numbers.items():
        if isinstance(k, bool) or not isinstance(k, int) or k not in NUMBERS:
            raise ValueError(f"{player}: secret numbers are 1-13, got {k!r}")
        if k in seen:
            raise ValueError(f"{seen[k]} and {player} cannot both hold barrel {k}: each number is on one barrel")
        seen[k] = player
    # rule: zapp.order, zapp.order.next (highest first, then the next-lower, and so on)
    return [p for p, k in sorted(numbers.items(), key=lambda pk: -pk[1]) if k <= magic]


def check_label(barrel: object) -> str:
    if barrel not in LABELS:
        raise IllegalMove(
            "zapp.barrels.choose",
            f"there is no barrel {barrel!r} on the plateau: barrels are {LABELS[0]}-{LABELS[-1]}",
        )
    return barrel  # type: ignore[return-value]
