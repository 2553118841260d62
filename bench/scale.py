"""Monte Carlo at classroom scale: how fast each game plays, serially and on two processes.

    python bench/scale.py                  # every game, 2,000 games each (a few minutes)
    python bench/scale.py --game zot --games 500
    python bench/scale.py --games 10000    # the real 10,000-game run instead of an estimate

For each game of ``zzlib.GAMES`` it prints, measured in one run:

- the sensible bot in every seat (Jasper and Zot: ``greedy``) through ``zzlib.simulate``,
  serially on one core: games/s per core (the goal is 84: 10,000 games in 60 s on 2 cores);
- the same games on a 2-process pool (records checked equal to the serial ones): games/s and
  the time 10,000 games take at that rate;
- 200 games serially and on a new 2-process pool, start-up included: the speed-up (goal 1.6x);
- a random-rollout driver: legal moves, a random choice, play; advance when nobody is to move
  (untraced games), in decisions/s;
- when ``open_spiel`` is installed (``pip install open_spiel``; nothing here installs it), the
  same driver on OpenSpiel's pure-Python Liar's poker, run in slices taken turn about with
  each game's (so both meet the same machine), and each game's ratio to it;
- with ``open_spiel``, also Liar's poker in slices between the quarters of the serial run, and
  the serial rate scaled to the machine the goals were set on (Liar's poker ran about 27,000
  decisions/s there): an estimate that takes out part of this VM's drift, printed beside the
  measured rate. It assumes the two pure-Python workloads speed up and slow down together,
  which only roughly holds: six runs of the same Jasper and Zot code gave 54 to 67 games/s.
  To see a change of a few percent, count instructions (``bench/instructions.py``).

All games are untraced (``zzlib.core.trace``): the same play without the event sentences.
The load average is printed too: another busy process on a 2-core machine halves the pool.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from zzlib import GAMES
from zzlib.core.trace import untraced
from zzlib.simulate import simulate

GOAL_PER_CORE = 84  # games/s: 10,000 games in 60 s on 2 cores
GOAL_SPEEDUP = 1.6
#: Liar's poker's decisions/s on the machine the goals were set on (issue 13: "about 27,000")
GOAL_MACHINE_LIAR = 27_000


def sensible_bot(info):
    # an older checkout (--against) may predate GameInfo.lab_bot: the same rule, written out
    name = getattr(info, "lab_bot", None) or next((b for b in info.bots if b != "random"),
                                                  "random")
    return info.bots[name]


def serial_rate(info, games: int, parts: int = 4, liars: LiarsPokerDriver | None = None):
    """Games/s of the sensible bot in every seat on one core, the slowest and the fastest of
    ``parts`` consecutive runs of seeds (how much the machine drifted meanwhile), the records
    (those of one run over all the seeds), and, when ``liars`` is given, Liar's poker's
    decisions/s in slices run between the parts (each as long as the part before it, at most
    2 s), so that both meet the same machine (else None)."""
    bot, records, seconds, rates = sensible_bot(info), [], 0.0, []
    theirs, t_theirs = 0, 0.0
    bounds = [games * k // parts for k in range(parts + 1)]
    for lo, hi in zip(bounds, bounds[1:]):
        if hi == lo:
            continue
        t = time.perf_counter()
        res = simulate(info.game.new, bot, hi - lo, progress=False, seed0=lo)
        dt = time.perf_counter() - t
        seconds += dt
        rates.append((hi - lo) / dt)
        records.extend(res.games)
        if liars is not None:
            t = time.perf_counter()
            theirs += liars.run(min(dt, 2.0))
            t_theirs += time.perf_counter() - t
    liar = theirs / t_theirs if liars is not None and t_theirs else None
    return games / seconds, (min(rates), max(rates)), tuple(records), liar


def pool_rate(info, games: int, workers: int = 2):
    """Games/s on a running ``workers``-process pool (start-up not counted), and the records."""
    with ProcessPoolExecutor(workers) as ex:
        list(ex.map(abs, range(workers)))  # both workers started before the clock
        t = time.perf_counter()
        res = simulate(info.game.new, sensible_bot(info), games, executor=ex, progress=False)
        return games / (time.perf_counter() - t), res.games


def speedup_at(info, games: int = 200, workers: int = 2) -> tuple[float, float, bool]:
    """Serial seconds over pooled seconds for ``games`` games, the pool's start-up included."""
    t = time.perf_counter()
    serial = simulate(info.game.new, sensible_bot(info), games, progress=False)
    t_serial = time.perf_counter() - t
    t = time.perf_counter()
    with ProcessPoolExecutor(workers) as ex:
        pooled = simulate(info.game.new, sensible_bot(info), games, executor=ex, progress=False)
    t_pool = time.perf_counter() - t
    return t_serial, t_pool, serial.games == pooled.games


class RandomDriver:
    """The random-rollout driver on games from ``new_game(seed)``: legal moves, a random
    choice, play; advance when nobody is to move (untraced games). ``run(seconds)`` drives
    for about that long, going on with the game it was in, and returns the decisions made;
    ``decide(n)`` makes exactly ``n`` (for counting work: ``bench/instructions.py``)."""

    def __init__(self, new_game, seed: int = 0):
        self.new_game, self.rng, self.games, self.game = new_game, random.Random(seed), seed, None

    def run(self, seconds: float) -> int:
        decisions, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            decisions += self._play(50)  # a few dozen decisions between two looks at the clock
        return decisions

    def decide(self, n: int) -> None:
        while n > 0:
            n -= self._play(min(n, 50))

    def _play(self, most: int) -> int:
        """Up to ``most`` decisions in the game it is in (a new one if that is over), ending
        with the game; returns how many."""
        g = self.game
        if g is None or g.is_over:
            g = self.game = self.new_game(self.games)
            g.trace = False
            self.games += 1
        rng, decisions = self.rng, 0
        while decisions < most and not g.is_over:
            moves = g.legal_moves()
            if not moves:
                g.advance()
                continue
            g.play(moves[rng.randrange(len(moves))])
            decisions += 1
        return decisions


class RulesAloneDriver(RandomDriver):
    """The random driver on the rules alone (``game.rules``, ``zzlib.core.table.Rules``):
    who decides, the legal moves, a move played or an automatic step run on the position,
    which is kept and nothing else: no log, no list of states, no undo records, no move
    checks (``checked=False``: every move is one of ``rules.legal``). The same seeds and
    choices as ``RandomDriver``, so the same decisions and positions (``tests/test_bench.py``
    checks it): what is left is the rules' own work, a floor under what any change to
    ``zzlib/core`` could reach. Not a way to play: nothing here can be undone."""

    def _play(self, most: int) -> int:
        g = self.game
        if g is None or self.rules.over(self.position):
            g = self.game = self.new_game(self.games)
            g.trace = False
            self.games += 1
            self.rules = rules_of(g)
            self.position = g.state
        rules, s, chance, rng, decisions = self.rules, self.position, g.chance, self.rng, 0
        over, to_move, legal = rules.over, rules.to_move, rules.legal
        play, auto = rules.play, rules.auto
        with untraced():
            while decisions < most and not over(s):
                if to_move(s) is None:
                    _, s, _ = auto(s, chance, checked=False)
                else:
                    moves = legal(s)
                    s, _ = play(s, moves[rng.randrange(len(moves))], chance, checked=False)
                    decisions += 1
        self.position = s
        return decisions


def rules_of(game):
    """``game.rules``; an older checkout (``bench/instructions.py --against``) may predate it:
    then its hooks, called as the rules alone called them there."""
    rules = getattr(game, "rules", None)
    return rules if rules is not None and hasattr(rules, "auto") else _Hooks(game)


class _Hooks:
    """``Rules``' face on an older game's private hooks (``_over``, ``_to_move``, ``_legal``,
    ``_apply``, ``_auto``), for ``rules_of``."""

    def __init__(self, game):
        self.over, self.to_move, self.legal = game._over, game._to_move, game._legal
        self.game = game

    def play(self, s, move, chance, checked=False):
        chance.drawn, chance.used = [], []  # what the log would have taken
        return self.game._apply(s, move, chance)

    def auto(self, s, chance, checked=False):
        chance.drawn, chance.used = [], []
        return self.game._auto(s, chance)


class LiarsPokerDriver:
    """The same driver on OpenSpiel's pure-Python Liar's poker (chance nodes are its
    "advance": an outcome drawn by its probabilities). ``None`` from ``make()`` when
    ``open_spiel`` is not installed."""

    def __init__(self, game, seed: int = 0):
        self.game, self.rng, self.games, self.state = game, random.Random(seed), 0, None

    @classmethod
    def make(cls, seed: int = 0):
        try:
            import pyspiel
            from open_spiel.python.games import liars_poker  # noqa: F401  (registers the game)
        except ImportError:
            return None
        return cls(pyspiel.load_game("python_liars_poker"), seed)

    def run(self, seconds: float) -> int:
        decisions, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            decisions += self._play(50)
        return decisions

    def decide(self, n: int) -> None:
        while n > 0:
            n -= self._play(min(n, 50))

    def _play(self, most: int) -> int:
        s = self.state
        if s is None or s.is_terminal():
            s = self.state = self.game.new_initial_state()
            self.games += 1
        rng, decisions = self.rng, 0
        while decisions < most and not s.is_terminal():
            if s.is_chance_node():
                actions, probs = zip(*s.chance_outcomes())
                s.apply_action(rng.choices(actions, probs)[0])
                continue
            actions = s.legal_actions()
            s.apply_action(actions[rng.randrange(len(actions))])
            decisions += 1
        return decisions


def rollouts(new_game, seconds: float, liars: LiarsPokerDriver | None = None,
             slices: int = 10) -> tuple[float, int, float | None]:
    """Decisions/s of the random driver on ``new_game`` over ``seconds``, and, when
    ``liars`` is given, of Liar's poker in slices interleaved with it (the two share the
    machine's ups and downs: a 2-core VM's speed drifts by tens of percent within a minute).
    Returns (decisions/s, games started, Liar's poker decisions/s or None)."""
    driver = RandomDriver(new_game)
    part = seconds / slices
    mine = theirs = 0
    t_mine = t_theirs = 0.0
    for _ in range(slices):
        t = time.perf_counter()
        mine += driver.run(part)
        t_mine += time.perf_counter() - t
        if liars is not None:
            t = time.perf_counter()
            theirs += liars.run(part)
            t_theirs += time.perf_counter() - t
    return mine / t_mine, driver.games, (theirs / t_theirs if liars is not None else None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000,
                    help="games per game with the sensible bots, serial and pooled (default 2000)")
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    ap.add_argument("--seconds", type=float, default=5.0,
                    help="seconds of random rollouts per game (default 5)")
    args = ap.parse_args(argv)
    if args.games < 1 or args.seconds <= 0:
        ap.error("--games must be at least 1 and --seconds above 0")
    names = [n for n in GAMES if args.game in ("all", n)]
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at the start; "
          f"Python {platform.python_version()} at {sys.executable}")
    liars = LiarsPokerDriver.make()
    if liars is None:
        print("OpenSpiel is not installed: no comparison with its Liar's poker "
              "(pip install open_spiel to add it)")
    else:
        print("OpenSpiel's pure-Python Liar's poker runs under the same random driver, in "
              "slices interleaved with each game's")
    rows = []
    for name in names:
        info = GAMES[name]
        bot = info.lab_bot
        print(f"\n== {info.title} ({name}): {bot} bot in every seat, {args.games} games")
        per_core, (slow, fast), serial, liar_serial = serial_rate(info, args.games,
                                                                 liars=liars)
        print(f"  serial, one core          {per_core:8.1f} games/s per core "
              f"(goal {GOAL_PER_CORE}: {per_core / GOAL_PER_CORE:.2f}x of it; its four "
              f"quarters ran {slow:.1f} to {fast:.1f})")
        scaled = None
        if liar_serial is not None:
            scaled = per_core * GOAL_MACHINE_LIAR / liar_serial
            print(f"  Liar's poker meanwhile    {liar_serial:8,.0f} decisions/s: on the goal's "
                  f"machine ({GOAL_MACHINE_LIAR:,}) that is {scaled:.1f} games/s per core "
                  f"({scaled / GOAL_PER_CORE:.2f}x the goal)")
        pooled_rate, pooled = pool_rate(info, args.games)
        ten_k = 10_000 / pooled_rate
        print(f"  2-process pool            {pooled_rate:8.1f} games/s "
              f"(records {'equal to' if pooled == serial else 'DIFFERENT from'} the serial run)")
        print(f"  10,000 games on 2 cores   {ten_k:8.1f} s at that rate (goal: at most 60 s)")
        t_serial, t_pool, same = speedup_at(info)
        ratio = t_serial / t_pool
        print(f"  200 games: serial {t_serial:.2f} s, 2 processes {t_pool:.2f} s with start-up: "
              f"{ratio:.2f}x (goal {GOAL_SPEEDUP}x){'' if same else '  RECORDS DIFFER'}")
        rate, games, liar = rollouts(info.game.new, args.seconds, liars)
        print(f"  random rollouts           {rate:8,.0f} decisions/s ({games} games)")
        if liar is not None:
            print(f"  Liar's poker, interleaved {liar:8,.0f} decisions/s: this game runs "
                  f"{rate / liar:.2f}x its rate")
        rows.append((name, per_core, ten_k, ratio, rate, liar, scaled))
    print(f"\nsummary (load average {os.getloadavg()[0]:.2f} at the end)")
    print(f"{'game':<6} {'games/s/core':>13} {'10k on 2 cores':>15} {'200-game x':>11} "
          f"{'random dec/s':>13}" + ("" if liars is None else
                                    f" {'Liar dec/s':>11} {'vs Liar':>8} {'at 27k Liar':>12}"))
    for name, per_core, ten_k, ratio, rate, liar, scaled in rows:
        print(f"{name:<6} {per_core:>13.1f} {ten_k:>13.1f} s {ratio:>10.2f}x {rate:>13,.0f}"
              + ("" if liar is None else
                 f" {liar:>11,.0f} {rate / liar:>7.2f}x {scaled:>8.1f} g/s"))
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main())
