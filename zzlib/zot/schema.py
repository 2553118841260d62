"""The schema of a Jasper and Zot view (``zzlib.core.schema``): the position's fields, its
phase and who decides, the viewer and the one seat (no secrets: every seat sees it all)."""

from __future__ import annotations

from ..core.schema import Choice, Counts, Flag, Grid, Maybe, Number, Seq, ViewSchema
from .board import COLS, GLYPHS, ROWS, TOKENS
from .game import BAG_SIZE, Game
from .phases import OVER
from .place import TABLES, pattern_size

#: the most tokens one pattern summons
MOST_DRAWN = max(pattern_size(d, agg) for agg in (False, True) for d in TABLES["normal"])


def view_schema(options) -> ViewSchema:
    seat = Choice((None, *Game.SEATS))
    supply = options["flower_supply"]
    return ViewSchema({
        "board": Grid(ROWS, COLS, GLYPHS),
        "bag": Counts(tuple(TOKENS), BAG_SIZE),
        "discard": Counts(tuple(TOKENS), BAG_SIZE),
        "supply": Maybe(Number(0, supply)),
        "wave": Number(1, 2),
        "aggravated": Flag(),
        "turn": Number(1, None),
        "score": Number(None, None),
        "smashed": Number(0, None),
        "dice": Maybe(Seq(Number(1, 6), 2)),
        "table": Choice((None, *TABLES)),
        "drawn": Seq(Choice(tuple(TOKENS)), MOST_DRAWN),
        "phase": Choice((*Game.PHASES, OVER)),
        "outcome": Choice((None, "won", "lost")),
        "final_score": Number(None, None),
        "to_move": seat,
        "viewer": seat,
        "seats": Seq(Choice(Game.SEATS), len(Game.SEATS)),
    }, secret=frozenset(), roles={"phase": "phase", "to_move": "to_move", "viewer": "viewer",
                                  "seats": "seats", "result": "outcome"})
