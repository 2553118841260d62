"""The Zapp Zerapp drawings: what each figure shows, checked on the artists it draws.

The rulebook's Examples A and B and its Pro example are drawn and their marks checked (who is
banished, protected, carried, and by which rule); the odds are checked against a count of
the 36 throws; a round's drawing shows no secret number before the reveal."""

from __future__ import annotations

import io
import itertools
import random
from fractions import Fraction

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from zzlib import zapp  # noqa: E402
from zzlib.look import zapp as lz  # noqa: E402
from zzlib.plot import zapp as zp  # noqa: E402

# the rulebook's positions, as in tests/zapp/test_examples.py
EXAMPLE_A = "G1:8 R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"
EXAMPLE_B = "R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"
PRO_EXAMPLE = "G1:23 B1:1 Y1:2 B2:2 R1:2 G2:2 Y2:4 B3:19 R2:21"


def labelled(fig, gid) -> list[str]:
    """The wizards (labels) of the artists with this gid, in drawing order."""
    return [a.get_label() for a in zp.artists(fig, gid)]


def fate_lines(fig, mark) -> dict[str, str]:
    """wizard -> its listing line (sentence, unwrapped) for one mark."""
    return {t.get_label(): " ".join(t.get_text().split()) for t in zp.artists(fig, f"fate-{mark}")}


def rule_lines(fig) -> dict[str, str]:
    return {t.get_label(): " ".join(t.get_text().split()) for t in zp.artists(fig, "fate-rule")}


def svg(fig) -> str:
    buf = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "zapp"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    return buf.getvalue()


# -- the board --------------------------------------------------------------------------


def test_draw_board_draws_24_fields_with_letters_towers_starts_and_cities():
    board = zapp.Board.standard()
    fig = zp.draw_board()
    letters = {int(t.get_label()): t.get_text() for t in zp.artists(fig, "field-letter")}
    assert letters == {f: lz.LETTER[board.colour(f)] for f in range(24)}
    assert [t.get_text() for t in zp.artists(fig, "field-number")] == [str(f) for f in range(24)]
    towers = sorted(a.get_label() for a in zp.artists(fig, "tower"))
    assert towers == sorted(f"{f}:{c}" for f, cs in board.towers for c in cs)
    assert len(towers) == 16
    assert sorted(labelled(fig, "start")) == sorted(zapp.COLOURS)
    assert sorted(labelled(fig, "city")) == sorted(zapp.COLOURS)
    assert sorted(t.get_text() for t in zp.artists(fig, "city-label")) == sorted(
        f"{lz.LETTER[c]} city" for c in zapp.COLOURS)
    # everyone on the start fields: twelve markers, each with its name
    assert sorted(t.get_text() for t in zp.artists(fig, "wizard-label")) == sorted(
        w for c in zapp.COLOURS for w in zapp.wizard_ids(c))
    assert repr(fig) == "<Zapp Zerapp: board>"


def test_draw_board_colours_come_from_the_vocabulary():
    fig = zp.draw_board(PRO_EXAMPLE)
    from matplotlib.colors import to_hex

    for chip in zp.artists(fig, "wizard"):
        assert to_hex(chip.get_facecolor()).upper() == lz.FILL[zapp.colour_of(chip.get_label())]
    bands = zp.artists(fig, "field-band")
    assert {to_hex(b.get_facecolor()).upper() for b in bands} == set(lz.FILL.values())


def _centres(fig):
    return {c.get_label(): c.center for c in zp.artists(fig, "wizard")}


def test_several_wizards_on_one_field_stand_side_by_side():
    crowded = "G1:18 G2:2 G3:3 R1:2 R2:2 R3:2 Y1:3 Y2:3 Y3:3 B1:4 B2:4 B3:4"
    fig = zp.draw_board(crowded)
    centres = _centres(fig)
    assert len(centres) == 12
    for (a, p), (b, q) in itertools.combinations(centres.items(), 2):
        assert (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= (2 * zp.CHIP) ** 2 - 1e-9, (a, b)
    # the four on field 2 stand within the field's column (the top side: x from 2 to 3)
    for w in ("R1", "R2", "R3", "G2"):
        assert 2 < centres[w][0] < 3


@st.composite
def positions(draw, most=4):
    places = {}
    count: dict = {}
    for c in zapp.COLOURS:
        for w in zapp.wizard_ids(c):
            p = draw(st.one_of(st.just("start"), st.just("city"), st.integers(0, 23)))
            if isinstance(p, int) and count.get(p, 0) >= most:
                p = "start"
            count[p] = count.get(p, 0) + 1
            places[w] = p
    return zapp.Position.from_places(places)


@settings(max_examples=15, deadline=None)
@given(positions())
def test_no_two_markers_overlap_and_each_stands_in_its_place(pos):
    fig = zp.draw_board(pos)
    centres = _centres(fig)
    assert set(centres) == set(pos)
    for (a, p), (b, q) in itertools.combinations(centres.items(), 2):
        assert (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= (2 * zp.CHIP) ** 2 - 1e-9, (a, b)
    fields = {int(poly.get_label()): poly for poly in zp.artists(fig, "field")}
    homes = {(kind, a.get_label()): a for kind in ("start", "city") for a in zp.artists(fig, kind)}
    for w, place in pos.places:
        shape = fields[place] if isinstance(place, int) else homes[(place, zapp.colour_of(w))]
        assert shape.get_path().contains_point(centres[w]), (w, place)


def test_draw_board_marks_beside_wizards():
    fig = zp.draw_board(EXAMPLE_A, marks={"Y1": "banished", "R2": "protected"})
    assert labelled(fig, "mark-banished") == ["Y1"]
    assert labelled(fig, "mark-protected") == ["R2"]


def test_a_board_with_starts_mid_side_draws_its_starts_and_cities():
    d = zapp.STANDARD | {"entry": {"red": 3, "green": 9, "blue": 15, "yellow": 21}}
    d["zones"] = {"blue": [1, 2, 4, 5], "yellow": [7, 8, 10, 11], "red": [13, 14, 16, 17],
                  "green": [19, 20, 22, 23]}
    d["towers"] = {"0": ["red", "green"], "6": ["green", "blue"], "12": ["blue", "yellow"],
                   "18": ["yellow", "red"]}
    board = zapp.Board.from_dict(d)
    fig = zp.draw_board(None, board)
    assert sorted(labelled(fig, "start")) == sorted(zapp.COLOURS)
    assert len(_centres(fig)) == 12


# -- a move: the rulebook's examples ----------------------------------------------------


def test_example_a_drawn():
    """Guildo banishes the two yellow, the blue and one red wizard; the red on its protective
    field and his own green stay."""
    r = zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8)
    fig = zp.draw_move(r)
    assert sorted(labelled(fig, "mark-banished")) == ["B1", "R1", "Y1", "Y2"]
    assert labelled(fig, "mark-protected") == ["R2"]
    assert labelled(fig, "mark-own") == ["G2"]
    assert labelled(fig, "mark-mover") == ["G1"]
    assert zp.artists(fig, "mark-too_weak") == []
    banished = fate_lines(fig, "banished")
    assert set(banished) == {"R1", "Y1", "B1", "Y2"}
    assert "caught up to" in banished["Y2"] and "passed" in banished["R1"]
    rules = rule_lines(fig)
    for w in banished:
        assert rules[w] == 'zapp.banish “Banishing”'
    assert rules["R2"] == 'zapp.banish.protected “Protective fields”'
    assert rules["G2"] == 'zapp.banish.own “Own wizards are safe”'
    # the strip: from field 8 over 9-15 to 16
    assert [a.get_label() for a in zp.artists(fig, "field")] == [str(f) for f in range(8, 17)]
    assert zp.artists(fig, "forfeit") == [] and zp.artists(fig, "city") == []
    assert "G1: 8 fields" in zp.texts(fig)
    assert repr(fig) == "<Zapp Zerapp: move>"


def test_example_b_drawn():
    """From the green start Guildo lands on the same field but banishes nobody: too weak."""
    r = zapp.move(zapp.Position.from_text(EXAMPLE_B), "G1", 11)
    fig = zp.draw_move(r)
    assert zp.artists(fig, "mark-banished") == []
    assert sorted(labelled(fig, "mark-too_weak")) == ["B1", "R1", "Y1", "Y2"]
    assert labelled(fig, "mark-protected") == ["R2"]  # protected on red 11 all the same
    rules = rule_lines(fig)
    for w in ("B1", "R1", "Y1", "Y2"):
        assert rules[w] == 'zapp.banish.too_weak “Too weak from the start field”'
    assert labelled(fig, "start") == ["green"]
    assert [a.get_label() for a in zp.artists(fig, "field")] == [str(f) for f in range(6, 17)]


PRO_MOVES = [  # (wizard, distance, carry): Guildo, Beatrix, Gustav, Roswitha
    ("G1", 8, {"R1", "G2"}),
    ("B3", 5, {"R2"}),
    ("Y2", 3, set()),
    ("R3", 2, set()),
]


def pro_results():
    pos = zapp.Position.from_text(PRO_EXAMPLE)
    out = []
    for w, d, carry in PRO_MOVES:
        r = zapp.move(pos, w, d, pro=True, carry=carry)
        out.append(r)
        pos = r.position
    return out


def test_example_for_the_pro_version_drawn_guildo():
    guildo = pro_results()[0]
    fig = zp.draw_move(guildo)
    assert sorted(labelled(fig, "mark-banished")) == ["B2", "Y1"]
    assert sorted(labelled(fig, "mark-protected")) == ["B1", "Y2"]
    assert sorted(labelled(fig, "mark-carried")) == ["G2", "R1"]
    # where the carried were set down: R1 on field 5 in front of the city, G2 into the city
    assert labelled(fig, "mark-set_down") == ["R1"]
    assert sorted(labelled(fig, "mark-city")) == ["G1", "G2"]
    rules = rule_lines(fig)
    assert rules["Y1"] == rules["B2"] == 'zapp.pro.banish “Foreign carry-along fields do not protect”'
    assert rules["R1"] == 'zapp.pro.carry “Carrying along”; zapp.pro.city “Set down in front of the city”'
    assert "zapp.pro.city_own" in rules["G2"]
    assert rules["G1"].startswith("zapp.move.city")
    carried = fate_lines(fig, "carried")
    assert "set down on field 5, in front of the green city" in carried["R1"]
    assert "comes along into the green city" in carried["G2"]
    # entering the city: the city cell, then the forfeited 8th step
    assert labelled(fig, "city") == ["green"]
    (forfeit,) = zp.artists(fig, "forfeit-label")
    assert forfeit.get_text() == "+1"
    assert "G1: 7 fields into the city, 1 forfeited" in zp.texts(fig)
    assert sorted(labelled(fig, "carry-arrow")) == ["G2", "R1"]


def test_example_for_the_pro_version_drawn_beatrix_gustav_roswitha():
    _, beatrix, gustav, roswitha = pro_results()
    fig = zp.draw_move(beatrix)
    assert labelled(fig, "mark-carried") == ["R2"]
    assert labelled(fig, "mark-round_again") == ["R2"]  # carried past the red city
    assert labelled(fig, "city-passed") == ["red"]
    assert "zapp.pro.past_city" in rule_lines(fig)["R2"]
    assert "must go round again" in fate_lines(fig, "carried")["R2"]
    fig = zp.draw_move(gustav)
    assert labelled(fig, "mark-banished") == ["R1"]
    assert rule_lines(fig)["R1"] == 'zapp.banish “Banishing”'
    fig = zp.draw_move(roswitha)
    # from the red start onto blue 1: B3 on 0 passed, B1 on 1 caught up to, both protected
    assert sorted(labelled(fig, "mark-protected")) == ["B1", "B3"]
    lines = fate_lines(fig, "protected")
    assert "caught up to" in lines["B1"] and "passed" in lines["B3"]


def test_overlooked_and_same_level_are_drawn_with_their_rules():
    pos = zapp.Position.from_text("G1:8 Y3:8 R1:9 Y1:14")
    r = zapp.move(pos, "G1", 8, spare={"Y1"})
    fig = zp.draw_move(r)
    assert labelled(fig, "mark-overlooked") == ["Y1"]
    assert labelled(fig, "mark-same_level") == ["Y3"]
    assert labelled(fig, "mark-banished") == ["R1"]
    rules = rule_lines(fig)
    assert rules["Y1"] == 'zapp.banish.overlook “Overlooking a banishment”'
    assert rules["Y3"] == 'zapp.banish.same_level “Same level”'


def test_pro_tower_protection_is_its_own_mark():
    pos = zapp.Position.from_text("R1:20 B1:21 Y1:21")
    r = zapp.move(pos, "R1", 2, pro=True)
    fig = zp.draw_move(r)
    # Y1 on W(red,blue) at 21 has no yellow tower there: banished; B1 has its blue tower
    assert labelled(fig, "mark-tower") == ["B1"]
    assert rule_lines(fig)["B1"] == 'zapp.pro.protected “Protected by an own tower”'
    assert labelled(fig, "mark-banished") == ["Y1"]


def test_a_game_entry_and_its_public_form_draw_the_same_pass_as_the_result():
    g = zapp.Game.new(seed=5, pro=True, position=PRO_EXAMPLE)
    from tests.zapp.helpers import start_round

    start_round(g, (4, 4), {"green": 8, "blue": 5, "yellow": 3, "red": 2},
                order=("red", "yellow", "green", "blue"))
    before = g.state.position
    g.play(zapp.MoveWizard("green", "G1", carry=frozenset({"R1", "G2"})))
    entry = g.log[-1]
    by_result = zp.draw_move(pro_results()[0])
    for source in (entry, entry.public(), list(entry.events)):
        fig = zp.draw_move(source, before=before)
        assert rule_lines(fig) == rule_lines(by_result)
        assert fate_lines(fig, "banished") == fate_lines(by_result, "banished")
    # from the events alone (no position given) every wizard the move met is still drawn
    fig = zp.draw_move(entry)
    assert sorted(labelled(fig, "mark-banished")) == ["B2", "Y1"]
    assert rule_lines(fig) == rule_lines(by_result)


def test_draw_move_refuses_what_is_not_a_move():
    g = zapp.Game.new(seed=1)
    g.advance()
    g.play(g.legal_moves()[0])
    with pytest.raises(ValueError, match="no wizard's move"):
        zp.draw_move(g.log[-1])
    with pytest.raises(ValueError, match="draw a move"):
        zp.draw_move(42)


def test_move_trace_reads_the_pass_in_path_order():
    r = zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8)
    tr = zp.move_trace(r)
    assert tr.path == tuple(range(9, 17)) and tr.landing == 16 and tr.origin == 8
    assert [f.wizard for f in tr.fates] == ["G1", "R1", "R2", "G2", "Y1", "B1", "Y2"]
    assert tr.by_mark("banished") == ["R1", "Y1", "B1", "Y2"]
    assert tr.fate("Y2").caught_up and not tr.fate("Y1").caught_up
    assert tr.before == zapp.Position.from_text(EXAMPLE_A)
    assert tr.fate("Y1").to == "start"


@settings(max_examples=25, deadline=None)
@given(positions(most=12), st.sampled_from(zapp.COLOURS), st.integers(1, 13), st.booleans(),
       st.data())
def test_every_wizard_a_move_meets_gets_exactly_one_mark(pos, colour, d, pro, data):
    movable = [w for w in pos.wizards(colour) if pos[w] != "city"]
    if not movable:
        return
    w = data.draw(st.sampled_from(movable))
    reach = zapp.reach(pos, w, d, pro=pro)
    carry = data.draw(st.sets(st.sampled_from(reach.carriable))) if reach.carriable else set()
    spare = data.draw(st.sets(st.sampled_from(reach.banishable))) if reach.banishable else set()
    r = zapp.move(pos, w, d, pro=pro, carry=carry, spare=spare)
    tr = zp.move_trace(r)
    met = {x for f in reach.path for x in pos.on(f) if x != w} | set(reach.same_level)
    assert sorted(f.wizard for f in tr.fates[1:]) == sorted(met)  # each once
    assert set(tr.by_mark("banished")) == set(r.banished)
    assert set(tr.by_mark("carried")) == set(r.carried)
    assert set(tr.by_mark("overlooked")) == set(r.spared)
    for f in tr.fates:
        assert f.to == r.position[f.wizard]


# -- the odds ---------------------------------------------------------------------------


def count_throws():
    """An independent count: every one of the 36 throws of two dice."""
    sums = [a + b for a in range(1, 7) for b in range(1, 7)]
    return {m: Fraction(sums.count(m), 36) for m in range(2, 13)}


def _first(text: str) -> Fraction:
    return Fraction(text.splitlines()[0])


def test_two_dice_distribution_and_chance_to_move_against_the_36_throws():
    dist = count_throws()
    assert zp.two_dice_distribution() == dist
    assert sum(dist.values()) == 1
    for k in range(1, 14):
        moves = sum(1 for a in range(1, 7) for b in range(1, 7) if k <= a + b)
        assert zp.chance_to_move(k) == Fraction(moves, 36)
        assert zp.expected_fields(k) == k * Fraction(moves, 36)
    assert zp.chance_to_move(1) == zp.chance_to_move(2) == 1
    assert zp.chance_to_move(13) == 0
    assert max(range(1, 14), key=zp.expected_fields) == 6
    for bad in (0, 14, 2.5, True):
        with pytest.raises(ValueError, match="1-13"):
            zp.chance_to_move(bad)


def test_draw_odds_writes_the_exact_fractions():
    fig = zp.draw_odds()
    dist = count_throws()
    written = {int(t.get_label()): t.get_text() for t in zp.artists(fig, "dice-fraction")}
    assert {m: _first(t) for m, t in written.items()} == dist
    assert written[8] == "5/36" and written[10] == "3/36"  # counts of the 36 throws
    moves = {int(t.get_label()): _first(t.get_text()) for t in zp.artists(fig, "move-fraction")}
    assert moves == {k: sum((p for m, p in dist.items() if m >= k), Fraction(0))
                     for k in range(1, 14)}
    means = {int(t.get_label()): _first(t.get_text()) for t in zp.artists(fig, "mean-fraction")}
    assert means[6] == Fraction(13, 3) and means[13] == 0
    bars = zp.artists(fig, "dice-bar")
    assert [p.get_height() for p in bars] == pytest.approx([float(p) for p in dist.values()])
    assert repr(fig) == "<Zapp Zerapp: odds>"


# -- a round ----------------------------------------------------------------------------


def played(seed=4, rounds=None):
    g = zapp.Game.new(seed=seed)
    rng = random.Random(1)
    while not g.is_over and (rounds is None or g.state.round <= rounds):
        if g.to_move is None:
            g.advance()
        else:
            g.play(zapp.bots.sensible(g, rng))
    return g


def test_draw_round_shows_the_magic_number_barrels_order_and_moves():
    g = played(rounds=6)
    for i in range(1, 6):
        idx = zp.round_entries(g, i)
        events = [e for k in idx for e in g.log[k].events]
        reveal = next(e for e in events if e.rule == "zapp.reveal")
        fig = zp.draw_round(g, i)
        text = "\n".join(zp.texts(fig))
        magic = reveal.data["magic"]
        assert f"Round {i}: magic number {magic}" in text
        numbers = {t.get_label(): t.get_text() for t in zp.artists(fig, "barrel-number")}
        assert numbers == {b: str(reveal.data["numbers"][p])
                           for p, b in reveal.data["barrels"].items()}
        assert sorted(labelled(fig, "barrel-taker")) == sorted(reveal.data["barrels"])
        crossed = len(zp.artists(fig, "barrel-back"))
        assert crossed == sum(1 for n in reveal.data["numbers"].values() if n > magic)
        moves = [e for e in events if e.rule in ("zapp.move.distance", "zapp.move.city")]
        assert labelled(fig, "way") == [e.data["wizard"] for e in moves]
        lines = [t.get_text() for t in zp.artists(fig, "round-move")]
        assert len(lines) == len(moves)
        for n, (line, e) in enumerate(zip(lines, moves), start=1):
            assert line.startswith(f"{n}. ") and e.data["wizard"] in line
        banished = [e.data["wizard"] for e in events if e.rule in ("zapp.banish",
                                                                   "zapp.pro.banish")]
        assert sorted(labelled(fig, "mark-banished")) == sorted(banished)
        assert repr(fig) == f"<Zapp Zerapp: round {i}>"


def test_draw_round_names_a_round_that_is_not_there():
    g = played(rounds=2)
    with pytest.raises(ValueError, match="round 9 is not in this game's log"):
        zp.draw_round(g, 9)


def _round_before_reveal(plateau, chosen_upto: int):
    g = zapp.Game.new(seed=21)
    g.force("barrels", plateau)
    g.advance()
    for _ in range(chosen_upto):
        g.play(zapp.Choose(g.to_move, zapp.LABELS[len(g.state.chosen) * 3]))
    return g


@pytest.mark.parametrize("chosen", [0, 1, 3])
def test_draw_round_shows_no_secret_number_before_the_reveal(chosen):
    """Two games that differ only in where the numbers hide under the barrels draw the same
    picture, text for text and line for line, until the reveal."""
    a = tuple(range(1, 14))
    b = tuple(reversed(a))
    ga, gb = _round_before_reveal(a, chosen), _round_before_reveal(b, chosen)
    assert ga.state.plateau != gb.state.plateau
    fa, fb = zp.draw_round(ga, 1), zp.draw_round(gb, 1)
    assert zp.texts(fa) == zp.texts(fb)
    assert svg(fa) == svg(fb)
    assert zp.artists(fa, "barrel-number") == []
    assert len(zp.artists(fa, "barrel-secret")) == chosen
    # ... and after the last barrel is set down and revealed, they differ
    for g in (ga, gb):
        while g.phase == "choose":
            g.play(zapp.Choose(g.to_move, g.legal_moves()[0].barrel))
        g.advance()
    assert zp.texts(zp.draw_round(ga, 1)) != zp.texts(zp.draw_round(gb, 1))


# -- the race ---------------------------------------------------------------------------


def test_race_table_counts_fields_to_go_and_wizards_home():
    g = played()
    rows = zp.race_table(g)
    assert rows[0] == {"round": 0, "to_go": {p: 75 for p in g.seats},
                       "home": {p: 0 for p in g.seats}}
    assert [r["round"] for r in rows] == list(range(g.state.round + 1))
    last = rows[-1]
    (winner,) = g.result.winners
    assert last["to_go"][winner] == 0 and last["home"][winner] == 3
    pos = g.state.position
    for p in g.seats:
        assert last["home"][p] == sum(1 for w in pos.wizards(p) if pos[w] == "city")


def test_draw_race_marks_banishments_and_homecomings():
    g = played()
    rows = zp.race_table(g)
    fig = zp.draw_race(g)
    assert sorted(labelled(fig, "race-line")) == sorted(g.seats)
    for p in g.seats:
        to_go = [r["to_go"][p] for r in rows]
        rises = sum(1 for a, b in zip(to_go, to_go[1:]) if b > a)
        assert labelled(fig, "race-banished").count(p) == rises
        home = [r["home"][p] for r in rows]
        assert labelled(fig, "race-home").count(p) == sum(
            1 for a, b in zip(home, home[1:]) if b > a)
    (winner,) = g.result.winners
    titles = [t.get_text() for t in zp.artists(fig, "race-title")]
    assert any(t.endswith("3 home (winner)") and winner in t for t in titles)
    assert repr(fig) == "<Zapp Zerapp: race>"


# -- every figure draws the same picture every time -------------------------------------


def test_figures_are_deterministic():
    r = pro_results()[0]
    g = played(rounds=3)
    makers = [
        lambda: zp.draw_board(PRO_EXAMPLE),
        lambda: zp.draw_move(r),
        lambda: zp.draw_odds(),
        lambda: zp.draw_round(g, 2),
        lambda: zp.draw_race(g),
    ]
    for make in makers:
        assert svg(make()) == svg(make())
    assert svg(zp.draw_board(PRO_EXAMPLE)) != svg(zp.draw_board(EXAMPLE_A))


def test_figures_keep_text_readable_at_notebook_width():
    """Every figure is at most 10 inches wide and writes nothing smaller than 9 points,
    except the symbols in marks' badges and the letters on towers (8.5 points)."""
    r = pro_results()[0]
    g = played(rounds=3)
    for fig in (zp.draw_board(PRO_EXAMPLE), zp.draw_move(r), zp.draw_odds(),
                zp.draw_round(g, 2), zp.draw_race(g)):
        assert fig.get_size_inches()[0] <= 10.0
        for t in fig.texts + [t for ax in fig.axes for t in ax.texts]:
            if not t.get_text():
                continue
            gid = t.get_gid() or ""
            small = gid == "tower-letter" or (gid.startswith("mark-") and gid.endswith("symbol"))
            assert t.get_fontsize() >= (8.5 if small else 9.0), (fig, t.get_text(), gid)


def test_the_examples_in_the_docstrings_hold():
    import doctest

    for module in (zp, lz):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def _corner_rounds():
    """Two rounds in which every guild once moves a wizard from its start field and once
    moves one into its city."""
    from ..zapp.helpers import start_round

    g = zapp.Game.new(seed=3, position="R1:21 G1:3 B1:9 Y1:15")
    start_round(g, (6, 6), {"red": 6, "green": 5, "blue": 4, "yellow": 3})
    for who, w in (("red", "R2"), ("green", "G1"), ("blue", "B2"), ("yellow", "Y1")):
        g.play(zapp.MoveWizard(who, w))
    start_round(g, (6, 6), {"yellow": 6, "green": 5, "blue": 4, "red": 3})
    for who, w in (("yellow", "Y2"), ("green", "G2"), ("blue", "B1"), ("red", "R1")):
        g.play(zapp.MoveWizard(who, w))
    return g


def test_draw_round_keeps_ways_clear_of_the_start_and_city_labels():
    """A way from a start field begins, and a way into a city ends, in that guild's corner
    outside the track, never on the corner's "start" or "city" label."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    g = _corner_rounds()
    starts, cities = set(), set()
    for i in (1, 2):
        fig = zp.draw_round(g, i)
        renderer = FigureCanvasAgg(fig).get_renderer()
        labels = [(t.get_text(), t.get_window_extent(renderer))
                  for t in zp.artists(fig, "start-label") + zp.artists(fig, "city-label")]
        ends = [(a.get_gid(), a.get_label(), a.get_window_extent(renderer))
                for a in zp.artists(fig, "way-number") + zp.artists(fig, "way-head")]
        assert len(ends) == 8  # four ways, each with its number and its arrow head
        for gid, wizard, box in ends:
            for text, label in labels:
                assert not box.overlaps(label), f"round {i}: {gid} of {wizard} covers {text!r}"
        for way in zp.artists(fig, "way"):  # nor does a way's line run across a label
            xy = way.get_transform().transform(way.get_xydata())
            for (x0, y0), (x1, y1) in zip(xy, xy[1:]):
                for k in range(41):
                    x, y = x0 + (x1 - x0) * k / 40, y0 + (y1 - y0) * k / 40
                    for text, label in labels:
                        assert not label.contains(x, y), (
                            f"round {i}: the way of {way.get_label()} crosses {text!r}")
        for idx in zp.round_entries(g, i):
            for e in g.log[idx].events:
                if e.rule in ("zapp.move.distance", "zapp.move.city") and e.data["from"] == "start":
                    starts.add(zapp.colour_of(e.data["wizard"]))
                if e.rule == "zapp.move.city":
                    cities.add(zapp.colour_of(e.data["wizard"]))
    assert starts == cities == set(zapp.COLOURS)


def test_draw_race_labels_the_rounds_under_every_bottom_panel():
    """With three players the right column ends one row early: that panel labels its rounds
    too (the shared axis had hidden them)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    g = zapp.Game.new(seed=7, players=3)
    rng = random.Random(7)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zapp.bots.sensible(g, rng))
    fig = zp.draw_race(g)
    FigureCanvasAgg(fig).draw()
    panels = [ax for ax in fig.axes if ax.get_title(loc="left")]
    assert len(panels) == 3
    for ax in panels[1:]:  # green (top right, nothing below) and blue (bottom left)
        shown = [t.get_text() for t in ax.get_xticklabels() if t.get_visible() and t.get_text()]
        assert shown and ax.get_xlabel() == "round (0: the start)", ax.get_title(loc="left")
    assert panels[0].get_xlabel() == ""  # red: blue's panel below it carries the rounds


# -- a round's ways: each in its own lane, carried wizards' ways too ----------------------


def lesson_four_round():
    """Lesson 4's round: the rulebook's Pro example played in a game (G1 carries R1 and G2,
    B3 carries R2 past its own city)."""
    from ..zapp.helpers import start_round

    g = zapp.Game.new(seed=4, pro=True, position=PRO_EXAMPLE)
    start_round(g, (4, 4), {"green": 8, "blue": 5, "yellow": 3, "red": 2})
    for m in (zapp.MoveWizard("green", "G1", carry={"R1", "G2"}),
              zapp.MoveWizard("blue", "B3", carry={"R2"}),
              zapp.MoveWizard("yellow", "Y2"), zapp.MoveWizard("red", "R3")):
        g.play(m)
    return g


def _pro_played(seed, rounds=8):
    g = zapp.Game.new(seed=seed, pro=True)
    rng = random.Random(1)
    while not g.is_over and g.state.round <= rounds:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zapp.bots.sensible(g, rng))
    return g


_WAY_PARTS = {  # gid -> which way (the mover's, or a carried wizard's) the artist belongs to
    "way": "move", "way-number": "move", "way-head": "move",
    "way-carried": "carried", "way-carried-head": "carried", "way-carried-wizard": "carried",
}


def _riders(g, i) -> dict[str, str]:
    """{carried wizard: its mover} in round ``i``, from the log."""
    out = {}
    for k in zp.round_entries(g, i):
        events = g.log[k].events
        movers = [e.data["wizard"] for e in events
                  if e.rule in ("zapp.move.distance", "zapp.move.city")]
        for e in events:
            if e.rule == "zapp.pro.carry":
                out[e.data["wizard"]] = movers[0]
    return out


def _way_blobs(fig, legs: bool = False, riders: dict | None = None):
    """{(kind, wizard): (discs, boxes)}: every way drawn on the board as discs (x, y, radius)
    and boxes in display pixels: its line sampled every pixel (radius: half the stroked
    width), its number or wizard disc, its arrow head's box. A way's lane runs on the
    mountain; its last stretch, the turn from its lane onto the marker it points at (its leg:
    the segments leaving the mountain), is left out unless ``legs`` (then only the legs): it
    may cross the lanes nearer the loop at its landing field. A wizard carried along rides
    on its mover's way: with ``riders`` ({carried: mover}) its disc and leg are its mover's."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.lines import Line2D

    renderer = FigureCanvasAgg(fig).get_renderer()
    px = fig.dpi / 72
    out: dict = {}
    for gid, kind in _WAY_PARTS.items():
        for a in zp.artists(fig, gid):
            key = (kind, a.get_label())
            if riders and kind == "carried":
                key = ("move", riders[a.get_label()])
            discs, boxes = out.setdefault(key, ([], []))
            if isinstance(a, Line2D):
                width = max([a.get_linewidth()] + [pe._gc.get("linewidth", 0)
                                                   for pe in a.get_path_effects()])
                data = a.get_xydata()
                xy = a.get_transform().transform(data)
                inside = [0 < x < zp.SIDE and 0 < y < zp.SIDE for x, y in data]
                pairs = [p for k, p in enumerate(zip(xy, xy[1:]))
                         if (inside[k] and inside[k + 1]) != legs]
                for (x0, y0), (x1, y1) in pairs:
                    n = max(int(np.hypot(x1 - x0, y1 - y0)), 1)
                    for k in range(n + 1):
                        discs.append((x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n,
                                      width * px / 2))
            elif hasattr(a, "center"):  # a disc: its number, or the carried wizard's name
                t = a.axes.transData  # (a patch's own transform places it already)
                cx, cy = t.transform(a.center)
                ex, _ = t.transform((a.center[0] + a.radius, a.center[1]))
                discs.append((cx, cy, ex - cx + a.get_linewidth() * px / 2))
            else:  # an arrow head
                boxes.append(a.get_window_extent(renderer))
    return out


def _apart(a, b, gap=1.0) -> bool:
    """Two ways' discs and boxes keep at least ``gap`` pixels apart."""
    import numpy as np

    (da, ba), (db, bb) = a, b
    pa, pb = np.array(da), np.array(db)
    if len(pa) and len(pb):
        d = np.hypot(pa[:, None, 0] - pb[None, :, 0], pa[:, None, 1] - pb[None, :, 1])
        if (d - pa[:, None, 2] - pb[None, :, 2]).min() < gap:
            return False
    for boxes, discs in ((ba, pb), (bb, pa)):
        for box in boxes:
            if len(discs):
                dx = np.maximum(np.maximum(box.x0 - discs[:, 0], discs[:, 0] - box.x1), 0)
                dy = np.maximum(np.maximum(box.y0 - discs[:, 1], discs[:, 1] - box.y1), 0)
                if (np.hypot(dx, dy) - discs[:, 2]).min() < gap:
                    return False
    return not any(x.overlaps(y) for x in ba for y in bb)


def _assert_ways_apart(g, i, where, legs=True):
    fig = zp.draw_round(g, i)
    riders = _riders(g, i)
    blobs = _way_blobs(fig, riders=riders)
    for (ka, a), (kb, b) in itertools.combinations(blobs.items(), 2):
        if not _apart(a, b):
            pytest.fail(f"{where}: the way of {ka} touches the way of {kb}")
    if not legs:
        return blobs
    # a way's leg onto its wizard crosses other ways' lanes at most, never their number
    # discs, the discs with a carried wizard's name, or their arrow heads
    # (a mover and the wizards it carried into its city end there together: theirs may meet)
    legs = _way_blobs(fig, legs=True, riders=riders)
    ends = {("move", h.get_label()): _where(h._posA_posB[1]) for h in zp.artists(fig, "way-head")}
    for (ka, (leg, _)), (kb, (discs, boxes)) in itertools.permutations(
            ((k, legs[k]) for k in legs), 2):
        if str(ends.get(ka)).endswith("city") and ends.get(ka) == ends.get(kb):
            continue
        marks = [d for d in discs if d[2] > 4]  # the discs (a line's samples are thinner)
        if leg and not _apart((leg, []), (marks, boxes)):
            pytest.fail(f"{where}: the last stretch of {ka} runs over a mark of {kb}")
    return blobs


def test_draw_round_gives_each_way_its_own_lane():
    """No two ways drawn round the board touch: lines, numbers and arrow heads of different
    moves (and of wizards carried along) keep apart where their fields overlap."""
    blobs = _assert_ways_apart(lesson_four_round(), 1, "lesson 4")
    assert sorted(blobs) == [("move", w) for w in ("B3", "G1", "R3", "Y2")]
    g = _corner_rounds()
    for i in (1, 2):
        _assert_ways_apart(g, i, f"corner round {i}")
    for seed, rounds in ((0, (4, 5)), (5, (2, 8))):
        g = _pro_played(seed)
        for i in rounds:
            # (a way in a deep lane may reach a field near a corner over another's number)
            _assert_ways_apart(g, i, f"seed {seed} round {i}", legs=False)
    g = played(rounds=4)
    for i in (1, 2, 3):
        _assert_ways_apart(g, i, f"plain game round {i}")


def test_a_wizard_carried_along_rides_on_its_movers_way():
    """Lesson 4's round: a carried wizard takes no lane of its own; its name disc sits on its
    mover's line (G1's for R1 and G2, B3's for R2), so the four moves need only three lanes
    and no lane runs deeper than 1.6 fields into the mountain."""
    fig = zp.draw_round(lesson_four_round(), 1)
    lines = {a.get_label(): a.get_xydata() for a in zp.artists(fig, "way")}
    for disc in zp.artists(fig, "way-carried-wizard"):
        mover = {"R1": "G1", "G2": "G1", "R2": "B3"}[disc.get_label()]
        pts = lines[mover]
        near = min(_to_segment(disc.center, a, b) for a, b in zip(pts, pts[1:]))
        assert near < 0.05, f"{disc.get_label()} is {near:.2f} off {mover}'s way"
    depth = max(min(x, y, zp.SIDE - x, zp.SIDE - y) for pts in lines.values()
                for x, y in pts if 0 < x < zp.SIDE and 0 < y < zp.SIDE)
    assert depth <= 0.4 + 2 * 0.56 + 1e-6


def _to_segment(p, a, b) -> float:
    """How far point ``p`` lies from the segment ``a``-``b``."""
    import numpy as np

    p, a, b = (np.asarray(v, float) for v in (p, a, b))
    t = np.clip(np.dot(p - a, b - a) / max(np.dot(b - a, b - a), 1e-12), 0, 1)
    return float(np.hypot(*(p - (a + t * (b - a)))))


def _where(xy) -> object:
    """The place a point drawn on the board lies on: a field, or ``"red city"`` (a corner
    triangle), or None (the mountain, or outside)."""
    from matplotlib.path import Path

    for f in range(24):
        if Path(lz.field_polygon(f)).contains_point(xy):
            return f
    board = zapp.Board.standard()
    for c in zapp.COLOURS:
        city, start = lz.home_shapes(board, c)
        if Path(city).contains_point(xy):
            return f"{c} city"
        if Path(start).contains_point(xy):
            return f"{c} start"
    return None


def _beside(xy) -> object:
    """The field beside a point on the mountain (a lane of ways): the nearest field's inner
    edge; "corner" when it is as near to two sides."""
    x, y = xy
    d = {0: zp.SIDE - y, 1: zp.SIDE - x, 2: y, 3: x}  # how far in from each side
    side = min(d, key=d.get)
    if sorted(d.values())[1] - d[side] < 1e-6:
        return "corner"
    along = {0: x, 1: zp.SIDE - y, 2: zp.SIDE - x, 3: y}[side]
    return side * zp.SIDE + min(int(along), zp.SIDE - 1)


def test_draw_round_draws_the_ways_of_wizards_carried_along():
    """Lesson 4's round: G1 carries R1 (set down on field 5, in front of the green city)
    and G2 (into the city), B3 carries R2 past its own city to field 0: each carried wizard's
    way is drawn, dashed, from its field to where it was set down, starting at a disc with
    its name; the move's line says whom it carried and where."""
    fig = zp.draw_round(lesson_four_round(), 1)
    ways = zp.artists(fig, "way-carried")
    assert [w.get_label() for w in ways] == ["R1", "G2", "R2"]
    assert [t.get_text() for t in zp.artists(fig, "way-carried-wizard-label")] == [
        "R1", "G2", "R2"]
    # each rides from beside the field it was carried from (its disc on the mountain), and
    # its arrow leaves the mover's way beside the field where it was set down and points at
    # it (or into the city)
    heads = {h.get_label(): h for h in zp.artists(fig, "way-carried-head")}
    discs = {d.get_label(): d.center for d in zp.artists(fig, "way-carried-wizard")}
    ends = {w.get_label(): (_beside(discs[w.get_label()]), _beside(w.get_xydata()[0]),
                            _where(heads[w.get_label()]._posA_posB[1])) for w in ways}
    assert ends == {"R1": (2, 5, 5), "G2": (2, "corner", "green city"), "R2": (21, "corner", 0)}
    for w in ways:
        assert w.get_linestyle() not in ("-", "solid")  # dashed: carried, not moving
    # G2's way ends where its mover's does: in the green city
    (g1,) = [h for h in zp.artists(fig, "way-head") if h.get_label() == "G1"]
    assert _where(g1._posA_posB[1]) == "green city"
    lines = [t.get_text() for t in zp.artists(fig, "round-move")]
    flat = [" ".join(t.split()) for t in lines]
    assert "carries R1 along to" in flat[0] and "G2 along into the green city" in flat[0]
    assert "carries R2 along to" in flat[1]
    assert "carries" not in flat[2] + flat[3]
    # the carried are drawn where they ended: R1 banished from field 5 by Y2 (a ghost there)
    assert "R1" in labelled(fig, "wizard-ghost")
    assert "dashed" in " ".join(zp.texts(fig))


def _arrow_tips_at_their_wizards(g, i):
    """Every way's arrow ends at the marker of its wizard where the move left it: on its
    landing field (the wizard, or its ghost if a later move of the round banished it) or in
    its city, the tip on the marker's edge."""
    fig = zp.draw_round(g, i)
    markers = {}
    for gid in ("wizard", "wizard-ghost"):
        for c in zp.artists(fig, gid):
            markers.setdefault(c.get_label(), []).append(c.center)
    landings = []  # (wizard, place, carried)
    for k in zp.round_entries(g, i):
        for e in g.log[k].events:
            if e.rule in ("zapp.move.distance", "zapp.move.city"):
                landings.append((e.data["wizard"], e.data["to"], False))
            elif e.rule in ("zapp.pro.carry_end", "zapp.pro.city", "zapp.pro.city_own",
                            "zapp.decide.stay"):  # where a wizard carried along is set down
                landings.append((e.data["wizard"], e.data["to"], True))
    heads = {}
    for gid in ("way-head", "way-carried-head"):
        for h in zp.artists(fig, gid):
            heads.setdefault((h.get_label(), gid == "way-carried-head"), []).append(h)
    assert sum(len(v) for v in heads.values()) == len(landings)
    for w, to, carried in landings:
        tip = heads[(w, carried)].pop(0)._posA_posB[1]
        place = f"{zapp.colour_of(w)} city" if to == "city" else to
        near = [m for m in markers.get(w, []) if _where(m) == place]
        assert near, f"round {i}: no marker of {w} on {place}"
        gap = min(((tip[0] - m[0]) ** 2 + (tip[1] - m[1]) ** 2) ** 0.5 for m in near)
        assert gap <= zp.CHIP + 0.1, f"round {i}: {w}'s arrow ends {gap:.2f} from it on {place}"
    return landings


def test_draw_round_arrows_end_at_their_landing_fields():
    """Lesson 4's round (four moves, three carried along): each move's arrow ends at its
    wizard on its landing field or in its city, each carry's where the carried wizard ended
    (yellow's at Y2 on field 7, G2's in the green city), within a marker's radius."""
    landings = _arrow_tips_at_their_wizards(lesson_four_round(), 1)
    assert ("Y2", 7, False) in landings and ("G2", "city", True) in landings
    assert len(landings) == 7
    g = _corner_rounds()
    for i in (1, 2):
        _arrow_tips_at_their_wizards(g, i)
    g = _pro_played(5)
    for i in (2, 8):
        _arrow_tips_at_their_wizards(g, i)


def test_draw_round_draws_every_carry_of_a_bot_game():
    for seed in (0, 1, 5):
        g = _pro_played(seed)
        for i in range(1, g.state.round):
            carried = [e.data["wizard"] for k in zp.round_entries(g, i)
                       for e in g.log[k].events if e.rule == "zapp.pro.carry"]
            if carried:
                assert labelled(zp.draw_round(g, i), "way-carried") == carried, (seed, i)


def test_on_a_narrow_board_wizards_names_do_not_run_into_each_other():
    """Lesson 4's round draws its board narrow: two wizards on a field then stand one behind
    the other, so that no two names (at the smallest readable size) overlap; on a wide board
    they stand side by side as before."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fig = zp.draw_round(lesson_four_round(), 1)
    renderer = FigureCanvasAgg(fig).get_renderer()
    names = zp.artists(fig, "wizard-label")
    assert len(names) >= 10
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in names]
    for (a, p), (b, q) in itertools.combinations(boxes, 2):
        assert not p.overlaps(q), f"{a} and {b} overlap"
    wide = _centres(zp.draw_board("R2:0 B3:0"))
    assert wide["R2"][1] == pytest.approx(wide["B3"][1])  # side by side on a wide board
