"""Every rule id is cited where the engine applies it, so that searching an id finds its code.

In each game's engine sources (its package without ``rules.py`` and ``notes.py``, which quote
the rulebook, ``events.py``, which declares data shapes, ``secrets.py`` and ``bots.py``, which
only read the game: ``zzlib.rulebook.citations``), a rule is cited by a string that is exactly its id (an ``Event``, an ``IllegalMove``,
an ``Option(rule=...)``, a table entry) or by a comment ``# rule: <id>[, <id>...]`` on the
line that applies it. A rule no code applies is marked ``quote_only`` in ``RULES``.
"""

from __future__ import annotations

import pytest

from zzlib.rulebook import citations

from .games import DEFAULTS


@pytest.mark.parametrize("info", DEFAULTS)
def test_every_rule_is_cited_where_it_is_applied_or_marked_quote_only(info):
    cited = citations(info)
    uncited = [r for r, rule in info.rules.items() if r not in cited and not rule.quote_only]
    assert not uncited, (f"{len(uncited)} rule ids of {info.name} appear in no engine code: "
                         + ", ".join(uncited))
    both = [r for r, rule in info.rules.items() if r in cited and rule.quote_only]
    assert not both, f"marked quote_only but cited in code: {both} ({[cited[r] for r in both]})"


@pytest.mark.parametrize("info", DEFAULTS)
def test_every_id_the_code_cites_is_a_rule(info):
    rules = set(info.rules)
    prefixes = {r.rsplit(".", n)[0] for r in rules for n in range(1, r.count("."))}
    unknown = {r: w for r, w in citations(info).items() if r not in rules and r not in prefixes}
    assert not unknown, f"the code cites rule ids {info.name}.RULES does not hold: {unknown}"


@pytest.mark.parametrize("info", DEFAULTS)
def test_every_declared_event_shape_is_a_cited_rule(info):
    cited = citations(info)
    assert set(info.game.EVENTS) <= set(info.rules)
    assert not [r for r in info.game.EVENTS if r not in cited], "a shape for a rule no code emits"


def test_a_rule_comment_and_an_exact_string_count_and_a_docstring_does_not(tmp_path):
    """The scan itself: what counts as a citation."""
    from types import SimpleNamespace

    pkg = tmp_path / "toy"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "game.py").write_text(
        '"""Mentions toy.prose in a docstring."""\n'
        'RAISE = "toy.refused"\n'
        'x = 1  # rule: toy.first, toy.second (why)\n'
        'y = f"toy.formatted"\n')
    (pkg / "rules.py").write_text('QUOTE = "toy.only_quoted"\n')
    found = citations(SimpleNamespace(name="toy", module=SimpleNamespace(
        __file__=str(pkg / "__init__.py"))))
    assert set(found) == {"toy.refused", "toy.first", "toy.second"}
