"""Zapp Zerapp's lesson 05 in a real browser: JupyterLab on 127.0.0.1, Debian's Chromium,
Python Playwright (``lab.py``), axe-core from npm (``axe.py``).

Runs every cell, then plays by clicking and with the keyboard: shakes barrels and reads the
rattle (checked against ``game.shake`` in the kernel), sets one down (the test, as referee,
picks a barrel too high and sees it told on the plateau and in the status line), previews a
move (its marks and an overlook toggle), moves and watches the banishment pass walk the path,
plays the Pro round (carries two wizards along, sees them in the city side by side), passes
a hot-seat screen (no reading of the previous seat left in the page, no secret number before
the reveal), travels in time through the bot game. Clicks that cannot act (a wizard in phase
2, a barrel after setting one down or in phase 3, the plateau, another player's wizard, a
field no wizard reaches) each answer with a refusal naming the rule. After each step the page
is checked against the kernel (where every wizard stands, which barrels are taken, the marks
of the pass), axe finds no violation, and screenshots go to ``test-artifacts/``.
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
BOARD, SET_UP, PRO, REPLAY, FRIENDS, END = range(6)


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


def kernel_spots(page, game: str, at: str = "state") -> dict:
    """Where every wizard stands in the kernel's game (its full state, or ``states[i]``), as
    the widget places it (``widgets.zapp.spots_of``)."""
    spots = kernel_json(page, (
        f"__import__('widgets.zapp', fromlist=['x']).spots_of({game}.board, "
        f"{game}.{at}.position)"))
    return {w: p[:2] for w, p in spots.items()}  # (a crowded field's wizards: [x, y, field])


def holding(page, game: str, number: int) -> str:
    """The barrel that holds ``number`` (the test is the referee: it reads the state)."""
    return kernel_json(page, f"zapp.LABELS[{game}.state.plateau.index({number})]")


def refused_click(root, target, rule=None, words=None, at=None) -> str:
    """Click ``target`` (at ``at``: a share of its box, e.g. (0.25, 0.75)): the kernel answers
    with a refusal in one sentence (naming ``rule``) and the page shows it."""
    if at:
        box = target.bounding_box()
        answered(root, lambda: target.click(position={"x": box["width"] * at[0],
                                                      "y": box["height"] * at[1]}))
    else:
        answered(root, target.click)
    box = root.locator(".gw-error")
    assert box.is_visible(), "a click did nothing and said nothing"
    text = box.text_content()
    if rule:
        assert f"[{rule}]" in text, text
    if words:
        assert words in text, text
    return text


def chips_apart(root, wizards) -> None:
    """The wizards' chips, as drawn, do not overlap."""
    boxes = root.evaluate("""(el, ws) => ws.map((w) => {
      const r = el.querySelector(`.zapp-wizard[data-wizard='${w}'] .zapp-chip`).getBoundingClientRect();
      return [w, r.x + r.width / 2, r.y + r.height / 2, r.width];
    })""", wizards)
    for i, (a, ax, ay, aw) in enumerate(boxes):
        for b, bx, by, bw in boxes[i + 1:]:
            gap = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 - (aw + bw) / 2
            assert gap >= -0.5, f"{a} and {b} overlap by {-gap:.1f} px"


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
        assert page.locator(ZAPP).count() == 6
        no_violations(page, ZAPP, "in lesson 05's widgets as they open")

        # -- the game against three bots: shake (click and keyboard), set down ---------------
        board = widget(page, BOARD)
        board.scroll_into_view_if_needed()
        assert board.get_attribute("data-phase") == "choose"
        assert kernel_json(page, "g.to_move") == "red"
        # clicks that cannot act in phase 2 say why
        refused_click(board, board.locator(".zapp-wizard[data-wizard='R1']"), "zapp.round",
                      "wizards move in phase 3")
        refused_click(board, board.locator(".zapp-field[data-field='3']"), "zapp.round")
        refused_click(board, board.locator(".zapp-home[data-home='red:city'] polygon"), "zapp.round",
                      at=(0.25, 0.75))  # inside the triangle
        refused_click(board, board.locator(".zapp-plateau"),
                      words="the plateau itself does nothing")
        open_ = board.locator(".zapp-barrel.zapp-open")
        first = open_.nth(0).get_attribute("data-barrel")
        # the test is the referee: red sets down the highest number still on the plateau (the
        # 13 unless a bot took it), above the magic number
        high = kernel_json(page, "max(n for b, n in zip(zapp.LABELS, g.state.plateau) "
                                 "if b in g.on_plateau())")
        assert high > kernel_json(page, "g.view('red')['magic']")
        second = holding(page, "g", high)
        if second == first:
            first = open_.nth(1).get_attribute("data-barrel")
        # it rattles (an animation on the barrel's body; none under prefers-reduced-motion):
        # counted as it starts, since a busy machine may read the page after it has ended
        board.locator(f".zapp-barrel[data-barrel='{first}'] .zapp-barrel-body").evaluate(
            """(el) => { el.__rattles = 0; const animate = el.animate.bind(el);
                         el.animate = (...a) => { el.__rattles += 1; return animate(...a); }; }""")
        answered(board, lambda: board.locator(f".zapp-barrel[data-barrel='{first}']").click())
        assert board.locator(f".zapp-barrel[data-barrel='{first}'] .zapp-barrel-body").evaluate(
            "(el) => el.__rattles") == 1
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
        settled(board)
        assert dom_spots(board) == kernel_spots(page, "g")
        # the page shows the kernel's view: barrels taken now, the magic number
        taken = board.evaluate("(el) => [...el.querySelectorAll('.zapp-barrel.zapp-taken')]"
                               ".map((b) => b.dataset.barrel).sort()")
        assert taken == sorted(kernel_json(page, "g.view('red')['chosen']").values())
        magic = kernel_json(page, "g.view('red')['magic']")
        assert board.locator("[data-stat='magic number'] .zapp-stat-v").text_content() \
            .endswith(f"= {magic}")
        # it was too high: said on the plateau and in the status line, not only listed
        first_magic = kernel_json(page, "[e.events[0].data['magic'] for e in g.log "
                                        "if e.step == 'roll'][0]")
        notice = board.locator(".zapp-notice")
        assert notice.is_visible()
        assert notice.locator(".zapp-notice-line").first.text_content() == \
            f"Your barrel {second}: {high} > {first_magic}"
        # the bots played on into round 2 (its own magic number): the banner says whose round
        assert "last round: back, no move" in notice.text_content()
        # every line inside the banner's box
        assert notice.evaluate("""(g) => {
          const box = g.querySelector('.zapp-notice-box').getBBox();
          return [...g.querySelectorAll('text')].filter((t) => t.textContent).every((t) => {
            const b = t.getBBox();
            return b.x >= box.x && b.x + b.width <= box.x + box.width; });
        }""")
        px = notice.evaluate("(g) => [...g.querySelectorAll('text')].filter((t) => t.textContent)"
                             ".map((t) => parseFloat(getComputedStyle(t).fontSize) * "
                             "Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b))")
        assert px and min(px) >= 14 - 0.05, px
        top_barrel = board.locator(".zapp-barrel[data-barrel='A'] .zapp-barrel-shape").bounding_box()
        box = notice.locator(".zapp-notice-box").bounding_box()
        assert box["y"] + box["height"] <= top_barrel["y"] + 2  # clear of the barrels
        said = board.locator("[data-stat='too high']").text_content()
        assert (f"Last round: your barrel {second} held {high}, higher than the magic number "
                f"{first_magic}") in said
        no_violations(page, ZAPP, "with the banner of a barrel too high")
        board.screenshot(path=str(ARTIFACTS / "zapp-lesson05-too-high.png"))
        # fair play: the line says so; Undo of the barrel set down is refused in one sentence
        assert board.locator(".gw-fair").text_content().startswith("Fair play:")
        saved = kernel_json(page, "g.to_json()")
        answered(board, lambda: board.locator("[data-act=undo]").click())
        refusal = board.locator(".gw-error")
        assert refusal.is_visible() and "cannot be taken back" in refusal.text_content()
        assert "zapp.barrels.keep" in refusal.text_content()
        assert kernel_json(page, "g.to_json()") == saved  # nothing changed
        board.screenshot(path=str(ARTIFACTS / "zapp-lesson05-undo-refused.png"))
        # a click on the banner closes it (and the dice's line is back); the next action (a
        # shake) takes it away in the kernel; the status line keeps the sentence
        notice.click()
        assert notice.is_hidden() and board.locator(".zapp-dice").is_visible()
        answered(board, lambda: board.locator(".zapp-barrel.zapp-open").first.click())
        assert kernel_json(page, "board.notice['banner']") is False
        assert notice.is_hidden() and board.locator("[data-stat='too high']").is_visible()

        # -- the round set up for a banishment -------------------------------------------------
        setup = widget(page, SET_UP)
        setup.scroll_into_view_if_needed()
        five = holding(page, "round_game", 5)  # the referee's knowledge, not the page's
        for b in ("A", "B"):
            answered(setup, lambda b=b: setup.locator(f".zapp-barrel[data-barrel='{b}']").click())
        setup.locator(f".zapp-barrel[data-barrel='{five}']").focus()
        answered(setup, lambda: page.keyboard.press(" "))
        shaken = sorted({"A", "B", five})
        # noisy readings, the same as the kernel's for red
        assert readings(setup) == kernel_json(
            page, f"{{b: f'≈{{round_game.shake(b, \"red\"):.1f}}' for b in {shaken!r}}}")
        answered(setup, lambda: setup.locator("[data-act=set-down]").click())
        assert setup.get_attribute("data-phase") == "move"
        revealed = kernel_json(page, "round_game.view(None)['revealed']")
        assert revealed["red"] == 5 and kernel_json(page, "round_game.to_move") == "red"
        numbers = setup.evaluate("(el) => Object.fromEntries([...el.querySelectorAll("
                                 "'.zapp-barrel')].map((b) => [b.dataset.barrel, b.querySelector("
                                 "'.zapp-number').textContent]).filter(([, t]) => t))")
        chosen = kernel_json(page, "round_game.view(None)['chosen']")
        assert numbers == {chosen[p]: str(n) for p, n in revealed.items()}
        movable = setup.evaluate("(el) => [...el.querySelectorAll('.zapp-wizard.zapp-movable')]"
                                 ".map((w) => w.dataset.wizard).sort()")
        assert movable == ["R1", "R2", "R3"]
        # clicks that cannot act in phase 3 say why
        refused_click(setup, setup.locator(".zapp-barrel[data-barrel='M']"), "zapp.round")
        refused_click(setup, setup.locator(".zapp-plateau"), "zapp.round")
        refused_click(setup, setup.locator(".zapp-wizard[data-wizard='G1']"), "zapp.move.choose",
                      "G1 is green's wizard")
        refused_click(setup, setup.locator(".zapp-field[data-field='12']"), "zapp.move.distance",
                      "with 5 no wizard of yours ends on red field 12")
        refused_click(setup, setup.locator(".zapp-home[data-home='green:city'] polygon"),
                      "zapp.move.foreign", at=(0.25, 0.25))

        # preview: click R1's landing field; every wizard it meets is marked, the ghost drawn
        n = kernel_json(page, "len(round_game.log)")
        answered(setup, lambda: setup.locator(".zapp-field[data-field='19'] .zapp-field-band")
                 .click())
        assert setup.locator(".gw-error").is_hidden()
        assert kernel_json(page, "set_up.preview['wizard']") == "R1"
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

        # -- the Pro round: carry along two wizards, by button and on the board ---------------
        pro = widget(page, PRO)
        pro.scroll_into_view_if_needed()
        assert pro.get_attribute("data-phase") == "choose"
        answered(pro, lambda: pro.locator("[data-act=autoplay]").click())  # bots wait for Next step
        eight = holding(page, "pro_game", 8)  # the highest number that moves: red moves first
        answered(pro, lambda: pro.locator(f".zapp-barrel[data-barrel='{eight}']").click())
        answered(pro, lambda: pro.locator("[data-act=set-down]").click())
        assert kernel_json(page, "pro_game.to_move") == "green"
        # after setting down: the barrels and the plateau cite the rule against shaking on
        other = "A" if eight != "A" else "B"
        refused_click(pro, pro.locator(f".zapp-barrel[data-barrel='{other}']"), "zapp.barrels.done",
                      f"red has set down barrel {eight} and shakes no more")
        refused_click(pro, pro.locator(".zapp-plateau"), "zapp.barrels.done")
        answered(pro, lambda: pro.locator("[data-act=auto]").click())  # the bots, the reveal
        assert pro.get_attribute("data-phase") == "move"
        assert kernel_json(page, "pro_game.to_move") == "red"
        answered(pro, lambda: pro.locator(".zapp-wizard[data-wizard='R1']").click())
        choices = pro.evaluate("(el) => [...el.querySelectorAll('[data-choice]')]"
                               ".map((b) => b.dataset.choice)")
        assert choices == ["spare:Y1", "carry:R2", "carry:B1"]
        answered(pro, lambda: pro.locator("[data-choice='carry:R2']").click())
        answered(pro, lambda: pro.locator(".zapp-wizard[data-wizard='B1']").click())  # on the board
        assert pro.locator(".zapp-wizard[data-wizard='B1']").get_attribute("aria-pressed") == "true"
        assert pro.locator("[data-choice='stay:R2']").is_visible()  # R2 may stay in front
        marks = pro.evaluate("(el) => Object.fromEntries([...el.querySelectorAll("
                             "'.zapp-wizards .zapp-badge[data-mark]')].map((b) => "
                             "[b.parentNode.dataset.wizard, b.dataset.mark]))")
        assert marks["R2"] == marks["B1"] == "carried" and marks["Y1"] == "banished"
        pro.screenshot(path=str(ARTIFACTS / "zapp-lesson05-pro-carry.png"))
        answered(pro, lambda: pro.locator("[data-act=move]").click())
        move = kernel_json(page, "[(e.move.wizard, sorted(e.move.carry)) for e in pro_game.log "
                                 "if e.player == 'red' and type(e.move).__name__ == 'MoveWizard']")
        assert move == [["R1", ["B1", "R2"]]]
        where = kernel_json(page, "{w: pro_game.view(None, at=[i for i, e in enumerate("
                                  "pro_game.log) if e.player == 'red' and type(e.move).__name__"
                                  " == 'MoveWizard'][0])['position'][w] for w in "
                                  "('R1', 'R2', 'B1', 'Y1')}")
        assert where == {"R1": "city", "R2": "city", "B1": 23, "Y1": "start"}
        settled(pro)
        assert dom_spots(pro) == kernel_spots(page, "pro_game")
        chips_apart(pro, ["R1", "R2"])  # two wizards in the red city, side by side
        no_violations(page, ZAPP, "after the Pro move")
        pro.screenshot(path=str(ARTIFACTS / "zapp-lesson05-pro-city.png"))

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
        assert dom_spots(replay) == kernel_spots(page, "bot_game", f"states[{i}]")
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


def label_boxes(root) -> dict:
    """Each wizard's name and mark as drawn, in screen pixels: {wizard: {name, badge, px}}
    (boxes as [x0, y0, x1, y1]; px: the name's font size on screen)."""
    return root.evaluate("""(el) => {
      const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
      const out = {};
      for (const w of el.querySelectorAll('.zapp-wizards .zapp-wizard')) {
        const t = w.querySelector('.zapp-chip-label'), b = w.querySelector('.zapp-badge');
        const m = t.getScreenCTM();
        out[w.dataset.wizard] = {
          name: box(t), badge: b.dataset.mark ? box(b) : null, mark: b.dataset.mark || null,
          px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
        };
      }
      return out;
    }""")


def test_lesson_05_crowded_field_reads_at_projector_size():
    """The reviewer's crowd at 1024x768: in the Pro round R1's preview, field 21 holds R2
    (carried along), B1 (protected by its tower) and Y1 (banished) next to two towers. They
    stand fanned out beside the field, framed, with leader lines to it: no two names overlap,
    no mark covers another wizard's name, every name is at least 14 px, inside the board."""
    with jupyterlab({NB: LESSON}) as (base, _root), chromium_page(1024, 768) as page:
        open_notebook(page, base, NB, timeout_ms=120_000)
        run_all(page, timeout_ms=240_000)
        assert kernel_errors(page) == []
        page.locator(ZAPP).nth(END).wait_for(timeout=60_000)
        pro = widget(page, PRO)
        # the test is the referee: red sets down the 8, the bots choose, red previews R1's
        # move carrying R2 along (B1 too would leave field 21 uncrowded in the preview's after)
        out = kernel_exec(page, (
            "eight = zapp.LABELS[pro_game.state.plateau.index(8)]\n"
            "pro_board.handle({'action': 'play', 'move': {'type': 'Choose', 'player': 'red', "
            "'barrel': eight}})\n"
            "pro_board.handle({'action': 'auto'})\n"
            "pro_board.handle({'action': 'pick', 'wizard': 'R1', 'carry': ['R2'], 'spare': [], "
            "'stay': []})\n"
            "print(pro_board.preview['text'])"))
        assert "carries R2" in out and "banishes Y1" in out, out
        page.wait_for_function(
            "(el) => el.querySelector('.zapp-crowd[data-crowd=\"21\"]') && "
            "el.querySelector('.zapp-wizard[data-wizard=\"Y1\"] .zapp-badge[data-mark]')",
            arg=pro.element_handle(), timeout=60_000)
        settled(pro)
        pro.locator(".zapp-svg").scroll_into_view_if_needed()
        boxes = label_boxes(pro)
        assert {boxes[w]["mark"] for w in ("R2", "B1", "Y1")} == {"carried", "tower", "banished"}

        def overlap(a, b, slack=0.5):
            return a[0] + slack < b[2] and b[0] + slack < a[2] and \
                a[1] + slack < b[3] and b[1] + slack < a[3]

        for a, b in ((a, b) for a in boxes for b in boxes if a < b):
            assert not overlap(boxes[a]["name"], boxes[b]["name"]), f"{a} and {b} overlap"
        for a in boxes:
            for b in boxes:
                if a != b and boxes[a]["badge"]:
                    assert not overlap(boxes[a]["badge"], boxes[b]["name"]), \
                        f"{a}'s mark covers {b}'s name"
        assert min(v["px"] for v in boxes.values()) >= 14 - 0.05
        svg = pro.locator(".zapp-svg").bounding_box()
        for w, v in boxes.items():
            x0, y0, x1, y1 = v["name"]
            assert svg["x"] <= x0 and x1 <= svg["x"] + svg["width"], f"{w} is cut off"
        # the three stand beside field 21, in its frame, with two leader lines to the field
        frame = pro.locator(".zapp-crowd[data-crowd='21'] .zapp-crowd-frame").bounding_box()
        assert pro.locator(".zapp-crowd[data-crowd='21'] .zapp-crowd-leader").count() == 2
        for w in ("R2", "B1", "Y1"):
            x0, y0, x1, y1 = boxes[w]["name"]
            assert frame["x"] <= x0 and x1 <= frame["x"] + frame["width"], w
        field = pro.locator(".zapp-field[data-field='21'] .zapp-field-body").bounding_box()
        assert frame["x"] + frame["width"] < field["x"]  # beside it, outside the loop
        no_violations(page, ZAPP, "with the crowd fanned out")
        pro.locator(".zapp-svg").screenshot(path=str(ARTIFACTS / "zapp-lesson05-crowd-1024.png"))
