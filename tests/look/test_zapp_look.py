"""Zapp Zerapp's visual vocabulary: colour-blind safe, letters everywhere, one mark per
outcome of a move, each tied to the rules that give it."""

from __future__ import annotations

import json

import pytest

from zzlib import zapp
from zzlib.look import OKABE_ITO, SHAPES
from zzlib.look import zapp as lz


def test_the_four_guilds_take_okabe_ito_tones_and_white_fields_stay_white():
    for c in zapp.COLOURS:
        assert lz.FILL[c] in OKABE_ITO.values()
    assert len({lz.FILL[c] for c in zapp.COLOURS}) == 4
    assert lz.FILL["white"] == "#FFFFFF"


def test_every_field_wizard_tower_start_and_city_carries_its_letter():
    assert {c: lz.FIELD_GLYPHS[c].letter for c in (*zapp.COLOURS, "white")} == {
        "red": "R", "green": "G", "blue": "B", "yellow": "Y", "white": "W"}
    for table in (lz.COLOUR_GLYPHS, lz.TOWER_GLYPHS, lz.START_GLYPHS, lz.CITY_GLYPHS):
        assert {c: g.letter for c, g in table.items()} == zapp.LETTERS
    # the engine names wizards the way their markers read
    for c in zapp.COLOURS:
        for w in zapp.wizard_ids(c):
            assert lz.wizard_label(w) == w and lz.colour_of(w) == c


def test_letters_are_readable_on_their_colour():
    """WCAG: at least 4.5:1 between a letter and what it is written on."""
    for table in (lz.FIELD_GLYPHS, lz.COLOUR_GLYPHS, lz.TOWER_GLYPHS, lz.START_GLYPHS,
                  lz.CITY_GLYPHS):
        for g in table.values():
            assert lz.contrast(g.fill, g.ink) >= 4.5, g
    for m in lz.MARKS.values():
        assert lz.contrast(m.fill, m.ink) >= 4.5, m


def test_contrast_and_luminance_known_values():
    assert lz.contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert lz.luminance("#FFFFFF") == pytest.approx(1.0)
    assert lz.ink_for("#FFFFFF") == "#000000" and lz.ink_for("#000000") == "#FFFFFF"
    assert lz.tint("#000000", 0.25) == "#BFBFBF"


def test_marks_have_distinct_symbols_known_shapes_and_real_rules():
    symbols = [m.symbol for m in lz.MARKS.values()]
    assert len(set(symbols)) == len(symbols)
    for m in lz.MARKS.values():
        assert m.shape in SHAPES
        assert m.rules and all(r in zapp.RULES for r in m.rules), m
        assert m.glyph.letter == m.symbol
    for rule, key in lz.MARK_OF_RULE.items():
        assert rule in zapp.RULES and rule in lz.MARKS[key].rules
    assert lz.mark_for("zapp.pro.banish").key == "banished"
    assert lz.mark_for("zapp.magic") is None


def test_every_outcome_the_task_names_has_a_mark():
    wanted = {"banished", "protected", "tower", "same_level", "too_weak", "own", "overlooked",
              "carried", "set_down", "city"}
    assert wanted <= set(lz.MARKS)


def test_every_event_a_move_can_emit_about_a_wizard_has_a_mark():
    """The rules cited by moving.py for wizards met on the way are all in MARK_OF_RULE."""
    import inspect

    from zzlib.zapp import moving

    src = inspect.getsource(moving._finish)
    cited = {r for r in zapp.RULES if f'"{r}"' in src}
    assert cited <= set(lz.MARK_OF_RULE)


def test_vocabulary_is_json_for_a_widget():
    v = json.loads(json.dumps(lz.vocabulary()))
    assert v["fields"]["white"]["letter"] == "W"
    assert v["wizards"]["green"] == {"name": "green wizard", "letter": "G", "shape": "circle",
                                     "fill": OKABE_ITO["bluish green"], "ink": "#000000"}
    assert v["marks"]["banished"]["symbol"] == "✗"
    assert v["marks"]["banished"]["rules"] == ["zapp.banish", "zapp.pro.banish"]
    assert v["mark_of_rule"]["zapp.banish.own"] == "own"
    assert lz.legend_lines(["banished"]) == ["✗ banished"]


def test_a_bad_wizard_name_is_refused():
    for bad in ("W1", "G4", "g1", "G", 7):
        with pytest.raises(ValueError, match="wizards are"):
            lz.wizard_label(bad)


def test_the_drawings_and_the_widget_place_things_with_the_same_functions():
    from zzlib.plot import zapp as zp

    assert zp._point is lz.point and zp._places_xy is lz.places_xy
    assert lz.MARK_OF_RULE == __import__("zzlib.zapp.trace", fromlist=["x"]).FATE_OF_RULE


def test_geometry_is_json_and_matches_the_board():
    board = zapp.Board.standard()
    geo = json.loads(json.dumps(lz.geometry(board)))
    assert len(geo["fields"]) == 24 and set(geo["barrels"]) == set(zapp.LABELS)
    f2 = geo["fields"][2]
    assert f2["colour"] == "white" and [t["colour"] for t in f2["towers"]] == ["red", "green"]
    assert geo["fields"][0]["colour"] == "blue" and geo["fields"][0]["letter"] == "B"
    # SVG y runs down: the top side (fields 0-5) lies above the mountain (y < 0)
    assert all(y <= 0 for _, y in f2["poly"]) and min(y for _, y in f2["poly"]) == -lz.DEPTH
    lo_x, lo_y, w, h = geo["view_box"]
    for f in geo["fields"]:
        for x, y in f["poly"]:
            assert lo_x <= x <= lo_x + w and lo_y <= y <= lo_y + h
    # the barrels stand on the mountain, apart from each other
    spots = list(geo["barrels"].values())
    assert all(0 < x < lz.SIDE and 0 < y < lz.SIDE for x, y in spots)
    assert len({tuple(s) for s in spots}) == 13
    assert set(geo["homes"]) == set(zapp.COLOURS)
    assert {len(geo["homes"][c]["start"]["poly"]) for c in zapp.COLOURS} == {3}


def test_wizards_sharing_a_field_or_a_start_stand_apart():
    board = zapp.Board.standard()
    pos = zapp.Position.from_text("G1:2 Y1:2 B2:2 R1:2 G2:city")
    xy = lz.places_xy(board, pos)
    assert len(xy) == 12 and len(set(xy.values())) == 12


def test_a_crowded_field_fans_out_beside_it_only_when_asked():
    """More than ``FIT`` wizards on a field: with ``fan`` they stand in a row outside the
    loop beyond the field's number (the widget), a wizard's width and its mark apart; without
    it (the drawings) where they always stood. Fewer keep their places either way."""
    board = zapp.Board.standard()
    pos = zapp.Position.from_text("R1:20 R2:21 B1:21 Y1:21")
    assert lz.crowds(pos) == {21: ["R2", "B1", "Y1"]}
    plain, fanned = lz.places_xy(board, pos), lz.places_xy(board, pos, fan=True)
    assert plain["R1"] == fanned["R1"] and plain["G1"] == fanned["G1"]
    row = [fanned[w] for w in ("R2", "B1", "Y1")]
    assert all(x == pytest.approx(-lz.FAN_DEPTH) for x, _ in row)  # left side: beyond x = -2
    assert all(b[1] - a[1] == pytest.approx(lz.FAN_STEP) for a, b in zip(row, row[1:]))
    assert row[1][1] == pytest.approx(lz.point(21, 0.5, 0)[1])  # centred on field 21
    # two crowds on one side never meet; a crowd by a corner stays clear of it
    pos = zapp.Position.from_text("R1:2 R2:2 B1:2 Y1:3 G1:3 G2:3")
    xy = lz.places_xy(board, pos, fan=True)
    assert xy["G1"][0] - xy["B1"][0] >= lz.FAN_STEP + 0.3
    pos = zapp.Position.from_text("R1:5 R2:5 B1:5")
    assert max(v[0] for w, v in lz.places_xy(board, pos, fan=True).items()
               if w in ("R1", "R2", "B1")) <= lz.SIDE - 0.4
