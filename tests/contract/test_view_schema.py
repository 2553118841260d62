"""Every registered game declares a view schema (``zzlib.core.schema``) that its views meet, and
every view meets the one view contract: a key for each role (phase, who decides, the viewer,
the seats, the result) holding what the game says (issue #24 item 8, issue #26).

Random games of every variant: at every position, the view of each seat and a spectator's.
"""

from __future__ import annotations

import numpy as np
import pytest

from zzlib.core.schema import ROLES, Choice, Counts, Map, Maybe, Number, Seq, ViewSchema

from .games import CASES, play, seeds


def _check(info, variant, g, schema: ViewSchema) -> None:
    for seat in (*g.seats, None):
        view = g.view(seat)
        assert not schema.problems(view), (seat, schema.problems(view)[:3])
        roles = {r: view[schema.roles[r]] for r in ROLES}
        assert roles["phase"] == g.phase
        assert roles["to_move"] == g.to_move
        assert roles["viewer"] == seat
        assert list(roles["seats"]) == list(g.seats)
        result = roles["result"]
        assert (result not in (None, [], ())) == g.is_over, (g.phase, result)
        x = schema.vector(view)
        assert x.shape == (schema.size,) and x.dtype == np.float32
        assert (schema.low <= x).all() and (x <= schema.high).all()


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_every_view_meets_its_schema_and_the_view_contract(info, variant):
    schema = info.view_schema(**variant)
    assert set(schema.roles) == set(ROLES)
    for seed in seeds(info)[:3]:
        play(info, variant, seed, lambda g, rng: _check(info, variant, g, schema))


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_a_view_and_its_vector_differ_where_the_views_differ(info, variant):
    """Two seats' views that differ give different vectors where a key differs (the vector
    loses no key's value), and a view's vector is the same every time it is made."""
    schema = info.view_schema(**variant)
    g = play(info, variant, 0, steps=40)
    views = [g.view(seat) for seat in (*g.seats, None)]
    for a in views:
        assert np.array_equal(schema.vector(a), schema.vector(dict(a)))
        for b in views:
            for key, where in schema.slices.items():
                if a.get(key) != b.get(key) and not isinstance(schema.items[key], Number):
                    assert not np.array_equal(schema.vector(a)[where], schema.vector(b)[where]) \
                        or key in schema.optional, key


def test_the_schema_refuses_what_it_does_not_declare():
    s = ViewSchema({"phase": Choice(("a", "over")), "to_move": Choice((None, "x")),
                    "viewer": Choice((None, "x")), "seats": Seq(Choice(("x",)), 1),
                    "result": Maybe(Number(0, 3)), "hand": Counts(("r", "g"), 4),
                    "seen": Map(("r", "g"), Number(0, 1, integer=False))},
                   secret=frozenset({"hand"}), roles=dict(zip(ROLES, ROLES)))
    good = {"phase": "a", "to_move": "x", "viewer": None, "seats": ["x"], "result": None,
            "hand": ["r", "r", "g"], "seen": {"g": 0.5}}
    assert s.problems(good) == []
    assert list(s.vector(good)) == [1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 2, 1, 0, 0, 1, 0.5]
    for change, found in (({"phase": "b"}, "'b' is not one of"), ({"result": 4}, "outside"),
                          ({"hand": ["r"] * 5}, "at most 4"), ({"seen": {"b": 1.0}}, "key 'b'"),
                          ({"extra": 1}, "not declared"), ({"viewer": True}, "not one of"),
                          ({"result": 1.5}, "whole number")):
        assert any(found in p for p in s.problems({**good, **change})), change
    bad = {k: v for k, v in good.items() if k != "seats"}
    assert "view: no key 'seats'" in s.problems(bad)
    assert s.problems(good) == [] and ViewSchema(
        s.items, frozenset({"nothing"}), {}).problems(good)[0].startswith("role")
