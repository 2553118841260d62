"""``ZotBoard``: a playable Jasper and Zot board for notebooks (anywidget, plain ES module).

The Python side owns everything. The browser only sends small requests (``{"action": ...}``)
through ``model.send``; each is checked here, turned into an engine move or a view change,
and answered by new trait values. A request that is malformed or illegal changes nothing and
shows the reason (for an illegal move, the engine's reason and the rule it cites). Trait
changes coming from the browser are refused the same way: the kernel's game is the only truth.

Requests (``content`` of a custom message; every one may carry ``"id": int``, echoed in ``ack``):

- ``{"action": "play", "move": {"type": "MoveShoot", "column": 3, "spell": "fire"}}``
  (also ``StartJasper`` and ``Place``; the fields are the move dataclass's fields)
- ``{"action": "aim", "column": 3}``: where Jasper will walk before casting
- ``{"action": "step"}`` one automatic step; ``{"action": "auto"}`` all of them until a decision
- ``{"action": "undo"}``; ``{"action": "view", "index": i}`` time travel through ``game.states``;
  ``{"action": "resume"}`` play on from the state on view (later steps are dropped)
- ``{"action": "edit", "on": true}``; ``{"action": "cycle", "square": [r, c]}``;
  ``{"action": "paste", "text": "..."}``; ``{"action": "start"}`` a new game from the edited
  position (the engine's option ``board=<text>``)
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets as t

from zzlib.core import IllegalMove, from_jsonable

HERE = pathlib.Path(__file__).parent
MAX_TEXT = 2000  # characters accepted in a pasted position
#: the order in which a click in edit mode cycles a square's contents
EDIT_CYCLE = (".", "Z", "F", "B", "M", "*", "z", "f", "b", "m", "P")
SPELLS = {"flower": "flower", "fire": "fire", "none": None}
PHASE_HELP = {
    "setup": "Setup: click a square of the garden path to place Jasper.",
    "descend": "Descend: Zot's tokens move next (automatic step).",
    "roll": "Place: the dice are rolled next (automatic step).",
    "place": "Place: pick where Zot's new tokens go.",
    "move_shoot": "Move & Shoot: click a path square within reach, then pick a spell.",
    "smash": "Smash: zombies next to a pumpkin smash it (automatic step).",
    "over": "The game is over.",
}


class Refused(ValueError):
    """A request from the browser that is malformed or not allowed now."""


def _int(value: Any, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refused(f"{name} must be a whole number, got {value!r}")
    if not lo <= value <= hi:
        raise Refused(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def _square(sq: Any) -> list[int]:
    return [int(x) for x in sq]


class ZotBoard(anywidget.AnyWidget):
    """A Jasper and Zot game you can play by clicking.

    ``ZotBoard(game)`` shows ``game`` (a ``zzlib.zot.Game``) and plays on it: moves made in the
    widget are moves of ``game``. ``ZotBoard()`` starts a new game (``seed`` and options as
    keywords). After a new game is started from the editor, ``board.game`` is that new game.
    If you change the game from code, call ``board.refresh()``.
    """

    _esm = HERE / "zot.js"
    _css = HERE / "zot.css"

    # Everything below is written by Python only (see set_state).
    rows = t.List(t.Unicode()).tag(sync=True)
    phase = t.Unicode("").tag(sync=True)
    to_move = t.Unicode("").tag(sync=True)
    help = t.Unicode("").tag(sync=True)
    status = t.Dict().tag(sync=True)
    reach = t.List(t.Int()).tag(sync=True)
    aim = t.Int(0).tag(sync=True)
    spells = t.List(t.Unicode()).tag(sync=True)
    placements = t.List(t.Dict()).tag(sync=True)
    heading = t.Unicode("").tag(sync=True)
    events = t.List(t.Dict()).tag(sync=True)
    error = t.Dict().tag(sync=True)
    chain = t.Dict().tag(sync=True)
    history = t.List(t.Unicode()).tag(sync=True)
    index = t.Int(0).tag(sync=True)
    editing = t.Bool(False).tag(sync=True)
    text = t.Unicode("").tag(sync=True)
    ack = t.Int(0).tag(sync=True)
    #: milliseconds between two squares of a spell's chain lighting up (0: no animation)
    chain_delay = t.Int(250).tag(sync=True)

    def __init__(self, game=None, *, seed: int = 0, chain_delay: int = 250, **options):
        if game is None:
            from zzlib import zot

            game = zot.Game.new(seed=seed, **options)
        elif options:
            raise ValueError("give either a game or options for a new one, not both")
        super().__init__(chain_delay=chain_delay)
        self.game = game
        self._draft = None  # the board being edited
        self._last_events: list = []
        self._last_heading = "New game."
        self._chain_seq = 0
        self._fresh_chain: dict = {}
        self.on_msg(self._on_msg)
        self.refresh()

    def __repr__(self) -> str:
        g = self.game
        return (
            f"ZotBoard: Jasper and Zot, seed {g.seed}, turn {getattr(g.state, 'turn', '?')}, "
            f"{g.phase} (run the notebook to play)"
        )

    # -- Python API (the same things the buttons do) -----------------------
    def play(self, move) -> list:
        """Play ``move`` (an engine move) as if it came from the widget."""
        return self._do(lambda: self._play(move))

    def advance(self) -> list:
        """Run the automatic steps until Jasper must decide."""
        return self._do(self._advance)

    def undo(self) -> None:
        self._do(self._undo)

    def refresh(self) -> None:
        """Show the game as it is now (call after changing ``board.game`` from code)."""
        self._draft = None
        entry = self.game.log[-1]
        if entry.kind != "start":
            head = f"{entry.player}: {entry.move}" if entry.kind == "move" else f"[{entry.step}]"
            self._last_heading = f"Last step: {head}"
            self._last_events = list(entry.events)
            self._fresh_chain = self._chain_between(len(self.game.log) - 1, len(self.game.log), False)
        self._push(index=len(self.game.states) - 1, editing=False, error={})

    def _do(self, fn):
        self._guard(self.ack, fn)
        if self.error:
            raise ValueError(self.error["text"])
        return self._last_events

    # -- browser requests ---------------------------------------------------
    def _on_msg(self, _widget, content, _buffers) -> None:
        self.handle(content)

    def handle(self, content: Any) -> None:
        """Check one request from the browser and act on it, or refuse it (nothing changes)."""
        req = content.get("id") if isinstance(content, dict) else None
        ok = isinstance(req, int) and not isinstance(req, bool) and 0 <= req < 2**31
        ack = req if ok else self.ack

        def run():
            if not isinstance(content, dict):
                raise Refused("a request must be a JSON object")
            action = content.get("action")
            handler = self._HANDLERS.get(action) if isinstance(action, str) else None
            if handler is None:
                raise Refused(f"unknown action {action!r}")
            return handler(self, content)

        self._guard(ack, run)

    def _guard(self, ack: int, fn) -> None:
        """Run ``fn``; if it raises, show why and change nothing, else show the new position."""
        try:
            changes = fn() or {}
        except IllegalMove as e:
            self._refuse(ack, e.reason, e.rule)
            return
        except (Refused, ValueError, TypeError, KeyError) as e:
            self._refuse(ack, str(e), None)
            return
        self._push(ack=ack, error={}, **changes)

    def _refuse(self, ack: int, text: str, rule: str | None) -> None:
        info = {"text": text}
        r = self.game.RULES.get(rule) if rule else None
        if r is not None:
            info.update(rule=r.id, title=r.title, quote=r.quote, section=r.section)
        with self.hold_sync():
            self.error = info
            self.ack = ack

    def set_state(self, sync_data) -> None:
        """Refuse trait changes from the browser and send the kernel's values back."""
        keys = [k for k in sync_data if k in self.keys and not k.startswith("_")]
        if keys:
            self.send_state(keys)

    # -- handlers: each returns trait changes, or raises (then nothing changed) --
    def _now(self) -> None:
        if self.editing:
            raise Refused("leave the editor first (Start game or Cancel)")
        if self.index != len(self.game.states) - 1:
            raise Refused(
                "you are looking at an earlier position: press 'Back to now' or "
                "'Play on from here' first"
            )

    def _on_play(self, content):
        self._now()
        data = content.get("move")
        if not isinstance(data, dict):
            raise Refused("'move' must be an object with a 'type'")
        by_name = {m.__name__: m for m in self.game.MOVES}
        kind = data.get("type")
        if kind not in by_name:
            raise Refused(f"unknown move type {kind!r}: expected one of {sorted(by_name)}")
        fields = {k: v for k, v in data.items() if k != "type"}
        if kind == "MoveShoot" and fields.get("spell") == "none":
            fields["spell"] = None
        move = from_jsonable(by_name[kind], fields, "move")
        self._play(move)
        return {}

    def _play(self, move):
        self._now()
        who = self.game.to_move or "Jasper"
        before = len(self.game.log)
        events = self.game.play(move)
        self._note(f"{who}: {move}", events, before)

    def _note(self, heading: str, events, before: int) -> None:
        self._last_events = list(events)
        self._last_heading = heading
        self._fresh_chain = self._chain_between(before, len(self.game.log), animate=True)

    def _on_aim(self, content):
        self._now()
        col = _int(content.get("column"), "column", 1, self.game.state.board.cols)
        if col not in self._reach():
            raise Refused(
                f"Jasper cannot reach column {col} now: he may walk up to three squares "
                "along the garden path"
            )
        return {"aim": col}

    def _advance(self):
        self._now()
        if self.game.is_over:
            raise Refused("the game is over")
        if self.game.to_move is not None:
            raise Refused(f"{self.game.to_move} decides now: nothing automatic to run")
        before = len(self.game.log)
        events = self.game.advance()
        self._note("Automatic steps: " + self._steps(before), events, before)

    def _on_auto(self, content):
        self._advance()
        return {}

    def _on_step(self, content):
        self._now()
        if self.game.is_over:
            raise Refused("the game is over")
        if self.game.to_move is not None:
            raise Refused(f"{self.game.to_move} decides now: nothing automatic to run")
        before = len(self.game.log)
        events = self.game.step()
        self._note("Automatic step: " + self._steps(before), events, before)
        return {}

    def _steps(self, before: int) -> str:
        names = [e.step for e in self.game.log[before:]]
        return ", ".join(n.replace("_", " ") for n in names) or "none"

    def _undo(self):
        if self.editing:
            raise Refused("leave the editor first (Start game or Cancel)")
        entry = self.game.undo()  # ValueError when nothing to undo
        self._last_events = []
        self._last_heading = f"Took back: {entry.move}"
        self._fresh_chain = {}

    def _on_undo(self, content):
        self._undo()
        return {"index": len(self.game.states) - 1}

    def _on_view(self, content):
        if self.editing:
            raise Refused("leave the editor first (Start game or Cancel)")
        i = _int(content.get("index"), "index", 0, len(self.game.states) - 1)
        return {"index": i}

    def _on_resume(self, content):
        if self.editing:
            raise Refused("leave the editor first (Start game or Cancel)")
        i = self.index
        if i != len(self.game.states) - 1:
            self.game.rewind(i)
            self._last_events = list(self.game.log[i].events)
            self._last_heading = f"Playing on from position {i}."
            self._fresh_chain = {}
        return {"index": len(self.game.states) - 1}

    def _on_edit(self, content):
        on = content.get("on")
        if not isinstance(on, bool):
            raise Refused("'on' must be true or false")
        if on:
            self._draft = self.game.states[self.index].board
            return {"editing": True}
        self._draft = None
        return {"editing": False}

    def _on_cycle(self, content):
        if not self.editing:
            raise Refused("turn on the editor to change squares")
        sq = content.get("square")
        if not isinstance(sq, list) or len(sq) != 2:
            raise Refused("'square' must be [row, column]")
        b = self._draft
        r = _int(sq[0], "row", 0, b.rows - 1)
        c = _int(sq[1], "column", 1, b.cols)
        lines = b.to_text().splitlines()
        if r == b.rows - 1:
            lines[r] = "".join("J" if k == c else "." for k in range(1, b.cols + 1))
            self._draft = type(b).from_text("\n".join(lines))
            return {}
        now = lines[r][c - 1]
        order = EDIT_CYCLE[EDIT_CYCLE.index(now) + 1 :] + EDIT_CYCLE if now in EDIT_CYCLE else EDIT_CYCLE
        for glyph in order:
            trial = list(lines)
            trial[r] = trial[r][: c - 1] + glyph + trial[r][c:]
            try:
                self._draft = type(b).from_text("\n".join(trial))
            except ValueError:
                continue
            return {}
        raise Refused(f"square ({r}, {c}) cannot be changed")

    def _on_paste(self, content):
        if not self.editing:
            raise Refused("turn on the editor to paste a position")
        text = content.get("text")
        if not isinstance(text, str):
            raise Refused("'text' must be a string")
        if len(text) > MAX_TEXT:
            raise Refused(f"a position is at most {MAX_TEXT} characters")
        self._draft = type(self._draft).from_text(text)
        return {}

    def _on_start(self, content):
        if not self.editing:
            raise Refused("turn on the editor first")
        g = self.game
        options = {**g.given_options, "board": self._draft.to_text()}
        self.game = type(g).new(g.seed, **options)
        self._draft = None
        self._last_events = []
        self._last_heading = "New game from the edited position."
        self._fresh_chain = {}
        return {"editing": False, "index": len(self.game.states) - 1}

    _HANDLERS = {
        "play": _on_play,
        "aim": _on_aim,
        "auto": _on_auto,
        "step": _on_step,
        "undo": _on_undo,
        "view": _on_view,
        "resume": _on_resume,
        "edit": _on_edit,
        "cycle": _on_cycle,
        "paste": _on_paste,
        "start": _on_start,
    }

    # -- what the browser shows ----------------------------------------------
    def _reach(self) -> list[int]:
        cols = set()
        for m in self.game.legal_moves():
            name = type(m).__name__
            if name in ("MoveShoot", "StartJasper"):
                cols.add(m.column)
        return sorted(cols)

    def _spells(self, aim: int) -> list[str]:
        out = []
        for m in self.game.legal_moves():
            if type(m).__name__ == "MoveShoot" and m.column == aim:
                out.append("none" if m.spell is None else m.spell)
        return [s for s in SPELLS if s in out]

    def _placements(self) -> list[dict]:
        seen, out = set(), []
        for m in self.game.legal_moves():
            if type(m).__name__ != "Place":
                continue
            key = tuple(sorted(zip(m.cells, m.tokens)))
            if key in seen:
                continue
            seen.add(key)
            out.append(
                {
                    "cells": [_square(c) for c in m.cells],
                    "tokens": list(m.tokens),
                    "label": str(m),
                }
            )
        return out

    def _rule_info(self, rule_id: str) -> dict:
        r = self.game.RULES.get(rule_id)
        if r is None:
            return {"rule": rule_id, "title": "", "quote": "", "section": ""}
        return {"rule": r.id, "title": r.title, "quote": r.quote, "section": r.section}

    def _events_view(self, events) -> list[dict]:
        return [{"text": e.text, **self._rule_info(e.rule)} for e in events[-12:]]

    def _chain_between(self, lo: int, hi: int, animate: bool) -> dict:
        """The spell of log entries lo..hi-1 (if one was cast), for the chain display."""
        log = self.game.log
        for i in range(lo, hi):
            for e in log[i].events:
                if e.rule == "zot.spell.chain":
                    d = dict(e.data)
                    before = self.game.states[i - 1].board
                    lines = before.to_text().splitlines()
                    move = log[i].move
                    col = getattr(move, "column", None)
                    if isinstance(col, int):
                        lines[-1] = "".join(
                            "J" if k == col else "." for k in range(1, before.cols + 1)
                        )
                    self._chain_seq += 1
                    return {
                        "seq": self._chain_seq,
                        "spell": d.get("spell"),
                        "hit": d.get("hit"),
                        "chain": [list(q) for q in d.get("chain", [])],
                        "exploded": [list(q) for q in d.get("exploded", [])],
                        "points": d.get("points", 0),
                        "sum": self._sum_text(before, d),
                        "text": e.text,
                        "before": lines,
                        "animate": animate,
                    }
        return {}

    def _sum_text(self, before, d) -> str:
        if d.get("spell") != "fire" or not d.get("chain"):
            return ""
        try:  # the scenario function explains the points; optional
            from zzlib import zot

            keep = ("flower_chain_through_beds", "multipliers_stack", "large_chain_bonus",
                    "chain_beyond_fence")
            opts = {k: v for k, v in self.game.options.items() if k in keep}
            r = zot.cast(before, "fire", d["hit"][1], options=opts)
            return r.score.sum_text if r.points == d.get("points") else ""
        except Exception:  # noqa: BLE001 - a missing explanation must not break the widget
            return ""

    def _status(self, state, now: bool) -> dict:
        b = state.board
        g = self.game
        s = {
            "turn": getattr(state, "turn", 0),
            "wave": getattr(state, "wave", 1),
            "score": getattr(state, "score", 0),
            "pumpkins": len(b.pumpkins),
            "smashed": getattr(state, "smashed", 0),
            "bag": len(getattr(state, "bag", ())),
            "supply": getattr(state, "supply", None),
            "aggravated": bool(getattr(state, "aggravated", False)),
            "dice": list(state.dice) if getattr(state, "dice", None) else None,
            "drawn": list(getattr(state, "drawn", ()) or ()),
            "over": bool(now and g.is_over),
            "result": "",
        }
        if now and g.is_over:
            res = g.result
            won = bool(getattr(res, "winners", ()))
            final = getattr(res, "scores", {}).get("Jasper", s["score"])
            s["result"] = (
                f"{'Won' if won else 'Lost'}: final score {final}. {getattr(res, 'reason', '')}"
            ).strip()
        return s

    def _push(self, **changes) -> None:
        g = self.game
        last = len(g.states) - 1
        # at "now" before this change: stay at now; looking back: stay on that position
        default = last if self.index >= getattr(self, "_shown_last", 0) else self.index
        index = changes.pop("index", default)
        index = min(max(index, 0), last)
        self._shown_last = last
        editing = changes.pop("editing", self.editing)
        now = index == last and not editing
        state = g.states[index]
        board = self._draft if editing and self._draft is not None else state.board
        rows = board.to_text().splitlines()
        phase = "edit" if editing else (g.phase if index == last else g._phase(state))
        reach = self._reach() if now else []
        aim = changes.pop("aim", None)
        if aim is None or aim not in reach:
            aim = board.jasper if board.jasper in reach else (reach[0] if reach else 0)
        if now and phase == "setup":
            aim = 0
        log = g.log
        if editing:
            heading, events, chain = "Editing a position.", [], {}
        elif index == last:
            heading, events = self._last_heading, self._last_events
            chain = self._fresh_chain
            self._fresh_chain = {**chain, "animate": False} if chain else {}
        else:
            entry = log[index]
            head = "Start" if entry.kind == "start" else (
                f"{entry.player}: {entry.move}" if entry.kind == "move" else f"[{entry.step}]"
            )
            heading, events = f"Position {index}: after {head}", list(entry.events)
            chain = self._chain_between(index, index + 1, animate=False) if index else {}
        history = ["Start"] + [
            f"{e.player}: {e.move}" if e.kind == "move" else f"[{e.step}]" for e in log[1:]
        ]
        with self.hold_sync():
            self.rows = rows
            self.phase = phase
            self.to_move = (g.to_move or "") if now else ""
            self.help = (
                "Edit mode: click a square to cycle its contents, or paste a position below."
                if editing
                else PHASE_HELP.get(phase, phase) if now
                else "Looking back in time: the buttons are off until you return."
            )
            self.status = self._status(state, now)
            if now and g.is_over:
                self.help = "The game is over (the result is in the top line). Drag the " \
                    "time-travel slider to walk through it, or Undo the last move."
            self.reach = reach
            self.aim = aim
            self.spells = self._spells(aim) if now else []
            self.placements = self._placements() if now else []
            self.heading = heading
            self.events = self._events_view(events)
            self.chain = chain
            self.history = history
            self.index = index
            self.editing = editing
            self.text = board.to_text()
            for k, v in changes.items():
                setattr(self, k, v)
