"""Step 4, Smash: every zombie next to a pumpkin smashes one.

A zombie next to two pumpkins smashes one that no other zombie can, so the pumpkins lost are
those of a maximum matching between zombies and pumpkins (a networkx bipartite matching).
Among the maximum matchings the engine picks the one whose pumpkins lie in the lowest columns.
"""

from __future__ import annotations

import networkx as nx
from networkx.algorithms import bipartite

from zzlib.core import Event

from .board import Board, Square, square_name

ZOMBIE_GLYPHS = "ZFzf"


def _matched(graph: nx.Graph, zombies: list[Square], pumpkins: list[Square]) -> dict:
    sub = graph.subgraph(zombies + pumpkins)
    m = bipartite.hopcroft_karp_matching(sub, top_nodes=zombies)
    return {z: m[z] for z in zombies if z in m}


def smash_matching(board: Board) -> tuple[nx.Graph, dict[Square, Square]]:
    """The bipartite graph (zombie squares vs pumpkin squares, edges where they touch) and
    the matching used: ``{zombie square: pumpkin square}``."""
    if not isinstance(board, Board):
        raise ValueError(f"smash_matching needs a Board, got {type(board).__name__}")
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
                graph.add_edge((nr, nc), p)
    if not zombies:
        return graph, {}
    zombies.sort()
    # greedy over pumpkins by column: a pumpkin joins when the chosen set stays matchable
    # (a transversal matroid, so this is a maximum matching with the lowest columns)
    # rule: zot.smash.choice (one pumpkin per zombie; the lowest columns among the choices)
    chosen: list[Square] = []
    for p in pumpkins:
        if graph.degree(p) == 0:
            continue
        trial = chosen + [p]
        if len(_matched(graph, zombies, trial)) == len(trial):
            chosen = trial
    return graph, _matched(graph, zombies, chosen)


def smash(board: Board) -> tuple[Board, tuple[int, ...], list[Event]]:
    """The Smash step: returns the board without the smashed pumpkins, their columns, events."""
    if not isinstance(board, Board):
        raise ValueError(f"smash needs a Board, got {type(board).__name__}")
    _, matching = smash_matching(board)
    if not matching:
        return board, (), []
    changes = {}
    events = []
    for z, p in sorted(matching.items(), key=lambda zp: zp[1]):
        changes[p] = "."
        events.append(Event(
            "zot.smash.adjacent",
            f"The zombie at {square_name(z)} smashes the pumpkin in column {p[1]}.",
            {"zombie": list(z), "pumpkin": list(p), "column": p[1]},
        ))
    columns = tuple(sorted(p[1] for p in matching.values()))
    return board.replace(changes), columns, events
