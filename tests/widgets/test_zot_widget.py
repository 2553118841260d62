"""ZotBoard, the Python side: traits, requests from the browser, forged requests refused.

Every request is fed to the widget's message handler exactly as the browser would send it
(``board._on_msg(board, content, [])``); nothing here needs a browser.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widgets import ZotBoard
from zzlib import zot
from zzlib.core import IllegalMove, digest, to_jsonable

Game = zot.Game

SCENARIO = """
......
......
......
......
......
......
......
Z.....
*Z....
PPPPPP
J.....
"""


def shown_rows(game, state) -> list[str]:
    """The rows the widget shows for ``state``: the board, without Jasper before setup."""
    rows = state.board.to_text().splitlines()
    if game.phase_of(state) == "setup":
        rows[-1] = "." * len(rows[-1])
    return rows


def send(board, content):
    board._on_msg(board, content, [])


def as_msg(move) -> dict:
    return {"action": "play", "move": {"type": type(move).__name__, **to_jsonable(move)}}


def snapshot(board) -> tuple:
    g = board.game
    return (
        digest(g.state),
        len(g.log),
        tuple(board.rows),
        board.index,
        board.phase,
        tuple(board.history),
        board.aim,
        board.editing,
        board.text,
    )


def to_decision(board, phase: str) -> None:
    """Play (first legal moves) through the widget until the game reaches ``phase``."""
    for _ in range(200):
        if board.game.phase == phase:
            return
        if board.game.to_move is None:
            send(board, {"action": "step"})
        else:
            send(board, as_msg(board.game.legal_moves()[0]))
        assert not board.error, board.error
    raise AssertionError(f"never reached {phase}")


@pytest.fixture
def board():
    return ZotBoard(Game.new(seed=3), chain_delay=0)


# -- traits --------------------------------------------------------------------
def test_traits_show_the_game(board):
    g = board.game
    assert board.rows == shown_rows(g, g.state)
    assert board.phase == g.phase
    assert board.to_move == (g.to_move or "")
    assert board.history == ["Start"]
    assert board.index == 0
    assert board.status["pumpkins"] == 6
    assert board.status["score"] == 0
    assert board.status["wave"] == 1
    assert board.error == {}
    assert json.dumps(board.get_state())  # everything synced is JSON


def test_new_board_makes_a_game():
    b = ZotBoard(seed=5)
    assert isinstance(b.game, Game)
    assert b.game.seed == 5


def test_reach_lists_the_columns_of_legal_moves(board):
    to_decision(board, "move_shoot")
    cols = sorted({m.column for m in board.game.legal_moves()})
    assert board.reach == cols
    assert board.aim == board.game.state.board.jasper
    assert set(board.spells) == {"flower", "fire", "none"}


def test_placements_are_the_legal_place_moves(board):
    to_decision(board, "place")
    legal = {(tuple(m.cells), tuple(m.tokens)) for m in board.game.legal_moves()}
    shown = {
        (tuple(tuple(c) for c in p["cells"]), tuple(p["tokens"])) for p in board.placements
    }
    assert shown <= legal and shown
    assert all(p["label"] for p in board.placements)


# -- requests that act -----------------------------------------------------------
def test_a_legal_move_by_message_is_played_and_acknowledged(board):
    to_decision(board, "move_shoot")
    n = len(board.game.log)
    move = next(m for m in board.game.legal_moves() if m.spell is None)
    send(board, {**as_msg(move), "id": 41})
    assert board.ack == 41
    assert board.error == {}
    assert board.game.log[-1].move == move
    assert len(board.game.log) == n + 1
    assert board.rows == board.game.state.board.to_text().splitlines()
    assert board.history[-1] == f"Jasper: {move}"
    assert board.index == len(board.game.states) - 1
    assert board.events and all(e["quote"] for e in board.events)


def test_aim_then_cast_moves_jasper(board):
    to_decision(board, "move_shoot")
    far = max(board.reach, key=lambda c: abs(c - board.game.state.board.jasper))
    send(board, {"action": "aim", "column": far})
    assert board.aim == far and board.error == {}
    send(board, {"action": "play", "move": {"type": "MoveShoot", "column": far, "spell": "none"}})
    assert board.error == {}
    assert board.game.state.board.jasper == far
    assert board.rows[-1][far - 1] == "J"


def test_auto_runs_until_jasper_decides(board):
    to_decision(board, "move_shoot")
    send(board, as_msg(board.game.legal_moves()[0]))
    assert board.game.to_move is None
    send(board, {"action": "auto"})
    assert board.error == {}
    assert board.game.to_move == "Jasper" or board.game.is_over
    assert board.heading.startswith("Automatic steps")


def test_undo_by_message(board):
    to_decision(board, "move_shoot")
    before = digest(board.game.state)
    send(board, as_msg(board.game.legal_moves()[-1]))
    send(board, {"action": "undo"})
    assert board.error == {}
    assert digest(board.game.state) == before
    assert board.rows == board.game.state.board.to_text().splitlines()


def test_time_travel_and_play_on(board):
    to_decision(board, "move_shoot")
    last = len(board.game.states) - 1
    send(board, {"action": "view", "index": 0})
    assert board.index == 0
    assert board.rows == shown_rows(board.game, board.game.states[0])
    assert len(board.game.states) == last + 1  # looking back changes nothing
    send(board, {"action": "auto"})  # buttons are off while looking back
    assert board.error and len(board.game.states) == last + 1
    send(board, {"action": "view", "index": 1})
    end = digest(board.game.state)
    send(board, {"action": "resume"})  # "play on from here" asks first: nothing dropped yet
    assert board.confirm["action"] == "resume" and "Undo" in board.confirm["text"]
    assert len(board.game.states) == last + 1 and board.index == 1
    send(board, {"action": "auto"})  # while it asks, nothing else is done
    assert board.error and len(board.game.states) == last + 1
    send(board, {"action": "confirm"})
    assert board.error == {} and board.confirm == {}
    assert len(board.game.states) == 2 and board.index == 1
    # ... and it can itself be undone: the later positions come back, on the same game
    game = board.game
    send(board, {"action": "undo"})
    assert board.error == {} and board.game is game
    assert len(board.game.states) == last + 1 and digest(board.game.state) == end
    assert board.index == last and board.rows == board.game.state.board.to_text().splitlines()


def test_spell_chain_is_sent_in_breadth_first_order():
    b = ZotBoard(Game.new(seed=1, board=SCENARIO), chain_delay=0)
    to_decision(b, "move_shoot")
    send(b, {"action": "aim", "column": 1})
    send(b, {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "fire"}})
    assert b.error == {}
    ev = next(e for e in b.game.log[-1].events if e.rule == "zot.spell.chain")
    assert b.chain["chain"] == [list(q) for q in ev.data["chain"]]
    assert b.chain["hit"] == [8, 1]
    assert b.chain["chain"][0] == [8, 1] and len(b.chain["chain"]) == 3
    assert b.chain["points"] == ev.data["points"] == zot.cast(zot.Board.from_text(SCENARIO), "fire").points
    assert b.chain["before"][8] == "*Z...."  # the board as it was when the spell was cast
    assert b.chain["animate"] is True
    assert b.chain["sum"].endswith(f"= {ev.data['points']}")


# -- the editor --------------------------------------------------------------------
def test_edit_cycle_paste_and_start(board):
    send(board, {"action": "edit", "on": True})
    assert board.editing and board.phase == "edit"
    send(board, {"action": "cycle", "square": [7, 2]})
    assert board.rows[7][1] == "Z"
    send(board, {"action": "cycle", "square": [7, 2]})
    assert board.rows[7][1] == "F"
    send(board, {"action": "cycle", "square": [10, 4]})
    assert board.rows[10] == "...J.."
    send(board, {"action": "paste", "text": SCENARIO})
    assert board.error == {} and board.text == SCENARIO.strip()
    old = board.game
    send(board, {"action": "start"})
    assert board.error == {} and not board.editing
    assert board.game is not old
    assert board.game.options["board"] == SCENARIO.strip()
    assert board.rows == board.game.state.board.to_text().splitlines()


def test_pasting_a_bad_position_names_the_line_and_changes_nothing(board):
    send(board, {"action": "edit", "on": True})
    before = snapshot(board)
    send(board, {"action": "paste", "text": SCENARIO.replace("Z.....", "Q.....")})
    assert "line" in board.error["text"] and "column 1" in board.error["text"]
    assert snapshot(board) == before


# -- forged requests ------------------------------------------------------------------
FORGED = [
    "not a dict",
    ["play"],
    {},
    {"action": "fly"},
    {"action": 3},
    {"action": "play"},
    {"action": "play", "move": "MoveShoot(1, fire)"},
    {"action": "play", "move": {"type": "Teleport", "column": 1}},
    {"action": "play", "move": {"type": "MoveShoot", "column": 99, "spell": "fire"}},
    {"action": "play", "move": {"type": "MoveShoot", "column": "1", "spell": "fire"}},
    {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "lightning"}},
    {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "fire", "x": 1}},
    {"action": "play", "move": {"type": "Place", "cells": [[5, 1]], "tokens": ["Z"]}},
    {"action": "play", "move": {"type": "StartJasper", "column": 0}},
    {"action": "aim", "column": 0},
    {"action": "square", "square": [5, 3]},  # not the path: Jasper walks along the path
    {"action": "square", "square": [99, 1]},
    {"action": "square", "square": "10,1"},
    {"action": "play", "move": {"type": "Smash", "columns": [2]}},  # not the Smash step
    {"action": "aim", "column": True},
    {"action": "aim", "column": 2.5},
    {"action": "view", "index": -1},
    {"action": "view", "index": 10**9},
    {"action": "cycle", "square": [3, 3]},  # not in edit mode
    {"action": "paste", "text": "......"},
    {"action": "start"},
    {"action": "edit", "on": "yes"},
]


@pytest.mark.parametrize("content", FORGED, ids=lambda c: json.dumps(c)[:60])
def test_forged_request_is_refused_and_changes_nothing(content):
    b = ZotBoard(Game.new(seed=3), chain_delay=0)
    to_decision(b, "move_shoot")
    before = snapshot(b)
    send(b, content)
    assert b.error.get("text"), f"{content!r} was not refused"
    assert snapshot(b) == before


def test_an_illegal_move_shows_the_engines_reason_and_rule(board):
    to_decision(board, "move_shoot")
    j = board.game.state.board.jasper
    far = 6 if j <= 2 else 1
    before = snapshot(board)
    send(board, {"action": "play", "move": {"type": "MoveShoot", "column": far, "spell": "fire"}})
    err = board.error
    assert err["text"] and err["rule"] in board.game.RULES
    assert err["quote"] == board.game.RULES[err["rule"]].quote
    assert snapshot(board) == before
    # the next good request clears the message
    send(board, as_msg(board.game.legal_moves()[0]))
    assert board.error == {}


def test_trait_changes_from_the_browser_are_refused(board):
    before = snapshot(board)
    board.set_state({"rows": ["JJJJJJ"] * 11, "index": 5, "editing": True})
    assert snapshot(board) == before


def test_python_api_plays_through_the_same_checks(board):
    to_decision(board, "move_shoot")
    move = board.game.legal_moves()[0]
    board.play(move)
    assert board.game.log[-1].move == move
    length = len(board.game.log)
    with pytest.raises(IllegalMove) as refused:
        board.play(move)  # not Jasper's turn now: refused, nothing changed
    assert refused.value.rule in zot.RULES  # the refusing rule travels with the refusal
    assert f"[{refused.value.rule}]" in str(refused.value) and len(board.game.log) == length
    board.advance()
    assert board.game.to_move == "Jasper" or board.game.is_over


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
ACTIONS = st.sampled_from(
    ["play", "square", "aim", "step", "auto", "undo", "view", "resume", "edit", "cycle", "paste", "start", "x"]
)


@given(
    st.lists(
        st.fixed_dictionaries(
            {"action": ACTIONS},
            optional={
                "move": st.fixed_dictionaries(
                    {"type": st.sampled_from(["MoveShoot", "Place", "StartJasper", "?"])},
                    optional={"column": JSONISH, "spell": JSONISH, "cells": JSONISH, "tokens": JSONISH},
                ),
                "column": JSONISH, "index": JSONISH, "on": JSONISH, "square": JSONISH,
                "text": JSONISH,
            },
        ),
        max_size=12,
    )
)
def test_any_request_is_refused_whole_or_shown_exactly(requests):
    b = ZotBoard(Game.new(seed=11), chain_delay=0)
    for content in requests:
        before = snapshot(b)
        send(b, content)
        if b.error:
            assert snapshot(b) == before
        shown = shown_rows(b.game, b.game.states[b.index])
        assert b.editing or b.rows == shown
        assert 0 <= b.index < len(b.game.states)


# -- the front end's files ------------------------------------------------------------
def test_front_end_is_a_plain_es_module_that_never_writes_html(board):
    import re

    import widgets.zot as wz

    for name in ("base.js", "zot.js"):  # the page loads the two joined as one module
        js = (wz.HERE / name).read_text()
        code = re.sub(r"//[^\n]*", "", js)  # comments may name what the code avoids
        assert not re.search(r"\bimport\b", code)  # no dependencies, no bundler
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert sink not in code, (name, sink)
        assert "model.set(" not in code and "save_changes" not in code  # the kernel owns the state
    assert "export default" in board.get_state()["_esm"]
    css = re.sub(r"/\*.*?\*/", "", board.get_state()["_css"], flags=re.S)
    assert "--jp-layout-color0" in css and "--jp-ui-font-color1" in css
    assert board.get_state()["_esm"].startswith("//")


def test_a_finished_game_offers_no_moves_and_shows_the_result():
    import random

    g = Game.new(seed=2026)
    rng = random.Random(1)
    while not g.is_over:
        g.advance() if g.to_move is None else g.play(zot.bots.greedy(g, rng))
    b = ZotBoard(g, chain_delay=0)
    assert b.phase == "over" and b.to_move == ""
    assert b.reach == [] and b.spells == [] and b.placements == []
    assert str(g.result.scores["Jasper"]) in b.status["result"]
    before = snapshot(b)
    send(b, {"action": "auto"})
    assert b.error and snapshot(b) == before


# -- for a newcomer -----------------------------------------------------------------------
def test_no_jasper_on_the_path_before_setup_places_him(board):
    assert board.phase == "setup" and board.rows[-1] == "......"
    assert "click a square of the garden path" in board.help
    send(board, {"action": "square", "square": [10, 4]})
    assert board.error == {} and board.rows[-1] == "...J.."
    send(board, {"action": "view", "index": 0})  # looking back at setup: no Jasper either
    assert board.rows[-1] == "......"


def test_a_click_that_does_nothing_says_why(board):
    before = snapshot(board)
    send(board, {"action": "square", "square": [7, 2]})
    assert "garden path" in board.error["text"] and snapshot(board) == before
    send(board, {"action": "square", "square": [10, 2]})
    assert board.game.phase == "roll"
    send(board, {"action": "square", "square": [10, 2]})
    assert "automatic" in board.error["text"] and "Run automatic steps" in board.error["text"]
    to_decision(board, "place")
    send(board, {"action": "square", "square": [0, 3]})
    assert "placements" in board.error["text"]
    to_decision(board, "move_shoot")
    j = board.game.state.board.jasper
    far = 6 if j <= 2 else 1
    send(board, {"action": "square", "square": [10, far]})
    assert "cannot reach column" in board.error["text"]
    near = board.reach[-1]
    send(board, {"action": "square", "square": [10, near]})
    assert board.error == {} and board.aim == near
    send(board, {"action": "square", "square": [6, near]})
    assert "along the garden path" in board.error["text"]


BETWEEN = """
......
......
......
......
......
......
......
......
....Z.
PZPPPZ
J.....
"""


def smash_board(text=BETWEEN):
    b = ZotBoard(Game.new(seed=1, board=text), chain_delay=0)
    to_decision(b, "move_shoot")
    send(b, {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "none"}})
    send(b, {"action": "auto"})
    assert b.phase == "smash_choice", b.phase
    return b


def test_the_smash_choice_is_offered_and_made_by_clicking_a_pumpkin():
    b = smash_board()
    # (9, 2) touches the pumpkins in columns 1 and 3; (8, 5) and (9, 6) touch only column 5:
    # column 5 goes whatever Jasper chooses, and the middle zombie's pumpkin is his choice
    assert b.smash["choices"] == [[1, 5], [3, 5]]
    assert b.smash["always"] == [5] and b.smash["may"] == [1, 3] and b.smash["lost"] == 2
    assert [[9, 2], [9, 1]] in b.smash["contacts"] and [[8, 5], [9, 5]] in b.smash["contacts"]
    assert b.smash["labels"][0] == "Let the zombies smash the pumpkins in columns 1 and 5"
    assert "you choose" in b.help
    before = snapshot(b)
    send(b, {"action": "square", "square": [9, 4]})  # a pumpkin no zombie touches
    assert "no zombie can smash the pumpkin in column 4" in b.error["text"]
    send(b, {"action": "square", "square": [7, 4]})  # not a pumpkin
    assert "click a pumpkin" in b.error["text"] and snapshot(b) == before
    send(b, {"action": "square", "square": [9, 3]})
    assert b.error == {}
    assert b.game.log[-1].move == zot.Smash((3, 5))
    assert b.rows[9] == "PZ.P.Z" and b.game.phase == "descend"
    assert sorted(b.moves["smashed"]) == [[9, 3], [9, 5]]  # marked on the board


def test_several_pumpkins_are_picked_one_click_at_a_time():
    text = BETWEEN.replace("....Z.", "......").replace("PZPPPZ", "PZPZPP")
    b = smash_board(text)
    assert b.smash["choices"] == [[1, 3], [1, 5], [3, 5]]
    n = len(b.game.log)
    send(b, {"action": "square", "square": [9, 1]})
    assert b.error == {} and b.smash["picked"] == [1] and len(b.game.log) == n
    send(b, {"action": "square", "square": [9, 1]})  # a second click takes it back
    assert b.smash["picked"] == []
    send(b, {"action": "square", "square": [9, 5]})
    send(b, {"action": "square", "square": [9, 1]})
    assert b.error == {} and b.game.log[n].move == zot.Smash((1, 5))


def test_a_smash_choice_by_message_is_checked_like_a_move():
    b = smash_board()
    before = snapshot(b)
    send(b, {"action": "play", "move": {"type": "Smash", "columns": [1, 3]}})
    assert b.error["rule"] == "zot.smash.choice" and snapshot(b) == before
    send(b, {"action": "play", "move": {"type": "Smash", "columns": [5, 1]}})
    assert b.error == {} and b.game.log[len(before[5])].move == zot.Smash((1, 5))


def test_an_empty_smash_says_nothing_was_smashed(board):
    to_decision(board, "move_shoot")
    send(board, {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "none"}})
    send(board, {"action": "step"})
    assert [e["rule"] for e in board.events] == ["zot.smash.none"]
    assert "nothing is smashed" in board.events[0]["text"]


def test_descend_is_sent_as_moves_for_arrows(board):
    to_decision(board, "move_shoot")
    send(board, {"action": "play", "move": {"type": "MoveShoot", "column": 1, "spell": "none"}})
    send(board, {"action": "auto"})  # smash, descend, roll
    g = board.game
    descended = [e for entry in g.log if entry.step == "descend" for e in entry.events
                 if "from" in e.data and e.data["from"] != e.data["to"]]
    assert descended
    assert board.moves["moves"] == [
        {"from": e.data["from"], "to": e.data["to"], "token": e.data["token"]}
        for e in descended]
    assert board.moves["animate"] is True
    # looking back at the Descend: the same arrows, not animated
    i = next(k for k, e in enumerate(g.log) if e.step == "descend")
    send(board, {"action": "view", "index": i})
    assert board.moves["moves"] == [
        {"from": e.data["from"], "to": e.data["to"], "token": e.data["token"]}
        for e in descended] and board.moves["animate"] is False


def test_a_spell_that_would_do_nothing_says_so_before_it_is_cast():
    b = ZotBoard(Game.new(seed=1, board=SCENARIO), chain_delay=0)
    to_decision(b, "move_shoot")
    assert b.notes == {}  # column 1: fire hits the bed at (8, 1), flower the zombie at (7, 1)
    send(b, {"action": "square", "square": [10, 4]})
    assert set(b.notes) == {"flower", "fire"}
    assert "nothing happens" in b.notes["fire"] and "column 4" in b.notes["fire"]


def test_an_editing_error_names_row_and_column_as_the_board_does(board):
    send(board, {"action": "edit", "on": True})
    bad = SCENARIO.replace("Z.....\n*Z....", "...P..\n*Z....")  # a pumpkin in row 7
    send(board, {"action": "paste", "text": bad})
    assert board.error["text"].startswith("row 7, column 4 (line 9 of the text): pumpkins")
