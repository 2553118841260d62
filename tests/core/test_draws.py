"""The distributions of ``zzlib.core.draws``, part by part, and the enumerable normal."""

from __future__ import annotations

import math
import random

import pytest

from zzlib.core.chance import Chance
from zzlib.core.draws import (
    ChanceEvent,
    Choice,
    Custom,
    Dice,
    Die,
    Normal,
    Probe,
    Sample,
    _Next,
    declare,
    hermite,
    outcome_problem,
)


@pytest.mark.parametrize("k", range(1, 11))
def test_the_hermite_rule_keeps_the_moments_of_the_standard_normal(k):
    pts = hermite(k)
    assert len(pts) == k and math.isclose(sum(w for _, w in pts), 1.0)
    xs = [x for x, _ in pts]
    assert xs == sorted(xs) and all(w > 0 for _, w in pts)
    # exact for polynomials up to degree 2k - 1: E[x^j] = 0 for odd j, (j-1)!! for even j
    for j in range(2 * k):
        moment = sum(w * x ** j for x, w in pts)
        exact = 0 if j % 2 else math.prod(range(j - 1, 0, -2))
        assert math.isclose(moment, exact, rel_tol=1e-7, abs_tol=1e-9), (k, j)


def test_a_sample_draws_each_item_left_in_proportion():
    s = Sample(("Z", "Z", "Z", "F"), 2)
    assert s.family == "sample" and s.parts == 2
    assert s.outcomes() == [("Z", 0.75), ("F", 0.25)]
    assert s.outcomes(("F",)) == [("Z", 1.0)]
    assert s.alphabet() == ("Z", "F")
    with pytest.raises(ValueError, match="not left"):
        Sample(("Z", "Z", "Z", "F"), 3).outcomes(("F", "F"))
    with pytest.raises(ValueError, match="all 2 parts"):
        s.outcomes(("Z", "Z"))
    assert Sample((1, 2, 3), 3).family == "shuffle"
    assert Sample((1, True), 1).outcomes() == [(1, 0.5), (True, 0.5)]  # True is not 1


def test_dice_choice_and_normal_join_and_split():
    assert Dice(3, 6).join([1, 2, 3]) == (1, 2, 3) and Dice(3).parts == 3
    assert Die(4).outcomes() == [(v, 0.25) for v in (1, 2, 3, 4)] and Die(4).join([2]) == 2
    assert Choice(("a", "b", "a")).outcomes() == [("a", 2 / 3), ("b", 1 / 3)]
    n = Normal(1.0, 2.0, 13)
    assert n.parts == 13 and n.continuous
    assert n.alphabet(3) == pytest.approx((1 - 2 * math.sqrt(3), 1.0, 1 + 2 * math.sqrt(3)))
    with pytest.raises(ValueError, match="continuous: give points"):
        n.outcomes()
    for bad in (0, 21, True, 2.0, "3"):
        with pytest.raises(ValueError, match="points must be"):
            n.outcomes((), bad)
    assert Normal(0, 1).join([0.5]) == 0.5 and Normal(0, 1).split(0.5) == (0.5,)


def test_outcome_problem_names_the_part_that_cannot_be():
    ev = ChanceEvent("draw", Sample(("Z", "F"), 2))
    assert outcome_problem(ev, ("F", "Z")) is None
    assert "part 1" in outcome_problem(ev, ("F", "F"))
    assert "a shuffle has 2" in outcome_problem(ev, ("F",))
    assert outcome_problem(ChanceEvent("n", Normal(0, 1, 2)), (0.1, 9.0)) is None
    assert "finite" in outcome_problem(ChanceEvent("n", Normal(0, 1, 2)), (0.1, math.nan))
    assert "cannot be drawn" in outcome_problem(ChanceEvent("n", Normal(0, 1, 2)), (0.1, 9.0), 3)


def _mine(r: random.Random, n: int) -> int:
    return r.randrange(n)


def test_a_games_own_draw_is_read_once_declared():
    probe = Probe({})
    with pytest.raises(_Next) as stop:
        probe.draw("mine", _mine, lambda v: None, args=(4,))
    assert isinstance(stop.value.event.dist, Custom)
    with pytest.raises(ValueError, match="not declared"):
        stop.value.event.dist.outcomes()
    declare(_mine, lambda n: Choice(tuple(range(n))))
    with pytest.raises(_Next) as stop:
        Probe({}).draw("mine", _mine, lambda v: None, secret=True, args=(4,))
    assert stop.value.event == ChanceEvent("mine", Choice((0, 1, 2, 3)), True)
    # the probe hands out forced outcomes and never moves a generator
    c = Chance(1)
    c.force("die", 3)
    p = Probe(c.forced)
    assert p.die("die") == 3 and c.pending() == [("die", 3)]
    with pytest.raises(_Next):
        p.die("die")
