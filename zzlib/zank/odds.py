"""Exact odds of a contention, as fractions: what a die adds, what it costs, and the chance of
winning with one numbered card against another for each number of dice.

    >>> from zzlib.zank import odds
    >>> odds.die_mean()                    # a die adds 7/2 on average...
    Fraction(7, 2)
    >>> odds.bid_odds(5, 1, 7, 0).win      # card 5 and one die against a bare 7: a 3 or more
    Fraction(2, 3)

Functions return ``Fraction``s or a ``Table`` (a small table that prints as text and shows as
Markdown in a notebook), never bare tuples.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from .contention import DIE_COST, MAX_DICE

FACES = range(1, 7)


@cache
def dice_sum(n: int) -> dict[int, Fraction]:
    """The exact distribution of the sum of ``n`` dice (``n`` = 0: always 0)."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_DICE:
        raise ValueError(f"a contender takes 0 to {MAX_DICE} dice, not {n!r}")
    dist = {0: Fraction(1)}
    for _ in range(n):
        new: dict[int, Fraction] = {}
        for s, p in dist.items():
            for d in FACES:
                new[s + d] = new.get(s + d, Fraction(0)) + p / 6
        dist = new
    return dict(sorted(dist.items()))


def die_mean() -> Fraction:
    """What one die adds to a total on average: (1 + 2 + ... + 6) / 6 = 7/2."""
    return Fraction(sum(FACES), len(FACES))


@dataclass(frozen=True)
class Odds:
    """The chances of one bid against another: ``win``, ``tie`` (a re-bid) and ``lose``."""

    win: Fraction
    tie: Fraction
    lose: Fraction


def _check_card(card) -> None:
    if card is not None and (isinstance(card, bool) or not isinstance(card, int)
                             or not 1 <= card <= 10):
        raise ValueError(f"a numbered card runs 1 to 10 (or None for no card), not {card!r}")


def bid_odds(card: int | None, dice: int, other_card: int | None, other_dice: int) -> Odds:
    """The exact chance that ``card`` plus ``dice`` dice beats, ties or loses to
    ``other_card`` plus ``other_dice`` dice (a card ``None``: no numbered card left)."""
    _check_card(card)
    _check_card(other_card)
    mine, theirs = dice_sum(dice), dice_sum(other_dice)
    a, b = card or 0, other_card or 0
    win = tie = Fraction(0)
    for x, p in mine.items():
        for y, q in theirs.items():
            if a + x > b + y:
                win += p * q
            elif a + x == b + y:
                tie += p * q
    return Odds(win, tie, 1 - win - tie)


def _uncertain(x: float, whole: float, places) -> str:
    """``x`` (strictly between 0 and ``whole``) with the fewest of ``places`` decimals that
    still read neither as 0 nor as ``whole``: a chance that is not certain never reads as
    certain (``0.996``, not ``1.00``)."""
    return next((f"{x:.{d}f}" for d in places if float(f"{x:.{d}f}") not in (0.0, whole)),
                f"{x:.1g}")


@dataclass(frozen=True)
class Table:
    """A small table: a title, column names and rows of values (a Fraction prints exactly
    with its decimal beside it: ``7/2 ≈ 3.50``)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple, ...]
    #: how a Fraction prints: "exact" (7/2 ≈ 3.50) or "percent" (a chance, narrow: 83%)
    fractions: str = "exact"

    def _shown(self, v) -> str:
        if isinstance(v, Fraction) and v.denominator > 1:
            if self.fractions == "percent":
                return f"{_uncertain(100 * float(v), 100, (0, 1, 2))}%"
            return f"{v} ≈ {_uncertain(float(v), 1, (2, 3, 4))}"
        return str(v)

    def _cells(self) -> list[list[str]]:
        return [[self._shown(v) for v in row] for row in self.rows]

    def _numeric(self) -> list[bool]:
        """Per column: does it hold numbers only (7/2, 66.7%: aligned right)? A column with a
        word in any row (a seat, "4 of 16") is aligned left."""
        return [not any(re.search("[A-Za-z]", str(row[i])) for row in self.rows)
                for i in range(len(self.columns))]

    def __str__(self) -> str:
        cells = self._cells()
        widths = [max(len(c), *(len(r[i]) for r in cells)) if cells else len(c)
                  for i, c in enumerate(self.columns)]
        just = [str.rjust if n else str.ljust for n in self._numeric()]
        line = "  ".join(j(c, w) for c, w, j in zip(self.columns, widths, just))
        body = ["  ".join(j(v, w) for v, w, j in zip(r, widths, just)).rstrip() for r in cells]
        return "\n".join([self.title, line.rstrip(), "-" * len(line), *body])

    __repr__ = __str__

    def _repr_markdown_(self) -> str:
        head = "| " + " | ".join(self.columns) + " |"
        rule = "|" + "|".join("---:" if n else ":---" for n in self._numeric()) + "|"
        body = ["| " + " | ".join(r) + " |" for r in self._cells()]
        return "\n".join([f"**{self.title}**", "", head, rule, *body])


def win_table(card: int, other_card: int, max_dice: int = MAX_DICE) -> Table:
    """The exact chance of winning with ``card`` against ``other_card``, for each number of
    dice each (0 to ``max_dice``): win, tie (bid again) and lose."""
    rows = []
    for mine in range(max_dice + 1):
        for theirs in range(max_dice + 1):
            o = bid_odds(card, mine, other_card, theirs)
            rows.append((mine, theirs, o.win, o.tie, o.lose, f"{float(o.win):.1%}"))
    return Table(f"Card {card} against card {other_card}",
                 ("your dice", "their dice", "win", "tie", "lose", "win (about)"), tuple(rows))


def win_grid(dice: int = 0, other_dice: int = 0) -> Table:
    """The chance of winning outright with each card (rows) against each other card (columns),
    with ``dice`` and ``other_dice`` dice taken."""
    rows = tuple((c, *(bid_odds(c, dice, o, other_dice).win for o in range(1, 11)))
                 for c in range(1, 11))
    return Table(f"Chance to win with your card (rows) against theirs (columns): you take "
                 f"{dice} {'die' if dice == 1 else 'dice'}, they take {other_dice}",
                 ("card", *map(str, range(1, 11))), rows, fractions="percent")


def _card_words(card: int | None) -> str:
    """A contender's card in words: "card 7", or "no numbered card"."""
    return "no numbered card" if card is None else f"card {card}"


def die_worth(apple_value: int, card: int | None, other_card: int | None,
              other_dice: int = 0) -> Table:
    """Is a die worth its 2 points? For each number of dice you take against ``other_card``
    with ``other_dice``: the chance to win, the expected apple points (``apple_value`` times
    the chance, a tie counted as half), what the dice cost, and the net. A ``card`` of None
    (no numbered card left) bids with 1 to 3 dice: no row for none."""
    rows = []
    for n in range(0 if card is not None else 1, MAX_DICE + 1):
        o = bid_odds(card, n, other_card, other_dice)
        expect = apple_value * (o.win + o.tie / 2)
        rows.append((n, o.win, o.tie, expect, DIE_COST * n, expect - DIE_COST * n))
    return Table(f"Dice for an apple worth {apple_value}: {_card_words(card)} against "
                 f"{_card_words(other_card)} (who takes {other_dice} "
                 f"{'die' if other_dice == 1 else 'dice'}); the rows: the dice you take",
                 ("dice", "win", "tie", "expected points", "cost", "net"), tuple(rows))


def die_worth_unseen(apple_value: int, card: int, other_cards, other_dice: int = 0) -> Table:
    """``die_worth`` when the other card is face down: it is one of ``other_cards`` (the
    numbers the other contender has left, which every seat may know), each as likely. The
    chances and the net are the averages over those cards, exactly."""
    cards = sorted(set(other_cards))
    if not cards:
        raise ValueError("other_cards: the other contender holds at least one numbered card "
                         "(with none left he bids with dice alone)")
    tables = [{r[0]: r for r in die_worth(apple_value, card, c, other_dice).rows}
              for c in cards]
    rows = tuple(
        (n, *(sum((t[n][k] for t in tables), Fraction(0)) / len(cards) for k in (1, 2, 3)),
         DIE_COST * n, sum((t[n][5] for t in tables), Fraction(0)) / len(cards))
        for n in sorted(tables[0]))
    shown = ", ".join(map(str, cards)) if len(cards) < 10 else "1 to 10"
    return Table(f"Dice for an apple worth {apple_value}: {_card_words(card)} against a "
                 "face-down card "
                 f"({shown}, each as likely; who takes {other_dice} "
                 f"{'die' if other_dice == 1 else 'dice'}); the rows: the dice you take",
                 ("dice", "win", "tie", "expected points", "cost", "net"), rows)


def die_value_table() -> Table:
    """What one die adds against what it costs: each face's chance, its mean 7/2, the price 2."""
    rows = tuple((d, Fraction(1, 6)) for d in FACES)
    return Table(f"One die: adds {die_mean()} on average and costs {DIE_COST} points",
                 ("face", "chance"), rows)


__all__ = ["Odds", "Table", "bid_odds", "dice_sum", "die_mean", "die_value_table", "die_worth",
           "die_worth_unseen", "win_grid", "win_table"]
