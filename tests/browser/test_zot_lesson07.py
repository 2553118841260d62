"""Lesson 07 in a real browser: JupyterLab on 127.0.0.1, Debian's Chromium, Python Playwright.

Opens the lesson, runs every cell through the app, moves Jasper and casts a spell by clicking
(and once with the keyboard), then checks that the board in the page and the game in the
kernel agree; the next Descend drawn with arrows (with reduced motion: drawn, not animated);
the spell's chain lit in breadth-first order; and the Smash choice made by clicking a pumpkin.
Screenshots are saved under ``test-artifacts/``.
"""

from __future__ import annotations

import json

import pytest

from .axe import violations
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
NB = "notebooks/jasper-and-zot/07-play-a-full-game.ipynb"  # as in the repository (links)
DOCS = REPO / "docs" / "jasper-and-zot.md"
ARTIFACTS = REPO / "test-artifacts"
W = f"{PANEL} .zot >> nth=0"  # the playable board is the lesson's first widget

DOM_BOARD = """(root) => {
  const rows = {};
  for (const c of root.querySelectorAll('.zot-grid .zot-cell')) {
    const r = Number(c.dataset.row), col = Number(c.dataset.col);
    (rows[r] = rows[r] || [])[col - 1] = c.dataset.glyph;
  }
  return Object.keys(rows).sort((a, b) => a - b).map((r) => rows[r].join('')).join('\\n');
}"""


def settled(page, timeout=15_000):
    """Wait until the board has answered every click and no chain is animating."""
    page.wait_for_function(
        """(sel) => {
          const root = document.querySelectorAll(sel)[0];
          return root && root.dataset.animating === undefined;
        }""",
        arg=f"{PANEL} .zot",
        timeout=timeout,
    )


def phase(page) -> str:
    return page.locator(W).get_attribute("data-phase")


def wait_phase(page, pred_js: str, timeout=15_000):
    page.wait_for_function(
        f"(sel) => {{ const p = document.querySelectorAll(sel)[0].dataset.phase; return {pred_js}; }}",
        arg=f"{PANEL} .zot",
        timeout=timeout,
    )


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


def cols_of(cells) -> list[int]:
    return sorted(int(c) for c in cells.evaluate_all("els => els.map(e => e.dataset.col)"))


def test_lesson_07_play_by_clicking():
    try:
        require_chromium()
    except NoChromium as e:
        pytest.fail(str(e))
    assert LESSON.exists(), f"missing lesson {LESSON}"
    ARTIFACTS.mkdir(exist_ok=True)
    with jupyterlab({NB: LESSON, "docs/jasper-and-zot.md": DOCS}) as (base, _root), \
            chromium_page() as page:
        open_notebook(page, base, NB)
        run_all(page)
        assert kernel_errors(page) == []
        board = page.locator(W)
        board.wait_for(timeout=30_000)
        settled(page)

        # Reach Jasper's Move & Shoot by clicking (setup square, automatic steps, placement)
        for _ in range(6):
            p = phase(page)
            if p == "move_shoot":
                break
            if p == "setup":
                board.locator(".zot-cell.zot-reach").nth(2).click()
            elif p == "place":
                board.locator(".zot-place").first.click()
            else:
                board.locator("[data-act=auto]").click()
            wait_phase(page, f"p !== {json.dumps(p)}")
        assert phase(page) == "move_shoot"

        # Move Jasper: click the path square farthest from him within reach
        jasper = kernel_json(page, "board.game.state.board.jasper")
        reach = [int(c) for c in board.locator(".zot-cell.zot-reach").evaluate_all(
            "els => els.map(e => e.dataset.col)")]
        assert reach == kernel_json(page, "board.reach")
        target = max(reach, key=lambda c: (abs(c - jasper), c))
        path = board.locator(f".zot-cell[data-row='10'][data-col='{target}']")
        path.click()
        page.wait_for_function(
            "(el) => el.classList.contains('zot-aim')", arg=path.element_handle(), timeout=10_000
        )
        assert kernel_json(page, "board.aim") == target

        # the keyboard does the same: focus another square, press Enter, then come back
        other = next(c for c in reach if c != target)
        cell = board.locator(f".zot-cell[data-row='10'][data-col='{other}']")
        cell.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(
            "(el) => el.classList.contains('zot-aim')", arg=cell.element_handle(), timeout=10_000
        )
        path.focus()
        page.keyboard.press(" ")
        page.wait_for_function(
            "(el) => el.classList.contains('zot-aim')", arg=path.element_handle(), timeout=10_000
        )

        # Cast a spell by clicking: Magical Fire if it is allowed, else Flower Power
        spell = "fire" if board.locator("[data-spell=fire]").is_enabled() else "flower"
        board.locator(f"[data-spell={spell}]").click()
        wait_phase(page, "p !== 'move_shoot'")
        settled(page)

        last = kernel_json(
            page, "[type(board.game.log[-1].move).__name__, board.game.log[-1].move.column, "
            "board.game.log[-1].move.spell, board.game is g]"
        )
        assert last == ["MoveShoot", target, spell, True]
        kernel_board = kernel_exec(page, "print(g.state.board.to_text())").strip()
        dom_board = board.evaluate(DOM_BOARD)
        assert dom_board == kernel_board
        assert dom_board.splitlines()[-1][target - 1] == "J"
        assert int(board.locator("[data-stat=score] .zot-stat-v").text_content()) == \
            kernel_json(page, "g.state.score")
        assert board.locator(".zot-events li").count() >= 1

        board.screenshot(path=str(ARTIFACTS / "zot-lesson07-widget.png"))
        page.screenshot(path=str(ARTIFACTS / "zot-lesson07-page.png"))

        # The next Descend, with reduced motion: an arrow for each token that moved, and no
        # animation at all
        page.emulate_media(reduced_motion="reduce")
        board.evaluate(
            """(root) => {
              window.__animated = false;
              window.__anim = new MutationObserver(() => {
                if (root.dataset.animating !== undefined) window.__animated = true;
              });
              window.__anim.observe(root, { attributes: true, attributeFilter: ['data-animating'] });
            }"""
        )
        answered(board, lambda: board.locator("[data-act=auto]").click())
        assert page.evaluate("() => { window.__anim.disconnect(); return window.__animated; }") \
            is False
        moved = kernel_json(
            page, "[[e.data['from'], e.data['to']] for e in [x for x in board.game.log "
            "if x.step == 'descend'][-1].events if 'from' in e.data and e.data['from'] != e.data['to']]")
        arrows = board.locator(".zot-overlay .zot-arrow").evaluate_all(
            "els => els.map(e => [e.dataset.from.split(',').map(Number), e.dataset.to.split(',').map(Number)])")
        assert arrows == moved and moved
        board.screenshot(path=str(ARTIFACTS / "zot-lesson07-descend-arrows.png"))
        page.emulate_media(reduced_motion="no-preference")

        # The lesson's edge case (third widget): Magical Fire's chain lights up square by
        # square in the engine's breadth-first order.
        edge = page.locator(f"{PANEL} .zot >> nth=2")
        edge.scroll_into_view_if_needed()
        for _ in range(4):
            p = edge.get_attribute("data-phase")
            if p == "move_shoot":
                break
            if p == "place":
                edge.locator(".zot-place").first.click()
            else:
                edge.locator("[data-act=auto]").click()
            page.wait_for_function(
                "([el, p]) => el.dataset.phase !== p", arg=[edge.element_handle(), p],
                timeout=10_000,
            )
        edge.evaluate(
            """(root) => {
              window.__lit = [];
              window.__obs = new MutationObserver((records) => {
                for (const r of records) {
                  const c = r.target;
                  if (c.classList && c.classList.contains('zot-lit')) {
                    const sq = [Number(c.dataset.row), Number(c.dataset.col)];
                    if (!window.__lit.some((x) => x[0] === sq[0] && x[1] === sq[1]))
                      window.__lit.push(sq);
                  }
                }
              });
              window.__obs.observe(root.querySelector('.zot-grid'),
                { subtree: true, attributes: true, attributeFilter: ['class'] });
            }"""
        )
        edge.locator("[data-spell=fire]").click()
        page.wait_for_function(
            "(el) => el.dataset.phase !== 'move_shoot' && el.dataset.animating === undefined",
            arg=edge.element_handle(), timeout=15_000,
        )
        lit = page.evaluate("() => { window.__obs.disconnect(); return window.__lit; }")
        chain = kernel_json(
            page, "[e.data['chain'] for e in edge_game.log[-1].events "
            "if e.rule == 'zot.spell.chain'][0]"
        )
        assert len(chain) == 6
        assert lit == chain
        for i, (r, c) in enumerate(chain, start=1):  # the numbers stay after the animation
            cell = edge.locator(f".zot-grid .zot-cell[data-row='{r}'][data-col='{c}']")
            assert cell.locator(".zot-order").text_content() == str(i)
        edge.screenshot(path=str(ARTIFACTS / "zot-lesson07-chain.png"))

        # The Smash choice (the fourth widget): the pumpkins the zombies may smash are
        # outlined, dotted lines join each zombie to the pumpkins it touches, and a click on a
        # pumpkin makes the choice
        choice = page.locator(f"{PANEL} .zot >> nth=3")
        choice.scroll_into_view_if_needed()
        for _ in range(6):
            p = choice.get_attribute("data-phase")
            if p == "smash_choice":
                break
            if p == "place":
                answered(choice, lambda: choice.locator(".zot-place").first.click())
            elif p == "move_shoot":
                answered(choice, lambda: choice.locator("[data-spell=none]").click())
            else:
                answered(choice, lambda: choice.locator("[data-act=auto]").click())
        assert choice.get_attribute("data-phase") == "smash_choice"
        sets = kernel_json(page, "[list(c) for c in zot.smash_choices(choice_game.state.board)]")
        assert sets == [[4], [6]]
        assert cols_of(choice.locator(".zot-cell.zot-choosable")) == [4, 6]
        assert choice.locator(".zot-choice").count() == 2
        contacts = kernel_json(page, "len(zot.smash_matching(choice_game.state.board)[0].edges)")
        assert choice.locator(".zot-overlay .zot-contact").count() == contacts == 2
        found = violations(page, f"{PANEL} .gw")
        assert found == [], f"axe at the Smash choice: {json.dumps(found, indent=1)}"
        choice.screenshot(path=str(ARTIFACTS / "zot-lesson07-smash-choice.png"))

        # a click on a pumpkin no zombie touches says why, next to the board, and changes nothing
        n = kernel_json(page, "len(choice_game.log)")
        # (force: the square is marked aria-disabled, as nothing can be done there)
        answered(choice, lambda: choice.locator(".zot-cell[data-row='9'][data-col='1']").click(
            force=True))
        alert = choice.locator(".gw-error")
        assert alert.is_visible() and "no zombie can smash the pumpkin in column 1" in \
            alert.text_content()
        assert kernel_json(page, "len(choice_game.log)") == n
        choice.screenshot(path=str(ARTIFACTS / "zot-lesson07-smash-refused.png"))

        # pointing at a set previews it; clicking the pumpkin in column 6 chooses it
        choice.locator(".zot-choice").nth(1).hover()
        assert cols_of(choice.locator(".zot-cell.zot-preview")) == [6]
        answered(choice, lambda: choice.locator(".zot-cell[data-row='9'][data-col='6']").click())
        last = kernel_json(page, "[type(choice_game.log[-1].move).__name__, "
                                 "list(choice_game.log[-1].move.columns)]")
        assert last == ["Smash", [6]]
        assert choice.evaluate(DOM_BOARD) == kernel_exec(
            page, "print(choice_game.state.board.to_text())").strip()
        assert choice.get_attribute("data-phase") != "smash_choice"
        assert choice.locator(".zot-choice").count() == 0
        choice.screenshot(path=str(ARTIFACTS / "zot-lesson07-smash-chosen.png"))

        # the link to the docs page opens it in JupyterLab
        link = page.locator(f"{PANEL} .jp-MarkdownOutput a", has_text="docs page").last
        link.scroll_into_view_if_needed()
        link.click()
        page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget?.context?.path === "
            "'docs/jasper-and-zot.md'", timeout=15_000)
