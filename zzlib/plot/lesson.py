"""Small helpers the lessons share: a rule quoted as a block, an answer checked, a small table.

No IPython here: a ``Quote`` or a ``Table`` renders itself as Markdown in a notebook
(``_repr_markdown_``) and as plain text anywhere else.
"""

from __future__ import annotations

from typing import Any


class Quote:
    """One or more rules, each shown as its rulebook sentence, section and rule id.

    ``docs``: a link to the game's docs page (relative to the notebook); a rule that is a
    house reading (``decision=True``) then says so and links there."""

    def __init__(self, *rules, docs: str | None = None):
        self.rules = rules
        self.docs = docs

    def _note(self, r) -> str:
        if not getattr(r, "decision", False):
            return ""
        if self.docs:
            return f", a reading: see [the docs page]({self.docs})"
        return ", a decision: see the docs page"

    def _repr_markdown_(self) -> str:
        return "\n\n".join(
            f"> *{r.quote}*  \n> — rulebook, {r.section} (`{r.id}`{self._note(r)})"
            for r in self.rules
        )

    def __repr__(self) -> str:
        return "\n".join(f'"{r.quote}" ({r.section}; {r.id})' for r in self.rules)


def quote(*rules, docs: str | None = None) -> Quote:
    """Quote rules (``Rule`` values, e.g. ``zot.RULES["zot.descend.move"]``) in a notebook."""
    return Quote(*rules, docs=docs)


def quoter(docs: str):
    """``quote`` for one game's lessons: its readings link to ``docs``, the game's docs page
    as the notebook reaches it (``"../../docs/jasper-and-zot.md"``)."""

    def quote_rules(*rules) -> Quote:
        return Quote(*rules, docs=docs)

    quote_rules.__doc__ = quote.__doc__
    return quote_rules


class Table:
    """A small table: a Markdown table in a notebook, aligned text elsewhere."""

    def __init__(self, headers, rows):
        self.headers = [str(h) for h in headers]
        self.rows = [[str(x) for x in row] for row in rows]

    def _repr_markdown_(self) -> str:
        def line(cells):
            return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"

        return "\n".join([line(self.headers), "|" + "---|" * len(self.headers)]
                         + [line(r) for r in self.rows])

    def __repr__(self) -> str:
        widths = [max(len(c) for c in col) for col in zip(self.headers, *self.rows)]
        return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()
                         for r in [self.headers, *self.rows])


def table(headers, rows) -> Table:
    """A small table of results (``headers``: the column names; ``rows``: lists of values)."""
    return Table(headers, rows)


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
