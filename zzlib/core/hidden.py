"""Secret fields of moves: a ``repr`` shows that they are there, never what they hold.

A move that carries a secret (a card played face down, a numbered card committed) marks the
field with ``field(metadata=SECRET)`` and uses ``masked_repr``::

    @dataclass(frozen=True)
    class PlayApple:
        player: str
        card: str = field(metadata=SECRET)
        __repr__ = masked_repr

    repr(PlayApple("red", "yellow"))   # "PlayApple(player='red', card=<hidden>)"

The value itself stays on the move (the referee needs it, and the save file holds it).
"""

from __future__ import annotations

import dataclasses

SECRET = {"secret": True}


def secret_fields(obj: object) -> tuple[str, ...]:
    """The names of ``obj``'s fields marked secret (none for a non-dataclass)."""
    if not dataclasses.is_dataclass(obj):
        return ()
    return tuple(f.name for f in dataclasses.fields(obj) if f.metadata.get("secret"))


def masked_repr(obj: object) -> str:
    """``ClassName(field=value, ...)`` with every secret field shown as ``<hidden>``."""
    parts = []
    for f in dataclasses.fields(obj):
        if not f.repr:
            continue
        shown = "<hidden>" if f.metadata.get("secret") else repr(getattr(obj, f.name))
        parts.append(f"{f.name}={shown}")
    return f"{type(obj).__name__}({', '.join(parts)})"
