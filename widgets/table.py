"""A class table: one game's widget alone on a page with no code cell (``zz-table``).

A notebook is a keyboard into the referee: anyone who can add a cell can print the
referee's whole position (every hand, every barrel). For real play a teacher serves a table instead::

    zz-table --game zapp --players 4 --bots 2        # red and green at the screen, two bots
    zz-table --game zank --players 3                 # three people, one screen (hot seat)
    zz-table --game zot                              # Jasper and Zot, one player
    make table GAME=zank PLAYERS=3                   # the same through make

``zz-table`` checks the table's settings against the registry (a bad one is refused with a
sentence naming it), writes a one-cell notebook into a fresh temporary folder and serves it
with Voila (``voila``), which runs the notebook in a kernel of its own and shows only its
output: the widget. Voila refuses code execution from the page, strips the notebook's code,
serves no notebook file, and hides tracebacks. The settings reach the kernel through the
environment (``ZZ_TABLE``), so neither the page nor the notebook holds the seed. Each browser
that opens the address gets a table of its own (its own kernel and game).

Seats: the first ``players - bots`` seats are people, the rest are played by the game's
sensible bot (``--bot`` picks another). One person plays against the bots from their own
seat; two or more share the screen in the hot seat (a pass screen between turns). A game with
secrets is played fair (``practice`` only with ``--practice``, and the page says so).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from typing import Any

ENV = "ZZ_TABLE"
#: the notebook Voila serves: one cell, whose code the page never shows
CELL = "from widgets.table import from_environment\n\nfrom_environment()\n"


@dataclass(frozen=True)
class Table:
    """What a class table plays: the game, its options, how many seats bots play and which
    bot, the referee's seed (None: fresh), practice or fair play, and chance outcomes forced
    at the start (``[[kind, value], ...]``: a scenario for a demonstration or a test; like
    the seed, the referee's and never on the page)."""

    game: str
    options: dict = field(default_factory=dict)
    bots: int = 0
    bot: str | None = None
    seed: int | str | None = None
    practice: bool = False
    force: list = field(default_factory=list)

    def check(self) -> Table:
        """This table, checked against the registry (a ``ValueError`` names what is wrong)."""
        from zzlib import GAMES
        from zzlib.core.game import seed_problem

        if self.game not in GAMES:
            raise ValueError(f"--game must be one of {', '.join(GAMES)}, got {self.game!r}")
        info = GAMES[self.game]
        seats = info.seats(**self.options)  # checks the options like Game.new
        if isinstance(self.bots, bool) or not isinstance(self.bots, int) \
                or not 0 <= self.bots < len(seats):
            raise ValueError(f"--bots must be 0 to {len(seats) - 1} for {len(seats)} seats "
                             f"(at least one person plays), got {self.bots!r}")
        if self.bot is not None and self.bot not in info.bots:
            raise ValueError(f"--bot must be one of {', '.join(info.bots)}, got {self.bot!r}")
        if self.seed is not None and seed_problem(self.seed):
            raise ValueError(f"--seed: {seed_problem(self.seed)}")
        return self

    @property
    def bot_name(self) -> str:
        from zzlib import GAMES

        return self.bot or next((b for b in GAMES[self.game].bots if b != "random"), "random")

    def seats(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(the people's seats, the bots' seats)."""
        from zzlib import GAMES

        seats = GAMES[self.game].seats(**self.options)
        cut = len(seats) - self.bots
        return seats[:cut], seats[cut:]


def widget_class(game: str):
    """The widget of a registered game (the ``widgets`` class whose ``GAME`` it is)."""
    import widgets
    from zzlib import GAMES

    cls = GAMES[game].game
    for name in widgets.__all__:
        w = getattr(widgets, name)
        if isinstance(w, type) and getattr(w, "GAME", None) is cls:
            return w
    raise ValueError(f"no widget plays {game!r}")


def make_table(table: Table):
    """The widget for ``table``: one person at their seat against the bots, or the hot seat."""
    from zzlib import GAMES

    table = table.check()
    info = GAMES[table.game]
    people, bot_seats = table.seats()
    bot = info.bots[table.bot_name]
    cls = widget_class(table.game)
    game = info.game.new(table.seed, **table.options)
    for kind, value in table.force:
        game.force(kind, value)
    hotseat = len(people) > 1
    return cls(game, seat=None if hotseat else people[0], bots=dict.fromkeys(bot_seats, bot),
               hotseat=hotseat, autoplay=True, practice=table.practice)


def from_environment():
    """The table named by ``ZZ_TABLE`` (JSON of a ``Table``), shown: what the served notebook
    runs."""
    from IPython.display import Markdown, display

    from zzlib import GAMES

    table = Table(**json.loads(os.environ.get(ENV, "{}")))
    w = make_table(table)
    people, _ = table.seats()
    how = ("Pass the screen as it asks: each of you sees only your own secrets."
           if len(people) > 1 else f"You play {people[0]}.")
    display(Markdown(f"## {GAMES[table.game].title}\n\n{how}"))
    display(w)


def _parse(argv: list[str] | None) -> tuple[Table, argparse.Namespace]:
    p = argparse.ArgumentParser(
        prog="zz-table",
        description="Serve one game's table for a class: the widget alone, no code cell.")
    p.add_argument("--game", required=True, help="zot, zapp or zank")
    p.add_argument("--players", type=int, help="how many seats (Zapp Zerapp 2-4, Zankapfel 3-6)")
    p.add_argument("--bots", type=int, default=0,
                   help="how many of the seats (the last ones) bots play; the rest are people")
    p.add_argument("--bot", help="which bot plays them (default: the sensible one)")
    p.add_argument("--seed", help="the referee's seed, to deal the same table again "
                   "(default: a fresh one); never show it to the players")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a game option, e.g. pro=true or corruption=true (JSON values)")
    p.add_argument("--practice", action="store_true",
                   help="a practice table: undo anywhere (it shows what was hidden)")
    p.add_argument("--port", type=int, default=8866, help="the first port to try (8866)")
    p.add_argument("--ip", default="127.0.0.1",
                   help="the address to serve on (0.0.0.0: every screen of the network)")
    p.add_argument("--check", action="store_true", help="check the settings and stop")
    args = p.parse_args(argv)
    options: dict[str, Any] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name:
            p.error(f"--option takes NAME=VALUE, got {item!r}")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    if args.players is not None:
        options["players"] = args.players
    seed: int | str | None = args.seed
    if seed is not None and seed.lstrip("-").isdigit():
        seed = int(seed)
    try:
        table = Table(args.game, options, args.bots, args.bot, seed, args.practice).check()
    except ValueError as e:
        p.error(str(e))
    return table, args


def free_port(ip: str, first: int, tries: int = 50) -> int:
    """The first port from ``first`` nobody listens on."""
    for port in range(first, first + tries):
        with socket.socket() as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind((ip, port))
            except OSError:
                continue
            return port
    raise SystemExit(f"zz-table: ports {first}-{first + tries - 1} are all taken: "
                     "choose another with --port")


def notebook(table: Table) -> dict:
    """The one-cell notebook Voila serves (its title names the game)."""
    from zzlib import GAMES

    return {
        "cells": [{"cell_type": "code", "execution_count": None, "id": "table",
                   "metadata": {}, "outputs": [], "source": CELL}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"},
                     "title": f"{GAMES[table.game].title}: a class table"},
        "nbformat": 4, "nbformat_minor": 5,
    }


def prepare(table: Table) -> tuple[pathlib.Path, pathlib.Path, dict]:
    """A fresh folder holding the table's notebook, its path, and the environment that tells
    the kernel which table to make."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="zz-table-"))
    path = folder / f"{table.game}-table.ipynb"
    path.write_text(json.dumps(notebook(table), indent=1))
    return folder, path, {**os.environ, ENV: json.dumps(asdict(table))}


def voila_command(path: pathlib.Path, port: int, ip: str) -> list[str]:
    """Voila with every setting a class table needs said out loud (most are its defaults)."""
    voila = shutil.which("voila", path=str(pathlib.Path(sys.executable).parent)) or "voila"
    return [voila, str(path), "--no-browser", f"--port={port}", f"--Voila.ip={ip}",
            "--Voila.port_retries=0", "--strip_sources=True", "--show_tracebacks=False",
            "--theme=light"]


def main(argv: list[str] | None = None) -> int:
    table, args = _parse(argv)
    people, bot_seats = table.seats()
    from zzlib import GAMES

    title = GAMES[table.game].title
    if len(people) == 1:
        who = people[0] + (f" against {len(bot_seats)} bot{'s' if len(bot_seats) != 1 else ''}"
                           if bot_seats else "")
    else:
        who = f"{', '.join(people)} in the hot seat" + (
            f", bots: {', '.join(bot_seats)}" if bot_seats else "")
    if args.check:
        print(f"zz-table: {title}, {who}: settings are fine.")
        return 0
    port = free_port(args.ip, args.port)
    folder, path, env = prepare(table)
    shown = "localhost" if args.ip == "127.0.0.1" else args.ip
    print(f"zz-table: {title}, {who}" + (" (practice)" if table.practice else "") + ".")
    print(f"zz-table: open http://{shown}:{port}/ (Ctrl-C stops the table; each browser that "
          "opens it gets a table of its own).", flush=True)
    proc = subprocess.Popen(voila_command(path, port, args.ip), env=env, cwd=folder)
    # a `kill` of this command stops the table too (Voila and its kernels), not only Ctrl-C
    signal.signal(signal.SIGTERM, lambda *_: proc.terminate())
    try:
        return proc.wait()
    except KeyboardInterrupt:  # Ctrl-C reaches Voila too: let it stop its kernels
        try:
            return proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
