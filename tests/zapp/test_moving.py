"""The moving law, banishing with every exception, and the Pro version's carry-along fields."""

from __future__ import annotations

import pytest

from zzlib import zapp
from zzlib.core import IllegalMove
from zzlib.zapp import Position, move

from .helpers import rules_of

P = Position.from_text


# -- the moving law ---------------------------------------------------------------------------
@pytest.mark.rule("zapp.move.forward", "zapp.move.exact")
def test_a_wizard_moves_exactly_its_distance_clockwise():
    for d in range(1, 14):
        r = move(P("R1:3"), "R1", d)
        assert r.position["R1"] == 3 + d and r.steps == d and r.forfeited == 0


@pytest.mark.rule("zapp.move.forward")
def test_a_move_backward_is_refused_as_never_backward():
    with pytest.raises(IllegalMove) as e:
        move(P("R1:5"), "R1", -2)
    assert e.value.rule == "zapp.move.forward" and "never moves backward" in e.value.reason
    for d in (0, 14, 100):  # no barrel holds these: the distance rule refuses them
        with pytest.raises(IllegalMove) as e:
            move(P("R1:5"), "R1", d)
        assert e.value.rule == "zapp.move.distance"


def test_from_the_start_the_first_step_lands_on_the_entry_field():
    assert move(P(""), "R1", 2).position["R1"] == 1  # Roswitha onto blue field 1
    assert move(P(""), "G1", 1).position["G1"] == 6
    assert move(P(""), "B1", 13).position["B1"] == 0  # wraps round the board
    assert move(P(""), "Y1", 13).position["Y1"] == 6


def test_entering_the_city_forfeits_the_surplus():
    r = move(P("G1:3"), "G1", 9)  # the city is 3 steps away
    assert r.position["G1"] == "city" and r.steps == 3 and r.forfeited == 6
    assert r.entered_city == {"G1"} and r.landing == "city"
    assert "zapp.move.city" in rules_of(r.events)
    exact = move(P("G1:3"), "G1", 3)
    assert exact.position["G1"] == "city" and exact.forfeited == 0
    short = move(P("G1:3"), "G1", 2)
    assert short.position["G1"] == 5 and not short.entered_city


def test_no_wizard_moves_past_its_own_city():
    for f in range(24):
        for d in range(1, 14):
            r = move(P(f"B1:{f}"), "B1", d)
            to_city = zapp.Board.standard().to_city("blue", f)
            assert (r.position["B1"] == "city") == (d >= to_city)


@pytest.mark.rule("zapp.move.foreign")
def test_no_wizard_enters_a_foreign_city_or_a_start_field():
    # red passes the green city (entered from 5) and the blue start's entry 12 as plain fields
    r = move(P("R1:4"), "R1", 9)
    assert r.position["R1"] == 13
    assert r.position.on("city") == ()
    for c in zapp.COLOURS:
        for w in zapp.wizard_ids(c):
            res = move(P(f"{w}:10"), w, 12)
            assert res.position[w] in ("city", 22) and res.position.on("start") == tuple(
                x for x in res.position if x != w
            )


@pytest.mark.rule("zapp.move.share")
def test_one_wizard_per_move_and_fields_are_shared():
    pos = P("R1:3 R2:3 Y1:6 G1:6")  # yellow field 6 protects Y1, not G1
    r = move(pos, "R1", 3)
    assert r.position == pos.moved({"R1": 6, "G1": "start"})
    assert r.position.on(6) == ("R1", "Y1")


def test_a_wizard_in_the_city_cannot_move():
    with pytest.raises(IllegalMove) as e:
        move(P("R1:city"), "R1", 3)
    assert e.value.rule == "zapp.move.past_city"


def test_bad_wizard_or_distance_is_refused():
    with pytest.raises(IllegalMove) as e:
        move(P(""), "Q1", 3)
    assert e.value.rule == "zapp.move.choose"
    for d in (0, 14, 100, 3.0, True):  # 13 stones in the fullest barrel
        with pytest.raises(IllegalMove) as e:
            move(P(""), "R1", d)
        assert e.value.rule == "zapp.move.distance" and "from 1 to 13" in e.value.reason
    assert move(P(""), "R1", 13).position["R1"] != "start"


# -- banishing ----------------------------------------------------------------------------------
@pytest.mark.rule("zapp.banish.start")
def test_passed_and_caught_up_wizards_are_banished_to_their_start():
    r = move(P("R1:0 G1:1 B2:4 Y3:5"), "R1", 5)
    # G1 on blue 1 is unprotected, B2 on yellow 4 too; Y3 on yellow 5 is protected
    assert r.banished == {"G1", "B2"}
    assert r.position["Y3"] == 5
    assert all(r.position[w] == "start" for w in r.banished)


def test_protective_fields_keep_their_own_colour_safe():
    r = move(P("R2:11 R1:12 Y1:10"), "Y1", 3)
    assert r.banished == frozenset() and r.position["R2"] == 11 and r.position["R1"] == 12
    assert rules_of(r.events).count("zapp.banish.protected") == 2


def test_own_wizards_are_never_banished():
    r = move(P("B1:3 B2:4 B3:5"), "B1", 4)
    assert r.banished == frozenset()
    assert "zapp.banish.own" in rules_of(r.events)


def test_same_level_wizards_are_not_banished():
    pos = P("G1:14 Y1:14 R1:15")
    r = move(pos, "G1", 3)
    assert r.banished == {"R1"}
    assert r.position["Y1"] == 14
    same = [e for e in r.events if e.rule == "zapp.banish.same_level"]
    assert same and same[0].data["wizards"] == ["Y1"]


def test_too_weak_from_the_start_field():
    r = move(P("Y1:7 B1:8 R1:9"), "G1", 4)
    assert r.banished == frozenset() and r.position["G1"] == 9
    assert "zapp.banish.too_weak" in rules_of(r.events)


def test_a_mover_may_overlook_a_banishment():
    pos = P("G1:8 R1:9 Y1:14 Y2:16")
    r = move(pos, "G1", 8, spare={"Y1"})
    assert r.banished == {"R1", "Y2"} and r.spared == {"Y1"} and r.position["Y1"] == 14
    assert "zapp.banish.overlook" in rules_of(r.events)
    with pytest.raises(IllegalMove) as e:
        move(pos, "G1", 8, spare={"B1"})
    assert e.value.rule == "zapp.banish.overlook"


# -- the Pro version --------------------------------------------------------------------------
def test_pro_own_tower_protects_basic_does_not():
    pos = P("Y1:14 G1:12")  # W(blue,yellow) at 14
    assert move(pos, "G1", 4).banished == {"Y1"}
    pro = move(pos, "G1", 4, pro=True)
    assert pro.banished == frozenset()
    assert "zapp.pro.protected" in rules_of(pro.events)


def test_pro_foreign_carry_along_field_does_not_protect():
    r = move(P("G1:0 Y1:2 B2:2"), "G1", 4, pro=True)  # W(red,green) at 2
    assert r.banished == {"Y1", "B2"}
    assert rules_of(r.events).count("zapp.pro.banish") == 2
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 Y1:2"), "G1", 4, pro=True, carry={"Y1"})
    assert e.value.rule == "zapp.pro.banish"


def test_carrying_needs_the_pro_version():
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 R1:2"), "G1", 4, carry={"R1"})
    assert e.value.rule == "zapp.pro"


@pytest.mark.parametrize("carry", [set(), {"R1"}, {"G2"}, {"R1", "G2"}])
@pytest.mark.rule("zapp.pro.carry_choice")
def test_carry_one_several_all_or_none(carry):
    pos = P("G1:0 R1:2 G2:2")
    r = move(pos, "G1", 4, pro=True, carry=carry)
    assert r.carried == carry
    assert r.position["G1"] == 4
    for w in ("R1", "G2"):
        assert r.position[w] == (4 if w in carry else 2)


def test_carrying_only_from_fields_with_the_movers_tower():
    with pytest.raises(IllegalMove) as e:
        move(P("B1:0 R1:2"), "B1", 4, pro=True, carry={"R1"})  # W(red,green): no blue tower
    assert e.value.rule == "zapp.pro.carry"
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 R1:5"), "G1", 8, pro=True, carry={"R1"})  # not on the path... 5 is, but yellow
    assert e.value.rule == "zapp.pro.carry"
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 R1:20"), "G1", 4, pro=True, carry={"R1"})
    assert e.value.rule == "zapp.pro.carry"


def test_no_carrying_from_the_origin_field():
    with pytest.raises(IllegalMove) as e:
        move(P("G1:2 R1:2"), "G1", 4, pro=True, carry={"R1"})
    assert e.value.rule == "zapp.pro.origin"


def test_no_carrying_from_the_landing_field():
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 R1:2"), "G1", 2, pro=True, carry={"R1"})
    assert e.value.rule == "zapp.pro.carry_end"


@pytest.mark.rule("zapp.pro.from_start")
def test_carrying_from_the_start_field_is_allowed():
    r = move(P("B1:8 G2:8"), "G1", 4, pro=True, carry={"B1", "G2"})  # path 6, 7, 8, 9
    assert r.carried == {"B1", "G2"} and r.position["B1"] == 9 and r.position["G2"] == 9
    assert "zapp.pro.carry" in rules_of(r.events)


def test_carried_wizards_end_on_the_movers_landing_field():
    r = move(P("B1:19 R2:21 B2:21"), "B1", 6, pro=True, carry={"R2", "B2"})
    assert r.position["B1"] == r.position["R2"] == r.position["B2"] == 1
    assert "zapp.pro.carry_end" in rules_of(r.events)


def test_foreign_carried_wizards_set_down_in_front_of_the_city():
    r = move(P("G1:23 R1:2"), "G1", 8, pro=True, carry={"R1"})
    assert r.position["G1"] == "city" and r.position["R1"] == 5
    assert r.entered_city == {"G1"}
    assert "zapp.pro.city" in rules_of(r.events)


def test_own_carried_wizards_enter_the_city_unless_left_in_front():
    pos = P("G1:23 G2:3")
    default = move(pos, "G1", 8, pro=True, carry={"G2"})
    assert default.position["G2"] == "city" and default.entered_city == {"G1", "G2"}
    stay = move(pos, "G1", 8, pro=True, carry={"G2"}, stay={"G2"})
    assert stay.position["G2"] == 5 and stay.entered_city == {"G1"}
    assert "zapp.decide.stay" in rules_of(stay.events)
    with pytest.raises(IllegalMove) as e:
        move(P("G1:0 G2:2"), "G1", 4, pro=True, carry={"G2"}, stay={"G2"})
    assert e.value.rule == "zapp.pro.city_own"
    with pytest.raises(IllegalMove) as e:
        move(P("G1:23 R1:2"), "G1", 8, pro=True, carry={"R1"}, stay={"R1"})
    assert e.value.rule == "zapp.pro.city_own"


def test_foreign_wizards_carried_past_their_own_city_go_round_again():
    board = zapp.Board.standard()
    pos = P("B3:19 R2:21")
    assert board.to_city("red", 21) == 3
    r = move(pos, "B3", 5, pro=True, carry={"R2"})
    assert r.position["R2"] == 0 and board.to_city("red", 0) == 24
    assert "zapp.pro.past_city" in rules_of(r.events)


@pytest.mark.rule("zapp.decide.carried_passive")
def test_carried_wizards_banish_nothing():
    # G1 from the start is too weak; G2 carried from 8 past Y1 on 9 does not banish it either
    r = move(P("G2:8 Y1:9"), "G1", 5, pro=True, carry={"G2"})
    assert r.position["G2"] == 10 and r.position["Y1"] == 9 and r.banished == frozenset()


def test_illegal_move_changes_nothing_in_the_position():
    pos = P("G1:2 R1:2")
    with pytest.raises(IllegalMove):
        move(pos, "G1", 4, pro=True, carry={"R1"})
    assert pos == P("G1:2 R1:2")


def test_a_choice_naming_no_wizard_is_refused_clearly():
    """A carry, spare or stay set holding something that is not a wizard's name is refused with
    the rule (not a TypeError from sorting mixed names)."""
    pos = P("G1:0 R1:2 Y1:3")
    with pytest.raises(IllegalMove) as e:
        move(pos, "G1", 4, pro=True, carry={1, "R1"})
    assert e.value.rule == "zapp.pro.carry" and "1" in str(e.value)
    with pytest.raises(IllegalMove) as e:
        move(pos, "G1", 4, spare={None, "Y1"})
    assert e.value.rule == "zapp.banish.overlook"
    with pytest.raises(IllegalMove) as e:
        move(P("G1:23 G2:3"), "G1", 8, pro=True, carry={"G2"}, stay={"G2", 7})
    assert e.value.rule == "zapp.pro.city_own"
    assert str(zapp.MoveWizard("green", "G1", spare={None, "Y1"})).endswith("overlooking None and Y1")


def test_a_too_weak_mover_cannot_carry_an_unprotected_wizard_and_does_not_banish_it():
    """From the start field G1 passes R1 on W(green,blue): R1 has no red tower there, so it
    cannot be carried; the refusal must not claim that R1 is banished (too weak)."""
    pos = P("R1:8")
    with pytest.raises(IllegalMove) as e:
        move(pos, "G1", 4, pro=True, carry={"R1"})
    assert e.value.rule == "zapp.pro.carry" and "banished" not in str(e.value)
    assert move(pos, "G1", 4, pro=True).position["R1"] == 8


@pytest.mark.rule("zapp.decide.carried_passive")
def test_carried_wizards_banish_nothing_not_even_the_movers_own_or_spared():
    """Carried wizards are passengers: R1 carried from W(red,green) at 2 past G2 on yellow 4
    does not banish green's own G2; Y1 carried from W(yellow,green) at 15 past B1 on green 17
    does not banish the B1 the mover overlooks."""
    r = move(P("G1:1 R1:2 G2:4"), "G1", 6, pro=True, carry={"R1"})
    assert r.position.to_text() == "R1:5 G1:city G2:4" and r.banished == frozenset()
    r = move(P("G1:14 Y1:15 B1:17"), "G1", 5, pro=True, carry={"Y1"}, spare={"B1"})
    assert r.position.to_text() == "G1:19 B1:17 Y1:19" and r.banished == frozenset()
    assert move(P("G1:14 Y1:15 B1:17"), "G1", 5, pro=True, carry={"Y1"}).banished == {"B1"}
