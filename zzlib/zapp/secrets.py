"""What stays secret in Zapp Zerapp, as a pure function: other barrels nobody can tell apart.

The numbers under the barrels are shuffled in secret every round (chance kind ``"barrels"``),
and only the chosen barrels are ever turned over. So the numbers of two barrels nobody chose
may be swapped and no seat, nor a spectator, can tell the two games apart: ``blind_twin``
gives such a swap for every round of a game. ``tests/contract`` replays the game with it and
checks that every view, log line and ``repr`` is the same.
"""

from __future__ import annotations

from typing import Any

from .barrels import LABELS


def blind_twin(game, seat: str | None = None) -> dict[tuple[int, int], Any] | None:
    """Other secret outcomes for ``game``'s log that ``seat`` (and everybody) cannot see:
    ``{(log index, outcome index): value}``, each round's plateau with the numbers of its
    first two unchosen barrels swapped; None when no round has been shuffled yet."""
    rounds: dict[int, set[str]] = {}
    for s in game.states:
        if s.round:
            rounds.setdefault(s.round, set()).update(b for _, b in s.chosen)
    out: dict[tuple[int, int], Any] = {}
    for i, entry in enumerate(game.log):
        for k, o in enumerate(entry.outcomes):
            if o.kind != "barrels":
                continue
            rnd = game.states[i].round
            free = [j for j, b in enumerate(LABELS) if b not in rounds.get(rnd, ())]
            a, b = free[0], free[1]  # at most four of the thirteen are ever chosen
            plateau = list(o.value)
            plateau[a], plateau[b] = plateau[b], plateau[a]
            out[(i, k)] = tuple(plateau)
    return out or None
