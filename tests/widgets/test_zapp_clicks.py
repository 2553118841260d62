"""``ZappBoard`` answers every click, tells a barrel too high where the eye is, and draws no
wizard over another (issue #22, items 8 and 9).

Every click on the board (a barrel, a wizard, a field, a start or city, the plateau between
the barrels) is a request the page sends as it is; the kernel acts on it or refuses it in one
sentence that says why, citing the rule where there is one, and changes nothing. A barrel
above the magic number is told on the plateau (a banner until the seat's next action) and in
the status line (until the next step), not only in the list of events. Wizards in a start or a
city stand on spots of their own, clear of each other and of a preview's ghost.
"""

from __future__ import annotations

import itertools
import json
import math

from widgets import ZappBoard
from zzlib import zapp

from ..zapp.helpers import plateau_with

CHIP = 0.5  # a wizard's chip on the page is 0.5 SVG units wide (zapp.js: radius 0.25)
BOTS = {c: zapp.bots.sensible for c in ("green", "blue", "yellow")}


def send(w, content):
    w._on_msg(w, content, [])


def page_state(w) -> str:
    """What the page is sent, but the request's id and the refusal."""
    state = w.get_state()
    for k in ("layout", "ack", "error"):
        state.pop(k, None)
    return json.dumps(state, sort_keys=True, default=str)


def game_of(w) -> str:
    return w.game.to_json()


def answered(w, content) -> dict:
    """Send a click's request: it acts (the page changes) or is refused in one sentence that
    changes nothing. Returns the refusal ({} when it acted)."""
    before, game = page_state(w), game_of(w)
    send(w, content)
    if w.error:
        text = w.error["text"]
        assert text and ". " not in text and not text.endswith("."), (content, text)
        assert page_state(w) == before and game_of(w) == game, content
        return w.error
    assert page_state(w) != before, f"a click did nothing and said nothing: {content}"
    return {}


def clicks(w):
    """Every click the board offers: 13 barrels, every wizard, 24 fields, each seat's start
    and city, the plateau."""
    yield from ({"action": "shake", "barrel": b} for b in zapp.LABELS)
    yield from ({"action": "pick", "wizard": x} for x in w.game.view(None)["position"])
    yield from ({"action": "field", "field": f} for f in range(w.game.board.size))
    yield from ({"action": "home", "colour": c, "kind": k} for c in w.game.seats
                for k in ("start", "city"))
    yield {"action": "plateau"}


def round_of(numbers: dict, dice, order=None, **options):
    """A game at its first choice: barrels A, B, C... hold ``numbers`` in grab order."""
    order = tuple(order or numbers)
    g = zapp.Game.new(7, **options)
    g.force("barrels", plateau_with({"ABCD"[i]: numbers[p] for i, p in enumerate(order)}))
    g.force("grab_order", order)
    g.force("magic", dice)
    g.advance()
    return g


# -- every click acts or says why not -----------------------------------------------------------
def test_in_phase_2_barrels_shake_and_every_other_click_says_why_not():
    g = round_of({"red": 5, "green": 4, "blue": 3, "yellow": 2}, dice=(2, 3),
                 position="R1:14 G2:14 Y1:15 G1:16 B1:17 Y2:19")
    w = ZappBoard(g, seat="red", bots=BOTS)
    rules = {}
    for c in clicks(w):
        err = answered(w, c)
        rules.setdefault(c["action"], set()).add(err.get("rule"))
    assert rules["shake"] == {None}  # every barrel shakes
    assert rules["pick"] == rules["field"] == {"zapp.round"}  # wizards move in phase 3
    assert rules["home"] == {"zapp.round"}
    assert rules["plateau"] == {None}  # "press one of the barrels": no rule, a sentence
    assert "the plateau itself does nothing" in w.error["text"]


def test_after_setting_down_barrels_and_plateau_cite_the_rule_against_shaking_on():
    g = round_of({"red": 5, "green": 4, "blue": 3, "yellow": 2}, dice=(2, 3))
    w = ZappBoard(g, seat="red", bots=BOTS, autoplay=False)
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "A"}})
    assert not w.error and w.to_move == "green"
    for c in clicks(w):
        err = answered(w, c)
        assert err, c  # nothing is red's to do now
        if c["action"] in ("shake", "plateau"):
            assert err["rule"] == "zapp.barrels.done", err
            assert "red has set down barrel A and shakes no more" in err["text"]
        else:
            assert err["rule"] == "zapp.round" and "green chooses a barrel" in err["text"], err


def test_in_phase_3_wizards_fields_and_cities_preview_or_say_why_not():
    numbers = {"red": 5, "green": 4, "blue": 3, "yellow": 2}
    g = round_of(numbers, dice=(2, 3), position="R1:14 G2:14 Y1:15 G1:16 B1:17 Y2:19 R2:20")
    w = ZappBoard(g, seat="red", bots=BOTS, autoplay=False)
    for p, b in zip(numbers, "ABCD"):
        g.play(zapp.Choose(p, b))
    g.advance()
    w.refresh()
    assert w.phase == "move" and w.to_move == "red"
    seen = {}
    for c in clicks(w):
        err = answered(w, c)
        seen[json.dumps(c, sort_keys=True)] = err.get("rule", "acted")
        if not err:
            send(w, {"action": "pick", "wizard": None})  # the next click starts clean

    def rule(**c):
        return seen[json.dumps(c, sort_keys=True)]

    assert {rule(action="shake", barrel=b) for b in zapp.LABELS} == {"zapp.round"}
    assert rule(action="plateau") == "zapp.round"  # the phases: shaking is phase 2
    assert rule(action="pick", wizard="R1") == "acted"
    assert rule(action="pick", wizard="G1") == "zapp.move.choose"  # another player's wizard
    # R1 (14) lands on 19 with 5, R3 from the start on 4; R2 (20) enters the red city
    assert rule(action="field", field=19) == rule(action="field", field=4) == "acted"
    assert rule(action="home", colour="red", kind="city") == "acted"
    assert rule(action="field", field=12) == "zapp.move.distance"
    assert rule(action="home", colour="green", kind="city") == "zapp.move.foreign"
    assert rule(action="home", colour="red", kind="start") == "zapp.move.foreign"
    # the field a field click previews is that wizard's landing
    send(w, {"action": "field", "field": 19})
    assert w.preview["wizard"] == "R1" and w.preview["landing"] == 19
    err = answered(w, {"action": "field", "field": 19})
    assert "press 'Move R1 (5)'" in err["text"]
    send(w, {"action": "home", "colour": "red", "kind": "city"})
    assert w.preview["wizard"] == "R2" and w.preview["landing"] == "city"
    err = answered(w, {"action": "field", "field": 12})
    assert err["rule"] == "zapp.move.distance"
    assert err["text"].startswith("with 5 no wizard of yours ends on red field 12: ")
    assert "R1 would land on green field 19" in err["text"]


def test_a_player_too_high_or_waiting_hears_why_wizards_do_not_move():
    numbers = {"red": 9, "green": 4, "blue": 3, "yellow": 6}
    g = round_of(numbers, dice=(3, 4), position="R1:14 G1:16")
    for p, b in zip(numbers, "ABCD"):
        g.play(zapp.Choose(p, b))
    g.advance()
    red = ZappBoard(g, seat="red", bots=BOTS, autoplay=False)
    err = answered(red, {"action": "pick", "wizard": "R1"})
    assert err["rule"] == "zapp.reveal.effective"
    assert err["text"] == "red's 9 is higher than the magic number 7: red does not move this round"
    err = answered(red, {"action": "field", "field": 16})
    assert err["rule"] == "zapp.reveal.effective"
    green = ZappBoard(g, seat="green", bots={"yellow": zapp.bots.sensible}, autoplay=False)
    err = answered(green, {"action": "pick", "wizard": "G1"})
    assert err["rule"] == "zapp.order" and err["text"].startswith("yellow moves first: its 6")
    assert "press 'Next step'" in err["text"]


def test_looking_back_the_editor_and_the_end_answer_every_click():
    g = round_of({"red": 5, "green": 4, "blue": 3, "yellow": 2}, dice=(2, 3))
    w = ZappBoard(g, seat="red", bots=BOTS)
    send(w, {"action": "view", "index": 1})
    for c in clicks(w):
        assert "earlier position" in answered(w, c)["text"], c
    send(w, {"action": "view", "index": len(g.log) - 1})
    send(w, {"action": "edit", "on": True})
    err = answered(w, {"action": "field", "field": 3})
    assert err["text"].startswith("pick a wizard first")
    send(w, {"action": "place", "wizard": "G1"})
    err = answered(w, {"action": "home", "colour": "red", "kind": "city"})
    assert err["text"] == "G1 can stand only in the green start or city, not the red city"
    answered(w, {"action": "home", "colour": "green", "kind": "city"})  # placed
    assert w.draft["text"] == "G1:city"
    for c in ({"action": "shake", "barrel": "A"}, {"action": "plateau"}):
        assert "leave the editor first" in answered(w, c)["text"]
    send(w, {"action": "edit", "on": False})
    # a finished game
    end = zapp.Game.new(3, position="R1:city R2:city R3:21", players=2)
    end.force("magic", (1, 2))
    end.force("grab_order", ("red", "green"))
    end.force("barrels", plateau_with({"A": 3, "B": 2}))
    end.advance()
    end.play(zapp.Choose("red", "A"))
    end.play(zapp.Choose("green", "B"))
    end.advance()
    end.play(zapp.MoveWizard("red", "R3"))
    assert end.is_over
    w = ZappBoard(end, seat="red")
    for c in clicks(w):
        assert answered(w, c)["text"].startswith("the game is over"), c


# -- a barrel too high --------------------------------------------------------------------------
def test_a_barrel_too_high_is_told_on_the_plateau_and_in_the_status_line():
    numbers = {"red": 9, "green": 4, "blue": 3, "yellow": 12}
    g = round_of(numbers, dice=(3, 4), shake_noise=0)
    w = ZappBoard(g, seat="red", bots=BOTS)
    send(w, {"action": "shake", "barrel": "A"})
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "A"}})
    assert not w.error
    # the bots chose, the barrels were turned over, the others moved: a new round is on
    assert w.phase == "choose" and w.view["round"] == 2
    n = w.notice
    assert n["mine"] and n["banner"] and "red" in n["players"]
    # round 2 has its own magic number: the banner says the barrel was last round's
    assert n["lines"] == ["Your barrel A: 9 > 7", "last round: back, no move"]
    assert all(len(line) <= 31 for line in n["lines"])
    stats = {s["label"]: s["value"] for s in w.stats}
    assert stats["Too high"].startswith(
        "Last round: your barrel A held 9, higher than the magic number 7: it went back to "
        "the plateau and you did not move this round.")
    # the next action takes the banner away; the status line keeps it until the next step
    send(w, {"action": "shake", "barrel": "B"})
    assert w.notice["banner"] is False and "Too high" in {s["label"] for s in w.stats}
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "B"}})
    reveal = [i for i, e in enumerate(g.log) if e.step == "reveal"][0]
    if w.notice:  # the second round's reveal has a notice of its own
        assert w.notice["key"] != reveal
    # time travel to the first reveal shows it again; a spectator reads it with names
    send(w, {"action": "view", "index": reveal})
    assert w.notice["banner"] and w.notice["lines"][0] == "Your barrel A: 9 > 7"
    watcher = ZappBoard(g, seat=None)
    send(watcher, {"action": "view", "index": reveal})
    assert watcher.notice["lines"] == ["red's barrel A: 9 > 7", "too high: barrel back, no move"]
    assert {s["label"]: s["value"] for s in watcher.stats}["Too high"] == (
        "Red's 9 was higher than the magic number 7: back to the plateau, no move this round.")


def test_several_barrels_too_high_are_told_together_in_three_lines_at_most():
    for numbers, lines, also in (
        ({"red": 9, "green": 4, "blue": 3, "yellow": 12},
         ["Your barrel A: 9 > 7", "yellow's barrel D: 12 > 7",
          "too high: barrels back, no move"],
         " Too high as well: yellow's 12."),
        ({"red": 9, "green": 10, "blue": 11, "yellow": 12},
         ["Too high for magic number 7:", "R 9 · G 10 · B 11 · Y 12", "barrels back, no move"],
         " Too high as well: green's 10, blue's 11 and yellow's 12."),
    ):
        g = round_of(numbers, dice=(3, 4))
        for p, b in zip(numbers, "ABCD"):
            g.play(zapp.Choose(p, b))
        g.step()  # the reveal (nobody moves in the second: a new round would come next)
        w = ZappBoard(g, seat="red")
        assert w.notice["lines"] == lines and max(map(len, lines)) <= 31
        assert {s["label"]: s["value"] for s in w.stats}["Too high"].endswith(also)
        assert w.notice["banner"]  # red's own barrel: on the plateau
        # a player whose own barrel was not too high reads it in the status line only
        green = ZappBoard(g, seat="green")
        assert green.notice["banner"] is (numbers["green"] > 7)


def test_while_the_others_move_the_barrel_too_high_is_marked_on_the_plateau():
    numbers = {"red": 9, "green": 4, "blue": 3, "yellow": 6}
    g = round_of(numbers, dice=(3, 4), shake_noise=0)
    w = ZappBoard(g, seat="red", bots=BOTS, autoplay=False)
    send(w, {"action": "play", "move": {"type": "Choose", "player": "red", "barrel": "A"}})
    while w.phase != "move":
        send(w, {"action": "step"})
    a = next(b for b in w.plateau if b["label"] == "A")
    assert a["number"] == 9 and a["too_high"]
    assert w.notice["barrels"] == ["A"] and w.notice["banner"]


# -- wizards never drawn over each other --------------------------------------------------------
def far_apart(spots, wizards):
    for a, b in itertools.combinations(wizards, 2):
        assert math.dist(spots[a], spots[b]) >= CHIP - 1e-9, (a, b, spots[a], spots[b])


def test_wizards_in_a_start_or_city_stand_clear_of_each_other():
    for text in ("", "R1:city R2:city", "G1:city G3:city B2:city", "R1:city R3:city Y2:city"):
        pos = zapp.Position.from_text(text)
        w = ZappBoard(zapp.Game.new(1, position=text or None), seat="red")
        for c in w.game.seats:
            for place in ("start", "city"):
                far_apart(w.spots, [x for x in pos.wizards(c) if pos[x] == place])


def test_a_wizard_entering_the_city_is_previewed_clear_of_those_there():
    numbers = {"red": 5, "green": 4, "blue": 3, "yellow": 2}
    g = round_of(numbers, dice=(2, 3), position="R1:city R3:21")
    for p, b in zip(numbers, "ABCD"):
        g.play(zapp.Choose(p, b))
    g.advance()
    w = ZappBoard(g, seat="red", autoplay=False)
    send(w, {"action": "pick", "wizard": "R3"})
    assert w.preview["landing"] == "city"
    far_apart({**w.spots, "ghost": w.preview["ghost_at"]}, ["R1", "ghost"])
    # R1 keeps its place when R3 comes in: nobody jumps about in the city
    assert w.preview["after"]["R1"] == w.spots["R1"]
