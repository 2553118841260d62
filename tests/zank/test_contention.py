"""Contention bidding: cards face down, dice poker fashion, reveal and roll, ties, no card left."""

import pytest

from zzlib import zank
from zzlib.core import IllegalMove

from .helpers import events_of, play, ready


def clash(players=4, colour="green", contenders=("red", "blue"), **options):
    """Round 1 with the mayor moving to (0, 1): ``contenders`` all play ``colour`` (green: 7).
    Red leads, so red bids dice last (blue first)."""
    hands = {p: [colour] * 3 + ["multi"] for p in contenders}
    g = ready(players=players, hands=hands, mayor=(0, 0), **options)
    for p in g.state.queue:
        g.play(zank.PlayApple(p, colour) if p in contenders else zank.BuyApple(p))
    g.play(zank.MoveMayor("red", (0, 1)))
    g.advance()
    return g


@pytest.mark.rule("zank.contention.commit", "zank.setup.numbered")
def test_contenders_commit_a_numbered_card_face_down_compulsorily():
    g = clash()
    assert g.phase == "commit" and g.to_move == "red"
    assert g.legal_moves() == [zank.CommitCard("red", k) for k in range(1, 11)]
    with pytest.raises(IllegalMove) as e:
        g.play(zank.Stand("red"))
    assert e.value.rule == "zank.contention.must_card" and "the dice come after it" in e.value.reason
    assert "red may commit a numbered card" in e.value.reason  # what red may do instead
    with pytest.raises(IllegalMove, match="numbered cards run 1 to 10"):
        g.play(zank.CommitCard("red", 11))
    evs = g.play(zank.CommitCard("red", 7))
    assert "7" not in evs[0].text and evs[0].data == {"player": "red"}


def test_with_bid_start_leader_dice_bidding_starts_with_the_leader_and_ends_after_a_full_pass():
    # the older reading (option bid_start="leader"): the leader, contending, bids first
    g = clash(bid_start="leader")
    play(g, zank.CommitCard("red", 7), zank.CommitCard("blue", 9))
    assert g.phase == "dice" and g.to_move == "red"
    g.play(zank.Stand("red"))
    assert g.to_move == "blue"
    evs = g.play(zank.TakeDice("blue", 1))  # blue takes after red refused...
    assert evs[0].rule == "zank.contention.pay" and g.state.positions[1] == -2  # paid at once
    assert g.to_move == "red"  # ...so red, who refused, may now take one
    g.play(zank.TakeDice("red", 2))
    assert g.state.positions[0] == -4
    g.play(zank.Stand("blue"))
    assert g.phase == "dice" and g.to_move == "red"
    evs = g.play(zank.Stand("red"))
    assert g.phase == "roll"
    assert g.state.bid.dice == (2, 1)
    # the bidding's end is the decision that a full round without a die ends it
    assert evs[-1].rule == "zank.decision.bidding_end"
    assert evs[-1].data == {"dice": {"red": 2, "blue": 1}}
    shown = [e for e in g.advance() if e.rule in ("zank.contention.reveal", "zank.contention.roll")]
    assert [e.data["player"] for e in shown] == ["red", "blue"]  # one shape: the bids shown


@pytest.mark.rule("zank.contention.poker")
def test_dice_bidding_goes_poker_fashion_and_ends_after_a_full_pass():
    g = clash()
    play(g, zank.CommitCard("red", 7), zank.CommitCard("blue", 9))
    assert g.phase == "dice" and g.to_move == "blue"  # nearest the leader on his left
    g.play(zank.Stand("blue"))
    assert g.to_move == "red"
    evs = g.play(zank.TakeDice("red", 1))  # red takes after blue refused...
    assert evs[0].rule == "zank.contention.pay" and g.state.positions[0] == -2  # paid at once
    assert evs[0].data["taken"] == 1 and evs[0].data["dice"] == 1
    assert g.to_move == "blue"  # ...so blue, who refused, may now take one
    g.play(zank.TakeDice("blue", 2))
    assert g.state.positions[1] == -4
    g.play(zank.Stand("red"))
    assert g.phase == "dice" and g.to_move == "blue"
    g.play(zank.Stand("blue"))
    assert g.phase == "roll"
    assert g.state.bid.dice == (1, 2)


def test_at_most_three_dice_and_a_contender_with_three_is_skipped():
    g = clash(players=5, contenders=("red", "blue", "yellow"))
    play(g, *(zank.CommitCard(p, 5) for p in ("red", "blue", "yellow")))
    with pytest.raises(IllegalMove) as e:
        g.play(zank.TakeDice("blue", 4))
    assert e.value.rule == "zank.contention.dice_cost"
    g.play(zank.TakeDice("blue", 3))
    g.play(zank.Stand("yellow"))
    g.play(zank.Stand("red"))
    assert g.phase == "roll"  # blue holds three dice: nothing more to take
    assert g.state.positions[1] == -6


def test_reveal_and_roll_highest_total_picks_and_cards_are_spent():
    g = clash()
    play(g, zank.CommitCard("red", 7), zank.CommitCard("blue", 9), zank.Stand("blue"),
         zank.TakeDice("red", 1), zank.Stand("blue"))
    g.force("dice.red", (3,))
    g.play(zank.Stand("red"))
    evs = g.advance()
    win = [e for e in evs if e.rule == "zank.contention.win"][0]
    assert win.data["player"] == "red" and win.data["points"] == 7
    assert win.data["totals"] == {"red": 10, "blue": 9}
    assert g.state.positions[:2] == (-2 + 7, 0)
    assert 7 not in g.state.numbered[0] and 9 not in g.state.numbered[1]
    assert g.state.spent[:2] == ((7,), (9,))
    assert g.state.barn.count("green") == 2 and g.phase == "choose"


@pytest.mark.rule("zank.decision.rebid_dice")
def test_a_tie_is_bid_again_with_new_cards_and_no_dice():
    g = clash(players=5, contenders=("red", "blue", "yellow"))
    play(g, zank.CommitCard("red", 8), zank.CommitCard("blue", 8), zank.CommitCard("yellow", 2),
         zank.Stand("blue"), zank.Stand("yellow"), zank.Stand("red"))
    assert g.phase == "commit"
    assert g.state.bid.contenders == ("red", "blue") and g.state.bid.bid_round == 2
    assert g.state.bid.dice == (0, 0)
    assert events_of(g, "zank.contention.tie")
    with pytest.raises(IllegalMove) as e:
        g.play(zank.CommitCard("red", 8))  # each numbered card is used once
    assert e.value.rule == "zank.contention.spent"
    play(g, zank.CommitCard("red", 3), zank.CommitCard("blue", 4), zank.Stand("blue"),
         zank.Stand("red"))
    assert g.state.positions[1] == 7 and g.state.positions[0] == 0
    assert g.state.spent[:3] == ((8, 3), (8, 4), (2,))


def test_a_contender_with_no_numbered_card_left_must_take_one_to_three_dice():
    g = clash()
    for k in range(1, 11):  # ten ties in a row use up every numbered card
        play(g, zank.CommitCard("red", k), zank.CommitCard("blue", k), zank.Stand("blue"),
             zank.Stand("red"))
    assert g.state.numbered[:2] == ((), ())
    assert g.phase == "dice" and g.to_move == "blue"  # nothing to commit
    assert events_of(g, "zank.contention.no_card")
    assert g.legal_moves() == [zank.TakeDice("blue", k) for k in (1, 2, 3)]
    with pytest.raises(IllegalMove) as e:
        g.play(zank.Stand("blue"))
    assert e.value.rule == "zank.contention.no_card"
    g.play(zank.TakeDice("blue", 1))
    g.play(zank.TakeDice("red", 1))
    g.play(zank.Stand("blue"))
    g.force("dice.red", (6,))
    g.force("dice.blue", (2,))
    g.play(zank.Stand("red"))
    g.advance()
    assert g.state.positions[:2] == (-2 + 7, -2)


def test_contest_scenario_function():
    res = zank.contest({"red": zank.Bid(card=7, dice=(3,)), "blue": zank.Bid(card=9, dice=())})
    assert res.winner == "red" and res.totals == {"red": 10, "blue": 9} and res.tied == ()
    tie = zank.contest({"red": zank.Bid(9), "blue": zank.Bid(4, (5,)), "green": zank.Bid(1)})
    assert tie.winner is None and tie.tied == ("red", "blue")


def test_bids_are_checked():
    with pytest.raises(ValueError, match="at most 3 dice"):
        zank.Bid(5, (1, 2, 3, 4))
    with pytest.raises(ValueError, match="must take 1, 2 or 3 dice"):
        zank.Bid(None, ())
    with pytest.raises(ValueError, match="from 1 to 10"):
        zank.Bid(0)
    with pytest.raises(ValueError, match="1 to 6"):
        zank.Bid(3, (7,))
    with pytest.raises(ValueError, match="at least two"):
        zank.contest({"red": zank.Bid(3)})
    assert zank.Bid(None, (4, 2)).total == 6 and zank.Bid(None, (4, 2)).cost == 4
