"""Zankapfel drawn with matplotlib: the orchard, a round, a contention's bidding, the track.

- ``draw_orchard(position)``: the 5x5 orchard with all four apple values on every square, the
  harvest chips, the mayor and the squares he may move to next (the graph of his moves, drawn
  on the board, and what each move is worth beside it); ``part="board"`` or ``"moves"`` draws
  one half alone, each short enough for a projector;
- ``draw_round(game, i)``: round ``i``: the cards played (face down until the reveal) or bought
  and their price, the mayor's move (with the leader's announcement and any bribe), picks,
  contentions and points;
- ``draw_contention(trace)``: a contention as a timeline (``zank.contention_trace(game, k)``):
  the cards committed, every dice turn (who took how many and paid what), the reveal with the
  rolls, the totals, the winner, and each re-bid after a tie;
- ``draw_track(game)``: every farmer's position on the scoring track over the rounds.

For the lessons' sentences: ``phase_words(phase)`` and ``plainly(message)`` put the engine's
phase names, move names and Python lists in plain words, and ``try_move(game, move)`` is
``zzlib.plot.lesson.attempt`` with its refusal so worded.

Drawings of a game show only public information: they read ``game.view(None, at=k)`` and each
log entry's ``public()`` form, so a face-down card stays face down until its reveal. Every
function returns a figure whose ``repr`` names what it shows and draws the same picture on every
run; no pyplot is used, so a notebook shows each figure once. Tokens look as
``zzlib.look.zank`` defines them (letter + shape + Okabe-Ito colour), the same as in the widget.
Artists carry a ``gid`` naming what they show, for tests and curious readers (:func:`artists`).
"""

from __future__ import annotations

import math
import re
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import networkx as nx
from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, Polygon, Rectangle, Wedge

from zzlib import zank
from zzlib.core import and_join, plural
from zzlib.look import Glyph
from zzlib.look import zank as look
from zzlib.plot import figure
from zzlib.plot.figure import artists, texts
from zzlib.plot.figure import pt as _pt
from zzlib.plot.figure import usable_width as _usable
from zzlib.plot.lesson import said_again
from zzlib.zank.traces import (
    ContentionTrace,
    contention_trace,
    contention_traces,
    round_entries,
)

from ..zank.phases import (
    ACCEPT,
    ANNOUNCE,
    BRIBE,
    CHOOSE,
    COMMIT,
    DEAL,
    DICE,
    END_ROUND,
    MAYOR,
    NAMING,
    OVER,
    PLACE_MAYOR,
    REMOVE_CHIP,
    REVEAL,
    ROLL,
    SCORE,
)

Square = tuple[int, int]
SIZE = 5

#: matplotlib markers for the look's shapes (the track's lines)
MARKERS = {"circle": "o", "square": "s", "diamond": "D", "triangle": "^", "hexagon": "h",
           "star": "*", "pentagon": "p"}

SIDE_OFFSET = {"top": (0.0, -0.3), "bottom": (0.0, 0.3), "left": (-0.3, 0.0),
               "right": (0.3, 0.0)}


# --------------------------------------------------------------------------------------------
# the figure and finding what is drawn


class ZankFigure(figure.TraceFigure):
    """A Zankapfel drawing: its text form names what it shows (``<Zankapfel: round 3>``)."""

    game = "Zankapfel"


def _new_figure(kind: str, figsize) -> ZankFigure:
    return figure.new_figure(ZankFigure, kind, figsize)


def _sq(value) -> Square:
    return (int(value[0]), int(value[1]))


def _sqn(sq) -> str:
    return f"({sq[0]}, {sq[1]})"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("±0" if n == 0 else f"−{-n}")


def _pt_per_unit(ax: Axes) -> float:
    """Points per data unit along x (axes are laid out with equal aspect by hand)."""
    fig = ax.figure
    w = fig.get_size_inches()[0] * ax.get_position().width
    x0, x1 = ax.get_xlim()
    return w * 72 / abs(x1 - x0)


def _add(ax: Axes, patch):
    """Add a patch without recomputing the data limits (every axes here sets its own limits
    first; ``add_patch`` would make a drawing of hundreds of patches slow)."""
    return ax.add_artist(patch)


def _outlined(colour: str, width: float = 2.0) -> list:
    other = "#000000" if colour.upper() in ("#FFFFFF", "WHITE") else "#FFFFFF"
    return [patheffects.withStroke(linewidth=width, foreground=other)]


# --------------------------------------------------------------------------------------------
# glyphs: one drawing of the look's shapes


def _vertices(shape: str, x: float, y: float, r: float, ydown: bool) -> list[tuple[float, float]]:
    up = -1.0 if ydown else 1.0

    def ring(n, radius, start=90.0):
        return [(x + radius * math.cos(math.radians(start + 360 * k / n)),
                 y + up * radius * math.sin(math.radians(start + 360 * k / n)))
                for k in range(n)]

    if shape == "square":
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "diamond":
        return ring(4, r * 1.25)
    if shape == "triangle":
        pts = ring(3, r * 1.3)
        return [(px, py + up * -0.25 * r) for px, py in pts]  # sit the triangle's centre low
    if shape == "hexagon":
        return ring(6, r * 1.12, start=0.0)
    if shape == "pentagon":
        return ring(5, r * 1.15)
    if shape == "star":
        outer, inner = ring(5, r * 1.35), ring(5, r * 0.62, start=126.0)
        return [p for pair in zip(outer, inner) for p in pair]
    raise ValueError(f"unknown shape {shape!r}")


def _draw_glyph(ax: Axes, glyph: Glyph, xy, r: float, gid: str, letter: str | None = None,
                z: float = 5.0, ydown: bool = True, font: float | None = None,
                edge: str = "#000000", lw: float = 1.2, parts=None) -> None:
    """``glyph``'s shape of radius ``r`` (data units) at ``xy`` with its letter (or
    ``letter``); ``parts`` (apple colours) fill a circle in quarters (the multi-coloured
    apple)."""
    x, y = xy
    if glyph.shape == "circle":
        if parts:
            n = len(parts)
            for k, colour in enumerate(parts):
                a0 = 90 - 360 * (k + 1) / n
                _add(ax, Wedge((x, y), r, a0, a0 + 360 / n, facecolor=look.APPLE_FILL[colour],
                                   edgecolor="none", zorder=z, gid=f"{gid}-part"))
            _add(ax, Circle((x, y), r * 0.55, facecolor="#FFFFFF", edgecolor="none",
                                zorder=z + 0.05))
            _add(ax, Circle((x, y), r, facecolor="none", edgecolor=edge, linewidth=lw,
                                zorder=z + 0.1, gid=gid))
        else:
            _add(ax, Circle((x, y), r, facecolor=glyph.fill, edgecolor=edge, linewidth=lw,
                                zorder=z, gid=gid))
    else:
        _add(ax, Polygon(_vertices(glyph.shape, x, y, r, ydown), closed=True,
                             facecolor=glyph.fill, edgecolor=edge, linewidth=lw, zorder=z,
                             gid=gid))
    text = glyph.letter if letter is None else letter
    if text:
        size = font if font is not None else r * 2 * _pt_per_unit(ax) * 0.62
        ax.text(x, y, text, ha="center", va="center_baseline", fontsize=_pt(size),
                fontweight="bold", color=glyph.ink, zorder=z + 0.2, gid=f"{gid}-letter")


def _draw_apple(ax: Axes, kind: str, xy, r: float, gid: str, **kw) -> None:
    """An apple card's glyph: its colour and letter; multi-coloured in four quarters;
    ``"face down"``: a grey card with ``?``."""
    g = look.apple(kind)
    if kind == "face down":
        _draw_card(ax, xy, r, g, gid, **kw)
        return
    _draw_glyph(ax, g, xy, r, gid, parts=look.MULTI_PARTS if kind == zank.MULTI else None, **kw)


def _draw_card(ax: Axes, xy, r: float, glyph: Glyph, gid: str, text: str | None = None,
               z: float = 5.0, font: float | None = None, **_) -> None:
    """A card (upright rectangle) in ``glyph``'s colours with its letter or ``text``."""
    x, y = xy
    w, h = r * 1.5, r * 2.1
    _add(ax, Rectangle((x - w / 2, y - h / 2), w, h, facecolor=glyph.fill,
                           edgecolor="#000000", linewidth=1.1, zorder=z, gid=gid))
    size = font if font is not None else w * _pt_per_unit(ax) * 0.7
    ax.text(x, y, glyph.letter if text is None else text, ha="center", va="center_baseline",
            fontsize=_pt(size), fontweight="bold", color=glyph.ink, zorder=z + 0.2,
            gid=f"{gid}-letter")


def _draw_die(ax: Axes, xy, r: float, value: int | None, gid: str, z: float = 5.0,
              ydown: bool = True) -> None:
    """A die of half-side ``r``: blank when taken but not yet rolled, else with its pips."""
    x, y = xy
    g = look.PIECES["die"]
    _add(ax, Rectangle((x - r, y - r), 2 * r, 2 * r, facecolor=g.fill, edgecolor="#000000",
                           linewidth=1.1, zorder=z, gid=gid))
    if value is None:
        ax.text(x, y, "?", ha="center", va="center_baseline", color="#777777",
                fontsize=_pt(r * 2 * _pt_per_unit(ax) * 0.55), zorder=z + 0.1, gid=f"{gid}-blank")
        return
    sign = 1 if ydown else -1
    for px, py in look.DIE_PIPS[value]:
        _add(ax, Circle((x + px * r * 1.1, y + sign * py * r * 1.1), r * 0.17,
                            facecolor=g.ink, edgecolor="none", zorder=z + 0.1, gid=f"{gid}-pip"))


def _badge(ax: Axes, colour: str, value, xy, half: float, font: float, z: float = 4.0,
           gid: str = "value") -> None:
    """An orchard value: the number on a small square of its apple's colour."""
    x, y = xy
    g = look.APPLES[colour]
    _add(ax, Rectangle((x - half, y - half), 2 * half, 2 * half, facecolor=g.fill,
                           edgecolor="#333333", linewidth=0.6, zorder=z, gid=f"{gid}-badge"))
    ax.text(x, y, str(value), ha="center", va="center_baseline", fontsize=_pt(font),
            fontweight="bold", color=g.ink, zorder=z + 0.1, gid=gid)


# --------------------------------------------------------------------------------------------
# the orchard


@dataclass(frozen=True)
class OrchardPicture:
    """What the orchard drawing needs, all public: chips, the mayor, the leader, and with
    corruption the announced square and the offers."""

    chips: frozenset
    mayor: Square | None
    grid: Mapping
    leader: str | None = None
    round: int = 0
    announced: Square | None = None
    offers: tuple = ()

    @property
    def targets(self) -> tuple[Square, ...]:
        if self.mayor is None:
            return ()
        return zank.mayor_targets(self.chips, self.mayor)


def orchard_picture(position, orchard=None) -> OrchardPicture:
    """The public facts of ``position``: a ``zank.Game`` (its position now), a ``zank.State``
    or a view dict (``game.view(seat)``). ``orchard``: the grid when ``position`` does not
    carry it (a view or a state of a game with another orchard)."""
    if isinstance(position, zank.Game):
        grid = position.orchard
        position = position.view(None)
    else:
        grid = zank.make_orchard(orchard)
    if isinstance(position, zank.State):
        s = position
        return OrchardPicture(frozenset(s.chips), s.mayor, grid, s.leader_name, s.round,
                              s.announced, tuple(s.offers))
    if isinstance(position, Mapping):
        v = position
        mayor = _sq(v["mayor"]) if v.get("mayor") else None
        announced = _sq(v["announced"]) if v.get("announced") else None
        offers = tuple((p, _sq(sq), k) for p, sq, k in v.get("offers", ()))
        return OrchardPicture(frozenset(_sq(c) for c in v["chips"]), mayor, grid,
                              v.get("leader"), v.get("round", 0), announced, offers)
    raise TypeError(f"draw a zank.Game, a zank.State or a view dict, not {type(position)!r}")


def _orchard_on(ax: Axes, pic: OrchardPicture, moves: bool = True,
                ghost: Square | None = None) -> None:
    """The orchard on ``ax`` (rows downwards): values, chips, the mayor and his moves."""
    ax.set_xlim(-0.62, SIZE - 0.38)
    ax.set_ylim(SIZE - 0.38, -0.62)
    ax.set_aspect("equal")
    ax.axis("off")
    pt = _pt_per_unit(ax)
    board = look.BOARD
    for r in range(SIZE):
        for c in range(SIZE):
            has = (r, c) in pic.chips
            _add(ax, Rectangle((c - 0.5, r - 0.5), 1, 1,
                                   facecolor=board["orchard"] if has else board["no_chip"],
                                   edgecolor=board["grid"], linewidth=0.8, zorder=1,
                                   gid="square"))
            for colour, side in look.VALUE_SIDE.items():
                dx, dy = SIDE_OFFSET[side]
                _badge(ax, colour, pic.grid[colour][r][c], (c + dx, r + dy), 0.13,
                       max(pt * 0.15, 6.5))
            if has:
                chip = look.PIECES["chip"]
                _add(ax, Rectangle((c - 0.09, r - 0.09), 0.18, 0.18, facecolor=chip.fill,
                                       edgecolor="#3b2a17", linewidth=0.8, zorder=4,
                                       gid="chip"))
    # row and column numbers
    for k in range(SIZE):
        ax.text(k, -0.56, str(k), ha="center", va="bottom", fontsize=_pt(max(pt * 0.14, 7)),
                color="#555555", gid="column-number")
        ax.text(-0.56, k, str(k), ha="right", va="center", fontsize=_pt(max(pt * 0.14, 7)),
                color="#555555", gid="row-number")
    targets = pic.targets if moves else ()
    for sq in targets:
        r, c = sq
        _add(ax, Rectangle((c - 0.46, r - 0.46), 0.92, 0.92, facecolor="none",
                               edgecolor=board["target"], linewidth=2.6, linestyle=(0, (3, 1.5)),
                               zorder=6, gid="target"))
    if pic.announced is not None:
        r, c = pic.announced
        _add(ax, Rectangle((c - 0.49, r - 0.49), 0.98, 0.98, facecolor="none",
                               edgecolor=board["announced"], linewidth=3.4, zorder=7,
                               gid="announced"))
    corners = ((0.31, 0.37), (0.31, -0.37), (-0.31, -0.37), (-0.31, 0.37))
    seen: dict[Square, int] = {}
    for p, sq, pts in pic.offers:  # a tag in the briber's colour in a free corner: "B+2"
        r, c = sq
        dx, dy = corners[seen.get(sq, 0) % 4]
        seen[sq] = seen.get(sq, 0) + 1
        g = look.SEATS[p]
        ax.text(c + dx, r + dy, f"{g.letter}+{pts}", ha="center", va="center",
                fontsize=_pt(max(pt * 0.17, 8.5)), fontweight="bold", color=g.ink, zorder=9,
                gid="offer", bbox=dict(boxstyle="round,pad=0.15", facecolor=g.fill,
                                       edgecolor=board["offer"], linewidth=1.5))
    if ghost is not None and ghost != pic.mayor:
        x, y = mayor_spot(pic, ghost)
        _add(ax, Circle((x, y), 0.17, facecolor="none", edgecolor="#000000", linewidth=1.4,
                            linestyle="--", zorder=7, gid="mayor-from"))
        if pic.mayor is not None:
            _add(ax, FancyArrowPatch((x, y), mayor_spot(pic, pic.mayor), arrowstyle="-|>",
                                         mutation_scale=pt * 0.25, shrinkA=pt * 0.18,
                                         shrinkB=pt * 0.2, color="#000000", lw=2.4, zorder=8,
                                         gid="mayor-move"))
    if pic.mayor is not None:
        corner = pic.mayor in pic.chips
        _draw_glyph(ax, look.PIECES["mayor"], mayor_spot(pic, pic.mayor), 0.15 if corner else 0.17,
                    "mayor", z=10)


def mayor_spot(pic: OrchardPicture, sq: Square) -> tuple[float, float]:
    """Where the mayor is drawn on ``sq`` (x, y): its centre, or its top-left corner when the
    square still holds a harvest chip, so the chip stays in sight (the set-up's first square)."""
    r, c = sq
    return (c - 0.3, r - 0.3) if sq in pic.chips else (c, r)


def _move_graph(ax: Axes, pic: OrchardPicture) -> None:
    """The mayor's moves as a small graph (networkx): his square, an arrow to each square he
    may move to, on a map of the orchard (a brown block: a chip; a dot: none)."""
    ax.set_xlim(-0.6, SIZE - 0.4)
    ax.set_ylim(SIZE - 0.4, -0.6)
    ax.set_aspect("equal")
    ax.axis("off")
    pt = _pt_per_unit(ax)
    chip = look.PIECES["chip"]
    for r in range(SIZE):
        for c in range(SIZE):
            if (r, c) in pic.chips:
                _add(ax, Rectangle((c - 0.12, r - 0.12), 0.24, 0.24, facecolor=chip.fill,
                                       edgecolor="none", zorder=2, gid="graph-chip"))
            else:
                _add(ax, Circle((c, r), 0.05, facecolor="#BBBBBB", edgecolor="none",
                                    zorder=2))
    _add(ax, Rectangle((-0.5, -0.5), SIZE, SIZE, facecolor="none", edgecolor="#BBBBBB",
                           linewidth=0.8, zorder=1))
    graph = nx.DiGraph()
    if pic.mayor is not None:
        graph.add_node(pic.mayor)
        graph.add_edges_from((pic.mayor, t) for t in pic.targets)
    pos = {n: (n[1], n[0]) for n in graph.nodes}
    for u, v in sorted(graph.edges):
        _add(ax, FancyArrowPatch(pos[u], pos[v], arrowstyle="-|>", mutation_scale=pt * 0.28,
                                     shrinkA=pt * 0.3, shrinkB=pt * 0.26,
                                     color=look.BOARD["target"], lw=1.8, zorder=3,
                                     gid="move-edge"))
    for t in pic.targets:
        _add(ax, Circle(pos[t], 0.24, facecolor="none", edgecolor=look.BOARD["target"],
                            linewidth=2.0, zorder=4, gid="move-node"))
    if pic.mayor is not None:
        _draw_glyph(ax, look.PIECES["mayor"], pos[pic.mayor], 0.27, "graph-mayor", z=5)
    narrow = ax.get_position().width * ax.figure.get_size_inches()[0] < 2.3
    ax.set_title("The graph of\nthe mayor's moves" if narrow else "The graph of the mayor's moves",
                 fontsize=_pt(10), pad=3)


def _value_table(ax: Axes, pic: OrchardPicture, limit: int = 8) -> None:
    """Beside the orchard: each square the mayor may go to, with its four values (the best
    framed); at most ``limit`` rows, so the eight squares around the mayor always show whole
    (more, after a "no chip next to him" move: ``limit - 1`` rows and a line saying how many
    more). Units: one row a unit, equal on both axes."""
    targets = list(pic.targets)
    ax.axis("off")
    fig = ax.figure
    pos = ax.get_position()
    w_in, h_in = pos.width * fig.get_size_inches()[0], pos.height * fig.get_size_inches()[1]
    row_in = h_in / (limit + 2.2)
    ax.set_xlim(0, w_in / row_in)
    ax.set_ylim(limit + 1.6, -0.6)
    pt = _pt_per_unit(ax)
    if not targets:
        why = ("no mayor on the board yet" if pic.mayor is None
               else "no harvest chip left: the mayor has nowhere to go")
        ax.text(0, 0.3, why, fontsize=_pt(10), va="top", gid="no-moves")
        return
    n = len(targets)
    rows = n if n <= limit else limit - 1
    head = "What his one move is worth" if n == 1 else f"What each of his {n} moves is worth"
    ax.text(0, -0.35, head, fontsize=_pt(10.5), fontweight="bold", va="bottom", gid="moves-title")
    colours = list(look.VALUE_SIDE)
    x0 = 4.3
    for k, colour in enumerate(colours):
        _draw_glyph(ax, look.APPLES[colour], (x0 + 1.25 * k, 0.45), 0.3, "moves-head",
                    font=max(pt * 0.36, 7))
    for i, sq in enumerate(targets[:rows], start=1):
        y = i + 0.45
        ax.text(0, y, f"to {_sqn(sq)}", fontsize=_pt(9.5), va="center", gid="move-square")
        if sq == pic.announced:
            ax.text(x0 + 1.25 * 3 + 0.6, y, "announced", fontsize=_pt(8.5), va="center",
                    color=look.BOARD["announced"], fontweight="bold", gid="move-announced")
        vals = [pic.grid[c][sq[0]][sq[1]] for c in colours]
        best = max(vals)
        for k, (colour, v) in enumerate(zip(colours, vals)):
            _badge(ax, colour, v, (x0 + 1.25 * k, y), 0.36, max(pt * 0.42, 8), gid="move-value")
            if v == best:
                _add(ax, Rectangle((x0 + 1.25 * k - 0.46, y - 0.46), 0.92, 0.92,
                                       facecolor="none", edgecolor="#000000", linewidth=1.6,
                                       zorder=5, gid="move-best"))
    if n > rows:
        ax.text(0, rows + 1.35, f"... and {n - rows} more squares with a chip",
                fontsize=_pt(9), va="center", style="italic", gid="moves-more")


def _chars(width_in: float, size: float) -> int:
    """About how many characters of ``size`` points fill ``width_in`` inches."""
    return max(30, int(width_in * 72 / (_pt(size) * 0.56)))


def _orchard_legend_text(pic: OrchardPicture, moves: bool, width_in: float) -> str:
    """The legend of what this drawing shows, and only that: no mayor before he is placed,
    the announcement and an offer as they stand."""
    sides = ", ".join(f"{c} {side}" for c, side in look.VALUE_SIDE.items())
    keys = ["Brown block = harvest chip"]
    if pic.mayor is not None:
        keys.append("M = mayor" + (" (in a corner while his square keeps its chip)"
                                   if pic.mayor in pic.chips else ""))
        if moves and pic.targets:
            keys.append("dashed outline = a square the mayor may move to next")
    lines = [f"Each square's value for each apple: {sides}.", ", ".join(keys) + "."]
    corrupt = []
    if pic.announced is not None:
        corrupt.append("thick dark frame = the square the leader announced")
    if pic.offers:
        p, _sq_, k = pic.offers[0]
        corrupt.append(f"{look.SEATS[p].letter}+{k} = {p} offers {k} "
                       f"point{'s' if k != 1 else ''} for that square")
    if corrupt:
        said = "; ".join(corrupt)
        lines.append(said[:1].upper() + said[1:] + ".")
    return "\n".join(_wrap(line, _chars(width_in - 0.2, 9)) for line in lines)


def _orchard_legend(fig: Figure, y: float, pic: OrchardPicture, moves: bool) -> None:
    text = _orchard_legend_text(pic, moves, fig.get_size_inches()[0])
    fig.text(0.02, y, text, fontsize=_pt(9), ha="left", va="bottom", gid="legend")


def _orchard_title(pic: OrchardPicture) -> str:
    title = "The orchard"
    if pic.round:
        title += f" in round {pic.round} ({pic.leader} leads)"
    if pic.mayor is not None:
        title += f": the mayor on {_sqn(pic.mayor)}, {len(pic.chips)} chips left"
    if pic.announced is not None:
        title += f"; {pic.leader} announced {_sqn(pic.announced)}"
        if pic.offers:
            title += "; offers: " + ", ".join(f"{p} {k} for {_sqn(sq)}"
                                               for p, sq, k in pic.offers)
    return title


def draw_orchard(position, orchard=None, title: str | None = None, moves: bool = True,
                 part: str = "all") -> Figure:
    """The orchard: every square's four apple values (red at the top, green left, yellow at
    the bottom, blue right), the harvest chips, the mayor, and the squares he may move to next
    (arrows on the board: the graph of his moves; beside it, what each move is worth).

    ``position``: a ``zank.Game``, a ``zank.State`` or a view dict (``game.view(seat)``);
    ``orchard``: the grid for a state or view of a game with another orchard. ``part``:
    ``"all"`` (the default), ``"board"`` (the orchard alone: its dashed outlines still show
    where the mayor may go; at most 690 px tall, for a projector on a narrow page) or
    ``"moves"`` (the graph of his moves and the table of what each is worth, alone).
    """
    if part not in ("all", "board", "moves"):
        raise ValueError(f"part is 'all', 'board' or 'moves', not {part!r}")
    if part == "moves":
        return _draw_mayor_moves(position, orchard, title)
    graph = part == "all"
    pic = orchard_picture(position, orchard)
    if title is None:
        title = _orchard_title(pic)
    if not graph:  # the orchard alone, as wide as the page allows
        w = min(_usable(), 6.0)
        legend = _orchard_legend_text(pic, moves, w)
        low = (legend.count("\n") + 1) * _pt(9) * 1.25 / 72 + 0.2
        head = (_wrap(title, _chars(w - 0.2, 12)).count("\n") + 1) * _pt(12) * 1.25 / 72 + 0.3
        board_in = min(5.0, w - 0.3, 6.9 - head - low)  # at most 690 px tall: a projector
        h = head + board_in + low
        fig = _new_figure("orchard", (w, h))
        board_ax = fig.add_axes((0.2 / w, low / h, board_in / w, board_in / h))
        _orchard_on(board_ax, pic, moves=moves)
    elif _usable() >= 9.6:  # the orchard with the graph and the table beside it
        w, h = 9.6, 6.8
        fig = _new_figure("orchard", (w, h))
        board_ax = fig.add_axes((0.2 / w, 0.62 / h, 5.4 / w, 5.4 / h))
        graph_ax = fig.add_axes((6.45 / w, 3.85 / h, 2.3 / w, 2.3 / h))
        side_ax = fig.add_axes((5.95 / w, 0.62 / h, 3.55 / w, 3.0 / h))
    else:  # a narrow page: the orchard, and under it the graph and the table
        w = _usable()
        legend = _orchard_legend_text(pic, moves, w)
        low = (legend.count("\n") + 1) * _pt(9) * 1.25 / 72 + 0.2
        board_in = min(5.4, w - 0.3)
        head = (_wrap(title, _chars(w - 0.2, 12)).count("\n") + 1) * _pt(12) * 1.25 / 72 + 0.3
        h = head + board_in + 0.2 + 3.0 + low
        fig = _new_figure("orchard", (w, h))
        board_ax = fig.add_axes((0.2 / w, (h - head - board_in) / h, board_in / w,
                                 board_in / h))
        graph_ax = fig.add_axes((0.1 / w, (low + 0.35) / h, 2.0 / w, 2.0 / h))
        side_ax = fig.add_axes((2.25 / w, low / h, (w - 2.3) / w, 3.0 / h))
    if graph:
        _orchard_on(board_ax, pic, moves=moves)
        _move_graph(graph_ax, pic)
        _value_table(side_ax, pic)
    fig.suptitle(_wrap(title, _chars(w - 0.2, 12)), fontsize=_pt(12), x=0.02, ha="left",
                 y=1 - 0.05 / h, va="top")
    _orchard_legend(fig, 0.05 / h, pic, moves)
    return fig


def _draw_mayor_moves(position, orchard=None, title: str | None = None) -> Figure:
    """Where the mayor may go next, as the graph of his moves (a node for his square, an arrow
    to each square he may move to, on a small map of the chips) and, beside it, each move's
    four apple values with the best framed: ``draw_orchard(position, part="moves")``, the
    part that ``part="board"`` leaves out."""
    pic = orchard_picture(position, orchard)
    if title is None:
        n = len(pic.targets)
        title = ("The mayor's moves" if pic.mayor is None else
                 f"The mayor's moves from {_sqn(pic.mayor)}: {n} "
                 f"{'square' if n == 1 else 'squares'} to go to")
    w = min(_usable(), 6.0)
    head = (_wrap(title, _chars(w - 0.2, 12)).count("\n") + 1) * _pt(12) * 1.25 / 72 + 0.2
    h = head + 3.1
    fig = _new_figure("mayor's moves", (w, h))
    graph_ax = fig.add_axes((0.1 / w, 0.45 / h, 2.0 / w, 2.0 / h))
    side_ax = fig.add_axes((2.25 / w, 0.05 / h, (w - 2.3) / w, 3.0 / h))
    _move_graph(graph_ax, pic)
    _value_table(side_ax, pic)
    fig.suptitle(_wrap(title, _chars(w - 0.2, 12)), fontsize=_pt(12), x=0.02, ha="left",
                 y=1 - 0.05 / h, va="top")
    return fig


# --------------------------------------------------------------------------------------------
# a round


def _public_events(game, idx) -> list[tuple[int, dict]]:
    return [(k, e) for k in idx for e in game.log[k].public()["events"]]


@dataclass
class _Row:
    seat: str
    card: str | None = None  # an apple kind, "face down", or None
    named: str | None = None
    bought: str | None = None
    price: int = 0
    sat_out: bool = False
    offer: tuple | None = None
    accepted: bool = False
    result: str = ""
    points: int = 0
    apple: int = 0  # the points of the apple picked or won
    bribe: int = 0  # the points of a bribe accepted (+ the leader, - the briber)
    position: int = 0


def _round_rows(game, i: int, idx: list[int]):
    """Per seat: what each did in round ``i``, from the public log only."""
    first = game.view(None, at=idx[0] - 1)
    last = game.view(None, at=idx[-1])
    rows = {p: _Row(p, position=last["positions"][p]) for p in first["seats"]}
    info: dict[str, Any] = {"leader": first["leader"], "mayor_from": None, "mayor_to": None,
                            "announced": None, "briber": None, "contentions": [],
                            "revealed": False, "over": None, "first": first, "last": last}
    for _, e in _public_events(game, idx):
        rule, d = e["rule"], e["data"]
        if rule == "zank.play.face_down":
            rows[d["player"]].card = "face down"
        elif rule in ("zank.buy.cost", "zank.buy.multi"):
            rows[d["player"]].bought = d["card"]
            rows[d["player"]].price = -d["points"]
        elif rule == "zank.decision.no_card_to_buy" and "player" in d:
            rows[d["player"]].sat_out = True
        elif rule == "zank.reveal" and d.get("player"):  # player None: nobody played a card
            rows[d["player"]].card = d["card"]
            info["revealed"] = True
        elif rule == "zank.multi.name":
            rows[d["player"]].named = d["colour"]
        elif rule == "zank.decision.announce":
            info["announced"] = _sq(d["square"])
        elif rule == "zank.corruption.offer" and d.get("square"):
            rows[d["player"]].offer = (_sq(d["square"]), d["offer"])
        elif rule in ("zank.mayor.move", "zank.mayor.anywhere", "zank.corruption.accept") \
                and "from" in d:
            info["mayor_from"] = _sq(d["from"]) if d["from"] else None
            info["mayor_to"] = _sq(d["square"])
        elif rule == "zank.corruption.accept" and "briber" in d:
            rows[d["briber"]].accepted = True
            info["briber"] = d["briber"]
        elif rule == "zank.pick":
            rows[d["player"]].result = "picks it alone"
        elif rule == "zank.contention":
            info["contentions"].append((d["colour"], d["contenders"]))
            for p in d["contenders"]:
                rows[p].result = "in a contention"
        elif rule == "zank.contention.win":
            for p in d["totals"]:
                won = "wins" if p == d["player"] else "loses"
                rows[p].result = f"{won} the contention ({d['totals'][p]})"
        elif rule.startswith("zank.end"):
            info["over"] = e["text"]
        if "points" in d and "player" in d:
            rows[d["player"]].points += d["points"]
            if rule == "zank.corruption.pay":
                rows[d["player"]].bribe += d["points"]
            elif rule in ("zank.pick", "zank.contention.win"):
                rows[d["player"]].apple += d["points"]
    for row in rows.values():  # a bribe is never merged into the apple's points unseen
        if row.bribe:
            parts = ([f"apple {_signed(row.apple)}"] if row.apple else []) + [
                f"bribe {_signed(row.bribe)}"]
            row.result = (f"{row.result}: " if row.result else "") + ", ".join(parts)
    return rows, info


TABLE_LINE_IN = 0.46  # a seat's line in a round's table, inches (0.38 on a narrow page)
TABLE_HEAD_IN = 0.45  # the table's column heads


def _table_on(ax: Axes, rows: dict[str, _Row], order: list[str], info: dict,
              line: float = TABLE_LINE_IN) -> None:
    """The round as a table, one line per seat in order from the leader (units: inches); a
    result too long for its column takes two lines."""
    fig = ax.figure
    pos = ax.get_position()
    w = pos.width * fig.get_size_inches()[0]
    h = pos.height * fig.get_size_inches()[1]
    ax.set_xlim(0, w)
    ax.set_ylim(h - 0.45, -0.45)
    ax.axis("off")
    if w >= 6.5:
        x_card, x_result, x_pts, x_now = 1.62, 3.2, w - 0.78, w - 0.05
    else:  # a narrow table: the apple's column closer, the points nearer the end
        x_card, x_result, x_pts, x_now = 1.45, 2.75, w - 0.92, w - 0.05
    heads = [(0.0, "seat", "left"), (x_card - 0.15, "card", "left"),
             (x_result, "apple", "left"), (x_pts, "points", "right"), (x_now, "now on", "right")]
    for x, text, ha in heads:
        ax.text(x, -0.2, text, fontsize=_pt(10), fontweight="bold", va="center", ha=ha,
                gid="table-head")
    ax.plot([0, w], [0.05, 0.05], color="#888888", lw=0.8)
    result_chars = max(12, int((x_pts - 0.4 - x_result) * 72 / (_pt(9.5) * 0.52)))
    for j, p in enumerate(order):
        y = 0.05 + line * (j + 0.5)
        row = rows[p]
        _draw_glyph(ax, look.SEATS[p], (0.15, y), 0.13, "seat", font=8.5)
        lead = " (leads)" if p == info["leader"] else ""
        ax.text(0.36, y, p + lead, fontsize=_pt(9.5), va="center", gid="seat-name")
        if row.card is not None:
            if row.card == "face down":
                _draw_card(ax, (x_card, y), 0.12, look.PIECES["face_down"], "face-down",
                           font=8.5)
                label = "face down"
            else:
                _draw_apple(ax, row.card, (x_card, y), 0.14, "played-card", font=8.5)
                label = "multi" if row.card == zank.MULTI else row.card
                if row.named:
                    label += f" → {row.named}"
            ax.text(x_card + 0.22, y, label, fontsize=_pt(9.5), va="center", gid="card-text")
        elif row.bought is not None:
            _draw_apple(ax, row.bought, (x_card, y), 0.14, "bought-card", font=8.5)
            name = "multi" if row.bought == zank.MULTI else row.bought
            ax.text(x_card + 0.22, y, f"bought {name} for {row.price}", fontsize=_pt(9.5),
                    va="center", gid="bought")
        elif row.sat_out:
            ax.text(x_card - 0.15, y, "sat out", fontsize=_pt(9.5), va="center", style="italic",
                    gid="sat-out")
        ax.text(x_result, y, textwrap.fill(row.result, result_chars), fontsize=_pt(9.5),
                va="center", linespacing=1.0, gid="result")
        ax.text(x_pts, y, _signed(row.points) if row.points else "", fontsize=_pt(10),
                va="center", ha="right", gid="points", fontweight="bold")
        ax.text(x_now, y, str(row.position), fontsize=_pt(10), va="center", ha="right",
                gid="position")
        if j < len(order) - 1:
            ax.plot([0, w], [y + line / 2, y + line / 2], color="#DDDDDD", lw=0.6)


def _round_notes(game, i, idx, rows, info, grid) -> list[str]:
    """The notes under a round's table: prices, the announcement and offers, what stays
    face down, contentions, the end."""
    before = orchard_picture(game.view(None, at=idx[0] - 1), grid)
    offers = tuple((p, r.offer[0], r.offer[1]) for p, r in rows.items() if r.offer)
    notes = []
    if before.mayor is not None:
        prices = ", ".join(f"{c} {zank.buy_cost(c, before.mayor, grid)}" for c in zank.APPLES)
        notes.append(f"Prices (the mayor's square {_sqn(before.mayor)} before he moved): "
                     f"{prices}, multi 3.")
    if info["announced"] is not None:
        text = f"{info['leader']} announced {_sqn(info['announced'])}"
        if info["briber"]:
            k = rows[info["briber"]].offer[1]
            text += (f"; {info['leader']} took {info['briber']}'s offer of {plural(k, 'point')} "
                     f"({info['leader']} +{k}, {info['briber']} −{k}).")
        elif offers:
            text += "; he kept it, refusing " + ", ".join(
                f"{p}'s {k}" for p, _, k in offers) + "."
        else:
            text += "; nobody made an offer."
        notes.append(text)
    if not info["revealed"] and any(r.card == "face down" for r in rows.values()):
        notes.append("The cards played stay face down: the game ended before the reveal."
                     if info["over"] else "The cards played stay face down until the reveal.")
    if info["contentions"]:
        notes.append("Contentions: " + "; ".join(f"{and_join(ps)} for {c}"
                                                 for c, ps in info["contentions"])
                     + " (draw_contention shows the bidding).")
    if info["over"]:
        notes.append(info["over"])
    return notes


def draw_round(game, i: int) -> Figure:
    """Round ``i`` of ``game`` (1 for the first): what each player played (face down until the
    reveal) or bought and for how much, the mayor's move (the leader's announcement and any
    offers, shown on the orchard), the picks, contentions and points, and where each farmer
    stands after it. Public information only (``Entry.public()`` and
    ``game.view(None, at=k)``). On a narrow page (the projector) the notes and a key sit
    beside the orchard and the table under both: at most 700 px tall with six seats."""
    if isinstance(i, bool) or not isinstance(i, int) or i < 1:
        raise ValueError(f"rounds are numbered from 1, got {i!r}")
    idx = round_entries(game, i)
    rows, info = _round_rows(game, i, idx)
    seats = info["first"]["seats"]
    lead = seats.index(info["leader"])
    order = seats[lead:] + seats[:lead]
    last = info["last"]
    grid = game.orchard
    notes = _round_notes(game, i, idx, rows, info, grid)
    beside: list[str] = notes  # the notes beside the orchard (a narrow page: as many as fit)
    under: list[str] = []  # and the rest under the table
    line = TABLE_LINE_IN
    if _usable() >= 10.0:  # the orchard with the table beside it
        w, h = 10.0, max(5.0, 1.6 + 0.46 * len(order) + 1.6)
        fig = _new_figure(f"round {i}", (w, h))
        board_in = 3.7
        board_ax = fig.add_axes((0.1 / w, (h - 0.55 - board_in) / h, board_in / w,
                                 board_in / h))
        table_ax = fig.add_axes((4.05 / w, 1.25 / h, (w - 4.15) / w, (h - 1.85) / h))
        note_x, note_y, note_chars, beside, under = 4.05, 0.12, 88, [], notes
    else:  # a narrow page: the orchard with the notes beside it, the table under both
        # (at most 700 px tall with six seats: a projector shows it whole)
        w = _usable()
        line = 0.36
        board_in = min(3.5, w - 2.1)
        note_x = board_in + 0.3
        note_chars = max(16, int((w - note_x - 0.1) * 72 / (_pt(9) * 0.56)))
        room = board_in - 0.1
        beside, under, used = [], [], 0.0
        key = _round_key(info["announced"] is not None)
        for n in notes + [key]:
            need = (_wrap(n, note_chars).count("\n") + 1.35) * _pt(9) * 1.25 / 72
            if not under and used + need <= room:
                beside.append(n)
                used += need
            else:
                under.append(n)
        under = [n for n in under if n != key]  # the key only beside the orchard
        under_chars = _chars(w - 0.2, 9)
        low = (sum(_wrap(n, under_chars).count("\n") + 1 for n in under) * _pt(9) * 1.25 / 72
               + 0.15) if under else 0.05
        table_h = TABLE_HEAD_IN + line * len(order) + 0.1
        head = 0.42
        h = head + board_in + 0.1 + table_h + low
        fig = _new_figure(f"round {i}", (w, h))
        board_ax = fig.add_axes((0.05 / w, (h - head - board_in) / h, board_in / w,
                                 board_in / h))
        table_ax = fig.add_axes((0.1 / w, low / h, (w - 0.2) / w, table_h / h))
        if beside:
            text = "\n\n".join(_wrap(n, note_chars) for n in beside)
            fig.text(note_x / w, (h - head - 0.05) / h, text, fontsize=_pt(9), ha="left",
                     va="top", gid="round-notes", linespacing=1.25)
        note_y, note_chars = 0.05, under_chars
        note_x = 0.1
    before = orchard_picture(game.view(None, at=idx[0] - 1), grid)
    moved = info["mayor_to"] is not None
    offers = tuple((p, r.offer[0], r.offer[1]) for p, r in rows.items() if r.offer)
    if moved:
        after = orchard_picture(last, grid)
        pic = OrchardPicture(after.chips, after.mayor, grid, info["leader"], i,
                             info["announced"], offers)
        _orchard_on(board_ax, pic, moves=False, ghost=info["mayor_from"])
    else:  # the mayor has not moved (yet): where he may go, any announcement and offers
        now = orchard_picture(last, grid) if last["phase"] != OVER else before
        _orchard_on(board_ax, now, moves=last["phase"] != OVER)
    _table_on(table_ax, rows, order, info, line=line)
    # the headline and the notes
    if moved:
        how = f"the mayor moves {_sqn(info['mayor_from'])} → {_sqn(info['mayor_to'])}" \
            if info["mayor_from"] else f"the mayor moves to {_sqn(info['mayor_to'])}"
    elif last["phase"] == OVER:
        how = "the game ended before the mayor moved"
    else:
        how = "the mayor has not moved yet"
    fig.suptitle(f"Round {i}: {info['leader']} leads; {how}", fontsize=_pt(12), x=0.01, ha="left",
                 y=1 - 0.08 / h, va="top")
    if under:
        fig.text(note_x / w, note_y / h, "\n".join(_wrap(n, note_chars) for n in under),
                 fontsize=_pt(9), ha="left", va="bottom", gid="round-notes", linespacing=1.25)
    return fig


def _round_key(corruption: bool = False) -> str:
    """The key to the orchard of a round's drawing (beside it on a narrow page)."""
    sides = ", ".join(f"{c} {side}" for c, side in look.VALUE_SIDE.items())
    key = (f"On each square: the apples' values ({sides}); brown block: a harvest chip; "
           "M: the mayor, dashed circle: where he stood.")
    if corruption:
        key += (" Thick blue frame: the square announced; a tag letter+n in a seat's colour: "
                "that seat offered n points for the square.")
    return key


def _wrap(text: str, width: int) -> str:
    """``text`` in lines of at most ``width`` characters, never breaking a square's name."""
    keep = re.sub(r"\((\d+), (\d+)\)", "(\\1,\u00a0\\2)", text)
    return "\n".join(textwrap.wrap(keep, width)).replace("\u00a0", " ") or text


# --------------------------------------------------------------------------------------------
# a contention


LANE_IN = 0.5  # a contender's lane in a contention timeline, inches
HEAD_IN = 0.62  # a bidding panel's title and column heads


def _bid_panel(ax: Axes, trace: ContentionTrace, b, turn_w: float, below: bool = False,
               compact: bool = False, cells: tuple[int, float, bool] | None = None) -> None:
    """One bidding as lanes (one per contender, in dice order) on columns: the card
    committed, each dice turn, the reveal. Units are inches, so dice stay square.
    ``compact`` (a narrow page): the leader's "(leads)" under his name, the columns closer;
    ``cells`` (a narrow page, the reveal under the turns): the reveals side by side instead,
    ``(per row, a cell's width, whether a cell names its seat)``."""
    order = list(b.order) or list(b.contenders)
    lanes = {p: 0.5 + j for j, p in enumerate(order)}  # lane centres, in lane units
    fig = ax.figure
    pos = ax.get_position()
    w = pos.width * fig.get_size_inches()[0]
    h = pos.height * fig.get_size_inches()[1]
    u = LANE_IN  # one lane unit in inches
    ax.set_xlim(0, w)
    ax.set_ylim(h, 0)
    ax.axis("off")
    font = 9.5

    def yy(lane: float) -> float:
        return HEAD_IN + lane * u

    x_card, x_turn0 = _BID_COLUMNS[compact]
    x_reveal = x_turn0 + turn_w * max(len(b.turns), 1) + 0.3
    # the reveal beside the turns, or (``below``) in lanes of its own under them
    ry0 = HEAD_IN + u * len(order) if below else 0.0
    if below:
        x_reveal = x_card - 0.15

    def ry(lane: float) -> float:
        return yy(lane) + ry0
    head = _bid_head(b, order)
    if len(head) > _chars(w - 0.2, 10.5) and "; " in head:  # two lines, at the last "; "
        first, _, rest = head.rpartition("; ")
        head = f"{first};\n{rest}"
    ax.text(0.1, 0.18 if "\n" not in head else 0.03, head, fontsize=_pt(10),
            fontweight="bold", va="center" if "\n" not in head else "top", gid="bid-title",
            linespacing=1.1)
    ax.text(x_card, HEAD_IN - 0.14, "card", ha="center", fontsize=_pt(font), color="#444444",
            gid="column-head")
    for t in range(len(b.turns)):
        ax.text(x_turn0 + turn_w * (t + 0.5), HEAD_IN - 0.14, f"turn {t + 1}", ha="center",
                fontsize=_pt(font), color="#444444", gid="column-head")
    if cells is None:  # (reveals side by side have a head of their own)
        ax.text(x_reveal + 0.1, ry0 + HEAD_IN - 0.14, _reveal_head(w - x_reveal - 0.15),
                ha="left", fontsize=_pt(font), color="#444444", gid="column-head")
    for p, lane in lanes.items():
        y = yy(lane)
        _add(ax, Rectangle((0, y - u / 2), w, u, facecolor="#F2F2F2" if int(lane) % 2 == 0
                               else "#FFFFFF", edgecolor="none", zorder=0, gid="lane"))
        _draw_glyph(ax, look.SEATS[p], (0.27, y), 0.13, "seat", font=8.5)
        lead = ("\n(leads)" if compact else " (leads)") if p == trace.leader else ""
        ax.text(0.48, y, p + lead, va="center", fontsize=_pt(font), gid="lane-name",
                linespacing=1.0)
        if p in b.committed:
            _draw_card(ax, (x_card, y), 0.13, look.PIECES["face_down"], "commit", font=8.5)
        elif p in b.no_card:
            ax.text(x_card, y, "no card:\nmust take dice", ha="center", va="center",
                    fontsize=_pt(7.5), style="italic", gid="no-card")
    for t, turn in enumerate(b.turns):
        x, y = x_turn0 + turn_w * (t + 0.5), yy(lanes[turn.player])
        if turn.taken:
            for d in range(turn.taken):
                _draw_die(ax, (x + 0.27 * (d - (turn.taken - 1) / 2), y - 0.07), 0.12, None,
                          "die-taken")
            # one line: the next turn in this lane is at least two columns on
            ax.text(x, y + 0.17, f"pays {turn.paid}, now {turn.position}", ha="center",
                    va="center", fontsize=_pt(8.5), gid="paid")
        else:
            ax.text(x, y, "takes none", ha="center", va="center", fontsize=_pt(8),
                    color="#666666", style="italic", gid="pass")
    bottom = yy(len(order) - 0.5) if order else HEAD_IN
    for x in (x_turn0 - 0.1,) if below else (x_turn0 - 0.1, x_reveal - 0.15):
        ax.plot([x, x], [HEAD_IN, bottom], color="#BBBBBB", lw=0.8)
    shown = {r.player: r for r in b.reveals}
    if cells is not None:
        _reveal_cells(ax, b, order, ry0, cells)
        return
    for p, lane in lanes.items():
        y = ry(lane)
        if below:  # the lane again, named, under the turns
            _add(ax, Rectangle((0, y - u / 2), w, u, facecolor="#F2F2F2" if int(lane) % 2 == 0
                               else "#FFFFFF", edgecolor="none", zorder=0, gid="lane"))
            _draw_glyph(ax, look.SEATS[p], (0.27, y), 0.13, "seat", font=8.5)
            ax.text(0.48, y, p, va="center", fontsize=_pt(font))
        r = shown.get(p)
        if r is None:
            if p in b.committed:
                _draw_card(ax, (x_reveal + 0.15, y), 0.13, look.PIECES["face_down"],
                           "unrevealed", font=8.5)
            continue
        x = x_reveal + 0.15
        if r.card is not None:
            _draw_card(ax, (x, y), 0.13, look.numbered_card(p, r.card), "reveal-card",
                       font=8.5 if r.card < 10 else 7.5)
            x += 0.3
        step = _REVEAL_DIE[compact]
        for v in r.dice:
            _draw_die(ax, (x + 0.05, y), 0.12 if step > 0.3 else 0.11, v, "die-face")
            x += step
        win, tied = p == b.winner, p in b.tied
        ax.text(x, y, _total_text(r, b, compact), va="center", fontsize=_pt(10),
                fontweight="bold" if (win or tied) else "normal", gid="total")
        if win or tied:
            _add(ax, Rectangle((0.01, y - u / 2 + 0.02), w - 0.02, u - 0.04,
                                   facecolor="none", edgecolor="#000000" if win else "#777777",
                                   linewidth=2.0 if win else 1.4,
                                   linestyle="-" if win else "--", zorder=6,
                                   gid="winner" if win else "tie"))


REVEAL_HEAD_IN = 0.34  # the head over reveals side by side (a narrow page)


def _reveal_cells(ax: Axes, b, order, y0: float, cells: tuple[int, float, bool]) -> None:
    """A bidding's reveal on a narrow page, under its dice turns: one cell per contender,
    side by side (``per_row`` a row), each with the seat, the card, the dice rolled and the
    total, the winner framed, the tied dashed."""
    per_row, cell_w, names = cells
    u = LANE_IN
    ax.text(0.1, y0 + REVEAL_HEAD_IN - 0.1, _REVEAL_HEADS[0], ha="left", fontsize=_pt(9.5),
            color="#444444", gid="column-head")
    shown = {r.player: r for r in b.reveals}
    step = _REVEAL_DIE[True]
    for k, p in enumerate(order):
        x0 = 0.05 + cell_w * (k % per_row)
        y = y0 + REVEAL_HEAD_IN + u * (k // per_row + 0.5)
        _add(ax, Rectangle((x0, y - u / 2 + 0.02), cell_w - 0.08, u - 0.04,
                           facecolor="#F2F2F2", edgecolor="none", zorder=0, gid="lane"))
        _draw_glyph(ax, look.SEATS[p], (x0 + 0.2, y), 0.13, "seat", font=8.5)
        x = x0 + 0.42
        if names:
            ax.text(x, y, p, va="center", fontsize=_pt(9.5))
            x += _text_in(p, 9.5) + 0.12
        x += 0.1
        r = shown.get(p)
        if r is None:
            if p in b.committed:
                _draw_card(ax, (x, y), 0.13, look.PIECES["face_down"], "unrevealed", font=8.5)
            continue
        if r.card is not None:
            _draw_card(ax, (x, y), 0.13, look.numbered_card(p, r.card), "reveal-card",
                       font=8.5 if r.card < 10 else 7.5)
            x += 0.3
        for v in r.dice:
            _draw_die(ax, (x + 0.05, y), 0.11, v, "die-face")
            x += step
        win, tied = p == b.winner, p in b.tied
        ax.text(x, y, _total_text(r, b, True), va="center", fontsize=_pt(10),
                fontweight="bold" if (win or tied) else "normal", gid="total")
        if win or tied:
            _add(ax, Rectangle((x0 - 0.03, y - u / 2 + 0.02), cell_w - 0.02, u - 0.04,
                               facecolor="none", edgecolor="#000000" if win else "#777777",
                               linewidth=2.0 if win else 1.4, linestyle="-" if win else "--",
                               zorder=6, gid="winner" if win else "tie"))


def _reveal_cell_layout(trace, w: float) -> tuple[int, float, bool]:
    """How the reveals sit side by side on a narrow page: (cells a row, a cell's width,
    whether cells name their seat: when two fit a row with the names, else glyphs only)."""
    def need(names: bool) -> float:
        most = 0.0
        for b in trace.bids:
            for p in b.order or b.contenders:
                r = {r.player: r for r in b.reveals}.get(p)
                x = 0.52 + (_text_in(p, 9.5) + 0.12 if names else 0.0) + 0.1
                if r is not None:
                    x += 0.3 * (r.card is not None) + _REVEAL_DIE[True] * len(r.dice) \
                        + _text_in(_total_text(r, b, True), 10, bold=True) + 0.1
                most = max(most, x)
        return most

    room = w - 0.1
    for names in (True, False):
        cell = need(names)
        if 2 * cell <= room or not names:
            per_row = max(1, int(room // cell))
            return per_row, room / per_row, names
    raise AssertionError("unreachable")


#: where a bidding's card column and first dice turn are (inches): wide page, narrow page
_BID_COLUMNS = {False: (1.75, 2.4), True: (1.25, 1.62)}
#: a die's step in a reveal (inches): wide page, narrow page
_REVEAL_DIE = {False: 0.31, True: 0.27}
_REVEAL_HEADS = ("reveal: card + dice = total", "reveal: card + dice")


def _text_in(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is at ``size`` points, in inches (DejaVu Sans)."""
    return len(text) * _pt(size) * (0.62 if bold else 0.56) / 72


def _reveal_head(room: float) -> str:
    """The reveal column's head: in full when ``room`` inches allow, else shorter."""
    full, short = _REVEAL_HEADS
    return full if _text_in(full, 9.5) <= room else short


def _total_text(r, b, compact: bool = False) -> str:
    """A revealed bid's total, and whether it wins or ties (a narrow page: "tie", the
    bidding's title says they bid again)."""
    win, tied = r.player == b.winner, r.player in b.tied
    tie = "  tie" if compact else "  tie: again"
    return f"= {r.total}" + ("  wins" if win else (tie if tied else ""))


def _reveal_width(b, compact: bool = True, head: str = _REVEAL_HEADS[1]) -> float:
    """The inches a bidding's reveal needs beside its turns: the card, the dice, the total
    (at least its column ``head``)."""
    need = _text_in(head, 9.5) + 0.15
    for r in b.reveals:
        need = max(need, 0.45 + _REVEAL_DIE[compact] * len(r.dice)
                   + _text_in(_total_text(r, b, compact), 10, bold=True) + 0.1)
    return need


def _bid_head(b, order) -> str:
    head = f"Bid {b.number}" + (" (a re-bid after a tie)" if b.number > 1 else "")
    if order:
        head += f": dice in turn from {order[0]}"
    if b.revealed and b.tied:
        head += f"; a tie, so {and_join(b.tied)} bid again with new cards"
    elif b.revealed and b.winner:
        head += f"; {b.winner} wins"
    elif not b.revealed:
        head += "; the cards are still face down"
    return head


def _contention_head(trace) -> str:
    return (f"Contention {trace.number} (round {trace.round}): "
            f"{and_join(trace.contenders)} claim the {trace.colour} apple, worth "
            f"{trace.value} with the mayor on {_sqn(trace.square)}")


def _contention_end(trace) -> str:
    paid = [f"{p} {trace.paid(p)}" for p in trace.contenders if trace.paid(p)]
    if trace.finished:
        last = trace.bids[-1]
        end = (f"{trace.winner} wins with {last.totals[trace.winner]} and scores "
               f"{plural(trace.points, 'point')}; every numbered card shown is out of the game, the "
               "apple cards go to the barn.")
    else:
        end = "Not decided yet."
    end += " Dice paid: " + (", ".join(paid) if paid else "none") + " (2 points a die, at once)."
    return end


def draw_contention(trace) -> Figure:
    """A contention as a timeline, one panel per bidding (a tie adds one): each contender's
    lane shows the numbered card committed face down, each dice turn in order (dice taken and
    points paid, with the farmer's new position, or none taken), then the reveal: the card,
    the dice rolled, the total, and the winner (framed) or the tie (dashed). ``trace``: a
    ``zank.traces.ContentionTrace`` (``zank.contention_trace(game, k)``). On a narrow page
    (the projector) the columns close up and the reveal stays beside the turns while they fit
    (three turns, three dice); with more turns the reveals sit side by side under them."""
    if not isinstance(trace, ContentionTrace):
        raise TypeError("draw_contention takes a trace: zank.contention_trace(game, k)")
    w = min(9.8, _usable())
    turns = max((len(b.turns) for b in trace.bids), default=1)
    compact = w < 9.0  # a narrow page (a projector): the columns closer together
    if compact:
        # the reveal beside the dice turns when what it shows fits there with turns of at
        # least 0.52 inches (a turn's line "pays 2, now -4" reaches into the next column,
        # which is another lane's: the lanes take turns), else under them
        x_turn0 = _BID_COLUMNS[True][1]
        for head, least in zip(_REVEAL_HEADS, (0.75, 0.52)):  # the head in full if turns
            reveal = max(_reveal_width(b, compact, head) for b in trace.bids)  # stay roomy
            room = w - x_turn0 - 0.3 - reveal
            if room / max(turns, 1) >= least:
                break
        below = room / max(turns, 1) < 0.52
        turn_w = min(1.1, max(0.49, (w - x_turn0 - 0.1) / max(turns, 1))) if below \
            else min(1.1, room / max(turns, 1))
    else:
        # the reveal needs about 2.7 inches (card, three dice, total): beside the dice turns
        # when the page has room for it and turns of at least 1.05 inches, else under them
        below = (w - 2.4 - 0.3 - 2.7) / max(turns, 1) < 1.05
        turn_w = min(1.1, max(0.55, (w - 2.4 - 0.1 - (0 if below else 3.0)) / max(turns, 1)))
    cells = _reveal_cell_layout(trace, w) if (compact and below) else None
    if cells is not None:  # the reveals side by side under the turns
        heights = [HEAD_IN + LANE_IN * len(b.order or b.contenders) + REVEAL_HEAD_IN + 0.1
                   + LANE_IN * math.ceil(len(b.order or b.contenders) / cells[0]) + 0.12
                   for b in trace.bids]
    else:
        heights = [(HEAD_IN + LANE_IN * len(b.order or b.contenders)) * (2 if below else 1)
                   + 0.12 for b in trace.bids]
    end_text = _contention_end(trace)
    top = 0.22 + (_wrap(_contention_head(trace), _chars(w - 0.1, 11.5)).count("\n") + 1) \
        * _pt(11.5) * 1.25 / 72
    bottom = 0.2 + (_wrap(end_text, _chars(w - 0.1, 9.5)).count("\n") + 1) * _pt(9.5) * 1.25 / 72
    h = top + sum(heights) + bottom
    fig = _new_figure(f"contention {trace.number} ({trace.colour})", (w, h))
    y = h - top
    for b, ph in zip(trace.bids, heights):
        ax = fig.add_axes((0, (y - ph) / h, 1, ph / h))
        _bid_panel(ax, trace, b, turn_w, below, compact, cells)
        y -= ph
    fig.suptitle(_wrap(_contention_head(trace), _chars(w - 0.1, 11.5)),
                 fontsize=_pt(11.5), x=0.01, ha="left", y=1 - 0.08 / h, va="top")
    fig.text(0.01, 0.1 / h, _wrap(end_text, _chars(w - 0.1, 9.5)), fontsize=_pt(9.5), ha="left", va="bottom",
             gid="contention-result")
    return fig


# --------------------------------------------------------------------------------------------
# the scoring track


def track_history(game) -> dict[str, list[tuple[float, int]]]:
    """Each farmer's position after every change, as (x, position): x runs from 0 (the
    start) through each round (round ``r`` spans ``r - 1`` to ``r``). Public: read from the
    log's point events."""
    seats = game.seats
    hist = {p: [(0.0, 0)] for p in seats}
    entries = list(range(1, len(game.log)))
    rounds = {}
    for k in entries:
        r = game.view(None, at=k - 1)["round"]
        if r:
            rounds.setdefault(r, []).append(k)
    for r, ks in rounds.items():
        moves = [(k, e["data"]) for k in ks for e in game.log[k].public()["events"]
                 if "points" in e["data"] and "position" in e["data"]]
        for j, (_, d) in enumerate(moves, start=1):
            hist[d["player"]].append((r - 1 + j / (len(moves) + 1), d["position"]))
        end = game.view(None, at=ks[-1])["positions"]
        for p in seats:
            hist[p].append((float(r), end[p]))
    return hist


def draw_track(game) -> Figure:
    """The scoring track over the rounds: each farmer's position (steps within a round are the
    buys, bribes and dice paid and the apples scored; a marker ends each round), the start
    (0) and the end of the track (``track_length``: going round)."""
    hist = track_history(game)
    view = game.view(None)
    track = view["track_length"]
    rounds = max(int(max(x for x, _ in h)) for h in hist.values())
    w = min(9.6, _usable())
    fig_h = 5.2 if w >= 9.6 else 4.6
    fig = _new_figure("scoring track", (w, fig_h))
    ax = fig.add_axes((0.75 / w, 0.65 / fig_h, (w - 0.75 - 1.3) / w, (fig_h - 1.35) / fig_h))
    lo = min(min(v for _, v in h) for h in hist.values())
    hi = max(max(v for _, v in h) for h in hist.values())
    ax.axhline(track, color=look.BOARD["track_goal"], lw=1.6, ls="--", zorder=1, gid="goal")
    ax.axhline(0, color="#888888", lw=1.0, zorder=1, gid="start")
    ax.set_ylim(min(lo, 0) - 3, max(hi, track) + 5)
    ax.text(0.99, track, f"{track}: round the track (the apple square again)", va="bottom",
            ha="right", fontsize=_pt(9), gid="goal-label", transform=ax.get_yaxis_transform(),
            bbox=dict(facecolor="#FFFFFF", edgecolor="none", pad=1.5), zorder=2)
    step = 10 if track >= 30 else 5
    ticks = sorted(set(range(step * math.floor((min(lo, 0) - 3) / step), track, step))
                   | {0, track})
    ax.set_yticks(ticks)
    ax.set_yticklabels(["start 0" if t == 0 else str(t) for t in ticks])
    ax.set_xlim(0, max(rounds, 1) + 0.05)
    for p, h in hist.items():
        g = look.SEATS[p]
        xs, ys = zip(*h)
        ax.step(xs, ys, where="post", color=g.fill, lw=2.0, zorder=3, gid="track-line",
                path_effects=[patheffects.withStroke(linewidth=3.3, foreground="#333333")])
        ends = [(x, y) for x, y in h if float(x).is_integer()]
        ax.plot([x for x, _ in ends], [y for _, y in ends], ls="none", marker=MARKERS[g.shape],
                markersize=8, markerfacecolor=g.fill, markeredgecolor="#000000", zorder=4,
                gid="round-end")
    # each farmer's letter and position at the right
    last = sorted(((h[-1][1], p) for p, h in hist.items()), reverse=True)
    placed: list[float] = []
    span = ax.get_ylim()[1] - ax.get_ylim()[0]
    ax_h = ax.get_position().height * fig.get_size_inches()[1]
    step = span * max(0.045, _pt(10) * 1.35 / 72 / ax_h)  # a label's height, in data
    for pos, p in last:
        y = pos
        while any(abs(y - q) < step for q in placed):
            y -= step
        placed.append(y)
        g = look.SEATS[p]
        ax.annotate(f"{g.letter} {p}: {pos}", (rounds, pos), xytext=(1.015, y),
                    textcoords=("axes fraction", "data"), va="center", fontsize=_pt(10),
                    color="#000000", gid="farmer-label",
                    arrowprops=dict(arrowstyle="-", color="#999999", lw=0.6))
    ax.set_xlabel("round", fontsize=_pt(10))
    ax.set_ylabel("position on the scoring track", fontsize=_pt(10))
    ax_w = ax.get_position().width * fig.get_size_inches()[0]
    every = 1 if ax_w * 72 / max(rounds, 1) >= _pt(9) * 2.2 else 2  # two-digit rounds fit
    ax.set_xticks(range(0, rounds + 1, every))
    ax.tick_params(labelsize=_pt(9))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    if game.is_over:
        head = f"The scoring track: {game.result.reason[len('The game is over: '):]}" \
            if game.result.reason.startswith("The game is over: ") else game.result.reason
    else:
        head = f"The scoring track after {rounds} {'round' if rounds == 1 else 'rounds'}"
    fig.suptitle(_wrap(head, _chars(w - 0.2, 11.5)), fontsize=_pt(11.5), x=0.02, ha="left",
                 y=1 - 0.05 / fig_h, va="top")
    return fig


# --------------------------------------------------------------------------------------------
# the engine's words for a reader: phases, moves and refusals in plain words

#: each phase of a game (``game.phase``), as what is happening at the table
PHASE_WORDS = {
    REMOVE_CHIP: "the players take away harvest chips (the setup)",
    PLACE_MAYOR: "the leader places the mayor (the setup)",
    DEAL: "the apple cards are dealt",
    CHOOSE: "each player in turn plays an apple card face down or buys",
    ANNOUNCE: "the leader announces where the mayor will go",
    BRIBE: "the others may offer points for another square",
    ACCEPT: "the leader takes an offer or keeps his square",
    MAYOR: "the leader moves the mayor",
    REVEAL: "the apple cards are turned over",
    NAMING: "the multi-coloured apples are named",
    SCORE: "the apples are picked",
    COMMIT: "the contenders commit their numbered cards",
    DICE: "the contenders take dice in turn",
    ROLL: "the numbered cards are shown and the dice rolled",
    END_ROUND: "the round ends",
    OVER: "the game is over",
}

#: each move (its class name): what doing it is called, and what a player does
MOVE_WORDS = {
    "RemoveChip": ("taking away a harvest chip", "take away a harvest chip"),
    "PlaceMayor": ("placing the mayor", "place the mayor"),
    "PlayApple": ("playing an apple card", "play an apple card"),
    "BuyApple": ("buying the face-up card", "buy the face-up card"),
    "AnnounceMayor": ("announcing the mayor's square", "announce the mayor's square"),
    "Bribe": ("an offer to the leader", "offer points for a square"),
    "NoBribe": ("passing on an offer", "make no offer"),
    "AcceptBribe": ("accepting an offer", "accept an offer"),
    "RefuseBribes": ("keeping the announced square", "keep the announced square"),
    "MoveMayor": ("moving the mayor", "move the mayor"),
    "NameColour": ("naming a multi-coloured apple", "name a multi-coloured apple"),
    "CommitCard": ("committing a numbered card", "commit a numbered card"),
    "TakeDice": ("taking dice", "take dice"),
    "Stand": ("taking no die", "take no die"),
}


def phase_words(phase: str) -> str:
    """``game.phase`` in words, as a clause: ``"mayor"`` -> ``"the leader moves the mayor"``."""
    return PHASE_WORDS.get(phase, phase.replace("_", " "))


def _moves_in_words(names: str, who: str) -> str:
    does = [MOVE_WORDS.get(n.strip(), (n, n))[1]
            for n in re.split(r",\s*|\s+or\s+", names) if n.strip()]
    return f"{who} may {and_join(does, 'or')}"


def plainly(text: str) -> str:
    """An engine message for a reader: a Python list reads "3, 4, 5 or 6", and a move or a
    phase named by its code name reads as what it is ("TakeDice is not a move now ... (in the
    'commit' phase red plays CommitCard)" -> "taking dice is not possible now ... (while the
    contenders commit their numbered cards, red may commit a numbered card)")."""
    def listed(m: re.Match) -> str:
        items = [i.strip() for i in m.group(1).split(",") if i.strip()]
        return and_join(items, "or") if items else "nothing"

    text = re.sub(r"\[([^\[\]]*)\]", listed, text)
    text = re.sub(r"\(in the '(\w+)' phase (\w+) plays ([\w ,]+)\)",
                  lambda m: f"(while {phase_words(m.group(1))}, "
                            f"{_moves_in_words(m.group(3), m.group(2))})", text)
    text = re.sub(r"in the '(\w+)' phase (\w+) plays ([\w ,]+)",
                  lambda m: f"while {phase_words(m.group(1))}, "
                            f"{_moves_in_words(m.group(3), m.group(2))}", text)
    text = re.sub(r"^(\w+) is not a move now",
                  lambda m: f"{MOVE_WORDS.get(m.group(1), (m.group(1),))[0]} is not possible "
                            "now", text)
    text = re.sub(r"nobody decides now: the next step \((\w+)\) is automatic; "
                  r"call advance\(\)",
                  lambda m: "nobody decides now: what comes next happens by itself "
                            f"({phase_words(m.group(1))})", text)
    return text


def _short_refusal(tried) -> str:
    """A refusal as two short lines: the sentence, then the rule's own words and its id."""
    text = f"**{tried._head()}refused**: {tried.refusal.reason}."
    if tried.rule is not None:
        text += f"  \nThe rule (`{tried.refusal.rule}`): *{tried.rule.quote}*"
    return text


def try_move(game, move, what: str = ""):
    """``zzlib.plot.lesson.attempt(game.play, move)`` with the refusal in plain words
    (:func:`plainly`): what the move did, or the refusal in one sentence followed by the
    refusing rule's own words on one line."""
    from zzlib.core import IllegalMove
    from zzlib.plot.lesson import Attempt, attempt

    class Tried(Attempt):
        def _repr_markdown_(self) -> str:
            return super()._repr_markdown_() if self.allowed else _short_refusal(self)

    tried = attempt(game.play, move, rules=zank.RULES, what=what)
    if not tried.allowed:
        tried.refusal = IllegalMove(tried.refusal.rule, plainly(tried.refusal.reason))
    tried.__class__ = Tried
    return tried


class RulebookSays:
    """Sentences of the rulebook that no rule quotes (an overview, a sentence saying a rule
    again, a hint), each as a quote with its heading and what it is: Markdown in a notebook,
    plain lines elsewhere."""

    def __init__(self, sentences):
        self.sentences = tuple(sentences)

    @staticmethod
    def _home(s) -> str:
        note = s.note
        if s.rules:
            return ", ".join(f"`{r}`" for r in s.rules)
        if note is None:
            return ""
        if note.kind == "says_again":
            return said_again(note.rules)
        if note.kind == "advice":
            return "a hint, not a rule"
        return note.kind.replace("_", " ")

    @staticmethod
    def _text(s) -> str:
        """The sentence as quoted: without the dash of the rulebook's list it stands in."""
        return s.text.removeprefix("- ")

    def _repr_markdown_(self) -> str:
        return "\n\n".join(f"> *{self._text(s)}*  \n> — rulebook, {s.heading} "
                            f"({self._home(s)})" for s in self.sentences)

    def __repr__(self) -> str:
        return "\n".join(f'"{self._text(s)}" (rulebook, {s.heading}; {self._home(s)})'
                         for s in self.sentences)


def rulebook_says(*starts: str) -> RulebookSays:
    """The rulebook's own sentences that begin with ``starts`` (each must match exactly one
    sentence of ``zzlib/zank/rulebook.txt``, or it is a ``ValueError`` naming it), quoted with
    their heading and their home in the rulebook map: for the sentences no rule quotes."""
    import zzlib
    from zzlib.rulebook import sentence_map

    sentences = list(sentence_map(zzlib.GAMES["zank"]))
    found = []
    for start in starts:
        hits = [s for s in sentences if s.text.startswith(start)]
        if len(hits) != 1:
            raise ValueError(f"{len(hits)} rulebook sentences begin with {start!r}: "
                             "give the start of exactly one")
        found.append(hits[0])
    return RulebookSays(found)


__all__ = ["MARKERS", "MOVE_WORDS", "OrchardPicture", "PHASE_WORDS", "RulebookSays",
           "ZankFigure", "artists", "contention_trace", "contention_traces", "draw_contention",
           "draw_orchard", "draw_round", "draw_track", "orchard_picture", "phase_words",
           "plainly", "rulebook_says", "texts", "track_history", "try_move"]
