"""Odd seeds and option values get a short error that names what is wrong (fair-play issue,
smaller findings): a lone surrogate in a seed string, a megabyte of text or a list nested
thousands deep as an option, a number of players given as text; and the registry's ``new``
draws a fresh seed like ``Game.new``."""

from __future__ import annotations

import pytest

from widgets import ZankTable, ZappBoard
from zzlib import GAMES


def deep(n: int) -> list:
    out = x = []
    for _ in range(n):
        y: list = []
        x.append(y)
        x = y
    return out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_seed_with_a_lone_surrogate_is_refused_as_a_seed(name):
    with pytest.raises(ValueError, match="seed string must be plain text") as e:
        GAMES[name].game.new("a\ud800")
    assert "option" not in str(e.value)


def test_a_widget_names_the_seed_too():
    with pytest.raises(ValueError, match="seed string must be plain text"):
        ZappBoard(seed="\udfff")


@pytest.mark.parametrize("value", ["x" * 1_000_000, deep(5000), [list(range(100))] * 200],
                         ids=["1 MB of text", "5000 deep", "20000 items"])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_option_error_is_short_whatever_the_value(name, value):
    game = GAMES[name].game
    for option in game.OPTIONS:
        with pytest.raises(ValueError, match=f"option '{option}'") as e:
            game.new(1, **{option: value})
        assert len(str(e.value)) <= 300, (option, len(str(e.value)))


def test_zanktable_players_as_text_is_the_options_error():
    with pytest.raises(ValueError, match="option 'players' must be 3, 4, 5 or 6"):
        ZankTable(players="4")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_registry_draws_a_fresh_seed_by_default(name):
    seeds = {GAMES[name].new().seed for _ in range(3)}
    assert len(seeds) == 3
