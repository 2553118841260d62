"""Reading a save file strictly, and the digest that covers the whole document.

A save file comes from a disk, an e-mail or a student who edited it: nothing in it is trusted.
``parse(text)`` bounds the size and the nesting depth before the JSON is parsed (no
``RecursionError``), refuses numbers with more than ``MAX_DIGITS`` digits, ``NaN`` and
infinities, and keys given twice; every problem is a ``ValueError`` that names it, and echoes
at most a short excerpt of the input. ``document_digest(doc)`` fingerprints everything in the
document but its own ``digest`` field.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from .jsonable import digest, excerpt

#: a save file is at most this many characters (a long game saves a few hundred thousand)
MAX_CHARS = 4_000_000
#: lists and objects nest at most this deep (a save file needs about 8)
MAX_DEPTH = 32
#: a whole number has at most this many digits (seeds drawn from the OS have 20)
MAX_DIGITS = 40

_STRUCTURE = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


def shorten(message: str, limit: int = 300) -> str:
    return message if len(message) <= limit else message[: limit - 3] + "..."


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Refuse ``text`` whose lists and objects nest deeper than ``limit`` (outside strings).

    One pass over the structural characters, without parsing: escapes are skipped in pairs,
    so a quote after a backslash never ends a string."""
    depth = 0
    in_string = False
    for m in _STRUCTURE.finditer(text):
        c = m.group()
        if c[0] == "\\":
            continue
        if c == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif c in "[{":
            depth += 1
            if depth > limit:
                raise ValueError(
                    f"not a saved game: lists and objects nest more than {limit} deep"
                )
        else:
            depth -= 1


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number has {len(text.lstrip('-'))} digits (at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 2 * MAX_DIGITS + 10:
        raise ValueError(f"a number is written with {len(text)} characters")
    x = float(text)
    if not math.isfinite(x):
        raise ValueError(f"the number {excerpt(text, 40)} is too large")
    return x


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save file may hold")


def _object(pairs: list[tuple[str, Any]]) -> dict:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"the key {excerpt(k)} appears twice in one object")
        out[k] = v
    return out


class _Refusal(ValueError):
    pass


def parse(text: Any) -> Any:
    """The JSON value in ``text`` (str or UTF-8 bytes), read within the bounds above."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_CHARS:
            raise ValueError(f"not a saved game: more than {MAX_CHARS:,} bytes")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ValueError(f"not a saved game: the file is not UTF-8 text ({e.reason})") from None
    if not isinstance(text, str):
        raise ValueError(f"not a saved game: expected text, got {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise ValueError(f"not a saved game: more than {MAX_CHARS:,} characters")
    check_depth(text)

    def hook(f):
        def wrapped(x):
            try:
                return f(x)
            except ValueError as e:
                raise _Refusal(str(e)) from None
        return wrapped

    try:
        return json.loads(text, parse_int=hook(_int), parse_float=hook(_float),
                          parse_constant=hook(_constant), object_pairs_hook=hook(_object))
    except _Refusal as e:
        raise ValueError(f"not a saved game: {e}") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"not a saved game: the file is not JSON ({e})") from None
    except RecursionError:  # pragma: no cover - check_depth comes first
        raise ValueError("not a saved game: nested too deeply") from None


def document_digest(doc: dict) -> str:
    """The fingerprint of a save file's document: everything but its ``digest`` field."""
    return digest({k: v for k, v in doc.items() if k != "digest"})
