"""Jasper and Zot rollouts: seeded games per bot, and one spell on a 100x100 board.

Called by ``bench/rollouts.py --games N --game zot``; prints games/s, decisions/s, mean final
score, mean pumpkins lost and wins per bot, then the time of one Magical Fire resolution on a
100x100 board full of tokens next to a bare networkx breadth-first search of the same graph
(with the house rule ``chain_beyond_fence=True``, so that the chain spans the whole board).
"""

from __future__ import annotations

import random
import time

import networkx as nx

from zzlib import zot
from zzlib.core import adjacency_graph, bfs_order
from zzlib.zot.spells import _cast


def play(bot, seed: int) -> tuple[zot.Game, int]:
    g = zot.Game.new(seed=seed)
    rng = random.Random(f"bots:{seed}")
    decisions = 0
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bot(g, rng))
            decisions += 1
    return g, decisions


def rollouts(games: int) -> None:
    print(f"{'bot':<8} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'mean score':>11} "
          f"{'pumpkins lost':>14} {'wins':>6}")
    for name in ("random", "greedy"):
        bot = getattr(zot.bots, name)
        start = time.perf_counter()
        scores, lost, wins, decisions = [], [], 0, 0
        for seed in range(games):
            g, d = play(bot, seed)
            decisions += d
            scores.append(g.result.scores["Jasper"])
            lost.append(g.state.smashed)
            wins += bool(g.result.winners)
        dt = time.perf_counter() - start
        print(f"{name:<8} {games:>6} {games / dt:>9.1f} {decisions / dt:>12.0f} "
              f"{sum(scores) / games:>11.2f} {sum(lost) / games:>14.2f} {wins:>6}")


def best_of(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def big_spell(n: int = 100) -> None:
    squares = {(r, c): "Z" for r in range(n - 1) for c in range(1, n + 1)}
    squares[(n - 2, n // 2)] = "z"  # a zombie in a flower bed where the fire lands
    board = zot.Board.from_squares(squares, rows=n, cols=n, jasper=n // 2)
    hit = (n - 2, n // 2)
    result = None

    def spell():
        nonlocal result
        _cast.cache_clear()
        result = zot.cast(board, "fire", options={"chain_beyond_fence": True})

    t_spell = best_of(spell)
    nodes = board.occupied()
    graph = adjacency_graph(nodes)
    t_graph = best_of(lambda: adjacency_graph(nodes))
    t_bfs = best_of(lambda: list(nx.bfs_edges(graph, hit)))
    t_order = best_of(lambda: bfs_order(graph, hit))
    assert result is not None and len(result.chain) == len(nodes)
    print(f"one Magical Fire on a {n}x{n} board full of tokens ({len(nodes)} squares in the "
          f"chain, {result.points} points):")
    print(f"  spell resolution (graph + BFS + burn + score) {t_spell * 1000:9.1f} ms")
    print(f"  building the networkx graph alone             {t_graph * 1000:9.1f} ms")
    print(f"  bare networkx BFS (nx.bfs_edges)              {t_bfs * 1000:9.1f} ms")
    print(f"  bfs_order (sorted neighbours)                 {t_order * 1000:9.1f} ms")


def run(games: int) -> None:
    rollouts(games)
    big_spell()


if __name__ == "__main__":
    run(20)
