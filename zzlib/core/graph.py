"""Orthogonal adjacency on a grid, as a networkx graph.

Squares are ``(row, column)`` tuples. Two squares are adjacent when they share a side:
directly above, below, left or right. Diagonal neighbours are not adjacent.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import networkx as nx

Square = tuple[int, int]


def orthogonal_neighbours(square: Square) -> tuple[Square, ...]:
    """The four squares sharing a side with ``square`` (up, left, right, down)."""
    r, c = square
    return ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))


def adjacency_graph(squares: Iterable[Square]) -> nx.Graph:
    """The graph whose nodes are ``squares`` and whose edges join orthogonal neighbours.

    Nodes are added in sorted order so that every search on the graph is deterministic.
    """
    nodes = sorted(set(squares))
    g = nx.Graph()
    g.add_nodes_from(nodes)
    present = set(nodes)
    for sq in nodes:
        for nb in orthogonal_neighbours(sq):
            if nb in present and nb > sq:
                g.add_edge(sq, nb)
    return g


def bfs_order(graph: nx.Graph, start: Hashable) -> list:
    """Nodes reachable from ``start`` in breadth-first order (``start`` first).

    Neighbours are visited in sorted order, so the order is the same on every run.
    """
    order = [start]
    for _, v in nx.bfs_edges(graph, start, sort_neighbors=sorted):
        order.append(v)
    return order


def bfs_layers(graph: nx.Graph, start: Hashable) -> list[list]:
    """``bfs_order`` grouped by distance from ``start``: ``[[start], [dist 1...], ...]``."""
    return [sorted(layer) for layer in nx.bfs_layers(graph, [start])]
