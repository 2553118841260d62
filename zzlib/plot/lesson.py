"""Small helpers the lessons share: a rule quoted as a block, and an answer checked.

No IPython here: a ``Quote`` renders itself as Markdown in a notebook (``_repr_markdown_``)
and as plain text anywhere else.
"""

from __future__ import annotations

from typing import Any


class Quote:
    """One or more rules, each shown as its rulebook sentence, section and rule id."""

    def __init__(self, *rules):
        self.rules = rules

    def _repr_markdown_(self) -> str:
        return "\n\n".join(
            f"> *{r.quote}*  \n> — rulebook, {r.section} (`{r.id}`"
            + (", a decision: see the docs page" if getattr(r, "decision", False) else "")
            + ")"
            for r in self.rules
        )

    def __repr__(self) -> str:
        return "\n".join(f'"{r.quote}" ({r.section}; {r.id})' for r in self.rules)


def quote(*rules) -> Quote:
    """Quote rules (``Rule`` values, e.g. ``zot.RULES["zot.descend.move"]``) in a notebook."""
    return Quote(*rules)


class Verdict(str):
    """A line of text that shows without quotes in a notebook."""

    def __repr__(self) -> str:
        return str(self)


def check(mine: Any, truth: Any, why: str = "") -> Verdict:
    """Compare a learner's answer with the engine's; returns one line saying which it is."""
    tail = f" ({why})" if why else ""
    if mine is None or mine is Ellipsis:
        return Verdict(f"Not answered yet. The engine's answer: {truth!r}{tail}")
    if mine == truth:
        return Verdict(f"Right: {truth!r}{tail}")
    return Verdict(f"Not quite: you said {mine!r}, the engine says {truth!r}{tail}")
