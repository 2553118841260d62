"""The rulebook's worked example and the rules of a round, each as a test."""

import pytest

from zzlib import zank
from zzlib.core import IllegalMove

from .helpers import events_of, play, ready


@pytest.mark.rule("zank.decision.orchard")
def test_rulebook_example_mayor_square_scores_red_5_green_7_yellow_3_blue_2():
    # "A Red apple picked there scores 5 points, a Green 7 points, a Yellow 3 points and a Blue 2"
    sq = (0, 1)
    assert [zank.value(c, sq) for c in ("red", "green", "yellow", "blue")] == [5, 7, 3, 2]


@pytest.mark.rule("zank.score.value", "zank.setup.farmers")
def test_rulebook_example_played_out_in_a_game():
    hands = {"red": ["red"] * 4, "blue": ["green"] * 4, "yellow": ["yellow"] * 4,
             "green": ["blue"] * 4}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"),
         zank.PlayApple("yellow", "yellow"), zank.PlayApple("green", "blue"),
         zank.MoveMayor("red", (0, 1)))
    picks = {e.data["player"]: e.data["points"] for e in events_of(g, "zank.pick")}
    assert picks == {"red": 5, "blue": 7, "yellow": 3, "green": 2}
    assert g.state.positions == (5, 7, 3, 2)


@pytest.mark.rule("zank.decision.orchard")
def test_published_corner_values():
    assert {c: zank.value(c, (0, 0)) for c in zank.APPLES} == {
        "red": 7, "green": 7, "yellow": 2, "blue": 2}


def test_buy_costs_half_rounded_down_and_multi_costs_three():
    assert zank.buy_cost("green", mayor=(0, 1)) == 3
    assert zank.buy_cost("red", mayor=(0, 1)) == 2
    assert zank.buy_cost("blue", mayor=(0, 1)) == 1
    assert zank.buy_cost("multi", mayor=(0, 1)) == 3
    assert zank.buy_cost("multi", mayor=(4, 4)) == 3


@pytest.mark.rule("zank.buy.below_start", "zank.setup.farmers")
def test_buying_in_a_game_pays_moves_back_below_start_and_turns_up_the_next_card():
    g = ready(face_up="green", mayor=(0, 1))
    deck_before = len(g.state.deck)
    evs = g.play(zank.BuyApple("red"))
    assert g.state.positions[0] == -3  # may go beyond the start square
    assert "green" in g.state.hands[0] and len(g.state.hands[0]) == 5
    assert evs[0].rule == "zank.buy.cost" and evs[0].data["points"] == -3
    assert evs[1].rule == "zank.buy.turn_up" and g.state.face_up == evs[1].data["card"]
    assert len(g.state.deck) == deck_before - 1


def test_buying_a_multi_coloured_apple_cites_its_rule():
    g = ready(face_up="multi")
    assert g.play(zank.BuyApple("red"))[0].rule == "zank.buy.multi"
    assert g.state.positions[0] == -3


def test_a_player_without_apple_cards_must_buy():
    g = ready(hands={"red": ["red"] * 4})
    while g.state.hands[0]:
        for p in g.state.queue:
            g.play(zank.PlayApple(p, "red") if p == "red" else zank.BuyApple(p))
        g.play(g.legal_moves()[0])
        g.advance()
    while g.to_move != "red":
        g.play(zank.BuyApple(g.to_move))
    assert g.legal_moves() == [zank.BuyApple("red")]
    with pytest.raises(IllegalMove) as e:
        g.play(zank.PlayApple("red", "red"))
    assert e.value.rule == "zank.buy.must"


def test_mayor_moves_one_square_in_eight_directions_onto_a_chip():
    assert zank.mayor_targets(zank.SQUARES, (2, 2)) == (
        (1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3))
    chips = set(zank.SQUARES) - {(1, 1), (1, 2)}
    assert (1, 1) not in zank.mayor_targets(chips, (2, 2))


def test_mayor_with_no_chip_adjacent_may_go_anywhere_with_a_chip():
    chips = set(zank.SQUARES) - {(0, 1), (1, 0), (1, 1), (0, 0)}
    assert zank.mayor_targets(chips, (0, 0)) == tuple(sorted(chips))
    assert zank.mayor_targets([], (0, 0)) == ()


def test_mayor_move_in_a_game_removes_the_chip_and_refuses_far_squares():
    g = ready()
    for p in ("red", "blue", "yellow", "green"):
        g.play(zank.BuyApple(p))
    assert g.phase == "mayor" and g.to_move == "red"
    with pytest.raises(IllegalMove, match="does not touch"):
        g.play(zank.MoveMayor("red", (0, 0)))
    g.play(zank.MoveMayor("red", (1, 1)))
    assert g.state.mayor == (1, 1) and (1, 1) not in g.state.chips


def test_mayor_anywhere_when_no_chip_touches_it():
    g = ready(mayor=(0, 0), removed=[(0, 1), (1, 0), (1, 1), (4, 4)])
    for p in ("red", "blue", "yellow", "green"):
        g.play(zank.BuyApple(p))
    assert len(g.legal_moves()) == 20  # every chip but the one under the mayor
    evs = g.play(zank.MoveMayor("red", (3, 3)))
    assert evs[0].rule == "zank.mayor.anywhere"


@pytest.mark.rule("zank.multi.name", "zank.multi.order", "zank.decision.multi_colour")
def test_multi_coloured_apples_are_named_in_turn_order_after_the_reveal():
    hands = {"red": ["multi"] * 4, "blue": ["green"] * 4, "yellow": ["multi"] * 4,
             "green": ["red"] * 4}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "multi"), zank.PlayApple("blue", "green"),
         zank.PlayApple("yellow", "multi"), zank.PlayApple("green", "red"),
         zank.MoveMayor("red", (0, 1)))
    assert g.phase == "name" and g.to_move == "red"
    assert g.view("red")["table"]["blue"] == "green"  # every card is seen before naming
    with pytest.raises(IllegalMove):
        g.play(zank.NameColour("yellow", "red"))
    g.play(zank.NameColour("red", "yellow"))
    assert g.to_move == "yellow"
    with pytest.raises(IllegalMove, match="multi-coloured apple is named"):
        g.play(zank.NameColour("yellow", "purple"))
    g.play(zank.NameColour("yellow", "blue"))
    g.advance()
    assert g.state.positions == (3, 7, 2, 5)


@pytest.mark.rule("zank.decision.multi_colour")
def test_a_multi_coloured_apple_may_go_for_contention():
    hands = {"red": ["multi"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "multi"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.NameColour("red", "green"))
    assert g.phase == "commit" and g.state.bid.contenders == ("red", "blue")


def test_contentions_resolve_in_order_of_first_contender_from_the_leader():
    # round 2: blue leads; blue and red clash on red, yellow and green on green
    hands = {"red": ["red"] * 4, "blue": ["red"] * 4, "yellow": ["green"] * 4,
             "green": ["green"] * 2 + ["blue"] * 2}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, *(zank.BuyApple(p) for p in ("red", "blue", "yellow", "green")),
         zank.MoveMayor("red", (0, 1)))
    assert g.state.leader_name == "blue" and g.to_move == "blue"
    play(g, zank.PlayApple("blue", "red"), zank.PlayApple("yellow", "green"),
         zank.PlayApple("green", "green"), zank.PlayApple("red", "red"),
         zank.MoveMayor("blue", (0, 2)))
    assert [c for c, _ in g.state.contentions] == ["red", "green"]
    assert g.state.contentions[0][1] == ("blue", "red")
    assert events_of(g, "zank.contention.order")


def test_the_leader_passes_to_the_left_each_round():
    g = ready()
    leaders = []
    for _ in range(5):
        leaders.append(g.state.leader_name)
        for p in g.state.queue:
            g.play(zank.BuyApple(p))
        g.play(g.legal_moves()[0])
        g.advance()
    assert leaders == ["red", "blue", "yellow", "green", "red"]


def test_the_deck_is_reshuffled_from_the_barn_when_empty():
    from .helpers import play_out

    for seed in range(20):
        g = play_out(zank.Game.new(seed=seed))
        for i, entry in enumerate(g.log):
            if any(e.rule == "zank.deck.reshuffle" for e in entry.events):
                before = g.states[i - 1]
                assert before.deck == () and before.barn
                assert entry.outcomes[0].kind == "reshuffle" and entry.outcomes[0].secret
                return
    raise AssertionError("no reshuffle in 20 games")


@pytest.mark.rule("zank.decision.mayor_start")
def test_the_mayor_must_leave_its_square_even_when_no_chip_touches_it():
    # "the Mayor can be moved to any square ... with a harvest chip": moved, so not its own
    # square (the first square keeps its chip, so this can happen in the first round)
    chips = set(zank.SQUARES) - {(0, 1), (1, 0), (1, 1)}
    assert (0, 0) not in zank.mayor_targets(chips, (0, 0))
    assert len(zank.mayor_targets(chips, (0, 0))) == 21
    assert zank.mayor_targets({(2, 2)}, (2, 2)) == ()  # nowhere else to move
    g = ready(players=3, mayor=(0, 0),
              removed=[(0, 1), (1, 0), (1, 1), (4, 4), (4, 3), (3, 4)])
    assert (0, 0) in g.state.chips
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    assert zank.MoveMayor("red", (0, 0)) not in g.legal_moves()
    before = (g.state, len(g.log))
    with pytest.raises(IllegalMove) as e:
        g.play(zank.MoveMayor("red", (0, 0)))
    assert e.value.rule == "zank.mayor.anywhere"
    assert (g.state, len(g.log)) == before


def test_buy_price_is_read_on_the_mayors_current_square_before_it_moves():
    # "half (rounded down) of the current point value of that apple"
    hands = dict.fromkeys(("red", "blue", "yellow", "green"), ["green", "blue", "yellow", "multi"])
    g = ready(hands=hands, face_up="red", mayor=(4, 0))  # every card turned up is red
    assert [g.play(zank.BuyApple(p))[0].data["points"]
            for p in ("red", "blue", "yellow", "green")] == [-3] * 4  # red on (4, 0): 7
    g.play(zank.MoveMayor("red", (3, 1)))
    g.advance()
    assert g.state.mayor == (3, 1) and g.to_move == "blue" and g.state.face_up == "red"
    assert g.play(zank.BuyApple("blue"))[0].data["points"] == -2  # red on (3, 1): 5


@pytest.mark.rule("zank.mayor.before_reveal")
def test_the_mayor_is_moved_while_the_apple_cards_are_still_face_down():
    # "Remember that the Mayor must be moved before the Apple Cards are revealed."
    hands = {"red": ["red"] * 4, "blue": ["green"] * 4, "yellow": ["yellow"] * 4,
             "green": ["blue"] * 4}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"),
         zank.PlayApple("yellow", "yellow"), zank.PlayApple("green", "blue"))
    assert g.phase == "mayor" and g.to_move == "red"
    assert not events_of(g, "zank.reveal") and g.state.revealed is False
    assert g.view("red")["table"] == {"red": "red", "blue": "face down",
                                      "yellow": "face down", "green": "face down"}
    play(g, zank.MoveMayor("red", (0, 1)))
    rules = [e.rule for e in events_of(g)]
    assert rules.index("zank.mayor.move") < rules.index("zank.reveal")
