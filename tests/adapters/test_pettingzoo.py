"""PettingZoo's own checks (``api_test``, ``seed_test``) on every registered game and variant,
through ``zzlib.adapters.pettingzoo`` (skipped without the ``rl`` extra)."""

from __future__ import annotations

import warnings

import pytest

from tests.contract.games import CASES

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from zzlib.adapters.pettingzoo import env, view_of  # noqa: E402


def _cycles(info, variant) -> int:
    # a Discrete of two million ids samples slowly: fewer cycles for the Pro version
    return 60 if info.actions.num_actions(variant) > 100_000 else 300


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
    for agent in e.agent_iter():
        obs, reward, done, cut, _ = e.last()
        total[agent] += reward
        assert view_of(obs)["player"] == agent
        e.step(None if done or cut else e.action_space(agent).sample(obs["action_mask"]))
    assert e.game.is_over and sum(total.values()) >= 1
    assert {a for a, r in total.items() if r} == set(e.game.result.winners)


def test_bad_arguments_are_refused_naming_them():
    for kwargs, field in (({"name": "chess"}, "name"), ({"render_mode": "human"}, "render_mode"),
                          ({"view_bytes": 10}, "view_bytes"), ({"players": 9}, "players")):
        with pytest.raises(ValueError, match=field):
            env(**{"name": "zank", **kwargs})
    e = env("zank", view_bytes=64)
    e.reset(seed=1)
    with pytest.raises(ValueError, match="view_bytes"):
        e.last()
