"""Forcing chance outcomes: an impossible value never locks a game, and undo, rewind and the
save file never keep one; undo restores the generator from the compact states it keeps."""

from __future__ import annotations

import json
import random

import pytest

from zzlib import GAMES, zank, zapp, zot
from zzlib.core import IllegalMove
from zzlib.core.chance import ImpossibleOutcome

from .toy import Step, Toy


def play_some(g, rng, n):
    for _ in range(n):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
        else:
            g.play(rng.choice(list(g.legal_moves())))
    return g


def test_an_impossible_forced_value_is_dropped_when_drawn_and_the_game_goes_on():
    g = Toy.new(seed=1)
    g.force("die", 7)
    g.force("die", 3)
    before = (g.state, len(g.log), g.chance.rng.getstate())
    with pytest.raises(ImpossibleOutcome, match="forced die 7 is impossible.*dropped"):
        g.advance()
    assert (g.state, len(g.log), g.chance.rng.getstate()) == before
    assert g.chance.pending() == [("die", 3)]
    g.advance()
    assert g.state.die == 3 and g.log[-1].outcomes[0].forced


def test_undo_and_rewind_put_back_the_forced_values_drawn_and_never_a_dropped_one():
    g = Toy.new(seed=2)
    g.force("die", 5)
    g.advance()
    g.play(Step("a", 2))
    g.force("die", 9)  # impossible: dropped when drawn
    with pytest.raises(ValueError, match="forced die 9"):
        g.advance()
    g.force("die", 4)
    g.advance()
    assert g.state.die == 4
    g.undo()  # takes back a's step and the roll of 4: the 4 goes back in its queue
    assert g.chance.pending() == [("die", 4)] and len(g.log) == 2
    g.rewind(0)  # back to the start: the 5 goes back in front
    assert g.chance.pending() == [("die", 5), ("die", 4)]
    assert all(v != 9 for _, v in g.chance.pending())
    assert json.loads(g.to_json())["pending_forced"] == [["die", 5], ["die", 4]]


def test_a_value_forced_after_a_move_survives_its_undo():
    g = Toy.new(seed=3)
    g.advance()
    g.play(g.legal_moves()[0])
    g.force("die", 6)
    g.undo()
    assert g.chance.pending() == [("die", 6)]


@pytest.mark.parametrize("value, message", [
    (object(), "cannot be a chance outcome"), (float("nan"), "finite"),
    (float("inf"), "finite"), (10 ** 60, "digits"), ({"a": 1}, "cannot be a chance outcome"),
    (list(range(5000)), "at most 1000 items"),
])
def test_a_forced_value_must_be_a_plain_value_a_save_file_can_hold(value, message):
    g = Toy.new(seed=1)
    with pytest.raises(ValueError, match=message):
        g.force("die", value)
    with pytest.raises(ValueError, match="non-empty string"):
        g.force("", 1)
    assert g.chance.pending() == []


@pytest.mark.parametrize("game, kind, value, message", [
    (zot, "pattern_die", 0, "from 1 to 6"), (zot, "column_die", 7, "from 1 to 6"),
    (zot, "draw", ("Z", "X"), "'X' is not a token"), (zot, "draw", ("M",) * 3 + ("B",),
                                                          "1 to 3 tokens"),
    (zot, "draw", "ZZ", "1 to 3 tokens"), (zot, "pattern", 1, "no chance outcome"),
    (zapp, "magic", (7, 1), "from 1 to 6"), (zapp, "magic", (6,), "2 dice"),
    (zapp, "barrels", tuple(range(13)), "0 is not available"),
    (zapp, "barrels", (True,) + tuple(range(2, 14)), "True is not available"),
    (zapp, "grab_order", ("red", "red", "blue", "yellow"), "'red' is not available"),
    (zapp, "shake.red", (0.0,) * 3, "13 numbers"), (zapp, "dice", (1, 2), "no chance outcome"),
    (zank, "deck", ("red",) * 50, "not available"), (zank, "dice.red", (1, 2, 3, 4), "1, 2 or 3"),
    (zank, "dice.red", (), "1, 2 or 3"), (zank, "dice.purple", (1,), "not a seat"),
    (zank, "reshuffle", ("pear",), "not available"), (zank, "shuffle", (), "no chance outcome"),
])
def test_each_game_refuses_a_value_that_can_never_be_drawn_when_it_is_given(game, kind, value,
                                                                              message):
    g = game.Game.new(seed=1)
    with pytest.raises(ValueError, match=message):
        g.force(kind, value)
    assert g.chance.pending() == [] and "pending_forced\": []" in g.to_json()


def test_a_value_impossible_in_the_position_is_dropped():
    # zot: three tokens, but pattern die 1 summons one
    g = zot.Game.new(seed=4)
    g.play(zot.StartJasper(2))
    g.force("pattern_die", 1)
    g.force("draw", ("Z", "Z", "Z"))
    with pytest.raises(ValueError, match="forced draw"):
        g.advance()
    g.advance()
    assert g.phase == "place" and g.chance.pending() == []
    # (Zankapfel's forced dice: tests/zank/test_forced_dice.py)


#: every registered game (a fourth game gets these checks too)
REGISTERED = [pytest.param(info, id=info.name) for info in GAMES.values()]


def _sensible(info):
    """The game's first bot that is not the random one (else the random one)."""
    return next((b for name, b in info.bots.items() if name != "random"), info.bots["random"])


@pytest.mark.parametrize("info", REGISTERED)
def test_undo_to_any_step_restores_the_generator_exactly(info):
    g = info.new(seed=7)
    play_some(g, random.Random(1), 120)
    states = g.states
    snaps = []
    h = info.new(seed=7)
    for entry in g.log[1:]:
        snaps.append(h.chance.rng.getstate())
        if entry.kind == "move":
            h.play(entry.move)
        else:
            h.step()
    for i in reversed(range(0, len(states) - 1, 7)):
        g.rewind(i)
        assert g.chance.rng.getstate() == snaps[i]
        assert g.states == states[: i + 1]


@pytest.mark.parametrize("info", REGISTERED)
def test_undo_then_replay_gives_the_same_game(info):
    bot = _sensible(info)
    g = info.new(seed=8)
    rng = random.Random(8)
    for _ in range(150):
        if g.is_over:
            break
        g.advance() if g.to_move is None else g.play(bot(g, rng))
    moves = [e.move for e in g.log if e.kind == "move"]
    log, states = g.log, g.states
    while True:
        try:
            g.undo()
        except ValueError:
            break
    for m in moves:
        g.advance()
        g.play(m)
    g.advance() if not g.is_over else None
    assert g.log[: len(log)] == log and g.states[: len(states)] == states


def test_a_move_holding_a_list_is_normalised_or_refused_never_logged_unhashable():
    g = zank.Game.new(seed=1)
    g.play(zank.RemoveChip("red", [0, 1]))
    assert g.log[-1].move == zank.RemoveChip("red", (0, 1)) and hash(g.log[-1].move)
    with pytest.raises(IllegalMove) as e:
        g.play(zank.RemoveChip("blue", [0, [1]]))
    assert e.value.rule == "zank.setup.chips" and len(g.log) == 2
    h = zot.Game.new(seed=1)
    h.play(zot.StartJasper(2))
    h.advance()
    m = h.legal_moves()[0]
    h.play(zot.Place([list(c) for c in m.cells], list(m.tokens)))
    assert h.log[-1].move == m and hash(h.log[-1].move)
    assert zank.Game.from_json(g.to_json()).log == g.log
