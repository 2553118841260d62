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


def check(mine: Any, truth: Any, why: str = "") -> str:
    """Compare a learner's answer with the engine's; returns one line saying which it is."""
    if mine is None or mine is Ellipsis:
        return f"Not answered yet. The engine's answer: {truth!r}" + (f" ({why})" if why else "")
    if mine == truth:
        return f"Right: {truth!r}" + (f" ({why})" if why else "")
    return f"Not quite: you said {mine!r}, the engine says {truth!r}" + (
        f" ({why})" if why else ""
    )
