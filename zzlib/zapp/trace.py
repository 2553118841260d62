"""A move read back from its events: every wizard's fate, with the rule that decided it.

``move_trace(result, before=None)`` reads a move (``zapp.move(...)``'s ``MoveResult``, a log
``Entry`` of a ``MoveWizard``, its ``public()`` dict, or its events) into a ``MoveTrace``: the
path, and each wizard the move met (the mover first, then in path order) with what happened
to it (``Fate.mark``: banished, protected, own, overlooked, carried...) and the rule id behind
it. ``fate_sentence`` says it in one plain line. Pure Python: the drawings
(``zzlib.plot.zapp``) and the widget (``widgets.zapp``) both read moves through it, and each
draws a fate as the mark of the same name in ``zzlib.look.zapp``.

    >>> from zzlib import zapp
    >>> r = zapp.move(zapp.Position.from_text("G1:8 R1:9 R2:11 Y2:16"), "G1", 8)
    >>> [(f.wizard, f.mark) for f in move_trace(r).fates]
    [('G1', 'mover'), ('R1', 'banished'), ('R2', 'protected'), ('Y2', 'banished')]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from zzlib.core import plural

from .board import CITY, COLOURS, START, Board
from .position import Place, Position, colour_of

#: what an event of a move means for the wizard it names (rule id -> fate); a fate's name is
#: also the key of its mark in ``zzlib.look.zapp.MARKS``
FATE_OF_RULE: dict[str, str] = {
    "zapp.move.distance": "mover",
    "zapp.move.city": "city",
    "zapp.banish": "banished",
    "zapp.pro.banish": "banished",
    "zapp.banish.protected": "protected",
    "zapp.pro.protected": "tower",
    "zapp.banish.same_level": "same_level",
    "zapp.banish.too_weak": "too_weak",
    "zapp.banish.own": "own",
    "zapp.banish.overlook": "overlooked",
    "zapp.pro.carry": "carried",
    "zapp.pro.carry_end": "set_down",
    "zapp.pro.city": "set_down",
    "zapp.decide.stay": "set_down",
    "zapp.pro.city_own": "city",
    "zapp.pro.past_city": "round_again",
}


def place(v) -> Place:
    """A place as JSON gives it back: a field number, ``"start"`` or ``"city"``."""
    return v if v in (START, CITY) else int(v)


def as_position(position, colours=None) -> Position:
    """A ``Position`` from a Position, its text (``"G1:23 B1:1"``), a dict of places (a view's
    ``"position"``) or None (everyone on the start fields)."""
    if position is None:
        return Position.start(colours or COLOURS)
    if isinstance(position, Position):
        return position
    if isinstance(position, str):
        return Position.from_text(position, colours)
    if isinstance(position, Mapping):
        places = dict(position.items())
        cols = colours or sorted({colour_of(w) for w in places}, key=COLOURS.index)
        return Position.from_places(places, cols)
    raise ValueError(f"a position is a Position, its text or a dict of places, got {position!r}")


@dataclass(frozen=True)
class Fate:
    """What a move did to one wizard, and why.

    ``mark``: what happened (a value of ``FATE_OF_RULE``: the key of its mark in
    ``zzlib.look.zapp.MARKS``); ``rule``: the rule id that decided it;
    ``also``: further rules (where a carried wizard was set down, carried past its city);
    ``field``: where it stood before the move; ``to``: where it stands after;
    ``caught_up``: it stood on the landing field (caught up to, not passed); ``text``: the
    engine's sentence.
    """

    wizard: str
    mark: str
    rule: str
    field: Place
    to: Place
    caught_up: bool
    text: str
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class MoveTrace:
    """A move read from its result or events: the path, and every wizard's fate in path order
    (the mover first)."""

    wizard: str
    origin: Place
    path: tuple[int, ...]
    landing: Place  # a field, or "city"
    steps: int
    forfeited: int
    fates: tuple[Fate, ...]
    before: Position | None
    after: Position | None
    text: str

    @property
    def colour(self) -> str:
        return colour_of(self.wizard)

    @property
    def distance(self) -> int:
        return self.steps + self.forfeited

    def fate(self, wizard: str) -> Fate:
        for f in self.fates:
            if f.wizard == wizard:
                return f
        raise KeyError(f"{wizard} is not met by this move")

    def by_mark(self, mark: str) -> list[str]:
        """The wizards with ``mark`` (``"banished"``, ``"protected"``...), in path order."""
        return [f.wizard for f in self.fates if f.mark == mark]


def _event_parts(e) -> tuple[str, str, Mapping[str, Any]]:
    if isinstance(e, Mapping):
        return str(e.get("rule", "")), str(e.get("text", "")), e.get("data", {}) or {}
    return str(getattr(e, "rule", "")), str(getattr(e, "text", "")), getattr(e, "data", {}) or {}


def _events_of(result) -> tuple[list, Position | None]:
    """(events, position after) of a MoveResult, a log Entry, Entry.public() or events."""
    if hasattr(result, "events") and hasattr(result, "position") and hasattr(result, "banished"):
        return list(result.events), result.position
    if isinstance(result, Mapping) and "events" in result:
        return list(result["events"]), None
    if hasattr(result, "events"):
        return list(result.events), None
    if isinstance(result, Iterable) and not isinstance(result, (str, bytes)):
        return list(result), None
    raise ValueError(f"draw a move from zapp.move(...)'s result, a log entry or its events, "
                     f"not {result!r}")


def move_trace(result, before=None) -> MoveTrace:
    """Read a move: ``result`` is ``zapp.move(...)``'s ``MoveResult``, a game log ``Entry`` of
    a ``MoveWizard``, its ``public()`` dict, or the list of its events. ``before`` (the
    position before the move) is worked out from a ``MoveResult``; for events alone it may be
    given so that the drawing shows wizards the move did not meet too."""
    events, after = _events_of(result)
    if before is not None:
        before = as_position(before)
    parts = [_event_parts(e) for e in events]
    head = [p for p in parts if p[0] in ("zapp.move.distance", "zapp.move.city")]
    if not head:
        raise ValueError("these events hold no wizard's move (no zapp.move.distance or "
                         "zapp.move.city event)")
    rule0, text0, d0 = head[0]
    wizard = d0["wizard"]
    origin = place(d0["from"])
    path = tuple(int(f) for f in d0["path"])
    landing = CITY if rule0 == "zapp.move.city" else int(d0["to"])
    fates: list[Fate] = []
    seen: dict[str, int] = {}

    def add(w, mark, rule, field, to, text, also=()):
        field = place(field)
        seen[w] = len(fates)
        fates.append(Fate(w, mark, rule, field, to, field == landing, text, tuple(also)))

    carried_to: dict[str, tuple[Place, str]] = {}
    past: set[str] = set()
    for rule, text, d in parts:
        mark = FATE_OF_RULE.get(rule)
        if rule == "zapp.banish.same_level":
            for w in d["wizards"]:
                add(w, "same_level", rule, d["field"], d["field"], text)
        elif rule in ("zapp.banish.too_weak", "zapp.banish.own"):
            fields = d.get("fields")
            for k, w in enumerate(d["wizards"]):
                f = fields[k] if fields is not None else (before[w] if before is not None
                                                          else after[w] if after is not None
                                                          else None)
                if f is None:
                    raise ValueError(f"the events do not say where {w} stood; give before=")
                add(w, mark, rule, f, place(f), text)
        elif rule in ("zapp.banish", "zapp.pro.banish"):
            add(d["wizard"], "banished", rule, d["field"], START, text)
        elif rule in ("zapp.banish.protected", "zapp.pro.protected", "zapp.banish.overlook"):
            add(d["wizard"], mark, rule, d["field"], place(d["field"]), text)
        elif rule == "zapp.pro.carry":
            add(d["wizard"], "carried", rule, d["from"], place(d["from"]), text)
        elif rule in ("zapp.pro.carry_end", "zapp.pro.city", "zapp.decide.stay",
                      "zapp.pro.city_own"):
            carried_to[d["wizard"]] = (place(d["to"]), rule)
        elif rule == "zapp.pro.past_city":
            past.add(d["wizard"])
    for w, (to, rule) in carried_to.items():
        f = fates[seen[w]]
        also = (rule,) + (("zapp.pro.past_city",) if w in past else ())
        fates[seen[w]] = Fate(w, f.mark, f.rule, f.field, to, f.caught_up, f.text, also)
    order = {f: i for i, f in enumerate(path)}

    def where(fate: Fate) -> tuple:
        w = fate.wizard
        return (order.get(fate.field, -1), COLOURS.index(colour_of(w)), w)

    fates.sort(key=where)
    mover = Fate(wizard, "city" if landing == CITY else "mover", rule0, origin, landing, False,
                 text0)
    if before is None and after is not None:
        changes: dict[str, Place] = {wizard: origin}
        for f in fates:
            if f.to != f.field:
                changes[f.wizard] = f.field
        before = after.moved(changes)
    return MoveTrace(wizard, origin, path, landing, int(d0["steps"]), int(d0["forfeited"]),
                     (mover, *fates), before, after, text0)


def _field_words(board: Board, f: Place, colour: str | None = None) -> str:
    if f == START:
        return f"the {colour} start" if colour else "the start field"
    if f == CITY:
        return f"the {colour} city" if colour else "the city"
    return board.describe(f)


def fate_sentence(trace: MoveTrace, fate: Fate, board: Board | None = None) -> str:
    """One plain line: the wizard, where it stood, what happened and why (no rule id)."""
    board = board or Board.standard()
    w, c = fate.wizard, colour_of(fate.wizard)
    at = _field_words(board, fate.field, c)
    mover = trace.wizard
    verb = "caught up to" if fate.caught_up else "passed"
    if fate.mark in ("mover", "city"):
        if trace.landing == CITY:
            extra = f"; {plural(trace.forfeited, 'step')} forfeited" if trace.forfeited else ""
            return (f"{w} moves {plural(trace.steps, 'field')} from {at} into the {c} "
                    f"city{extra}")
        return f"{w} moves {plural(trace.steps, 'field')} from {at} to {board.describe(fate.to)}"
    if fate.mark == "banished":
        if fate.rule == "zapp.pro.banish":
            why = f"on a carry-along field without a {c} tower"
        else:
            why = f"outside the {c} protective zone"
        return f"{w} on {at}: {verb} {why}, so banished back to the {c} start"
    if fate.mark == "protected":
        return f"{w} on {at}: {verb} on its own protective field, so it cannot be banished"
    if fate.mark == "tower":
        return (f"{w} on {at}: {verb} on a carry-along field with a {c} tower, so it is "
                "protected")
    if fate.mark == "same_level":
        return f"{w} on {at}: shares {mover}'s starting field, so it is not passed (same level)"
    if fate.mark == "too_weak":
        return (f"{w} on {at}: {verb}, but {mover} comes from its start field and is too weak "
                "to banish")
    if fate.mark == "own":
        return f"{w} on {at}: {verb}; it is {mover}'s own colour, never banished"
    if fate.mark == "overlooked":
        return f"{w} on {at}: {verb}, but {mover} chose to overlook it: lucky, it stays"
    if fate.mark == "carried":
        if fate.to == CITY:
            dest = f"comes along into the {colour_of(mover)} city"
        elif trace.landing == CITY and "zapp.decide.stay" in fate.also:
            dest = f"left on field {fate.to} in front of the city"
        elif trace.landing == CITY:
            dest = f"set down on field {fate.to}, in front of the {colour_of(mover)} city"
        else:
            dest = f"ends with {mover} on field {fate.to}"
        tail = "; carried past its own city, it must go round again" if (
            "zapp.pro.past_city" in fate.also) else ""
        return f"{w} on {at}: carried along by {mover}, {dest}{tail}"
    return f"{w} on {at}: {fate.text}"  # pragma: no cover - every mark is handled above


__all__ = ["Fate", "MoveTrace", "move_trace", "fate_sentence", "FATE_OF_RULE", "as_position",
           "place"]
