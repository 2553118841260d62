"""Where the time goes: each game's random rollouts and sensible-bot games under cProfile,
the time grouped by the layer it is spent in.

    python bench/where_time_goes.py                 # every game, 4 s of random rollouts, 40 bot games
    python bench/where_time_goes.py --game zapp --seconds 8 --games 100

Each function's own time (cProfile's ``tottime``) goes to the layer of the file it is in:

- ``core: game``: ``zzlib/core/game.py``, the log, the states, ``play``/``advance``/``legal_moves``;
- ``core: chance``: ``zzlib/core/chance.py`` and the ``random`` module it draws with;
- ``rules``: the game's own package (``zzlib/<game>/``) but its bots;
- ``bots``: ``zzlib/<game>/bots.py``;
- ``networkx``: the graph searches (Jasper and Zot's chains and smash matchings);
- ``driver``: the loop that drives the games (``bench/scale.py``'s random driver, ``zzlib.simulate``);
- ``other``: the rest (``zzlib/core`` helpers, the standard library).

A built-in function (``isinstance``, ``len``, a list's ``append``) has no file: its time goes to
the layers of the functions that called it, in proportion to the time each spent in it. cProfile
slows small Python functions more than large ones, so the shares lean towards the layers that
call many small functions; the ranking of layers is what to read, not the second digit.
Then the five functions of most own time. Figures only: nothing here is a test.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys

from zzlib import GAMES
from zzlib.simulate import simulate

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scale import RandomDriver  # noqa: E402  (bench/scale.py: the same driver and bots)

LAYERS = ("core: game", "core: chance", "rules", "bots", "networkx", "driver", "other")


def random_rollouts(new_game, seconds: float) -> int:
    """``bench/scale.py``'s random driver for about ``seconds`` (legal moves, a random choice,
    play; advance when nobody is to move; untraced). Returns the decisions made."""
    return RandomDriver(new_game).run(seconds)


def layer_of(filename: str, game: str) -> str | None:
    """The layer of a function defined in ``filename`` (None: a built-in, no file)."""
    f = filename.replace(os.sep, "/")
    if f.startswith("~") or f.startswith("<"):
        return None if f.startswith("~") else "other"
    if f.endswith("zzlib/core/game.py"):
        return "core: game"
    if f.endswith("zzlib/core/chance.py") or f.endswith("/random.py"):
        return "core: chance"
    if f"zzlib/{game}/" in f:
        return "bots" if f.endswith("/bots.py") else "rules"
    if "/networkx/" in f:
        return "networkx"
    if f.endswith(("bench/where_time_goes.py", "bench/scale.py", "zzlib/simulate.py")):
        return "driver"
    return "other"


def layers(stats: pstats.Stats, game: str) -> dict[str, float]:
    """Seconds of own time per layer; a built-in's time split among its callers' layers."""
    out = dict.fromkeys(LAYERS, 0.0)
    for (filename, _, _), (_, _, tt, _, callers) in stats.stats.items():
        layer = layer_of(filename, game)
        if layer is not None:
            out[layer] += tt
            continue
        total = sum(edge[2] for edge in callers.values())
        if not callers or total <= 0:
            out["other"] += tt
            continue
        for (cfile, _, _), edge in callers.items():
            out[layer_of(cfile, game) or "other"] += tt * edge[2] / total
    return out


def _short(filename: str) -> str:
    """The file's folder and name (``core/game.py``, ``zot/game.py``), or a built-in's tag."""
    parts = filename.replace(os.sep, "/").split("/")
    return "/".join(parts[-2:]) if len(parts) > 1 else filename


def top(stats: pstats.Stats, k: int = 5) -> list[tuple[float, str]]:
    """The ``k`` functions of most own time: (seconds, "file:line(name)")."""
    rows = sorted(((v[2], f"{_short(f)}:{line}({name})")
                   for (f, line, name), v in stats.stats.items()), reverse=True)
    return rows[:k]


def report(title: str, prof: cProfile.Profile, game: str, what: str) -> None:
    stats = pstats.Stats(prof)
    by = layers(stats, game)
    total = sum(by.values()) or 1.0
    print(f"  {title}: {what}")
    print("    " + "  ".join(f"{name} {100 * sec / total:4.1f}%" for name, sec in by.items()
                             if sec / total >= 0.005))
    for sec, name in top(stats):
        print(f"      {100 * sec / total:5.1f}%  {name}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    ap.add_argument("--seconds", type=float, default=4.0,
                    help="seconds of random rollouts per game (default 4)")
    ap.add_argument("--games", type=int, default=40,
                    help="games with the sensible bot in every seat (default 40)")
    args = ap.parse_args(argv)
    if args.games < 1 or args.seconds <= 0:
        ap.error("--games must be at least 1 and --seconds above 0")
    for name in [n for n in GAMES if args.game in ("all", n)]:
        info = GAMES[name]
        print(f"== {info.title} ({name})")
        prof = cProfile.Profile()
        decisions = prof.runcall(random_rollouts, info.game.new, args.seconds)
        report("random rollouts", prof, name, f"{decisions:,} decisions under the profiler")
        bot = info.bots[info.lab_bot]
        prof = cProfile.Profile()
        prof.runcall(simulate, info.game.new, bot, args.games, progress=False)
        report(f"{info.lab_bot} bot in every seat", prof, name,
               f"{args.games} games under the profiler")
    return 0


if __name__ == "__main__":
    sys.exit(main())
