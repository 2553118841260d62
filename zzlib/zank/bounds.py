"""Zankapfel's declared bounds (``zzlib.core.bounds``; read by the registry).

Rounds: every round the mayor takes a harvest chip, and the game ends when none is left for
him (``chips_end="next_mayor"`` plays one more round up to the mayor), so a game has at most
``25 - chips taken away at the setup + 1`` rounds. Decisions in a round without its
contentions: each player chooses an apple card (or buys), the leader announces, the others
offer and the leader accepts (corruption), the mayor moves, every multi-coloured apple is
named: at most ``3 * players + 3``. A bid round of ``k`` contenders: ``k`` cards committed,
then dice: each decision takes a die or stands, and the bidding ends after a full round
without a die (at most ``3k`` takes, ``k - 1`` stands between two): at most ``3k^2 + 2k``.

Tied re-bids repeat "until someone wins" (the rulebook): no bound is certain. But a bid round
where a contender holds a numbered card uses one of the ``10 * players`` cards of the game,
and a bid round where none does is decided by dice alone (each contender takes at least one):
it ties with probability at most ``TIE`` (the worst case over 2-6 contenders of 1-3 dice each,
``_tie_chance``), whatever the players do. So the number of such ties in a game is at most
``tail_count(TIE, contentions, RISK)`` but with probability ``RISK``, for every way of playing.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from zzlib.core.bounds import Bounds, tail_count

from .cards import NUMBERS
from .contention import DIE_COST, MAX_DICE
from .orchard import MULTI_COST, SQUARES, make_orchard

#: the probability a declared bound on the decisions may be exceeded, per game
RISK = 1e-12


def _dice_total(n: int) -> dict[int, float]:
    dist = {0: 1.0}
    for _ in range(n):
        new: dict[int, float] = {}
        for t, p in dist.items():
            for face in range(1, 7):
                new[t + face] = new.get(t + face, 0.0) + p / 6
        dist = new
    return dist


@cache
def _tie_chance(most: int) -> float:
    """The highest probability that a bid of 2..``most`` contenders, each with 1-3 dice and
    no numbered card, ties at the top."""
    worst = 0.0
    for k in range(2, most + 1):
        for dice in combinations_with_replacement(range(1, MAX_DICE + 1), k):
            dists = [_dice_total(d) for d in dice]
            below = [{v: sum(p for t, p in d.items() if t < v) for v in range(1, 19)}
                     for d in dists]
            unique = 0.0
            for i, d in enumerate(dists):
                for v, p in d.items():
                    q = p
                    for j in range(k):
                        if j != i:
                            q *= below[j][v]
                    unique += q
            worst = max(worst, 1.0 - unique)
    return worst


def bounds(options) -> Bounds:
    n = options["players"]
    removed = 2 * n if n == 3 else n  # rule: zank.decision.chip_rounds
    rounds = len(SQUARES) - removed + 1
    setup = removed + 1
    per_round = 3 * n + 3
    contentions = (n // 2) * rounds
    per_bid = 3 * n * n + 2 * n
    tie = _tie_chance(n)
    ties = tail_count(tie, contentions, RISK)
    bids = contentions + len(NUMBERS) * n + ties
    decisions = setup + rounds * per_round + bids * per_bid
    # scores: at the start of a round every farmer is short of the track's end (else the game
    # has ended), and a round brings one apple (at most the orchard's highest value) and one accepted offer (2);
    # a round costs at most one purchase and one offer, a bid round at most three dice
    most = max(v for rows in make_orchard(options["orchard"]).values() for row in rows for v in row)
    high = options["track_length"] - 1 + most + 2
    low = -(rounds * (max(most // 2, MULTI_COST) + 2) + bids * MAX_DICE * DIE_COST)
    return Bounds(
        players=(3, 6), score=(low, high), decisions=decisions, risk=RISK,
        perfect_information=False,
        why=(f"at most {rounds} rounds (one harvest chip each) of {per_round} decisions, and "
             f"{bids} bid rounds of {per_bid}: contentions, bid rounds using numbered cards, "
             f"and dice-only ties, each with probability at most {tie:.3f} whatever the "
             f"players do, so that more than {ties} of them in a game has probability below "
             f"{RISK:g} (the rulebook: re-bids go on until someone wins; the lowest score "
             "holds with the same probability)"))
