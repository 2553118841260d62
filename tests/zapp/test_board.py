"""The board as data, loading a board from a dict, and positions as text."""

from __future__ import annotations

import copy

import pytest

from zzlib import zapp
from zzlib.zapp import Board, Position


def test_standard_board_matches_the_design_page_table():
    b = Board.standard()
    row = [b.describe(f) for f in range(24)]
    assert row[:6] == ["blue field 0", "blue field 1", "white field 2 (red and green towers)",
                       "white field 3 (green and yellow towers)",
                       "yellow field 4", "yellow field 5"]
    assert b.zone("blue") == (0, 1, 22, 23)
    assert b.zone("yellow") == (4, 5, 6, 7)
    assert b.zone("red") == (10, 11, 12, 13)
    assert b.zone("green") == (16, 17, 18, 19)
    assert [b.entry_of(c) for c in zapp.COLOURS] == [0, 6, 12, 18]


def test_each_colour_has_four_protective_fields_and_four_towers():
    b = Board.standard()
    for c in zapp.COLOURS:
        assert len(b.zone(c)) == 4
        assert sum(c in b.tower_colours(f) for f in range(24)) == 4
    whites = [f for f in range(24) if b.colour(f) == "white"]
    assert whites == [2, 3, 8, 9, 14, 15, 20, 21]
    assert all(len(b.tower_colours(f)) == 2 for f in whites)


def test_city_distance_formula_and_one_full_lap():
    b = Board.standard()
    for c in zapp.COLOURS:
        e = b.entry_of(c)
        assert b.to_city(c, "start") == 25
        assert b.to_city(c, e) == 24
        assert b.to_city(c, b.front_of_city(c)) == 1
        for f in range(24):
            assert b.to_city(c, f) == ((e - 1 - f) % 24) + 1
    assert b.front_of_city("green") == 5 and b.colour(5) == "yellow"


def test_board_round_trips_through_its_dict():
    b = Board.standard()
    assert Board.from_dict(b.to_dict()) == b
    assert Board.from_dict(zapp.STANDARD) == b


def _std():
    return copy.deepcopy(zapp.STANDARD)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(fields=20), "24 running fields"),
        (lambda d: d["entry"].pop("blue"), "'blue' has no start"),
        (lambda d: d["entry"].update(purple=3), "unknown colour 'purple'"),
        (lambda d: d["entry"].update(green=0), "both lead onto field 0"),
        (lambda d: d["entry"].update(red=24), "field 24 does not exist"),
        (lambda d: d["zones"].update(red=[10, 11, 30]), "zone of red: field 30 does not exist"),
        (lambda d: d["zones"].update(black=[2]), "unknown colour 'black'"),
        (lambda d: d["zones"]["red"].append(22), "zones of both blue and red"),
        (lambda d: d["zones"]["red"].append(10), "zone of red lists field 10 twice"),
        (lambda d: d["towers"].update({"40": ["red"]}), "field 40 does not exist"),
        (lambda d: d["towers"].update({"\u00b2": ["red"]}), "is not a field number"),
        (lambda d: d["towers"].update({"10": ["blue"]}), "red's protective field"),
        (lambda d: d["towers"].update({"2": ["red", "pink"]}), "unknown colour 'pink'"),
        (lambda d: d["towers"].update({"2": ["red", "red"]}), "same tower twice"),
        (lambda d: d.update(colour="x"), "unknown key 'colour'"),
        (lambda d: d.pop("zones"), "missing key 'zones'"),
    ],
)
def test_a_bad_board_is_refused_clearly(change, message):
    d = _std()
    change(d)
    with pytest.raises(ValueError, match=message):
        Board.from_dict(d)


def test_a_teachers_board_is_loaded_and_used_by_the_game():
    d = _std()
    d["towers"]["2"] = ["blue", "yellow"]
    b = Board.from_dict(d)
    assert b.tower_colours(2) == ("blue", "yellow")
    g = zapp.Game.new(seed=1, board=d)
    assert g.board == b
    with pytest.raises(ValueError, match="option 'board'"):
        zapp.Game.new(seed=1, board={"fields": 12})


def test_position_text_round_trips_and_others_start():
    text = "G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4"
    pos = Position.from_text(text)
    assert len(pos) == 12
    assert pos["G1"] == 23 and pos["R3"] == "start"
    assert Position.from_text(pos.to_text()) == pos
    pos2 = Position.from_text("R1:city g3:0 B2:start")
    assert pos2["R1"] == "city" and pos2["G3"] == 0 and pos2["B2"] == "start"
    assert pos2.to_text() == "R1:city G3:0"
    two = Position.from_text("R1:5", colours=("red", "blue"))
    assert len(two) == 6 and two.colours == ("red", "blue")
    assert Position.from_text(two.to_text(), colours=two.colours) == two


@pytest.mark.parametrize(
    "text, message",
    [
        ("X1:3", "unknown wizard 'X1'"),
        ("R4:3", "unknown wizard 'R4'"),
        ("R1:24", "field 24 does not exist"),
        ("R1:-1", "field -1 does not exist"),
        ("R1:\u00b3", "place must be"),  # a superscript 3 is not a field number
        ("R1:home", "place must be"),
        ("R1", "write wizard:place"),
        ("R1:3 R1:4", "placed twice"),
    ],
)
def test_a_bad_position_is_refused(text, message):
    with pytest.raises(ValueError, match=message):
        Position.from_text(text)


def test_position_with_colours_not_in_play_is_refused():
    with pytest.raises(ValueError, match="unknown wizard 'G1'"):
        Position.from_text("G1:3", colours=("red", "blue"))
    with pytest.raises(KeyError):
        Position.start(("red", "blue"))["G1"]
    with pytest.raises(ValueError, match="no wizard 'R7'"):
        Position.start()["R7"]


def test_standard_board_is_the_design_page_table_field_by_field():
    """The ring of the design page, six fields a side (W(a,b): a white field with towers a, b)."""
    table = ("blue, blue, W(red,green), W(green,yellow), yellow, yellow | "
             "yellow, yellow, W(green,blue), W(blue,red), red, red | "
             "red, red, W(blue,yellow), W(yellow,green), green, green | "
             "green, green, W(yellow,red), W(red,blue), blue, blue")
    fields = [f.strip() for side in table.split("|") for f in side.split(", ")]
    b = Board.standard()
    assert len(fields) == b.size == 24
    for f, text in enumerate(fields):
        if text.startswith("W("):
            assert b.colour(f) == "white" and b.tower_colours(f) == tuple(text[2:-1].split(","))
        else:
            assert b.colour(f) == text and b.tower_colours(f) == ()
        for c in zapp.COLOURS:
            assert b.protects(c, f) == (text == c)
            assert b.protects(c, f, pro=True) == (text == c or c in b.tower_colours(f))
