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
    faces = {g: style[2] for g, style in zp.TOKEN_STYLE.items()}
    assert set(faces.values()) <= set(zp.OKABE_ITO.values())
    assert len(set(faces.values())) == len(faces)  # one colour per kind
    shapes = {style[1] for g, style in zp.TOKEN_STYLE.items() if g in "ZFBM"}
    assert len(shapes) == 4  # the four tokens differ in shape too, not only in colour


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
