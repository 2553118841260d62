"""The rumble-barrels: labels on the plateau, the rattle reading, and the turn order.

Thirteen barrels stand on the mountain plateau, labelled ``A``..``M`` by where they stand;
barrel ``k`` (secret number ``k``) holds ``k`` magic stones. Which label hides which number is
reshuffled (a secret chance outcome) before every round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from zzlib.core import IllegalMove

NUMBERS: tuple[int, ...] = tuple(range(1, 14))
LABELS: tuple[str, ...] = tuple("ABCDEFGHIJKLM")


def rattle(seed: int | str, round_no: int, player: str, barrel: str, number: int,
           noise: float) -> float:
    """``player``'s rattle reading of ``barrel`` (secret ``number``) in round ``round_no``.

    The number of stones plus Gaussian noise of standard deviation ``noise``; the noise depends
    only on the game's seed, the round, the player and the barrel, so shaking the same barrel
    again in the same round gives the same reading.
    """
    if noise == 0:
        return float(number)
    rng = random.Random(f"zapp-shake:{seed}:{round_no}:{player}:{barrel}")
    return number + rng.gauss(0.0, noise)


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
    return [p for p, k in sorted(numbers.items(), key=lambda pk: -pk[1]) if k <= magic]


def check_label(barrel: object) -> str:
    if barrel not in LABELS:
        raise IllegalMove(
            "zapp.barrels.choose",
            f"there is no barrel {barrel!r} on the plateau: barrels are {LABELS[0]}-{LABELS[-1]}",
        )
    return barrel  # type: ignore[return-value]
