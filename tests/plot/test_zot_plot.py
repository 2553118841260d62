"""The Jasper and Zot drawings: what each figure shows, checked on the artists it draws."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from zzlib import zot  # noqa: E402
from zzlib.plot import zot as zp  # noqa: E402

BOARD = """
..Z...
.ZF...
..B...
......
.M....
..*...
.z*Z..
..f*..
...b..
PP.PPP
..J...
"""


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def letters(fig, gid):
    return sorted(t.get_text() for t in zp.artists(fig, gid))


def test_draw_board_puts_a_letter_on_every_token_pumpkin_and_jasper():
    b = zot.Board.from_text(BOARD)
    fig = zp.draw_board(b)
    assert letters(fig, "token-letter") == sorted("ZZFBMZZFB")
    assert len(zp.artists(fig, "token")) == 9
    assert letters(fig, "pumpkin-letter") == ["P"] * 5
    assert letters(fig, "jasper-letter") == ["J"]
    # beds: three bare (*) and three under tokens (z, f, b)
    assert len(zp.artists(fig, "bed")) == len(b.beds()) == 6
    assert len(zp.artists(fig, "bed-mark")) == 6  # a * on every bed, covered or not


def test_draw_board_labels_columns_rows_and_areas():
    fig = zp.draw_board(zot.Board.start(jasper=4))
    (ax,) = fig.axes
    # above and below the board
    assert [t.get_text() for t in ax.get_xticklabels()] == ["1", "2", "3", "4", "5", "6"] * 2
    assert [t.get_text() for t in ax.get_yticklabels()] == [str(r) for r in range(11)]
    names = letters(fig, "region-name")
    for name in ("fence", "barrier", "pumpkin patch", "garden path", "Jasper's yard"):
        assert name in names
    assert len(zp.artists(fig, "fence")) == 1 and len(zp.artists(fig, "barrier")) == 1
    # Jasper stands in column 4 of the path row
    (jasper,) = zp.artists(fig, "jasper-letter")
    assert jasper.get_position() == pytest.approx((4, 10.02))


def test_draw_board_palette_is_okabe_ito_and_shapes_differ():
    from zzlib.look import OKABE_ITO
    from zzlib.look import zot as look

    faces = {g.key: g.fill for g in look.GLYPHS}
    assert set(faces.values()) <= set(OKABE_ITO.values())
    assert len(set(faces.values())) == len(faces)  # one colour per kind
    shapes = {look.GLYPH[g].shape for g in "ZFBM"}
    assert len(shapes) == 4  # the four tokens differ in shape too, not only in colour


def _contrast(a: str, b: str) -> float:
    def lum(hex_colour: str) -> float:
        rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_letter_reads_on_its_fill():
    from zzlib.look import zot as look

    for g in look.GLYPHS:
        assert _contrast(g.fill, g.ink) >= 4.5, g


def test_drawing_uses_the_shared_look():
    """The drawing's colours and letters are the ones ``zzlib.look.zot`` defines (the widget
    reads the same definition): a bed is a yellow square marked *, a multiplier a
    reddish-purple diamond marked M."""
    from matplotlib.colors import to_hex

    from zzlib.look import zot as look

    b = zot.Board.from_text(BOARD)
    fig = zp.draw_board(b)
    beds = zp.artists(fig, "bed")
    assert {to_hex(p.get_facecolor()) for p in beds} == {look.GLYPH["*"].fill.lower()}
    assert {t.get_text() for t in zp.artists(fig, "bed-mark")} == {look.GLYPH["*"].letter}
    fills = {to_hex(p.get_facecolor()) for p in zp.artists(fig, "token")}
    assert fills == {look.GLYPH[k].fill.lower() for k in "ZFBM"}
    for t in zp.artists(fig, "token-letter"):
        g = next(g for g in look.GLYPHS if g.letter == t.get_text())
        assert to_hex(t.get_color()) == g.ink.lower()
    m = look.GLYPH["M"]
    assert (m.shape, m.letter) == ("diamond", "M")
    regions = {to_hex(p.get_facecolor()) for p in zp.artists(fig, "region")}
    assert regions == {a.fill.lower() for a in look.areas(b.rows)}


def test_draw_board_on_given_axes_and_legend():
    fig, ax = plt.subplots()
    assert zp.draw_board(zot.Board.start(), ax=ax) is fig
    fig2 = zp.draw_board(zot.Board.start(), legend=True)
    (legend,) = zp.artists(fig2.axes[0], "legend") or [t for t in fig2.texts
                                                       if t.get_gid() == "legend"]
    assert "Z = zombie" in legend.get_text() and "* = flower bed" in legend.get_text()


def svg(fig) -> str:
    import io

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "zot"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    return buf.getvalue()


def test_draw_board_is_deterministic():
    b = zot.Board.from_text(BOARD)
    first = svg(zp.draw_board(b, legend=True))
    assert svg(zp.draw_board(b, legend=True)) == first
    assert svg(zp.draw_board(b.with_glyph((3, 3), "Z"), legend=True)) != first


def test_bench_board_of_other_size_draws():
    b = zot.Board.empty(rows=7, cols=3)
    fig = zp.draw_board(b)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["1", "2", "3"] * 2


# -- spells -----------------------------------------------------------------------------

CHAIN = """
......
......
......
......
......
......
.ZB...
..**..
......
PPPPPP
..J...
"""


def test_draw_spell_numbers_the_chain_in_breadth_first_order_and_writes_the_sum():
    b = zot.Board.from_text(CHAIN)
    r = zot.cast(b, "fire")
    assert r.chain == ((7, 3), (6, 3), (7, 4), (6, 2))
    fig = zp.draw_spell(r, b)
    numbers = zp.artists(fig, "chain-number")
    assert [t.get_text() for t in numbers] == ["1", "2", "3", "4"]
    # each number sits at the top right of its square, in chain order
    for t, (row, col) in zip(numbers, r.chain):
        x, y = t.get_position()
        assert (round(x - 0.32), round(y + 0.31)) == (col, row)
    (hit,) = zp.artists(fig, "hit")
    assert hit.get_xy() == (3 - 0.5, 7 - 0.5)
    # the bomb at (6, 3) blasts itself, (6, 2) and (7, 3): three hatched squares
    blasts = zp.artists(fig, "blast")
    assert sorted((p.get_y() + 0.5, p.get_x() + 0.5) for p in blasts) == sorted(r.exploded)
    assert all(p.get_hatch() for p in blasts)
    (text,) = [t for t in fig.texts if t.get_gid() == "spell-text"]
    assert "(1 × 1 + 0 × 2 + 0 × 1) × 1 = 1" in text.get_text()
    assert "chain of 4" in text.get_text()


def test_draw_spell_shows_the_chain_graph_beside_the_board():
    b = zot.Board.from_text(CHAIN)
    r = zot.cast(b, "fire")
    fig = zp.draw_spell(r, b)
    assert len(fig.axes) == 3  # before, after, graph
    graph_ax = fig.axes[2]
    labels = sorted(t.get_text() for t in zp.artists(graph_ax, "graph-label"))
    assert labels == sorted(["1\n*", "2\nB", "3\n*", "4\nZ"])
    (tree,) = zp.artists(graph_ax, "bfs-edge")
    assert len(tree.get_segments()) == 3  # a tree on four squares has three edges
    assert "4 of 4 squares" in graph_ax.get_title()


def test_draw_spell_flower_power_scores_nothing_and_a_miss_draws_no_chain():
    b = zot.Board.from_text(CHAIN.replace("..**..", "..Z*..", 1))
    r = zot.cast(b, "flower")
    fig = zp.draw_spell(r, b)
    text = "\n".join(zp.texts(fig))
    assert "Flower Power from column 3" in text and "only Magical Fire scores" in text
    miss = zot.cast(zot.Board.start(jasper=5), "fire")
    fig = zp.draw_spell(miss, zot.Board.start(jasper=5))
    assert zp.artists(fig, "chain-number") == [] and zp.artists(fig, "hit") == []
    assert "nothing in range" in "\n".join(zp.texts(fig))


def test_draw_spell_takes_the_board_before_from_the_result():
    b = zot.Board.from_text(CHAIN)
    r = zot.cast(b, "fire")
    assert r.before == b
    fig = zp.draw_spell(r)
    assert len(zp.artists(fig, "chain-number")) == 4
    # the first panel shows the board as it was: its tokens are still there
    assert len(zp.artists(fig.axes[0], "token")) == len(b.tokens())
    assert zp.texts(fig) == zp.texts(zp.draw_spell(r, b))


# -- descend ----------------------------------------------------------------------------

THREE_ZOMBIES = """
......
......
ZZZ...
.*....
*.....
......
......
......
......
PPPPPP
J.....
"""


def test_draw_descend_draws_an_arrow_per_move_from_start_to_end():
    b0 = zot.Board.from_text(THREE_ZOMBIES)
    b1, events = zot.descend(b0)
    fig = zp.draw_descend(b0, b1, events)
    arrows = zp.artists(fig, "move-arrow")
    assert len(arrows) == 3
    ends = sorted(tuple(round(v, 3) for v in a._posA_posB[1]) for a in arrows)
    assert ends == sorted([(1.0, 3.0), (2.0, 3.0), (3.0, 4.0)])  # (column, row) of each end
    assert len(zp.artists(fig, "ghost")) == 3
    assert "3 tokens moved" in "\n".join(zp.texts(fig))
    assert zp.artists(fig, "burned") == [] and zp.artists(fig, "blast") == []


def test_draw_descend_marks_burned_beds_and_explosions():
    b0 = zot.Board.from_text("""
        ......
        ......
        ......
        ......
        ..F...
        ......
        .B**..
        ...*..
        ......
        PPPPPP
        J.....
    """)
    b1, events = zot.descend(b0)
    burned = [s for e in events for s in e.data.get("burned", [])]
    blasts = [e for e in events if "bomb" in e.data]
    fig = zp.draw_descend(b0, b1, events)
    assert len(zp.artists(fig, "burned")) == len(burned) > 0
    destroyed = sum(1 + len(e.data["destroyed"]) for e in blasts)
    assert len(zp.artists(fig, "blast")) == destroyed > 0
    assert len(zp.artists(fig, "bomb-burst")) == len(blasts)


# -- smash ------------------------------------------------------------------------------

SMASH = """
......
......
......
......
......
......
......
......
Z...Z.
PZP.PP
J.....
"""


def test_draw_smash_draws_the_matching_it_was_given():
    b = zot.Board.from_text(SMASH)
    graph, matching = zot.smash_matching(b)
    fig = zp.draw_smash(b)
    board_ax, graph_ax = fig.axes
    assert len(zp.artists(board_ax, "match-line")) == len(matching) == 3
    assert len(zp.artists(board_ax, "candidate-line")) == graph.number_of_edges() - 3 == 1
    assert len(zp.artists(board_ax, "smashed")) == 3
    (matched,) = zp.artists(graph_ax, "match-edge")
    assert len(matched.get_segments()) == 3
    labels = [t.get_text() for t in zp.artists(graph_ax, "node-label")]
    assert labels.count("col 6: safe") == 1 and "col 1: smashed" in labels
    assert "row 9, col 2" in labels
    assert "maximum matching: 3 pumpkins smashed" in graph_ax.get_title()


def test_draw_smash_with_no_zombie_next_to_a_pumpkin():
    fig = zp.draw_smash(zot.Board.start())
    assert zp.artists(fig, "match-line") == [] and zp.artists(fig, "smashed") == []
    assert "0 pumpkins smashed" in "\n".join(zp.texts(fig))


def test_draw_patterns_draws_each_table():
    fig = zp.draw_patterns("normal")
    assert len(zp.artists(fig, "pattern-cell")) == 1 + 2 + 2 + 3 + 3 + 3
    fig = zp.draw_patterns("aggravated")
    assert len(zp.artists(fig, "pattern-cell")) == 2 + 2 + 2 + 3 + 3 + 3
    assert "die 6: 3 tokens" in zp.texts(fig)


def test_draw_descend_marks_a_multiplier_that_disappears_at_the_barrier():
    b0 = zot.Board.from_text("""
        ......
        ......
        ......
        ......
        ......
        ......
        ......
        .....M
        ..Z...
        P...P.
        J.....
    """)
    b1, events = zot.descend(b0)
    fig = zp.draw_descend(b0, b1, events)
    (gone,) = zp.artists(fig, "vanished")
    assert gone.get_position() == pytest.approx((6, 9.3))
    assert len(zp.artists(fig, "move-arrow")) == 2
    assert "1 token gone" in "\n".join(zp.texts(fig))


def test_draw_placements_draws_each_placement_and_marks_the_column_die():
    empty = zot.Board.start()
    placements = zot.placements(empty, 2, 3, aggravated=False)
    fig = zp.draw_placements(empty, placements, title="XX on 3", column=3)
    assert len(fig.axes) == 2
    for ax, cells in zip(fig.axes, placements):
        centres = sorted((p.center[1], p.center[0]) for p in zp.artists(ax, "placed"))
        assert centres == sorted(cells)
        (shade,) = zp.artists(ax, "column-die")
        assert shade.get_x() == 2.5


# -- a whole turn -----------------------------------------------------------------------


def played_game(turns=6, seed=3):
    import random

    g = zot.Game.new(seed=seed)
    rng = random.Random(0)
    while not g.is_over and g.state.turn <= turns:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zot.bots.greedy(g, rng))
    return g


def test_turn_entries_split_the_log_at_each_smash():
    g = played_game()
    first, second = zp.turn_entries(g, 1), zp.turn_entries(g, 2)
    assert first[0] == 1 and second[0] == first[-1] + 1
    assert g.log[first[-1]].step == "smash"
    with pytest.raises(ValueError, match="turn 99"):
        zp.turn_entries(g, 99)


def test_draw_turn_draws_one_board_per_step_and_lists_every_event():
    g = played_game()
    for turn in (1, 2, 5):
        idx = zp.turn_entries(g, turn)
        entries = [g.log[k] for k in idx]
        steps = [e.step if e.kind == "auto" else type(e.move).__name__ for e in entries]
        fig = zp.draw_turn(g, turn)
        titles = [ax.get_title() for ax in fig.axes]
        announced = [e.kind == "auto" and any(ev.rule == "zot.smash.choice" for ev in e.events)
                     for e in entries]
        shown = [s for s, a in zip(steps, announced) if s != "roll" and not a]
        assert len(fig.axes) == len(shown) + 1  # and the board at the end of the turn
        assert titles[-1] == f"end of turn {turn}"
        assert ("Descend" in titles) == (turn > 1)
        events = [e for entry in entries for e in entry.events]
        moves = [e for e in events if "from" in e.data and e.data["from"] != e.data["to"]]
        assert len(zp.artists(fig, "move-arrow")) == len(moves)
        spell = [e for e in events if e.rule == "zot.spell.chain"]
        chain = spell[0].data["chain"] if spell else []
        assert len(zp.artists(fig, "chain-number")) == len(chain)
        placed = [e for e in events if "cells" in e.data]
        assert len(zp.artists(fig, "placed")) == sum(len(e.data["cells"]) for e in placed)
        listing = turn_events(fig)
        assert len(listing) == len([e for e in events if e.text])
        assert [t.get_text().replace("\n    ", " ") for t in listing] == [
            f"{label}: {e.text}" for label, e in labelled(entries)]


def turn_events(fig):
    """The event lines written below a turn's boards (figure texts)."""
    return [t for t in fig.texts if t.get_gid() == "turn-event"]


def labelled(entries):
    names = {"StartJasper": "Setup", "descend": "Descend", "Place": "Place", "roll": "Roll",
             "MoveShoot": "Move & Shoot", "smash": "Smash", "Smash": "Smash, Jasper's choice"}
    for entry in entries:
        step = entry.step if entry.kind == "auto" else type(entry.move).__name__
        for e in entry.events:
            if e.text:
                yield names[step], e


def shown_size(fig) -> tuple[float, float]:
    """The figure's saved width in pixels (a notebook saves at 100 dpi, trimmed to what is
    drawn) and the factor a notebook 900 pixels wide shrinks it by."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig)
    box = fig.get_tightbbox(fig.canvas.get_renderer())
    px = box.width * 100
    return px, min(1.0, 900 / px)


def test_the_turn_replay_is_readable_at_notebook_width():
    g = played_game(turns=10)
    for turn in (1, 2, 9):
        fig = zp.draw_turn(g, turn)
        px, shrink = shown_size(fig)
        events = turn_events(fig)
        assert events and all(t.get_fontsize() * shrink >= 9 for t in events), (px, shrink)
        titles = [ax.title for ax in fig.axes]
        assert all(t.get_fontsize() * shrink >= 9 for t in titles)
        # nothing written on the figure is smaller than 8 points as a reader sees it
        tiny = [t.get_text() for t in fig.findobj(lambda a: hasattr(a, "get_fontsize")
                                                   and hasattr(a, "get_text"))
                if t.get_text().strip() and t.get_fontsize() * shrink < 8]
        assert not tiny, tiny


def test_draw_turn_shows_the_pumpkins_jasper_chose():
    text = """
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
    g = zot.Game.new(seed=1, board=text)
    while g.phase != "smash_choice":
        if g.to_move is None:
            g.step()
        else:
            g.play(g.legal_moves()[0])
    g.play(zot.Smash((3,)))
    fig = zp.draw_turn(g, 1)
    titles = [ax.get_title().replace("\n", " ") for ax in fig.axes]
    assert "Smash, Jasper's choice: 1 pumpkin lost" in titles
    ax = fig.axes[titles.index("Smash, Jasper's choice: 1 pumpkin lost")]
    (line,) = zp.artists(ax, "match-line")
    assert sorted(zip(line.get_ydata(), line.get_xdata())) == [(9, 2), (9, 3)]
    assert titles[-1] == "end of turn 1"


def test_draw_turn_of_a_turn_in_progress_ends_with_now():
    g = zot.Game.new(seed=1)
    g.play(g.legal_moves()[0])
    g.advance()
    fig = zp.draw_turn(g, 1)
    assert fig.axes[-1].get_title() == "now"


def test_figures_name_what_they_show_instead_of_their_size():
    b = zot.Board.from_text(CHAIN)
    assert repr(zp.draw_board(b)) == "<Jasper and Zot: board>"
    assert repr(zp.draw_spell(zot.cast(b, "fire"), b)) == "<Jasper and Zot: spell>"
    assert repr(zp.draw_smash(b)) == "<Jasper and Zot: smash>"
    assert repr(zp.draw_patterns("aggravated")) == "<Jasper and Zot: aggravated assault table>"


# -- properties -------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FIELD = ".ZFBM*zfbm"


@st.composite
def boards(draw):
    rows = [draw(st.text(alphabet=FIELD, min_size=6, max_size=6)) for _ in range(9)]
    patch = draw(st.text(alphabet=".P", min_size=6, max_size=6))
    jasper = draw(st.integers(1, 6))
    path = "." * (jasper - 1) + "J" + "." * (6 - jasper)
    return zot.Board.from_text("\n".join([*rows, patch, path]))


@settings(max_examples=10)
@given(boards())
def test_every_token_bed_and_pumpkin_is_drawn_with_its_letter(b):
    fig = zp.draw_board(b)
    assert letters(fig, "token-letter") == sorted(b.tokens().values())
    assert len(zp.artists(fig, "bed")) == len(b.beds())
    assert len(zp.artists(fig, "pumpkin-letter")) == len(b.pumpkins)


@settings(max_examples=10)
@given(boards(), st.sampled_from(["fire", "flower"]))
def test_a_spell_drawing_numbers_exactly_the_chain(b, spell):
    r = zot.cast(b, spell)
    fig = zp.draw_spell(r, b)
    assert [t.get_text() for t in zp.artists(fig, "chain-number")] == [
        str(n) for n in range(1, len(r.chain) + 1)]
    assert len(zp.artists(fig, "blast")) == len(set(r.exploded))
    assert len(zp.artists(fig, "hit")) == (r.hit is not None)


@settings(max_examples=10)
@given(boards())
def test_a_descend_drawing_has_an_arrow_per_move(b):
    after, events = zot.descend(b)
    fig = zp.draw_descend(b, after, events)
    moves = [e for e in events if "from" in e.data and e.data["from"] != e.data["to"]]
    assert len(zp.artists(fig, "move-arrow")) == len(moves)
