"""RULES: every rule id quotes the rulebook, and every rule id the engine cites exists."""

from __future__ import annotations

import pathlib
import re

from zzlib import zapp

SOURCE = pathlib.Path(zapp.__file__).resolve().parent


def test_every_quote_is_the_rulebooks_own_sentence(rulebook):
    text = rulebook("zapp-zerapp.txt")
    for rule in zapp.RULES.values():
        assert rule.quote in text, rule.id


def test_every_rule_id_cited_in_the_engine_exists():
    cited = set()
    for path in SOURCE.glob("*.py"):
        if path.name == "rules.py":
            continue
        cited |= set(re.findall(r'"(zapp\.[a-z_.]+)"', path.read_text()))
    assert cited, "no rule ids found"
    assert cited <= set(zapp.RULES), sorted(cited - set(zapp.RULES))


def test_decisions_are_marked_and_sections_named():
    decisions = {r.id for r in zapp.RULES.values() if r.decision}
    assert {"zapp.decide.grab_order", "zapp.decide.shake", "zapp.decide.spare",
            "zapp.decide.carry", "zapp.decide.stay", "zapp.decide.board"} <= decisions
    assert all(r.section and r.title for r in zapp.RULES.values())


def test_every_decision_is_on_the_docs_page():
    docs = SOURCE.parents[1] / "docs" / "zapp-zerapp.md"
    text = docs.read_text()
    for rule in zapp.RULES.values():
        if rule.decision:
            assert f"`{rule.id}`" in text, rule.id
    for name in zapp.Game.OPTIONS:
        assert f"option `{name}`" in text, name
