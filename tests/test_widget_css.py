"""Projector mode, the static half: no ``font-size`` in the widgets' CSS can draw text under
14 px, in any state of any game (states a browser test may never reach included).

HTML text: the minimum itself (``var(--gw-text-min)``, ``var(--gw-small)``), at least 14 px, at
least 0.875rem (the page's 16 px rem), or at least 0.94em of the widget's 15 px body text. SVG
text (Zapp Zerapp's board, in the board's units): at least 0.33 units, which the 36rem-wide
board shows at 14 px. The browser test (``tests/browser/test_projector.py``) measures what is
drawn."""

from __future__ import annotations

import pathlib
import re

import pytest

WIDGETS = pathlib.Path(__file__).resolve().parent.parent / "widgets"
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
FONT_SIZE = re.compile(r"font-size:\s*([^;]+)")
BODY_PX, REM_PX, MIN_PX = 15, 16, 14
SVG_MIN_UNITS = 0.33


def font_sizes(css: str):
    """Every (selector, font-size value) in a stylesheet, comments dropped, @-blocks opened."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"@(media|supports|container)[^{]*\{", "", css)
    for selector, body in RULE.findall(css):
        for value in FONT_SIZE.findall(body):
            yield " ".join(selector.split()), value.strip()


def too_small(selector: str, value: str) -> str | None:
    """Why ``value`` may draw text under 14 px, or None."""
    if value in ("var(--gw-text-min)", "var(--gw-small)", "inherit"):
        return None
    if value.startswith("max(") and re.search(r"\b(1[4-9]|[2-9]\d)px\b|var\(--gw-text-min\)", value):
        return None
    m = re.fullmatch(r"([\d.]+)(px|rem|em)", value)
    if not m:
        return f"an unknown size {value!r}"
    n, unit = float(m[1]), m[2]
    if selector.startswith(".zapp-") and unit == "px" and n < 1:
        # Zapp Zerapp's SVG board: user units (the board is about 13.9 units across)
        return None if n >= SVG_MIN_UNITS else f"{n} board units (under {SVG_MIN_UNITS})"
    px = {"px": n, "rem": n * REM_PX, "em": n * BODY_PX}[unit]
    return None if px >= MIN_PX - 0.01 else f"{px:.1f} px"


@pytest.mark.parametrize("css", sorted(WIDGETS.glob("*.css")), ids=lambda p: p.name)
def test_no_font_size_under_14_px(css):
    found = [f"{sel}: {val} ({why})" for sel, val in font_sizes(css.read_text())
             if (why := too_small(sel, val))]
    assert found == []


def test_the_check_finds_small_text():
    css = ".a { font-size: 0.55rem; } .b { font-size: 0.9em } .zapp-x text { font-size: 0.2px; }"
    assert [too_small(s, v) for s, v in font_sizes(css)] == [
        "8.8 px", "13.5 px", "0.2 board units (under 0.33)"]
    assert [too_small(s, v) for s, v in font_sizes(
        ".a { font-size: var(--gw-text-min) } .b { font-size: 1rem } .zapp-x { font-size: 0.34px }"
    )] == [None, None, None]
