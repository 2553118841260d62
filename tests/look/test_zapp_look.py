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
