"""Every worked example of the rulebook, each a test named after it.

Positions follow the design page's "Check against the rulebook" paragraph.
"""

from __future__ import annotations

import pytest

from zzlib import zapp
from zzlib.core import IllegalMove, check_event_rules

from .helpers import rules_of, start_round

# Example A / B: five wizards on fields 9-15 passed, one caught up to on 16.
EXAMPLE_A = "G1:8 R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"
EXAMPLE_B = "R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"  # G1 on the green start
# The Pro example before Guildo moves (Beatrix's B3 waits on 19, Red 2 on W(red,blue) at 21).
PRO_EXAMPLE = "G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4 B3:19 R2:21"


def test_example_the_sum_of_the_pips_is_9():
    """Phase 1's example: the dice's pips add up to the magic number, 9, for everyone."""
    g = zapp.Game.new(seed=5)
    g.force("magic", (4, 5))
    events = g.advance()
    rolled = [e for e in events if e.rule == "zapp.magic"]
    assert [e.data["magic"] for e in rolled] == [9]
    assert g.state.magic == 9
    assert all(g.view(seat)["magic"] == 9 for seat in g.seats)


def test_example_magic_number_8_with_barrels_9_6_4_2():
    """Beatrix 9 may not move; Roswitha 6 first, then Gustav 4, finally Guildo 2."""
    assert zapp.turn_order({"blue": 9, "red": 6, "yellow": 4, "green": 2}, magic=8) == [
        "red", "yellow", "green",
    ]
    g = zapp.Game.new(seed=3)
    events = start_round(g, (5, 3), {"blue": 9, "red": 6, "yellow": 4, "green": 2})
    assert g.state.magic == 8
    too_high = [e for e in events if e.rule == "zapp.reveal.too_high"]
    assert [e.data["player"] for e in too_high] == ["blue"]
    order = [e for e in events if e.rule == "zapp.order"][0]
    assert order.data["order"] == ["red", "yellow", "green"]
    moved = {}
    for who, wizard, distance in (("red", "R1", 6), ("yellow", "Y1", 4), ("green", "G1", 2)):
        assert g.to_move == who
        evs = g.play(zapp.MoveWizard(who, wizard))
        step = [e for e in evs if e.rule == "zapp.move.distance"][0]
        assert step.data["steps"] == distance
        moved[wizard] = g.state.position[wizard]
    # from the start field: step 1 lands on the colour's entry field
    assert moved == {"R1": 5, "Y1": 21, "G1": 7}
    assert all(g.state.position[w] == "start" for w in ("B1", "B2", "B3"))
    assert g.to_move is None and g.phase == "shuffle"
    check_event_rules([e for entry in g.log for e in entry.events], zapp.RULES)


@pytest.mark.rule("zapp.banish.start")
def test_example_a():
    """Guildo moves 8 from field 8: he banishes the two yellow, the blue and one red wizard;
    the red on its protective field and his own green stay."""
    assert zapp.turn_order({"green": 8}, magic=12) == ["green"]
    pos = zapp.Position.from_text(EXAMPLE_A)
    r = zapp.move(pos, "G1", 8)
    assert r.position["G1"] == 16
    assert r.banished == {"Y1", "Y2", "B1", "R1"}
    assert all(r.position[w] == "start" for w in r.banished)
    assert r.position["R2"] == 11 and r.position["G2"] == 12
    rules = rules_of(r.events)
    assert "zapp.banish.protected" in rules and "zapp.banish.own" in rules
    caught = [e for e in r.events if e.rule == "zapp.banish" and "catches up to" in e.text]
    assert [e.data["wizard"] for e in caught] == ["Y2"]
    passed = [e for e in r.events if e.rule == "zapp.banish" and " passes " in e.text]
    assert len(passed) == 3  # with Y2 caught up to: five passed, one caught, four banished


def test_example_a_in_a_game_round():
    g = zapp.Game.new(seed=11, position=EXAMPLE_A)
    start_round(g, (6, 6), {"green": 8, "red": 3, "blue": 2, "yellow": 1})
    assert g.to_move == "green"
    g.play(zapp.MoveWizard("green", "G1"))
    assert g.state.position.to_text() == "R2:11 G1:16 G2:12"


def test_example_b():
    """From the green start with 11 Guildo lands on the same field but banishes nobody."""
    pos = zapp.Position.from_text(EXAMPLE_B)
    r = zapp.move(pos, "G1", 11)
    assert r.position["G1"] == 16 == zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8).position["G1"]
    assert r.banished == frozenset()
    assert r.position == pos.moved({"G1": 16})
    weak = [e for e in r.events if e.rule == "zapp.banish.too_weak"]
    assert len(weak) == 1 and set(weak[0].data["wizards"]) == {"R1", "Y1", "B1", "Y2"}
    with pytest.raises(IllegalMove, match="too weak|banishes nobody"):
        zapp.move(pos, "G1", 11, spare={"Y1"})


def test_example_for_the_pro_version():
    """Guildo, Beatrix, Gustav and Roswitha in sequence, with the positions after each move."""
    g = zapp.Game.new(seed=5, pro=True, position=PRO_EXAMPLE)
    events = start_round(g, (4, 4), {"green": 8, "blue": 5, "yellow": 3, "red": 2},
                         order=("red", "yellow", "green", "blue"))
    assert [e for e in events if e.rule == "zapp.order"][0].data["order"] == [
        "green", "blue", "yellow", "red",
    ]

    # Guildo Green: G1 past protected B1, banishes Y1 and B2 on W(red,green), carries R1 and
    # G2, passes protected Y2, enters the city in 7 steps and sets R1 down in front of it.
    evs = g.play(zapp.MoveWizard("green", "G1", carry=frozenset({"R1", "G2"})))
    banished = {e.data["wizard"] for e in evs if e.rule in ("zapp.banish", "zapp.pro.banish")}
    assert banished == {"Y1", "B2"}
    assert [e.rule for e in evs if e.data.get("wizard") in ("Y1", "B2")] == ["zapp.pro.banish"] * 2
    safe = {e.data["wizard"]: e.rule for e in evs if e.rule.endswith("protected")}
    assert safe == {"B1": "zapp.banish.protected", "Y2": "zapp.banish.protected"}
    city = [e for e in evs if e.rule == "zapp.move.city"][0]
    assert city.data["steps"] == 7 and city.data["forfeited"] == 1
    assert "zapp.pro.city" in rules_of(evs) and "zapp.pro.city_own" in rules_of(evs)
    assert g.state.position.to_text() == "R1:5 R2:21 G1:city G2:city B1:1 B3:19 Y2:4"
    assert g.state.position["R1"] == 5 and g.board.colour(5) == "yellow"

    # Beatrix Blue: B3 reaches her protective zone and carries R2 past the red city.
    evs = g.play(zapp.MoveWizard("blue", "B3", carry=frozenset({"R2"})))
    assert g.state.position.to_text() == "R1:5 R2:0 G1:city G2:city B1:1 B3:0 Y2:4"
    assert g.board.colour(0) == "blue"
    assert "zapp.pro.past_city" in rules_of(evs)
    assert g.board.to_city("red", g.state.position["R2"]) == 24  # round the mountain again

    # Gustav Yellow: Y2 passes R1, unprotected on a yellow field, and banishes it.
    evs = g.play(zapp.MoveWizard("yellow", "Y2"))
    assert [e.data["wizard"] for e in evs if e.rule == "zapp.banish"] == ["R1"]
    assert g.state.position.to_text() == "R2:0 G1:city G2:city B1:1 B3:0 Y2:7"

    # Roswitha Red: 2 from the start field onto a blue field.
    g.play(zapp.MoveWizard("red", "R3"))
    assert g.state.position.to_text() == "R2:0 R3:1 G1:city G2:city B1:1 B3:0 Y2:7"
    assert g.board.colour(1) == "blue"
    assert g.phase == "shuffle"
    check_event_rules([e for entry in g.log for e in entry.events], zapp.RULES)


def test_pro_example_scenario_api_as_on_the_design_page():
    board = zapp.Board.standard()
    pos = zapp.Position.from_text("G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4")
    assert pos["G1"] == 23 and pos["R3"] == "start"
    r = zapp.move(pos, "G1", 8, board=board, pro=True, carry={"R1", "G2"})
    assert r.banished == {"Y1", "B2"}
    assert r.carried == {"R1", "G2"}
    assert r.entered_city == {"G1", "G2"}
    assert r.position["R1"] == 5
    assert r.steps == 7 and r.forfeited == 1
    assert r.events and all(e.rule in zapp.RULES for e in r.events)
