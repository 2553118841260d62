"""How Zapp Zerapp looks: the one visual vocabulary of its drawings and its widget.

Pure data (no matplotlib): ``zzlib.plot.zapp`` draws with it and the widget sends
``vocabulary()`` to the page, so a field, a wizard or a mark looks the same in both.

Colour-blind safe: the four guilds take Okabe and Ito's vermillion, bluish green, blue and
yellow, and nothing depends on colour alone: every field carries its colour's letter
(``R G B Y``, ``W`` for white), every wizard its letter and number (``G1``), every tower its
letter, and every mark (what happened to a wizard in a move) its own symbol and shape.

    >>> COLOUR_GLYPHS["green"].letter, COLOUR_GLYPHS["green"].fill
    ('G', '#009E73')
    >>> wizard_label("G1"), MARKS["banished"].symbol
    ('G1', '✗')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass

from zzlib.zapp.board import COLOURS, LETTERS, WHITE

from . import OKABE_ITO, Glyph, page

#: each guild's Okabe-Ito tone, and white for the white (carry-along) fields
FILL: dict[str, str] = {
    "red": OKABE_ITO["vermillion"],
    "green": OKABE_ITO["bluish green"],
    "blue": OKABE_ITO["blue"],
    "yellow": OKABE_ITO["yellow"],
    WHITE: "#FFFFFF",
}

#: the letter written on every field, wizard, tower, start and city of a colour
LETTER: dict[str, str] = {**LETTERS, WHITE: "W"}

#: outlines and quiet text (field numbers, frames)
EDGE = "#000000"
QUIET = "#555555"
#: the shading of fields a move forfeits (the surplus when entering the city)
FORFEIT = "#BBBBBB"


def _channel(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


def luminance(hex_colour: str) -> float:
    """The relative luminance (WCAG 2) of ``"#RRGGBB"``: 0 black, 1 white."""
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_for(fill: str) -> str:
    """Black or white, whichever reads better on ``fill``."""
    return "#000000" if contrast(fill, "#000000") >= contrast(fill, "#FFFFFF") else "#FFFFFF"


def tint(hex_colour: str, share: float = 0.25) -> str:
    """``hex_colour`` mixed with white (``share`` of the colour): a pale background."""
    h = hex_colour.lstrip("#")
    parts = [int(h[i:i + 2], 16) for i in (0, 2, 4)]
    return "#" + "".join(f"{round(255 - share * (255 - p)):02X}" for p in parts)


#: pale backgrounds of each colour's fields (wizards stand out on them); white stays white
PALE: dict[str, str] = {c: (tint(FILL[c]) if c != WHITE else "#FFFFFF") for c in FILL}


def _glyph(key: str, name: str, letter: str, shape: str, fill: str) -> Glyph:
    return Glyph(key, name, letter, shape, fill, ink_for(fill))


#: a field of each colour (a protective field of that guild), and the white field
FIELD_GLYPHS: dict[str, Glyph] = {
    c: _glyph(c, f"{c} field" if c != WHITE else "white field", LETTER[c], "square", FILL[c])
    for c in (*COLOURS, WHITE)
}
#: a guild: its wizards are circles with the letter and number (``G1``)
COLOUR_GLYPHS: dict[str, Glyph] = {
    c: _glyph(c, f"{c} wizard", LETTER[c], "circle", FILL[c]) for c in COLOURS
}
#: a tower on a white field (Pro version: a carry-along field of that colour)
TOWER_GLYPHS: dict[str, Glyph] = {
    c: _glyph(c, f"{c} tower", LETTER[c], "pentagon", FILL[c]) for c in COLOURS
}
#: a guild's start field (at the foot of the mountain)
START_GLYPHS: dict[str, Glyph] = {
    c: _glyph(c, f"{c} start", LETTER[c], "triangle", PALE[c]) for c in COLOURS
}
#: a guild's destination city
CITY_GLYPHS: dict[str, Glyph] = {
    c: _glyph(c, f"{c} city", LETTER[c], "star", FILL[c]) for c in COLOURS
}


def wizard_label(wizard: str) -> str:
    """What is written on a wizard's marker: its letter and number, ``"G1"``."""
    if (not isinstance(wizard, str) or len(wizard) != 2 or wizard[0] not in LETTER.values()
            or wizard[0] == "W" or wizard[1] not in "123"):
        raise ValueError(f"wizards are R1..R3, G1..G3, B1..B3, Y1..Y3; got {wizard!r}")
    return wizard


def colour_of(wizard: str) -> str:
    """The guild of wizard ``"G2"``: ``"green"``."""
    letter = wizard_label(wizard)[0]
    return next(c for c in COLOURS if LETTER[c] == letter)


@dataclass(frozen=True)
class Mark:
    """What happened to a wizard in a move, as a badge beside its marker.

    ``key``: a stable name; ``name``: what a learner reads in a key ("banished");
    ``symbol``: the badge's character; ``shape``: the badge's shape (one per family: a
    hexagon for banished, squares for protected, circles for left alone, diamonds for
    carried along, a star for the city); ``fill``/``ink``: its colours; ``rules``: the rule
    ids that give this outcome (the first is the main one); ``why``: the reason in one
    phrase.
    """

    key: str
    name: str
    symbol: str
    shape: str
    fill: str
    ink: str
    rules: tuple[str, ...]
    why: str

    @property
    def glyph(self) -> Glyph:
        return Glyph(self.key, self.name, self.symbol, self.shape, self.fill, self.ink)


def _mark(key, name, symbol, shape, fill, rules, why) -> Mark:
    return Mark(key, name, symbol, shape, fill, ink_for(fill), tuple(rules), why)


_W, _K = "#FFFFFF", OKABE_ITO["black"]

#: every outcome for a wizard in a move, in the order a key lists them
MARKS: dict[str, Mark] = {m.key: m for m in (
    _mark("mover", "the moving wizard", "▶", "circle", _K, ("zapp.move.distance",),
          "moves exactly its secret number of fields"),
    _mark("city", "entered the city", "★", "star", OKABE_ITO["orange"],
          ("zapp.move.city", "zapp.pro.city_own"),
          "enters its own city; the surplus is forfeited"),
    _mark("banished", "banished", "✗", "hexagon", _K, ("zapp.banish", "zapp.pro.banish"),
          "passed or caught up to outside its protective zone: back to its start field"),
    _mark("protected", "protected on its own field", "⌂", "square", _W,
          ("zapp.banish.protected",), "stands on a protective field of its own colour"),
    _mark("tower", "protected by its own tower", "♜", "square", _W, ("zapp.pro.protected",),
          "stands on a carry-along field with a tower of its own colour (Pro)"),
    _mark("same_level", "same level: not passed", "=", "circle", _W,
          ("zapp.banish.same_level",), "stands on the field the mover starts from"),
    _mark("too_weak", "spared: mover too weak", "∅", "circle", _W, ("zapp.banish.too_weak",),
          "the mover comes from its start field and cannot banish"),
    _mark("own", "own wizard", "♥", "circle", _W, ("zapp.banish.own",),
          "the mover's own colour: never banished"),
    _mark("overlooked", "overlooked by choice", "☆", "circle", OKABE_ITO["sky blue"],
          ("zapp.banish.overlook", "zapp.decide.spare"),
          "the mover chose to spare it: it is lucky and stays"),
    _mark("carried", "carried along", "↷", "diamond", OKABE_ITO["reddish purple"],
          ("zapp.pro.carry", "zapp.decide.carry"),
          "on a passed carry-along field with the mover's tower (Pro): taken along"),
    _mark("set_down", "set down", "↓", "diamond", OKABE_ITO["reddish purple"],
          ("zapp.pro.carry_end", "zapp.pro.city", "zapp.decide.stay"),
          "carried wizards end where the mover ends (in front of its city if it enters)"),
    _mark("round_again", "carried past its city", "⟳", "diamond", OKABE_ITO["reddish purple"],
          ("zapp.pro.past_city",), "carried past its own city: it must go round again"),
)}

#: which mark an event of a move gives the wizard it names (rule id -> mark key)
MARK_OF_RULE: dict[str, str] = {
    "zapp.move.distance": "mover",
    "zapp.move.city": "city",
    "zapp.banish": "banished",
    "zapp.pro.banish": "banished",
    "zapp.banish.protected": "protected",
    "zapp.pro.protected": "tower",
    "zapp.banish.same_level": "same_level",
    "zapp.banish.too_weak": "too_weak",
    "zapp.banish.own": "own",
    "zapp.banish.overlook": "overlooked",
    "zapp.pro.carry": "carried",
    "zapp.pro.carry_end": "set_down",
    "zapp.pro.city": "set_down",
    "zapp.decide.stay": "set_down",
    "zapp.pro.city_own": "city",
    "zapp.pro.past_city": "round_again",
}

#: words for places
START_WORD = "start"
CITY_WORD = "city"


def legend_lines(keys: Iterable[str] | None = None) -> list[str]:
    """One line per mark, ``"✗ banished"``, for a key under a figure or in a widget."""
    return [f"{MARKS[k].symbol} {MARKS[k].name}" for k in (keys or MARKS)]


def vocabulary() -> dict:
    """The whole vocabulary as JSON for a widget trait: colours, fields, wizards, towers,
    starts, cities and marks (each ``{name, letter, shape, fill, ink}``), plus the pale
    backgrounds and the rule -> mark table."""
    return {
        "colours": list(COLOURS),
        "letters": dict(LETTER),
        "fill": dict(FILL),
        "pale": dict(PALE),
        "fields": page(FIELD_GLYPHS.values()),
        "wizards": page(COLOUR_GLYPHS.values()),
        "towers": page(TOWER_GLYPHS.values()),
        "starts": page(START_GLYPHS.values()),
        "cities": page(CITY_GLYPHS.values()),
        "marks": {k: {f: v for f, v in asdict(m).items() if f != "key"} | {"rules": list(m.rules)}
                  for k, m in MARKS.items()},
        "mark_of_rule": dict(MARK_OF_RULE),
        "edge": EDGE,
        "quiet": QUIET,
        "forfeit": FORFEIT,
    }


def mark_for(rule: str) -> Mark | None:
    """The mark an event with rule id ``rule`` gives the wizard it names (None: no mark)."""
    key = MARK_OF_RULE.get(rule)
    return None if key is None else MARKS[key]


def _check(marks: Mapping[str, Mark]) -> None:
    symbols = [m.symbol for m in marks.values()]
    if len(set(symbols)) != len(symbols):  # pragma: no cover - a guard for editors
        raise ValueError("two marks share a symbol")


_check(MARKS)

__all__ = [
    "COLOURS", "WHITE", "FILL", "PALE", "LETTER", "EDGE", "QUIET", "FORFEIT",
    "FIELD_GLYPHS", "COLOUR_GLYPHS", "TOWER_GLYPHS", "START_GLYPHS", "CITY_GLYPHS",
    "Mark", "MARKS", "MARK_OF_RULE", "mark_for", "wizard_label", "colour_of", "legend_lines",
    "vocabulary", "luminance", "contrast", "ink_for", "tint",
]
