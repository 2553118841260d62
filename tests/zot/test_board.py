import pytest
from hypothesis import given
from hypothesis import strategies as st

from zzlib import zot
from zzlib.zot import Board

START = """
......
......
......
......
......
......
......
......
......
PPPPPP
..J...
"""


@pytest.mark.rule("zot.board.columns", "zot.setup.pumpkins")
def test_start_board_has_six_pumpkins_in_row_9_and_jasper_on_the_path():
    b = Board.start(jasper=3)
    assert b.to_text() == START.strip()
    assert b.pumpkins == (1, 2, 3, 4, 5, 6)
    assert b.jasper == 3
    assert (b.rows, b.cols) == (11, 6)
    assert b.tokens() == {}
    assert b.beds() == frozenset()


def test_constants_match_the_design_page():
    assert list(zot.YARD_ROWS) == [5, 6, 7, 8]
    assert zot.PATCH_ROW == 9 and zot.PATH_ROW == 10
    assert set(zot.GLYPHS) == set(".ZFBM*zfbmPJ")
    b = Board.start()
    assert b.yard_rows == zot.YARD_ROWS and b.patch_row == 9 and b.path_row == 10


def test_text_round_trip_with_indentation_and_blank_lines():
    text = """

        ZF....
        ..B...
        ...M..
        ......
        ......
        .*z...
        ..fbm.
        ......
        ......
        PP.P.P
        .....J

    """
    b = Board.from_text(text)
    assert Board.from_text(b.to_text()) == b
    assert b.glyph((0, 1)) == "Z"
    assert b.token((0, 2)) == "F"
    assert b.token((5, 3)) == "Z" and b.bed((5, 3))
    assert b.bed((5, 2)) and b.token((5, 2)) is None
    assert b.tokens()[(6, 4)] == "B"
    assert b.beds() == frozenset({(5, 2), (5, 3), (6, 3), (6, 4), (6, 5)})
    assert b.pumpkins == (1, 2, 4, 6)
    assert b.jasper == 6
    assert hash(b) == hash(Board.from_text(b.to_text()))


@pytest.mark.parametrize(
    "line, col, glyph, message",
    [
        (3, 4, "X", "unknown glyph 'X'"),
        (11, 2, "Z", "garden path"),
        (2, 1, "P", "pumpkin patch"),
        (5, 6, "J", "garden path"),
    ],
)
def test_bad_glyph_is_refused_naming_line_and_column(line, col, glyph, message):
    rows = START.strip().split("\n")
    row = rows[line - 1]
    rows[line - 1] = row[: col - 1] + glyph + row[col:]
    with pytest.raises(ValueError, match=f"line {line}, column {col}: .*{message}"):
        Board.from_text("\n".join(rows))


def test_wrong_shape_is_refused():
    rows = START.strip().split("\n")
    with pytest.raises(ValueError, match="line 4, column 6: row 3 must hold 6 glyphs"):
        Board.from_text("\n".join(rows[:3] + ["....."] + rows[4:]))
    with pytest.raises(ValueError, match="needs 11 rows"):
        Board.from_text("\n".join(rows[1:]))
    with pytest.raises(ValueError, match="one too many"):
        Board.from_text("\n".join(["......"] + rows))
    with pytest.raises(ValueError, match="exactly one Jasper"):
        Board.from_text("\n".join(rows[:-1] + ["J....J"]))
    with pytest.raises(ValueError, match="empty"):
        Board.from_text("  \n ")


def test_with_glyph_validates_like_text_and_moves_jasper():
    b = Board.start(jasper=1)
    assert b.with_glyph((3, 2), "Z").token((3, 2)) == "Z"
    assert b.with_glyph((10, 4), "J").jasper == 4
    with pytest.raises(ValueError, match="garden path"):
        b.with_glyph((10, 2), "Z")
    with pytest.raises(ValueError, match="off the 11x6 board"):
        b.with_glyph((11, 2), "Z")
    with pytest.raises(ValueError, match="unknown glyph"):
        b.with_glyph((1, 2), "Q")


def test_bench_board_of_other_size():
    b = Board.empty(rows=100, cols=100)
    assert (b.rows, b.cols, b.patch_row, b.fence_row) == (100, 100, 98, 94)
    assert Board.from_text(b.to_text(), rows=None, cols=None) == b


@given(st.lists(st.sampled_from(".ZFBM*zfbm"), min_size=54, max_size=54),
       st.lists(st.sampled_from(".ZFP*z"), min_size=6, max_size=6),
       st.integers(1, 6))
def test_any_valid_board_round_trips(cells, patch, jasper):
    rows = ["".join(cells[i:i + 6]) for i in range(0, 54, 6)] + ["".join(patch)]
    rows.append("." * (jasper - 1) + "J" + "." * (6 - jasper))
    b = Board.from_text("\n".join(rows))
    assert b.to_text() == "\n".join(rows)
    assert Board.from_text(b.to_text()) == b
