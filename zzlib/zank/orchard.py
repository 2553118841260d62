"""The orchard: 5x5 squares, the four apple values of each square, and where the mayor may go.

Squares are ``(row, column)``, 0-4 each. The printed board's values are not in our rulebook
text; the default grid is reconstructed (see ``docs/zankapfel.md``): with
``SERIES = (7, 5, 4, 3, 2)``, ``red = S[column]``, ``yellow = S[4 - column]``,
``green = S[row]``, ``blue = S[4 - row]``. Another grid is data: a mapping of each apple colour
to 5 rows of 5 whole numbers (option ``orchard=...``), checked by ``orchard_problem``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

SIZE = 5
SERIES = (7, 5, 4, 3, 2)
APPLES = ("red", "green", "yellow", "blue")
MULTI = "multi"
MULTI_COST = 3
MAX_VALUE = 99

Square = tuple[int, int]
Orchard = Mapping[str, tuple[tuple[int, ...], ...]]

SQUARES: tuple[Square, ...] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))


def reconstructed_orchard(series: Iterable[int] = SERIES) -> dict[str, tuple[tuple[int, ...], ...]]:
    """The default grid built from the edge series (red along the top, green down the left)."""
    s = tuple(series)
    if len(s) != SIZE:
        raise ValueError(f"the edge series has {SIZE} values, got {len(s)}")
    rng = range(SIZE)
    return {
        "red": tuple(tuple(s[c] for c in rng) for _ in rng),
        "green": tuple(tuple(s[r] for _ in rng) for r in rng),
        "yellow": tuple(tuple(s[SIZE - 1 - c] for c in rng) for _ in rng),
        "blue": tuple(tuple(s[SIZE - 1 - r] for _ in rng) for r in rng),
    }


ORCHARD = reconstructed_orchard()


def orchard_problem(grid: Any) -> str | None:
    """What is wrong with an orchard grid (``None`` when it is fine); used by the option."""
    if grid is None:
        return None
    if not isinstance(grid, Mapping):
        return "the orchard maps each apple colour (red, green, yellow, blue) to 5 rows of 5 values"
    missing = [c for c in APPLES if c not in grid]
    if missing:
        return f"the orchard has no values for {missing[0]!r}"
    extra = sorted(str(k) for k in grid if k not in APPLES)
    if extra:
        return f"{extra[0]!r} is not an apple colour of the orchard (red, green, yellow, blue)"
    for colour in APPLES:
        rows = grid[colour]
        if not isinstance(rows, (list, tuple)) or len(rows) != SIZE:
            return f"orchard[{colour!r}] must be {SIZE} rows"
        for r, row in enumerate(rows):
            if not isinstance(row, (list, tuple)) or len(row) != SIZE:
                return f"orchard[{colour!r}] row {r} must hold {SIZE} values"
            for c, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_VALUE:
                    return (f"orchard[{colour!r}][{r}][{c}] must be a whole number from 0 to "
                            f"{MAX_VALUE}, got {v!r}")
    return None


def make_orchard(grid: Any = None) -> dict[str, tuple[tuple[int, ...], ...]]:
    """A checked, frozen orchard (``None``: the reconstructed default)."""
    if grid is None:
        return ORCHARD
    problem = orchard_problem(grid)
    if problem:
        raise ValueError(f"orchard: {problem}")
    return {c: tuple(tuple(row) for row in grid[c]) for c in APPLES}


def check_square(square: Any, what: str = "square") -> Square:
    """``square`` as a ``(row, column)`` tuple on the board, or a ValueError naming it."""
    if (type(square) is tuple and len(square) == 2 and type(square[0]) is int
            and type(square[1]) is int and 0 <= square[0] < SIZE and 0 <= square[1] < SIZE):
        return square  # a plain square on the board, as it is
    if (not isinstance(square, (tuple, list)) or len(square) != 2
            or any(isinstance(x, bool) or not isinstance(x, int) for x in square)
            or not all(0 <= x < SIZE for x in square)):
        raise ValueError(f"{what} must be (row, column) with both from 0 to {SIZE - 1}, "
                         f"got {square!r}")
    return (square[0], square[1])


def value(colour: str, square: Square, orchard: Orchard | None = None) -> int:
    """The points a ``colour`` apple scores with the mayor on ``square``."""
    if colour not in APPLES:
        raise ValueError(f"colour must be one of {', '.join(APPLES)}, got {colour!r}")
    r, c = check_square(square)
    return (orchard or ORCHARD)[colour][r][c]


def buy_cost(card: str, mayor: Square, orchard: Orchard | None = None) -> int:
    """What buying the face-up ``card`` costs with the mayor on ``mayor``: half its value
    (rounded down); a multi-coloured apple always costs 3."""
    if card == MULTI:
        check_square(mayor, "mayor")
        return MULTI_COST
    if card not in APPLES:
        raise ValueError(f"card must be one of {', '.join(APPLES + (MULTI,))}, got {card!r}")
    return value(card, mayor, orchard) // 2


def neighbours8(square: Square) -> tuple[Square, ...]:
    """The up to eight squares touching ``square`` (sides and corners), on the board."""
    r, c = square
    return tuple((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                 if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)


def mayor_targets(chips: Iterable[Square], mayor: Square | None) -> tuple[Square, ...]:
    """The squares the mayor may move to: a touching square with a chip; with none touching,
    any other square with a chip (the mayor is moved, so never onto its own square, whose chip
    may still be there in the first round); with nowhere else to go, none (the game ends)."""
    have = frozenset(check_square(sq, "chip") for sq in chips)
    if mayor is not None:
        mayor = check_square(mayor, "mayor")
    return mayor_squares(have, mayor)


#: each square's ``neighbours8``, made once
_NEIGHBOURS = {sq: neighbours8(sq) for sq in SQUARES}


@lru_cache(maxsize=4096)
def mayor_squares(chips: frozenset[Square], mayor: Square | None) -> tuple[Square, ...]:
    """``mayor_targets`` of squares already checked (a game's own position: ``State.chips`` and
    ``State.mayor``), remembered: the same chips and mayor are asked about many times a round."""
    if mayor is not None:
        near = sorted(sq for sq in _NEIGHBOURS[mayor] if sq in chips)
        if near:
            return tuple(near)
        chips = chips - {mayor}
    return tuple(sorted(chips))


@lru_cache(maxsize=1024)
def sorted_squares(squares: frozenset[Square]) -> tuple[Square, ...]:
    """``squares`` in order (row, then column), remembered: a position's chips are shown in
    every view of it."""
    return tuple(sorted(squares))


def square_name(square: Square) -> str:
    return f"({square[0]}, {square[1]})"
