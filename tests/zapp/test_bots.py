"""The bots: legal moves only, no peeking at secrets, and sensible beats random."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from zzlib import zapp
from zzlib.simulate import simulate
from zzlib.zapp import Choose, Game, bots

from .helpers import start_round


@pytest.mark.parametrize("bot", [bots.random, bots.sensible, bots.blind, bots.trusting])
@pytest.mark.parametrize("pro", [False, True])
def test_bots_play_legal_moves_to_the_end(bot, pro):
    g = Game.new(seed=3, pro=pro, players=3)
    rng = random.Random(0)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
            continue
        m = bot(g, rng)
        assert m in g.legal_moves()
        g.play(m)
    assert g.result.winners


def test_expected_distance_given_the_magic_number():
    assert bots.expected_distance(7.0, 8, 0) == 7
    assert bots.expected_distance(9.0, 8, 0) == 0
    assert bots.expected_distance(7.0, 8, 1.5) > bots.expected_distance(11.0, 8, 1.5)
    assert bots.expected_distance(7.0, 12, 1.5) > 6


def test_expected_distance_with_a_noise_whose_square_rounds_to_zero():
    # shake_noise may be any number from 0 to 20: 1e-170 squared is 0 in floats, and the
    # reading is then as good as exact (the nearest number; before, a division by zero)
    assert bots.expected_distance(7.0, 8, 1e-170) == 7.0
    assert bots.expected_distance(7.4, 8, 1e-170) == 7.0
    assert bots.expected_distance(8.6, 8, 1e-170) == 0.0
    g = Game.new(5, shake_noise=1e-170)
    g.advance()
    assert isinstance(bots.sensible(g, random.Random(0)), Choose)


def test_sensible_picks_the_barrel_from_shaking_not_from_the_secret():
    g = Game.new(seed=10, shake_noise=0)
    g.force("magic", (4, 4))
    g.advance()
    choice = bots.sensible(g, random.Random(0))
    assert g.state.plateau[zapp.LABELS.index(choice.barrel)] == 8
    # with noise the bot only sees the readings: a secret change the readings hide is ignored
    h = Game.new(seed=10, shake_noise=1.5)
    h.force("magic", (4, 4))
    h.advance()
    readings = {b: h.shake(b) for b in h.on_plateau()}
    pick = bots.sensible(h, random.Random(0)).barrel
    best = max(readings, key=lambda b: bots.expected_distance(readings[b], 8, 1.5))
    assert pick == best


def test_sensible_moves_to_banish_and_to_enter_the_city():
    g = Game.new(seed=4, position="R1:3 R2:20 Y1:6 G1:8")
    start_round(g, (4, 4), {"red": 4, "green": 13, "blue": 12, "yellow": 11})
    # R2 enters the city from 20 with 4 (R1 would only reach field 7)
    m = bots.sensible(g, random.Random(0))
    assert m.wizard == "R2"
    h = Game.new(seed=4, position="R1:3 R2:10 G1:7 B1:5")
    start_round(h, (2, 2), {"red": 4, "green": 13, "blue": 12, "yellow": 11})
    assert bots.sensible(h, random.Random(0)).wizard == "R1"  # banishes B1 and G1


def test_sensible_beats_random_in_four_player_games():
    seats = {"red": bots.sensible, "green": bots.random, "blue": bots.sensible,
             "yellow": bots.random}
    res = simulate(Game.new, seats, 40, progress=False)
    sensible = res.seats["red"].wins + res.seats["blue"].wins
    assert sensible > 30


def test_bots_never_read_the_secret_plateau():
    g = Game.new(seed=10, shake_noise=1.5)
    g.advance()
    readings = {b: g.shake(b) for b in g.on_plateau()}
    pick = bots.sensible(g, random.Random(1))
    # same readings, different secret numbers: the sensible bot must pick the same barrel
    # (it reads the plateau with shake_plateau: every barrel's shake at once)
    g.shake = lambda barrel, player=None: readings[barrel]
    g.shake_plateau = lambda player=None: dict(readings)
    g._states[-1] = replace(g.state, plateau=tuple(reversed(g.state.plateau)))
    assert bots.sensible(g, random.Random(1)) == pick


# -- the barrel strategies: blind and trusting ---------------------------------------------


def _choosing(seed=2, noise=1.5, dice=(4, 4)):
    g = Game.new(seed=seed, shake_noise=noise)
    g.force("magic", dice)
    g.advance()
    assert g.phase == "choose"
    return g


def test_blind_sets_down_a_barrel_without_shaking():
    g = _choosing()

    def shake(barrel, player=None):
        raise AssertionError("the blind bot shook a barrel")

    g.shake = shake
    picks = {bots.blind(g, random.Random(s)).barrel for s in range(40)}
    assert picks <= set(g.on_plateau()) and len(picks) > 5  # at random among the barrels


def test_trusting_pick_takes_the_highest_reading_not_above_the_magic_number():
    assert bots.trusting_pick({"A": 9.4, "B": 7.8, "C": 8.0, "D": 2.0}, 8) == "C"
    assert bots.trusting_pick({"A": 9.4, "B": 7.8, "C": 8.3}, 8) == "B"
    # every reading above: the lowest; ties: the first label
    assert bots.trusting_pick({"A": 9.4, "B": 10.0, "C": 9.1}, 8) == "C"
    assert bots.trusting_pick({"A": 5.0, "B": 5.0}, 8) == "A"


def test_trusting_believes_its_readings_and_never_the_secret():
    # exact shaking: the trusting bot takes the barrel holding the magic number itself
    g = _choosing(noise=0)
    pick = bots.trusting(g, random.Random(0)).barrel
    assert g.state.plateau[zapp.LABELS.index(pick)] == 8
    # noisy shaking: only the readings decide, whatever the barrels hold
    h = _choosing(seed=7)
    readings = {b: float(i) for i, b in enumerate(h.on_plateau(), start=1)}  # A reads 1, ...
    h.shake = lambda barrel, player=None: readings[barrel]
    assert bots.trusting(h, random.Random(0)).barrel == "H"  # reads 8, the highest <= 8


def test_the_barrel_strategies_move_like_sensible():
    g = Game.new(seed=6, position="R1:3 R2:20 Y1:6 G1:8 B1:5")
    start_round(g, (4, 4), {"red": 4, "green": 13, "blue": 12, "yellow": 11})
    assert g.phase == "move"
    for seed in range(5):
        plays = {bot(g, random.Random(seed)) for bot in (bots.sensible, bots.blind, bots.trusting)}
        assert len(plays) == 1 and plays <= set(g.legal_moves())


def test_sensible_beats_blind_shaking_matters():
    res = simulate(lambda s: Game.new(seed=s, players=2),
                   {"red": bots.sensible, "green": bots.blind}, 12, progress=False)
    assert res.seats["red"].wins >= 10
