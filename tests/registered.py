"""The test-only games: registered in ``zzlib.GAMES`` for a test session alone
(``tests/conftest.py``), so that every shared check (``tests/contract``, and every test that
reads the registry) plays a fourth game that is no game of zzlib's. ``tools/rulebook_map.py``
registers them too, to write their rulebook map (see ``docs/architecture.md``, "The
registry")."""

from __future__ import annotations

import importlib

#: the packages of the test-only games (each gives ``REGISTRATION``: ``register``'s arguments)
TEST_GAMES = ("tests.contract.heap",)


def register_test_games() -> None:
    """Register ``TEST_GAMES``; a game already registered stays as it is."""
    from zzlib.registry import GAMES, register

    for package in TEST_GAMES:
        entry = importlib.import_module(package).REGISTRATION
        if entry["name"] not in GAMES:
            register(**entry)


def unregister_test_games() -> None:
    from zzlib.registry import unregister

    for package in TEST_GAMES:
        unregister(importlib.import_module(package).REGISTRATION["name"])
