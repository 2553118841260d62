"""A seat's whole knowledge is in its view (issue #24, item 6): ``g.view(seat)`` is all a seat
may know, so what a seat may ask the game (Zapp Zerapp's ``shake``) is in its own view, and
in no other seat's nor a spectator's.

Two games that differ only in a secret another seat reads (that seat's rattle noise) show
every other seat and a spectator the same views at every step; the seat that reads it sees its
readings, in its view, as ``shake`` answers them, from its turn to choose until the next
shuffle. (``test_secrets`` checks the same of every game's ``blind_twin``, whose swaps keep
every reading.)
"""

from __future__ import annotations

import pytest

from zzlib import GAMES

from .games import finished, play, replay

ZAPP = GAMES["zapp"]
#: the registered variants and exact shaking
VARIANTS = [pytest.param(dict(v), id=str(v)) for v in ZAPP.variants] + [
    pytest.param({"shake_noise": 0, "players": 3}, id="exact")]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seats_readings_are_in_its_own_view_only_as_shake_answers_them(variant):
    checked = 0
    for seed in range(3):
        kept: dict[str, dict] = {}  # seat -> its readings this round, at its turn

        def visit(g, rng, kept=kept):
            nonlocal checked
            if g.phase == "roll":
                kept.clear()  # a new round: nothing read yet
            if g.phase == "choose":
                who = g.to_move
                readings = g.view(who)["readings"]
                assert readings == g.shake_plateau() == {b: g.shake(b) for b in g.on_plateau()}
                assert list(readings) == g.on_plateau()
                if variant.get("shake_noise", 1) != 0:
                    for other, theirs in kept.items():
                        common = set(theirs) & set(readings)
                        assert all(theirs[b] != readings[b] for b in common), \
                            f"{who} reads as {other}: one reads the other's noise"
                kept[who] = readings
                checked += 1
            for seat in g.seats:
                assert g.view(seat)["readings"] == kept.get(seat, {}), seat
            assert g.view(None)["readings"] == {}

        play(ZAPP, variant, seed, visit)
    assert checked >= 20


@pytest.mark.parametrize("variant", [dict(v) for v in ZAPP.variants[:2]])
def test_a_secret_only_another_seat_reads_leaves_every_other_view_alone(variant):
    g = finished(ZAPP, variant, 0)
    for reader in g.seats:
        # the same game with another rattle noise for ``reader`` alone
        changes = {(i, k): tuple(-x for x in o.value) for i, e in enumerate(g.log)
                   for k, o in enumerate(e.outcomes) if o.kind == f"shake.{reader}"}
        assert changes
        a, b = replay(g), replay(g, changes=changes)
        assert a.states != b.states
        differ = 0
        for i in range(len(a.states)):
            for seat in (*a.seats, None):
                va, vb = a.view(seat, at=i), b.view(seat, at=i)
                if seat != reader:
                    assert va == vb, f"{seat} sees {reader}'s noise at state {i}"
                else:
                    assert {**va, "readings": 0} == {**vb, "readings": 0}
                    differ += va["readings"] != vb["readings"]
        assert differ, f"{reader}'s own readings never showed its noise"
