"""Edge cases and the design page's decisions, through the scenario API."""

import pytest

from zzlib import zot
from zzlib.core import check_event_rules
from zzlib.zot import Board

EMPTY = ["......"] * 9 + ["PPPPPP", "J....."]


def make(rows: dict, patch="PPPPPP", path="J....."):
    lines = list(EMPTY)
    for r, text in rows.items():
        lines[r] = text
    lines[9], lines[10] = patch, path
    return Board.from_text("\n".join(lines))


# -- spells ---------------------------------------------------------------------
@pytest.mark.rule("zot.spell.flight", "zot.spell.flower", "zot.spell.flower_flight", "zot.spell.fence")
def test_flower_power_flies_over_pumpkins_and_beds_and_turns_the_chain_into_beds():
    b = make({4: "..Z...", 5: "ZZZ...", 6: "..M...", 7: "..*...", 8: "......"}, path="..J...")
    r = zot.cast(b, "flower", supply=14)
    # the multiplier at (6, 3) is the first token: it is hit, nothing happens
    assert r.hit == (6, 3) and r.board == b and r.chain == ()
    assert any(e.rule == "zot.spell.flower_multiplier" for e in r.events)
    b2 = b.with_glyph((6, 3), ".")
    r = zot.cast(b2, "flower", supply=14)
    assert r.hit == (5, 3)
    # (4, 3) lies beyond the fence line: out of range, even for the chain
    assert r.chain == ((5, 3), (5, 2), (5, 1))
    assert all(r.board.glyph(sq) == "*" for sq in r.chain)
    assert r.board.token((4, 3)) == "Z"
    assert r.supply == 11 and r.points == 0
    # the house rule chain_beyond_fence=True lets the chain run on into Zot's yard
    r = zot.cast(b2, "flower", supply=14, options={"chain_beyond_fence": True})
    assert r.chain == ((5, 3), (4, 3), (5, 2), (5, 1))
    assert r.supply == 10


def test_flower_power_with_an_empty_supply_leaves_no_bed():
    b = make({6: ".ZZ..."}, path=".J....")
    r = zot.cast(b, "flower", supply=1)
    assert r.chain == ((6, 2), (6, 3))
    assert r.board.glyph((6, 2)) == "*" and r.board.glyph((6, 3)) == "."
    assert r.supply == 0 and r.beds_short == 1
    assert any(e.rule == "zot.spell.supply_empty" for e in r.events)


@pytest.mark.rule("zot.spell.flower_chain")
def test_flower_chain_does_not_run_through_bare_beds_unless_the_option_says_so():
    b = make({6: ".Z*Z.."}, path=".J....")
    assert zot.cast(b, "flower").chain == ((6, 2),)
    r = zot.cast(b, "flower", options={"flower_chain_through_beds": True})
    assert r.chain == ((6, 2), (6, 3), (6, 4))
    assert r.board.glyph((6, 4)) == "*"


def test_fire_needs_a_flower_bed_as_its_first_hit():
    b = make({6: ".*....", 7: ".Z...."}, path=".J....")
    r = zot.cast(b, "fire")
    assert r.hit == (7, 2) and r.board == b and r.points == 0
    assert any(e.rule == "zot.spell.fire_target" for e in r.events)
    # a zombie standing in a bed is a fine target: both count
    r = zot.cast(b.with_glyph((7, 2), "z"), "fire")
    assert r.chain == ((7, 2), (6, 2))
    assert r.score.flowers == 2 and r.score.zombies == 1 and r.points == 4
    assert r.supply is None


def test_fire_gives_beds_back_to_the_supply():
    b = make({7: ".**Z.."}, path=".J....")
    r = zot.cast(b, "fire", supply=3)
    assert r.supply == 5 and r.points == 1 + 1 + 2


@pytest.mark.rule("zot.spell.blast", "zot.spell.adjacent")
def test_a_bomb_hit_directly_explodes_with_a_chain_reaction_and_scores_nothing():
    b = make({6: "ZB....", 7: ".B....", 8: ".Z...."}, path=".J....")
    r = zot.cast(b, "flower")  # hits the zombie; two bombs are in its chain
    assert r.chain == ((8, 2), (7, 2), (6, 2), (6, 1))
    assert r.bombs == ((7, 2), (6, 2))
    assert r.board.tokens() == {} and r.board.beds() == frozenset()
    assert r.board.pumpkins == (1, 2, 3, 4, 5, 6)  # (9, 2) is two squares from the bomb
    b = make({6: "ZBZ...", 7: ".B*..."}, path=".J....")
    r = zot.cast(b, "fire")  # hits the bare bomb at (7, 2)
    assert r.hit == (7, 2)
    assert r.bombs == ((7, 2), (6, 2))
    assert set(r.exploded) == {(7, 2), (6, 2), (7, 3), (6, 1), (6, 3)}
    assert r.points == 0 and r.board.tokens() == {}
    check_event_rules(r.events, zot.RULES)
    assert any(e.rule == "zot.spell.chain_reaction" for e in r.events)


@pytest.mark.rule("zot.spell.blast")
def test_a_blast_destroys_a_pumpkin_but_never_jasper():
    b = make({8: "......"}, patch="PbP...", path=".J....")
    r = zot.cast(b, "fire")
    assert r.board.pumpkins == ()
    assert r.board.jasper == 2


@pytest.mark.rule("zot.spell.range", "zot.spell.flight")
def test_spell_with_nothing_in_range_does_nothing():
    b = make({4: ".Z...."}, path=".J....")  # row 4 is beyond the fence
    for spell in ("flower", "fire"):
        r = zot.cast(b, spell)
        assert r.hit is None and r.board == b and r.events[0].rule == "zot.spell.chain"
        assert r.events[0].data["hit"] is None


@pytest.mark.rule("zot.score.multipliers_stack", "zot.score.large_chain")
def test_multipliers_stack_or_not():
    assert zot.score_chain(zombies=1, multipliers=2) == (2 + 2) * 4
    assert zot.score_chain(zombies=1, multipliers=2, multipliers_stack=False) == (2 + 2) * 2
    assert zot.score_chain(zombies=10, large_chain_bonus="replace") == 20 + 10
    with pytest.raises(ValueError, match="zombies"):
        zot.score_chain(zombies=-1)


# -- descend --------------------------------------------------------------------
@pytest.mark.rule("zot.descend.order")
def test_a_column_of_touching_zombies_advances_together():
    b = make({3: ".Z....", 4: ".Z....", 5: ".Z...."})
    b2, _ = zot.descend(b)
    assert [sq for sq in b2.tokens()] == [(5, 2), (6, 2), (7, 2)]


def test_flaming_zombies_ignore_beds_and_burn_the_connected_ones():
    b = make({3: ".F....", 4: ".*....", 5: ".**...", 6: "..z...", 7: "....*."})
    b2, events = zot.descend(b)
    assert b2.token((5, 2)) == "F"
    assert b2.beds() == frozenset({(7, 5)})
    burn = [e for e in events if e.rule == "zot.descend.flaming"]
    assert burn and sorted(map(tuple, burn[0].data["burned"])) == [(4, 2), (5, 2), (5, 3), (6, 3)]
    # the zombie that stood in a burned bed is still there (and moved on in its turn)
    assert b2.token((7, 3)) == "Z"


@pytest.mark.rule("zot.descend.barrier", "zot.descend.order")
def test_zombies_at_the_barrier_move_sideways_toward_the_nearest_pumpkin():
    b = make({8: "...Z.."}, patch="P..Z..")
    b2, events = zot.descend(b)
    # the zombie in row 9 moves first: two steps left, next to the pumpkin in column 1
    assert b2.token((9, 2)) == "Z"
    # the zombie from row 8 enters row 9 and spends its second step sideways
    assert b2.token((9, 3)) == "Z"
    assert {e.rule for e in events} == {"zot.descend.sideways"}


@pytest.mark.rule("zot.descend.barrier_tie")
def test_barrier_tie_option():
    b = make({}, patch="P.Z.P.")
    assert zot.descend(b)[0].token((9, 2)) == "Z"
    assert zot.descend(b, {"barrier_tie": "right"})[0].token((9, 4)) == "Z"


@pytest.mark.rule("zot.descend.barrier")
def test_bombs_explode_and_multipliers_disappear_at_the_barrier():
    b = make({8: "B...M."}, patch="......")
    b2, events = zot.descend(b)
    assert b2.tokens() == {}
    rules = [e.rule for e in events]
    assert "zot.descend.bomb_barrier" in rules and "zot.descend.multiplier" in rules


def test_a_multiplier_stopped_by_a_pumpkin_disappears():
    b = make({7: "M....."})
    b2, events = zot.descend(b)
    assert b2.tokens() == {}
    assert events[-1].rule == "zot.descend.multiplier"


# -- smash -------------------------------------------------------------------------
def test_smash_is_a_maximum_matching_with_ties_to_the_lowest_columns():
    # the zombie at (9, 2) touches pumpkins 1 and 3; the zombie at (8, 3) only pumpkin 3:
    # both can smash, so pumpkins 1 and 3 go
    b = make({8: "..Z..."}, patch="PZP.PP")
    b2, cols, events = zot.smash(b)
    assert cols == (1, 3) and b2.pumpkins == (5, 6)
    # one zombie between two pumpkins smashes the lower column
    b = make({}, patch="PZP...")
    assert zot.smash(b)[1] == (1,)
    g, m = zot.smash_matching(b)
    assert m == {(9, 2): (9, 1)} and g.number_of_edges() == 2
    check_event_rules(events, zot.RULES)


# -- place -------------------------------------------------------------------------
def test_assault_tables():
    normal, agg = zot.patterns("normal"), zot.patterns("aggravated")
    assert [zot.pattern_size(d, False) for d in range(1, 7)] == [1, 2, 2, 3, 3, 3]
    assert [zot.pattern_size(d, True) for d in range(1, 7)] == [2, 2, 2, 3, 3, 3]
    assert normal[6] == ("XXX",) and agg[6] == ("X.X", ".X.")


@pytest.mark.rule("zot.place.edge", "zot.place.rows")
def test_centred_and_edge_placements():
    b = Board.start()
    assert zot.placements(b, 6, 3, False) == [((0, 2), (0, 3), (0, 4))]
    # even width: both placements covering the column are centred
    assert zot.placements(b, 2, 3, False) == [((0, 2), (0, 3)), ((0, 3), (0, 4))]
    # XXX centred on column 1 does not fit: any placement through column 1
    assert zot.placements(b, 6, 1, False) == [((0, 1), (0, 2), (0, 3))]
    # X.X / ..X on column 6: every placement with a cell in column 6
    assert zot.placements(b, 5, 6, True) == [((0, 4), (0, 6), (1, 6))]
    assert zot.placements(b, 2, 1, True) == [((0, 1), (0, 3))]
    # X.X / X.. on column 6: centred fails; cells in column 6 only with left edge 4
    assert zot.placements(b, 4, 6, True) == [((0, 4), (0, 6), (1, 4))]
    # XX / X. on column 6: centred (5 and 6) fits
    assert zot.placements(b, 4, 6, False) == [((0, 5), (0, 6), (1, 5))]
    with pytest.raises(ValueError, match="pattern die"):
        zot.placements(b, 7, 1, False)


def test_a_bomb_that_cannot_move_but_stands_next_to_a_pumpkin_explodes():
    b = make({7: ".Z....", 8: ".B...."})
    b2, events = zot.descend(b)
    # the bomb at (8, 2) is blocked by the pumpkin below it: it ends its move next to it
    blast = [e for e in events if e.rule == "zot.descend.bomb_pumpkin"]
    assert blast and blast[0].data["bomb"] == [8, 2]
    assert b2.pumpkins == (1, 3, 4, 5, 6)
    # the zombie above it was destroyed before its own turn to move
    assert b2.tokens() == {}
    for e in events:
        if e.rule in ("zot.descend.move", "zot.descend.blocked", "zot.descend.beds",
                      "zot.descend.out_of_bed", "zot.descend.sideways"):
            assert set(e.data) == {"from", "to", "token"}


def test_a_bomb_set_off_by_another_is_listed_once_in_exploded():
    b = zot.Board.from_text("""
        ......
        ......
        ......
        ......
        ......
        ..BB..
        ..*...
        ......
        ......
        PPPPPP
        ..J...
    """)
    r = zot.cast(b, "fire")
    assert r.bombs == ((5, 3), (5, 4))
    assert len(r.exploded) == len(set(r.exploded))
    assert set(r.exploded) == {(5, 3), (5, 4), (6, 3)}
    texts = [e.text for e in r.events]
    assert any("The bomb in the chain at row 5, column 3 explodes" in t for t in texts), texts
    assert any("The blast sets off the bomb at row 5, column 4" in t for t in texts), texts


# -- audit -------------------------------------------------------------------------
def test_spell_flower_power_hitting_a_bomb_explodes_it_and_transforms_nothing():
    b = make({7: ".ZZ...", 8: ".B...."}, path=".J....")
    r = zot.cast(b, "flower", supply=14)
    assert r.hit == (8, 2) and r.bombs == ((8, 2),)
    assert set(r.exploded) == {(8, 2), (7, 2), (9, 2)}  # the pumpkin below goes too
    assert r.board.token((7, 3)) == "Z" and r.board.beds() == frozenset()
    assert r.transformed == () and r.points == 0 and r.supply == 14
    assert [e.rule for e in r.events][:2] == ["zot.spell.chain", "zot.spell.bomb"]


@pytest.mark.rule("zot.score.multipliers_stack", "zot.score.large_chain")
def test_spell_options_change_a_cast_through_the_options_mapping():
    # 10 zombies and 2 multipliers in one bed's chain
    b = make({5: "ZZZZZ.", 6: "ZZZZZ.", 7: "*MM..."}, path="J.....")
    r = zot.cast(b, "fire")
    assert (r.score.flowers, r.score.zombies, r.score.multipliers) == (1, 10, 2)
    assert r.points == (1 + 20 + 2 + 15) * 4
    r = zot.cast(b, "fire", options={"large_chain_bonus": "replace",
                                     "multipliers_stack": False})
    assert r.points == (1 + 20 + 2 + 10) * 2


@pytest.mark.parametrize("name, bad", [
    ("multipliers_stack", "no"), ("flower_chain_through_beds", 1),
    ("chain_beyond_fence", None), ("large_chain_bonus", "double"),
])
def test_spell_options_given_to_cast_are_validated(name, bad):
    b = make({7: "*Z...."})
    with pytest.raises(ValueError, match=f"option '{name}'"):
        zot.cast(b, "flower", options={name: bad})


def test_descend_and_smash_refuse_what_is_not_a_board():
    for f in (zot.descend, zot.smash):
        with pytest.raises(ValueError, match="Board"):
            f("......")


def test_edge_placement_choose_and_shift_give_the_same_placements_on_the_real_board():
    # docs/jasper-and-zot.md: where no centred placement fits (column 1 or 6), exactly one
    # placement of any pattern passes through the column, so both option values agree
    b = Board.start()
    for aggravated in (False, True):
        for die in range(1, 7):
            for column in range(1, 7):
                choose = zot.placements(b, die, column, aggravated, "choose")
                assert choose == zot.placements(b, die, column, aggravated, "shift")
                assert 1 <= len(choose) <= 2


def test_spell_chain_graph_is_frozen_so_a_cached_result_cannot_be_spoiled():
    # cast() caches its results: a learner editing r.graph must not change the next cast
    b = make({7: ".*Z..."}, path=".J....")
    r = zot.cast(b, "fire")
    with pytest.raises(Exception, match="[Ff]rozen"):
        r.graph.add_edge((7, 2), (0, 1))
    assert zot.cast(b, "fire").chain == ((7, 2), (7, 3))


@pytest.mark.rule("zot.score.bombs")
def test_bomb_order_the_chain_is_found_first_and_what_a_blast_destroys_scores_nothing():
    # zot.spell.bomb_order: the fire's chain is (8,1) (7,1) (6,1) (7,2) (6,2) (7,3) (6,3);
    # the bomb at (7,3) destroys the multiplier at (7,2) and the zombie at (6,3), both in the
    # chain: they score nothing and the multiplier doubles nothing
    b = make({6: "ZZZ...", 7: "*MB.Z.", 8: "*....."}, patch=".PPPPP")
    r = zot.cast(b, "fire")
    assert r.chain == ((8, 1), (7, 1), (6, 1), (7, 2), (6, 2), (7, 3), (6, 3))
    assert set(r.exploded) == {(7, 3), (7, 2), (6, 3)}
    assert r.burned == ((8, 1), (7, 1), (6, 1), (6, 2))
    assert (r.score.flowers, r.score.zombies, r.score.multipliers) == (2, 2, 0)
    assert r.points == 2 + 4
    assert r.board.tokens() == {(7, 5): "Z"}  # not touching the chain: untouched
