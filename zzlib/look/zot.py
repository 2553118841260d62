"""How Jasper and Zot looks: the one definition that the drawings and the widget both read.

Every thing on the board has one glyph here: its name, the letter on it, its shape, its fill
and its letter's colour (``ink``, black or white, whichever reads better on the fill: at least
4.5:1 contrast, so the widget passes accessibility checks). ``zzlib.plot.zot`` draws with
these; ``widgets.ZotBoard`` sends ``page(GLYPHS)`` to the browser as a trait. A flower bed is a
yellow square marked ``*`` everywhere; a multiplier a reddish-purple diamond marked ``M``.

The board's areas (rows, names, colours, the fence line and the garden path) are here too, as
``areas(rows)`` and ``geometry(rows, cols)``, so the page receives them instead of repeating the
board's layout in JavaScript. Plain data: no matplotlib.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from . import OKABE_ITO, Glyph, page

BLACK, WHITE = "#000000", "#FFFFFF"

#: the tokens, the bed, the pumpkin and Jasper, keyed by their text-form glyph
GLYPHS: tuple[Glyph, ...] = (
    Glyph("Z", "zombie", "Z", "circle", OKABE_ITO["bluish green"], BLACK),
    Glyph("F", "flaming zombie", "F", "triangle", OKABE_ITO["vermillion"], BLACK),
    Glyph("B", "bomb", "B", "hexagon", OKABE_ITO["black"], WHITE),
    Glyph("M", "multiplier", "M", "diamond", OKABE_ITO["reddish purple"], BLACK),
    Glyph("*", "flower bed", "*", "square", OKABE_ITO["yellow"], BLACK),
    Glyph("P", "pumpkin", "P", "circle", OKABE_ITO["orange"], BLACK),
    Glyph("J", "Jasper", "J", "square", OKABE_ITO["blue"], WHITE),
)
GLYPH = {g.key: g for g in GLYPHS}
#: a token standing in a flower bed: its text-form glyph (``z``) -> the token (``Z``)
IN_BED = {"z": "Z", "f": "F", "b": "B", "m": "M"}

#: marks drawn over the board: the spell's chain and the square it hit, blasts, the fence
#: and the magical barrier, and the edge of a bed
MARKS = {
    "chain": OKABE_ITO["sky blue"],
    "hit": OKABE_ITO["yellow"],
    "blast": OKABE_ITO["vermillion"],
    "fence": "#6B4A2B",
    "barrier": OKABE_ITO["blue"],
    "bed edge": "#8A7F00",
}

#: the two spells: their names as the rulebook writes them and the colour of their buttons
SPELLS = {
    "flower": {"name": "Flower Power", "colour": OKABE_ITO["yellow"]},
    "fire": {"name": "Magical Fire", "colour": OKABE_ITO["vermillion"]},
}


@dataclass(frozen=True)
class Area:
    """One area of the board: rows ``first``..``last`` (inclusive), its name, a note, the
    colour of its squares, and that colour on a dark page (a widget in a dark theme)."""

    key: str
    name: str
    note: str
    first: int
    last: int
    fill: str
    dark: str


def areas(rows: int = 11) -> tuple[Area, ...]:
    """The board's areas for a board of ``rows`` rows (11 on the real board).

    The last row is the garden path, the one above it the pumpkin patch, the four above that
    Jasper's yard (its top edge is the fence line); every row above the fence is Zot's yard.
    """
    path, patch = rows - 1, rows - 2
    fence = max(0, rows - 6)
    out = []
    if fence > 0:
        out.append(Area("zot", "Zot's yard", "out of spell range", 0, fence - 1,
                        "#DADADA", "#3B3B3B"))
    out += [
        Area("yard", "Jasper's yard", "in range", fence, patch - 1, "#E3F2E9", "#1E3A2D"),
        Area("patch", "pumpkin patch", "in range once a pumpkin is gone", patch, patch,
             "#FBEBCF", "#4A3818"),
        Area("path", "garden path", "Jasper alone", path, path, "#F4F4F4", "#26303A"),
    ]
    return tuple(out)


def area_of(row: int, rows: int = 11) -> Area:
    """The area row ``row`` lies in."""
    for a in areas(rows):
        if a.first <= row <= a.last:
            return a
    raise ValueError(f"row {row} is off a board of {rows} rows")


def geometry(rows: int = 11, cols: int = 6) -> dict:
    """The board's layout as JSON for a widget: size, the fence, the patch and path rows, the
    rows a spell can reach, and the areas with their rows, names and colours."""
    fence = max(0, rows - 6)
    return {
        "rows": rows,
        "cols": cols,
        "fence_row": fence,
        "patch_row": rows - 2,
        "path_row": rows - 1,
        "range_rows": [fence, rows - 2],
        "areas": [asdict(a) for a in areas(rows)],
    }


def look() -> dict:
    """Everything above as JSON for a widget trait."""
    return {
        "glyphs": page(GLYPHS),
        "in_bed": dict(IN_BED),
        "marks": dict(MARKS),
        "spells": {k: dict(v) for k, v in SPELLS.items()},
    }


__all__ = [
    "GLYPHS", "GLYPH", "IN_BED", "MARKS", "SPELLS", "Area", "areas", "area_of", "geometry",
    "look",
]
