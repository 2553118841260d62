"""Lesson 07 in a real browser: JupyterLab on 127.0.0.1, Debian's Chromium, Python Playwright.

Opens the lesson, runs every cell through the app, moves Jasper and casts a spell by clicking
(and once with the keyboard), then checks that the board in the page and the game in the
kernel agree. A screenshot is saved under ``test-artifacts/``.
"""

from __future__ import annotations

import json

import pytest

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
NB = "07-play-a-full-game.ipynb"
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


def test_lesson_07_play_by_clicking():
    try:
        require_chromium()
    except NoChromium as e:
        pytest.fail(str(e))
    assert LESSON.exists(), f"missing lesson {LESSON}"
    ARTIFACTS.mkdir(exist_ok=True)
    with jupyterlab({NB: LESSON}) as (base, _root), chromium_page() as page:
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
