"""Corrupted save files: how many are refused clearly, load identically, or anything else.

    python bench/corrupt_saves.py                 # 3000 corrupted saves
    python bench/corrupt_saves.py --saves 10000 --seed 1

Starts from saves of all three games (early and late, with forced outcomes), corrupts each
one way (truncate, flip characters, change numbers and strings, drop and add fields, reorder
and repeat log entries, deep nesting, huge numbers, wrong types, forced outcomes added or
changed, another seed or options; see ``tests/core/corrupt.py``), and loads it with
``Game.from_json``. Half the edited files are re-signed first (their ``digest`` recomputed,
as a student could): those must be refused or load as exactly the game they describe.
Goal: nothing else.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
import time
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from tests.core.corrupt import CORRUPTIONS, base_games, judge, resign  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=3000, help="corrupted saves to try")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    bases = [(name, g, g.to_json()) for name, g in base_games()]
    names = sorted(CORRUPTIONS)
    rows: dict[str, Counter] = {n: Counter() for n in names}
    others: list[str] = []
    by_signing: dict[str, Counter] = {"as corrupted": Counter(), "re-signed": Counter()}
    t0 = time.perf_counter()
    for i in range(args.saves):
        base, game, text = bases[i % len(bases)]
        name = names[rng.randrange(len(names))]
        bad = CORRUPTIONS[name](text, rng)
        signed = None
        if i % 2:
            signed = resign(bad)
        verdict = judge(game, signed if signed is not None else bad, signed is not None)
        kind = verdict if not verdict.startswith("other") else "other"
        rows[name][kind] += 1
        rows[name]["signed" if signed is not None else "unsigned"] += 1
        by_signing["re-signed" if signed is not None else "as corrupted"][kind] += 1
        if kind == "other":
            others.append(f"{base} / {name}{' (re-signed)' if signed else ''}: {verdict}")
    seconds = time.perf_counter() - t0
    cols = ("refused", "identical", "faithful", "other")
    print(f"{'corruption':<22}{'tried':>7}{'re-signed':>10}" + "".join(f"{c:>10}" for c in cols))
    total = Counter()
    for n in names:
        r = rows[n]
        tried = r["signed"] + r["unsigned"]
        total.update(r)
        print(f"{n:<22}{tried:>7}{r['signed']:>10}" + "".join(f"{r[c]:>10}" for c in cols))
    tried = total["signed"] + total["unsigned"]
    print(f"{'all':<22}{tried:>7}{total['signed']:>10}" + "".join(f"{total[c]:>10}" for c in cols))
    for how, c in by_signing.items():
        print(f"{how:<22}{sum(c.values()):>7}{'':>10}" + "".join(f"{c[k]:>10}" for k in cols))
    print(f"({tried / seconds:.0f} saves/s; 'faithful': a re-signed edit that loads as exactly "
          "the game it describes)")
    for line in others[:20]:
        print("  OTHER", line)
    return 1 if others else 0


if __name__ == "__main__":
    sys.exit(main())
