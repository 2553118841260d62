"""Rules read closer to the rulebook, each with the option that keeps another reading: the end
by chips (``chips_end``: "round", "immediately", "next_mayor"), who bids dice first
(``bid_start``) and corruption's order (``corruption_order``: the leader announces first, or the
offers come blind); and two points the rulebook is silent on: when a card is for sale again
after deck and barn were both empty, and how long the offers of corruption stay on the
table."""

import random
from collections import Counter

import pytest

from zzlib import zank
from zzlib.core import IllegalMove

from .helpers import events_of, play, play_out, ready

# -- the end by chips --------------------------------------------------------------------------


def last_round(seed=2, **options):
    """A game at the start of the round whose mayor takes the last harvest chip."""
    g = zank.Game.new(seed=seed, track_length=500, **options)
    rng = random.Random(seed)
    while True:
        assert not g.is_over, "the game ended before its last chip"
        if g.to_move is None:
            g.advance()
            continue
        s = g.state
        if s.phase == "choose" and len(s.chips) == 1 and s.queue == s.order_from(s.leader):
            return g
        g.play(zank.bots.random(g, rng))


def finish_round(g, rng=None):
    """The leader plays an apple card he holds, the others buy when they can; the mayor moves;
    the rest of the round (naming, contentions) is played by random bots. -> its events"""
    rng = rng or random.Random(0)
    rnd, leader = g.state.round, g.state.leader_name
    events = []
    while g.phase == "choose":
        me = g.to_move
        if me is None:
            events += g.advance()
            continue
        hand = g.state.hands[g.state.seat(me)]
        buy = zank.BuyApple(me)
        if me == leader and hand:
            events += g.play(zank.PlayApple(me, hand[0]))
        else:
            events += g.play(buy if buy in g.legal_moves() else g.legal_moves()[0])
    events += g.play(g.legal_moves()[0])  # the mayor onto the last chip
    while not g.is_over and g.state.round == rnd:
        events += g.advance() if g.to_move is None else g.play(zank.bots.random(g, rng))
    return events


def everyone_buys(g):
    while g.phase == "choose":
        me = g.to_move
        if me is None:
            g.advance()
        else:
            buy = zank.BuyApple(me)
            g.play(buy if buy in g.legal_moves() else g.legal_moves()[0])


@pytest.mark.rule("zank.end.winner")
def test_the_game_ends_at_the_end_of_the_round_in_which_the_last_chip_was_removed():
    # "When the Mayor has nowhere else to move (i.e. all the harvest chips have been removed
    # from play), the game ends immediately"
    g = last_round()
    assert g.options["chips_end"] == "round"
    leader = g.state.leader_name
    rnd = g.state.round
    evs = finish_round(g)
    assert g.is_over and not g.state.chips and g.state.round == rnd
    rules = [e.rule for e in evs]
    # the round's cards were revealed and its picks or contentions scored, then the end
    assert "zank.reveal" in rules
    scored = [e for e in evs if e.rule in ("zank.pick", "zank.contention.win")]
    assert scored, "the leader's apple was neither picked nor fought over"
    assert rules[-1] in ("zank.end.chips", "zank.end.chips_tie")
    assert g.log[-1].step == "end_round"
    assert evs[-1].data["positions"] == dict(zip(g.state.seats, g.state.positions))
    best = max(g.state.positions)
    assert g.result.winners == tuple(p for p, x in zip(g.state.seats, g.state.positions)
                                     if x == best)
    assert leader == g.state.leader_name  # no new round, no new leader


def test_with_chips_end_next_mayor_the_next_round_is_played_up_to_its_mayor_step():
    g = last_round(chips_end="next_mayor")
    rnd = g.state.round
    finish_round(g)
    assert not g.is_over and g.phase == "choose" and g.state.round == rnd + 1
    before = g.state.positions
    everyone_buys(g)  # cards still played and paid for in a round that scores nothing
    g.advance()
    assert g.is_over and g.log[-1].step == "no_chips"
    assert g.state.positions != before and g.state.revealed is False
    assert events_of(g)[-1].rule in ("zank.end.chips", "zank.end.chips_tie")


def test_all_three_ends_by_chips_agree_up_to_the_last_chip():
    a = last_round(seed=5)
    for reading in ("immediately", "next_mayor"):
        b = last_round(seed=5, chips_end=reading)
        assert a.states == b.states
        assert [e.public() for e in a.log] == [e.public() for e in b.log]


def test_with_chips_end_immediately_the_game_ends_as_the_mayor_takes_the_last_chip():
    # "When the Mayor has nowhere else to move (i.e. all the harvest chips have been removed
    # from play), the game ends immediately": read literally, at the moment the last chip goes,
    # before the round's cards are revealed; that round is not scored
    g = last_round(chips_end="immediately")
    rnd, leader = g.state.round, g.state.leader_name
    evs = finish_round(g)
    assert g.is_over and not g.state.chips and g.state.round == rnd
    rules = [e.rule for e in evs]
    assert rules[-3:-1] in (["zank.mayor.move", "zank.mayor.chip"],
                            ["zank.mayor.anywhere", "zank.mayor.chip"])
    assert rules[-1] in ("zank.end.chips", "zank.end.chips_tie")
    assert "the game ends immediately, before the reveal" in evs[-1].text
    assert "zank.reveal" not in rules and "zank.pick" not in rules
    assert not [r for r in rules if r.startswith("zank.contention")]
    assert g.state.revealed is False and g.state.table[g.state.seat(leader)] is not None
    assert g.view("blue")["table"][leader] == "face down"  # it stays face down for ever
    best = max(g.state.positions)
    assert g.result.winners == tuple(p for p, x in zip(g.state.seats, g.state.positions)
                                     if x == best)


@pytest.mark.parametrize(("reading", "scored", "rounds_after"), [
    ("round", True, 0), ("immediately", False, 0), ("next_mayor", True, 1)])
def test_the_three_readings_of_the_end_by_chips_differ_in_what_is_scored_and_when(
        reading, scored, rounds_after):
    # "The winner is either the first player to finish the course, or, if all the apples are
    # already picked, is the player who has advanced the furthest": only "round" names the
    # winner just after the last chip's apples are picked
    g = last_round(seed=3, chips_end=reading)
    rnd = g.state.round
    evs = finish_round(g)
    if not g.is_over:
        everyone_buys(g)
        evs += g.advance()
    rules = [e.rule for e in evs]
    last_chip = max(i for i, e in enumerate(evs) if e.rule == "zank.mayor.chip")
    assert evs[last_chip].data["chips"] == 0
    assert ("zank.reveal" in rules[last_chip:]) == scored
    assert g.is_over and g.state.round == rnd + rounds_after
    assert (g.state.revealed and g.log[-1].step == "end_round") == (reading == "round")


@pytest.mark.parametrize("seed", range(8))
def test_after_the_last_chip_is_removed_nobody_plays_or_buys_a_card(seed):
    g = play_out(zank.Game.new(seed=seed, players=3 + seed % 4, track_length=500,
                               corruption=bool(seed % 2)), rng=random.Random(seed))
    assert not g.state.chips
    last_chip = max(k for k, s in enumerate(g.states) if s.chips) + 1
    later = [e for entry in g.log[last_chip:] for e in entry.events]
    assert not [e for e in later if e.rule.startswith(("zank.buy", "zank.play"))]
    assert later[-1].rule in ("zank.end.chips", "zank.end.chips_tie")


def test_chips_end_is_an_option_checked_by_name():
    with pytest.raises(ValueError, match="option 'chips_end'"):
        zank.Game.new(chips_end="soon")
    assert zank.OPTIONS["chips_end"].default == "round"
    assert zank.OPTIONS["chips_end"].choices == ("round", "immediately", "next_mayor")
    assert zank.OPTIONS["chips_end"].rule == "zank.decision.chips_end"


# -- who bids dice first ------------------------------------------------------------------------


def clash(contenders=("red", "blue", "yellow"), players=5, **options):
    """Round 1 (red leads), the mayor moving to (0, 1): ``contenders`` all play green (7)."""
    hands = {p: ["green"] * 3 + ["multi"] for p in contenders}
    g = ready(players=players, hands=hands, mayor=(0, 0), **options)
    for p in g.state.queue:
        g.play(zank.PlayApple(p, "green") if p in contenders else zank.BuyApple(p))
    g.play(zank.MoveMayor("red", (0, 1)))
    g.advance()
    for p in g.state.queue:
        g.play(zank.CommitCard(p, 5))
    return g


def bidders(g):
    """Who is asked in turn while everyone passes, until the bidding ends."""
    order = []
    while g.phase == "dice":
        order.append(g.to_move)
        g.play(zank.Stand(g.to_move))
    return order


def test_dice_bidding_starts_with_the_player_nearest_the_leader_on_his_left_leader_last():
    # "Starting with the player nearest to the Game Leader (going round from the left)"
    g = clash()
    assert g.options["bid_start"] == "left_of_leader"
    opening = events_of(g, "zank.contention.dice")[-1]
    assert opening.data["order"] == ["blue", "yellow", "red"]
    assert opening.text.startswith("Dice bidding: blue first")
    assert bidders(g) == ["blue", "yellow", "red"]


def test_with_bid_start_leader_the_leader_bids_first():
    g = clash(bid_start="leader")
    assert events_of(g, "zank.contention.dice")[-1].data["order"] == ["red", "blue", "yellow"]
    assert bidders(g) == ["red", "blue", "yellow"]


@pytest.mark.parametrize("bid_start", ["left_of_leader", "leader"])
def test_when_the_leader_does_not_contend_both_readings_start_with_the_next_contender(bid_start):
    g = clash(contenders=("yellow", "blue", "purple"), bid_start=bid_start)
    assert g.state.bid.contenders == ("blue", "yellow", "purple")
    assert bidders(g) == ["blue", "yellow", "purple"]


def test_a_poker_round_goes_on_clockwise_from_the_first_bidder():
    g = clash()
    g.play(zank.Stand("blue"))
    g.play(zank.TakeDice("yellow", 1))
    assert g.to_move == "red"
    g.play(zank.Stand("red"))
    assert g.to_move == "blue"  # blue refused, yellow took one: blue may take one now
    assert bidders(g) == ["blue", "yellow"]  # blue, yellow pass; red passed after the die


def test_a_re_bid_after_a_tie_starts_left_of_the_leader_again():
    g = clash(contenders=("red", "blue"), players=4)
    bidders(g)  # 5 against 5: a tie
    g.advance()
    assert g.phase == "commit" and g.state.bid.bid_round == 2
    g.play(zank.CommitCard("red", 6))
    g.play(zank.CommitCard("blue", 6))
    assert events_of(g, "zank.contention.dice")[-1].data["order"] == ["blue", "red"]
    assert bidders(g) == ["blue", "red"]


def test_bid_start_is_an_option_checked_by_name():
    with pytest.raises(ValueError, match="option 'bid_start'"):
        zank.Game.new(bid_start="right")
    assert zank.OPTIONS["bid_start"].rule == "zank.decision.bid_order"


# -- corruption: the leader announces first -------------------------------------------------------


def announce_step(**kw):
    g = ready(corruption=True, **kw)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    return g


def test_the_leader_announces_his_square_first_and_everyone_sees_it():
    # "If a player prefers to move the Mayor in a different direction than that chosen by the
    # Game Leader ..." : the leader chooses first
    g = announce_step()
    assert g.phase == "announce" and g.to_move == "red"
    targets = zank.mayor_targets(g.state.chips, g.state.mayor)
    assert g.legal_moves() == [zank.AnnounceMayor("red", sq) for sq in targets]
    with pytest.raises(IllegalMove) as e:
        g.play(zank.AnnounceMayor("red", (0, 0)))
    assert e.value.rule == "zank.mayor.move"
    evs = g.play(zank.AnnounceMayor("red", (1, 1)))
    assert evs[0].rule == "zank.decision.announce" and evs[0].data["square"] == [1, 1]
    assert str(g.log[-1].move) == "red announces the mayor's move to (1, 1)"
    assert g.state.mayor == (2, 2)  # announced, not yet moved
    for seat in (None, "blue", "green"):
        assert g.view(seat)["announced"] == [1, 1]
    assert g.phase == "bribe" and g.state.queue == ("blue", "yellow", "green")


def test_offers_follow_in_turn_from_the_leaders_left_each_for_another_square():
    g = announce_step()
    g.play(zank.AnnounceMayor("red", (1, 1)))
    assert zank.Bribe("blue", (1, 1), 1) not in g.legal_moves()
    with pytest.raises(IllegalMove, match="already chose"):
        g.play(zank.Bribe("blue", (1, 1), 1))
    with pytest.raises(IllegalMove, match="cannot move to"):
        g.play(zank.Bribe("blue", (0, 0), 1))
    with pytest.raises(IllegalMove, match="the number 1 or 2"):
        g.play(zank.Bribe("blue", (2, 1), 3))
    g.play(zank.Bribe("blue", (2, 1), 2))
    assert g.view(None)["offers"] == [["blue", [2, 1], 2]]  # public at once
    assert g.to_move == "yellow"  # yellow decides knowing blue's offer
    g.play(zank.NoBribe("yellow"))
    g.play(zank.Bribe("green", (3, 2), 1))
    assert g.phase == "accept" and g.to_move == "red"
    assert set(g.legal_moves()) == {zank.RefuseBribes("red"), zank.AcceptBribe("red", "blue"),
                                    zank.AcceptBribe("red", "green")}


def test_the_leader_accepts_an_offer_the_mayor_goes_there_leader_forward_briber_back():
    # "the Mayor will be moved to whichever square the other player decides. The Game Leader
    # moves his farmer that number of points forward and the other player moves his farmer
    # backwards by the same number of points."
    g = announce_step()
    play(g, zank.AnnounceMayor("red", (1, 1)), zank.Bribe("blue", (2, 1), 2),
         zank.NoBribe("yellow"), zank.Bribe("green", (3, 2), 1))
    before = g.state.positions
    with pytest.raises(IllegalMove, match="made no offer"):
        g.play(zank.AcceptBribe("red", "yellow"))
    evs = g.play(zank.AcceptBribe("red", "green"))
    assert g.state.mayor == (3, 2) and (3, 2) not in g.state.chips and (1, 1) in g.state.chips
    assert g.state.positions[0] == before[0] + 1 and g.state.positions[3] == before[3] - 1
    assert g.state.positions[1] == before[1]  # blue's refused offer costs nothing
    moved = [e for e in evs if e.data.get("square") == [3, 2] and "from" in e.data]
    assert moved and moved[0].data["announced"] == [1, 1] and moved[0].data["briber"] == "green"
    assert g.phase == "reveal"
    # the announcement and the offers stay on the table until the round ends
    assert g.state.announced == (1, 1) and len(g.state.offers) == 2


def test_the_leader_may_keep_his_announced_square():
    g = announce_step()
    play(g, zank.AnnounceMayor("red", (1, 1)), zank.Bribe("blue", (2, 1), 2),
         zank.NoBribe("yellow"), zank.NoBribe("green"))
    before = g.state.positions
    evs = g.play(zank.RefuseBribes("red"))
    assert g.state.mayor == (1, 1) and g.state.positions == before and g.phase == "reveal"
    assert [e.rule for e in evs][:2] == ["zank.decision.bribes", "zank.mayor.move"]


def test_with_no_offer_the_mayor_goes_to_the_announced_square():
    g = announce_step()
    play(g, zank.AnnounceMayor("red", (3, 2)), zank.NoBribe("blue"), zank.NoBribe("yellow"))
    evs = g.play(zank.NoBribe("green"))
    assert g.state.mayor == (3, 2) and (3, 2) not in g.state.chips and g.phase == "reveal"
    assert "zank.mayor.move" in [e.rule for e in evs]


def test_with_one_square_for_the_mayor_there_is_nothing_to_bribe_for():
    # a different direction is impossible: the base game's mayor step
    g = ready(corruption=True, mayor=(0, 0), removed=[(0, 1), (1, 0), (4, 4), (4, 3)])
    assert zank.mayor_targets(g.state.chips, g.state.mayor) == ((1, 1),)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    assert g.phase == "mayor" and g.legal_moves() == [zank.MoveMayor("red", (1, 1))]


@pytest.mark.rule("zank.end.winner")
def test_going_round_the_track_in_the_last_chips_round_is_judged_first():
    # both ends in one round: only those who went round the track can win
    for seed in range(40):
        g = play_out(zank.Game.new(seed=seed, track_length=30),
                     bots=dict.fromkeys(zank.SEAT_COLOURS, zank.bots.sensible),
                     rng=random.Random(seed))
        if g.state.chips or not g.state.reached:
            continue
        assert events_of(g)[-1].rule in ("zank.end.track", "zank.end.track_tie")
        assert set(g.result.winners) <= set(g.state.reached)
        return
    raise AssertionError("no game in 40 went round the track in its last chip's round")


# -- corruption: the older, blind order (corruption_order="blind") ------------------------------


def blind_step(**kw):
    g = ready(corruption=True, corruption_order="blind", **kw)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    return g


def test_corruption_order_is_an_option_announce_by_default_or_blind():
    assert zank.OPTIONS["corruption_order"].default == "announce"
    assert zank.OPTIONS["corruption_order"].choices == ("announce", "blind")
    assert zank.OPTIONS["corruption_order"].rule == "zank.decision.announce"
    with pytest.raises(ValueError, match="option 'corruption_order'"):
        zank.Game.new(corruption_order="loud")
    g = ready(corruption=True)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    assert g.phase == "announce"


def test_in_the_blind_order_the_offers_come_first_for_any_square_and_the_leader_takes_one():
    # "If the Game Leader accepts this, the Mayor will be moved to whichever square the other
    # player decides. The Game Leader moves his farmer that number of points forward and the
    # other player moves his farmer backwards by the same number of points."
    g = blind_step()
    assert g.phase == "bribe" and g.state.queue == ("blue", "yellow", "green")
    assert g.state.announced is None and g.view(None)["announced"] is None
    targets = zank.mayor_targets(g.state.chips, g.state.mayor)
    assert len(g.legal_moves()) == 1 + 2 * len(targets)  # no offer, or 1 or 2 for any square
    evs = play(g, zank.Bribe("blue", (1, 1), 2))
    assert evs[0].text == "blue offers red 2 points to move the mayor to (1, 1)."
    play(g, zank.Bribe("yellow", (1, 1), 1), zank.NoBribe("green"))
    assert g.phase == "accept" and g.to_move == "red"
    before = g.state.positions
    evs = g.play(zank.AcceptBribe("red", "yellow"))
    assert g.state.mayor == (1, 1) and (1, 1) not in g.state.chips and g.phase == "reveal"
    assert g.state.positions[0] == before[0] + 1 and g.state.positions[2] == before[2] - 1
    assert [e.rule for e in evs][:3] == ["zank.corruption.accept", "zank.corruption.pay",
                                         "zank.corruption.pay"]


def test_in_the_blind_order_a_refusal_or_no_offer_leaves_the_mayor_to_the_leader():
    g = blind_step()
    play(g, zank.Bribe("blue", (2, 1), 2), zank.NoBribe("yellow"), zank.NoBribe("green"))
    before = g.state.positions
    evs = g.play(zank.RefuseBribes("red"))
    assert evs[0].rule == "zank.decision.bribes" and evs[0].data["square"] is None
    assert g.phase == "mayor" and g.to_move == "red" and g.state.positions == before
    g.play(zank.MoveMayor("red", (3, 2)))  # any legal square, not one anybody paid for
    assert g.state.mayor == (3, 2) and g.phase == "reveal"
    h = blind_step()
    evs = play(h, zank.NoBribe("blue"), zank.NoBribe("yellow"), zank.NoBribe("green"))
    assert evs[-1].text == "Nobody made an offer: red moves the mayor as he likes."
    assert h.phase == "mayor" and h.to_move == "red"


def test_both_orders_skip_corruption_when_the_mayor_has_one_square():
    for order in ("announce", "blind"):
        g = ready(corruption=True, corruption_order=order, mayor=(0, 0),
                  removed=[(0, 1), (1, 0), (4, 4), (4, 3)])
        for p in g.state.queue:
            g.play(zank.BuyApple(p))
        assert g.phase == "mayor" and g.legal_moves() == [zank.MoveMayor("red", (1, 1))]


# -- silent points: the offers stay public all round; a card for sale again -----------------------


def test_the_announcement_and_the_offers_stay_public_until_the_round_ends():
    hands = {"red": ["green"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0), corruption=True)
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.AnnounceMayor("red", (1, 1)),
         zank.Bribe("blue", (0, 1), 2), zank.NoBribe("yellow"), zank.Bribe("green", (1, 0), 1),
         zank.AcceptBribe("red", "blue"))
    said = {"announced": [1, 1], "offers": [["blue", [0, 1], 2], ["green", [1, 0], 1]]}
    assert g.phase == "commit"  # after the reveal, in the contention for the green apple
    for seat in (None, "red", "yellow"):
        assert {k: g.view(seat)[k] for k in said} == said
    play(g, zank.CommitCard("red", 4), zank.CommitCard("blue", 9), zank.Stand("blue"),
         zank.Stand("red"))
    assert g.state.round == 2 and g.view(None)["offers"] == [] and g.state.announced is None


def test_with_deck_and_barn_both_empty_a_card_is_for_sale_again_at_the_next_rounds_start():
    # the rulebook says only "Reshuffle the Apple Cards if the pack is exhausted": when the
    # barn is empty too, nothing is for sale until the next round begins, and then the barn
    # (this round's cards) is shuffled into a new deck and its top card turned up
    g = ready()
    rng = random.Random(0)
    while g.state.deck or g.state.face_up is None:  # everyone buys, round after round
        if g.to_move is None:
            g.advance()
        elif g.phase == "choose":
            g.play(zank.BuyApple(g.to_move))
        else:
            g.play(zank.bots.random(g, rng))
    assert not g.state.barn and g.phase == "choose"
    evs = g.play(zank.BuyApple(g.to_move))  # the last card of the deck
    assert evs[-1].rule == "zank.decision.no_card_to_buy"
    assert g.state.face_up is None and not g.state.deck and not g.state.barn
    rnd = g.state.round
    while g.phase == "choose":  # the others can only play: nothing is for sale
        assert zank.BuyApple(g.to_move) not in g.legal_moves()
        g.play(g.legal_moves()[0])
    evs = []
    while g.state.round == rnd:
        evs += g.advance() if g.to_move is None else g.play(zank.bots.random(g, rng))
    assert g.state.face_up is not None and not g.state.barn
    rules = [e.rule for e in evs]
    assert rules.index("zank.round.leader") < rules.index("zank.deck.reshuffle") < rules.index(
        "zank.setup.face_up")
    assert g.apple_count() == Counter(dict.fromkeys(zank.KINDS, 10))
