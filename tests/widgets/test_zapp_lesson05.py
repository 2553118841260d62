"""Zapp Zerapp's lesson 05 plays honestly and plays the Pro version (issue #22, item 9).

The lesson's code runs here, in this process, with ``ZappBoard`` recording every board it
makes. No board's game has its barrels forced or its shaking made exact (shaking gives noisy
readings: that is the game), no code reads the referee's view, and the saved outputs name no
secret number; one board plays the Pro version from a position where carrying along is a
choice for every number that moves. The browser test (``tests/browser/test_zapp_lesson05.py``)
plays the same boards by clicking.
"""

from __future__ import annotations

import contextlib
import io
import pathlib
import re

import nbformat
import pytest

import widgets
from widgets import ZappBoard
from zzlib import zapp

LESSON = (pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "zapp-zerapp"
          / "05-play-a-full-game.ipynb")


def code_cells(nb) -> list[str]:
    return [c.source for c in nb.cells if c.cell_type == "code"]


@pytest.fixture(scope="module")
def lesson():
    """The lesson's code run top to bottom: (notebook, namespace, boards made)."""
    nb = nbformat.read(LESSON, as_version=4)
    boards = []

    class Recording(ZappBoard):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            boards.append(self)

    ns = {"__name__": "lesson05"}
    with pytest.MonkeyPatch.context() as mp, contextlib.redirect_stdout(io.StringIO()):
        mp.setattr(widgets, "ZappBoard", Recording)
        import matplotlib
        matplotlib.use("Agg")
        for k, src in enumerate(code_cells(nb)):
            lines = [x for x in src.splitlines() if not x.startswith("%")]  # IPython magics
            exec(compile("\n".join(lines), f"<lesson 05, code cell {k}>", "exec"), ns)
    import matplotlib.pyplot as plt
    plt.close("all")
    return nb, ns, boards


def forced_kinds(game) -> set[str]:
    kinds = {o.kind for e in game.log for o in e.outcomes if o.forced}
    return kinds | {k for k, _ in game.chance.pending()}


def test_no_board_of_the_lesson_knows_its_barrels_before_the_reveal(lesson):
    nb, _, boards = lesson
    assert len(boards) == 6
    for b in boards:
        g = b.game
        assert "barrels" not in forced_kinds(g), f"{b!r}: barrels forced in plain sight"
        assert g.options["shake_noise"] > 0, f"{b!r}: shaking tells the numbers exactly"
        assert not [k for k in forced_kinds(g) if k.startswith("shake.")], repr(b)


def test_the_lesson_code_never_forces_barrels_nor_reads_the_referee(lesson):
    nb, _, _ = lesson
    code = re.sub(r"#.*", "", "\n".join(code_cells(nb)))  # the code, not its comments
    assert 'force("barrels"' not in code and "force('barrels'" not in code
    assert not re.search(r"\.states?\b", code), "the referee's view (state) is read"
    assert not re.search(r"(?<!shake_)plateau\b", code)
    # exact shaking only on the referee's copy that answers the edge case, never on a board
    assert code.count("shake_noise=0") == 1 and "what_if = zapp.Game.new(" in code


def test_the_saved_outputs_name_no_secret_number(lesson):
    nb, _, _ = lesson
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            text = out.get("text", "") + "".join(
                str(v) for k, v in out.get("data", {}).items() if k.startswith("text/"))
            assert "≈" not in text, text  # a rattle reading
            assert not re.search(r"\b[A-M]=\d", text), text  # a reveal: "red A=4"
            assert "Secret numbers" not in text, text  # the edge case, before the answer


def test_a_board_plays_the_pro_version_with_a_carry_choice_for_every_number(lesson):
    nb, ns, boards = lesson
    pro = [b for b in boards if b.game.pro]
    assert len(pro) == 1
    b = pro[0]
    g = b.game
    assert b.seat == "red" and sorted(b.bots) == ["blue", "green", "yellow"]
    assert g.phase == "choose" and g.to_move == "red" and not b.practice
    view = g.view("red")
    start = zapp.Position.from_text(ns["pro_position"])
    assert view["position"] == zapp.Game.new(1, pro=True, position=ns["pro_position"]).view(
        None)["position"]
    for d in range(2, view["magic"] + 1):  # whatever red finds up to the magic number...
        r = zapp.reach(start, "R1", d, pro=True)
        assert set(r.carriable) == {"R2", "B1"}, d  # ... carrying is a choice
    # the page says what is different and quotes the rule of the choice
    text = "\n".join(c.source for c in nb.cells)
    assert 'RULES["zapp.pro.carry_choice"]' in text and "carry-along fields" in text


def test_the_lesson_still_ends_with_next_and_back_to_start(lesson):
    nb, _, _ = lesson
    last = nb.cells[-1].source
    assert "(06-strategy-lab.ipynb)" in last and "(../00-start-here.ipynb)" in last
