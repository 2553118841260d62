"""Every sentence of every rulebook has a home (``zzlib.rulebook``), and the map's pages under
``docs/rulebook-map/`` say so as things are now (``tools/rulebook_map.py``).

Parametrised over the registry: a game registered with a rulebook is mapped with no test
edited.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import pytest

from zzlib import GAMES, zapp
from zzlib.registry import BUILT_IN
from zzlib.rulebook import (
    Note,
    build_map,
    example,
    flavour,
    normal,
    notes,
    rulebook_path,
    says_again,
    sentence_map,
    split_sentences,
)

from .conftest import RULEBOOKS, SHARED_RULEBOOKS

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rulebook_map", ROOT / "tools" / "rulebook_map.py")
rulebook_map = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rulebook_map)

INFOS = [pytest.param(info, id=info.name) for info in GAMES.values()]


@pytest.mark.parametrize("info", INFOS)
def test_every_sentence_of_the_rulebook_has_a_home(info):
    m = sentence_map(info)
    lines = {n for n, line in enumerate(rulebook_path(info).read_text(encoding="utf-8")
                                        .splitlines(), start=1) if line.strip()}
    assert lines and {n for s in m.sentences for n in s.lines} == lines, (
        "the rulebook was not read: some line has no sentence")
    homeless = [f"line {s.line}: {s.text}" for s in m.homeless]
    assert not homeless, (f"{len(homeless)} sentences of {info.title}'s rulebook have no home "
                          f"(quote them in a rule of zzlib/{info.name}/rules.py, or note what "
                          f"they are in zzlib/{info.name}/notes.py):\n" + "\n".join(homeless))
    assert not m.unknown_notes, f"notes for sentences the rulebook does not hold: {m.unknown_notes}"
    assert not m.overlaps, f"sentences both quoted by a rule and noted: {m.overlaps}"


@pytest.mark.parametrize("info", INFOS)
def test_every_note_points_at_something_real(info):
    """An example's test exists, a sentence said again names rules that exist, a hint's
    lesson holds the hint."""
    for s in sentence_map(info):
        note = s.note
        if note is None:
            continue
        for rid in note.rules:
            assert rid in info.rules, f"{s.text!r} says again {rid}, which is no rule"
        if note.kind == "example":
            path, _, name = note.test.partition("::")
            assert name and (ROOT / path).exists(), f"{s.text!r}: no test {note.test}"
            assert re.search(rf"^def {re.escape(name)}\(", (ROOT / path).read_text(),
                             re.M), f"{s.text!r}: {path} has no test {name}"
        if note.kind == "advice":
            assert normal(s.text) in lesson_text(ROOT / note.lesson), (
                f"{note.lesson} does not quote {s.text!r}")


def lesson_text(path: pathlib.Path) -> str:
    """A lesson's cells and saved Markdown outputs as plain text: quote marks (``> ``) and
    emphasis taken out, white space single."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    parts = []
    for cell in nb["cells"]:
        parts.append("".join(cell["source"]))
        for out in cell.get("outputs", []):
            md = out.get("data", {}).get("text/markdown", "")
            parts.append(md if isinstance(md, str) else "".join(md))
    text = re.sub(r"(^|\n)\s*>\s?", " ", "\n".join(parts))
    return normal(text.replace("*", ""))


@pytest.mark.parametrize("info", INFOS)
def test_the_map_page_is_as_the_tool_writes_it(info):
    path = rulebook_map.page_path(info)
    assert path.exists(), f"no {path.relative_to(ROOT)}: run tools/rulebook_map.py"
    assert path.read_text(encoding="utf-8") == rulebook_map.page(info), (
        f"{path.relative_to(ROOT)} is stale: run .venv/bin/python tools/rulebook_map.py")


@pytest.mark.parametrize("info", INFOS)
def test_every_rule_is_applied_and_tested_or_says_why_not(info):
    """The map's rule table: each rule is applied by the engine and named by a test that
    checks it (``@pytest.mark.rule``), or is quote only."""
    text = rulebook_map.page(info)
    rows = [line for line in text.splitlines() if line.startswith(f"| `{info.name}.")]
    assert len(rows) == len(info.rules)
    for flaw in ("**nowhere**", "**untested**"):
        bad = [row.split("|")[1].strip() for row in rows if flaw in row]
        assert not bad, f"rules of {info.name} {flaw.strip('*')}: {', '.join(bad)}"


@pytest.mark.parametrize("name", sorted(RULEBOOKS))
def test_the_rulebook_inside_the_project_is_the_teams(name):
    """The copy a user's clone reads is the rulebook the team keeps (when it is beside us)."""
    shared = SHARED_RULEBOOKS / name
    if not shared.exists():
        pytest.skip("the team's shared folder is not beside this checkout")
    assert RULEBOOKS[name].read_text(encoding="utf-8") == shared.read_text(encoding="utf-8")
    # every game zzlib ships has the team's rulebook (a test-only game keeps its own)
    assert {rulebook_path(GAMES[name]) for name in BUILT_IN} == set(RULEBOOKS.values())


# -- the map itself ---------------------------------------------------------------------------

def test_sentences_split_at_full_stops_but_not_after_abbreviations_or_list_letters():
    assert split_sentences("He has two choices. a. He can play, or, b. He can buy. "
                           "It costs 3 (e.g. a red one). Done!") == [
        "He has two choices.", "a. He can play, or, b. He can buy.",
        "It costs 3 (e.g. a red one).", "Done!"]


BOOK = """Toy Rulebook
Setup
Put the stones in a heap. Roll a die (e.g. a green one).
Each player takes one stone. The heap looks lovely.
Example: Ann takes one stone.
"""


def _rules(**quotes):
    from zzlib.core import Rule
    return {rid.replace("_", "."): Rule(rid.replace("_", "."), "t", q, "Setup")
            for rid, q in quotes.items()}


def test_a_sentence_no_rule_quotes_and_no_note_names_has_no_home():
    rules = _rules(toy_heap="Put the stones in a heap.", toy_take="Each player takes one stone.")
    m = build_map(BOOK, rules, {})
    assert [s.text for s in m.homeless] == [
        "Roll a die (e.g. a green one).", "The heap looks lovely.",
        "Example: Ann takes one stone."]
    by_text = {s.text: s for s in m}
    assert by_text["Put the stones in a heap."].rules == ("toy.heap",)
    assert by_text["Setup"].note.kind == "title" and by_text["Setup"].heading == "Setup"
    noted = notes(flavour("The heap looks lovely."),
                  example("tests/x.py::test_ann", "Example: Ann takes one stone."),
                  says_again("toy.heap", "Roll a die (e.g. a green one)."))
    m = build_map(BOOK, rules, noted)
    assert not m.homeless and not m.unknown_notes and not m.overlaps


def test_a_rule_quoting_part_of_a_sentence_or_pieces_around_dots_homes_it():
    rules = _rules(toy_die="...Roll a die...", toy_both="Put the stones in a heap. Roll a die")
    by_text = {s.text: s.rules for s in build_map(BOOK, rules, {})}
    assert by_text["Roll a die (e.g. a green one)."] == ("toy.die", "toy.both")
    assert by_text["Put the stones in a heap."] == ("toy.both",)


def test_a_quote_the_rulebook_does_not_hold_is_an_error_naming_the_rule():
    with pytest.raises(ValueError, match="toy.gone"):
        build_map(BOOK, _rules(toy_gone="Stones are never taken."), {})


def test_a_stale_note_and_a_sentence_with_two_homes_are_reported():
    rules = _rules(toy_heap="Put the stones in a heap.")
    m = build_map(BOOK, rules, notes(flavour("Put the stones in a heap.", "Gone sentence.")))
    assert m.overlaps == ("Put the stones in a heap.",)
    assert m.unknown_notes == ("Gone sentence.",)
    with pytest.raises(ValueError, match="noted twice"):
        notes(flavour("A."), flavour("A."))
    with pytest.raises(ValueError, match="kind"):
        Note("gossip")


def test_a_passage_printed_twice_is_one_sentence_on_both_lines():
    m = build_map(BOOK + "Each player takes one stone.\n",
                  _rules(toy_take="Each player takes one stone."), {})
    take = [s for s in m if s.text == "Each player takes one stone."]
    assert len(take) == 1 and take[0].lines == (4, 6)


def test_the_zapp_rules_the_lessons_issue_named_are_homes_now():
    """The seven sentences the Zapp Zerapp lessons issue found without a rule id."""
    m = {s.text: s.rules for s in sentence_map(GAMES["zapp"])}
    assert "zapp.barrels.two_hands" in m[
        "...to hold more than two barrels in your hands at the same time."]
    assert "zapp.pro.carry_choice" in m[
        "They may freely decide whether to carry along one, several, all, or none of them."]
    assert "zapp.magic.dice_lie" in m[
        "The dice are left lying (for checking purposes) until the next round."]
    assert zapp.RULES["zapp.order.next"].quote in {normal(k) for k in m}
