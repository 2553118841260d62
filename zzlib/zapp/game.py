"""The game of Zapp Zerapp per the contract in architecture.md.

A round runs through the automatic steps and decisions below (``g.phase`` names them, as
do the constants of ``zzlib.zapp.phases``):

``shuffle`` (auto)  the 13 barrels are shuffled on the plateau (a secret outcome, kind
                    ``"barrels"``) and this round's grab order is drawn (kind ``"grab_order"``)
``roll``    (auto)  two dice give the magic number (kind ``"magic"``); then each player's
                    rattle noise for the round is drawn, one number per barrel (a secret
                    outcome of that player, kind ``"shake.<player>"``; none with
                    ``shake_noise=0``)
``choose``          each player in grab order sets down one barrel (``Choose``); before that
                    they (and only they) may ``g.shake(barrel)`` any barrel still on the
                    plateau: a query that reads the state and changes nothing
``reveal``  (auto)  the secret numbers are shown; barrels above the magic number go back
``move``            players move one wizard each (``MoveWizard``), highest number first
``over``            somebody has all three wizards in the city

``g.state`` is the referee's full view (it holds the secret numbers and every player's
readings); ``g.view(player)`` is all a player may see and know, its own rattle readings of the
round included (``readings``), and no event or public log entry names a secret number or a
reading.

Bulk play (``g.trace = False``, ``simulate``) builds no sentences: the handlers and
``moving.move`` write events only when ``tracing()``. Listing the moves and playing one share
work: ``moving.reach`` remembers the reaches of the last position asked about, and an
untraced ``MoveWizard`` goes through ``position_after`` (the same checks, no ``MoveResult``).
States are copied with ``_evolve``; ``tests/zapp/test_fast_paths.py`` holds each shortcut to
the plain code.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import cache, cached_property
from math import prod
from typing import Any

from zzlib.core import (
    Event,
    IllegalMove,
    Option,
    Phase,
    Result,
    and_join,
    first_in,
    number_in,
    to_jsonable,
)
from zzlib.core import Game as BaseGame
from zzlib.core.chance import dice_problem, sample_problem
from zzlib.core.trace import tracing

from .barrels import (
    LABELS,
    NUMBERS,
    check_label,
    draw_noise,
    noise_problem,
    rattle,
    turn_order,
)
from .board import CITY, COLOURS, Board
from .events import SHAPES
from .moving import Reach, move, position_after, reach
from .phases import CHOOSE, MOVE, OVER, REVEAL, ROLL, SHUFFLE
from .position import Position, colour_of, wizard_name
from .rules import RULES


@dataclass(frozen=True)
class Choose:
    """Phase 2: ``player`` sets down the barrel standing at ``barrel`` (``"A"``..``"M"``)."""

    player: str
    barrel: str

    def __str__(self) -> str:
        return f"{self.player} sets down barrel {self.barrel}"


@dataclass(frozen=True)
class MoveWizard:
    """Phase 3: ``player`` moves ``wizard`` by their secret number.

    ``spare``: opposing wizards the mover overlooks (default: banish every one it may);
    ``carry``: wizards carried along (Pro version; default none); ``stay``: own carried
    wizards left in front of the city when the mover enters it (default: they come along).
    """

    player: str
    wizard: str
    carry: frozenset[str] = frozenset()  # rule: zapp.decide.carry
    spare: frozenset[str] = frozenset()  # rule: zapp.decide.spare
    stay: frozenset[str] = frozenset()

    def __post_init__(self):
        # wizards' names as a position's text reads them ("r1" is R1); accept any collection
        # (or one name) and keep the move hashable
        object.__setattr__(self, "wizard", wizard_name(self.wizard))
        for name in ("carry", "spare", "stay"):
            v = getattr(self, name)
            if isinstance(v, str):
                object.__setattr__(self, name, frozenset({wizard_name(v)}))
            elif not v and isinstance(v, frozenset):
                continue  # most moves: nothing to carry, spare or leave
            else:
                try:
                    names = frozenset(wizard_name(w) for w in v)
                except TypeError:
                    raise ValueError(f"MoveWizard.{name} must be a set of wizard names") from None
                if not isinstance(v, frozenset) or names != v:
                    object.__setattr__(self, name, names)

    def __str__(self) -> str:
        text = f"{self.player} moves {self.wizard}"
        if self.carry:
            text += ", carrying along " + " and ".join(sorted(map(str, self.carry)))
        if self.stay:
            text += ", leaving " + " and ".join(sorted(map(str, self.stay))) + " in front of the city"
        if self.spare:
            text += ", overlooking " + " and ".join(sorted(map(str, self.spare)))
        return text


@dataclass(frozen=True)
class State:
    """A snapshot. ``plateau[i]`` is the secret number of barrel ``LABELS[i]`` this round;
    ``noise[p][i]`` is the rattle noise of ``players[p]`` for barrel ``LABELS[i]`` this round,
    drawn by the roll (empty with ``shake_noise=0``): shaking that barrel reads
    ``plateau[i] + noise[p][i]``."""

    players: tuple[str, ...]
    position: Position
    round: int = 0
    phase: str = SHUFFLE
    plateau: tuple[int, ...] = ()
    grab_order: tuple[str, ...] = ()
    dice: tuple[int, ...] = ()
    magic: int | None = None
    chosen: tuple[tuple[str, str], ...] = ()
    revealed: tuple[tuple[str, int], ...] = ()
    movers: tuple[str, ...] = ()
    winner: str | None = None
    noise: tuple[tuple[float, ...], ...] = ()

    def to_dict(self) -> dict:
        return to_jsonable(self)

    def barrel_of(self, player: str) -> str | None:
        return dict(self.chosen).get(player)

    def number_of(self, player: str) -> int | None:
        """``player``'s secret number once revealed (None before the reveal)."""
        return dict(self.revealed).get(player)


_LABEL_INDEX = {b: i for i, b in enumerate(LABELS)}


@cache
def _choices(player: str) -> tuple[Choose, ...]:
    """``Choose(player, b)`` for every barrel A-M (moves are immutable: made once, shared)."""
    return tuple(Choose(player, b) for b in LABELS)


_STATE_FIELDS = frozenset(f.name for f in fields(State))


def _evolve(s: State, **changes: Any) -> State:
    """``dataclasses.replace(s, **changes)`` without its per-call work (every step makes a new
    state): a copy of ``s`` with ``changes``. A ``State`` has no ``__post_init__`` to run."""
    if not changes.keys() <= _STATE_FIELDS:
        raise TypeError(f"State has no field {sorted(changes.keys() - _STATE_FIELDS)[0]!r}")
    new = object.__new__(State)
    new.__dict__.update(s.__dict__)
    new.__dict__.update(changes)
    return new


def _check_players(v: Any) -> str | None:
    if isinstance(v, int) and not isinstance(v, bool):
        return None if 2 <= v <= 4 else "2-4 players play"
    if isinstance(v, (list, tuple)):
        if not 2 <= len(v) <= 4:
            return "2-4 players play"
        for c in v:
            if c not in COLOURS:
                return f"seats are colours {', '.join(COLOURS)}; {c!r} is not one"
        if len(set(v)) != len(v):
            return "a colour is listed twice"
        return None
    return "give a number of players (2-4) or a list of colours"


def _check_board(v: Any) -> str | None:
    if v is None:
        return None
    try:
        Board.from_dict(v)
    except ValueError as e:
        return str(e)
    return None


OPTIONS = {
    "players": Option(
        "players", 4,
        "How many play (2-4: red, green, blue, yellow in that order), or a list of colours.",
        check=_check_players, rule="zapp.decide.players",
    ),
    "pro": Option(
        "pro", False, "The Pro version: white fields are carry-along fields.",
        choices=(False, True), rule="zapp.pro",
    ),
    "shake_noise": Option(
        "shake_noise", 1.5,
        "Standard deviation of a rattle reading around the number of stones (0: exact).",
        check=number_in(0, 20), rule="zapp.decide.shake",
    ),
    "position": Option(
        "position", None,
        "Where the wizards start, as Position text (None: all on their start fields).",
        check=lambda v: None if v is None or isinstance(v, str) else "must be Position text",
        rule="zapp.setup.wizards",
    ),
    "board": Option(
        "board", None, "A board in Board.from_dict form (None: the standard board).",
        check=_check_board, rule="zapp.decide.board",
    ),
}


class Game(BaseGame):
    NAME = "zapp"
    RULES = RULES
    OPTIONS = OPTIONS
    MOVES = (Choose, MoveWizard)
    END_RULE = "zapp.end"
    ORDER_RULE = "zapp.round"
    EVENTS = SHAPES
    SECRETS = True  # the numbers under the barrels, each player's rattle readings
    #: rule: zapp.barrels.keep (a barrel set down is never put back: fair play never undoes it)
    FINAL = {Choose: "zapp.barrels.keep"}
    CHANCE_RULES = {"barrels": ("zapp.setup.barrels", "zapp.barrels.reshuffle"),
                    "grab_order": ("zapp.decide.grab_order",), "magic": ("zapp.magic",),
                    "shake.": ("zapp.magic",)}
    # the dispatch table (PHASES, a round) is at the end of the class, below the handlers it
    # names
    MOVE_WORDS = {
        Choose: ("setting down a barrel", "set down a barrel"),
        MoveWizard: ("moving an apprentice wizard", "move an apprentice wizard"),
    }

    @classmethod
    def seats_for(cls, options) -> tuple[str, ...]:
        """The colours playing: the first ``players`` of red, green, blue, yellow, or the
        colours listed (in that order)."""
        players = options["players"]
        if isinstance(players, int):
            return COLOURS[:players]
        return tuple(c for c in COLOURS if c in players)

    def __init__(self, seed=None, options=None, _given=None):
        super().__init__(seed, options, _given)
        self.players: tuple[str, ...] = self.seats
        self.pro: bool = self.options["pro"]

    @cached_property
    def board(self) -> Board:
        b = self.options["board"]
        return Board.standard() if b is None else Board.from_dict(b)

    @classmethod
    def check_options(cls, options) -> None:
        """A starting position must fit the seats and the board, and leave the game open."""
        _start_position(options, cls.seats_for(options))

    @cached_property
    def _start(self) -> Position:
        return _start_position(self.options, self.seats)

    # -- hooks ------------------------------------------------------------------------------
    def _initial(self) -> State:
        return State(self.seats, self._start)

    def _phase(self, s: State) -> str:
        return OVER if s.winner is not None else s.phase

    def _over(self, s: State) -> bool:
        return s.winner is not None

    def _shows(self, before: State, after: State) -> str | None:
        """The reveal turns the chosen barrels over (every other step that shows something
        draws chance: the shuffle, the roll)."""
        return "zapp.reveal" if after.revealed and not before.revealed else None

    def _result(self, s: State):
        if s.winner is None:
            return None
        scores = {p: s.position.in_city(p) for p in s.players}  # rule: zapp.decide.score
        return Result((s.winner,), scores, f"{s.winner} brought all three wizards into the city")

    # -- who decides and what they may do (the table's ``who`` and ``legal``) ----------------
    def _chooser(self, s: State) -> str:
        """Who sets down a barrel next: the next in this round's grab order."""
        return s.grab_order[len(s.chosen)]

    def _choices_of(self, s: State, who: str) -> list:
        taken = {b for _, b in s.chosen}
        # rule: zapp.barrels.put_back (every barrel not set down is there for the next)
        return [c for c in _choices(who) if c.barrel not in taken]

    def _moves_of(self, s: State, who: str) -> LegalMoves:
        return legal_moves(s.position, who, s.number_of(who), self.board, self.pro)

    # -- automatic steps (see PHASES) -----------------------------------------------------
    def _shuffle(self, s: State, chance):
        plateau = chance.shuffle("barrels", NUMBERS, secret=True)
        order = chance.shuffle("grab_order", s.players)
        rnd = s.round + 1
        # rule: zapp.magic.dice_lie (the last round's dice lay until now; views show them)
        new = _evolve(s, round=rnd, phase=ROLL, plateau=plateau, grab_order=order, dice=(),
                      magic=None, chosen=(), revealed=(), movers=(), noise=())
        if not tracing():
            return new, []
        if rnd == 1:
            first = Event(
                "zapp.setup.barrels",
                "Round 1: the 13 closed barrels are shuffled and set on the mountain plateau.",
                {"round": rnd},
            )
        else:
            first = Event(
                "zapp.barrels.reshuffle",
                f"Round {rnd}: all 13 barrels are back on the plateau and shuffled again.",
                {"round": rnd},
            )
        grab = Event(
            "zapp.decide.grab_order",
            f"Barrels are taken in the order {and_join(order)}.",
            {"round": rnd, "grab_order": list(order)},
        )
        return new, [first, grab]

    def _roll(self, s: State, chance):
        dice = chance.dice("magic", 2)
        magic = sum(dice)
        noise = ()
        if self.options["shake_noise"] != 0:  # rule: zapp.decide.shake (each seat's rattle noise)
            noise = tuple(self._noise(p, chance) for p in s.players)
        new = _evolve(s, phase=CHOOSE, dice=dice, magic=magic, noise=noise)
        if not tracing():
            return new, []
        ev = Event(
            "zapp.magic",
            f"The dice show {dice[0]} and {dice[1]}: the magic number is {magic}.",
            {"dice": list(dice), "magic": magic},
        )
        return new, [ev]

    def _reveal(self, s: State, chance):
        numbers = {p: s.plateau[LABELS.index(b)] for p, b in s.chosen}
        revealed = tuple((p, numbers[p]) for p, _ in s.chosen)
        order = turn_order(numbers, s.magic)
        if order:
            new = _evolve(s, phase=MOVE, revealed=revealed, movers=tuple(order))
        else:  # nobody moves: the next round
            new = _evolve(s, phase=SHUFFLE, revealed=revealed, movers=())
        if not tracing():
            return new, []
        events = [Event(
            "zapp.reveal",
            "The barrels are turned over: "
            + ", ".join(f"{p} {b}={numbers[p]}" for p, b in s.chosen) + ".",
            {"numbers": dict(numbers), "barrels": dict(s.chosen), "magic": s.magic},
        )]
        for p, _ in s.chosen:
            if numbers[p] > s.magic:
                events.append(Event(
                    "zapp.reveal.too_high",
                    f"{p}'s {numbers[p]} is higher than the magic number {s.magic}: the "
                    f"barrel goes back and {p} does not move this round.",
                    {"player": p, "number": numbers[p], "magic": s.magic},
                ))
        if order:
            events.append(Event(
                "zapp.order",
                "Turn order: " + ", ".join(f"{p} ({numbers[p]})" for p in order) + ".",
                {"order": order, "numbers": {p: numbers[p] for p in order}},
            ))
        else:
            events.append(Event(
                "zapp.round", "Nobody made an effective shaking-magic this round.",
                {"round": s.round},
            ))
        return new, events

    def _noise(self, player: str, chance) -> tuple[float, ...]:
        """``player``'s rattle noise for barrels A-M this round, drawn from the game's chance
        as a secret outcome of that player (kind ``"shake.<player>"``, one number per
        barrel, Gaussian with standard deviation ``shake_noise``)."""
        return chance.draw(f"shake.{player}", draw_noise, noise_problem, secret=True,
                           args=(self.options["shake_noise"],))

    def _force_problem(self, kind: str, value) -> str | None:
        """Forced outcomes are checked when given: ``"barrels"`` (the numbers 1-13 under
        barrels A-M), ``"grab_order"`` (the seats in some order), ``"magic"`` (two dice),
        ``"shake.<player>"`` (13 noise numbers, when ``shake_noise`` is not 0)."""
        if kind == "barrels":
            return sample_problem(value, NUMBERS, len(NUMBERS))
        if kind == "grab_order":
            return sample_problem(value, self.seats, len(self.seats))
        if kind == "magic":
            return dice_problem(value, 2)
        if kind.startswith("shake."):
            player = kind[len("shake."):]
            if player not in self.seats:
                return f"{player!r} is not a seat of this game ({', '.join(self.seats)})"
            if self.options["shake_noise"] == 0:
                return "with shake_noise=0 shaking is exact: no noise is drawn"
            return noise_problem(value)
        return (f"Zapp Zerapp draws no chance outcome of kind {kind!r} (kinds: barrels, "
                "grab_order, magic, shake.<player>)")

    def _check_seat(self, who: object) -> None:
        self._seat(who)

    def _seat(self, who: object) -> None:
        if who not in self.players:
            raise IllegalMove(
                "zapp.decide.players",
                f"{who!r} is not playing: the seats are {', '.join(self.players)}",
            )

    # -- moves (see PHASES) -----------------------------------------------------------------
    def _out_of_turn(self, s: State, m, who: str) -> IllegalMove:
        """A move by another seat than ``who`` (the core checks it once, before any handler):
        refused citing the rule that says who goes now."""
        self._seat(m.player)
        if isinstance(m, Choose):
            if s.barrel_of(m.player) is not None:
                return IllegalMove(
                    "zapp.barrels.one",
                    f"{m.player} has already set down barrel {s.barrel_of(m.player)}",
                )
            return IllegalMove(
                "zapp.decide.grab_order",
                f"it is {who}'s turn to take a barrel (grab order {', '.join(s.grab_order)})",
            )
        if m.player not in s.movers:
            k = s.number_of(m.player)
            if k is not None and k > s.magic:
                return IllegalMove(
                    "zapp.reveal.effective",
                    f"{m.player}'s {k} is higher than the magic number {s.magic}: "
                    f"{m.player} does not move this round",
                )
            return IllegalMove(  # a second wizard would split the move distance
                "zapp.move.split", f"{m.player} has already moved a wizard this round: the "
                "whole secret number moves one wizard")
        effective = sum(k <= s.magic for _, k in s.revealed)
        if len(s.movers) < effective:  # somebody has moved: the next-lower number is next
            return IllegalMove(
                "zapp.order.next",
                f"it is {who}'s turn: {who}'s {s.number_of(who)} is the next-lower secret "
                "number",
            )
        return IllegalMove(
            "zapp.order", f"it is {who}'s turn: the highest secret number moves first"
        )

    def _choose(self, s: State, m: Choose, chance):
        # the core has checked that m.player is the seat to move (_out_of_turn)
        check_label(m.barrel)
        for p, b in s.chosen:
            if b == m.barrel:
                raise IllegalMove(
                    "zapp.barrels.snatch", f"barrel {m.barrel} already stands in front of {p}"
                )
        chosen = s.chosen + ((m.player, m.barrel),)
        # rule: zapp.barrels.secret (the numbers are looked at once every barrel is down)
        step = REVEAL if len(chosen) == len(s.players) else CHOOSE
        new = _evolve(s, chosen=chosen, phase=step)
        if not tracing():
            return new, []
        ev = Event(
            "zapp.barrels.choose", f"{m.player} sets down barrel {m.barrel}.",
            {"player": m.player, "barrel": m.barrel},
        )
        return new, [ev]

    def _move(self, s: State, m: MoveWizard, chance):
        who = s.movers[0]  # m.player: the core has checked it (_out_of_turn)
        if not isinstance(m.wizard, str) or m.wizard not in s.position:
            raise IllegalMove("zapp.move.choose", f"there is no wizard {m.wizard!r} in play")
        if colour_of(m.wizard) != who:
            raise IllegalMove(
                "zapp.move.choose", f"{m.wizard} is not one of {who}'s apprentice wizards"
            )
        d = s.number_of(who)  # rule: zapp.move.split (the whole number moves one wizard)
        trace = tracing()
        if trace:
            r = move(s.position, m.wizard, d, board=self.board, pro=self.pro, carry=m.carry,
                     spare=m.spare, stay=m.stay)
            pos, events = r.position, list(r.events)
            events.append(Event(
                "zapp.barrels.back", f"{who} puts barrel {s.barrel_of(who)} back on the plateau.",
                {"player": who, "barrel": s.barrel_of(who)},
            ))
        else:  # the same move (the same checks), without a MoveResult
            r = reach(s.position, m.wizard, d, self.board, self.pro)
            pos = position_after(s.position, r, self.board, self.pro, m.carry, m.spare, m.stay)
            events = []
        if pos.all_in_city(who):  # rule: zapp.end (all three wizards in the city)
            if trace:
                events.append(Event(
                    "zapp.end",
                    f"{who} brings the third apprentice wizard into the {who} city and wins.",
                    {"winner": who},
                ))
            # rule: zapp.decide.end_at_once (the rest of the round is not played)
            return _evolve(s, position=pos, winner=who, movers=s.movers[1:]), events
        movers = s.movers[1:]
        return _evolve(s, position=pos, movers=movers,
                       phase=MOVE if movers else SHUFFLE), events

    # -- what a player may see and do -------------------------------------------------------
    def _view(self, state: State, seat: str | None) -> dict:
        """What ``seat`` (or a spectator, None) may see: everything but the barrels' secret
        numbers, which nobody sees before the reveal (afterwards only the chosen barrels'),
        and ``seat``'s own rattle readings this round (``readings``: what ``shake`` answers
        it, from its turn to choose until the next shuffle), so that the view is all a seat
        knows."""
        return view_of(state, self.phase_of(state), self.to_move_of(state), seat)

    def shake(self, barrel: str, player: str | None = None) -> float:
        """The rattle reading of a barrel on the plateau for the player choosing now.

        Only the player whose turn it is to choose may shake (``player``, if given, must be
        that player), only in phase 2 and only before setting a barrel down. The reading is
        the number of stones plus that player's noise for the barrel (option
        ``shake_noise``), drawn with the magic number as the player's secret outcome, so the
        same barrel reads the same all round. A query: it changes nothing.
        """
        s = self.state
        who = self._shaker(s, player)
        i = _LABEL_INDEX.get(barrel) if type(barrel) is str else None
        if i is None:
            i = LABELS.index(check_label(barrel))
        for p, b in s.chosen:
            if b == barrel:
                raise IllegalMove("zapp.barrels.snatch", f"barrel {barrel} stands in front of {p}")
        if not s.noise:
            return float(s.plateau[i])  # shake_noise=0: the reading is exact
        return rattle(s.plateau[i], s.noise[s.players.index(who)][i])

    def shake_plateau(self, player: str | None = None) -> dict[str, float]:
        """``shake(b)`` of every barrel ``b`` still on the plateau, in label order: the same
        readings, checked once (a player who shakes them all, as the sensible bot does)."""
        s = self.state
        who = self._shaker(s, player)
        taken = {b for _, b in s.chosen}
        plateau = s.plateau
        if not s.noise:  # shake_noise=0: the readings are exact
            return {b: float(plateau[i]) for i, b in enumerate(LABELS) if b not in taken}
        noise = s.noise[s.players.index(who)]
        return {b: rattle(plateau[i], noise[i]) for i, b in enumerate(LABELS) if b not in taken}

    def _shaker(self, s: State, player: str | None) -> str:
        """Who may shake now (``shake``'s checks of the phase and the player)."""
        if s.winner is not None or s.phase != CHOOSE:  # over, or not phase 2
            raise IllegalMove(
                "zapp.decide.shake",
                "barrels are shaken in phase 2, after the magic number is rolled",
            )
        who = self._to_move(s)
        if player is not None and player != who:
            self._seat(player)
            if s.barrel_of(player) is not None:
                raise IllegalMove(
                    "zapp.barrels.done",
                    f"{player} has set down barrel {s.barrel_of(player)} and shakes no more",
                )
            raise IllegalMove(
                "zapp.decide.shake",
                f"only {who}, whose turn it is to choose a barrel, may shake now",
            )
        return who

    def on_plateau(self) -> list[str]:
        """The barrels still on the plateau (not set down in front of anybody)."""
        taken = {b for _, b in self.state.chosen}
        return [b for b in LABELS if b not in taken]


    # -- the dispatch table: everything each phase does --------------------------------------
    #: a round: the barrels shuffled, the magic number rolled (phase 1), barrels chosen
    #: (phase 2) and revealed, wizards moved (phase 3); moving is not optional
    PHASES = {
        SHUFFLE: Phase(auto=_shuffle, words="the barrels are shuffled on the plateau"),
        ROLL: Phase(auto=_roll, words="the magic number is rolled"),
        CHOOSE: Phase((Choose,), play=_choose, who=_chooser, legal=_choices_of,
                      words="each player in turn sets down a barrel"),
        REVEAL: Phase(auto=_reveal, words="the secret numbers are revealed"),
        MOVE: Phase((MoveWizard,), play=_move,  # rule: zapp.decide.must_move
                    who=first_in("movers"), legal=_moves_of,
                    words="the players move their apprentice wizards"),
    }

def _start_position(options, seats: tuple[str, ...]) -> Position:
    """The wizards' start (option ``position``) for these seats, or a ValueError naming it."""
    text = options["position"]
    if text is None:
        return Position.start(seats)
    b = options["board"]
    size = (Board.standard() if b is None else Board.from_dict(b)).size
    try:
        start = Position.from_text(text, colours=seats, size=size)
    except ValueError as e:
        raise ValueError(f"the starting position (option 'position'): {e}") from None
    for c in seats:
        if start.in_city(c) == 3:
            raise ValueError(f"the starting position (option 'position'): {c} already has all "
                             "three wizards in the city")
    return start


def view_of(s: State, phase: str, to_move: str | None, player: str | None) -> dict:
    """The view of ``s`` for ``player``: the secret plateau is left out; ``readings`` holds
    ``player``'s own rattle readings this round (``readings_of``), all a seat knows of it."""
    # rule: zapp.barrels.secret (no view holds ``plateau``)
    taken = {b for _, b in s.chosen}
    return {
        "viewer": player,
        "round": s.round,
        "phase": phase,
        "to_move": to_move,
        "players": list(s.players),
        "position": dict(s.position.places),  # (wizard, field or START/CITY) pairs
        "grab_order": list(s.grab_order),
        "dice": list(s.dice),
        "magic": s.magic,
        "on_plateau": [b for b in LABELS if b not in taken] if s.phase == "choose" else [],
        "chosen": dict(s.chosen),
        "revealed": dict(s.revealed),  # rule: zapp.reveal.glance (everyone's, once revealed)
        "movers": list(s.movers),
        "winner": s.winner,
        "readings": readings_of(s, player),  # rule: zapp.decide.shake (one's own alone)
    }


def readings_of(s: State, player: str | None) -> dict[str, float]:
    """``player``'s own rattle readings this round, barrel -> reading: every barrel that stood
    on the plateau when ``player``'s turn to choose came (the barrels ``player`` may shake, or
    could shake: a reading is the same all round), from that turn until the next shuffle;
    empty before it, and for a spectator. Exactly what ``Game.shake`` answers (exact numbers
    with ``shake_noise=0``); nobody else's view holds them."""
    if player is None or s.magic is None or player not in s.grab_order:
        return {}
    turn = s.grab_order.index(player)
    if len(s.chosen) < turn:
        return {}  # not this player's turn yet: nothing shaken
    before = {b for _, b in s.chosen[:turn]}
    plateau = s.plateau
    if not s.noise:
        return {b: float(plateau[i]) for i, b in enumerate(LABELS) if b not in before}
    noise = s.noise[s.players.index(player)]
    return {b: rattle(plateau[i], noise[i]) for i, b in enumerate(LABELS) if b not in before}


def legal_moves(pos: Position, player: str, d: int, board: Board, pro: bool) -> LegalMoves:
    """Every legal move of ``player`` with distance ``d``: each wizard not in the city, with
    each subset of the wizards it may spare, and (Pro) each subset it may carry along and
    leave in front of the city. The plain move of each wizard comes first.

    The choices multiply (a crowded Pro move has thousands of variants), so the moves are
    counted and decoded on demand, never built all at once: see ``LegalMoves``."""
    return LegalMoves(pos, player, d, board, pro)


class LegalMoves(Sequence):
    """The legal ``MoveWizard`` moves of one player, as a read-only sequence.

    Per wizard it keeps the move's ``Reach`` and one digit per choice: each wizard the move
    may banish (0 banish, 1 spare) and each it may carry along (0 leave, 1 carry; an own
    wizard carried into the city also 2, carried but left in front of the city). The moves of
    a wizard are these digits counted in mixed radix (the first choice turns fastest), so the
    length is a product, ``moves[i]`` decodes one move, and ``move in moves`` and
    ``moves.index(move)`` check the choices against the ``Reach`` directly.
    """

    def __init__(self, pos: Position, player: str, d: int, board: Board, pro: bool):
        self.player = player
        self._blocks: list[tuple[str, Reach, tuple[int, ...], int]] = []
        self._first: list[int] = []
        total = 0
        for w, place in pos.places:
            if place == CITY or colour_of(w) != player:
                continue  # rule: zapp.move.past_city (a wizard in its city moves no more)
            r = reach(pos, w, d, board, pro)
            # rule: zapp.pro.carry_choice (each wizard it may carry: carried or not, freely)
            radices = tuple([2] * len(r.banishable) + [
                3 if r.enters_city and colour_of(x) == player else 2 for x in r.carriable
            ])
            count = prod(radices)
            self._first.append(total)
            self._blocks.append((w, r, radices, count))
            total += count
        self._len = total
        self._by_wizard = {b[0]: k for k, b in enumerate(self._blocks)}

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._len))]
        if isinstance(i, bool) or not isinstance(i, int):
            raise TypeError(f"legal moves are indexed by whole numbers, not {i!r}")
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError(f"move {i} of {self._len}")
        k = bisect_right(self._first, i) - 1
        w, r, radices, _ = self._blocks[k]
        if not radices:
            return MoveWizard(self.player, w)  # the plain move: nothing to choose
        i -= self._first[k]
        digits = []
        for radix in radices:
            i, digit = divmod(i, radix)
            digits.append(digit)
        nb = len(r.banishable)
        spare = frozenset(x for x, dg in zip(r.banishable, digits) if dg)
        carried = list(zip(r.carriable, digits[nb:]))
        carry = frozenset(x for x, dg in carried if dg)
        stay = frozenset(x for x, dg in carried if dg == 2)
        return MoveWizard(self.player, w, carry, spare, stay)

    def __iter__(self):
        return (self[i] for i in range(self._len))

    def __contains__(self, m: object) -> bool:
        return self._digits(m) is not None

    def index(self, m: object, start: int = 0, stop: int | None = None) -> int:
        digits = self._digits(m)
        stop = self._len if stop is None else stop
        if digits is not None:
            k, ds = digits
            i, scale = 0, 1
            for digit, radix in zip(ds, self._blocks[k][2]):
                i += digit * scale
                scale *= radix
            i += self._first[k]
            if start <= i < stop:
                return i
        raise ValueError(f"{m} is not a legal move here")

    def _digits(self, m: object) -> tuple[int, list[int]] | None:
        """The block and digits of move ``m``, or None when it is not among these moves."""
        if not isinstance(m, MoveWizard) or m.player != self.player:
            return None
        if not isinstance(m.wizard, str) or m.wizard not in self._by_wizard:
            return None
        k = self._by_wizard[m.wizard]
        r = self._blocks[k][1]
        if not (m.spare <= set(r.banishable) and m.carry <= set(r.carriable)
                and m.stay <= m.carry):
            return None
        if m.stay and not (r.enters_city
                           and all(colour_of(x) == self.player for x in m.stay)):
            return None
        digits = [1 if x in m.spare else 0 for x in r.banishable]
        digits += [2 if x in m.stay else 1 if x in m.carry else 0 for x in r.carriable]
        return k, digits

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, LegalMoves)):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<LegalMoves of {self.player}: {self._len} moves>"


__all__ = ["Game", "State", "Choose", "MoveWizard", "LegalMoves", "legal_moves", "readings_of",
           "view_of"]
