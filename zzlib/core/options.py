"""Game options (rule variants and house rules), declared once and validated."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    """A ``Game.new`` keyword: its default, the values it accepts and what it changes.

    ``choices`` lists the accepted values; otherwise ``check(value)`` returns an error
    message (or None when the value is fine).
    """

    name: str
    default: Any
    doc: str
    choices: tuple | None = None
    check: Callable[[Any], str | None] | None = None
    rule: str | None = None

    def validate(self, value: Any) -> Any:
        if self.choices is not None:
            # bool is an int: keep True from matching 1 and the reverse
            ok = any(value == c and type(value) is type(c) for c in self.choices)
            if not ok:
                raise ValueError(
                    f"option {self.name!r} must be one of {list(self.choices)!r}, got {value!r}"
                )
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise ValueError(f"option {self.name!r}: {problem} (got {value!r})")
        return value


def resolve_options(game: str, declared: Mapping[str, Option], given: Mapping[str, Any]) -> dict:
    """All options with defaults filled in; an unknown key or a bad value is a ValueError."""
    unknown = sorted(set(given) - set(declared))
    if unknown:
        raise ValueError(
            f"unknown option {unknown[0]!r} for {game}; known options: {sorted(declared)}"
        )
    out = {}
    for name, opt in declared.items():
        out[name] = opt.validate(given[name]) if name in given else opt.default
    return out


def int_in(lo: int | None, hi: int | None) -> Callable[[Any], str | None]:
    """A check for a whole number within ``lo..hi`` (either end may be None)."""

    def check(v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int):
            return "must be a whole number"
        if lo is not None and v < lo:
            return f"must be at least {lo}"
        if hi is not None and v > hi:
            return f"must be at most {hi}"
        return None

    return check


def number_in(lo: float | None, hi: float | None) -> Callable[[Any], str | None]:
    """A check for a finite real number within ``lo..hi`` (NaN and infinities refused)."""

    def check(v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return "must be a number"
        if not math.isfinite(v):
            return "must be a finite number"
        if lo is not None and v < lo:
            return f"must be at least {lo}"
        if hi is not None and v > hi:
            return f"must be at most {hi}"
        return None

    return check
