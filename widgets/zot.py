"""``ZotBoard``: a playable Jasper and Zot board for notebooks, on the shared ``GameWidget``.

The base (``widgets/base.py``) holds the request protocol, refusals, undo, time travel, "play on
from here", the event list, bots and the hot seat. This file adds Jasper and Zot's board and
its own requests (besides the base's ``play``, ``step``, ``auto``, ``undo``, ``view``,
``resume``/``confirm``/``cancel``; every request may carry ``"id": int``, echoed in ``ack``):

- ``{"action": "play", "move": {"type": "MoveShoot", "column": 3, "spell": "fire"}}``
  (also ``StartJasper`` and ``Place``; the fields are the move dataclass's fields; the spell
  ``"none"`` is accepted for no spell)
- ``{"action": "aim", "column": 3}``: where Jasper will walk before casting
- ``{"action": "edit", "on": true}``; ``{"action": "cycle", "square": [r, c]}``;
  ``{"action": "paste", "text": "..."}``; ``{"action": "start"}`` a new game from the edited
  position (the engine's option ``board=<text>``)

Everything drawn comes from ``game.view("Jasper")`` (the board's text form, score, bag...),
the spell event's data (the board it was cast on, the score term by term) and
``zzlib.look.zot`` (glyphs, colours, shapes, the board's areas).
"""

from __future__ import annotations

import functools
import pathlib

import traitlets as t

from zzlib import zot
from zzlib.look import zot as look

from .base import GameWidget, Refused, Shown, excerpt, whole

HERE = pathlib.Path(__file__).parent
MAX_TEXT = 2000  # characters accepted in a pasted position
#: the order in which a click in edit mode cycles a square's contents
EDIT_CYCLE = (".", "Z", "F", "B", "M", "*", "z", "f", "b", "m", "P")
SPELLS = ("flower", "fire", "none")
EDITING = {
    "phase": "edit",
    "heading": "Editing a position.",
    "help": "Edit mode: click a square to cycle its contents, or paste a position below.",
    "refusal": "leave the editor first (Start game or Cancel)",
}


@functools.lru_cache(maxsize=8)
def _geometry(rows: int, cols: int) -> dict:
    return look.geometry(rows, cols)


class ZotBoard(GameWidget):
    """A Jasper and Zot game you can play by clicking.

    ``ZotBoard(game)`` shows ``game`` (a ``zzlib.zot.Game``) and plays on it: moves made in the
    widget are moves of ``game``. ``ZotBoard()`` starts a new game (``seed`` and options as
    keywords). ``autoplay=True`` runs the automatic steps after each decision. After a new game
    is started from the editor, ``board.game`` is that new game. If you change the game from
    code, call ``board.refresh()``.
    """

    GAME = zot.Game
    TITLE = "Jasper and Zot"
    PREFIX = "zot"
    MODULE = HERE / "zot.js"
    STYLE = HERE / "zot.css"
    MAX_VALUES = 200
    PHASE_HELP = {
        "setup": "Setup: click a square of the garden path to place Jasper.",
        "descend": "Descend: Zot's tokens move next (automatic step).",
        "roll": "Place: the dice are rolled next (automatic step).",
        "place": "Place: pick where Zot's new tokens go.",
        "move_shoot": "Move & Shoot: click a path square within reach, then pick a spell.",
        "smash": "Smash: zombies next to a pumpkin smash it (automatic step).",
    }
    REQUESTS = {
        "aim": "_on_aim",
        "edit": "_on_edit",
        "cycle": "_on_cycle",
        "paste": "_on_paste",
        "start": "_on_start",
    }

    rows = t.List(t.Unicode()).tag(sync=True)
    status = t.Dict().tag(sync=True)
    reach = t.List(t.Int()).tag(sync=True)
    aim = t.Int(0).tag(sync=True)
    spells = t.List(t.Unicode()).tag(sync=True)
    placements = t.List(t.Dict()).tag(sync=True)
    chain = t.Dict().tag(sync=True)
    editing = t.Bool(False).tag(sync=True)
    text = t.Unicode("").tag(sync=True)
    #: milliseconds between two squares of a spell's chain lighting up (0: no animation)
    chain_delay = t.Int(250).tag(sync=True)

    def __init__(self, game=None, *, chain_delay: int = 250, **kwargs):
        self._draft: zot.Board | None = None  # the board being edited
        self._chain_seq = 0
        self._aim: int | None = None
        super().__init__(game, **kwargs)
        self.chain_delay = chain_delay

    # -- the base's hooks -------------------------------------------------------------------
    def _look(self) -> dict:
        return {**look.look(), "note": "dashed line: the fence · numbers on squares: the "
                "spell's chain in breadth-first order"}

    def _where(self) -> str:
        return f"turn {self.game.view(self.seat or None).get('turn', '?')}"

    def _mode(self):
        return EDITING if self._draft is not None else None

    def _move_from(self, data: dict):
        if data.get("type") == "MoveShoot" and data.get("spell") == "none":
            data = {**data, "spell": None}
        return super()._move_from(data)

    def _result_text(self, result) -> str:
        won = bool(getattr(result, "winners", ()))
        final = getattr(result, "scores", {}).get("Jasper", 0)
        return f"{'Won' if won else 'Lost'}: final score {final}. {result.reason}".strip()

    def _stats(self, shown: Shown, traits: dict) -> list:
        st = traits["status"]
        items = [
            ("Turn", st["turn"]),
            ("Wave", st["wave"]),
            ("Score", st["score"]),
            ("Pumpkins", f"{st['pumpkins']} of 6"),
            ("Bag", st["bag"]),
            ("Beds left", "∞" if st["supply"] is None else st["supply"]),
        ]
        if st["dice"]:
            items.append(("Dice", f"pattern {st['dice'][0]}, column {st['dice'][1]}"))
        if st["aggravated"]:
            items.append(("Table", "aggravated"))
        return items

    def _show(self, shown: Shown) -> dict:
        v = shown.view
        board = self._draft if self._draft is not None else zot.Board.from_text(v["board"])
        over = shown.now and v["phase"] == "over"
        status = {
            "turn": v["turn"],
            "wave": v["wave"],
            "score": v["score"],
            "pumpkins": len(board.pumpkins),
            "smashed": v["smashed"],
            "bag": len(v["bag"]),
            "supply": v["supply"],
            "aggravated": bool(v["aggravated"]),
            "dice": list(v["dice"]) if v["dice"] else None,
            "drawn": list(v["drawn"] or ()),
            "over": over,
            "result": self._result_text(self.game.result) if over else "",
        }
        legal = shown.legal
        reach = sorted({m.column for m in legal if isinstance(m, (zot.MoveShoot, zot.StartJasper))})
        aim = self._aim if self._aim in reach else (
            board.jasper if board.jasper in reach else (reach[0] if reach else 0))
        self._aim = None
        if shown.now and v["phase"] == "setup":
            aim = 0
        spells = {("none" if m.spell is None else m.spell) for m in legal
                  if isinstance(m, zot.MoveShoot) and m.column == aim}
        if self._draft is not None:
            chain = {}
        elif shown.index == shown.last:
            chain = self._chain(shown.entries, animate=shown.fresh)
        else:
            chain = self._chain(shown.entries, animate=False) if shown.index else {}
        return {
            "rows": board.to_text().splitlines(),
            "status": status,
            "reach": reach,
            "aim": aim,
            "spells": [s for s in SPELLS if s in spells],
            "placements": self._placements(legal),
            "chain": chain,
            "editing": self._draft is not None,
            "text": board.to_text(),
            "geometry": _geometry(board.rows, board.cols),
        }

    # -- Jasper and Zot's own requests ------------------------------------------------------
    def _on_aim(self, content):
        self._check_now()
        self._check_my_turn()
        col = whole(content.get("column"), "column", 1, len(self.rows[0]))
        if col not in self.reach:
            raise Refused(
                f"Jasper cannot reach column {col} now: he may walk up to three squares "
                "along the garden path"
            )
        self._aim = col
        return {}

    def _on_edit(self, content):
        on = content.get("on")
        if not isinstance(on, bool):
            raise Refused("'on' must be true or false")
        if on:
            self._draft = zot.Board.from_text(self.game.view(self.seat or None, at=self.index)["board"])
        else:
            self._draft = None
        return {}

    def _on_cycle(self, content):
        if self._draft is None:
            raise Refused("turn on the editor to change squares")
        sq = content.get("square")
        if not isinstance(sq, list) or len(sq) != 2:
            raise Refused(f"'square' must be [row, column], got {excerpt(sq)}")
        b = self._draft
        r = whole(sq[0], "row", 0, b.rows - 1)
        c = whole(sq[1], "column", 1, b.cols)
        lines = b.to_text().splitlines()
        if r == b.path_row:
            lines[r] = "".join("J" if k == c else "." for k in range(1, b.cols + 1))
            self._draft = zot.Board.from_text("\n".join(lines))
            return {}
        now = lines[r][c - 1]
        order = EDIT_CYCLE[EDIT_CYCLE.index(now) + 1:] + EDIT_CYCLE if now in EDIT_CYCLE else EDIT_CYCLE
        for glyph in order:
            trial = list(lines)
            trial[r] = trial[r][: c - 1] + glyph + trial[r][c:]
            try:
                self._draft = zot.Board.from_text("\n".join(trial))
            except ValueError:
                continue
            return {}
        raise Refused(f"square ({r}, {c}) cannot be changed")

    def _on_paste(self, content):
        if self._draft is None:
            raise Refused("turn on the editor to paste a position")
        text = content.get("text")
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, got {excerpt(text)}")
        if len(text) > MAX_TEXT:
            raise Refused(f"a position is at most {MAX_TEXT} characters, got {len(text)}")
        self._draft = zot.Board.from_text(text)
        return {}

    def _on_start(self, content):
        if self._draft is None:
            raise Refused("turn on the editor first")
        g = self.game
        options = {**g.given_options, "board": self._draft.to_text()}
        self.game = type(g).new(g.seed, **options)
        self._draft = None
        self._marks.clear()
        self._note("New game from the edited position.", len(self.game.log))
        return {"index": 0}

    # -- what the page shows ----------------------------------------------------------------
    @staticmethod
    def _placements(legal) -> list[dict]:
        seen, out = set(), []
        for m in legal:
            if not isinstance(m, zot.Place):
                continue
            key = tuple(sorted(zip(m.cells, m.tokens)))
            if key in seen:
                continue
            seen.add(key)
            out.append({"cells": [list(c) for c in m.cells], "tokens": list(m.tokens),
                        "label": str(m)})
        return out

    def _chain(self, entries, animate: bool) -> dict:
        """The spell among these (public) log entries, from its event's data: the chain in
        breadth-first order, the board it was cast on and the score term by term."""
        for p in entries:
            for e in p["events"]:
                if e["rule"] != "zot.spell.chain":
                    continue
                d = e["data"]
                score = d.get("score") or {}
                if animate:  # a new spell: the page animates each new seq once
                    self._chain_seq += 1
                return {
                    "seq": self._chain_seq,
                    "spell": d["spell"],
                    "hit": d["hit"],
                    "chain": [list(q) for q in d["chain"]],
                    "exploded": [list(q) for q in d["exploded"]],
                    "points": d["points"],
                    "sum": score.get("sum", "") if d["spell"] == "fire" and d["chain"] else "",
                    "text": e["text"],
                    "before": list(d["board"]),
                    "animate": animate,
                }
        return {}
