import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zzlib.core import IllegalMove, adjacency_graph, bfs_order
from zzlib.simulate import simulate

from .toy import Step, Toy


def play_out(g, rng):
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(rng.choice(g.legal_moves()))
    return g


def first_bot(game, rng):
    return game.legal_moves()[-1]


def test_unknown_option_and_bad_value_are_refused():
    with pytest.raises(ValueError, match="unknown option 'gaol'"):
        Toy.new(gaol=3)
    with pytest.raises(ValueError, match="option 'goal'"):
        Toy.new(goal=0)


def test_play_before_roll_is_refused_and_changes_nothing():
    g = Toy.new(seed=1)
    with pytest.raises(IllegalMove) as e:
        g.play(Step("a", 1))
    assert e.value.rule == "toy.order"
    assert len(g.log) == 1


def test_illegal_move_changes_nothing():
    g = Toy.new(seed=1)
    g.force("die", 3)
    g.advance()
    before = (g.state, len(g.log), g.chance.rng.getstate())
    with pytest.raises(IllegalMove, match="not between"):
        g.play(Step("a", 5))
    with pytest.raises(IllegalMove, match="turn"):
        g.play(Step("b", 1))
    assert (g.state, len(g.log), g.chance.rng.getstate()) == before


def test_forced_outcome_is_used_and_recorded():
    g = Toy.new(seed=1)
    g.force("die", 6)
    g.advance()
    assert g.state.die == 6
    assert g.log[-1].outcomes[0].forced


def test_impossible_forced_outcome_raises_and_changes_nothing():
    g = Toy.new(seed=1)
    g.force("die", 7)
    with pytest.raises(ValueError, match="forced die 7 is impossible"):
        g.advance()
    assert len(g.log) == 1


def test_undo_restores_state_and_chance():
    g = Toy.new(seed=5)
    g.advance()
    g.play(g.legal_moves()[0])
    g.advance()
    die_after = g.state.die
    g.undo()
    assert g.state.die is not None and len(g.log) == 2
    g.play(g.legal_moves()[0])
    g.advance()
    assert g.state.die == die_after


def test_rewind_and_states():
    g = play_out(Toy.new(seed=2), random.Random(0))
    n = len(g.states)
    assert n == len(g.log)
    g.rewind(3)
    assert len(g.states) == 4


@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_json_round_trip_replays_identically(seed, bot_seed):
    g = Toy.new(seed=seed, goal=15)
    rng = random.Random(bot_seed)
    g.advance()
    g.play(rng.choice(g.legal_moves()))
    g.force("die", 2)
    play_out(g, rng)
    h = Toy.from_json(g.to_json())
    assert h.states == g.states
    assert [e.events for e in h.log] == [e.events for e in g.log]


def test_tampered_file_is_refused_with_the_field_named():
    g = play_out(Toy.new(seed=3), random.Random(1))
    doc = json.loads(g.to_json())
    with pytest.raises(ValueError, match="not JSON"):
        Toy.from_json("{nope")
    with pytest.raises(ValueError, match="missing field 'seed'"):
        Toy.from_json(json.dumps({k: v for k, v in doc.items() if k != "seed"}))
    bad = dict(doc, final="0" * 16)
    with pytest.raises(ValueError, match="field 'final'"):
        Toy.from_json(json.dumps(bad))
    moves = [i for i, e in enumerate(doc["log"]) if "move" in e]
    bad = json.loads(g.to_json())
    bad["log"][moves[0]]["move"]["n"] = 99
    with pytest.raises(ValueError, match=f"log entry {moves[0] + 1}: illegal"):
        Toy.from_json(json.dumps(bad))
    bad = dict(doc, game="zot")
    with pytest.raises(ValueError, match="field 'game'"):
        Toy.from_json(json.dumps(bad))


def test_adjacency_is_orthogonal_and_bfs_is_sorted():
    g = adjacency_graph([(0, 0), (0, 1), (1, 1), (2, 2), (1, 0)])
    assert not g.has_edge((1, 1), (2, 2))
    assert bfs_order(g, (0, 0)) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_simulate_same_with_and_without_a_pool():
    from concurrent.futures import ThreadPoolExecutor

    bots = {"a": first_bot, "b": first_bot}
    serial = simulate(Toy.new, bots, 20, progress=False)
    with ThreadPoolExecutor(2) as ex:
        pooled = simulate(Toy.new, bots, 20, executor=ex, progress=False)
    assert serial.games == pooled.games
    assert serial.seats["a"].wins + serial.seats["b"].wins >= 20


def test_seats_are_declared_once_and_view_can_look_back():
    from zzlib import zank, zapp, zot

    assert zot.Game.new(seed=1).seats == ("Jasper",)
    assert zapp.Game.new(seed=1, players=3).seats == ("red", "green", "blue")
    assert zapp.Game.new(seed=1, players=["yellow", "red"]).seats == ("red", "yellow")
    assert zank.Game.new(seed=1, players=5).seats == ("red", "blue", "yellow", "green", "purple")
    g = zank.Game.new(seed=3)
    first = g.view("blue")
    g.play(g.legal_moves()[0])
    assert g.view("blue", at=0) == first != g.view("blue")
    assert g.view("blue", at=1) == g.view("blue")
    with pytest.raises(ValueError, match="no state 2"):
        g.view("blue", at=2)
    with pytest.raises(ValueError, match="not a seat"):
        g.view("purple")
