"""The face every game keeps: moves, automatic steps, the log, undo, time travel, save files.

A game subclasses ``Game`` and declares its phases in one table (``zzlib.core.table``): each
row says everything the phase does, with the handlers given as the functions themselves::

    def _place(self, state, move, chance) -> (state, events)    # raises IllegalMove
    def _places(self, state, who) -> list[Move]                 # who's legal moves
    def _roll(self, state, chance) -> (state, events)

    PHASES = {                                    # phase -> what happens there
        PLACE: Phase((Place,), play=_place, who=only_seat, legal=_places),   # a decision
        ROLL: Phase(auto=_roll),                  # an automatic step (a roll, a reveal...)
    }

and supplies the pure hooks on immutable states that are not the table's::

    _initial(self) -> state                       # before anything happened (no chance)
    _phase(self, state) -> str                    # a key of PHASES
    _over(self, state) -> bool
    _result(self, state) -> Any
    _view(self, state, seat) -> dict              # what ``seat`` may see (None: a spectator)

Who decides (``_to_move``) and the legal moves (``_legal``) are the phase row's ``who`` and
``legal``; a game may still override either hook whole (a game with no table does).

``play`` checks the move against the table once, for every game: a move type the current
phase does not allow is refused there (citing ``ORDER_RULE``, or the phase's own ``refuse``
rule, and naming the moves allowed), and so is a move whose ``player`` is not the seat to move
(citing ``ORDER_RULE``, the game's rule for turn order; ``_out_of_turn`` words it); either
changes nothing. The phase's handler checks the rest (each field).
``step`` runs the phase's automatic handler. A game declares its seats once: ``SEATS`` (a tuple
of seat names) or, when the seats depend on the options, the classmethod ``seats_for(options)``;
``g.seats`` holds them. Options are checked one by one (``OPTIONS``), then together
(``check_options``), before the game's own set-up reads any of them.

``g.rules`` (``zzlib.core.table.Rules``) is the rules alone: the same table and hooks on any
position, a move played or an automatic step run with nothing recorded.

The base class keeps the log (one entry per decision or automatic step), the list of states
(``states[i]`` is the position after ``log[i]``; ``states[0]`` is the start), the seeded
chance (with each step's draws from the generator and a copy of its state every
``CHECKPOINT_DRAWS`` draws, so undo restores the generator too); the JSON save file is
``zzlib.core.saves``'s (``to_json``/``from_json`` delegate there).
Every method here is atomic: when a hook raises, nothing has changed. A game may also check
forced chance outcomes when they are given (``_force_problem(self, kind, value) -> str |
None``: why ``value`` can never be drawn).

The save file (``to_json``) is the referee's complete record: the seed, the options, every
move and automatic step with the chance outcomes forced in it, the forced outcomes still
pending, a digest of the final position and a digest of the whole document. It holds every
secret (the seed rebuilds every shuffle): it is for the referee, not for a player.
"""

from __future__ import annotations

import dataclasses
import math
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from . import saves
from .chance import Chance, Outcome, RngState
from .draws import ChanceEvent, Probe, _Next
from .jsonable import freeze, plain_numbers, to_jsonable
from .options import Option, resolve_options
from .rules import Event, IllegalMove, Rule
from .savefile import MAX_DIGITS, excerpt
from .saves import FIELDS, FORMAT, VERSION  # noqa: F401 (the save file's, kept here too)
from .table import OVER, Phase, Rules, table_problems
from .text import and_join
from .trace import _TRACING

#: draws from the generator between two copies of its state kept for undo (``_rng_back``)
CHECKPOINT_DRAWS = 32
MAX_SEED_CHARS = 200
#: a forced value is a JSON value of at most this many numbers and strings
MAX_FORCED_ITEMS = 1000


def fresh_seed() -> int:
    """A new seed from the operating system's randomness (64 bits)."""
    return secrets.randbits(64)


def seed_problem(seed: object) -> str | None:
    """Why ``seed`` cannot seed a game (None: it can): a whole number of at most
    ``MAX_DIGITS`` digits, or a string of at most ``MAX_SEED_CHARS`` characters."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        return f"seed must be a whole number or a string, got {excerpt(seed)}"
    if isinstance(seed, int) and abs(seed) >= 10 ** MAX_DIGITS:
        return f"a seed has at most {MAX_DIGITS} digits"
    if isinstance(seed, str):
        if len(seed) > MAX_SEED_CHARS:
            return f"a seed string has at most {MAX_SEED_CHARS} characters"
        try:
            seed.encode("utf-8")  # the generator seeds from its UTF-8 bytes
        except UnicodeEncodeError:
            return (f"a seed string must be plain text: {excerpt(seed)} holds a lone surrogate "
                    "(half of a character)")
    return None


def _hashable(move: Any) -> bool:
    try:
        hash(move)
    except TypeError:
        return False
    return True


def plain_move(move: Any) -> Any:
    """``move`` with lists given for its fields turned into tuples (``RemoveChip("red",
    [0, 1])`` is played and logged as ``RemoveChip("red", (0, 1))``), so that a logged move is
    hashable; a move that stays unhashable is returned as it is (``play`` refuses it)."""
    if _hashable(move) or not dataclasses.is_dataclass(move) or isinstance(move, type):
        return move
    try:
        plain = dataclasses.replace(move, **{
            f.name: freeze(getattr(move, f.name)) for f in dataclasses.fields(move) if f.init})
    except (TypeError, ValueError):
        return move
    return plain if _hashable(plain) else move


def value_problem(value: object, limit: int = MAX_FORCED_ITEMS) -> str | None:
    """Why ``value`` cannot be saved as a chance outcome (None: it can): it must be built of
    None, booleans, whole numbers, finite numbers and strings, in tuples or lists."""
    stack, seen = [value], 0
    while stack:
        v = stack.pop()
        seen += 1
        if seen > limit:
            return f"a forced value holds at most {limit} items"
        if isinstance(v, (tuple, list)):
            stack.extend(v)
        elif isinstance(v, float):
            if not math.isfinite(v):
                return f"{v!r} is not a finite number"
        elif isinstance(v, int) and not isinstance(v, bool):
            if abs(v) >= 10 ** MAX_DIGITS:
                return f"a number has more than {MAX_DIGITS} digits"
        elif not (v is None or isinstance(v, (bool, str))):
            return f"a {type(v).__name__} cannot be a chance outcome"
    return None


@dataclass(frozen=True, slots=True)
class Entry:
    """One step of a game: a player's move or an automatic step, with what it caused.

    ``kind`` is ``"start"``, ``"move"`` or ``"auto"``; ``step`` names the automatic step
    (e.g. ``"descend"``); ``outcomes`` are the chance outcomes drawn during it.

    What is secret, and to whom, lives with the parts: a secret outcome (``Outcome.secret``)
    is the referee's alone, and a move's secret fields (``SECRET`` in the field's metadata,
    e.g. a card played face down) are its player's until the game reveals them. ``public()``,
    ``str()`` and ``repr()`` show neither.
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


class History(Sequence):
    """A read-only look at the first ``n`` items of a game's list (``Game.log``,
    ``Game.states``): what a copy would hold, without the copy. The game never changes those
    items while a ``History`` may hold them (it copies its list before going back), so a
    ``History`` read earlier keeps what it held."""

    __slots__ = ("_items", "_n")

    def __init__(self, items: list, n: int):
        self._items = items
        self._n = n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._items[: self._n][i]
        n = self._n
        if isinstance(i, int) and not isinstance(i, bool):
            if i < 0:
                i += n
            if 0 <= i < n:
                return self._items[i]
            raise IndexError(f"index {i} of {n}")
        raise TypeError(f"indices are whole numbers or slices, not {type(i).__name__}")

    def __iter__(self):
        items = self._items
        return (items[i] for i in range(self._n))

    def __reversed__(self):
        items = self._items
        return (items[i] for i in range(self._n - 1, -1, -1))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other):
        return list(self) + list(other)

    def __radd__(self, other):
        return list(other) + list(self)

    def copy(self) -> list:
        return self._items[: self._n]

    def __repr__(self) -> str:
        return f"History({self.copy()!r})"


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
    #: the dispatch table: phase -> everything it does (``zzlib.core.table.Phase``)
    PHASES: ClassVar[Mapping[str, Phase]] = {}
    #: each move type in words, for refusals: (what doing it is called, what a player does),
    #: e.g. ``TakeDice: ("taking dice", "take dice")`` (``move_words``)
    MOVE_WORDS: ClassVar[Mapping[type, tuple[str, str]]] = {}
    #: the declared data shape of each rule's events (``zzlib/<game>/events.py``)
    EVENTS: ClassVar[Mapping[str, type]] = {}
    #: whether some seat may not see everything (a hand, a secret number): such a game is
    #: played fair by default (``zzlib.core.fair``) and offers ``secrets.blind_twin``
    SECRETS: ClassVar[bool] = False
    #: move types that cannot be taken back once played, each with the rule that says so
    #: (``zzlib.core.fair``: fair play never undoes them)
    FINAL: ClassVar[Mapping[type, str]] = {}
    #: chance kind (or a prefix such as ``"dice."``) -> the rules of the events that tell that
    #: draw, so that a fair-play refusal names the draw (the deal, not the farmers' start)
    CHANCE_RULES: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    #: ``_status``: the position last asked about, whether it is over, who decides there
    _known: tuple = (None, False, None)
    #: whether ``log``/``states`` lent the lists to a ``History`` (set in ``__init__``)
    _lent: bool = False
    #: whether ``_legal`` is the table's (set when the class is made)
    _table_legal: bool = True

    def __init_subclass__(cls, **kw):
        """Check the dispatch table once, when a game class is made
        (``zzlib.core.table.table_problems``)."""
        super().__init_subclass__(**kw)
        problems = table_problems(cls, Game)
        if problems:
            raise TypeError(problems[0])
        # the legal moves straight from the table's row, unless the game lists them itself
        cls._table_legal = cls._legal is Game._legal

    def __init__(self, seed: int | str | None = None, options: Mapping[str, Any] | None = None,
                 _given=None):
        if seed is None:
            seed = fresh_seed()
        problem = seed_problem(seed)
        if problem:
            raise ValueError(problem)
        self.seed = seed
        self.given_options = dict(_given if _given is not None else (options or {}))
        self.options = resolve_options(self.NAME, self.OPTIONS, options or {})
        self.check_options(self.options)
        self.seats: tuple[str, ...] = tuple(self.seats_for(self.options))
        self.chance = Chance(seed)
        start = self._initial()
        self._log: list[Entry] = [Entry("start", "start", None, None, (), ())]
        self._states: list[Any] = [start]
        #: per entry: the recipes of its draws from the generator (None: it drew none) ...
        self._recipes: list[tuple | None] = [None]
        #: ... and the generator's state after it, kept every CHECKPOINT_DRAWS draws (undo
        #: restores the last one kept, or the seed's, and redraws the recipes since:
        #: ``_rng_back``)
        self._rng_after: list[RngState | None] = [None]
        self._draws_since = 0
        #: False: play without building events (``zzlib.core.trace``); the log's entries then
        #: hold no events, and moves, positions, chance and results are the same
        self.trace = True
        #: whether ``log`` or ``states`` handed out a ``History`` of the lists (then going back
        #: copies them instead of cutting them short)
        self._lent = False

    # -- construction ---------------------------------------------------
    @classmethod
    def new(cls, seed: int | str | None = None, **options: Any) -> Game:
        """A new game; ``options`` are rule variants and house rules (unknown key: ValueError).

        Without a seed, a fresh one is drawn from the operating system; a given seed replays
        the same chance exactly."""
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
    def states(self) -> History:
        """Every position so far: ``states[i]`` follows ``log[i]``. A read-only sequence that
        keeps what it held when it was read (later steps, undo and rewind do not change it),
        made without copying the list."""
        self._lent = True
        return History(self._states, len(self._states))

    @property
    def log(self) -> History:
        """Every entry so far (``log[0]`` is the start), as ``states`` is read."""
        self._lent = True
        return History(self._log, len(self._log))

    @property
    def phase(self) -> str:
        return self.phase_of(self._states[-1])

    @property
    def rules(self) -> Rules:
        """The rules of this game alone (``zzlib.core.table.Rules``): a move played or an
        automatic step run on any position, with nothing recorded."""
        return Rules(self)

    @property
    def to_move(self) -> str | None:
        return self._status(self._states[-1])[2]

    @property
    def is_over(self) -> bool:
        return self._status(self._states[-1])[1]

    def _status(self, state) -> tuple:
        """``(state, over, who decides)`` of ``state``, kept for the position last asked about:
        a position never changes, and ``play``, ``legal_moves``, ``advance``, ``is_over`` and
        ``to_move`` all ask about the same one (``_over`` and ``_to_move`` are pure functions
        of the position and the options)."""
        known = self._known
        if known[0] is state:
            return known
        over = self._over(state)
        known = self._known = (state, over, None if over else self._to_move(state))
        return known

    @property
    def result(self) -> Any:
        return self._result(self.state)

    def legal_moves(self) -> list:
        state = self._states[-1]
        who = self._status(state)[2]
        if who is None:  # over, or an automatic step next
            return []
        if self._table_legal:  # ``_legal``'s work, with who decides already known
            return self.PHASES[self._phase(state)].legal(self, state, who)
        return self._legal(state)

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
        return OVER if self._over(state) else self._phase(state)

    def to_move_of(self, state) -> str | None:
        """Who decides in any position of this game (None: automatic, or over)."""
        return self._status(state)[2]

    def rule(self, rule_id: str) -> Rule:
        return self.RULES[rule_id]

    # -- acting ---------------------------------------------------------
    def play(self, move: Any) -> list[Event]:
        """Play ``move`` for the player to move; an illegal move raises ``IllegalMove``."""
        who = self._check_move(self._states[-1], move)
        return self._commit("move", "move", who, move)

    def _check_move(self, state, move: Any) -> str:
        """The table's check of ``move`` in ``state`` (``play``'s, for every game): who plays
        it, or ``IllegalMove``."""
        _, over, who = self._status(state)
        if over:
            raise IllegalMove(self.END_RULE, "the game is over: no more moves")
        if who is None:
            raise IllegalMove(
                self.ORDER_RULE,
                "nobody decides now: what comes next happens by itself "
                f"({self.phase_words(self._phase(state))})",
            )
        phase = self._phase(state)
        row = self.PHASES.get(phase)
        # a move the phase allows is a move of the game (the table is checked against MOVES
        # when the class is made), so the usual move passes one check
        if row is None or not isinstance(move, row.moves):
            if self.MOVES and not isinstance(move, self.MOVES):
                raise IllegalMove(
                    self.ORDER_RULE,
                    f"{move!r} is not a move of {self.NAME}: expected one of "
                    + ", ".join(t.__name__ for t in self.MOVES),
                )
            if row is not None:
                allowed = [self.move_words(t)[1] for t in row.moves]
                why = f"while {self.phase_words(phase)}, {who} may {and_join(allowed, 'or')}"
                if row.why:
                    why = row.why.format(player=who) + f" ({why})"
                raise IllegalMove(row.refuse or self.ORDER_RULE,
                                  f"{self.move_words(type(move))[0]} is not possible now: {why}")
        # a move names its player (a game for several): only the seat to move plays, checked
        # here once for every game (a solo game's moves name nobody)
        player = getattr(move, "player", who)
        if not (isinstance(player, str) and player == who):
            raise self._out_of_turn(state, move, who)
        return who

    @classmethod
    def move_words(cls, move_type: type) -> tuple[str, str]:
        """A move type in words: (what doing it is called, what a player does), from
        ``MOVE_WORDS`` (else its name split into words: ``TakeDice`` -> "take dice")."""
        words = cls.MOVE_WORDS.get(move_type)
        if words is None:
            plain = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", move_type.__name__).lower()
            words = (plain, plain)
        return words

    @classmethod
    def phase_words(cls, phase: str) -> str:
        """A phase in words, as a clause: what is happening at the table (``Phase.words``,
        else the name with spaces)."""
        row = cls.PHASES.get(phase)
        return row.words if row is not None and row.words else phase.replace("_", " ")

    def _out_of_turn(self, state, move: Any, who: str) -> IllegalMove:
        """The refusal of ``move``, whose ``player`` is not ``who``, the seat to move:
        ``ORDER_RULE``, the game's rule for turn order. A game whose rulebook says more about
        who goes when (Zapp Zerapp: the grab order, the highest number first) returns, or
        raises, its own refusal citing that rule."""
        player = getattr(move, "player", None)
        if not isinstance(player, str) or not player:
            return IllegalMove(self.ORDER_RULE, f"it is {who}'s turn: the move names no player")
        return IllegalMove(self.ORDER_RULE, f"it is {who}'s turn, not {player}'s")

    def step(self) -> list[Event]:
        """Run one automatic step (a roll, a descent, a reveal...)."""
        _, over, who = self._status(self._states[-1])
        if over:
            raise IllegalMove(self.END_RULE, "the game is over")
        if who is not None:
            raise IllegalMove(self.ORDER_RULE, f"{who} must decide first")
        return self._commit("auto", None, None, None)

    def advance(self, max_steps: int = 100_000) -> list[Event]:
        """Run automatic steps until someone must decide or the game ends."""
        events: list[Event] = []
        states, status = self._states, self._status
        for _ in range(max_steps):
            _, over, who = status(states[-1])
            if over or who is not None:
                return events
            events += self._commit("auto", None, None, None)
        raise RuntimeError("advance() did not reach a decision")

    def _commit(self, kind: str, step: str | None, who, move) -> list[Event]:
        chance = self.chance
        state = self._states[-1]
        hashable = True
        if kind == "move":
            try:
                hash(move)
            except TypeError:
                move = plain_move(move)
                hashable = _hashable(move)
        if chance.drawn or chance.used:  # drawn outside a step (each step ends with none)
            chance.begin()
        # untraced: switch the sentences off for this step (unless they are off already)
        token = None if self.trace or not _TRACING.get() else _TRACING.set(False)
        try:
            if kind == "move":
                new, events = self._apply(state, move, chance)
                if not hashable:
                    raise IllegalMove(
                        self.ORDER_RULE, f"a {type(move).__name__} must hold plain values "
                        "(numbers, strings, tuples), not lists or dicts",
                    )
            else:
                step, new, events = self._auto(state, chance)
        except BaseException:
            # put the generator and the forced values back; an impossible forced value
            # (ImpossibleOutcome) was taken off its queue and stays dropped
            if chance.used:
                self._rng_back(len(self._log))
            chance.requeue(chance.drawn)
            chance.begin()
            raise
        finally:
            if token is not None:
                _TRACING.reset(token)
        events = tuple(events) if self.trace else ()
        drawn = chance.drawn
        if drawn:
            self._log.append(Entry(kind, step, who, move, tuple(drawn), events))
            chance.drawn = []
        else:
            self._log.append(Entry(kind, step, who, move, (), events))
        self._states.append(new)
        used = chance.used
        if used:
            chance.used = []
            self._recipes.append(tuple(used))
            self._draws_since += len(used)
            if self._draws_since >= CHECKPOINT_DRAWS:
                self._rng_after.append(chance.rng_state())
                self._draws_since = 0
            else:
                self._rng_after.append(None)
        else:
            self._recipes.append(None)
            self._rng_after.append(None)
        return list(events) if events else []

    def _rng_back(self, n: int) -> None:
        """Put the generator where it was before entry ``n`` (after entries ``0..n-1``): the
        last state kept up to there (or the seed's), then the draws of the entries since,
        redrawn."""
        c = n - 1
        while c and self._rng_after[c] is None:
            c -= 1
        recipes = self._recipes
        self.chance.replay(self._rng_after[c],
                           [r for i in range(c + 1, n) if recipes[i] for r in recipes[i]])

    def force(self, kind: str, value: Any) -> None:
        """Make the next chance outcome of ``kind`` equal ``value``.

        A value that can never be drawn as ``kind`` (or a kind this game never draws) is
        refused at once with a ``ValueError`` when the game knows the kind's possible values;
        a value that turns out impossible in the position where it is drawn makes that step
        raise a ``ValueError`` and is dropped (the game goes on; nothing else changes).
        """
        if not isinstance(kind, str) or not kind or len(kind) > 100:
            raise ValueError("a chance kind is a non-empty string (at most 100 characters)")
        value = freeze(plain_numbers(value))
        problem = value_problem(value) or self._force_problem(kind, value)
        if problem:
            raise ValueError(f"cannot force {kind} {excerpt(value)}: {problem}")
        self.chance.force(kind, value)

    def _force_problem(self, kind: str, value: Any) -> str | None:
        """Hook: why ``value`` can never be drawn as ``kind`` in this game (None: it may be,
        or the game cannot tell before the draw). Games that know their kinds refuse others."""
        return None

    # -- explicit chance, forks ----------------------------------------------
    def next_chance(self, move: Any = None) -> ChanceEvent | None:
        """The first chance draw of the next step that no forced outcome decides: the
        automatic step (``move`` None), or playing ``move`` (a move that draws, as a
        Zankapfel purchase that empties the deck). None: that step draws nothing more (or only
        forced outcomes). Choose an outcome with ``force(event.kind, value)``; see
        ``zzlib.core.draws``. Nothing changes; an illegal move raises ``IllegalMove``, and a
        step that cannot run now raises as ``step`` would. The referee's tool: a secret
        draw's distribution may show what a seat does not know (the cards of a face-down
        pile about to be shuffled)."""
        state = self._states[-1]
        if move is None:
            _, over, who = self._status(state)
            if over:
                raise IllegalMove(self.END_RULE, "the game is over")
            if who is not None:
                raise IllegalMove(self.ORDER_RULE, f"{who} must decide first")
        else:
            self._check_move(state, move)
            move = plain_move(move)
        probe = Probe(self.chance.forced)
        token = _TRACING.set(False)
        try:
            if move is None:
                self._auto(state, probe)
            else:
                self._apply(state, move, probe)
        except _Next as stop:
            return stop.event
        finally:
            _TRACING.reset(token)
        return None

    def fork(self) -> Game:
        """A copy of this game that plays on by itself: the same positions (shared, never
        copied: they are immutable), log, chance (the generator where it is, the forced
        outcomes pending) and options. Playing, undoing or forcing on either changes nothing
        of the other; both go on as a replay of the same game would."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["_log"], d["_states"] = self._log[:], self._states[:]
        d["_recipes"], d["_rng_after"] = self._recipes[:], self._rng_after[:]
        d["_lent"] = False
        d["chance"] = self.chance.fork()
        d["given_options"] = dict(self.given_options)
        d["options"] = dict(self.options)
        self._fork_extra(new)
        return new

    def _fork_extra(self, new: Game) -> None:
        """Hook: copy whatever else of a game's own that changes as it plays (the base class
        keeps all of it; a game's caches of pure functions may be shared)."""

    # -- going back -----------------------------------------------------
    def undo(self) -> Entry:
        """Take back the last move and every automatic step after it; returns that move's entry.

        The generator goes back to where it was, and the forced values the undone steps drew
        go back in front of their queues (values forced since and not drawn stay queued), so
        playing the same again gives the same game."""
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
        # the generator goes back to where it was before entry n (when a later entry moved
        # it; else it is where it is now)
        if any(self._recipes[n:]):
            self._rng_back(n)
        self.chance.requeue([o for e in self._log[n:] for o in e.outcomes])
        if self._lent:
            # a History read before holds these lists: keep them as they are, go on with copies
            self._log, self._states = self._log[:n], self._states[:n]
            self._lent = False
        else:
            del self._log[n:], self._states[n:]
        del self._recipes[n:], self._rng_after[n:]
        c = n - 1
        while c and self._rng_after[c] is None:
            c -= 1
        self._draws_since = sum(len(r) for r in self._recipes[c + 1:] if r)

    # -- saving (zzlib.core.saves) ---------------------------------------
    def to_json(self) -> str:
        """The referee's complete record of the game, as JSON (it holds every secret).

        Fields: ``format``, ``version``, ``game``, ``seed``, ``options`` (as given),
        ``log`` (each step: ``{"move": {"type": ..., fields}}`` or ``{"auto": step name}``,
        with ``"forced": [[kind, value], ...]`` for the outcomes forced in it, in drawn
        order), ``pending_forced`` (forced outcomes not drawn yet), ``final`` (a digest of the
        position reached) and ``digest`` (of the whole document but itself). ``from_json``
        replays it and refuses any file that does not describe this game exactly.
        """
        return saves.to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Replay a saved game; a damaged or altered file raises ``ValueError`` naming the
        field or log entry that is wrong, and never loads as another game.

        Sizes, nesting and numbers are bounded before the file is parsed; every field's type
        and shape is checked before use; each step must replay as recorded, drawing exactly
        the outcomes forced in it; the whole document must match its digest (checked before
        any step is replayed) and the final position its own.

        The digests are not keyed: they catch damage and careless edits, not a determined
        editor, who can re-sign an edited file with zzlib's own ``document_digest``; such a
        file still has to replay move by move, every forced outcome drawn where it is
        recorded."""
        return saves.from_json(cls, text)

    def _force_all(self, forced: Any) -> list[tuple[str, Any]]:
        """Force each ``[kind, value]`` of a save file's list (``saves.force_all``)."""
        return saves.force_all(self, forced)

    def _replay(self, item: Any) -> None:
        """Replay one step of a save file's log as recorded (``saves.replay_step``)."""
        saves.replay_step(self, item)

    # -- hooks ----------------------------------------------------------
    def _initial(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _to_move(self, state) -> str | None:
        """Who decides in ``state`` (None: nobody, an automatic step): the phase row's
        ``who`` (a phase without one is automatic; so is a phase not in the table)."""
        row = self.PHASES.get(self._phase(state))
        if row is None or row.who is None:
            return None
        return row.who(self, state)

    def _phase(self, state) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self, state) -> list:
        """The legal moves in ``state``: the phase row's ``legal`` for the seat deciding
        (none while nobody decides)."""
        who = self._status(state)[2]
        if who is None:
            return []
        return self.PHASES[self._phase(state)].legal(self, state, who)

    def _apply(self, state, move, chance: Chance):
        """Play ``move`` with its phase's handler (``play`` has checked its type)."""
        phase = self._phase(state)
        row = self.PHASES.get(phase)
        if row is None or row.play is None:  # pragma: no cover - play() refuses it first
            raise IllegalMove(self.ORDER_RULE, f"no move is played in the {phase!r} phase")
        return row.play(self, state, move, chance)

    def _auto(self, state, chance: Chance):
        """Run the automatic step of the phase: ``(step name, state, events)``."""
        phase = self._phase(state)
        row = self.PHASES.get(phase)
        if row is None or row.auto is None:
            raise IllegalMove(self.ORDER_RULE, f"nothing happens by itself in the {phase} phase")
        new, events = row.auto(self, state, chance)
        return row.step or phase, new, events

    def _over(self, state) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def _shows(self, before, after) -> str | None:
        """The rule under which the step from ``before`` to ``after`` turned over something
        that was hidden (a reveal, a card turned up for sale), or None. Chance drawn in a step
        needs no word here (its outcomes are in the log); a game with secrets overrides this,
        and the contract suite checks that every step showing a seat a secret is named."""
        return None

    def _result(self, state):  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        # no seed: it rebuilds every secret shuffle
        return (
            f"<{self.NAME} game phase={self.phase!r} to_move={self.to_move!r} "
            f"steps={len(self._log) - 1}>"
        )
