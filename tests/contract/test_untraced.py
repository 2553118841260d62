"""Untraced play (``zzlib.core.trace``) is the same game without the sentences.

Bulk experiments play with ``game.trace = False`` (``simulate`` does): for every registered
game, variant and bot, many seeded games give the same moves, chance outcomes, positions and
results with and without tracing; only the events are left out.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import GAMES
from zzlib.core import tracing, untraced
from zzlib.simulate import play_game

from .games import CASES

SEEDS = range(12)


def _played(info, variant: dict, bot: str, seed: int, trace: bool):
    g = info.new(seed, **variant)
    g.trace = trace
    seats_bot = info.bots[bot]
    rng = random.Random(f"untraced:{seed}")
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(seats_bot(g, rng))
    return g


def _course(g) -> list:
    """Everything of a game but its events: each step's kind, name, player, move and chance."""
    return [(e.kind, e.step, e.player, e.move, e.outcomes) for e in g.log]


@pytest.mark.parametrize(("info", "variant"), CASES)
@pytest.mark.parametrize("bot", ["random", "sensible"])
def test_untraced_games_are_the_traced_games_without_events(info, variant, bot):
    bot = bot if bot in info.bots else next(b for b in info.bots if b != "random")
    for seed in SEEDS:
        traced = _played(info, variant, bot, seed, trace=True)
        quiet = _played(info, variant, bot, seed, trace=False)
        assert _course(quiet) == _course(traced), f"seed {seed}: the games differ"
        assert quiet.states == traced.states, f"seed {seed}: a position differs"
        assert quiet.result == traced.result
        assert all(e.events == () for e in quiet.log)
        assert any(e.events for e in traced.log)
        assert quiet.to_json() == traced.to_json()  # the same save file


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**9))
def test_simulate_records_are_the_same_with_and_without_tracing(name, seed):
    info = GAMES[name]
    bot = next(b for b in info.bots if b != "random")
    bots = {s: info.bots[bot if i % 2 == 0 else "random"] for i, s in enumerate(info.seats())}
    assert play_game(info.game.new, bots, seed, trace=False) == play_game(
        info.game.new, bots, seed, trace=True)


def test_untraced_is_a_block_and_is_undone_after_an_error():
    assert tracing()
    with pytest.raises(RuntimeError), untraced():
        assert not tracing()
        raise RuntimeError("inside")
    assert tracing()


def test_an_untraced_game_refuses_a_bad_move_and_stays_untraced_elsewhere():
    from zzlib.core import IllegalMove

    info = GAMES["zot"]
    g = info.new(1)
    g.trace = False
    with pytest.raises(IllegalMove):
        g.play(info.game.MOVES[0](99))
    assert tracing()  # the switch is put back after a refused move
    g.play(g.legal_moves()[0])
    assert tracing() and g.log[-1].events == ()
