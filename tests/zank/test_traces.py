"""Reading a game back from its public log: round entries and contention traces."""

import pytest

from zzlib import zank

from .helpers import play, play_out, ready


def clash(red_card=7, blue_card=9):
    """Round 1, red leads; red and blue both play green, the mayor goes to (0, 1) (green 7);
    they commit ``red_card`` and ``blue_card``."""
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.CommitCard("red", red_card), zank.CommitCard("blue", blue_card))
    return g


def test_a_contention_trace_holds_commits_dice_turns_reveal_and_winner():
    g = clash()
    play(g, zank.Stand("blue"), zank.TakeDice("red", 2), zank.Stand("blue"))
    g.force("dice.red", (1, 2))
    g.play(zank.Stand("red"))
    g.advance()
    t = zank.contention_trace(g, 1)
    assert (t.number, t.round, t.leader, t.colour, t.square, t.value) == (
        1, 1, "red", "green", (0, 1), 7)
    assert t.contenders == ("red", "blue") and len(t.bids) == 1
    b = t.bids[0]
    assert b.committed == ("red", "blue") and b.order == ("blue", "red")
    assert [(x.player, x.taken, x.dice, x.paid, x.position) for x in b.turns] == [
        ("blue", 0, 0, 0, None), ("red", 2, 2, 4, -4), ("blue", 0, 0, 0, None),
        ("red", 0, 2, 0, None)]
    assert [(r.player, r.card, r.dice, r.total) for r in b.reveals] == [
        ("red", 7, (1, 2), 10), ("blue", 9, (), 9)]
    assert b.winner == "red" and t.winner == "red" and t.points == 7 and t.finished
    assert t.paid("red") == 4 and t.paid("blue") == 0
    assert zank.contention_trace(g, -1) == t


def test_a_tie_adds_a_bid_round_for_the_tied():
    g = clash(red_card=6, blue_card=6)
    play(g, zank.Stand("blue"), zank.Stand("red"), zank.CommitCard("red", 2),
         zank.CommitCard("blue", 5), zank.Stand("blue"), zank.Stand("red"))
    t = zank.contention_trace(g, 1)
    assert [b.number for b in t.bids] == [1, 2]
    assert t.bids[0].tied == ("red", "blue") and t.bids[0].winner is None
    assert t.bids[0].totals == {"red": 6, "blue": 6}
    assert t.bids[1].winner == "blue" and t.winner == "blue"


def test_a_running_contention_shows_no_committed_number():
    g = clash(red_card=3)
    t = zank.contention_trace(g, 1)
    assert not t.finished and t.winner is None and not t.bids[0].revealed
    assert t == zank.contention_trace(clash(red_card=8), 1)  # the number is a secret


def test_contention_numbers_are_checked():
    g = ready()
    with pytest.raises(ValueError, match="no contention yet"):
        zank.contention_trace(g, 1)
    g = clash()
    for bad in (0, 2, -2):
        with pytest.raises(ValueError, match="no contention"):
            zank.contention_trace(g, bad)
    with pytest.raises(ValueError, match="contention's number"):
        zank.contention_trace(g, "1")


def test_every_contention_of_a_game_is_traced_in_order():
    g = play_out(zank.Game.new(seed=4))
    opened = sum(e.rule == "zank.contention" for entry in g.log for e in entry.events)
    traces = zank.contention_traces(g)
    assert len(traces) == opened > 0
    assert [t.number for t in traces] == list(range(1, opened + 1))
    wins = [e.data["player"] for entry in g.log for e in entry.events
            if e.rule == "zank.contention.win"]
    assert [t.winner for t in traces if t.finished] == wins
    for t in traces:
        for b in t.bids:
            assert set(b.order) == set(b.contenders)
            assert set(b.committed) | set(b.no_card) == set(b.contenders)


def test_round_entries_split_the_log_by_round():
    g = play_out(zank.Game.new(seed=2))
    rounds = g.state.round
    seen = []
    for i in range(rounds + 1):
        seen += zank.round_entries(g, i)
    assert seen == list(range(1, len(g.log)))
    first = zank.round_entries(g, 1)
    assert g.log[first[0]].move is not None and g.log[first[-1]].step == "end_round"
    with pytest.raises(ValueError, match="has not been played"):
        zank.round_entries(g, rounds + 1)
    with pytest.raises(ValueError, match="whole number"):
        zank.round_entries(g, -1)
