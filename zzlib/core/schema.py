"""View schemas: what each key of a game's ``view(seat)`` holds, so that an observation vector
can be made for any game without a vectoriser written for it (issue #24).

Each registered game declares ``view_schema(options) -> ViewSchema`` in
``zzlib/<game>/schema.py`` (options resolved), read through the registry::

    schema = zzlib.GAMES["zank"].view_schema(players=3)
    schema.items["hand"]          # Counts(('red', 'green', ...), most=50): a node per key
    schema.secret                 # the keys that hold the viewer's own secrets ({'hand', ...})
    schema.roles["result"]        # which key plays each role of the view contract
    x = schema.vector(g.view(seat))   # float32, schema.size long, within schema.low/high
    schema.slices["hand"]         # where a key's numbers are in the vector
    schema.problems(view)         # what a view breaks of the schema (empty: nothing)

**The view contract**: every game's view has a key for each of ``ROLES``: ``phase`` (the
game's phase, ``"over"`` at the end), ``to_move`` (who decides; None: nobody), ``viewer`` (the
seat whose view it is; None: a spectator), ``seats`` (the game's seats in order) and
``result`` (empty, None or ``[]``, until the game is over; then who won or how it ended). A
game names the key that plays each role (existing keys keep their names: ``player`` or
``viewer``, ``seats`` or ``players``, ``winners``, ``winner`` or ``outcome``).
``tests/contract/test_view_schema.py`` checks both on random games of every registered game.

The nodes, each ``size`` numbers in the vector (a key missing from a view: zeros):

- ``Choice(values)``: one of a few values (None may be one): one-hot;
- ``Number(lo, hi, integer=True)``: one number (``lo``/``hi`` None: unbounded);
- ``Flag()``: True or False, one number;
- ``Seq(item, most)``: a list of at most ``most`` items in order: its length, then each item;
- ``Tuple(*items)``: a list of exactly these items, one after the other;
- ``Cells(rows, cols)``: a list of distinct ``[row, column]`` cells: one number per cell;
- ``Counts(values, most)``: a list of values in any order (a hand, a bag): a count per value;
- ``Subset(values)``: a list of distinct values: one number per value, 1 if it is there;
- ``Record(items, optional)``: a dict with these keys (``optional`` ones may be missing);
- ``Map(keys, item)``: a dict whose keys are some of ``keys``: per key, 1 if there, its item;
- ``Maybe(item)``: None, or the item: 1 if there, then the item;
- ``Grid(rows, cols, glyphs)``: a text of ``rows`` lines of ``cols`` glyphs: one-hot per cell.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

# numpy is imported where a vector is made, not here: the registry reads every game's schema
# at ``import zzlib``, and the engine itself needs only the standard library and networkx

#: the roles of the view contract: every game's view has a key for each
ROLES = ("phase", "to_move", "viewer", "seats", "result")
INF = math.inf


class Node:
    """One value of a view: ``size`` numbers, ``put`` writes them, ``problems`` checks."""

    size: int = 1

    def bounds(self) -> tuple[list[float], list[float]]:
        return [0.0] * self.size, [1.0] * self.size

    def put(self, value: Any, out: np.ndarray, at: int) -> None:  # pragma: no cover
        raise NotImplementedError

    def problems(self, value: Any, where: str) -> list[str]:  # pragma: no cover
        raise NotImplementedError


@dataclass(frozen=True)
class Choice(Node):
    values: tuple

    def __post_init__(self):
        object.__setattr__(self, "_index", {v: i for i, v in enumerate(self.values)})

    @property
    def size(self) -> int:
        return len(self.values)

    def put(self, value, out, at):
        out[at + self._index[value]] = 1

    def problems(self, value, where):
        ok = any(v is value or (type(v) is type(value) and v == value) for v in self.values)
        return [] if ok else [f"{where}: {value!r} is not one of {list(self.values)}"]


@dataclass(frozen=True)
class Number(Node):
    lo: float | None = None
    hi: float | None = None
    integer: bool = True

    def bounds(self):  # 0 included: a number not there (a shorter list...) is 0
        return [-INF if self.lo is None else min(self.lo, 0)], [
            INF if self.hi is None else max(self.hi, 0)]

    def put(self, value, out, at):
        out[at] = value

    def problems(self, value, where):
        kinds = (int,) if self.integer else (int, float)
        if type(value) is bool or not isinstance(value, kinds):
            return [f"{where}: {value!r} is not a {'whole ' if self.integer else ''}number"]
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            return [f"{where}: {value!r} is outside {self.lo}..{self.hi}"]
        return []


@dataclass(frozen=True)
class Flag(Node):
    def put(self, value, out, at):
        out[at] = value

    def problems(self, value, where):
        return [] if type(value) is bool else [f"{where}: {value!r} is not True or False"]


@dataclass(frozen=True)
class Seq(Node):
    item: Node
    most: int

    @property
    def size(self) -> int:
        return 1 + self.most * self.item.size

    def bounds(self):
        lo, hi = self.item.bounds()
        return [0.0] + lo * self.most, [float(self.most)] + hi * self.most

    def put(self, value, out, at):
        out[at] = len(value)
        item, n = self.item, self.item.size
        for k, v in enumerate(value):
            item.put(v, out, at + 1 + k * n)

    def problems(self, value, where):
        if not isinstance(value, (list, tuple)) or len(value) > self.most:
            return [f"{where}: {value!r} is not a list of at most {self.most}"]
        return [p for k, v in enumerate(value) for p in self.item.problems(v, f"{where}[{k}]")]


@dataclass(frozen=True)
class Tuple(Node):
    items: tuple

    def __init__(self, *items: Node):
        object.__setattr__(self, "items", items)

    @property
    def size(self) -> int:
        return sum(node.size for node in self.items)

    def bounds(self):
        lo, hi = [], []
        for node in self.items:
            a, b = node.bounds()
            lo += a
            hi += b
        return lo, hi

    def put(self, value, out, at):
        for node, v in zip(self.items, value):
            node.put(v, out, at)
            at += node.size

    def problems(self, value, where):
        if not isinstance(value, (list, tuple)) or len(value) != len(self.items):
            return [f"{where}: {value!r} is not a list of {len(self.items)}"]
        return [p for k, (node, v) in enumerate(zip(self.items, value))
                for p in node.problems(v, f"{where}[{k}]")]


@dataclass(frozen=True)
class Cells(Node):
    rows: int
    cols: int

    @property
    def size(self) -> int:
        return self.rows * self.cols

    def put(self, value, out, at):
        cols = self.cols
        for r, c in value:
            out[at + r * cols + c] = 1

    def problems(self, value, where):
        ok = isinstance(value, (list, tuple)) and all(
            isinstance(x, (list, tuple)) and len(x) == 2 and all(type(i) is int for i in x)
            and 0 <= x[0] < self.rows and 0 <= x[1] < self.cols for x in value)
        return [] if ok else [f"{where}: {value!r} is not a list of [row, column] cells"]


@dataclass(frozen=True)
class Counts(Node):
    values: tuple
    most: int

    def __post_init__(self):
        object.__setattr__(self, "_index", {v: i for i, v in enumerate(self.values)})

    @property
    def size(self) -> int:
        return len(self.values)

    def bounds(self):
        return [0.0] * self.size, [float(self.most)] * self.size

    def put(self, value, out, at):
        index = self._index
        for v in value:
            out[at + index[v]] += 1

    def problems(self, value, where):
        if not isinstance(value, (list, tuple)) or len(value) > self.most:
            return [f"{where}: {value!r} is not a list of at most {self.most}"]
        return [f"{where}: {v!r} is not one of {list(self.values)}" for v in value
                if v not in self._index]


@dataclass(frozen=True)
class Subset(Counts):
    most: int = 1

    def bounds(self):
        return [0.0] * self.size, [1.0] * self.size

    def problems(self, value, where):
        if not isinstance(value, (list, tuple)) or len(set(value)) != len(value):
            return [f"{where}: {value!r} is not a list of distinct values"]
        return [f"{where}: {v!r} is not one of {list(self.values)}" for v in value
                if v not in self._index]


@dataclass(frozen=True)
class Record(Node):
    items: Mapping[str, Node]
    optional: frozenset = frozenset()

    def __post_init__(self):
        at, offsets = 0, {}
        for k, node in self.items.items():
            offsets[k] = at
            at += node.size
        object.__setattr__(self, "_offsets", offsets)
        object.__setattr__(self, "_size", at)
        object.__setattr__(self, "_plan", tuple((k, node.put, offsets[k])
                                                for k, node in self.items.items()))

    @property
    def size(self) -> int:
        return self._size

    def bounds(self):
        lo, hi = [], []
        for node in self.items.values():
            a, b = node.bounds()
            lo += a
            hi += b
        return lo, hi

    def put(self, value, out, at):
        for k, put, off in self._plan:
            if k in value:
                put(value[k], out, at + off)

    def problems(self, value, where):
        if not isinstance(value, Mapping):
            return [f"{where}: {value!r} is not a dict"]
        out = [f"{where}: no key {k!r}" for k in self.items
               if k not in value and k not in self.optional]
        out += [f"{where}: key {k!r} is not declared" for k in value if k not in self.items]
        for k, node in self.items.items():
            if k in value:
                out += node.problems(value[k], f"{where}[{k!r}]")
        return out


@dataclass(frozen=True)
class Map(Node):
    keys: tuple
    item: Node

    def __post_init__(self):
        object.__setattr__(self, "_index", {k: i for i, k in enumerate(self.keys)})

    @property
    def size(self) -> int:
        return len(self.keys) * (1 + self.item.size)

    def bounds(self):
        lo, hi = self.item.bounds()
        return ([0.0] + lo) * len(self.keys), ([1.0] + hi) * len(self.keys)

    def put(self, value, out, at):
        n, index, put = 1 + self.item.size, self._index, self.item.put
        for k, v in value.items():
            i = at + index[k] * n
            out[i] = 1
            put(v, out, i + 1)

    def problems(self, value, where):
        if not isinstance(value, Mapping):
            return [f"{where}: {value!r} is not a dict"]
        return [p for k, v in value.items() for p in (
            self.item.problems(v, f"{where}[{k!r}]") if k in self._index
            else [f"{where}: key {k!r} is not one of {list(self.keys)}"])]


@dataclass(frozen=True)
class Maybe(Node):
    item: Node

    @property
    def size(self) -> int:
        return 1 + self.item.size

    def bounds(self):
        lo, hi = self.item.bounds()
        return [0.0] + lo, [1.0] + hi

    def put(self, value, out, at):
        if value is not None:
            out[at] = 1
            self.item.put(value, out, at + 1)

    def problems(self, value, where):
        return [] if value is None else self.item.problems(value, where)


@dataclass(frozen=True)
class Grid(Node):
    rows: int
    cols: int
    glyphs: str

    @functools.cached_property
    def _tables(self):
        """Each byte's glyph number (-1: not a glyph), and each cell's first number."""
        import numpy as np

        lut = np.full(256, -1, np.int64)
        lut[[ord(c) for c in self.glyphs]] = range(len(self.glyphs))
        return lut, np.arange(self.rows * self.cols) * len(self.glyphs)

    @property
    def size(self) -> int:
        return self.rows * self.cols * len(self.glyphs)

    def put(self, value, out, at):
        import numpy as np

        lut, cells = self._tables
        codes = lut[np.frombuffer(value.replace("\n", "").encode(), np.uint8)]
        out[at + cells + codes] = 1

    def problems(self, value, where):
        lines = value.split("\n") if isinstance(value, str) else None
        if lines is None or len(lines) != self.rows or any(len(x) != self.cols for x in lines):
            return [f"{where}: not {self.rows} lines of {self.cols} glyphs"]
        bad = set(value) - set(self.glyphs) - {"\n"}
        return [f"{where}: glyphs {sorted(bad)} are not in {self.glyphs!r}"] if bad else []


@dataclass(frozen=True)
class ViewSchema:
    """What every ``view(seat)`` of a game with given options holds (module docstring):
    ``items`` (key -> node, in the view's order), ``secret`` (the keys holding the viewer's
    own secrets), ``roles`` (role -> key, for each of ``ROLES``), ``optional`` (keys only some
    views have: a spectator has no hand)."""

    items: Mapping[str, Node]
    secret: frozenset
    roles: Mapping[str, str]
    optional: frozenset = frozenset()
    record: Record = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "record", Record(self.items, self.optional))

    @property
    def size(self) -> int:
        return self.record.size

    @property
    def slices(self) -> dict[str, slice]:
        off = self.record._offsets
        return {k: slice(off[k], off[k] + node.size) for k, node in self.items.items()}

    @functools.cached_property
    def low(self) -> np.ndarray:
        """The least value of each number of the vector (read only)."""
        import numpy as np

        out = np.array(self.record.bounds()[0], np.float32)
        out.flags.writeable = False
        return out

    @functools.cached_property
    def high(self) -> np.ndarray:
        """The greatest value of each number of the vector (read only)."""
        import numpy as np

        out = np.array(self.record.bounds()[1], np.float32)
        out.flags.writeable = False
        return out

    def vector(self, view: Mapping, out: np.ndarray | None = None) -> np.ndarray:
        """The view as ``size`` float32 numbers (into ``out``, zeroed first, if given)."""
        import numpy as np

        if out is None:
            out = np.zeros(self.size, np.float32)
        else:
            out.fill(0)
        self.record.put(view, out, 0)
        return out

    def problems(self, view: Mapping) -> list[str]:
        """What ``view`` breaks of the schema and of the contract (empty: nothing)."""
        out = [f"role {r!r}: no key declared" for r in ROLES if self.roles.get(r) not in
               self.items]
        out += [f"secret key {k!r} is not declared" for k in self.secret if k not in self.items]
        return out + self.record.problems(view, "view")


__all__ = ["ROLES", "Cells", "Choice", "Counts", "Flag", "Grid", "Map", "Maybe", "Node", "Number",
           "Record", "Seq", "Subset", "Tuple", "ViewSchema"]
