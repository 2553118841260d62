"""The strategy lab's readings (zzlib/zank/lab.py): hand-built games and histories, and
properties that tie one reading of a game to another."""

from math import sqrt
from types import SimpleNamespace

import pytest

from zzlib import zank
from zzlib.plot.zank import track_history
from zzlib.simulate import simulate
from zzlib.zank import lab

from .helpers import play, ready

SEATS = zank.SEAT_COLOURS[:4]


def clash(red_card=7, blue_card=9, face_up=None):
    """Round 1, red leads; red and blue both play green, yellow and green buy, the mayor goes
    to (0, 1) (green 7); red commits ``red_card`` and blue ``blue_card``."""
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, face_up=face_up, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.CommitCard("red", red_card), zank.CommitCard("blue", blue_card))
    return g


def red_pays_for_dice_and_wins():
    """The clash: red takes two dice (4 points) and rolls 1 and 2: 7 + 3 beats blue's 9."""
    g = clash(face_up="red")
    play(g, zank.Stand("blue"), zank.TakeDice("red", 2), zank.Stand("blue"))
    g.force("dice.red", (1, 2))
    g.play(zank.Stand("red"))
    g.advance()
    return g


def mirror_tie_then_blue_wins():
    """The clash with the same card 6 and no dice: a tie; the re-bid, 2 against 5, no dice."""
    g = clash(red_card=6, blue_card=6)
    play(g, zank.Stand("blue"), zank.Stand("red"), zank.CommitCard("red", 2),
         zank.CommitCard("blue", 5), zank.Stand("blue"), zank.Stand("red"))
    return g


# --- playing games ---------------------------------------------------------------------------


def test_bots_game_is_the_game_simulate_plays_traced_or_not():
    game, record = lab.bots_game(3, track_length=25)
    sim = simulate(lambda s: zank.Game.new(seed=s, track_length=25), zank.bots.sensible, 1,
                   progress=False, seed0=3)
    assert record == sim.games[0]
    assert game.is_over and tuple(game.result.winners) == record.winners
    traced, again = lab.bots_game(3, trace=True, track_length=25)
    assert again == record and traced.state == game.state


def test_mean_and_half_is_the_mean_with_a_normal_half_width():
    assert lab.mean_and_half([1, 2, 3]) == (2, 1.96 * 1 / sqrt(3))
    m, half = lab.mean_and_half([5, 5, 5, 5])
    assert (m, half) == (5, 0)


# --- the end by chips -------------------------------------------------------------------------


@pytest.mark.parametrize("reading, scored, after", [
    ("round", "revealed and scored", 0),       # scored, then the game ends
    ("immediately", "never revealed", 0),      # over the moment the last chip goes
    ("next_mayor", "revealed and scored", 1),  # one more round, never revealed
])
def test_last_chip_follows_each_reading(reading, scored, after):
    for seed in (1, 2):  # on a track nobody reaches: the chips end every game
        game, _ = lab.bots_game(seed, chips_end=reading, track_length=500)
        assert not game.state.chips
        assert lab.last_chip(game) == (scored, after)


def test_last_chip_is_none_when_the_track_ended_the_game():
    game, _ = lab.bots_game(0, track_length=5)
    assert game.state.chips and lab.last_chip(game) is None


def fake(winners, chips=()):
    """A finished game as far as ``readings_against`` reads it."""
    return SimpleNamespace(result=SimpleNamespace(winners=tuple(winners)),
                           state=SimpleNamespace(chips=frozenset(chips)))


def test_readings_against_counts_chip_ends_and_names_the_seeds_with_other_winners():
    by_reading = {"round": [fake(["red"]), fake(["blue"], [(0, 0)]), fake(["green"])],
                  "immediately": [fake(["red"]), fake(["red"]), fake(["red", "green"])]}
    out = lab.readings_against(by_reading, [10, 11, 12])
    assert out["round"] == (2, 3, ())
    assert out["immediately"] == (3, 3, (11, 12))


# --- which end comes first --------------------------------------------------------------------

#: two rounds by hand: blue reaches 9 in round 2, then pays for dice back to 7
HISTORY = {"red": [(0.0, 0), (0.5, 3), (1.0, 3), (1.5, 8), (2.0, 8)],
           "blue": [(0.0, 0), (0.5, 2), (1.0, 2), (1.5, 9), (1.75, 7), (2.0, 7)]}


@pytest.mark.parametrize("track, ending", [
    (2, (1, "track", ("red",))),           # both reach 2 in round 1; red is further at its end
    (3, (1, "track", ("red",))),           # only red reaches 3 in round 1
    (8, (2, "track", ("red",))),           # both reach 8 in round 2; blue ends it on 7
    (9, (2, "track", ("blue",))),          # only blue reached 9, though he fell back
    (10, (2, "chips", ("blue", "red"))),   # nobody: the chips' winners
])
def test_track_ending_on_a_hand_built_history(track, ending):
    assert lab.track_ending(HISTORY, 2, ("blue", "red"), track) == ending


def test_track_ending_level_at_the_round_end_is_a_joint_win():
    history = {"red": [(0.0, 0), (1.0, 6)], "blue": [(0.0, 0), (0.5, 7), (1.0, 6)]}
    assert lab.track_ending(history, 1, (), 5) == (1, "track", ("red", "blue"))


def test_track_ending_read_from_an_endless_game_is_the_game_on_that_track():
    for seed in (0, 1, 2):
        endless, _ = lab.bots_game(seed, track_length=500)
        rounds = endless.view(None)["round"]
        _, how, winners = lab.track_ending(track_history(endless), rounds,
                                           endless.result.winners, 20)
        real, record = lab.bots_game(seed, track_length=20)
        assert how == "track" and winners == record.winners


# --- where each seat stands -------------------------------------------------------------------


def test_round_ends_and_round_1_buys_of_a_hand_built_round():
    g = red_pays_for_dice_and_wins()
    assert g.state.round == 2
    assert lab.bought_in_round(g, 1) == ["yellow", "green"]
    assert lab.bought_in_round(g, 2) == []
    ends = lab.round_ends(g)
    assert ends[0] == (0, 0, 0, 0)
    red, blue, yellow, _ = ends[1]
    assert (red, blue) == (7 - 4, 0)  # red won the green 7 and paid 4 for two dice
    assert yellow == -zank.buy_cost("red", (0, 0))  # yellow bought the face-up red apple


def test_standings_add_up():
    games = [lab.bots_game(seed)[0] for seed in range(4)]
    standing = lab.standings(games)
    assert list(standing) == list(SEATS)
    for i, (seat, s) in enumerate(standing.items()):
        assert 0 <= s.bought_first <= 1
        assert s.end == pytest.approx(s.after_lap + s.gained[0])  # the lap, then the rest
        assert s.end == pytest.approx(sum(g.state.positions[i] for g in games) / len(games))
        assert s.bought_first == sum(
            seat in lab.bought_in_round(g, 1) for g in games) / len(games)


# --- contentions ------------------------------------------------------------------------------


def test_contention_figures_of_a_paid_win():
    f = lab.contention_figures([red_pays_for_dice_and_wins()])
    assert (f.games, f.contentions, f.bids, f.mirror_ties) == (1, 1, (1,), 0)
    assert (f.paid, f.payer_contests, f.payer_won, f.winner_gain) == ((4,), 1, 1, (7 - 4,))
    assert "won by the one who paid most" in str(f.table())


def test_contention_figures_of_a_mirror_tie():
    f = lab.contention_figures([mirror_tie_then_blue_wins()])
    assert (f.contentions, f.bids, f.mirror_ties) == (1, (2,), 1)
    assert (f.paid, f.payer_contests, f.payer_won, f.winner_gain) == ((0,), 0, 0, (7,))
    str(f.table())  # no share of contentions nobody paid more in: no division by zero


def test_contention_figures_leave_out_a_contention_still_running():
    f = lab.contention_figures([clash(), red_pays_for_dice_and_wins()])
    assert (f.games, f.contentions) == (2, 1)


def test_contention_figures_refuse_a_game_played_without_its_sentences():
    untraced, _ = lab.bots_game(0)
    with pytest.raises(ValueError, match="trace=True"):
        lab.contention_figures([untraced])


def test_contention_figures_of_games_with_no_contention():
    g = ready()
    play(g, *(zank.BuyApple(p) for p in g.state.queue))
    f = lab.contention_figures([g])
    assert f.contentions == 0 and "No contention in 1 games" in str(f.table())


def test_apples_and_contentions_of_a_hand_built_round():
    played, fought = lab.apples_and_contentions(red_pays_for_dice_and_wins())
    assert played == {"red": 1, "blue": 1} and fought == {"red": 1, "blue": 1}


def test_contentions_read_from_positions_match_the_public_log():
    for seed in range(3):
        game, _ = lab.bots_game(seed, trace=True)
        played, fought = lab.apples_and_contentions(game)
        traces = zank.contention_traces(game)
        assert sum(fought.values()) == sum(len(t.contenders) for t in traces) > 0
        assert all(fought[s] <= played[s] for s in SEATS)


def test_lone_contentions_count_every_card_once():
    tally = lab.lone_contentions(zank.bots.modest, zank.bots.sensible, [0])
    assert set(tally) == {"modest", "sensible"}
    games = [lab.bots_game(0, {s: zank.bots.modest if s == seat else zank.bots.sensible
                               for s in SEATS})[0] for seat in SEATS]
    counts = [lab.apples_and_contentions(g) for g in games]
    assert sum(p for p, _ in tally.values()) == sum(sum(p.values()) for p, _ in counts)
    assert sum(f for _, f in tally.values()) == sum(sum(f.values()) for _, f in counts)
    assert tally["modest"][0] == sum(p[seat] for (p, _), seat in zip(counts, SEATS))


# --- corruption -------------------------------------------------------------------------------


def test_bribes_count_offers_acceptances_and_points():
    g = ready(corruption=True)
    play(g, *(zank.BuyApple(p) for p in g.state.queue))
    play(g, zank.AnnounceMayor("red", (1, 1)), zank.Bribe("blue", (2, 1), 2),
         zank.NoBribe("yellow"), zank.Bribe("green", (3, 2), 1))
    assert lab.bribes(g) == (2, 0, 0)
    g.play(zank.AcceptBribe("red", "blue"))
    assert lab.bribes(g) == (2, 1, 2)  # blue's offer: 2 points


def test_bribes_paid_are_the_leaders_gains_from_offers():
    game, _ = lab.bots_game(0, trace=True, corruption=True)
    offers, accepted, paid = lab.bribes(game)
    assert offers >= accepted > 0
    paid_events = sum(e.data["points"] for entry in game.log for e in entry.events
                      if e.rule == "zank.corruption.pay" and e.data["points"] > 0)
    assert paid == paid_events
