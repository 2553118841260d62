"""Stable action ids (``zzlib.core.actions``) on every registered game and variant.

In random seeded games, at every decision: each legal move's id is in range, decodes to the
move, no two legal moves share an id or read alike to the player who decides
(``action_problems``), and one id means one move wherever it is met. Bad ids and moves without
an id are refused naming what is wrong. The checker itself is shown to catch a broken codec.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from tests.core.toy import Step, Toy
from zzlib import GAMES
from zzlib.core.actions import Actions, Block, action_problems, action_string, product
from zzlib.core.hidden import secret_fields

from .games import CASES, DEFAULTS, finished_games, move_examples, play, seeds

#: random games per variant whose every decision is checked
GAMES_CHECKED = 3


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_every_legal_move_round_trips_through_a_stable_id(info, variant):
    acts = info.actions
    n = acts.num_actions(variant)
    meaning: dict[int, object] = {}
    checked = 0

    def visit(g, rng):
        nonlocal checked
        if g.is_over or g.to_move is None:
            return
        problems = action_problems(g, acts)
        assert not problems, "\n".join(problems[:10])
        ids = acts.legal_actions(g)
        assert ids == sorted(set(ids)) and all(0 <= a < n for a in ids)
        for a in ids[:50]:
            m = acts.decode(a, variant)  # the options as given mean the same ids
            assert meaning.setdefault(a, m) == m, f"id {a} is {m} here, {meaning[a]} before"
            for seat in (*g.seats, None):  # only the mover reads a secret field
                if seat != getattr(m, "player", seat) or seat is None:
                    assert action_string(m, seat) == str(m)
        checked += 1

    for seed in seeds(info)[:GAMES_CHECKED]:
        play(info, variant, seed, visit)
    assert checked > 0


def test_the_id_counts():
    assert GAMES["zot"].actions.num_actions() == 15_273
    assert GAMES["zank"].actions.num_actions({"players": 6}) == 6 * 182
    assert GAMES["zapp"].actions.num_actions({"players": 2}) == 26 + 6 * 2 ** 3
    assert GAMES["zapp"].actions.num_actions({"pro": True}) == 52 + 12 * 3 ** 11


def _has_secret_fields(info) -> bool:
    return any(f.metadata.get("secret") for t in info.game.MOVES for f in dataclasses.fields(t))


@pytest.mark.parametrize("info", [p for p in DEFAULTS if _has_secret_fields(p.values[0])])
def test_a_secret_field_is_part_of_the_id_and_of_the_movers_string(info):
    found = 0
    for m in move_examples(info).values():
        for name in secret_fields(m):
            f = next(f for f in dataclasses.fields(m) if f.name == name)
            others = {getattr(x, name) for x in move_examples_of(info, type(m))} - {
                getattr(m, name)}
            for v in others:
                twin = dataclasses.replace(m, **{f.name: v})
                acts = info.actions
                assert acts.encode(twin) != acts.encode(m)
                assert str(twin) == str(m)  # alike to everyone else
                assert action_string(twin, m.player) != action_string(m, m.player)
                found += 1
    assert found


def move_examples_of(info, move_type) -> list:
    return [e.move for g in finished_games(info)[:4] for e in g.log
            if type(e.move) is move_type]


@pytest.mark.parametrize("info", DEFAULTS)
def test_bad_ids_and_moves_without_an_id_are_refused_naming_what_is_wrong(info):
    acts = info.actions
    n = acts.num_actions()
    for bad in (-1, n, 2.0, "3", True, None, (1,)):
        with pytest.raises(ValueError, match="action id"):
            acts.decode(bad)
    np = pytest.importorskip("numpy")
    assert acts.decode(np.int64(n - 1)) == acts.decode(n - 1)
    assert acts.decode(np.int32(0)) == acts.decode(0)
    for junk in ("play on", None, 42, object()):
        with pytest.raises(ValueError, match="not a move"):
            acts.encode(junk)
    with pytest.raises(ValueError, match="unknown option"):
        acts.num_actions({"no_such_option": 1})
    with pytest.raises(ValueError, match="options are a mapping"):
        acts.num_actions([("players", 3)])
    refused = Counter()
    for m in move_examples(info).values():
        for f in dataclasses.fields(m):
            for junk in ("nobody", -7, (99, 99), 2.5):
                try:
                    forged = dataclasses.replace(m, **{f.name: junk})
                except (TypeError, ValueError, AttributeError):
                    continue
                with pytest.raises(ValueError, match=f"{type(m).__name__}.{f.name}"):
                    acts.encode(forged)
                refused[type(m).__name__] += 1
    assert refused


# -- the checker catches a broken codec ---------------------------------------------------
def _toy_game():
    g = Toy.new(seed=3)
    g.force("die", 6)
    g.advance()
    assert len(g.legal_moves()) == 6
    return g


def test_the_checker_catches_two_moves_sharing_an_id():
    def blocks(options):
        seats = Toy.SEATS
        return [Block(Step, 2 * 3, lambda m: seats.index(m.player) * 3 + m.n % 3,
                      lambda k: Step(seats[k // 3], k % 3))]

    g = _toy_game()
    broken = Actions(Toy, blocks)
    fine = Actions(Toy, lambda o: [product(Step, player=Toy.SEATS, n=range(1, 7))])
    assert action_problems(g, fine) == []
    assert any("share id" in p for p in action_problems(g, broken))
    assert any("decodes to" in p for p in action_problems(g, broken))


@dataclasses.dataclass(frozen=True)
class Alike:
    player: str
    n: int

    def __str__(self) -> str:
        return f"{self.player} plays a card face down"


class _Position:
    """What ``action_problems`` reads of a game: a position where two moves read alike."""

    options: dict = {}
    to_move = "a"

    def legal_moves(self):
        return [Alike("a", 1), Alike("a", 2)]


def test_the_checker_catches_moves_that_read_alike_and_ids_out_of_range():
    g = _toy_game()
    short = Actions(Toy, lambda o: [Block(Step, 1, lambda m: m.n, lambda k: Step("a", k))])
    assert any("not in 0..0" in p for p in action_problems(g, short))
    alike = Actions(Toy, lambda o: [product(Alike, player=("a",), n=(1, 2))])
    assert any("both read" in p for p in action_problems(_Position(), alike))
    with pytest.raises(TypeError, match="two blocks"):
        Actions(Toy, lambda o: [product(Step, player=Toy.SEATS),
                                product(Step, n=(1,))]).num_actions()
