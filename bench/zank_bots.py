"""Zankapfel's sensible bot in contentions, and against the random and the baseline bots.

    python bench/zank_bots.py                  # 200 games of each kind
    python bench/zank_bots.py --games 60 --bot /tmp/old_bots.py:sensible   # another bot

First ``--games`` seeded four-player games of four copies of the bot under test (default
``sensible``), traced, read back from their public log (``zank.contention_traces``), print:

- contentions a game;
- ties where every tied contender showed the same numbered card and took no die ("mirror
  ties"), per contention;
- the share of contentions that took 8 bids or more (a bid: the first bidding and each re-bid
  after a tie);
- points paid for dice a game (2 a die, the rulebook's price), all players together;
- the share of players who finish below the start square (0);
- the games in which every player had used all ten numbered cards.

Then seat-swapped matches, base game and corruption: one bot under test against three copies
of ``random``, of ``best_colour_one_die`` and of ``modest`` (the sensible bot following the
rulebook's hint "Try to harvest 'only' a three or four"; the bot sits in each of the four seats
for a quarter of the games), and the reverse, one opponent against three bots under test. Each line
gives the lone bot's win share (a shared win counts for each winner) with its Wilson 95%
interval; an even share is 25% (one seat of four), so an interval wholly above 25% for the
lone bot under test, or wholly below it for the lone opponent, is a win for the bot under test.

``--bot`` is a registered bot's name or ``path/to/file.py:function`` (for figures of an older
version kept in a file). Figures and the time taken are printed, never asserted.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from lineups import one_against_the_rest, play_lineup, wilson  # noqa: E402

from zzlib import zank  # noqa: E402
from zzlib.simulate import seat_bots  # noqa: E402

SEATS = zank.SEAT_COLOURS[:4]
LONG = 8  # bids: a contention this long or longer is "long"


def load_bot(spec: str):
    """A registered bot by name, or ``path.py:function`` from a file (the module is loaded
    once and kept in ``sys.modules``, so a process pool can pickle its function)."""
    if spec in zank.bots.BOTS:
        return zank.bots.BOTS[spec]
    path, _, name = spec.rpartition(":")
    if not path:
        raise ValueError(f"--bot: {spec!r} is neither a registered bot "
                         f"({', '.join(sorted(zank.bots.BOTS))}) nor path.py:function")
    module_name = "zank_bench_" + Path(path).stem
    if module_name not in sys.modules:
        loader = importlib.util.spec_from_file_location(module_name, path)
        module = importlib.util.module_from_spec(loader)
        sys.modules[module_name] = module
        loader.loader.exec_module(module)
    return getattr(sys.modules[module_name], name)


def game_figures(spec: str, seed: int) -> dict:
    """One traced game of four bots ``spec``: its contention figures (see the docstring)."""
    bot = load_bot(spec)
    g = zank.Game.new(seed=seed, players=4)
    bots = seat_bots(g.seats, bot)
    rng = random.Random(f"bots:{seed}")  # as zzlib.simulate seeds its bots
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bots[g.to_move](g, rng))
    traces = zank.contention_traces(g)
    mirror = 0
    for t in traces:
        for b in t.bids:
            if not b.tied:
                continue
            shown = [r for r in b.reveals if r.player in b.tied]
            if len({r.card for r in shown}) == 1 and shown[0].card is not None and not any(
                    r.dice for r in shown):
                mirror += 1
    end = g.view(None)
    return {
        "contentions": len(traces),
        "mirror_ties": mirror,
        "long": sum(len(t.bids) >= LONG for t in traces),
        "bids": sum(len(t.bids) for t in traces),
        "dice_paid": sum(t.paid(p) for t in traces for p in t.contenders),
        "below_start": sum(pos < 0 for pos in end["positions"].values()),
        "players": len(g.seats),
        "all_out": all(not cards for cards in end["numbered"].values()),
    }


def _figures_chunk(spec: str, seeds: list[int]) -> list[dict]:
    return [game_figures(spec, s) for s in seeds]


def contention_figures(spec: str, games: int, executor) -> None:
    """Print the contention figures of ``games`` games of four bots ``spec``."""
    start = time.perf_counter()
    seeds = list(range(games))
    if executor is None:
        rows = _figures_chunk(spec, seeds)
    else:
        size = max(1, games // 16)
        parts = [seeds[i:i + size] for i in range(0, games, size)]
        rows = [r for part in executor.map(_figures_chunk, [spec] * len(parts), parts)
                for r in part]
    total = {k: sum(r[k] for r in rows) for k in rows[0]}
    c = max(total["contentions"], 1)
    print(f"4 x {spec}: {games} games in {time.perf_counter() - start:.1f} s")
    print(f"    contentions a game            {total['contentions'] / games:.2f} "
          f"({total['contentions']} in all, {total['bids'] / c:.2f} bids each)")
    print(f"    mirror ties per contention    {total['mirror_ties'] / c:.3f} "
          f"({total['mirror_ties']} ties with the same card and no die)")
    print(f"    contentions of {LONG}+ bids      {total['long'] / c:.1%} ({total['long']})")
    print(f"    dice points paid a game       {total['dice_paid'] / games:.1f}")
    print(f"    players below the start       {total['below_start'] / total['players']:.1%} "
          f"({total['below_start']} of {total['players']})")
    print(f"    games, every numbered card used by every player: {total['all_out']} "
          f"of {games}")


def matches(spec: str, games: int, executor) -> None:
    """Seat-swapped matches of the bot ``spec`` against random and best_colour_one_die."""
    tested = load_bot(spec)
    for variant, factory in (("base game", zank.Game.new),
                             ("corruption", functools.partial(zank.Game.new, corruption=True))):
        for other_name in ("random", "best_colour_one_die", "modest"):
            other = zank.bots.BOTS[other_name]
            for lone, rest in ((tested, other), (other, tested)):
                label = f"{variant}: 1 {lone.__name__} vs 3 {rest.__name__}"
                wins, seat_games = play_lineup(label, factory, SEATS,
                                               one_against_the_rest(SEATS, lone, rest), games,
                                               executor=executor)
                w, n = wins[lone.__name__], seat_games[lone.__name__]
                lo, hi = wilson(w, n)
                verdict = ("above" if lo > 0.25 else "below" if hi < 0.25 else "includes")
                print(f"    lone {lone.__name__}: {w}/{n} = {w / n:.1%}, 95% interval "
                      f"{lo:.1%} to {hi:.1%} ({verdict} the even 25%)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games of each kind (default 200)")
    ap.add_argument("--bot", default="sensible",
                    help="the bot under test: a registered name or path.py:function")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="processes (1: serial; default: every core)")
    ap.add_argument("--no-matches", action="store_true", help="only the contention figures")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    load_bot(args.bot)  # an unknown bot fails here, before any game
    start = time.perf_counter()
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        contention_figures(args.bot, args.games, pool)
        if not args.no_matches:
            matches(args.bot, args.games, pool)
    finally:
        if pool is not None:
            pool.shutdown()
    print(f"total {time.perf_counter() - start:.1f} s on {args.workers} "
          f"process{'es' if args.workers > 1 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
