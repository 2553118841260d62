"""The fair search bot against the sensible bot (issue #24): win rates with 95% intervals.

    python bench/fair_search.py                    # both games, the default numbers
    python bench/fair_search.py --game zapp --seeds 50 --workers 2

Zapp Zerapp with two players: each seed is played twice, the fair bot (``fair_search``) in
one seat and the sensible bot in the other, then the seats swapped. Zankapfel with three
players: each seed is played three times, the fair bot in each seat in turn and the sensible
bot in the other two. A shared win counts as a share. The figure is the fair bot's mean share
of the wins with a 95% interval (normal, from the games' own spread), beside the share a
sensible bot would have in its place (1/2, 1/3: the seats are rotated, so each seat's edge
cancels). Also printed: the seconds the fair bot took per game and per decision it searched.
The fair bot never reads a secret (``zzlib.core.resample``); the sensible bot reads only its
own view.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from zzlib import GAMES

#: game -> (options, seeds by default)
SETUPS = {"zapp": ({"players": 2}, 60), "zank": ({"players": 3}, 34)}


def one_game(name: str, options: dict, seed: int, fair_seat: int) -> tuple[float, float, int]:
    """One game: the fair bot's share of the win, its seconds, its decisions."""
    info = GAMES[name]
    fair, sensible = info.bots["fair_search"], info.bots["sensible"]
    g = info.new(f"fair-search:{seed}", **options)
    g.trace = False
    seat = g.seats[fair_seat]
    rng = random.Random(f"{seed}:{fair_seat}")
    spent, decisions = 0.0, 0
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        elif g.to_move == seat:
            t0 = time.perf_counter()
            g.play(fair(g, rng))
            spent += time.perf_counter() - t0
            decisions += 1
        else:
            g.play(sensible(g, rng))
    winners = g.result.winners
    return (1 / len(winners) if seat in winners else 0.0), spent, decisions


def interval(shares: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation, the sample's own spread)."""
    n = len(shares)
    mean = sum(shares) / n
    var = sum((x - mean) ** 2 for x in shares) / max(n - 1, 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def run(name: str, seeds: int, workers: int) -> None:
    options, _ = SETUPS[name]
    seats = len(GAMES[name].seats(**options))
    jobs = [(name, options, s, k) for s in range(seeds) for k in range(seats)]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(one_game, *zip(*jobs)))
    wall = time.perf_counter() - t0
    shares = [r[0] for r in results]
    mean, lo, hi = interval(shares)
    spent = sum(r[1] for r in results)
    decisions = sum(r[2] for r in results)
    bot = GAMES[name].bots["fair_search"]
    print(f"{GAMES[name].title} {options}, {bot!r} vs sensible: {len(results)} games "
          f"({seeds} seeds x {seats} seats), {wall:.0f} s on {workers} workers")
    print(f"  fair bot's share of the wins: {mean:.3f}  95% interval [{lo:.3f}, {hi:.3f}]  "
          f"(a sensible bot in its place: {1 / seats:.3f})")
    print(f"  fair bot: {spent / len(results):.2f} s a game, "
          f"{1000 * spent / max(decisions, 1):.0f} ms a decision")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=list(SETUPS), action="append")
    ap.add_argument("--seeds", type=int, help="seeds per game (default: 60 for zapp, 34 "
                    "for zank)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    for name in args.game or list(SETUPS):
        run(name, args.seeds or SETUPS[name][1], args.workers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
