"""Zapp Zerapp rollouts: games/s, decisions/s, win rate per bot, and the process-pool speed-up.

    python bench/rollouts.py --games 500 --game zapp

Line-ups over seeded four-player games: four random bots, four sensible bots, and one
sensible bot against three random ones (the sensible seat rotates red, green, blue, yellow
over the seeds, so no seat's luck favours it); the last also in the Pro version. Then the
same games through ``simulate`` serially and on a 2-process pool: the records must be equal,
and the speed-up is printed.
"""

from __future__ import annotations

import functools
import os
import resource
import time
from concurrent.futures import ProcessPoolExecutor

from zzlib import zapp
from zzlib.simulate import simulate

SEATS = zapp.COLOURS


def _lineup(name: str, bots_for_quarter, games: int, factory=zapp.Game.new, seed0: int = 0):
    """Play ``games`` seeded games; ``bots_for_quarter(k)`` gives the bots for the k-th quarter."""
    wins: dict[str, int] = {}
    seat_games: dict[str, int] = {}
    seat_wins = dict.fromkeys(SEATS, 0)
    decisions = 0
    start = time.perf_counter()
    quarters = [games // 4 + (1 if k < games % 4 else 0) for k in range(4)]
    seed = seed0
    for k, n in enumerate(quarters):
        if n == 0:
            continue
        bots = bots_for_quarter(k)
        res = simulate(factory, bots, n, progress=False, seed0=seed)
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
    print(f"{name}: {games} games in {secs:.2f} s = {games / secs:.1f} games/s, "
          f"{decisions / secs:.0f} decisions/s ({decisions / games:.0f} decisions a game)")
    for label in sorted(wins):
        rate = wins[label] / seat_games[label]
        print(f"    {label:<9} win rate {rate:.3f} per seat ({wins[label]} wins in "
              f"{seat_games[label]} seat-games; 0.250 is an even share)")
    print("    wins per seat: " + ", ".join(f"{s} {seat_wins[s]}" for s in SEATS))
    return wins, seat_games


def _one_vs_three(k: int) -> dict:
    return {s: (zapp.bots.sensible if i == k else zapp.bots.random) for i, s in enumerate(SEATS)}


def pool_speedup(games: int) -> float:
    """The same games serially and on a 2-process pool; prints and returns the wall-clock
    speed-up, with the CPU seconds spent and the machine's load (a busy machine shrinks it)."""
    bots = _one_vs_three(0)
    load = os.getloadavg()[0]
    t, c = time.perf_counter(), time.process_time()
    serial = simulate(zapp.Game.new, bots, games, progress=False)
    t_serial, c_serial = time.perf_counter() - t, time.process_time() - c
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with ProcessPoolExecutor(2) as ex:
        list(ex.map(time.sleep, [0.1, 0.1]))  # start both workers before timing
        t = time.perf_counter()
        pooled = simulate(zapp.Game.new, bots, games, executor=ex, progress=False)
        t_pool = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    c_pool = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    same = serial.games == pooled.games
    speedup = t_serial / t_pool
    print(f"simulate, {games} games (1 sensible vs 3 random): serial {t_serial:.2f} s, "
          f"2-process pool {t_pool:.2f} s, speed-up x{speedup:.2f}; records identical: {same}")
    print(f"    CPU seconds: serial {c_serial:.2f}, pool workers {c_pool:.2f} together; "
          f"{os.cpu_count()} CPUs, load average {load:.2f} when started")
    if not same:
        raise SystemExit("the pool gave different records from the serial run")
    return speedup


def run(games: int) -> None:
    """Print the figures for ``games`` seeded four-player games per line-up."""
    rnd, sen = zapp.bots.random, zapp.bots.sensible
    _lineup("4 x random", lambda k: dict.fromkeys(SEATS, rnd), games)
    _lineup("4 x sensible", lambda k: dict.fromkeys(SEATS, sen), games)
    _lineup("1 sensible vs 3 random", _one_vs_three, games)
    _lineup("1 sensible vs 3 random, Pro version", _one_vs_three, games,
            factory=functools.partial(zapp.Game.new, pro=True))
    pool_speedup(games)


if __name__ == "__main__":
    import sys

    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
