"""Step 1, Descend: every token moves up to two squares toward the garden path.

Order: tokens move from the row nearest the path to the farthest, left to right; each sees the
board as already changed (so a column of touching zombies advances together). A step into a
token or a pumpkin is blocked and ends the move. A token may enter a flower bed only on its
first step, and that ends its move; a token that starts in a bed moves one step and stops.
Flaming zombies ignore beds and burn every bed connected to one they enter. In the pumpkin
patch (the barrier) zombies move sideways toward the nearest pumpkin; bombs there explode and
multipliers disappear. A bomb that ends its move next to a pumpkin explodes.
"""

from __future__ import annotations

from functools import lru_cache

import networkx as nx

from zzlib.core import Event, adjacency_graph, tracing

from .board import NAMES, Board, Square, _columns_holding, square_name
from .spells import blast_events, explode

BEDS = "*zfbm"
TOKEN_GLYPHS = "ZFBMzfbm"


def _nearest_pumpkin_direction(patch: list[str], c: int, tie: str) -> int:
    """-1 (left), +1 (right) or 0 (no pumpkin) toward the nearest pumpkin from column ``c``."""
    best = None
    for i, g in enumerate(patch):
        if g != "P":
            continue
        d = abs(i + 1 - c)
        if best is None or d < best[0]:
            best = (d, [i + 1])
        elif d == best[0]:
            best[1].append(i + 1)
    if best is None:
        return 0
    cols = best[1]
    target = cols[0] if (len(cols) == 1 or tie == "left") else cols[-1]
    return -1 if target < c else 1


def _burn_beds(grid: list[list[str]], start: Square) -> list[Square]:
    """Remove the markers of every bed connected to ``start`` (tokens in them stay)."""
    beds = [
        (r, i + 1) for r, row in enumerate(grid) for i, g in enumerate(row) if g in BEDS
    ]
    graph = adjacency_graph(beds)
    burned = sorted(nx.node_connected_component(graph, start))
    for r, c in burned:
        g = grid[r][c - 1]
        grid[r][c - 1] = "." if g == "*" else g.upper()
    return burned


def descend(board: Board, options: dict | None = None) -> tuple[Board, list[Event]]:
    """Move every token (the Descend step); returns the new board and what happened.

    ``options`` may hold ``barrier_tie`` ("left" or "right": where a zombie at the barrier goes
    when two pumpkins are equally near).
    """
    if not isinstance(board, Board):
        raise ValueError(f"descend needs a Board, got {type(board).__name__}")
    tie = (options or {}).get("barrier_tie", "left")
    if tie not in ("left", "right"):
        raise ValueError(f"option 'barrier_tie' must be 'left' or 'right', got {tie!r}")
    rows, events = _descended(board.grid[:-1], tie, tracing())
    return Board(rows + board.grid[-1:]), list(events)


@lru_cache(maxsize=64)
def _descended(rows: tuple[str, ...], tie: str,
               traced: bool) -> tuple[tuple[str, ...], tuple[Event, ...]]:
    """``descend`` on the ``rows`` above the garden path: the rows after, and the events
    when ``traced``. Nothing enters or leaves the path, so this is cached on the rows: a
    bot's look-ahead (Jasper where he stands) and the game's own Descend (Jasper where he
    walked) share it."""
    grid = [list(row) for row in rows]
    grid.append(["."] * len(rows[0]))  # the path: nothing moves onto it
    patch = len(rows) - 1
    # rule: zot.descend.order (nearest the path first, left to right, each on the changed board)
    order = [
        (r, c) for r in range(patch, -1, -1)
        for c in _columns_holding(rows[r], TOKEN_GLYPHS)
    ]
    done: set[Square] = set()
    events: list[Event] = []
    for start in order:
        r, c = start
        glyph = grid[r][c - 1]
        if start in done or glyph not in TOKEN_GLYPHS:
            continue  # destroyed by a blast, or a square a moved token now holds
        if (not traced and glyph in "ZFBM" and r + 2 <= patch and grid[r + 1][c - 1] == "."
                and grid[r + 2][c - 1] == "." and (glyph in "ZF" or r + 2 < patch - 1)):
            # the plain case, untraced: a token with two empty squares ahead walks two (a bomb
            # or a multiplier only where it ends away from the patch and the pumpkins)
            grid[r][c - 1] = "."  # rule: zot.descend.move
            grid[r + 2][c - 1] = glyph
            done.add((r + 2, c))
            continue
        events += _move_token(grid, start, patch, tie, done, traced)
    return tuple("".join(row) for row in grid[:-1]), tuple(events)


def _next_to_pumpkin(grid, r: int, c: int) -> bool:
    """Whether a pumpkin is orthogonally next to square ``(r, c)`` of a mutable grid."""
    rows, cols = len(grid), len(grid[0])
    for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
        if 0 <= nr < rows and 1 <= nc <= cols and grid[nr][nc - 1] == "P":
            return True
    return False


def _move_token(grid, start: Square, patch: int, tie: str, done: set,
                traced: bool = True) -> list[Event]:
    """Move the token on ``start`` (the grid changes in place); its events when ``traced``."""
    r, c = start
    glyph = grid[r][c - 1]
    kind = glyph.upper()
    steps = 1 if glyph.islower() and kind != "F" else 2
    pos = start
    rule = "zot.descend.out_of_bed" if steps == 1 else "zot.descend.move"
    stop_note = ""  # what stopped it, in words (only written when traced)
    burned_all: list[list[Square]] = []
    stopped_by_pumpkin = False
    for step in range(steps):
        r, c = pos
        if r == patch:  # rule: zot.descend.barrier (nothing moves on past the pumpkin patch)
            if kind in "BM":
                break
            d = _nearest_pumpkin_direction(grid[patch], c, tie)
            if d == 0:
                break
            target = (r, c + d)
            if not 1 <= target[1] <= len(grid[0]):
                break
            rule = "zot.descend.sideways"
        else:
            target = (r + 1, c)
        tr, tc = target
        tg = grid[tr][tc - 1]
        if tg == "P":
            stopped_by_pumpkin = True
            stop_note = "a pumpkin"
            break
        if tg in TOKEN_GLYPHS:
            if traced:
                stop_note = f"the {NAMES[tg.upper()]} at {square_name(target)}"
            break
        entering_bed = tg == "*"
        if entering_bed and kind != "F" and step > 0:
            if traced:
                stop_note = f"the flower bed at {square_name(target)}"
            break
        # take the step
        grid[r][c - 1] = "*" if grid[r][c - 1].islower() else "."
        if entering_bed and kind == "F":
            grid[tr][tc - 1] = "*"
            burned_all.append(_burn_beds(grid, target))
            grid[tr][tc - 1] = "F"
        elif entering_bed:
            grid[tr][tc - 1] = kind.lower()
        else:
            grid[tr][tc - 1] = kind
        pos = target
        if entering_bed and kind != "F":
            if rule == "zot.descend.move":
                rule = "zot.descend.beds"
            stop_note = "the flower bed it entered"
            break
    done.add(pos)
    events: list[Event] = []
    if pos != start and traced:
        if rule == "zot.descend.move" and stop_note:
            rule = "zot.descend.blocked"
        why = f", stopped by {stop_note}" if stop_note else ""
        if rule == "zot.descend.out_of_bed":
            why = " (a token leaving a flower bed moves only one square)"
        events.append(Event(
            rule,
            f"The {NAMES[kind]} moves from {square_name(start)} to {square_name(pos)}{why}.",
            {"from": list(start), "to": list(pos), "token": kind},
        ))
    for burned in burned_all if traced else ():
        events.append(Event(
            "zot.descend.flaming",
            f"The flaming zombie burns {len(burned)} connected flower "
            f"bed{'s' if len(burned) != 1 else ''}.",
            {"burned": [list(s) for s in burned], "zombie": list(pos)},
        ))
    r, c = pos
    if kind == "B":
        if r == patch or _next_to_pumpkin(grid, r, c):
            blasts = explode(grid, pos)
            if traced:
                rule = "zot.descend.bomb_barrier" if r == patch else "zot.descend.bomb_pumpkin"
                why = ("The bomb that reaches the barrier at" if r == patch
                       else "The bomb that stops next to a pumpkin at")
                events += blast_events(blasts, rule, why)
    elif kind == "M" and (r == patch or stopped_by_pumpkin):
        grid[r][c - 1] = "*" if grid[r][c - 1].islower() else "."
        if traced:
            events.append(Event(
                "zot.descend.multiplier",
                f"The multiplier at {square_name(pos)} reaches the barrier and disappears."
                if r == patch else
                f"The multiplier at {square_name(pos)} is stopped by a pumpkin and disappears.",
                {"square": list(pos), "token": "M"},
            ))
    return events
