"""Every wizard a move passes or catches up to is named by an event that says where it stood,
so a drawing (or a widget) can tell from the events alone what happened to it and why."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zapp

from .test_examples import EXAMPLE_A, EXAMPLE_B, PRO_EXAMPLE


def test_own_wizards_passed_are_named_with_their_fields():
    r = zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8)
    (own,) = [e for e in r.events if e.rule == "zapp.banish.own"]
    assert own.data["wizards"] == ["G2"] and own.data["fields"] == [12]


def test_too_weak_names_the_fields_of_the_wizards_it_spares():
    """Example B: from the green start Guildo spares R1, Y1, B1 and Y2 where they stand."""
    r = zapp.move(zapp.Position.from_text(EXAMPLE_B), "G1", 11)
    (weak,) = [e for e in r.events if e.rule == "zapp.banish.too_weak"]
    assert dict(zip(weak.data["wizards"], weak.data["fields"])) == {
        "R1": 9, "Y1": 14, "B1": 15, "Y2": 16,
    }
    assert weak.data["wizard"] == "G1"


# the events of a move name each wizard on its path once, with the field it stood on

_PLACES = st.one_of(st.just("start"), st.integers(0, 23))


@st.composite
def positions(draw):
    places = {w: draw(_PLACES) for c in zapp.COLOURS for w in zapp.wizard_ids(c)}
    return zapp.Position.from_places(places)


def _named_fields(events) -> dict[str, object]:
    """wizard -> field, from the data of every event that names wizards passed or caught."""
    out: dict[str, object] = {}
    for e in events:
        d = e.data
        if e.rule in ("zapp.banish.own", "zapp.banish.too_weak", "zapp.banish.same_level"):
            fields = d["fields"] if "fields" in d else [d["field"]] * len(d["wizards"])
            for w, f in zip(d["wizards"], fields):
                assert w not in out, f"{w} named twice"
                out[w] = f
        elif e.rule in ("zapp.banish", "zapp.pro.banish", "zapp.banish.protected",
                        "zapp.pro.protected", "zapp.banish.overlook"):
            assert d["wizard"] not in out
            out[d["wizard"]] = d["field"]
        elif e.rule == "zapp.pro.carry":
            assert d["wizard"] not in out
            out[d["wizard"]] = d["from"]
    return out


@settings(max_examples=150, deadline=None)
@given(positions(), st.sampled_from(zapp.COLOURS), st.integers(1, 13), st.booleans(),
       st.data())
def test_events_name_every_wizard_on_the_path_with_its_field(pos, colour, d, pro, data):
    wizard = data.draw(st.sampled_from([w for w in pos.wizards(colour) if pos[w] != "city"]
                                       or ["none"]))
    if wizard == "none":
        return
    r0 = zapp.reach(pos, wizard, d, pro=pro)
    carry = data.draw(st.sets(st.sampled_from(r0.carriable))) if r0.carriable else set()
    spare = data.draw(st.sets(st.sampled_from(r0.banishable))) if r0.banishable else set()
    r = zapp.move(pos, wizard, d, pro=pro, carry=carry, spare=spare)
    named = _named_fields(r.events)
    on_path = {x for f in r0.path for x in pos.on(f) if x != wizard}
    same = set(r0.same_level)
    assert set(named) == on_path | same
    for x, f in named.items():
        assert pos[x] == f


def test_pro_example_events_name_every_wizard_guildo_meets():
    pos = zapp.Position.from_text(PRO_EXAMPLE)
    r = zapp.move(pos, "G1", 8, pro=True, carry={"R1", "G2"})
    assert _named_fields(r.events) == {"B1": 1, "Y1": 2, "B2": 2, "R1": 2, "G2": 2, "Y2": 4}
