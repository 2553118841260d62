"""Jasper and Zot's declared bounds (``zzlib.core.bounds``; read by the registry).

A game is one seat's (Jasper's), in plain sight: perfect information. Decisions: Jasper picks
his column once, then each turn places Zot's tokens (when some are drawn), moves and casts, and
may choose which pumpkins are smashed: at most 3 a turn. Every turn that summons draws at least
one token from the bag, which holds 39 tokens in each of the two waves: at most 78 such turns.
After the second wave's bag is empty nothing is summoned; every token on the board moves
toward the path (or, in the patch, toward the nearest pumpkin) each turn, and a zombie next to
a pumpkin smashes it, so the board is empty of zombies, or of pumpkins, within
``(rows + cols) * (pumpkins + 1)`` more turns (argued from the rules, not proved by a machine;
random and greedy games take at most 7). Scores: 10 are taken off for each of the six
pumpkins smashed, and Magical Fire's points have no small bound (a chain's multipliers double
them): no highest score is declared.
"""

from __future__ import annotations

from zzlib.core.bounds import Bounds

from .board import COLS, ROWS
from .game import BAG_SIZE, PUMPKINS


def bounds(options) -> Bounds:
    summoning = 2 * BAG_SIZE
    after = (ROWS + COLS) * (PUMPKINS + 1)
    return Bounds(
        players=(1, 1), score=(-10 * PUMPKINS, None),
        decisions=1 + 3 * (summoning + after), risk=0.0, perfect_information=True,
        why=(f"1 + 3 decisions a turn over at most {summoning} turns that summon (the bag's "
             f"{BAG_SIZE} tokens, twice) and {after} more while the last zombies come down "
             "(argued from the rules; the most seen is 7)"))
