"""The save file: the referee's complete record, read strictly (issue 9).

Each case the issue names: deep nesting, a move type that is an object or a list, a badly
shaped pending_forced, numbers with thousands of digits, a changed seed before the first
draw, changed options, added forced outcomes, a changed past move ending in the same
position."""

from __future__ import annotations

import json

import pytest

from zzlib import zank, zapp, zot
from zzlib.core.savefile import MAX_CHARS, document_digest

from .corrupt import base_games


def doc_of(g) -> dict:
    return json.loads(g.to_json())


def signed(doc: dict) -> str:
    """``doc`` with its digest recomputed, as an editor who knows the format could."""
    return json.dumps({**doc, "digest": document_digest(doc)})


def refused(cls, text, match):
    with pytest.raises(ValueError, match=match) as e:
        cls.from_json(text)
    assert len(str(e.value)) <= 400
    return str(e.value)


@pytest.fixture(scope="module")
def zapp_game():
    return dict(base_games())["zapp early"]


def test_the_save_file_is_the_referees_complete_record(zapp_game):
    doc = doc_of(zapp_game)
    assert set(doc) == {"format", "version", "game", "seed", "options", "log",
                        "pending_forced", "final", "digest"}
    assert doc["version"] == 2 and doc["digest"] == document_digest(doc)
    assert doc["pending_forced"] == [["grab_order", ["blue", "green", "red"]]]
    assert ["shake.green", [i / 4 for i in range(13)]] in doc["log"][1]["forced"]
    h = zapp.Game.from_json(zapp_game.to_json().encode())
    assert h.states == zapp_game.states and h.log == zapp_game.log


@pytest.mark.parametrize("depth", [33, 1000, 100_000])
def test_deep_nesting_is_refused_before_parsing(zapp_game, depth):
    doc = doc_of(zapp_game)
    doc["options"] = "@"
    text = json.dumps(doc).replace('"@"', "[" * depth + "]" * depth)
    refused(zapp.Game, text, "nest more than 32 deep")


@pytest.mark.parametrize("bad_type", [{"a": 1}, ["Choose"], None, 3])
def test_a_move_type_that_is_not_a_name_is_refused(zapp_game, bad_type):
    doc = doc_of(zapp_game)
    i = next(i for i, e in enumerate(doc["log"]) if "move" in e)
    doc["log"][i]["move"]["type"] = bad_type
    refused(zapp.Game, json.dumps(doc), "field 'digest'")  # checked before any replay
    refused(zapp.Game, signed(doc), f"log entry {i + 1}: field 'move' must name a move type")


@pytest.mark.parametrize("pending, match", [
    ([["magic"]], "each forced outcome is \\[kind, value\\]"),
    ([["magic", [1, 2], 3]], "each forced outcome"), ([[1, 2]], "each forced outcome"),
    ("magic", "must be a list"), ([["magic", [7, 7]]], "cannot force magic"),
    ([["nothing", 1]], "no chance outcome of kind 'nothing'"), ({"magic": 1}, "must be a list"),
])
def test_a_badly_shaped_pending_forced_is_refused(zapp_game, pending, match):
    doc = doc_of(zapp_game)
    doc["pending_forced"] = pending
    refused(zapp.Game, json.dumps(doc), "field 'pending_forced'.*must be a list|field 'digest'")
    refused(zapp.Game, signed(doc), f"field 'pending_forced'.*{match}")


@pytest.mark.parametrize("raw, match", [
    ("9" * 5000, "5000 digits"), ("-" + "1" * 4400, "4400 digits"), ("1e999", "too large"),
    ("NaN", "NaN is not a number"), ("-Infinity", "-Infinity is not"),
    ("0." + "0" * 3000 + "1", "written with"),
])
def test_huge_numbers_nan_and_infinities_are_refused(zapp_game, raw, match):
    text = zapp_game.to_json().replace('"seed": 21', f'"seed": {raw}')
    assert raw in text
    refused(zapp.Game, text, f"not a saved game: .*{match}")


def test_a_key_given_twice_and_unknown_fields_are_refused(zapp_game):
    text = zapp_game.to_json()
    refused(zapp.Game, text.replace('"seed": 21', '"seed": 21, "seed": 22'), "appears twice")
    doc = doc_of(zapp_game)
    refused(zapp.Game, signed({**doc, "comment": "hi"}), "unknown field 'comment'")
    doc["log"][0]["note"] = 1
    refused(zapp.Game, signed(doc), "log entry 1: unknown field 'note'")
    doc = doc_of(zapp_game)
    doc["options"]["seed"] = 3  # found by bench/corrupt_saves.py: once a TypeError
    refused(zapp.Game, signed(doc), "field 'options': unknown option 'seed'")


def test_a_changed_seed_before_the_first_draw_is_refused():
    g = zank.Game.new(seed=5)
    g.play(zank.RemoveChip("red", (0, 0)))  # no card dealt yet: the seed only matters later
    doc = doc_of(g)
    doc["seed"] = 6
    refused(zank.Game, json.dumps(doc), "field 'digest'")
    refused(zank.Game, json.dumps({**doc, "seed": True}), "field 'seed'")
    refused(zank.Game, json.dumps({**doc, "seed": "x" * 300}), "field 'seed'")


def test_changed_options_are_refused(zapp_game):
    doc = doc_of(zapp_game)
    doc["options"]["shake_noise"] = 0  # no noise: the forced noise in the log cannot be drawn
    refused(zapp.Game, json.dumps(doc), "field 'digest'")  # an edit not re-signed
    refused(zapp.Game, signed(doc), "log entry 2: cannot force shake.green .* exact")
    doc["options"]["shake_noise"] = 3  # noisier: every reading changes
    refused(zapp.Game, signed(doc), "field 'final'")
    doc["options"]["shake_noise"] = "NaN"
    refused(zapp.Game, signed(doc), "field 'options'")
    g = zapp.Game.new(seed=4)
    g.advance()
    doc = doc_of(g)
    doc["options"]["shake_noise"] = 0
    refused(zapp.Game, json.dumps(doc), "field 'digest'")
    refused(zapp.Game, signed(doc), "field 'final'")


def test_added_forced_outcomes_are_refused_even_when_re_signed(zapp_game):
    doc = doc_of(zapp_game)
    moves = [i for i, e in enumerate(doc["log"]) if "move" in e]
    doc["log"][moves[0]]["forced"] = [["magic", [1, 1]]]  # no dice are rolled in a move
    refused(zapp.Game, json.dumps(doc), "field 'digest'")
    refused(zapp.Game, signed(doc), f"log entry {moves[0] + 1}: field 'forced': a forced magic "
            "outcome is recorded but not drawn")
    doc = doc_of(zapp_game)
    doc["log"][0]["forced"] = [["pattern_die", 3]]  # a kind Zapp Zerapp never draws
    refused(zapp.Game, signed(doc), "log entry 1: .*no chance outcome of kind 'pattern_die'")
    doc = doc_of(zapp_game)
    doc["pending_forced"].append(["magic", [6, 6]])
    refused(zapp.Game, json.dumps(doc), "field 'digest'")


def test_a_changed_past_move_that_ends_in_the_same_position_is_refused():
    g = zank.Game.new(seed=9)
    g.play(zank.RemoveChip("red", (0, 0)))
    g.play(zank.RemoveChip("blue", (0, 1)))
    doc = doc_of(g)
    doc["log"][0]["move"]["square"], doc["log"][1]["move"]["square"] = [0, 1], [0, 0]
    h = zank.Game.new(seed=9)
    h.play(zank.RemoveChip("red", (0, 1)))
    h.play(zank.RemoveChip("blue", (0, 0)))
    assert h.state == g.state  # the same position...
    refused(zank.Game, json.dumps(doc), "field 'digest'")  # ...but not the same game


def test_forced_outcomes_listed_out_of_order_are_refused():
    g = zot.Game.new(seed=3)
    g.play(zot.StartJasper(2))
    g.force("column_die", 4)
    g.force("pattern_die", 2)
    g.advance()
    doc = doc_of(g)
    roll = next(e for e in doc["log"] if e.get("auto") == "roll")
    assert roll["forced"] == [["pattern_die", 2], ["column_die", 4]]  # drawn order
    roll["forced"].reverse()
    refused(zot.Game, signed(doc), "field 'forced': .*order")


def test_refusals_repeat_no_more_than_an_excerpt_of_the_input(zapp_game):
    doc = doc_of(zapp_game)
    doc["log"][2]["move"]["type"] = "A" * 1_000_000
    msg = refused(zapp.Game, signed(doc), "log entry 3")
    assert "AAAA..." in msg
    doc = doc_of(zapp_game)
    doc["game"] = "B" * 100_000
    refused(zapp.Game, json.dumps(doc), "field 'game'")


def test_other_damage_is_named():
    g = zot.Game.new(seed=1)
    text = g.to_json()
    refused(zot.Game, text[:-5], "not JSON")
    refused(zot.Game, b"\xff\xfe" + text.encode(), "not UTF-8")
    refused(zot.Game, "[]", "no JSON object")
    refused(zot.Game, " " * (MAX_CHARS + 1), "more than")
    refused(zot.Game, 42, "expected text")
    refused(zot.Game, text.replace('"version": 2', '"version": 1'), "cannot read version 1")
    refused(zot.Game, text.replace('"version": 2', '"version": true'), "field 'version'")
    refused(zapp.Game, text, "field 'game'")
    doc = doc_of(g)
    doc["final"] = "0" * 16
    refused(zot.Game, signed(doc), "field 'final'")
    doc["final"] = 5
    refused(zot.Game, json.dumps(doc), "field 'final' must be a digest")


def test_a_nan_option_is_refused_and_never_saved():
    with pytest.raises(ValueError, match="option 'shake_noise': must be a finite number"):
        zapp.Game.new(shake_noise=float("nan"))
    with pytest.raises(ValueError, match="finite"):
        zapp.Game.new(shake_noise=float("inf"))
    g = zapp.Game.new(seed=1, shake_noise=2)
    assert "NaN" not in g.to_json()


def test_saving_a_loaded_file_gives_the_same_bytes_with_forced_outcomes_of_two_kinds():
    """Found by the fair-play probes: the kinds pending came back in another order."""
    g = zapp.Game.new(seed=6)
    g.force("magic", (1, 1))
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.step()  # the shuffle draws the grab order; the magic number stays pending
    g.force("grab_order", ("yellow", "blue", "green", "red"))
    assert {k for k, _ in g.chance.pending()} == {"magic", "grab_order"}
    text = g.to_json()
    again = zapp.Game.from_json(text)
    assert again.to_json() == text
    assert zapp.Game.from_json(again.to_json()).to_json() == text


def test_the_digest_is_checked_before_any_step_is_replayed(zapp_game, monkeypatch):
    doc = doc_of(zapp_game)
    doc["log"][0]["auto"] = "shuffle!"

    def never(*a, **k):
        raise AssertionError("a step was replayed before the digest was checked")

    monkeypatch.setattr(zapp.Game, "_replay", never)
    refused(zapp.Game, json.dumps(doc), "field 'digest'")
