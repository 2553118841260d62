"""The lessons quote the rulebook: for each game, enough of its ``RULES`` appear in the saved
lessons with the rulebook's own sentence.

A rule counts when a saved output of one of the game's lessons shows the block that
``zzlib.plot.lesson.quote`` renders for it: the rule's own sentence followed by its section
and id. A rule id mentioned in prose, or beside another sentence, does not count. Lessons are
read as saved (executed and committed), the way a reader sees them on GitHub.

Parametrised per game: a game's lessons folder, its rules and the share they must reach.
"""

from __future__ import annotations

import pathlib

import nbformat
import pytest

from zzlib import zapp

ROOT = pathlib.Path(__file__).resolve().parents[1]

GAMES = [
    # game, lessons folder, RULES, the share of RULES the lessons must quote
    pytest.param("zapp", ROOT / "notebooks" / "zapp-zerapp", zapp.RULES, 0.90, id="zapp"),
]


def quote_block(rule) -> str:
    """The start of the Markdown ``quote(rule)`` shows: the sentence, its section, its id."""
    return f"> *{rule.quote}*  \n> — rulebook, {rule.section} (`{rule.id}`"


def shown_markdown(nb) -> list[str]:
    """Every Markdown output saved in a notebook's code cells."""
    out = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        for o in cell.get("outputs", []):
            md = o.get("data", {}).get("text/markdown")
            if md:
                out.append(md if isinstance(md, str) else "".join(md))
    return out


def quoted(nb, rules) -> set[str]:
    """The ids of ``rules`` whose quote block a notebook's saved outputs show."""
    text = "\n".join(shown_markdown(nb))
    return {rid for rid, r in rules.items() if quote_block(r) in text}


def lessons(folder: pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for p in folder.glob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def coverage(folder: pathlib.Path, rules) -> tuple[set[str], dict[str, set[str]]]:
    """(every rule id quoted in the folder's lessons, the ids per lesson file name)."""
    per = {p.name: quoted(nbformat.read(p, as_version=4), rules) for p in lessons(folder)}
    return set().union(*per.values()) if per else set(), per


@pytest.mark.parametrize(("game", "folder", "rules", "share"), GAMES)
def test_the_lessons_quote_the_rulebook(game, folder, rules, share):
    assert lessons(folder), f"no {game} lessons in {folder}"
    seen, _ = coverage(folder, rules)
    missing = sorted(set(rules) - seen)
    got = len(seen) / len(rules)
    assert got >= share, (
        f"the {game} lessons quote {len(seen)} of {len(rules)} rules ({got:.0%}, need "
        f"{share:.0%}); not quoted: {', '.join(missing)}"
    )


@pytest.mark.parametrize(("game", "folder", "rules", "share"), GAMES)
def test_every_lesson_quotes_a_rule(game, folder, rules, share):
    _, per = coverage(folder, rules)
    silent = [name for name, ids in per.items() if not ids]
    assert not silent, f"{game} lessons that quote no rule: {', '.join(silent)}"


def _notebook_showing(markdown: str):
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("quote(...)")
    cell.outputs = [nbformat.v4.new_output("execute_result", data={"text/markdown": markdown},
                                           execution_count=1)]
    nb.cells = [nbformat.v4.new_markdown_cell(f"See `{'zapp.banish'}` in prose."), cell]
    return nb


def test_a_rule_counts_only_with_its_own_sentence():
    """The count can fail: an id in prose, or an id beside another sentence, is not a quote."""
    from zzlib.plot.lesson import quote

    rule = zapp.RULES["zapp.banish"]
    shown = _notebook_showing(quote(rule)._repr_markdown_())
    assert quoted(shown, zapp.RULES) == {"zapp.banish"}
    wrong = quote_block(rule).replace(rule.quote, "Wizards are sometimes sent home.")
    assert quoted(_notebook_showing(wrong), zapp.RULES) == set()
    assert quoted(_notebook_showing("rule `zapp.banish` applies"), zapp.RULES) == set()


def test_a_refusal_quotes_the_rule_that_refused():
    """``attempt`` shows a refusal with the refusing rule's quote block, which counts."""
    from zzlib.plot.lesson import attempt

    tried = attempt(zapp.move, zapp.Position.from_text("R1:city"), "R1", 3, rules=zapp.RULES)
    assert quoted(_notebook_showing(tried._repr_markdown_()), zapp.RULES) == {
        "zapp.move.past_city"}
