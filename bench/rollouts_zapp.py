"""Zapp Zerapp rollouts: games/s, decisions/s, win rate per bot, and the process-pool speed-up.

    python bench/rollouts.py --games 500 --game zapp

Line-ups over seeded four-player games: four random bots, four sensible bots, and one
sensible bot against three random ones (the sensible seat rotates red, green, blue, yellow
over the seeds, so no seat's luck favours it); the last also in the Pro version. Then the
same games through ``simulate`` serially and on a 2-process pool: the records must be equal,
and the speed-up is printed. Last, ``legal_moves`` in a crowded Pro position (thousands of
spare/carry variants): counting them, decoding one, checking one, and listing all.
"""

from __future__ import annotations

import functools
import os
import resource
import time
from concurrent.futures import ProcessPoolExecutor

from lineups import one_against_the_rest, play_lineup

from zzlib import GAMES, zapp
from zzlib.simulate import simulate

SEATS = GAMES["zapp"].seats(players=4)


_one_vs_three = one_against_the_rest(SEATS, zapp.bots.sensible, zapp.bots.random)


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


CROWDED = "G1:18 G2:2 G3:3 R1:2 R2:2 R3:2 Y1:3 Y2:3 Y3:3 B1:4 B2:4 B3:4"


def crowded_legal_moves(repeat: int = 200) -> None:
    """Time ``legal_moves`` where green moves 12 in the Pro version from ``CROWDED``."""
    pos, board = zapp.Position.from_text(CROWDED), zapp.Board.standard()

    def per_call(f, n):
        t = time.perf_counter()
        for _ in range(n):
            f()
        return (time.perf_counter() - t) / n

    legal = zapp.legal_moves(pos, "green", 12, board, True)
    last = legal[len(legal) - 1]
    t_count = per_call(lambda: len(zapp.legal_moves(pos, "green", 12, board, True)), repeat)
    t_one = per_call(lambda: legal[len(legal) // 2], repeat * 10)
    t_in = per_call(lambda: last in legal, repeat * 10)
    t_all = per_call(lambda: list(legal), 5)
    print(f"legal_moves, crowded Pro position ({len(legal)} moves): counted in "
          f"{t_count * 1e6:.0f} us, one decoded in {t_one * 1e6:.1f} us, one checked in "
          f"{t_in * 1e6:.1f} us, all listed in {t_all * 1e3:.1f} ms")


def run(games: int) -> None:
    """Print the figures for ``games`` seeded four-player games per line-up."""
    rnd, sen = zapp.bots.random, zapp.bots.sensible
    new, pro = zapp.Game.new, functools.partial(zapp.Game.new, pro=True)
    play_lineup("4 x random", new, SEATS, lambda k: dict.fromkeys(SEATS, rnd), games, per_seat=True)
    play_lineup("4 x sensible", new, SEATS, lambda k: dict.fromkeys(SEATS, sen), games,
                per_seat=True)
    play_lineup("1 sensible vs 3 random", new, SEATS, _one_vs_three, games, per_seat=True)
    play_lineup("1 sensible vs 3 random, Pro version", pro, SEATS, _one_vs_three, games,
                per_seat=True)
    pool_speedup(games)
    crowded_legal_moves()


if __name__ == "__main__":
    import sys

    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
