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
- ``{"action": "field", "field": 19}``, ``{"action": "home", "colour": "red", "kind": "city"}``,
  ``{"action": "plateau"}``: a click on a field, a start or city, the plateau between the
  barrels. Every click on the board is a request (a barrel is ``shake``, a wizard ``pick``):
  it acts (a field or city one of your wizards lands on previews that wizard's move; in the
  editor it places the wizard picked) or is refused in one sentence that says why, citing the
  rule (a barrel after setting one down: ``zapp.barrels.done``; another player's wizard:
  ``zapp.move.choose``; a wizard in phase 2: ``zapp.round``; a field no wizard of yours
  reaches: ``zapp.move.distance``)
- ``{"action": "edit", "on": true}``; ``{"action": "place", "wizard": "G1", "to": 5}`` (a field,
  ``"start"`` or ``"city"``); ``{"action": "paste", "text": "G1:23 B1:1"}``; ``{"action":
  "start"}`` a new game from the edited position (the engine's option ``position``)

After a reveal, a barrel above the magic number (its player does not move) is told where the
eye is: the ``notice`` trait (a banner on the plateau until the seat's next action, and a
sentence in the status line until the next step). Wizards in a start or a city stand on fixed
spots of their own (``spots_of``), so none is drawn over another.

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
from zzlib.zapp.phases import CHOOSE, MOVE, OVER, REVEAL, ROLL, SHUFFLE
from zzlib.zapp.position import colour_of
from zzlib.zapp.trace import as_position, fate_sentence, move_trace

from .base import GameWidget, Refused, Shown, excerpt, whole
from .editor import PositionEditor

HERE = pathlib.Path(__file__).parent
MAX_TEXT = 300  # characters accepted in a pasted position
MOVE_RULES = ("zapp.move.distance", "zapp.move.city")
PHASES = {
    SHUFFLE: "new round",
    ROLL: "1: magic number",
    CHOOSE: "2: shaking barrels",
    REVEAL: "2: reveal",
    MOVE: "3: moving",
    OVER: "game over",
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


#: wizards in a start or city: how far from the triangle's diagonal towards its corner, and how
#: far apart (the widget's chips are 0.5 units wide, larger than the drawings')
HOME_SHARE = 0.25
HOME_SPREAD = 0.58


def home_slot(board: zapp.Board, colour: str, kind: str, k: int) -> tuple[float, float]:
    """Where wizard number ``k + 1`` of ``colour`` stands in its start or city (``kind``), in
    the drawings' coordinates: a fixed spot of its own, so that a wizard arriving never lands
    on one already there (nor its ghost in a preview)."""
    city, start = look.home_shapes(board, colour)
    poly = city if kind == CITY else start
    if len(poly) == 3:  # a triangle in a corner: three spots in a row along the diagonal
        p_in, _, p_out = poly
        cx, cy = look.towards(poly, HOME_SHARE)
        dx, dy = p_out[0] - p_in[0], p_out[1] - p_in[1]
        n = (dx * dx + dy * dy) ** 0.5
        o = (k % 3 - 1) * HOME_SPREAD
        return (cx + o * dx / n, cy + o * dy / n)
    # a box outside the loop (a board whose entry lies mid-side): two abreast, one below
    f = board.front_of_city(colour) if kind == CITY else board.entry_of(colour)
    t, depth = ((0.24, 1.0), (0.76, 1.0), (0.5, 1.52))[k % 3]
    return look.point(f, t, look.DEPTH + depth)


def spots_of(board: zapp.Board, pos: zapp.Position) -> dict[str, list[float]]:
    """Where the widget draws each wizard of ``pos`` (SVG units): on a field as the drawings
    place it (``zzlib.look.zapp.places_xy``), in a start or city on its own spot. The wizards
    of a field holding more than fit (``look.FIT``) are fanned out beside it
    (``look.fan_slots``): their spot carries that field as a third number, ``[x, y, f]``, and
    the page frames them and draws two leader lines to the field."""
    xy = look.places_xy(board, pos, fan=True)
    for w, p in pos.places:
        if p in (START, CITY):
            xy[w] = home_slot(board, colour_of(w), p, int(w[1:]) - 1)
    crowded = {w: f for f, ws in look.crowds(pos).items() for w in ws}
    return {w: look.svg_xy(v) + ([crowded[w]] if w in crowded else []) for w, v in xy.items()}


class ZappBoard(PositionEditor, GameWidget):
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
        SHUFFLE: "A new round: the barrels are shuffled next (automatic step).",
        ROLL: "Phase 1: the magic number is rolled next (automatic step).",
        CHOOSE: "Phase 2: press barrels on the plateau to shake them and read how many stones "
                  "rattle inside; then set one down.",
        REVEAL: "Every barrel is down: they are turned over next (automatic step).",
        MOVE: "Phase 3: click one of your outlined wizards (or the field it would land on) to "
                "see where it would land and whom it would banish; then press Move.",
    }
    STEP_NAMES = {
        SHUFFLE: "the barrels are shuffled",
        ROLL: "the two dice are rolled",
        REVEAL: "the barrels are turned over",
    }
    REQUESTS = {
        "shake": "_on_shake",
        "pick": "_on_pick",
        "field": "_on_field",
        "home": "_on_home",
        "plateau": "_on_plateau",
        "place": "_on_place",
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
    #: barrels above the magic number in the reveal among the steps shown: ``lines`` for the
    #: banner on the plateau (``banner``: when the seat's own barrel was too high, until its
    #: next action), ``text`` for the status line, ``players`` and ``barrels`` too high,
    #: ``key`` (the reveal's position)
    notice = t.Dict().tag(sync=True)
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
        self._notice_at = None  # the reveal (log entry) whose notice is shown
        self._notice_off = None  # ... whose banner the seat's next action took away
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
        notice = traits.get("notice") or {}
        if notice.get("text"):  # a barrel too high: said in a sentence of its own
            items.append(("Too high", notice["text"]))
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
        if mine and v["phase"] == MOVE:
            movable = [w for w in pos.wizards(seat) if pos[w] != CITY
                       and zapp.MoveWizard(seat, w) in shown.legal]
        if not (mine and v["phase"] == MOVE and self._pick is not None
                and self._pick.player == seat):
            self._pick = None
        if not (mine and v["phase"] == CHOOSE) or self._selected_in is not self._roll_entry():
            self._selected = None  # a reading belongs to its round: a new round starts clean
            self._selected_in = None
        editing = self._draft is not None
        return {
            "notice": {} if editing else self._notice(shown),
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

    def _page_view(self, view) -> dict:
        """The view without the seat's rattle readings (``readings``): the page shows a reading
        only once the barrel is shaken (``plateau``), as at the table, and never under the hot
        seat's cover."""
        return {k: v for k, v in view.items() if k != "readings"}

    # -- Zapp Zerapp's own requests ---------------------------------------------------------
    def _on_shake(self, content):
        barrel = content.get("barrel")
        if not isinstance(barrel, str) or len(barrel) != 1:
            self._check_now()
            raise Refused(f"'barrel' must be a letter A-M, got {excerpt(barrel)}")
        self._check_barrels()
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
        self._notice_off = self._notice_at  # an action: the banner has been read
        return {}

    def _on_plateau(self, content):
        """A click on the plateau between the barrels: why it does nothing."""
        self._check_barrels()
        raise Refused("press one of the barrels to shake it (or Tab to it and press Enter): "
                      "the plateau itself does nothing")

    def _on_pick(self, content):
        self._check_now()
        wizard = content.get("wizard")
        if wizard is None:
            self._check_my_turn()
            self._pick = None
            return {}
        if not isinstance(wizard, str) or len(wizard) != 2:
            raise Refused(f"'wizard' must be a wizard's name such as 'G1', got {excerpt(wizard)}")
        g = self.game
        carry = _names_list(content.get("carry"), "carry")
        spare = _names_list(content.get("spare"), "spare")
        stay = _names_list(content.get("stay"), "stay")
        v = self._check_moving()
        seat = self._seat
        move = zapp.MoveWizard(seat, wizard, carry=carry, spare=spare, stay=stay)
        if wizard not in v["position"]:
            raise IllegalMove("zapp.move.choose", f"there is no wizard {excerpt(wizard)} in play")
        if colour_of(wizard) != seat:
            own = and_join([w for w in v["position"] if colour_of(w) == seat], "or")
            raise IllegalMove("zapp.move.choose", f"{wizard} is {colour_of(wizard)}'s wizard: "
                                                  f"{seat} moves one of its own ({own})")
        if move not in g.legal_moves():
            # the engine's own refusal names the rule (a wizard in the city, a choice the rules
            # do not allow...)
            zapp.move(self._position(v), wizard, v["revealed"][seat], board=g.board,
                      pro=g.pro, carry=move.carry, spare=move.spare, stay=move.stay)
            raise Refused(f"{move} is not a legal move now")
        self._pick = move
        self._notice_off = self._notice_at
        return {}

    def _on_field(self, content):
        """A click on a running field: in the editor it places the wizard picked; in phase 3
        it previews the move of your wizard that lands there; else it says why not."""
        f = whole(content.get("field"), "'field'", 0, self.game.board.size - 1)
        if self._draft is not None:
            return self._place_picked(f, None)
        return self._aim_at(f)

    def _on_home(self, content):
        """A click on a start or a city (``colour``, ``kind``): in the editor it places the
        wizard picked; your own city in phase 3 previews the move of a wizard that enters it;
        else it says why not."""
        colour, kind = content.get("colour"), content.get("kind")
        if kind not in (START, CITY):
            raise Refused(f"'kind' must be 'start' or 'city', got {excerpt(kind)}")
        seats = self.game.seats
        if colour not in seats:
            if isinstance(colour, str) and colour in look.COLOURS:
                raise Refused(f"{colour} is not playing in this game: its {kind} stays empty")
            raise Refused(f"'colour' must be one of {', '.join(seats)}, got {excerpt(colour)}")
        if self._draft is not None:
            return self._place_picked(kind, colour)
        v = self._check_moving()
        seat = self._seat
        if kind == START:
            raise IllegalMove("zapp.move.foreign", "no move ends on a start field: a wizard goes "
                                                   "back to its start only when it is banished")
        if colour != seat:
            raise IllegalMove("zapp.move.foreign", f"the {colour} city is for {colour}'s "
                                                   f"wizards: {seat}'s enter only the {seat} city")
        return self._aim_at(CITY, v)

    # -- why a click does nothing now ---------------------------------------------------------
    def _check_barrels(self) -> None:
        """Refuse, saying why, unless the seat shown may shake a barrel now."""
        self._check_now()
        g = self.game
        seat = self._seat
        if g.is_over:
            raise Refused("the game is over: nobody shakes barrels any more (drag the "
                          "time-travel slider to look back)")
        v = g.view(seat)
        if g.phase == CHOOSE and seat and v["chosen"].get(seat):
            raise IllegalMove("zapp.barrels.done", f"{seat} has set down barrel "
                                                   f"{v['chosen'][seat]} and shakes no more "
                                                   "this round")
        if g.phase == MOVE:
            mover = v["movers"][0]
            now = ("click one of your wizards with a dashed ring" if mover == seat
                   else f"{mover} moves a wizard")
            raise IllegalMove("zapp.round", "barrels are shaken in phase 2; now it is "
                                            f"phase 3: {now}")
        if g.phase != CHOOSE:  # (the round's three phases: zapp.round)
            raise IllegalMove("zapp.round", "barrels are shaken in phase 2, after the magic "
                                            "number is rolled; next comes an automatic step "
                                            f"({self._step_name(g.phase)}): press 'Next step'")
        self._check_my_turn()

    def _check_moving(self) -> dict:
        """Refuse, saying why, unless the seat shown moves a wizard now; its view."""
        self._check_now()
        g = self.game
        seat = self._seat
        if g.is_over:
            raise Refused("the game is over: no more moves (drag the time-travel slider to "
                          "look back)")
        v = g.view(seat)
        if g.phase == CHOOSE:
            now = ("shake barrels on the plateau and set one down" if g.to_move == seat
                   else f"{g.to_move} chooses a barrel")
            raise IllegalMove("zapp.round", "wizards move in phase 3, after the barrels are "
                                            f"turned over; now it is phase 2: {now}")
        if g.phase != MOVE:
            raise IllegalMove("zapp.round", "wizards move in phase 3; next comes an automatic "
                                            f"step ({self._step_name(g.phase)}): press "
                                            "'Next step'")
        if seat is not None and seat in v["revealed"] and seat not in v["movers"]:
            n = v["revealed"][seat]
            if n > v["magic"]:
                raise IllegalMove("zapp.reveal.effective",
                                  f"{seat}'s {n} is higher than the magic number {v['magic']}: "
                                  f"{seat} does not move this round")
            raise IllegalMove("zapp.move.split", f"{seat} has already moved a wizard this "
                                                 "round: one number moves one wizard")
        first = v["movers"][0]
        if seat is not None and seat in v["movers"] and first != seat:
            bot = "; press 'Next step' to let the bot move" if first in self._bots else ""
            raise IllegalMove("zapp.order", f"{first} moves first: its {v['revealed'][first]} "
                                            f"is higher than {seat}'s {v['revealed'][seat]}"
                                            + bot)
        self._check_my_turn()
        return v

    def _aim_at(self, target, v=None):
        """Preview the move of the seat's wizard that lands on ``target`` (a field or
        ``"city"``), or say which of its wizards land where."""
        v = v or self._check_moving()
        g = self.game
        seat = self._seat
        d = v["revealed"][seat]
        pos = self._position(v)
        name = f"the {seat} city" if target == CITY else g.board.describe(target)
        legal = g.legal_moves()
        ends = {}  # wizard -> where it would end
        for w in pos.wizards(seat):
            if pos[w] == CITY or zapp.MoveWizard(seat, w) not in legal:
                continue
            r = zapp.reach(pos, w, d, g.board, g.pro)
            ends[w] = CITY if r.enters_city else r.landing
        if self._pick is not None and ends.get(self._pick.wizard) == target:
            w = self._pick.wizard
            raise Refused(f"{w}'s move to {name} is the one previewed: press 'Move {w} ({d})' "
                          "(or the key M) to play it")
        landers = [w for w, at in ends.items() if at == target]
        if landers:
            self._pick = zapp.MoveWizard(seat, landers[0])
            self._notice_off = self._notice_at
            return {}
        by_end = {}
        for w, at in ends.items():
            by_end.setdefault(at, []).append(w)
        said = "; ".join(
            f"{and_join(ws)} would {'enter' if at == CITY else 'land on'} "
            f"{f'the {seat} city' if at == CITY else g.board.describe(at)}"
            for at, ws in by_end.items())
        raise IllegalMove("zapp.move.distance", f"with {d} no wizard of yours ends on {name}: "
                                                f"{said}")

    def _place_picked(self, to, colour):
        """The editor: put the wizard picked on ``to`` (a field, or a start or city of
        ``colour``)."""
        w = self._draft_pick
        if w is None:
            raise Refused("pick a wizard first: click it, then the field, start or city to put "
                          "it on")
        if colour is not None and colour_of(w) != colour:
            raise Refused(f"{w} can stand only in the {colour_of(w)} start or city, not the "
                          f"{colour} {to}")
        return self._on_place({"wizard": w, "to": to})

    # -- the editor (widgets/editor.py holds edit, paste and start) ------------------------------
    POSITION_OPTION = "position"
    MAX_TEXT = MAX_TEXT

    def _draft_now(self):
        return self._position(self.game.view(self._seat, at=self.index))

    def _draft_from(self, text: str):
        g = self.game
        return zapp.Position.from_text(text, colours=g.seats, size=g.board.size)

    def _editor_reset(self) -> None:
        self._draft_pick = None
        self._pick = None

    def _forget_game(self) -> None:
        self._shakes.clear()

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

    # -- what the page shows ----------------------------------------------------------------
    def _position(self, view) -> zapp.Position:
        return as_position(view["position"], colours=view["players"])

    def _spots(self, pos: zapp.Position) -> dict:
        """Where the page draws each wizard of ``pos`` (SVG units), as the drawings place them."""
        key = (self.game.board, pos)
        if key not in self._spot_cache:
            if len(self._spot_cache) > 64:
                self._spot_cache.clear()
            self._spot_cache[key] = spots_of(self.game.board, pos)
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

    def _notice(self, shown: Shown) -> dict:
        """The barrels above the magic number in the last reveal among the steps shown (public
        events): what the banner on the plateau and the status line say."""
        g = self.game
        for k in range(len(shown.entries) - 1, -1, -1):
            p = shown.entries[k]
            if p["kind"] == "auto" and p["step"] == "reveal":
                break
        else:
            self._notice_at = None
            return {}
        high = [e["data"] for e in p["events"] if e["rule"] == "zapp.reveal.too_high"]
        later = shown.entries[k + 1:]
        # a new round has begun (the bots played on): the banner says it was the last round
        stale = any(q["kind"] == "auto" and q["step"] in (SHUFFLE, ROLL) for q in later)
        if not high:
            self._notice_at = None
            return {}
        barrels = next((e["data"]["barrels"] for e in p["events"] if e["rule"] == "zapp.reveal"),
                       {})
        entry = g.log[shown.first + k]
        self._notice_at = entry
        seat = shown.seat
        magic = high[0]["magic"]
        high.sort(key=lambda d: d["player"] != seat)  # the seat's own first
        mine = high[0] if high[0]["player"] == seat else None
        others = high[1:] if mine else high

        def whose(d):
            return "Your" if d is mine else f"{d['player']}'s"

        # lines of 31 characters at most: they fit the plateau at 14 px
        if len(high) <= 2:
            lines = [f"{whose(d)} barrel {barrels.get(d['player'], '?')}: {d['number']} > "
                     f"{magic}" for d in high]
            lines.append(f"too high: barrel{'s' if len(high) > 1 else ''} back, no move")
        else:
            told = " · ".join(f"{d['player']} {d['number']}" for d in high)
            if len(told) > 28:
                told = " · ".join(f"{look.LETTER[d['player']]} {d['number']}" for d in high)
            lines = [f"Too high for magic number {magic}:", told, "barrels back, no move"]
        if stale:
            lines[-1] = "last round: back, no move"
            if len(high) > 2:
                lines[0] = f"Last round, magic number {magic}:"
        also = and_join([f"{d['player']}'s {d['number']}" for d in others])
        if mine:
            text = (f"Your barrel {barrels.get(seat, '?')} held {mine['number']}, higher than "
                    f"the magic number {magic}: it went back to the plateau and you did not "
                    "move this round." + (f" Too high as well: {also}." if others else ""))
        else:
            text = (f"{also[:1].upper() + also[1:]} {'was' if len(others) == 1 else 'were'} "
                    f"higher than the magic number {magic}: back to the plateau, no move this "
                    "round.")
        if stale:
            text = "Last round: " + text[:1].lower() + text[1:]
        return {
            "key": shown.first + k,
            "lines": lines,
            "text": text,
            "mine": bool(mine),
            "players": [d["player"] for d in high],
            "barrels": [barrels[d["player"]] for d in high if d["player"] in barrels],
            # the banner for the player whose barrel it was (or a spectator), until their
            # next action; the status line tells everyone
            "banner": bool(mine or seat is None)
                      and not (shown.index == shown.last and entry is self._notice_off),
        }

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
        carried = []  # where each carried wizard ends, in the order met
        for x in sorted(result.carried, key=lambda w: [f.wizard for f in tr.fates].index(w)):
            to = result.position[x]
            carried.append(f"{x} ({'into the city' if to == CITY else 'set down on ' + str(to)})"
                           if reach.enters_city else x)
        text = (f"{m.wizard} moves {tr.steps} field{'s' if tr.steps != 1 else ''} {where}"
                + (f" ({tr.forfeited} forfeited)" if tr.forfeited else "")
                + (f"; carries {and_join(carried)}" if carried else "")
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
