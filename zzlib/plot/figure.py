"""What every game's drawings share: a figure that names what it shows, and finding what is
drawn on it.

Each drawing returns a ``TraceFigure`` subclass whose ``repr`` names the game and what it shows
(``<Zapp Zerapp: board>``) rather than its size, so a notebook's saved text output survives
layout changes. Artists carry a ``gid`` naming what they show; ``artists(fig, gid)`` finds
them and ``texts(fig)`` lists every string on a figure (tests and curious readers use both).
"""

from __future__ import annotations

from matplotlib.figure import Figure


class TraceFigure(Figure):
    """A matplotlib Figure whose text form names its game and what it shows."""

    game = "a game"
    kind = "figure"

    def __repr__(self) -> str:
        return f"<{self.game}: {self.kind}>"


def new_figure(cls: type[TraceFigure], kind: str, figsize) -> TraceFigure:
    """A new figure of ``cls`` (made without pyplot, so a notebook shows it once)."""
    fig = cls(figsize=figsize)
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
