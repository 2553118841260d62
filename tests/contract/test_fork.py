"""``Game.fork()`` on every registered game and variant, and ``log``/``states`` read without a
copy.

A fork shares the positions (never copied) and plays on by itself: whatever is played,
undone or forced on one changes nothing of the other, and a fork plays exactly as a replay of
the same game (``from_json(to_json())``) does, its chance included.
"""

from __future__ import annotations

import random

import pytest

from .games import CASES, play, seeds, snapshot


def _finish(g, rng, bot):
    while not g.is_over:
        if g.to_move is None:
            g.step()
        else:
            g.play(bot(g, rng))
    return g


def _whole(g):
    return (list(g.states), [(e.kind, e.step, e.player, e.move, e.outcomes) for e in g.log],
            g.chance.snapshot())


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_a_fork_plays_as_a_replay_and_apart_from_the_original(info, variant):
    bot = info.bots["random"]
    for seed in seeds(info)[:3]:
        g = play(info, variant, seed, steps=10 + 7 * seed)
        f = g.fork()
        assert f.states == g.states and f.log == g.log and f.seats == g.seats
        assert all(a is b for a, b in zip(f.states, g.states)), "positions are shared"
        h = type(g).from_json(g.to_json())
        before = _whole(g)
        # the fork and a replay, played on the same way, are the same game (chance too)
        _finish(f, random.Random(seed), bot)
        _finish(h, random.Random(seed), bot)
        assert f.states == h.states and f.to_json() == h.to_json()
        assert _whole(g) == before, "playing the fork changed the original"
        # the original plays on by itself, other moves, and the fork stays as it was
        after = _whole(f)
        _finish(g, random.Random(seed + 1000), bot)
        assert _whole(f) == after, "playing the original changed the fork"


@pytest.mark.parametrize(("info", "variant"), CASES[::2])
def test_a_fork_undoes_past_the_fork_and_keeps_forced_outcomes_apart(info, variant):
    g = play(info, variant, seeds(info)[0], steps=15)
    first = next(o for e in g.log for o in e.outcomes)
    g.force(first.kind, first.value)  # pending in both
    f = g.fork()
    assert f.chance.pending() == g.chance.pending()
    f.force(first.kind, first.value)
    assert len(f.chance.pending()) == len(g.chance.pending()) + 1
    before = snapshot(g)
    f.undo()
    f.undo()
    assert snapshot(g) == before
    g.undo()
    g.undo()
    assert f.states == g.states


@pytest.mark.parametrize(("info", "variant"), CASES[:1] + CASES[-1:])
def test_log_and_states_keep_what_they_held(info, variant):
    g = play(info, variant, seeds(info)[0], steps=20)
    states, log = g.states, g.log
    copy_s, copy_l = list(states), list(log)
    n = len(states)
    g.undo()
    g.advance()
    legal = g.legal_moves()
    g.play(legal[len(legal) - 1])
    g.advance()
    assert len(states) == n and list(states) == copy_s and list(log) == copy_l
    assert states[-1] is copy_s[-1] and log[1:3] == copy_l[1:3] and states == copy_s
    assert list(reversed(log)) == copy_l[::-1]
    with pytest.raises(IndexError):
        states[n]
    with pytest.raises(TypeError):
        states["0"]
    assert g.states[: len(g.states)] == list(g.states)
