"""Which of a game's rules do the lessons quote? Read from the lessons' saved outputs.

    .venv/bin/python tools/rule_coverage.py zank notebooks/zankapfel/*.ipynb

A rule counts as shown when a notebook's saved output holds its ``quote(...)`` block (the
rulebook's sentence followed by its rule id, as ``zzlib.plot.lesson.quote`` renders it). Prints
each lesson's rule ids, the coverage of the game's ``RULES`` and the rules no lesson quotes.
"""

from __future__ import annotations

import importlib
import json
import pathlib
import re
import sys

# ``quote`` renders "> — rulebook, <section> (`<rule id>`" in Markdown
QUOTED = re.compile(r"— rulebook, [^\n]*?\(`([a-z0-9_.]+)`")


def quoted_rules(path: pathlib.Path) -> set[str]:
    """The rule ids whose quote is in the saved outputs of the notebook at ``path``."""
    nb = json.loads(pathlib.Path(path).read_text())
    found: set[str] = set()
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = out.get("data", {}).get("text/markdown", "")
            found |= set(QUOTED.findall("".join(text)))
    return found


def coverage(game: str, paths) -> tuple[float, dict[str, set[str]], set[str]]:
    """(share of ``zzlib.<game>.RULES`` quoted, rule ids per notebook, ids quoted nowhere)."""
    rules = importlib.import_module(f"zzlib.{game}").RULES
    per = {str(p): quoted_rules(p) for p in paths}
    shown = set().union(*per.values()) if per else set()
    unknown = shown - set(rules)
    if unknown:
        raise ValueError(f"the lessons quote rule ids that zzlib.{game}.RULES does not hold: "
                         f"{sorted(unknown)}")
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
