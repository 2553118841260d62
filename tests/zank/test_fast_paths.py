"""The engine's and the sensible bot's shortcuts give exactly what the plain code gives: the
remembered mayor squares, ``evolve`` (``dataclasses.replace`` made cheap) and the remembered
win chances, on many random positions."""

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zank
from zzlib.zank import bots
from zzlib.zank.bots import win_chance
from zzlib.zank.orchard import SQUARES, mayor_squares, neighbours8
from zzlib.zank.state import evolve

SQUARE = st.sampled_from(SQUARES)


def plain_targets(chips, mayor):
    """The mayor's squares as the rule says, computed afresh (no cache)."""
    have = set(chips)
    if mayor is not None:
        near = sorted(sq for sq in neighbours8(mayor) if sq in have)
        if near:
            return tuple(near)
        have.discard(mayor)
    return tuple(sorted(have))


@settings(max_examples=300, deadline=None)
@given(st.frozensets(SQUARE), st.none() | SQUARE)
def test_mayor_squares_equal_the_plain_rule(chips, mayor):
    assert mayor_squares(chips, mayor) == plain_targets(chips, mayor)
    assert zank.mayor_targets([list(sq) for sq in chips], mayor) == plain_targets(chips, mayor)


def test_mayor_targets_still_checks_every_square():
    with pytest.raises(ValueError):
        zank.mayor_targets([(True, 0)], None)
    with pytest.raises(ValueError):
        zank.mayor_targets([(0, 5)], (1, 1))
    with pytest.raises(ValueError):
        zank.mayor_targets([(0, 1)], (1, 9))


def random_states(seed, **options):
    """Every position of a random game (with its bidding, when there is one)."""
    g = zank.Game.new(seed, **options)
    g.trace = False
    rng = random.Random(seed)
    while not g.is_over:
        moves = g.legal_moves()
        if moves:
            g.play(rng.choice(moves))
        else:
            g.advance()
    return g.states


@pytest.mark.parametrize("options", [{}, {"players": 3, "corruption": True}])
def test_evolve_equals_replace(options):
    rng = random.Random(7)
    for s in random_states(3, **options):
        donor = rng.choice(random_states(rng.randrange(3), **options))
        names = rng.sample([f.name for f in dataclasses.fields(s)], 3)
        changes = {k: getattr(donor, k) for k in names}
        new = evolve(s, **changes)
        assert new == dataclasses.replace(s, **changes)
        assert type(new) is zank.State and hash(new) == hash(dataclasses.replace(s, **changes))
        if s.bid is not None:
            assert evolve(s.bid, turn=0, passes=2) == dataclasses.replace(s.bid, turn=0, passes=2)
    assert evolve(s) == s and evolve(s) is not s


def test_evolve_refuses_an_unknown_field():
    s = zank.Game.new(1).state
    with pytest.raises(TypeError):
        evolve(s, colour="red")


def plain_win_chance(card, dice, others):
    """``win_chance`` computed afresh, without any remembered result."""
    mine = _plain_total_dist([card] if card else [], dice)
    cdfs = [_plain_total_dist(cards, d) for cards, d in others]
    p = 0.0
    for t, pt in mine.items():
        below = 1.0
        level = 1.0
        for dist in cdfs:
            lt = sum(q for v, q in dist.items() if v < t)
            le = lt + dist.get(t, 0.0)
            below *= lt
            level *= le
        p += pt * (below + 0.5 * (level - below))
    return p


def _plain_total_dist(cards, dice):
    """A contender's total (a card among ``cards`` plus ``dice`` dice), computed afresh."""
    dist = {0: 1.0}
    for _ in range(dice):
        new = {}
        for s, p in dist.items():
            for d in range(1, 7):
                new[s + d] = new.get(s + d, 0.0) + p / 6
        dist = new
    cards = list(cards) or [0]
    out = {}
    for c in cards:
        for s, p in dist.items():
            out[c + s] = out.get(c + s, 0.0) + p / len(cards)
    return out


CARDS = st.lists(st.integers(1, 10), max_size=10, unique=True).map(sorted)


@settings(max_examples=200, deadline=None)
@given(st.none() | st.integers(1, 10), st.integers(0, 3),
       st.lists(st.tuples(CARDS, st.integers(0, 3)), min_size=1, max_size=4))
def test_win_chance_equals_the_plain_sum(card, dice, others):
    want = plain_win_chance(card, dice, others)
    assert win_chance(card, dice, others) == want  # exactly: the same sums in the same order
    assert win_chance(card, dice, others) == want  # and again, remembered


class _Orchard:
    """Just what the bot's helpers read of a game: its orchard."""

    def __init__(self, orchard):
        self.orchard = orchard


GRID = st.lists(st.lists(st.integers(0, 99), min_size=5, max_size=5), min_size=5, max_size=5)


@settings(max_examples=100, deadline=None)
@given(st.fixed_dictionaries({c: GRID for c in zank.APPLES}),
       st.lists(SQUARE, min_size=1, max_size=8, unique=True))
def test_the_bots_square_values_equal_the_plain_sums(grid, squares):
    game = _Orchard(zank.make_orchard(grid))
    mean = {c: sum(zank.value(c, sq, game.orchard) for sq in squares) / len(squares)
            for c in zank.APPLES}
    best = {c: max(zank.value(c, sq, game.orchard) for sq in squares) for c in zank.APPLES}
    assert bots._colour_values(game, squares) == mean
    assert bots._best_values(game, squares) == best
    default = _Orchard(zank.ORCHARD)  # the same squares on another grid: not mixed up
    assert bots._colour_values(default, squares) == {
        c: sum(zank.value(c, sq) for sq in squares) / len(squares) for c in zank.APPLES}
