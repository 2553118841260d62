"""Heap's own tests (a test-only game: ``heap.md``): each rule played once."""

from __future__ import annotations

import pytest

from zzlib.core import IllegalMove

from .game import Game, Take


def _rolled(ann=(1, 2, 3), bob=(6, 5, 4), **options):
    g = Game.new(seed=1, **options)
    g.force("targets", ann + bob)
    g.advance()
    return g


@pytest.mark.rule("heap.setup.stones", "heap.setup.targets")
def test_the_heap_and_the_secret_targets():
    g = _rolled()
    assert g.state.heap == 9 and Game.new(0, stones=5).state.heap == 5
    assert g.log[1].events[0].rule == "heap.setup.targets"
    assert g.log[1].outcomes[0].secret
    assert g.view("Ann")["dice"] == [1, 2, 3] and g.view("Ann")["targets"] == {
        "Ann": 6, "Bob": None}
    assert g.view(None)["dice"] is None and g.view(None)["targets"] == {"Ann": None, "Bob": None}
    with pytest.raises(ValueError, match="stones"):
        Game.new(0, stones=2)


@pytest.mark.rule("heap.turn.order", "heap.turn.take")
def test_ann_begins_and_takes_one_to_three():
    g = _rolled()
    assert g.to_move == "Ann" and g.legal_moves() == [Take("Ann", n) for n in (1, 2, 3)]
    with pytest.raises(IllegalMove) as e:
        g.play(Take("Ann", 4))
    assert e.value.rule == "heap.turn.take"
    with pytest.raises(IllegalMove) as e:
        g.play(Take("Bob", 1))
    assert e.value.rule == "heap.turn.order"
    g.play(Take("Ann", 3))
    assert g.to_move == "Bob" and g.view(None)["heap"] == 6


@pytest.mark.rule("heap.end.reveal", "heap.end.win")
def test_the_sums_are_shown_and_the_closest_wins():
    g = _rolled(stones=5)  # Ann's target 6, Bob's 15
    for m in (Take("Ann", 3), Take("Bob", 1), Take("Ann", 1)):
        g.play(m)
    g.advance()
    rules = [e.rule for e in g.log[-1].events]
    assert rules == ["heap.end.reveal", "heap.end.win"]
    assert g.view(None)["targets"] == {"Ann": 6, "Bob": 15} and g.view(None)["dice"] is None
    assert g.result.winners == ("Ann",)  # 4 from 6, Bob 1 from 15
    with pytest.raises(IllegalMove) as e:
        g.play(Take("Bob", 1))
    assert e.value.rule == "heap.end.win"
