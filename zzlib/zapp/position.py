"""Where every apprentice wizard stands: ``Position.from_text("G1:23 B1:1 Y2:4")``.

Wizards are named by colour letter and number: ``R1 R2 R3 G1 ... Y3``. A place is a running
field number, ``"start"`` (the wizard's own start field) or ``"city"`` (its own city: no wizard
can stand in a foreign city, so the place needs no colour).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from .board import CITY, COLOUR_OF_LETTER, COLOURS, FIELDS, LETTERS, START, _is_number

Place = int | str


class UnknownWizard(KeyError, ValueError):
    """``pos["X9"]``: no such wizard in the position (both a KeyError and a ValueError)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown wizard"


def wizard_ids(colour: str) -> tuple[str, ...]:
    """The three wizards of ``colour``: ``("R1", "R2", "R3")`` for red."""
    return tuple(f"{LETTERS[colour]}{i}" for i in (1, 2, 3))


def colour_of(wizard: str) -> str:
    """The colour of wizard ``"G2"`` -> ``"green"``."""
    return COLOUR_OF_LETTER[wizard[0]]


def _check_colours(colours: Iterable[str]) -> tuple[str, ...]:
    cs = tuple(colours)
    for c in cs:
        if c not in COLOURS:
            raise ValueError(f"unknown colour {c!r} (colours are {', '.join(COLOURS)})")
    if len(set(cs)) != len(cs):
        raise ValueError(f"a colour is listed twice: {list(cs)}")
    return tuple(c for c in COLOURS if c in cs)


def _check_place(wizard: str, place: object, size: int) -> Place:
    if place in (START, CITY):
        return place  # type: ignore[return-value]
    if isinstance(place, int) and not isinstance(place, bool):
        if 0 <= place < size:
            return place
        raise ValueError(f"{wizard}: field {place} does not exist (fields are 0-{size - 1})")
    raise ValueError(f"{wizard}: place must be a field 0-{size - 1}, 'start' or 'city', got {place!r}")



def wizard_name(name):
    """A wizard's name as the engine writes it (``"r1"`` -> ``"R1"``), as a position's text
    reads it; anything but text is returned as it is (and refused where it is used)."""
    return name.strip().upper() if isinstance(name, str) else name

@dataclass(frozen=True)
class Position:
    """Every wizard's place, in the order R1..R3, G1..G3, B1..B3, Y1..Y3 (colours in play)."""

    places: tuple[tuple[str, int | str], ...]

    # -- construction -----------------------------------------------------------------
    @classmethod
    def start(cls, colours: Iterable[str] = COLOURS) -> Position:
        """Everyone on their start field."""
        return cls(tuple((w, START) for c in _check_colours(colours) for w in wizard_ids(c)))

    @classmethod
    def from_places(cls, places: Mapping[str, Place], colours: Iterable[str] | None = None,
                    size: int = FIELDS) -> Position:
        """From ``{"G1": 23, ...}``; wizards not named stand on their start field."""
        cs = _check_colours(COLOURS if colours is None else colours)
        known = {w for c in cs for w in wizard_ids(c)}
        for w in places:
            if w not in known:
                raise ValueError(
                    f"unknown wizard {w!r}: wizards are "
                    + " ".join(w2 for c in cs for w2 in wizard_ids(c))
                )
        return cls(tuple(
            (w, _check_place(w, places[w], size) if w in places else START)
            for c in cs for w in wizard_ids(c)
        ))

    @classmethod
    def from_text(cls, text: str, colours: Iterable[str] | None = None,
                  size: int = FIELDS) -> Position:
        """From ``"G1:23 B1:1 R2:city"``; wizards not named stand on their start field.

        ``colours`` are the colours in play (default: all four). A bad id, a field that does
        not exist or a wizard named twice raises ``ValueError``.
        """
        if not isinstance(text, str):
            raise ValueError(f"a position is text like 'G1:23 B1:1', got {text!r}")
        places: dict[str, Place] = {}
        for token in text.replace(",", " ").split():
            wizard, sep, where = token.partition(":")
            if not sep or not wizard or not where:
                raise ValueError(f"bad token {token!r}: write wizard:place, e.g. G1:23 or R2:city")
            wizard = wizard.upper()
            if wizard in places:
                raise ValueError(f"{wizard} is placed twice")
            w = where.lower()
            if w in (START, CITY):
                places[wizard] = w
            elif _is_number(w):
                places[wizard] = int(w)
            else:
                raise ValueError(f"{wizard}: place must be a field number, 'start' or 'city', got {where!r}")
        return cls.from_places(places, colours, size)

    def to_text(self) -> str:
        """Every wizard not on its start field, e.g. ``"R2:city G1:23"``."""
        return " ".join(f"{w}:{p}" for w, p in self.places if p != START)

    # -- reading ----------------------------------------------------------------------
    def __getitem__(self, wizard: str) -> Place:
        for w, p in self.places:
            if w == wizard:
                return p
        raise UnknownWizard(f"no wizard {wizard!r} in this position")

    def __contains__(self, wizard: object) -> bool:
        for w, _ in self.places:
            if w == wizard:
                return True
        return False

    def __iter__(self) -> Iterator[str]:
        return (w for w, _ in self.places)

    def __len__(self) -> int:
        return len(self.places)

    def items(self) -> tuple[tuple[str, Place], ...]:
        return self.places

    def as_dict(self) -> dict[str, Place]:
        return dict(self.places)

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours in play, in board order."""
        seen = {colour_of(w) for w, _ in self.places}
        return tuple(c for c in COLOURS if c in seen)

    def wizards(self, colour: str) -> tuple[str, ...]:
        letter = LETTERS.get(colour)  # the first letter of each of its wizards
        return tuple([w for w, _ in self.places if w[0] == letter])

    def on(self, f: Place) -> tuple[str, ...]:
        """The wizards standing on field ``f`` (or at ``"start"`` / in ``"city"``)."""
        return tuple(w for w, p in self.places if p == f)

    def all_in_city(self, colour: str) -> bool:
        """Whether every wizard of ``colour`` in play is in its city (one pass; the same as
        ``in_city(colour) == len(wizards(colour))``)."""
        letter = LETTERS.get(colour)
        for w, p in self.places:
            if w[0] == letter and p != CITY:
                return False
        return True

    def in_city(self, colour: str) -> int:
        letter = LETTERS.get(colour)
        return len([w for w, p in self.places if p == CITY and w[0] == letter])

    def moved(self, changes: Mapping[str, Place]) -> Position:
        """A copy with some wizards' places changed (no checks: for the engine). The pairs
        of the wizards that stay are shared with this position (a game keeps one per step)."""
        return Position(tuple([(pair[0], changes[pair[0]]) if pair[0] in changes else pair
                               for pair in self.places]))

    def __str__(self) -> str:
        return self.to_text() or "(everyone on the start fields)"
