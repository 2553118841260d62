import json
import random
from dataclasses import dataclass, replace
from typing import Literal, TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zzlib.core import (
    OVER,
    Chance,
    Event,
    IllegalMove,
    adjacency_graph,
    and_join,
    article,
    bfs_order,
    data_problems,
    event_problems,
    plural,
)
from zzlib.core.savefile import document_digest
from zzlib.simulate import simulate

from .toy import RULES, Step, Toy


def play_out(g, rng):
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(rng.choice(g.legal_moves()))
    return g


def first_bot(game, rng):
    return game.legal_moves()[-1]


def test_unknown_option_and_bad_value_are_refused():
    with pytest.raises(ValueError, match="unknown option 'gaol'"):
        Toy.new(gaol=3)
    with pytest.raises(ValueError, match="option 'goal'"):
        Toy.new(goal=0)


def test_play_before_roll_is_refused_and_changes_nothing():
    g = Toy.new(seed=1)
    with pytest.raises(IllegalMove) as e:
        g.play(Step("a", 1))
    assert e.value.rule == "toy.order"
    assert len(g.log) == 1


def test_illegal_move_changes_nothing():
    g = Toy.new(seed=1)
    g.force("die", 3)
    g.advance()
    before = (g.state, len(g.log), g.chance.rng.getstate())
    with pytest.raises(IllegalMove, match="not between"):
        g.play(Step("a", 5))
    with pytest.raises(IllegalMove, match="turn"):
        g.play(Step("b", 1))
    assert (g.state, len(g.log), g.chance.rng.getstate()) == before


def test_forced_outcome_is_used_and_recorded():
    g = Toy.new(seed=1)
    g.force("die", 6)
    g.advance()
    assert g.state.die == 6
    assert g.log[-1].outcomes[0].forced


def test_impossible_forced_outcome_raises_and_changes_nothing():
    g = Toy.new(seed=1)
    g.force("die", 7)
    with pytest.raises(ValueError, match="forced die 7 is impossible"):
        g.advance()
    assert len(g.log) == 1


def test_undo_restores_state_and_chance():
    g = Toy.new(seed=5)
    g.advance()
    g.play(g.legal_moves()[0])
    g.advance()
    die_after = g.state.die
    g.undo()
    assert g.state.die is not None and len(g.log) == 2
    g.play(g.legal_moves()[0])
    g.advance()
    assert g.state.die == die_after


def test_rewind_and_states():
    g = play_out(Toy.new(seed=2), random.Random(0))
    n = len(g.states)
    assert n == len(g.log)
    g.rewind(3)
    assert len(g.states) == 4


@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_json_round_trip_replays_identically(seed, bot_seed):
    g = Toy.new(seed=seed, goal=15)
    rng = random.Random(bot_seed)
    g.advance()
    g.play(rng.choice(g.legal_moves()))
    g.force("die", 2)
    play_out(g, rng)
    h = Toy.from_json(g.to_json())
    assert h.states == g.states
    assert [e.events for e in h.log] == [e.events for e in g.log]


def test_tampered_file_is_refused_with_the_field_named():
    g = play_out(Toy.new(seed=3), random.Random(1))
    doc = json.loads(g.to_json())
    with pytest.raises(ValueError, match="not JSON"):
        Toy.from_json("{nope")
    with pytest.raises(ValueError, match="missing field 'seed'"):
        Toy.from_json(json.dumps({k: v for k, v in doc.items() if k != "seed"}))
    bad = dict(doc, final="0" * 16)
    with pytest.raises(ValueError, match="field 'digest'"):  # checked first
        Toy.from_json(json.dumps(bad))
    with pytest.raises(ValueError, match="field 'final'"):  # re-signed: the replay refuses it
        Toy.from_json(json.dumps({**bad, "digest": document_digest(bad)}))
    moves = [i for i, e in enumerate(doc["log"]) if "move" in e]
    bad = json.loads(g.to_json())
    bad["log"][moves[0]]["move"]["n"] = 99
    bad["digest"] = document_digest(bad)
    with pytest.raises(ValueError, match=f"log entry {moves[0] + 1}: illegal"):
        Toy.from_json(json.dumps(bad))
    bad = dict(doc, game="zot")
    with pytest.raises(ValueError, match="field 'game'"):
        Toy.from_json(json.dumps(bad))


def test_adjacency_is_orthogonal_and_bfs_is_sorted():
    g = adjacency_graph([(0, 0), (0, 1), (1, 1), (2, 2), (1, 0)])
    assert not g.has_edge((1, 1), (2, 2))
    assert bfs_order(g, (0, 0)) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_simulate_same_with_and_without_a_pool():
    from concurrent.futures import ThreadPoolExecutor

    bots = {"a": first_bot, "b": first_bot}
    serial = simulate(Toy.new, bots, 20, progress=False)
    with ThreadPoolExecutor(2) as ex:
        pooled = simulate(Toy.new, bots, 20, executor=ex, progress=False)
    assert serial.games == pooled.games
    assert serial.seats["a"].wins + serial.seats["b"].wins >= 20


def test_seats_are_declared_once_and_view_can_look_back():
    from zzlib import zank, zapp, zot

    assert zot.Game.new(seed=1).seats == ("Jasper",)
    assert zapp.Game.new(seed=1, players=3).seats == ("red", "green", "blue")
    assert zapp.Game.new(seed=1, players=["yellow", "red"]).seats == ("red", "yellow")
    assert zank.Game.new(seed=1, players=5).seats == ("red", "blue", "yellow", "green", "purple")
    g = zank.Game.new(seed=3)
    first = g.view("blue")
    g.play(g.legal_moves()[0])
    assert g.view("blue", at=0) == first != g.view("blue")
    assert g.view("blue", at=1) == g.view("blue")
    with pytest.raises(ValueError, match="no state 2"):
        g.view("blue", at=2)
    with pytest.raises(ValueError, match="not a seat"):
        g.view("purple")


# -- the dispatch table ----------------------------------------------------------------------
def test_a_move_the_phase_does_not_allow_is_refused_by_the_table_naming_what_it_allows():
    @dataclass(frozen=True)
    class Shout:
        player: str

    class Loud(Toy):
        MOVES = (Step, Shout)
        PHASES = {**Toy.PHASES, "step": replace(Toy.PHASES["step"], refuse="toy.step",
                                                words="the racers step")}
        MOVE_WORDS = {Step: ("stepping", "step up to the die's number"),
                      Shout: ("shouting", "shout")}

    g = Loud.new(seed=1)
    g.advance()
    before = (g.state, len(g.log), g.chance.snapshot())
    with pytest.raises(IllegalMove) as e:
        g.play(Shout("a"))
    # in plain words: no class name, no phase code name
    assert e.value.rule == "toy.step" and e.value.reason == (
        "shouting is not possible now: while the racers step, a may step up to the die's number")
    # a game without words: the class name split into words
    assert Toy.move_words(Shout) == ("shout", "shout") and Toy.phase_words("step") == "step"
    assert Toy.move_words(type("TakeTwoDice", (), {})) == ("take two dice",) * 2
    with pytest.raises(IllegalMove, match="not a move of toy") as e:
        g.play("step 3")
    assert e.value.rule == "toy.order"
    assert (g.state, len(g.log), g.chance.snapshot()) == before


def test_an_automatic_step_runs_its_phase_handler_and_is_logged_by_the_phase():
    g = Toy.new(seed=4)
    g.force("die", 5)
    assert g.step()[0].text == "The die shows 5."
    assert g.log[-1].step == "roll" and g.phase == "step"
    with pytest.raises(IllegalMove, match="must decide first"):
        g.step()


def test_who_decides_and_the_legal_moves_come_from_the_phase_row():
    g = Toy.new(seed=2)
    assert g.to_move is None and g.legal_moves() == []  # "roll": no who, automatic
    g.step()
    assert g.PHASES["step"].who.__name__ == "seat_at('turn')"
    assert g.to_move == "a" and g.legal_moves() == [Step("a", n) for n in range(1, g.state.die + 1)]


def test_the_rules_alone_play_as_the_match_does_and_record_nothing():
    g, bare = Toy.new(seed=3), Toy.new(seed=3)
    rules, chance = bare.rules, Chance(3)
    s = rules.start()
    assert s == g.state and rules.phase(s) == g.phase
    with pytest.raises(IllegalMove, match="nobody decides now"):
        rules.play(s, Step("a", 1), chance)
    while not rules.over(s):
        assert rules.to_move(s) == g.to_move and rules.legal(s) == g.legal_moves()
        if rules.to_move(s) is None:
            step, s, events = rules.auto(s, chance)
            assert [e.text for e in events] == [e.text for e in g.step()]
            assert step == g.log[-1].step == "roll"
            assert chance.drawn == list(g.log[-1].outcomes)  # the outcomes the step drew
        else:
            with pytest.raises(IllegalMove, match="must decide first"):
                rules.auto(s, chance)
            with pytest.raises(IllegalMove, match="turn") as e:
                rules.play(s, Step("b" if rules.to_move(s) == "a" else "a", 1), chance)
            assert e.value.rule == "toy.order"
            move = rules.legal(s)[-1]
            s, events = rules.play(s, move, chance)
            assert [e.text for e in events] == [e.text for e in g.play(move)]
        assert s == g.state
    assert rules.phase(s) == OVER and rules.result(s) == g.result
    assert len(bare.log) == 1 and bare.state is bare.states[0]  # nothing was recorded
    with pytest.raises(IllegalMove, match="over") as e:
        rules.auto(s, chance)
    assert e.value.rule == "toy.end"


def test_a_broken_table_is_refused_when_the_game_class_is_made():
    step = Toy.PHASES["step"]
    # a handler is the function itself, never a name reached through getattr
    with pytest.raises(TypeError, match="play must be a function .* not '_leap'"):
        type("Bad", (Toy,), {"PHASES": {"step": replace(step, play="_leap")}})
    with pytest.raises(TypeError, match="not in MOVES"):
        type("Bad", (Toy,), {"PHASES": {"step": replace(step, moves=(int,))}})
    with pytest.raises(TypeError, match="moves and play go together"):
        type("Bad", (Toy,), {"PHASES": {"step": replace(step, play=None)}})
    with pytest.raises(TypeError, match="says who decides"):
        type("Bad", (Toy,), {"PHASES": {"step": replace(step, who=None)}})
    with pytest.raises(TypeError, match="lists the legal moves"):
        type("Bad", (Toy,), {"PHASES": {"step": replace(step, legal=None)}})
    with pytest.raises(TypeError, match="who and legal go with moves"):
        type("Bad", (Toy,), {"PHASES": {"roll": replace(Toy.PHASES["roll"], who=step.who)}})
    with pytest.raises(TypeError, match="must be a Phase"):
        type("Bad", (Toy,), {"PHASES": {"step": (Step,)}})


def test_options_are_checked_together_before_set_up():
    class Strict(Toy):
        @classmethod
        def check_options(cls, options):
            if options["goal"] % 2:
                raise ValueError(f"option 'goal': an even goal, got {options['goal']}")

        def _initial(self):
            raise AssertionError("set-up ran first")

    with pytest.raises(ValueError, match="option 'goal': an even goal"):
        Strict.new(goal=3)


# -- sentences and shapes --------------------------------------------------------------------
def test_sentence_helpers():
    assert and_join([]) == "" and and_join([], empty="nothing") == "nothing"
    assert and_join(["red"]) == "red" and and_join(["red", "blue"]) == "red and blue"
    assert and_join("abc", last="or") == "a, b or c"
    assert [plural(n, "point") for n in (0, 1, -1, 2)] == [
        "0 points", "1 point", "-1 point", "2 points"]
    assert plural(3, "die", "dice") == "3 dice"
    assert (article("apple"), article("bomb"), article("")) == ("an apple", "a bomb", "a ")


def test_data_shapes_name_every_broken_field():
    class Inner(TypedDict):
        n: int

    class Shape(TypedDict):
        name: str
        square: list[int] | None
        inner: Inner
        counts: dict[str, int]
        kind: Literal["a", "b"]

    good = {"name": "x", "square": None, "inner": {"n": 1}, "counts": {"red": 2}, "kind": "a"}
    assert data_problems(good, Shape) == []
    assert data_problems({**good, "square": [1, 2]}, Shape) == []
    bad = {"name": 3, "square": [1, "2"], "inner": {"n": True, "m": 1}, "counts": {"red": 2.5},
           "kind": "c", "extra": 0}
    problems = "\n".join(data_problems(bad, Shape))
    for where in ("data['name']", "data['square']", "data['inner']['n']", "'m' is not in Inner",
                  "data['counts']['red']", "data['kind']", "'extra' is not in Shape"):
        assert where in problems, where
    assert data_problems({}, Shape)[0] == "data: missing key 'name' of Shape"
    ev = [Event("toy.step", "a steps.", {"to": "far"}), Event("toy.fly", "b flies.", {})]
    problems = event_problems(ev, RULES, Toy.EVENTS)
    assert any("data['to'] must be a whole number" in p for p in problems)
    assert any("toy.fly" in p and "not in RULES" in p for p in problems)
    assert any("toy.fly" in p and "no data shape" in p for p in problems)


def test_freeze_turns_lists_into_tuples_and_keeps_a_plain_flat_tuple_as_it_is():
    from collections import namedtuple

    from zzlib.core.jsonable import freeze

    flat = (1, 2.5, "a", None, True)
    assert freeze(flat) is flat  # nothing to turn: no copy
    assert freeze([1, [2, [3]], (4, [5])]) == (1, (2, (3,)), (4, (5,)))
    assert freeze(((1, [2]), 3)) == ((1, (2,)), 3)
    Pair = namedtuple("Pair", "a b")
    frozen = freeze(Pair(1, 2))  # a tuple subclass becomes a plain tuple, as before
    assert type(frozen) is tuple and frozen == (1, 2)
    assert freeze("ab") == "ab" and freeze(7) == 7


@given(seed=st.integers(0, 10_000), bot_seed=st.integers(0, 100))
def test_who_decides_and_whether_it_is_over_are_those_of_the_current_position(seed, bot_seed):
    """``to_move``, ``is_over`` and ``legal_moves`` are kept for the position last asked
    about: at every step they are the hooks' own answers, also after time travel and undo."""
    g = Toy.new(seed=seed, goal=15)
    rng = random.Random(bot_seed)

    def same():
        s = g.state
        assert g.is_over == g._over(s)
        assert g.to_move == (None if g._over(s) else g._to_move(s))
        for old in g.states:
            assert g.to_move_of(old) == (None if g._over(old) else g._to_move(old))
        assert g.to_move == (None if g._over(s) else g._to_move(s))  # asked again after others

    while not g.is_over:
        same()
        if g.to_move is None:
            g.advance()
        else:
            g.play(rng.choice(g.legal_moves()))
    same()
    g.undo()
    same()
    assert not g.is_over and g.legal_moves()
    g.rewind(0)
    same()
    assert g.to_move is None and g.legal_moves() == []
