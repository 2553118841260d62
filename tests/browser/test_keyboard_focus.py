"""A whole turn of every game by keyboard alone, at its class table (Voila, Debian's Chromium,
Playwright): after every key that asks the kernel for something, the focus is still inside the
widget, on a control (never the page's body, never the widget's frame), so a keyboard player
goes on from where they were.

Each step puts the focus where a keyboard player would have moved it (with Tab or the arrow
keys) and presses Enter, Space or the widget's own key; only the check of where the focus is
afterwards is the test. Each table has a fixed seed (the referee's), so every run plays the
same turn.
"""

from __future__ import annotations

import pytest

from widgets.table import Table

from .lab import REPO, chromium_page, served

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("chromium_ready")]
ARTIFACTS = REPO / "test-artifacts"

WHERE_FOCUS = """(root) => {
  const a = document.activeElement;
  if (!a || a === document.body) return 'the page body';
  if (a === root) return "the widget's frame";
  if (!root.contains(a)) return 'outside the widget: ' + a.tagName;
  return 'inside';
}"""


class Keyboard:
    """A keyboard player at one table."""

    def __init__(self, page, root):
        self.page, self.root, self.steps = page, root, []

    def press(self, selector: str | None, key: str = "Enter") -> None:
        """Move the focus to ``selector`` (None: leave it where it is), press ``key``, wait for
        the kernel's answer, and check where the focus went."""
        if selector is not None:
            self.root.locator(selector).first.focus()
        ack = self.root.get_attribute("data-ack")
        self.page.keyboard.press(key)
        try:
            self.page.wait_for_function(
                "([el, ack]) => el.dataset.ack !== ack && el.dataset.animating === undefined",
                arg=[self.root.element_handle(), ack], timeout=20_000)
        except Exception as e:
            state = self.root.evaluate("el => [el.dataset.phase, el.dataset.choice, "
                                       "document.activeElement.outerHTML.slice(0, 200)]")
            raise AssertionError(f"no answer to {key} on {selector} (phase, choice, focus: "
                                 f"{state}); steps: {self.steps}") from e
        where = self.root.evaluate(WHERE_FOCUS)
        self.steps.append((selector, key, where))
        assert where == "inside", f"after {key} on {selector}: the focus is on {where}"

    def has(self, selector: str) -> bool:
        loc = self.root.locator(selector)
        return loc.count() > 0 and loc.first.is_visible() and loc.first.is_enabled()


def table(page, base, game: str):
    page.goto(base)
    root = page.locator(f".gw.{game}")
    root.wait_for(timeout=60_000)
    return Keyboard(page, root)


def test_a_turn_of_jasper_and_zot_by_keyboard():
    with served(Table("zot", seed=3)) as (base, _), chromium_page(1024, 768) as page:
        k = table(page, base, "zot")
        turn = None
        for _ in range(30):
            phase = k.root.get_attribute("data-phase")
            if phase == "setup":
                k.press(".zot-cell.zot-reach")
            elif phase == "place" and k.has(".zot-place"):
                k.press(".zot-place")
            elif phase == "move_shoot":
                k.press(".zot-cell.zot-reach")  # aim
                spell = "[data-spell=fire]" if k.has("[data-spell=fire]") else "[data-spell=flower]"
                k.press(spell)
            elif phase == "smash_choice":
                k.press(".zot-cell.zot-choice, .zot-choice")
            elif k.has("[data-act=auto]"):
                k.press("[data-act=auto]")
            turn = turn or k.root.locator("[data-stat=turn] .zot-stat-v").text_content()
            if k.root.locator("[data-stat=turn] .zot-stat-v").text_content() != turn:
                break  # a whole turn, and the next one begun
        k.root.screenshot(path=str(ARTIFACTS / "keyboard-zot.png"))
        assert len(k.steps) >= 4, k.steps


def test_a_round_of_zapp_zerapp_by_keyboard():
    with served(Table("zapp", bots=3, seed=3)) as (base, _), chromium_page(1024, 768) as page:
        k = table(page, base, "zapp")
        rounds = set()
        for _ in range(30):
            phase = k.root.get_attribute("data-phase")
            rounds.add(k.root.locator("[data-stat=round] .zapp-stat-v").text_content())
            if len(rounds) > 2:
                break
            keys = len(rounds) == 1  # the first round with the widget's keys, then buttons
            if phase == "choose" and k.has(".zapp-barrel.zapp-open"):
                k.press(".zapp-barrel.zapp-open")  # shake it
                k.press(None, "d") if keys else k.press("[data-act=set-down]")  # set it down
            elif phase == "move" and k.has(".zapp-wizard.zapp-movable"):
                k.press(".zapp-wizard.zapp-movable")  # the preview
                k.press(None, "m") if keys else k.press("[data-act=move]")  # the move
            elif k.has("[data-act=auto]"):
                k.press("[data-act=auto]")
            else:
                break
        k.root.screenshot(path=str(ARTIFACTS / "keyboard-zapp.png"))
        assert len(rounds) > 2 and len(k.steps) >= 4, (rounds, k.steps)


def test_a_round_of_zankapfel_by_keyboard():
    with served(Table("zank", bots=3, seed=3)) as (base, _), chromium_page(1024, 768) as page:
        k = table(page, base, "zank")
        for _ in range(40):
            choice = k.root.get_attribute("data-choice") or ""
            if choice in ("remove_chip", "place_mayor", "mayor", "announce", "bribe"):
                k.press(".zank-cell.zank-actionable")
            elif choice == "choose":
                k.press("button.zank-card" if k.has("button.zank-card") else "[data-key=buy]")
            elif choice == "name":
                k.press("[data-key^=name-]")
            elif choice == "commit":
                k.press("[data-key^=commit]")
            elif choice == "dice":
                k.press("[data-key=stand]" if k.has("[data-key=stand]") else "[data-key^=take]")
            elif choice:
                k.press(".gw-controls button:not(:disabled), .zank-controls button:not(:disabled)")
            elif k.has("[data-act=auto]"):
                k.press("[data-act=auto]")
            if (k.root.locator("[data-stat=round] .zank-stat-v").text_content() or "") \
                    .strip() == "2":
                break
        k.root.screenshot(path=str(ARTIFACTS / "keyboard-zank.png"))
        assert len(k.steps) >= 4, k.steps
