"""``zzlib.core.resample`` (issue #24, item 10) on every registered game and variant: another
referee game consistent with everything a seat has seen.

At positions all through random games, for every seat (and a spectator): the resampled game
shows that seat the same view at every step, the same public log and the same decider and
legal moves now; different generators draw different secrets when something is hidden from
the seat, and a new seed always (the dice to come are nobody's); and the resampling reads
nothing the seat cannot see: two games that differ only in a secret the seat cannot see
(``blind_twin``) resample to the very same game.
"""

from __future__ import annotations

import functools
import json
import random

import pytest

from zzlib import GAMES
from zzlib.core.resample import resample

from .games import CASES, SECRET, play, replay, seeds


def _public(g) -> str:
    """The public log, but whether an outcome was forced (a resampled game forces them all)."""
    entries = [e.public() for e in g.log]
    for e in entries:
        for o in e["outcomes"]:
            del o["forced"]
    return json.dumps(entries, sort_keys=True)


@functools.cache
def _positions(name: str, variant: tuple) -> list:
    """Games of ``name`` stopped at a few points: early, late and at the end: two seeds,
    six positions, each checked at every step for every seat (enough for the ten hidden cases
    the checks below ask for; three seeds at four points took a minute and a half of CI)."""
    info = GAMES[name]
    out = []
    for seed in seeds(info)[:2]:
        whole = play(info, dict(variant), seed)
        n = len(whole.log)
        for steps in (n // 4, 2 * n // 3):
            out.append(play(info, dict(variant), seed, steps=steps))
        out.append(whole)
    return out


def _key(variant: dict) -> tuple:
    return tuple(sorted(variant.items()))


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_a_resampled_game_shows_the_seat_what_it_saw_at_every_step(info, variant):
    for k, g in enumerate(_positions(info.name, _key(variant))):
        for seat in (*g.seats, None):
            r = resample(g, seat, random.Random(k))
            assert type(r) is type(g) and r.given_options == g.given_options
            assert len(r.states) == len(g.states)
            for i in range(len(g.states)):
                assert r.view(seat, at=i) == g.view(seat, at=i), (seat, i)
            assert _public(r) == _public(g)
            assert r.to_move == g.to_move and r.is_over == g.is_over
            if g.to_move is not None and g.to_move == seat:
                assert list(r.legal_moves()) == list(g.legal_moves())
            assert r.seed != g.seed


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_different_generators_draw_different_secrets(info, variant):
    hidden = differ = 0
    for g in _positions(info.name, _key(variant)):
        for seat in g.seats:
            a, b = (resample(g, seat, random.Random(s)) for s in (1, 2))
            assert a.seed != b.seed  # the chance to come: new in every resampled game
            if info.secrets and info.blind_twin(g, seat):  # something is hidden from seat
                hidden += 1
                differ += a.states != b.states
            elif not info.secrets:
                assert a.states == b.states == g.states  # nothing hidden: nothing changes
    if info.secrets:
        assert hidden >= 10 and differ >= 0.9 * hidden, (differ, hidden)


@pytest.mark.parametrize("info", SECRET)
def test_resampling_reads_nothing_the_seat_cannot_see(info):
    checked = 0
    for variant in info.variants:
        for g in _positions(info.name, _key(dict(variant))):
            for seat in g.seats:
                changes = info.blind_twin(g, seat)
                if not changes:
                    continue
                twin = replay(g, changes=changes)
                assert twin.states != g.states
                a = resample(g, seat, random.Random(5))
                b = resample(twin, seat, random.Random(5))
                assert a.states == b.states, f"{seat}'s resampling read a secret"
                checked += 1
    assert checked >= 10


def test_a_seat_must_be_in_the_game_and_a_seed_will_do():
    g = play(GAMES["zank"], {}, 0, steps=40)
    with pytest.raises(ValueError):
        resample(g, "nobody", random.Random(1))
    a, b = resample(g, "red", 3), resample(g, "red", 3)
    assert a.states == b.states and a.seed == b.seed
    assert resample(g, "red", 3, trace=False).trace is False
