"""Zapp Zerapp's declared bounds (``zzlib.core.bounds``; read by the registry).

Scores are the wizards each seat has in its city: 0 to 3. A round holds at most two decisions
a seat (a barrel set down, a wizard moved). Rounds have no certain bound: a round where every
number is above the magic number moves nobody, a banished wizard goes back to its start, and
the rulebook plays on "until one of you has won", so the engine adds no limit of its own.
Players who stall on purpose (every seat taking the barrels that read highest, round after
round) can make a game last as long as they like.

For play that does not stall, the bound is estimated: random play is the slowest of the
registered bots, and the rounds of 3,000 random games per number of players (plain and Pro)
have an exponential tail of scale at most 10 rounds above their 90th percentile (at most 64);
extrapolated, more than 320 rounds has probability below 1e-12. ``ROUNDS`` is twice as much
(a tail fitted to only 100 games scatters: one such sample gave 439), and grows with a larger
board. ``python bench/bounds.py --game zapp --games 3000`` measures the tail again.
"""

from __future__ import annotations

from math import ceil

from zzlib.core.bounds import Bounds

from .board import Board

#: rounds a game of play that does not stall stays within, on the standard board
ROUNDS = 640
#: the probability a game of play that does not stall plays more (an estimate, see above)
RISK = 1e-9


def bounds(options) -> Bounds:
    players = options["players"]
    n = players if isinstance(players, int) else len(players)
    b = options["board"]
    size = Board.standard().size if b is None else Board.from_dict(b).size
    rounds = ceil(ROUNDS * max(1.0, size / Board.standard().size))
    return Bounds(
        players=(2, 4), score=(0, 3), decisions=2 * n * rounds, risk=RISK,
        perfect_information=False,
        why=(f"at most {rounds} rounds of two decisions a seat, estimated from random play "
             "(an exponential tail fitted to 3,000 games per number of players, doubled): "
             "holds with probability at least 1 - 1e-9 for play that does not stall; seats that stall on purpose can play on for ever (the rulebook has no "
             "limit, so the engine adds none)"))
