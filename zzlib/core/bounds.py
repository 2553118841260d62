"""Declared bounds: what a game promises up front about every game it can play (issue #24).

Each registered game declares them in ``zzlib/<game>/bounds.py`` as ``bounds(options) ->
Bounds`` (options resolved), read through the registry::

    b = zzlib.GAMES["zank"].bounds(players=3)
    b.players            # (3, 6): the fewest and most seats over every option
    b.score              # (low, high) of every ``result.scores`` value (None: no bound)
    b.returns            # (0.0, 1.0): what the adapters pay, 1 to each winner
    b.decisions          # the most decisions (moves played) of one game with these options
    b.risk               # 0.0: no game plays more; else at most this probability a game does
    b.perfect_information
    b.why                # how ``decisions`` is argued, in a sentence or two

A bound on the decisions is certain (``risk == 0``) when the rules end every game within it
(Jasper and Zot: the bag runs out). Zapp Zerapp and Zankapfel have none: their rulebooks say to
play on until someone wins (tied re-bids repeat "until someone wins"), so the engine adds no
limit of its own, and their bound holds with probability at least ``1 - risk``, under what
``why`` says (Zankapfel: any way of playing; Zapp Zerapp: players who do not stall on purpose).
``tests/contract/test_bounds.py`` plays random games against them; ``bench/bounds.py`` prints
them.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb


@dataclass(frozen=True)
class Bounds:
    """The declared bounds of a game with given options (see the module docstring)."""

    players: tuple[int, int]
    score: tuple[float | None, float | None]
    decisions: int
    risk: float
    perfect_information: bool
    why: str
    returns: tuple[float, float] = (0.0, 1.0)

    @property
    def certain(self) -> bool:
        """Whether no game can play more than ``decisions`` decisions."""
        return self.risk == 0.0

    def problems(self, game) -> list[str]:
        """What a played game of these options breaks of the bounds (empty: nothing)."""
        out = []
        lo, hi = self.players
        if not lo <= len(game.seats) <= hi:
            out.append(f"{len(game.seats)} seats, the bounds say {lo}-{hi}")
        played = sum(e.kind == "move" for e in game.log)
        if played > self.decisions:
            out.append(f"{played} decisions played, the bound is {self.decisions}")
        if self.perfect_information == bool(game.SECRETS):
            out.append("perfect_information contradicts the game's SECRETS")
        if game.is_over:
            low, high = self.score
            for seat, v in game.result.scores.items():
                if (low is not None and v < low) or (high is not None and v > high):
                    out.append(f"{seat} scored {v}, outside {self.score}")
            for seat in game.seats:
                r = float(seat in game.result.winners)
                if not self.returns[0] <= r <= self.returns[1]:
                    out.append(f"{seat}'s return {r} is outside {self.returns}")  # pragma: no cover
        return out


def tail_count(p: float, failures: int, risk: float) -> int:
    """The least ``t`` such that, in trials each succeeding with probability at most ``p``
    (given what came before), ``t`` successes come before ``failures + 1`` failures with
    probability at most ``risk`` (the negative binomial tail; it grows with ``p``, so the
    worst case is every trial at ``p``)."""
    if not 0 <= p < 1:
        raise ValueError(f"p must be in [0, 1), got {p!r}")
    t = 0
    while True:
        t += 1
        # P(t successes before failures + 1 failures) = sum over f <= failures of
        # C(t - 1 + f, f) p^t (1 - p)^f
        tail = sum(comb(t - 1 + f, f) * p ** t * (1 - p) ** f for f in range(failures + 1))
        if tail <= risk:
            return t


__all__ = ["Bounds", "tail_count"]
