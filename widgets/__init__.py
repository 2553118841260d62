"""Notebook widgets that make the games playable (anywidget; one ``name.py`` + ``.js`` + ``.css``).

In notebooks import this package as ``widgets`` and ipywidgets as ``ipw``.
"""

from .zot import ZotBoard

__all__ = ["ZotBoard"]
