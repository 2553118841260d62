"""The face every game keeps: moves, automatic steps, the log, undo, time travel, save files.

A game subclasses ``Game``, declares its phases in one table and supplies pure hooks on
immutable states::

    PHASES = {                                    # phase -> the moves allowed there, handlers
        "place": Phase((Place,), play="_place"),  # a decision: Place moves, handled by _place
        "roll": Phase(auto="_roll"),              # an automatic step (a roll, a reveal...)
    }
    _place(self, state, move, chance) -> (state, events)     # raises IllegalMove
    _roll(self, state, chance) -> (state, events)

    _initial(self) -> state                       # before anything happened (no chance)
    _to_move(self, state) -> str | None           # who decides now; None: an automatic step
    _phase(self, state) -> str                    # a key of PHASES
    _legal(self, state) -> list[Move]
    _over(self, state) -> bool
    _result(self, state) -> Any
    _view(self, state, seat) -> dict              # what ``seat`` may see (None: a spectator)

``play`` checks the move against the table once, for every game: a move type the current
phase does not allow is refused there (citing ``ORDER_RULE``, or the phase's own ``refuse``
rule, and naming the moves allowed) and changes nothing; the phase's handler checks the rest.
``step`` runs the phase's automatic handler. A game declares its seats once: ``SEATS`` (a tuple
of seat names) or, when the seats depend on the options, the classmethod ``seats_for(options)``;
``g.seats`` holds them. Options are checked one by one (``OPTIONS``), then together
(``check_options``), before the game's own set-up reads any of them.

The base class keeps the log (one entry per decision or automatic step), the list of states
(``states[i]`` is the position after ``log[i]``; ``states[0]`` is the start), the seeded
chance with its snapshots (so undo restores the generator too), and the JSON save file.
Every method here is atomic: when a hook raises, nothing has changed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .chance import Chance, Outcome
from .jsonable import digest, from_jsonable, to_jsonable
from .options import Option, resolve_options
from .rules import Event, IllegalMove, Rule
from .text import and_join

FORMAT = "zzlib.game"
VERSION = 1


@dataclass(frozen=True)
class Phase:
    """One row of a game's dispatch table (``Game.PHASES``): what may happen in a phase.

    ``moves``: the move types a player may play here, each handled by the method named
    ``play``, ``(state, move, chance) -> (state, events)``. ``auto``: the method run as an
    automatic step when nobody decides here, ``(state, chance) -> (state, events)``; its log
    entry is named ``step`` (default: the phase). ``refuse``: the rule cited for a move of
    another type (default: the game's ``ORDER_RULE``).
    """

    moves: tuple[type, ...] = ()
    play: str | None = None
    auto: str | None = None
    step: str | None = None
    refuse: str | None = None


@dataclass(frozen=True)
class Entry:
    """One step of a game: a player's move or an automatic step, with what it caused.

    ``kind`` is ``"start"``, ``"move"`` or ``"auto"``; ``step`` names the automatic step
    (e.g. ``"descend"``); ``outcomes`` are the chance outcomes drawn during it.
    """

    kind: str
    step: str
    player: str | None
    move: Any
    outcomes: tuple[Outcome, ...]
    events: tuple[Event, ...]

    def __str__(self) -> str:
        head = f"{self.player}: {self.move}" if self.kind == "move" else f"[{self.step}]"
        return head + "".join(f"\n  - {e.text}" for e in self.events)

    def public(self) -> dict:
        """This entry as anyone may see it: secret chance outcomes are hidden."""
        return {
            "kind": self.kind,
            "step": self.step,
            "player": self.player,
            "move": None if self.move is None else str(self.move),
            "outcomes": [o.public() for o in self.outcomes],
            "events": [e.to_dict() for e in self.events],
        }


class Game:
    """Base of ``zzlib.<game>.Game``; see the module docstring for the hooks."""

    NAME: ClassVar[str] = "game"
    RULES: ClassVar[Mapping[str, Rule]] = {}
    OPTIONS: ClassVar[Mapping[str, Option]] = {}
    MOVES: ClassVar[tuple[type, ...]] = ()
    #: the seats, when they do not depend on the options (else override ``seats_for``)
    SEATS: ClassVar[tuple[str, ...]] = ()
    #: rule ids cited when a move comes after the end, or out of order
    END_RULE: ClassVar[str] = ""
    ORDER_RULE: ClassVar[str] = ""
    #: the dispatch table: phase -> the moves allowed there and their handlers
    PHASES: ClassVar[Mapping[str, Phase]] = {}
    #: the declared data shape of each rule's events (``zzlib/<game>/events.py``)
    EVENTS: ClassVar[Mapping[str, type]] = {}

    def __init_subclass__(cls, **kw):
        """Check the dispatch table once, when a game class is made."""
        super().__init_subclass__(**kw)
        for name, row in cls.PHASES.items():
            if not isinstance(row, Phase):
                raise TypeError(f"{cls.__name__}.PHASES[{name!r}] must be a Phase")
            if bool(row.moves) != bool(row.play):
                raise TypeError(f"{cls.__name__}.PHASES[{name!r}]: moves and play go together")
            for handler in (row.play, row.auto):
                if handler is not None and not callable(getattr(cls, handler, None)):
                    raise TypeError(f"{cls.__name__}.PHASES[{name!r}]: no method {handler!r}")
            stray = [t.__name__ for t in row.moves if t not in cls.MOVES]
            if stray:
                raise TypeError(f"{cls.__name__}.PHASES[{name!r}]: {stray} not in MOVES")

    def __init__(self, seed: int = 0, options: Mapping[str, Any] | None = None, _given=None):
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError(f"seed must be a whole number or a string, got {seed!r}")
        self.seed = seed
        self.given_options = dict(_given if _given is not None else (options or {}))
        self.options = resolve_options(self.NAME, self.OPTIONS, options or {})
        self.check_options(self.options)
        self.seats: tuple[str, ...] = tuple(self.seats_for(self.options))
        self.chance = Chance(seed)
        start = self._initial()
        self._log: list[Entry] = [Entry("start", "start", None, None, (), ())]
        self._states: list[Any] = [start]
        self._snaps: list[tuple] = [self.chance.snapshot()]

    # -- construction ---------------------------------------------------
    @classmethod
    def new(cls, seed: int = 0, **options: Any) -> Game:
        """A new game; ``options`` are rule variants and house rules (unknown key: ValueError)."""
        return cls(seed, options, _given=options)

    @classmethod
    def seats_for(cls, options: Mapping[str, Any]) -> tuple[str, ...]:
        """The seats of a game with these (validated, defaults filled) options."""
        return cls.SEATS

    @classmethod
    def check_options(cls, options: Mapping[str, Any]) -> None:
        """Check the options together (each is already valid alone), before any set-up reads
        them; a ``ValueError`` names the option at fault. Games override this."""

    # -- the position ---------------------------------------------------
    @property
    def state(self):
        return self._states[-1]

    @property
    def states(self) -> list:
        """Every position so far: ``states[i]`` follows ``log[i]``."""
        return list(self._states)

    @property
    def log(self) -> list[Entry]:
        return list(self._log)

    @property
    def phase(self) -> str:
        return self.phase_of(self.state)

    @property
    def to_move(self) -> str | None:
        return self.to_move_of(self.state)

    @property
    def is_over(self) -> bool:
        return self._over(self.state)

    @property
    def result(self) -> Any:
        return self._result(self.state)

    def legal_moves(self) -> list:
        if self.is_over or self._to_move(self.state) is None:
            return []
        return self._legal(self.state)

    def view(self, seat: str | None = None, *, at: int | None = None) -> dict:
        """What ``seat`` may see of the position (``None``: a spectator, public only).

        ``at`` picks an earlier position, ``states[at]`` (time travel shows a seat only what
        it could see then). A seat that is not in the game is a ``ValueError``.
        """
        if seat is not None:
            self._check_seat(seat)
        if at is None:
            state = self.state
        elif isinstance(at, bool) or not isinstance(at, int) or not 0 <= at < len(self._states):
            raise ValueError(f"no state {at!r}: there are {len(self._states)} states")
        else:
            state = self._states[at]
        return self._view(state, seat)

    def _check_seat(self, seat: object) -> None:
        """Refuse a seat that is not in the game (games may cite their own rule)."""
        if seat not in self.seats:
            raise ValueError(f"{seat!r} is not a seat of this game ({', '.join(self.seats)})")

    def _view(self, state, seat: str | None) -> dict:
        """The hook behind ``view``: games without secrets show everything (the state's
        ``to_dict()`` when it has one), plus its ``phase`` and who is ``to_move``."""
        data = state.to_dict() if hasattr(state, "to_dict") else to_jsonable(state)
        return {**data, "phase": self.phase_of(state), "to_move": self.to_move_of(state)}

    def phase_of(self, state) -> str:
        """The phase of any position of this game (``"over"`` once it is over)."""
        return "over" if self._over(state) else self._phase(state)

    def to_move_of(self, state) -> str | None:
        """Who decides in any position of this game (None: automatic, or over)."""
        return None if self._over(state) else self._to_move(state)

    def rule(self, rule_id: str) -> Rule:
        return self.RULES[rule_id]

    # -- acting ---------------------------------------------------------
    def play(self, move: Any) -> list[Event]:
        """Play ``move`` for the player to move; an illegal move raises ``IllegalMove``."""
        if self.is_over:
            raise IllegalMove(self.END_RULE, "the game is over: no more moves")
        who = self._to_move(self.state)
        if who is None:
            raise IllegalMove(
                self.ORDER_RULE,
                f"nobody decides now: the next step ({self._phase(self.state)}) is automatic; "
                "call advance()",
            )
        if self.MOVES and not isinstance(move, self.MOVES):
            raise IllegalMove(
                self.ORDER_RULE,
                f"{move!r} is not a move of {self.NAME}: expected one of "
                + ", ".join(t.__name__ for t in self.MOVES),
            )
        phase = self._phase(self.state)
        row = self.PHASES.get(phase)
        if row is not None and not isinstance(move, row.moves):
            allowed = [t.__name__ for t in row.moves]
            raise IllegalMove(
                row.refuse or self.ORDER_RULE,
                f"{type(move).__name__} is not a move now: in the {phase!r} phase "
                f"{who} plays {and_join(allowed, 'or')}",
            )
        return self._commit("move", "move", who, move)

    def step(self) -> list[Event]:
        """Run one automatic step (a roll, a descent, a reveal...)."""
        if self.is_over:
            raise IllegalMove(self.END_RULE, "the game is over")
        if self._to_move(self.state) is not None:
            raise IllegalMove(
                self.ORDER_RULE, f"{self._to_move(self.state)} must decide first"
            )
        return self._commit("auto", None, None, None)

    def advance(self, max_steps: int = 100_000) -> list[Event]:
        """Run automatic steps until someone must decide or the game ends."""
        events: list[Event] = []
        for _ in range(max_steps):
            if self.is_over or self._to_move(self.state) is not None:
                return events
            events += self.step()
        raise RuntimeError("advance() did not reach a decision")

    def _commit(self, kind: str, step: str | None, who, move) -> list[Event]:
        snap = self.chance.snapshot()
        self.chance.drawn = []
        try:
            if kind == "move":
                new, events = self._apply(self.state, move, self.chance)
            else:
                step, new, events = self._auto(self.state, self.chance)
        except BaseException:
            self.chance.restore(snap)
            self.chance.drawn = []
            raise
        events = tuple(events)
        self._log.append(Entry(kind, step, who, move, tuple(self.chance.drawn), events))
        self._states.append(new)
        self._snaps.append(snap)
        self.chance.drawn = []
        return list(events)

    def force(self, kind: str, value: Any) -> None:
        """Make the next chance outcome of ``kind`` equal ``value`` (checked when drawn)."""
        if not isinstance(kind, str) or not kind:
            raise ValueError("a chance kind is a non-empty string")
        self.chance.force(kind, value)

    # -- going back -----------------------------------------------------
    def undo(self) -> Entry:
        """Take back the last move and every automatic step after it; returns that move's entry."""
        for i in range(len(self._log) - 1, 0, -1):
            if self._log[i].kind == "move":
                entry = self._log[i]
                self._truncate(i)
                return entry
        raise ValueError("nothing to undo: no move has been played")

    def rewind(self, i: int) -> None:
        """Go back to ``states[i]``, dropping every later entry (play on from there)."""
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self._states):
            raise ValueError(f"no state {i!r}: there are {len(self._states)} states")
        self._truncate(i + 1)

    def _truncate(self, n: int) -> None:
        if n >= len(self._log):
            return
        self.chance.restore(self._snaps[n])
        del self._log[n:], self._states[n:], self._snaps[n:]

    # -- saving ---------------------------------------------------------
    def to_json(self) -> str:
        """The seed, the options and every step, enough to replay the game exactly."""
        steps = []
        for e in self._log[1:]:
            item: dict[str, Any] = {}
            forced = [[o.kind, to_jsonable(o.value)] for o in e.outcomes if o.forced]
            if forced:
                item["forced"] = forced
            if e.kind == "move":
                item["move"] = {"type": type(e.move).__name__, **to_jsonable(e.move)}
            else:
                item["auto"] = e.step
            steps.append(item)
        pending = [[k, to_jsonable(v)] for k, v in self.chance.pending()]
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.NAME,
            "seed": self.seed,
            "options": to_jsonable(self.given_options),
            "log": steps,
            "pending_forced": pending,
            "final": digest(self.state),
        }
        return json.dumps(doc, indent=1, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Replay a saved game; a bad or altered file raises ``ValueError`` naming the problem."""
        try:
            doc = json.loads(text)
        except (TypeError, json.JSONDecodeError) as e:
            raise ValueError(f"not a saved game: the file is not JSON ({e})") from None
        if not isinstance(doc, dict):
            raise ValueError("not a saved game: the file holds no JSON object")
        for key in ("format", "version", "game", "seed", "options", "log", "final"):
            if key not in doc:
                raise ValueError(f"not a saved game: missing field {key!r}")
        if doc["format"] != FORMAT:
            raise ValueError(f"field 'format' must be {FORMAT!r}, got {doc['format']!r}")
        if doc["version"] != VERSION:
            raise ValueError(f"field 'version': cannot read version {doc['version']!r}")
        if doc["game"] != cls.NAME:
            raise ValueError(f"field 'game': the file is for {doc['game']!r}, not {cls.NAME!r}")
        if not isinstance(doc["options"], dict):
            raise ValueError("field 'options' must be an object")
        if not isinstance(doc["log"], list):
            raise ValueError("field 'log' must be a list")
        try:
            game = cls.new(doc["seed"], **doc["options"])
        except ValueError as e:
            raise ValueError(f"field 'options' or 'seed': {e}") from None
        by_name = {t.__name__: t for t in cls.MOVES}
        for i, item in enumerate(doc["log"], start=1):
            where = f"log entry {i}"
            if not isinstance(item, dict) or ("move" in item) == ("auto" in item):
                raise ValueError(f"{where}: must hold either 'move' or 'auto'")
            forced = item.get("forced", [])
            if not isinstance(forced, list) or not all(
                isinstance(f, list) and len(f) == 2 and isinstance(f[0], str) for f in forced
            ):
                raise ValueError(f"{where}: field 'forced' must be a list of [kind, value]")
            for kind, value in forced:
                game.force(kind, value)
            try:
                if "move" in item:
                    data = item["move"]
                    if not isinstance(data, dict) or data.get("type") not in by_name:
                        raise ValueError(f"unknown move type {data!r}")
                    move = from_jsonable(by_name[data["type"]], data, "move")
                    game.play(move)
                else:
                    if game.is_over or game._to_move(game.state) is not None:
                        raise ValueError(
                            f"automatic step {item['auto']!r} recorded, but a player decides here"
                        )
                    game.step()
                    if game._log[-1].step != item["auto"]:
                        raise ValueError(
                            f"recorded step {item['auto']!r}, replay gave {game._log[-1].step!r}"
                        )
            except IllegalMove as e:
                raise ValueError(f"{where}: illegal in replay: {e}") from None
            except ValueError as e:
                raise ValueError(f"{where}: {e}") from None
        for kind, value in doc.get("pending_forced", []) or []:
            game.force(kind, value)
        if digest(game.state) != doc["final"]:
            raise ValueError(
                "field 'final': the replayed position differs from the saved one "
                "(the file was altered or made by another version)"
            )
        return game

    # -- hooks ----------------------------------------------------------
    def _initial(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _to_move(self, state) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _phase(self, state) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self, state) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, state, move, chance: Chance):
        """Play ``move`` with its phase's handler (``play`` has checked its type)."""
        phase = self._phase(state)
        row = self.PHASES.get(phase)
        if row is None or row.play is None:  # pragma: no cover - play() refuses it first
            raise IllegalMove(self.ORDER_RULE, f"no move is played in the {phase!r} phase")
        return getattr(self, row.play)(state, move, chance)

    def _auto(self, state, chance: Chance):
        """Run the automatic step of the phase: ``(step name, state, events)``."""
        phase = self._phase(state)
        row = self.PHASES.get(phase)
        if row is None or row.auto is None:
            raise IllegalMove(self.ORDER_RULE, f"nothing happens by itself in the {phase} phase")
        new, events = getattr(self, row.auto)(state, chance)
        return row.step or phase, new, events

    def _over(self, state) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def _result(self, state):  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return (
            f"<{self.NAME} game seed={self.seed!r} phase={self.phase!r} "
            f"to_move={self.to_move!r} steps={len(self._log) - 1}>"
        )
