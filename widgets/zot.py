"""``ZotBoard``: a playable Jasper and Zot board for notebooks, on the shared ``GameWidget``.

The base (``widgets/base.py``) holds the request protocol, refusals, undo, time travel, "play on
from here", the event list, bots and the hot seat. This file adds Jasper and Zot's board and
its own requests (besides the base's ``play``, ``step``, ``auto``, ``undo``, ``view``,
``resume``/``confirm``/``cancel``; every request may carry ``"id": int``, echoed in ``ack``):

- ``{"action": "play", "move": {"type": "MoveShoot", "column": 3, "spell": "fire"}}``
  (also ``StartJasper`` and ``Place``; the fields are the move dataclass's fields; the spell
  ``"none"`` is accepted for no spell)
- ``{"action": "square", "square": [r, c]}``: a click on a square of the board, whatever the
  phase: Python decides what it means (place Jasper, aim, pick a pumpkin the zombies smash,
  cycle a square in the editor) or says why it does nothing
- ``{"action": "aim", "column": 3}``: where Jasper will walk before casting
- ``{"action": "play", "move": {"type": "Smash", "columns": [3]}}``: the pumpkins the zombies
  smash, when that is Jasper's choice
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
import re

import traitlets as t

from zzlib import zot
from zzlib.core import and_join
from zzlib.look import zot as look
from zzlib.zot.events import MOVES
from zzlib.zot.phases import DESCEND, MOVE_SHOOT, OVER, PLACE, ROLL, SETUP, SMASH, SMASH_CHOICE
from zzlib.zot.smash import choices_text

from .base import GameWidget, Refused, Shown, excerpt, whole
from .editor import PositionEditor

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


class ZotBoard(PositionEditor, GameWidget):
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
        SETUP: "Setup: click a square of the garden path (row 10) to place Jasper there.",
        DESCEND: "Descend: Zot's tokens move next (automatic step).",
        ROLL: "Place: the dice are rolled next (automatic step).",
        PLACE: "Place: pick where Zot's new tokens go.",
        MOVE_SHOOT: "Move & Shoot: click a path square within reach, then pick a spell.",
        SMASH: "Smash: zombies next to a pumpkin smash it (automatic step).",
        SMASH_CHOICE: "Smash: the zombies can smash different pumpkins, and you choose "
                        "which. Click a pumpkin they may smash (outlined), or pick a set.",
    }
    STEP_NAMES = {
        DESCEND: "Zot's tokens descend",
        ROLL: "the dice are rolled for Zot's new tokens",
        SMASH: "the zombies smash pumpkins",
    }
    REQUESTS = {
        "square": "_on_square",
        "aim": "_on_aim",
        "cycle": "_on_cycle",
    }

    rows = t.List(t.Unicode()).tag(sync=True)
    status = t.Dict().tag(sync=True)
    reach = t.List(t.Int()).tag(sync=True)
    aim = t.Int(0).tag(sync=True)
    spells = t.List(t.Unicode()).tag(sync=True)
    placements = t.List(t.Dict()).tag(sync=True)
    chain = t.Dict().tag(sync=True)
    #: what the last step moved: Descend's tokens and Jasper's walk (arrows), blasts, the
    #: squares Zot's new tokens were placed on
    moves = t.Dict().tag(sync=True)
    #: Jasper's choice at Smash: the sets he may choose, the pumpkins picked so far, the
    #: zombie-pumpkin contacts
    smash = t.Dict().tag(sync=True)
    #: what each spell would do from the aimed column, when it would do nothing
    notes = t.Dict().tag(sync=True)
    editing = t.Bool(False).tag(sync=True)
    text = t.Unicode("").tag(sync=True)
    #: milliseconds between two squares of a spell's chain lighting up (0: no animation)
    chain_delay = t.Int(250).tag(sync=True)

    def __init__(self, game=None, *, chain_delay: int = 250, **kwargs):
        self._draft: zot.Board | None = None  # the board being edited
        self._chain_seq = 0
        self._moves_seq = 0
        self._aim: int | None = None
        self._picked: set[int] = set()  # pumpkins clicked at a Smash choice
        self._picked_at = -1  # ... in this position (the log's length)
        super().__init__(game, **kwargs)
        self.chain_delay = chain_delay

    # -- the base's hooks -------------------------------------------------------------------
    def _look(self) -> dict:
        return {**look.look(), "note": "dashed line: the fence · numbers on squares: the "
                "spell's chain in breadth-first order · arrows: how tokens moved in the last "
                "Descend · framed: Zot's new tokens · X: a smashed pumpkin"}

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
        over = shown.now and v["phase"] == OVER
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
        if self._picked_at != len(self.game.log) or not shown.now:
            self._picked = set()
        reach = sorted({m.column for m in legal if isinstance(m, (zot.MoveShoot, zot.StartJasper))})
        aim = self._aim if self._aim in reach else (
            board.jasper if board.jasper in reach else (reach[0] if reach else 0))
        self._aim = None
        if shown.now and v["phase"] == SETUP:
            aim = 0
        spells = {("none" if m.spell is None else m.spell) for m in legal
                  if isinstance(m, zot.MoveShoot) and m.column == aim}
        if self._draft is not None:
            chain = moves = {}
        elif shown.index == shown.last:
            chain = self._chain(shown.entries, animate=shown.fresh)
            moves = self._moved(shown.entries, animate=shown.fresh)
        else:
            chain = self._chain(shown.entries, animate=False) if shown.index else {}
            moves = self._moved(shown.entries, animate=False) if shown.index else {}
        rows = board.to_text().splitlines()
        if self._draft is None and v["phase"] == SETUP:
            rows[board.path_row] = "." * board.cols  # Jasper is not on the path before setup
        playing = self._draft is None and v["phase"] == SMASH_CHOICE
        return {
            "rows": rows,
            "status": status,
            "reach": reach,
            "aim": aim,
            "spells": [s for s in SPELLS if s in spells],
            "placements": self._placements(legal),
            "chain": chain,
            "moves": moves,
            "smash": self._smash_view(board) if playing else {},
            "notes": self._notes(board, aim, v) if legal and v["phase"] == MOVE_SHOOT else {},
            "editing": self._draft is not None,
            "text": board.to_text(),
            "geometry": _geometry(board.rows, board.cols),
        }

    # -- Jasper and Zot's own requests ------------------------------------------------------
    def _on_square(self, content):
        """A click on a square: what it means depends on the phase; a click that does
        nothing says why."""
        sq = content.get("square")
        if not isinstance(sq, list) or len(sq) != 2:
            raise Refused(f"'square' must be [row, column], got {excerpt(sq)}")
        rows, cols = len(self.rows), len(self.rows[0])
        r = whole(sq[0], "row", 0, rows - 1)
        c = whole(sq[1], "column", 1, cols)
        if self._draft is not None:
            return self._on_cycle({"square": [r, c]})
        self._check_now()
        g = self.game
        if g.is_over:
            raise Refused("the game is over: drag the time-travel slider to look back, or "
                          "Undo your last move")
        if g.to_move is None:
            step = PHASE_NAMES.get(g.phase, g.phase)
            raise Refused(f"nothing to click now: the next step ({step}) is automatic. Press "
                          "'Next step' or 'Run automatic steps'")
        self._check_my_turn()
        path, patch = rows - 1, rows - 2
        phase = g.phase
        if phase == SETUP:
            if r != path:
                raise Refused(f"Jasper starts on the garden path: click a square of row {path}")
            self._play(zot.StartJasper(c))
            return {}
        if phase == MOVE_SHOOT:
            if r != path:
                raise Refused(f"Jasper walks only along the garden path (row {path}): click a "
                              "path square within reach (outlined), then choose a spell. "
                              "Spells fly up his column")
            return self._on_aim({"column": c})
        if phase == PLACE:
            raise Refused("choose where Zot's new tokens go: click one of the placements "
                          "offered beside the board (point at one to see it on the board)")
        if phase == SMASH_CHOICE:
            return self._pick(r, c, patch)
        raise Refused(f"nothing to click in the {phase} step")

    def _pick(self, r: int, c: int, patch: int):
        """A pumpkin clicked at a Smash choice: picked (or unpicked); once the picks name one
        set Jasper may choose, that Smash is played."""
        choices = [m.columns for m in self.game.legal_moves() if isinstance(m, zot.Smash)]
        board = zot.Board.from_text(self.game.view(self.seat or None)["board"])
        if r != patch or c not in board.pumpkins:
            raise Refused(f"click a pumpkin (row {patch}) the zombies may smash: "
                          f"{choices_text(choices)}")
        if not any(c in ch for ch in choices):
            raise Refused(f"no zombie can smash the pumpkin in column {c} now; the zombies "
                          f"smash {choices_text(choices)}, your choice")
        picked = self._picked ^ {c}
        fits = [ch for ch in choices if picked <= set(ch)]
        if not fits:
            raise Refused(f"the zombies cannot smash columns {and_join(sorted(picked))} "
                          f"together: choose {choices_text(choices)}")
        if len(fits) == 1 and c not in self._picked:
            self._picked = set()
            self._play(zot.Smash(fits[0]))
            return {}
        self._picked, self._picked_at = picked, len(self.game.log)
        return {}

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

    # -- the editor (widgets/editor.py holds edit, paste and start) ------------------------------
    POSITION_OPTION = "board"
    MAX_TEXT = MAX_TEXT

    def _draft_now(self):
        return zot.Board.from_text(self.game.view(self.seat or None, at=self.index)["board"])

    def _draft_from(self, text: str):
        try:
            return zot.Board.from_text(text)
        except ValueError as e:
            raise Refused(rows_and_columns(text, str(e))) from None

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

    def _moved(self, entries, animate: bool) -> dict:
        """What the shown steps moved (public log entries): each token's move (Descend) and
        Jasper's walk, for arrows; squares bombs destroyed while descending; the squares
        Zot's new tokens were placed on; the squares of the pumpkins just smashed."""
        moves, blasts, placed, smashed = [], [], [], []
        for p in entries:
            for e in p["events"]:
                d = e["data"]
                if e["rule"] in MOVES and d["from"] != d["to"]:
                    moves.append({"from": list(d["from"]), "to": list(d["to"]),
                                  "token": d["token"]})
                elif e["rule"] in ("zot.descend.bomb_barrier", "zot.descend.bomb_pumpkin"):
                    blasts += [list(d["bomb"])] + [list(q) for q in d["destroyed"]]
                elif e["rule"] == "zot.place.special":
                    placed += [list(q) for q in d["cells"]]
                elif e["rule"] == "zot.smash.adjacent":
                    smashed.append(list(d["pumpkin"]))
        if not (moves or blasts or placed or smashed):
            return {}
        if animate:
            self._moves_seq += 1
        return {"seq": self._moves_seq, "moves": moves, "blasts": blasts, "placed": placed,
                "smashed": smashed, "animate": animate}

    def _smash_view(self, board) -> dict:
        """Jasper's choice at Smash, from the board (public): the sets, the pumpkins smashed
        whatever he chooses, those he chooses among, and the zombie-pumpkin contacts."""
        choices = zot.smash_choices(board)
        graph, _ = zot.smash_matching(board)
        always = sorted(set.intersection(*(set(c) for c in choices))) if choices else []
        may = sorted({c for ch in choices for c in ch} - set(always))
        pumpkin = {n for n, side in graph.nodes(data="bipartite") if side == 1}
        contacts = sorted([list(z), list(p)] for p, z in
                          (sorted(e, key=lambda n: n not in pumpkin) for e in graph.edges))
        return {"choices": [list(c) for c in choices], "lost": len(choices[0]) if choices else 0,
                "always": always, "may": may, "contacts": contacts,
                "picked": sorted(self._picked),
                "labels": [str(zot.Smash(c)) for c in choices]}

    def _notes(self, board, aim: int, v) -> dict:
        """For each spell that would do nothing from column ``aim``, why (the engine's own
        words, from a trial cast on the position Jasper sees)."""
        if not aim:
            return {}
        here = board.with_glyph((board.path_row, aim), "J")
        out = {}
        for spell in ("flower", "fire"):
            r = zot.cast(here, spell, aim, v["supply"], self.game.options)
            if r.board == here:
                out[spell] = r.events[0].text
        return out


#: the phases by the names the rulebook gives the steps
PHASE_NAMES = {SETUP: "Setup", DESCEND: "Descend", ROLL: "Place: rolling the dice",
               PLACE: "Place", MOVE_SHOOT: "Move & Shoot", SMASH: "Smash",
               SMASH_CHOICE: "Smash"}
_LINE = re.compile(r"^line (\d+)(?:, column (\d+))?: (.*)$", re.S)


def rows_and_columns(text: str, message: str) -> str:
    """A text-form error named by row and column as the board draws them ("row 8, column 4"),
    with the line of the text in brackets, instead of the text's line alone."""
    m = _LINE.match(message)
    if not m:
        return message
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), 0)
    row = int(m.group(1)) - 1 - first
    where = f"row {row}" + (f", column {m.group(2)}" if m.group(2) else "")
    return f"{where} (line {m.group(1)} of the text): {m.group(3)}"
