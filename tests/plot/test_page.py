"""The page drawings are shown on: every drawing reads on the projector (each text at 12 px or
more as displayed, the figure no wider than the 592 px output area unless its texts still read
after shrinking), ``Page`` refuses bad values, and the page can be changed and restored."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from tests.plot.page_cases import CASES  # noqa: E402
from zzlib import plot, zot  # noqa: E402
from zzlib.plot import Page, current, measure, projector, use, using  # noqa: E402
from zzlib.plot import zot as zop  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


# -- every drawing on the projector ------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_drawing_reads_on_the_projector(name):
    page = projector()
    assert current() == page  # the default
    fig = CASES[name]()
    shown = measure(fig, page)
    assert shown.texts, "a drawing writes something"
    small = [(t.text, t.gid, round(t.px, 1)) for t in shown.too_small]
    assert not small, f"{name}: texts shown below 12 px: {small[:5]}"
    # wider than the output area only if the texts still read once shrunk (checked above);
    # today every drawing fits, so nothing is shrunk at all
    assert shown.rendered_px[0] <= page.width_px, (name, shown.rendered_px)
    assert shown.width_px <= page.width_px


#: the tallest a lesson's drawing may be shown on the projector: 768 px less JupyterLab's bars
#: leave about 700 px of notebook, so a drawing this tall shows whole on one screen
ONE_SCREEN_PX = 700

#: the Zankapfel drawings the lessons show, each whole on one screen (the full orchard,
#: ``part="all"``, is for wide pages: the lessons show it as its two parts, board and moves)
ZANK_ONE_SCREEN = sorted(n for n in CASES if n.startswith("zank.")
                         and n not in ("zank.draw_orchard", "zank.draw_orchard anywhere"))


@pytest.mark.parametrize("name", ZANK_ONE_SCREEN)
def test_zankapfel_drawings_show_whole_on_one_projector_screen(name):
    shown = measure(CASES[name](), projector())
    assert shown.scale == 1.0, (name, shown.rendered_px)  # laid out, not shrunk to fit
    assert shown.rendered_px[1] * shown.scale <= ONE_SCREEN_PX, (name, shown.rendered_px)
    assert not shown.too_small
    if name != "zank.draw_track":  # (the track's end labels may touch: they are pulled apart)
        assert not shown.overlaps(), (name, shown.overlaps()[:3])


def test_zankapfel_round_and_contention_keep_their_content_on_the_projector():
    """Laid out for the narrow page, the round still lists every seat and its notes, the
    contention every turn and every reveal: a wide page shows the same strings."""
    def texts(fig):  # what is written (not the tick labels of axes turned off)
        return [t.get_text() for t in fig.texts + [a for ax in fig.axes for a in ax.texts]]

    wide = Page(width_px=1100, min_text_px=12)
    for name in ("zank.draw_round", "zank.draw_round contention", "zank.draw_contention",
                 "zank.draw_contention long"):
        narrow = CASES[name]()
        with using(wide):
            roomy = CASES[name]()

        def words(fig):
            found = " ".join(texts(fig)).replace("\n", " ")
            found = found.replace("(leads)", "").replace("tie: again", "tie")
            return sorted(found.replace("dice = total", "dice").split())  # shorter heads

        a, b = words(narrow), words(roomy)
        assert [w for w in b if w not in a] == [], name  # nothing left out
        if name.startswith("zank.draw_contention"):
            assert set(a) == set(b), name  # (the narrow round adds a key to its orchard)


def test_every_public_draw_function_has_a_case():
    from zzlib.plot import zank, zapp

    drawn = {name.split()[0] for name in CASES}
    for module in (zop, zapp, zank):
        for attr in dir(module):
            if attr.startswith("draw_") and callable(getattr(module, attr)):
                assert f"{module.__name__.rsplit('.', 1)[1]}.{attr}" in drawn, attr


def test_a_wide_page_keeps_a_spell_side_by_side():
    board = zot.Board.from_text(CASES_BOARD)
    narrow = zop.draw_spell(zot.cast(board, "fire"))
    with using(Page(width_px=1100, min_text_px=12)) as wide:
        side = zop.draw_spell(zot.cast(board, "fire"))
    def one_row(axes):
        boxes = [ax.get_position() for ax in axes]
        return max(b.y0 for b in boxes) < min(b.y1 for b in boxes)

    assert one_row(side.axes)  # before, after and the graph side by side
    assert one_row(narrow.axes[:2]) and not one_row(narrow.axes)  # the graph below
    shown = measure(side, wide)
    assert shown.readable and shown.rendered_px[0] <= 1100
    assert shown.rendered_px[0] > measure(narrow, projector()).rendered_px[0]


CASES_BOARD = """
......
......
......
......
......
.BB...
.Z*Z..
.*.*..
......
PPPPPP
.J....
"""


# -- measuring ---------------------------------------------------------------------------


def test_measure_shrinks_a_figure_wider_than_the_page_and_its_text_with_it():
    fig = Figure(figsize=(11.84, 2), dpi=100)  # 1184 px of axes: twice the projector
    ax = fig.add_axes((0, 0, 1, 1))
    ax.axis("off")
    ax.text(0.5, 0.5, "big", fontsize=18, gid="big")
    ax.text(0.1, 0.5, "small", fontsize=9, gid="small")
    shown = measure(fig, projector())  # trimmed to the axes, padded 0.1 inch each side
    assert shown.rendered_px[0] == pytest.approx(1184 + 20, abs=2)
    assert shown.scale == pytest.approx(592 / shown.rendered_px[0])
    sizes = {t.gid: t.px for t in shown.texts}
    assert sizes["big"] == pytest.approx(18 * 100 / 72 * shown.scale)
    assert sizes["small"] < 12 and not shown.readable
    assert plot.smallest_text(fig, projector())[0] in ("small", ".")
    assert ("big", pytest.approx(sizes["big"])) in plot.displayed_text_px(fig, projector())


def test_measure_counts_only_texts_that_are_drawn():
    fig = Figure(figsize=(3, 2))
    ax = fig.add_subplot()
    ax.set_xlim(0, 1)
    ax.set_xticks([0, 0.5, 5])  # 5 is outside the view: not drawn
    hidden = ax.text(0.5, 0.5, "hidden", fontsize=4)
    hidden.set_visible(False)
    texts = [t.text for t in measure(fig).texts]
    assert "hidden" not in texts and "5" not in texts and "0.5" in texts


def test_measure_finds_overlapping_texts():
    fig = Figure(figsize=(3, 2))
    fig.text(0.2, 0.5, "one", fontsize=12)
    fig.text(0.21, 0.5, "two", fontsize=12)
    fig.text(0.7, 0.1, "apart", fontsize=12)
    assert measure(fig).overlaps() == [("one", "two")]


# -- the page itself -----------------------------------------------------------------------


def test_the_projector_page():
    p = projector()
    assert (p.width_px, p.min_text_px, p.dpi) == (592, 12, 100)
    assert p.width_in == pytest.approx(5.92)
    assert p.min_text_pt == pytest.approx(8.64)  # 12 px at 100 dpi
    assert p.pt(7) == pytest.approx(8.64) and p.pt(11) == 11
    assert p.fits(5.92) and not p.fits(5.93)


@pytest.mark.parametrize("field, kwargs", [
    ("width_px", dict(width_px=0, min_text_px=12)),
    ("width_px", dict(width_px=592.5, min_text_px=12)),
    ("width_px", dict(width_px=True, min_text_px=12)),
    ("min_text_px", dict(width_px=592, min_text_px=-1)),
    ("min_text_px", dict(width_px=592, min_text_px=float("nan"))),
    ("min_text_px", dict(width_px=592, min_text_px="12")),
    ("dpi", dict(width_px=592, min_text_px=12, dpi=0)),
    ("dpi", dict(width_px=592, min_text_px=12, dpi=float("inf"))),
])
def test_a_page_with_a_bad_value_names_the_field(field, kwargs):
    with pytest.raises(ValueError, match=f"Page.{field} "):
        Page(**kwargs)


def test_a_page_is_frozen():
    with pytest.raises(AttributeError):
        projector().width_px = 1000


def test_use_and_using_change_the_page_and_using_restores_it():
    wide = Page(width_px=1100, min_text_px=12)
    assert current() == projector()
    with using(wide) as p:
        assert p is wide and current() is wide
        with using(Page(width_px=800, min_text_px=14)):
            assert current().width_px == 800
        assert current() is wide
    assert current() == projector()
    with pytest.raises(RuntimeError), using(wide):
        raise RuntimeError("a drawing failed")
    assert current() == projector()  # restored after an error too
    before = use(wide)
    try:
        assert before == projector() and current() is wide
    finally:
        use(before)
    with pytest.raises(TypeError, match="Page"):
        use(1100)


def test_figures_take_the_page_dpi():
    with using(Page(width_px=592, min_text_px=12, dpi=150)):
        fig = zop.draw_board(zot.Board.start())
    assert fig.dpi == 150
    assert zop.draw_board(zot.Board.start()).dpi == 100
