"""Work, not time: the instructions each game executes, counted by valgrind, to judge a change.

    python bench/instructions.py                         # every game
    python bench/instructions.py --game zot --games 20
    python bench/instructions.py --against ../main-before-my-change

On a shared 2-core VM a benchmark's games/s drifts by tens of percent within minutes, so a
change of a few percent cannot be seen on the clock. ``valgrind --tool=callgrind`` counts the
instructions a process executes instead: the same count on every run of the same code, inputs
and interpreter, whatever else the machine does. For each game it prints

- the instructions per game with the sensible bot in every seat (``zzlib.simulate``, seeds
  from 0), and per decision of the random-rollout driver (legal moves, a random choice, play;
  advance when nobody is to move; untraced games from seed 0 on);
- per decision of the same decisions made by ``bench/scale.py``'s ``RulesAloneDriver``, which
  calls the game's hooks directly and keeps only the position (no log, no list of states, no
  undo records, no move checks): the rules' own work, and what is left of the driver's for the
  engine around them (``zzlib/core``). No change to the engine can take a decision below it;
- with ``--against PATH`` (another checkout of this project), the same counts of that tree's
  code on this interpreter, and the ratio of the two (below 1: this tree does less work);
- when ``open_spiel`` is installed, the instructions per decision of OpenSpiel's pure-Python
  Liar's poker under the same driver, and each game's ratio to it.

Each count is a run's total less that of a run that does everything but the counted work (the
same imports, and a warm-up of every workload counted, on other seeds), with ``PYTHONHASHSEED=0``. Each
checkout's ``zzlib/`` is copied to the same folder and counted there, every module read from a
``.pyc`` file (``staged``), and numpy's thread pools held to one thread (``ONE_THREAD``): two
runs of the same code then agree within a few thousand instructions of 1.7 billion. Code
changed elsewhere still moves a count by up to half a percent (a game whose code did not change
counted 0.996 to 1.003 against the checkout before), so a ratio within 0.995 to 1.005 is no
change.

A count is work, not speed: code that executes fewer instructions is not always faster (the
caches and branches differ), and the goals are set in games/s (``bench/scale.py``). Judge a
change by its counts, and the goals by the clock.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from scale import LiarsPokerDriver  # noqa: E402  (bench/ is not a package)

#: run in a child process under valgrind: argv = tree, workload, game, n, bench (this folder,
#: whose drivers and bots it plays with on ``tree``'s zzlib), the games to warm up (comma
#: separated: every game counted) and ``liar`` or ``-`` (whether Liar's poker is counted, and
#: so OpenSpiel imported). Every run of one count first imports the same modules and warms the
#: same workloads up (a few dozen decisions each, on seeds the counted runs do not play: lazy
#: imports, first-time caches), so that a workload's count less that of ``workload == "none"``
#: is the work of its ``n`` units alone.
CHILD = r'''
import random, sys
tree, workload, game, n, bench = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
warm, with_liar = sys.argv[6].split(","), sys.argv[7] == "liar"
sys.path[:0] = [tree, bench]
from zzlib import GAMES
from zzlib.simulate import simulate
from scale import LiarsPokerDriver, RandomDriver, RulesAloneDriver, sensible_bot
WARM = 1_000_000  # the warm-up's seeds
for info in (GAMES[name] for name in warm):
    g, rng, bot = info.game.new(WARM), random.Random(WARM), sensible_bot(info)
    g.trace = False
    for _ in range(30):
        g.advance() if g.to_move is None else g.play(bot(g, rng))
    RandomDriver(info.game.new, WARM).decide(20)
    RulesAloneDriver(info.game.new, WARM).decide(20)
liars = LiarsPokerDriver.make(WARM) if with_liar else None
if liars is not None:
    liars.decide(20)
if workload == "sensible":
    info = GAMES[game]
    simulate(info.game.new, sensible_bot(info), n, progress=False)
elif workload == "random":
    RandomDriver(GAMES[game].game.new).decide(n)
elif workload == "rules":
    RulesAloneDriver(GAMES[game].game.new).decide(n)
elif workload == "liar":
    LiarsPokerDriver.make().decide(n)
'''

COLLECTED = re.compile(r"Collected : (\d+)")


#: numpy (imported with OpenSpiel) starts a pool of OpenBLAS threads that spin while idle; under
#: valgrind their spinning was counted, by how the machine scheduled them: two runs of the same
#: code differed by 400k instructions, and a count of 20 decisions came out negative. One thread
#: each: the same runs then agree within a few thousand instructions of their 1.7 billion.
ONE_THREAD = {name: "1" for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS",
                                     "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS")}


def child_env(pycache: Path) -> dict:
    env = {**os.environ, **ONE_THREAD, "PYTHONHASHSEED": "0",
           "PYTHONPYCACHEPREFIX": str(pycache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


#: what every child of a count warms up: ``(games, liar)``, the games counted and whether
#: Liar's poker is (a child that warms only what is counted runs in a third of the time)
EVERYTHING = (None, True)


def child(tree: Path, workload: str, game: str = "-", n: int = 0,
          warm: tuple = EVERYTHING) -> list[str]:
    from zzlib import GAMES

    games, liar = warm
    return [sys.executable, "-c", CHILD, str(tree), workload, game, str(n), str(HERE),
            ",".join(games or GAMES), "liar" if liar else "-"]


def instructions(tree: Path, workload: str, game: str = "-", n: int = 0,
                 pycache: Path | None = None, warm: tuple = EVERYTHING) -> int:
    """The instructions a child running ``workload`` on ``tree``'s zzlib executes (the whole
    process), its modules read from the ``.pyc`` files in ``pycache``, after warming up
    ``warm``."""
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         *child(tree, workload, game, n, warm)],
        capture_output=True, text=True, env=child_env(pycache or tree / ".pycache"),
    )
    found = COLLECTED.search(out.stderr)
    if out.returncode != 0 or not found:
        raise RuntimeError(f"valgrind run of {workload} {game} failed:\n{out.stderr[-2000:]}")
    return int(found.group(1))


class Counter:
    """Counts of one checkout's work, each less its run without the counted work.
    ``count(tree, workload, game, n)`` is one run's total (``instructions``); ``workers`` runs
    go at a time (a count does not depend on what else the machine runs)."""

    def __init__(self, tree: Path, count=None, workers: int = 1):
        self.tree, self.count, self.workers = tree, count or instructions, workers

    def per_unit(self, jobs) -> list[float]:
        """Instructions a unit (game or decision) of each ``(workload, game, n)`` in ``jobs``."""
        with ThreadPoolExecutor(self.workers) as pool:
            base = pool.submit(self.count, self.tree, "none")
            runs = [pool.submit(self.count, self.tree, w, game, n) for w, game, n in jobs]
            return [(run.result() - base.result()) / n for run, (_, _, n) in zip(runs, jobs)]


def staged(checkout: Path, scratch: Path, warm: tuple = EVERYTHING) -> Counter:
    """A counter for ``checkout``'s zzlib/, copied to ``scratch``/tree (whatever was there
    goes), its modules read from ``.pyc`` files written to ``scratch``/pycache first by a run
    outside valgrind.

    Every checkout is counted from the same folder and from ``.pyc`` files: the same code
    counted 1 to 2 % apart from two folders, or when one's modules were compiled at import
    and the other's read from ``.pyc`` files (probably because where objects lie in memory
    changes what a lookup costs)."""
    tree, pycache = scratch / "tree", scratch / "pycache"
    for old in (tree, pycache):
        shutil.rmtree(old, ignore_errors=True)
    shutil.copytree(checkout / "zzlib", tree / "zzlib", ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run(child(tree, "none", warm=warm), check=True, capture_output=True,
                   env=child_env(pycache))
    return Counter(tree, partial(instructions, pycache=pycache, warm=warm), os.cpu_count() or 1)


def main(argv: list[str] | None = None, count=None) -> int:
    """``count``: a stand-in for ``instructions`` (then nothing is copied or run)."""
    from zzlib import GAMES

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    ap.add_argument("--games", type=int, default=10,
                    help="games with the sensible bot in every seat (default 10; 0: none)")
    ap.add_argument("--decisions", type=int, default=2000,
                    help="decisions of the random driver (default 2000; 0: none)")
    ap.add_argument("--against", type=Path, default=None,
                    help="another checkout of this project, counted the same way")
    ap.add_argument("--no-liar", action="store_true",
                    help="leave OpenSpiel's Liar's poker out (no OpenSpiel, no numpy in the runs)")
    args = ap.parse_args(argv)
    if args.games < 0 or args.decisions < 0:
        ap.error("--games and --decisions must be at least 0")
    if args.against is not None and not (args.against / "zzlib" / "__init__.py").is_file():
        ap.error(f"--against {args.against}: no zzlib/ there (give a checkout of this project)")
    if count is None and shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing to count with (Debian: apt-get install valgrind)")
        return 1
    jobs = [(name, workload, n) for name in GAMES if args.game in ("all", name)
            for workload, n in (("sensible", args.games), ("random", args.decisions),
                                ("rules", args.decisions)) if n]
    liar = (args.decisions if count is None and not args.no_liar
            and LiarsPokerDriver.make() is not None else 0)
    warm = (tuple(dict.fromkeys(name for name, _, _ in jobs)), bool(liar))
    counts = []  # per checkout: {(game, workload): instructions a unit}
    with tempfile.TemporaryDirectory(prefix="zz-instructions-") as scratch:
        for checkout in (HERE.parent, args.against):
            if checkout is None:
                continue
            counter = (staged(checkout.resolve(), Path(scratch), warm) if count is None
                       else Counter(checkout, count))
            todo = [(w, name, n) for name, w, n in jobs]
            if liar and not counts:
                todo.append(("liar", "-", liar))
            per = dict(zip(todo, counter.per_unit(todo)))
            counts.append({(name, w): per[w, name, n] for name, w, n in jobs})
            if liar and len(counts) == 1:
                liar = per["liar", "-", liar]
    mine, theirs = counts[0], counts[1] if len(counts) > 1 else None
    print(f"Python {sys.version.split()[0]} at {sys.executable}; "
          "instructions counted by valgrind (callgrind), less a run without the counted work")
    if liar:
        print(f"OpenSpiel's Liar's poker, random driver: {liar / 1e3:,.1f}k a decision")
    for name, workload, n in jobs:
        unit = {"sensible": f"game ({GAMES[name].lab_bot} bot in every seat)",
                "random": "decision (random driver)",
                "rules": "decision of the same, the rules alone (no log, states, undo)"}[workload]
        here = mine[name, workload]
        line = f"{name:<5} {here / 1e3:>12,.1f}k a {unit}, over {n}"
        if theirs is not None:
            there = theirs[name, workload]
            line += f"; --against: {there / 1e3:,.1f}k, ratio {here / there:.3f}"
        if workload == "rules":
            line += f"; {here / mine[name, 'random']:.0%} of the driver's"
        if workload != "sensible" and liar:
            line += f"; {here / liar:.2f}x the work of a Liar's poker decision"
        print(line)
    return 0 if jobs else 1


if __name__ == "__main__":
    sys.exit(main())
