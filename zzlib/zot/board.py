"""The Jasper and Zot board: 11 rows by 6 columns, its glyphs and its text form.

Squares are ``(row, column)``: row 0 is where Zot's tokens appear, row 10 the garden path;
columns are numbered 1-6 as printed. A bench board may have other sizes (``rows``/``cols``):
its last row is the path, the row above it the pumpkin patch, and the four rows above the
patch are Jasper's yard, as on the real board.

Glyphs: ``.`` empty, ``Z`` zombie, ``F`` flaming zombie, ``B`` bomb, ``M`` multiplier,
``*`` flower bed, ``z f b m`` that token standing in a flower bed, ``P`` pumpkin (patch row
only), ``J`` Jasper (path row, exactly one).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import lru_cache

Square = tuple[int, int]

ROWS = 11
COLS = 6  # rule: zot.board.columns (numbered 1 to 6: a square is (row, column))
ZOT_ROWS = range(0, 5)
YARD_ROWS = range(5, 9)
FENCE_ROW = 5
PATCH_ROW = 9
PATH_ROW = 10

TOKENS = "ZFBM"
IN_BED = "zfbm"
GLYPHS = ".ZFBM*zfbmPJ"
ZOMBIES = frozenset("ZFzf")
NAMES = {"Z": "zombie", "F": "flaming zombie", "B": "bomb", "M": "multiplier"}
GLYPH_NAMES = {
    ".": "empty square", "Z": "zombie", "F": "flaming zombie", "B": "bomb",
    "M": "multiplier", "*": "flower bed", "z": "zombie in a flower bed",
    "f": "flaming zombie in a flower bed", "b": "bomb in a flower bed",
    "m": "multiplier in a flower bed", "P": "pumpkin", "J": "Jasper",
}


def with_bed(token: str) -> str:
    """The glyph of ``token`` (``"Z"``...) standing in a flower bed (``"z"``...)."""
    return token.lower()


def square_name(sq: Square) -> str:
    return f"row {sq[0]}, column {sq[1]}"


@lru_cache(maxsize=1 << 16)
def _row_counts(row: str) -> tuple[int, int, int, int, int, int]:
    """How many ``Z F B M * P`` one row holds, as ``Board.counts`` counts them (a token in a
    bed counts as the token and as a bed). Rows repeat from board to board: cached."""
    beds = row.count("*")
    out = []
    for t in "ZFBM":
        inbed = row.count(t.lower())
        out.append(row.count(t) + inbed)
        beds += inbed
    return (*out, beds, row.count("P"))


@lru_cache(maxsize=1 << 14)
def _columns_holding(row: str, allowed: str) -> tuple[int, ...]:
    """The columns of ``row`` whose glyph is one of ``allowed`` (cached by the row's text)."""
    return tuple(i + 1 for i, g in enumerate(row) if g in allowed)


@lru_cache(maxsize=1 << 12)
def _grid_counts(grid: tuple[str, ...]) -> tuple[int, ...]:
    """``Z F B M * P`` counted over a whole grid (cached: a board is asked several times)."""
    return tuple(map(sum, zip(*map(_row_counts, grid))))


@lru_cache(maxsize=1 << 12)
def _pumpkin_columns(row: str) -> tuple[int, ...]:
    """The columns of a patch row that hold a pumpkin (cached by the row's text)."""
    return tuple(i + 1 for i, g in enumerate(row) if g == "P")


@dataclass(frozen=True)
class Board:
    """An immutable board. ``grid[r]`` is row ``r`` as a string of glyphs (column 1 first)."""

    grid: tuple[str, ...]

    def __post_init__(self):
        # rows repeat from board to board (a game keeps one board per step): share them
        try:
            grid = tuple(map(sys.intern, self.grid))
        except TypeError:  # a row that is not a plain string (from_text refuses it later)
            grid = tuple(sys.intern(r) if type(r) is str else r for r in self.grid)
        object.__setattr__(self, "grid", grid)

    # -- building --------------------------------------------------------
    @classmethod
    def from_text(cls, text: str, rows: int | None = ROWS, cols: int | None = COLS) -> Board:
        """Parse the text form; bad text raises ``ValueError`` naming the line and column.

        Blank lines around the board and indentation are ignored. ``rows``/``cols`` give the
        expected size (None: take it from the text).
        """
        if not isinstance(text, str):
            raise ValueError(f"a board's text form is a string, got {type(text).__name__}")
        raw = text.split("\n")
        numbered = [(i + 1, line.strip()) for i, line in enumerate(raw)]
        while numbered and not numbered[0][1]:
            numbered.pop(0)
        while numbered and not numbered[-1][1]:
            numbered.pop()
        if not numbered:
            raise ValueError("line 1: the board text is empty")
        nrows = len(numbered) if rows is None else rows
        ncols = len(numbered[0][1]) if cols is None else cols
        if nrows < 3 or ncols < 1:
            raise ValueError(f"a board needs at least 3 rows and 1 column, got {nrows}x{ncols}")
        for r, (lineno, line) in enumerate(numbered):
            if not line:
                raise ValueError(f"line {lineno}: blank line inside the board (row {r})")
            if r >= nrows:
                raise ValueError(
                    f"line {lineno}: the board has {nrows} rows; this line is one too many"
                )
            if len(line) != ncols:
                col = min(len(line), ncols) + 1
                raise ValueError(
                    f"line {lineno}, column {col}: row {r} must hold {ncols} glyphs, "
                    f"found {len(line)} ({line!r})"
                )
        if len(numbered) < nrows:
            lineno = numbered[-1][0] + 1
            raise ValueError(
                f"line {lineno}: the board needs {nrows} rows, the text has only {len(numbered)}"
            )
        grid = tuple(line for _, line in numbered)
        linenos = [n for n, _ in numbered]
        _check(grid, ncols, lambda r, c: f"line {linenos[r]}, column {c}")
        return cls(grid)

    @classmethod
    def empty(cls, rows: int = ROWS, cols: int = COLS) -> Board:
        """A board with nothing on it but Jasper in column 1 (the path needs him)."""
        if isinstance(rows, bool) or not isinstance(rows, int) or rows < 3:
            raise ValueError(f"rows must be a whole number >= 3, got {rows!r}")
        if isinstance(cols, bool) or not isinstance(cols, int) or cols < 1:
            raise ValueError(f"cols must be a whole number >= 1, got {cols!r}")
        grid = ["." * cols] * (rows - 1) + ["J" + "." * (cols - 1)]
        return cls(tuple(grid))

    @classmethod
    def start(cls, jasper: int = 1, rows: int = ROWS, cols: int = COLS) -> Board:
        """The starting board: a pumpkin in each column of the patch, Jasper on the path."""
        b = cls.empty(rows, cols)
        if isinstance(jasper, bool) or not isinstance(jasper, int) or not 1 <= jasper <= cols:
            raise ValueError(f"Jasper's column must be 1..{cols}, got {jasper!r}")
        grid = list(b.grid)
        grid[-2] = "P" * cols
        grid[-1] = "." * (jasper - 1) + "J" + "." * (cols - jasper)
        return cls(tuple(grid))

    @classmethod
    def from_squares(cls, squares: dict, rows: int = ROWS, cols: int = COLS,
                     jasper: int = 1) -> Board:
        """A board from ``{(row, column): glyph}`` (others empty), validated like text."""
        grid = [["."] * cols for _ in range(rows)]
        if "J" not in squares.values():
            grid[rows - 1][jasper - 1] = "J"
        for (r, c), g in squares.items():
            if not (0 <= r < rows and 1 <= c <= cols):
                raise ValueError(f"square {(r, c)!r} is off the {rows}x{cols} board")
            grid[r][c - 1] = g
        text_rows = tuple("".join(row) for row in grid)
        _check(text_rows, cols, lambda r, c: f"square ({r}, {c})")
        return cls(text_rows)

    # -- reading ---------------------------------------------------------
    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])

    @property
    def path_row(self) -> int:
        return len(self.grid) - 1

    @property
    def patch_row(self) -> int:
        return len(self.grid) - 2

    @property
    def fence_row(self) -> int:
        """The first row of Jasper's yard (row 5 on the real board): spells stop there."""
        return max(0, len(self.grid) - 6)

    @property
    def yard_rows(self) -> range:
        return range(self.fence_row, self.patch_row)

    def glyph(self, sq: Square) -> str:
        r, c = sq
        if not (0 <= r < len(self.grid) and 1 <= c <= len(self.grid[0])):
            raise ValueError(f"square {sq!r} is off the {self.rows}x{self.cols} board")
        return self.grid[r][c - 1]

    def token(self, sq: Square) -> str | None:
        """``"Z"``, ``"F"``, ``"B"`` or ``"M"`` (in a bed or not), else None."""
        g = self.glyph(sq)
        u = g.upper()
        return u if u in TOKENS else None

    def bed(self, sq: Square) -> bool:
        g = self.glyph(sq)
        return g == "*" or g in IN_BED

    @property
    def pumpkins(self) -> tuple[int, ...]:
        """The columns whose patch square holds a pumpkin."""
        return _pumpkin_columns(self.grid[-2])

    @property
    def jasper(self) -> int:
        return self.grid[-1].index("J") + 1

    def tokens(self) -> dict[Square, str]:
        """Every square holding a token, mapped to the token's letter (``"Z"``...)."""
        out = {}
        for r, row in enumerate(self.grid):
            for i, g in enumerate(row):
                if g in "ZFBMzfbm":
                    out[(r, i + 1)] = g.upper()
        return out

    def beds(self) -> frozenset[Square]:
        return frozenset(
            (r, i + 1) for r, row in enumerate(self.grid) for i, g in enumerate(row)
            if g in "*zfbm"
        )

    def occupied(self) -> list[Square]:
        """Squares holding a token or a bed (what a chain may run through)."""
        return [
            (r, i + 1) for r, row in enumerate(self.grid) for i, g in enumerate(row)
            if g in "ZFBM*zfbm"
        ]

    def counts(self) -> dict[str, int]:
        """How many of each token letter, plus ``"*"`` for beds and ``"P"`` for pumpkins."""
        return dict(zip("ZFBM*P", _grid_counts(self.grid)))

    # -- changing --------------------------------------------------------
    def with_glyph(self, sq: Square, glyph: str) -> Board:
        """This board with ``glyph`` on ``sq`` (validated like the text form).

        Putting ``J`` on the path moves Jasper there.
        """
        r, c = sq
        if not (0 <= r < self.rows and 1 <= c <= self.cols):
            raise ValueError(f"square {sq!r} is off the {self.rows}x{self.cols} board")
        if not isinstance(glyph, str) or len(glyph) != 1 or glyph not in GLYPHS:
            raise ValueError(f"square ({r}, {c}): unknown glyph {glyph!r}; glyphs are {GLYPHS}")
        grid = list(self.grid)
        if glyph == "J" and r == self.path_row:
            grid[r] = "." * self.cols
        row = grid[r]
        grid[r] = row[: c - 1] + glyph + row[c:]
        grid = tuple(grid)
        _check(grid, self.cols, lambda rr, cc: f"square ({rr}, {cc})")
        return Board(grid)

    def replace(self, changes: dict[Square, str]) -> Board:
        """This board with several squares changed (no validation: for the engine)."""
        grid = list(self.grid)
        changed: dict[int, list[str]] = {}
        for (r, c), g in changes.items():
            if r < 0:
                r += len(grid)  # the same row as its positive index
            row = changed.get(r)
            if row is None:
                row = changed[r] = list(grid[r])
            row[c - 1] = g
        for r, row in changed.items():
            grid[r] = sys.intern("".join(row))
        # the other rows are this board's own, interned already: nothing for __post_init__
        return _interned_board(tuple(grid))

    # -- printing --------------------------------------------------------
    def to_text(self) -> str:
        return "\n".join(self.grid)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        if self.rows * self.cols > 200:
            return f"Board({self.rows}x{self.cols})"
        return "Board.from_text('''\n" + self.to_text() + "\n''')"


def _check(grid: tuple[str, ...], ncols: int, where) -> None:
    """Raise ``ValueError`` for a glyph that is unknown or out of place."""
    nrows = len(grid)
    path, patch = nrows - 1, nrows - 2
    for r, row in enumerate(grid):
        if len(row) != ncols:
            raise ValueError(f"{where(r, 1)}: row {r} must hold {ncols} glyphs")
        for i, g in enumerate(row):
            c = i + 1
            if g not in GLYPHS:
                raise ValueError(
                    f"{where(r, c)}: unknown glyph {g!r}; glyphs are {' '.join(GLYPHS)}"
                )
            if r == path:
                if g not in ".J":
                    raise ValueError(
                        f"{where(r, c)}: the garden path (row {r}) holds only Jasper 'J' and "
                        f"empty squares '.', found {g!r}"
                    )
            elif g == "J":
                raise ValueError(f"{where(r, c)}: Jasper 'J' stands on the garden path (row {path})")
            elif g == "P" and r != patch:
                raise ValueError(
                    f"{where(r, c)}: pumpkins 'P' grow only in the pumpkin patch (row {patch})"
                )
    n = grid[path].count("J")
    if n != 1:
        raise ValueError(
            f"{where(path, 1)}: the garden path (row {path}) must hold exactly one Jasper 'J', "
            f"found {n}"
        )


def _interned_board(grid: tuple[str, ...]) -> Board:
    """``Board(grid)`` for a grid whose rows are all interned strings already (what
    ``__post_init__`` would make of them): the same board, without interning every row again."""
    board = object.__new__(Board)
    board.__dict__["grid"] = grid
    return board
