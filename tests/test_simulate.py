"""``zzlib.simulate`` over every game that imports: a process pool gives the serial answer."""

from __future__ import annotations

import functools
import importlib
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from zzlib import simulate
from zzlib.simulate import play_game

GAMES = ("zot", "zapp", "zank")


def _game_module(name):
    try:
        mod = importlib.import_module(f"zzlib.{name}")
    except ImportError as e:  # a game still being built
        pytest.skip(f"zzlib.{name} does not import yet: {e}")
    if not hasattr(mod, "Game") or not hasattr(getattr(mod, "bots", None), "random"):
        pytest.skip(f"zzlib.{name} has no Game or bots.random yet")
    return mod


def _seats(mod) -> list[str]:
    """The seats of a game, found by playing it with random moves."""
    g = mod.Game.new(seed=0)
    rng = random.Random(0)
    seen: list[str] = []
    for _ in range(5000):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
            continue
        if g.to_move not in seen:
            seen.append(g.to_move)
        g.play(mod.bots.random(g, rng))
    return seen


@pytest.fixture(scope="module")
def pool():
    with ProcessPoolExecutor(2) as ex:
        yield ex


@pytest.mark.parametrize("name", GAMES)
def test_every_game_simulates_the_same_with_and_without_a_pool(name, pool):
    mod = _game_module(name)
    bots = {seat: mod.bots.random for seat in _seats(mod)}
    serial = simulate(mod.Game.new, bots, 3, progress=False)
    pooled = simulate(mod.Game.new, bots, 3, executor=pool, progress=False, chunk=1)
    assert serial.games == pooled.games
    assert [g.seed for g in serial.games] == [0, 1, 2]
    assert set(serial.seats) == set(bots)


def test_zapp_process_pool_equals_serial(pool):
    from zzlib import zapp

    bots = {"red": zapp.bots.sensible, "green": zapp.bots.random,
            "blue": zapp.bots.sensible, "yellow": zapp.bots.random}
    factory = functools.partial(zapp.Game.new, pro=True)
    serial = simulate(factory, bots, 12, progress=False, seed0=100)
    pooled = simulate(factory, bots, 12, executor=pool, progress=False, seed0=100)
    assert serial.games == pooled.games
    assert sum(s.wins for s in serial.seats.values()) == 12  # one winner per game
    assert all(r.scores[r.winners[0]] == 3 for r in serial.games)
    # each record is the game replayed from its seed
    assert serial.games[3] == play_game(factory, bots, 103)


def test_zapp_two_player_games_and_the_progress_bar(capsys):
    from zzlib import zapp

    bots = {"red": zapp.bots.random, "green": zapp.bots.sensible}
    res = simulate(functools.partial(zapp.Game.new, players=2), bots, 4)
    assert "4/4 games" in capsys.readouterr().err
    assert res.seats["red"].games == 4 and "win rate" in res.table()


def test_simulate_refuses_a_bad_count_and_a_missing_seat():
    from zzlib import zapp

    with pytest.raises(ValueError, match="n must be"):
        simulate(zapp.Game.new, {"red": zapp.bots.random}, 0)
    with pytest.raises(KeyError, match="no bot for seat"):
        simulate(functools.partial(zapp.Game.new, players=2), {"red": zapp.bots.random}, 1,
                 progress=False)
