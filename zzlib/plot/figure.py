"""What every game's drawings share: a figure that names what it shows, and finding what is
drawn on it.

Each drawing returns a ``TraceFigure`` subclass whose ``repr`` names the game and what it shows
(``<Zapp Zerapp: board>``) rather than its size, so a notebook's saved text output survives
layout changes. Artists carry a ``gid`` naming what they show; ``artists(fig, gid)`` finds
them and ``texts(fig)`` lists every string on a figure (tests and curious readers use both).
"""

from __future__ import annotations

from dataclasses import dataclass

from matplotlib.figure import Figure

from zzlib.plot import page as _page


class TraceFigure(Figure):
    """A matplotlib Figure whose text form names its game and what it shows."""

    game = "a game"
    kind = "figure"

    def __repr__(self) -> str:
        return f"<{self.game}: {self.kind}>"


def new_figure(cls: type[TraceFigure], kind: str, figsize) -> TraceFigure:
    """A new figure of ``cls`` (made without pyplot, so a notebook shows it once), at the
    current page's dpi (the dpi a notebook renders it at)."""
    fig = cls(figsize=figsize, dpi=_page.current().dpi)
    fig.kind = kind
    return fig


def artists(fig_or_ax, gid: str) -> list:
    """Every artist in a figure (or axes) whose gid is ``gid`` (texts and patches alike),
    figure-level texts included."""
    if isinstance(fig_or_ax, Figure):
        axes, found = fig_or_ax.axes, [t for t in fig_or_ax.texts if t.get_gid() == gid]
    else:
        axes, found = [fig_or_ax], []
    for ax in axes:
        found += [a for a in ax.get_children() if a.get_gid() == gid]
    return found


def texts(fig: Figure) -> list[str]:
    """Every string written on the figure (figure texts, titles, axes texts, tick labels and
    axis labels)."""
    out = [t.get_text() for t in fig.texts]
    if getattr(fig, "_suptitle", None) is not None:
        out.append(fig._suptitle.get_text())
    for ax in fig.axes:
        out += [t.get_text() for t in ax.texts]
        out += [ax.get_title(), ax.get_title("left"), ax.get_title("right")]
        out += [t.get_text() for t in ax.get_xticklabels() + ax.get_yticklabels()]
        out += [ax.get_xlabel(), ax.get_ylabel()]
    return [s for s in out if s]


# --------------------------------------------------------------------------------------------
# laying panels out on the page


def pt(size: float) -> float:
    """A font size in points, raised to the current page's smallest readable size."""
    return _page.current().pt(size)


@dataclass(frozen=True)
class Box:
    """A panel to lay out: axes ``w`` x ``h`` inches with room around them for labels and
    titles (``left``, ``right``, ``above``, ``below``; ``first_left`` instead of ``left`` when
    it starts a row, for row labels that only the first panel of a row carries)."""

    w: float
    h: float
    left: float = 0.1
    right: float = 0.1
    above: float = 0.1
    below: float = 0.1
    first_left: float | None = None


@dataclass(frozen=True)
class Placed:
    """Where :func:`flow_figure` put a panel: its axes, its row and its place in the row."""

    ax: object
    row: int
    col: int


def usable_width() -> float:
    """The widest figure (inches, before trimming) the current page shows unshrunk: the
    notebook trims to what is drawn and pads 0.1 inch each side."""
    return _page.current().width_in - 0.22


def flow_figure(cls: type[TraceFigure], kind: str, boxes: list[Box], top: float = 0.0,
                bottom: float = 0.0, width: float | None = None,
                per_row: int | None = None) -> tuple[TraceFigure, list[Placed]]:
    """A figure with ``boxes`` laid left to right, a new row whenever the next would make the
    figure wider than the page (or than ``width``; ``per_row`` caps a row), rows aligned at
    their tops; ``top`` and ``bottom`` inches are left free for a title and text."""
    limit = usable_width() if width is None else width
    rows: list[list[Box]] = [[]]
    used = [0.0]
    for b in boxes:
        left = b.first_left if (b.first_left is not None and not rows[-1]) else b.left
        need = left + b.w + b.right
        first = b.first_left if b.first_left is not None else b.left
        if rows[-1] and (used[-1] + b.left + b.w + b.right > limit
                         or (per_row is not None and len(rows[-1]) >= per_row)):
            rows.append([])
            used.append(0.0)
            need = first + b.w + b.right
        rows[-1].append(b)
        used[-1] += need
    fig_w = max(used)
    heights = [max(b.above + b.h + b.below for b in row) for row in rows]
    fig_h = top + sum(heights) + bottom
    fig = new_figure(cls, kind, (fig_w, fig_h))
    placed = []
    y = fig_h - top
    for i, (row, rh) in enumerate(zip(rows, heights)):
        x = 0.0
        for j, b in enumerate(row):
            x += b.first_left if (j == 0 and b.first_left is not None) else b.left
            ax = fig.add_axes((x / fig_w, (y - b.above - b.h) / fig_h, b.w / fig_w,
                               b.h / fig_h))
            placed.append(Placed(ax, i, j))
            x += b.w + b.right
        y -= rh
    return fig, placed


def wrap(text: str, width_in: float, size: float) -> str:
    """``text`` wrapped to lines about ``width_in`` inches long at ``size`` points (each line
    of ``text`` on its own)."""
    import textwrap

    chars = max(20, int(width_in * 72 / (size * 0.56)))
    return "\n".join(textwrap.fill(line, chars) for line in text.splitlines())
