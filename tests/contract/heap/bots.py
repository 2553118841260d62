"""Heap's bots: ``random``, ``sensible`` (reads only its own view: takes toward its target)
and ``fair_search`` (``zzlib.core.search.FairSearch`` over resampled games)."""

from __future__ import annotations

from zzlib.core.search import FairSearch, win_share


def random(game, rng):
    return rng.choice(game.legal_moves())


def sensible(game, rng):
    """Take what brings the stones nearest the target, one stone at least."""
    view = game.view(game.to_move)
    want = view["targets"][game.to_move] - view["taken"][game.to_move]
    legal = game.legal_moves()
    return min(legal, key=lambda m: (abs(want - m.n), m.n))


fair_search = FairSearch(sensible, win_share, budget=12, worlds=3)

__all__ = ["random", "sensible", "fair_search"]
