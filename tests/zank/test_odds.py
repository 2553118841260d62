"""Exact odds of a contention, as fractions."""

from fractions import Fraction

import pytest

from zzlib import zank
from zzlib.zank import odds


def test_a_die_adds_seven_halves_on_average_and_costs_two():
    assert odds.die_mean() == Fraction(7, 2)
    table = odds.die_value_table()
    assert "adds 7/2 on average and costs 2 points" in table.title
    assert sum(p for _, p in table.rows) == 1


def test_dice_sums_are_exact_distributions():
    assert odds.dice_sum(0) == {0: 1}
    two = odds.dice_sum(2)
    assert two[7] == Fraction(1, 6) and two[2] == two[12] == Fraction(1, 36)
    for n in range(4):
        assert sum(odds.dice_sum(n).values()) == 1
    with pytest.raises(ValueError, match="0 to 3 dice"):
        odds.dice_sum(4)


def test_card_five_and_a_die_against_a_bare_seven():
    o = odds.bid_odds(5, 1, 7, 0)  # wins on 3-6, ties on 2, loses on 1
    assert (o.win, o.tie, o.lose) == (Fraction(2, 3), Fraction(1, 6), Fraction(1, 6))


@pytest.mark.parametrize("a, m, b, n", [(1, 0, 10, 3), (5, 2, 5, 2), (None, 3, 9, 1),
                                        (10, 0, 10, 0)])
def test_odds_add_up_and_mirror(a, m, b, n):
    o, r = odds.bid_odds(a, m, b, n), odds.bid_odds(b, n, a, m)
    assert o.win + o.tie + o.lose == 1
    assert (o.win, o.tie, o.lose) == (r.lose, r.tie, r.win)
    # the bots' float estimate counts a tie as half a win
    assert float(o.win + o.tie / 2) == pytest.approx(
        zank.bots.win_chance(a, m, [([b] if b else [], n)]))


def test_win_table_lists_every_pair_of_dice_counts():
    t = odds.win_table(5, 7)
    assert t.columns[:5] == ("your dice", "their dice", "win", "tie", "lose")
    assert len(t.rows) == 16
    row = {(r[0], r[1]): r for r in t.rows}
    assert row[(1, 0)][2:5] == (Fraction(2, 3), Fraction(1, 6), Fraction(1, 6))
    assert row[(0, 0)][4] == 1  # 5 never beats 7 without dice
    text = str(t)
    assert text.startswith("Card 5 against card 7") and "2/3" in text
    assert "| your dice |" in t._repr_markdown_()


def test_win_grid_and_die_worth():
    grid = odds.win_grid(1, 0)
    assert grid.rows[4][1 + 6] == Fraction(2, 3)  # card 5 + a die against 7
    worth = odds.die_worth(7, 5, 7)
    net = {r[0]: r[-1] for r in worth.rows}
    assert net[0] == 0 and net[1] == 7 * (Fraction(2, 3) + Fraction(1, 12)) - 2
    with pytest.raises(ValueError, match="1 to 10"):
        odds.bid_odds(11, 0, 3, 0)


def test_die_worth_unseen_averages_over_the_cards_the_other_may_hold():
    cards = (3, 8, 10)
    unseen = odds.die_worth_unseen(7, 7, cards)
    for n, win, tie, expect, cost, net in unseen.rows:
        seen = [odds.die_worth(7, 7, c).rows[n] for c in cards]
        assert win == sum(r[1] for r in seen) / 3 and tie == sum(r[2] for r in seen) / 3
        assert net == expect - cost == sum(r[5] for r in seen) / 3
    # one card left: the card is as good as seen
    assert odds.die_worth_unseen(5, 6, [8]).rows == odds.die_worth(5, 6, 8).rows
    # card 7 against a full hand, no die: wins against 1-6, ties the 7 (3 cards in 10 lose)
    assert unseen.rows[0][1] == Fraction(1, 3) and odds.die_worth_unseen(
        7, 7, range(1, 11)).rows[0][1:3] == (Fraction(6, 10), Fraction(1, 10))
    with pytest.raises(ValueError, match="other_cards"):
        odds.die_worth_unseen(7, 7, [])


def test_a_table_aligns_numbers_right_and_words_left():
    t = odds.Table("Mixed", ("seat", "wins", "rate", "share"),
                   (("red (sensible)", 3, Fraction(3, 4), "75.0%"),
                    ("blue", 10, "1/2 (about)", "50.0%")))
    md = t._repr_markdown_()
    assert "|:---|---:|:---|---:|" in md  # words left (a word in any row), numbers right
    lines = str(t).splitlines()
    assert lines[1].startswith("seat          ")  # the seat column is left-aligned
    assert lines[3] == "red (sensible)     3  3/4 ≈ 0.75   75.0%"
    assert lines[4] == "blue              10  1/2 (about)  50.0%"


def test_a_table_shows_a_fraction_with_its_decimal():
    t = odds.Table("Odds", ("what", "chance"), (("a die shows 6", Fraction(1, 6)),
                                               ("all four dice show 6", Fraction(1, 1296)),
                                               ("a whole", Fraction(2, 1))))
    cells = [r.split("  ")[-1].strip() for r in str(t).splitlines()[3:]]
    assert cells == ["1/6 ≈ 0.17", "1/1296 ≈ 0.001", "2"]
    # a chance that is not certain never reads as certain
    almost = odds.Table("Odds", ("chance",), ((Fraction(1291, 1296),),))
    assert str(almost).splitlines()[-1].strip() == "1291/1296 ≈ 0.996"
    # a grid of chances prints them as percentages, to stay narrow
    grid = str(odds.win_grid(1, 0)).splitlines()
    assert grid[3].split() == ["1", "1", "83%", "67%", "50%", "33%", "17%", "0", "0", "0", "0"]


def test_die_worth_with_no_numbered_card_starts_at_one_die():
    """A contender with no numbered card left bids with 1 to 3 dice (the rules): the table
    has no row for no dice, and its first row is one die alone against the card."""
    t = odds.die_worth(5, None, 7)
    assert [r[0] for r in t.rows] == [1, 2, 3]
    assert t.rows[0][1] == odds.bid_odds(None, 1, 7, 0).win == 0  # one die never beats a 7
    unseen = odds.die_worth_unseen(5, None, [2, 9])
    assert [r[0] for r in unseen.rows] == [1, 2, 3]
    assert unseen.rows[0][1] == (odds.bid_odds(None, 1, 2, 0).win
                                 + odds.bid_odds(None, 1, 9, 0).win) / 2
