"""``ZappBoard``: Zapp Zerapp in a notebook, on the shared ``GameWidget``.

The base (``widgets/base.py``) holds the request protocol, refusals, undo, time travel, "play on
from here", the event list, bots and the hot seat. This file adds the track, the plateau and
Zapp Zerapp's own requests (besides the base's ``play``, ``step``, ``auto``, ``undo``,
``view``, ``resume``/``confirm``/``cancel``, ``reveal``; every request may carry
``"id": int``, echoed in ``ack``):

- ``{"action": "shake", "barrel": "C"}``: the seat choosing shakes barrel C and sees its own
  rattle reading (``game.shake``); the barrel is then the one offered to set down
- ``{"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "C"}}``
- ``{"action": "pick", "wizard": "G1", "spare": [...], "carry": [...], "stay": [...]}``: the
  mover's preview: where G1 would land and what would happen to every wizard it meets, with
  these choices (checked against the legal moves); ``"wizard": null`` drops it
- ``{"action": "play", "move": {"type": "MoveWizard", "player": "green", "wizard": "G1",
  "spare": [], "carry": [], "stay": []}}``
- ``{"action": "edit", "on": true}``; ``{"action": "place", "wizard": "G1", "to": 5}`` (a field,
  ``"start"`` or ``"city"``); ``{"action": "paste", "text": "G1:23 B1:1"}``; ``{"action":
  "start"}`` a new game from the edited position (the engine's option ``position``)

Everything drawn comes from ``game.view(seat)`` (positions, dice, barrels taken, numbers once
revealed), the public log entries (each move read by ``zzlib.zapp.trace``), the seat's own
rattle readings (``game.shake`` answers only the seat choosing) and ``zzlib.look.zapp``
(colours, letters, shapes, marks and the board's geometry, as in the drawings).
"""

from __future__ import annotations

import functools
import json
import pathlib

import traitlets as t

from zzlib import zapp
from zzlib.core import IllegalMove, and_join
from zzlib.look import zapp as look
from zzlib.zapp.board import CITY, START
from zzlib.zapp.position import colour_of
from zzlib.zapp.trace import as_position, fate_sentence, move_trace

from .base import GameWidget, Refused, Shown, excerpt

HERE = pathlib.Path(__file__).parent
MAX_TEXT = 300  # characters accepted in a pasted position
MOVE_RULES = ("zapp.move.distance", "zapp.move.city")
PHASES = {
    "shuffle": "new round",
    "roll": "1: magic number",
    "choose": "2: shaking barrels",
    "reveal": "2: reveal",
    "move": "3: moving",
    "over": "game over",
}
EDITING = {
    "phase": "edit",
    "heading": "Editing a position.",
    "help": "Edit mode: click a wizard, then the field, start or city to put it on; or paste "
            "a position as text below. Then press 'Start a game here'.",
    "refusal": "leave the editor first (Start a game here, or Cancel editing)",
}


@functools.lru_cache(maxsize=8)
def _geometry(board_json: str) -> dict:
    return look.geometry(zapp.Board.from_dict(json.loads(board_json)))


def _names_list(value, what: str) -> frozenset[str]:
    """A list of wizard names from the page, or a refusal naming ``what``."""
    if value is None:
        return frozenset()
    if not isinstance(value, list) or len(value) > 12:
        raise Refused(f"'{what}' must be a list of at most 12 wizard names, got {excerpt(value)}")
    for x in value:
        if not isinstance(x, str) or len(x) != 2:
            raise Refused(f"'{what}' holds wizard names such as 'Y1', got {excerpt(x)}")
    return frozenset(value)


class ZappBoard(GameWidget):
    """A Zapp Zerapp game you can play by clicking: shake barrels, set one down, move wizards.

    ``ZappBoard(game, seat="red", bots={"green": zapp.bots.sensible, ...})`` shows ``game`` (a
    ``zzlib.zapp.Game``) as ``seat`` sees it and plays on it; the bots play the other seats
    (automatic steps and their moves run after each of yours). ``hotseat=True`` passes one
    screen between several people: each sees only their own readings. ``ZappBoard(seed=...,
    **options)`` starts a new game. ``step_ms`` is the pause between two fields of a move's
    animation (0: none). After *Start a game here* in the editor, ``board.game`` is that new
    game; if you change the game from code, call ``board.refresh()``.
    """

    GAME = zapp.Game
    TITLE = "Zapp Zerapp"
    PREFIX = "zapp"
    MODULE = HERE / "zapp.js"
    STYLE = HERE / "zapp.css"
    MAX_VALUES = 100
    PHASE_HELP = {
        "shuffle": "A new round: the barrels are shuffled next (automatic step).",
        "roll": "Phase 1: the magic number is rolled next (automatic step).",
        "choose": "Phase 2: press barrels on the plateau to shake them and read how many stones "
                  "rattle inside; then set one down.",
        "reveal": "Every barrel is down: they are turned over next (automatic step).",
        "move": "Phase 3: click one of your outlined wizards to see where it would land and whom "
                "it would banish; then press Move.",
    }
    STEP_NAMES = {
        "shuffle": "the barrels are shuffled",
        "roll": "the two dice are rolled",
        "reveal": "the barrels are turned over",
    }
    REQUESTS = {
        "shake": "_on_shake",
        "pick": "_on_pick",
        "edit": "_on_edit",
        "place": "_on_place",
        "paste": "_on_paste",
        "start": "_on_start",
    }

    spots = t.Dict().tag(sync=True)
    movable = t.List(t.Unicode()).tag(sync=True)
    plateau = t.List(t.Dict()).tag(sync=True)
    selected = t.Unicode("").tag(sync=True)
    shaken = t.Dict().tag(sync=True)
    preview = t.Dict().tag(sync=True)
    passes = t.Dict().tag(sync=True)
    editing = t.Bool(False).tag(sync=True)
    draft = t.Dict().tag(sync=True)
    #: milliseconds between two fields of a move's animation (0: no animation)
    step_ms = t.Int(140).tag(sync=True)

    def __init__(self, game=None, *, step_ms: int = 140, **kwargs):
        self._draft: zapp.Position | None = None  # the position being edited
        self._draft_pick: str | None = None  # the wizard the editor will place next
        self._pick: zapp.MoveWizard | None = None  # the mover's previewed move
        self._shakes: dict[str, tuple[object, dict[str, float]]] = {}  # seat -> (roll, readings)
        self._selected: str | None = None
        self._selected_in = None  # the roll (log entry) of the round the selection belongs to
        self._shake_seq = 0
        self._shaken: dict = {}
        self._pass_seq = 0
        self._pass_cache: tuple[tuple, dict] | None = None
        self._spot_cache: dict = {}
        super().__init__(game, **kwargs)
        self.step_ms = step_ms

    # -- the base's hooks -------------------------------------------------------------------
    def _look(self) -> dict:
        return {**look.vocabulary(), "glyphs": look.page(look.COLOUR_GLYPHS.values()),
                "note": "Clockwise ↻. Fields: R G B Y are each guild's protective fields, W white "
                        "fields with two towers ⬠ (in the Pro version: carry-along fields). "
                        "Marks: " + ", ".join(look.legend_lines()) + "."}

    def _where(self) -> str:
        return f"round {self.game.view(None)['round']}"

    def _mode(self):
        return EDITING if self._draft is not None else None

    def _result_text(self, result) -> str:
        winner = result.winners[0]
        home = ", ".join(f"{p} {n}" for p, n in result.scores.items())
        return f"{winner} wins: all three {winner} wizards are in the city (in the city: {home})."

    def _stats(self, shown: Shown, traits: dict) -> list:
        v = shown.view
        items = [("Round", v["round"]), ("Phase", PHASES.get(v["phase"], v["phase"]))]
        if v["magic"] is not None:
            d1, d2 = v["dice"]
            items.append(("Magic number", f"{d1} + {d2} = {v['magic']}"))
        seat = shown.seat
        if seat and v["chosen"].get(seat):
            n = v["revealed"].get(seat)
            items.append(("Your barrel", f"{v['chosen'][seat]} = {n}" if n is not None
                          else f"{v['chosen'][seat]} (secret until the reveal)"))
        if v["revealed"]:
            order = sorted(v["revealed"].items(), key=lambda pn: -pn[1])
            moving = [f"{p} {n}" for p, n in order if n <= v["magic"]]
            items.append(("Move order", ", ".join(moving) if moving else "nobody moves"))
        pos = v["position"]
        home = " · ".join(f"{look.LETTER[p]} {sum(1 for w in pos if colour_of(w) == p and pos[w] == CITY)}"
                          for p in v["players"])
        items.append(("In the city", home))
        return items

    def _show(self, shown: Shown) -> dict:
        v = shown.view
        g = self.game
        board = g.board
        players = v["players"]
        if self._draft is not None:
            pos = self._draft
        else:
            pos = self._position(v)
        mine = bool(shown.legal)
        seat = shown.seat
        movable = []
        if mine and v["phase"] == "move":
            movable = [w for w in pos.wizards(seat) if pos[w] != CITY
                       and zapp.MoveWizard(seat, w) in shown.legal]
        if not (mine and v["phase"] == "move" and self._pick is not None
                and self._pick.player == seat):
            self._pick = None
        if not (mine and v["phase"] == "choose") or self._selected_in is not self._roll_entry():
            self._selected = None  # a reading belongs to its round: a new round starts clean
            self._selected_in = None
        editing = self._draft is not None
        return {
            "geometry": _geometry(json.dumps(board.to_dict(), sort_keys=True)),
            "spots": self._spots(pos),
            "movable": movable,
            "plateau": self._plateau(shown),
            "selected": self._selected or "",
            "shaken": self._shaken if self._selected else {},
            "preview": self._preview(shown, pos) if self._pick is not None else {},
            "passes": {} if editing else self._passes(shown),
            "editing": editing,
            "draft": ({"text": self._draft.to_text(), "pick": self._draft_pick or "",
                       "players": players} if editing else {}),
        }

    # -- Zapp Zerapp's own requests ---------------------------------------------------------
    def _on_shake(self, content):
        self._check_now()
        self._check_my_turn()
        barrel = content.get("barrel")
        if not isinstance(barrel, str) or len(barrel) != 1:
            raise Refused(f"'barrel' must be a letter A-M, got {excerpt(barrel)}")
        seat = self._seat
        reading = self.game.shake(barrel, player=seat)  # the engine checks the rest
        roll = self._roll_entry()
        kept = self._shakes.get(seat)
        readings = dict(kept[1]) if kept and kept[0] is roll else {}
        readings[barrel] = round(reading, 1)
        self._shakes[seat] = (roll, readings)
        self._selected, self._selected_in = barrel, roll
        self._shake_seq += 1
        self._shaken = {"barrel": barrel, "reading": readings[barrel], "seq": self._shake_seq}
        return {}

    def _on_pick(self, content):
        self._check_now()
        self._check_my_turn()
        wizard = content.get("wizard")
        if wizard is None:
            self._pick = None
            return {}
        g = self.game
        if g.phase != "move":
            raise Refused("wizards move in phase 3, after the reveal")
        if not isinstance(wizard, str) or len(wizard) != 2:
            raise Refused(f"'wizard' must be a wizard's name such as 'G1', got {excerpt(wizard)}")
        move = zapp.MoveWizard(self._seat, wizard, carry=_names_list(content.get("carry"), "carry"),
                               spare=_names_list(content.get("spare"), "spare"),
                               stay=_names_list(content.get("stay"), "stay"))
        if move not in g.legal_moves():
            v = g.view(self._seat)
            # the engine's own refusal names the rule (a wizard of another colour, a choice the
            # rules do not allow...)
            if wizard not in v["position"] or colour_of(wizard) != self._seat:
                raise IllegalMove("zapp.move.choose",
                                       f"{excerpt(wizard)} is not one of {self._seat}'s wizards")
            zapp.move(self._position(v), wizard, v["revealed"][self._seat], board=g.board,
                      pro=g.pro, carry=move.carry, spare=move.spare, stay=move.stay)
            raise Refused(f"{move} is not a legal move now")
        self._pick = move
        return {}

    def _on_edit(self, content):
        on = content.get("on")
        if not isinstance(on, bool):
            raise Refused("'on' must be true or false")
        if on and self._draft is None:
            self._draft = self._position(self.game.view(self._seat, at=self.index))
        elif not on:
            self._draft = None
        self._draft_pick = None
        self._pick = None
        return {}

    def _on_place(self, content):
        if self._draft is None:
            raise Refused("turn on the editor to place wizards")
        wizard = content.get("wizard")
        if not isinstance(wizard, str) or wizard not in self._draft:
            raise Refused(f"'wizard' must be a wizard in play ({' '.join(self._draft)}), "
                          f"got {excerpt(wizard)}")
        if "to" not in content:
            self._draft_pick = None if self._draft_pick == wizard else wizard
            return {}
        to = content.get("to")
        size = self.game.board.size
        if to not in (START, CITY) and (isinstance(to, bool) or not isinstance(to, int)
                                         or not 0 <= to < size):
            raise Refused(f"'to' must be a field 0-{size - 1}, 'start' or 'city', "
                          f"got {excerpt(to)}")
        self._draft = self._draft.moved({wizard: to})
        self._draft_pick = None
        return {}

    def _on_paste(self, content):
        if self._draft is None:
            raise Refused("turn on the editor to paste a position")
        text = content.get("text")
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, got {excerpt(text)}")
        if len(text) > MAX_TEXT:
            raise Refused(f"a position is at most {MAX_TEXT} characters, got {len(text)}")
        g = self.game
        self._draft = zapp.Position.from_text(text, colours=g.seats, size=g.board.size)
        self._draft_pick = None
        return {}

    def _on_start(self, content):
        if self._draft is None:
            raise Refused("turn on the editor first")
        g = self.game
        options = {**g.given_options, "position": self._draft.to_text()}
        # a fresh seed: the old game's would put every barrel it revealed back
        # where it was (a ValueError names the option's problem)
        self.game = type(g).new(**options)
        self._draft = self._draft_pick = None
        self._marks.clear()
        self._rng_at.clear()
        self._shakes.clear()
        before = len(self.game.log)
        if self.autoplay:
            self._run()
        self._note("New game from the edited position.", before)
        self._pass_screen()
        return {"index": len(self.game.log) - 1}

    # -- what the page shows ----------------------------------------------------------------
    def _position(self, view) -> zapp.Position:
        return as_position(view["position"], colours=view["players"])

    def _spots(self, pos: zapp.Position) -> dict:
        """Where the page draws each wizard of ``pos`` (SVG units), as the drawings place them."""
        key = (self.game.board, pos)
        if key not in self._spot_cache:
            if len(self._spot_cache) > 64:
                self._spot_cache.clear()
            self._spot_cache[key] = {w: look.svg_xy(xy) for w, xy in
                                     look.places_xy(self.game.board, pos).items()}
        return self._spot_cache[key]

    def _roll_entry(self):
        """The log entry that rolled this round's magic number (and drew its rattle noise)."""
        for e in reversed(self.game.log):
            if e.kind == "auto" and e.step == "roll":
                return e
        return None

    def _plateau(self, shown: Shown) -> list[dict]:
        """The 13 barrels as the seat shown sees them: who took which, the numbers once
        revealed, and that seat's own rattle readings of this round (never another seat's)."""
        v = shown.view
        readings = {}
        kept = self._shakes.get(shown.seat) if shown.seat else None
        if kept and shown.now and kept[0] is self._roll_entry() and v["round"]:
            readings = kept[1]
        taker = {b: p for p, b in v["chosen"].items()}
        open_ = set(v["on_plateau"])
        out = []
        for label in zapp.LABELS:
            p = taker.get(label)
            n = v["revealed"].get(p) if p else None
            out.append({
                "label": label,
                "open": label in open_,  # on the plateau while barrels are chosen
                "taker": p or "",
                "number": n,
                "too_high": n is not None and n > v["magic"],
                "moved": bool(p) and n is not None and n <= v["magic"] and p not in v["movers"],
                "reading": readings.get(label),
            })
        return out

    def _fates(self, tr) -> list[dict]:
        rules = self.game.RULES
        board = self.game.board
        return [{
            "wizard": f.wizard,
            "mark": f.mark,
            "rule": f.rule,
            "title": rules[f.rule].title,
            "field": f.field,
            "to": f.to,
            "caught_up": f.caught_up,
            "sentence": fate_sentence(tr, f, board),
        } for f in tr.fates]

    def _preview(self, shown: Shown, pos: zapp.Position) -> dict:
        """Where the picked wizard would land and what would happen to each wizard it meets,
        with the mover's choices (overlook, carry, leave in front of the city) that the legal
        moves allow."""
        m = self._pick
        g = self.game
        v = shown.view
        d = v["revealed"][m.player]
        reach = zapp.reach(pos, m.wizard, d, g.board, g.pro)
        result = zapp.move(pos, m.wizard, d, board=g.board, pro=g.pro, carry=m.carry,
                           spare=m.spare, stay=m.stay)
        tr = move_trace(result)
        choices = [{"wizard": x, "kind": "spare", "on": x in m.spare,
                    "label": f"Overlook {x} (it stays)"} for x in reach.banishable]
        for x in reach.carriable:
            choices.append({"wizard": x, "kind": "carry", "on": x in m.carry,
                            "label": f"Carry {x} along"})
            if reach.enters_city and colour_of(x) == m.player and x in m.carry:
                choices.append({"wizard": x, "kind": "stay", "on": x in m.stay,
                                "label": f"Leave {x} in front of the city"})
        banished = sorted(result.banished, key=lambda w: [f.wizard for f in tr.fates].index(w))
        where = ("into the city" if reach.enters_city
                 else f"to {g.board.describe(reach.landing)}")
        text = (f"{m.wizard} moves {tr.steps} field{'s' if tr.steps != 1 else ''} {where}"
                + (f" ({tr.forfeited} forfeited)" if tr.forfeited else "")
                + f"; banishes {and_join(banished, empty='nobody')}.")
        if reach.enters_city:
            ghost_at = self._spots(result.position)[m.wizard]
        else:  # the first free row of the landing field, clear of whoever stands there
            k = 2 * ((len([x for x in pos.on(reach.landing) if x != m.wizard]) + 1) // 2)
            ghost_at = look.svg_xy(look.slot(reach.landing, k, k + 1))
        return {
            "wizard": m.wizard,
            "distance": d,
            "ghost_at": ghost_at,
            "path": list(reach.path),
            "landing": CITY if reach.enters_city else reach.landing,
            "fates": self._fates(tr),
            "choices": choices,
            "after": self._spots(result.position),
            "text": text,
            "move": {"type": "MoveWizard", "player": m.player, "wizard": m.wizard,
                     "carry": sorted(m.carry), "spare": sorted(m.spare),
                     "stay": sorted(m.stay)},
        }

    def _passes(self, shown: Shown) -> dict:
        """The moves among the listed log entries, each read by the trace (public events and
        the positions before and after, as the seat shown saw them); ``animate`` on the first
        showing after the step that played them."""
        g = self.game
        log = g.log
        first = shown.first
        entries = log[first:first + len(shown.entries)]
        key = (shown.seat, first, tuple(entries))
        cache = self._pass_cache
        if (cache is not None and not shown.fresh and cache[0][:2] == key[:2]
                and len(cache[0][2]) == len(entries)
                and all(a is b for a, b in zip(cache[0][2], entries))):
            return {**cache[1], "animate": False} if cache[1] else {}
        moves = []
        for k, p in enumerate(shown.entries, start=first):
            if p["kind"] != "move" or not any(e["rule"] in MOVE_RULES for e in p["events"]):
                continue
            before = self._position(g.view(shown.seat, at=k - 1))
            after = self._position(g.view(shown.seat, at=k))
            tr = move_trace(p, before=before)
            moves.append({
                "player": p["player"],
                "wizard": tr.wizard,
                "path": list(tr.path),
                "landing": tr.landing,
                "steps": tr.steps,
                "forfeited": tr.forfeited,
                "fates": self._fates(tr),
                "before": self._spots(before),
                "after": self._spots(after),
                "text": p["move"],
            })
        out = {}
        if moves:
            if shown.fresh:
                self._pass_seq += 1
            out = {"seq": self._pass_seq, "moves": moves,
                   "animate": bool(shown.fresh and shown.index == shown.last)}
        self._pass_cache = (key, out)
        return out



__all__ = ["ZappBoard"]
