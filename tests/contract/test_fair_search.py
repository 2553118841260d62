"""The fair search bot (``zzlib.core.search.FairSearch``, issue #24): registered for every game
with secrets, it plays legal moves, and it plays the same move in two games that differ only in
a secret its seat cannot see (``blind_twin``): it searches games resampled from what its seat
has seen, never the referee's own."""

from __future__ import annotations

import random

import pytest

from zzlib import GAMES
from zzlib.core.draws import ChanceEvent, Choice, Dice, Die, Normal, Sample, outcome_problem
from zzlib.core.search import FairSearch, draw, win_share

from .games import SECRET, finished, play, replay, seeds


@pytest.mark.parametrize("info", SECRET)
def test_every_game_with_secrets_registers_a_fair_search_bot(info):
    assert isinstance(info.bots["fair_search"], FairSearch)


@pytest.mark.parametrize("info", SECRET)
def test_the_fair_bot_plays_legal_moves_against_the_sensible_bot(info):
    fair, sensible = info.bots["fair_search"], info.bots["sensible"]
    for variant in info.variants[:2]:
        g = info.new(1, **variant)
        g.trace = False
        rng = random.Random(1)
        seat, searched = g.seats[0], 0
        while not g.is_over and searched < 8:
            if g.to_move is None:
                g.advance()
            elif g.to_move == seat:
                m = fair(g, rng)
                assert m in g.legal_moves()
                g.play(m)
                searched += 1
            else:
                g.play(sensible(g, rng))
        assert searched == 8 or g.is_over


@pytest.mark.parametrize("info", SECRET)
def test_the_fair_bot_plays_alike_in_games_its_seat_cannot_tell_apart(info):
    fair = info.bots["fair_search"]
    checked = 0
    for variant in info.variants:
        for seed in seeds(info)[:4]:
            steps = 30 + 23 * seed
            whole = len(finished(info, dict(variant), seed).log)
            if steps >= whole:  # a short game: stop at a fifth, two fifths... of it
                steps = whole * (seed + 1) // 5
            g = play(info, dict(variant), seed, steps=steps)
            seat = g.to_move
            if g.is_over or seat is None or len(g.legal_moves()) < 2:
                continue
            changes = info.blind_twin(g, seat)
            if not changes:
                continue
            twin = replay(g, changes=changes)
            assert twin.states != g.states
            assert fair(g, random.Random(seed)) == fair(twin, random.Random(seed))
            checked += 1
    assert checked >= 3


def test_draw_gives_outcomes_of_every_distribution():
    rng = random.Random(4)
    for dist in (Die(6), Dice(2, 6), Choice(("a", "b", "b")), Sample(tuple("aabbc"), 5),
                 Sample(tuple(range(9)), 3), Normal(0.0, 1.5, 13), Normal(2.0, 1.0)):
        for _ in range(20):
            v = draw(dist, rng)
            assert outcome_problem(ChanceEvent("x", dist), v) is None, (dist, v)


def test_a_win_share_counts_a_shared_win_as_a_share():
    g = play(GAMES["zank"], {}, 0)
    w = g.result.winners
    assert sum(win_share(g, s) for s in g.seats) == pytest.approx(1.0) and w
    assert win_share(g, w[0]) == pytest.approx(1 / len(w))
