"""Explicit chance (``Game.next_chance``, ``zzlib.core.draws``) on every registered game and
variant.

Every draw a step makes, in an automatic step or inside a move, is announced first with its
kind and distribution; every outcome a seeded game draws has a positive probability under
that distribution, part by part; and outcomes chosen from the distributions (numpy numbers
too), forced, are exactly what the step draws. Asking changes nothing.
"""

from __future__ import annotations

import math
import random

import pytest

from zzlib.core import IllegalMove
from zzlib.core.draws import ChanceEvent, outcome_problem

from .games import CASES, DEFAULTS, move_examples, play, seeds, snapshot

#: the enumerable form of a continuous draw used here
POINTS = 3


def _choose(ev: ChanceEvent, rng: random.Random, numpy=None):
    """An outcome of ``ev`` picked part by part from its distribution (numpy numbers when
    ``numpy`` is given)."""
    parts = []
    for _ in range(ev.dist.parts):
        outcomes = ev.dist.outcomes(parts, POINTS)
        assert math.isclose(sum(p for _, p in outcomes), 1.0), outcomes
        assert all(p > 0 for _, p in outcomes)
        values = [v for v, _ in outcomes]
        alphabet = ev.dist.alphabet(POINTS)
        assert all(any(type(a) is type(v) and a == v for a in alphabet) for v in values)
        v = rng.choices(values, [p for _, p in outcomes])[0]
        if numpy is not None and isinstance(v, int):
            v = numpy.int64(v)
        parts.append(v)
    return ev.dist.join(parts)


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_outcomes_chosen_from_the_announced_draws_are_what_the_steps_draw(info, variant):
    np = pytest.importorskip("numpy") if variant == {} else None
    chosen_steps = 0
    for seed in seeds(info)[:2]:
        g = info.new(seed, **variant)
        rng = random.Random(seed)
        bot = info.bots["random"]
        while not g.is_over:
            move = None if g.to_move is None else bot(g, rng)
            chosen = []
            while (ev := g.next_chance(move)) is not None:
                value = _choose(ev, rng, np if rng.random() < 0.5 else None)
                g.force(ev.kind, value)
                chosen.append((ev.kind, value))
                assert len(chosen) < 500, "the same draw announced again and again"
            if move is None:
                g.step()
            else:
                g.play(move)
            drawn = g.log[-1].outcomes
            assert all(o.forced for o in drawn), "a draw was not announced by next_chance"
            assert [o.kind for o in drawn] == [k for k, _ in chosen]
            for o, (_, v) in zip(drawn, chosen):
                assert o.value == v and _python(o.value), (o, v)
            chosen_steps += bool(chosen)
        g2 = type(g).from_json(g.to_json())
        assert g2.states == g.states
    assert chosen_steps > 0


def _python(v) -> bool:
    """Whether ``v`` is built of Python's own numbers and strings (no numpy)."""
    if isinstance(v, tuple):
        return all(map(_python, v))
    return type(v) in (int, float, str, bool) or v is None


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_the_seeded_draws_have_positive_probability_under_the_announced_ones(info, variant):
    kinds = set()
    bound = info.actions.max_chance_outcomes(variant, POINTS)

    def visit(g, rng):
        if g.is_over:
            return
        move = None if g.to_move is None else info.bots["random"](g, rng)
        f = g.fork()
        if move is None:
            g.step()
        else:
            g.play(move)
        for o in g.log[-1].outcomes:
            ev = f.next_chance(move)
            assert ev is not None, f"{o.kind} drawn but not announced"
            assert (ev.kind, ev.secret) == (o.kind, o.secret)
            problem = outcome_problem(ev, o.value)
            assert problem is None, f"{o.kind} {o.value!r}: {problem}"
            f.force(o.kind, o.value)
            kinds.add(ev.dist.family)
            assert len(ev.dist.alphabet(POINTS)) <= bound, f"{o.kind}: more values than declared"
        assert f.next_chance(move) is None, "a draw announced that the step did not make"
        g.undo() if move is not None else g.rewind(len(g.log) - 2)

    for seed in seeds(info)[:2]:
        play(info, variant, seed, visit)
    assert kinds


@pytest.mark.parametrize("info", DEFAULTS)
def test_asking_changes_nothing_and_refuses_what_step_and_play_refuse(info):
    examples = list(move_examples(info).values())
    asked = 0

    def visit(g, rng):
        nonlocal asked
        before = snapshot(g)
        if g.is_over:
            with pytest.raises(IllegalMove):
                g.next_chance()
            with pytest.raises(IllegalMove):
                g.next_chance(examples[0])
        elif g.to_move is None:
            g.next_chance()
            with pytest.raises(IllegalMove):
                g.next_chance(examples[0])
        else:
            with pytest.raises(IllegalMove):
                g.next_chance()
            legal = g.legal_moves()
            g.next_chance(legal[rng.randrange(len(legal))])
            with pytest.raises(IllegalMove):
                g.next_chance("play on")
        assert snapshot(g) == before
        asked += 1

    play(info, {}, seeds(info)[0], visit)
    assert asked


@pytest.mark.parametrize("info", DEFAULTS)
def test_force_takes_numpy_numbers_and_refuses_other_objects(info):
    np = pytest.importorskip("numpy")
    g = info.new(5)
    while g.to_move is not None or (ev := g.next_chance()) is None:
        g.play(g.legal_moves()[0]) if g.to_move is not None else g.step()
    value = _choose(ev, random.Random(1), np)
    g.force(ev.kind, value)
    g.force(ev.kind, np.array(ev.dist.split(value)).tolist() if ev.dist.parts > 1
            else value)
    assert all(_python(v) for _, v in g.chance.pending())
    with pytest.raises(ValueError, match="cannot be a chance outcome"):
        g.force(ev.kind, object())
    with pytest.raises(ValueError, match="chance kind"):
        g.force(np.str_(""), 1)


def test_a_die_rolled_in_secret_is_secret_in_the_log_and_when_announced():
    from zzlib.core import Chance
    from zzlib.core.draws import Probe, _Next

    c = Chance(1)
    c.die("mine", secret=True)
    c.dice("ours", 2, secret=True)
    c.die("open")
    assert [o.secret for o in c.drawn] == [True, True, False]
    assert "<secret>" in repr(c.drawn[0]) and c.drawn[1].public()["value"] is None
    c.force("mine", 3)
    assert c.die("mine", secret=True) == 3 and c.drawn[-1].secret
    for roll in (lambda p: p.die("mine", secret=True), lambda p: p.dice("ours", 2, secret=True)):
        with pytest.raises(_Next) as e:
            roll(Probe({}))
        assert e.value.event.secret
