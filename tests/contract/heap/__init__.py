"""Heap, a test-only fourth game (``heap.md``): registered for the test session by
``tests/conftest.py`` (``register_test_games``), never in ``zzlib.GAMES`` otherwise."""

from . import bots
from .game import Game, Take
from .rules import RULES

#: how the test session registers it (``zzlib.registry.register``)
REGISTRATION = dict(name="heap", title="Heap (a test-only game)",
                    bots=("random", "sensible", "fair_search"),
                    package=__name__, variants=({}, {"stones": 5}), twin="blind_twin",
                    doc="tests/contract/heap/heap.md")

__all__ = ["Game", "Take", "RULES", "bots", "REGISTRATION"]
