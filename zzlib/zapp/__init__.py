"""Zapp Zerapp (Heinz Meister and Klaus Zoch), every rule including the Pro version.

Scenario API (pure functions)::

    from zzlib import zapp
    board = zapp.Board.standard()
    pos = zapp.Position.from_text("G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4")
    r = zapp.move(pos, "G1", 8, board=board, pro=True, carry={"R1", "G2"})
    r.position, r.banished, r.carried, r.entered_city, r.events
    zapp.turn_order({"blue": 9, "red": 6, "yellow": 4, "green": 2}, magic=8)

The game: ``zapp.Game.new(seed=7, players=4, pro=False, shake_noise=1.5)``; bots in
``zapp.bots``; every rule id with the rulebook's sentence in ``zapp.RULES``.
"""

from . import actions, bots  # actions: action ids, and chance draws declared (zzlib.core.draws)
from .barrels import LABELS, NUMBERS, rattle, turn_order
from .board import CITY, COLOURS, FIELDS, LETTERS, STANDARD, START, Board
from .game import Choose, Game, LegalMoves, MoveWizard, State, legal_moves, view_of
from .moving import MoveResult, Reach, finish, move, reach
from .position import Position, colour_of, wizard_ids
from .rules import RULES

__all__ = [
    "actions", "Board", "Position", "move", "reach", "finish", "MoveResult", "Reach", "turn_order",
    "rattle", "Game", "State", "Choose", "MoveWizard", "LegalMoves", "legal_moves", "view_of", "RULES",
    "bots", "COLOURS", "LETTERS", "FIELDS", "START", "CITY", "STANDARD", "LABELS", "NUMBERS",
    "colour_of", "wizard_ids",
]
