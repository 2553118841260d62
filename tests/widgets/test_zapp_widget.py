"""``ZappBoard``: shaking, setting down, previews with their choices, the banishment pass, the
editor, bots and the hot seat, all through the widget's message handler exactly as the page
sends them. Every click is a request checked like a move: refused whole (nothing changes) or
shown from the seat's view. The shared checks every widget passes are in
``test_every_widget.py`` (with a ``SECRET_PAIRS`` entry for Zapp Zerapp)."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets import ZappBoard
from widgets.zapp import spots_of
from zzlib import zapp
from zzlib.core import digest
from zzlib.look import zapp as look

from ..zapp.helpers import plateau_with

EXAMPLE_A = "G1:8 R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"
PRO_EXAMPLE = "G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4 B3:19 R2:21"


def send(w, content):
    w._on_msg(w, content, [])


def synced(w) -> dict:
    state = w.get_state()
    state.pop("layout", None)
    return json.loads(json.dumps(state))


def fingerprint(w):
    return (digest(w.game.to_json()), w.index, w.seat, w.phase, json.dumps(w.preview),
            w.selected, w.mode, json.dumps(w.cover))


def refused(w, content, rule=None, words=None):
    """Send ``content``; it must be refused and change nothing."""
    before = fingerprint(w)
    send(w, content)
    assert w.error, f"not refused: {content}"
    assert fingerprint(w) == before
    if rule:
        assert w.error.get("rule") == rule, w.error
        assert w.error["quote"] == zapp.RULES[rule].quote
    if words:
        assert words in w.error["text"], w.error


def round_of(numbers: dict, dice=(5, 3), order=None, **options):
    """A game at its first choice: the barrels hold ``numbers`` (player -> number, on barrels
    A, B, C... in grab order), dice and grab order forced, no rattle noise."""
    order = tuple(order or numbers)
    g = zapp.Game.new(7, shake_noise=0, **options)
    g.force("barrels", plateau_with({"ABCD"[i]: numbers[p] for i, p in enumerate(order)}))
    g.force("grab_order", order)
    g.force("magic", dice)
    g.advance()
    return g


def to_moves(g, numbers, order=None):
    """Every player sets down the barrel holding their number; the reveal runs."""
    for i, p in enumerate(order or numbers):
        g.play(zapp.Choose(p, "ABCD"[i]))
    g.advance()


def without_readings(view: dict) -> dict:
    """The seat's view as the page gets it: the readings are shown only once shaken."""
    return {k: v for k, v in view.items() if k != "readings"}


# -- the board ---------------------------------------------------------------------------------
def test_the_board_comes_from_the_look_and_the_seats_view():
    w = ZappBoard(seed=3, seat="red")
    assert w.geometry == look.geometry(w.game.board)
    assert w.look["marks"]["banished"]["symbol"] == "✗" and w.look["fill"] == look.FILL
    assert w.view == without_readings(w.game.view("red")) and "readings" not in w.view
    assert sorted(w.spots) == sorted(w.game.view("red")["position"])
    assert w.spots == spots_of(w.game.board, zapp.Position.start())
    on_field = zapp.Position.from_text("G2:8")
    assert spots_of(w.game.board, on_field)["G2"] == look.svg_xy(
        look.places_xy(w.game.board, on_field)["G2"])  # on a field: as the drawings place it
    assert repr(w) == "ZappBoard: Zapp Zerapp, showing red, round 0, shuffle (run the notebook to play)"


# -- shaking and setting down ------------------------------------------------------------------
def test_the_seat_choosing_shakes_a_barrel_and_reads_its_own_rattle():
    g = zapp.Game.new(21, shake_noise=1.5)
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.advance()
    w = ZappBoard(g, seat="red")
    send(w, {"action": "shake", "barrel": "C", "id": 4})
    assert not w.error and w.ack == 4
    reading = g.shake("C", player="red")
    assert w.selected == "C" and w.shaken["barrel"] == "C"
    assert w.shaken["reading"] == round(reading, 1)
    readings = {b["label"]: b["reading"] for b in w.plateau if b["reading"] is not None}
    assert readings == {"C": round(reading, 1)}
    seq = w.shaken["seq"]
    send(w, {"action": "shake", "barrel": "F"})
    assert w.selected == "F" and w.shaken["seq"] == seq + 1
    assert {b["label"] for b in w.plateau if b["reading"] is not None} == {"C", "F"}
    assert "shake" in w.help
    # shaking is a query: the game is unchanged
    assert len(g.log) == 3


def test_set_down_is_a_choose_move_and_then_the_readings_stay_the_seats_own():
    g = zapp.Game.new(21)
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.advance()
    w = ZappBoard(g, seat="red")
    send(w, {"action": "shake", "barrel": "C"})
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "C"}})
    assert not w.error and g.log[-1].move == zapp.Choose("red", "C")
    assert w.selected == "" and w.shaken == {}
    taken = {b["label"]: b["taker"] for b in w.plateau if b["taker"]}
    assert taken == {"C": "red"}
    assert ("Your barrel", "C (secret until the reveal)") in [(s["label"], s["value"]) for s in w.stats]
    # nobody sees a number before the reveal
    assert all(b["number"] is None for b in w.plateau)


def test_shaking_is_refused_out_of_turn_out_of_phase_and_for_bad_barrels():
    g = zapp.Game.new(21)
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.advance()
    red, green, watcher = ZappBoard(g, seat="red"), ZappBoard(g, seat="green"), ZappBoard(g, seat=None)
    refused(green, {"action": "shake", "barrel": "A"}, words="red decides now, not green")
    refused(watcher, {"action": "shake", "barrel": "A"}, words="spectator")
    refused(red, {"action": "shake", "barrel": "Z"}, rule="zapp.barrels.choose")
    refused(red, {"action": "shake", "barrel": 3}, words="'barrel' must be a letter A-M")
    refused(red, {"action": "shake", "barrel": "A" * 5000}, words="too long")
    g.play(zapp.Choose("red", "A"))
    green.refresh()
    refused(green, {"action": "shake", "barrel": "A"}, rule="zapp.barrels.snatch")
    red.refresh()
    refused(red, {"action": "shake", "barrel": "B"}, rule="zapp.barrels.done",
            words="red has set down barrel A and shakes no more")
    # a forged move for another player is the engine's refusal
    green2 = ZappBoard(g, seat="green")
    refused(green2, {"action": "play", "move": {"type": "Choose", "player": "blue", "barrel": "B"}},
            rule="zapp.decide.grab_order")
    refused(green2, {"action": "play", "move": {"type": "Choose", "player": "green", "barrel": "A"}},
            rule="zapp.barrels.snatch")


def test_a_hot_seat_never_shows_one_seats_readings_or_barrel_to_the_next():
    """Two games that differ only in the secret numbers and red's rattle noise: after red has
    shaken and set a barrel down in a hot seat, green's screen is the same in both."""
    screens = []
    for numbers, noise in ((tuple(range(1, 14)), (0.4,) * 13),
                           (tuple(range(13, 0, -1)), (-2.5,) * 13)):
        g = zapp.Game.new(11, players=3)
        g.force("barrels", numbers)
        g.force("grab_order", ("red", "green", "blue"))
        g.force("shake.red", noise)
        w = ZappBoard(g, hotseat=True, autoplay=True)
        assert w.cover["seat"] == "red" and w.seat == ""
        send(w, {"action": "reveal"})
        for b in "ABC":
            send(w, {"action": "shake", "barrel": b})
        assert [b["reading"] for b in w.plateau[:3]] == [round(g.shake(x, "red"), 1) for x in "ABC"]
        send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "B"}})
        covered = synced(w)
        assert w.cover["seat"] == "green" and all(b["reading"] is None for b in w.plateau)
        send(w, {"action": "reveal"})
        assert w.seat == "green" and w.selected == "" and w.shaken == {}
        screens.append((covered, synced(w)))
    assert screens[0][0] == screens[1][0]
    assert screens[0][1] == screens[1][1]


# -- the preview and the move --------------------------------------------------------------
def example_a(**kw):
    numbers = {"green": 8, "red": 13, "blue": 12, "yellow": 11}
    g = round_of(numbers, dice=(6, 2), position=EXAMPLE_A, **kw)
    to_moves(g, numbers)
    return g


def test_clicking_a_wizard_previews_where_it_lands_and_whom_it_banishes():
    """The rulebook's Example A: Guildo's 8 from field 8 lands on 16, passing five wizards and
    catching up to one; he banishes both yellows, the blue and a red."""
    g = example_a()
    w = ZappBoard(g, seat="green")
    assert w.phase == "move" and sorted(w.movable) == ["G1", "G2", "G3"]
    n = len(g.log)
    send(w, {"action": "pick", "wizard": "G1"})
    p = w.preview
    assert not w.error and p["wizard"] == "G1" and p["landing"] == 16
    assert p["path"] == list(range(9, 17))
    fates = {f["wizard"]: (f["mark"], f["rule"]) for f in p["fates"]}
    assert fates == {"G1": ("mover", "zapp.move.distance"), "R1": ("banished", "zapp.banish"),
                     "R2": ("protected", "zapp.banish.protected"), "G2": ("own", "zapp.banish.own"),
                     "Y1": ("banished", "zapp.banish"), "B1": ("banished", "zapp.banish"),
                     "Y2": ("banished", "zapp.banish")}
    assert p["text"] == "G1 moves 8 fields to green field 16; banishes R1, Y1, B1 and Y2."
    # the choices the rules allow: overlook any of the four (no carrying: not the Pro version)
    assert [(c["kind"], c["wizard"]) for c in p["choices"]] == [
        ("spare", "R1"), ("spare", "Y1"), ("spare", "B1"), ("spare", "Y2")]
    assert p["after"]["Y1"] != w.spots["Y1"] and p["after"]["R2"] == w.spots["R2"]
    assert len(g.log) == n  # a preview plays nothing
    # overlook Y1, then move
    send(w, {"action": "pick", "wizard": "G1", "spare": ["Y1"]})
    assert {f["wizard"]: f["mark"] for f in w.preview["fates"]}["Y1"] == "overlooked"
    assert w.preview["move"]["spare"] == ["Y1"]
    send(w, {"action": "play", "move": w.preview["move"]})
    assert not w.error
    assert g.log[-1].move == zapp.MoveWizard("green", "G1", spare={"Y1"})
    assert g.view(None)["position"]["Y1"] == 14 and g.view(None)["position"]["Y2"] == "start"
    assert w.preview == {}


def test_the_pass_is_labelled_wizard_by_wizard_and_animated_once():
    g = example_a()
    w = ZappBoard(g, seat="green")
    send(w, {"action": "play", "move": {"type": "MoveWizard", "player": "green", "wizard": "G1"}})
    passes = w.passes
    assert passes["animate"] is True and len(passes["moves"]) == 1
    m = passes["moves"][0]
    assert m["wizard"] == "G1" and m["path"] == list(range(9, 17))
    marks = {f["wizard"]: f["mark"] for f in m["fates"]}
    assert [x for x, k in marks.items() if k == "banished"] == ["R1", "Y1", "B1", "Y2"]
    y1 = next(f for f in m["fates"] if f["wizard"] == "Y1")
    assert y1["rule"] == "zapp.banish" and y1["title"] == zapp.RULES["zapp.banish"].title
    assert "banished back to the yellow start" in y1["sentence"]
    assert m["before"]["Y1"] != m["after"]["Y1"] == w.spots["Y1"]
    seq = passes["seq"]
    send(w, {"action": "view", "index": w.index})  # redrawn: shown, not animated again
    assert w.passes["seq"] == seq and w.passes["animate"] is False
    # time travel to the move shows its pass (from the public entry), without animation
    send(w, {"action": "view", "index": w.index - 1})
    send(w, {"action": "view", "index": len(g.log) - 1})
    assert w.passes["moves"][0]["fates"] == m["fates"] and not w.passes["animate"]


def test_choices_the_rules_do_not_allow_are_refused_with_their_rule():
    g = example_a()
    w = ZappBoard(g, seat="green")
    refused(w, {"action": "pick", "wizard": "G1", "carry": ["R2"]}, rule="zapp.pro")
    refused(w, {"action": "pick", "wizard": "G1", "spare": ["R2"]}, rule="zapp.banish.overlook")
    refused(w, {"action": "pick", "wizard": "Y1"}, rule="zapp.move.choose")
    refused(w, {"action": "pick", "wizard": "X9"}, rule="zapp.move.choose")
    refused(w, {"action": "pick", "wizard": "G1", "spare": "Y1"}, words="'spare' must be a list")
    refused(w, {"action": "pick", "wizard": "G1", "spare": ["Y1"] * 13}, words="at most 12")
    refused(w, {"action": "pick", "wizard": {"x": 1}}, words="'wizard' must be")
    # red's 13 is above the magic number 8: red does not move this round
    refused(ZappBoard(g, seat="red"), {"action": "pick", "wizard": "R1"},
            rule="zapp.reveal.effective", words="red's 13 is higher than the magic number 8")
    refused(w, {"action": "play", "move": {"type": "MoveWizard", "player": "green", "wizard": "R1"}},
            rule="zapp.move.choose")
    refused(w, {"action": "play", "move": {"type": "MoveWizard", "player": "green", "wizard": "G1",
                                           "spare": ["G2"]}}, rule="zapp.banish.overlook")


def test_a_wizard_in_the_city_cannot_be_picked():
    numbers = {"green": 8, "red": 13, "blue": 12, "yellow": 11}
    g = round_of(numbers, dice=(6, 2), position="G1:city G2:3")
    to_moves(g, numbers)
    w = ZappBoard(g, seat="green")
    assert sorted(w.movable) == ["G2", "G3"]
    refused(w, {"action": "pick", "wizard": "G1"}, rule="zapp.move.past_city")


def test_pro_carry_and_stay_are_toggles_only_where_the_rules_allow_them():
    """The rulebook's Pro example: Guildo (8) from 23 may banish Y1 and B2 on W(red,green) at 2,
    carry R1 (its red tower protects it) and G2 (his own), and leave G2 in front of the city."""
    numbers = {"green": 8, "blue": 5, "yellow": 3, "red": 2}
    g = round_of(numbers, dice=(4, 4), position=PRO_EXAMPLE, pro=True)
    to_moves(g, numbers)
    w = ZappBoard(g, seat="green")
    send(w, {"action": "pick", "wizard": "G1"})
    assert "carries" not in w.preview["text"]  # nobody carried until chosen
    reach = zapp.reach(zapp.Position.from_text(PRO_EXAMPLE), "G1", 8, pro=True)
    assert set(reach.banishable) == {"Y1", "B2"} and set(reach.carriable) == {"R1", "G2"}
    assert [(c["kind"], c["wizard"]) for c in w.preview["choices"]] == (
        [("spare", x) for x in reach.banishable] + [("carry", x) for x in reach.carriable])
    send(w, {"action": "pick", "wizard": "G1", "carry": ["R1", "G2"]})
    kinds = [(c["kind"], c["wizard"], c["on"]) for c in w.preview["choices"]]
    assert kinds == ([("spare", x, False) for x in reach.banishable]
                     + [("carry", "R1", True), ("carry", "G2", True), ("stay", "G2", False)])
    assert w.preview["landing"] == "city"
    # the preview's sentence follows the choice: whom it carries, and where each ends
    assert w.preview["text"] == ("G1 moves 7 fields into the city (1 forfeited); carries R1 "
                                 "(set down on 5) and G2 (into the city); banishes B2 and Y1.")
    fates = {f["wizard"]: f for f in w.preview["fates"]}
    assert fates["R1"]["mark"] == "carried" and fates["R1"]["to"] == 5
    assert fates["G2"]["to"] == "city" and fates["B1"]["mark"] == "protected"
    refused(w, {"action": "pick", "wizard": "G1", "carry": ["R1"], "stay": ["R1"]},
            rule="zapp.pro.city_own")
    refused(w, {"action": "pick", "wizard": "G1", "carry": ["Y1"]}, rule="zapp.pro.banish")
    send(w, {"action": "play", "move": w.preview["move"]})
    assert not w.error
    assert g.view(None)["position"]["R1"] == 5 and g.view(None)["position"]["G2"] == "city"
    assert {f["wizard"]: f["mark"] for f in w.passes["moves"][0]["fates"]}["R1"] == "carried"


# -- bots, undo, a whole game --------------------------------------------------------------
def test_a_whole_game_against_bots_by_requests_alone():
    g = zapp.Game.new(5)
    bots = {c: zapp.bots.sensible for c in ("green", "blue", "yellow")}
    w = ZappBoard(g, seat="red", bots=bots, step_ms=0)
    for _ in range(300):
        if g.is_over:
            break
        assert w.to_move == "red" and w.can["play"]
        if w.phase == "choose":
            send(w, {"action": "shake", "barrel": next(b["label"] for b in w.plateau if b["open"])})
            send(w, {"action": "play", "move": {"type": "Choose", "player": "red",
                                                "barrel": w.selected}})
        else:
            send(w, {"action": "pick", "wizard": w.movable[-1]})
            send(w, {"action": "play", "move": w.preview["move"]})
        assert not w.error, w.error
        assert w.view == without_readings(g.view("red")) and "readings" not in w.view
    assert g.is_over and w.result.startswith(f"{g.result.winners[0]} wins")
    assert w.step_ms == 0


def test_practice_undo_takes_back_the_persons_move_and_the_bots_after_it():
    g = zapp.Game.new(5)
    w = ZappBoard(g, seat="red", bots={c: zapp.bots.random for c in ("green", "blue", "yellow")},
                  practice=True)
    while w.phase != "choose":
        send(w, {"action": "auto"})
    n = len(g.log)
    send(w, {"action": "shake", "barrel": next(b["label"] for b in w.plateau if b["open"])})
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": w.selected}})
    assert len(g.log) > n + 1
    send(w, {"action": "undo"})
    assert len(g.log) == n and w.phase == "choose" and w.to_move == "red"


# -- the editor ----------------------------------------------------------------------------
def test_the_editor_places_wizards_and_starts_a_game_from_the_text():
    w = ZappBoard(seed=9, seat="red", bots={c: zapp.bots.sensible for c in ("green", "blue", "yellow")})
    send(w, {"action": "edit", "on": True})
    assert w.editing and w.mode == "edit" and w.draft["text"] == ""
    refused(w, {"action": "shake", "barrel": "A"}, words="leave the editor first")
    send(w, {"action": "place", "wizard": "G1"})
    assert w.draft["pick"] == "G1"
    send(w, {"action": "place", "wizard": "G1", "to": 8})
    send(w, {"action": "place", "wizard": "R2", "to": "city"})
    assert w.draft["text"] == "R2:city G1:8" and w.draft["pick"] == ""
    assert w.spots["G1"] == look.svg_xy(look.slot(8, 0, 1))
    refused(w, {"action": "place", "wizard": "G1", "to": 24}, words="'to' must be a field 0-23")
    refused(w, {"action": "place", "wizard": "Q1", "to": 2}, words="'wizard' must be")
    refused(w, {"action": "paste", "text": "G1:99"}, words="field 99 does not exist")
    refused(w, {"action": "paste", "text": "x" * 400}, words="at most 300 characters")
    send(w, {"action": "paste", "text": EXAMPLE_A})
    assert zapp.Position.from_text(w.draft["text"]) == zapp.Position.from_text(EXAMPLE_A)
    old = w.game
    send(w, {"action": "start"})
    assert not w.error and w.game is not old and not w.editing
    assert zapp.Position.from_text(w.game.given_options["position"]) == zapp.Position.from_text(EXAMPLE_A)
    assert w.game.view(None)["position"]["Y2"] == 16
    assert w.phase == "choose"  # the bots and automatic steps ran up to red's choice
    # a position with a guild already home is refused (the option's own check)
    send(w, {"action": "edit", "on": True})
    send(w, {"action": "paste", "text": "R1:city R2:city R3:city"})
    refused(w, {"action": "start"}, words="option 'position'")
    send(w, {"action": "edit", "on": False})
    assert not w.editing and w.game.view(None)["position"]["Y2"] == 16


# -- forged and random requests ----------------------------------------------------------------
WIZARDISH = st.one_of(st.sampled_from(["G1", "G2", "R1", "Y1", "B1", "Y2", "X9", "g1", ""]),
                      st.integers(-2, 30), st.none(), st.lists(st.just("Y1"), max_size=2))
NAMES = st.one_of(st.lists(st.sampled_from(["Y1", "B1", "R1", "R2", "G2", "Y2", "Q"]),
                           max_size=4), st.text(max_size=3), st.integers(0, 3), st.none())


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_random_requests_are_refused_whole_or_show_the_seats_view(data):
    """Barrels, wizards, choices and places, valid or not, in any order: each request is
    refused with nothing changed, or the page shows the seat's view of the game exactly."""
    g = example_a() if data.draw(st.booleans()) else round_of(
        {"green": 8, "red": 13, "blue": 12, "yellow": 11}, dice=(6, 2))
    w = ZappBoard(g, seat="green")
    request = st.fixed_dictionaries(
        {"action": st.sampled_from(["shake", "pick", "play", "edit", "place", "paste", "start",
                                    "view", "undo", "field", "home", "plateau", "?"])},
        optional={"barrel": st.one_of(st.sampled_from(list("ABMZ")), st.integers(0, 3)),
                  "wizard": WIZARDISH, "spare": NAMES, "carry": NAMES, "stay": NAMES,
                  "to": st.one_of(st.integers(-1, 25), st.sampled_from(["start", "city", "x"])),
                  "on": st.booleans(), "text": st.sampled_from(["G1:3", "G1:99", "Q", ""]),
                  "field": st.one_of(st.integers(-1, 25), st.sampled_from(["3", None])),
                  "colour": st.sampled_from(["red", "green", "purple", 3]),
                  "kind": st.sampled_from(["start", "city", "x"]),
                  "index": st.integers(-1, 12),
                  "move": st.fixed_dictionaries(
                      {"type": st.sampled_from(["Choose", "MoveWizard", "X"])},
                      optional={"player": st.sampled_from(["green", "red"]),
                                "barrel": st.sampled_from(list("ABZ")), "wizard": WIZARDISH,
                                "spare": NAMES})},
    )
    for content in data.draw(st.lists(request, max_size=8)):
        before = fingerprint(w)
        send(w, content)
        if w.error:
            assert fingerprint(w) == before, content
        assert w.view == without_readings(g.view("green", at=w.index)) or w.game is not g
        assert w.view == without_readings(w.game.view(w.seat or None, at=w.index))
        if w.preview:
            assert zapp.MoveWizard(**{k: v for k, v in w.preview["move"].items() if k != "type"}) \
                in w.game.legal_moves()


# -- crowded fields: every name and mark readable at projector size -------------------------
#: the page's sizes in SVG units (widgets/zapp.js, widgets/zapp.css): a chip's radius, a
#: two-character name at 14 px (0.33 units, bold: 0.46 wide, 0.37 high), a mark's badge (its
#: radius, and how far from the chip's centre it sits, at one of the chip's corners)
CHIP, NAME_W, NAME_H, BADGE_R, BADGE_AT = 0.25, 0.46, 0.37, 0.24, 0.95 * 0.25
CORNERS = [(1, -1), (-1, -1), (1, 1), (-1, 1)]

CROWDS = {
    "lesson 5's Pro round": "R1:20 R2:21 B1:21 Y1:21",
    "two crowds side by side on the top": "R1:2 R2:2 B1:2 Y1:3 G1:3 G2:3",
    "a crowd in a corner field": "R1:5 R2:5 B1:5 Y1:6 Y2:6 Y3:6",
    "eight on one field": "R1:21 R2:21 B1:21 Y1:21 G1:21 G2:21 Y2:21 Y3:21",
    "three on the bottom, two beside": "G1:14 B1:14 Y1:14 R1:13 R2:13",
    "everyone home": "R1:city R2:city R3:city G1:city G2:city G3:city",
}


def _badge_corners(board, spots):
    """The corner each wizard's badge takes: the page's rule (widgets/zapp.js
    ``badgeCorners``), mirrored."""
    geo = look.geometry(board)
    out = {}
    for w, p in spots.items():
        best, best_gap = None, -1.0
        n = None
        if len(p) > 2:
            f = geo["fields"][p[2]]
            n = (f["number_at"][0] - f["centre"][0], f["number_at"][1] - f["centre"][1])
        for c in CORNERS:
            if n and c[0] * n[0] + c[1] * n[1] <= 0:
                continue
            bx, by = p[0] + c[0] * BADGE_AT, p[1] + c[1] * BADGE_AT
            gap = min((((q[0] - bx) ** 2 + (q[1] - by) ** 2) ** 0.5
                       for x, q in spots.items() if x != w), default=float("inf"))
            if best is None or gap > best_gap + 0.12:
                best, best_gap = c, gap
        out[w] = (p[0] + best[0] * BADGE_AT, p[1] + best[1] * BADGE_AT)
    return out


TOWER_R = 0.27


def _towers(board):
    """Where the page draws the towers (two on a field half a field apart: widgets/zapp.js)."""
    out = []
    for f in look.geometry(board)["fields"]:
        ts = [t["at"] for t in f["towers"]]
        if len(ts) == 2:
            (ax, ay), (bx, by) = ts
            n = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            mx, my = (ax + bx) / 2, (ay + by) / 2
            ts = [(mx + k * 0.25 * (bx - ax) / n, my + k * 0.25 * (by - ay) / n) for k in (-1, 1)]
        out += ts
    return out


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _name_box(p):
    return (p[0] - NAME_W / 2, p[1] - NAME_H / 2, p[0] + NAME_W / 2, p[1] + NAME_H / 2)


def crowding_problems(board, spots) -> list[str]:
    """What a reader could not read: two names overlapping, two chips overlapping, a badge
    over another wizard's name or chip, a name over a field's number."""
    problems = []
    for (a, p), (b, q) in itertools.combinations(spots.items(), 2):
        if _overlap(_name_box(p), _name_box(q)):
            problems.append(f"the names {a} and {b} overlap")
        # (two side by side on a field stand 0.46 apart: their rims may touch, 2 px)
        if ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 < 2 * CHIP - 0.05:
            problems.append(f"the chips of {a} and {b} overlap")
    badges = _badge_corners(board, spots)
    for a, (bx, by) in badges.items():
        badge = (bx - BADGE_R, by - BADGE_R, bx + BADGE_R, by + BADGE_R)
        for b, q in spots.items():
            if b != a and _overlap(badge, _name_box(q)):
                problems.append(f"{a}'s mark covers {b}'s name")
            elif b != a and ((bx - q[0]) ** 2 + (by - q[1]) ** 2) ** 0.5 < BADGE_R + CHIP - 0.05:
                problems.append(f"{a}'s mark covers {b}'s chip")
    for a, p in spots.items():
        for t in _towers(board):
            if ((p[0] - t[0]) ** 2 + (p[1] - t[1]) ** 2) ** 0.5 < CHIP + TOWER_R - 0.05:
                problems.append(f"{a}'s chip runs into a tower")
    numbers = [f["number_at"] for f in look.geometry(board)["fields"]]
    for a, p in spots.items():
        for n in numbers:
            if _overlap(_name_box(p), (n[0] - 0.22, n[1] - 0.17, n[0] + 0.22, n[1] + 0.17)):
                problems.append(f"{a}'s name covers a field's number")
    return problems


@pytest.mark.parametrize("what", sorted(CROWDS))
def test_a_crowded_field_fans_its_wizards_out_so_every_name_and_mark_reads(what):
    """A field holding more wizards than fit (``look.FIT``: two side by side) shows them
    fanned out beside it, outside the loop beyond its number, each spot naming the field:
    no two names or chips overlap, no mark covers another wizard's name or chip, no name a field's
    number, and the fan stays within the board's width (only rows above or below are added).
    Drawn the old way (three on a field: two abreast and one behind) the same check fails."""
    board = zapp.Board.standard()
    pos = zapp.Position.from_text(CROWDS[what])
    spots = spots_of(board, pos)
    assert crowding_problems(board, spots) == []
    crowded = look.crowds(pos)
    for f, ws in crowded.items():
        assert all(spots[w][2:] == [f] for w in ws)
    for w, p in spots.items():
        if w not in {x for ws in crowded.values() for x in ws}:
            assert len(p) == 2  # the uncrowded stand where they always did
            if pos[w] not in ("start", "city"):
                assert p == look.svg_xy(look.places_xy(board, pos)[w])
    x0, _, width, _ = look.geometry(board)["view_box"]
    for p in spots.values():
        assert x0 - 0.3 + CHIP + 0.25 <= p[0] <= x0 + width + 0.3 - CHIP - 0.25
    if what == "lesson 5's Pro round":
        old = {w: look.svg_xy(v) for w, v in look.places_xy(board, pos).items()
               if pos[w] == 21}
        assert crowding_problems(board, old)  # the test sees the old cluster


def test_two_wizards_on_a_field_keep_their_places():
    board = zapp.Board.standard()
    pos = zapp.Position.from_text("R1:21 B1:21 G1:3 G2:3")
    assert look.crowds(pos) == {}
    assert spots_of(board, pos) == {w: look.svg_xy(v) for w, v in look.places_xy(board, pos).items()
                                    if pos[w] not in ("start", "city")} | {
        w: v for w, v in spots_of(board, pos).items() if pos[w] in ("start", "city")}
