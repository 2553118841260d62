"""The lessons quote the rulebook: for each game, enough of its ``RULES`` appear in the saved
lessons with the rulebook's own sentence (``tools/rule_coverage.py`` counts them).

Parametrised per game: a game's lessons, and the share of its rules they must quote.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib

import pytest

from zzlib import zank, zapp
from zzlib.plot.lesson import attempt, quote

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rule_coverage", ROOT / "tools" / "rule_coverage.py")
rule_coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rule_coverage)


def lessons(folder: str) -> list[pathlib.Path]:
    return sorted(p for p in (ROOT / "notebooks" / folder).glob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)


GAMES = [
    # game, its lessons, the share of RULES they must quote together
    pytest.param("zot", lessons("jasper-and-zot"), 1.0, id="zot"),
    pytest.param("zapp", lessons("zapp-zerapp"), 0.90, id="zapp"),
    pytest.param("zank", lessons("zankapfel"), 0.90, id="zank"),
]


@pytest.mark.parametrize(("game", "paths", "share"), GAMES)
def test_the_lessons_quote_the_rulebook(game, paths, share):
    assert paths, f"no {game} lessons"
    got, per, missing = rule_coverage.coverage(game, paths)
    assert got >= share, (f"the {game} lessons quote {got:.0%} of its rules (need "
                          f"{share:.0%}); not quoted: {', '.join(sorted(missing))}")
    silent = [pathlib.Path(p).name for p, ids in per.items() if not ids]
    assert not silent, f"{game} lessons that quote no rule: {', '.join(silent)}"


def _notebook(tmp_path, markdown: str) -> pathlib.Path:
    nb = {"cells": [
        {"cell_type": "markdown", "source": "See `zapp.banish` in prose."},
        {"cell_type": "code", "source": "quote(...)", "outputs": [
            {"output_type": "execute_result", "data": {"text/markdown": markdown}}]},
    ]}
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps(nb))
    return path


def test_a_rule_counts_only_with_its_own_sentence(tmp_path):
    """The count can fail: an id in prose, or an id beside another sentence, is not a quote."""
    rule = zapp.RULES["zapp.banish"]
    shown = _notebook(tmp_path, quote(rule)._repr_markdown_())
    assert rule_coverage.quoted(shown, zapp.RULES) == {"zapp.banish"}
    wrong = rule_coverage.quote_block(rule).replace(rule.quote, "Wizards are sometimes sent home.")
    assert rule_coverage.quoted(_notebook(tmp_path, wrong), zapp.RULES) == set()
    assert rule_coverage.quoted(_notebook(tmp_path, "rule `zapp.banish`"), zapp.RULES) == set()


def test_a_sentence_two_rules_share_is_shown_once_and_counts_for_both(tmp_path):
    """``zzlib.plot.zapp.quote`` shows a rule and the decision reading its sentence once, with
    both ids; the count finds both, and only under their own sentence."""
    from zzlib.plot import zapp as zp

    end, at_once = zapp.RULES["zapp.end"], zapp.RULES["zapp.decide.end_at_once"]
    shown = zp.quote(end, at_once, zapp.RULES["zapp.banish"])._repr_markdown_()
    assert shown.count(end.quote) == 1
    assert rule_coverage.quoted(_notebook(tmp_path, shown), zapp.RULES) == {
        "zapp.end", "zapp.decide.end_at_once", "zapp.banish"}
    assert zp.quote(end)._repr_markdown_() == quote(end)._repr_markdown_()
    elsewhere = shown.replace(end.quote, zapp.RULES["zapp.banish"].quote)
    assert "zapp.decide.end_at_once" not in rule_coverage.quoted(
        _notebook(tmp_path, elsewhere), zapp.RULES)
    with pytest.raises(ValueError, match="zapp.decide.gone"):
        rule_coverage.quoted(_notebook(tmp_path, shown.replace(
            "zapp.decide.end_at_once", "zapp.decide.gone")), zapp.RULES)


def test_a_refusal_quotes_the_rule_that_refused(tmp_path):
    """``attempt`` shows a refusal with the refusing rule's quote block, which counts."""
    tried = attempt(zapp.move, zapp.Position.from_text("R1:city"), "R1", 3, rules=zapp.RULES)
    shown = _notebook(tmp_path, tried._repr_markdown_())
    assert rule_coverage.quoted(shown, zapp.RULES) == {"zapp.move.past_city"}


def test_an_unknown_rule_id_in_a_lesson_is_an_error(tmp_path):
    shown = _notebook(tmp_path, "> *Gone.*  \n> — rulebook, Points (`zank.no.such.rule`)")
    with pytest.raises(ValueError, match="zank.no.such.rule"):
        rule_coverage.quoted(shown, zank.RULES)
