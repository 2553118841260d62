"""Jasper and Zot drawn with matplotlib: boards, spells, descents, smashes and whole turns.

Every function returns a ``matplotlib.figure.Figure`` and draws the same picture on every run
(fixed layouts, no randomness). The figures are made without pyplot, so nothing is shown twice
in a notebook: end a cell with the call to show the figure, or ``fig.savefig(...)`` it. Nothing here is a rule: the pictures show what ``zzlib.zot``
decided. Each square can be read without colour: every token carries its letter and its own
shape, flower beds carry ``*``, and the palette is Okabe and Ito's colour-blind-safe one.

Artists carry a ``gid`` naming what they show (``"token"``, ``"bed"``, ``"pumpkin"``,
``"jasper"``, ``"chain-number"``, ``"hit"``, ``"blast"``, ``"move-arrow"``, ``"burned"``,
``"match-edge"``...), so tests and curious readers can find them with :func:`artists`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import networkx as nx
from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, Rectangle, RegularPolygon

from zzlib.core import plural
from zzlib.look import OKABE_ITO
from zzlib.look import zot as look
from zzlib.plot import figure
from zzlib.plot.figure import artists, texts  # noqa: F401 (this module's API too)
from zzlib.plot.figure import pt as _pt
from zzlib.zot import events as zot_events

# Everything a token, a bed or an area looks like comes from ``zzlib.look.zot``, the one
# definition the widget reads too (so a token looks the same in a drawing and in the widget).
BED_COLOUR = look.GLYPH["*"].fill
BLAST_COLOUR = look.MARKS["blast"]
CHAIN_COLOUR = look.MARKS["chain"]
REGION_COLOURS = {a.key: a.fill for a in look.areas()}

Square = tuple[int, int]


# --------------------------------------------------------------------------------------------
# small helpers


class TraceFigure(figure.TraceFigure):
    """A Jasper and Zot drawing: its text form names what it shows (``<Jasper and Zot: spell>``)."""

    game = "Jasper and Zot"


def _new_figure(kind: str, figsize) -> TraceFigure:
    return figure.new_figure(TraceFigure, kind, figsize)


def _sq(value) -> Square:
    r, c = value
    return (int(r), int(c))


def _data(event) -> Mapping[str, Any]:
    if isinstance(event, Mapping):
        return event.get("data", {}) or {}
    return getattr(event, "data", {}) or {}


def _rule(event) -> str:
    if isinstance(event, Mapping):
        return str(event.get("rule", ""))
    return str(getattr(event, "rule", ""))


def _kind(event) -> type | None:
    """The declared kind of an event's data (``zzlib.zot.events``), by its rule."""
    return zot_events.SHAPES.get(_rule(event))


def _text(event) -> str:
    if isinstance(event, Mapping):
        return str(event.get("text", ""))
    return str(getattr(event, "text", ""))


def _cell_points(ax: Axes, board) -> float:
    """The side of one square in points, from the axes' place in its figure."""
    fig = ax.figure
    w, h = fig.get_size_inches()
    pos = ax.get_position()
    cell_in = min(pos.width * w / (board.cols + 0.2), pos.height * h / (board.rows + 0.2))
    return max(cell_in * 72, 8.0)


def _outlined(color: str) -> list:
    other = "black" if color == "white" else "white"
    return [patheffects.withStroke(linewidth=2.2, foreground=other)]


def _path_row(board) -> int:
    return board.rows - 1


def _patch_row(board) -> int:
    return board.rows - 2


def _fence_row(board) -> int:
    return int(getattr(board, "fence_row", look.geometry(board.rows, board.cols)["fence_row"]))


def _region(board, row: int) -> str:
    return look.area_of(row, board.rows).key


# --------------------------------------------------------------------------------------------
# the board


def _token_patch(glyph: str, xy: tuple[float, float], size: float = 0.36, **kw):
    g = look.GLYPH[glyph]
    shape, face = g.shape, g.fill
    x, y = xy
    style = dict(facecolor=face, edgecolor="black", linewidth=1.4, zorder=4)
    style.update(kw)
    if shape == "circle":
        return Circle((x, y), size, **style)
    if shape == "square":
        return Rectangle((x - size, y - size), 2 * size, 2 * size, **style)
    if shape == "triangle":  # points down, towards Jasper: y grows downwards on the board
        return RegularPolygon((x, y + 0.06), 3, radius=size * 1.25, orientation=3.14159, **style)
    if shape == "hexagon":
        return RegularPolygon((x, y), 6, radius=size * 1.08, **style)
    if shape == "diamond":
        return RegularPolygon((x, y), 4, radius=size * 1.2, **style)
    raise ValueError(f"unknown shape {shape!r}")


def _draw_square(ax: Axes, board, sq: Square, cell_pt: float, alpha: float = 1.0) -> None:
    """Draw what stands on ``sq``: a bed, a token (maybe in a bed), a pumpkin or Jasper."""
    glyph = board.glyph(sq)
    if glyph == ".":
        return
    r, c = sq
    bed = glyph in "*zfbm"
    if bed:
        ax.add_patch(
            Rectangle(
                (c - 0.46, r - 0.46), 0.92, 0.92, facecolor=BED_COLOUR, edgecolor=look.MARKS["bed edge"],
                linewidth=1.2, zorder=2, alpha=alpha, gid="bed",
            )
        )
        if glyph == "*":
            ax.text(c, r + 0.05, look.GLYPH["*"].letter, ha="center", va="center",
                    fontsize=_pt(cell_pt * 0.75), fontweight="bold", color=look.GLYPH["*"].ink, zorder=3, alpha=alpha, gid="bed-mark")
            return
        # a token standing in a bed: a small * in the corner says "bed" without colour
        ax.text(c - 0.3, r - 0.22, look.GLYPH["*"].letter, ha="center", va="center",
                fontsize=_pt(cell_pt * 0.36), fontweight="bold", color=look.GLYPH["*"].ink, zorder=6, alpha=alpha, gid="bed-mark")
    key = glyph.upper()
    if key not in look.GLYPH or key == "*":
        return
    gid = {"P": "pumpkin", "J": "jasper"}.get(key, "token")
    size = 0.31 if bed else 0.36
    ax.add_patch(_token_patch(key, (c, r), size=size, alpha=alpha, gid=gid))
    ink, letter = look.GLYPH[key].ink, look.GLYPH[key].letter
    ax.text(c, r + 0.02, letter, ha="center", va="center", fontsize=_pt(cell_pt * (0.36 if bed else 0.42)),
            fontweight="bold", color=ink, zorder=5, alpha=alpha, gid=f"{gid}-letter",
            path_effects=_outlined(ink))


def _draw_grid(ax: Axes, board, title: str | None = None, regions: bool = True,
               row_labels: bool = True) -> float:
    """Backgrounds, grid, fence, barrier and labels; returns the square size in points."""
    rows, cols = board.rows, board.cols
    cell_pt = _cell_points(ax, board)
    fence = _fence_row(board)
    for r in range(rows):
        ax.add_patch(Rectangle((0.5, r - 0.5), cols, 1, facecolor=REGION_COLOURS[_region(board, r)],
                               edgecolor="none", zorder=0, gid="region"))
    for r in range(rows + 1):
        ax.plot([0.5, cols + 0.5], [r - 0.5, r - 0.5], color="#9a9a9a", lw=0.6, zorder=1)
    for c in range(cols + 1):
        ax.plot([c + 0.5, c + 0.5], [-0.5, rows - 1.5], color="#9a9a9a", lw=0.6, zorder=1)
    # Zot's yard is out of range: light hatching as well as grey
    if fence < rows:
        ax.add_patch(Rectangle((0.5, -0.5), cols, fence, facecolor="none", hatch="//",
                               edgecolor="#c4c4c4", linewidth=0, zorder=0.5, gid="out-of-range"))
        # the fence: a thick dashed line with posts
        ax.plot([0.5, cols + 0.5], [fence - 0.5] * 2, color=look.MARKS["fence"], lw=3.2,
                linestyle=(0, (4, 2)), zorder=6, gid="fence", solid_capstyle="butt")
    # the magical barrier around the garden path: a double line
    y = _path_row(board) - 0.5
    ax.plot([0.5, cols + 0.5], [y, y], color=look.MARKS["barrier"], lw=4.5, zorder=6, gid="barrier")
    ax.plot([0.5, cols + 0.5], [y, y], color="white", lw=1.3, zorder=6.1)
    ax.add_patch(Rectangle((0.5, -0.5), cols, rows, facecolor="none", edgecolor="black",
                           linewidth=1.5, zorder=7))
    ax.set_xlim(0.5, cols + 0.5)
    ax.set_ylim(rows - 0.5, -0.5)
    ax.set_aspect("equal")
    ax.set_xticks(range(1, cols + 1))
    ax.set_xticklabels([str(c) for c in range(1, cols + 1)], fontsize=_pt(max(cell_pt * 0.34, 8)))
    ax.tick_params(axis="x", which="both", top=True, labeltop=True, bottom=True, labelbottom=True,
                   length=0, pad=2)
    if row_labels:
        ax.set_yticks(range(rows))
        ax.set_yticklabels([str(r) for r in range(rows)], fontsize=_pt(max(cell_pt * 0.3, 7)))
        ax.tick_params(axis="y", length=0, pad=2)
    else:
        ax.set_yticks([])
    for side in ax.spines.values():
        side.set_visible(False)
    if regions:
        fs = max(cell_pt * 0.3, 7.5)
        x = cols + 0.62
        names = [
            ((fence - 1) / 2, "Zot's yard\n(out of range)"),
            ((fence + _patch_row(board) - 1) / 2, "Jasper's yard"),
            (_patch_row(board), "pumpkin patch"),
            (_path_row(board), "garden path"),
            (fence - 0.5, "fence"),
            (_path_row(board) - 0.5, "barrier"),
        ]
        for yy, name in names:
            style = "italic" if name in ("fence", "barrier") else "normal"
            ax.text(x, yy, name, ha="left", va="center", fontsize=_pt(fs), style=style,
                    clip_on=False, gid="region-name")
    if title:
        ax.set_title(title, fontsize=_pt(max(cell_pt * 0.36, 9)), pad=max(cell_pt * 0.45, 12))
    return cell_pt


def _board_on(ax: Axes, board, title: str | None = None, regions: bool = True,
              row_labels: bool = True, alpha: float = 1.0) -> float:
    cell_pt = _draw_grid(ax, board, title=title, regions=regions, row_labels=row_labels)
    for r in range(board.rows):
        for c in range(1, board.cols + 1):
            _draw_square(ax, board, (r, c), cell_pt, alpha=alpha)
    return cell_pt


#: the side of a square, inches: at most (a board alone), at least (text still reads)
CELL_IN, LEAST_CELL_IN = 0.52, 0.36
#: room beside a board: row numbers on its left, the areas' names on its right
ROWS_IN, REGIONS_IN = 0.45, 1.9


def _cell_in(boards: int, board, right: float = 0.15, most: float = CELL_IN) -> float:
    """The side of a square that fits ``boards`` boards side by side on the page (between
    ``LEAST_CELL_IN`` and ``most``: below that, they go one under the other)."""
    room = figure.usable_width() - boards * (ROWS_IN + right)
    return max(LEAST_CELL_IN, min(most, room / (boards * board.cols)))


def _title_in(cell_in: float, lines: int = 1) -> float:
    """Room above a board for its column numbers and a title of ``lines`` lines."""
    cell_pt = cell_in * 72
    size, pad = _pt(max(cell_pt * 0.36, 9)), max(cell_pt * 0.45, 12)
    return (_pt(max(cell_pt * 0.34, 8)) + 4 + pad + size * 1.25 * lines) / 72 + 0.05


def _board_box(board, cell_in: float, title_lines: int = 1, regions: bool = False,
               row_labels: bool = True, first_left: float | None = None) -> figure.Box:
    return figure.Box(board.cols * cell_in, board.rows * cell_in,
                      left=ROWS_IN if row_labels else 0.15,
                      right=REGIONS_IN if regions else 0.15,
                      above=_title_in(cell_in, title_lines) if title_lines else 0.35,
                      below=0.35, first_left=first_left)


def _flow(kind: str, boxes, top: float = 0.0, bottom: float = 0.0, **kw):
    fig, placed = figure.flow_figure(TraceFigure, kind, boxes, top=top, bottom=bottom, **kw)
    return fig, placed


def _text_below(fig: Figure, lines: list[str], size: float, gid: str) -> None:
    """``lines`` under the panels, wrapped to the page, in room added at the bottom."""
    text = figure.wrap("\n".join(lines), figure.usable_width() - 0.1, size)
    n = text.count("\n") + 1
    extra = n * size * 1.25 / 72 + 0.2
    _grow_bottom(fig, extra)
    _, h = fig.get_size_inches()
    fig.text(0.02 / fig.get_size_inches()[0], 0.1 / h, text, fontsize=size, ha="left",
             va="bottom", gid=gid, linespacing=1.2)


def _grid_figure(panels: int, board, most: int = 3, cell_in: float = 0.4,
                 title_lines: int = 1, top: float = 0.0, kind: str = "board") -> tuple:
    """A figure with ``panels`` boards, as many to a row as the page holds (at most
    ``most``; squares shrink towards ``LEAST_CELL_IN`` to fit two), each with room for a title
    above it. Returns the figure and, per board, its axes and whether it starts a row."""
    if panels > 1:
        room = figure.usable_width() - ROWS_IN - 0.3 - 0.3 - 0.01
        cell_in = max(LEAST_CELL_IN, min(cell_in, room / (2 * board.cols)))
    title = _title_in(cell_in, title_lines) + 0.05
    boxes = [figure.Box(board.cols * cell_in, board.rows * cell_in, left=0.3, right=0.15,
                        above=title, below=0.3, first_left=ROWS_IN) for _ in range(panels)]
    fig, placed = _flow(kind, boxes, top=top, per_row=most)
    return fig, [(p.ax, p.col == 0) for p in placed]


def draw_board(board, ax: Axes | None = None, title: str | None = None, regions: bool = True,
               legend: bool = False) -> Figure:
    """The board: tokens with their letters, beds (``*``), pumpkins, Jasper, fence and barrier.

    Columns are numbered 1-6 above and below, rows 0-10 on the left, areas named on the right.
    """
    if ax is None:
        lines = title.count("\n") + 1 if title else 0
        fig, (placed,) = _flow("board", [_board_box(board, CELL_IN, lines, regions=regions)])
        ax = placed.ax
        if legend:
            _grow_bottom(fig, 0.5)
    else:
        fig = ax.figure
    _board_on(ax, board, title=title, regions=regions)
    if legend:
        _legend(fig)
    return fig


def _legend(fig: Figure, y: float = 0.012) -> None:
    """A two-line key: each token's letter and name."""
    parts = [f"{g.letter} = {g.name}" for g in look.GLYPHS if g.key != "*"]
    parts.append(f"{look.GLYPH['*'].letter} = {look.GLYPH['*'].name}")
    text = "   ".join(parts[:4]) + "\n" + "   ".join(parts[4:])
    fig.text(0.03, y, text, fontsize=_pt(10), ha="left", va="bottom", gid="legend",
             linespacing=1.2)


# --------------------------------------------------------------------------------------------
# spells


def _spell_column(result, board) -> int | None:
    for attr in ("column",):
        value = getattr(result, attr, None)
        if isinstance(value, int):
            return value
    if result.hit is not None:
        return _sq(result.hit)[1]
    try:
        return board.jasper
    except Exception:  # noqa: BLE001 - a bench board without Jasper
        return None


def _spell_name(result) -> str:
    spell = getattr(result, "spell", None)
    if spell is None:
        for e in getattr(result, "events", ()) or ():
            if _kind(e) is zot_events.SpellCast:
                spell = _data(e)["spell"]
                break
    return {"fire": "Magical Fire", "flower": "Flower Power"}.get(spell, str(spell or "spell"))


def sum_text(result) -> str:
    """The points of a spell written as the sum that produced them (``×`` for times)."""
    score = getattr(result, "score", None)
    text = getattr(score, "sum_text", None) if score is not None else None
    if text:
        return text.replace("*", " × ").replace("  ", " ").replace("( ", "(")
    return f"{getattr(result, 'points', 0)} points"


def _draw_chain(ax: Axes, result, cell_pt: float, column: int | None, board) -> None:
    chain = [_sq(s) for s in (result.chain or ())]
    # a chain reaction's bomb is both destroyed and exploding: draw each square once
    exploded = list(dict.fromkeys(_sq(s) for s in (getattr(result, "exploded", ()) or ())))
    bombs = list(dict.fromkeys(_sq(s) for s in (getattr(result, "bombs", ()) or ())))
    # the spell's flight up Jasper's column
    if column is not None:
        start = (column, board.rows - 1 - 0.3)
        end_row = (_sq(result.hit)[0] + 0.42 if result.hit is not None
                   else _fence_row(board) - 0.5)
        ax.add_patch(FancyArrowPatch((start[0] + 0.0, start[1]), (column, end_row),
                                     arrowstyle="-|>", mutation_scale=cell_pt * 0.6,
                                     color=look.MARKS["barrier"], lw=2.2, linestyle="--", zorder=8,
                                     gid="spell-path"))
    for sq in exploded:
        r, c = sq
        ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, facecolor=BLAST_COLOUR, alpha=0.35,
                               hatch="xx", edgecolor=BLAST_COLOUR, linewidth=0, zorder=3.5,
                               gid="blast"))
    for sq in bombs:
        r, c = sq
        ax.add_patch(RegularPolygon((c, r), 8, radius=0.52, facecolor="none",
                                    edgecolor=BLAST_COLOUR, linewidth=2.5, zorder=8,
                                    gid="bomb-burst"))
    if result.hit is not None:
        r, c = _sq(result.hit)
        ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, facecolor="none", edgecolor="black",
                               linewidth=3.5, zorder=9, gid="hit"))
    for n, (r, c) in enumerate(chain, start=1):
        ax.add_patch(Circle((c + 0.32, r - 0.32), 0.21, facecolor="white", edgecolor="black",
                            linewidth=1.2, zorder=10, gid="chain-badge"))
        ax.text(c + 0.32, r - 0.31, str(n), ha="center", va="center",
                fontsize=_pt(cell_pt * (0.3 if n < 10 else 0.24)), fontweight="bold", zorder=11,
                gid="chain-number")


def _chain_graph(result):
    graph = getattr(result, "graph", None)
    if graph is None:
        from zzlib.core import adjacency_graph

        graph = adjacency_graph([_sq(s) for s in (result.chain or ())])
    return graph


#: a square of the chain graph, inches (its nodes and labels are sized from it)
GRAPH_UNIT_IN = 0.75


def _graph_box(result) -> figure.Box:
    """Room for the chain graph: its squares' span, the title above, labels left and below."""
    graph = _chain_graph(result)
    xs = [n[1] for n in graph.nodes] or [1]
    ys = [n[0] for n in graph.nodes] or [0]
    w_units, h_units = max(xs) - min(xs) + 1.6, max(ys) - min(ys) + 1.6
    room = figure.usable_width() - 0.75
    unit = min(GRAPH_UNIT_IN, room / w_units)
    title_in = _graph_title_in(w_units * unit)
    title = _graph_title(result, graph, title_in)
    above = (title.count("\n") + 1) * _pt(11) * 1.3 / 72 + 0.15
    return figure.Box(w_units * unit, h_units * unit, left=0.6,
                      right=max(0.15, title_in - w_units * unit), above=above, below=0.35)


def _graph_title_in(panel_in: float) -> float:
    """How wide the graph's title may run from the panel's left edge, inches."""
    return min(max(panel_in + 0.1, 2.8), figure.usable_width() - 0.75)


def _graph_title(result, graph, width_in: float) -> str:
    """The graph's title in lines of at most ``width_in`` inches, broken between phrases."""
    chain = list(result.chain or ())
    phrases = ["the chain as a graph:",
               f"{len(chain)} of {graph.number_of_nodes()} squares, "
               f"{graph.number_of_edges()} edges",
               "\nthick: breadth-first tree from the hit"]
    chars = int(width_in * 72 / (_pt(11) * 0.56))
    lines = [""]
    for phrase in phrases:
        fresh = phrase.startswith("\n")
        phrase = phrase.lstrip("\n")
        if not fresh and lines[-1] and len(lines[-1]) + 1 + len(phrase) <= chars:
            lines[-1] += " " + phrase
        elif lines[-1]:
            lines.append(phrase)
        else:
            lines[-1] = phrase
    return "\n".join(figure.wrap(line, width_in, _pt(11)) for line in lines)


def _draw_chain_graph(ax: Axes, result, before) -> None:
    """The networkx graph the chain was searched on, laid out on the board's own squares."""
    graph = _chain_graph(result)
    chain = [_sq(s) for s in (result.chain or ())]
    order = {sq: i for i, sq in enumerate(chain, start=1)}
    pos = {n: (n[1], -n[0]) for n in graph.nodes}
    others = [n for n in graph.nodes if n not in order]
    in_chain = [n for n in graph.nodes if n in order]
    tree: list = []
    if result.hit is not None and _sq(result.hit) in graph:
        tree = [(u, v) for u, v in nx.bfs_edges(graph, _sq(result.hit), sort_neighbors=sorted)
                if u in order and v in order]
    tree_set = {frozenset(e) for e in tree}
    other_edges = [e for e in graph.edges if frozenset(e) not in tree_set]
    xs = [p[0] for p in pos.values()] or [1]
    ys = [p[1] for p in pos.values()] or [0]
    ax.set_xlim(min(xs) - 0.8, max(xs) + 0.8)
    ax.set_ylim(min(ys) - 0.8, max(ys) + 0.8)
    w_in = ax.get_position().width * ax.figure.get_size_inches()[0]
    unit_pt = w_in * 72 / (max(xs) - min(xs) + 1.6)  # one square, in points
    if other_edges:
        coll = nx.draw_networkx_edges(graph, pos, edgelist=other_edges, ax=ax, width=1.2,
                                      edge_color="#9a9a9a", style="dashed")
        coll.set_gid("graph-edge")
    if tree:
        coll = nx.draw_networkx_edges(graph, pos, edgelist=tree, ax=ax, width=3.2,
                                      edge_color="black")
        coll.set_gid("bfs-edge")
    if others:
        coll = nx.draw_networkx_nodes(graph, pos, nodelist=others, ax=ax,
                                      node_size=(0.5 * unit_pt) ** 2,
                                      node_color="#eeeeee", edgecolors="#9a9a9a")
        coll.set_gid("graph-node")
    if in_chain:
        colours = [look.MARKS["hit"] if n == _sq(result.hit) else CHAIN_COLOUR
                   for n in in_chain]
        coll = nx.draw_networkx_nodes(graph, pos, nodelist=in_chain, ax=ax,
                                      node_size=(0.72 * unit_pt) ** 2,
                                      node_color=colours, edgecolors="black", linewidths=1.5)
        coll.set_gid("chain-node")
    for n in graph.nodes:
        glyph = before.glyph(n) if before is not None else "?"
        label = f"{order[n]}\n{glyph}" if n in order else glyph
        ax.text(pos[n][0], pos[n][1], label, ha="center", va="center",
                fontsize=_pt(min(12, unit_pt * 0.27)),
                fontweight="bold" if n in order else "normal", zorder=5, gid="graph-label",
                linespacing=0.95)
    ax.set_aspect("equal")
    ax.set_xticks(sorted(set(xs)))
    ax.set_xticklabels([f"col {x}" for x in sorted(set(xs))], fontsize=_pt(9))
    ax.set_yticks(sorted(set(ys)))
    ax.set_yticklabels([f"row {-y}" for y in sorted(set(ys))], fontsize=_pt(9))
    ax.tick_params(axis="both", which="both", length=0, bottom=True, left=True,
                   labelbottom=True, labelleft=True)
    for side in ax.spines.values():
        side.set_color("#cccccc")
    fig_w = ax.figure.get_size_inches()[0]
    room = max(_graph_title_in(w_in), fig_w * (1 - ax.get_position().x0) - 0.1)
    title = ax.set_title(_graph_title(result, graph, room), fontsize=_pt(11))
    title.set_horizontalalignment("left")  # from the panel's left edge: it stays on the page
    title.set_x(0.0)


def draw_spell(result, before=None, ax: Axes | None = None) -> Figure:
    """A spell: the hit square (thick frame), the chain numbered in breadth-first order,
    explosion blasts shaded and hatched, the points as the sum that made them, and beside it
    the networkx graph the chain was found on (laid out on the board's squares).

    ``before`` is the board the spell was cast on (``result.before`` when the engine keeps it);
    without it the chain is drawn on the board after the spell.
    """
    before = before if before is not None else getattr(result, "before", None)
    board = before if before is not None else result.board
    made = ax is None
    if made:
        cell = _cell_in(2, board)
        fig, placed = _flow("spell", [_board_box(board, cell),
                                      _board_box(board, cell, row_labels=False),
                                      _graph_box(result)])
        ax_b, ax_after, ax_g = (p.ax for p in placed)
    else:
        fig, ax_b, ax_after, ax_g = ax.figure, ax, None, None
    column = _spell_column(result, board)
    name = _spell_name(result)
    where = f"column {column}" if column is not None else "?"
    cell_pt = _board_on(ax_b, board, title=f"{name} from {where}", regions=False)
    _draw_chain(ax_b, result, cell_pt, column, board)
    if ax_after is not None:
        _board_on(ax_after, result.board, title="after", regions=False, row_labels=False)
    if ax_g is not None:
        _draw_chain_graph(ax_g, result, before)
    hit = "nothing in range" if result.hit is None else f"hit {tuple(_sq(result.hit))}"
    lines = [f"{name}: {hit}; chain of {len(result.chain or ())} (numbers: breadth-first order)"]
    if getattr(result, "exploded", None):
        n = len(set(map(_sq, result.exploded)))
        lines.append(f"{plural(n, 'square')} destroyed by explosions (hatched, 0 points)")
    if name == "Magical Fire":
        lines.append(f"points: {sum_text(result)}")
    else:
        lines.append("points: 0 (only Magical Fire scores)")
    if made:
        _text_below(fig, lines, _pt(11), "spell-text")
    else:
        fig.text(0.02, 0.015, "\n".join(lines), fontsize=_pt(12), ha="left", va="bottom",
                 gid="spell-text")
    return fig


# --------------------------------------------------------------------------------------------
# descend


def _moves(events: Iterable) -> list[tuple[Square, Square, str]]:
    out = []
    for e in events:
        if _rule(e) in zot_events.MOVES:
            d = _data(e)
            out.append((_sq(d["from"]), _sq(d["to"]), str(d["token"])))
    return out


def _burned(events: Iterable) -> list[Square]:
    out: list[Square] = []
    for e in events:
        if _kind(e) is zot_events.BedsBurned:
            out += [_sq(sq) for sq in _data(e)["burned"]]
    return out


def _explosions(events: Iterable) -> list[tuple[Square, list[Square]]]:
    out = []
    for e in events:
        if _kind(e) is zot_events.Blast:
            d = _data(e)
            out.append((_sq(d["bomb"]), [_sq(s) for s in d["destroyed"]]))
    return out


def _draw_moves(ax: Axes, moves, cell_pt: float) -> None:
    for src, dst, token in moves:
        if src == dst:
            continue
        (r0, c0), (r1, c1) = src, dst
        key = token.upper() if token.upper() in look.GLYPH else "Z"
        ghost = _token_patch(key, (c0, r0), size=0.3, facecolor="none", linestyle=":",
                             linewidth=1.6, zorder=3, gid="ghost")
        ax.add_patch(ghost)
        bend = 0.0 if (r0 == r1 or c0 == c1) else 0.35
        ax.add_patch(FancyArrowPatch((c0, r0), (c1, r1), arrowstyle="-|>",
                                     mutation_scale=cell_pt * 0.55, lw=2.4, color="black",
                                     shrinkA=cell_pt * 0.12, shrinkB=cell_pt * 0.38, zorder=4.5,
                                     connectionstyle=f"arc3,rad={bend}", gid="move-arrow"))


def _vanished(events: Iterable) -> list[Square]:
    """Squares where a token disappeared (a multiplier at the barrier)."""
    return [_sq(_data(e)["square"]) for e in events if _kind(e) is zot_events.TokenVanished]


def _draw_vanished(ax: Axes, squares, cell_pt: float) -> None:
    for r, c in squares:
        ax.text(c, r + 0.3, "gone", ha="center", va="center", fontsize=_pt(cell_pt * 0.24),
                fontweight="bold", zorder=9, gid="vanished", path_effects=_outlined("black"))


def _draw_burned(ax: Axes, burned, cell_pt: float) -> None:
    for r, c in burned:
        ax.add_patch(Rectangle((c - 0.44, r - 0.44), 0.88, 0.88, facecolor="none",
                               edgecolor=OKABE_ITO["vermillion"], linewidth=2.2, linestyle="--",
                               hatch="\\\\", zorder=8, gid="burned"))
        if _pt(cell_pt * 0.24) * 3.2 > cell_pt:  # the word would not fit its square: the
            continue  # dashed, hatched frame alone says it (the text below names it)
        ax.text(c, r + 0.31, "burnt", ha="center", va="center", fontsize=_pt(cell_pt * 0.24),
                zorder=9, gid="burned-label", color="black", fontweight="bold",
                path_effects=_outlined("black"))


def _draw_explosions(ax: Axes, explosions, cell_pt: float) -> None:
    seen: set[Square] = set()
    for bomb, destroyed in explosions:
        for r, c in [bomb, *destroyed]:
            if (r, c) in seen:
                continue
            seen.add((r, c))
            ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, facecolor=BLAST_COLOUR, alpha=0.35,
                                   hatch="xx", edgecolor=BLAST_COLOUR, linewidth=0, zorder=3.5,
                                   gid="blast"))
        r, c = bomb
        ax.add_patch(RegularPolygon((c, r), 8, radius=0.52, facecolor="none",
                                    edgecolor=BLAST_COLOUR, linewidth=2.5, zorder=8,
                                    gid="bomb-burst"))


def draw_descend(before, after, events: Iterable = ()) -> Figure:
    """Descend: the board before, and after with an arrow for each token's move (dotted
    outline where it started), burned beds framed and hatched, explosions shaded."""
    events = list(events)
    # the areas' names beside the board after, when the page has room for them
    regions = _cell_in(2, before, right=REGIONS_IN / 2) >= 0.45
    cell = _cell_in(2, before, right=REGIONS_IN / 2 if regions else 0.15)
    fig, placed = _flow("descend", [_board_box(before, cell),
                                    _board_box(after, cell, regions=regions, row_labels=False)])
    ax0, ax1 = (p.ax for p in placed)
    _board_on(ax0, before, title="before", regions=False)
    cell_pt = _board_on(ax1, after, title="after Descend", regions=regions, row_labels=False)
    moves = _moves(events)
    _draw_moves(ax1, moves, cell_pt)
    burned = _burned(events)
    _draw_burned(ax1, burned, cell_pt)
    explosions = _explosions(events)
    _draw_explosions(ax1, explosions, cell_pt)
    vanished = _vanished(events)
    _draw_vanished(ax1, vanished, cell_pt)
    moved = sum(1 for s, d, _ in moves if s != d)
    parts = [f"{moved} token{'s' if moved != 1 else ''} moved (arrows)"]
    if burned:
        parts.append(f"{len(burned)} bed{'s' if len(burned) != 1 else ''} burned (dashed frame)")
    if explosions:
        parts.append(f"{len(explosions)} bomb{'s' if len(explosions) != 1 else ''} exploded"
                     " (hatched)")
    if vanished:
        parts.append(f"{plural(len(vanished), 'token')} gone")
    _text_below(fig, ["; ".join(parts)], _pt(11), "descend-text")
    return fig


# --------------------------------------------------------------------------------------------
# smash


def _pairs(matching) -> set[frozenset]:
    if isinstance(matching, Mapping):
        return {frozenset((_sq(a), _sq(b))) for a, b in matching.items()}
    return {frozenset((_sq(a), _sq(b))) for a, b in matching}


def _smash_parts(board, columns=None, pairs=None):
    """The contacts graph, the pairs drawn (``pairs`` as given, e.g. from a game's events, or
    the matching for ``columns``, lowest columns when None), zombies and pumpkins."""
    from zzlib import zot

    graph, matching = zot.smash_matching(board, columns if pairs is None else None)
    pairs = _pairs(matching) if pairs is None else _pairs(pairs)
    pumpkins = sorted(n for n in graph.nodes if board.glyph(_sq(n)) == "P")
    # zombies ordered by column, then row: the bipartite drawing crosses fewer lines
    zombies = sorted((n for n in graph.nodes if board.glyph(_sq(n)) != "P"),
                     key=lambda n: (n[1], n[0]))
    return graph, pairs, [_sq(z) for z in zombies], [_sq(p) for p in pumpkins]


def _columns_text(cols) -> str:
    if not cols:
        return "nothing"
    names = [str(c) for c in cols]
    head = "column " if len(names) == 1 else "columns "
    return head + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def _draw_smash_on_board(ax: Axes, board, graph, pairs, cell_pt: float) -> None:
    for u, v in graph.edges:
        u, v = _sq(u), _sq(v)
        matched = frozenset((u, v)) in pairs
        ax.plot([u[1], v[1]], [u[0], v[0]], color=BLAST_COLOUR if matched else "#333333",
                lw=7 if matched else 2.2, linestyle="-" if matched else ":", zorder=3.9,
                solid_capstyle="butt", gid="match-line" if matched else "candidate-line")
    for pair in pairs:
        for sq in pair:
            if board.glyph(sq) == "P":
                r, c = sq
                ax.add_patch(Circle((c + 0.27, r - 0.27), 0.25, facecolor="black",
                                    edgecolor="white", linewidth=1.2, zorder=10,
                                    gid="smashed"))
                ax.text(c + 0.27, r - 0.26, "X", ha="center", va="center", color="white",
                        fontweight="bold", fontsize=_pt(cell_pt * 0.32), zorder=11)


def _spread(k: int, n: int) -> list[float]:
    """``k`` heights spread evenly over the span of ``n`` rows (0 down to -(n-1))."""
    if k == 1:
        return [-(n - 1) / 2]
    return [-i * (n - 1) / (k - 1) for i in range(k)]


#: the bipartite drawing's width in its units (labels left of the zombies, right of the pumpkins)
BIPARTITE_W = 4.5


def _draw_bipartite(ax: Axes, board, graph, pairs, zombies, pumpkins) -> None:
    n = max(len(zombies), len(pumpkins), 1)
    pos = {}
    for z, y in zip(zombies, _spread(len(zombies), n)):
        pos[z] = (0.0, y)
    for p, y in zip(pumpkins, _spread(len(pumpkins), n)):
        pos[p] = (1.4, y)
    matched = [e for e in graph.edges if frozenset((_sq(e[0]), _sq(e[1]))) in pairs]
    unmatched = [e for e in graph.edges if frozenset((_sq(e[0]), _sq(e[1]))) not in pairs]
    if unmatched:
        coll = nx.draw_networkx_edges(graph, pos, edgelist=unmatched, ax=ax, width=2,
                                      edge_color="#333333", style="dotted")
        coll.set_gid("candidate-edge")
    if matched:
        coll = nx.draw_networkx_edges(graph, pos, edgelist=matched, ax=ax, width=6,
                                      edge_color=BLAST_COLOUR)
        coll.set_gid("match-edge")
    for z in zombies:
        x, y = pos[z]
        glyph = board.glyph(z).upper()
        style = look.GLYPH[glyph if glyph in ("Z", "F") else "Z"]
        ax.add_patch(_token_patch(style.key, (x, y), size=0.2, gid="zombie-node", zorder=4))
        ax.text(x, y, style.letter, ha="center", va="center", color=style.ink,
                fontweight="bold", fontsize=_pt(12), zorder=5, path_effects=_outlined(style.ink))
        ax.text(x - 0.28, y, f"row {z[0]}, col {z[1]}", ha="right", va="center", fontsize=_pt(12),
                gid="node-label")
    for p in pumpkins:
        x, y = pos[p]
        lost = any(p in pair for pair in pairs)
        ax.add_patch(_token_patch("P", (x, y), size=0.2, gid="pumpkin-node", zorder=4))
        ax.text(x, y, "P", ha="center", va="center", fontweight="bold", fontsize=_pt(12), zorder=5)
        ax.text(x + 0.28, y, f"col {p[1]}: " + ("smashed" if lost else "safe"), ha="left",
                va="center", fontsize=_pt(12), gid="node-label",
                fontweight="bold" if lost else "normal")
    ax.set_xlim(-1.6, 2.9)
    ax.set_ylim(-(n - 1) - 0.6, 1.0)
    ax.text(0, 0.55, "zombies", ha="center", fontsize=_pt(13), fontweight="bold")
    ax.text(1.4, 0.55, "pumpkins", ha="center", fontsize=_pt(13), fontweight="bold")
    ax.set_aspect("equal")
    ax.axis("off")


def draw_smash(board, columns=None) -> Figure:
    """Smash: every zombie next to a pumpkin joined to it (dotted), the maximum matching
    drawn thick with its pumpkins crossed out; beside it the same as a bipartite graph,
    zombies on the left and pumpkins on the right.

    ``columns`` picks the pumpkins smashed when that is Jasper's choice (one of
    ``zot.smash_choices(board)``); without it, the lowest columns, as ``zot.smash`` takes.
    The text below names the other sets Jasper could choose."""
    from zzlib import zot

    choices = zot.smash_choices(board)
    graph, pairs, zombies, pumpkins = _smash_parts(board, columns)
    n = max(len(zombies), len(pumpkins), 1)
    room = figure.usable_width() - 0.3
    unit = min(0.75, room / BIPARTITE_W)  # the bipartite drawing's unit, inches
    cell = CELL_IN if room >= 2 * BIPARTITE_W * unit else _cell_in(1, board)
    fig, placed = _flow("smash", [
        _board_box(board, cell),
        figure.Box(BIPARTITE_W * unit, (n + 0.6) * unit, left=0.15, right=0.15,
                   above=2 * _pt(12) * 1.3 / 72 + 0.2, below=0.1)])
    ax0, ax1 = (p.ax for p in placed)
    cell_pt = _board_on(ax0, board, title="Smash", regions=False)
    _draw_smash_on_board(ax0, board, graph, pairs, cell_pt)
    _draw_bipartite(ax1, board, graph, pairs, zombies, pumpkins)
    ax1.set_title(f"zombie-pumpkin graph: {plural(graph.number_of_edges(), 'edge')}\n"
                  f"maximum matching: {plural(len(pairs), 'pumpkin')} smashed", fontsize=_pt(12))
    lines = [f"{plural(len(pairs), 'pumpkin')} smashed (thick lines: the matching; dotted: "
             "other zombie-pumpkin contacts)"]
    if len(choices) > 1:
        lines.append("Jasper's choice: " + " or ".join(_columns_text(c) for c in choices)
                     + f" (drawn: {_columns_text(_smashed_columns(board, pairs))})")
    _text_below(fig, lines, _pt(11), "smash-text")
    return fig


def _smashed_columns(board, pairs) -> tuple[int, ...]:
    return tuple(sorted(sq[1] for pair in pairs for sq in pair if board.glyph(sq) == "P"))


def draw_smash_choices(board) -> Figure:
    """Every set of pumpkins Jasper may let the zombies smash, one small board each: the
    matching that takes it drawn thick, its pumpkins crossed out (at most three per row)."""
    from zzlib import zot

    choices = zot.smash_choices(board)
    fig, axes = _grid_figure(len(choices), board, kind="smash choices")
    for n, ((ax, first), cols) in enumerate(zip(axes, choices), start=1):
        cell_pt = _board_on(ax, board, title=None, regions=False, row_labels=first)
        ax.set_title(f"choice {n}: {_columns_text(cols)}", fontsize=_pt(11), pad=16)
        graph, pairs, _, _ = _smash_parts(board, cols)
        _draw_smash_on_board(ax, board, graph, pairs, cell_pt)
    return fig


# --------------------------------------------------------------------------------------------
# the assault tables


def draw_patterns(table: str = "normal", patterns: Mapping[int, tuple[str, ...]] | None = None
                  ) -> Figure:
    """The six patterns of an assault table, as the pattern die picks them."""
    if patterns is None:
        from zzlib import zot

        patterns = zot.patterns(table)
    unit = 0.43  # a square, inches
    boxes = [figure.Box(3.2 * unit, 2.2 * unit, left=0.25, right=0.1,
                        above=_pt(12) * 1.3 / 72 + 0.1, below=0.05, first_left=0.65)
             for _ in patterns]
    fig, placed = _flow(f"{table} assault table", boxes, top=_pt(14) * 1.4 / 72 + 0.1)
    for p, die in zip(placed, sorted(patterns)):
        ax = p.ax
        shape = patterns[die]
        width = max(len(line) for line in shape)
        for r in range(2):
            for c in range(3):
                ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, facecolor=REGION_COLOURS["zot"],
                                       edgecolor="#9a9a9a", lw=0.8))
        x0 = (3 - width) // 2
        for r, line in enumerate(shape):
            for c, ch in enumerate(line):
                if ch == "X":
                    ax.add_patch(Circle((x0 + c, r), 0.36, facecolor=look.GLYPH["Z"].fill,
                                        edgecolor="black", lw=1.4, gid="pattern-cell"))
                    ink = look.GLYPH["Z"].ink
                    ax.text(x0 + c, r, "X", ha="center", va="center", color=ink,
                            fontweight="bold", fontsize=_pt(13), path_effects=_outlined(ink))
        ax.set_xlim(-0.6, 2.6)
        ax.set_ylim(1.6, -0.6)
        ax.set_aspect("equal")
        ax.set_xticks([])
        if p.col == 0:
            ax.set_yticks([0, 1])
            ax.set_yticklabels(["row 0", "row 1"], fontsize=_pt(8))
        else:
            ax.set_yticks([])
        ax.tick_params(length=0)
        n = sum(line.count("X") for line in shape)
        ax.set_title(f"die {die}: {n} token{'s' if n != 1 else ''}", fontsize=_pt(12))
        for side in ax.spines.values():
            side.set_visible(False)
    w, h = fig.get_size_inches()
    fig.suptitle(f"{table} assault table", fontsize=_pt(14), x=0.1 / w, ha="left",
                 y=1 - 0.05 / h, va="top")
    return fig


def draw_placements(board, placements, title: str | None = None,
                    column: int | None = None) -> Figure:
    """Each legal placement of a pattern as its own strip of rows 0-1 (``X`` = a new token);
    ``column`` (the column die) is shaded and marked with a triangle."""
    placements = [tuple(_sq(s) for s in p) for p in placements]
    unit = 0.38  # a square, inches
    boxes = [figure.Box(board.cols * unit, 2 * unit, left=0.3, right=0.1,
                        above=0.25 + _pt(11) * 1.3 / 72, below=0.35, first_left=0.7)
             for _ in placements or [()]]
    head = figure.wrap(title, figure.usable_width(), _pt(12)) if title else ""
    top = (head.count("\n") + 1) * _pt(12) * 1.3 / 72 + 0.1 if title else 0.0
    fig, placed = _flow("placements", boxes, top=top)
    for i, (p, cells) in enumerate(zip(placed, placements or [()])):
        ax = p.ax
        for r in range(2):
            for c in range(1, board.cols + 1):
                ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1,
                                       facecolor=REGION_COLOURS["zot"], edgecolor="#9a9a9a",
                                       lw=0.8))
                g = board.glyph((r, c))
                if g != ".":
                    ax.text(c, r, g, ha="center", va="center", fontsize=_pt(13), color="#444444",
                            gid="occupied")
        if column is not None:
            ax.add_patch(Rectangle((column - 0.5, -0.5), 1, 2, facecolor=OKABE_ITO["sky blue"],
                                   alpha=0.35, edgecolor="none", zorder=1, gid="column-die"))
            ax.plot([column], [-0.75], marker="v", color="black", markersize=9, clip_on=False)
        for r, c in cells:
            ax.add_patch(Circle((c, r), 0.36, facecolor=look.GLYPH["Z"].fill, edgecolor="black",
                                lw=1.4, gid="placed", zorder=3))
            ink = look.GLYPH["Z"].ink
            ax.text(c, r, "X", ha="center", va="center", color=ink, fontweight="bold",
                    fontsize=_pt(12), path_effects=_outlined(ink), zorder=4)
        ax.set_xlim(0.5, board.cols + 0.5)
        ax.set_ylim(1.5, -0.5)
        ax.set_aspect("equal")
        ax.set_xticks(range(1, board.cols + 1))
        ax.tick_params(length=0, labelsize=_pt(10))
        if p.col == 0:
            ax.set_yticks([0, 1])
            ax.set_yticklabels(["row 0", "row 1"])
        else:
            ax.set_yticks([])
        ax.set_title(f"placement {i + 1}" if cells else "no placement", fontsize=_pt(11), pad=12)
        for side in ax.spines.values():
            side.set_visible(False)
    if title:
        w, h = fig.get_size_inches()
        fig.suptitle(head, fontsize=_pt(12), x=0.1 / w, ha="left", y=1 - 0.05 / h, va="top")
    return fig


# --------------------------------------------------------------------------------------------
# a whole turn


def turn_entries(game, i: int) -> list[int]:
    """The log indices of the steps of turn ``i`` (1-based): entry ``k`` belongs to the turn
    of the position it started from, ``states[k - 1]`` (the Smash step ends a turn)."""
    if isinstance(i, bool) or not isinstance(i, int):
        raise ValueError(f"a turn is a whole number, got {i!r}")
    states = game.states
    idx = [k for k in range(1, len(states)) if getattr(states[k - 1], "turn", None) == i]
    if not idx:
        turns = sorted({getattr(states[k - 1], "turn", None) for k in range(1, len(states))}
                       - {None})
        played = f"turns {turns[0]}-{turns[-1]}" if turns else "no turn yet"
        raise ValueError(f"turn {i} is not in this game's log ({played})")
    return idx


_STEP_NAMES = {
    "StartJasper": "Setup",
    "descend": "Descend",
    "Place": "Place",
    "MoveShoot": "Move & Shoot",
    "smash": "Smash",
    "Smash": "Smash, Jasper's choice",
}
#: the size of the turn replay's event text, in points (a figure at most about 8.7 inches
#: wide shows at its own size in a notebook, so this is the size a reader sees)
TURN_TEXT_PT = 10.5


def draw_turn(game, i: int) -> Figure:
    """Everything that happened in turn ``i`` (1-based) of a game, one board per step, three
    to a row: Descend (arrows), Place (the dice; new tokens framed), Move & Shoot (Jasper's
    walk, the chain numbered on the board it burned, blasts hatched), Smash (the pumpkins
    smashed, on the board they were smashed on; Jasper's choice when it was one), and the
    board at the end of the turn; below, every event of the turn, one per line."""
    idx = turn_entries(game, i)
    states, log = game.states, game.log
    panels = []  # (title, board, events, kind)
    dice = None
    lines = []
    for k in idx:
        entry, before, after = log[k], states[k - 1], states[k]
        step = entry.step if entry.kind == "auto" else type(entry.move).__name__
        events = list(entry.events)
        label = "Roll" if step == "roll" else _STEP_NAMES.get(step, str(step))
        lines += [f"{label}: {_text(e)}" for e in events if _text(e)]
        if step == "roll":
            for e in events:
                if _kind(e) is zot_events.DiceRolled:
                    d = _data(e)
                    dice = (d["pattern"], d["column"], d["table"])
            continue
        name = _STEP_NAMES.get(step, str(step))
        if step == "Place":
            title = name + (f": dice {dice[0]} and {dice[1]}" if dice else "")
            panels.append((title, after.board, events, "place"))
        elif step == "MoveShoot":
            gained = after.score - before.score
            panels.append((f"{name}: {entry.move}" + (f"\n+{gained} points" if gained else ""),
                           before.board, events, "shoot"))
        elif step in ("smash", "Smash"):
            if any(_kind(e) is zot_events.SmashChoices for e in events):
                continue  # Jasper chooses next: his Smash shows what went
            lost = after.smashed - before.smashed
            panels.append((f"{name}: {plural(lost, 'pumpkin')} lost", before.board, events,
                           "smash"))
        else:
            panels.append((name, after.board, events, "after"))
    end = states[idx[-1]]
    finished = getattr(end, "turn", i) != i or getattr(end, "outcome", None) is not None
    panels.append((f"end of turn {i}" if finished else "now", end.board, [], "end"))

    lines_up = max(_wrap(p[0], 30).count("\n") + 1 for p in panels)
    fig, axes = _grid_figure(len(panels), end.board, top=0.45, kind=f"turn {i}",
                             title_lines=lines_up)
    for (ax, first), (title, board, events, kind) in zip(axes, panels):
        cell_pt = _board_on(ax, board, title=None, regions=False, row_labels=first)
        ax.set_title(_wrap(title, 30), fontsize=_pt(10.5), pad=18)
        moves = _moves(events)
        if moves:
            _draw_moves(ax, moves, cell_pt)
        if kind == "after":
            _draw_burned(ax, _burned(events), cell_pt)
            _draw_explosions(ax, _explosions(events), cell_pt)
            _draw_vanished(ax, _vanished(events), cell_pt)
        if kind == "place":
            for r, c in _placed_cells(events):
                ax.add_patch(Rectangle((c - 0.47, r - 0.47), 0.94, 0.94, facecolor="none",
                                       edgecolor=OKABE_ITO["blue"], lw=2.8, zorder=8,
                                       gid="placed"))
        if kind == "shoot":
            for e in events:
                if _rule(e) == "zot.spell.chain":
                    d = _data(e)
                    _draw_chain(ax, _SpellView(d), cell_pt, _spell_col(d), board)
        if kind == "smash":
            pairs = [(_data(e)["zombie"], _data(e)["pumpkin"]) for e in events
                     if _kind(e) is zot_events.Smashed]
            graph, pairs, _, _ = _smash_parts(board, pairs=pairs)
            _draw_smash_on_board(ax, board, graph, pairs, cell_pt)
    _event_lines(fig, lines)
    w, h = fig.get_size_inches()
    fig.suptitle(f"turn {i}: wave {end.wave}, score {end.score}, pumpkins lost {end.smashed}",
                 fontsize=_pt(13), x=0.01, ha="left", y=1 - 0.1 / h, va="top")
    return fig


def _event_lines(fig: Figure, lines: list[str], size: float = TURN_TEXT_PT) -> None:
    """Each line below the boards as its own text (gid ``turn-event``), wrapped to the
    figure's width with a hanging indent."""
    w, _ = fig.get_size_inches()
    chars = max(40, int((w - 0.25) * 72 / (size * 0.55)))
    wrapped = [_wrap_hanging(line, chars) for line in lines]
    line_in = size * 1.3 / 72
    extra = line_in * sum(t.count("\n") + 1 for t in wrapped) + 0.2
    _grow_bottom(fig, extra)
    _, h = fig.get_size_inches()
    y = extra - 0.1
    for text in wrapped:
        fig.text(0.01, y / h, text, fontsize=size, ha="left", va="top", gid="turn-event",
                 linespacing=1.3)
        y -= line_in * (text.count("\n") + 1)


def _wrap_hanging(text: str, width: int) -> str:
    import textwrap

    return textwrap.fill(text, width, subsequent_indent="    ")


def _wrap(text: str, width: int) -> str:
    import textwrap

    return "\n".join(textwrap.fill(line, width) for line in text.splitlines())


def _grow_bottom(fig: Figure, extra_in: float) -> None:
    """Add ``extra_in`` inches below every axes (room for text), keeping their sizes."""
    w, old_h = fig.get_size_inches()
    boxes = [(ax, ax.get_position(original=True).bounds) for ax in fig.axes]
    new_h = old_h + extra_in
    fig.set_size_inches(w, new_h)
    for ax, (x, y, bw, bh) in boxes:
        ax.set_position((x, (y * old_h + extra_in) / new_h, bw, bh * old_h / new_h))


class _SpellView:
    """A spell event's data read like a SpellResult (for drawing)."""

    def __init__(self, d: Mapping[str, Any]):
        self.hit = None if d.get("hit") is None else _sq(d["hit"])
        self.chain = [_sq(s) for s in d.get("chain", ()) or ()]
        self.exploded = [_sq(s) for s in d.get("exploded", ()) or ()]
        self.bombs = []  # the spell's own event names no bombs: its blast events do
        self.spell = d.get("spell")
        self.points = d.get("points", 0)


def _spell_col(d: Mapping[str, Any]) -> int | None:
    if d.get("column") is not None:
        return int(d["column"])
    if d.get("hit") is not None:
        return int(d["hit"][1])
    return None


def _placed_cells(events) -> list[Square]:
    for e in events:
        if _kind(e) is zot_events.Placed:
            return [_sq(s) for s in _data(e)["cells"]]
    return []
