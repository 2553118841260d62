"""How Zankapfel looks: apples, seats, chips, the mayor, cards and dice, in one place.

The matplotlib drawings (``zzlib.plot.zank``) and the widget read these definitions, so a red
apple, the blue seat or a die look the same in both. Plain data (no matplotlib): the widget
sends ``page_data()`` to the page as a trait.

Colour is never the only clue (Okabe and Ito's palette, plus a letter and a shape on
everything):

- **apples** are circles lettered with their colour's initial (R, G, Y, B); the
  multi-coloured apple is a circle of four quarters in the four apple colours, lettered ``*``
  (it stands for any colour);
- **seats** (players, their farmers and numbered cards) each have their own shape *and* letter:
  red R square, blue B diamond, yellow Y triangle, green G hexagon, purple P star, orange O
  pentagon; no seat is a circle, so a seat is never mistaken for an apple;
- **pieces**: the harvest chip (a small wooden block, ``h``), the mayor (``M``), the big apple
  that marks the Game Leader (``L``), a face-down card (``?``), a numbered card (its number on
  its seat's colour and shape) and the dice (white, with pips).

On each orchard square the four values sit where their colour's series is printed on the
board's edges (``VALUE_SIDE``): red at the top, green on the left, yellow at the bottom, blue on
the right.
"""

from __future__ import annotations

from . import OKABE_ITO, Glyph, page

WHITE = "#FFFFFF"
BLACK = "#000000"


def _luminance(hex_colour: str) -> float:
    """WCAG relative luminance of ``#RRGGBB``."""
    rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21; 4.5 is enough for text)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_for(fill: str) -> str:
    """Black or white, whichever reads better on ``fill``."""
    return BLACK if contrast(fill, BLACK) >= contrast(fill, WHITE) else WHITE


def _glyph(key: str, name: str, letter: str, shape: str, fill: str) -> Glyph:
    return Glyph(key, name, letter, shape, fill, ink_for(fill))


#: the four apple colours (Okabe-Ito): the same hue as the seat of that name
APPLE_FILL = {
    "red": OKABE_ITO["vermillion"],
    "green": OKABE_ITO["bluish green"],
    "yellow": OKABE_ITO["yellow"],
    "blue": OKABE_ITO["blue"],
}

#: the multi-coloured apple is drawn as four quarters, in this order clockwise from the top
MULTI_PARTS = ("red", "green", "yellow", "blue")

APPLES: dict[str, Glyph] = {
    "red": _glyph("red", "red apple", "R", "circle", APPLE_FILL["red"]),
    "green": _glyph("green", "green apple", "G", "circle", APPLE_FILL["green"]),
    "yellow": _glyph("yellow", "yellow apple", "Y", "circle", APPLE_FILL["yellow"]),
    "blue": _glyph("blue", "blue apple", "B", "circle", APPLE_FILL["blue"]),
    "multi": _glyph("multi", "multi-coloured apple", "*", "circle", WHITE),
}

SEATS: dict[str, Glyph] = {
    "red": _glyph("red", "red", "R", "square", OKABE_ITO["vermillion"]),
    "blue": _glyph("blue", "blue", "B", "diamond", OKABE_ITO["blue"]),
    "yellow": _glyph("yellow", "yellow", "Y", "triangle", OKABE_ITO["yellow"]),
    "green": _glyph("green", "green", "G", "hexagon", OKABE_ITO["bluish green"]),
    "purple": _glyph("purple", "purple", "P", "star", OKABE_ITO["reddish purple"]),
    "orange": _glyph("orange", "orange", "O", "pentagon", OKABE_ITO["orange"]),
}

PIECES: dict[str, Glyph] = {
    "chip": _glyph("chip", "harvest chip", "h", "square", "#8C6239"),  # a wooden block
    "mayor": _glyph("mayor", "mayor", "M", "circle", BLACK),
    "leader": _glyph("leader", "big apple (the Game Leader)", "L", "circle", OKABE_ITO["sky blue"]),
    "face_down": _glyph("face_down", "face-down card", "?", "square", "#9E9E9E"),
    "numbered": _glyph("numbered", "numbered card", "#", "square", WHITE),
    "die": _glyph("die", "die", "d", "square", WHITE),
}

#: where each colour's value sits on an orchard square (and along which edge of the board its
#: series is printed): red along the top, green down the left, yellow along the bottom, blue
#: down the right (``zank.reconstructed_orchard``)
VALUE_SIDE = {"red": "top", "green": "left", "yellow": "bottom", "blue": "right"}

#: pips of a die face: (x, y) offsets from the face's centre in half-sides, y downwards
DIE_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-0.5, -0.5), (0.5, 0.5)),
    3: ((-0.5, -0.5), (0, 0), (0.5, 0.5)),
    4: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)),
    5: ((-0.5, -0.5), (0.5, -0.5), (0, 0), (-0.5, 0.5), (0.5, 0.5)),
    6: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0), (0.5, 0), (-0.5, 0.5), (0.5, 0.5)),
}

#: the board's areas and marks
BOARD = {
    "orchard": "#EEF3E6",  # grass under the squares
    "grid": "#8A8A8A",
    "no_chip": "#FFFFFF",  # a square whose chip is gone
    "target": OKABE_ITO["sky blue"],  # a square the mayor may move to next
    "announced": OKABE_ITO["blue"],  # corruption: the square the leader announced
    "offer": OKABE_ITO["reddish purple"],  # corruption: a square someone offers points for
    "track_goal": OKABE_ITO["black"],  # the end of the scoring track
}

LABELS = {
    "orchard": "orchard",
    "chip": "harvest chip",
    "mayor": "mayor",
    "leader": "Game Leader (big apple)",
    "track": "scoring track",
    "deck": "deck (the house)",
    "face_up": "for sale",
    "barn": "barn (discards)",
    "hand": "hand",
    "numbered": "numbered cards",
    "spent": "out of the game",
    "target": "the mayor may move here",
}


def apple(kind: str) -> Glyph:
    """The glyph of an apple card (``"red"``, ... or ``"multi"``); ``"face down"`` too."""
    if kind == "face down":
        return PIECES["face_down"]
    try:
        return APPLES[kind]
    except KeyError:
        raise ValueError(f"{kind!r} is not an apple card ({', '.join(APPLES)})") from None


def seat(name: str) -> Glyph:
    try:
        return SEATS[name]
    except KeyError:
        raise ValueError(f"{name!r} is not a seat ({', '.join(SEATS)})") from None


def numbered_card(owner: str, number: int) -> Glyph:
    """A numbered card: its number on its owner's colour and shape."""
    s = seat(owner)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 10:
        raise ValueError(f"numbered cards run 1 to 10, not {number!r}")
    return Glyph(f"{owner}.{number}", f"{owner}'s numbered card {number}", str(number), s.shape,
                 s.fill, s.ink)


def page_data() -> dict:
    """Everything above as JSON for a widget trait."""
    return {
        "apples": page(APPLES.values()),
        "seats": page(SEATS.values()),
        "pieces": page(PIECES.values()),
        "multi_parts": list(MULTI_PARTS),
        "value_side": dict(VALUE_SIDE),
        "die_pips": {str(n): [list(p) for p in pips] for n, pips in DIE_PIPS.items()},
        "board": dict(BOARD),
        "labels": dict(LABELS),
    }


__all__ = ["APPLES", "APPLE_FILL", "BOARD", "DIE_PIPS", "LABELS", "MULTI_PARTS", "PIECES",
           "SEATS", "VALUE_SIDE", "apple", "contrast", "ink_for", "numbered_card", "page_data",
           "seat"]
