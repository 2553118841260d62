"""The board as data: 24 running fields, protective zones, white fields with towers, starts.

The printed board is not in the rulebook; ``Board.standard()`` is the reconstruction on the
design page (every worked example plays out exactly as printed). A teacher with the printed
board can describe it in the same form and load it with ``Board.from_dict``::

    {"fields": 24,
     "entry": {"red": 0, "green": 6, "blue": 12, "yellow": 18},
     "zones": {"blue": [22, 23, 0, 1], "yellow": [4, 5, 6, 7], ...},
     "towers": {"2": ["red", "green"], "3": ["green", "yellow"], ...}}

A colour's start field leads onto field ``entry``; its city is entered from the field before
that one, so every colour runs one full lap clockwise. A wizard's *progress* counts steps from
its start: 0 on the start field, 1 on ``entry``, 24 in front of its city, 25 in the city.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

COLOURS: tuple[str, ...] = ("red", "green", "blue", "yellow")
LETTERS: dict[str, str] = {"red": "R", "green": "G", "blue": "B", "yellow": "Y"}
COLOUR_OF_LETTER: dict[str, str] = {v: k for k, v in LETTERS.items()}
FIELDS = 24
WHITE = "white"
START = "start"
CITY = "city"

STANDARD: dict[str, Any] = {
    "fields": FIELDS,
    "entry": {"red": 0, "green": 6, "blue": 12, "yellow": 18},
    "zones": {
        "blue": [22, 23, 0, 1],
        "yellow": [4, 5, 6, 7],
        "red": [10, 11, 12, 13],
        "green": [16, 17, 18, 19],
    },
    "towers": {
        "2": ["red", "green"],
        "3": ["green", "yellow"],
        "8": ["green", "blue"],
        "9": ["blue", "red"],
        "14": ["blue", "yellow"],
        "15": ["yellow", "green"],
        "20": ["yellow", "red"],
        "21": ["red", "blue"],
    },
}


def _bad(msg: str) -> ValueError:
    return ValueError(f"bad board: {msg}")


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(text: str) -> bool:
    """``"12"`` or ``"-1"`` in plain ASCII digits (``int`` refuses superscripts like ``"³"``)."""
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def _field_number(key: Any, size: int, where: str) -> int:
    if isinstance(key, str) and _is_number(key.strip()):
        key = int(key)
    if not _whole(key):
        raise _bad(f"{where}: {key!r} is not a field number")
    if not 0 <= key < size:
        raise _bad(f"{where}: field {key} does not exist (fields are 0-{size - 1})")
    return key


def _colour(c: Any, where: str) -> str:
    if c not in COLOURS:
        raise _bad(f"{where}: unknown colour {c!r} (colours are {', '.join(COLOURS)})")
    return c


@dataclass(frozen=True)
class Board:
    """A Zapp Zerapp board; build it with ``Board.standard()`` or ``Board.from_dict(d)``."""

    size: int
    entry: tuple[tuple[str, int], ...]
    zones: tuple[tuple[str, tuple[int, ...]], ...]
    towers: tuple[tuple[int, tuple[str, ...]], ...]
    _colours: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _towers: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)
    _entry: dict = field(init=False, repr=False, compare=False)
    _track: dict = field(init=False, repr=False, compare=False)
    _progress: dict = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        colours = [WHITE] * self.size
        for c, fields in self.zones:
            for f in fields:
                colours[f] = c
        towers: list[tuple[str, ...]] = [()] * self.size
        for f, ts in self.towers:
            towers[f] = ts
        object.__setattr__(self, "_colours", tuple(colours))
        object.__setattr__(self, "_towers", tuple(towers))
        object.__setattr__(self, "_entry", dict(self.entry))
        # tables read on every move (a board never changes): each colour's lap as fields and
        # the progress of each place, and the hash a frozen dataclass would compute each time
        object.__setattr__(self, "_track", {c: self._lap_fields(c) for c in self._entry})
        object.__setattr__(self, "_progress", {c: self._progress_of(c) for c in self._entry})
        object.__setattr__(self, "_hash", hash((self.size, self.entry, self.zones, self.towers)))

    def __hash__(self) -> int:
        return self._hash

    def _lap_fields(self, colour: str) -> tuple[int, ...]:
        """``field_at(colour, k)`` for k = 0..size (index 0 is the field in front of the city)."""
        return tuple((self._entry[colour] + k - 1) % self.size for k in range(self.size + 1))

    def _progress_of(self, colour: str) -> dict:
        """``progress(colour, place)`` for every place: start, city and each running field."""
        table = {START: 0, CITY: self.lap}
        for f in range(self.size):
            table[f] = (f - self._entry[colour]) % self.size + 1
        return table

    # -- construction ---------------------------------------------------------------
    @classmethod
    def standard(cls) -> Board:
        """The reconstructed standard board of the design page."""
        return _STANDARD_BOARD

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Board:
        """A board from its dict form (see the module docstring); bad data -> ValueError."""
        if not isinstance(data, Mapping):
            raise _bad(f"expected a dict with fields, entry, zones and towers, got {data!r}")
        unknown = sorted(set(data) - {"fields", "entry", "zones", "towers"})
        if unknown:
            raise _bad(f"unknown key {unknown[0]!r} (keys are fields, entry, zones, towers)")
        for key in ("fields", "entry", "zones"):
            if key not in data:
                raise _bad(f"missing key {key!r}")
        size = data["fields"]
        if size != FIELDS or not _whole(size):
            raise _bad(f"'fields': the track has {FIELDS} running fields, got {size!r}")
        entry_in = data["entry"]
        if not isinstance(entry_in, Mapping):
            raise _bad("'entry' must map each colour to the field its start leads onto")
        for c in entry_in:
            _colour(c, "'entry'")
        entry = []
        for c in COLOURS:
            if c not in entry_in:
                raise _bad(f"'entry': colour {c!r} has no start (every colour needs one)")
            entry.append((c, _field_number(entry_in[c], size, f"'entry' of {c}")))
        seen = {}
        for c, f in entry:
            if f in seen:
                raise _bad(f"'entry': {seen[f]} and {c} both lead onto field {f}")
            seen[f] = c
        zones_in = data["zones"]
        if not isinstance(zones_in, Mapping):
            raise _bad("'zones' must map colours to lists of fields")
        owner: dict[int, str] = {}
        zones = []
        for c, fields in zones_in.items():
            _colour(c, "'zones'")
            if not isinstance(fields, (list, tuple)):
                raise _bad(f"zone of {c} must be a list of fields, got {fields!r}")
            nums = []
            for f in fields:
                n = _field_number(f, size, f"zone of {c}")
                if owner.get(n) == c:
                    raise _bad(f"the zone of {c} lists field {n} twice")
                if n in owner:
                    raise _bad(f"field {n} is in the zones of both {owner[n]} and {c}")
                owner[n] = c
                nums.append(n)
            zones.append((c, tuple(sorted(nums))))
        zones.sort(key=lambda z: COLOURS.index(z[0]))
        towers_in = data.get("towers", {}) or {}
        if not isinstance(towers_in, Mapping):
            raise _bad("'towers' must map field numbers to lists of colours")
        towers = []
        for key, cs in towers_in.items():
            n = _field_number(key, size, "'towers'")
            if n in owner:
                raise _bad(
                    f"tower on field {n}: that is {owner[n]}'s protective field; towers stand "
                    "only on white fields"
                )
            if not isinstance(cs, (list, tuple)):
                raise _bad(f"towers of field {n} must be a list of colours, got {cs!r}")
            cols = tuple(_colour(c, f"tower on field {n}") for c in cs)
            if len(set(cols)) != len(cols):
                raise _bad(f"field {n} lists the same tower twice: {list(cols)}")
            if any(t[0] == n for t in towers):
                raise _bad(f"field {n} is given towers twice")
            towers.append((n, cols))
        towers.sort()
        return cls(size, tuple(entry), tuple(zones), tuple(towers))

    def to_dict(self) -> dict:
        """The dict form ``from_dict`` reads (JSON-safe)."""
        return {
            "fields": self.size,
            "entry": dict(self.entry),
            "zones": {c: list(fs) for c, fs in self.zones},
            "towers": {str(f): list(ts) for f, ts in self.towers},
        }

    # -- facts about fields ---------------------------------------------------------
    @property
    def lap(self) -> int:
        """Steps from a start field into its city (25 on the standard board)."""
        return self.size + 1

    def colour(self, f: int) -> str:
        """The colour of field ``f``: a player colour (a protective field) or ``"white"``."""
        return self._colours[f]

    def tower_colours(self, f: int) -> tuple[str, ...]:
        """The towers standing on field ``f`` (empty on coloured fields)."""
        return self._towers[f]

    def zone(self, colour: str) -> tuple[int, ...]:
        """The protective fields of ``colour``."""
        return dict(self.zones).get(colour, ())

    def entry_of(self, colour: str) -> int:
        """The field a wizard of ``colour`` steps onto first from its start field."""
        return self._entry[colour]

    def front_of_city(self, colour: str) -> int:
        """The running field from which ``colour``'s city is entered."""
        return (self._entry[colour] - 1) % self.size

    def progress(self, colour: str, where: int | str) -> int:
        """Steps a wizard of ``colour`` at ``where`` has come from its start (city: ``lap``)."""
        if where == START:
            return 0
        if where == CITY:
            return self.lap
        return (where - self._entry[colour]) % self.size + 1

    def field_at(self, colour: str, progress: int) -> int:
        """The running field ``progress`` steps from ``colour``'s start (1..size)."""
        return (self._entry[colour] + progress - 1) % self.size

    def fields_between(self, colour: str, first: int, last: int) -> tuple[int, ...]:
        """The running fields ``field_at(colour, k)`` for ``first <= k <= last`` (within one
        lap: ``1 <= first``, ``last <= size``), in order."""
        return self._track[colour][first:last + 1]

    def progress_table(self, colour: str) -> Mapping[Any, int]:
        """``progress(colour, place)`` as a read-only lookup for every place (the same
        numbers, for loops that ask it of many wizards)."""
        return MappingProxyType(self._progress[colour])

    def to_city(self, colour: str, where: int | str) -> int:
        """How many steps a wizard of ``colour`` at ``where`` is from its city."""
        return self.lap - self.progress(colour, where)

    def protects(self, colour: str, f: int, pro: bool = False) -> bool:
        """Whether a wizard of ``colour`` standing on field ``f`` cannot be banished."""
        return self._colours[f] == colour or (pro and colour in self._towers[f])

    def describe(self, f: int) -> str:
        """A short name of field ``f``: ``"blue field 1"``, or for a white field with towers
        ``"white field 2 (red and green towers)"``."""
        if self._colours[f] != WHITE:
            return f"{self._colours[f]} field {f}"
        ts = self._towers[f]
        return f"white field {f} ({' and '.join(ts)} towers)" if ts else f"white field {f}"


_STANDARD_BOARD = Board.from_dict(STANDARD)
