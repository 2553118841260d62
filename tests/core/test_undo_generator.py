"""Undo puts the generator back by redrawing: a copy of its state is kept only every
``CHECKPOINT_DRAWS`` draws, and the draws since are redone from their recipes
(``Chance.replay``). These tests check the generator against a game replayed from its log,
across many copies kept, after undo, rewind and steps that fail after drawing. A copy every
3 draws makes a short game cross many of them."""

import random
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import zzlib.core.game as core_game
from zzlib import GAMES, zapp, zot


@contextmanager
def copies_every(k: int):
    keep = core_game.CHECKPOINT_DRAWS
    core_game.CHECKPOINT_DRAWS = k
    try:
        yield
    finally:
        core_game.CHECKPOINT_DRAWS = keep


def replayed(g):
    """A new game with ``g``'s seed and options, replaying ``g``'s log (its generator has
    made exactly the draws of that log)."""
    h = type(g).new(g.seed, **g.given_options)
    for entry in g.log[1:]:
        for o in entry.outcomes:
            if o.forced:
                h.force(o.kind, o.value)
        if entry.kind == "move":
            h.play(entry.move)
        else:
            h.step()
    return h


def recipes(g) -> list:
    """The draws each entry made from the generator, by function name and arguments."""
    return [r and [(f.__qualname__, args) for f, args in r] for r in g._recipes]


def random_step(g, rng):
    if g.to_move is None:
        g.step()
    else:
        moves = g.legal_moves()
        g.play(moves[rng.randrange(len(moves))])


def draws(g) -> int:
    return sum(not o.forced for e in g.log for o in e.outcomes)


def test_a_long_game_keeps_copies_and_undo_far_back_is_exact():
    g = zapp.Game.new(seed=3)
    rng = random.Random(3)
    while draws(g) < 5 * core_game.CHECKPOINT_DRAWS:
        random_step(g, rng)
    assert sum(s is not None for s in g._rng_after) >= 4  # copies were kept on the way
    for i in (len(g.log) - 2, len(g.log) // 2, 5, 1, 0):
        g.rewind(i)
        assert g.chance.rng.getstate() == replayed(g).chance.rng.getstate()
    assert g._draws_since == 0 and g._rng_after == g._rng_after[:1]


def test_a_step_that_fails_after_drawing_puts_the_generator_back():
    with copies_every(3):
        g = zot.Game.new(seed=11)
        rng = random.Random(11)
        while draws(g) < 10 or g.phase != "roll":
            random_step(g, rng)
        twin = replayed(g)
        twin.step()
        k = len(twin.state.drawn)  # what the dice will ask for: force a draw of another size
        before = (g.state, len(g.log), g.chance.rng.getstate(), g._draws_since)
        g.force("draw", ("Z",) * (1 if k != 1 else 2))  # impossible, drawn after both dice
        with pytest.raises(ValueError, match="forced draw"):
            g.step()
        assert (g.state, len(g.log), g.chance.rng.getstate(), g._draws_since) == before
        g.step()
    assert g.state == twin.state and g.chance.rng.getstate() == twin.chance.rng.getstate()


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from([info.module for info in GAMES.values()]),
       seed=st.integers(0, 10**6),
       every=st.sampled_from([1, 3, 32]),
       actions=st.lists(st.sampled_from(["step", "step", "step", "undo", "rewind"]),
                        min_size=10, max_size=150))
def test_the_generator_is_always_where_the_log_left_it(game, seed, every, actions):
    with copies_every(every):
        g = game.Game.new(seed=seed)
        rng = random.Random(seed)
        for a in actions:
            if g.is_over:
                break
            if a == "step":
                random_step(g, rng)
            elif a == "undo" and any(e.kind == "move" for e in g.log):
                g.undo()
            elif a == "rewind":
                g.rewind(rng.randrange(len(g.log)))
        h = replayed(g)
    assert g.chance.rng.getstate() == h.chance.rng.getstate()
    assert g.state == h.state
    assert recipes(g) == recipes(h)  # what undo keeps is what a game played straight keeps
