"""The visual vocabulary: how each game's tokens, fields and seats look, in one place.

A drawing (``zzlib.plot.<game>``) and a widget (``widgets.<game>``) read the same definition
from ``zzlib.look.<game>``, so a token looks the same in both: the same letter, shape and
colours. Everything here is plain data (no matplotlib), so widgets can send it to the page as a
trait (``page(...)``). Colours come from Okabe and Ito's palette, which stays distinguishable
with every common colour-vision deficiency; every token also carries a letter and a shape, so
nothing depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass

# Okabe & Ito (2008), "Color Universal Design".
OKABE_ITO = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
}

#: the shapes a glyph may take; drawings and widgets both know how to draw each
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star", "pentagon")


@dataclass(frozen=True)
class Glyph:
    """How one kind of thing looks.

    ``key``: the game's own code for it (a board glyph such as ``"Z"``, a colour name);
    ``name``: what a learner calls it; ``letter``: the letter drawn on it; ``shape``: one of
    ``SHAPES``; ``fill``: its colour; ``ink``: the letter's colour (chosen for contrast).
    """

    key: str
    name: str
    letter: str
    shape: str
    fill: str
    ink: str

    def __post_init__(self):
        if self.shape not in SHAPES:
            raise ValueError(f"glyph {self.key!r}: shape must be one of {SHAPES}, not {self.shape!r}")


def page(glyphs: Iterable[Glyph]) -> dict[str, dict]:
    """Glyphs as JSON for a widget trait: ``{key: {name, letter, shape, fill, ink}}``."""
    return {g.key: {k: v for k, v in asdict(g).items() if k != "key"} for g in glyphs}


__all__ = ["OKABE_ITO", "SHAPES", "Glyph", "page"]
