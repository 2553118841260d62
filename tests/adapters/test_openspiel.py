"""OpenSpiel's own checks (``pyspiel.random_sim_test``) on every registered game and variant,
through ``zzlib.adapters.openspiel`` (skipped without the ``rl`` extra)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.contract.games import CASES
from zzlib.core.options import FLAT_NONE

pyspiel = pytest.importorskip("pyspiel")
openspiel = pytest.importorskip("zzlib.adapters.openspiel")


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_random_sim_test_passes(info, variant):
    game = openspiel.load(info.name, **variant)
    assert game.num_players() == len(info.seats(**variant))
    assert game.num_distinct_actions() == info.actions.num_actions(variant)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_the_game_declares_the_registered_bounds(info, variant):
    game, b = openspiel.load(info.name, **variant), info.bounds(**variant)
    assert game.max_game_length() == b.decisions < 100_000
    assert (game.min_utility(), game.max_utility()) == b.returns
    kind = game.get_type()
    assert (kind.min_num_players, kind.max_num_players) == b.players
    perfect = kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert perfect == b.perfect_information


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_random_sim_test_passes_with_serialization(info, variant):
    game = openspiel.load(info.name, **variant)
    again = pyspiel.load_game(str(game))  # the game string holds the options
    assert str(again) == str(game)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_the_noise_is_enumerated_with_the_points_asked_for():
    game = openspiel.load("zapp", players=2, points=5)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node() and "shake" in state.action_to_string(
                pyspiel.PlayerId.CHANCE, state.chance_outcomes()[0][0]):
            outcomes = state.chance_outcomes()
            assert len(outcomes) == 5 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
            return
        actions = (state.chance_outcomes()[0][0],) if state.is_chance_node() else (
            state.legal_actions())
        state.apply_action(actions[0])
    pytest.fail("no rattle noise drawn")


def test_a_state_clones_and_serializes_mid_way():
    game = openspiel.load("zank", players=3)
    state = game.new_initial_state()
    for _ in range(80):  # through the deal's chance nodes into the rounds
        state.apply_action(state.chance_outcomes()[-1][0] if state.is_chance_node()
                           else state.legal_actions()[-1])
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    text = pyspiel.serialize_game_and_state(game, state)
    _, back = pyspiel.deserialize_game_and_state(text)
    assert str(back) == str(state) and back.legal_actions() == state.legal_actions()
    state.apply_action(state.legal_actions()[0] if not state.is_chance_node()
                       else state.chance_outcomes()[0][0])
    assert clone.history() != state.history()


@pytest.mark.parametrize("info", [c.values[0] for c in CASES if not c.values[1]],
                         ids=lambda i: i.name)
def test_every_option_is_a_parameter_and_none_has_its_sentinel(info):
    game = openspiel.load(info.name)
    spec = game.get_type().parameter_specification
    assert set(spec) == {"points", *info.options}
    for name, option in info.options.items():
        if option.default is None:
            assert spec[name] == FLAT_NONE[str] == ""  # None: the empty string
        else:
            assert type(spec[name]) is type(option.default) and spec[name] == option.default


def test_none_and_structured_options_go_through_a_game_string():
    from zzlib.zapp.board import Board
    zot = openspiel.load("zot", flower_supply=None, large_chain_bonus="replace")
    assert "flower_supply=-1" in str(zot)
    again = pyspiel.load_game(str(zot))
    assert str(again) == str(zot) and again.options == {"flower_supply": None,
                                                          "large_chain_bonus": "replace"}
    assert again.new_initial_state()._play.game.options["flower_supply"] is None
    board = Board.standard().to_dict()
    zapp = openspiel.load("zapp", players=2, board=board)
    back = pyspiel.load_game(str(zapp))
    assert back.options == {"players": 2, "board": board} == zapp.options
    pyspiel.random_sim_test(back, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", ["zank", "zapp"])
def test_the_observation_tensor_is_the_views_vector(name):
    game = openspiel.load(name, players=3)
    schema = game.schema
    private = game.make_py_observer()
    public = game.make_py_observer(pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    state, seen = game.new_initial_state(), 0
    while not state.is_terminal() and seen < 60:
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
            continue
        g, p = state._play.game, state.current_player()
        assert state.observation_tensor(p) == list(schema.vector(g.view(g.seats[p])))
        private.set_from(state, p)
        public.set_from(state, p)
        assert np.array_equal(private.tensor, schema.vector(g.view(g.seats[p])))
        assert np.array_equal(public.tensor, schema.vector(g.view(None)))
        assert list(private.dict) == list(schema.items)
        state.apply_action(state.legal_actions()[seen % len(state.legal_actions())])
        seen += 1
    assert seen == 60
