"""Secrets: two games that differ only in a secret look the same to every seat that may not
see it (and to a spectator): the same ``view``, public log, event texts and ``str``/``repr``.

The twins are built from the shared random games by replaying them with every chance outcome
forced, once as they were and once with the secret outcomes the game's ``blind_twin`` gives
for a seat (another deal, other barrels), under another seed. Moves that read alike (a card
played face down) are twins too: each is played in turn and compared.
"""

from __future__ import annotations

import dataclasses
import functools
import json

import pytest

from zzlib import GAMES

from .games import SECRET, finished_games, play, replay, seeds

#: the games with secrets whose moves hold a secret field (a card played face down...)
SECRET_MOVES = [p for p in SECRET if any(
    f.metadata.get("secret") for t in p.values[0].game.MOVES
    for f in dataclasses.fields(t))]


def no_leak(same: bool, what: str) -> None:
    assert same, what


#: random games per game with secrets that are replayed as twins
TWIN_GAMES = 4


@functools.cache
def _twins(name: str) -> list[tuple]:
    """``(game, twin, seat)``: ``twin`` differs from ``game`` in a secret ``seat`` cannot see."""
    info = GAMES[name]
    out = []
    for g in finished_games(info)[:: max(1, len(finished_games(info)) // TWIN_GAMES)]:
        a = replay(g)
        made: dict[str, object] = {}
        for seat in g.seats:
            changes = info.blind_twin(g, seat)
            if not changes:
                continue
            key = repr(sorted(changes.items()))
            if key not in made:
                made[key] = replay(g, seed=f"{g.seed}-twin", changes=changes)
            b = made[key]
            assert a.states != b.states, "the twin differs in nothing"
            assert len(a.log) == len(b.log)
            out.append((a, b, seat))
    assert len(out) >= 2, f"{name}: blind_twin found too few twins to compare"
    return out


def _public(g) -> str:
    return json.dumps([e.public() for e in g.log], sort_keys=True)


@pytest.mark.parametrize("info", SECRET)
def test_twins_show_a_seat_and_a_spectator_the_same_views_log_and_texts(info):
    for a, b, seat in _twins(info.name):
        for x in (seat, None):
            for i in range(len(a.states)):
                assert a.view(x, at=i) == b.view(x, at=i), f"{x} can tell at state {i}"
        assert _public(a) == _public(b)
        assert [str(e) for e in a.log] == [str(e) for e in b.log]
        assert [[e.text for e in x.events] for x in a.log] == [
            [e.text for e in x.events] for x in b.log]


@pytest.mark.parametrize("info", SECRET)
def test_twins_have_the_same_repr_of_every_log_entry(info):
    for a, b, seat in _twins(info.name):
        no_leak([repr(e) for e in a.log] == [repr(e) for e in b.log],
                f"repr of a log entry shows {seat} a secret")


@pytest.mark.parametrize("info", SECRET)
def test_twins_have_the_same_repr(info):
    for a, b, seat in _twins(info.name):
        no_leak(repr(a) == repr(b), f"repr of the game shows {seat} a secret (the seed)")


@functools.cache
def _alike(name: str) -> list[tuple]:
    """For every decision of a random game where two moves read alike (``str``), what each of
    them shows the other seats: ``(seat, [(views, public entry, str, repr) per move])``."""
    info = GAMES[name]
    out = []

    def visit(g, rng):
        if g.is_over or g.to_move is None:
            return
        groups: dict[str, list] = {}
        for m in g.legal_moves():
            groups.setdefault(str(m), []).append(m)
        for moves in groups.values():
            if len(moves) < 2:
                continue
            shown = []
            for m in moves:
                g.play(m)
                e = g.log[-1]
                views = [g.view(x) for x in (*g.seats, None) if x != e.player]
                shown.append((views, e.public(), str(e), repr(e)))
                g.undo()
            out.append((g.to_move, shown))

    for seed in seeds(info)[:2]:
        play(info, dict(info.variants[0]), seed, visit)
    assert out, f"no two moves of {name} read alike in two games: nothing was checked"
    return out


@pytest.mark.parametrize("info", SECRET_MOVES)
def test_moves_that_read_alike_show_the_other_seats_the_same(info):
    for seat, shown in _alike(info.name):
        first = shown[0][:3]
        for other in shown[1:]:
            assert other[:3] == first, f"another seat could tell which move {seat} made"


@pytest.mark.parametrize("info", SECRET_MOVES)
def test_moves_that_read_alike_have_the_same_repr_in_the_log(info):
    for seat, shown in _alike(info.name):
        no_leak(len({s[3] for s in shown}) == 1,
                f"repr of a log entry shows which move {seat} made")
