"""``zzlib.core.walk.Walk``: a game walked one decision or one chance part at a time."""

from __future__ import annotations

import pickle
import random

import pytest

from zzlib import GAMES
from zzlib.core.options import FLAT_NONE, flat_kind, from_flat, to_flat
from zzlib.core.walk import Walk


def walk_to_the_end(name: str, seed: int, **options) -> tuple[Walk, int]:
    """A random walk: every chance part and every decision drawn from ``seed``; the walk and
    how many chance parts were chosen."""
    rng, parts = random.Random(seed), 0
    w = Walk(GAMES[name].new(0, **options))
    w.game.trace = False
    w.settle()
    while not w.game.is_over:
        if w.event is not None:
            values, probs = zip(*w.outcomes(points=3))
            w.choose(rng.choices(values, probs)[0])
            parts += 1
        else:
            w.decide(rng.choice(list(w.game.legal_moves())))
    return w, parts


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_walk_chooses_every_draw_and_the_save_file_replays_it(name):
    w, parts = walk_to_the_end(name, 3)
    assert parts > 0  # every game draws something: each part was a chance node
    again = type(w.game).from_json(w.game.to_json())
    assert again.states[-1] == w.game.states[-1] and again.is_over


def test_the_same_choices_give_the_same_game_and_other_choices_another():
    a, _ = walk_to_the_end("zank", 5, players=3)
    b, _ = walk_to_the_end("zank", 5, players=3)
    c, _ = walk_to_the_end("zank", 6, players=3)
    assert a.game.states[-1] == b.game.states[-1] != c.game.states[-1]


def test_a_walk_waiting_for_a_draw_refuses_a_decision_and_the_reverse():
    w = Walk(GAMES["zank"].new(0, players=3))
    w.settle()
    while w.event is None:  # the setup's decisions, up to the deal
        w.decide(w.game.legal_moves()[0])
    with pytest.raises(ValueError, match="chance part"):
        w.decide(None)
    while w.event is not None:
        w.choose(w.outcomes()[0][0])
    assert w.game.to_move is not None
    with pytest.raises(ValueError, match="no chance draw"):
        w.choose(1)


def test_a_fork_and_a_pickle_go_on_alike():
    w = Walk(GAMES["zapp"].new(0, players=2))
    w.settle()
    w.choose(w.outcomes(points=3)[0][0])  # half-way through a draw
    for other in (w.fork(), pickle.loads(pickle.dumps(w))):
        assert other.parts == w.parts and other.event == w.event
        other.choose(other.outcomes(points=3)[-1][0])
        assert len(other.parts) == len(w.parts) + 1


@pytest.mark.parametrize("value", [None, 0, 7, 2.5, "", "round", {"a": [1, 2]}, [3, "x"]])
def test_an_option_goes_through_a_flat_parameter_and_back(value):
    from zzlib.core.options import Option

    option = Option("x", value, "a test option")
    kind = flat_kind(option)
    flat = to_flat(value, kind)
    assert isinstance(flat, (int, float, str))
    assert from_flat(flat, kind, option.default) == value
    assert to_flat(None, kind) == FLAT_NONE[kind]
