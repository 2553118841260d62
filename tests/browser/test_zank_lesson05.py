"""Zankapfel lesson 5 in a real browser: JupyterLab on 127.0.0.1, Debian's Chromium, Python
Playwright, axe-core.

Opens the lesson, runs every cell through the app, and plays the lesson's contention table by
clicks: red plays a yellow apple (blue, an eager bot, holds only yellow ones), moves the mayor
with the keyboard, commits a numbered card, takes a die, passes, and watches the reveal. Blue's
committed card stays face down in the page (and in the traits) until the reveal; after it, the
cards, dice, totals, winner and the farmers' places in the page equal the kernel's. Then the
hot-seat table: the pass screen, one seat's hand, the screen again before the next person.
axe-core finds no violation in any state; screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json

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

LESSON = REPO / "notebooks" / "zankapfel" / "05-a-full-game-at-the-table.ipynb"
NB = LESSON.name
ARTIFACTS = REPO / "test-artifacts"
TABLES = f"{PANEL} .zank"
# the hand in the page: one card per kind with its count
HAND_JS = "els => els.flatMap(e => Array(Number(e.dataset.count)).fill(e.dataset.card))"
# the lesson's tables, in order: table, duel_table, replay, class_table, mine (the corner
# edge case's table appears only once the reader has answered its question)
DUEL, HOTSEAT = 1, 3


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


def answered(root, action, timeout=20_000) -> None:
    """Do ``action`` and wait until the table has drawn the kernel's answer and finished any
    animation."""
    ack = root.get_attribute("data-ack")
    action()
    root.page.wait_for_function(
        "([el, ack]) => el.dataset.ack !== ack && el.dataset.animating === undefined",
        arg=[root.element_handle(), ack], timeout=timeout,
    )


def no_violations(page, selector: str, where: str) -> None:
    found = violations(page, selector)
    assert found == [], f"axe found problems {where}:\n" + json.dumps(found, indent=1)


def shot(root, name: str) -> None:
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(ARTIFACTS / f"zank-lesson05-{name}.png"))


def test_lesson_05_a_contention_by_clicks_and_the_hot_seat():
    with jupyterlab({NB: LESSON}) as (base, _root), chromium_page(1400, 1100) as page:
        open_notebook(page, base, NB)
        run_all(page)
        assert kernel_errors(page) == []
        tables = page.locator(TABLES)
        tables.nth(HOTSEAT).wait_for(timeout=30_000)
        assert tables.count() == 5
        no_violations(page, TABLES, "in lesson 5's five tables as they open")
        shot(tables.nth(0), "01-new-game")

        duel = tables.nth(DUEL)
        duel.evaluate("(el) => { el.dataset.test = 'duel'; }")  # axe takes CSS selectors
        tables.nth(HOTSEAT).evaluate("(el) => { el.dataset.test = 'hotseat'; }")
        duel.scroll_into_view_if_needed()
        assert duel.get_attribute("data-choice") == "choose"
        hand = duel.locator(".zank-hand .zank-card").evaluate_all(
            HAND_JS)
        assert hand == kernel_json(page, "duel.view('red')['hand']")

        # 1. play the yellow apple: the bots play theirs face down
        answered(duel, lambda: duel.locator("button.zank-card[data-card=yellow]").click())
        assert kernel_json(page, "duel.view('red')['table']") == {
            "red": "yellow", "blue": "face down", "yellow": "face down", "green": "face down"}
        for p in ("blue", "yellow", "green"):
            assert duel.locator(f"tr[data-seat={p}] td[data-table]").get_attribute(
                "data-table") == "face down"
        assert duel.get_attribute("data-choice") == "mayor"
        shot(duel, "02-cards-played")

        # 2. the mayor, with the keyboard: focus (1, 4) in the orchard and press Enter
        cell = duel.locator(".zank-cell[data-row='1'][data-col='4']")
        assert "zank-target" in cell.get_attribute("class")
        cell.focus()
        answered(duel, lambda: page.keyboard.press("Enter"))
        assert kernel_json(page, "duel.view()['mayor']") == [1, 4]
        assert duel.get_attribute("data-choice") == "commit"
        assert duel.locator(".zank-contest").get_attribute("data-colour") == "yellow"

        # 3. commit a numbered card: blue commits too, face down
        answered(duel, lambda: duel.locator("button[data-key=commit-8]").click())
        blue_number = kernel_json(page, "duel.state.bid.cards[duel.state.bid.index('blue')]")
        assert isinstance(blue_number, int)
        row = duel.locator(".zank-contest .zank-live li[data-seat=blue]")
        assert row.locator("[data-card]").first.get_attribute("data-card") == "face down"
        assert str(blue_number) not in row.inner_text()
        assert kernel_json(page, "duel_table.contests[0]['live']['cards']") == {
            "red": 8, "blue": "face down"}
        assert duel.locator(".zank-contest .zank-live li[data-seat=red] [data-card]").first \
            .get_attribute("data-card") == "8"
        assert duel.get_attribute("data-choice") == "dice"
        # red's own numbers say which card is committed (the public list keeps it till the reveal)
        note = duel.locator(".zank-hand .zank-note").last.inner_text()
        assert "(and 8, committed face down)" in note and " 8 " not in note.split("(")[0] + " "
        no_violations(page, "[data-test=duel]", "during the dice bidding")
        shot(duel, "03-committed")

        # 4. take a die (2 points at once), then pass until the bidding ends
        kernel_exec(page, "duel.force('dice.red', (4,))")
        answered(duel, lambda: duel.locator("button[data-key=take-1]").click())
        assert kernel_json(page, "duel.view()['positions']['red']") == -2
        assert duel.locator("tr[data-seat=red] td[data-pos]").get_attribute("data-pos") == "-2"
        assert duel.locator(".zank-live li[data-seat=red] .zank-dice").get_attribute(
            "data-held") == "1"
        shot(duel, "04-took-a-die")
        for _ in range(16):  # stand; a tie (blue's card is its bot's mixed choice) is bid again
            choice = duel.get_attribute("data-choice")
            if choice == "commit":  # the re-bid: commit the first card offered
                answered(duel, lambda: duel.locator("button[data-key^=commit-]").first.click())
                continue
            if choice != "dice":
                break
            stand = duel.locator("button[data-key=stand]")
            ack = duel.get_attribute("data-ack")
            stand.click()
            # the reveal is animated: catch it half way, then wait for its end
            page.wait_for_function("([el, ack]) => el.dataset.ack !== ack",
                                   arg=[duel.element_handle(), ack], timeout=20_000)
            if duel.get_attribute("data-animating") is not None:
                shot(duel, "05-reveal-animating")
                try:  # skip to the end (the reveal may have ended by now)
                    duel.locator("[data-act=skip-reveal]").click(timeout=1_000)
                    skipped = True
                except Exception:
                    skipped = False
                if skipped:
                    assert duel.get_attribute("data-animating") is None, "the skip did not end it"
            page.wait_for_function("(el) => el.dataset.animating === undefined",
                                   arg=duel.element_handle(), timeout=20_000)
            assert duel.locator("[data-act=skip-reveal]").count() == 0

        # 5. the reveal: the page shows what the kernel's public log says
        trace = kernel_json(page, "[(r.player, r.card, list(r.dice), r.total) for r in "
                                  "zank.contention_trace(duel, 1).bids[-1].reveals]")
        first = kernel_json(page, "[(r.player, r.card, list(r.dice), r.total) for r in "
                                  "zank.contention_trace(duel, 1).bids[0].reveals]")
        winner = kernel_json(page, "zank.contention_trace(duel, 1).winner")
        panel = duel.locator(".zank-contest[data-colour=yellow]")
        assert panel.get_attribute("data-winner") == winner
        for player, card, dice, total in trace:
            li = panel.locator(f".zank-round li[data-seat={player}]").last
            assert li.locator("[data-card]").first.get_attribute("data-card") == str(card)
            assert li.locator("[data-dice]").get_attribute("data-dice") == ",".join(map(str, dice))
            assert li.locator("[data-total]").get_attribute("data-total") == str(total)
        assert ("red", 8, [4], 12) in [tuple(t) for t in first]
        assert panel.locator("li.zank-won").get_attribute("data-seat") == winner
        positions = kernel_json(page, "duel.view()['positions']")
        for p, x in positions.items():
            assert duel.locator(f"tr[data-seat={p}] td[data-pos]").get_attribute(
                "data-pos") == str(x)
        no_violations(page, "[data-test=duel]", "after the reveal")
        shot(duel, "06-revealed")

        # the hot seat: a pass screen, red's view, the screen again before blue
        hot = tables.nth(HOTSEAT)
        hot.scroll_into_view_if_needed()
        cover = hot.locator(".gw-cover")
        assert cover.is_visible() and "Pass the screen to red" in cover.text_content()
        assert hot.locator(".zank-card").count() == 0
        no_violations(page, "[data-test=hotseat]", "on the pass screen")
        shot(hot, "07-hotseat-pass-to-red")
        answered(hot, lambda: hot.locator("[data-act=reveal]").click())
        answered(hot, lambda: hot.locator(".zank-cell[data-row='0'][data-col='0']").click())
        assert cover.is_visible() and "Pass the screen to blue" in cover.text_content()
        assert "red takes away the harvest chip on (0, 0)." in cover.text_content()
        answered(hot, lambda: hot.locator("[data-act=reveal]").click())
        answered(hot, lambda: hot.locator(".zank-cell[data-row='4'][data-col='4']").click())
        for seat, square in (("yellow", (2, 2)), ("red", (4, 0)), ("blue", (0, 4)),
                             ("yellow", (1, 1))):
            assert f"Pass the screen to {seat}" in cover.text_content()
            answered(hot, lambda: hot.locator("[data-act=reveal]").click())
            answered(hot, lambda r=square[0], c=square[1]: hot.locator(
                f".zank-cell[data-row='{r}'][data-col='{c}']").click())
        answered(hot, lambda: hot.locator("[data-act=reveal]").click())  # red places the mayor
        answered(hot, lambda: hot.locator(".zank-cell[data-row='2'][data-col='3']").click())
        red_hand = kernel_json(page, "class_table.game.view('red')['hand']")
        shown = hot.locator(".zank-hand .zank-card").evaluate_all(
            HAND_JS)
        assert shown == red_hand and hot.get_attribute("data-seat") == "red"
        shot(hot, "08-hotseat-red")
        answered(hot, lambda: hot.locator(".zank-hand .zank-card").first.click())
        assert cover.is_visible() and "Pass the screen to blue" in cover.text_content()
        assert hot.locator(".zank-hand .zank-card").count() == 0
        assert kernel_json(page, "[class_table.seat, 'hand' in class_table.view]") == ["", False]
        no_violations(page, "[data-test=hotseat]", "on the pass screen to blue")
        shot(hot, "09-hotseat-pass-to-blue")


# every orchard square and every card of the hand, with where it lies against the part of the
# notebook the screen shows (the notebook's scrolling area, inside the window)
SEEN = """(root) => {
  const scroller = root.closest('.jp-WindowedPanel-outer') || root.closest('.jp-Notebook');
  const s = scroller.getBoundingClientRect();
  const top = Math.max(0, s.top), bottom = Math.min(window.innerHeight, s.bottom);
  const left = Math.max(0, s.left), right = Math.min(window.innerWidth, s.right);
  const out = [];
  const look = (els, name) => els.forEach((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < top - 0.5 || r.bottom > bottom + 0.5 || r.left < left - 0.5 || r.right > right + 0.5)
      out.push(`${name(el)}: ${Math.round(r.top)}-${Math.round(r.bottom)} px down, `
        + `${Math.round(r.left)}-${Math.round(r.right)} px across`);
  });
  const cells = [...root.querySelectorAll('.zank-cell')];
  const cards = [...root.querySelectorAll('.zank-hand .zank-card')];
  look(cells, (el) => `square (${el.dataset.row}, ${el.dataset.col})`);
  look(cards, (el) => `the ${el.dataset.card} card`);
  return { cells: cells.length, cards: cards.length, out,
           shown: `${Math.round(top)}-${Math.round(bottom)} px down, ${Math.round(left)}-${Math.round(right)} px across` };
}"""


def test_lesson_05_the_orchard_and_the_hand_share_a_projector_screen():
    """At 1024x768 with JupyterLab's file browser open, the contention table scrolled to its
    top shows all 25 squares of the orchard and every card of red's hand at once: playing a
    card for the mayor's square needs no scrolling."""
    with jupyterlab({NB: LESSON}) as (base, _root), chromium_page(1024, 768) as page:
        open_notebook(page, base, NB)
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        page.wait_for_selector(".jp-FileBrowser:not(.lm-mod-hidden)", timeout=10_000)
        run_all(page)
        assert kernel_errors(page) == []
        tables = page.locator(TABLES)
        tables.nth(HOTSEAT).wait_for(timeout=30_000)
        duel = tables.nth(DUEL)
        assert duel.get_attribute("data-choice") == "choose"
        duel.evaluate("(el) => el.scrollIntoView({ block: 'start' })")
        page.wait_for_timeout(500)  # JupyterLab and the widget settle
        seen = duel.evaluate(SEEN)
        page.screenshot(path=str(ARTIFACTS / "zank-lesson05-10-projector-board-and-hand.png"))
        assert seen["cells"] == 25 and seen["cards"] >= 3, seen
        assert seen["out"] == [], (
            f"at 1024x768 the notebook shows {seen['shown']}; out of it:\n" + "\n".join(seen["out"]))
