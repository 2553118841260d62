"""Smash, Jasper's choice: "it smashes one of your choice that no other zombie can smash".

The pumpkins lost are those of a maximum matching between zombies and the pumpkins they touch.
When maximum matchings differ in which pumpkins they take, Jasper chooses (a ``Smash(columns)``
move listing exactly the achievable sets); when only one set is possible, Smash stays an
automatic step. ``zot.smash(b)`` and the bots without a reason of their own take the set with
the lowest columns.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zot
from zzlib.core import IllegalMove, check_event_rules
from zzlib.zot import Board, Game, MoveShoot, Smash

# one zombie between two pumpkins, nobody else near: column 1 or column 3, Jasper's choice
# (a scenario with five pumpkins: the missing one counts as already lost)
BETWEEN = """
    ......
    ......
    ......
    ......
    ......
    ......
    ......
    ......
    ......
    PZPPPP
    ....J.
"""

# the same zombie, and a second zombie that touches only the pumpkin in column 1: "no other
# zombie can smash" leaves the middle zombie column 3, so both pumpkins go and nobody chooses
CROWDED = """
    ......
    ......
    ......
    ......
    ......
    ......
    ......
    ......
    Z.....
    PZPPPP
    ....J.
"""


def to_phase(g: Game, phase: str) -> Game:
    """Play on (no spells, the first placement) until ``g`` reaches ``phase``."""
    for _ in range(50):
        if g.phase == phase:
            return g
        if g.to_move is None:
            g.step()
        elif g.phase == "move_shoot":
            g.play(MoveShoot(g.state.board.jasper, None))
        else:
            g.play(g.legal_moves()[0])
    raise AssertionError(f"never reached {phase}; at {g.phase}")


def scenario(text: str) -> Game:
    """A game from ``text`` that has reached its first Smash (Zot's new tokens land in rows
    0 and 1, far from the pumpkins)."""
    g = Game.new(seed=1, board=text)
    to_phase(g, "move_shoot")
    g.play(MoveShoot(g.state.board.jasper, None))
    return g


# -- the rulebook's sentence ------------------------------------------------------------
def test_a_zombie_next_to_two_pumpkins_smashes_one_of_your_choice_that_no_other_zombie_can_smash():
    # alone between two pumpkins: either may go, and Jasper chooses
    assert zot.smash_choices(Board.from_text(BETWEEN)) == [(1,), (3,)]
    g = scenario(BETWEEN)
    events = g.step()
    assert g.phase == "smash_choice" and g.to_move == "Jasper"
    assert [e.rule for e in events] == ["zot.smash.choice"]
    assert events[0].data == {"choices": [[1], [3]], "lost": 1}
    assert g.legal_moves() == [Smash((1,)), Smash((3,))]
    events = g.play(Smash((3,)))
    assert g.state.board.pumpkins == (1, 4, 5, 6)
    assert g.state.smashed == 2 and g.state.aggravated
    smashed = [e for e in events if e.rule == "zot.smash.adjacent"]
    assert [e.data for e in smashed] == [{"zombie": [9, 2], "pumpkin": [9, 3], "column": 3}]
    assert g.phase == "descend" and g.state.turn == 2
    check_event_rules(events, zot.RULES)
    # with a neighbour that can smash only column 1, the middle zombie must take column 3
    assert zot.smash_choices(Board.from_text(CROWDED)) == [(1, 3)]


def test_with_only_one_possible_set_smash_stays_automatic():
    g = scenario(CROWDED)
    events = g.step()
    assert g.phase == "descend" and g.state.turn == 2 and g.state.board.pumpkins == (4, 5, 6)
    assert sorted(e.data["column"] for e in events if e.rule == "zot.smash.adjacent") == [1, 3]
    assert "zot.smash.choice" not in [e.rule for e in events]
    assert not any(isinstance(e.move, Smash) for e in g.log)


def test_with_no_zombie_next_to_a_pumpkin_nothing_is_smashed_and_nobody_chooses():
    g = Game.new(seed=1)
    to_phase(g, "smash")
    g.step()
    assert g.phase == "descend" and len(g.state.board.pumpkins) == 6


def test_a_set_no_maximum_matching_takes_is_refused_citing_the_rule_and_changes_nothing():
    g = scenario(BETWEEN)
    g.step()
    before = (g.state, len(g.log))
    for bad in [Smash(()), Smash((2,)), Smash((1, 3)), Smash((4,)), Smash((3, 3)),
                Smash(("3",)), Smash((True,)), Smash("3")]:
        with pytest.raises(IllegalMove) as e:
            g.play(bad)
        assert e.value.rule == "zot.smash.choice", bad
        assert (g.state, len(g.log)) == before
    # the refusal names what Jasper may choose
    with pytest.raises(IllegalMove, match=r"column 1.*column 3|columns? 1 or 3"):
        g.play(Smash((2,)))


def test_a_smash_is_refused_when_jasper_does_not_choose_one():
    g = scenario(BETWEEN)  # the automatic smash step comes next
    with pytest.raises(IllegalMove):
        g.play(Smash((1,)))
    g2 = Game.new(seed=1, board=BETWEEN)
    to_phase(g2, "move_shoot")
    with pytest.raises(IllegalMove) as e:
        g2.play(Smash((1,)))
    assert "while Jasper moves and casts a spell" in e.value.reason


def test_the_columns_are_read_in_any_order():
    assert Smash((3, 1)) == Smash((1, 3)) and Smash([3, 1]).columns == (1, 3)
    assert str(Smash((1, 3))) == "Let the zombies smash the pumpkins in columns 1 and 3"
    assert str(Smash((4,))) == "Let the zombies smash the pumpkin in column 4"


def test_the_choice_is_saved_and_replayed():
    g = scenario(BETWEEN)
    g.step()
    g.play(Smash((3,)))
    again = Game.from_json(g.to_json())
    assert again.state == g.state and again.log[-1].move == Smash((3,))
    g.undo()
    assert g.phase == "smash_choice" and len(g.state.board.pumpkins) == 5


def test_the_last_pumpkin_chosen_ends_the_game():
    text = BETWEEN.replace("PZPPPP", "PZ....")  # one pumpkin: nothing to choose, it goes
    g = scenario(text)
    g.step()
    assert g.is_over and g.result.winners == ()
    # a choice between two pumpkins leaves the other
    g = scenario(BETWEEN)
    g.step()
    g.play(Smash((1,)))
    assert not g.is_over and g.state.board.pumpkins == (3, 4, 5, 6)


def test_a_chosen_smash_never_ends_the_game():
    # a choice means a pumpkin next to a zombie stays, and so does the zombie: in the second
    # wave with an empty bag the game goes on (it ends at a Smash with no zombie left)
    g = scenario(BETWEEN)
    g.step()
    g._states[-1] = replace(g.state, wave=2, bag=())
    g.play(Smash((1,)))
    assert not g.is_over and g.phase == "descend"
    assert g.state.board.pumpkins == (3, 4, 5, 6) and g.state.board.glyph((9, 2)) == "Z"


# -- the scenario API ---------------------------------------------------------------------
def test_scenario_smash_takes_the_lowest_columns_or_the_set_given():
    b = Board.from_text(BETWEEN)
    assert zot.smash(b)[1] == (1,)
    after, cols, events = zot.smash(b, (3,))
    assert cols == (3,) and after.pumpkins == (1, 4, 5, 6)
    assert events[0].data["zombie"] == [9, 2]
    with pytest.raises(ValueError, match="zot.smash.choice"):
        zot.smash(b, (2,))
    graph, matching = zot.smash_matching(b, (3,))
    assert matching == {(9, 2): (9, 3)}


def test_many_choices():
    # two zombies in the patch, each between two pumpkins, plus one above column 5
    b = Board.from_text("""
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        ....Z.
        PZPZPP
        J.....
    """)
    # (9,2) touches 1, 3; (9,4) touches 3, 5; (8,5) touches 5
    assert zot.smash_choices(b) == [(1, 3, 5), ]
    b = Board.from_text("""
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        PZPZP.
        J.....
    """)
    assert zot.smash_choices(b) == [(1, 3), (1, 5), (3, 5)]


# -- the property: exactly the pumpkin sets of maximum matchings ---------------------------
def brute_force_sets(board: Board) -> list[tuple[int, ...]]:
    """Every matching of zombies to pumpkins they touch, found by trying every zombie's every
    option in turn; the pumpkin sets of the largest ones."""
    patch = board.patch_row
    pumpkins = set(board.pumpkins)
    zombies = [(r, c) for (r, c), t in board.tokens().items() if t in "ZF"]
    options = {}
    for r, c in zombies:
        near = [cc for rr, cc in ((r + 1, c), (r - 1, c), (r, c - 1), (r, c + 1))
                if rr == patch and cc in pumpkins]
        if near:
            options[(r, c)] = near
    order = sorted(options)
    found: set[tuple[int, ...]] = set()

    def walk(i: int, taken: tuple[int, ...]):
        if i == len(order):
            found.add(tuple(sorted(taken)))
            return
        walk(i + 1, taken)  # this zombie smashes nothing
        for c in options[order[i]]:
            if c not in taken:
                walk(i + 1, taken + (c,))

    walk(0, ())
    most = max(len(s) for s in found)
    return sorted(s for s in found if len(s) == most)


patch_rows = st.tuples(
    st.text(alphabet="..ZFzf*B", min_size=6, max_size=6),
    st.text(alphabet="PPPZF.", min_size=6, max_size=6),
)


def board_of(rows: tuple[str, str], yard: str = "......") -> Board:
    above, patch = rows
    return Board.from_text("\n".join(["......"] * 7 + [yard, above, patch, "J....."]))


@settings(max_examples=300, deadline=None)
@given(patch_rows)
def test_the_legal_sets_are_exactly_the_pumpkin_sets_of_maximum_matchings(rows):
    b = board_of(rows)
    choices = zot.smash_choices(b)
    assert choices == brute_force_sets(b)
    # zot.smash takes the lowest columns, and it is one of them
    assert zot.smash(b)[1] == choices[0]
    # each set, given, is smashed exactly, each pumpkin by a zombie next to it
    for cols in choices:
        after, got, events = zot.smash(b, cols)
        assert got == cols
        assert set(b.pumpkins) - set(after.pumpkins) == set(cols)
        zs = [tuple(e.data["zombie"]) for e in events]
        assert len(set(zs)) == len(zs)
        for e in events:
            (zr, zc), (pr, pc) = e.data["zombie"], e.data["pumpkin"]
            assert abs(zr - pr) + abs(zc - pc) == 1 and b.glyph((zr, zc)) in "ZFzf"


@settings(max_examples=150, deadline=None)
@given(patch_rows, st.data())
def test_any_other_set_is_refused(rows, data):
    b = board_of(rows)
    choices = zot.smash_choices(b)
    k = data.draw(st.integers(0, 3))
    cols = tuple(sorted(data.draw(st.lists(st.integers(1, 6), min_size=k, max_size=k,
                                           unique=True))))
    if cols in choices:
        assert zot.smash(b, cols)[1] == cols
    else:
        with pytest.raises(ValueError, match="zot.smash.choice"):
            zot.smash(b, cols)


# -- bots ---------------------------------------------------------------------------------
def test_bots_choose_a_legal_set():
    for bot in (zot.bots.random, zot.bots.greedy):
        g = scenario(BETWEEN)
        g.step()
        move = bot(g, random.Random(0))
        assert move in g.legal_moves()


def test_greedy_keeps_the_pumpkin_fewer_zombies_reach_next_turn():
    # the zombie at (9, 5) smashes column 4 or column 6; the zombie above column 4 descends.
    # Smashing column 4 (the lowest) lets it walk on to (9, 4), next to the pumpkin in
    # column 3, while the middle zombie turns to column 6: two lost next turn. Smashing
    # column 6 leaves both zombies only column 4: one lost.
    text = """
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        ...Z..
        ......
        ..PPZP
        J.....
    """
    g = scenario(text)
    g.step()
    assert g.legal_moves() == [Smash((4,)), Smash((6,))]
    assert zot.bots.greedy(g, random.Random(0)) == Smash((6,))
    after = zot.smash(g.state.board, (4,))[0]
    moved, _ = zot.descend(after)
    assert len(zot.smash(moved)[1]) == 2


def test_the_choice_in_many_random_games_is_always_an_achievable_set():
    seen = 0
    for seed in range(12):
        g = Game.new(seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if g.to_move is None:
                g.advance()
                continue
            if g.phase == "smash_choice":
                seen += 1
                assert {m.columns for m in g.legal_moves()} == set(
                    zot.smash_choices(g.state.board))
                assert len(g.legal_moves()) > 1
            g.play(zot.bots.random(g, rng))
    assert seen  # the random bot meets the choice in these games


def test_a_smash_with_no_zombie_next_to_a_pumpkin_says_so():
    g = Game.new(seed=1)
    to_phase(g, "smash")
    (event,) = g.step()
    assert event.rule == "zot.smash.none" and "nothing is smashed" in event.text
    assert event.data == {"pumpkins": [1, 2, 3, 4, 5, 6]}
