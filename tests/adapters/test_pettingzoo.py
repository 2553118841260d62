"""PettingZoo's own checks (``api_test``, ``seed_test``) on every registered game and variant,
through ``zzlib.adapters.pettingzoo`` (skipped without the ``rl`` extra)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tests.contract.games import CASES

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from zzlib.adapters.pettingzoo import env  # noqa: E402


def _cycles(info, variant) -> int:
    # a Discrete of two million ids samples slowly (a mask of two million a step): fewer
    # cycles for the Pro version (60 took 37 s of CI on seed_test alone)
    return 20 if info.actions.num_actions(variant) > 100_000 else 300


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_api_test_passes(info, variant):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(info.name, **variant), num_cycles=_cycles(info, variant))


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_seed_test_passes(info, variant):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(lambda: env(info.name, **variant), num_cycles=_cycles(info, variant))


def test_a_game_played_through_the_environment_ends_with_the_winners_rewarded():
    e = env("zank", players=3)
    e.reset(seed=4)
    total = dict.fromkeys(e.possible_agents, 0.0)
    schema = e.info.view_schema(players=3)
    for agent in e.agent_iter():
        obs, reward, done, cut, info = e.last()
        total[agent] += reward
        assert e.view(agent)["player"] == agent
        assert np.array_equal(obs["observation"], schema.vector(e.view(agent)))
        assert e.observation_space(agent).contains(obs)
        if not (done or cut):
            assert np.array_equal(info["action_mask"], obs["action_mask"])
            assert obs["action_mask"].sum() == len(e.game.legal_moves()) > 0
        e.step(None if done or cut else e.action_space(agent).sample(obs["action_mask"]))
    assert e.game.is_over and sum(total.values()) >= 1
    assert {a for a, r in total.items() if r} == set(e.game.result.winners)


def test_an_agent_reading_no_observation_plays_from_the_info_mask():
    e = env("zapp", players=2)
    e.reset(seed=1)
    for n, _agent in enumerate(e.agent_iter()):
        _, _, done, cut, info = e.last(observe=False)
        if done or cut:
            e.step(None)
            continue
        mask = info["action_mask"]
        assert {int(i) for i in mask.nonzero()[0]} == set(
            e.info.actions.legal_actions(e.game))
        e.step(int(mask.nonzero()[0][n % int(mask.sum())]))
    assert e.game.is_over


def test_bad_arguments_are_refused_naming_them():
    for kwargs, field in (({"name": "chess"}, "name"), ({"render_mode": "human"}, "render_mode"),
                          ({"players": 9}, "players")):
        with pytest.raises(ValueError, match=field):
            env(**{"name": "zank", **kwargs})
