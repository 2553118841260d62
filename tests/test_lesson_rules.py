"""The lessons show the rulebook's own sentences: which rules their saved outputs quote.

Issue 11 asks the Zankapfel lessons, together, to quote at least 90% of ``zank.RULES``. The
count reads the executed notebooks (``tools/rule_coverage.py``), so a lesson that stops quoting a
rule, or quotes an id the engine does not know, fails here.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rule_coverage", ROOT / "tools" / "rule_coverage.py")
rule_coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rule_coverage)

ZANK_LESSONS = sorted((ROOT / "notebooks" / "zankapfel").glob("*.ipynb"))


def test_the_zankapfel_lessons_quote_at_least_nine_in_ten_rules():
    assert ZANK_LESSONS, "no Zankapfel lessons found"
    share, per, missing = rule_coverage.coverage("zank", ZANK_LESSONS)
    assert share >= 0.9, f"the lessons quote {share:.0%} of zank.RULES; missing: {sorted(missing)}"
    assert all(per.values()), "every lesson quotes at least one rule"


def test_quoted_rules_are_read_from_saved_outputs_only(tmp_path):
    quote = "> *Red starts.*  \n> — rulebook, How to Play (`zank.setup.leader`)"
    nb = {"cells": [
        {"cell_type": "markdown", "source": "— rulebook, Points (`zank.score.value`)"},
        {"cell_type": "code", "source": "", "outputs": [
            {"output_type": "execute_result", "data": {"text/markdown": quote}}]},
    ]}
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps(nb))
    assert rule_coverage.quoted_rules(path) == {"zank.setup.leader"}


def test_an_unknown_rule_id_in_a_lesson_is_an_error(tmp_path):
    nb = {"cells": [{"cell_type": "code", "source": "", "outputs": [
        {"output_type": "execute_result",
         "data": {"text/markdown": "> — rulebook, Points (`zank.no.such.rule`)"}}]}]}
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps(nb))
    with pytest.raises(ValueError, match="zank.no.such.rule"):
        rule_coverage.coverage("zank", [path])
