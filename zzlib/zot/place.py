"""Step 2, Place: Zot's assault tables and where a pattern may go.

The pattern die picks a shape from the normal or the aggravated table; the column die the
column it is centred on. The pattern's first line goes on row 0, its second on row 1. For an
even width both placements that cover the column count as centred. Where no centred placement
fits, any placement with a cell in that column is legal (``edge_placement="choose"``), or only
the nearest one (``"shift"``).
"""

from __future__ import annotations

from functools import lru_cache

from .board import Board, Square

NORMAL = {
    1: ("X",),
    2: ("XX",),
    3: ("X", "X"),
    4: ("XX", "X."),
    5: ("XX", ".X"),
    6: ("XXX",),
}
AGGRAVATED = {
    1: ("X.", ".X"),
    2: ("X.X",),
    3: (".X", "X."),
    4: ("X.X", "X.."),
    5: ("X.X", "..X"),
    6: ("X.X", ".X."),
}
TABLES = {"normal": NORMAL, "aggravated": AGGRAVATED}


def patterns(table: str = "normal") -> dict[int, tuple[str, ...]]:
    """The assault table: die face -> the pattern's lines (``X`` a token, ``.`` a gap)."""
    if table not in TABLES:
        raise ValueError(f"table must be 'normal' or 'aggravated', got {table!r}")
    return dict(TABLES[table])


def pattern_size(pattern_die: int, aggravated: bool) -> int:
    """How many tokens the pattern die summons."""
    return sum(line.count("X") for line in TABLES["aggravated" if aggravated else "normal"][
        pattern_die])


def pattern_cells(pattern: tuple[str, ...], left: int) -> tuple[Square, ...]:
    """The squares of ``pattern`` with its left edge on column ``left`` (sorted)."""
    # rule: zot.place.rows (the pattern's first line on row 0, the top of Zot's rows)
    return tuple(sorted(
        (r, left + i) for r, line in enumerate(pattern) for i, x in enumerate(line) if x == "X"
    ))


def _die(name: str, v) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
        raise ValueError(f"{name} shows a whole number from 1 to 6, got {v!r}")
    return v


def placements(board: Board, pattern_die: int, column_die: int, aggravated: bool,
               edge_placement: str = "choose") -> list[tuple[Square, ...]]:
    """Every legal placement of the rolled pattern, each as its sorted squares."""
    _die("the pattern die", pattern_die)
    cols = board.cols
    if isinstance(column_die, bool) or not isinstance(column_die, int) or not (
            1 <= column_die <= cols):
        raise ValueError(f"the column die shows a whole number from 1 to {cols}, got "
                         f"{column_die!r}")
    if edge_placement not in ("choose", "shift"):
        raise ValueError(f"edge_placement must be 'choose' or 'shift', got {edge_placement!r}")
    return list(_placements(cols, pattern_die, column_die, bool(aggravated), edge_placement))


@lru_cache(maxsize=1024)
def _placements(cols: int, pattern_die: int, column_die: int, aggravated: bool,
                edge_placement: str) -> tuple[tuple[Square, ...], ...]:
    """``placements`` on a board of ``cols`` columns (checked arguments; cached)."""
    pattern = TABLES["aggravated" if aggravated else "normal"][pattern_die]
    width = max(len(line) for line in pattern)
    c = column_die
    if width % 2:
        centred = [c - width // 2]
    else:
        centred = [c - width // 2, c - width // 2 + 1]
    fits = [left for left in centred if 1 <= left and left + width - 1 <= cols]
    if fits:
        return tuple(pattern_cells(pattern, left) for left in fits)
    edge = [
        left for left in range(1, cols - width + 2)
        if any(col == c for _, col in pattern_cells(pattern, left))
    ]
    if edge_placement == "shift" and edge:
        best = min(abs(left - x) for left in edge for x in centred)
        edge = [left for left in edge if min(abs(left - x) for x in centred) == best][:1]
    return tuple(pattern_cells(pattern, left) for left in edge)
