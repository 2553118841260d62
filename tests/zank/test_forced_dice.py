"""Forced dice in a contention: checked when given, dropped when impossible where drawn."""

import pytest

from zzlib import zank

from .helpers import play, ready


def test_forced_dice_that_do_not_match_the_dice_taken_are_dropped_and_the_roll_goes_on():
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, mayor=(0, 0))
    for p in g.state.queue:
        g.play(zank.PlayApple(p, "green") if p in ("red", "blue") else zank.BuyApple(p))
    g.play(zank.MoveMayor("red", (0, 1)))
    play(g, zank.CommitCard("red", 7), zank.CommitCard("blue", 9))
    with pytest.raises(ValueError, match="cannot force dice.red .*1, 2 or 3 dice"):
        g.force("dice.red", (6, 6, 6, 6))
    g.play(zank.Stand("blue"))  # blue, left of the leader, bids first
    g.play(zank.TakeDice("red", 2))
    g.play(zank.Stand("blue"))
    g.play(zank.Stand("red"))
    assert g.phase == "roll"
    g.force("dice.red", (6, 6, 6))  # three dice may be rolled, but red took two
    g.force("dice.red", (5, 5))
    before = (g.state, len(g.log))
    with pytest.raises(ValueError, match=r"forced dice.red \(6, 6, 6\) is impossible: 2 dice"):
        g.advance()
    assert (g.state, len(g.log)) == before
    assert g.chance.pending() == [("dice.red", (5, 5))]
    g.step()
    assert g.log[-1].step == "roll" and g.log[-1].outcomes[0].value == (5, 5)
    g.undo()
    assert g.chance.pending() == [("dice.red", (5, 5))]
    assert "[6, 6, 6]" not in g.to_json().replace("\n", "").replace(" ", "")
