"""Bots for Jasper and Zot. A bot is a function ``(game, rng) -> move``.

- ``random``: any legal move, uniformly.
- ``greedy``: looks one turn ahead. For every Move & Shoot it casts the spell on a copy of the
  board and weighs the points against the pumpkins lost in this turn's Smash and in the next
  turn's Descend and Smash (new tokens aside); it places Zot's tokens so that zombies touch
  other tokens (longer chains to burn later) and bombs touch as little as possible. When
  Jasper chooses which pumpkins the zombies smash, it keeps those the fewest zombies will
  reach after the next Descend (ties: the lowest columns, as ``zot.smash`` takes).
"""

from __future__ import annotations

from .board import Board
from .descend import descend
from .moves import MoveShoot, Place, Smash, StartJasper
from .smash import smash
from .spells import cast


def random(game, rng):
    """Any legal move, uniformly."""
    moves = game.legal_moves()
    return moves[rng.randrange(len(moves))]


def _neighbours_occupied(board: Board, sq) -> int:
    r, c = sq
    n = 0
    for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
        if 0 <= nr < board.rows - 1 and 1 <= nc <= board.cols and board.grid[nr][nc - 1] in (
                "ZFBMzfbm*"):
            n += 1
    return n


def _threat(board: Board, options) -> tuple[int, int]:
    """Pumpkins lost in this turn's Smash, and then after one more Descend and Smash."""
    after, now, _ = smash(board)
    near = after.grid[max(0, after.patch_row - 3):after.patch_row + 1]
    if not any(g in "ZFBzfb" for row in near for g in row):
        return len(now), 0  # nothing can reach a pumpkin in one Descend
    moved, _ = descend(after, options)
    _, later, _ = smash(moved)
    lost_later = len(after.pumpkins) - len(moved.pumpkins) + len(later)
    return len(now), lost_later


def _lost_next_turn(board: Board, columns, options) -> int:
    """Pumpkins lost in the next turn's Descend and Smash after smashing ``columns`` now."""
    after, _, _ = smash(board, columns)
    moved, _ = descend(after, options)
    _, later, _ = smash(moved)
    return len(after.pumpkins) - len(moved.pumpkins) + len(later)


def _zombies(board: Board) -> int:
    return sum(1 for row in board.grid[board.fence_row:board.patch_row + 1] for g in row
               if g in "ZFzf")


def greedy(game, rng):
    """The move with the best one-turn-ahead value (ties: the first such move)."""
    s = game.state
    moves = game.legal_moves()
    if isinstance(moves[0], StartJasper):
        return StartJasper((s.board.cols + 1) // 2)
    if isinstance(moves[0], Place):
        return max(moves, key=lambda m: _place_value(s.board, m))
    if isinstance(moves[0], Smash):
        return min(moves, key=lambda m: _lost_next_turn(s.board, m.columns, game.options))
    board = s.board
    opts = game.options
    seen: dict = {}
    best, best_value = None, None
    j = board.jasper
    for m in moves:
        if not isinstance(m, MoveShoot):
            continue
        if m.spell is None:
            after, points = board, 0
        else:
            r = cast(board, m.spell, m.column, s.supply, opts)
            after, points = r.board, r.points
        if after not in seen:
            lost_blast = len(board.pumpkins) - len(after.pumpkins)
            now, later = _threat(after, opts)
            beds = len(after.beds())
            seen[after] = (
                -20 * (lost_blast + now) - 10 * later + 1.0 * beds - 2.0 * _zombies(after)
            )
        value = points + seen[after] - 0.01 * abs(m.column - j)
        if best_value is None or value > best_value:
            best, best_value = m, value
    return best


def _place_value(board: Board, m: Place) -> float:
    if not m.cells:
        return 0.0
    b = board.replace(dict(zip(m.cells, m.tokens)))
    v = 0.0
    for sq, t in zip(m.cells, m.tokens):
        n = _neighbours_occupied(b, sq)
        v += -2 * n if t == "B" else n
    return v
