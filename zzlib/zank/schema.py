"""The schema of a Zankapfel view (``zzlib.core.schema``): the orchard, the track, the cards
counted or shown, the contentions and bids; the viewer's own secrets are its ``hand`` (a
spectator's view has none) and its face-down card in ``table`` and ``bid``."""

from __future__ import annotations

from ..core.schema import (
    Cells,
    Choice,
    Counts,
    Map,
    Maybe,
    Number,
    Record,
    Seq,
    Subset,
    Tuple,
    ViewSchema,
)
from .cards import APPLES, DECK_SIZE, KINDS, NUMBERS
from .game import Game
from .orchard import SIZE
from .phases import OVER


def view_schema(options) -> ViewSchema:
    seats = Game.seats_for(options)
    n, seat = len(seats), Choice(seats)
    cell = Tuple(Number(0, SIZE - 1), Number(0, SIZE - 1))
    return ViewSchema({
        "player": Choice((None, *seats)),
        "seats": Seq(seat, n),
        "phase": Choice((*Game.PHASES, OVER)),
        "to_move": Choice((None, *seats)),
        "round": Number(0, None),
        "leader": seat,
        "chips": Cells(SIZE, SIZE),
        "mayor": Maybe(cell),
        "positions": Map(seats, Number(None, None)),
        "track_length": Number(5, 500),
        "reached": Subset(seats),
        "face_up": Choice((None, *KINDS)),
        "deck": Number(0, DECK_SIZE),
        "barn": Number(0, DECK_SIZE),
        "hand_sizes": Map(seats, Number(0, DECK_SIZE)),
        "numbered": Map(seats, Subset(NUMBERS)),
        "spent": Map(seats, Seq(Choice(NUMBERS), len(NUMBERS))),
        "table": Map(seats, Choice((None, "face down", *KINDS))),
        "claims": Map(seats, Choice((None, *KINDS))),
        "contentions": Seq(Tuple(Choice(KINDS), Seq(seat, n)), len(APPLES)),
        "offers": Seq(Tuple(seat, cell, Number(1, 2)), n),
        "announced": Maybe(cell),
        "winners": Subset(seats),
        "hand": Counts(KINDS, DECK_SIZE),
        "bid": Maybe(Record({
            "colour": Choice(KINDS), "contenders": Seq(seat, n),
            "cards": Map(seats, Choice((None, "face down", *NUMBERS))),
            "dice": Map(seats, Number(0, None)), "turn": seat, "bid_round": Number(1, None),
            "order": Seq(seat, n)})),
    }, secret=frozenset({"hand", "table", "bid"}), optional=frozenset({"hand"}),
        roles={"phase": "phase", "to_move": "to_move", "viewer": "player", "seats": "seats",
               "result": "winners"})
