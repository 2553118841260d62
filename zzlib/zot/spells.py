"""Move & Shoot's spells: Flower Power and Magical Fire, chains, bombs and chain scores.

A spell flies up Jasper's column from the pumpkin patch to the fence line (row 9 to row 5),
passing over pumpkins; Flower Power also flies over bare flower beds. From the square it hits
the chain is a breadth-first search on a networkx graph of the occupied squares, found on the
board as it was; then bombs in the chain explode (what they destroy scores nothing); then the
rest of the chain is transformed (Flower Power) or burned and scored (Magical Fire).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import networkx as nx

from zzlib.core import Event, adjacency_graph, bfs_order, tracing

from .board import NAMES, Board, Square, _columns_holding, _row_counts, square_name

SPELLS = ("flower", "fire")
SPELL_NAMES = {"flower": "Flower Power", "fire": "Magical Fire"}


# -- scoring ------------------------------------------------------------------
@dataclass(frozen=True)
class ChainScore:
    """The points of one Magical Fire chain, term by term."""

    flowers: int = 0
    zombies: int = 0
    multipliers: int = 0
    bonus: int = 0
    factor: int = 1
    points: int = 0

    @property
    def sum_text(self) -> str:
        """The sum as a learner would write it, e.g. ``(3*1 + 5*2 + 1*1 + 5) * 2 = 38``."""
        terms = f"{self.flowers}*1 + {self.zombies}*2 + {self.multipliers}*1"
        if self.bonus:
            terms += f" + {self.bonus}"
        return f"({terms}) * {self.factor} = {self.points}"

    def to_dict(self) -> dict:
        return {
            "flowers": self.flowers, "zombies": self.zombies, "multipliers": self.multipliers,
            "bonus": self.bonus, "factor": self.factor, "points": self.points,
            "sum": self.sum_text,
        }

    def __str__(self) -> str:
        return self.sum_text


def _count(name: str, v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(f"{name} must be a whole number >= 0, got {v!r}")
    return v


def chain_score(flowers: int = 0, zombies: int = 0, multipliers: int = 0,
                multipliers_stack: bool = True,
                large_chain_bonus: str = "cumulative") -> ChainScore:
    """Score a burned chain: ``(flowers*1 + zombies*2 + multipliers*1 + bonus) * factor``.

    ``bonus`` is +5 for 5 or more zombies and a further +10 for 10 or more ("cumulative",
    15 in all; "replace" gives 10). ``factor`` is ``2**multipliers`` when multipliers stack,
    else 2 for any number of multipliers.
    """
    _count("flowers", flowers)
    _count("zombies", zombies)
    _count("multipliers", multipliers)
    if large_chain_bonus not in ("cumulative", "replace"):
        raise ValueError(
            f"large_chain_bonus must be 'cumulative' or 'replace', got {large_chain_bonus!r}"
        )
    bonus = 0
    if zombies >= 5:  # rule: zot.score.small_chain
        bonus = 5
    if zombies >= 10:
        bonus = 15 if large_chain_bonus == "cumulative" else 10
    if multipliers_stack:
        factor = 2 ** multipliers
    else:
        factor = 2 if multipliers else 1
    # rule: zot.score.values, zot.score.multiplier, zot.score.before_multipliers
    points = (flowers + 2 * zombies + multipliers + bonus) * factor
    return ChainScore(flowers, zombies, multipliers, bonus, factor, points)


# a burned chain's score from whole counts and checked options: made once (scores are frozen)
_chain_score = lru_cache(maxsize=1024)(chain_score)


def score_chain(flowers: int = 0, zombies: int = 0, multipliers: int = 0, **options) -> int:
    """The points of a burned chain (see ``chain_score``): ``score_chain(3, 5, 1) == 38``."""
    return chain_score(flowers, zombies, multipliers, **options).points


# -- explosions -----------------------------------------------------------------
def explode(grid: list[list[str]], bomb: Square) -> list[tuple[Square, list[Square]]]:
    """Explode ``bomb`` on a mutable grid (``grid[r][c-1]``) with every chain reaction.

    Returns ``[(bomb, destroyed squares), ...]`` in explosion order. A blast destroys the bomb
    and everything orthogonally next to it (tokens, beds, pumpkins); bombs among those explode
    in turn. The garden path (Jasper) is never touched.
    """
    rows, cols = len(grid), len(grid[0])
    # rule: zot.spell.blast (the bomb and everything orthogonally next to it)
    grid[bomb[0]][bomb[1] - 1] = "."
    out = []
    queue = deque([bomb])
    while queue:
        b = queue.popleft()
        r, c = b
        destroyed = []
        for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            if not (0 <= nr < rows - 1 and 1 <= nc <= cols):
                continue
            g = grid[nr][nc - 1]
            if g == ".":
                continue
            grid[nr][nc - 1] = "."
            destroyed.append((nr, nc))
            if g in "Bb":
                queue.append((nr, nc))
        out.append((b, destroyed))
    return out


def blasted_squares(blasts) -> tuple[Square, ...]:
    """Every square the blasts destroyed, each once, in explosion order (bombs included)."""
    return tuple(dict.fromkeys(s for b, d in blasts for s in (b, *d)))


def blast_events(blasts, rule: str, why: str) -> list[Event]:
    events = []
    for i, (b, destroyed) in enumerate(blasts):
        what = (
            "destroying what stood at " + "; ".join(square_name(s) for s in destroyed)
            if destroyed else "destroying nothing else"
        )
        text = (f"{why} {square_name(b)} explodes, {what}." if i == 0 else
                f"The blast sets off the bomb at {square_name(b)}, which explodes, {what}.")
        events.append(Event(
            rule if i == 0 else "zot.spell.chain_reaction" if rule.startswith("zot.spell")
            else rule,
            text,
            {"bomb": list(b), "destroyed": [list(s) for s in destroyed]},
        ))
    return events


# -- spells ----------------------------------------------------------------------
@dataclass(frozen=True)
class SpellResult:
    """What one spell did. ``chain`` is in breadth-first order from ``hit`` on the board as it
    was (``before``); ``exploded`` lists every square a blast destroyed (bombs included), each
    once, in order; ``board`` is the board after the spell."""

    spell: str
    column: int
    board: Board
    hit: Square | None
    chain: tuple[Square, ...]
    exploded: tuple[Square, ...]
    bombs: tuple[Square, ...]
    graph: nx.Graph | None
    score: ChainScore
    events: tuple[Event, ...]
    transformed: tuple[Square, ...] = ()
    burned: tuple[Square, ...] = ()
    supply: int | None = None
    beds_short: int = 0
    flight: tuple[Square, ...] = field(default=())
    before: Board | None = None

    @property
    def points(self) -> int:
        return self.score.points


_ZERO = ChainScore()  # the score of a spell that scores nothing

_DEFAULTS = {
    "flower_chain_through_beds": False,
    "multipliers_stack": True,
    "large_chain_bonus": "cumulative",
    "chain_beyond_fence": False,
}


def cast(board: Board, spell: str, column: int | None = None, supply: int | None = None,
         options: dict | None = None) -> SpellResult:
    """Cast ``spell`` ("flower" or "fire") up ``column`` (default: Jasper's column).

    ``supply`` is the number of flower bed markers left beside the board (None: unlimited).
    ``options`` may hold the game options that change spells (``flower_chain_through_beds``,
    ``multipliers_stack``, ``large_chain_bonus``, ``chain_beyond_fence``).
    """
    if spell not in SPELLS:
        raise ValueError(f"spell must be 'flower' or 'fire', got {spell!r}")
    if not isinstance(board, Board):
        raise ValueError(f"cast needs a Board, got {type(board).__name__}")
    if column is None:
        column = board.jasper
    if isinstance(column, bool) or not isinstance(column, int) or not 1 <= column <= board.cols:
        raise ValueError(f"column must be 1..{board.cols}, got {column!r}")
    if supply is not None and (isinstance(supply, bool) or not isinstance(supply, int)
                               or supply < 0):
        raise ValueError(f"supply must be a whole number >= 0 or None, got {supply!r}")
    return _cast(board, spell, column, supply, *spell_flags(options), tracing())


def spell_flags(options: dict | None) -> tuple[bool, bool, str, bool]:
    """The spell options of ``options`` (checked; defaults filled), in ``_cast``'s order:
    ``flower_chain_through_beds``, ``multipliers_stack``, ``large_chain_bonus``,
    ``chain_beyond_fence``."""
    o = options or _DEFAULTS
    through = o.get("flower_chain_through_beds", False)
    stack = o.get("multipliers_stack", True)
    beyond = o.get("chain_beyond_fence", False)
    if not (type(through) is bool and type(stack) is bool and type(beyond) is bool):
        for name, v in (("flower_chain_through_beds", through), ("multipliers_stack", stack),
                        ("chain_beyond_fence", beyond)):
            if not isinstance(v, bool):
                raise ValueError(f"option '{name}' must be True or False, got {v!r}")
    bonus = o.get("large_chain_bonus", "cumulative")
    if bonus not in ("cumulative", "replace"):
        raise ValueError("option 'large_chain_bonus' must be 'cumulative' or 'replace', "
                         f"got {bonus!r}")
    return through, stack, bonus, beyond


def flight(board: Board, spell: str, column: int) -> tuple[Square | None, tuple[Square, ...]]:
    """The square a spell hits flying up ``column`` (or None), and the squares it crossed."""
    crossed = []
    grid, i = board.grid, column - 1
    # rule: zot.spell.flower_flight (Flower Power flies over bare beds)
    over = ".P*" if spell == "flower" else ".P"
    # rule: zot.spell.flight, zot.spell.range (straight up to the fence line, no further)
    for r in range(board.patch_row, board.fence_row - 1, -1):
        if grid[r][i] in over:
            crossed.append((r, column))
            continue
        return (r, column), tuple(crossed)
    return None, tuple(crossed)


@lru_cache(maxsize=64)
def _cast(board: Board, spell: str, column: int, supply: int | None, through_beds: bool,
          stack: bool, bonus_rule: str, beyond_fence: bool, traced: bool = True) -> SpellResult:
    """The spell on an immutable board (cached); ``traced``: whether its events are written
    (untraced, ``events`` is empty)."""
    name = SPELL_NAMES[spell]
    hit, crossed = flight(board, spell, column)

    def result(**kw) -> SpellResult:
        # what SpellResult(...) makes, without a frozen dataclass's cost per field (a bot
        # casts up every column): the fields in their order, then those given
        out = object.__new__(SpellResult)
        fields = out.__dict__
        fields.update(
            spell=spell, column=column, board=board, hit=hit, chain=(), exploded=(), bombs=(),
            graph=None, score=_ZERO, events=(), transformed=(), burned=(), supply=supply,
            beds_short=0, flight=crossed, before=board,
        )
        fields.update(kw)
        return out

    def spell_event(text: str, chain=(), exploded=(), score: ChainScore | None = None) -> Event:
        # ``board``: the board the spell was cast on (its text lines, Jasper in his casting
        # column), so a drawing or widget can show the chain without casting it again;
        # ``score``: Magical Fire's points term by term (None for a spell that scores nothing)
        return Event("zot.spell.chain", text, {
            "spell": spell, "column": column, "hit": None if hit is None else list(hit),
            "chain": [list(s) for s in chain], "exploded": [list(s) for s in exploded],
            "points": 0 if score is None else score.points,
            "score": None if score is None else score.to_dict(),
            "board": list(board.to_text().splitlines()),
        })

    if hit is None:
        if not traced:
            return result()
        what = "a token" if spell == "flower" else "a flower bed or a token"
        ev = spell_event(
            f"{name} flies up column {column} to the fence line without meeting {what}: "
            "nothing happens."
        )
        return result(events=(ev,))

    glyph = board.grid[hit[0]][hit[1] - 1]
    kind = glyph.upper()

    if kind == "B" and (spell == "flower" or glyph == "B"):
        grid = [list(row) for row in board.grid]
        blasts = explode(grid, hit)
        exploded = blasted_squares(blasts)
        bombs = tuple(b for b, _ in blasts)
        after = Board(tuple("".join(r) for r in grid))
        evs = []
        if traced:
            evs.append(spell_event(
                f"{name} hits the bomb at {square_name(hit)}: the bomb explodes (no points).",
                (hit,), exploded))
            evs += blast_events(blasts, "zot.spell.bomb", "The bomb at")
        return result(board=after, chain=(hit,), exploded=exploded, bombs=bombs,
                      events=tuple(evs), supply=_supply_after(board, after, supply))

    if spell == "flower" and kind == "M":
        if not traced:
            return result()
        ev = spell_event(
            f"Flower Power hits the multiplier at {square_name(hit)}: a multiplier is not a "
            "living creature, so nothing happens."
        )
        return result(events=(ev, Event("zot.spell.flower_multiplier",
                                        "Flower Power only transforms zombies.", {})))
    if spell == "fire" and glyph not in "*zfbm":
        if not traced:
            return result()
        ev = spell_event(
            f"Magical Fire hits the {NAMES[kind]} at {square_name(hit)}, which stands on no "
            "flower bed: fire only burns flower beds, so nothing happens."
        )
        return result(events=(ev, Event("zot.spell.fire_target",
                                        "Magical Fire can only be cast on flower beds.", {})))

    # the chain, on the board as it was
    top = board.fence_row if not beyond_fence else 0
    if spell == "flower":
        allowed = "ZFBMzfbm*" if through_beds else "ZFBMzfbm"
    else:
        allowed = "ZFBMzfbm*"
    graph, chain = _chain(board.grid[top:board.patch_row + 1], top, allowed, hit)
    grid = [list(row) for row in board.grid]

    # explosions next
    # rule: zot.spell.bomb_order (the chain is found first, then its bombs explode)
    blasts = []
    for sq in chain:
        if grid[sq[0]][sq[1] - 1] in "Bb":
            blasts += explode(grid, sq)
    exploded = blasted_squares(blasts)
    bombs = tuple(b for b, _ in blasts)
    gone = set(exploded)
    evs: list[Event] = []
    blast_evs = blast_events(blasts, "zot.spell.bomb", "The bomb in the chain at") if traced else []

    if spell == "flower":  # rule: zot.spell.flower (every token of the chain turns to flowers)
        transformed, short = [], 0
        # beds a blast destroyed are back beside the board before the flowers grow
        left = None if supply is None else supply + sum(
            1 for r, c in exploded if board.grid[r][c - 1] in "*zfbm")
        for sq in chain:
            if sq in gone:
                continue
            r, c = sq
            g = board.grid[r][c - 1]
            if g in "ZFM":
                if left is None or left > 0:
                    grid[r][c - 1] = "*"
                    if left is not None:
                        left -= 1
                else:
                    grid[r][c - 1] = "."
                    short += 1
                transformed.append(sq)
            elif g in "zfm":
                grid[r][c - 1] = "*"
                transformed.append(sq)
        after = Board(tuple("".join(r) for r in grid))
        n = len(transformed)
        if not traced:
            return result(board=after, chain=chain, exploded=exploded, bombs=bombs, graph=graph,
                          transformed=tuple(transformed),
                          supply=_supply_after(board, after, supply), beds_short=short)
        evs.append(spell_event(
            f"Flower Power hits the {NAMES[kind]} at {square_name(hit)} and runs along a chain "
            f"of {len(chain)} square{'s' if len(chain) != 1 else ''}: "
            + (f"{n} tokens turn into flower beds." if n != 1
               else "1 token turns into a flower bed."),
            chain, exploded))
        evs += blast_evs
        if n:
            evs.append(Event(
                "zot.spell.discard",
                f"The transformed token{'s go' if n != 1 else ' goes'} to the discard pile "
                f"({n} in all).",
                {"transformed": [list(s) for s in transformed]},
            ))
        if short:
            evs.append(Event(
                "zot.spell.supply_empty",
                f"No flower bed markers are left, so {short} transformed "
                f"token{'s leave' if short != 1 else ' leaves'} no bed.",
                {"short": short},
            ))
        return result(board=after, chain=chain, exploded=exploded, bombs=bombs, graph=graph,
                      events=tuple(evs), transformed=tuple(transformed),
                      supply=_supply_after(board, after, supply), beds_short=short)

    # Magical Fire: burn and score what the bombs left
    # rule: zot.spell.fire (the whole chain burns, beds and zombies included)
    flowers = zombies = mults = 0
    burned = []
    for sq in chain:
        if sq in gone:  # rule: zot.score.bombs (what a bomb destroyed scores nothing)
            continue
        r, c = sq
        g = board.grid[r][c - 1]
        if g in "*zfbm":
            flowers += 1
        u = g.upper()
        if u in "ZF":
            zombies += 1
        elif u == "M":
            mults += 1
        grid[r][c - 1] = "."
        burned.append(sq)
    score = _chain_score(flowers, zombies, mults, stack, bonus_rule)
    after = Board(tuple("".join(r) for r in grid))
    if not traced:
        return result(board=after, chain=chain, exploded=exploded, bombs=bombs, graph=graph,
                      score=score, burned=tuple(burned),
                      supply=_supply_after(board, after, supply))
    evs.append(spell_event(
        f"Magical Fire hits the flower bed at {square_name(hit)} and burns a chain of "
        f"{len(chain)} square{'s' if len(chain) != 1 else ''}.",
        chain, exploded, score))
    evs += blast_evs
    evs.append(Event(
        "zot.score.fire",
        f"The fire burns {flowers} flower bed{'s' if flowers != 1 else ''}, "
        f"{zombies} zombie{'s' if zombies != 1 else ''} and "
        f"{mults} multiplier{'s' if mults != 1 else ''}: {score.sum_text} points.",
        score.to_dict(),
    ))
    return result(board=after, chain=chain, exploded=exploded, bombs=bombs, graph=graph,
                  score=score, events=tuple(evs), burned=tuple(burned),
                  supply=_supply_after(board, after, supply))


@lru_cache(maxsize=64)
def _chain_graph(rows: tuple[str, ...], top: int, allowed: str) -> nx.Graph:
    """The graph a chain runs on: the squares of ``rows`` (the first is row ``top``) holding
    one of ``allowed``, joined where they touch. Frozen and cached: the spells a bot tries up
    every column of a board share it."""
    nodes = [(top + i, c) for i, row in enumerate(rows) for c in _columns_holding(row, allowed)]
    # rule: zot.spell.adjacent, zot.spell.diagonal (orthogonal neighbours only)
    return nx.freeze(adjacency_graph(nodes))


def _chain(rows: tuple[str, ...], top: int, allowed: str,
           hit: Square) -> tuple[nx.Graph, tuple[Square, ...]]:
    """The graph (``_chain_graph``) and the chain on it: breadth-first from ``hit``."""
    graph = _chain_graph(rows, top, allowed)
    return graph, tuple(bfs_order(graph, hit))


def _supply_after(before: Board, after: Board, supply: int | None) -> int | None:
    if supply is None:
        return None
    for was, now in zip(before.grid, after.grid):
        if was is not now:  # rows are shared strings: an unchanged row is the same object
            supply += _row_counts(was)[4] - _row_counts(now)[4]
    return supply
