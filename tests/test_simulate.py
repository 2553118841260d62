"""``zzlib.simulate`` over every registered game: a process pool gives the serial answer."""

from __future__ import annotations

import functools
import pickle
from concurrent.futures import ProcessPoolExecutor

import pytest

from zzlib import GAMES, simulate
from zzlib.simulate import play_game


@pytest.fixture(scope="module")
def pool():
    with ProcessPoolExecutor(2) as ex:
        yield ex


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_every_game_simulates_the_same_with_and_without_a_pool(info, pool):
    bots = {seat: info.bots["random"] for seat in info.seats()}  # the declared seats
    serial = simulate(info.game.new, bots, 3, progress=False)
    pooled = simulate(info.game.new, bots, 3, executor=pool, progress=False, chunk=1)
    assert serial.games == pooled.games
    assert [g.seed for g in serial.games] == [0, 1, 2]
    assert list(serial.seats) == list(info.seats())
    assert simulate(info.game.new, info.bots["random"], 3, progress=False).games == serial.games


def test_a_registry_entry_goes_to_a_pool_by_name(pool):
    info = GAMES["zank"]
    assert pickle.loads(pickle.dumps(info)) is info
    serial = simulate(info.new, info.bots["random"], 4, progress=False)
    assert simulate(info.new, info.bots["random"], 4, executor=pool, progress=False,
                    chunk=2).games == serial.games


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
    assert "4/4 games" in capsys.readouterr().out  # stdout: a notebook does not show it in red
    assert res.seats["red"].games == 4 and "win rate" in res.table()


def test_simulate_refuses_a_bad_count_and_a_missing_seat():
    from zzlib import zapp

    with pytest.raises(ValueError, match="n must be"):
        simulate(zapp.Game.new, {"red": zapp.bots.random}, 0)
    with pytest.raises(KeyError, match="no bot for seat 'green'"):
        simulate(functools.partial(zapp.Game.new, players=2), {"red": zapp.bots.random}, 1,
                 progress=False)
    with pytest.raises(KeyError, match="no bot for seat 'green'"):
        play_game(functools.partial(zapp.Game.new, players=2), {"red": zapp.bots.random}, 1)
