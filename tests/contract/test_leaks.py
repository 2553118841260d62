"""Secrets that cannot leak (issue 9): seeds for every registered game, then the three games'
secrets one by one.

A ``repr`` or ``str`` of a game, a move, a log entry or a chance outcome shows nothing that
``Entry.public()`` and ``game.view(seat)`` hide; a game without a seed gets a fresh one from
the operating system; in Zapp Zerapp only the seat choosing may shake, and the shaking noise
is the game's own chance. Each leak is tested by comparing two games that differ only in a
secret."""

from __future__ import annotations

import json

import pytest

from zzlib import GAMES as REGISTRY
from zzlib import zank, zapp, zot
from zzlib.core import IllegalMove

#: every registered game's package (the checks on seeds and reprs run on each)
GAMES = tuple(info.module for info in REGISTRY.values())


def shown(g) -> str:
    """Everything a repr or str of the game and its log shows."""
    parts = [repr(g), str(g), repr(g.log), repr(g.log[-1])]
    for e in g.log:
        parts += [str(e), repr(e.move), str(e.move), json.dumps(e.public(), sort_keys=True)]
        parts += [repr(o) for o in e.outcomes]
    return "\n".join(parts)


# -- seeds ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=lambda m: m.__name__)
def test_a_game_without_a_seed_draws_a_fresh_one_and_a_given_seed_replays(game):
    seeds = {game.Game.new().seed for _ in range(5)}
    assert len(seeds) == 5 and all(isinstance(s, int) for s in seeds)
    a, b = game.Game.new(seed=77), game.Game.new(seed=77)
    for _ in range(3):
        a.advance() if a.to_move is None else a.play(a.legal_moves()[0])
        b.advance() if b.to_move is None else b.play(b.legal_moves()[0])
    assert a.states == b.states and a.log == b.log


@pytest.mark.parametrize("game", GAMES, ids=lambda m: m.__name__)
def test_repr_of_a_game_shows_no_seed(game):
    g = game.Game.new(seed=98765432123)
    g.advance() if g.to_move is None else g.play(g.legal_moves()[0])
    assert "98765432123" not in shown(g)
    assert "seed" not in repr(g)
    h = game.Game.new()
    assert str(h.seed) not in repr(h) and str(h.seed) not in str(h)


def test_unseeded_zankapfel_games_deal_different_hands():
    hands = set()
    for _ in range(4):
        g = zank.Game.new(players=3)
        while g.phase != "choose":
            g.advance() if g.to_move is None else g.play(g.legal_moves()[0])
        hands.add(g.state.hands)
    assert len(hands) > 1


# -- reprs hide what public() hides: two games that differ only in a secret -------------------
def _zank_pair(secret_card: bool):
    """Two Zankapfel games at the first contention's dice bidding, differing only in red's
    hand and face-down card (``secret_card``) or in red's committed numbered card."""
    out = []
    for red in (("yellow", "blue"), ("green", "red")):
        card = red[0] if secret_card else "yellow"
        hands = {"red": [card, "multi", "multi", "multi"], "blue": ["yellow"] * 4}
        g = zank.Game.new(seed=3)
        for sq in [(4, 4), (4, 3), (3, 4), (3, 3)]:
            g.play(zank.RemoveChip(g.to_move, sq))
        g.play(zank.PlaceMayor("red", (0, 0)))
        g.force("deck", zank.stacked_deck(hands, "yellow"))
        g.advance()
        for p in g.state.queue:
            g.play(zank.PlayApple(p, card if p == "red" else "yellow") if p in ("red", "blue")
                   else zank.BuyApple(p))
        out.append(g)
    if secret_card:
        return out
    for g, number in zip(out, (3, 8)):
        g.play(zank.MoveMayor("red", (0, 1)))
        g.advance()
        g.play(zank.CommitCard("red", number))
    return out


def test_zankapfel_face_down_cards_are_hidden_in_every_repr():
    a, b = _zank_pair(secret_card=True)
    red, red_b = (next(e for e in g.log if isinstance(e.move, zank.PlayApple)
                       and e.player == "red") for g in (a, b))
    assert red.move.card == "yellow" and red_b.move.card == "green"
    assert a.state.table != b.state.table
    assert shown(a) == shown(b)
    assert repr(red.move) == "PlayApple(player='red', card=<hidden>)"
    assert "yellow" not in repr(red) and "card=<hidden>" in repr(red)


def test_zankapfel_committed_numbered_cards_are_hidden_in_every_repr():
    a, b = _zank_pair(secret_card=False)
    assert a.log[-1].move == zank.CommitCard("red", 3) and b.log[-1].move.number == 8
    assert shown(a) == shown(b)
    assert repr(a.log[-1].move) == "CommitCard(player='red', number=<hidden>)"


def test_zankapfel_deal_is_hidden_in_every_repr():
    a = zank.Game.new(seed=1)
    b = zank.Game.new(seed=1)
    for g, deck in ((a, zank.stacked_deck({"red": ["red"] * 4})),
                    (b, zank.stacked_deck({"red": ["blue"] * 4}))):
        for _ in range(4):
            g.play(g.legal_moves()[0])
        g.play(zank.PlaceMayor("red", (2, 2)))
        g.force("deck", deck)
        g.step()
    assert a.state.hands != b.state.hands
    assert shown(a) == shown(b)


def _zapp_pair():
    """Two Zapp Zerapp games in phase 2 that differ only in the barrels' numbers and the
    players' shaking noise."""
    out = []
    for plateau, noise in ((tuple(range(1, 14)), 0.5), (tuple(range(13, 0, -1)), -0.25)):
        g = zapp.Game.new(seed=5, players=3)
        g.force("barrels", plateau)
        g.force("grab_order", ("red", "green", "blue"))
        g.force("magic", (3, 4))
        for p in g.seats:
            g.force(f"shake.{p}", (noise,) * 13)
        g.advance()
        g.play(zapp.Choose("red", "C"))
        out.append(g)
    return out


def test_zapp_barrel_numbers_and_shaking_noise_are_hidden_in_every_repr():
    a, b = _zapp_pair()
    assert a.state.plateau != b.state.plateau and a.state.noise != b.state.noise
    assert shown(a) == shown(b)
    # blue (yet to choose) and a spectator see the same; red (who chose) and green (choosing)
    # read other numbers: their own readings, in their own views alone
    assert a.view("blue") == b.view("blue") and a.view(None) == b.view(None)
    for p in ("red", "green"):
        va, vb = a.view(p), b.view(p)
        assert va["readings"] != vb["readings"]
        assert {**va, "readings": None} == {**vb, "readings": None}
    roll = a.log[-2]
    assert roll.step == "roll" and "value=<secret>" in repr(roll)


def test_zot_has_no_secret_but_the_seed():
    g = zot.Game.new(seed=424242)
    g.play(zot.StartJasper(2))
    g.advance()
    assert "424242" not in shown(g)
    assert all(not o.secret for e in g.log for o in e.outcomes)


# -- shaking ------------------------------------------------------------------------------------
def test_only_the_seat_choosing_may_shake_and_readings_are_not_the_seeds():
    a, b = _zapp_pair()
    assert a.to_move == "green"
    with pytest.raises(IllegalMove, match="only green"):
        a.shake("A", player="blue")
    # the same seed, the same barrels, different noise drawn: different readings, so a
    # reading minus the number is no function of the seed
    c = zapp.Game.new(seed=5, players=3)
    c.force("barrels", tuple(range(1, 14)))
    c.force("grab_order", ("red", "green", "blue"))
    c.force("magic", (3, 4))
    c.force("shake.red", (1.0,) * 13)
    c.advance()
    d = zapp.Game.new(seed=5, players=3)
    d.force("barrels", tuple(range(1, 14)))
    d.force("grab_order", ("red", "green", "blue"))
    d.force("magic", (3, 4))
    d.force("shake.red", (-1.0,) * 13)
    d.advance()
    assert [c.shake(x) for x in "AB"] == [2.0, 3.0] and [d.shake(x) for x in "AB"] == [0.0, 1.0]
