"""Monte Carlo: play many seeded games with bots, serially or on any Executor.

``simulate(game_factory, bots, n)`` plays games with seeds ``seed0 .. seed0+n-1``. Results are
ordered by seed, so a process pool (or a Dask client's executor) gives exactly the serial
answer. ``game_factory(seed)`` returns a new game (for example
``functools.partial(zot.Game.new, flower_supply=None)``); ``bots`` maps each seat to a bot
``(game, rng) -> move``, or is one bot for every seat. The seats are the game's own declared
``game.seats``: a seat without a bot is refused before anything is played. For a pool,
factory and bots must be picklable (module-level functions, ``functools.partial``,
classmethods).

Games are played untraced (``zzlib.core.trace``): no event sentences are built, and the moves,
chance and results are exactly those of a traced game (``trace=True`` builds them anyway).
Work goes to an executor in a few chunks per worker, so start-up and per-task costs stay small.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, as_completed
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from .core.trace import untraced


@dataclass(frozen=True)
class GameRecord:
    seed: int
    winners: tuple[str, ...]
    scores: Mapping[str, float]
    decisions: int
    steps: int


@dataclass(frozen=True)
class SeatStats:
    seat: str
    games: int
    wins: int
    mean_score: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class SimResult:
    """Per-seat results plus every game's record (ordered by seed)."""

    games: tuple[GameRecord, ...]
    seats: Mapping[str, SeatStats] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def lengths(self) -> list[int]:
        return [g.decisions for g in self.games]

    def table(self) -> str:
        lines = [f"{'seat':<10} {'games':>6} {'wins':>6} {'win rate':>9} {'mean score':>11}"]
        for s in self.seats.values():
            lines.append(
                f"{s.seat:<10} {s.games:>6} {s.wins:>6} {s.win_rate:>9.3f} {s.mean_score:>11.2f}"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


def seat_bots(seats, bots: Mapping[str, Callable] | Callable) -> dict[str, Callable]:
    """``bots`` for each of ``seats``, in seat order (one bot given: that bot everywhere); a
    seat without a bot is a ``KeyError`` naming it."""
    if callable(bots):
        return dict.fromkeys(seats, bots)
    missing = [s for s in seats if s not in bots]
    if missing:
        raise KeyError(f"no bot for seat {missing[0]!r}; bots given for {sorted(bots)}, the "
                       f"game's seats are {list(seats)}")
    return {s: bots[s] for s in seats}


def play_game(game_factory: Callable[[int], Any], bots: Mapping[str, Callable] | Callable,
              seed: int, max_decisions: int = 100_000, trace: bool = False) -> GameRecord:
    """Play one game to its end with ``bots`` and return its record (``trace``: build the
    events' sentences too; the record is the same either way)."""
    game = game_factory(seed)
    bots = seat_bots(game.seats, bots)
    game.trace = trace
    with nullcontext() if trace else untraced():  # the bots' look-ahead too
        decisions = _play(game, bots, seed, max_decisions)
    res = game.result
    return GameRecord(seed, tuple(res.winners), dict(res.scores), decisions, len(game.log) - 1)


def _play(game, bots: dict[str, Callable], seed: int, max_decisions: int) -> int:
    rng = random.Random(f"bots:{seed}")
    decisions = 0
    while True:
        who = game.to_move
        if who is None:  # an automatic step next, or the end
            if game.is_over:
                break
            game.advance()
            continue
        game.play(bots[who](game, rng))
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError(f"game {seed} did not end after {max_decisions} decisions")
    return decisions


def _play_chunk(game_factory, bots, seeds, trace: bool = False) -> list[GameRecord]:
    return [play_game(game_factory, bots, s, trace=trace) for s in seeds]


class _Progress:
    """A plain text bar on stdout, redrawn with a carriage return at most ten times a second
    (a terminal and a notebook show it in place; stdout, so a notebook does not colour it as
    an error)."""

    def __init__(self, total: int, enabled: bool):
        self.total, self.done, self.enabled = total, 0, enabled
        self.start = self.shown = time.perf_counter()

    def add(self, k: int) -> None:
        self.done += k
        now = time.perf_counter()
        if not self.enabled or (now - self.shown < 0.1 and self.done < self.total):
            return
        self.shown = now
        frac = self.done / self.total if self.total else 1.0
        bar = "#" * int(30 * frac)
        rate = self.done / max(now - self.start, 1e-9)
        end = "\n" if self.done >= self.total else ""
        sys.stdout.write(f"\r[{bar:<30}] {self.done}/{self.total} games {rate:6.1f}/s{end}")
        sys.stdout.flush()


def simulate(game_factory: Callable[[int], Any], bots: Mapping[str, Callable] | Callable,
             n: int, executor: Executor | None = None, progress: bool = True, seed0: int = 0,
             chunk: int | None = None, trace: bool = False) -> SimResult:
    """Play ``n`` seeded games and return per-seat wins and mean scores, plus each game.

    ``chunk``: games per task sent to ``executor`` (default: 1/32 of the games, at most 50);
    ``trace``: build the events' sentences (the records are the same either way)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be a whole number of games >= 1, got {n!r}")
    bots = seat_bots(game_factory(seed0).seats, bots)  # the declared seats, before any play
    seeds = list(range(seed0, seed0 + n))
    start = time.perf_counter()
    bar = _Progress(n, progress)
    records: list[GameRecord] = []
    if executor is None:
        for s in seeds:
            records.append(play_game(game_factory, bots, s, trace=trace))
            bar.add(1)
    else:
        size = chunk or max(1, min(50, n // 32 or 1))  # small tasks: the workers end together
        futures = [
            executor.submit(_play_chunk, game_factory, dict(bots), seeds[i:i + size], trace)
            for i in range(0, n, size)
        ]
        for f in as_completed(futures):
            part = f.result()
            records.extend(part)
            bar.add(len(part))
        records.sort(key=lambda r: r.seed)
    seats: dict[str, SeatStats] = {}
    for seat in bots:
        wins = sum(seat in r.winners for r in records)
        scores = [r.scores.get(seat, 0) for r in records]
        seats[seat] = SeatStats(seat, len(records), wins, sum(scores) / len(scores))
    return SimResult(tuple(records), seats, time.perf_counter() - start)
