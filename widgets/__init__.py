"""Notebook widgets that make the games playable (anywidget; a shared base and one board per game).

``base.py`` + ``base.js`` + ``base.css`` hold what every game's widget shares (``GameWidget``);
each game adds ``<game>.py`` + ``<game>.js`` + ``<game>.css`` (see ``docs/widgets.md``).
In notebooks import this package as ``widgets`` and ipywidgets as ``ipw``.
"""

from .base import GameWidget
from .zank import ZankTable
from .zapp import ZappBoard
from .zot import ZotBoard

__all__ = ["GameWidget", "ZankTable", "ZappBoard", "ZotBoard"]
