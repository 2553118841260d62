"""Invariants over random games (hypothesis): cards conserved, numbered cards used once,
positions equal their score events, chips only decrease, illegal moves change nothing,
replay from JSON is identical."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zank
from zzlib.core import IllegalMove, check_event_rules

GAMES = st.fixed_dictionaries({
    "seed": st.integers(0, 10**6),
    "players": st.sampled_from([3, 4, 5, 6]),
    "corruption": st.booleans(),
    "track_length": st.sampled_from([20, 40, 200]),
    "chips_end": st.sampled_from(["round", "immediately", "next_mayor"]),
    "corruption_order": st.sampled_from(["announce", "blind"]),
    "bid_start": st.sampled_from(["left_of_leader", "leader"]),
})


def illegal_moves(g, rng):
    """Moves the rules forbid now: out of turn, cards not held, impossible squares and dice."""
    s = g.state
    me = g.to_move
    other = rng.choice([p for p in s.seats if p != me])
    legal = g.legal_moves()
    out = [type(m)(**{**m.__dict__, "player": other}) for m in rng.sample(legal, 1)]
    i = s.seat(me)
    out += [zank.PlayApple(me, k) for k in zank.KINDS if k not in s.hands[i]]
    out += [zank.CommitCard(me, k) for k in range(0, 12) if k not in s.numbered[i]]
    out += [zank.TakeDice(me, 4), zank.TakeDice(me, 0), zank.Bribe(me, (0, 0), 3)]
    if s.announced is not None:
        out.append(zank.Bribe(me, s.announced, 1))  # an offer is for another square
    out += [zank.AnnounceMayor(me, sq) for sq in zank.SQUARES
            if sq not in zank.mayor_targets(s.chips, s.mayor)][:2]
    out += [zank.MoveMayor(me, sq) for sq in zank.SQUARES
            if sq not in zank.mayor_targets(s.chips, s.mayor)][:3]
    return [m for m in out if m not in legal]


def check(g, chips_before):
    s = g.state
    counts = g.apple_count()
    if s.phase in ("remove_chip", "place_mayor", "deal"):
        counts += Counter(zank.full_deck())  # still in the box until the deal
    assert counts == Counter(dict.fromkeys(zank.KINDS, 10)), counts
    for held, spent in zip(s.numbered, s.spent):
        assert len(set(spent)) == len(spent) and not set(held) & set(spent)
        assert sorted(held + spent) == list(range(1, 11))
    if s.bid is not None:
        for p, card in zip(s.bid.contenders, s.bid.cards):
            assert card is None or card in s.numbered[s.seat(p)]
    assert s.chips <= chips_before
    moved = Counter()
    for entry in g.log:
        for e in entry.events:
            if "points" in e.data:
                moved[e.data["player"]] += e.data["points"]
    assert tuple(moved[p] for p in s.seats) == s.positions
    json.dumps(s.to_dict())
    for p in (*s.seats, None):
        view = g.view(p)
        json.dumps(view)
        assert ("hand" in view) == (p is not None)


@settings(max_examples=40)
@given(GAMES, st.integers(0, 10**6))
def test_invariants_hold_through_random_games(options, bot_seed):
    g = zank.Game.new(**options)
    rng = random.Random(bot_seed)
    chips = g.state.chips
    while not g.is_over:
        check(g, chips)
        chips = g.state.chips
        if g.to_move is None:
            g.advance()
            continue
        if rng.random() < 0.2:
            before = (g.state, len(g.log), g.chance.rng.getstate())
            for bad in illegal_moves(g, rng):
                try:
                    g.play(bad)
                except IllegalMove as e:
                    assert e.rule in zank.RULES
                else:
                    raise AssertionError(f"{bad} was accepted")
                assert (g.state, len(g.log), g.chance.rng.getstate()) == before
        bot = zank.bots.sensible if rng.random() < 0.5 else zank.bots.random
        g.play(bot(g, rng))
    check(g, chips)
    check_event_rules([e for entry in g.log for e in entry.events], zank.RULES)
    assert g.result.winners and set(g.result.winners) <= set(g.state.seats)


@settings(max_examples=30)
@given(GAMES, st.integers(0, 10**6), st.integers(0, 400))
def test_replay_from_json_is_identical(options, bot_seed, stop):
    g = zank.Game.new(**options)
    rng = random.Random(bot_seed)
    steps = 0
    while not g.is_over and steps < stop:
        if g.to_move is None:
            if g.phase == "roll" and rng.random() < 0.5:  # forced dice are saved and replayed
                b = g.state.bid
                for p, n in zip(b.contenders, b.dice):
                    if n:
                        g.force(f"dice.{p}", tuple(rng.randint(1, 6) for _ in range(n)))
            g.step()
        else:
            g.play(zank.bots.random(g, rng))
        steps += 1
    h = zank.Game.from_json(g.to_json())
    assert h.states == g.states
    assert [e.public() for e in h.log] == [e.public() for e in g.log]
    assert h.to_json() == g.to_json()


def mayor_moves_follow_the_rules(g):
    """Each move of the mayor: onto a chip touching its square, or with none touching onto any
    other chip; never staying; the chip there is removed. With corruption, onto the square the
    leader announced unless he accepted an offer (then the offer's square)."""
    moves = 0
    for a, b, entry in zip(g.states, g.states[1:], g.log[1:]):
        if a.phase not in ("mayor", "bribe", "accept") or b.phase != "reveal":
            continue
        if isinstance(entry.move, zank.AcceptBribe):
            assert [(p, sq) for p, sq, _ in a.offers if p == entry.move.briber] == [
                (entry.move.briber, b.mayor)]
        elif a.phase != "mayor":
            assert b.mayor == a.announced
        touching = {sq for sq in a.chips if max(abs(sq[0] - a.mayor[0]),
                                                abs(sq[1] - a.mayor[1])) == 1}
        assert b.mayor != a.mayor
        assert b.mayor in (touching or a.chips - {a.mayor})
        assert b.chips == a.chips - {b.mayor}
        moves += 1
    assert moves >= 1


@settings(max_examples=30)
@given(GAMES, st.integers(0, 10**6))
def test_the_mayor_always_moves_one_square_onto_a_chip_or_anywhere_when_none_touches(
        options, bot_seed):
    g = zank.Game.new(**options)
    rng = random.Random(bot_seed)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            bot = zank.bots.sensible if rng.random() < 0.5 else zank.bots.random
            g.play(bot(g, rng))
    mayor_moves_follow_the_rules(g)
