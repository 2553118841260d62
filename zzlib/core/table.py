"""The dispatch table: what each phase of a game does, and the rules usable alone.

A game is a table of phases (``Game.PHASES``). Each row says everything the phase does: the
move types a player may make there and the function that plays them, the function of its
automatic step, who decides there and which moves that seat may make::

    PHASES = {
        ROLL: Phase(auto=_roll, words="the players roll their targets in secret"),
        TAKE: Phase((Take,), play=_take, who=seat_at("turn"), legal=_takes,
                    words="the players take stones in turn"),
    }

The handlers are the functions themselves (methods of the game class, named in the table
after they are defined), so a reader or a tool follows a move to its code:

- ``play(game, state, move, chance) -> (state, events)``: plays a move of ``moves`` (the core
  has checked its type and its player; the handler checks each field, citing its rule);
- ``auto(game, state, chance) -> (state, events)``: the automatic step, run when nobody
  decides in the phase (its log entry is named ``step``, default the phase);
- ``who(game, state) -> seat | None``: who decides (None: nobody, the automatic step runs;
  a phase may have both, as a Zankapfel player with nothing to play sits out). A phase
  without moves has no ``who``: nobody decides there. The shared policies below cover what
  the games agree on;
- ``legal(game, state, who) -> list``: the legal moves of ``who``, the seat deciding.

``Rules`` (``game.rules``) is the rules of one game alone: the same table and hooks applied
to any position, with nothing recorded (no log, no list of states, no undo, no forcing
beyond the ``Chance`` given).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .rules import IllegalMove

if TYPE_CHECKING:  # pragma: no cover
    from .chance import Chance
    from .game import Game

#: the phase of every game once it is over (``Game.phase_of``): not a row of any table
OVER = "over"


@dataclass(frozen=True)
class Phase:
    """One row of a game's dispatch table (``Game.PHASES``): everything a phase does.

    ``moves``: the move types a player may play here, each played by ``play``,
    ``(game, state, move, chance) -> (state, events)``. ``who``: who decides,
    ``(game, state) -> seat | None``, and ``legal`` that seat's legal moves,
    ``(game, state, who) -> list`` (both go with ``moves``). ``auto``: the automatic step,
    ``(game, state, chance) -> (state, events)``, run when nobody decides here; its log entry
    is named ``step`` (default: the phase). ``refuse``: the rule cited for a move of another
    type (default: the game's ``ORDER_RULE``), and ``why`` a sentence that says why in the
    rule's own terms (``{player}`` stands for who decides), put before the moves allowed.
    ``words``: what is happening at the table in this phase, as a clause a refusal reads
    ("the contenders take dice in turn"; default: the phase's name).
    """

    moves: tuple[type, ...] = ()
    play: Callable[..., Any] | None = None
    auto: Callable[..., Any] | None = None
    who: Callable[..., Any] | None = None
    legal: Callable[..., Any] | None = None
    step: str | None = None
    refuse: str | None = None
    why: str | None = None
    words: str | None = None


def table_problems(cls: type, base: type) -> list[str]:
    """What is wrong with ``cls.PHASES`` (``Game.__init_subclass__`` raises the first): a row
    that is not a ``Phase``; ``moves`` without ``play`` or the reverse; a handler given by
    name instead of as the function; a phase with moves that does not say who decides or
    what they may do (unless the class overrides ``_to_move`` or ``_legal``); ``who`` or
    ``legal`` where nobody moves; a move type not in ``MOVES``."""
    own_who = cls._to_move is not base._to_move
    own_legal = cls._legal is not base._legal
    out = []
    for name, row in cls.PHASES.items():
        where = f"{cls.__name__}.PHASES[{name!r}]"
        if not isinstance(row, Phase):
            out.append(f"{where} must be a Phase")
            continue
        if bool(row.moves) != bool(row.play):
            out.append(f"{where}: moves and play go together")
        for field in ("play", "auto", "who", "legal"):
            f = getattr(row, field)
            if f is not None and not callable(f):
                out.append(f"{where}: {field} must be a function (the handler itself, as in "
                           f"{field}=_handler), not {f!r}")
        if row.moves and row.who is None and not own_who:
            out.append(f"{where}: a phase with moves says who decides (who=...)")
        if row.moves and row.legal is None and not own_legal:
            out.append(f"{where}: a phase with moves lists the legal moves (legal=...)")
        if not row.moves and (row.who is not None or row.legal is not None):
            out.append(f"{where}: who and legal go with moves (nobody decides here)")
        stray = [t.__name__ for t in row.moves if t not in cls.MOVES]
        if stray:
            out.append(f"{where}: {stray} not in MOVES")
    return out


# -- who decides: the policies the games share ------------------------------------------------
def only_seat(game: Game, state: Any) -> str:
    """The game's one seat (a solo game: Jasper decides in every phase with moves)."""
    return game.seats[0]


def seat_at(field: str) -> Callable[[Game, Any], str]:
    """The seat whose index the state holds in ``field`` (Heap: ``seat_at("turn")``, the seat
    ``seats[state.turn]``)."""
    get = attrgetter(field)

    def who(game: Game, state: Any) -> str:
        return game.seats[get(state)]

    who.__qualname__ = who.__name__ = f"seat_at({field!r})"
    return who


def first_in(field: str) -> Callable[[Game, Any], str]:
    """The first seat of the queue the state holds in ``field`` (Zankapfel: ``first_in("queue")``,
    the players who still act in the phase, in order; Zapp Zerapp: the movers)."""
    get = attrgetter(field)

    def who(game: Game, state: Any) -> str:
        return get(state)[0]

    who.__qualname__ = who.__name__ = f"first_in({field!r})"
    return who


def seat_in(field: str) -> Callable[[Game, Any], str]:
    """The seat the state names in ``field`` (Zankapfel: ``seat_in("leader_name")``, the Game
    Leader)."""
    get = attrgetter(field)

    def who(game: Game, state: Any) -> str:
        return get(state)

    who.__qualname__ = who.__name__ = f"seat_in({field!r})"
    return who


# -- the rules alone ---------------------------------------------------------------------------
class Rules:
    """The rules of one game alone (``game.rules``): its table and hooks applied to any
    position, with nothing recorded: no log, no list of states, no undo, no save file. A
    position is immutable; each step returns the next one::

        rules, chance = game.rules, Chance(seed)
        s = rules.start()
        while not rules.over(s):
            if rules.to_move(s) is None:
                step, s, events = rules.auto(s, chance)
            else:
                s, events = rules.play(s, rules.legal(s)[0], chance)

    The options, seats and caches are ``game``'s; the chance is the ``Chance`` given (values
    forced on it are drawn as in a game). Events are built while ``tracing()``: play inside
    ``untraced()`` for bulk work. After a step ``chance.drawn`` holds the outcomes it drew
    (each step starts with ``chance.begin()``). A step that raises leaves the position as it
    was (positions never change), but the generator may have moved: going back is the
    match's job (``Game.undo``), not the rules'.
    """

    __slots__ = ("game", "start", "phase", "over", "to_move", "result")

    def __init__(self, game: Game):
        self.game = game
        #: ``start()``: the position before anything happened (no chance drawn yet)
        self.start: Callable[[], Any] = game._initial
        #: ``phase(state)``: a key of the table (``OVER`` once the game is over)
        self.phase: Callable[[Any], str] = game.phase_of
        #: ``over(state)``: whether the game is over
        self.over: Callable[[Any], bool] = game._over
        #: ``to_move(state)``: who decides (None: an automatic step comes next, or it is over)
        self.to_move: Callable[[Any], str | None] = game.to_move_of
        #: ``result(state)``: the result (None before the end)
        self.result: Callable[[Any], Any] = game._result

    def __repr__(self) -> str:
        return f"<the rules of {self.game.NAME}>"

    def legal(self, state: Any) -> list:
        """The legal moves in ``state`` (empty while nobody decides)."""
        game = self.game
        who = game._status(state)[2]
        if who is None:
            return []
        if game._table_legal:  # ``_legal``'s work, with who decides already known
            return game.PHASES[game._phase(state)].legal(game, state, who)
        return game._legal(state)

    def play(self, state: Any, move: Any, chance: Chance, *, checked: bool = True):
        """``move`` played on ``state``: ``(next state, events)``; an illegal move raises
        ``IllegalMove``. ``checked=False`` skips the table's check (the phase allows the move's
        type, its player is the seat to move: what ``Game.play`` checks) for a move taken
        from ``legal(state)``; the handler checks the rest either way."""
        game = self.game
        if checked:
            game._check_move(state, move)
        chance.begin()
        return game._apply(state, move, chance)

    def auto(self, state: Any, chance: Chance, *, checked: bool = True):
        """The automatic step of ``state``'s phase: ``(step name, next state, events)``.
        Refused (``IllegalMove``) after the end and while someone decides, unless
        ``checked=False`` (the caller has asked ``to_move``)."""
        game = self.game
        if checked:
            _, over, who = game._status(state)
            if over:
                raise IllegalMove(game.END_RULE, "the game is over")
            if who is not None:
                raise IllegalMove(game.ORDER_RULE, f"{who} must decide first")
        chance.begin()
        return game._auto(state, chance)
