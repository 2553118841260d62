"""Fair play at the widgets: what a player has seen cannot be played around.

Each case of the fair-play issue, tried as a class would: against bots, in the hot seat,
after time travel, in the editor. In fair play (the default for a game with secrets) each is
refused with one sentence that says why and changes nothing; in practice mode
(``practice=True``) the same clicks work, and the page says what practice mode does.

The last test drives every widget whose game has secrets, in each mode (one person against
bots, the hot seat), with random decisions, trying Undo, "play on from here" and the pass
screen's undo after every step: whatever the widget takes back must be the person's own
decisions and steps that drew and showed nothing (``zzlib.core.fair``'s terms, read off the
log, not from the widget); anything else is refused with nothing changed.
"""

from __future__ import annotations

import json
import random

import pytest

import widgets
import widgets.base as wb
from widgets import ZankTable, ZappBoard, ZotBoard
from zzlib import zank, zapp, zot
from zzlib.core import digest

from .test_zank_widget import at_contention, dealt, eager
from .toy_secret import ToyGame, ToySecretWidget, first_bot


def send(w, content):
    w._on_msg(w, content, [])


def play(w, **move):
    send(w, {"action": "play", "move": move})


def fingerprint(w) -> tuple:
    """What a refused request must leave as it was: the game (its whole record, pending chance
    too), what is shown, to whom, and the screen."""
    state = w.get_state()
    state.pop("layout", None)
    state.pop("error", None)
    state.pop("ack", None)
    return digest(w.game.to_json()), json.dumps(state, sort_keys=True, default=str)


def refused(w, content, rule=None, words=()):
    before = fingerprint(w)
    send(w, content)
    assert w.error, f"not refused: {content}"
    assert fingerprint(w) == before, "a refused request changed something"
    if rule is not None:
        assert w.error.get("rule") == rule, w.error
        assert w.error["quote"] == w.game.RULES[rule].quote
    for word in words:
        assert word in w.error["text"], w.error["text"]
    return w.error["text"]


ZAPP_BOTS = {c: zapp.bots.sensible for c in ("green", "blue", "yellow")}


def free(w) -> str:
    """A barrel still on the plateau."""
    return next(b["label"] for b in w.plateau if b["open"])


def zapp_at_choice(practice=None, **kw) -> ZappBoard:
    w = ZappBoard(zapp.Game.new(5), seat="red", bots=ZAPP_BOTS, practice=practice, **kw)
    assert w.phase == "choose" and w.to_move == "red"
    return w


# -- the page says which table it is ------------------------------------------------------------
def test_a_game_with_secrets_is_fair_by_default_and_practice_says_what_it_does():
    fair = zapp_at_choice()
    assert not fair.practice and fair.fairness["mode"] == "fair"
    practice = zapp_at_choice(practice=True)
    assert practice.practice and practice.fairness["mode"] == "practice"
    assert "show what was hidden" in practice.fairness["text"]
    # a game without secrets: practice, and the page says Undo brings the same dice again
    board = ZotBoard(zot.Game.new(1))
    assert board.practice and "same dice" in board.fairness["text"]
    assert not ZotBoard(zot.Game.new(1), practice=False).practice


def test_practice_cannot_be_switched_on_later():
    w = zapp_at_choice()
    with pytest.raises(AttributeError):
        w.practice = True
    w.set_state({"fairness": {"mode": "practice"}})  # from the page: refused, sent back
    assert w.fairness["mode"] == "fair" and not w.practice
    with pytest.raises(ValueError, match="practice must be True or False"):
        ZappBoard(zapp.Game.new(5), practice="yes")


# -- Zapp Zerapp against bots -----------------------------------------------------------------
def test_zapp_a_barrel_set_down_and_revealed_cannot_be_undone():
    w = zapp_at_choice()
    b = free(w)
    send(w, {"action": "shake", "barrel": b})
    play(w, type="Choose", player="red", barrel=b)
    assert w.error == {} and w.game.view("red", at=len(w.game.log) - 1)["round"] >= 1
    assert any(e.step == "reveal" for e in w.game.log)  # the barrels were turned over
    text = refused(w, {"action": "undo"}, rule="zapp.barrels.keep",
                   words=[f"'red sets down barrel {b}' cannot be taken back"])
    assert len(text) <= wb.MAX_ERROR


def test_zapp_practice_undo_goes_back_to_the_same_shuffle():
    w = zapp_at_choice(practice=True)
    before = w.game.view("red")
    play(w, type="Choose", player="red", barrel=free(w))
    send(w, {"action": "undo"})
    assert w.error == {} and w.game.view("red") == before and w.to_move == "red"


def test_zapp_play_on_from_before_a_reveal_is_refused():
    w = zapp_at_choice()
    play(w, type="Choose", player="red", barrel=free(w))
    i = next(k for k, e in enumerate(w.game.log) if e.kind == "move") - 1
    send(w, {"action": "view", "index": i})
    assert w.index == i and w.error == {}
    refused(w, {"action": "resume"}, words=["Playing on from position", "would not be fair"])
    assert w.confirm == {}


def test_zapp_play_on_shows_only_where_fair_play_allows_it():
    """Looking back before a reveal at a fair table, 'Play on from here' is hidden (the page
    reads ``can["resume"]``) and the help line says why; in practice it is offered."""
    w = zapp_at_choice()
    play(w, type="Choose", player="red", barrel=free(w))
    i = next(k for k, e in enumerate(w.game.log) if e.kind == "move") - 1
    send(w, {"action": "view", "index": i})
    assert w.can["resume"] is False and "Playing on from here is off" in w.help
    send(w, {"action": "view", "index": len(w.game.log) - 1})
    assert w.can["resume"] is False and "Playing on" not in w.help  # now: nothing to play on
    p = zapp_at_choice(practice=True)
    play(p, type="Choose", player="red", barrel=free(p))
    send(p, {"action": "view", "index": i})
    assert p.can["resume"] is True and "Playing on from here is off" not in p.help


def test_zapp_a_reading_belongs_to_its_round():
    """The ZappBoard player sits out a round (a barrel too high): the next round shows no
    reading and no barrel offered from the last one."""
    for seed in range(40):
        w = ZappBoard(zapp.Game.new(seed), seat="red", bots=ZAPP_BOTS)
        send(w, {"action": "shake", "barrel": "A"})
        assert w.selected == "A" and w.shaken["barrel"] == "A"
        rnd = w.view["round"]
        play(w, type="Choose", player="red", barrel="A")
        if w.phase == "choose" and w.view["round"] == rnd + 1:
            break  # red did not move: the next round's choice came at once
    else:
        pytest.fail("no seed where red sits a round out")
    assert w.selected == "" and w.shaken == {}
    assert all(b["reading"] is None for b in w.plateau)


def test_the_editor_starts_a_new_game_with_a_fresh_seed():
    w = zapp_at_choice()
    send(w, {"action": "edit", "on": True})
    send(w, {"action": "start"})
    assert w.error == {} and w.game.seed != 5
    b = ZotBoard(zot.Game.new(3))
    send(b, {"action": "edit", "on": True})
    send(b, {"action": "start"})
    assert b.error == {} and b.game.seed != 3


# -- Zankapfel against bots ------------------------------------------------------------------------
def test_zank_a_die_taken_is_never_handed_back():
    w = at_contention()
    play(w, type="CommitCard", number=8)
    play(w, type="TakeDice", n=1)
    refused(w, {"action": "undo"}, rule="zank.contention.no_hand_back",
            words=["red takes 1 die"])


def test_zank_the_roll_cannot_be_undone_and_played_again():
    w = at_contention()
    play(w, type="CommitCard", number=8)
    while w.phase == "dice":
        play(w, type="Stand")
    assert zank.contention_trace(w.game, 1).finished
    # the bot's committed card and the roll were shown: red's pass stands
    refused(w, {"action": "undo"}, words=["cannot be taken back"])


def test_zank_practice_undo_shows_the_same_die_again():
    """What fair play forbids, as the issue found it: in practice the same die comes again."""
    w = at_contention(practice=True)
    play(w, type="CommitCard", number=8)
    play(w, type="TakeDice", n=1)
    while w.phase == "dice":
        play(w, type="Stand")
    first = [e.outcomes for e in w.game.log if e.step == "roll"][-1]
    send(w, {"action": "undo"})
    while w.phase == "dice":
        play(w, type="Stand")
    assert [e.outcomes for e in w.game.log if e.step == "roll"][-1] == first


def test_zank_a_decision_nobody_has_answered_can_be_taken_back():
    """Fair play keeps Undo for a misclick: red's own decision, with nothing after it."""
    g = zank.Game.new(4)
    w = ZankTable(g, seat="red", bots="sensible", autoplay=False)
    play(w, type="RemoveChip", square=[0, 0])
    assert w.error == {} and len(g.log) == 2
    send(w, {"action": "undo"})
    assert w.error == {} and len(g.log) == 1 and w.to_move == "red"
    play(w, type="RemoveChip", square=[0, 0])
    send(w, {"action": "step"})  # blue (a bot) answers
    refused(w, {"action": "undo"}, words=["has played since"])


# -- the hot seat ---------------------------------------------------------------------------------
def hot_zank() -> ZankTable:
    w = ZankTable(dealt(), hotseat=True)
    assert w.cover["seat"] == "red"
    send(w, {"action": "reveal"})
    return w


def test_hot_seat_undo_takes_back_only_the_screens_own_decision():
    w = hot_zank()
    play(w, type="PlayApple", card="yellow")
    assert w.cover["seat"] == "blue"
    send(w, {"action": "reveal"})
    assert w.seat == "blue"
    # blue's last decision (a harvest chip) was answered long ago: red's card stands too
    refused(w, {"action": "undo"}, words=["has played since"])
    play(w, type="BuyApple")  # blue decides; the next card is turned up
    send(w, {"action": "reveal"})
    assert w.seat == "yellow"
    refused(w, {"action": "undo"}, words=["has played since"])


def test_the_pass_screen_lets_the_person_who_passed_it_take_back_a_misclick():
    w = hot_zank()
    play(w, type="PlayApple", card="yellow")
    assert w.cover["seat"] == "blue" and w.cover["undo"] == "red: take back your last decision"
    send(w, {"action": "undo"})
    assert w.error == {} and w.cover["seat"] == "red" and "undo" not in w.cover
    assert w.phase == "choose" and w.game.to_move == "red" and "hand" not in w.view
    send(w, {"action": "reveal"})
    assert w.seat == "red" and w.view["hand"] == w.game.view("red")["hand"]


def test_the_pass_screen_offers_no_undo_once_something_was_shown():
    w = hot_zank()
    play(w, type="BuyApple")  # red buys: the next card is turned up for everyone
    assert w.cover["seat"] == "blue" and "undo" not in w.cover
    refused(w, {"action": "undo"}, rule="zank.buy.turn_up")


def test_hot_seat_blue_cannot_undo_reds_pass_after_seeing_reds_card():
    """The issue's case: blue undid red's pass after seeing red's card."""
    w = ZankTable(dealt(), hotseat=True, bots={"yellow": eager, "green": eager}, autoplay=True)
    send(w, {"action": "reveal"})
    play(w, type="PlayApple", card="yellow")
    send(w, {"action": "reveal"})
    play(w, type="PlayApple", card="yellow")  # blue: a contention for yellow
    while w.phase != "dice" or w.cover:
        if w.cover:
            send(w, {"action": "reveal"})
        elif w.phase == "mayor":
            play(w, type="MoveMayor", square=[1, 4])
        elif w.phase == "commit":
            play(w, type="CommitCard", number=5)
    assert w.error == {}
    while w.phase == "dice":
        if w.cover:
            send(w, {"action": "reveal"})
        play(w, type="Stand")
    if w.cover:
        send(w, {"action": "reveal"})
    refused(w, {"action": "undo"}, words=["cannot be taken back"])


# -- every widget of a game with secrets, in each mode, driven at random ------------------------
SECRET_WIDGETS = [c for c in (getattr(widgets, n) for n in widgets.__all__)
                  if isinstance(c, type) and issubclass(c, wb.GameWidget)
                  and getattr(c.GAME, "SECRETS", False)] + [ToySecretWidget]


def random_bot(game, rng):
    moves = game.legal_moves()
    return moves[rng.randrange(len(moves))]


def make(cls, mode: str, seed: int):
    game = cls.GAME.new(seed) if cls.GAME is not ToyGame else ToyGame.new(seed)
    if mode.startswith("bots"):
        seat = game.seats[0]
        bots = {s: (first_bot if cls is ToySecretWidget else random_bot)
                for s in game.seats if s != seat}
        return cls(game, seat=seat, bots=bots, bot_seed=seed, autoplay=mode == "bots")
    return cls(game, hotseat=True, autoplay=True)


def taken_back_fairly(before_log, after_log, seat) -> None:
    """What the widget took back (``before_log`` past ``after_log``) was ``seat``'s own
    decisions and steps that drew nothing."""
    assert before_log[:len(after_log)] == after_log
    for e in before_log[len(after_log):]:
        assert not e.outcomes, f"took back a step that drew chance: {e.public()}"
        if e.kind == "move":
            assert e.player == seat, f"took back {e.player}'s decision for {seat}"


def try_undo(w, seat) -> bool:
    """Press Undo for ``seat``: either nothing changes, or what was taken back was fair.
    Returns whether it was taken back."""
    log, before = w.game.log, fingerprint(w)
    send(w, {"action": "undo"})
    if w.error:
        assert fingerprint(w) == before, "a refused Undo changed something"
        return False
    taken_back_fairly(log, w.game.log, seat)
    return True


@pytest.mark.parametrize("mode", ["bots", "bots-stepwise", "hotseat"])
@pytest.mark.parametrize("cls", SECRET_WIDGETS, ids=lambda c: c.__name__)
def test_random_play_never_takes_back_what_was_seen(cls, mode):
    tried = []
    for seed in range(3):
        w = make(cls, mode, seed)
        rng = random.Random(seed)
        for _ in range(60):
            g = w.game
            if g.is_over:
                break
            if w.cover:  # the pass screen's undo is for the person who passed it
                tried.append(try_undo(w, w._passed_by))
                send(w, {"action": "reveal"})
                continue
            # Undo, and play on from a random earlier position, at every step
            seat = w.seat
            tried.append(try_undo(w, seat))
            if tried[-1]:
                continue
            if len(g.log) > 2:
                send(w, {"action": "view", "index": rng.randrange(len(g.log) - 1)})
                log, before = g.log, fingerprint(w)
                send(w, {"action": "resume"})
                if w.confirm:
                    send(w, {"action": "confirm"})
                    assert w.error == {}
                    taken_back_fairly(log, g.log, seat)
                    tried.append(True)
                    continue
                assert w.error and fingerprint(w) == before
                tried.append(False)
                send(w, {"action": "view", "index": len(g.log) - 1})
            if w.can["play"]:
                w.play(random_bot(g, rng))
            elif w.can["step"]:
                send(w, {"action": "step"})
            else:
                break
    assert not all(tried), "nothing was ever refused"
    # against bots that answer at once, nothing is ever fair to take back; one step at a
    # time (or in the hot seat) a decision nobody has answered is
    assert any(tried) or mode == "bots", "nothing was ever taken back"


# -- what a widget keeps --------------------------------------------------------------------------
def test_the_bots_generator_is_kept_as_the_engine_keeps_its_own():
    """Before each bot move the widget keeps the bots' generator (for practice undo): packed
    and shared like the engine's ``RngState``, not 25 KB of ``getstate()`` a move."""
    w = ZappBoard(zapp.Game.new(8), seat="red", bots=ZAPP_BOTS)
    while not w.game.is_over:
        w.play(w.game.legal_moves()[0])  # red's first choice, as if clicked
    kept = list(w._rng_at.values())
    assert len(kept) > 50
    words = {id(s.words): len(s.words) for s in kept}
    per_move = (sum(words.values()) + 100 * len(kept)) / len(kept)
    assert per_move < 1024, per_move


def test_a_refusal_names_the_draw_in_the_way_and_the_decision_it_keeps():
    """Red places the mayor; the deal follows: Undo names the deal (not the farmers' start)."""
    g = zank.Game.new(12)
    w = ZankTable(g, seat="red", bots="sensible")
    while w.phase == "remove_chip":
        play(w, type="RemoveChip", square=list(g.legal_moves()[0].square))
    play(w, type="PlaceMayor", square=[2, 2])
    text = refused(w, {"action": "undo"}, rule="zank.setup.deal")
    assert text.startswith("red's last decision ('red places the mayor") and "shuffled" in text


def test_a_step_with_many_events_says_how_many_came_before_the_ones_listed():
    for seed in range(20):
        w = ZappBoard(zapp.Game.new(seed), seat="red", bots=ZAPP_BOTS)
        w.play(w.game.legal_moves()[0])  # the bots' moves and the next round follow
        n = sum(len(e.events) for e in w.game.log[w._last.lo:w._last.hi])
        if n > wb.EVENTS_SHOWN:
            break
    else:
        pytest.fail("no step with more events than are listed")
    assert w.events[0]["text"].startswith(f"({n - wb.EVENTS_SHOWN} earlier events")
    assert len(w.events) == wb.EVENTS_SHOWN + 1 and w.events[0]["rule"] == ""


def test_a_finished_game_at_a_fair_table_is_final_and_practice_may_take_it_back():
    """Once the game is over every secret is out: at a fair table Undo is off and refused
    (nothing changes); a practice table takes back the last move."""
    for practice in (None, True):
        w = ZappBoard(zapp.Game.new(8), seat="red", bots=ZAPP_BOTS, practice=practice)
        while not w.game.is_over:
            w.play(w.game.legal_moves()[0])
        if practice:
            assert w.can["undo"]
            send(w, {"action": "undo"})
            assert w.error == {} and not w.game.is_over
        else:
            assert not w.can["undo"]
            refused(w, {"action": "undo"}, words=("the game is over", "final"))
