"""The Game contract and every decision that lives in the game loop."""

import json
import random
from dataclasses import replace

import pytest

from zzlib import zot
from zzlib.core import Chance, IllegalMove, check_event_rules
from zzlib.core.savefile import document_digest
from zzlib.zot import Board, Game, MoveShoot, Place, StartJasper, State

EMPTY = ["......"] * 9


def scenario(rows: dict, patch="PPPPPP", path="..J...") -> str:
    lines = list(EMPTY)
    for r, text in rows.items():
        lines[r] = text
    return "\n".join(lines + [patch, path])


def play_out(g, bot=zot.bots.random, seed=0):
    rng = random.Random(seed)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bot(g, rng))
    return g


def roll(g, pattern, column, drawn):
    g.force("pattern_die", pattern)
    g.force("column_die", column)
    g.force("draw", drawn)
    return g.advance()


# -- options -----------------------------------------------------------------------
@pytest.mark.parametrize("name, bad", [
    ("flower_supply", -1), ("flower_supply", "many"), ("barrier_tie", "up"),
    ("edge_placement", "anywhere"), ("flower_chain_through_beds", 1),
    ("large_chain_bonus", "double"), ("multipliers_stack", "yes"),
    ("chain_beyond_fence", None), ("board", "......"), ("board", 3),
])
def test_every_option_is_validated(name, bad):
    with pytest.raises(ValueError, match=f"option '{name}'"):
        Game.new(**{name: bad})


def test_unknown_option_is_refused():
    with pytest.raises(ValueError, match="unknown option 'pumpkins'"):
        Game.new(pumpkins=7)


def test_defaults_are_those_of_the_design_page():
    o = Game.new().options
    assert o == {
        "flower_supply": 14, "barrier_tie": "left", "edge_placement": "choose",
        "flower_chain_through_beds": False, "large_chain_bonus": "cumulative",
        "multipliers_stack": True, "chain_beyond_fence": False, "board": None,
    }
    for opt in zot.OPTIONS.values():
        assert opt.rule in zot.RULES


# -- setup and the first turn ---------------------------------------------------------
@pytest.mark.rule("zot.setup.supply", "zot.setup.pumpkins", "zot.setup.bag", "zot.descend.skip")
def test_setup_places_jasper_anywhere_on_the_path_and_turn_one_skips_descend():
    g = Game.new(seed=3)
    assert g.phase == "setup" and g.to_move == "Jasper"
    assert g.legal_moves() == [StartJasper(c) for c in range(1, 7)]
    s = g.state
    assert len(s.bag) == 39 and Counter(s.bag) == {"Z": 24, "F": 8, "B": 4, "M": 3}
    assert s.supply == 14 and s.board.pumpkins == (1, 2, 3, 4, 5, 6)
    g.play(StartJasper(5))
    assert g.state.board.jasper == 5 and g.phase == "roll" and g.to_move is None
    g.advance()
    assert [e.step for e in g.log[2:]] == ["roll"]
    assert g.phase == "place"


def test_illegal_moves_are_refused_with_their_rule_and_change_nothing():
    g = Game.new(seed=1)
    with pytest.raises(IllegalMove) as e:
        g.play(StartJasper(7))
    assert e.value.rule == "zot.setup.jasper"
    with pytest.raises(IllegalMove) as e:
        g.play(MoveShoot(2, None))
    assert e.value.rule == "zot.turn.order"
    g.play(StartJasper(1))
    roll(g, 6, 3, ("Z", "B", "F"))
    before = (g.state, len(g.log), g.chance.snapshot())
    for bad, rule in [
        (Place(((0, 2), (0, 3), (0, 4)), ("Z", "Z", "F")), "zot.place.special"),
        (Place(((0, 1), (0, 2), (0, 3)), ("Z", "B", "F")), "zot.place.centre"),
        (Place(((0, 2), (0, 3)), ("Z", "B")), "zot.place.centre"),
        (Place(((0, 2), (0, 3), (0, 4)), ("Z", "B")), "zot.place.special"),
        (MoveShoot(1, "fire"), "zot.turn.order"),
    ]:
        with pytest.raises(IllegalMove) as e:
            g.play(bad)
        assert e.value.rule == rule, bad
        assert (g.state, len(g.log), g.chance.snapshot()) == before
    g.play(Place(((0, 4), (0, 2), (0, 3)), ("B", "F", "Z")))  # any order of the cells
    assert g.state.board.grid[0] == ".FZB.."
    with pytest.raises(IllegalMove) as e:
        g.play(MoveShoot(5, "flower"))
    assert e.value.rule == "zot.move.jasper"
    with pytest.raises(IllegalMove) as e:
        g.play(MoveShoot(2, "ice"))
    assert e.value.rule == "zot.move.spell"


def test_jasper_moves_zero_to_three_squares_in_one_direction():
    g = Game.new(seed=2)
    g.play(StartJasper(1))
    roll(g, 1, 6, ("Z",))
    g.play(g.legal_moves()[0])
    assert {m.column for m in g.legal_moves()} == {1, 2, 3, 4}
    assert {m.spell for m in g.legal_moves()} == {None, "flower", "fire"}


@pytest.mark.rule("zot.place.roll")
def test_each_place_rolls_the_pattern_die_and_the_column_die():
    """"Decide which is which and then roll the dice": the first die picks the pattern, the
    second the column it is centred on."""
    g = Game.new(seed=6)
    g.play(StartJasper(1))
    g.force("pattern_die", 6)
    g.force("column_die", 2)
    events = g.advance()
    assert g.state.dice == (6, 2) and g.state.table == "normal"
    rolled = [e.data for e in events if e.rule == "zot.place.roll"]
    assert rolled == [{"pattern": 6, "column": 2, "table": "normal", "size": 3}]
    # XXX centred on column 2
    assert {m.cells for m in g.legal_moves()} == {((0, 1), (0, 2), (0, 3))}
    # unforced, both dice are rolled: every face of each turns up over a few games
    faces = set()
    for seed in range(40):
        h = Game.new(seed=seed)
        h.play(StartJasper(1))
        h.advance()
        faces.add(h.state.dice)
    assert {p for p, _ in faces} == set(range(1, 7)) == {c for _, c in faces}


@pytest.mark.rule("zot.place.draw")
def test_the_draw_takes_as_many_tokens_as_the_pattern_shows_and_they_fill_its_shape():
    """"Draw that number of tokens from the bag and arrange them in the same pattern shown on
    the table": pattern 4 of the normal table (XX / X.) summons three tokens."""
    g = Game.new(seed=6)
    g.play(StartJasper(1))
    roll(g, 4, 3, ("Z", "F", "B"))
    assert sorted(g.state.drawn) == ["B", "F", "Z"] and len(g.state.bag) == 39 - 3
    assert Counter(g.state.bag) == {"Z": 23, "F": 7, "B": 3, "M": 3}
    moves = g.legal_moves()
    assert {m.cells for m in moves} == {((0, 2), (0, 3), (1, 2)), ((0, 3), (0, 4), (1, 3))}
    assert all(sorted(m.tokens) == ["B", "F", "Z"] for m in moves)
    g.play(Place(((0, 2), (0, 3), (1, 2)), ("Z", "F", "B")))
    assert g.state.board.grid[0] == ".ZF..." and g.state.board.grid[1] == ".B...."
    assert g.state.board.counts()["Z"] + g.state.board.counts()["F"] == 2


def test_special_tokens_go_anywhere_in_the_pattern():
    g = Game.new(seed=2)
    g.play(StartJasper(1))
    roll(g, 2, 4, ("B", "Z"))
    moves = set(g.legal_moves())
    assert Place(((0, 3), (0, 4)), ("B", "Z")) in moves
    assert Place(((0, 3), (0, 4)), ("Z", "B")) in moves
    assert Place(((0, 4), (0, 5)), ("B", "Z")) in moves
    assert len(moves) == 4


def test_occupied_cells_send_their_tokens_back_into_the_bag():
    g = Game.new(seed=4, board=scenario({0: "..Z..."}))
    assert g.phase == "roll" and len(g.state.bag) == 38
    roll(g, 6, 3, ("F", "B", "M"))
    # XXX on columns 2-4, but (0, 3) holds a zombie: two cells, the player keeps two tokens
    moves = g.legal_moves()
    assert all(len(m.cells) == 2 for m in moves)
    assert Place(((0, 2), (0, 4)), ("F", "M")) in moves
    g.play(Place(((0, 2), (0, 4)), ("F", "M")))
    assert "B" in g.state.bag and len(g.state.bag) == 38 - 3 + 1
    assert g.log[-1].events[-1].rule == "zot.place.occupied"


@pytest.mark.rule("zot.place.edge")
def test_edge_placement_shift_picks_the_nearest_placement():
    b = Board.start()
    assert zot.placements(b, 5, 6, True, "shift") == zot.placements(b, 5, 6, True)
    assert len(zot.placements(b, 6, 1, True)) == 1
    # X.X / X.. centred on column 1 would need column 0; only left edge 1 puts a cell there
    assert zot.placements(b, 4, 1, True, "shift") == [((0, 1), (0, 3), (1, 1))]
    g = Game.new(edge_placement="shift")
    g.play(StartJasper(1))
    roll(g, 6, 6, ("Z", "Z", "Z"))
    assert {m.cells for m in g.legal_moves()} == {((0, 4), (0, 5), (0, 6))}


# -- waves and the aggravated table --------------------------------------------------------
def test_a_short_bag_in_wave_one_refills_from_the_discard_pile_and_starts_wave_two():
    g = Game.new()
    s = State(Board.start(jasper=2), bag=("Z",), discard=("B", "F", "M", "Z"), supply=14,
              phase="roll")
    chance = Chance(0)
    chance.force("pattern_die", 4)
    chance.force("column_die", 2)
    chance.force("draw", ("Z", "Z", "B"))
    with pytest.raises(ValueError, match="2 items are drawn"):
        g._auto(s, chance)  # only two more are drawn after the refill
    chance = Chance(0)
    chance.force("pattern_die", 4)
    chance.force("column_die", 2)
    step, s2, events = g._auto(s, chance)
    assert step == "roll"
    assert s2.wave == 2 and s2.aggravated and s2.discard == ()
    assert s2.table == "normal"  # this turn's pattern was read from the normal table
    assert len(s2.drawn) == 3 and len(s2.bag) == 2
    assert s2.drawn[0] == "Z"  # the last token of the first wave is drawn first
    assert sorted(s2.bag + s2.drawn) == ["B", "F", "M", "Z", "Z"]
    rules = [e.rule for e in events]
    assert rules.index("zot.place.refill") < rules.index("zot.place.wave2")
    assert "zot.place.aggravated" in rules
    check_event_rules(events, zot.RULES)


def test_a_short_bag_in_wave_two_places_what_it_has():
    g = Game.new()
    s = State(Board.start(), bag=("Z",), discard=("B", "F"), supply=14, wave=2,
              aggravated=True, phase="roll")
    chance = Chance(0)
    chance.force("pattern_die", 6)
    chance.force("column_die", 3)
    _, s2, events = g._auto(s, chance)
    assert s2.drawn == ("Z",) and s2.bag == () and s2.discard == ("B", "F")
    assert s2.table == "aggravated" and s2.phase == "place"
    assert [e.data for e in events if e.rule == "zot.place.short_bag"] == [
        {"bag": 1, "needed": 3}]
    # one token: the player picks which cell of X.X / .X. gets it
    s3 = replace(s2)
    g._states[-1] = s3
    assert len(g.legal_moves()) == 3
    # an empty bag in wave two: nothing is rolled
    _, s4, events = g._auto(replace(s, bag=()), Chance(0))
    assert s4.phase == "move_shoot" and s4.dice is None
    assert [e.data for e in events] == [{"bag": 0, "needed": None}]  # the same two fields


def test_first_lost_pumpkin_switches_to_the_aggravated_table():
    g = Game.new(board=scenario({8: "Z....."}))
    roll(g, 2, 4, ("Z", "Z"))
    assert g.state.table == "normal"
    g.play(g.legal_moves()[0])
    g.play(MoveShoot(3, None))
    events = g.step()
    assert g.state.smashed == 1 and g.state.aggravated
    assert [e.rule for e in events][:2] == ["zot.smash.adjacent", "zot.smash.aggravated"]
    assert g.state.board.pumpkins == (2, 3, 4, 5, 6)
    # the next Place reads the aggravated table
    g.force("pattern_die", 1)
    g.force("column_die", 3)
    g.force("draw", ("Z", "Z"))
    g.advance()
    assert g.state.table == "aggravated"
    assert {m.cells for m in g.legal_moves()} == {((0, 2), (1, 3)), ((0, 3), (1, 4))}


@pytest.mark.rule("zot.spell.discard")
def test_flower_power_sends_the_transformed_tokens_to_the_discard_pile_and_leaves_beds():
    """"Move the transformed tokens to the discard pile and replace them with flower bed
    markers": two zombies and a multiplier in one chain."""
    g = Game.new(board=scenario({6: ".ZM...", 7: ".Z...."}, path=".J...."))
    roll(g, 1, 6, ("Z",))
    g.play(g.legal_moves()[0])
    g.play(MoveShoot(2, "flower"))
    s = g.state
    assert sorted(s.discard) == ["M", "Z", "Z"]
    assert s.board.beds() == frozenset({(6, 2), (6, 3), (7, 2)})
    assert s.board.tokens() == {(0, 6): "Z"}  # only the token placed this turn
    assert s.supply == 14 - 3 and s.score == 0


@pytest.mark.rule("zot.spell.burn")
def test_magical_fire_sends_the_burned_tokens_to_the_discard_pile():
    """"Move the destroyed tokens to the discard pile": the burned markers go back beside
    the board, the burned tokens to the discard pile."""
    g = Game.new(board=scenario({6: ".ZF...", 7: ".*M..."}, path=".J...."))
    assert g.state.supply == 13
    roll(g, 1, 6, ("Z",))
    g.play(g.legal_moves()[0])
    g.play(MoveShoot(2, "fire"))
    s = g.state
    assert sorted(s.discard) == ["F", "M", "Z"]
    assert s.board.tokens() == {(0, 6): "Z"} and s.board.beds() == frozenset()
    assert s.supply == 14
    assert s.score == (1 + 2 * 2 + 1) * 2


def test_a_pumpkin_destroyed_by_a_bomb_counts_as_lost():
    g = Game.new(board=scenario({8: "*B...."}, path="J....."))
    roll(g, 1, 6, ("Z",))
    g.play(g.legal_moves()[0])
    g.play(MoveShoot(1, "fire"))  # hits the bed at (8, 1), whose chain holds the bomb
    assert g.state.board.pumpkins == (1, 3, 4, 5, 6)
    assert g.state.smashed == 1 and g.state.aggravated and g.state.score == 0
    assert sorted(g.state.discard) == ["B"]
    assert g.state.supply == 13 + 1  # the burned bed went back beside the board


# -- the end ---------------------------------------------------------------------------
def test_losing_all_six_pumpkins_ends_the_game_with_the_penalty():
    g = Game.new(board=scenario({}, patch="..ZP..", path="....J."))
    assert g.state.smashed == 5
    roll(g, 1, 1, ("Z", "Z"))
    g.play(g.legal_moves()[0])
    g.play(MoveShoot(5, None))
    events = g.advance()
    assert g.is_over and g.phase == "over"
    assert g.result.winners == () and g.result.scores == {"Jasper": -60}
    assert [e.rule for e in events][-2:] == ["zot.end.lost", "zot.score.penalty"]
    with pytest.raises(IllegalMove):
        g.play(MoveShoot(5, None))


@pytest.mark.rule("zot.end.won")
def test_wave_two_with_an_empty_bag_and_no_zombie_is_won():
    g = Game.new()
    s = State(Board.from_text(scenario({3: "M.B..."}, patch="PP.PPP")), bag=(),
              discard=("Z",) * 10, supply=14, wave=2, aggravated=True, score=50, smashed=1,
              phase="smash")
    g._states[-1] = s
    events = g.advance()
    assert g.is_over and g.result.winners == ("Jasper",)
    assert g.result.scores == {"Jasper": 40}
    assert events[-1].data == {"score": 50, "smashed": 1, "final": 40}
    # a zombie left on the board: the game goes on
    g2 = Game.new()
    g2._states[-1] = replace(s, board=s.board.with_glyph((3, 2), "Z"))
    g2.advance()
    assert not g2.is_over and g2.phase == "move_shoot"


@pytest.mark.rule("zot.spell.fire", "zot.score.multiplier", "zot.score.before_multipliers")
def test_fire_scores_and_the_final_score_subtracts_ten_per_pumpkin():
    text = scenario({6: "ZZZZZ.", 7: "*m....", 8: "......"}, patch="PPP...", path="J.....")
    g = Game.new(board=text)
    roll(g, 1, 6, ("Z", "Z"))
    g.play(g.legal_moves()[0])
    events = g.play(MoveShoot(1, "fire"))
    # chain: (7,1) bed, (6,1) Z, (7,2) m, (6,2) Z ... 5 zombies, 2 beds, 1 multiplier
    assert g.state.score == (2 + 10 + 1 + 5) * 2
    spell = [e for e in events if e.rule == "zot.spell.chain"][0]
    assert spell.data["points"] == 36 and spell.data["hit"] == [7, 1]
    assert spell.data["spell"] == "fire" and spell.data["exploded"] == []
    assert g.state.supply == 14 - 2 + 2
    assert g.state.smashed == 3 and g.state.final_score == 36 - 30


# -- saving, undo, bots ----------------------------------------------------------------------
def test_to_json_replays_and_undo_goes_back():
    g = play_out(Game.new(seed=11), zot.bots.greedy, seed=11)
    g2 = Game.from_json(g.to_json())
    assert g2.states == g.states
    assert [e.public() for e in g2.log] == [e.public() for e in g.log]
    doc = json.loads(g.to_json())
    doc["log"][3]["move"]["column"] = 9
    with pytest.raises(ValueError, match="field 'digest'"):  # the whole file, checked first
        Game.from_json(json.dumps(doc))
    with pytest.raises(ValueError, match="log entry 4"):  # re-signed, the replay refuses it
        Game.from_json(json.dumps({**doc, "digest": document_digest(doc)}))
    n = len(g.log)
    g.undo()
    assert len(g.log) < n and not g.is_over


def test_forced_outcomes_are_saved_and_replayed():
    g = Game.new(seed=9)
    g.play(StartJasper(2))
    roll(g, 6, 1, ("B", "M", "F"))
    g.play(Place(((0, 1), (0, 2), (0, 3)), ("M", "B", "F")))
    g.play(MoveShoot(5, "flower"))
    g.force("pattern_die", 3)
    text = g.to_json()
    g2 = Game.from_json(text)
    assert g2.states == g.states and g2.state.board.grid[0] == "MBF..."
    assert [o.forced for o in g2.log[2].outcomes] == [True, True, True]
    g.advance()
    g2.advance()
    assert g2.state.dice[0] == 3 and g2.states == g.states


def test_forced_dice_and_draws_are_checked():
    g = Game.new(seed=1)
    g.play(StartJasper(1))
    # a value that can never be drawn is refused when it is given
    with pytest.raises(ValueError, match="cannot force draw .*1 to 3 tokens"):
        g.force("draw", ("Z", "Z", "Z", "Z"))
    with pytest.raises(ValueError, match="cannot force pattern_die 7"):
        g.force("pattern_die", 7)
    with pytest.raises(ValueError, match="no chance outcome of kind 'dice'"):
        g.force("dice", (1, 2))
    assert g.chance.pending() == []
    # three tokens may be drawn, but not when the pattern summons one: refused when drawn,
    # and dropped, so the game goes on
    g.force("draw", ("Z", "Z", "Z"))
    g.force("pattern_die", 1)
    with pytest.raises(ValueError, match="forced draw .* is impossible"):
        g.advance()
    assert g.phase == "roll" and g.chance.pending() == [("pattern_die", 1)]
    g.advance()
    assert g.phase == "place" and g.state.dice[0] == 1 and len(g.state.drawn) == 1


def test_events_cite_rules_and_state_is_json_safe():
    g = play_out(Game.new(seed=5), zot.bots.greedy, seed=5)
    for entry in g.log:
        check_event_rules(entry.events, zot.RULES)
        for e in entry.events:
            json.dumps(e.to_dict())
            assert e.text.endswith(".") and e.text[0].isupper(), e.text
    d = g.states[7].to_dict()
    assert json.loads(json.dumps(d))["board"].count("\n") == 10


def test_greedy_scores_more_and_loses_fewer_pumpkins_than_random():
    def run(bot):
        games = [play_out(Game.new(seed=s), bot, seed=s) for s in range(12)]
        return (sum(g.result.scores["Jasper"] for g in games) / 12,
                sum(g.state.smashed for g in games) / 12)

    r_score, r_lost = run(zot.bots.random)
    g_score, g_lost = run(zot.bots.greedy)
    assert g_score > r_score and g_lost < r_lost


def test_bench_size_board_plays_a_spell():
    big = Board.from_squares({(r, c): "Z" for r in range(0, 98) for c in range(1, 101)},
                             rows=100, cols=100, jasper=50)
    big = big.with_glyph((97, 50), "*")
    assert len(zot.cast(big, "fire").chain) == 4 * 100  # rows 94-97: the yard
    r = zot.cast(big, "fire", options={"chain_beyond_fence": True})
    assert r.hit == (97, 50) and len(r.chain) == 98 * 100
    assert r.score.zombies == 98 * 100 - 1


from collections import Counter  # noqa: E402


@pytest.mark.rule("zot.setup.scenario")
def test_a_scenario_starts_at_the_first_place_with_what_the_board_leaves_over():
    """docs/jasper-and-zot.md: setup is skipped; the bag holds the 39 tokens minus those on
    the board, the supply the 14 markers minus its beds; missing pumpkins count as lost, so
    the aggravated table is in use."""
    text = scenario({5: "ZFB...", 6: ".z*M..", 7: "..*..."}, patch="PP.PP.", path="...J..")
    g = Game.new(board=text)
    s = g.state
    assert g.phase == "roll" and s.board == Board.from_text(text)
    assert Counter(s.bag) == {"Z": 22, "F": 7, "B": 3, "M": 2}
    assert s.supply == 14 - 3 and s.discard == ()
    assert s.smashed == 2 and s.aggravated and s.turn == 1
    roll(g, 1, 3, ("Z", "Z"))
    assert g.state.table == "aggravated"
    # a full patch: nothing lost, the normal table
    full = Game.new(board=scenario({5: "Z....."}))
    assert full.state.smashed == 0 and not full.state.aggravated
    assert full.state.supply == 14 and len(full.state.bag) == 38


@pytest.mark.rule("zot.setup.scenario")
def test_a_scenario_game_saves_and_replays_with_its_board():
    text = scenario({6: ".ZZ...", 7: ".*...."}, path=".J....")
    g = Game.new(seed=2, board=text, flower_supply=None)
    assert g.state.supply is None and len(g.state.bag) == 37
    play_out(g, zot.bots.greedy, seed=2)
    g2 = Game.from_json(g.to_json())
    assert g2.options["board"] == text and g2.states == g.states
    with pytest.raises(ValueError, match="option 'board'.*flower beds"):
        Game.new(board=text, flower_supply=0)
    with pytest.raises(ValueError, match="option 'board': line 11"):
        Game.new(board=text.replace(".J....", "......"))


# -- audit: rules the review found wanting ------------------------------------------------
def test_refill_an_empty_bag_and_empty_discard_in_wave_one_still_begin_the_second_wave():
    # zot.place.refill / zot.place.wave2: "If there are not enough tokens to complete a
    # pattern, and if you are still on the first wave, ... This marks the beginning of the
    # second wave" -- even when the discard pile has nothing to give back
    g = Game.new()
    s = State(Board.start(), bag=(), discard=(), supply=14, phase="roll")
    chance = Chance(0)
    chance.force("pattern_die", 2)
    chance.force("column_die", 3)
    _, s2, events = g._auto(s, chance)
    assert s2.wave == 2 and s2.aggravated and s2.drawn == () and s2.phase == "move_shoot"
    rules = [e.rule for e in events]
    assert "zot.place.wave2" in rules and "zot.place.short_bag" in rules
    check_event_rules(events, zot.RULES)
    # with no zombie on the board the game is then won at the Smash
    g._states[-1] = replace(s2, phase="smash")
    g.advance()
    assert g.is_over and g.result.winners == ("Jasper",)


def test_place_special_tokens_that_are_not_token_letters_are_refused_and_change_nothing():
    g = Game.new(seed=1)
    g.play(StartJasper(3))
    roll(g, 6, 3, ("Z", "B", "F"))
    before = (g.state, len(g.log))
    for tokens in ((["Z"], "B", "F"), ({"Z": 1}, "B", "F"), (None, "B", "F")):
        with pytest.raises(IllegalMove) as e:
            g.play(Place(((0, 2), (0, 3), (0, 4)), tokens))
        assert e.value.rule == "zot.place.special"
        assert (g.state, len(g.log)) == before
