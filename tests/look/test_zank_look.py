"""Zankapfel's visual vocabulary: every token readable without colour, colour-blind-safe fills,
plain data a widget can send to the page."""

import ast
import inspect
import json

import pytest

from zzlib import zank
from zzlib.look import OKABE_ITO, SHAPES
from zzlib.look import zank as look

ALL = [*look.APPLES.values(), *look.SEATS.values(), *look.PIECES.values()]


def test_it_names_every_apple_card_and_every_seat_of_the_game():
    assert tuple(look.APPLES) == zank.KINDS
    assert tuple(look.SEATS) == zank.SEAT_COLOURS
    assert set(look.VALUE_SIDE) == set(zank.APPLES) and set(look.MULTI_PARTS) == set(zank.APPLES)


def test_every_token_is_told_apart_by_letter_and_shape_alone():
    pairs = [(g.letter, g.shape) for g in ALL]
    assert len(set(pairs)) == len(pairs)
    for group in (look.APPLES, look.SEATS, look.PIECES):
        letters = [g.letter for g in group.values()]
        assert len(set(letters)) == len(letters)
    # six seats, six shapes, none of them an apple's circle
    shapes = [g.shape for g in look.SEATS.values()]
    assert len(set(shapes)) == 6 and "circle" not in shapes
    assert {g.shape for g in look.APPLES.values()} == {"circle"}
    assert all(g.shape in SHAPES for g in ALL)


def test_apples_and_seats_use_the_okabe_ito_palette_one_colour_each():
    apple_fills = [look.APPLE_FILL[c] for c in zank.APPLES]
    seat_fills = [g.fill for g in look.SEATS.values()]
    assert set(apple_fills + seat_fills) <= set(OKABE_ITO.values())
    assert len(set(apple_fills)) == 4 and len(set(seat_fills)) == 6
    for c in zank.APPLES:  # the red apple and the red seat are the same red
        assert look.APPLES[c].fill == look.SEATS[c].fill


def test_every_letter_is_readable_on_its_fill():
    for g in ALL:
        assert look.contrast(g.fill, g.ink) >= 4.5, g.key
    assert look.ink_for("#000000") == "#FFFFFF" and look.ink_for("#F0E442") == "#000000"
    assert look.contrast("#000000", "#FFFFFF") == pytest.approx(21)


def test_numbered_cards_wear_their_owners_colour_and_shape():
    card = look.numbered_card("purple", 7)
    assert (card.letter, card.shape, card.fill) == ("7", "star", look.SEATS["purple"].fill)
    with pytest.raises(ValueError, match="1 to 10"):
        look.numbered_card("red", 11)
    with pytest.raises(ValueError, match="not a seat"):
        look.numbered_card("pink", 3)
    assert look.apple("face down") is look.PIECES["face_down"]
    with pytest.raises(ValueError, match="not an apple card"):
        look.apple("pear")


def test_a_die_face_has_as_many_pips_as_its_number():
    assert {n: len(p) for n, p in look.DIE_PIPS.items()} == {n: n for n in range(1, 7)}
    for pips in look.DIE_PIPS.values():
        assert all(-1 < x < 1 and -1 < y < 1 for x, y in pips)
        assert len(set(pips)) == len(pips)


def test_page_data_is_json_for_a_widget_and_the_module_is_pure_data():
    data = json.loads(json.dumps(look.page_data()))
    assert data["seats"]["blue"] == {"name": "blue", "letter": "B", "shape": "diamond",
                                     "fill": OKABE_ITO["blue"], "ink": "#FFFFFF"}
    assert data["apples"]["multi"]["letter"] == "*" and data["die_pips"]["6"]
    tree = ast.parse(inspect.getsource(look))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not {m for m in imported if m and "matplotlib" in m}
