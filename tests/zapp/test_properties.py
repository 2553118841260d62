"""Hypothesis properties: invariants along random legal play, illegal moves, save files, secrecy."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zzlib import zapp
from zzlib.core import IllegalMove
from zzlib.zapp import LABELS, Choose, Game, MoveWizard

BANISH_RULES = {"zapp.banish", "zapp.pro.banish"}
games = st.fixed_dictionaries({
    "seed": st.integers(0, 10**6),
    "players": st.sampled_from([2, 3, 4]),
    "pro": st.booleans(),
})


def advance_or_play(g, rng):
    if g.to_move is None:
        g.advance()
    else:
        g.play(rng.choice(g.legal_moves()))


def check_position(pos, players):
    assert len(pos) == 3 * len(players)
    assert {w[0] for w in pos} == {zapp.LETTERS[p] for p in players}
    for w, place in pos.items():
        assert place in ("start", "city") or (isinstance(place, int) and 0 <= place < 24), (w, place)


def check_move(before, after, entry, board):
    """One MoveWizard: the mover goes forward its distance, banished wizards stand on their
    start, carried ones go forward with it, nobody goes backward or into a foreign city."""
    m = entry.move
    d = before.number_of(m.player)
    b, a = before.position, after.position
    steps = min(d, board.to_city(m.player, b[m.wizard]))
    assert board.progress(m.player, a[m.wizard]) - board.progress(m.player, b[m.wizard]) == steps
    banished = {e.data["wizard"] for e in entry.events if e.rule in BANISH_RULES}
    carried = {e.data["wizard"] for e in entry.events if e.rule == "zapp.pro.carry"}
    assert carried == set(m.carry)
    for w in b:
        if w == m.wizard:
            continue
        c = zapp.colour_of(w)
        if w in banished:
            assert c != m.player and a[w] == "start" and b[w] not in ("start", "city")
        elif w in carried:
            assert isinstance(b[w], int)
            if a[w] == "city":
                assert c == m.player  # never into a foreign city
            else:
                assert 1 <= (a[w] - b[w]) % 24 <= d  # forward, never backward
        else:
            assert a[w] == b[w]
    for w in a:
        if a[w] == "city" and b[w] != "city":
            assert zapp.colour_of(w) == m.player


@given(games, st.integers(0, 10**6), st.integers(1, 200))
def test_invariants_along_random_legal_play(opts, bot_seed, decisions):
    g = Game.new(**opts)
    rng = random.Random(bot_seed)
    for _ in range(decisions):
        if g.is_over:
            break
        advance_or_play(g, rng)
    for i, entry in enumerate(g.log):
        state = g.states[i]
        check_position(state.position, g.players)
        if entry.kind == "move" and isinstance(entry.move, MoveWizard):
            check_move(g.states[i - 1], state, entry, g.board)
        for e in entry.events:
            assert e.rule in zapp.RULES
    if g.is_over:
        assert g.result.scores[g.result.winners[0]] == 3


def random_candidate(g, rng):
    ids = [w for c in zapp.COLOURS for w in zapp.wizard_ids(c)] + ["X1"]
    players = list(zapp.COLOURS) + ["purple"]

    def some():
        return frozenset(rng.sample(ids, rng.choice([0, 0, 1, 2])))

    if rng.random() < 0.5:
        return Choose(rng.choice(players), rng.choice(list(LABELS) + ["N", ""]))
    return MoveWizard(rng.choice(players), rng.choice(ids), some(), some(), some())


@given(games, st.integers(0, 10**6), st.integers(1, 120))
def test_illegal_moves_change_nothing(opts, bot_seed, decisions):
    g = Game.new(**opts)
    rng = random.Random(bot_seed)
    for _ in range(decisions):
        if g.is_over:
            break
        legal = set(g.legal_moves())
        for _ in range(3):
            cand = random_candidate(g, rng)
            if cand in legal:
                continue
            before = (g.state, len(g.log), g.chance.rng.getstate())
            try:
                g.play(cand)
            except IllegalMove as e:
                assert e.rule in zapp.RULES
            else:
                raise AssertionError(f"{cand} was accepted but is not in legal_moves()")
            assert (g.state, len(g.log), g.chance.rng.getstate()) == before
        advance_or_play(g, rng)


@given(games, st.integers(0, 10**6), st.integers(1, 150), st.lists(st.integers(1, 6), max_size=4))
def test_replay_from_json_is_identical(opts, bot_seed, decisions, forced):
    g = Game.new(**opts)
    for x in forced:
        g.force("magic", (x, 7 - x))
    rng = random.Random(bot_seed)
    for _ in range(decisions):
        if g.is_over:
            break
        advance_or_play(g, rng)
    h = Game.from_json(g.to_json())
    assert h.states == g.states
    assert [e.events for e in h.log] == [e.events for e in g.log]
    assert h.to_json() == g.to_json()


@pytest.mark.rule("zapp.barrels.secret")
@given(games, st.integers(0, 10**6), st.integers(0, 80), st.randoms(use_true_random=False))
def test_no_secret_number_in_any_view_before_the_reveal(opts, bot_seed, decisions, perm_rng):
    g = Game.new(**opts)
    rng = random.Random(bot_seed)
    for _ in range(decisions):
        if g.is_over:
            break
        advance_or_play(g, rng)
    while not g.is_over and g.phase != "shuffle":
        advance_or_play(g, rng)
    if g.is_over:
        return
    text = g.to_json()
    a, b = Game.from_json(text), Game.from_json(text)
    pa, pb = list(zapp.NUMBERS), list(zapp.NUMBERS)
    perm_rng.shuffle(pa)
    perm_rng.shuffle(pb)
    a.force("barrels", tuple(pa))
    b.force("barrels", tuple(pb))
    a.advance()
    b.advance()
    start = len(a.log)
    while a.phase == "choose":
        for viewer in a.players + (None,):
            # a seat's own readings (rattle: number + noise) are all it knows of the numbers
            va, vb = a.view(viewer), b.view(viewer)
            assert va.pop("readings").keys() == vb.pop("readings").keys()
            assert va == vb
        assert [e.public() for e in a.log[start:]] == [e.public() for e in b.log[start:]]
        m = rng.choice(a.legal_moves())
        assert a.play(m) == b.play(m)
    assert a.phase == b.phase == "reveal"
    assert {**a.view("red"), "readings": 0} == {**b.view("red"), "readings": 0}


places = st.sampled_from(["start", "city", *range(24)])


def _subsets(items):
    from itertools import combinations

    items = list(items)
    return [frozenset(c) for k in range(len(items) + 1) for c in combinations(items, k)]


@given(st.lists(places, min_size=12, max_size=12), st.sampled_from(zapp.COLOURS),
       st.integers(1, 12), st.booleans())
def test_legal_moves_are_every_choice_of_spare_carry_and_stay(where, player, d, pro):
    """The counted LegalMoves hold exactly the moves built by brute force from each wizard's
    reach, each once, and each index decodes back to its move."""
    ids = [w for c in zapp.COLOURS for w in zapp.wizard_ids(c)]
    pos = zapp.Position.from_places(dict(zip(ids, where)))
    if pos.in_city(player) == 3:
        return
    board = zapp.Board.standard()
    brute = set()
    for w in pos.wizards(player):
        if pos[w] == "city":
            continue
        r = zapp.reach(pos, w, d, board, pro)
        for spare in _subsets(r.banishable):
            for carry in _subsets(r.carriable):
                own = [x for x in carry if zapp.colour_of(x) == player]
                for stay in _subsets(own) if r.enters_city else [frozenset()]:
                    brute.add(MoveWizard(player, w, carry, spare, stay))
    legal = zapp.legal_moves(pos, player, d, board, pro)
    listed = list(legal)
    assert len(listed) == len(legal) == len(brute) and set(listed) == brute
    assert [legal.index(m) for m in listed] == list(range(len(listed)))
    for m in listed[:50]:
        zapp.move(pos, m.wizard, d, board=board, pro=pro, carry=m.carry, spare=m.spare,
                  stay=m.stay)


def walk(pos, w, d, pro, carry, spare, stay):
    """The moving law read step by step from the rulebook, independently of ``zapp.reach``:
    the new places, or None when a carried wizard may not be carried."""
    b, c = zapp.Board.standard(), zapp.colour_of(w)
    origin = cur = pos[w]
    visited, city = [], False
    for _ in range(d):
        if cur == "start":
            cur = b.entry_of(c)
        elif cur == b.front_of_city(c):
            city = True
            break
        else:
            cur = (cur + 1) % 24
        visited.append(cur)
    passed = visited if city else visited[:-1]
    for x in carry:
        f, cx = pos[x], zapp.colour_of(x)
        if not (isinstance(f, int) and f in passed and f != origin and c in b.tower_colours(f)
                and (cx == c or cx in b.tower_colours(f))):
            return None
    new = pos.as_dict()
    new[w] = "city" if city else visited[-1]
    for x, f in pos.items():
        if x == w or f not in visited or f == origin:
            continue
        cx = zapp.colour_of(x)
        if x in carry:
            new[x] = (("city" if cx == c and x not in stay else b.front_of_city(c)) if city
                      else visited[-1])
        elif not (cx == c or b.colour(f) == cx or (pro and cx in b.tower_colours(f))
                  or origin == "start" or x in spare):
            new[x] = "start"
    return new


@given(st.lists(places, min_size=12, max_size=12), st.integers(0, 11), st.integers(1, 12),
       st.booleans(), st.randoms(use_true_random=False))
def test_the_moving_law_agrees_with_a_step_by_step_walk(where, k, d, pro, rnd):
    ids = [w for c in zapp.COLOURS for w in zapp.wizard_ids(c)]
    pos = zapp.Position.from_places(dict(zip(ids, where)))
    w = ids[k]
    if pos[w] == "city":
        return
    r = zapp.reach(pos, w, d, pro=pro)
    others = [x for x in ids if x != w]
    carry = set(rnd.sample(others, rnd.choice([0, 1]))) | set(
        x for x in r.carriable if rnd.random() < 0.5) if pro else set()
    spare = set(x for x in r.banishable if rnd.random() < 0.3)
    stay = set(x for x in carry & set(r.carriable) if rnd.random() < 0.3
               and zapp.colour_of(x) == zapp.colour_of(w) and r.enters_city)
    expected = walk(pos, w, d, pro, carry, spare, stay)
    if expected is None:
        try:
            zapp.move(pos, w, d, pro=pro, carry=carry, spare=spare, stay=stay)
        except IllegalMove:
            return
        raise AssertionError(f"{w} {d} carrying {carry} was accepted")
    res = zapp.move(pos, w, d, pro=pro, carry=carry, spare=spare, stay=stay)
    assert res.position.as_dict() == expected
