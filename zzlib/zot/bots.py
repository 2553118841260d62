"""Bots for Jasper and Zot. A bot is a function ``(game, rng) -> move``.

- ``random``: any legal move, uniformly.
- ``greedy``: looks one turn ahead. For every Move & Shoot it casts the spell on a copy of the
  board and weighs the points against the pumpkins lost in this turn's Smash and in the next
  turn's Descend and Smash (new tokens aside); it places Zot's tokens so that zombies touch
  other tokens (longer chains to burn later) and bombs touch as little as possible. When
  Jasper chooses which pumpkins the zombies smash, it keeps those the fewest zombies will
  reach after the next Descend (ties: the lowest columns, as ``zot.smash`` takes). Its
  look-ahead runs untraced and looks at the most promising Move & Shoot first, leaving out
  those that cannot win: it picks the move that weighing every one would.
"""

from __future__ import annotations

from operator import itemgetter

from zzlib.core import untraced

from .board import Board, _grid_counts, _row_counts
from .descend import descend
from .moves import MoveShoot, Place, Smash, StartJasper
from .smash import smash
from .spells import _cast, flight, spell_flags


def random(game, rng):
    """Any legal move, uniformly."""
    moves = game.legal_moves()
    return moves[rng.randrange(len(moves))]


def _neighbours_occupied(board: Board, sq, placed=frozenset()) -> int:
    """How many squares next to ``sq`` (above the path) hold a token or a bed, counting the
    squares ``placed`` as holding a token."""
    r, c = sq
    grid = board.grid
    rows, cols = len(grid) - 1, len(grid[0])
    n = 0
    for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
        if 0 <= nr < rows and 1 <= nc <= cols and (
                (nr, nc) in placed or grid[nr][nc - 1] in "ZFBMzfbm*"):
            n += 1
    return n


def _threat(board: Board, options) -> tuple[int, int]:
    """Pumpkins lost in this turn's Smash, and then after one more Descend and Smash."""
    after, now = _smash_now(board)
    return now, _lost_later(after, options)


def _smash_now(board: Board) -> tuple[Board, int]:
    """The board after this turn's Smash, and how many pumpkins it takes."""
    after, now, _ = smash(board)
    return after, len(now)


def _lost_later(after: Board, options) -> int:
    """Pumpkins lost in the next turn's Descend and Smash (``after``: the board after this
    turn's Smash)."""
    near = after.grid[max(0, after.patch_row - 3):after.patch_row + 1]
    if not any(z or f or b for z, f, b, *_ in map(_row_counts, near)):
        return 0  # no zombie or bomb can reach a pumpkin in one Descend
    moved, _ = descend(after, options)
    _, later, _ = smash(moved)
    return len(after.pumpkins) - len(moved.pumpkins) + len(later)


def _lost_next_turn(board: Board, columns, options) -> int:
    """Pumpkins lost in the next turn's Descend and Smash after smashing ``columns`` now."""
    after, _, _ = smash(board, columns)
    moved, _ = descend(after, options)
    _, later, _ = smash(moved)
    return len(after.pumpkins) - len(moved.pumpkins) + len(later)


def _zombies(board: Board) -> int:
    """The zombies (flaming or not, in a bed or not) in Jasper's yard and the patch."""
    counts = map(_row_counts, board.grid[board.fence_row:board.patch_row + 1])
    return sum(c[0] + c[1] for c in counts)


def greedy(game, rng):
    """The move with the best one-turn-ahead value (ties: the first such move)."""
    s = game.state
    moves = game.legal_moves()
    if isinstance(moves[0], StartJasper):
        return StartJasper((s.board.cols + 1) // 2)
    with untraced():  # the look-ahead writes no sentences
        if isinstance(moves[0], Place):
            return max(moves, key=lambda m: _place_value(s.board, m))
        if isinstance(moves[0], Smash):
            return min(moves, key=lambda m: _lost_next_turn(s.board, m.columns, game.options))
        return _best_move_shoot(s, moves, game.options)


def _left(board: Board, after: Board) -> tuple[int, int, int]:
    """What Move & Shoot left: the pumpkins its spell blasted, the beds, the zombies in the
    yard and the patch."""
    beds = _grid_counts(after.grid)[4]
    return len(board.pumpkins) - len(after.pumpkins), beds, _zombies(after)


def _board_value(left: tuple[int, int, int], now: int, later: int) -> float:
    """What a board left by Move & Shoot (``_left``) is worth: pumpkins lost (blasted by the
    spell, ``now`` in this turn's Smash, ``later`` in the next turn's) against beds and
    zombies."""
    lost_blast, beds, zombies = left
    return -20 * (lost_blast + now) - 10 * later + 1.0 * beds - 2.0 * zombies


def _best_move_shoot(s, moves, opts):
    """The Move & Shoot of best value (ties: the first such move): its points plus the value
    of the board it leaves, less 0.01 for each column Jasper walks.

    The look-ahead (``_threat``) can only lower a board's value, so the value with nothing
    lost is a bound: the moves are looked at best bound first, and the search stops when no
    bound left can beat the best value found. The next turn's losses (a Descend to look at)
    can only lower it further, so a move that cannot win with this turn's Smash alone is left
    there. That picks the move looking at every one would. A spell whose flight hits a square
    of a chain already cast is not cast again (``_same_chain``).
    """
    board = s.board
    j = board.jasper
    flags = spell_flags(opts)  # checked once: each spell below is ``cast`` untraced
    unspelled = set()  # the columns whose move without a spell came already
    lefts: dict[Board, tuple] = {}  # a board left: what it holds (``_left``), its bound
    candidates = []
    chained: dict = {}  # (spell, square): the board a spell hitting it leaves, its points
    grid = board.grid
    for i, m in enumerate(moves):
        if not isinstance(m, MoveShoot):
            continue
        if m.spell is None:
            after, points = board, 0
            unspelled.add(m.column)
        elif (hit := flight(board, m.spell, m.column)[0]) is None and m.column in unspelled:
            # the spell meets nothing: the same as that column's move without a spell, which
            # came first and so wins the tie
            continue
        elif (m.spell, hit) in chained:
            after, points = chained[m.spell, hit]
        else:
            r = _cast(board, m.spell, m.column, s.supply, *flags, False)
            if r.board is board and not r.points and m.column in unspelled:
                continue  # the spell does nothing: as above, the move without it wins
            after, points = r.board, r.points
            if len(r.chain) > 1:
                chained.update(dict.fromkeys(
                    ((m.spell, sq) for sq in _same_chain(grid, r)), (after, points)))
        if after not in lefts:
            left = _left(board, after)
            lefts[after] = left, _board_value(left, 0, 0)
        left, board_bound = lefts[after]
        bound = points + board_bound - 0.01 * abs(m.column - j)
        candidates.append(((bound, -i), m, after, points, left))
    # best bound first; equal bounds: the earlier move first (it wins a tie)
    candidates.sort(key=itemgetter(0), reverse=True)
    seen: dict = {}  # a board left: its value
    smashed: dict = {}  # a board left: the board after this turn's Smash, pumpkins it takes
    best, best_key = None, None
    for bound_key, m, after, points, left in candidates:
        if best_key is not None and bound_key < best_key:
            break  # neither this move nor any after it can beat the best
        walk = 0.01 * abs(m.column - j)
        if after not in seen:
            if after not in smashed:
                smashed[after] = _smash_now(after)
            after_smash, now = smashed[after]
            sooner = _board_value(left, now, 0)
            if best_key is not None and (points + sooner - walk, bound_key[1]) < best_key:
                continue  # it cannot win even before the next turn's losses
            later = _lost_later(after_smash, opts)
            seen[after] = _board_value(left, now, later)
        value = points + seen[after] - walk
        key = (value, bound_key[1])
        if best_key is None or key > best_key:
            best, best_key = m, key
    return best


def _same_chain(grid, r) -> list:
    """The squares from which the spell of ``r`` (a ``SpellResult`` on the board of rows
    ``grid``) does just what it did: its chain's squares that the spell runs a chain from (a
    bed for Magical Fire, a zombie for Flower Power). From any of them the chain is the same
    squares in another order, and the order changes nothing while the beds last."""
    if r.beds_short:
        return []  # which tokens found no bed depends on the order
    starts = "*zfbm" if r.spell == "fire" else "ZFzf"
    return [sq for sq in r.chain if grid[sq[0]][sq[1] - 1] in starts]


def _place_value(board: Board, m: Place) -> float:
    if not m.cells:
        return 0.0
    placed = frozenset(m.cells)
    v = 0.0
    for sq, t in zip(m.cells, m.tokens):
        n = _neighbours_occupied(board, sq, placed)
        v += -2 * n if t == "B" else n
    return v
