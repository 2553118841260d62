"""The shared widget base (``widgets/base.py``): secrets, hot seat, bots, play on from here,
refusals that stay short, requests bounded before any work, and the page's one module.

Most tests use the toy game with a secret (``toy_secret.py``); the bounds use ``ZotBoard``,
whose ``Place`` request is the one issue 9 found slow. Requests go through the widget's message
handler exactly as the page sends them.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import widgets.base as wb
from widgets import ZotBoard
from zzlib import zot
from zzlib.core import digest

from .toy_secret import Claim, ToyGame, ToySecretWidget, first_bot

WIDGETS = pathlib.Path(wb.__file__).parent


def send(w, content):
    w._on_msg(w, content, [])


def synced(w) -> dict:
    """Every trait the page receives (``layout`` is a reference to another widget's id)."""
    state = w.get_state()
    state.pop("layout", None)
    return json.loads(json.dumps(state))


def toy(card: int, seed: int = 5) -> ToyGame:
    """A toy game whose secret, Ann's card, is ``card`` (everything else identical)."""
    g = ToyGame.new(seed)
    g.force("card:Ann", card)
    return g


def claim(high=True):
    return {"action": "play", "move": {"type": "Claim", "high": high}}


# -- secrets ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seat", ["Bob", None], ids=["Bob", "spectator"])
def test_two_games_differing_only_in_a_secret_look_the_same_to_another_seat(seat):
    games = [toy(3), toy(8)]
    ws = [ToySecretWidget(g, seat=seat) for g in games]
    annie = [ToySecretWidget(g, seat="Ann") for g in games]

    def same():
        for w in ws + annie:
            w.refresh()
        assert synced(ws[0]) == synced(ws[1])
        assert repr(ws[0]) == repr(ws[1])
        return synced(annie[0]) != synced(annie[1])  # Ann herself sees the difference

    assert same() is False  # before the deal nobody has a card: even Ann's widgets agree
    for g in games:
        g.step()  # the deal
    assert same()
    assert [w.view["my_card"] for w in annie] == [3, 8]
    for g in games:
        g.play(Claim(True))  # Ann claims "high" in both
    assert same()
    # time travel shows each earlier position as that seat saw it, still identical
    for i in range(len(games[0].log)):
        for w in ws:
            send(w, {"action": "view", "index": i})
        assert synced(ws[0]) == synced(ws[1]), i
    assert ws[0].view["my_card"] in (None, ws[0].game.view(seat)["my_card"])


def test_the_widget_shows_only_the_seats_view():
    g = toy(7)
    g.force("card:Bob", 2)
    g.step()
    bob = ToySecretWidget(g, seat="Bob")
    assert bob.view == g.view("Bob") and bob.view["my_card"] == 2
    shown = json.dumps([bob.view, bob.events, bob.history, bob.stats, bob.heading, bob.help])
    assert "7" not in shown
    ann = ToySecretWidget(g, seat="Ann")
    assert ann.view["my_card"] == 7
    assert ann.stats[0] == {"key": "your card", "label": "Your card", "value": "7"}


# -- hot seat ---------------------------------------------------------------------------------
def test_hot_seat_hides_the_previous_view_behind_a_pass_screen():
    games = [toy(2), toy(9)]
    ws = [ToySecretWidget(g, hotseat=True) for g in games]
    for w in ws:
        assert w.seat == "" and w.cover == {}  # the deal is automatic: nobody's view yet
        send(w, {"action": "step"})
        assert w.error == {}
        assert w.cover["seat"] == "Ann" and w.seat == ""
    assert synced(ws[0]) == synced(ws[1])  # the pass screen shows nothing of Ann's card
    before = synced(ws[0])
    send(ws[0], claim())  # nothing but "reveal" until Ann is at the screen
    assert "pass the screen to Ann" in ws[0].error["text"]
    assert {k: v for k, v in synced(ws[0]).items() if k not in ("error", "ack")} == \
        {k: v for k, v in before.items() if k not in ("error", "ack")}
    for w, card in zip(ws, (2, 9)):
        send(w, {"action": "reveal"})
        assert w.seat == "Ann" and w.view["my_card"] == card and w.cover == {}
        send(w, claim())
        assert w.error == {}
        # Bob must decide: Ann's view goes behind the screen before Bob's is shown
        assert w.cover["seat"] == "Bob" and w.seat == "" and w.view["my_card"] is None
    assert synced(ws[0]) == synced(ws[1])
    for w in ws:
        send(w, {"action": "reveal"})
        assert w.seat == "Bob" and w.view["my_card"] == w.game.view("Bob")["my_card"]
        send(w, {"action": "play", "move": {"type": "Call", "believe": False}})
        send(w, {"action": "step"})  # the reveal
        assert w.error == {} and w.phase == "over" and w.result


def test_hot_seat_cover_cannot_be_lifted_by_the_page():
    w = ToySecretWidget(toy(4), hotseat=True)
    send(w, {"action": "step"})
    before = synced(w)
    w.set_state({"cover": {}, "seat": "Bob", "view": {"my_card": 1}})
    assert synced(w) == before


# -- bots ---------------------------------------------------------------------------------------
def test_bots_play_their_seats_and_the_person_sees_only_their_own_decisions():
    w = ToySecretWidget(toy(6), seat="Bob", bots={"Ann": first_bot}, practice=True)
    assert w.autoplay and w.bots == ["Ann"]
    # the deal and Ann's bot move ran by themselves: Bob decides
    assert w.to_move == "Bob" and w.can["play"]
    assert w.history == ["Start", "Ann and Bob each draw a card and keep it hidden.",
                         "Ann (bot): Say the card is high"]
    send(w, {"action": "play", "move": {"type": "Call", "believe": True}})
    assert w.error == {} and w.phase == "over"
    assert w.heading.startswith("Bob: Believe Ann. Then ")
    # practice: undo takes back Bob's decision (and the reveal after it), never the bot's
    # alone (fair play refuses it: tests/widgets/test_fair_play.py)
    send(w, {"action": "undo"})
    assert w.error == {} and w.to_move == "Bob" and len(w.game.log) == 3
    send(w, {"action": "undo"})
    assert "nothing to undo" in w.error["text"] and len(w.game.log) == 3


def test_without_autoplay_next_step_walks_through_bot_moves():
    w = ToySecretWidget(toy(6), seat="Bob", bots={"Ann": first_bot}, autoplay=False)
    assert w.phase == "deal" and w.can["step"]
    send(w, {"action": "step"})
    assert w.phase == "claim" and w.can["step"] and not w.can["play"]
    assert "bot" in w.help
    send(w, claim())  # Ann's seat is the bot's: Bob's widget cannot play it
    assert "bot" in w.error["text"]
    send(w, {"action": "step"})
    assert w.error == {} and w.history[-1] == "Ann (bot): Say the card is high"
    send(w, {"action": "autoplay", "on": True})
    assert w.autoplay
    send(w, {"action": "play", "move": {"type": "Call", "believe": False}})
    assert w.phase == "over"


def test_bad_bots_and_seats_are_refused():
    with pytest.raises(ValueError, match="not a seat"):
        ToySecretWidget(toy(1), bots={"Carl": first_bot})
    with pytest.raises(ValueError, match="function"):
        ToySecretWidget(toy(1), bots={"Ann": "random"})
    with pytest.raises(ValueError, match="not a seat"):
        ToySecretWidget(toy(1), seat="Zed")


def test_a_bot_that_fails_stops_the_run_without_undoing_the_persons_move():
    def broken(game, rng):
        raise RuntimeError("no idea")

    w = ToySecretWidget(toy(6), seat="Ann", bots={"Bob": broken})
    send(w, claim())
    assert w.error == {} and w.history[-1] == "Ann: Say the card is high"
    assert "the bot for Bob failed: no idea" in w.heading


def test_a_spectator_cannot_play():
    w = ToySecretWidget(toy(6))
    assert w.seat == ""
    send(w, {"action": "step"})
    send(w, claim())
    assert "spectator" in w.error["text"]


# -- play on from here ----------------------------------------------------------------------------
def zot_board_at_turn(turn: int) -> ZotBoard:
    b = ZotBoard(zot.Game.new(seed=4), chain_delay=0)
    g = b.game
    while g.view("Jasper")["turn"] < turn:
        g.advance() if g.to_move is None else g.play(g.legal_moves()[0])
    b.refresh()
    return b


def test_play_on_from_here_asks_and_can_be_cancelled():
    b = zot_board_at_turn(2)
    n = len(b.game.log)
    send(b, {"action": "view", "index": 3})
    send(b, {"action": "resume"})
    assert b.confirm["yes"] == "Play on from here" and f"{n - 4} later steps" in b.confirm["text"]
    send(b, {"action": "cancel"})
    assert b.confirm == {} and len(b.game.log) == n and b.index == 3
    send(b, {"action": "confirm"})
    assert "nothing to confirm" in b.error["text"] and len(b.game.log) == n


def test_undo_after_playing_on_takes_back_new_moves_then_the_play_on():
    b = zot_board_at_turn(3)
    g = b.game
    log, end = g.log, digest(g.view("Jasper"))
    i = next(k for k, e in enumerate(log) if e.kind == "move" and k > 2)  # after Jasper's start
    send(b, {"action": "view", "index": i})
    send(b, {"action": "resume"})
    send(b, {"action": "confirm"})
    assert len(g.log) == i + 1 and b.can["undo"]
    send(b, {"action": "auto"})
    if g.to_move:
        send(b, {"action": "play", "move": {"type": type(g.legal_moves()[-1]).__name__,
                                            **zot_fields(g.legal_moves()[-1])}})
    assert b.error == {}
    send(b, {"action": "undo"})  # first the new decision (or the automatic steps)...
    send(b, {"action": "undo"})  # ...then the play on: everything set aside comes back
    assert b.error == {}
    assert b.game is g and g.log == log and digest(g.view("Jasper")) == end


def zot_fields(move) -> dict:
    from zzlib.core import to_jsonable

    return to_jsonable(move)


def test_undoing_a_play_on_restores_even_outcomes_forced_later():
    """A die forced from code after the position played on from: the replay cannot draw it
    again, so the widget restores the game from its saved record, identical."""
    b = ZotBoard(zot.Game.new(seed=9), chain_delay=0)
    g = b.game
    g.play(zot.StartJasper(2))
    g.force("pattern_die", 6)
    g.force("column_die", 1)
    g.advance()
    b.refresh()
    log, saved = g.log, g.to_json()
    send(b, {"action": "view", "index": 0})
    send(b, {"action": "resume"})
    send(b, {"action": "confirm"})
    send(b, {"action": "undo"})
    assert b.error == {}
    assert b.game.log == log and b.game.to_json() == saved


# -- refusals stay short; requests are bounded before any work -------------------------------------
def test_a_huge_place_request_is_refused_before_any_work(monkeypatch):
    b = ZotBoard(zot.Game.new(seed=3), chain_delay=0)

    def never(*a, **k):
        raise AssertionError("the request reached the engine")

    monkeypatch.setattr(wb, "from_jsonable", never)
    monkeypatch.setattr(b.game, "play", never)
    monkeypatch.setattr(b.game, "legal_moves", never)
    cells = [[0, 1]] * 1_000_000
    send(b, {"action": "play", "move": {"type": "Place", "cells": cells, "tokens": ["Z"] * 10**6},
             "id": 7})
    assert b.ack == 7
    assert "too large" in b.error["text"] and len(b.error["text"]) < 200


@pytest.mark.parametrize("content", [
    {"action": "x" * 1_000_000},
    {"action": "x" * 3000},
    {"action": "play", "move": {"type": "T" * 3000}},
    {"action": "play", "move": {"type": "StartJasper", "column": "9" * 3000}},
    {"action": "aim", "column": "c" * 3000},
    {"action": "paste", "text": "." * 3999},
    {"action": "view", "index": 10**300},
    {"action": "view", "index": float("inf")},
    {"action": "play", "move": {"type": "Place", "cells": [[[[[[[[[[1]]]]]]]]]], "tokens": []}},
    {"action": ["play"] * 100_000},
    {"action": "play", "k" * 3000: 1},
], ids=lambda c: json.dumps(c, default=str)[:40])
def test_a_refusal_quotes_at_most_a_short_excerpt_of_the_input(content):
    b = ZotBoard(zot.Game.new(seed=3), chain_delay=0)
    before = (digest(b.game.view("Jasper")), len(b.game.log), b.index)
    send(b, content)
    assert b.error["text"]
    assert len(json.dumps(b.error)) <= wb.MAX_ERROR + 100
    assert "x" * 100 not in b.error["text"] and "9" * 100 not in b.error["text"]
    assert (digest(b.game.view("Jasper")), len(b.game.log), b.index) == before


def test_excerpt_is_short_whatever_the_value():
    assert wb.excerpt("a" * 10**6).endswith("(1000000 characters)")
    assert len(wb.excerpt("a" * 10**6)) < 80
    assert len(wb.excerpt(list(range(10**6)))) < 80
    assert wb.excerpt("fly") == "'fly'"


def test_repr_never_prints_the_seed():
    b = ZotBoard(zot.Game.new(seed=918273), chain_delay=0)
    assert "918273" not in repr(b)
    assert repr(b) == "ZotBoard: Jasper and Zot, turn 1, setup (run the notebook to play)"
    w = ToySecretWidget(ToyGame.new(seed=918273), seat="Bob")
    assert "918273" not in repr(w) and "showing Bob" in repr(w)


# -- any request: refused whole, or shown exactly -----------------------------------------------
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
TOY_ACTIONS = st.sampled_from(["play", "step", "auto", "undo", "view", "resume", "confirm",
                               "cancel", "reveal", "autoplay", "?"])


@given(
    st.sampled_from([{"seat": "Bob"}, {"seat": "Ann"}, {"hotseat": True},
                     {"seat": "Bob", "bots": {"Ann": first_bot}}]),
    st.lists(st.fixed_dictionaries(
        {"action": TOY_ACTIONS},
        optional={"move": st.fixed_dictionaries(
            {"type": st.sampled_from(["Claim", "Call", "?"])},
            optional={"high": JSONISH, "believe": JSONISH}),
            "index": JSONISH, "on": JSONISH},
    ), max_size=14),
)
def test_any_request_is_refused_whole_or_shows_the_seats_view_exactly(kw, requests):
    w = ToySecretWidget(toy(5), **kw)
    for content in requests:
        before = (len(w.game.log), digest(w.game.to_json()), w.index, w.seat, w.confirm, w.cover)
        send(w, content)
        if w.error:
            assert (len(w.game.log), digest(w.game.to_json()), w.index, w.seat, w.confirm,
                    w.cover) == before
        assert 0 <= w.index < len(w.game.log)
        assert w.view == w.game.view(w.seat or None, at=w.index)
        if w.cover:
            assert w.seat == ""


# -- the look --------------------------------------------------------------------------------------
def test_the_game_module_does_not_repeat_the_look_or_the_geometry():
    """Colours, glyph names and the board's areas come as traits from zzlib.look.zot."""
    for name in ("zot.js", "zot.css"):
        code = re.sub(r"(//[^\n]*)|(/\*.*?\*/)", "", (WIDGETS / name).read_text(), flags=re.S)
        assert not re.search(r"#[0-9a-fA-F]{3,6}\b", code), name
        for words in ("Zot's yard", "pumpkin patch", "flaming zombie", "multiplier", "rows - 6",
                      "nRows - 6", "row 9", "row 10"):
            assert words not in code, (name, words)


def test_zot_board_receives_the_look_and_the_geometry():
    from zzlib.look import zot as look

    b = ZotBoard(chain_delay=0)
    assert b.look["glyphs"]["*"] == {"name": "flower bed", "letter": "*", "shape": "square",
                                     "fill": look.GLYPH["*"].fill, "ink": look.GLYPH["*"].ink}
    assert b.look["glyphs"]["M"]["fill"] == look.GLYPH["M"].fill
    assert b.geometry == look.geometry(11, 6)
    assert b.geometry["fence_row"] == zot.FENCE_ROW and b.geometry["path_row"] == zot.PATH_ROW


def test_zot_with_autoplay_shows_only_jaspers_decisions():
    b = ZotBoard(zot.Game.new(seed=3), chain_delay=0, autoplay=True)
    assert b.phase == "setup" and b.can["play"]
    send(b, {"action": "play", "move": {"type": "StartJasper", "column": 2}})
    assert b.error == {} and b.phase == "place"  # the roll ran by itself
    assert b.heading.startswith("Jasper: Place Jasper on the garden path in column 2. Then the dice are rolled for Zot's new tokens")
    send(b, {"action": "play", "move": {"type": "Place", "cells": b.placements[0]["cells"],
                                        "tokens": b.placements[0]["tokens"]}})
    send(b, {"action": "play", "move": {"type": "MoveShoot", "column": 2, "spell": "none"}})
    assert b.error == {} and b.phase == "place" and b.status["turn"] == 2  # smash, descend, roll
    send(b, {"action": "undo"})  # back to Jasper's Move & Shoot, the automatic steps with it
    assert b.error == {} and b.phase == "move_shoot" and b.status["turn"] == 1


def test_a_counted_sequence_of_legal_moves_reaches_the_game_unbuilt():
    """Zapp Zerapp's ``LegalMoves`` counts its moves and decodes them on demand: the base
    hands it to ``_show`` as it is (a list becomes a tuple)."""
    from collections.abc import Sequence

    class Counted(Sequence):
        def __init__(self, moves):
            self.moves = moves

        def __len__(self):
            return len(self.moves)

        def __getitem__(self, i):
            return self.moves[i]

        def __iter__(self):
            raise AssertionError("the widget built every move")

    class CountedToy(ToyGame):
        def _legal(self, s):
            return Counted(super()._legal(s))

    seen = []

    class Spy(ToySecretWidget):
        def _show(self, shown):
            seen.append(shown.legal)
            return {}

    g = CountedToy.new(5)
    g.step()
    Spy(g, seat="Ann")
    assert isinstance(seen[-1], Counted) and seen[-1][0] == Claim(True)
    seen.clear()
    ToyWidget = type("ToyWidget", (Spy,), {})
    plain = ToyGame.new(5)
    plain.step()
    ToyWidget(plain, seat="Ann")
    assert seen[-1] == (Claim(True), Claim(False))


def test_an_automatic_step_is_named_as_a_reader_says_it():
    """The help line, the heading and the pass screen say 'the apple cards are turned over',
    not the phase's name ('reveal'); a step no game names falls back to its name."""
    from widgets import ZankTable
    from zzlib import zank

    assert ZankTable.STEP_NAMES["reveal"] == "the apple cards are turned over"
    t = ZankTable(zank.Game.new(players=3, seed=1), seat="red", autoplay=False)
    assert t._step_name("end_round") == "the round ends"
    assert t._step_name("some_new_step") == "some new step"
