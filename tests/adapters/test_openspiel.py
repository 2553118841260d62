"""OpenSpiel's own checks (``pyspiel.random_sim_test``) on every registered game and variant,
through ``zzlib.adapters.openspiel`` (skipped without the ``rl`` extra)."""

from __future__ import annotations

import pytest

from tests.contract.games import CASES

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
