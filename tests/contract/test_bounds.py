"""Declared bounds (issue #24, item 7): every registered game declares, through the registry,
its players range, its score and return ranges, a bound on the decisions of one game (certain,
or holding with probability ``1 - risk``) and whether it is a game of perfect information; random
games of every variant stay within them, and the OpenSpiel adapter declares them."""

from __future__ import annotations

import dataclasses
import math

import pytest

from zzlib import GAMES
from zzlib.core.bounds import Bounds, tail_count

from .games import CASES, DEFAULTS, finished_games


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_every_game_declares_its_bounds(info, variant):
    b = info.bounds(**variant)
    assert isinstance(b, Bounds)
    lo, hi = b.players
    assert 1 <= lo <= len(info.seats(**variant)) <= hi
    assert b.perfect_information == (not info.secrets)
    assert b.returns == (0.0, 1.0)
    assert isinstance(b.decisions, int) and b.decisions > 0
    assert 0 <= b.risk <= 1e-6 and b.certain == (b.risk == 0)
    low, high = b.score
    assert low is None or high is None or low < high
    assert b.why
    if not b.certain:
        assert "probability" in b.why, "an uncertain bound says how likely it holds"


@pytest.mark.parametrize("info", DEFAULTS)
def test_the_players_range_is_every_number_of_seats_the_options_allow(info):
    lo, hi = info.bounds().players
    if "players" not in info.options:
        assert lo == hi == len(info.seats())
        return
    allowed = []
    for k in range(1, 13):
        try:
            allowed.append(len(info.seats(players=k)))
        except ValueError:
            pass
    assert (min(allowed), max(allowed)) == (lo, hi)


@pytest.mark.parametrize("info", DEFAULTS)
def test_random_games_stay_within_the_bounds(info):
    games = finished_games(info)
    for g in games:
        b = info.bounds(**g.given_options)
        assert b.problems(g) == [], g.given_options
    # and the bound is not vacuous: a bound one decision below a game's length is broken
    g = games[0]
    played = sum(e.kind == "move" for e in g.log)
    tight = dataclasses.replace(info.bounds(**g.given_options), decisions=played - 1)
    assert any("decisions played" in p for p in tight.problems(g))


def test_a_score_outside_the_range_is_seen():
    info = GAMES["zapp"]
    g = finished_games(info)[0]
    b = dataclasses.replace(info.bounds(**g.given_options), score=(0, 2))
    assert any("outside" in p for p in b.problems(g)) == (max(g.result.scores.values()) > 2)
    b = dataclasses.replace(b, score=(4, 5))
    assert any("outside" in p for p in b.problems(g))


def test_the_negative_binomial_tail():
    # one failure allowed: t successes in a row, p^t
    assert tail_count(0.5, 0, 1e-12) == math.ceil(math.log2(1e12))
    assert tail_count(0.0, 10, 1e-12) == 1
    # more failures allowed, more successes before them
    assert tail_count(0.3, 60, 1e-12) > tail_count(0.3, 6, 1e-12)
    with pytest.raises(ValueError):
        tail_count(1.0, 1, 0.1)


def test_zankapfel_ties_are_no_likelier_than_declared():
    from zzlib.zank.bounds import _tie_chance

    assert _tie_chance(3) >= 1 / 6  # two contenders with one die each tie 1 time in 6
    # six contenders with one die each: a unique highest die 4425 times in 6^5 * ... = 7776
    assert _tie_chance(6) == pytest.approx(1 - 4425 / 7776)
    b = GAMES["zank"].bounds(players=6)
    assert "0.431" in b.why


def test_jasper_and_zot_bound_is_certain_and_the_others_say_why_not():
    assert GAMES["zot"].bounds().certain
    assert not GAMES["zapp"].bounds().certain and "stall" in GAMES["zapp"].bounds().why
    assert not GAMES["zank"].bounds().certain and "re-bids" in GAMES["zank"].bounds().why
