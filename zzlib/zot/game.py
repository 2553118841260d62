"""The solo game: setup, then turns of Descend, Place, Move & Shoot and Smash.

Phases (``g.phase``, named by the constants of ``zzlib.zot.phases``): ``"setup"`` (Jasper
picks his column), ``"descend"`` (automatic, from turn 2), ``"roll"`` (automatic: the two dice
and the draw from the bag), ``"place"`` (Jasper places Zot's tokens), ``"move_shoot"`` (Jasper
moves and casts), ``"smash"`` (automatic, or it announces a choice), ``"smash_choice"`` (Jasper
chooses which pumpkins the zombies smash, when maximum matchings differ in the pumpkins they
take), ``"over"``. Chance kinds that ``g.force`` accepts: ``"pattern_die"``, ``"column_die"`` and
``"draw"`` (a tuple of glyphs drawn from the bag).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations

from zzlib.core import (
    Event,
    IllegalMove,
    Option,
    Phase,
    Result,
    and_join,
    article,
    int_in,
    only_seat,
    plural,
    tracing,
)
from zzlib.core import Game as BaseGame
from zzlib.core.chance import die_problem
from zzlib.core.jsonable import excerpt

from .board import NAMES, Board, Square, _grid_counts, square_name
from .descend import descend
from .events import SHAPES
from .moves import MoveShoot, Place, Smash, StartJasper
from .phases import DESCEND, MOVE_SHOOT, OVER, PLACE, ROLL, SETUP, SMASH, SMASH_CHOICE
from .place import TABLES, pattern_size, placements
from .rules import RULES
from .smash import choice_problem, choices_text, smash, smash_choices
from .spells import cast

SEAT = "Jasper"
BAG = (("Z", 24), ("F", 8), ("B", 4), ("M", 3))
FULL_BAG = tuple(g for g, n in BAG for _ in range(n))
BAG_SIZE = len(FULL_BAG)  # 39
PUMPKINS = 6
#: the most tokens one pattern summons (either table)
MAX_PATTERN = max(pattern_size(d, agg) for d in range(1, 7) for agg in (False, True))


def _check_supply(v):
    if v is None:
        return None
    return int_in(0, 1000)(v)


def _check_board(v):
    if v is None:
        return None
    if not isinstance(v, str):
        return "must be the board's text form (a string) or None"
    try:
        b = Board.from_text(v)
    except ValueError as e:
        return str(e)
    counts = b.counts()
    for glyph, n in BAG:
        if counts[glyph] > n:
            return f"the board holds {counts[glyph]} {NAMES[glyph]} tokens; the game has {n}"
    return None


OPTIONS = {
    o.name: o for o in (
        Option("flower_supply", 14,
               "Flower bed markers beside the board at the start (None: unlimited). When the "
               "supply is empty a transformed token is discarded and leaves no bed.",
               check=_check_supply, rule="zot.spell.supply_empty"),
        Option("barrier_tie", "left",
               "Where a zombie at the barrier goes when two pumpkins are equally near.",
               choices=("left", "right"), rule="zot.descend.barrier_tie"),
        Option("edge_placement", "choose",
               "Where no centred placement fits: 'choose' any placement through the column, or "
               "'shift' to the nearest one.", choices=("choose", "shift"),
               rule="zot.place.edge"),
        Option("flower_chain_through_beds", False,
               "Whether Flower Power's chain also runs through bare flower beds.",
               choices=(False, True), rule="zot.spell.flower_chain"),
        Option("large_chain_bonus", "cumulative",
               "10 or more zombies: 'cumulative' adds 10 to the 5 (15 in all), 'replace' "
               "gives 10.", choices=("cumulative", "replace"), rule="zot.score.large_chain"),
        Option("multipliers_stack", True,
               "Each multiplier doubles the chain again (True) or any number doubles it once.",
               choices=(True, False), rule="zot.score.multipliers_stack"),
        Option("chain_beyond_fence", False,
               "Whether a spell's chain may run on into Zot's yard past the fence line (the "
               "flight itself always stops at the fence).", choices=(False, True),
               rule="zot.spell.fence"),
        Option("board", None,
               "A board in text form to start from (a scenario): setup is skipped and the bag "
               "holds the tokens not on the board.", check=_check_board,
               rule="zot.setup.scenario"),
    )
}


@dataclass(frozen=True)
class State:
    """One position. ``drawn`` are the tokens drawn this turn (in Jasper's hand while the
    phase is ``"place"``); ``dice`` is this turn's (pattern die, column die) or None."""

    board: Board
    bag: tuple[str, ...]
    discard: tuple[str, ...]
    supply: int | None
    wave: int = 1
    aggravated: bool = False
    turn: int = 1
    score: int = 0
    smashed: int = 0
    dice: tuple[int, int] | None = None
    table: str | None = None
    drawn: tuple[str, ...] = ()
    phase: str = SETUP
    outcome: str | None = None

    @property
    def final_score(self) -> int:
        return self.score - 10 * self.smashed

    def to_dict(self) -> dict:
        """Every field as JSON (the board in its text form) and ``final_score``: what
        ``to_jsonable`` makes of the dataclass, written out (a view is made at every step)."""
        dice = self.dice
        return {"board": self.board.to_text(), "bag": list(self.bag),
                "discard": list(self.discard), "supply": self.supply, "wave": self.wave,
                "aggravated": self.aggravated, "turn": self.turn, "score": self.score,
                "smashed": self.smashed, "dice": None if dice is None else list(dice),
                "table": self.table, "drawn": list(self.drawn), "phase": self.phase,
                "outcome": self.outcome, "final_score": self.score - 10 * self.smashed}


def _replace(s: State, **changes) -> State:
    """``s`` with some fields changed: ``dataclasses.replace`` without its per-call cost (a
    State has no checks to run; the fields named are this module's own)."""
    new = object.__new__(State)
    d = new.__dict__
    d.update(s.__dict__)
    d.update(changes)
    return new


def _sorted(tokens) -> tuple[str, ...]:
    return tuple(sorted(tokens))


def _sub(bag: tuple[str, ...], tokens) -> tuple[str, ...]:
    """The bag without ``tokens`` (one of each; a token not in the bag is ignored), sorted."""
    left = list(bag)
    for t in tokens:
        if t in left:
            left.remove(t)
    return tuple(sorted(left))


@lru_cache(maxsize=64)
def _move_shoot_moves(jasper: int, cols: int) -> tuple[MoveShoot, ...]:
    """Every Move & Shoot from Jasper's column (moves are immutable: made once)."""
    return tuple(
        MoveShoot(c, spell)
        for c in range(max(1, jasper - 3), min(cols, jasper + 3) + 1)
        for spell in (None, "flower", "fire")
    )


@lru_cache(maxsize=64)
def _place_moves(empties: tuple[tuple[Square, ...], ...],
                 drawn: tuple[str, ...]) -> tuple[Place, ...]:
    """Every Place: for each placement (its empty cells), the drawn tokens on as many of
    them as fit, in every arrangement (each move once, in order; cached)."""
    out: dict[Place, None] = {}
    for empty in empties:
        k = min(len(empty), len(drawn))
        for chosen in combinations(empty, k):
            for toks in sorted(set(permutations(drawn, k))):
                out[Place(chosen, toks)] = None
    return tuple(out)


@lru_cache(maxsize=64)
def _place_move_set(empties: tuple[tuple[Square, ...], ...],
                    drawn: tuple[str, ...]) -> frozenset[Place]:
    """``_place_moves`` as a set, to check a played Place against (cached likewise)."""
    return frozenset(_place_moves(empties, drawn))


def _zombies_left(board: Board) -> bool:
    """Whether a zombie (flaming or not) is still on the board."""
    counts = board.counts()
    return bool(counts["Z"] or counts["F"])


def _walk(board: Board, column: int) -> Board:
    """The board with Jasper moved to ``column`` of the garden path."""
    path = board.path_row
    return board.replace({(path, board.jasper): ".", (path, column): "J"})


def _token_counts(board: Board) -> Counter:
    """How many of each token letter the board holds (in a bed or not)."""
    counts = board.counts()
    return Counter({t: counts[t] for t in "ZFBM" if counts[t]})


class Game(BaseGame):
    """Jasper and Zot. ``Game.new(seed=None, **options)``; see ``OPTIONS`` for the house
    rules."""

    NAME = "zot"
    RULES = RULES
    OPTIONS = OPTIONS
    MOVES = (StartJasper, Place, MoveShoot, Smash)
    END_RULE = "zot.end.won"
    ORDER_RULE = "zot.turn.order"
    SEATS = (SEAT,)
    EVENTS = SHAPES
    # the dispatch table (PHASES, each turn's four steps) is at the end of the class, below
    # the handlers it names
    MOVE_WORDS = {
        StartJasper: ("placing Jasper on the garden path", "take his place on the garden path"),
        Place: ("placing the drawn tokens", "place the drawn tokens"),
        MoveShoot: ("moving Jasper and casting a spell", "move and cast a spell"),
        Smash: ("choosing the pumpkins smashed", "choose the pumpkins the zombies smash"),
    }

    @classmethod
    def check_options(cls, options) -> None:
        """A scenario board must leave room in the flower supply for its beds."""
        text, supply = options["board"], options["flower_supply"]
        if text is None:
            return
        counts = Board.from_text(text).counts()
        if supply is not None and counts["*"] > supply:
            raise ValueError(f"option 'board': the board holds {counts['*']} flower beds but "
                             f"flower_supply is {supply}")
        if counts["P"] > PUMPKINS:
            raise ValueError("option 'board': more than six pumpkins")

    # -- hooks ----------------------------------------------------------------
    def _force_problem(self, kind: str, value) -> str | None:
        """Forced outcomes are checked when given: ``"pattern_die"`` (1-6), ``"column_die"``
        (a column of the board), ``"draw"`` (the tokens drawn, as many as a pattern takes at
        most, no more of a kind than the game has). Whether the bag holds them is checked
        when they are drawn."""
        if kind == "pattern_die":
            return die_problem(value, 6)
        if kind == "column_die":
            return die_problem(value, self._states[0].board.cols)
        if kind == "draw":
            if not isinstance(value, tuple) or not 1 <= len(value) <= MAX_PATTERN:
                return f"a draw is a list of 1 to {MAX_PATTERN} tokens"
            counts = Counter(value)
            for glyph, n in BAG:
                if counts.pop(glyph, 0) > n:
                    return f"the game has only {n} {NAMES[glyph]} tokens"
            if counts:
                return (f"{excerpt(next(iter(counts)))} is not a token of the bag "
                        f"({', '.join(g for g, _ in BAG)})")
            return None
        return (f"Jasper and Zot draws no chance outcome of kind {kind!r} (kinds: "
                "pattern_die, column_die, draw)")

    def _initial(self) -> State:
        supply0 = self.options["flower_supply"]  # rule: zot.setup.supply
        text = self.options["board"]
        if text is None:
            return State(Board.start(), FULL_BAG, (), supply0)
        board = Board.from_text(text)
        counts = board.counts()
        supply = None if supply0 is None else supply0 - counts["*"]
        lost = PUMPKINS - counts["P"]
        bag = _sub(FULL_BAG, _token_counts(board).elements())
        return State(board, bag, (), supply, smashed=lost, aggravated=lost > 0, phase=ROLL)

    def _phase(self, s: State) -> str:
        return s.phase

    def _over(self, s: State) -> bool:
        return s.outcome is not None

    def _result(self, s: State):
        if s.outcome is None:
            return None
        final = s.final_score
        if s.outcome == "won":
            return Result((SEAT,), {SEAT: final},
                          "A pumpkin survived both waves of Zot's assault.")
        return Result((), {SEAT: final}, "Zot's zombies destroyed all six pumpkins.")

    def _view(self, s: State, seat: str | None) -> dict:
        """Everything (Jasper and Zot has no secrets: ``State.to_dict``), its phase and who
        decides, and the view contract's ``viewer`` (None: a spectator) and ``seats``
        (``zzlib.core.schema``; this game's schema is in ``schema.py``)."""
        d = s.to_dict()
        d["phase"] = self.phase_of(s)
        d["to_move"] = self.to_move_of(s)
        d["viewer"] = seat
        d["seats"] = [SEAT]
        return d

    # -- legal moves (the table's ``legal``: Jasper's moves in each phase he decides) ----------
    def _starts(self, s: State, who: str) -> list:
        return [StartJasper(c) for c in range(1, s.board.cols + 1)]

    def _move_shoots(self, s: State, who: str) -> list:
        b = s.board
        return list(_move_shoot_moves(b.jasper, b.cols))

    def _places(self, s: State, who: str) -> list:
        return self._place_moves(s)

    def _smashes(self, s: State, who: str) -> list:
        return [Smash(cols) for cols in smash_choices(s.board)]

    def _placements(self, s: State):
        pattern, column = s.dice
        return placements(s.board, pattern, column, s.table == "aggravated",
                          self.options["edge_placement"])

    def _place_moves(self, s: State) -> list[Place]:
        return list(_place_moves(self._empties(s), s.drawn))

    def _empties(self, s: State) -> tuple[tuple[Square, ...], ...]:
        """The empty cells of each placement of this turn's pattern."""
        grid = s.board.grid
        return tuple(tuple(sq for sq in cells if grid[sq[0]][sq[1] - 1] == ".")
                     for cells in self._placements(s))

    # -- moves (see PHASES) -------------------------------------------------------
    def _start(self, s: State, m: StartJasper, chance):
        c = m.column
        if isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= s.board.cols:
            raise IllegalMove("zot.setup.jasper",
                              f"Jasper stands in a column of the garden path, 1 to "
                              f"{s.board.cols}, not {c!r}")
        board = s.board.with_glyph((s.board.path_row, c), "J")
        ev = [
            Event("zot.setup.pumpkins", "Six pumpkins grow in the pumpkin patch (row 9).",
                  {"pumpkins": list(board.pumpkins)}),
            Event("zot.setup.jasper", f"Jasper starts on the garden path in column {c}.",
                  {"column": c}),
            Event("zot.setup.bag",
                  f"The bag holds {len(s.bag)} tokens: 24 zombies, 8 flaming zombies, "
                  "4 bombs and 3 multipliers.", {"bag": len(s.bag)}),
        ] if tracing() else []
        return _replace(s, board=board, phase=ROLL), ev  # rule: zot.descend.skip

    def _place(self, s: State, m: Place, chance):
        cells, tokens = m.cells, m.tokens
        try:
            listed = m in _place_move_set(self._empties(s), s.drawn)
        except TypeError:  # a forged move holding something unhashable: the checks below
            listed = False
        if listed:
            # one of the listed moves (cells in the listed order): the checks below pass
            left = list(s.drawn)
            for t in tokens:
                left.remove(t)
            return self._placed(s, cells, tokens, tuple(sorted(left)))
        if not isinstance(cells, tuple) or not isinstance(tokens, tuple):
            raise IllegalMove("zot.place.draw", "cells and tokens must be tuples")
        if len(cells) != len(tokens):
            raise IllegalMove("zot.place.special",
                              f"{len(cells)} cells but {len(tokens)} tokens: give one token "
                              "for each cell")
        for sq in cells:
            if type(sq) is tuple and len(sq) == 2 and type(sq[0]) is int and type(sq[1]) is int:
                continue  # the usual square, plainly fine
            if (not isinstance(sq, tuple) or len(sq) != 2
                    or not all(isinstance(x, int) and not isinstance(x, bool) for x in sq)):
                raise IllegalMove("zot.place.draw", f"{sq!r} is not a square (row, column)")
        if len(set(cells)) != len(cells):
            raise IllegalMove("zot.place.draw", "a cell is listed twice")
        left = Counter(s.drawn)
        if all(isinstance(t, str) for t in tokens):
            left.subtract(tokens)
        if any(v < 0 for v in left.values()) or not all(isinstance(t, str) for t in tokens):
            raise IllegalMove("zot.place.special",
                              f"the tokens {list(tokens)} are not among those drawn "
                              f"({list(s.drawn)})")
        target = set(cells)
        ok = False
        for pl in self._placements(s):
            empty = {sq for sq in pl if s.board.grid[sq[0]][sq[1] - 1] == "."}
            if target <= empty and len(target) == min(len(empty), len(s.drawn)):
                ok = True
                break
        if not ok:
            pattern, column = s.dice
            raise IllegalMove(
                "zot.place.centre",
                f"{[list(c) for c in cells]} are not the empty cells of a placement of pattern "
                f"{pattern} ({s.table} table) centred on column {column} (or, where that "
                "does not fit, through it) holding as many drawn tokens as fit",
            )
        return self._placed(s, cells, tokens, tuple(sorted(left.elements())))

    def _placed(self, s: State, cells, tokens, back: tuple[str, ...]):
        """The position and events after a checked Place (``back``: the drawn tokens that
        found no cell, sorted)."""
        board = s.board.replace(dict(zip(cells, tokens)))
        s2 = _replace(s, board=board, bag=_sorted(s.bag + back), phase=MOVE_SHOOT)
        if not tracing():
            return s2, []
        text = "Zot's tokens appear: " + "; ".join(
            f"{NAMES[t]} at {square_name(sq)}" for sq, t in zip(cells, tokens)
        ) + "." if cells else "No token can be placed."
        evs = [Event("zot.place.special", text, {
            "cells": [list(c) for c in cells], "tokens": list(tokens), "returned": list(back),
        })]
        if back:
            returned = and_join(map(article, map(NAMES.get, back))).capitalize()
            evs.append(Event(
                "zot.place.occupied",
                f"{returned} could not be placed and "
                f"{'go' if len(back) > 1 else 'goes'} back into the bag.",
                {"returned": list(back)},
            ))
        return s2, evs

    def _move_shoot(self, s: State, m: MoveShoot, chance):
        b = s.board
        c = m.column
        if isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= b.cols:
            raise IllegalMove("zot.move.jasper",
                              f"the garden path has columns 1 to {b.cols}, not {c!r}")
        if abs(c - b.jasper) > 3:
            raise IllegalMove("zot.move.jasper",
                              f"Jasper moves at most three squares: column {b.jasper} to "
                              f"{c} is {abs(c - b.jasper)}")
        if m.spell not in (None, "flower", "fire"):
            raise IllegalMove("zot.move.spell",
                              f"the spell is 'flower', 'fire' or None, not {m.spell!r}")
        evs = []
        traced = tracing()
        if c != b.jasper:
            if traced:
                evs.append(Event("zot.move.jasper",
                                 f"Jasper walks from column {b.jasper} to column {c}.",
                                 {"from": [b.path_row, b.jasper], "to": [b.path_row, c],
                                  "token": "J", "columns": [b.jasper, c]}))
            b = _walk(b, c)
        if m.spell is None:
            if traced:
                evs.append(Event("zot.move.spell", "Jasper casts no spell.", {"spell": None}))
            return _replace(s, board=b, phase=SMASH), evs
        if traced:  # the spell's sentence shows the board with Jasper in his casting column
            r = cast(b, m.spell, c, s.supply, self.options)
            after = r.board
            evs += r.events
        else:
            # a spell never looks at the garden path: cast on the board before Jasper's walk
            # (the one a bot's look-ahead cast on, so the cached spell is met) and walk after
            r = cast(s.board, m.spell, c, s.supply, self.options)
            after = r.board if c == s.board.jasper else _walk(r.board, c)
        s2 = self._after_change(s, b, after)
        s2 = _replace(s2, score=s.score + r.points, phase=SMASH)
        s2, more = self._pumpkins_lost(s2, s.board.pumpkins)
        return s2, evs + more

    # -- automatic steps (see PHASES) ---------------------------------------------
    def _descend(self, s: State, chance):
        board, evs = descend(s.board, self.options)
        s2 = self._after_change(s, s.board, board)
        s2 = _replace(s2, phase=ROLL, dice=None, table=None, drawn=())
        s2, more = self._pumpkins_lost(s2, s.board.pumpkins)
        return s2, evs + more

    def _roll(self, s: State, chance):
        evs = []
        traced = tracing()
        bag, discard, wave, agg = s.bag, s.discard, s.wave, s.aggravated
        if not bag and wave == 2:
            if traced:
                evs.append(Event("zot.place.short_bag",
                                 "The bag is empty: Zot summons no more tokens.",
                                 {"bag": 0, "needed": None}))  # None: nothing was rolled
            return _replace(s, phase=MOVE_SHOOT, dice=None, table=None, drawn=()), evs
        table = "aggravated" if agg else "normal"
        pattern = chance.die("pattern_die")
        column = chance.die("column_die", s.board.cols)
        n = pattern_size(pattern, table == "aggravated")
        if traced:
            lines = " / ".join(TABLES[table][pattern])
            evs.append(Event(
                "zot.place.roll",
                f"The pattern die shows {pattern} and the column die {column}: Zot summons "
                f"{plural(n, 'token')} in the pattern {lines} ({table} table) on column "
                f"{column}.",
                {"pattern": pattern, "column": column, "table": table, "size": n},
            ))
        first: tuple[str, ...] = ()
        if len(bag) < n and wave == 1:
            # draw what is left, put the discard pile back in the bag, draw the rest
            first = bag
            if traced:
                evs.append(Event(
                    "zot.place.refill",
                    (f"Only {len(bag)} token{'s are' if len(bag) != 1 else ' is'} left in the "
                     f"bag: Zot draws {'them' if len(bag) != 1 else 'it'}, then the " if bag
                     else "The bag is empty: the ")
                    + f"{len(discard)} discarded token{'s go' if len(discard) != 1 else ' goes'} "
                    "back into the bag to complete the pattern.",
                    {"bag": len(bag), "returned": len(discard), "first": list(bag)},
                ))
                evs.append(Event("zot.place.wave2",
                                 "The second wave of Zot's assault begins.", {"wave": 2}))
            bag, discard, wave = _sorted(discard), (), 2
            if not agg:
                agg = True
                if traced:
                    evs.append(Event(
                        "zot.place.aggravated",
                        "From the next Place on, Zot uses the aggravated assault table.",
                        {"aggravated": True},
                    ))
        k = min(n - len(first), len(bag))
        rest = chance.sample("draw", bag, k) if k else ()
        bag = _sub(bag, rest)
        drawn = first + tuple(rest)
        k = len(drawn)
        s2 = _replace(s, bag=bag, discard=discard, wave=wave, aggravated=agg,
                      dice=(pattern, column), table=table, drawn=tuple(drawn),
                      phase=PLACE if drawn else MOVE_SHOOT)
        if not traced:
            return s2, evs
        if k < n:
            evs.append(Event(
                "zot.place.short_bag",
                f"The second wave's bag holds only {plural(k, 'token')}: Zot places what it "
                "has.", {"bag": k, "needed": n},
            ))
        drawn_text = and_join(map(article, map(NAMES.get, drawn)), empty="nothing")
        evs.append(Event("zot.place.draw", f"Drawn from the bag: {drawn_text}.",
                         {"drawn": list(drawn)}))
        return s2, evs

    def _smash(self, s: State, chance):
        choices = smash_choices(s.board)
        if len(choices) > 1:
            # rule: zot.smash.choice (maximum matchings differ in the pumpkins they take)
            k = len(choices[0])
            return _replace(s, phase=SMASH_CHOICE), [Event(
                "zot.smash.choice",
                f"The zombies next to pumpkins can smash {plural(k, 'pumpkin')} between them, "
                f"and Jasper chooses which: {choices_text(choices)}.",
                {"choices": [list(c) for c in choices], "lost": k},
            )] if tracing() else []
        return self._smash_with(s, None)

    def _choose_smash(self, s: State, m: Smash, chance):
        problem = choice_problem(m.columns, smash_choices(s.board))
        if problem:
            raise IllegalMove("zot.smash.choice", problem)
        return self._smash_with(s, m.columns)

    def _smash_with(self, s: State, columns):
        board, columns, evs = smash(s.board, columns)
        traced = tracing()
        if traced and not columns and board.pumpkins:
            evs = [Event("zot.smash.none",
                         "No zombie stands next to a pumpkin: nothing is smashed.",
                         {"pumpkins": list(board.pumpkins)})]
        s2 = _replace(s, board=board)
        s2, more = self._pumpkins_lost(s2, s.board.pumpkins)
        evs = list(evs) + more
        if s2.outcome is None:
            if s2.wave == 2 and not s2.bag and not _zombies_left(board):
                s2 = _replace(s2, outcome="won", phase=OVER)
                if traced:
                    evs.append(Event(
                        "zot.end.won",
                        "The second wave is over and no zombie is left on the board: the game "
                        f"is won with {plural(len(board.pumpkins), 'pumpkin')} left.",
                        {"pumpkins": list(board.pumpkins)},
                    ))
                    evs.append(self._penalty_event(s2))
            else:
                s2 = _replace(s2, turn=s.turn + 1, phase=DESCEND)
        return s2, evs

    # -- bookkeeping --------------------------------------------------------------------
    def _after_change(self, s: State, before: Board, after: Board) -> State:
        """Tokens that left the board go to the discard pile; burned beds to the supply."""
        was, now = _grid_counts(before.grid), _grid_counts(after.grid)  # Z F B M * P
        gone = tuple(t for t, a, b in zip("ZFBM", was, now) for _ in range(a - b))
        discard = _sorted(s.discard + gone) if gone else s.discard  # rule: zot.spell.burn
        supply = s.supply
        if supply is not None:
            supply += was[4] - now[4]
        return _replace(s, board=after, discard=discard, supply=supply)

    def _pumpkins_lost(self, s: State, before: tuple[int, ...]):
        lost = len(before) - len(s.board.pumpkins)
        if lost <= 0:
            return s, []
        evs = []
        traced = tracing()
        s = _replace(s, smashed=s.smashed + lost)
        if not s.aggravated:
            s = _replace(s, aggravated=True)
            if traced:
                evs.append(Event(
                    "zot.smash.aggravated",
                    "Jasper has lost his first pumpkin: Zot gets excited and uses the "
                    "aggravated assault table from now on.", {"aggravated": True},
                ))
        if not s.board.pumpkins:
            s = _replace(s, outcome="lost", phase=OVER)
            if traced:
                evs.append(Event("zot.end.lost", "All six pumpkins are gone: the game is lost.",
                                 {"pumpkins": []}))
                evs.append(self._penalty_event(s))
        return s, evs

    def _penalty_event(self, s: State) -> Event:
        return Event(
            "zot.score.penalty",
            f"Final score: {s.score} points minus 10 for each of "
            f"{plural(s.smashed, 'smashed pumpkin')} = {s.final_score}.",
            {"score": s.score, "smashed": s.smashed, "final": s.final_score},
        )

    # -- the dispatch table: everything each phase does --------------------------------------
    #: each turn's four steps in order (setup first; Descend is skipped on turn 1); Jasper,
    #: the only seat, decides wherever there are moves
    PHASES = {
        SETUP: Phase((StartJasper,), play=_start, who=only_seat, legal=_starts,
                     words="Jasper is placed on the garden path (the setup)"),
        DESCEND: Phase(auto=_descend, words="the tokens on the board come down a row"),
        ROLL: Phase(auto=_roll, words="the dice are rolled and tokens drawn from the bag"),
        PLACE: Phase((Place,), play=_place, who=only_seat, legal=_places,
                     words="Zot's drawn tokens are placed"),
        MOVE_SHOOT: Phase((MoveShoot,), play=_move_shoot, who=only_seat, legal=_move_shoots,
                          words="Jasper moves and casts a spell"),
        SMASH: Phase(auto=_smash, words="the zombies smash pumpkins"),
        SMASH_CHOICE: Phase((Smash,), play=_choose_smash, who=only_seat, legal=_smashes,
                            words="Jasper chooses which pumpkins the zombies smash"),
    }
