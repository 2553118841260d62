"""Step 4, Smash: every zombie next to a pumpkin smashes one.

A zombie next to two pumpkins smashes "one of your choice that no other zombie can smash", so
the pumpkins lost are those of a maximum matching between zombies and pumpkins (a networkx
bipartite matching). Maximum matchings may differ in which pumpkins they take: those sets are
Jasper's choice (``smash_choices``). Without a choice given, ``smash`` takes the set with the
lowest columns.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

import networkx as nx
from networkx.algorithms import bipartite

from zzlib.core import Event, tracing

from .board import Board, Square, _pumpkin_columns, square_name

ZOMBIE_GLYPHS = "ZFzf"


def _matched(graph: nx.Graph, zombies: list[Square], pumpkins: list[Square]) -> dict:
    sub = graph.subgraph(zombies + pumpkins)
    m = bipartite.hopcroft_karp_matching(sub, top_nodes=zombies)
    return {z: m[z] for z in zombies if z in m}


def _touching(board: Board) -> bool:
    """Whether any zombie stands next to a pumpkin (a quick look before any graph is built:
    on most boards none does, and then nothing is smashed and there is nothing to choose)."""
    grid = board.grid
    patch = len(grid) - 2
    row = grid[patch]
    if "P" not in row:
        return False
    above, below = grid[patch - 1], grid[patch + 1]
    last = len(row) - 1
    for i, g in enumerate(row):
        if g == "P" and (above[i] in ZOMBIE_GLYPHS or below[i] in ZOMBIE_GLYPHS
                         or (i > 0 and row[i - 1] in ZOMBIE_GLYPHS)
                         or (i < last and row[i + 1] in ZOMBIE_GLYPHS)):
            return True
    return False


def _simple_contacts(board: Board):
    """Smash without a search, when no zombie stands next to two pumpkins: then every pumpkin
    a zombie touches is smashed (nothing to match or choose). Returns the smashed columns
    and, when each of those pumpkins has only one zombie next to it, the ``(zombie, pumpkin)``
    pairs by pumpkin (the only matching; else None: which zombie smashes is the matching's
    choice). None when some zombie touches two pumpkins."""
    grid = board.grid
    patch = len(grid) - 2
    rows, cols = len(grid), len(grid[0])
    smashed = []
    pairs: list | None = []
    zombies = set()
    for c in _pumpkin_columns(grid[patch]):
        touching = [
            (nr, nc) for nr, nc in ((patch - 1, c), (patch, c - 1), (patch, c + 1), (patch + 1, c))
            if 0 <= nr < rows and 1 <= nc <= cols and grid[nr][nc - 1] in ZOMBIE_GLYPHS
        ]
        if not touching:
            continue
        if not zombies.isdisjoint(touching):
            return None  # a zombie next to two pumpkins
        zombies.update(touching)
        smashed.append(c)  # rule: zot.smash.adjacent
        if pairs is not None and len(touching) == 1:
            pairs.append((touching[0], (patch, c)))
        else:
            pairs = None
    return tuple(smashed), None if pairs is None else tuple(pairs)


def _contacts(board: Board) -> tuple[nx.Graph, list[Square]]:
    """The bipartite graph (zombie squares vs pumpkin squares, an edge where they touch) and
    its zombies, sorted."""
    if not isinstance(board, Board):
        raise ValueError(f"Smash needs a Board, got {type(board).__name__}")
    patch = board.patch_row
    graph = nx.Graph()
    pumpkins = [(patch, c) for c in board.pumpkins]
    graph.add_nodes_from(pumpkins, bipartite=1)
    zombies: list[Square] = []
    rows, cols = board.rows, board.cols
    for p in pumpkins:
        r, c = p
        for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            if 0 <= nr < rows and 1 <= nc <= cols and board.grid[nr][nc - 1] in ZOMBIE_GLYPHS:
                if (nr, nc) not in graph:
                    graph.add_node((nr, nc), bipartite=0)
                    zombies.append((nr, nc))
                graph.add_edge((nr, nc), p)  # rule: zot.smash.adjacent
    zombies.sort()
    return graph, zombies


def _components(graph: nx.Graph, zombies: list[Square]):
    """Each connected group of zombies and the pumpkins they touch: (zombies, pumpkins)."""
    zs = set(zombies)
    for part in sorted(nx.connected_components(graph), key=min):
        z = sorted(n for n in part if n in zs)
        if z:
            yield z, sorted(n for n in part if n not in zs)


def smash_choices(board: Board) -> list[tuple[int, ...]]:
    """Every set of pumpkin columns a maximum matching smashes, lowest columns first.

    Each is a choice Jasper may make ("one of your choice that no other zombie can smash").
    One set (perhaps empty: no zombie touches a pumpkin) means there is nothing to choose.
    The zombies fall into groups that share no pumpkin; each group's sets are found by trying
    its pumpkins in every combination of the group's matching size, and the board's sets are
    one set from each group.
    """
    if not isinstance(board, Board):
        raise ValueError(f"Smash needs a Board, got {type(board).__name__}")
    return list(_choices(board))


@lru_cache(maxsize=32)
def _choices(board: Board) -> tuple[tuple[int, ...], ...]:
    """``smash_choices`` of a board, cached (a board is immutable)."""
    if not _touching(board):
        return ((),)  # no zombie touches a pumpkin: nothing to choose
    simple = _simple_contacts(board)
    if simple is not None:  # no zombie next to two pumpkins: the touched pumpkins all go
        return (simple[0],)
    graph, zombies = _contacts(board)
    per_group = []
    for zs, ps in _components(graph, zombies):
        if len(zs) == 1:  # a lone zombie: any one of its pumpkins
            per_group.append([(p[1],) for p in ps])
            continue
        k = len(_matched(graph, zs, ps))
        if k == len(ps):  # every pumpkin of the group goes: the one set of size k is them all
            per_group.append([tuple(p[1] for p in ps)])
            continue
        # rule: zot.smash.choice (every set of k pumpkins the group's zombies can all smash)
        per_group.append([tuple(p[1] for p in sub) for sub in combinations(ps, k)
                          if len(_matched(graph, zs, list(sub))) == k])
    return tuple(sorted(tuple(sorted(c for part in parts for c in part))
                        for parts in product(*per_group)))


def _lowest(graph: nx.Graph, zombies: list[Square], board: Board) -> dict[Square, Square]:
    """The matching that smashes the lowest columns: ``{zombie square: pumpkin square}``."""
    touched = [(board.patch_row, c) for c in board.pumpkins
               if graph.degree((board.patch_row, c))]
    everything = _matched(graph, zombies, touched)
    if len(everything) == len(touched):
        # every touched pumpkin can be smashed at once: the greedy below would take them all
        return everything
    # greedy over pumpkins by column: a pumpkin joins when the chosen set stays matchable
    # (a transversal matroid, so this is a maximum matching with the lowest columns)
    chosen: list[Square] = []
    for p in touched:
        trial = chosen + [p]
        if len(_matched(graph, zombies, trial)) == len(trial):
            chosen = trial
    return _matched(graph, zombies, chosen)


def _lowest_columns(board: Board) -> tuple[int, ...]:
    """The columns ``_lowest``'s matching smashes, found group by group: the zombies fall into
    groups that share no pumpkin, and pumpkins can all be smashed together when each group's
    part can, so the greedy runs in each group alone. A lone zombie smashes its lowest
    pumpkin; a group that can smash all its pumpkins smashes them all."""
    graph, zombies = _contacts(board)
    chosen: list[Square] = []
    for zs, ps in _components(graph, zombies):
        if len(zs) == 1:
            chosen.append(ps[0])
        elif len(_matched(graph, zs, ps)) == len(ps):
            chosen += ps
        else:
            picked: list[Square] = []
            for p in ps:  # rule: zot.smash.choice (lowest columns)
                trial = picked + [p]
                if len(_matched(graph, zs, trial)) == len(trial):
                    picked = trial
            chosen += picked
    return tuple(sorted(p[1] for p in chosen))


def _choice(columns) -> tuple[int, ...] | None:
    """``columns`` as a sorted tuple of column numbers, or None if it is not one."""
    if not isinstance(columns, (tuple, list)) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in columns):
        return None
    if len(set(columns)) != len(columns):
        return None
    return tuple(sorted(columns))


def choice_problem(columns, choices: list[tuple[int, ...]]) -> str | None:
    """Why ``columns`` is not one of the ``choices`` (None: it is), in words for Jasper."""
    cols = _choice(columns)
    if cols is not None and cols in choices:
        return None
    shown = "nothing" if cols == () else (
        f"{'column' if len(cols) == 1 else 'columns'} {_and(cols)}" if cols else repr(columns))
    if cols is None:
        return f"the columns of a Smash are a list of different whole numbers, not {shown}"
    return (f"the zombies cannot smash {shown}: as many pumpkins go as the zombies can smash "
            f"between them, and Jasper chooses {choices_text(choices)}")


def _and(cols) -> str:
    cols = [str(c) for c in cols]
    return cols[0] if len(cols) == 1 else ", ".join(cols[:-1]) + " and " + cols[-1]


def choices_text(choices) -> str:
    """The sets in words: "column 1 or column 3", "columns 1 and 3, or columns 3 and 5"."""
    names = [("column " if len(c) == 1 else "columns ") + _and(c) if c else "nothing"
             for c in choices]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + ("," if len(names) > 2 else "") + " or " + names[-1]


def smash_matching(board: Board, columns=None) -> tuple[nx.Graph, dict[Square, Square]]:
    """The bipartite graph (zombie squares vs pumpkin squares, edges where they touch) and
    the matching used: ``{zombie square: pumpkin square}``. ``columns`` picks the pumpkins
    smashed (one of ``smash_choices``); without it, the lowest columns."""
    graph, zombies = _contacts(board)
    if not zombies:
        if columns:
            raise ValueError(f"zot.smash.choice: {choice_problem(columns, [()])}")
        return graph, {}
    if columns is None:
        return graph, _lowest(graph, zombies, board)  # rule: zot.smash.choice (lowest columns)
    problem = choice_problem(columns, smash_choices(board))
    if problem:
        raise ValueError(f"zot.smash.choice: {problem}")
    chosen = [(board.patch_row, c) for c in _choice(columns)]
    return graph, _matched(graph, zombies, chosen)


def smash(board: Board, columns=None) -> tuple[Board, tuple[int, ...], list[Event]]:
    """The Smash step: returns the board without the smashed pumpkins, their columns, events.

    ``columns``: Jasper's choice among ``smash_choices(board)`` (a set no maximum matching
    takes raises ``ValueError`` naming the rule); without it, the lowest columns."""
    if not isinstance(board, Board):
        raise ValueError(f"Smash needs a Board, got {type(board).__name__}")
    key = None if columns is None else _choice(columns)
    if columns is not None and key is None:
        smash_matching(board, columns)  # not a set of columns: raises, naming the rule
    after, smashed, pairs = _smashed(board, key)
    if not smashed or not tracing():
        return after, smashed, []
    if pairs is None:  # the zombies that smash them, for the sentences: the matching's choice
        _, matching = smash_matching(board, key)
        pairs = sorted(matching.items(), key=lambda zp: zp[1])
    return after, smashed, [
        Event(
            "zot.smash.adjacent",
            f"The zombie at {square_name(z)} smashes the pumpkin in column {p[1]}.",
            {"zombie": list(z), "pumpkin": list(p), "column": p[1]},
        )
        for z, p in pairs
    ]


def _smashed(board: Board, columns: tuple[int, ...] | None):
    """What ``smash`` does to a board: the board after, the smashed columns and the
    matching's ``(zombie, pumpkin)`` pairs by pumpkin (None: not looked for, see
    ``_simple_contacts``)."""
    if not columns and not _touching(board):
        return board, (), ()  # no zombie next to a pumpkin: nothing to match
    simple = _simple_contacts(board) if columns is None else None
    # the pairs (which zombie smashes which pumpkin) only for the sentences, when traced
    smashed, pairs = simple or _matching_pairs(board.grid[:-1], columns)
    if not smashed:
        return board, (), ()
    patch = board.patch_row
    return board.replace({(patch, c): "." for c in smashed}), smashed, pairs


@lru_cache(maxsize=64)
def _matching_pairs(rows: tuple[str, ...], columns: tuple[int, ...] | None):
    """The smashed columns and the matching's pairs (None: not looked for) on a board with
    these ``rows`` above the garden path, when a search is needed. Jasper's path plays no
    part in Smash, so this is cached on the rows: a bot's look-ahead (Jasper where he stands)
    and the game's own Smash (Jasper where he walked) share it."""
    board = Board(rows + ("J" + "." * (len(rows[0]) - 1),))
    if columns is None:
        return _lowest_columns(board), None
    _, matching = smash_matching(board, columns)
    pairs = tuple(sorted(matching.items(), key=lambda zp: zp[1]))
    return tuple(sorted(p[1] for _, p in pairs)), pairs
