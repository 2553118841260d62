"""Zankapfel rollouts: games/s, decisions/s and win rate per bot (four players).

    python bench/rollouts.py --games 500 --game zank

Three line-ups over seeded games: four random bots, four sensible bots, and one sensible bot
against three random ones (the sensible seat rotates red, blue, yellow, green over the seeds,
so the Game Leader's first-round edge is shared out fairly).
"""

from __future__ import annotations

import time

from zzlib import zank
from zzlib.simulate import simulate

SEATS = zank.SEAT_COLOURS[:4]


def _lineup(name: str, bots_for_seat, games: int, seed0: int = 0):
    """Play ``games`` seeded games; ``bots_for_seat(k)`` gives the bots for the k-th quarter."""
    wins: dict[str, int] = {}
    seats_played: dict[str, int] = {}
    decisions = 0
    start = time.perf_counter()
    quarters = [games // 4 + (1 if k < games % 4 else 0) for k in range(4)]
    seed = seed0
    for k, n in enumerate(quarters):
        if n == 0:
            continue
        bots = bots_for_seat(k)
        res = simulate(zank.Game.new, bots, n, progress=False, seed0=seed)
        seed += n
        for rec in res.games:
            decisions += rec.decisions
            for seat, bot in bots.items():
                label = bot.__name__
                seats_played[label] = seats_played.get(label, 0) + 1
                wins[label] = wins.get(label, 0) + (seat in rec.winners)
    secs = time.perf_counter() - start
    print(f"{name}: {games} games in {secs:.2f} s = {games / secs:.1f} games/s, "
          f"{decisions / secs:.0f} decisions/s ({decisions / games:.0f} decisions a game)")
    for label in sorted(wins):
        rate = wins[label] / seats_played[label]
        print(f"    {label:<9} win rate {rate:.3f} per seat ({wins[label]} wins in "
              f"{seats_played[label]} seat-games; 0.250 is an even share)")
    return wins, seats_played


def run(games: int) -> None:
    """Print the figures for ``games`` seeded four-player games per line-up."""
    rnd, sen = zank.bots.random, zank.bots.sensible
    _lineup("4 x random", lambda k: dict.fromkeys(SEATS, rnd), games)
    _lineup("4 x sensible", lambda k: dict.fromkeys(SEATS, sen), games)
    _lineup("1 sensible vs 3 random", lambda k: {s: (sen if i == k else rnd)
                                                 for i, s in enumerate(SEATS)}, games)


if __name__ == "__main__":
    import sys

    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
