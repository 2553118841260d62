"""Game options (rule variants and house rules), declared once and validated."""

from __future__ import annotations

import base64
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .jsonable import excerpt
from .text import and_join

#: an option's value is a plain value of at most this many items, nested at most this deep
MAX_OPTION_ITEMS = 10_000
MAX_OPTION_DEPTH = 16


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
                    f"option {self.name!r} must be {choices_in_words(self.choices)}, "
                    f"got {excerpt(value)}"
                )
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise ValueError(f"option {self.name!r}: {problem} (got {excerpt(value)})")
        return value


def choices_in_words(choices) -> str:
    """Accepted values as a reader writes them: ``2, 3 or 4``, ``'add' or 'replace'``,
    ``True or False`` (a text in quotes, as it is typed)."""
    return and_join([repr(c) if isinstance(c, str) else str(c) for c in choices], "or")


def resolve_options(game: str, declared: Mapping[str, Option], given: Mapping[str, Any]) -> dict:
    """All options with defaults filled in; an unknown key or a bad value is a ValueError."""
    unknown = sorted(set(given) - set(declared))
    if unknown:
        raise ValueError(
            f"unknown option {unknown[0]!r} for {game}; the options are "
            + (and_join(sorted(declared)) if declared else "none")
        )
    out = {}
    for name, opt in declared.items():
        if name in given:
            problem = size_problem(given[name])
            if problem:
                raise ValueError(f"option {name!r}: {problem}")
            out[name] = opt.validate(given[name])
        else:
            out[name] = opt.default
    return out


def size_problem(value: Any) -> str | None:
    """Why ``value`` is too large or too deep to be an option (None: it is not), found after
    looking at no more than ``MAX_OPTION_ITEMS`` items."""
    stack, seen = [(value, 0)], 0
    while stack:
        v, depth = stack.pop()
        seen += 1
        if seen > MAX_OPTION_ITEMS:
            return f"a value of more than {MAX_OPTION_ITEMS} items"
        if depth > MAX_OPTION_DEPTH:
            return f"a value nested more than {MAX_OPTION_DEPTH} deep"
        if isinstance(v, str) and len(v) > 100_000:
            return f"a text of {len(v)} characters"
        if isinstance(v, (list, tuple, set, frozenset)):
            stack.extend((x, depth + 1) for x in v)
        elif isinstance(v, dict):
            stack.extend((x, depth + 1) for kv in v.items() for x in kv)
    return None


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


# -- options as flat parameters (a library whose parameters are numbers and strings) ---------
#: None as a flat parameter of each type; a nested value (dict, list) as a string: FLAT_JSON
#: and its JSON in URL-safe base64
FLAT_NONE = {int: -1, float: -1.0, str: ""}
FLAT_JSON = "json:"


def flat_kind(option: Option) -> type:
    """The type of ``option`` as a flat parameter: its default's (a string when None, a dict
    or a list)."""
    if option.default is None or isinstance(option.default, (dict, list, tuple)):
        return str
    return type(option.default)


def to_flat(value: Any, kind: type) -> Any:
    """``value`` of an option as a flat parameter of type ``kind``."""
    if isinstance(value, (dict, list, tuple)):
        text = json.dumps(value).encode()
        return FLAT_JSON + base64.urlsafe_b64encode(text).decode().rstrip("=")
    return FLAT_NONE[kind] if value is None else value


def from_flat(value: Any, kind: type, default: Any) -> Any:
    """A flat parameter back as its option's value (``to_flat`` undone)."""
    if value == FLAT_NONE.get(kind, ()) and (default is None or kind is not str):
        return None
    if kind is str and value.startswith(FLAT_JSON):
        text = value[len(FLAT_JSON):]
        return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    return value
