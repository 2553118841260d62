"""Rules, events and illegal moves: the vocabulary every game speaks.

Every event a game emits and every move it refuses cites a rule id such as
``"zot.spell.chain"``; ``RULES[id]`` holds the rulebook's own sentence for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Rule:
    """One rule: a stable id, a short title, the rulebook's own sentence and its section.

    ``decision`` is True for points the rulebook leaves open, where ``quote`` is the
    rulebook text the decision interprets and the design page gives the choice.

    Every rule is cited where the engine applies it (an ``Event`` or ``IllegalMove`` naming
    its id, or a comment ``# rule: <id>`` on the line that applies it), so that searching an
    id finds its code. ``quote_only`` marks a sentence that no code applies (kept for the
    lessons to quote); a test holds both promises.
    """

    id: str
    title: str
    quote: str
    section: str
    decision: bool = False
    quote_only: bool = False


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: the rule it applied, one plain sentence, JSON-safe data."""

    rule: str
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"rule": self.rule, "text": self.text, "data": dict(self.data)}

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"


class IllegalMove(Exception):
    """A move the rules forbid. ``rule`` is the rule id, ``reason`` one sentence why."""

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{reason} [{rule}]")
        self.rule = rule
        self.reason = reason


def rule_table(*rules: Rule) -> dict[str, Rule]:
    """A ``RULES`` dict from rules, refusing duplicate ids and empty quotes."""
    table: dict[str, Rule] = {}
    for r in rules:
        if r.id in table:
            raise ValueError(f"duplicate rule id {r.id!r}")
        if not r.quote.strip():
            raise ValueError(f"rule {r.id!r} has no quote")
        table[r.id] = r
    return table


def check_event_rules(events, rules: Mapping[str, Rule]) -> None:
    """Raise if an event cites a rule id that is not in ``rules`` (used by tests)."""
    for e in events:
        if e.rule not in rules:
            raise KeyError(f"event cites unknown rule {e.rule!r}: {e.text}")
