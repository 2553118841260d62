"""Memory benchmark: how many bytes a game keeps per log entry, for each game.

    python bench/memory.py               # 10 bot games of each game
    python bench/memory.py --games 20 --game zapp

A game keeps its whole history (the log, every state, what undo needs to restore the
random generator), so memory grows with every step. This plays seeded games with each game's
sensible bot, keeps them all alive as a notebook would (a list of finished games), and prints
the memory they hold divided by their log entries: ``tracemalloc`` measures how much is freed
when the list is dropped (module caches are emptied first, so that what they share with the
games counts for the games). The goal is under 2 KB an entry.
"""

from __future__ import annotations

import argparse
import functools
import gc
import random
import sys
import tracemalloc

from zzlib import GAMES

GOAL = 2048


def play(name: str, seed: int):
    """One finished game of ``name`` played by its lab bot (``GameInfo.lab_bot``: the
    sensible one) in every seat."""
    info = GAMES[name]
    g, bot = info.new(seed), info.bots[info.lab_bot]
    rng = random.Random(f"memory:{seed}")
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bot(g, rng))
    return g


def _clear_caches() -> None:
    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper):
            obj.cache_clear()


def _freed(action) -> int:
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    action()
    gc.collect()
    return before - tracemalloc.get_traced_memory()[0]


def measure(name: str, games: int) -> tuple[int, int, int]:
    """(bytes held, log entries, bytes of the generator states kept for undo) of ``games``
    finished games kept in a list."""
    tracemalloc.start()
    kept = [play(name, seed) for seed in range(games)]
    entries = sum(len(g.log) for g in kept)
    _clear_caches()
    rng = _freed(lambda: [(g._rng_after.clear(), g._recipes.clear()) for g in kept])
    held = rng + _freed(kept.clear)
    tracemalloc.stop()
    return held, entries, rng


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="finished games kept (default 10)")
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    print(f"{'game':<6} {'games':>5} {'entries':>8} {'held':>10} {'bytes/entry':>12} "
          f"{'of which undo':>14}  goal")
    for name in GAMES:
        if args.game not in ("all", name):
            continue
        held, entries, rng = measure(name, args.games)
        per = held / entries
        mark = "ok" if per < GOAL else f"over {GOAL}"
        print(f"{name:<6} {args.games:>5} {entries:>8} {held / 1e6:>8.1f}MB {per:>12,.0f} "
              f"{rng / entries:>14,.0f}  {mark}")
    print("(undo: the random generator's states kept so that undo restores it; the rest is "
          "the log's moves, outcomes and events and the states)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
