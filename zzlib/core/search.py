"""A fair search bot: Monte Carlo search over games resampled from what the seat knows.

``FairSearch(rollout, evaluate, ...)`` is a bot ``(game, rng) -> move`` for any registered
game. It never looks at a secret: at each decision it draws ``worlds`` referee games its seat
cannot tell from the real one (``zzlib.core.resample``: other hands, other barrels, new dice to
come), then spends ``budget`` simulations on them, in scenarios: a scenario is a world and the luck to
come (a seed), and every candidate move of the seat (the same in every world: its information
set is the root) is played in it, on a fork of the world, so that the moves are compared on
the same luck (paired simulations); ``rollout`` plays every seat on for at most
``horizon`` more decisions (None: to the end; the automatic steps' chance drawn afresh for
each simulation through ``next_chance`` and ``force``), and scores the result for the seat with
``evaluate(game, seat) -> [0, 1]`` (a win's share at the end, an estimate before it). The move
with the best total is played (ties: the first candidate). This is determinized Monte Carlo
search over the seat's own move (one level of an information-set tree); deeper decisions are
the rollout policy's.

``candidates(game, rng) -> moves`` narrows a decision to a few moves worth simulating (from
the seat's view: the barrels that read best, the wizards' best moves); a decision with one
candidate is played without search. ``tests/contract/test_fair_search.py`` checks that the bot
plays the same in two games that differ only in a secret its seat cannot see;
``bench/fair_search.py`` measures it against the sensible bot.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from .draws import Choice, Dice, Die, Normal, Sample
from .resample import resample


def draw(dist, rng) -> Any:
    """An outcome of the chance distribution ``dist`` (``zzlib.core.draws``), drawn with
    ``rng``."""
    if isinstance(dist, Die):
        return rng.randint(1, dist.sides)
    if isinstance(dist, Dice):
        return tuple(rng.randint(1, dist.sides) for _ in range(dist.n))
    if isinstance(dist, Choice):
        return rng.choice(dist.options)
    if isinstance(dist, Sample):
        return tuple(rng.sample(dist.items, dist.k))
    if isinstance(dist, Normal):
        values = [rng.gauss(dist.mu, dist.sigma) for _ in range(dist.parts)]
        return dist.join(values)
    parts: list = []  # any other distribution, part by part
    for _ in range(dist.parts):
        values, weights = zip(*dist.outcomes(parts))
        parts.append(rng.choices(values, weights)[0])
    return dist.join(parts)


def win_share(game, seat: str) -> float:
    """1 for a sole winner, 1/k for one of k winners, else 0 (a game that is over)."""
    winners = game.result.winners
    return 1.0 / len(winners) if seat in winners else 0.0


class FairSearch:
    """A bot ``(game, rng) -> move`` searching resampled games (see the module docstring)."""

    def __init__(self, rollout: Callable, evaluate: Callable[[Any, str], float],
                 candidates: Callable[[Any, Any], Sequence] | None = None, budget: int = 48,
                 worlds: int = 4, horizon: int | None = None, name: str = "fair_search"):
        self.__name__ = name  # read like a bot function's (a strategy lab names bots so)
        self.rollout, self.evaluate, self.candidates = rollout, evaluate, candidates
        self.budget, self.worlds, self.horizon = budget, worlds, horizon

    def __repr__(self) -> str:
        return (f"FairSearch(budget={self.budget}, worlds={self.worlds}, "
                f"horizon={self.horizon})")

    def __call__(self, game, rng):
        seat = game.to_move
        moves = list(self.candidates(game, rng) if self.candidates else game.legal_moves())
        if len(moves) == 1:
            return moves[0]
        worlds = [resample(game, seat, rng, trace=False) for _ in range(self.worlds)]
        n = len(moves)
        total = [0.0] * n
        # paired simulations: every candidate meets the same scenarios (the same world, the
        # same chance to come, the same random choices of the rollout policy), so that the
        # moves are compared on the same luck
        for t in range(max(1, self.budget // n)):
            world, seed = worlds[t % len(worlds)], rng.getrandbits(64)
            for k, move in enumerate(moves):
                g = world.fork()
                g.play(move)
                total[k] += self._simulate(g, seat, random.Random(seed))
        best = max(total)
        return moves[total.index(best)]  # ties: the first candidate (the likeliest good)

    def _simulate(self, g, seat: str, rng) -> float:
        """Play ``g`` on with the rollout policy for at most ``horizon`` decisions; the seat's
        score."""
        left = self.horizon
        rollout = self.rollout
        while not g.is_over:
            if g.to_move is None:
                # the chance of this simulation's own: every draw of the step from ``rng``
                # (the forks of one world would all roll the world's dice to come)
                while (ev := g.next_chance()) is not None:
                    g.force(ev.kind, draw(ev.dist, rng))
                g.step()
                continue
            if left is not None:
                if left <= 0:
                    break
                left -= 1
            g.play(rollout(g, rng))
        return win_share(g, seat) if g.is_over else self.evaluate(g, seat)


__all__ = ["FairSearch", "draw", "win_share"]
