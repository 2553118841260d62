"""What stays secret in Zapp Zerapp, as pure functions: other barrels nobody can tell apart, and
a game drawn afresh from all one seat knows.

The numbers under the barrels are shuffled in secret every round (chance kind ``"barrels"``),
and only the chosen barrels are ever turned over. Each seat reads the barrels on the plateau
at its turn to choose (its rattle readings: number + its own noise, kind ``"shake.<seat>"``),
and its view holds those readings. So the numbers of two barrels nobody chose may be swapped,
with every seat's noise for those two barrels moved by the difference, and no seat, nor a
spectator, can tell the two games apart: ``blind_twin`` gives such a swap for every round of a
game. ``tests/contract`` replays the game with it and checks that every view, log line and
``repr`` is the same.

``resample(game, seat, rng)`` (through ``zzlib.core.resample``) draws every round's numbers
again from what ``seat`` knows of them: the numbers turned over, and ``seat``'s own readings
(weighted by the Gaussian noise they carry, by Metropolis steps over swaps started from the
numbers in the order of the readings, never from the game's own); every other seat's noise is
drawn afresh and ``seat``'s own is what keeps its readings.
"""

from __future__ import annotations

import math
from typing import Any

from .barrels import LABELS, NUMBERS

#: Metropolis steps (swaps proposed) per hidden barrel of the round being played, in
#: ``resample``, and of a round over (its numbers change nothing to come: fewer steps)
STEPS_PER_BARREL = 40
STEPS_PER_BARREL_PAST = 10


def noise_for(reading: float, number: int) -> float | None:
    """A noise that makes ``number`` read exactly ``reading`` (``rattle(number, noise) ==
    reading``, to the last bit), or None when no float does: the readings are floats, and a
    noise larger than the reading itself cannot always land on it, so a reading's last bits
    can rule a far number out."""
    n = reading - number
    for m in (n, math.nextafter(n, math.inf), math.nextafter(n, -math.inf)):
        if number + m == reading:
            return m
    return None


def _rounds(game) -> dict[int, dict]:
    """Per round: the log indices of its shuffle (``barrels``) and roll (``shake.<p>``)
    outcomes, and the barrels chosen in it."""
    out: dict[int, dict] = {}
    states = game.states
    for i, entry in enumerate(game.log):
        rnd = states[i].round
        for k, o in enumerate(entry.outcomes):
            if o.kind == "barrels":
                out.setdefault(rnd, {"noise": {}})["barrels"] = (i, k, o.value)
            elif o.kind.startswith("shake."):
                out.setdefault(rnd, {"noise": {}})["noise"][o.kind[6:]] = (i, k, o.value)
    last = {}
    for i, s in enumerate(states):
        if s.round:
            last[s.round] = i
    for rnd, r in out.items():
        r["last"] = last[rnd]
        r["state"] = s = states[last[rnd]]
        r["chosen"] = dict(s.chosen)
    return out


def blind_twin(game, seat: str | None = None) -> dict[tuple[int, int], Any] | None:
    """Other secret outcomes for ``game``'s log that ``seat`` (and everybody) cannot see:
    ``{(log index, outcome index): value}``, each round's plateau with the numbers of two
    unchosen barrels swapped (the first pair that can be), and every seat's noise for those
    two barrels moved so that its readings stay as they were, to the last bit; None when no
    round can be changed (none shuffled yet, or with exact shaking, ``shake_noise=0``, every
    round read already)."""
    out: dict[tuple[int, int], Any] = {}
    for r in _rounds(game).values():
        if "barrels" not in r:
            continue
        i, k, plateau = r["barrels"]
        taken = set(r["chosen"].values())
        free = [j for j, b in enumerate(LABELS) if b not in taken]
        if r["state"].magic is not None and not r["noise"]:
            continue  # exact shaking: the first to choose read every number
        for a, b in ((a, b) for x, a in enumerate(free) for b in free[x + 1:]):
            noises = {}
            for ni, nk, noise in r["noise"].values():
                moved = list(noise)
                moved[a] = noise_for(plateau[a] + noise[a], plateau[b])
                moved[b] = noise_for(plateau[b] + noise[b], plateau[a])
                if moved[a] is None or moved[b] is None:
                    break
                noises[(ni, nk)] = tuple(moved)
            else:
                swapped = list(plateau)
                swapped[a], swapped[b] = swapped[b], swapped[a]
                out[(i, k)] = tuple(swapped)
                out.update(noises)
                break
    return out or None


def resample(game, seat: str, rng) -> dict:
    """The changes that make another game ``seat`` cannot tell from ``game`` (for
    ``zzlib.core.resample``): ``{"outcomes": {(log index, outcome index): value}}``. Reads of
    each round only what ``seat`` saw: the numbers turned over and its own readings."""
    sigma = game.options["shake_noise"]
    out: dict[tuple[int, int], Any] = {}
    rounds = _rounds(game)
    for rnd, r in rounds.items():
        if "barrels" not in r:
            continue
        s = r["state"]
        revealed = {r["chosen"][p]: n for p, n in s.revealed}  # barrel -> number, public
        readings = game.view(seat, at=r["last"])["readings"]
        steps = STEPS_PER_BARREL if rnd == max(rounds) else STEPS_PER_BARREL_PAST
        plateau = _draw_plateau(revealed, readings, sigma, rng, steps)
        i, k, _ = r["barrels"]
        out[(i, k)] = plateau
        for p, (ni, nk, _) in r["noise"].items():
            noise = [rng.gauss(0.0, sigma) for _ in LABELS]
            if p == seat:  # its own readings stay: the noise is what is left of them
                for j, b in enumerate(LABELS):
                    if b in readings:
                        noise[j] = noise_for(readings[b], plateau[j])
            out[(ni, nk)] = tuple(noise)
    return {"outcomes": out}


def _draw_plateau(revealed: dict[str, int], readings: dict[str, float], sigma: float,
                  rng, steps: int = STEPS_PER_BARREL) -> tuple[int, ...]:
    """Numbers for barrels A-M: ``revealed`` where turned over; the others a random order of
    the numbers left, each order weighted by the Gaussian likelihood of ``readings`` (exact
    readings, ``sigma`` 0, fix their barrels)."""
    hidden = [b for b in LABELS if b not in revealed]
    left = [n for n in NUMBERS if n not in revealed.values()]
    plateau = dict(revealed)
    if sigma == 0:
        for b in hidden:
            if b in readings:
                plateau[b] = round(readings[b])
        rest = [b for b in hidden if b not in readings]
        free = [n for n in left if n not in plateau.values()]
        rng.shuffle(free)
        plateau.update(zip(rest, free))
        return tuple(plateau[b] for b in LABELS)
    # log-likelihood of number n under barrel b: -(reading - n)^2 / (2 sigma^2), or None
    # when no noise makes n read exactly the reading (``noise_for``): that order is impossible
    scale = -1.0 / (2.0 * sigma * sigma)
    weight = [[0.0 if b not in readings else
               (readings[b] - n) ** 2 * scale if noise_for(readings[b], n) is not None
               else None for n in left] for b in hidden]
    n = len(hidden)
    assign = _start(weight, rng)  # barrel j holds left[assign[j]]
    if n > 1:
        rand, exp = rng.random, math.exp
        for _ in range(steps * n):
            a, b = int(rand() * n), int(rand() * n)
            if a == b:
                continue
            xa, xb = assign[a], assign[b]
            wa, wb = weight[a], weight[b]
            if wa[xb] is None or wb[xa] is None:
                continue  # an order the readings rule out
            delta = wa[xb] + wb[xa] - wa[xa] - wb[xb]
            if delta >= 0 or rand() < exp(delta):
                assign[a], assign[b] = xb, xa
    for j, b in enumerate(hidden):
        plateau[b] = left[assign[j]]
    return tuple(plateau[b] for b in LABELS)


def _start(weight: list[list[float | None]], rng) -> list[int]:
    """A first order for the Metropolis steps that every reading allows: each barrel takes the
    likeliest number still free, and a barrel left without one takes a number from another
    that can move (augmenting paths: one exists, the game's own order)."""
    n = len(weight)
    prefs = []
    for row in weight:
        allowed = [x for x, w in enumerate(row) if w is not None]
        rng.shuffle(allowed)  # ties (and unread barrels) in random order
        allowed.sort(key=lambda x: -row[x])
        prefs.append(allowed)
    holder: list[int | None] = [None] * n  # number -> barrel

    def place(j: int, seen: set[int]) -> bool:
        for x in prefs[j]:
            if x in seen:
                continue
            seen.add(x)
            if holder[x] is None or place(holder[x], seen):
                holder[x] = j
                return True
        return False

    for j in sorted(range(n), key=lambda j: len(prefs[j])):
        if not place(j, set()):  # pragma: no cover - the game's own order is one
            raise RuntimeError("no order of the numbers reproduces the readings")
    assign = [0] * n
    for x, j in enumerate(holder):
        assign[j] = x
    return assign
