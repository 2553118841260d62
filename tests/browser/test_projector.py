"""Projector mode in a real browser (JupyterLab on 127.0.0.1, Debian's Chromium, Playwright):
every widget of the three games on a 1024x768 projector with JupyterLab's file browser open,
then in windows 1280, 1366 and 1400 px wide; and a lesson's code at 1024x768, wrapped.

At every width, for every widget: nothing pokes out of the notebook's output area (no
descendant's right edge beyond it, no horizontal scrolling inside the widget), and no text is
drawn under 14 px (SVG text measured as it is shown, through its scale on the screen). At
1024x768, Zapp Zerapp's plateau and its "Set down" button fit on one screen together.
Screenshots of every widget at 1024x768 go to ``test-artifacts/``.

The static half of the rule (every ``font-size`` in the widgets' CSS) is checked without a
browser in ``tests/test_widget_css.py``.
"""

from __future__ import annotations

import nbformat
import pytest

from .lab import PANEL, REPO, chromium_page, jupyterlab, kernel_errors, open_notebook, run_all

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("chromium_ready")]
ARTIFACTS = REPO / "test-artifacts"
MIN_TEXT_PX = 14

WIDGETS = {
    "Jasper and Zot": "ZotBoard(zot.Game.new(seed=1))",
    "Zapp Zerapp against bots": (
        "ZappBoard(zapp.Game.new(players=4, seed=1), seat='red', "
        "bots={s: zapp.bots.sensible for s in ('green', 'blue', 'yellow')})"),
    "Zapp Zerapp Pro, hot seat": "ZappBoard(zapp.Game.new(players=4, pro=True, seed=2))",
    "Zankapfel against bots": (
        "ZankTable(zank.Game.new(players=4, seed=1), seat='red', bots='sensible')"),
    "Zankapfel, hot seat": "ZankTable(zank.Game.new(players=3, seed=1), hotseat=True)",
}

# per widget root: its width, the output area's, how far its content pokes out to the right,
# its own horizontal scroll, and every text under the minimum (what, where, how big)
MEASURE = """([minPx]) => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .gw')]
  .map((root) => {
    const area = root.closest('.jp-OutputArea-output').getBoundingClientRect();
    let right = 0;
    const small = [];
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if ((r.width === 0 && r.height === 0) || cs.display === 'none' || cs.visibility === 'hidden'
          || el.closest('.gw-sr')) continue;  // .gw-sr: for screen readers, never drawn
      right = Math.max(right, r.right);
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      let px = parseFloat(cs.fontSize);
      if (el instanceof SVGElement) { const m = el.getScreenCTM(); px *= Math.hypot(m.a, m.b); }
      if (px < minPx - 0.05)
        small.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') || '').split(' ')[0]} `
          + `"${el.textContent.trim().slice(0, 20)}" at ${px.toFixed(1)} px`);
    }
    return { widget: root.dataset.test, out: Math.round(right - area.right),
             scroll: root.scrollWidth - root.clientWidth, small: small.slice(0, 8) };
  })"""


def lesson(tmp_path):
    cells = ["from widgets import ZotBoard, ZappBoard, ZankTable\nfrom zzlib import zot, zapp, zank"]
    cells += [code for code in WIDGETS.values()]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    path = tmp_path / "projector.ipynb"
    nbformat.write(nb, path)
    return path


def test_every_widget_fits_a_projector_and_every_width_up_to_1400(tmp_path):
    """Every widget at 1024x768 and wider (the module's docstring), then a lesson's code at
    1024x768: it wraps, never cut off (``lesson_code_wraps``)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with jupyterlab({"projector.ipynb": lesson(tmp_path), "lesson.ipynb": LESSON}) as (base, _), \
            chromium_page(1024, 768) as page:
        open_notebook(page, base, "projector.ipynb")
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        page.wait_for_selector(".jp-FileBrowser:not(.lm-mod-hidden)", timeout=10_000)
        run_all(page)
        assert kernel_errors(page) == []
        roots = page.locator(f"{PANEL} .gw")
        roots.nth(len(WIDGETS) - 1).wait_for(timeout=30_000)
        assert roots.count() == len(WIDGETS)
        for i, name in enumerate(WIDGETS):
            roots.nth(i).evaluate("(el, name) => { el.dataset.test = name; }", name)

        problems = []
        for width, height in ((1024, 768), (1280, 800), (1366, 768), (1400, 900)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(600)  # JupyterLab and the widgets lay out again
            for m in page.evaluate(MEASURE, [MIN_TEXT_PX]):
                if m["out"] > 0 or m["scroll"] > 0:
                    problems.append(f"{width} px: {m['widget']} pokes {max(m['out'], m['scroll'])}"
                                    " px out of the output area")
                if m["small"]:
                    problems.append(f"{width} px: {m['widget']} has text under {MIN_TEXT_PX} px: "
                                    + "; ".join(m["small"]))
            if width == 1024:
                for i in range(len(WIDGETS)):
                    roots.nth(i).scroll_into_view_if_needed()
                    page.screenshot(path=str(ARTIFACTS / f"projector-1024-{i}.png"))
                problems += plateau_and_set_down(page, roots.nth(1))
        problems += lesson_code_wraps(page, base)
        assert problems == [], "\n".join(problems)


def plateau_and_set_down(page, root) -> list[str]:
    """At 1024x768: the plateau (where barrels are shaken) and the button that sets one down
    fit in the notebook's visible area together."""
    plateau = root.locator(".zapp-plateau").bounding_box()
    button = root.locator("[data-act=set-down]").bounding_box()
    panel = page.locator(f"{PANEL} .jp-WindowedPanel-outer, {PANEL} .jp-Notebook").first
    view = panel.bounding_box()
    span = button["y"] + button["height"] - plateau["y"]
    if span > view["height"]:
        return [f"1024x768: Zapp Zerapp's plateau and its Set down button span {span:.0f} px, "
                f"the notebook shows {view['height']:.0f} px"]
    return []


# every code cell of a notebook: how much wider its code is than the cell shows
CODE_OVERFLOW = """() => [...document.querySelectorAll(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .cm-scroller')]
  .map((s, i) => ({ cell: i, over: s.scrollWidth - s.clientWidth }))
  .filter((c) => c.over > 1)"""


LESSON = REPO / "notebooks" / "zankapfel" / "02-pick-or-buy.ipynb"


def lesson_code_wraps(page, base) -> list[str]:
    """At 1024x768 with the file browser open, a lesson's long code lines wrap (the setting
    `make lab` and binder write: code cells wrap lines): no code cell scrolls sideways, so
    no code is cut off at the right edge."""
    longest = max(len(line) for cell in nbformat.read(LESSON, as_version=4).cells
                  if cell.cell_type == "code" for line in cell.source.splitlines())
    assert longest > 90  # the lesson has lines too long for the screen unwrapped
    page.set_viewport_size({"width": 1024, "height": 768})
    open_notebook(page, base, "lesson.ipynb")
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    page.wait_for_selector(".jp-FileBrowser:not(.lm-mod-hidden)", timeout=10_000)
    page.wait_for_timeout(600)
    assert page.locator(f"{PANEL} .jp-CodeCell").count() > 20
    return [f"1024 px: code cell {c['cell']} of {LESSON.name} scrolls {c['over']} px sideways "
            "(long lines do not wrap)" for c in page.evaluate(CODE_OVERFLOW)]
