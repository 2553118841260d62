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

from zzlib.zapp.board import CITY, COLOURS, LETTERS, START, WHITE, Board
from zzlib.zapp.position import Position
from zzlib.zapp.trace import FATE_OF_RULE

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
#: a closed rumble-barrel on the plateau (a taken one takes its player's pale colour)
BARREL = "#E8E2D6"


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

#: which mark an event of a move gives the wizard it names (rule id -> mark key): the fate
#: the engine's trace reads from that event (``zzlib.zapp.trace``), drawn as the mark of that name
MARK_OF_RULE: dict[str, str] = dict(FATE_OF_RULE)

#: words for places
START_WORD = "start"
CITY_WORD = "city"



# --------------------------------------------------------------------------------------------
# where things go: the board drawn as a square loop of 24 fields, six a side, a guild's start
# and city in each corner. Coordinates in field lengths, y up (the drawings); ``geometry``
# turns them into the widget's SVG coordinates (y down).

SIDE = 6  # fields per side
DEPTH = 2.0  # how deep a field is, from the mountain (inside) to the outer edge
STRIP = 0.55  # the full-colour band at a field's outer edge (its letter)


def point(f: int, t: float, s: float, size: int = 24) -> tuple[float, float]:
    """A point on field ``f``: ``t`` from 0 to 1 along the way wizards run (clockwise), ``s``
    from 0 at the inner edge to ``DEPTH`` at the outer edge (beyond: outside the loop)."""
    side, j = divmod(f % size, SIDE)
    L = SIDE
    if side == 0:  # top, left to right
        return (j + t, L + s)
    if side == 1:  # right, top to bottom
        return (L + s, L - j - t)
    if side == 2:  # bottom, right to left
        return (L - j - t, -s)
    return (-s, j + t)  # left, bottom to top


def field_polygon(f: int, s0: float = 0.0, s1: float = DEPTH) -> list[tuple[float, float]]:
    return [point(f, 0, s0), point(f, 1, s0), point(f, 1, s1), point(f, 0, s1)]


def slot(f: int, k: int, n: int, abreast: int = 2) -> tuple[float, float]:
    """Where the ``k``-th of ``n`` wizards on field ``f`` stands: two abreast, from the
    outer part of the field inwards (beyond four they continue onto the mountain); with
    ``abreast=1`` one behind the other (a drawing too narrow for two names side by side)."""
    if abreast == 1:
        return point(f, 0.5, DEPTH - 1.22 - 0.48 * k)
    row, col = divmod(k, 2)
    t = 0.5 if (n % 2 == 1 and k == n - 1) else (0.27 if col == 0 else 0.73)
    s = DEPTH - 1.22 - 0.48 * row
    return point(f, t, s)


#: how many wizards a field holds in place, side by side (more: they are fanned out beside it)
FIT = 2
#: a crowd beside its field: how far out from the loop's inner edge (beyond the field's
#: number), how far apart (a wizard's marker and its mark's badge), and how far along its side
#: of the loop it may reach (clear of the start and city labels at the corners)
FAN_DEPTH = DEPTH + 1.05
FAN_STEP = 0.8
FAN_REACH = (0.1, SIDE - 0.1)


def _fan_step(n: int) -> float:
    lo, hi = FAN_REACH
    return min(FAN_STEP, (hi - lo - 0.6) / max(n - 1, 1))


def fan_slots(f: int, n: int, size: int = 24, mid: float | None = None) -> list[tuple[float, float]]:
    """Where the ``n`` wizards of a crowded field ``f`` (more than ``FIT``) stand: fanned out
    in a row beside it, outside the loop beyond its number, along its side of the loop and
    centred on it (or on ``mid``, in fields from the start of its side; moved along the side
    as far as needed to stay clear of the corners; a long row closes up). Drawn with a frame
    and two leader lines to the field (the widget), so every name and every mark stays
    readable at projector size."""
    side, j = divmod(f % size, SIDE)
    lo, hi = FAN_REACH
    step = _fan_step(n)
    half = step * (n - 1) / 2
    mid = j + 0.5 if mid is None else mid
    mid = min(max(mid, lo + 0.3 + half), hi - 0.3 - half)  # along the side, from its start
    out = []
    for k in range(n):
        u = mid - half + k * step  # along the side: field ``side * SIDE`` starts at 0
        out.append(point(side * SIDE, u, FAN_DEPTH))
    return out


def fan_mids(crowded: Mapping[int, int], size: int = 24) -> dict[int, float]:
    """Where along its side each crowded field's fan is centred (``crowded``: field -> how
    many wizards): on its field, unless two fans on one side would meet; then they are
    pushed apart (a gap of a wizard's width between their frames), within the side."""
    lo, hi = FAN_REACH
    out: dict[int, float] = {}
    by_side: dict[int, list[int]] = {}
    for f in sorted(crowded, key=lambda f: f % size):
        by_side.setdefault((f % size) // SIDE, []).append(f)
    for fields in by_side.values():
        halves = [_fan_step(crowded[f]) * (crowded[f] - 1) / 2 + 0.4 for f in fields]
        mids = [f % SIDE + 0.5 for f in fields]
        for k in range(len(fields)):  # push right, clear of the one before
            low = lo + halves[k] if k == 0 else mids[k - 1] + halves[k - 1] + 0.3 + halves[k]
            mids[k] = max(mids[k], low)
        for k in reversed(range(len(fields))):  # then back left, within the side
            high = hi - halves[k] if k == len(fields) - 1 else \
                mids[k + 1] - halves[k + 1] - 0.3 - halves[k]
            mids[k] = min(mids[k], high)
        out.update(zip(fields, mids))
    return out


def crowds(pos: Position) -> dict[int, list[str]]:
    """The fields holding more wizards than fit (``FIT``), with their wizards in order."""
    groups: dict[int, list[str]] = {}
    for w, p in pos.places:
        if p not in (START, CITY):
            groups.setdefault(p, []).append(w)
    return {f: ws for f, ws in groups.items() if len(ws) > FIT}


def corner(board: Board, colour: str):
    """The start and city triangles of ``colour`` (its entry field must begin a side), or
    None when the board puts its start elsewhere."""
    e = board.entry_of(colour)
    if e % SIDE:
        return None
    front = (e - 1) % board.size
    a = point(front, 1, DEPTH)  # outer corner of the front field
    b = point(e, 0, DEPTH)  # outer corner of the entry field
    p_in = point(e, 0, 0)
    p_out = (a[0] + b[0] - p_in[0], a[1] + b[1] - p_in[1])
    return (p_in, a, p_out), (p_in, b, p_out)


def towards(tri, share: float) -> tuple[float, float]:
    """A point on the line from the middle of a home triangle's diagonal (share 0) to its
    outer corner (share 1)."""
    p_in, corner_, p_out = tri
    mx, my = (p_in[0] + p_out[0]) / 2, (p_in[1] + p_out[1]) / 2
    return (mx + share * (corner_[0] - mx), my + share * (corner_[1] - my))


def triangle_slots(tri, n: int, spread: float = 1.0) -> list[tuple[float, float]]:
    """Wizards in a start or city: a row along the diagonal, clear of the label (``spread``
    times further apart on a drawing too narrow for their names side by side)."""
    p_in, _, p_out = tri
    cx, cy = towards(tri, 0.36)
    dx, dy = p_out[0] - p_in[0], p_out[1] - p_in[1]
    norm = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / norm, dy / norm
    offsets = {1: [0.0], 2: [-0.24, 0.24], 3: [-0.46, 0.0, 0.46]}.get(n)
    if offsets is None:  # more than three (a teacher's position): a tighter line
        offsets = [(-0.5 + i / max(n - 1, 1)) * 1.1 for i in range(n)]
    return [(cx + spread * o * ux, cy + spread * o * uy) for o in offsets]


def outside_boxes(board: Board, colour: str):
    """Start and city of a colour whose entry lies mid-side: two boxes outside the loop."""
    e = board.entry_of(colour)
    front = (e - 1) % board.size
    boxes = []
    for f in (front, e):
        boxes.append([point(f, 0.05, DEPTH + 0.7), point(f, 0.95, DEPTH + 0.7),
                      point(f, 0.95, DEPTH + 1.7), point(f, 0.05, DEPTH + 1.7)])
    return boxes


def home_shapes(board: Board, colour: str):
    """(city, start) of ``colour``: two triangles in a corner, or two boxes outside the loop."""
    c = corner(board, colour)
    if c is not None:
        return c
    return tuple(outside_boxes(board, colour))


def home_slots(board: Board, colour: str, kind: str, n: int,
               spread: float = 1.0) -> list[tuple[float, float]]:
    """Where ``n`` wizards stand in ``colour``'s start or city (``kind``; ``spread``: see
    ``triangle_slots``)."""
    city, start = home_shapes(board, colour)
    poly = city if kind == CITY else start
    if len(poly) == 3:
        return triangle_slots(poly, n, spread)
    cx = sum(p[0] for p in poly) / 4
    cy = sum(p[1] for p in poly) / 4 - 0.15
    return [(cx + (i - (n - 1) / 2) * 0.3, cy) for i in range(n)]


def places_xy(board: Board, pos: Position, abreast: int = 2,
              fan: bool = False) -> dict[str, tuple[float, float]]:
    """Where each wizard's marker goes: by field, start or city, several side by side
    (``abreast``: how many side by side on a field, see ``slot``; with one, those in a start
    or city stand further apart too). With ``fan``, the wizards of a field holding more
    than ``FIT`` stand beside it instead (``fan_slots``); the others where they would."""
    groups: dict[object, list[str]] = {}
    for w, p in pos.places:
        key = (p, colour_of(w)) if p in (START, CITY) else p
        groups.setdefault(key, []).append(w)
    xy = {}
    mids = fan_mids({f: len(ws) for f, ws in groups.items()
                     if not isinstance(f, tuple) and len(ws) > FIT}, board.size) if fan else {}
    for key, ws in groups.items():
        if isinstance(key, tuple):
            place, colour = key
            slots = home_slots(board, colour, place, len(ws), 1.0 if abreast == 2 else 1.5)
        elif fan and len(ws) > FIT:
            slots = fan_slots(key, len(ws), board.size, mids[key])
        else:
            slots = [slot(key, k, len(ws), abreast) for k in range(len(ws))]
        for w, s in zip(ws, slots):
            xy[w] = s
    return xy


def svg_xy(xy) -> list[float]:
    """A drawing's point in the widget's SVG coordinates (y down, the mountain 0-6)."""
    return [round(xy[0], 3), round(SIDE - xy[1], 3)]


#: the plateau on the mountain: the 13 barrels in rows of 5, 4 and 4, below the dice
PLATEAU_ROWS = ("ABCDE", "FGHI", "JKLM")


def geometry(board: Board) -> dict:
    """The board for the widget's SVG (JSON): every field's outline, colour band, letter,
    towers and number; each guild's start and city with its label; where the 13 barrels and
    the dice stand on the mountain plateau; the SVG ``viewBox``. Read from the same functions
    the drawings use, so the widget's board is the drawing's board."""
    fields = []
    for f in range(board.size):
        c = board.colour(f)
        towers = board.tower_colours(f)
        fields.append({
            "field": f,
            "colour": c,
            "letter": LETTER[c],
            "name": board.describe(f),
            "poly": [svg_xy(p) for p in field_polygon(f)],
            "band": [svg_xy(p) for p in field_polygon(f, DEPTH - STRIP, DEPTH)],
            "letter_at": svg_xy(point(f, 0.5, DEPTH - STRIP / 2)),
            "towers": [
                {"colour": tc, "at": svg_xy(point(f, 0.5 if len(towers) == 1 else
                                                  0.28 + 0.44 * k / max(len(towers) - 1, 1),
                                                  DEPTH - STRIP - 0.24))}
                for k, tc in enumerate(towers)
            ],
            "number_at": svg_xy(point(f, 0.5, DEPTH + 0.28)),
            "centre": svg_xy(point(f, 0.5, DEPTH - 1.22)),
        })
    homes = {}
    for colour in COLOURS:
        city, start = home_shapes(board, colour)
        homes[colour] = {}
        for poly, kind, f in ((city, CITY, board.front_of_city(colour)),
                              (start, START, board.entry_of(colour))):
            (ix, iy), (ox, oy) = point(f, 0.5, 0), point(f, 0.5, 1)
            nx, ny = ox - ix, oy - iy  # the outward direction of that side
            if len(poly) == 3:
                _, c_, p_out = poly
                mx, my = (c_[0] + p_out[0]) / 2, (c_[1] + p_out[1]) / 2
            else:
                mx, my = sum(p[0] for p in poly) / 4, sum(p[1] for p in poly) / 4
                nx = ny = 0.0
            homes[colour][kind] = {
                "poly": [svg_xy(p) for p in poly],
                "label_at": svg_xy((mx + 0.14 * nx, my + 0.14 * ny)),
                "anchor": "end" if nx < -0.5 else "start" if nx > 0.5 else "middle",
                "baseline": "hanging" if ny < -0.5 else "auto" if ny > 0.5 else "middle",
                "centre": svg_xy(towards(poly, 0.36) if len(poly) == 3
                                 else (sum(p[0] for p in poly) / 4, sum(p[1] for p in poly) / 4)),
            }
    barrels = {}
    for r, row in enumerate(PLATEAU_ROWS):
        for k, label in enumerate(row):
            barrels[label] = [round(SIDE / 2 + (k - (len(row) - 1) / 2) * 1.08, 3),
                              round(2.05 + 1.32 * r, 3)]
    lo, span = -DEPTH - 0.75, SIDE + 2 * DEPTH + 1.5
    side = 0.6  # room beside the loop for the labels of the starts and cities on the sides
    return {
        "size": board.size,
        "fields": fields,
        "homes": homes,
        "barrels": barrels,
        "dice_at": [SIDE / 2, 0.75],
        "chip": 0.22,
        "view_box": [lo - side, lo, span + 2 * side, span],
    }


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
        "barrel": BARREL,
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
    "COLOURS", "WHITE", "FILL", "PALE", "LETTER", "EDGE", "QUIET", "FORFEIT", "BARREL",
    "FIELD_GLYPHS", "COLOUR_GLYPHS", "TOWER_GLYPHS", "START_GLYPHS", "CITY_GLYPHS",
    "Mark", "MARKS", "MARK_OF_RULE", "mark_for", "wizard_label", "colour_of", "legend_lines",
    "vocabulary", "luminance", "contrast", "ink_for", "tint", "SIDE", "DEPTH", "point",
    "field_polygon", "slot", "home_shapes", "home_slots", "places_xy", "geometry",
    "FIT", "fan_slots", "fan_mids", "crowds",
]
