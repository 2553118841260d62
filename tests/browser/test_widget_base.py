"""The shared widget base in a real browser: accessibility (axe-core), time travel, "play on
from here" (confirmed, then undone), refusals, the editor, and the hot-seat pass screen.

JupyterLab on 127.0.0.1 in Debian's Chromium (``lab.py``); axe-core comes from npm
(``package.json``; ``make test`` runs ``npm ci``). Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import nbformat
import pytest

from .axe import NoAxe, require_axe, violations
from .lab import (
    PANEL,
    REPO,
    NoChromium,
    chromium_page,
    jupyterlab,
    kernel_errors,
    kernel_exec,
    open_notebook,
    require_chromium,
    run_all,
)

pytestmark = pytest.mark.browser

LESSON = REPO / "notebooks" / "jasper-and-zot" / "07-play-a-full-game.ipynb"
ARTIFACTS = REPO / "test-artifacts"
W = f"{PANEL} .zot >> nth=0"
ZOTS = f"{PANEL} .zot"  # axe takes CSS: every board of the lesson


@pytest.fixture(autouse=True)
def _tools():
    try:
        require_chromium()
        require_axe()
    except (NoChromium, NoAxe) as e:
        pytest.fail(str(e))
    ARTIFACTS.mkdir(exist_ok=True)


def kernel_json(page, expr: str):
    out = kernel_exec(page, f"import json as _j; print(_j.dumps({expr}))")
    assert not out.startswith("ERROR"), out
    return json.loads(out)


def answered(root, action) -> None:
    """Do ``action`` (a click...) and wait until the widget has drawn the kernel's answer."""
    ack = root.get_attribute("data-ack")
    action()
    root.page.wait_for_function(
        "([el, ack]) => el.dataset.ack !== ack && el.dataset.animating === undefined",
        arg=[root.element_handle(), ack], timeout=15_000,
    )


def no_violations(page, selector: str, where: str) -> None:
    found = violations(page, selector)
    assert found == [], f"axe found problems {where}:\n" + json.dumps(found, indent=1)


def test_lesson_07_widgets_pass_axe_and_play_on_is_confirmed_and_undoable():
    with jupyterlab({LESSON.name: LESSON}) as (base, _root), chromium_page() as page:
        open_notebook(page, base, LESSON.name)
        run_all(page)
        assert kernel_errors(page) == []
        board = page.locator(W)
        board.wait_for(timeout=30_000)
        no_violations(page, f"{PANEL} .gw", "in lesson 07's three widgets as they open")

        # a few turns by clicking: setup square, automatic steps, placements, a spell
        for _ in range(40):
            if kernel_json(page, "board.game.view('Jasper')['turn']") >= 3:
                break
            phase = board.get_attribute("data-phase")
            if phase == "setup":
                answered(board, lambda: board.locator(".zot-cell.zot-reach").nth(2).click())
            elif phase == "place":
                answered(board, lambda: board.locator(".zot-place").first.click())
            elif phase == "move_shoot":
                spell = "fire" if board.locator("[data-spell=fire]").is_enabled() else "flower"
                answered(board, lambda s=spell: board.locator(f"[data-spell={s}]").click())
            else:
                answered(board, lambda: board.locator("[data-act=auto]").click())
        assert kernel_json(page, "board.game.view('Jasper')['turn']") >= 3
        no_violations(page, ZOTS, "after three turns")
        board.screenshot(path=str(ARTIFACTS / "base-01-three-turns.png"))

        # Undo takes back the last decision
        n = kernel_json(page, "len(board.game.log)")
        answered(board, lambda: board.locator("[data-act=undo]").click())
        assert kernel_json(page, "len(board.game.log)") < n

        # time travel: five steps back; the board is the seat's view of that position
        saved = kernel_json(page, "board.game.to_json()")
        last = kernel_json(page, "len(board.game.log) - 1")
        for _ in range(5):
            answered(board, lambda: board.locator("[data-act=back]").click())
        assert board.get_attribute("data-index") == str(last - 5)
        assert kernel_json(page, "board.rows") == kernel_json(
            page, f"board.game.view('Jasper', at={last - 5})['board'].splitlines()")
        no_violations(page, ZOTS, "looking back in time")
        board.screenshot(path=str(ARTIFACTS / "base-02-time-travel.png"))

        # "Play on from here" asks first; Escape says no
        answered(board, lambda: board.locator("[data-act=resume]").click())
        answered(board, lambda: page.keyboard.press("Escape"))
        assert not board.locator("[role=alertdialog]").is_visible()
        assert kernel_json(page, "len(board.game.log) - 1") == last

        # asked again, the focus moves into the question and Enter says yes
        answered(board, lambda: board.locator("[data-act=resume]").click())
        dialog = board.locator("[role=alertdialog]")
        assert dialog.is_visible() and "Undo brings them back" in dialog.text_content()
        assert page.evaluate("() => document.activeElement.dataset.act") == "confirm"
        assert kernel_json(page, "len(board.game.log) - 1") == last  # nothing dropped yet
        no_violations(page, ZOTS, "with the confirmation open")
        board.screenshot(path=str(ARTIFACTS / "base-03-confirm-play-on.png"))
        answered(board, lambda: page.keyboard.press("Enter"))
        assert not dialog.is_visible()
        assert kernel_json(page, "len(board.game.log) - 1") == last - 5
        board.screenshot(path=str(ARTIFACTS / "base-04-played-on.png"))

        # ... and Undo brings the later positions back, on the same game
        answered(board, lambda: board.locator("[data-act=undo]").click())
        assert kernel_json(page, "board.game.to_json()") == saved
        assert kernel_json(page, "board.game is g") is True
        assert board.get_attribute("data-index") == str(last)
        board.screenshot(path=str(ARTIFACTS / "base-05-play-on-undone.png"))

        # a refusal shows the rule's words
        kernel_exec(page, "board.handle({'action': 'play', 'move': {'type': 'StartJasper', "
                          "'column': 1}, 'id': 999})")  # Jasper has started long ago
        page.wait_for_function("(el) => el.dataset.ack === '999'", arg=board.element_handle())
        err = board.locator("[role=alert]")
        assert err.is_visible() and "Not allowed" in err.text_content()
        assert "Rule:" in err.text_content()  # the rule's title, its words one click away
        no_violations(page, ZOTS, "with a refusal shown")
        board.screenshot(path=str(ARTIFACTS / "base-06-refusal.png"))

        # the editor
        answered(board, lambda: board.locator("[data-act=edit]").click())
        assert board.get_attribute("data-phase") == "edit"
        no_violations(page, ZOTS, "in the editor")
        answered(board, lambda: board.locator("[data-act=edit]").click())


TOY = '''\
import sys
sys.path.insert(0, {repo!r})
from tests.widgets.toy_secret import ToyGame, ToySecretWidget
game = ToyGame.new(seed=3)
game.force("card:Ann", 8)
game.force("card:Bob", 2)
w = ToySecretWidget(game, hotseat=True)
w
'''


def test_hot_seat_pass_screen_hides_each_view_and_passes_axe():
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_markdown_cell("# Hot seat\n\n## Two people, one screen"),
                nbformat.v4.new_code_cell(TOY.format(repo=str(REPO)))]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hotseat.ipynb"
        nbformat.write(nb, path)
        with jupyterlab({"hotseat.ipynb": path}) as (base, _root), chromium_page() as page:
            open_notebook(page, base, "hotseat.ipynb")
            run_all(page)
            assert kernel_errors(page) == []
            w = page.locator(f"{PANEL} .toy >> nth=0")
            w.wait_for(timeout=30_000)
            no_violations(page, f"{PANEL} .toy", "before the deal")
            answered(w, lambda: w.locator("[data-act=step]").click())  # the deal

            cover = w.locator(".gw-cover")
            assert cover.is_visible() and "Pass the screen to Ann" in cover.text_content()
            assert page.evaluate("() => document.activeElement.dataset.act") == "reveal"
            assert "8" not in w.inner_text() and "2" not in w.inner_text()
            no_violations(page, f"{PANEL} .toy", "on the pass screen")
            w.screenshot(path=str(ARTIFACTS / "base-07-hotseat-pass-to-ann.png"))

            answered(w, lambda: page.keyboard.press("Enter"))  # Ann is there
            assert "Ann sees: card 8" in w.locator(".toy-cards").text_content()
            w.screenshot(path=str(ARTIFACTS / "base-08-hotseat-ann.png"))
            answered(w, lambda: w.locator("[data-move=High]").click())

            # Bob's turn: Ann's card goes behind the screen first
            assert cover.is_visible() and "Pass the screen to Bob" in cover.text_content()
            assert "8" not in w.inner_text()
            # what everyone saw (public) stays on the pass screen: Ann's claim
            assert "Ann says her card is high." in cover.locator(".gw-cover-events").text_content()
            assert kernel_json(page, "[w.seat, w.view['my_card']]") == ["", None]
            answered(w, lambda: w.locator("[data-act=reveal]").click())
            assert "Bob sees: card 2" in w.locator(".toy-cards").text_content()
            assert "8" not in w.locator(".toy-cards").text_content()
            no_violations(page, f"{PANEL} .toy", "showing Bob's view")
            answered(w, lambda: w.locator("[data-move='Call the bluff']").click())
            answered(w, lambda: w.locator("[data-act=step]").click())  # the cards are shown
            assert w.get_attribute("data-phase") == "over"
            assert "Ann's card: 8" in w.locator(".toy-cards").text_content()
            w.screenshot(path=str(ARTIFACTS / "base-09-hotseat-over.png"))
