"""Tracing: whether the engine writes the sentences of what happened.

Every event is a sentence that cites its rule, and building those sentences costs time that a
bulk experiment never reads. ``untraced()`` switches them off for the code run inside it
(``simulate`` plays that way, and a game with ``game.trace = False`` runs each step that way):
the moves, the positions, the chance drawn and the results stay exactly the same; only the
events are left out (a log entry then holds none). Code that builds a sentence asks
``tracing()`` first::

    if tracing():
        events.append(Event("zot.descend.move", f"The zombie moves from {a} to {b}.", data))

The switch is a context variable, so threads (and asyncio tasks) each keep their own.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_TRACING: ContextVar[bool] = ContextVar("zzlib_tracing", default=True)

#: whether events are built now (call it: ``tracing()``)
tracing = _TRACING.get


@contextmanager
def untraced() -> Iterator[None]:
    """Run the block without building events (the same play, the same results)."""
    token = _TRACING.set(False)
    try:
        yield
    finally:
        _TRACING.reset(token)
