"""Hidden information: hands, face-down apples and committed numbered cards stay secret."""

import json
import random

import pytest

from zzlib import zank
from zzlib.core import IllegalMove

from .helpers import play, ready


def public_log(g):
    return json.dumps([e.public() for e in g.log], sort_keys=True)


def test_a_player_sees_their_own_hand_and_only_counts_of_the_others():
    g = ready(hands={"red": ["red", "red", "green", "multi"], "blue": ["blue"] * 4})
    v = g.view("red")
    assert v["hand"] == ["red", "red", "green", "multi"]
    assert v["hand_sizes"] == {"red": 4, "blue": 4, "yellow": 4, "green": 4}
    assert "hand" not in g.view(None) and g.view("blue")["hand"] == ["blue"] * 4
    with pytest.raises(ValueError, match="not a seat"):
        g.view("purple")


def test_the_deal_is_secret_and_others_views_do_not_depend_on_it():
    hands_a = {"red": ["red"] * 4, "blue": ["blue"] * 4, "yellow": ["green"] * 4}
    hands_b = {"red": ["red"] * 4, "blue": ["green"] * 4, "yellow": ["blue"] * 4}
    a = ready(hands=hands_a, face_up="yellow")
    b = ready(hands=hands_b, face_up="yellow")
    assert a.state != b.state
    assert a.view("red") == b.view("red") and a.view(None) == b.view(None)
    assert public_log(a) == public_log(b)
    deal = a.log[-1]
    assert deal.outcomes[0].secret and deal.public()["outcomes"][0]["value"] is None


def test_an_apple_played_face_down_is_hidden_until_the_reveal():
    g = ready(hands={"red": ["green"] * 4, "blue": ["red"] * 4})
    g.play(zank.PlayApple("red", "green"))
    assert g.view("red")["table"]["red"] == "green"
    assert g.view("blue")["table"]["red"] == "face down"
    assert g.view(None)["table"]["red"] == "face down"
    assert "green" not in str(g.log[-1]).replace("green:", "")
    play(g, zank.BuyApple("blue"), zank.BuyApple("yellow"), zank.BuyApple("green"),
         zank.MoveMayor("red", (1, 1)))
    assert g.view("blue")["table"] == dict.fromkeys(g.state.seats) | {"red": None}
    reveal = [e for e in g.log if e.step == "reveal"][0]
    assert reveal.events[0].data == {"player": "red", "card": "green"}


@pytest.mark.rule("zank.contention.commit")
def test_a_committed_numbered_card_is_hidden_until_the_contention_reveal():
    hands = {"red": ["green"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)))
    before = g.view("blue")
    g.play(zank.CommitCard("red", 6))
    after = g.view("blue")
    assert after["bid"]["cards"]["red"] == "face down"
    assert after["numbered"]["red"] == before["numbered"]["red"]  # no card visibly gone
    assert g.view("red")["bid"]["cards"]["red"] == 6


@pytest.mark.parametrize("seed", range(6))
def test_no_hidden_choice_shows_in_another_seats_view_or_in_the_log(seed):
    g = zank.Game.new(seed=seed, players=3 + seed % 4, corruption=bool(seed % 2))
    rng = random.Random(seed)
    checked = 0
    while not g.is_over:
        if g.to_move is None:
            g.advance()
            continue
        me = g.to_move
        legal = g.legal_moves()
        hidden = [m for m in legal if isinstance(m, (zank.PlayApple, zank.CommitCard))]
        if len(hidden) > 1:
            seen = set()
            for m in hidden:
                g.play(m)
                others = tuple(json.dumps(g.view(p), sort_keys=True)
                               for p in (*g.state.seats, None) if p != me)
                seen.add((others, json.dumps(g.log[-1].public(), sort_keys=True)))
                g.undo()
            assert len(seen) == 1, "another seat could tell which card was played"
            checked += 1
        g.play(rng.choice(legal))
    assert checked > 0


def test_out_of_turn_and_cards_not_held_are_refused_and_change_nothing():
    g = ready(hands={"red": ["red"] * 4, "blue": ["blue"] * 4})
    before = (g.state, len(g.log))
    for bad, rule in [(zank.BuyApple("blue"), "zank.turn.order"),
                      (zank.PlayApple("blue", "blue"), "zank.turn.order"),
                      (zank.PlayApple("red", "green"), "zank.play.face_down"),
                      (zank.PlayApple("red", "pear"), "zank.play.face_down"),
                      (zank.MoveMayor("red", (1, 1)), "zank.turn.order")]:
        with pytest.raises(IllegalMove) as e:
            g.play(bad)
        assert e.value.rule == rule
        assert (g.state, len(g.log)) == before
