"""Jasper and Zot's action ids (``zzlib.core.actions``).

On the standard board (6 columns): 6 columns to start in, 6 x 3 for Move & Shoot (each
column with no spell, Flower Power or Magical Fire), 64 sets of columns the zombies may
smash, and 15,185 placements: every set of up to three cells of the two rows a pattern covers,
each with one of the four tokens (Z, F, B, M) - 15,273 ids in all. A bench board of another
width (option ``board``) has as many for its columns.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from zzlib.core.actions import Actions, Block
from zzlib.core.actions import product as block
from zzlib.core.jsonable import excerpt

from .board import TOKENS, Board
from .game import MAX_PATTERN, Game
from .moves import MoveShoot, Place, Smash, StartJasper
from .place import TABLES

#: the rows a pattern covers (its lines go on rows 0, 1, ...)
PATTERN_ROWS = max(len(p) for table in TABLES.values() for p in table.values())
SPELLS = (None, "flower", "fire")


def columns(options) -> int:
    text = options["board"]
    return 6 if text is None else Board.from_text(text).cols


@lru_cache(maxsize=8)
def _places(cols: int) -> tuple[tuple[Place, ...], dict]:
    """Every Place on a board of ``cols`` columns (cells sorted, as the game lists them)."""
    cells = [(r, c) for r in range(PATTERN_ROWS) for c in range(1, cols + 1)]
    moves = tuple(Place(chosen, toks)
                  for k in range(MAX_PATTERN + 1)
                  for chosen in combinations(cells, k)
                  for toks in product(TOKENS, repeat=k))
    return moves, {m: i for i, m in enumerate(moves)}


def _place_block(cols: int) -> Block:
    moves, index = _places(cols)

    cells = {(r, c) for r in range(PATTERN_ROWS) for c in range(1, cols + 1)}

    def encode(m: Place) -> int:
        where = f"up to {MAX_PATTERN} cells of rows 0-{PATTERN_ROWS - 1}, columns 1-{cols}"
        if not isinstance(m.cells, tuple) or len(m.cells) > MAX_PATTERN or not all(
                type(c) is tuple and c in cells for c in m.cells) or len(set(m.cells)) != len(
                m.cells):
            raise ValueError(f"Place.cells: {excerpt(m.cells)} has no action id ({where})")
        if not isinstance(m.tokens, tuple) or len(m.tokens) != len(m.cells) or not all(
                type(t) is str and t in TOKENS for t in m.tokens):
            raise ValueError(f"Place.tokens: {excerpt(m.tokens)} has no action id (one of "
                             f"{', '.join(TOKENS)} for each cell)")
        pairs = sorted(zip(m.cells, m.tokens))  # the game lists the cells sorted
        return index[Place(tuple(c for c, _ in pairs), tuple(t for _, t in pairs))]

    return Block(Place, len(moves), encode, moves.__getitem__)


def _smash_block(cols: int) -> Block:
    dom = tuple(range(1, cols + 1))
    index = {c: i for i, c in enumerate(dom)}

    def encode(m: Smash) -> int:
        cols_ = m.columns
        ok = isinstance(cols_, tuple) and len(set(cols_)) == len(cols_) and all(
            type(c) is int and c in index for c in cols_)
        if not ok:
            raise ValueError(f"Smash.columns: {cols_!r} has no action id (distinct columns "
                             f"from 1 to {cols})")
        return sum(1 << index[c] for c in cols_)

    def decode(k: int) -> Smash:
        return Smash(tuple(c for i, c in enumerate(dom) if k >> i & 1))

    return Block(Smash, 1 << cols, encode, decode)


def blocks(options):
    cols = columns(options)
    return [
        block(StartJasper, column=range(1, cols + 1)),
        block(MoveShoot, column=range(1, cols + 1), spell=SPELLS),
        _smash_block(cols),
        _place_block(cols),
    ]


def chance(options) -> int:
    """The pattern die (6), the column die (a column), a token of the bag (4 kinds)."""
    return max(6, columns(options), len(TOKENS))


ACTIONS = Actions(Game, blocks, chance)
