"""The fast paths of untraced play give exactly what the plain code gave.

``reach`` reads the board's tables and remembers the reaches of the last position; moves,
handlers and bots build no events when untraced; states are copied without
``dataclasses.replace``; the sensible bot values positions from a table and works out a
plateau's expected distances at once. Each is checked here against the plain computation it
replaced (kept below as the reference), on many random positions.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zapp
from zzlib.core import IllegalMove, untraced
from zzlib.zapp import CITY, COLOURS, START, Board, Choose, Game, Position, bots, moving
from zzlib.zapp.game import _evolve
from zzlib.zapp.moving import Reach

BOARD = Board.standard()
PLACES = [START, CITY, *range(24)]


def reference_reach(pos: Position, wizard: str, d: int, board: Board, pro: bool) -> Reach:
    """``reach`` as it was written before the fast path (the rules read plainly)."""
    if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 13:
        raise IllegalMove("zapp.move.distance", "the move distance is a secret number, a whole "
                          f"number from 1 to 13 (no barrel holds more), got {d!r}")
    if wizard not in pos:
        raise IllegalMove("zapp.move.choose", f"there is no wizard {wizard!r} in play")
    colour = zapp.colour_of(wizard)
    origin = pos[wizard]
    if origin == CITY:
        raise IllegalMove("zapp.move.past_city", f"{wizard} is already in the {colour} city and cannot move on")
    p = board.progress(colour, origin)
    target = p + d
    last = min(target, board.size)
    path = tuple(board.field_at(colour, k) for k in range(p + 1, last + 1))
    enters = target >= board.lap
    steps = min(d, board.lap - p)
    landing = None if enters else path[-1]
    passed = path if enters else path[:-1]
    too_weak = origin == START
    on: dict[int, list[str]] = {}
    for w, place in pos.places:
        if isinstance(place, int):
            on.setdefault(place, []).append(w)
    banishable, safe, own, carriable = [], [], [], []
    passed_set = set(passed)
    for f in path:
        towers = board.tower_colours(f)
        for x in on.get(f, ()):
            if x == wizard:
                continue
            cx = zapp.colour_of(x)
            if pro and f in passed_set and colour in towers and cx in towers:
                carriable.append(x)
            if cx == colour:
                own.append(x)
            elif board.colour(f) == cx:
                safe.append((x, "zapp.banish.protected"))
            elif pro and cx in towers:
                safe.append((x, "zapp.pro.protected"))
            elif too_weak:
                safe.append((x, "zapp.banish.too_weak"))
            else:
                banishable.append(x)
    same = ()
    if isinstance(origin, int):
        same = tuple(x for x in on.get(origin, ()) if zapp.colour_of(x) != colour)
    return Reach(
        wizard, colour, d, origin, steps, max(0, target - board.lap), path, landing, passed,
        too_weak, tuple(banishable), tuple(safe), tuple(own), same, tuple(carriable),
    )


def reference_value(pos, player, board, pro) -> float:
    """``bots.value`` as it was written before the table."""
    own = opp = 0.0
    opponents = set()
    for w, place in pos.places:
        c = zapp.colour_of(w)
        p = board.progress(c, place)
        if c == player:
            own += p
            if place == CITY:
                own += bots.CITY_BONUS
            elif place != START and board.protects(c, place, pro):
                own += bots.SAFE_BONUS
        else:
            opponents.add(c)
            opp += p + (bots.CITY_BONUS if place == CITY else 0.0)
    return own - bots.OPPONENT_WEIGHT * opp * (3 / max(len(opponents), 1)) / 3


def reference_expected_distance(reading: float, magic: int, noise: float) -> float:
    """``bots.expected_distance`` as it was written before the batch."""
    if noise == 0:
        k = round(reading)
        return float(k) if k <= magic else 0.0
    weights = [math.exp(-((reading - k) ** 2) / (2 * noise * noise)) for k in zapp.NUMBERS]
    total = sum(weights)
    if total == 0:
        k = min(zapp.NUMBERS, key=lambda k: abs(reading - k))
        return float(k) if k <= magic else 0.0
    return sum(w * k for w, k in zip(weights, zapp.NUMBERS) if k <= magic) / total


@st.composite
def positions(draw):
    colours = draw(st.lists(st.sampled_from(COLOURS), min_size=2, max_size=4, unique=True))
    places = {w: draw(st.sampled_from(PLACES)) for c in colours for w in zapp.wizard_ids(c)}
    return Position.from_places(places, colours=colours)


def outcome(f, *args):
    """What ``f(*args)`` returns, or the rule and reason of the IllegalMove it raises."""
    try:
        return f(*args)
    except IllegalMove as e:
        return ("illegal", e.rule, e.reason)


def assert_same_reach(pos, wizard, d, board, pro):
    """``reach`` answers (or refuses) exactly as the plain reach does."""
    fast = outcome(moving.reach, pos, wizard, d, board, pro)
    assert fast == outcome(reference_reach, pos, wizard, d, board, pro)


@settings(max_examples=300, deadline=None)
@given(pos=positions(), d=st.integers(1, 13), pro=st.booleans(), data=st.data())
def test_reach_is_the_plain_reach(pos, d, pro, data):
    wizard = data.draw(st.sampled_from([*pos, "X9"]))
    assert_same_reach(pos, wizard, d, BOARD, pro)


def test_reach_is_the_plain_reach_on_many_random_positions():
    rng = random.Random(13)
    for _ in range(3000):
        colours = rng.sample(COLOURS, rng.randint(2, 4))
        pos = Position.from_places(
            {w: rng.choice(PLACES) for c in colours for w in zapp.wizard_ids(c)}, colours)
        for w in pos:
            d, pro = rng.randint(1, 13), rng.random() < 0.5
            assert_same_reach(pos, w, d, BOARD, pro)


def test_the_remembered_reaches_answer_only_for_the_same_position_distance_board_and_version():
    pos = Position.from_text("G1:8 R1:9 R2:11 Y2:16 B1:2")
    first = moving.reach(pos, "G1", 8, BOARD, True)
    assert moving.reach(pos, "G1", 8, BOARD, True) is first  # remembered
    # another version, distance, board or position is worked out afresh
    assert_same_reach(pos, "G1", 8, BOARD, False)
    assert_same_reach(pos, "G1", 7, BOARD, True)
    assert_same_reach(pos, "G1", 8, Board.from_dict({**zapp.STANDARD, "towers": {}}), True)
    assert_same_reach(pos.moved({"R1": START}), "G1", 8, BOARD, True)
    assert_same_reach(pos, "R1", 8, BOARD, True)
    # bad questions are refused as before, remembered or not
    moving.reach(pos, "G1", 8, BOARD, True)
    for wizard, d in (("X9", 8), (["G1"], 8), ("G1", True), ("G1", 0)):
        assert_same_reach(pos, wizard, d, BOARD, True)


@settings(max_examples=200, deadline=None)
@given(pos=positions(), d=st.integers(1, 13), data=st.data())
def test_an_untraced_move_is_the_traced_move_without_events(pos, d, data):
    wizard = data.draw(st.sampled_from(list(pos)))
    if pos[wizard] == CITY:
        return
    r = moving.reach(pos, wizard, d, BOARD, True)
    carry = frozenset(data.draw(st.sets(st.sampled_from(r.carriable))) if r.carriable else ())
    spare = frozenset(data.draw(st.sets(st.sampled_from(r.banishable))) if r.banishable else ())
    traced = moving.finish(pos, r, BOARD, True, carry=carry, spare=spare)
    with untraced():
        quiet = moving.finish(pos, r, BOARD, True, carry=carry, spare=spare)
    assert quiet == replace(traced, events=())
    assert traced.events  # the sentences are written when tracing
    assert moving.position_after(pos, r, BOARD, True, carry, spare) == traced.position


def test_position_after_refuses_what_finish_refuses():
    pos = Position.from_text("G1:8 R1:9 R2:11 Y2:16")
    r = moving.reach(pos, "G1", 8, BOARD, False)
    for choice in ({"carry": frozenset({"R1"})}, {"spare": frozenset({"R2"})},
                   {"stay": frozenset({"G2"})}):
        with pytest.raises(IllegalMove) as plain:
            moving.finish(pos, r, BOARD, False, **choice)
        with pytest.raises(IllegalMove) as fast:
            moving.position_after(pos, r, BOARD, False, **choice)
        assert str(fast.value) == str(plain.value)


def test_evolve_is_dataclasses_replace():
    g = Game.new(5)
    g.advance()
    s = g.state
    for changes in ({}, {"phase": "move", "movers": ("red",)}, {"round": 9, "winner": "blue"}):
        new = _evolve(s, **changes)
        assert new == replace(s, **changes) and type(new) is type(s)
        assert new.__dict__ == replace(s, **changes).__dict__
    assert s == g.state  # the original is untouched
    with pytest.raises(TypeError, match="no field 'colour'"):
        _evolve(s, colour="red")


def test_the_board_tables_are_the_board_formulas():
    for board in (BOARD, Board.from_dict({**zapp.STANDARD, "entry": {
            "red": 3, "green": 9, "blue": 15, "yellow": 21}})):
        assert hash(board) == hash((board.size, board.entry, board.zones, board.towers))
        for c in COLOURS:
            table = board.progress_table(c)
            assert {place: table[place] for place in PLACES} == {
                place: board.progress(c, place) for place in PLACES}
            with pytest.raises(TypeError):
                table[0] = 5  # read-only
            for first in range(1, 25):
                for last in range(first - 1, 25):
                    assert board.fields_between(c, first, last) == tuple(
                        board.field_at(c, k) for k in range(first, last + 1))


@settings(max_examples=200, deadline=None)
@given(pos=positions(), pro=st.booleans(), data=st.data())
def test_value_is_the_plain_value(pos, pro, data):
    player = data.draw(st.sampled_from(pos.colours))
    assert bots.value(pos, player, BOARD, pro) == reference_value(pos, player, BOARD, pro)


def test_expected_distances_are_the_plain_expected_distance_bit_for_bit():
    rng = random.Random(3)
    for noise in (0, 0.2, 1.5, 4.0, 20.0, *(rng.uniform(0.05, 20) for _ in range(40))):
        for magic in range(2, 13):
            readings = [rng.uniform(-8, 22) for _ in range(13)] + [7.0, 7.5, 40.0, -30.0]
            want = [reference_expected_distance(x, magic, noise) for x in readings]
            assert bots.expected_distances(readings, magic, noise) == want
            assert [bots.expected_distance(x, magic, noise) for x in readings] == want


def plain_best_barrels(readings: dict, magic: int, noise: float) -> list[str]:
    """The barrels of the highest expected distance, every one worked out."""
    expected = bots.expected_distances(readings.values(), magic, noise)
    return [b for b, e in zip(readings, expected) if e == max(expected)]


readings_of = st.one_of(
    st.floats(-8, 22, allow_nan=False),
    st.integers(-2, 26).map(lambda k: k / 2),  # on the table's points, and between numbers
    st.integers(0, 2600).map(lambda i: i / 100 + 0.005),  # halfway between two points
    st.floats(-1e6, 1e6, allow_nan=False),  # forced noise: far off, all weights 0
)


@settings(max_examples=500, deadline=None)
@given(values=st.lists(readings_of, min_size=1, max_size=13),
       repeat=st.lists(st.integers(0, 12), max_size=4),
       magic=st.integers(0, 15),
       noise=st.one_of(st.sampled_from([0, 0.05, 0.3, 1.5, 4.0, 20.0]), st.floats(0, 20)))
def test_best_barrels_are_the_plain_highest_expected_distances(values, repeat, magic, noise):
    # the table only rules barrels out: what is left is worked out exactly, so the list is
    # the plain one, ties (equal readings) and their order included
    values += [values[i % len(values)] for i in repeat]
    readings = dict(zip("ABCDEFGHIJKLMNOPQ", values))
    assert bots.best_barrels(readings, magic, noise) == plain_best_barrels(readings, magic, noise)


def test_best_barrels_on_many_plateaus_and_a_table_filled_by_earlier_ones():
    rng = random.Random(11)
    for _ in range(3000):
        noise = rng.choice([1.5, 1.5, 0.5, 3.0, rng.uniform(0.1, 20)])
        numbers = rng.sample(zapp.NUMBERS, rng.randint(1, 13))
        readings = {b: k + rng.gauss(0, noise) for b, k in zip(zapp.LABELS, numbers)}
        magic = rng.randint(2, 12)
        assert bots.best_barrels(readings, magic, noise) == plain_best_barrels(
            readings, magic, noise)


def test_best_barrels_tell_apart_near_ties_closer_than_the_table_can():
    # two barrels, one reading on the rising side of the expected distance (below the magic
    # number), one found by bisection on the falling side with an expected distance a hair
    # above or below it: the table alone cannot tell them apart, the exact values can
    rng = random.Random(5)
    for _ in range(400):
        noise, magic = rng.choice([0.5, 1.0, 1.5, 3.0]), rng.randint(3, 12)
        rising = magic - rng.uniform(0.2, 2.0) * noise + 0.005 * rng.choice([1, -1])
        target = bots.expected_distance(rising, magic, noise)
        lo, hi = magic + 0.0, magic + 8 * noise  # falling: from above target to below it
        if not bots.expected_distance(lo, magic, noise) > target > bots.expected_distance(
                hi, magic, noise):
            continue
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if bots.expected_distance(mid, magic, noise) > target else (lo, mid)
        for falling in (lo, hi):
            readings = dict(zip("AB", [rising, falling]))
            want = plain_best_barrels(readings, magic, noise)
            assert bots.best_barrels(readings, magic, noise) == want
            readings = dict(zip("AB", [falling, rising]))
            assert bots.best_barrels(readings, magic, noise) == plain_best_barrels(
                readings, magic, noise)


def test_the_choose_moves_are_fresh_moves_and_shared_ones_are_equal():
    g = Game.new(8)
    g.advance()
    for _ in range(4):
        taken = {b for _, b in g.state.chosen}
        moves = g.legal_moves()
        assert moves == [Choose(g.to_move, b) for b in zapp.LABELS if b not in taken]
        g.play(moves[-1])


@settings(max_examples=200, deadline=None)
@given(pos=positions(), d=st.integers(1, 13), pro=st.booleans(), data=st.data())
def test_the_value_after_a_move_is_the_value_of_the_position_it_reaches(pos, d, pro, data):
    player = data.draw(st.sampled_from(pos.colours))
    sums = bots._Sums(pos, player, BOARD, pro)
    assert sums.value() == reference_value(pos, player, BOARD, pro)
    for w in pos.wizards(player):
        if pos[w] == CITY:
            continue
        r = moving.reach(pos, w, d, BOARD, pro)
        for carry in bots._carries(r):
            spare = frozenset(r.banishable[:data.draw(st.integers(0, len(r.banishable)))])
            changes = moving.changed_places(pos, r, BOARD, pro, carry, spare)
            after = moving.position_after(pos, r, BOARD, pro, carry, spare)
            assert after == pos.moved(changes)
            assert sums.value_after(changes) == reference_value(after, player, BOARD, pro)


@given(seed=st.integers(0, 2**32), sigma=st.sampled_from([0.1, 1.5, 3.0, 20.0]),
       odd=st.booleans(), rounds=st.integers(1, 4))
@settings(max_examples=300, deadline=None)
def test_draw_noise_is_thirteen_gauss_calls_bit_for_bit(seed, sigma, odd, rounds):
    """The written-out Box-Muller gives ``r.gauss(0.0, sigma)`` thirteen times, the signs of
    zeros included, and leaves the generator (its kept second number too) exactly as they do."""
    mine, plain = random.Random(seed), random.Random(seed)
    if odd:  # a Gaussian number already waiting in gauss_next
        mine.gauss()
        plain.gauss()
    for _ in range(rounds):
        got = zapp.barrels.draw_noise(mine, sigma)
        want = tuple(plain.gauss(0.0, sigma) for _ in zapp.LABELS)
        assert got == want
        assert [math.copysign(1, x) for x in got] == [math.copysign(1, x) for x in want]
    assert mine.getstate() == plain.getstate()


def test_shake_plateau_is_shake_of_every_barrel_on_the_plateau():
    """``shake_plateau`` reads what ``shake`` reads, barrel by barrel, for every chooser of
    many seeded rounds (noise and exact), and refuses what ``shake`` refuses."""
    checked = 0
    for seed in range(30):
        g = Game.new(seed=seed, shake_noise=(0 if seed % 5 == 0 else 1.5))
        g.trace = False
        rng = random.Random(seed)
        while not g.is_over and g.state.round <= 3:
            if g.to_move is None:
                with pytest.raises(IllegalMove) as refused:
                    g.shake("A")
                with pytest.raises(IllegalMove) as too:
                    g.shake_plateau()
                assert (too.value.rule, str(too.value)) == (refused.value.rule, str(refused.value))
                g.advance()
                continue
            if g.phase == "choose":
                readings = g.shake_plateau()
                assert list(readings) == g.on_plateau()
                assert readings == {b: g.shake(b) for b in g.on_plateau()}
                assert g.shake_plateau(g.to_move) == readings
                for other in g.seats:
                    if other != g.to_move:
                        with pytest.raises(IllegalMove) as refused:
                            g.shake("A", player=other)
                        with pytest.raises(IllegalMove) as too:
                            g.shake_plateau(other)
                        assert too.value.rule == refused.value.rule
                checked += 1
            g.play(bots.random(g, rng))
    assert checked > 100


def test_a_reach_made_fast_is_the_dataclass_made_plainly():
    """``_new_reach`` sets the fields ``Reach.__init__`` would: equal, same hash, same repr,
    frozen, and the same field names in the same order."""
    import dataclasses

    values = ("R1", "red", 5, 3, 5, 0, (4, 5, 6, 7, 8), 8, (4, 5, 6, 7), False, ("G1",),
              (("B1", "zapp.banish.protected"),), ("R2",), ("Y1",), ("G1",))
    fast, plain = moving._new_reach(*values), Reach(*values)
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    assert dataclasses.astuple(fast) == values
    assert list(vars(fast)) == [f.name for f in dataclasses.fields(Reach)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.wizard = "R2"


@given(pos=positions())
def test_all_in_city_is_every_wizard_counted_in_the_city(pos):
    for colour in COLOURS:
        assert pos.all_in_city(colour) == (pos.in_city(colour) == len(pos.wizards(colour)))
    everyone = Position(tuple((w, CITY if w[0] == "R" else p) for w, p in pos.places))
    assert everyone.all_in_city("red") and everyone.in_city("red") == len(everyone.wizards("red"))
