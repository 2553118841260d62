"""Setup decisions, options, the corruption variant and both ends of the game."""

import random

import pytest

from zzlib import zank
from zzlib.core import IllegalMove

from .helpers import events_of, play, play_out, ready


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.rule("zank.setup.leader", "zank.decision.seats")
def test_seats_are_colours_red_first_then_clockwise(players):
    g = zank.Game.new(players=players)
    assert g.state.seats == ("red", "blue", "yellow", "green", "purple", "orange")[:players]
    assert g.to_move == "red" and g.state.leader_name == "red"


@pytest.mark.parametrize("bad", [2, 7, "4", True])
def test_player_count_is_checked(bad):
    with pytest.raises(ValueError, match="option 'players'"):
        zank.Game.new(players=bad)


@pytest.mark.rule("zank.decision.track_length")
def test_unknown_options_and_bad_track_are_refused():
    with pytest.raises(ValueError, match="unknown option 'track'"):
        zank.Game.new(track=30)
    with pytest.raises(ValueError, match="option 'track_length'"):
        zank.Game.new(track_length=0)
    with pytest.raises(ValueError, match="option 'corruption'"):
        zank.Game.new(corruption="yes")


def test_chips_are_removed_in_turn_from_the_leader():
    g = zank.Game.new(players=4)
    order = []
    for sq in [(0, 0), (0, 1), (0, 2), (0, 3)]:
        order.append(g.to_move)
        g.play(zank.RemoveChip(g.to_move, sq))
    assert order == ["red", "blue", "yellow", "green"]
    assert len(g.state.chips) == 21 and g.phase == "place_mayor"


@pytest.mark.rule("zank.decision.chip_rounds")
def test_three_players_remove_two_chips_each_in_two_rounds():
    g = zank.Game.new(players=3)
    order, rules = [], []
    for k in range(6):
        order.append(g.to_move)
        rules.append(g.play(zank.RemoveChip(g.to_move, (k // 5, k % 5)))[0].rule)
    assert order == ["red", "blue", "yellow"] * 2
    assert rules == ["zank.setup.chips"] * 3 + ["zank.setup.chips_three"] * 3
    assert len(g.state.chips) == 19 and g.phase == "place_mayor"


def test_a_chip_already_gone_cannot_be_removed_and_nothing_changes():
    g = zank.Game.new()
    g.play(zank.RemoveChip("red", (2, 2)))
    before = (g.state, len(g.log))
    with pytest.raises(IllegalMove) as e:
        g.play(zank.RemoveChip("blue", (2, 2)))
    assert e.value.rule == "zank.setup.chips"
    assert (g.state, len(g.log)) == before


@pytest.mark.rule("zank.setup.mayor", "zank.decision.mayor_start")
def test_the_mayor_may_start_on_any_square_and_takes_no_chip():
    g = zank.Game.new()
    for sq in [(0, 0), (0, 1), (0, 2), (0, 3)]:
        g.play(zank.RemoveChip(g.to_move, sq))
    assert len(g.legal_moves()) == 25
    g.play(zank.PlaceMayor("red", (0, 0)))  # a square whose chip is gone
    assert g.state.mayor == (0, 0) and len(g.state.chips) == 21
    g.advance()
    assert all(len(h) == 4 for h in g.state.hands) and g.state.face_up in zank.KINDS
    assert len(g.state.deck) == 50 - 16 - 1


@pytest.mark.rule("zank.decision.one_action")
def test_one_action_a_turn_and_the_next_player_follows():
    g = ready()
    g.play(zank.BuyApple("red"))
    assert g.to_move == "blue"
    with pytest.raises(IllegalMove) as e:
        g.play(zank.BuyApple("red"))
    assert e.value.rule == "zank.turn.order"
    card = g.state.hands[1][0]
    g.play(zank.PlayApple("blue", card))  # a card played face down is blue's one action too
    assert g.to_move == "yellow"
    with pytest.raises(IllegalMove) as e:
        g.play(zank.PlayApple("blue", g.state.hands[1][0]))
    assert e.value.rule == "zank.turn.order"


@pytest.mark.rule("zank.decision.orchard")
def test_another_orchard_is_loaded_and_used():
    grid = {c: [[1] * 5 for _ in range(5)] for c in zank.APPLES}
    grid["green"][0][1] = 9
    hands = {"red": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0), orchard=grid)
    play(g, zank.PlayApple("red", "green"), *(zank.BuyApple(p) for p in ("blue", "yellow",
                                                                          "green")),
         zank.MoveMayor("red", (0, 1)))
    assert g.state.positions[0] == 9
    assert zank.Game.from_json(g.to_json()).state == g.state


@pytest.mark.parametrize("grid, message", [
    ([1, 2], "maps each apple colour"),
    ({"red": [[1] * 5] * 5}, "no values for 'green'"),
    ({**{c: [[1] * 5] * 5 for c in zank.APPLES}, "pink": []}, "'pink' is not an apple colour"),
    ({**{c: [[1] * 5] * 5 for c in zank.APPLES}, "blue": [[1] * 5] * 4}, r"orchard\['blue'\] must be 5 rows"),
    ({**{c: [[1] * 5] * 5 for c in zank.APPLES}, "red": [[1] * 5] * 4 + [[1] * 4]},
     r"orchard\['red'\] row 4 must hold 5 values"),
    ({**{c: [[1] * 5] * 5 for c in zank.APPLES}, "yellow": [[1] * 5] * 4 + [[1, 2, -3, 4, 5]]},
     r"orchard\['yellow'\]\[4\]\[2\] must be a whole number"),
])
def test_a_bad_orchard_is_refused_naming_what_is_wrong(grid, message):
    with pytest.raises(ValueError, match="option 'orchard'") as e:
        zank.Game.new(orchard=grid)
    assert e.match(message)


def test_scenario_functions_check_their_input():
    with pytest.raises(ValueError, match="colour must be one of"):
        zank.value("purple", (0, 0))
    with pytest.raises(ValueError, match="square must be"):
        zank.value("red", (5, 0))
    with pytest.raises(ValueError, match="card must be one of"):
        zank.buy_cost("pear", mayor=(0, 0))
    with pytest.raises(ValueError, match="chip must be"):
        zank.mayor_targets([(9, 9)], (0, 0))


# -- corruption --------------------------------------------------------------------------------
def to_mayor(g):
    for p in g.state.queue:
        g.play(zank.BuyApple(p))


def test_without_the_variant_nobody_bribes():
    g = ready()
    to_mayor(g)
    assert g.phase == "mayor"


def test_with_the_variant_the_leader_announces_before_any_offer():
    # the whole order is tested in test_readings.py
    g = ready(corruption=True)
    to_mayor(g)
    assert g.phase == "announce" and g.to_move == "red"


def test_a_reveal_with_no_card_played_says_so_in_the_same_fields():
    g = ready()
    to_mayor(g)
    g.play(zank.MoveMayor("red", (2, 1)))
    evs = g.advance()
    assert evs[0].rule == "zank.reveal" and evs[0].text == "Nobody played an apple card this round."
    assert evs[0].data == {"player": None, "card": None}


# -- the end -----------------------------------------------------------------------------------
@pytest.mark.rule("zank.decision.track_end", "zank.decision.track_length")
def test_going_round_the_track_ends_the_game_at_the_end_of_the_round_furthest_wins():
    hands = {"red": ["red"] * 4, "blue": ["green"] * 4, "yellow": ["yellow"] * 4}
    g = ready(hands=hands, mayor=(0, 0), track_length=5)
    play(g, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"),
         zank.PlayApple("yellow", "yellow"), zank.BuyApple("green"),
         zank.MoveMayor("red", (0, 1)))
    assert g.is_over and g.result.winners == ("blue",)  # red 5 and blue 7 went round
    assert g.result.scores == {"red": 5, "blue": 7, "yellow": 3, "green": g.state.positions[3]}
    assert events_of(g)[-1].rule == "zank.end.track"


def test_level_past_the_start_is_a_joint_win():
    hands = {"red": ["red"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0), track_length=5,
              orchard={**zank.ORCHARD, "green": [[5] * 5] * 5})
    play(g, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)))
    assert g.is_over and g.result.winners == ("red", "blue")
    assert events_of(g)[-1].rule == "zank.end.track_tie"


def test_with_chips_end_next_mayor_no_chip_left_ends_the_game_at_the_mayor_step_unrevealed():
    # the older reading (option chips_end="next_mayor"); the default is in test_readings.py
    g = play_out(zank.Game.new(seed=3, chips_end="next_mayor"))
    if g.log[-1].step != "no_chips":
        g = play_out(zank.Game.new(seed=3, track_length=500, chips_end="next_mayor"))
    last = g.log[-1]
    assert last.step == "no_chips" and not g.state.chips
    assert last.events[-1].rule in ("zank.end.chips", "zank.end.chips_tie")
    best = max(g.state.positions)
    assert g.result.winners == tuple(p for p, x in zip(g.state.seats, g.state.positions)
                                     if x == best)
    # the cards played this round stay face down: nothing is revealed or scored
    assert g.state.revealed is False
    assert g.view("red")["table"] == {p: (None if c is None else ("face down" if p != "red"
                                                                  else c))
                                      for p, c in zip(g.state.seats, g.state.table)}


def test_level_leaders_share_the_win_when_the_chips_run_out():
    # look through seeded random three-player games for a level finish
    for seed in range(300):
        g = play_out(zank.Game.new(seed=seed, players=3, track_length=500),
                     rng=random.Random(seed))
        best = max(g.state.positions)
        level = tuple(p for p, x in zip(g.state.seats, g.state.positions) if x == best)
        assert g.result.winners == level
        if len(level) > 1:
            assert events_of(g)[-1].rule == "zank.end.chips_tie"
            assert "share the win" in g.result.reason
            return
    raise AssertionError("no level finish in 300 games")


@pytest.mark.parametrize("bad", [zank.RemoveChip("red", 5), zank.RemoveChip("red", (9, 9)),
                                 zank.RemoveChip("red", ("a", 1)), zank.PlaceMayor("red", (0, 0)),
                                 zank.TakeDice("red", 1)])
def test_malformed_moves_are_refused_with_a_rule_and_change_nothing(bad):
    g = zank.Game.new()
    before = (g.state, len(g.log))
    with pytest.raises(IllegalMove) as e:
        g.play(bad)
    assert e.value.rule in zank.RULES
    assert (g.state, len(g.log)) == before


def blue_reaches_the_start_square_with_a_bribe():
    """Round 2 on a 5-space track: blue, the leader, reaches 5 with a bribe; blue and red then
    contend for the blue apple (on (1, 1): 3 points), their numbered cards 1 and 10 committed,
    and red (nearest on blue's left) has taken no die: blue is to take dice."""
    hands = {"red": ["blue"] * 4, "blue": ["yellow", "blue", "blue", "blue"]}
    g = ready(hands=hands, face_up="blue", mayor=(0, 0), track_length=5, corruption=True)
    play(g, zank.BuyApple("red"), zank.PlayApple("blue", "yellow"), zank.BuyApple("yellow"),
         zank.BuyApple("green"), zank.AnnounceMayor("red", (0, 1)), zank.NoBribe("blue"),
         zank.NoBribe("yellow"), zank.NoBribe("green"))
    assert g.state.positions[:2] == (-1, 3) and not g.is_over
    play(g, zank.PlayApple("blue", "blue"), zank.BuyApple("yellow"), zank.BuyApple("green"),
         zank.PlayApple("red", "blue"), zank.AnnounceMayor("blue", (0, 2)),
         zank.Bribe("yellow", (1, 1), 2), zank.NoBribe("green"), zank.NoBribe("red"),
         zank.AcceptBribe("blue", "yellow"))
    assert g.state.positions[1] == 5  # blue has reached the start square again
    # blue leads, so red (nearest on blue's left) takes dice first and blue last
    play(g, zank.CommitCard("blue", 1), zank.CommitCard("red", 10), zank.Stand("red"))
    assert g.to_move == "blue"
    return g


@pytest.mark.rule("zank.decision.track_end")
def test_a_farmer_who_reached_the_start_square_has_gone_round_though_dice_take_him_back():
    # "If a player reaches the start square again ..., he wins": blue reaches the end of a
    # 5-space track with a bribe, then pays for a die in a contention and ends the round on 3
    g = blue_reaches_the_start_square_with_a_bribe()
    play(g, zank.TakeDice("blue", 1), zank.Stand("red"))
    g.force("dice.blue", (1,))
    g.play(zank.Stand("blue"))
    g.advance()
    assert g.state.positions[:2] == (2, 3)  # red picked the blue apple (3); blue paid 2
    assert g.is_over and g.result.winners == ("blue",)
    assert events_of(g)[-1].rule == "zank.end.track"


@pytest.mark.rule("zank.end")
def test_the_game_ends_round_the_track_or_with_no_chip_left_and_no_move_follows():
    # "The game ends either when a player reaches the starting square, having travelled round
    # the board, or when there are no more harvest chips on the board."
    hands = {"red": ["red"] * 4}
    by_track = ready(hands=hands, mayor=(0, 0), track_length=5)
    play(by_track, zank.PlayApple("red", "red"), *(zank.BuyApple(p) for p in ("blue", "yellow",
                                                                             "green")),
         zank.MoveMayor("red", (0, 1)))
    assert by_track.is_over and by_track.state.chips  # red went round; chips are left
    by_chips = play_out(zank.Game.new(seed=1, track_length=500))
    assert by_chips.is_over and not by_chips.state.chips and not by_chips.state.reached
    for g in (by_track, by_chips):
        assert g.to_move is None and g.legal_moves() == []
        with pytest.raises(IllegalMove) as e:
            g.play(zank.BuyApple(g.state.leader_name))
        assert e.value.rule == "zank.end"
        with pytest.raises(IllegalMove) as e:
            g.step()
        assert e.value.rule == "zank.end"


@pytest.mark.rule("zank.end.winner", "zank.decision.track_end")
def test_the_first_round_the_course_wins_though_another_ends_the_round_further_ahead():
    # "The winner is either the first player to finish the course, or, if all the apples are
    # already picked, is the player who has advanced the furthest": blue went round, then paid
    # three dice and lost; red, who never went round, ends the round further ahead
    g = blue_reaches_the_start_square_with_a_bribe()
    g.force("dice.blue", (1, 1, 1))
    play(g, zank.TakeDice("blue", 3), zank.Stand("red"))
    assert g.state.positions[:2] == (2, -1) and max(g.state.positions) == 2
    assert g.is_over and g.result.winners == ("blue",)
    assert events_of(g)[-1].rule == "zank.end.track"
