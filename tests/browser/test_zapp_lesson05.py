"""Zapp Zerapp's lesson 05 in a real browser: JupyterLab on 127.0.0.1, Debian's Chromium,
Python Playwright (``lab.py``), axe-core from npm (``axe.py``).

Runs every cell, then plays by clicking and with the keyboard: shakes barrels and reads the
rattle (checked against ``game.shake`` in the kernel), sets one down, previews a move (its
marks and an overlook toggle), moves and watches the banishment pass walk the path, passes a
hot-seat screen (no reading of the previous seat left in the page, no secret number before
the reveal), travels in time through the bot game. After each step the page is checked
against the kernel (where every wizard stands, which barrels are taken, the marks of the
pass), axe finds no violation, and screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import re

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

LESSON = REPO / "notebooks" / "zapp-zerapp" / "05-play-a-full-game.ipynb"
NB = LESSON.name
ARTIFACTS = REPO / "test-artifacts"
ZAPP = f"{PANEL} .zapp"
# the lesson's widgets, in order
BOARD, SET_UP, REPLAY, FRIENDS, END = range(5)


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


def widget(page, n):
    return page.locator(f"{ZAPP} >> nth={n}")


def answered(root, action, timeout=30_000) -> None:
    """Do ``action`` and wait until the widget has drawn the kernel's answer and finished
    any animation."""
    ack = root.get_attribute("data-ack")
    action()
    root.page.wait_for_function(
        "([el, ack]) => el.dataset.ack !== ack && el.dataset.animating === undefined",
        arg=[root.element_handle(), ack], timeout=timeout,
    )


def settled(root, timeout=30_000) -> None:
    root.page.wait_for_function("(el) => el.dataset.animating === undefined",
                                arg=root.element_handle(), timeout=timeout)


def no_violations(page, selector: str, where: str) -> None:
    found = violations(page, selector)
    assert found == [], f"axe found problems {where}:\n" + json.dumps(found, indent=1)


def dom_spots(root) -> dict:
    """Where the page draws each wizard (SVG user units), from the DOM."""
    raw = root.evaluate("""(el) => Object.fromEntries([...el.querySelectorAll('.zapp-wizard')]
        .map((w) => [w.dataset.wizard, w.style.transform]))""")
    out = {}
    for w, tr in raw.items():
        x, y = map(float, re.findall(r"-?[\d.]+", tr)[:2])
        out[w] = [round(x, 3), round(y, 3)]
    return out


def kernel_spots(page, game: str) -> dict:
    """Where every wizard stands in the kernel's game (its full state), drawn by the look."""
    return kernel_json(page, (
        "{w: __import__('zzlib.look.zapp', fromlist=['x']).svg_xy(xy) for w, xy in "
        f"__import__('zzlib.look.zapp', fromlist=['x']).places_xy({game}.board, "
        f"{game}.state.position).items()}}"))


def readings(root) -> dict:
    return root.evaluate("""(el) => Object.fromEntries([...el.querySelectorAll('.zapp-barrel')]
        .map((b) => [b.dataset.barrel, b.querySelector('.zapp-reading').textContent])
        .filter(([, t]) => t))""")


def test_lesson_05_play_by_clicking_and_keys_against_the_kernel():
    with jupyterlab({NB: LESSON}) as (base, _root), chromium_page(height=1400) as page:
        open_notebook(page, base, NB)
        run_all(page)
        assert kernel_errors(page) == []
        page.locator(ZAPP).nth(END).wait_for(timeout=30_000)
        assert page.locator(ZAPP).count() == 5
        no_violations(page, ZAPP, "in lesson 05's widgets as they open")

        # -- the game against three bots: shake (click and keyboard), set down ---------------
        board = widget(page, BOARD)
        board.scroll_into_view_if_needed()
        assert board.get_attribute("data-phase") == "choose"
        assert kernel_json(page, "g.to_move") == "red"
        open_ = board.locator(".zapp-barrel.zapp-open")
        first = open_.nth(0).get_attribute("data-barrel")
        second = open_.nth(3).get_attribute("data-barrel")
        answered(board, lambda: board.locator(f".zapp-barrel[data-barrel='{first}']").click())
        # it rattles (an animation on the barrel's body; none under prefers-reduced-motion)
        assert board.locator(f".zapp-barrel[data-barrel='{first}'] .zapp-barrel-body").evaluate(
            "(el) => el.getAnimations().length") == 1
        board.locator(f".zapp-barrel[data-barrel='{second}']").focus()
        answered(board, lambda: page.keyboard.press("Enter"))
        want = kernel_json(page, f"{{b: f'≈{{g.shake(b, \"red\"):.1f}}' for b in {[first, second]!r}}}")
        assert readings(board) == want
        board.screenshot(path=str(ARTIFACTS / "zapp-lesson05-shaken.png"))
        answered(board, lambda: page.keyboard.press("d"))  # sets down the last barrel shaken
        assert kernel_json(page, "[type(e.move).__name__ for e in g.log if e.player == 'red']") \
            == ["Choose"]
        assert kernel_json(page, "g.log[[e.player for e in g.log].index('red')].move.barrel") \
            == second
        assert dom_spots(board) == kernel_spots(page, "g")
        # the page shows the kernel's view: barrels taken now, the magic number
        taken = board.evaluate("(el) => [...el.querySelectorAll('.zapp-barrel.zapp-taken')]"
                               ".map((b) => b.dataset.barrel).sort()")
        assert taken == sorted(kernel_json(page, "g.view('red')['chosen']").values())
        magic = kernel_json(page, "g.view('red')['magic']")
        assert board.locator("[data-stat='magic number'] .zapp-stat-v").text_content() \
            .endswith(f"= {magic}")
        # fair play: the line says so; Undo of the barrel set down is refused in one sentence
        assert board.locator(".gw-fair").text_content().startswith("Fair play:")
        saved = kernel_json(page, "g.to_json()")
        answered(board, lambda: board.locator("[data-act=undo]").click())
        refusal = board.locator(".gw-error")
        assert refusal.is_visible() and "cannot be taken back" in refusal.text_content()
        assert "zapp.barrels.keep" in refusal.text_content()
        assert kernel_json(page, "g.to_json()") == saved  # nothing changed
        board.screenshot(path=str(ARTIFACTS / "zapp-lesson05-undo-refused.png"))

        # -- the round set up for a banishment -------------------------------------------------
        setup = widget(page, SET_UP)
        setup.scroll_into_view_if_needed()
        for b in ("A", "B"):
            answered(setup, lambda b=b: setup.locator(f".zapp-barrel[data-barrel='{b}']").click())
        setup.locator(".zapp-barrel[data-barrel='C']").focus()
        answered(setup, lambda: page.keyboard.press(" "))
        assert readings(setup) == {"A": "≈9.0", "B": "≈13.0", "C": "≈5.0"}
        assert readings(setup) == kernel_json(
            page, "{b: f'≈{round_game.shake(b, \"red\"):.1f}' for b in 'ABC'}")
        answered(setup, lambda: setup.locator("[data-act=set-down]").click())
        assert setup.get_attribute("data-phase") == "move"
        assert kernel_json(page, "round_game.view(None)['revealed']") == {
            "red": 5, "green": 4, "blue": 3, "yellow": 2}
        numbers = setup.evaluate("(el) => Object.fromEntries([...el.querySelectorAll("
                                 "'.zapp-barrel')].map((b) => [b.dataset.barrel, b.querySelector("
                                 "'.zapp-number').textContent]).filter(([, t]) => t))")
        chosen = kernel_json(page, "round_game.view(None)['chosen']")
        assert numbers == {chosen[p]: str(n) for p, n in
                           {"red": 5, "green": 4, "blue": 3, "yellow": 2}.items()}
        movable = setup.evaluate("(el) => [...el.querySelectorAll('.zapp-wizard.zapp-movable')]"
                                 ".map((w) => w.dataset.wizard).sort()")
        assert movable == ["R1", "R2", "R3"]

        # preview: click R1; every wizard it meets is marked, the landing ghost drawn
        n = kernel_json(page, "len(round_game.log)")
        answered(setup, lambda: setup.locator(".zapp-wizard[data-wizard='R1']").click())
        marks = setup.evaluate("(el) => Object.fromEntries([...el.querySelectorAll("
                               "'.zapp-wizards .zapp-badge[data-mark]')].map((b) => "
                               "[b.parentNode.dataset.wizard, b.dataset.mark]))")
        assert marks == {"G2": "same_level", "Y1": "banished", "G1": "protected",
                         "B1": "banished", "Y2": "banished"}
        assert setup.locator("[data-ghost='R1']").count() == 1
        assert kernel_json(page, "len(round_game.log)") == n  # a preview plays nothing
        assert "banishes Y1, B1 and Y2" in setup.locator(".zapp-preview-text").text_content()
        no_violations(page, ZAPP, "with a preview")
        setup.screenshot(path=str(ARTIFACTS / "zapp-lesson05-preview.png"))
        # toggle: overlook Y1 by clicking it on the board, then take it back by its button
        answered(setup, lambda: setup.locator(".zapp-wizard[data-wizard='Y1']").click())
        y1 = setup.locator(".zapp-wizard[data-wizard='Y1']")
        assert y1.get_attribute("aria-pressed") == "true"
        assert y1.locator(".zapp-badge").get_attribute("data-mark") == "overlooked"
        assert kernel_json(page, "sorted(set_up.preview['move']['spare'])") == ["Y1"]
        answered(setup, lambda: setup.locator("[data-choice='spare:Y1']").click())
        assert y1.get_attribute("aria-pressed") == "false"

        # move: the pass walks the path field by field (watched in the DOM)
        setup.evaluate("""(el) => {
          const w = el.querySelector(".zapp-wizard[data-wizard='R1']");
          window.__steps = [];
          window.__obs = new MutationObserver(() => {
            const t = w.style.transform;
            if (window.__steps[window.__steps.length - 1] !== t) window.__steps.push(t);
          });
          window.__obs.observe(w, { attributes: true, attributeFilter: ['style'] });
        }""")
        answered(setup, lambda: setup.locator("[data-act=move]").click())
        steps = page.evaluate("() => { window.__obs.disconnect(); return window.__steps; }")
        assert len(set(steps)) >= 5, steps  # one stop per field of its path at least
        red_move = kernel_json(
            page, "[(e.move.wizard, sorted(ev.data['wizard'] for ev in e.events "
            "if ev.rule == 'zapp.banish')) for e in round_game.log if e.player == 'red' "
            "and type(e.move).__name__ == 'MoveWizard'][0]")
        assert red_move == ["R1", ["B1", "Y1", "Y2"]]
        listed = setup.evaluate("""(el) => {
          const move = [...el.querySelectorAll('.zapp-pass-move')]
            .find((m) => m.querySelector('.zapp-pass-title').textContent.startsWith('red moves R1'));
          return [...move.querySelectorAll('li[data-mark="banished"]')]
            .map((li) => [li.dataset.wizard, li.dataset.rule]).sort();
        }""")
        assert listed == [["B1", "zapp.banish"], ["Y1", "zapp.banish"], ["Y2", "zapp.banish"]]
        assert dom_spots(setup) == kernel_spots(page, "round_game")
        setup.screenshot(path=str(ARTIFACTS / "zapp-lesson05-pass.png"))
        # time travel back to red's move: the board marks its banishments
        k = kernel_json(page, "[i for i, e in enumerate(round_game.log) if e.player == 'red' "
                              "and type(e.move).__name__ == 'MoveWizard'][0]")
        for _ in range(kernel_json(page, "len(round_game.log) - 1") - k):
            answered(setup, lambda: setup.locator("[data-act=back]").click())
        assert setup.get_attribute("data-index") == str(k)
        ghosts = setup.evaluate("(el) => [...el.querySelectorAll('.zapp-ghosts [data-ghost]')]"
                                ".map((g) => g.dataset.ghost).sort()")
        assert ghosts == ["B1", "Y1", "Y2"]
        setup.screenshot(path=str(ARTIFACTS / "zapp-lesson05-pass-time-travel.png"))
        answered(setup, lambda: setup.locator("[data-act=now]").click())

        # -- the hot seat: nobody's readings on the next screen, no number before the reveal --
        friends = widget(page, FRIENDS)
        friends.scroll_into_view_if_needed()
        first_seat = kernel_json(page, "friends.cover.get('seat')")
        assert first_seat and friends.locator(".gw-cover").is_visible()
        no_violations(page, ZAPP, "with the hot seat's pass screen")
        answered(friends, lambda: friends.locator("[data-act=reveal]").click())
        shaken = []
        for b in friends.locator(".zapp-barrel.zapp-open").evaluate_all(
                "els => els.slice(0, 3).map((e) => e.dataset.barrel)"):
            answered(friends, lambda b=b: friends.locator(f".zapp-barrel[data-barrel='{b}']").click())
            shaken.append(b)
        mine = readings(friends)
        assert set(mine) == set(shaken)
        answered(friends, lambda: friends.locator("[data-act=set-down]").click())
        nxt = kernel_json(page, "friends.cover.get('seat')")
        assert nxt and nxt != first_seat
        text = friends.evaluate("(el) => el.textContent")
        assert "≈" not in text and f"Pass the screen to {nxt}" in text
        friends.screenshot(path=str(ARTIFACTS / "zapp-lesson05-hotseat-cover.png"))
        answered(friends, lambda: friends.locator("[data-act=reveal]").click())
        assert friends.get_attribute("data-seat") == nxt
        assert "≈" not in friends.evaluate("(el) => el.textContent") and readings(friends) == {}
        # before the reveal no secret number is on the page, only "secret until the reveal"
        assert friends.evaluate("(el) => [...el.querySelectorAll('.zapp-number')]"
                                ".every((n) => n.textContent === '')")
        barrel = kernel_json(page, f"friends.game.view(None)['chosen'][{first_seat!r}]")
        label = friends.locator(f".zapp-barrel[data-barrel='{barrel}']").get_attribute("aria-label")
        assert label == f"Barrel {barrel}, set down by {first_seat} (secret until the reveal)"
        assert dom_spots(friends) == kernel_spots(page, "friends.game")
        no_violations(page, ZAPP, "after passing the hot seat")

        # -- the bot game in time travel ---------------------------------------------------------
        replay = widget(page, REPLAY)
        replay.scroll_into_view_if_needed()
        assert replay.get_attribute("data-phase") == "over"
        last = kernel_json(page, "len(bot_game.log) - 1")
        slider = replay.locator("input[type=range]")
        slider.focus()
        for _ in range(3):
            answered(replay, lambda: page.keyboard.press("ArrowLeft"))
        i = int(replay.get_attribute("data-index"))
        assert i == last - 3
        assert dom_spots(replay) == kernel_json(page, (
            "{w: __import__('zzlib.look.zapp', fromlist=['x']).svg_xy(xy) for w, xy in "
            "__import__('zzlib.look.zapp', fromlist=['x']).places_xy(bot_game.board, "
            f"bot_game.states[{i}].position).items()}}"))
        replay.screenshot(path=str(ARTIFACTS / "zapp-lesson05-replay.png"))
        # a practice table says so, and plays on from the past (what fair play refuses)
        fair_line = replay.locator(".gw-fair")
        assert fair_line.get_attribute("data-mode") == "practice"
        assert fair_line.text_content().startswith("Practice table:")
        answered(replay, lambda: replay.locator("[data-act=resume]").click())
        answered(replay, lambda: replay.locator("[data-act=confirm]").click())
        assert replay.locator(".gw-error").is_hidden()
        assert kernel_json(page, "len(replay.game.log) - 1") >= i
        no_violations(page, ZAPP, "at the end")
        page.screenshot(path=str(ARTIFACTS / "zapp-lesson05-page.png"))
