"""The schema of a Zapp Zerapp view (``zzlib.core.schema``): the wizards' places, the round's
order, dice, magic number, barrels chosen and revealed, and the viewer's own rattle readings
(its one secret)."""

from __future__ import annotations

from ..core.schema import Choice, Map, Maybe, Number, Seq, Subset, ViewSchema
from .barrels import LABELS, NUMBERS
from .board import CITY, FIELDS, START, Board
from .game import Game
from .phases import OVER
from .position import Position


def view_schema(options) -> ViewSchema:
    seats = Game.seats_for(options)
    n, seat = len(seats), Choice(seats)
    size = FIELDS if options["board"] is None else Board.from_dict(options["board"]).size
    place = Choice((START, CITY, *range(size)))
    wizards = [w for w, _ in Position.start(seats).places]
    return ViewSchema({
        "viewer": Choice((None, *seats)),
        "round": Number(0, None),
        "phase": Choice((*Game.PHASES, OVER)),
        "to_move": Choice((None, *seats)),
        "players": Seq(seat, n),
        "position": Map(tuple(wizards), place),
        "grab_order": Seq(seat, n),
        "dice": Seq(Number(1, 6), 2),
        "magic": Maybe(Number(2, 12)),
        "on_plateau": Subset(LABELS),
        "chosen": Map(seats, Choice(LABELS)),
        "revealed": Map(seats, Number(min(NUMBERS), max(NUMBERS))),
        "movers": Seq(seat, n),
        "winner": Choice((None, *seats)),
        "readings": Map(LABELS, Number(None, None, integer=False)),
    }, secret=frozenset({"readings"}), roles={"phase": "phase", "to_move": "to_move",
                                              "viewer": "viewer", "seats": "players",
                                              "result": "winner"})
