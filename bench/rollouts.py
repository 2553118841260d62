"""Rollout benchmark: plays seeded games with each bot and prints the figures.

    python bench/rollouts.py --games 200            # every game
    python bench/rollouts.py --games 200 --game zot

Each game's part lives beside this file as ``rollouts_<game>.py`` with a function
``run(games: int) -> None`` that prints its own figures.
"""

from __future__ import annotations

import argparse
import importlib
import pathlib
import sys

GAMES = ("zot", "zapp", "zank")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="seeded games per bot (default 200)")
    ap.add_argument("--game", choices=GAMES + ("all",), default="all")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    here = pathlib.Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    ran = 0
    for name in GAMES:
        if args.game not in ("all", name):
            continue
        if not (here / f"rollouts_{name}.py").exists():
            print(f"== {name}: no benchmark yet")
            continue
        print(f"== {name}")
        importlib.import_module(f"rollouts_{name}").run(args.games)
        ran += 1
    return 0 if ran else 1


if __name__ == "__main__":
    sys.exit(main())
