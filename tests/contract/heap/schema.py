"""The schema of a Heap view (``zzlib.core.schema``)."""

from __future__ import annotations

from zzlib.core.schema import Choice, Map, Maybe, Number, Seq, Subset, ViewSchema

from .game import DICE, SEATS, Game


def view_schema(options) -> ViewSchema:
    stones = options["stones"]
    seat = Choice((None, *SEATS))
    return ViewSchema({
        "phase": Choice((*Game.PHASES, "over")),
        "to_move": seat,
        "viewer": seat,
        "seats": Seq(Choice(SEATS), len(SEATS)),
        "heap": Number(0, stones),
        "taken": Map(SEATS, Number(0, stones)),
        "dice": Maybe(Seq(Number(1, 6), DICE)),
        "targets": Map(SEATS, Maybe(Number(DICE, 6 * DICE))),
        "winners": Subset(SEATS),
    }, secret=frozenset({"dice", "targets"}), roles={
        "phase": "phase", "to_move": "to_move", "viewer": "viewer", "seats": "seats",
        "result": "winners"})
