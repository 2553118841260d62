"""Which of a game's rules do the lessons quote? Read from the lessons' saved outputs.

    .venv/bin/python tools/rule_coverage.py zank notebooks/zankapfel/*.ipynb

A rule counts as shown when a notebook's saved output holds the block that
``zzlib.plot.lesson.quote`` renders for it: the rulebook's own sentence followed by its section
and rule id. Where two rules share a sentence (a rule and the decision that reads it), the
sentence may be shown once with both ids on its attribution line, separated by ``; ``
(``zzlib.plot.zapp.quote``). A rule id mentioned in prose, or beside another sentence, does
not count. Lessons are read as saved (executed and committed), the way a reader sees them on GitHub. Prints each
lesson's rule ids, the coverage of the game's ``RULES`` and the rules no lesson quotes.
"""

from __future__ import annotations

import importlib
import json
import pathlib
import re
import sys

# ``quote`` renders "> — rulebook, <section> (`<rule id>`" under each sentence, in Markdown
QUOTED_ID = re.compile(r"— rulebook, [^\n]*?\(`([a-z0-9_.]+)`")
# a further id on the same attribution line: "(`a`; `b`, a decision: ...)"
SHARED_ID = re.compile(r"; `([a-z0-9_.]+)`")


def quote_block(rule) -> str:
    """The start of the Markdown ``quote(rule)`` shows: the sentence, its section, its id."""
    return f"> *{rule.quote}*  \n> — rulebook, {rule.section} (`{rule.id}`"


def shares_block(rule, text: str) -> bool:
    """Whether ``text`` shows ``rule``'s sentence and section with its id as a further id on
    the attribution line (a sentence two rules share, shown once)."""
    head = f"> *{rule.quote}*  \n> — rulebook, {rule.section} ("
    start = text.find(head)
    while start >= 0:
        line = text[start + len(head):].split("\n", 1)[0]
        if rule.id in SHARED_ID.findall(line):
            return True
        start = text.find(head, start + 1)
    return False


def shown_markdown(path: pathlib.Path) -> str:
    """Every Markdown output saved in a notebook's code cells, joined."""
    nb = json.loads(pathlib.Path(path).read_text())
    out = []
    for cell in nb["cells"]:
        for o in cell.get("outputs", []):
            md = o.get("data", {}).get("text/markdown", "")
            out.append(md if isinstance(md, str) else "".join(md))
    return "\n".join(out)


def quoted(path: pathlib.Path, rules) -> set[str]:
    """The ids of ``rules`` whose quote block the notebook at ``path`` shows; a quoted id that
    ``rules`` does not hold is a ``ValueError`` (a lesson quoting a rule that is gone)."""
    text = shown_markdown(path)
    attributions = [line for line in text.split("\n") if "— rulebook, " in line]
    shown_ids = set(QUOTED_ID.findall(text))
    shown_ids |= {i for line in attributions for i in SHARED_ID.findall(line)}
    unknown = shown_ids - set(rules)
    if unknown:
        raise ValueError(f"{pathlib.Path(path).name} quotes rule ids the game does not hold: "
                         f"{sorted(unknown)}")
    return {rid for rid, r in rules.items() if quote_block(r) in text or shares_block(r, text)}


def coverage(game: str, paths) -> tuple[float, dict[str, set[str]], set[str]]:
    """(share of ``zzlib.<game>.RULES`` quoted, rule ids per notebook, ids quoted nowhere)."""
    rules = importlib.import_module(f"zzlib.{game}").RULES
    per = {str(p): quoted(p, rules) for p in paths}
    shown = set().union(*per.values()) if per else set()
    return len(shown) / len(rules), per, set(rules) - shown


def main(args: list[str]) -> int:
    if len(args) < 2:
        print(__doc__)
        return 2
    game, paths = args[0], [pathlib.Path(a) for a in args[1:]]
    share, per, missing = coverage(game, paths)
    total = len(importlib.import_module(f"zzlib.{game}").RULES)
    for path, ids in per.items():
        print(f"{path}: {len(ids)} rules")
    print(f"quoted: {total - len(missing)} of {total} rules ({share:.0%})")
    print("not quoted: " + (", ".join(sorted(missing)) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
