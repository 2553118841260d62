"""The page a drawing is shown on, and how big its text then looks.

A notebook shows a figure as a PNG of ``figsize`` inches × the figure's dpi, trimmed to what is
drawn (``bbox_inches="tight"``), and shrinks it to the width of its output area when it is
wider. Text in a figure is as big as its size in points × dpi / 72 × that shrinking, so a
drawing readable on a laptop can be unreadable on a projector.

The default page is the :func:`projector`: a 1024x768 projector showing JupyterLab with the
file browser open, an output area 592 CSS pixels wide, where the class must read every text at
12 pixels at least. Every ``draw_`` function of ``zzlib.plot`` lays its figure out for the
current page (:func:`current`); choose another with :func:`use` or, for a few drawings,
:func:`using`::

    from zzlib.plot import Page, using
    with using(Page(width_px=1100, min_text_px=12)):   # a wide screen: panels side by side
        fig = zot.draw_spell(result)

:func:`measure` renders a figure as the notebook would and says how wide it is shown and how
big each text then looks (tests check every drawing with it).
"""

from __future__ import annotations

import io
import math
import struct
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from matplotlib.figure import Figure
from matplotlib.text import Text


@dataclass(frozen=True)
class Page:
    """Where figures are shown: ``width_px`` CSS pixels of output width (a wider PNG is
    shrunk to it), the smallest text a reader must be able to read there (``min_text_px``, as
    displayed) and the dpi a figure is rendered at (the inline backend uses the figure's dpi,
    matplotlib's ``figure.dpi``: 100)."""

    width_px: int
    min_text_px: float
    dpi: float = 100.0

    def __post_init__(self) -> None:
        if isinstance(self.width_px, bool) or not isinstance(self.width_px, int) \
                or self.width_px <= 0:
            raise ValueError(f"Page.width_px must be a whole number of pixels above 0, "
                             f"got {self.width_px!r}")
        for name in ("min_text_px", "dpi"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) \
                    or v <= 0:
                raise ValueError(f"Page.{name} must be a number above 0, got {v!r}")

    @property
    def width_in(self) -> float:
        """The widest figure (inches, after trimming) shown at its own size."""
        return self.width_px / self.dpi

    @property
    def min_text_pt(self) -> float:
        """The smallest font size (points) that reads at ``min_text_px`` when the figure is
        not shrunk: 12 px at 100 dpi is 8.64 pt."""
        return self.min_text_px * 72 / self.dpi

    def pt(self, size: float) -> float:
        """``size`` points, or the page's smallest readable size if that is larger."""
        return max(float(size), self.min_text_pt)

    def fits(self, width_in: float) -> bool:
        """Whether a figure ``width_in`` inches wide (after trimming) shows at its own size."""
        return width_in <= self.width_in + 1e-9


def projector() -> Page:
    """The page at a 1024x768 projector, JupyterLab's file browser open: the output area is
    592 CSS px wide and every text must show at 12 px at least (the default page)."""
    return Page(width_px=592, min_text_px=12.0, dpi=100.0)


_current: list[Page] = [projector()]


def current() -> Page:
    """The page drawings are laid out for now (:func:`projector` unless :func:`use` chose
    another)."""
    return _current[0]


def use(page: Page) -> Page:
    """Lay out every later drawing for ``page``; returns the page used before."""
    if not isinstance(page, Page):
        raise TypeError(f"use() takes a Page, got {type(page).__name__}")
    before, _current[0] = _current[0], page
    return before


@contextmanager
def using(page: Page) -> Iterator[Page]:
    """``with using(Page(...)):`` draws for ``page`` inside the block, then restores the page
    used before (also when the block raises)."""
    before = use(page)
    try:
        yield page
    finally:
        use(before)


# --------------------------------------------------------------------------------------------
# measuring a figure as the notebook shows it


@dataclass(frozen=True)
class ShownText:
    """One text as displayed: its string, gid, size in displayed pixels and its box (pixels
    of the rendered PNG: x0, y0, x1, y1)."""

    text: str
    gid: str | None
    px: float
    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class Shown:
    """A figure as a notebook shows it on ``page``: the PNG's size, the factor it is shrunk
    by to fit, and every text drawn, with its displayed size."""

    page: Page
    rendered_px: tuple[int, int]
    scale: float
    texts: tuple[ShownText, ...]

    @property
    def width_px(self) -> float:
        """The displayed width in CSS pixels (at most the page's)."""
        return self.rendered_px[0] * self.scale

    @property
    def smallest(self) -> ShownText | None:
        return min(self.texts, key=lambda t: t.px, default=None)

    @property
    def too_small(self) -> list[ShownText]:
        """Texts shown below the page's minimum (0.01 px of rounding allowed)."""
        return [t for t in self.texts if t.px < self.page.min_text_px - 0.01]

    @property
    def readable(self) -> bool:
        """Every text shows at the page's minimum or larger (a figure wider than the page
        may be shrunk, as long as this still holds)."""
        return not self.too_small

    def overlaps(self, margin: float = 1.0) -> list[tuple[str, str]]:
        """Pairs of texts whose boxes overlap by more than ``margin`` pixels each way."""
        out = []
        boxes = self.texts
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                dx = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
                dy = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
                if dx > margin and dy > margin:
                    out.append((a.text, b.text))
        return out


def _png_size(data: bytes) -> tuple[int, int]:
    return struct.unpack(">II", data[16:24])


def measure(fig: Figure, page: Page | None = None) -> Shown:
    """Render ``fig`` as the notebook does (PNG at ``page.dpi``, ``bbox_inches="tight"``),
    and say how it is shown on ``page`` (default: the current one): its rendered size, the
    scale ``min(1, page.width_px / rendered width)`` and each text drawn with its displayed
    size, font size in points × dpi / 72 × scale (tick labels outside the view and hidden
    texts are not drawn, so not counted)."""
    page = page or current()
    drawn: dict[int, tuple[Text, object]] = {}
    original = Text.draw

    def draw(self, renderer):
        if self.get_visible() and self.get_text().strip():
            drawn[id(self)] = (self, renderer)
        return original(self, renderer)

    buf = io.BytesIO()
    Text.draw = draw
    try:
        fig.savefig(buf, format="png", dpi=page.dpi, bbox_inches="tight",
                    facecolor=fig.get_facecolor(), edgecolor=fig.get_edgecolor())
    finally:
        Text.draw = original
    width, height = _png_size(buf.getvalue())
    scale = min(1.0, page.width_px / width)
    texts = []
    for t, renderer in drawn.values():
        px = t.get_fontsize() * page.dpi / 72 * scale
        try:
            e = t.get_window_extent(renderer)
            box = (e.x0, e.y0, e.x1, e.y1)
        except (RuntimeError, ValueError):  # a text with nothing to lay out
            box = (0.0, 0.0, 0.0, 0.0)
        texts.append(ShownText(t.get_text(), t.get_gid(), px, box))
    return Shown(page, (width, height), scale, tuple(texts))


def smallest_text(fig: Figure, page: Page | None = None) -> tuple[str, float] | None:
    """The smallest text of ``fig`` as shown on ``page``: (its string, its size in px)."""
    s = measure(fig, page).smallest
    return None if s is None else (s.text, s.px)


def displayed_text_px(fig: Figure, page: Page | None = None) -> list[tuple[str, float]]:
    """Every text of ``fig`` with its size in displayed pixels on ``page``."""
    return [(t.text, t.px) for t in measure(fig, page).texts]
