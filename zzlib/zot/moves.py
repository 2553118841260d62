"""Jasper's three kinds of decision, as frozen dataclasses that read like the rulebook."""

from __future__ import annotations

from dataclasses import dataclass

from .board import NAMES, square_name

SPELL_NAMES = {"flower": "Flower Power", "fire": "Magical Fire"}


def _article(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


@dataclass(frozen=True)
class StartJasper:
    """Setup: "Place Jasper anywhere you like on the garden path"."""

    column: int

    def __str__(self) -> str:
        return f"Place Jasper on the garden path in column {self.column}"


@dataclass(frozen=True)
class Place:
    """Place: the chosen placement's cells and the drawn token on each (``tokens[i]`` goes on
    ``cells[i]``). Drawn tokens left out go back into the bag."""

    cells: tuple[tuple[int, int], ...]
    tokens: tuple[str, ...]

    def __str__(self) -> str:
        if not self.cells:
            return "Place no token (every drawn token goes back into the bag)"
        parts = [
            f"{_article(NAMES.get(t, repr(t)))} at {square_name(sq)}"
            for sq, t in zip(self.cells, self.tokens)
        ]
        if len(parts) > 1:
            return "Place " + ", ".join(parts[:-1]) + " and " + parts[-1]
        return "Place " + parts[0]


@dataclass(frozen=True)
class MoveShoot:
    """Move & Shoot: Jasper's column after moving (0-3 squares) and the spell, or None."""

    column: int
    spell: str | None

    def __str__(self) -> str:
        spell = SPELL_NAMES.get(self.spell, "no spell") if self.spell else "no spell"
        return f"Move Jasper to column {self.column} and cast {spell}"


@dataclass(frozen=True)
class Smash:
    """Smash, when it is Jasper's choice: the columns of the pumpkins the zombies smash (one
    of the sets a maximum matching takes; see ``zot.smash_choices``). The columns may be given
    in any order; they are kept sorted."""

    columns: tuple[int, ...]

    def __post_init__(self):
        cols = self.columns
        if isinstance(cols, (tuple, list)) and all(
                isinstance(c, int) and not isinstance(c, bool) for c in cols):
            object.__setattr__(self, "columns", tuple(sorted(cols)))

    def __str__(self) -> str:
        cols = self.columns
        if not isinstance(cols, tuple) or not cols:
            return f"Let the zombies smash {cols!r}"
        if len(cols) == 1:
            return f"Let the zombies smash the pumpkin in column {cols[0]}"
        names = [str(c) for c in cols]
        return ("Let the zombies smash the pumpkins in columns " + ", ".join(names[:-1])
                + " and " + names[-1])
