"""Line-ups of bots over seeded multi-player games, for the rollout benchmarks.

``play_lineup`` splits the games into as many equal parts as there are seats and gives
``bots_for_part(k)`` the k-th part, so a lone sensible bot can sit in each seat in turn and
no seat's first-move edge favours it. It prints games/s, decisions/s and win rates per bot;
``wilson`` gives a win share's 95% interval.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from zzlib.simulate import simulate


def play_lineup(name: str, factory: Callable, seats: Sequence[str],
                bots_for_part: Callable[[int], dict], games: int, seed0: int = 0,
                per_seat: bool = False, executor=None) -> tuple[dict, dict]:
    """Play ``games`` seeded games and print the figures; returns (wins, seat-games) per bot
    (``executor``: a process pool for ``zzlib.simulate``; the same records as serially)."""
    wins: dict[str, int] = {}
    seat_games: dict[str, int] = {}
    seat_wins = dict.fromkeys(seats, 0)
    decisions = 0
    parts = len(seats)
    sizes = [games // parts + (1 if k < games % parts else 0) for k in range(parts)]
    start = time.perf_counter()
    seed = seed0
    for k, n in enumerate(sizes):
        if n == 0:
            continue
        bots = bots_for_part(k)
        res = simulate(factory, bots, n, progress=False, seed0=seed, executor=executor)
        seed += n
        for rec in res.games:
            decisions += rec.decisions
            for seat in rec.winners:
                seat_wins[seat] += 1
            for seat, bot in bots.items():
                label = bot.__name__
                seat_games[label] = seat_games.get(label, 0) + 1
                wins[label] = wins.get(label, 0) + (seat in rec.winners)
    secs = time.perf_counter() - start
    even = 1 / len(seats)
    print(f"{name}: {games} games in {secs:.2f} s = {games / secs:.1f} games/s, "
          f"{decisions / secs:.0f} decisions/s ({decisions / games:.0f} decisions a game)")
    for label in sorted(wins):
        rate = wins[label] / seat_games[label]
        print(f"    {label:<9} win rate {rate:.3f} per seat ({wins[label]} wins in "
              f"{seat_games[label]} seat-games; {even:.3f} is an even share)")
    if per_seat:
        print("    wins per seat: " + ", ".join(f"{s} {seat_wins[s]}" for s in seats))
    return wins, seat_games


def one_against_the_rest(seats: Sequence[str], strong: Callable, weak: Callable):
    """``bots_for_part`` for one ``strong`` bot in seat k and ``weak`` bots elsewhere."""

    def bots(k: int) -> dict:
        return {s: (strong if i == k else weak) for i, s in enumerate(seats)}

    return bots


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share ``wins / games`` (95% with ``z`` = 1.96)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)
