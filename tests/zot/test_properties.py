"""Property tests over random seeded games and random (often illegal) moves."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zot
from zzlib.core import IllegalMove, check_event_rules
from zzlib.zot import Game, MoveShoot, Place, StartJasper

BAG = Counter({"Z": 24, "F": 8, "B": 4, "M": 3})

options = st.fixed_dictionaries({}, optional={
    "flower_supply": st.sampled_from([None, 0, 3, 14]),
    "barrier_tie": st.sampled_from(["left", "right"]),
    "edge_placement": st.sampled_from(["choose", "shift"]),
    "flower_chain_through_beds": st.booleans(),
    "large_chain_bonus": st.sampled_from(["cumulative", "replace"]),
    "multipliers_stack": st.booleans(),
    "chain_beyond_fence": st.booleans(),
})


def play(seed, opts, bot_mix):
    """A whole game; bot_mix is the chance that a decision is greedy rather than random."""
    g = Game.new(seed=seed, **opts)
    rng = random.Random(seed)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            bot = zot.bots.greedy if rng.random() < bot_mix else zot.bots.random
            g.play(bot(g, rng))
    return g


def check_tokens(s):
    on_board = Counter(s.board.tokens().values())
    hand = Counter(s.drawn) if s.phase == "place" else Counter()
    total = Counter(s.bag) + Counter(s.discard) + on_board + hand
    assert total == BAG, (total, s)


games = st.builds(play, st.integers(0, 10_000), options, st.sampled_from([0.0, 0.5, 1.0]))


@settings(max_examples=25)
@given(games)
def test_the_39_bag_tokens_are_always_in_the_bag_on_the_board_or_discarded(g):
    for s in g.states:
        check_tokens(s)
    for entry in g.log:
        check_event_rules(entry.events, zot.RULES)


@settings(max_examples=25)
@given(games)
def test_beds_on_the_board_never_exceed_the_supply(g):
    supply0 = g.options["flower_supply"]
    for s in g.states:
        beds = len(s.board.beds())
        if supply0 is None:
            assert s.supply is None
        else:
            assert 0 <= s.supply and beds + s.supply == supply0
            assert beds <= supply0


@settings(max_examples=25)
@given(games)
def test_final_score_is_the_sum_of_scored_events_minus_penalties(g):
    points = sum(e.data["points"] for entry in g.log for e in entry.events
                 if e.rule == "zot.score.fire")
    spell_points = sum(e.data["points"] for entry in g.log for e in entry.events
                       if e.rule == "zot.spell.chain")
    assert points == spell_points == g.state.score
    smashed = sum(1 for entry in g.log for e in entry.events if e.rule == "zot.smash.adjacent")
    assert smashed <= g.state.smashed
    assert g.state.smashed == 6 - len(g.state.board.pumpkins)
    assert g.result.scores["Jasper"] == points - 10 * g.state.smashed
    assert (g.result.winners == ("Jasper",)) == bool(g.state.board.pumpkins)


def random_move(data):
    kind = data.draw(st.sampled_from(["start", "place", "shoot"]))
    if kind == "start":
        return StartJasper(data.draw(st.integers(-1, 8)))
    if kind == "shoot":
        return MoveShoot(data.draw(st.integers(-1, 8)),
                         data.draw(st.sampled_from([None, "flower", "fire", "ice", ""])))
    cells = data.draw(st.lists(st.tuples(st.integers(-1, 2), st.integers(0, 7)), max_size=3))
    tokens = data.draw(st.lists(st.sampled_from(["Z", "F", "B", "M", "P", "x"]),
                                min_size=len(cells), max_size=len(cells) + 1))
    return Place(tuple(cells), tuple(tokens))


@settings(max_examples=40)
@given(st.integers(0, 10_000), st.integers(0, 60), st.data())
def test_an_illegal_move_raises_and_changes_nothing(seed, steps, data):
    g = Game.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
        else:
            g.play(zot.bots.random(g, rng))
    move = random_move(data)
    legal = g.legal_moves()
    before = (g.state, len(g.log), g.chance.snapshot(), g.to_json())
    if move in legal:
        g.play(move)
        return
    try:
        g.play(move)
    except IllegalMove as e:
        assert e.rule in zot.RULES
    else:
        # a Place listing the cells in another order than legal_moves() is the same move
        assert isinstance(move, Place)
        assert any(set(zip(m.cells, m.tokens)) == set(zip(move.cells, move.tokens))
                   for m in legal)
        return
    assert (g.state, len(g.log), g.chance.snapshot(), g.to_json()) == before


@settings(max_examples=20)
@given(games)
def test_from_json_of_to_json_replays_identically(g):
    g2 = Game.from_json(g.to_json())
    assert g2.states == g.states
    assert [e.public() for e in g2.log] == [e.public() for e in g.log]
    assert g2.result == g.result
    assert g2.to_json() == g.to_json()


@settings(max_examples=20)
@given(st.integers(0, 10_000), options)
def test_same_seed_and_moves_give_the_same_log(seed, opts):
    g = play(seed, opts, 0.5)
    h = Game.new(seed=seed, **opts)
    for entry in g.log[1:]:
        if entry.kind == "move":
            h.play(entry.move)
        else:
            h.step()
    assert [e.public() for e in h.log] == [e.public() for e in g.log]
    assert h.states == g.states
