"""The registry ``zzlib.GAMES`` and what every registered game declares up front: its seats,
its options (checked before its own set-up reads any), its phases, its event shapes, its bots.
"""

from __future__ import annotations

import pathlib
import random

import pytest

import zzlib
from zzlib import GAMES
from zzlib.core import Game, Phase

from .games import CASES, DEFAULTS

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_registry_lists_the_three_games_by_name_first():
    # a fourth game may follow: every shared check reads the registry
    assert list(GAMES)[:3] == ["zot", "zapp", "zank"]
    assert all(name == info.name for name, info in GAMES.items())
    assert zzlib.GAMES is GAMES
    with pytest.raises(TypeError):
        GAMES["chess"] = None  # read-only
    with pytest.raises(AttributeError, match="no attribute 'GAMEZ'"):
        zzlib.GAMEZ  # noqa: B018


@pytest.mark.parametrize("info", DEFAULTS)
def test_a_registered_game_declares_what_the_shared_checks_read(info):
    game = info.game
    assert issubclass(game, Game) and game.NAME == info.name
    assert info.module.RULES is game.RULES and info.rules is game.RULES
    assert info.options is game.OPTIONS
    assert game.PHASES and all(isinstance(p, Phase) for p in game.PHASES.values())
    assert game.EVENTS, "no event shapes declared"
    assert game.END_RULE in game.RULES and game.ORDER_RULE in game.RULES
    assert "random" in info.bots and len(info.bots) >= 2, "a random bot and a sensible one"
    assert info.lab_bot != "random" and info.lab_bot in info.bots  # what labs pit others against
    assert (ROOT / info.doc).is_file()
    for opt in info.options.values():
        assert opt.rule is None or opt.rule in game.RULES, opt
    # every move type is allowed in some phase, every phase's refusal rule is a rule
    allowed = {t for p in game.PHASES.values() for t in p.moves}
    assert allowed == set(game.MOVES)
    assert all(p.refuse is None or p.refuse in game.RULES for p in game.PHASES.values())
    # a refusal reads in plain words: each phase says what happens at the table, each move
    # type what doing it is called and what a player does (never a class or code name)
    for name, p in game.PHASES.items():
        assert p.words and "_" not in p.words, f"phase {name!r} has no words"
    assert set(game.MOVE_WORDS) == set(game.MOVES), "a move type without words"
    for t, (doing, does) in game.MOVE_WORDS.items():
        assert doing and does and t.__name__ not in doing + does, t


@pytest.mark.parametrize("info", DEFAULTS)
def test_a_bad_option_is_refused_in_plain_words(info):
    for name, opt in info.options.items():
        if opt.choices is None:
            continue
        with pytest.raises(ValueError) as e:
            info.new(0, **{name: "no such value"})
        text = str(e.value)
        assert f"option {name!r} must be " in text and "[" not in text, text
        assert " or " in text or len(opt.choices) == 1, text
    with pytest.raises(ValueError) as e:
        info.new(0, no_such_option=1)
    assert "[" not in str(e.value) and all(n in str(e.value) for n in info.options)


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_the_declared_seats_are_the_seats_that_play(info, variant):
    seats = info.seats(**variant)
    g = info.new(3, **variant)
    assert g.seats == seats
    movers = set()
    rng = random.Random(3)
    for _ in range(400):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
        else:
            movers.add(g.to_move)
            g.play(info.bots["random"](g, rng))
    assert movers <= set(seats)


@pytest.mark.parametrize("info", DEFAULTS)
def test_options_are_checked_before_the_game_sets_itself_up(info, monkeypatch):
    def no_setup(self):
        raise AssertionError("set-up ran with options that are not checked")

    monkeypatch.setattr(info.game, "_initial", no_setup)
    with pytest.raises(ValueError, match="unknown option"):
        info.new(0, no_such_option=1)
    for name in info.options:
        for bad in ("no such value", object(), -7, [[]]):
            with pytest.raises(ValueError, match=name):
                info.new(0, **{name: bad})
    with pytest.raises(ValueError):
        info.seats(no_such_option=1)


def test_options_that_clash_are_refused_before_set_up(monkeypatch):
    from zzlib import zapp, zot

    for game in (zapp.Game, zot.Game):
        monkeypatch.setattr(game, "_initial", lambda self: pytest.fail("set-up ran"))
    with pytest.raises(ValueError, match="option 'position'.*B1"):
        zapp.Game.new(players=2, position="R1:3 B1:4")  # blue does not play
    with pytest.raises(ValueError, match="option 'position'.*city"):
        zapp.Game.new(players=2, position="R1:city R2:city R3:city")
    with pytest.raises(ValueError, match="option 'position'"):
        GAMES["zapp"].seats(players=2, position="R1:3 B1:4")
    beds = "\n".join(["**....", "......", "......", "......", "......", "......",
                      "......", "......", "......", "PPPPPP", "J....."])
    with pytest.raises(ValueError, match="option 'board'.*2 flower beds.*flower_supply is 1"):
        zot.Game.new(board=beds, flower_supply=1)
