"""Pick or buy, counted (zzlib/zank/counts.py): the table of lesson 2 on hand-made figures."""

from fractions import Fraction

import pytest

from zzlib import zank
from zzlib.zank import counts

#: hand-made figures: a card is alone with chance 1/(k + 1) with k cards face down before it,
#: a clash brings nothing, every card in hand is worth 2
SIMPLE = {"alone": lambda card, hand, face_up, k: Fraction(1, k + 1), "clash": 0,
          "keep": dict.fromkeys(zank.KINDS, Fraction(2))}
HAND, FACE_UP, MAYOR = ["green", "blue"], "red", (1, 1)


def test_play_or_buy_counts_a_buy_and_every_play_by_hand():
    assert zank.buy_cost("red", MAYOR) == 2
    buy, plays = counts.play_or_buy(HAND, FACE_UP, MAYOR, "green", SIMPLE)
    assert buy == 2 - 2  # the card's worth in hand less its price
    assert set(plays) == {(v, k) for v in (2, 3, 4, 5, 7) for k in range(4)}
    assert plays[5, 1] == Fraction(5, 2) - 2
    assert plays[7, 3] == Fraction(7, 4) - 2


def test_plays_that_win_are_the_plays_worth_more_than_the_buy():
    # v / (k + 1) - 2 > 0: a tie with the buy is no win for the play
    assert counts.plays_that_win(HAND, FACE_UP, MAYOR, "green", SIMPLE) == {
        (v, k) for v in (2, 3, 4, 5, 7) for k in range(4) if v > 2 * (k + 1)}
    assert (4, 1) not in counts.plays_that_win(HAND, FACE_UP, MAYOR, "green", SIMPLE)


def test_when_to_buy_marks_each_cell_as_plays_that_win_says():
    table = counts.when_to_buy(HAND, FACE_UP, MAYOR, "green", SIMPLE)
    wins = counts.plays_that_win(HAND, FACE_UP, MAYOR, "green", SIMPLE)
    assert table.columns == ("value", "0 face down", "1 face down", "2 face down",
                             "3 face down")
    assert [row[0] for row in table.rows] == [2, 3, 4, 5, 7]
    for row in table.rows:
        for k, cell in enumerate(row[1:]):
            assert cell.endswith("play" if (row[0], k) in wins else "buy")
    assert table.rows[3][2] == "+0.5 play"  # a 5 with one card face down: 5/2 - 2
    assert "(a buy brings +0.00)" in table.title


@pytest.mark.parametrize("k", range(4))
def test_a_play_is_worth_more_the_more_its_apple_is_worth(k):
    _, plays = counts.play_or_buy(HAND, FACE_UP, MAYOR, "green", SIMPLE)
    column = [plays[v, k] for v in (2, 3, 4, 5, 7)]
    assert column == sorted(column) and len(set(column)) == 5


def test_a_dearer_card_for_sale_makes_a_buy_worth_less():
    cheap, _ = counts.play_or_buy(HAND, "blue", (1, 1), "green", SIMPLE)   # blue costs 1
    dear, _ = counts.play_or_buy(HAND, "multi", (1, 1), "green", SIMPLE)   # multi costs 3
    assert cheap - dear == zank.buy_cost("multi", (1, 1)) - zank.buy_cost("blue", (1, 1)) == 2
