"""Rollout benchmark: plays seeded games with each bot and prints the figures.

    python bench/rollouts.py --games 200            # every game
    python bench/rollouts.py --games 200 --game zot

The games are those of the registry, ``zzlib.GAMES``. Each game's own part lives beside this
file as ``rollouts_<game>.py`` with a function ``run(games: int) -> None`` that prints its own
figures; a registered game without one gets the generic line-ups: each of its bots in every
seat.
"""

from __future__ import annotations

import argparse
import importlib
import pathlib
import sys

from zzlib import GAMES


def generic(info, games: int) -> None:
    """Each bot of the registry in every seat of ``info``'s game (default options)."""
    from lineups import play_lineup

    seats = info.seats()
    for name, bot in info.bots.items():
        play_lineup(f"{len(seats)} x {name}", info.game.new, seats,
                    lambda k, bot=bot: dict.fromkeys(seats, bot), games)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="seeded games per bot (default 200)")
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    here = pathlib.Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    ran = 0
    for name, info in GAMES.items():
        if args.game not in ("all", name):
            continue
        print(f"== {name}: {info.title}")
        if (here / f"rollouts_{name}.py").exists():
            importlib.import_module(f"rollouts_{name}").run(args.games)
        else:
            generic(info, args.games)
        ran += 1
    return 0 if ran else 1


if __name__ == "__main__":
    sys.exit(main())
