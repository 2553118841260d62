"""Jasper and Zot (Nick Hayes, 2011): every rule as plain Python.

Scenario API (pure functions)::

    from zzlib import zot
    b = zot.Board.from_text(text)          # b.to_text() round-trips
    r = zot.cast(b, "fire")                # or "flower"; up Jasper's column
    b2, events = zot.descend(b)
    b3, smashed_columns, events = zot.smash(b)   # zot.smash(b, (3,)): Jasper's choice
    zot.smash_choices(b)                   # the sets of pumpkins Jasper may choose from
    zot.score_chain(flowers=3, zombies=5, multipliers=1)   # (3 + 10 + 1 + 5) * 2 = 38

The game: ``zot.Game.new(seed=0, **options)``; rules: ``zot.RULES``; bots: ``zot.bots``.
"""

from . import actions, bots  # actions: action ids, and chance draws declared (zzlib.core.draws)
from .board import (
    COLS,
    FENCE_ROW,
    GLYPHS,
    PATCH_ROW,
    PATH_ROW,
    ROWS,
    YARD_ROWS,
    ZOT_ROWS,
    Board,
)
from .descend import descend
from .game import OPTIONS, Game, State
from .moves import MoveShoot, Place, Smash, StartJasper
from .place import pattern_size, patterns, placements
from .rules import RULES
from .smash import smash, smash_choices, smash_matching
from .spells import ChainScore, SpellResult, cast, chain_score, explode, score_chain

__all__ = [
    "actions", "Board", "COLS", "FENCE_ROW", "GLYPHS", "PATCH_ROW", "PATH_ROW", "ROWS", "YARD_ROWS",
    "ZOT_ROWS", "RULES", "ChainScore", "SpellResult", "cast", "chain_score", "descend",
    "explode", "pattern_size", "patterns", "placements", "score_chain", "smash",
    "smash_choices", "smash_matching", "Game", "State", "OPTIONS", "MoveShoot", "Place", "Smash",
    "StartJasper", "bots",
]
