"""Write the map of every rulebook sentence: ``docs/rulebook-map/<game>.md``, one page a game
(and the test-only game's, ``tests/contract/heap/rulebook-map/heap.md``).

    .venv/bin/python tools/rulebook_map.py            # write every registered game's page
    .venv/bin/python tools/rulebook_map.py --check    # exit 1 if a page is stale or a
                                                      # sentence has no home

Each sentence of the rulebook (``zzlib/<game>/rulebook.txt``) with its home: the rules that
quote it, or its note (``zzlib/<game>/notes.py``: an example and the test that plays it, a
sentence that says a rule again, a hint and the lesson that measures it...). Then each rule:
the engine files that apply it (``zzlib.rulebook.citations``), the test files that name it and
the lessons that quote it (their saved outputs, as ``tools/rule_coverage.py`` reads them).
``tests/test_rulebook_map.py`` runs the check.
"""

from __future__ import annotations

import importlib.util
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.registered import register_test_games  # noqa: E402
from zzlib import GAMES  # noqa: E402
from zzlib.rulebook import KINDS, citations, rulebook_path, sentence_map  # noqa: E402

_spec = importlib.util.spec_from_file_location("rule_coverage", ROOT / "tools" / "rule_coverage.py")
rule_coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rule_coverage)

OUT = ROOT / "docs" / "rulebook-map"


def slug(info) -> str:
    """The game's page name: its docs page's (``docs/zapp-zerapp.md`` -> ``zapp-zerapp``)."""
    return pathlib.Path(info.doc).stem if info.doc else info.name


def page_path(info) -> pathlib.Path:
    """Where the game's map page is: ``rulebook-map/<slug>.md`` beside its docs page
    (``docs/rulebook-map/zapp-zerapp.md``; a test-only game's beside its own page)."""
    folder = ROOT / pathlib.Path(info.doc).parent if info.doc else ROOT / "docs"
    return folder / "rulebook-map" / f"{slug(info)}.md"


def package(info) -> pathlib.Path:
    """The game's package folder (``zzlib/zapp``)."""
    return pathlib.Path(info.module.__file__).resolve().parent


def lessons(info) -> list[pathlib.Path]:
    """The game's lessons: ``notebooks/<slug>/*.ipynb``."""
    return sorted((ROOT / "notebooks" / slug(info)).glob("*.ipynb"))


#: tests about the map and the quotes themselves: naming an id there checks no rule
META_TESTS = {"tests/test_rulebook_map.py", "tests/test_lesson_coverage.py",
              "tests/contract/test_rules_cited.py"}


def named_in(folder: pathlib.Path, ids, skip: pathlib.Path | None = None) -> dict[str, list[str]]:
    """id -> the files under ``folder`` whose text names it as a whole id (not ``META_TESTS``,
    nor under ``skip``: a test-only game's own engine files)."""
    found: dict[str, list[str]] = {i: [] for i in ids}
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(i) for i in
                                                   sorted(ids, key=len, reverse=True))
                         + r")(?![\w]|\.\w)")
    for path in sorted(folder.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in META_TESTS or (skip is not None and skip in path.parents
                                 and not path.name.startswith("test_")):
            continue
        for i in set(pattern.findall(path.read_text(encoding="utf-8"))):
            found[i].append(rel)
    return found


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _files(paths, keep: int = 4) -> str:
    if not paths:
        return "—"
    names = [f"`{p}`" for p in paths[:keep]]
    more = len(paths) - keep
    return ", ".join(names) + (f" and {more} more" if more > 0 else "")


def page(info) -> str:
    """The Markdown page of one game's map."""
    m = sentence_map(info)
    rules = info.rules
    applied = citations(info)
    tests = named_in(ROOT / "tests", list(rules), skip=package(info))
    quoted: dict[str, list[str]] = {r: [] for r in rules}
    for path in lessons(info):
        for r in rule_coverage.quoted(path, rules):
            quoted[r].append(path.relative_to(ROOT).as_posix())
    counts: dict[str, int] = {}
    for s in m:
        kind = "rule" if s.rules else (s.note.kind if s.note else "none")
        counts[kind] = counts.get(kind, 0) + 1
    book = rulebook_path(info).relative_to(ROOT).as_posix()
    notes_path = (package(info) / "notes.py").relative_to(ROOT).as_posix()
    out = [
        f"# {info.title}: every rulebook sentence, and where it lives",
        "",
        f"Made by `tools/rulebook_map.py` from the rulebook inside the project (`{book}`), "
        f"the game's `RULES` and its notes (`{notes_path}`). Do not edit it by "
        "hand: run `.venv/bin/python tools/rulebook_map.py` after changing a rule, a note, a "
        "test or a lesson. `tests/test_rulebook_map.py` fails when this page is stale or a "
        "sentence has no home.",
        "",
        f"**{len(m.sentences)} sentences**: " + ", ".join(
            f"{n} {'quoted by a rule' if k == 'rule' else k.replace('_', ' ')}"
            for k, n in sorted(counts.items(), key=lambda kn: -kn[1])) + ".",
        "",
        "What a note means:",
        "",
    ]
    out += [f"- **{k.replace('_', ' ')}**: {v}." for k, v in KINDS.items()
            if k in counts]
    out += ["", "## The sentences, in the rulebook's order", ""]
    heading = None
    for s in m:
        if s.heading != heading:
            heading = s.heading
            out += ["", f"### {heading or 'Before the first heading'}", "",
                    "| line | sentence | home |", "|---:|---|---|"]
        if s.rules:
            home = ", ".join(f"`{r}`" for r in s.rules)
        elif s.note is None:
            home = "**none**"
        else:
            note = s.note
            home = f"*{note.kind.replace('_', ' ')}*"
            if note.rules:
                home += ": " + ", ".join(f"`{r}`" for r in note.rules)
            if note.test:
                home += f": `{note.test}`"
            if note.lesson:
                home += f": `{note.lesson}`"
            if note.why != KINDS[note.kind]:
                home += f" ({note.why})"
        lines = ", ".join(str(n) for n in s.lines)
        out.append(f"| {lines} | {_cell(s.text)} | {_cell(home)} |")
    out += ["", "## The rules", "",
            "Each rule of the game: the engine files that apply it, the test files that name "
            "it and the lessons that quote it. A decision is a point the rulebook leaves "
            f"open (see [the game's page](../{pathlib.Path(info.doc).name})); a rule marked "
            "*quote only* is a sentence no code applies.", "",
            "| rule | title | applied in | tests | lessons |", "|---|---|---|---|---|"]
    for rid, rule in rules.items():
        where = sorted({w.split(":")[0] for w in applied.get(rid, [])})
        if rule.quote_only:
            code = "*quote only*"
        else:
            code = ", ".join(f"`{w}`" for w in where) or "**nowhere**"
        if tests[rid]:
            tested = _files(tests[rid])
        else:
            tested = "*nothing to check*" if rule.quote_only else "**untested**"
        title = rule.title + (" (a decision)" if rule.decision else "")
        out.append(f"| `{rid}` | {_cell(title)} | {code} | {tested} | "
                   f"{_files([pathlib.Path(p).name for p in quoted[rid]])} |")
    return "\n".join(out) + "\n"


def main(args: list[str]) -> int:
    check = "--check" in args
    register_test_games()  # the test-only games too: the tests map their rulebooks
    bad = 0
    for info in GAMES.values():
        m = sentence_map(info)
        for s in m.homeless:
            print(f"{info.name}: line {s.line} has no home: {s.text}")
            bad += 1
        path = page_path(info)
        path.parent.mkdir(parents=True, exist_ok=True)
        text = page(info)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path.relative_to(ROOT)} is stale: run tools/rulebook_map.py")
                bad += 1
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}: {len(m.sentences)} sentences, "
                  f"{len(m.homeless)} without a home")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
