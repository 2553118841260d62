"""``GameWidget``: what every game's widget shares, so that a game's widget only draws its board.

The kernel's game is the only truth. The page sends small requests through ``model.send``
(``{"action": ..., "id": n}``); each is checked here like a move (its size first, before any
work), turned into an engine move or a change of what is shown, and answered by new trait
values (``ack`` echoes the request's ``id``). A request that is malformed or not allowed
changes nothing and shows why (for an illegal move: the engine's reason and the rule it cites,
with the rulebook's words). Trait writes from the page are refused and overwritten.

Requests every widget understands:

- ``{"action": "play", "move": {"type": "<Move class>", ...fields}}``: a move of the seat shown
- ``{"action": "step"}``: one automatic step, or one move of a bot seat;
  ``{"action": "auto"}``: automatic steps and bot moves until a person decides
- ``{"action": "autoplay", "on": bool}``: run automatic steps and bots after each decision
- ``{"action": "undo"}``: take back a decision, or a "play on from here". Fair play (the
  default for a game with secrets): the last decision of the person whose screen it is, only
  while nobody else has acted since and nothing was drawn or shown (``zzlib.core.fair``); on
  the hot-seat pass screen, the decision of the person who just passed it. Practice mode
  (``practice=True``): the last decision of any person, and the bot moves after it
- ``{"action": "view", "index": i}``: time travel (the seat's view of position ``i``)
- ``{"action": "resume"}``: play on from the position on view; asks first (``confirm``), then
  ``{"action": "confirm"}`` or ``{"action": "cancel"}``
- ``{"action": "reveal"}``: hot-seat mode: the person named on the "pass to" screen is there

Everything shown comes from ``game.view(seat)`` (``game.view(seat, at=i)`` when looking back)
and from ``Entry.public()`` for the log: a widget never reads the game's full state, so a seat
sees only what that seat may see. A subclass (one per game) supplies its board: see
``docs/widgets.md``.
"""

from __future__ import annotations

import math
import pathlib
import random
import reprlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import anywidget
import traitlets as t

from zzlib.core import IllegalMove, fair, from_jsonable
from zzlib.core.chance import RngState

HERE = pathlib.Path(__file__).parent
BASE_JS = HERE / "base.js"
BASE_CSS = HERE / "base.css"

#: bounds checked before any work on a request: values (items, keys and scalars) in it,
#: nesting, characters in one text and in all texts, the size of a whole number
MAX_VALUES = 500
MAX_DEPTH = 8
MAX_STRING = 4000
MAX_CHARS = 20_000
MAX_INT = 10**15
#: characters of an input a refusal may quote, and of a refusal's whole text
EXCERPT = 40
MAX_ERROR = 400
#: events listed for a step (the latest ones)
EVENTS_SHOWN = 16
AUTO = object()  # ``seat`` not given: the only seat of the game, or the one person playing


class Refused(ValueError):
    """A request from the page that is malformed or not allowed now."""


_REPR = reprlib.Repr()
_REPR.maxstring = EXCERPT
_REPR.maxother = EXCERPT
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 4
_REPR.maxlevel = 3


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """A short ``repr`` of ``value`` for a message: never more than about ``limit`` characters,
    however large the value (the size is named when it was cut)."""
    text = _REPR.repr(value)
    if len(text) > limit:
        text = text[:limit] + "..."
    if isinstance(value, str) and len(value) > limit:
        text += f" ({len(value)} characters)"
    elif isinstance(value, (list, dict)) and len(value) > 4:
        text += f" ({len(value)} items)"
    return text


def check_size(content: Any, max_values: int = MAX_VALUES) -> None:
    """Refuse a request that is too large or too deep, before anything else looks at it.

    Walks at most ``max_values`` values, so a list of a million cells is refused after the
    first few hundred."""
    stack = [(content, 0)]
    seen = chars = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > max_values:
            raise Refused(f"the request is too large: more than {max_values} values")
        if depth > MAX_DEPTH:
            raise Refused(f"the request is nested too deeply: more than {MAX_DEPTH} levels")
        if isinstance(value, str):
            chars += len(value)
            if len(value) > MAX_STRING:
                raise Refused(
                    f"a text in the request is too long: {len(value)} characters "
                    f"(at most {MAX_STRING})"
                )
            if chars > MAX_CHARS:
                raise Refused(f"the request's texts are too long: more than {MAX_CHARS} characters")
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if not -MAX_INT < value < MAX_INT:
                raise Refused("a number in the request is too large")
        elif isinstance(value, float):
            if not math.isfinite(value) or abs(value) >= MAX_INT:
                raise Refused("a number in the request is not a finite, reasonable number")
        elif isinstance(value, (list, tuple)):
            if len(value) > max_values:
                raise Refused(
                    f"the request is too large: a list of {len(value)} items "
                    f"(at most {max_values} values in all)"
                )
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, dict):
            if len(value) > max_values:
                raise Refused(f"the request is too large: an object with {len(value)} keys")
            for k, v in value.items():
                stack.append((k, depth + 1))
                stack.append((v, depth + 1))
        else:
            raise Refused(f"a request holds only JSON values, not {type(value).__name__}")


def whole(value: Any, name: str, lo: int, hi: int) -> int:
    """``value`` as a whole number from ``lo`` to ``hi``, or a refusal naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refused(f"{name} must be a whole number, got {excerpt(value)}")
    if not lo <= value <= hi:
        raise Refused(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def _cut(text: str, limit: int = MAX_ERROR) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass(frozen=True)
class Shown:
    """What the widget shows now, handed to a game's ``_show``.

    ``index``: the position on view (``last`` is the newest); ``now``: it is the newest and
    no mode (an editor) is on; ``view``: ``game.view(seat, at=index)``; ``entries``: the public
    log entries (``Entry.public()``) whose events are listed, with ``first`` the index of the
    first; ``fresh``: the first showing after the step that made them (animate it);
    ``seat``: the seat whose view it is (None: a spectator); ``legal``: the legal moves when
    the seat shown decides now, else empty (the game's own sequence when it is not a list:
    Zapp Zerapp's ``LegalMoves`` counts thousands of moves without building them, and
    ``move in shown.legal`` checks one directly).
    """

    index: int
    last: int
    now: bool
    view: Mapping[str, Any]
    entries: tuple[dict, ...]
    first: int
    fresh: bool
    seat: str | None
    legal: Sequence = ()


@dataclass
class _Mark:
    """A "play on from here" that Undo can take back: the entries it set aside."""

    at: int  # the log's length right after the rewind
    dropped: list
    pending: list
    saved: str


@dataclass
class _Last:
    """The last thing done: a heading and the log entries ``lo``..``hi - 1`` it made."""

    heading: str = "New game."
    lo: int = 0
    hi: int = 0
    fresh: bool = False
    extra: dict = field(default_factory=dict)


class GameWidget(anywidget.AnyWidget):
    """A game you can play by clicking; the base of every game's widget.

    ``Widget(game)`` shows ``game`` (an engine game) and plays on it; ``Widget(seed=..., **options)``
    starts a new one (``GAME.new``). Keywords:

    - ``seat``: the seat this widget shows (``None``: a spectator, public information only; by
      default the only seat of a one-seat game, or the one seat no bot plays)
    - ``bots``: ``{seat: bot}``, a bot being ``(game, rng) -> move``; the widget plays those seats
    - ``autoplay``: run automatic steps and bot moves after each decision, so a person sees only
      their own decisions (default: on when there are bots); *Next step* walks through them
    - ``hotseat``: several people at one screen: whenever another person must decide, a "pass to
      <seat>" screen hides the previous seat's view until that person says they are there
    - ``bot_seed``: the seed of the bots' random generator
    - ``practice``: undo and "play on from here" anywhere, for exploring "what if" (they show
      what was hidden and replay the same chance: the page says so). Chosen when the table is
      made, never switched on later. Default: off for a game with secrets (fair play: a person
      takes back only their own last decision, and only while nobody else has acted since and
      nothing was drawn or shown), on for a game without (the page says Undo replays the
      same chance)
    """

    # -- what a game's subclass sets ------------------------------------------------------
    #: the engine's game class (``zzlib.zot.Game``), for ``Widget(seed=...)``
    GAME: ClassVar[type | None] = None
    #: the game's name for people, and the prefix of its CSS classes
    TITLE: ClassVar[str] = "game"
    PREFIX: ClassVar[str] = "game"
    #: the game's ES module (it draws the board) and its CSS; joined to base.js and base.css
    MODULE: ClassVar[pathlib.Path | None] = None
    STYLE: ClassVar[pathlib.Path | None] = None
    #: one sentence of help per phase, shown when the seat on view decides
    PHASE_HELP: ClassVar[Mapping[str, str]] = {}
    #: an automatic step as a reader says it ("roll" -> "the dice are rolled"), for the help
    #: line, the history and the pass screen (an unnamed step: its name with spaces)
    STEP_NAMES: ClassVar[Mapping[str, str]] = {}
    #: the game's own requests: ``{"aim": "_on_aim"}`` (method names)
    REQUESTS: ClassVar[Mapping[str, str]] = {}
    #: a request's size bound (values in it)
    MAX_VALUES: ClassVar[int] = MAX_VALUES

    # -- traits: written by Python only (see set_state) -----------------------------------
    seat = t.Unicode("").tag(sync=True)
    seats = t.List(t.Unicode()).tag(sync=True)
    bots = t.List(t.Unicode()).tag(sync=True)
    hotseat = t.Bool(False).tag(sync=True)
    autoplay = t.Bool(False).tag(sync=True)
    view = t.Dict().tag(sync=True)
    phase = t.Unicode("").tag(sync=True)
    to_move = t.Unicode("").tag(sync=True)
    help = t.Unicode("").tag(sync=True)
    stats = t.List(t.Dict()).tag(sync=True)
    result = t.Unicode("").tag(sync=True)
    heading = t.Unicode("").tag(sync=True)
    events = t.List(t.Dict()).tag(sync=True)
    error = t.Dict().tag(sync=True)
    history = t.List(t.Unicode()).tag(sync=True)
    index = t.Int(0).tag(sync=True)
    can = t.Dict().tag(sync=True)
    confirm = t.Dict().tag(sync=True)
    cover = t.Dict().tag(sync=True)
    mode = t.Unicode("").tag(sync=True)
    look = t.Dict().tag(sync=True)
    geometry = t.Dict().tag(sync=True)
    ack = t.Int(0).tag(sync=True)
    #: fair play or practice, and what that means, in a sentence for the page
    fairness = t.Dict().tag(sync=True)

    def __init_subclass__(cls, **kwargs):
        # the page gets ONE module: base.js, then the game's own (plain ES modules, no bundler)
        if "MODULE" in cls.__dict__ and cls.MODULE is not None:
            cls._esm = compose(BASE_JS.read_text(), pathlib.Path(cls.MODULE).read_text())
            style = pathlib.Path(cls.STYLE).read_text() if cls.STYLE else ""
            cls._css = BASE_CSS.read_text() + "\n" + style
        handlers = {}
        for base in reversed(cls.__mro__):
            handlers.update(base.__dict__.get("_BASE_REQUESTS", {}))
            handlers.update(base.__dict__.get("REQUESTS", {}))
        cls._handlers = handlers
        super().__init_subclass__(**kwargs)

    def __init__(self, game=None, *, seed: int | None = None, seat: Any = AUTO,
                 bots: Mapping[str, Callable] | None = None, hotseat: bool = False,
                 autoplay: bool | None = None, bot_seed: int = 0, practice: bool | None = None,
                 **options):
        if game is None:
            if self.GAME is None:
                raise ValueError(f"{type(self).__name__} needs a game")
            game = self.GAME.new(**options) if seed is None else self.GAME.new(seed, **options)
        elif options or seed is not None:
            raise ValueError("give either a game or a seed and options for a new one, not both")
        seats = tuple(game.seats)
        bots = dict(bots or {})
        for s, bot in bots.items():
            if s not in seats:
                raise ValueError(f"bots: {s!r} is not a seat of this game ({', '.join(seats)})")
            if not callable(bot):
                raise ValueError(f"bots: the bot for {s!r} must be a function (game, rng) -> move")
        people = [s for s in seats if s not in bots]
        if not isinstance(hotseat, bool):
            raise ValueError("hotseat must be True or False")
        if practice is None:
            practice = not getattr(game, "SECRETS", False)
        if not isinstance(practice, bool):
            raise ValueError("practice must be True or False")
        if seat is AUTO:
            seat = people[0] if len(people) == 1 and not hotseat else None
        elif seat is not None and seat not in seats:
            raise ValueError(f"seat: {seat!r} is not a seat of this game ({', '.join(seats)})")
        self.game = game
        self._bots = bots
        self._rng = random.Random(bot_seed)
        #: the bots' generator before each bot move (packed as the engine packs its own)
        self._rng_at: dict[int, RngState] = {}
        self._rng_last: RngState | None = None
        self._practice = practice
        self._seat = seat
        self._cover: str | None = None
        self._passed_by: str | None = None  # who was shown before the pass screen went up
        self._pending: Callable | None = None
        self._marks: list[_Mark] = []
        self._trouble = ""
        self._last = _Last()
        self._labels: list[tuple[Any, str]] = []
        self._shown_last = 0
        super().__init__(
            seats=list(seats),
            bots=sorted(bots),
            hotseat=hotseat,
            autoplay=bool(bots) if autoplay is None else bool(autoplay),
        )
        self.look = self._look()
        self.fairness = self._fairness()
        self.on_msg(self._on_msg)
        if self.autoplay:
            self._run()
        self.refresh()

    @property
    def practice(self) -> bool:
        """Practice mode (undo anywhere), chosen when the widget was made; never changes."""
        return self._practice

    def _fairness(self) -> dict:
        """Fair play or practice, in a sentence for the page."""
        secrets = getattr(self.game, "SECRETS", False)
        if not self._practice:
            return {"mode": "fair", "label": "Fair play",
                    "text": "Undo takes back only your own last decision, and only until "
                            "another player acts or anything is drawn or shown."}
        if secrets:
            return {"mode": "practice", "label": "Practice table",
                    "text": "Undo and 'Play on from here' go back anywhere: they show what was "
                            "hidden and bring the same chance again (dice, shuffles, deals). "
                            "For exploring, not for a real game."}
        return {"mode": "practice", "label": "Practice",
                "text": "Undo and 'Play on from here' go back anywhere and bring the same dice "
                        "and draws again."}

    def __repr__(self) -> str:
        who = f", showing {self._seat}" if self._seat and len(self.seats) > 1 else ""
        where = self._where()
        return (f"{type(self).__name__}: {self.TITLE}{who}, {where + ', ' if where else ''}"
                f"{self.phase} (run the notebook to play)")

    # -- what a game's subclass writes -------------------------------------------------------
    def _look(self) -> dict:
        """The game's visual vocabulary for the page (``zzlib.look.<game>``)."""
        return {}

    def _show(self, shown: Shown) -> dict:
        """The game's own traits for what is shown (board, choices...)."""
        return {}

    def _stats(self, shown: Shown, traits: dict) -> list[tuple[str, Any]]:
        """The status line: ``[(label, value)]``, always visible (``traits``: what ``_show``
        returned)."""
        return []

    def _result_text(self, result) -> str:
        """The result of a finished game, in a sentence."""
        winners = getattr(result, "winners", ())
        scores = getattr(result, "scores", {}) or {}
        who = " and ".join(winners) if winners else "nobody"
        pts = ", ".join(f"{k} {v}" for k, v in scores.items())
        reason = getattr(result, "reason", "")
        return f"Winner: {who}" + (f" ({pts})" if pts else "") + (f". {reason}" if reason else "")

    def _where(self) -> str:
        """A few words on how far the game is (for ``repr``)."""
        return f"step {len(self.game.log) - 1}"

    def _mode(self) -> dict | None:
        """A mode of the game's own that stops play (an editor): ``{"phase", "heading", "help"}``."""
        return None

    def _move_from(self, data: dict):
        """The engine move a ``play`` request names (fields as the move dataclass's)."""
        stack = list(data.items())
        while stack:  # at most MAX_VALUES values: check_size came first
            key, v = stack.pop()
            if isinstance(v, str) and len(v) > EXCERPT:
                raise Refused(f"move field {excerpt(key)}: a move holds short words, "
                              f"not {excerpt(v)}")
            if isinstance(v, list):
                stack.extend((key, x) for x in v)
            elif isinstance(v, dict):
                stack.extend(v.items())
        by_name = {m.__name__: m for m in self.game.MOVES}
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in by_name:
            raise Refused(f"unknown move type {excerpt(kind)}: expected one of {sorted(by_name)}")
        fields = {k: v for k, v in data.items() if k != "type"}
        return from_jsonable(by_name[kind], fields, "move")

    # -- Python API (what the buttons do) -------------------------------------------------------
    def play(self, move) -> list:
        """Play ``move`` (an engine move) for the seat shown, as if it came from the page."""
        return self._do(lambda: self._play(move))

    def advance(self) -> list:
        """Run automatic steps and bot moves until a person must decide."""
        return self._do(lambda: self._on_auto({}))

    def undo(self) -> None:
        self._do(lambda: self._on_undo({}))

    def refresh(self) -> None:
        """Show the game as it is now (call after changing ``widget.game`` from code)."""
        self._marks.clear()
        self._pending = None
        log = self.game.log
        e = log[-1]
        self._last = _Last("Last step: " + self._label(e) if e.kind != "start" else "New game.",
                           len(log) - 1 if e.kind != "start" else len(log), len(log))
        self._pass_screen()
        self._push(index=len(self.game.log) - 1, error={})

    def _do(self, fn):
        self._guard(self.ack, fn)
        if self.error:
            if self.error.get("rule"):  # a refusal by a rule: the rule id travels with it
                raise IllegalMove(self.error["rule"], self.error["text"])
            raise ValueError(self.error["text"])
        g = self.game
        return [e for entry in g.log[self._last.lo:self._last.hi] for e in entry.events]

    # -- requests from the page ------------------------------------------------------------------
    def _on_msg(self, _widget, content, _buffers) -> None:
        self.handle(content)

    def handle(self, content: Any) -> None:
        """Check one request from the page and act on it, or refuse it (nothing changes)."""
        req = content.get("id") if isinstance(content, dict) else None
        ok = isinstance(req, int) and not isinstance(req, bool) and 0 <= req < 2**31
        ack = req if ok else self.ack

        def run():
            check_size(content, self.MAX_VALUES)
            if not isinstance(content, dict):
                raise Refused("a request must be a JSON object")
            action = content.get("action")
            name = self._handlers.get(action) if isinstance(action, str) else None
            if name is None:
                raise Refused(f"unknown action {excerpt(action)}")
            if self._cover and action not in ("reveal", "undo"):
                raise Refused(
                    f"pass the screen to {self._cover} first: {self._cover} presses "
                    f"'I am {self._cover}'"
                )
            if self._pending is not None and action not in ("confirm", "cancel"):
                raise Refused("answer the question first (confirm or cancel)")
            return getattr(self, name)(content)

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
        info = {"text": _cut(text)}
        r = self.game.RULES.get(rule) if rule else None
        if r is not None:
            info.update(rule=r.id, title=r.title, quote=r.quote, section=r.section)
        with self.hold_sync():
            self.error = info
            self.ack = ack

    def set_state(self, sync_data) -> None:
        """Refuse trait changes from the page and send the kernel's values back."""
        keys = [k for k in sync_data if k in self.keys and not k.startswith("_")]
        if keys:
            self.send_state(keys)

    # -- the base's requests: each returns trait changes, or raises (then nothing changed) ---
    def _check_now(self) -> None:
        mode = self._mode()
        if mode:
            raise Refused(mode.get("refusal", "leave the current mode first"))
        if self.index != len(self.game.log) - 1:
            raise Refused(
                "you are looking at an earlier position: press 'Back to now' or "
                "'Play on from here' first"
            )

    def _check_my_turn(self) -> None:
        g = self.game
        if g.is_over:
            return  # the engine refuses with its own rule
        who = g.to_move
        if who is None:
            return  # the engine says the next step is automatic
        if who in self._bots:
            raise Refused(f"{who} is played by a bot: press 'Next step' to let it move")
        if self._seat is None:
            raise Refused(f"this widget shows a spectator's view: {who} decides now")
        if who != self._seat:
            raise Refused(f"{who} decides now, not {self._seat}")

    def _on_play(self, content):
        self._check_now()
        data = content.get("move")
        if not isinstance(data, dict):
            raise Refused("'move' must be an object with a 'type'")
        self._play(self._move_from(data))
        return {}

    def _play(self, move):
        self._check_now()
        self._check_my_turn()
        g = self.game
        before = len(g.log)
        g.play(move)
        heading = self._label(g.log[before])
        ran = self._run() if self.autoplay else 0
        if ran:
            heading += ". Then " + self._steps(before + 1)
        self._note(heading + self._bot_trouble(), before)
        self._pass_screen()

    def _on_step(self, content):
        self._check_now()
        g = self.game
        if g.is_over:
            raise Refused("the game is over")
        who = g.to_move
        if who is not None and who not in self._bots:
            raise Refused(f"{who} decides now: nothing automatic to run")
        before = len(g.log)
        self._one_step()  # a failing bot raises here: nothing changed
        self._note("Automatic step: " + self._steps(before), before)
        self._pass_screen()
        return {}

    def _on_auto(self, content):
        self._check_now()
        g = self.game
        if g.is_over:
            raise Refused("the game is over")
        who = g.to_move
        if who is not None and who not in self._bots:
            raise Refused(f"{who} decides now: nothing automatic to run")
        before = len(g.log)
        self._run()
        self._note("Automatic steps: " + self._steps(before) + self._bot_trouble(), before)
        self._pass_screen()
        return {}

    def _on_autoplay(self, content):
        on = content.get("on")
        if not isinstance(on, bool):
            raise Refused("'on' must be true or false")
        return {"autoplay": on}

    def _on_undo(self, content):
        mode = self._mode()
        if mode:
            raise Refused(mode.get("refusal", "leave the current mode first"))
        if self._practice:
            self._undo_anyone()
        else:
            self._undo_fair()
        self._pass_screen()
        return {"index": len(self.game.log) - 1}

    def _undo_anyone(self) -> None:
        """Practice: the last decision of any person (and the bot moves after it), or the last
        "play on from here"."""
        if self._cover:
            raise Refused(f"pass the screen to {self._cover} first: {self._cover} presses "
                          f"'I am {self._cover}'")
        g = self.game
        log = g.log
        mark = self._marks[-1] if self._marks else None
        floor = mark.at if mark else 1
        mine = [i for i in range(len(log) - 1, floor - 1, -1)
                if log[i].kind == "move" and log[i].player not in self._bots]
        if mine:
            self._take_back(mine[0])
        elif mark is not None:
            self._marks.pop()
            self._restore(mark)
        else:
            raise ValueError("nothing to undo: no move has been played")

    def _undo_fair(self) -> None:
        """Fair play: the last decision of the person at the screen (on the pass screen: of
        the person who just passed it), if nothing unfair lies between it and now; or the last
        "play on from here", on the same terms."""
        g = self.game
        if g.is_over:
            raise Refused("the game is over: at a fair table its end is final (every secret "
                          "is out); a practice table may take moves back")
        who = self._passed_by if self._cover else self._seat
        if who is None or who in self._bots:
            raise Refused("this screen shows a spectator: nobody's decision to take back here")
        mark = self._marks[-1] if self._marks else None
        i = fair.last_decision(g, who)
        if mark is not None and (i is None or i < mark.at):
            self._check_fair(fair.barrier(g, who, mark.at - 1),
                             "Taking back 'Play on from here'")
            self._marks.pop()
            self._restore(mark)
        elif i is None:
            raise Refused(f"nothing to undo: {who} has made no decision yet")
        else:
            barrier = fair.barrier(g, who, i - 1)
            if barrier is not None and barrier.at != i:  # something after it is in the way
                label = self._label(g.log[i], who=False)
                self._check_fair(barrier, f"{who}'s last decision ('{label}') cannot be taken "
                                          "back")
            self._check_fair(barrier, "")
            self._take_back(i)
        if self._cover:  # the screen goes back to the person whose decision it was
            self._cover = who

    def _take_back(self, i: int) -> None:
        """Go back to just before log entry ``i`` (a person's decision), bots' generator too."""
        g = self.game
        entry = g.log[i]
        g.rewind(i - 1)
        self._rewind_bots(i)
        self._last = _Last(f"Took back: {self._label(entry, who=False)}", i, i)

    @staticmethod
    def _check_fair(barrier, what: str) -> None:
        """Refuse ``what`` when fair play forbids it (the barrier's rule and reason)."""
        if barrier is None:
            return
        text = (f"{what}: {barrier.reason}" if what
                else barrier.reason[:1].upper() + barrier.reason[1:])
        if barrier.rule:
            raise IllegalMove(barrier.rule, text)
        raise Refused(text)

    def _on_view(self, content):
        mode = self._mode()
        if mode:
            raise Refused(mode.get("refusal", "leave the current mode first"))
        i = whole(content.get("index"), "index", 0, len(self.game.log) - 1)
        return {"index": i}

    def _resume_barrier(self, i: int):
        """Why the seat shown may not play on from position ``i`` (None: it may): in
        practice nothing stops it; at a fair table, a secret shown or a decision of another
        seat since then does (``zzlib.core.fair``)."""
        if self._practice or i >= len(self.game.log) - 1:
            return None
        return fair.barrier(self.game, self._seat, i)

    def _on_resume(self, content):
        mode = self._mode()
        if mode:
            raise Refused(mode.get("refusal", "leave the current mode first"))
        i, last = self.index, len(self.game.log) - 1
        if i == last:
            return {"index": last}
        self._check_fair(self._resume_barrier(i),
                         f"Playing on from position {i} would not be fair")
        n = last - i
        self._pending = lambda: self._resume(i)
        return {"confirm": {
            "action": "resume",
            "text": (f"Play on from position {i}? The {n} later step{'s' if n != 1 else ''} "
                     "will be set aside; Undo brings them back."),
            "yes": "Play on from here",
            "no": "Cancel",
        }}

    def _resume(self, i: int):
        g = self.game
        log = g.log
        mark = _Mark(i + 1, log[i + 1:], list(g.chance.pending()), g.to_json())
        g.rewind(i)
        self._rewind_bots(i + 1)
        self._marks.append(mark)
        n = len(mark.dropped)
        self._last = _Last(
            f"Playing on from position {i} ({n} later step{'s' if n != 1 else ''} set aside: "
            "Undo brings them back).", i, i + 1)
        if self.autoplay:
            self._run()
            self._last.hi = len(g.log)
        self._pass_screen()
        return {"index": len(g.log) - 1}

    def _restore(self, mark: _Mark) -> None:
        """Put back the steps a "play on from here" set aside (replayed on the same game, so
        ``widget.game`` stays the game you gave; from the saved record if that fails)."""
        g = self.game
        g.rewind(mark.at - 1)
        ok = True
        try:
            for e in mark.dropped:
                if e.kind == "move":
                    g.play(e.move)
                else:
                    g.step()
            ok = g.log[mark.at:] == mark.dropped and list(g.chance.pending()) == mark.pending
        except (IllegalMove, ValueError):
            ok = False
        if not ok:
            self.game = type(g).from_json(mark.saved)
        n = len(mark.dropped)
        self._last = _Last(
            f"Took back 'Play on from here': the {n} later step{'s' if n != 1 else ''} "
            "are back.", len(self.game.log), len(self.game.log))

    def _on_confirm(self, content):
        if self._pending is None:
            raise Refused("there is nothing to confirm")
        act, self._pending = self._pending, None
        try:
            changes = act() or {}
        except BaseException:
            self._pending = act
            raise
        return {"confirm": {}, **changes}

    def _on_cancel(self, content):
        if self._pending is None:
            raise Refused("there is nothing to cancel")
        self._pending = None
        return {"confirm": {}}

    def _on_reveal(self, content):
        if not self._cover:
            raise Refused("nobody is waiting for the screen")
        self._seat, self._cover, self._passed_by = self._cover, None, None
        return {}

    _BASE_REQUESTS: ClassVar[dict] = {
        "play": "_on_play",
        "step": "_on_step",
        "auto": "_on_auto",
        "autoplay": "_on_autoplay",
        "undo": "_on_undo",
        "view": "_on_view",
        "resume": "_on_resume",
        "confirm": "_on_confirm",
        "cancel": "_on_cancel",
        "reveal": "_on_reveal",
    }

    # -- bots, automatic steps, hot seat -------------------------------------------------------
    def _one_step(self) -> None:
        g = self.game
        who = g.to_move
        if who is None:
            g.step()
            return
        self._rng_last = self._rng_at[len(g.log)] = RngState.of(self._rng, self._rng_last)
        move = self._bots[who](g, self._rng)
        g.play(move)

    def _run(self, limit: int = 100_000) -> int:
        """Automatic steps and bot moves until a person decides or the game ends.

        A bot whose move the engine refuses (or that fails) stops the run where it is: what
        was played stays played, and the heading says which bot failed and why."""
        g = self.game
        before = len(g.log)
        self._trouble = ""
        for _ in range(limit):
            if g.is_over or (g.to_move is not None and g.to_move not in self._bots):
                break
            try:
                self._one_step()
            except Exception as e:  # noqa: BLE001 - a bot's bug must not undo the person's move
                reason = e.reason if isinstance(e, IllegalMove) else str(e)
                self._trouble = f" (stopped: the bot for {g.to_move} failed: {_cut(reason, 120)})"
                break
        return len(g.log) - before

    def _bot_trouble(self) -> str:
        trouble, self._trouble = self._trouble, ""
        return trouble

    def _rewind_bots(self, n: int) -> None:
        """The bots' generator as it was before log entry ``n`` (undo replays the same)."""
        later = sorted(k for k in self._rng_at if k >= n)
        if later:
            self._rng_at[later[0]].restore(self._rng)
        for k in later:
            del self._rng_at[k]

    def _pass_screen(self) -> None:
        """Hot seat: when another person must decide, hide the view behind a pass screen."""
        if not self.hotseat:
            return
        g = self.game
        who = g.to_move
        if who is not None and who not in self._bots and who != self._seat and not g.is_over:
            if self._seat is not None:
                self._passed_by = self._seat
            self._cover, self._seat = who, None

    # -- what the page shows -----------------------------------------------------------------
    def _cover_undo(self) -> dict:
        """On the pass screen, fair play: the person who just passed it may take back their
        decision while nothing unfair lies between it and now (a misclick at a class table)."""
        who = self._passed_by
        if self._practice or who is None or self._mode():
            return {}
        i, barrier = fair.undo_barrier(self.game, who)
        if i is None or barrier is not None:
            return {}
        return {"undo": f"{who}: take back your last decision"}

    def _label(self, entry, who: bool = True) -> str:
        """A log entry as a seat may see it: 'Jasper: <move>', 'Start', and an automatic
        step by its first sentence ('The dice show 6 and 1: the magic number is 7.'), or by
        its name when it has none."""
        p = entry.public()
        if p["kind"] == "start":
            return "Start"
        if p["kind"] == "move":
            bot = " (bot)" if p["player"] in self._bots else ""
            return f"{p['player']}{bot}: {p['move']}" if who else str(p["move"])
        if p["events"]:
            return _cut(p["events"][0]["text"], 90)
        return self._step_name(p["step"])

    def _phase_help(self, phase: str) -> str | None:
        """The help line for the seat to move in ``phase``: ``PHASE_HELP[phase]`` (a game
        whose help depends on its options overrides this)."""
        return self.PHASE_HELP.get(phase)

    def _step_name(self, step: str) -> str:
        return self.STEP_NAMES.get(step, step.replace("_", " "))

    def _steps(self, before: int) -> str:
        out = []
        for e in self.game.log[before:]:
            out.append(self._step_name(e.step) if e.kind == "auto" else self._label(e))
        return ", ".join(out) or "none"

    def _note(self, heading: str, before: int) -> None:
        self._last = _Last(heading, before, len(self.game.log), fresh=True)

    def _history(self, log) -> list[str]:
        cache = self._labels
        n = 0
        while n < min(len(cache), len(log)) and cache[n][0] is log[n]:
            n += 1
        cache[n:] = [(e, self._label(e)) for e in log[n:]]
        return [label for _, label in cache]

    def _rule_info(self, rule_id: str) -> dict:
        r = self.game.RULES.get(rule_id)
        if r is None:
            return {"rule": rule_id, "title": "", "quote": "", "section": ""}
        return {"rule": r.id, "title": r.title, "quote": r.quote, "section": r.section}

    def _events_view(self, entries) -> list[dict]:
        """The events listed for a step (the latest ``EVENTS_SHOWN``); when there are more, the
        first line says how many came before and where to read them."""
        events = [e for p in entries for e in p["events"]]
        shown = [{"text": e["text"], **self._rule_info(e["rule"])} for e in events[-EVENTS_SHOWN:]]
        left = len(events) - len(shown)
        if left > 0:
            shown.insert(0, {"text": f"({left} earlier event{'s' if left != 1 else ''} of these "
                                     "steps: step back with ◀ to read each step's own)",
                             "rule": "", "title": "", "quote": "", "section": ""})
        return shown

    def _page_view(self, view: Mapping) -> dict:
        """The part of ``view`` synced to the page as the ``view`` trait (all of it here); a
        game whose view holds what the page shows another way (Zapp Zerapp's readings, shown
        only once shaken) leaves that out."""
        return dict(view)

    def _push(self, **changes) -> None:
        g = self.game
        log = g.log
        last = len(log) - 1
        # at "now" before this change: stay at now; looking back: stay on that position
        default = last if self.index >= self._shown_last else self.index
        index = min(max(changes.pop("index", default), 0), last)
        self._shown_last = last
        mode = self._mode()
        now = index == last and not mode
        seat = self._seat
        view = self.game.view(seat, at=index)
        if index == last:
            lo, hi = self._last.lo, self._last.hi
            fresh, self._last.fresh = self._last.fresh, False
            heading = self._last.heading
        else:
            lo, hi, fresh = index, index + 1, False
            heading = f"Position {index}: after {self._label(log[index])}"
        entries = tuple(e.public() for e in log[lo:hi]) if not mode else ()
        phase = view.get("phase", g.phase) if isinstance(view, Mapping) else g.phase
        to_move = view.get("to_move") if isinstance(view, Mapping) else None
        mine = now and not g.is_over and to_move is not None and to_move == seat \
            and to_move not in self._bots and not self._cover
        legal = g.legal_moves() if mine else ()
        if isinstance(legal, list):  # a list becomes a tuple; a counted sequence stays unbuilt
            legal = tuple(legal)
        shown = Shown(index, last, now, view, entries, lo, fresh, seat, legal)
        game_traits = self._show(shown)
        automatic = now and not g.is_over and (g.to_move is None or g.to_move in self._bots)
        if self._practice:
            undoable = now and (bool(self._marks) or any(
                e.kind == "move" and e.player not in self._bots for e in log[1:]))
        else:  # pressing it says why when fair play forbids it; a finished game is final
            undoable = now and seat is not None and not g.is_over and (bool(self._marks) or any(
                e.kind == "move" and e.player == seat for e in log[1:]))
        stop = None if now else self._resume_barrier(index)  # fair play: no playing on
        if mode:
            phase = mode.get("phase", phase)
            heading = mode.get("heading", heading)
            help_text = mode.get("help", "")
        elif self._cover:
            help_text = f"Pass the screen to {self._cover}."
        elif not now:
            help_text = "Looking back in time: the buttons are off until you return."
            if stop is not None:
                help_text += f" Playing on from here is off: {stop.reason.rstrip('.')}."
        elif g.is_over:
            help_text = ("The game is over (the result is in the top line). Drag the "
                         "time-travel slider to walk through it"
                         + (", or Undo the last move." if self._practice else "."))
        elif mine:
            help_text = self._phase_help(phase) or f"{to_move} decides: {phase}."
        elif to_move is None:
            help_text = self._phase_help(phase) or (
                f"Next, an automatic step: {self._step_name(phase)} (press 'Next step').")
        elif to_move in self._bots:
            help_text = f"{to_move} (a bot) decides next: press 'Next step' or 'Run automatic steps'."
        else:
            help_text = f"Waiting for {to_move} to decide."
        result = self._result_text(g.result) if now and g.is_over else ""
        with self.hold_sync():
            self.seat = seat or ""
            self.view = self._page_view(view) if isinstance(view, Mapping) else {}
            self.phase = phase
            self.to_move = (to_move or "") if now else ""
            self.help = help_text
            self.stats = [
                {"key": label.lower(), "label": label, "value": str(value)}
                for label, value in self._stats(shown, game_traits)
            ]
            self.result = result
            self.heading = heading
            self.events = self._events_view(entries)
            self.history = self._history(log)
            self.index = index
            self.can = {
                "play": bool(mine),
                "step": bool(automatic and not self._cover),
                "undo": bool(undoable and not self._cover),
                "back": index > 0,
                "forward": index < last,
                # 'Play on from here' shows only where it may be pressed (fair play)
                "resume": index < last and stop is None,
            }
            self.cover = (
                {"seat": self._cover,
                 "text": f"Pass the screen to {self._cover}. {self._cover}: press the button "
                         "when only you can see the screen.",
                 "button": f"I am {self._cover}: show my view",
                 **self._cover_undo()}
                if self._cover else {}
            )
            self.mode = (mode or {}).get("phase", "")
            if self._pending is None:
                self.confirm = {}
            for k, v in {**game_traits, **changes}.items():
                setattr(self, k, v)


def compose(base_js: str, game_js: str) -> str:
    """The one ES module the page loads: the shared code, then the game's module.

    The game's module uses the shared functions (``gameWidget``, ``h``...) and ends with
    ``export default gameWidget({...})``. The base file has no export of its own."""
    return base_js.rstrip() + "\n\n// ---- the game's module ----\n" + game_js
