"""Zapp Zerapp drawn with matplotlib: the board, a banishment pass, a round, the odds, a race.

Every function returns a ``matplotlib.figure.Figure`` whose ``repr`` names what it shows
(``<Zapp Zerapp: board>``) and draws the same picture on every run (fixed layouts, no
randomness). Figures are made without pyplot, so a notebook shows each once: end a cell with
the call, or ``fig.savefig(...)`` it. Nothing here is a rule: the pictures show what
``zzlib.zapp`` decided, read from its results and events.

The look (colours, letters, shapes, the mark for each thing that can happen to a wizard) is
``zzlib.look.zapp``, the same vocabulary the widget uses. Every field carries its colour's
letter and every wizard its name (``G1``), so nothing depends on colour alone.

Artists carry a ``gid`` naming what they show (``"field"``, ``"field-letter"``, ``"tower"``,
``"wizard"``, ``"wizard-label"``, ``"start"``, ``"city"``, ``"mark-banished"``,
``"fate-banished"``, ``"path"``, ``"barrel"``, a round's ``"way"`` and ``"way-carried"``...); a
wizard's marker and its marks, and the ways, also carry the wizard's name as their ``label``. Find them with :func:`artists`.

The numbers behind the odds are plain functions for tables: :func:`two_dice_distribution`,
:func:`chance_to_move`, :func:`expected_fields`.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, Polygon, Rectangle, RegularPolygon
from matplotlib.ticker import MaxNLocator

from zzlib.core import and_join, plural
from zzlib.look import zapp as look
from zzlib.plot import figure
from zzlib.plot.figure import artists, texts
from zzlib.plot.figure import pt as _pt
from zzlib.plot.figure import usable_width as _usable
from zzlib.plot.figure import wrap as _wrap_in
from zzlib.plot.lesson import Quote
from zzlib.zapp import LABELS, RULES
from zzlib.zapp.board import CITY, START, Board
from zzlib.zapp.position import Place, Position, colour_of
from zzlib.zapp.trace import Fate, MoveTrace, fate_sentence, move_trace
from zzlib.zapp.trace import as_position as _as_position
from zzlib.zapp.trace import place as _place

from ..zapp.phases import OVER, SHUFFLE

# --------------------------------------------------------------------------------------------
# figures and finding what is drawn


class ZappFigure(figure.TraceFigure):
    """A Zapp Zerapp drawing: its text form names what it shows (``<Zapp Zerapp: board>``)."""

    game = "Zapp Zerapp"


def _new_figure(kind: str, figsize) -> ZappFigure:
    return figure.new_figure(ZappFigure, kind, figsize)


def _outlined(ink: str, width: float = 2.0) -> list:
    other = "#000000" if ink.upper() == "#FFFFFF" else "#FFFFFF"
    return [patheffects.withStroke(linewidth=width, foreground=other)]


def _shape_patch(shape: str, xy, r: float, **kw):
    x, y = xy
    if shape == "circle":
        return Circle((x, y), r, **kw)
    if shape == "square":
        return Rectangle((x - r * 0.9, y - r * 0.9), 1.8 * r, 1.8 * r, **kw)
    if shape == "diamond":
        return RegularPolygon((x, y), 4, radius=r * 1.2, **kw)
    if shape == "hexagon":
        return RegularPolygon((x, y), 6, radius=r * 1.1, **kw)
    if shape == "pentagon":
        return RegularPolygon((x, y), 5, radius=r * 1.1, **kw)
    if shape == "triangle":
        return RegularPolygon((x, y), 3, radius=r * 1.3, **kw)
    if shape == "star":
        return RegularPolygon((x, y), 8, radius=r * 1.15, **kw)
    raise ValueError(f"unknown shape {shape!r}")


def _units_to_points(ax: Axes, span: float, horizontal: bool = True) -> float:
    """How many points one data unit is, from the axes' size in its figure."""
    w, h = ax.figure.get_size_inches()
    pos = ax.get_position()
    inches = pos.width * w if horizontal else pos.height * h
    return inches * 72 / span


# --------------------------------------------------------------------------------------------
# the board: a square loop of 24 fields, six a side, a guild's start and city in each corner

SIDE = look.SIDE  # fields per side (the loop's geometry is the look's: the widget's too)
DEPTH = look.DEPTH  # how deep a field is, from the mountain (inside) to the outer edge
CHIP = 0.21  # a wizard marker's radius
_STRIP = look.STRIP  # the full-colour band at a field's outer edge (its letter)
_MARGIN = 1.55  # room outside the loop for field numbers, start and city labels
_WAYS = 0.4  # how far inside the loop (on the mountain) a round's first way runs
_LANE = 0.56  # how far apart two lanes of ways lie (a carried wizard's name disc fits in one)
_WAY_END = 0.35  # room a way's lane keeps free before its start and after its end


_point = look.point
_field_polygon = look.field_polygon
_slot = look.slot
_home_shapes = look.home_shapes
_home_slots = look.home_slots
_places_xy = look.places_xy


class _Scale:
    """Font sizes for a drawing, from how many points one data unit is."""

    def __init__(self, pt_per_unit: float):
        self.unit = pt_per_unit

    def size(self, units: float, floor: float = 9.0) -> float:
        return _pt(max(self.unit * units, floor))


def _chip(ax: Axes, xy, wizard: str, sc: _Scale, *, ghost: bool = False, bold: bool = False,
          r: float = CHIP, gid: str = "wizard") -> None:
    """A wizard's marker: a disc in its colour with its name, ``G1``."""
    c = colour_of(wizard)
    fill, ink = look.FILL[c], look.COLOUR_GLYPHS[c].ink
    if ghost:
        ax.add_patch(Circle(xy, r, facecolor="white", edgecolor=look.EDGE, linewidth=1.3,
                            linestyle=(0, (2, 1.5)), zorder=6, gid=f"{gid}-ghost", label=wizard))
        ax.text(xy[0], xy[1], look.wizard_label(wizard), ha="center", va="center",
                fontsize=_pt(sc.size(r * 0.95)), color=look.QUIET, fontweight="bold", zorder=7,
                gid=f"{gid}-ghost-label", label=wizard)
        return
    ax.add_patch(Circle(xy, r, facecolor=fill, edgecolor=look.EDGE,
                        linewidth=2.6 if bold else 1.2, zorder=6, gid=gid, label=wizard))
    ax.text(xy[0], xy[1], look.wizard_label(wizard), ha="center", va="center",
            fontsize=_pt(sc.size(r * 0.95)), color=ink, fontweight="bold", zorder=7,
            gid=f"{gid}-label", label=wizard, path_effects=_outlined(ink, 1.5))


def _badge(ax: Axes, xy, mark_key: str, sc: _Scale, wizard: str = "", r: float = 0.14) -> None:
    """A mark's badge: its shape in its colours with its symbol."""
    m = look.MARKS[mark_key]
    ax.add_patch(_shape_patch(m.shape, xy, r, facecolor=m.fill, edgecolor=look.EDGE,
                              linewidth=1.0, zorder=8, gid=f"mark-{mark_key}", label=wizard))
    ax.text(xy[0], xy[1] - r * 0.04, m.symbol, ha="center", va="center",
            fontsize=_pt(sc.size(r * 1.45, floor=8.5)), color=m.ink, zorder=9, fontweight="bold",
            gid=f"mark-{mark_key}-symbol", label=wizard)


def _draw_loop(ax: Axes, board: Board, sc: _Scale, numbers: bool = True) -> None:
    """The 24 fields (colour band with letter, pale inner part), towers, starts and cities."""
    for f in range(board.size):
        c = board.colour(f)
        ax.add_patch(Polygon(_field_polygon(f), closed=True, facecolor=look.PALE[c],
                             edgecolor=look.EDGE, linewidth=1.0, zorder=1, gid="field",
                             label=str(f)))
        ax.add_patch(Polygon(_field_polygon(f, DEPTH - _STRIP, DEPTH), closed=True,
                             facecolor=look.FILL[c], edgecolor=look.EDGE, linewidth=1.0,
                             zorder=1.5, gid="field-band"))
        g = look.FIELD_GLYPHS[c]
        x, y = _point(f, 0.5, DEPTH - _STRIP / 2)
        ax.text(x, y, g.letter, ha="center", va="center", fontsize=_pt(sc.size(0.34)),
                fontweight="bold", color=g.ink, zorder=2, gid="field-letter", label=str(f))
        towers = board.tower_colours(f)
        for k, tc in enumerate(towers):
            t = 0.5 if len(towers) == 1 else (0.28 + 0.44 * k / max(len(towers) - 1, 1))
            tx, ty = _point(f, t, DEPTH - _STRIP - 0.24)
            tg = look.TOWER_GLYPHS[tc]
            ax.add_patch(_shape_patch("pentagon", (tx, ty), 0.17, facecolor=tg.fill,
                                      edgecolor=look.EDGE, linewidth=1.0, zorder=2, gid="tower",
                                      label=f"{f}:{tc}"))
            ax.text(tx, ty - 0.01, tg.letter, ha="center", va="center",
                    fontsize=_pt(sc.size(0.19, floor=8.5)), fontweight="bold", color=tg.ink,
                    zorder=2.5, gid="tower-letter", label=f"{f}:{tc}")
        if numbers:
            nx_, ny_ = _point(f, 0.5, DEPTH + 0.26)
            ax.text(nx_, ny_, str(f), ha="center", va="center", fontsize=_pt(sc.size(0.25)),
                    color=look.QUIET, zorder=2, gid="field-number")
    for colour in look.COLOURS:
        _draw_home(ax, board, colour, sc)


def _draw_home(ax: Axes, board: Board, colour: str, sc: _Scale) -> None:
    city, start = _home_shapes(board, colour)
    letter = look.LETTER[colour]
    for poly, kind in ((city, "city"), (start, "start")):
        g = (look.CITY_GLYPHS if kind == "city" else look.START_GLYPHS)[colour]
        ax.add_patch(Polygon(poly, closed=True, facecolor=g.fill, edgecolor=look.EDGE,
                             linewidth=1.4 if kind == "city" else 1.0, zorder=1, gid=kind,
                             label=colour))
        # the label sits outside the loop, beside the triangle's outer edge
        f = board.front_of_city(colour) if kind == "city" else board.entry_of(colour)
        (ix, iy), (ox, oy) = _point(f, 0.5, 0), _point(f, 0.5, 1)
        nx_, ny_ = ox - ix, oy - iy  # the outward direction of that side
        if len(poly) == 3:
            _, corner, p_out = poly
            mx, my = (corner[0] + p_out[0]) / 2, (corner[1] + p_out[1]) / 2
        else:
            mx = sum(p[0] for p in poly) / 4
            my = sum(p[1] for p in poly) / 4
            nx_, ny_ = 0.0, 0.0
        ha = "right" if nx_ < -0.5 else "left" if nx_ > 0.5 else "center"
        va = "top" if ny_ < -0.5 else "bottom" if ny_ > 0.5 else "center"
        ax.text(mx + 0.12 * nx_, my + 0.12 * ny_, f"{letter} {kind}", ha=ha, va=va,
                fontsize=_pt(sc.size(0.2)), fontweight="bold", color="#000000", zorder=2,
                gid=f"{kind}-label", label=colour)


def _badge_xy(place: Place, xy) -> tuple[float, float]:
    """Where a mark goes beside a wizard's marker: ahead of it and towards the mountain on
    a field (clear of the towers), to its upper right elsewhere."""
    if isinstance(place, int):
        (ax_, ay_), (bx, by) = _point(place, 0, 0), _point(place, 1, 0)  # along the way
        (cx, cy) = _point(place, 0, 1)  # outward
        ox, oy = cx - ax_, cy - ay_
        return (xy[0] + 0.2 * (bx - ax_) - 0.2 * ox, xy[1] + 0.2 * (by - ay_) - 0.2 * oy)
    return (xy[0] + CHIP * 0.85, xy[1] + CHIP * 0.85)


def _board_axes(fig: Figure, rect, margin: float | tuple = _MARGIN) -> Axes:
    """Axes for the board with ``margin`` units of room outside the loop: one for every
    side, or (top, right, bottom, left)."""
    ax = fig.add_axes(rect)
    top, right, bottom, left = margin if isinstance(margin, tuple) else (margin,) * 4
    ax.set_xlim(-DEPTH - left, SIDE + DEPTH + right)
    ax.set_ylim(-DEPTH - bottom, SIDE + DEPTH + top)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


def _abreast(sc: _Scale) -> int:
    """How many wizards stand side by side on a field: two, unless their names (two
    characters at the smallest readable size) would not fit in half a field's width."""
    return 2 if 2 * 0.62 * sc.size(CHIP * 0.95) <= 0.46 * sc.unit else 1


def _board_on(ax: Axes, board: Board, pos: Position, marks: Mapping[str, str] | None = None,
              key: bool = True) -> tuple[_Scale, dict]:
    lo, hi = ax.get_xlim()
    sc = _Scale(_units_to_points(ax, hi - lo))
    _draw_loop(ax, board, sc)
    xy = _places_xy(board, pos, _abreast(sc))
    for w, p in xy.items():
        _chip(ax, p, w, sc)
        if marks and w in marks:
            _badge(ax, _badge_xy(pos[w], p), marks[w], sc, wizard=w, r=0.12)
    if key:
        _draw_key(ax, sc)
    return sc, xy


def _draw_key(ax: Axes, sc: _Scale) -> None:
    lines = ["clockwise  ↻", "",
             "R red   G green", "B blue   Y yellow", "W white field", "",
             "⬠ tower on a white field", "(Pro: a carry-along field)"]
    ax.text(SIDE / 2, SIDE / 2, "\n".join(lines), ha="center", va="center",
            fontsize=_pt(sc.size(0.2)), color=look.QUIET, zorder=0.5, gid="key", linespacing=1.3)


def draw_board(position=None, board: Board | None = None, *, title: str | None = None,
               marks: Mapping[str, str] | None = None, ax: Axes | None = None) -> Figure:
    """The board: 24 fields clockwise, six a side, each with its colour's letter (``W`` for
    white, with its two towers); each guild's start and city in a corner; every wizard as a
    marker with its name (``G1``), up to four side by side on a field.

    ``position`` is a ``Position``, its text (``"G1:23 B1:1"``) or a dict of places (a view's
    ``"position"``); ``marks`` puts a mark (a key of ``zzlib.look.zapp.MARKS``) beside wizards.
    """
    board = board or Board.standard()
    pos = _as_position(position)
    if ax is None:
        side = min(8.4, _usable())
        fig = _new_figure("board", (side, side))
        ax = _board_axes(fig, (0.01, 0.01, 0.98, 0.93))
    else:
        fig = ax.figure
    _board_on(ax, board, pos, marks=marks)
    if marks and fig.kind == "board":
        used = [k for k in look.MARKS if k in set(marks.values())]
        fig.text(0.02, 0.012, _wrap_in("   ".join(look.legend_lines(used)), _usable(), _pt(10)),
                 fontsize=_pt(10), ha="left", va="bottom", gid="legend")
    home = {c: pos.in_city(c) for c in pos.colours}
    summary = ", ".join(f"{c} {n} home" for c, n in home.items())
    ax.set_title(title if title is not None else f"Zapp Zerapp: {str(pos)}\n{summary}",
                 fontsize=_pt(11), pad=2)
    return fig


# --------------------------------------------------------------------------------------------
# a move: the banishment pass



def _rule_tag(rules: Iterable[str]) -> str:
    return "; ".join(f"{r} “{RULES[r].title}”" for r in rules if r in RULES)


def _fate_rules(fate: Fate) -> tuple[str, ...]:
    return (fate.rule, *fate.also)


#: where a move's strip puts its first row of wizards (below the field numbers)
_ROW0 = -0.62


def draw_move(result, before=None, board: Board | None = None, *,
              title: str | None = None) -> Figure:
    """The banishment pass of one move, as a strip of the fields it crosses.

    From the field (or start) the mover leaves, across every field it passes, to the field it
    lands on (or its city, the forfeited surplus shaded after it). Under each field stand the
    wizards that were there, each with a mark saying what the move did to it: banished (✗),
    protected on its own field (⌂) or by its own tower (♜), not passed at the same level
    (=), spared because the mover came from its start (∅), the mover's own (♥), overlooked by
    choice (☆), carried along (↷) with an arrow to where it was set down (↓, ★ into the
    city, ⟳ past its own city). Below, a line per wizard gives the reason and the rule (id
    and title).

    ``result``: what ``zapp.move(...)`` returns, a ``MoveWizard`` entry of a game's log, its
    ``public()`` dict or its events; ``before``: the position before the move, to show the
    other wizards standing on the fields (worked out from a ``MoveResult``)."""
    board = board or Board.standard()
    tr = move_trace(result, before)
    colour = tr.colour
    cells: list[tuple[str, Any]] = [("origin", tr.origin)]
    cells += [("field", f) for f in tr.path]
    if tr.landing == CITY:
        cells.append(("city", colour))
        if tr.forfeited:
            cells.append(("forfeit", tr.forfeited))
    # who stands in each cell before the move (the mover on its origin)
    stand: dict[int, list[str]] = {k: [] for k in range(len(cells))}
    index = {}
    for k, (kind, v) in enumerate(cells):
        if kind in ("origin", "field"):
            index[v if kind == "field" else ("origin", v)] = k
    met = {f.wizard: f for f in tr.fates}
    if tr.before is not None:
        for w, p in tr.before.places:
            if w == tr.wizard:
                continue
            if isinstance(p, int) and p in index:
                stand[index[p]].append(w)
            elif isinstance(p, int) and p == tr.origin:
                stand[0].append(w)
    else:
        for f in tr.fates[1:]:
            if f.field == tr.origin:
                stand[0].append(f.wizard)
            elif f.field in index:
                stand[index[f.field]].append(f.wizard)
    stand[0].insert(0, tr.wizard)
    # arrivals: the mover and carried wizards, drawn where they end
    arrive: dict[int, list[tuple[str, str]]] = {k: [] for k in range(len(cells))}
    end_cell = len(tr.path) if tr.landing != CITY else len(tr.path) + 1
    arrive[end_cell].append((tr.wizard, "city" if tr.landing == CITY else "mover"))
    for f in tr.fates[1:]:
        if f.mark != "carried":
            continue
        if f.to == CITY:
            arrive[end_cell].append((f.wizard, "city"))
        elif f.to in index:
            arrive[index[f.to]].append(
                (f.wizard, "round_again" if "zapp.pro.past_city" in f.also else "set_down"))
    rows = max(len(stand[k]) + len(arrive[k]) for k in stand)
    n = len(cells)
    lines = [(f, fate_sentence(tr, f, board)) for f in tr.fates]
    width = min(10.0, _usable())
    chars = int((width - 0.7) * 72 / (_pt(10) * 0.56))
    wrapped = [(textwrap.wrap(s + ".", chars), textwrap.wrap(_rule_tag(_fate_rules(f)),
                                                               int(chars * 0.95)))
               for f, s in lines]
    unit = min(0.82, (width - 0.8) / (n + 1.3))
    strip_w = (n + 1.3) * unit
    head_h = 1.0 * unit + 0.95
    stack_h = (rows * 0.62 + 0.5 - _ROW0 - 0.5) * unit
    line_h, gap = 0.19, 0.1
    text_h = sum(line_h * (len(a) + len(b)) + gap for a, b in wrapped) + 0.45
    head_lines = _wrap_in(title if title is not None else tr.text, width - 0.2,
                          _pt(12)).count("\n")
    top = 0.7 + head_lines * _pt(12) * 1.2 / 72
    height = top + 0.05 + head_h + stack_h + text_h
    fig = _new_figure("move", (width, height))
    ax_h = head_h + stack_h
    ax = fig.add_axes(((width - strip_w) / 2 / width, 1 - (top + ax_h) / height,
                       strip_w / width, ax_h / height))
    x0, x1 = -1.1, n + 0.2
    y1 = 1.0 + 0.95 / unit
    y0 = y1 - ax_h / unit
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.set_aspect("equal")
    ax.axis("off")
    sc = _Scale(unit * 72)
    # the header row: each cell's colour, letter, number, towers
    for k, (kind, v) in enumerate(cells):
        _strip_cell(ax, board, k, kind, v, colour, sc)
    ax.text(-0.12, 0.5, "field", ha="right", va="center", fontsize=_pt(sc.size(0.2)),
            color=look.QUIET)
    ax.text(-0.12, _ROW0, "wizards", ha="right", va="center", fontsize=_pt(sc.size(0.2)),
            color=look.QUIET)
    # foreign cities a carried wizard was taken past
    for f in tr.fates:
        if "zapp.pro.past_city" in f.also and isinstance(f.field, int):
            cc = colour_of(f.wizard)
            front = board.front_of_city(cc)
            if front in index:
                k = index[front]
                _city_gate(ax, k + 1.0, cc, sc)
    # the mover's way: an arc over the strip
    end_x = end_cell + 0.5
    ax.add_patch(FancyArrowPatch((0.5, 1.62), (end_x, 1.62), connectionstyle="arc3,rad=-0.0",
                                 arrowstyle="-|>", mutation_scale=14, lw=2.2, color=look.EDGE,
                                 zorder=5, gid="path"))
    way = (f"{tr.wizard}: {plural(tr.steps, 'field')}" + (
        f" into the city, {tr.forfeited} forfeited" if tr.forfeited
        else (" into the city" if tr.landing == CITY else "")))
    ax.text((0.5 + end_x) / 2, 1.72, way, ha="center", va="bottom", fontsize=_pt(sc.size(0.24)),
            fontweight="bold", gid="path-label")
    # wizards: those standing there (with their fate), then those arriving
    for k in range(n):
        y = _ROW0
        for w in stand[k]:
            cx = k + 0.33
            if w == tr.wizard:
                _chip(ax, (cx, y), w, sc, ghost=True, r=0.23)
                _badge(ax, (k + 0.76, y), "mover", sc, wizard=w, r=0.15)
            else:
                _chip(ax, (cx, y), w, sc, r=0.23)
                fate = met.get(w)
                if fate is not None:
                    _badge(ax, (k + 0.76, y), fate.mark, sc, wizard=w, r=0.15)
            y -= 0.62
        for w, mark in arrive[k]:
            bold = w == tr.wizard
            _chip(ax, (k + 0.33, y), w, sc, r=0.23, bold=bold, gid="arrived")
            if not bold:
                _badge(ax, (k + 0.76, y), mark, sc, wizard=w, r=0.15)
            elif mark == "city":
                _badge(ax, (k + 0.76, y), "city", sc, wizard=w, r=0.15)
            # carried: an arrow from where it stood
            f = met.get(w)
            if f is not None and f.mark == "carried":
                src = index.get(f.field)
                sy = _ROW0 - 0.62 * stand[src].index(w) if src is not None else y
                if src is not None:
                    ax.add_patch(FancyArrowPatch(
                        (src + 0.33, sy - 0.24), (k + 0.2, y), arrowstyle="-|>",
                        connectionstyle="arc3,rad=0.25", mutation_scale=11, lw=1.6,
                        color=look.MARKS["carried"].fill, zorder=5.5, gid="carry-arrow",
                        label=w))
            y -= 0.62
    # the listing: one line per wizard, its mark, the reason and the rule
    yy = 1 - (top + ax_h + 0.3) / height
    for (f, _), (sentence, rules) in zip(lines, wrapped):
        m = look.MARKS[f.mark]
        fig.text(0.3 / width, yy, m.symbol, ha="center", va="top", fontsize=_pt(10.5), fontweight="bold",
                 gid="fate-mark", label=f.wizard,
                 bbox=dict(boxstyle="round,pad=0.15", facecolor=m.fill, edgecolor=look.EDGE,
                           linewidth=0.8), color=m.ink)
        fig.text(0.55 / width, yy, "\n".join(sentence), ha="left", va="top", fontsize=_pt(10),
                 gid=f"fate-{f.mark}", label=f.wizard, linespacing=1.15)
        yy -= line_h * len(sentence) / height
        fig.text(0.7 / width, yy, "\n".join(rules), ha="left", va="top", fontsize=_pt(9),
                 color=look.QUIET, gid="fate-rule", label=f.wizard, linespacing=1.15)
        yy -= (line_h * len(rules) + gap) / height
    head = _wrap_in(title if title is not None else tr.text, width - 0.2, _pt(12))
    fig.suptitle(head, fontsize=_pt(12), x=0.02, ha="left", y=1 - 0.12 / height)
    return fig


def _strip_cell(ax: Axes, board: Board, k: int, kind: str, v, colour: str, sc: _Scale) -> None:
    x = k + 0.02
    w = 0.96
    if kind == "field" or (kind == "origin" and isinstance(v, int)):
        c = board.colour(v)
        ax.add_patch(Rectangle((x, 0), w, 1.0, facecolor=look.FILL[c], edgecolor=look.EDGE,
                               lw=1.0, zorder=1, gid="field", label=str(v)))
        g = look.FIELD_GLYPHS[c]
        towers = board.tower_colours(v)
        ly = 0.72 if towers else 0.5
        ax.text(k + 0.5, ly, g.letter, ha="center", va="center", fontsize=_pt(sc.size(0.34)),
                fontweight="bold", color=g.ink, zorder=2, gid="field-letter", label=str(v))
        for j, tc in enumerate(towers):
            tx = k + (0.28 + 0.44 * j / max(len(towers) - 1, 1) if len(towers) > 1 else 0.5)
            tg = look.TOWER_GLYPHS[tc]
            ax.add_patch(_shape_patch("pentagon", (tx, 0.28), 0.15, facecolor=tg.fill,
                                      edgecolor=look.EDGE, lw=0.9, zorder=2, gid="tower",
                                      label=f"{v}:{tc}"))
            ax.text(tx, 0.27, tg.letter, ha="center", va="center",
                    fontsize=_pt(sc.size(0.17, floor=8.5)), fontweight="bold", color=tg.ink, zorder=2.5,
                    gid="tower-letter", label=f"{v}:{tc}")
        ax.text(k + 0.5, -0.02, str(v), ha="center", va="top", fontsize=_pt(sc.size(0.2)),
                color=look.QUIET, gid="field-number")
    elif kind == "origin":  # the start field
        g = look.START_GLYPHS[colour]
        ax.add_patch(Rectangle((x, 0), w, 1.0, facecolor=g.fill, edgecolor=look.EDGE, lw=1.0,
                               zorder=1, gid="start", label=colour))
        ax.text(k + 0.5, 0.5, f"{g.letter}\nstart", ha="center", va="center",
                fontsize=_pt(sc.size(0.2)), fontweight="bold", color=g.ink, gid="start-label",
                linespacing=1.0)
    elif kind == "city":
        g = look.CITY_GLYPHS[colour]
        ax.add_patch(Rectangle((x, 0), w, 1.0, facecolor=g.fill, edgecolor=look.EDGE, lw=2.0,
                               zorder=1, gid="city", label=colour))
        ax.text(k + 0.5, 0.5, f"{g.letter}\ncity", ha="center", va="center",
                fontsize=_pt(sc.size(0.2)), fontweight="bold", color=g.ink, gid="city-label",
                linespacing=1.0)
    elif kind == "forfeit":
        ax.add_patch(Rectangle((x, 0), w, 1.0, facecolor=look.FORFEIT, hatch="//",
                               edgecolor=look.QUIET, lw=1.0, zorder=1, gid="forfeit"))
        ax.text(k + 0.5, 0.62, f"+{v}", ha="center", va="center", fontsize=_pt(sc.size(0.3)),
                fontweight="bold", color="#000000", gid="forfeit-label",
                path_effects=_outlined("#000000", 2.5))
        ax.text(k + 0.5, 0.28, "forfeited", ha="center", va="center", fontsize=_pt(sc.size(0.15)),
                color="#000000", path_effects=_outlined("#000000", 2.5))


def _city_gate(ax: Axes, x: float, colour: str, sc: _Scale) -> None:
    """A foreign city between two strip cells (a carried wizard was taken past it)."""
    g = look.CITY_GLYPHS[colour]
    ax.add_patch(_shape_patch("star", (x, 1.0), 0.2, facecolor=g.fill, edgecolor=look.EDGE,
                              lw=1.2, zorder=4, gid="city-passed", label=colour))
    ax.text(x, 1.0, g.letter, ha="center", va="center", fontsize=_pt(sc.size(0.2)),
            fontweight="bold", color=g.ink, zorder=4.5)
    ax.text(x, 1.24, f"{colour} city", ha="center", va="bottom", fontsize=_pt(sc.size(0.18)),
            color="#000000", zorder=4.5)


# --------------------------------------------------------------------------------------------
# the odds: two dice, and which secret numbers move


def two_dice_distribution() -> dict[int, Fraction]:
    """The chance of each magic number 2-12 (the sum of two fair dice), exactly.

    >>> two_dice_distribution()[7]
    Fraction(1, 6)
    """
    counts: dict[int, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            counts[a + b] = counts.get(a + b, 0) + 1
    return {m: Fraction(n, 36) for m, n in sorted(counts.items())}


def chance_to_move(k: int) -> Fraction:
    """The chance that secret number ``k`` (1-13) moves: that it is not above the magic
    number, ``P(magic >= k)``.

    >>> chance_to_move(7), chance_to_move(13)
    (Fraction(7, 12), Fraction(0, 1))
    """
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= 13:
        raise ValueError(f"secret numbers are 1-13, got {k!r}")
    return sum((p for m, p in two_dice_distribution().items() if m >= k), Fraction(0))


def expected_fields(k: int) -> Fraction:
    """How far secret number ``k`` moves on average over the dice: ``k`` times its chance.

    >>> max(range(1, 14), key=expected_fields), expected_fields(6)
    (6, Fraction(13, 3))
    """
    return k * chance_to_move(k)


def _frac(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _of36(x: Fraction) -> str:
    """``11/12`` with its count of the 36 throws beside it when that is not plain:
    ``"11/12\n(33/36)"``."""
    if x.denominator in (1, 36):
        return _frac(x)
    return f"{_frac(x)}\n({x.numerator * (36 // x.denominator)}/36)"


def draw_odds() -> Figure:
    """Three bar charts with exact fractions: the magic number (two dice); for each secret
    number 1-13 the chance it moves (it is not above the magic number); and how far it
    moves on average (best: 6). The chances are written as counts of the 36 throws
    (``33/36``): short enough to stand upright over the dice and on one line over the others,
    at a size a projector shows."""
    width = min(9.5, _usable())
    fig = _new_figure("odds", (width, 9.6))
    axes = fig.subplots(3, 1)
    turn = dict(rotation=90)  # one line, turned: a count of 36 is as high as it is wide
    dist = two_dice_distribution()
    ax = axes[0]
    xs = list(dist)
    ax.bar(xs, [float(p) for p in dist.values()], color=look.FILL["blue"], edgecolor=look.EDGE,
           gid="dice-bar")
    for m, p in dist.items():
        ax.text(m, float(p) + 0.004, f"{p.numerator * (36 // p.denominator)}/36", ha="center",
                va="bottom", fontsize=_pt(11), gid="dice-fraction", label=str(m))
    ax.set_xticks(xs)
    ax.set_ylim(0, 0.21)
    ax.set_yticks([0, 0.05, 0.1, 0.15])
    ax.spines["left"].set_bounds(0, 1 / 6)
    ax.set_title(_wrap_in("The magic number: the sum of two dice (36 equally likely throws)", width - 0.3, _pt(12)),
                 fontsize=_pt(12), loc="left")
    ax.set_xlabel("magic number", fontsize=_pt(10))
    ax.set_ylabel("chance", fontsize=_pt(10))
    ks = list(range(1, 14))
    ax = axes[1]
    chances = [chance_to_move(k) for k in ks]
    ax.bar(ks, [float(p) for p in chances], color=look.FILL["green"], edgecolor=look.EDGE,
           gid="move-bar")
    for k, p in zip(ks, chances):
        ax.text(k, float(p) + 0.03, f"{p.numerator * (36 // p.denominator)}/36", ha="center",
                va="bottom", fontsize=_pt(11), gid="move-fraction", label=str(k), **turn)
    ax.set_xticks(ks)
    ax.set_ylim(0, 1.5)
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1])
    ax.spines["left"].set_bounds(0, 1)  # a chance ends at 1: the room above is for the labels
    ax.set_title(_wrap_in("The chance a secret number moves: it is not above the magic number", width - 0.3, _pt(12)),
                 fontsize=_pt(12), loc="left")
    ax.set_xlabel("secret number (barrel)", fontsize=_pt(10))
    ax.set_ylabel("chance", fontsize=_pt(10))
    ax = axes[2]
    means = [expected_fields(k) for k in ks]
    best = max(ks, key=expected_fields)
    ax.bar(ks, [float(e) for e in means],
           color=[look.FILL["red"] if k == best else look.FILL["yellow"] for k in ks],
           edgecolor=look.EDGE, hatch=None, gid="mean-bar")
    for k, e in zip(ks, means):
        ax.text(k, float(e) + 0.12, _frac(e), ha="center", va="bottom",
                fontsize=_pt(11), gid="mean-fraction", label=str(k), **turn,
                fontweight="bold" if k == best else "normal")
    ax.set_xticks(ks)
    ax.set_ylim(0, 6.2)
    ax.set_yticks([0, 1, 2, 3, 4])
    ax.spines["left"].set_bounds(0, 4.5)
    ax.set_title(_wrap_in(f"Fields moved on average: secret number × its chance (best: {best})", width - 0.3, _pt(12)),
                 fontsize=_pt(12), loc="left")
    ax.set_xlabel("secret number (barrel)", fontsize=_pt(10))
    ax.set_ylabel("fields", fontsize=_pt(10))
    for ax in axes:
        ax.tick_params(labelsize=_pt(10))
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
    fig.subplots_adjust(left=0.75 / width, right=1 - 0.1 / width, top=0.95, bottom=0.06,
                        hspace=0.6)
    return fig


# --------------------------------------------------------------------------------------------
# a round of a game (public information only)


def round_entries(game, i: int) -> list[int]:
    """The log indices of round ``i`` (1-based): from its shuffle to its last move."""
    if isinstance(i, bool) or not isinstance(i, int):
        raise ValueError(f"a round is a whole number, got {i!r}")
    states = game.states
    idx = [k for k in range(1, len(states)) if states[k].round == i]
    if not idx:
        played = max((s.round for s in states), default=0)
        rounds = f"rounds 1-{played}" if played else "no round yet"
        raise ValueError(f"round {i} is not in this game's log ({rounds})")
    return idx


def _barrel(ax: Axes, x: float, label: str, sc: _Scale, *, taken_by: str | None = None,
            number: int | None = None, magic: int | None = None, order: int | None = None):
    w, h = 0.62, 0.9
    face = look.BARREL if taken_by is None else look.PALE[taken_by]
    ax.add_patch(Rectangle((x - w / 2, 0), w, h, facecolor=face, edgecolor=look.EDGE, lw=1.2,
                           zorder=1, gid="barrel", label=label))
    ax.text(x, h + 0.08, label, ha="center", va="bottom", fontsize=_pt(sc.size(0.3)),
            fontweight="bold", gid="barrel-label", label=label)
    if number is not None:
        moves = magic is not None and number <= magic
        ax.text(x, h / 2, str(number), ha="center", va="center", fontsize=_pt(sc.size(0.36)),
                fontweight="bold", gid="barrel-number", label=label,
                color="#000000" if moves else look.QUIET)
        if not moves:
            ax.plot([x - w / 2, x + w / 2], [0, h], color=look.EDGE, lw=1.2, zorder=2,
                    gid="barrel-back")
    elif taken_by is not None:
        ax.text(x, h / 2, "?", ha="center", va="center", fontsize=_pt(sc.size(0.32)),
                color=look.QUIET, gid="barrel-secret", label=label)
    if taken_by is not None:
        g = look.COLOUR_GLYPHS[taken_by]
        ax.add_patch(Circle((x, -0.32), 0.22, facecolor=g.fill, edgecolor=look.EDGE, lw=1.0,
                            zorder=2, gid="barrel-taker", label=taken_by))
        ax.text(x, -0.32, g.letter, ha="center", va="center", fontsize=_pt(sc.size(0.22)),
                fontweight="bold", color=g.ink, zorder=3)
        if order is not None:
            ax.text(x, -0.62, f"grab {order}" if sc.size(0.2) * 3.3 < sc.unit else f"#{order}",
                    ha="center", va="top", fontsize=_pt(sc.size(0.2)),
                    color=look.QUIET)


def _view_position(view: Mapping, players) -> Position:
    return Position.from_places({w: _place(p) for w, p in view["position"].items()}, players)


def draw_round(game, i: int) -> Figure:
    """Round ``i`` of a game as anyone at the table saw it: the dice and magic number, the
    13 barrels (who took which, in grab order; the numbers only once revealed, barrels
    above the magic number crossed), the turn order, every move with its banishments (and,
    in the Pro version, whom it carried along and where to), and the board at the end of
    the round with each move's way drawn outside the track (numbered in turn order) and
    banished wizards' former places dotted. A wizard carried along rides on its mover's way:
    a disc with its name sits on that way beside the field it was taken from, and a dashed
    arrow leaves the way beside the field where it was set down. Each move's way runs in its
    own lane: ways along the same stretch of the loop never share one. The lanes run on the mountain,
    just inside the loop, and every way ends with a short turn onto the place its wizard
    ended the move: the arrow's tip touches that wizard's marker on its landing field, or in
    its city (a ghost if a later move banished it).

    Drawn from public information only (``game.view(None, at=k)`` and each log entry's
    ``public()``): before the reveal no secret number appears."""
    idx = round_entries(game, i)
    log = game.log
    players = list(game.seats)
    last = idx[-1]
    view = game.view(None, at=last)
    board = game.board
    moves = []  # (order number, player, trace)
    for k in idx:
        entry = log[k]
        pub = entry.public()
        if pub["kind"] != "move":
            continue
        if not any(e["rule"] in ("zapp.move.distance", "zapp.move.city") for e in pub["events"]):
            continue
        before = _view_position(game.view(None, at=k - 1), players)
        moves.append((len(moves) + 1, pub["player"], move_trace(pub, before=before)))
    chosen = dict(view["chosen"])
    revealed = {p: int(n) for p, n in dict(view["revealed"]).items()}
    magic = view["magic"]
    dice = view["dice"]
    grab = list(view["grab_order"])
    end_pos = _view_position(view, players)
    done = view["phase"] in (SHUFFLE, OVER)  # waiting for the next round, or the end
    # -- layout
    width = min(10.0, _usable())
    lines: list[tuple[str, str]] = []  # (gid, text)
    if magic is not None:
        lines.append(("round-magic", f"Magic number: dice {dice[0]} + {dice[1]} = {magic}."))
    else:
        lines.append(("round-magic", "The dice are not rolled yet."))
    if grab:
        lines.append(("round-grab", "Grab order: " + ", ".join(grab) + "."))
    for p in grab:
        if p not in chosen:
            lines.append(("round-barrel", f"{p}: has not set down a barrel yet."))
        elif p in revealed:
            n = revealed[p]
            verdict = (f"{n} ≤ {magic}: moves" if n <= magic
                       else f"{n} > {magic}: the barrel goes back, no move this round")
            lines.append(("round-barrel", f"{p}: barrel {chosen[p]} holds {n}; {verdict}."))
        else:
            lines.append(("round-barrel", f"{p}: set down barrel {chosen[p]} (secret until "
                                          "the reveal)."))
    if revealed:
        order = [p for p, n in sorted(revealed.items(), key=lambda pn: -pn[1]) if n <= magic]
        lines.append(("round-order", "Turn order (highest number first): "
                      + (", ".join(order) if order else "nobody moves") + "."))
    for n, player, tr in moves:
        banished = tr.by_mark("banished")
        carried = [f for f in tr.fates[1:] if f.mark == "carried"]
        spared = [f for f in tr.fates[1:] if f.mark not in ("banished", "carried")]
        text = f"{n}. {player}: {fate_sentence(tr, tr.fates[0], board)}"
        text += f"; banishes {and_join(banished)}" if banished else "; banishes nobody"
        if carried:
            text += "; carries " + and_join(_carried_words(board, tr, f) for f in carried)
        if spared:
            text += " (" + ", ".join(f"{f.wizard} {look.MARKS[f.mark].name}" for f in spared) + ")"
        lines.append(("round-move", text + "."))
    wrapped = [(gid, textwrap.wrap(t, int((width * 0.9) * 72 / (_pt(10) * 0.56))))
               for gid, t in lines]
    n_lines = sum(len(w) for _, w in wrapped)
    plateau_h = 1.55
    text_h = 0.22 * n_lines + 0.3
    drawn = [w for n, _, tr in moves for w in _ways_of(tr, n)]
    movers = [w for w in drawn if not w.carried]
    lanes = _lanes(board, movers)
    # the ways run on the mountain, inside the loop: the board keeps its usual margins
    top = right = bottom = left = _MARGIN
    margins = (top, right, bottom, left)
    span_x, span_y = SIDE + 2 * DEPTH + left + right, SIDE + 2 * DEPTH + top + bottom
    per_unit = (min(8.2, width) - 0.1) / max(span_x, span_y)  # inches per unit
    board_w, board_h = span_x * per_unit, span_y * per_unit
    height = 0.55 + plateau_h + text_h + board_h + 0.1
    fig = _new_figure(f"round {i}", (width, height))
    # the plateau
    axp = fig.add_axes((0.05, 1 - (0.5 + plateau_h) / height, 0.9, plateau_h / height))
    axp.set_xlim(-0.6, 12.6)
    axp.set_ylim(-0.95, 1.35)
    axp.axis("off")
    scp = _Scale(_units_to_points(axp, 13.2))
    taker = {b: p for p, b in chosen.items()}
    for j, label in enumerate(LABELS):
        p = taker.get(label)
        _barrel(axp, j, label, scp, taken_by=p, number=revealed.get(p) if p else None,
                magic=magic, order=(grab.index(p) + 1) if p in grab else None)
    # the text
    yy = 1 - (0.5 + plateau_h + 0.15) / height
    for gid, wl in wrapped:
        fig.text(0.05, yy, "\n".join(wl), ha="left", va="top", fontsize=_pt(10), gid=gid,
                 linespacing=1.2)
        yy -= 0.22 * len(wl) / height
    # the board at the end of the round
    axb = _board_axes(fig, ((width - board_w) / 2 / width, 0.1 / height, board_w / width,
                            board_h / height), margin=margins)
    ghosts = {}
    for _, _, tr in moves:
        for f in tr.fates:
            if f.mark == "banished" and isinstance(f.field, int):
                ghosts.setdefault(f.field, []).append(f.wizard)
    sc, xy = _board_on(axb, board, end_pos, key=not moves)
    for f, ws in ghosts.items():
        there = len(end_pos.on(f))
        for j, w in enumerate(ws):
            p = _slot(f, there + j, there + len(ws), _abreast(sc))
            _chip(axb, p, w, sc, ghost=True)
            # the mark beside the ghost: along the way when the field's wizards stand in a
            # column (one behind the other), towards the mountain when they stand abreast
            # (so that neither a neighbour in the column nor one in the row runs into it)
            (ax_, ay_), (bx, by) = _point(f, 0, 0), _point(f, 1, 0)
            (mx, my), (ix, iy) = _point(f, 0.5, 0), _point(f, 0.5, -1)
            if abs((p[0] - mx) * (bx - ax_) + (p[1] - my) * (by - ay_)) < 1e-6:
                dx, dy = bx - ax_, by - ay_
            else:
                dx, dy = ix - mx, iy - my
            _badge(axb, (p[0] + 0.3 * dx, p[1] + 0.3 * dy), "banished", sc, wizard=w, r=0.12)
    # where each way ends: the wizard's marker at the end of its move (a ghost if it was
    # banished later in the round)
    ghost_xy = {}
    for f, ws in ghosts.items():
        there = len(end_pos.on(f))
        for j, w in enumerate(ws):
            ghost_xy[(w, f)] = _slot(f, there + j, there + len(ws), _abreast(sc))
    lane_of = {w.n: -(_WAYS + _LANE * lane) for w, lane in zip(movers, lanes)}
    mover_of = {w.n: w for w in movers}
    taken_at = []  # (move, field) of each wizard carried along so far
    for way in drawn:
        end = _way_target(board, way, end_pos, xy, ghost_xy, _abreast(sc))
        if not way.carried:
            _draw_way(axb, board, way, lane_of[way.n], sc, end)
            continue
        # wizards taken from one field ride side by side
        here = (way.n, way.origin)
        of = sum((w.n, w.origin) == here for w in drawn if w.carried)
        _draw_ride(axb, board, mover_of[way.n], way, lane_of[way.n], sc, end,
                   taken_at.count(here), of)
        taken_at.append(here)
    state = "end of the round" if done else "now"
    dashed = (" (dashed arrow: a wizard carried along" if any(w.carried for w in drawn) else "")
    if ghosts:
        dashed += ("; " if dashed else " (") + "dotted disc: where a banished wizard stood"
    dashed += ")" if dashed else ""
    axb.set_title(_wrap_in(f"the board, {state}{dashed}", board_w, _pt(11)),
                  fontsize=_pt(11), pad=0)
    head = f"Round {i}" + (f": magic number {magic}" if magic is not None else "")
    fig.suptitle(head, fontsize=_pt(13), x=0.05, ha="left", y=1 - 0.1 / height)
    return fig


def _carried_words(board: Board, tr: MoveTrace, fate: Fate) -> str:
    """Where a wizard carried along ended: ``"R1 along to yellow field 5"``."""
    if fate.to == CITY:
        return f"{fate.wizard} along into the {tr.colour} city"
    past = ", past its own city" if "zapp.pro.past_city" in fate.also else ""
    return f"{fate.wizard} along to {board.describe(fate.to)}{past}"


@dataclass(frozen=True)
class _Way:
    """One way drawn outside the track: a move's (``carried`` False, numbered ``n``) or that
    of a wizard it carried along, from ``origin`` over ``path`` to ``landing``; a start or a
    city is ``colour``'s (the mover's)."""

    n: int
    wizard: str
    colour: str
    origin: Place
    path: tuple[int, ...]
    landing: Place
    carried: bool = False


def _ways_of(tr: MoveTrace, n: int) -> list[_Way]:
    """A move's way, then the way of each wizard it carried along (from its field to where
    it was set down, over the fields of the mover's path in between)."""
    out = [_Way(n, tr.wizard, tr.colour, tr.origin, tr.path, tr.landing)]
    for f in tr.fates[1:]:
        if f.mark != "carried" or f.field not in tr.path:
            continue
        k = tr.path.index(f.field)
        end = tr.path.index(f.to) + 1 if f.to in tr.path else len(tr.path)
        out.append(_Way(n, f.wizard, tr.colour, f.field, tr.path[k + 1:end], f.to, True))
    return out


def _way_span(board: Board, way: _Way) -> tuple[float, float]:
    """Where a way runs along the loop, in fields from the start of field 0 (the middle of
    field ``f`` is ``f + 0.5``, a corner a whole number): (from, to), ``to >= from``."""
    front = board.front_of_city(way.colour)
    in_corner = (front + 1) % SIDE == 0
    if way.origin == START:
        u0 = front + 1.0 if in_corner else board.entry_of(way.colour) - 0.75
    else:
        u0 = way.origin + 0.5
    if way.landing == CITY:
        u1 = front + (1.0 if in_corner else 1.75)
    else:
        u1 = way.landing + 0.5
    return u0, u0 + (u1 - u0) % board.size


def _lanes(board: Board, ways: list[_Way]) -> list[int]:
    """A lane for each move's way (0: nearest the loop), in order: the first lane free of
    every way before it that runs along any of the same stretch of the loop. (A wizard
    carried along rides on its mover's way: it takes no lane of its own.)"""
    spans = [_way_span(board, w) for w in ways]
    size = board.size
    lanes: list[int] = []
    for k, (a0, a1) in enumerate(spans):
        taken = {lanes[j] for j, (b0, b1) in enumerate(spans[:k])
                 if any(a0 - _WAY_END <= b1 + m + _WAY_END
                        and b0 + m - _WAY_END <= a1 + _WAY_END for m in (-size, 0, size))}
        lanes.append(next(x for x in range(len(ways) + 1) if x not in taken))
    return lanes


def _lane_corner(f: int, s: float) -> tuple[float, float]:
    """The corner of a lane ``s`` from the loop's inner edge after field ``f`` (the last of
    its side): inside the loop (``s < 0``) the lane turns on the mountain."""
    x, y = _point(f, 1, s)
    nxt = (f + 1) % 24
    (ax_, ay_), (bx, by) = _point(nxt, 0, 0), _point(nxt, 0, s)
    return (x + bx - ax_, y + by - ay_)


def _way_target(board: Board, way: _Way, end_pos: Position, xy: Mapping, ghost_xy: Mapping,
                abreast: int) -> tuple[float, float]:
    """Where a way's arrow points: the marker of its wizard where the move left it (on its
    landing field, or in its city), the ghost there if a later move banished it, else the
    landing field's first place."""
    w = way.wizard
    if way.landing == CITY:
        if end_pos[w] == CITY:
            return xy[w]
        return _home_slots(board, colour_of(w), CITY, 1)[0]
    if end_pos[w] == way.landing:
        return xy[w]
    if (w, way.landing) in ghost_xy:
        return ghost_xy[(w, way.landing)]
    return _slot(way.landing, 0, 1, abreast)


def _on_lane(pts: list[tuple[float, float]], s: float) -> list[tuple[float, float]]:
    """Points of a lane ``s`` kept on it: a lane on the mountain (``s < 0``) is a smaller
    square, where fields near a corner meet."""
    if s >= 0:
        return pts
    lo, hi = -s, SIDE + s
    pts = [(min(max(x, lo), hi), min(max(y, lo), hi)) for x, y in pts]
    return [p for k, p in enumerate(pts) if k == 0 or p != pts[k - 1]]


def _ride_points(board: Board, mover: _Way, way: _Way, s: float, end: tuple[float, float],
                 nth: int = 0, of: int = 1) -> tuple[tuple[float, float],
                                                     list[tuple[float, float]]]:
    """Where a wizard carried along rides on its mover's way (in lane ``s``): the point
    beside the field it was taken from (the ``nth`` of ``of`` taken there, side by side
    along the lane), and its way off the lane, from beside the field where it was set down
    (where the mover's way turns into its city, for one set down in the city) onto ``end``,
    its marker there."""
    t = 0.5 + (nth - (of - 1) / 2) * 0.55
    pick = _on_lane([_point(way.origin, t, s)], s)[0]
    if way.landing == CITY:
        off = _way_points(board, mover, s)[-1]
    else:
        off = _on_lane([_point(way.landing, 0.5, s)], s)[0]
    return pick, [off, end]


def _way_points(board: Board, way: _Way, s: float,
                end: tuple[float, float] | None = None) -> list[tuple[float, float]]:
    """The corners of a way's line in its lane ``s`` (negative: on the mountain, inside the
    loop), from beside its origin along every field to beside its landing, then onto
    ``end`` (the marker of its wizard there). A way from a start field begins, and a way
    into a city turns off, at the lane's corner by that guild's corner."""
    front = board.front_of_city(way.colour)
    in_corner = (front + 1) % SIDE == 0  # the start and city fill a corner of the square
    pts = []
    if way.origin == START and in_corner:
        pts.append(_lane_corner(front, s))
    elif way.origin == START:  # a start mid-side: from beside it
        pts.append(_point(board.entry_of(way.colour), -0.75, s))
    else:
        pts.append(_point(way.origin, 0.5, s))
    prev = way.origin if isinstance(way.origin, int) else None
    for f in way.path:
        if prev is not None and f % SIDE == 0:  # round a corner of the lane
            pts.append(_lane_corner(prev, s))
        pts.append(_point(f, 0.5, s))
        prev = f
    into_corner = way.landing == CITY and in_corner and end is not None
    if way.landing == CITY and in_corner and end is None:  # round the corner, then in
        pts.append(_lane_corner(front, s))
    elif way.landing == CITY and not in_corner:
        pts.append(_point(front, 1.75, s))
    pts = _on_lane(pts, s)
    if into_corner:
        # into a city in a corner: past the corner's tip to beside the wizard's place, on the
        # side away from the city's outer corner, then onto it (each wizard in the city
        # reached from a side of its own, clear of the others in the row)
        city, _ = _home_shapes(board, way.colour)
        p_in, a, p_out = city
        mx, my = (p_in[0] + p_out[0]) / 2, (p_in[1] + p_out[1]) / 2
        nx, ny = mx - a[0], my - a[1]
        n = (nx * nx + ny * ny) ** 0.5
        pts.append((end[0] + 0.55 * nx / n, end[1] + 0.55 * ny / n))
    if end is not None:
        pts.append(end)
    return pts


def _arrow(ax: Axes, pts: list[tuple[float, float]], wizard: str, sc: _Scale, *,
           carried: bool = False, touch: bool = True) -> None:
    """A way's line through ``pts`` in its wizard's colour with an arrow head at the end (a
    carried wizard's dashed and thinner); with ``touch`` the last point is a marker's centre
    and the tip stops at its edge."""
    pts = list(pts)
    g = look.COLOUR_GLYPHS[colour_of(wizard)]
    gid = "way-carried" if carried else "way"
    scale = 15 if carried else 18  # the arrow head's size
    if touch and len(pts) >= 2:  # the tip touches the marker's edge
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        cut = min(CHIP + 0.02, 0.5 * length) / max(length, 1e-9)
        pts[-1] = (x1 - cut * (x1 - x0), y1 - cut * (y1 - y0))
    line = list(pts)
    if len(pts) >= 2:  # the line stops where the head begins (its round end stays inside)
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        back = min(0.4 * scale / sc.unit, 0.6 * length) / max(length, 1e-9)
        line[-1] = (x1 - back * (x1 - x0), y1 - back * (y1 - y0))
    xs, ys = zip(*line)
    ax.plot(xs, ys, color=g.fill, lw=2.4 if carried else 3.2, zorder=3, gid=gid,
            label=wizard, linestyle=(0, (2.2, 1.2)) if carried else "-",
            path_effects=[patheffects.withStroke(linewidth=4.2 if carried else 5,
                                                 foreground=look.EDGE)],
            solid_capstyle="round", dash_capstyle="butt")
    if len(pts) >= 2:
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        back = min(0.6 * scale / sc.unit, length) / max(length, 1e-9)
        ax.add_patch(FancyArrowPatch((x1 - back * (x1 - x0), y1 - back * (y1 - y0)), (x1, y1),
                                     arrowstyle="-|>", mutation_scale=scale,
                                     facecolor=g.fill, edgecolor=look.EDGE, lw=1.2, zorder=6.5,
                                     gid=f"{gid}-head", label=wizard, shrinkA=0, shrinkB=0))


def _draw_way(ax: Axes, board: Board, way: _Way, s: float, sc: _Scale,
              end: tuple[float, float] | None = None) -> None:
    """A move's way in its lane ``s`` (negative: on the mountain), from beside its origin
    along every field, then onto ``end``, the marker of its wizard where it ended the move:
    the arrow's tip touches that marker. Its turn number at the start."""
    pts = _way_points(board, way, s, end)
    _arrow(ax, pts, way.wizard, sc, touch=end is not None)
    ax.add_patch(Circle(pts[0], 0.2, facecolor="white", edgecolor=look.EDGE, lw=1.4,
                        zorder=4, gid="way-number", label=way.wizard))
    ax.text(pts[0][0], pts[0][1], str(way.n), ha="center", va="center",
            fontsize=_pt(sc.size(0.22)), fontweight="bold", zorder=4.5, gid="way-number-text",
            label=way.wizard)


def _draw_ride(ax: Axes, board: Board, mover: _Way, way: _Way, s: float, sc: _Scale,
               end: tuple[float, float], nth: int = 0, of: int = 1) -> None:
    """A wizard carried along: a disc with its name on its mover's way (lane ``s``) beside
    the field it was taken from, and a dashed arrow off that way, from beside where it was
    set down onto its marker there."""
    pick, leg = _ride_points(board, mover, way, s, end, nth, of)
    _arrow(ax, leg, way.wizard, sc, carried=True)
    _chip(ax, pick, way.wizard, sc, r=0.22, gid="way-carried-wizard")


# --------------------------------------------------------------------------------------------
# the race


def race_table(game) -> list[dict]:
    """Each round's end (round 0: the start): every player's fields still to go (the three
    wizards' steps to the city, 75 at the start) and wizards home. Public information."""
    states = game.states
    players = list(game.seats)
    board = game.board
    ends: dict[int, int] = {0: 0}
    for k, s in enumerate(states):
        ends[s.round] = k  # the last state of each round
    rows = []
    for r in sorted(ends):
        k = ends[r]
        pos = _view_position(game.view(None, at=k), players)
        rows.append({
            "round": r,
            "to_go": {p: sum(board.to_city(p, pos[w]) for w in pos.wizards(p)) for p in players},
            "home": {p: pos.in_city(p) for p in players},
        })
    return rows


_MARKERS = {"red": "o", "green": "s", "blue": "D", "yellow": "^"}


def draw_race(game) -> Figure:
    """Each player's progress round by round, one panel per player (the others thin and grey
    behind): fields still to go for all three wizards (75 at the start, 0 when all are home),
    a ✗ where a banishment sent a wizard back, and a ★ with the count where wizards came
    home. Public information only (the positions)."""
    rows = race_table(game)
    players = list(game.seats)
    lap = game.board.lap
    rounds = [r["round"] for r in rows]
    width = min(9.5, _usable())
    ncols = 2
    nrows = (len(players) + ncols - 1) // ncols
    fig = _new_figure("race", (width, 2.9 * nrows + 1.1))
    axes = fig.subplots(nrows, ncols, sharex=True, sharey=True, squeeze=False)
    result = game.result
    winners = set(getattr(result, "winners", ()) or ()) if result is not None else set()
    for n, ax in enumerate(axes.flat):
        if n >= len(players):
            ax.axis("off")
            continue
        p = players[n]
        g = look.COLOUR_GLYPHS[p]
        for q in players:
            if q != p:
                ax.plot(rounds, [r["to_go"][q] for r in rows], color="#BBBBBB", lw=1.0,
                        zorder=1, gid="race-other", label=q)
        to_go = [r["to_go"][p] for r in rows]
        ax.plot(rounds, to_go, color=g.fill, lw=2.4, marker=_MARKERS[p], markersize=5,
                markeredgecolor=look.EDGE, markeredgewidth=0.8, zorder=3, gid="race-line",
                label=p, path_effects=[patheffects.withStroke(linewidth=4, foreground=look.EDGE)])
        for a, b, r in zip(to_go, to_go[1:], rounds[1:]):
            if b > a:
                ax.text(r, b + 3, "✗", ha="center", va="bottom", fontsize=_pt(10.5),
                        fontweight="bold", zorder=4, gid="race-banished", label=p)
        home = [r["home"][p] for r in rows]
        for h0, h1, r, y in zip(home, home[1:], rounds[1:], to_go[1:]):
            if h1 > h0:
                ax.text(r, y - 6, f"★{h1}", ha="center", va="top", fontsize=_pt(10),
                        fontweight="bold", zorder=4, gid="race-home", label=p,
                        color="#000000", path_effects=_outlined("#000000", 2.5))
        won = " (winner)" if p in winners else ""
        head = f"{g.letter} {p}: {to_go[-1]} fields to go, {home[-1]} home{won}"
        if width < 8:  # a narrow panel: the player, then the count
            head = head.replace(": ", ":\n", 1)
        ax.set_title(head,
                     fontsize=_pt(11 if width >= 8 else 10), loc="left", gid="race-title")
        ax.set_ylim(-12, 3 * lap + 8)
        ax.set_xlim(-0.5, max(rounds) + 0.5)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(axis="y", color="#E4E4E4", lw=0.8)
        ax.tick_params(labelsize=_pt(9.5))
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        if n % ncols == 0:
            ax.set_ylabel("fields to go", fontsize=_pt(10))
        if n + ncols >= len(players):  # no panel below (the last row, or an empty slot)
            ax.xaxis.set_tick_params(labelbottom=True)
            ax.set_xlabel("round (0: the start)", fontsize=_pt(10))
    status = (f"{' and '.join(sorted(winners))} won in round {rounds[-1]}" if winners
              else f"after round {rounds[-1]}")
    title = _wrap_in(f"The race, {status}\nfields still to go (three wizards, {lap} steps "
                     "each); ✗ a banishment sent a wizard back, ★n wizards home",
                     width - 0.2, _pt(11.5))
    # room above the panels for the title's lines and the first row's panel titles
    head_lines = 2 if width < 8 else 1
    top = (0.2 + (title.count("\n") + 1) * _pt(11.5) * 1.4 / 72
           + head_lines * _pt(10) * 1.35 / 72 + 0.1)
    height = 2.9 * nrows + top + 0.3
    fig.set_size_inches(width, height)
    fig.suptitle(title, fontsize=_pt(11.5), x=0.02, y=1 - 0.1 / height, ha="left", va="top",
                 linespacing=1.4)
    fig.subplots_adjust(left=0.8 / width, right=1 - 0.1 / width, top=1 - top / height,
                        bottom=0.5 / height,
                        hspace=0.35, wspace=0.08)
    return fig


# --------------------------------------------------------------------------------------------
# a rule and the decision that reads the same sentence, quoted once


#: the shared quote: a sentence two rules share is shown once (``zzlib.plot.lesson.Quote``)
SharedQuote = Quote


def quote(*rules, docs: str | None = None) -> Quote:
    """``zzlib.plot.lesson.quote``: a sentence shared by neighbouring rules (a rule and its
    decision) shown once: ``zp.quote(RULES["zapp.end"], RULES["zapp.decide.end_at_once"])``."""
    return Quote(*rules, docs=docs)


__all__ = [
    "quote", "SharedQuote",
    "draw_board", "draw_move", "draw_round", "draw_odds", "draw_race", "move_trace",
    "MoveTrace", "Fate", "fate_sentence", "two_dice_distribution", "chance_to_move",
    "expected_fields", "round_entries", "race_table", "artists", "texts", "ZappFigure",
]
