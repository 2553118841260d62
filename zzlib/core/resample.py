"""Resampling hidden information: another referee game that a seat cannot tell from this one.

``resample(game, seat, rng)`` returns a new game with the same log, as ``seat`` sees it (the
same view for ``seat`` at every step, the same public log), whose secrets are drawn afresh from
what ``seat`` knows: what it saw (its hand, its readings, the cards turned over) fixes them, the
rest is drawn at random. Its chance to come is new too (a fresh seed from ``rng``): the seed of
the game itself is a secret nobody holds, so a fork (``Game.fork``) of the referee's game
would plan with the dice to come. A fair search plays on forks of resampled games (issue #24,
item 10; ``zzlib.core.search``)::

    other = resample(g, "red", random.Random(7))     # a referee game red cannot tell from g
    [other.view("red", at=i) for i in range(len(other.states))]   # == red's views of g

A game with secrets gives its own part through the registry (``GameInfo.resample_secrets``,
``zzlib/<game>/secrets.py: resample(game, seat, rng) -> {"outcomes": {(log index, outcome
index): value}, "moves": {log index: move}}``): the secret chance outcomes and secret moves
(a card played face down) to change, drawn from what ``seat`` has seen and never from the
secrets themselves. This module replays the log with them, every chance outcome forced (the
public ones as they were), under the new seed. Forced outcomes still pending in ``game`` are
the referee's and are not carried over.
"""

from __future__ import annotations

import random
from typing import Any


def _secrets_of(game):
    """The game's own resampling of its secrets, from the registry (None: no secrets)."""
    from zzlib.registry import GAMES  # the registry imports every game: import it late

    info = GAMES.get(game.NAME)
    if info is not None and info.game is type(game):
        return info.resample_secrets
    return None


def resample(game, seat: str | None, rng: random.Random | int, *, trace: bool | None = None):
    """A new referee game consistent with everything ``seat`` has seen of ``game`` (see the
    module docstring); ``seat`` None: a spectator. ``rng`` (a ``random.Random``, or a seed)
    draws the secrets and the new seed. ``trace``: whether the new game builds the sentences of
    its events (default: as ``game`` does)."""
    if seat is not None:
        game._check_seat(seat)
    if not hasattr(rng, "getrandbits"):
        rng = random.Random(rng)
    hook = _secrets_of(game)
    if hook is None and game.SECRETS:
        raise ValueError(f"{game.NAME} has secrets but no resampling of them is registered")
    changes = hook(game, seat, rng) if hook is not None else {}
    return replayed(game, rng.getrandbits(64), changes.get("outcomes", {}),
                    changes.get("moves", {}), game.trace if trace is None else trace)


def replayed(game, seed: Any, outcomes: dict, moves: dict, trace: bool = True):
    """``game`` played again under ``seed``, every chance outcome forced as it was but
    ``outcomes[(log index, outcome index)]``, every move as it was but ``moves[log index]``."""
    new = type(game).new(seed, **game.given_options)
    new.trace = trace
    for i, entry in enumerate(game.log):
        if i == 0:
            continue
        for k, o in enumerate(entry.outcomes):
            new.force(o.kind, outcomes.get((i, k), o.value))
        if entry.kind == "move":
            new.play(moves.get(i, entry.move))
        else:
            new.step()
    left = new.chance.pending()
    if left:  # pragma: no cover - a resampling that changed what is drawn
        raise RuntimeError(f"the replay did not draw a forced {left[0][0]} outcome")
    return new


__all__ = ["replayed", "resample"]
