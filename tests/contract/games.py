"""What the contract suite plays: every registered game and variant, random seeded games,
and replays with every chance outcome forced (to build two games that differ in one secret).

Nothing here knows a particular game: it reads ``zzlib.GAMES``.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

from zzlib import GAMES

#: random games played to the end per game, shared out over its variants
GAMES_PER_GAME = 24


def case_id(info, variant) -> str:
    return info.name + "".join(f"-{k}={v}" for k, v in variant.items())


#: (game, variant) for every registered game and each of its variants
CASES = [pytest.param(info, dict(v), id=case_id(info, v))
         for info in GAMES.values() for v in info.variants]
#: every registered game once, with its default options
DEFAULTS = [pytest.param(info, id=info.name) for info in GAMES.values()]
#: the registered games with secrets
SECRET = [pytest.param(info, id=info.name) for info in GAMES.values() if info.secrets]


def seeds(info) -> range:
    """The seeds each variant of ``info`` is played with (a few dozen games per game)."""
    return range(max(2, GAMES_PER_GAME // len(info.variants)))


def play(info, variant: dict, seed: int, visit=None, steps: int | None = None,
         max_steps: int = 5000):
    """A random seeded game played to the end (or stopped after ``steps`` log entries, at a
    decision); ``visit(game, rng)`` runs at every position first (a decision or an automatic
    step) and may play and undo on the game."""
    g = info.new(seed, **variant)
    rng = random.Random(f"contract:{info.name}:{seed}")
    bot = info.bots["random"]
    for _ in range(max_steps):
        if visit is not None:
            visit(g, rng)
        if g.is_over or (steps is not None and len(g.log) > steps and g.to_move is not None):
            return g
        if g.to_move is None:
            g.step()
        else:
            g.play(bot(g, rng))
    raise AssertionError(f"{info.name} seed {seed}: no end after {max_steps} steps")


@functools.cache
def _finished(name: str, variant: tuple, seed: int):
    return play(GAMES[name], dict(variant), seed)


def finished(info, variant: dict, seed: int):
    """A random game played to the end (shared between tests: do not change it)."""
    return _finished(info.name, tuple(sorted(variant.items(), key=lambda kv: kv[0])), seed)


def finished_games(info):
    """Every shared random game of ``info``: each variant with each seed."""
    return [finished(info, dict(v), s) for v in info.variants for s in seeds(info)]


def replay(game, seed: Any = None, changes: dict | None = None):
    """``game`` again, step by step, with every chance outcome forced: the same values, but
    ``changes[(log index, outcome index)]`` where given, and ``seed`` (default: the game's)."""
    changes = changes or {}
    g = type(game).new(game.seed if seed is None else seed, **game.given_options)
    for i, entry in enumerate(game.log[1:], start=1):
        for k, o in enumerate(entry.outcomes):
            g.force(o.kind, changes.get((i, k), o.value))
        if entry.kind == "move":
            g.play(entry.move)
        else:
            g.step()
    return g


def snapshot(g) -> tuple:
    """What must not change when a move is refused: the position, the log and the chance."""
    log = g.log
    return g.state, len(log), log[-1], g.chance.snapshot()


def move_examples(info) -> dict[type, Any]:
    """One move of each type the shared games played (for playing it where it is wrong)."""
    out: dict[type, Any] = {}
    for g in finished_games(info):
        for e in g.log:
            if e.kind == "move":
                out.setdefault(type(e.move), e.move)
    return out
