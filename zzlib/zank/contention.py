"""Contention as a pure function: bids (numbered card plus rolled dice) and who picks the apple."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

MAX_DICE = 3
DIE_COST = 2


@dataclass(frozen=True)
class Bid:
    """One contender's bid: the numbered card (``None`` with no card left) and the dice rolled."""

    card: int | None = None
    dice: tuple[int, ...] = ()

    def __post_init__(self):
        if self.card is not None and (isinstance(self.card, bool) or not isinstance(self.card, int)
                                      or not 1 <= self.card <= 10):
            raise ValueError(f"card must be a numbered card from 1 to 10 or None, got {self.card!r}")
        dice = tuple(self.dice)
        object.__setattr__(self, "dice", dice)
        if len(dice) > MAX_DICE:
            raise ValueError(f"at most {MAX_DICE} dice, got {len(dice)}")
        for d in dice:
            if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
                raise ValueError(f"a die shows 1 to 6, got {d!r}")
        if self.card is None and not dice:
            raise ValueError("with no numbered card a contender must take 1, 2 or 3 dice")

    @property
    def total(self) -> int:
        return (self.card or 0) + sum(self.dice)

    @property
    def cost(self) -> int:
        """What the dice cost (paid when taken)."""
        return DIE_COST * len(self.dice)


@dataclass(frozen=True)
class Contest:
    """``totals`` per contender; ``winner`` (``None`` on a tie at the top); ``tied``: the
    contenders level at the top who must bid again (empty when there is a winner)."""

    totals: Mapping[str, int] = field(default_factory=dict)
    winner: str | None = None
    tied: tuple[str, ...] = ()


def contest(bids: Mapping[str, Bid]) -> Contest:
    """Who picks the apple: the highest total of card plus dice; a tie at the top re-bids."""
    if not isinstance(bids, Mapping) or len(bids) < 2:
        raise ValueError("a contention needs bids from at least two contenders")
    for who, bid in bids.items():
        if not isinstance(bid, Bid):
            raise ValueError(f"the bid of {who!r} must be a Bid, got {bid!r}")
    totals = {who: bid.total for who, bid in bids.items()}
    top = max(totals.values())
    best = tuple(who for who, t in totals.items() if t == top)
    if len(best) == 1:
        return Contest(totals, best[0], ())
    return Contest(totals, None, best)
