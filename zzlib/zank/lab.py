"""The strategy lab of lesson 6: what seeded bot games say, read back from the games.

Every helper reads finished games (their positions, ``game.states``, and their public log)
and returns plain figures; the lesson shows them as labelled tables.

    from zzlib.zank import lab
    game, record = lab.bots_game(0)          # seed 0, four sensible bots, as ``simulate`` plays it
    lab.last_chip(game)                      # ('revealed and scored', 0)
    lab.mean_and_half([1, 2, 3])             # (2.0, 1.13...): a mean and its 95% half-width
    traced, _ = lab.bots_game(0, trace=True)  # with the sentences the public log reads
    lab.contention_figures([traced]).table() # how long contentions took, what they cost
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import sqrt
from typing import NamedTuple

from ..simulate import GameRecord, play_game
from . import bots as _bots
from .game import Game
from .moves import AcceptBribe, Bribe, BuyApple, PlayApple
from .odds import Table
from .traces import contention_traces

# --- playing games -------------------------------------------------------------------------


def bots_game(seed: int, bots: Mapping[str, Callable] | Callable = _bots.sensible,
              trace: bool = False, **options) -> tuple[Game, GameRecord]:
    """Game ``seed`` (with ``options``, as for ``Game.new``) played to its end by ``bots`` (a
    bot for each seat, or one bot for all), exactly as ``simulate`` plays it: the game and its
    record. ``trace``: build every event's sentence too (the game is the same either way)."""
    made = []

    def factory(s):
        made.append(Game.new(seed=s, **options))
        return made[-1]

    record = play_game(factory, bots, seed, trace=trace)
    return made[0], record


# --- a mean and its interval -------------------------------------------------------------


def mean_and_half(xs: Sequence[float]) -> tuple[float, float]:
    """The mean of ``xs`` and the half-width of its 95% interval (normal approximation)."""
    m = sum(xs) / len(xs)
    sd = sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))
    return m, 1.96 * sd / sqrt(len(xs))


# --- the end by chips: three readings ------------------------------------------------------


def last_chip(game) -> tuple[str, int] | None:
    """What became of the round in which the mayor took the last harvest chip ("revealed and
    scored" or "never revealed"), and how many rounds began after it; None when chips are
    left (the track ended the game)."""
    if game.state.chips:
        return None
    k = max(i for i, s in enumerate(game.states) if s.chips) + 1  # the step that took it
    rnd = game.states[k].round
    scored = any(s.revealed for s in game.states[k:] if s.round == rnd)
    return ("revealed and scored" if scored else "never revealed"), game.state.round - rnd


class ReadingCount(NamedTuple):
    """One reading of the end by chips over seeded games: how many the chips ended, and the
    seeds whose winners differ from the default reading's."""

    by_chips: int
    games: int
    changed: tuple[int, ...]


def readings_against(by_reading: Mapping[str, Sequence], seeds: Sequence[int],
                     default: str = "round") -> dict[str, ReadingCount]:
    """For each reading (``by_reading``: the reading's finished games, one per seed of
    ``seeds``, in order): the games ended by the chips and the seeds with another winner
    than under ``default``."""
    base = by_reading[default]
    out = {}
    for reading, games in by_reading.items():
        changed = tuple(seed for seed, g, d in zip(seeds, games, base)
                        if g.result.winners != d.result.winners)
        out[reading] = ReadingCount(sum(not g.state.chips for g in games), len(games), changed)
    return out


# --- which end comes first -----------------------------------------------------------------


def track_ending(history: Mapping[str, Sequence[tuple[float, int]]], rounds: int,
                 chips_winners: Sequence[str], track: int) -> tuple[int, str, tuple[str, ...]]:
    """How a game ends on a track of ``track`` spaces, read from the same game played on a
    track nobody reached: ``history`` (each farmer's ``(x, position)`` after every change,
    round ``r`` spanning ``r - 1`` to ``r``, as ``zzlib.plot.zank.track_history`` gives it),
    its ``rounds`` and its winners by the chips. The answer: the last round, ``"track"`` or
    ``"chips"``, and the winners (those who went round furthest, at the round's end)."""
    for r in range(1, rounds + 1):
        reached = [p for p, h in history.items()
                   if any(r - 1 < x <= r and pos >= track for x, pos in h)]
        if reached:  # gone round this round: the furthest of them at the round's end
            end = {p: pos for p, h in history.items() for x, pos in h if x == r}
            best = max(end[p] for p in reached)
            return r, "track", tuple(p for p in reached if end[p] == best)
    return rounds, "chips", tuple(chips_winners)


# --- where each seat stands, round by round --------------------------------------------------


def round_ends(game) -> list[tuple[int, ...]]:
    """Each seat's position at the end of every round, in seat order (index 0: the start)."""
    ends = {}
    for state in game.states:
        ends[state.round] = state.positions
    return [ends[r] for r in sorted(ends)]


def bought_in_round(game, rnd: int = 1) -> list[str]:
    """The seats that bought a card in round ``rnd``, in the order they bought."""
    return [e.move.player for s, e in zip(game.states, game.log[1:])
            if s.round == rnd and isinstance(e.move, BuyApple)]


@dataclass(frozen=True)
class Standing:
    """Where one seat stood over many games, on average: the share of games it bought a card
    in round 1, its position after round 1 and after the first lap (every seat led once),
    what it gained after the lap (mean and 95% half-width), and its final position."""

    bought_first: float
    after_first: float
    after_lap: float
    gained: tuple[float, float]
    end: float


def standings(games: Sequence) -> dict[str, Standing]:
    """Each seat's ``Standing`` over ``games`` (finished, the same seats, each longer than a
    lap: as many rounds as seats)."""
    seats = games[0].seats
    lap, n = len(seats), len(games)
    ends = [round_ends(g) for g in games]
    buys = [bought_in_round(g, 1) for g in games]
    out = {}
    for i, seat in enumerate(seats):
        out[seat] = Standing(sum(seat in b for b in buys) / n,
                             sum(e[1][i] for e in ends) / n,
                             sum(e[lap][i] for e in ends) / n,
                             mean_and_half([e[-1][i] - e[lap][i] for e in ends]),
                             sum(e[-1][i] for e in ends) / n)
    return out


# --- contentions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ContentionFigures:
    """What the finished contentions of some games cost and how they went (see
    ``contention_figures``)."""

    games: int
    bids: tuple[int, ...]        # bids each contention took (1: no tie)
    mirror_ties: int             # ties of the same card with no dice
    paid: tuple[int, ...]        # points paid for dice in each contention, all contenders
    payer_contests: int          # contentions where someone paid more for dice than another
    payer_won: int               # ... won by one who paid most
    winner_gain: tuple[int, ...]  # each winner's apple less his own dice

    @property
    def contentions(self) -> int:
        return len(self.bids)

    def table(self, who: str = "four sensible bots") -> Table:
        """The figures as a labelled table (``who``: the players, for the title)."""
        n = self.contentions
        if not n:
            return Table(f"No contention in {self.games} games of {who}", ("", "value"), ())
        return Table(f"{n} contentions in {self.games} games of {who}", ("", "value"), (
            ("contentions a game", f"{n / self.games:.1f}"),
            ("bids a contention (1: no tie)", f"{sum(self.bids) / n:.2f}"),
            ("contentions settled at the first bid", f"{self.bids.count(1) / n:.0%}"),
            ("the longest contention, in bids", max(self.bids)),
            ("ties of the same card with no dice, a contention", f"{self.mirror_ties / n:.2f}"),
            ("points paid for dice, a contention (all contenders)", f"{sum(self.paid) / n:.1f}"),
            ("contentions where someone paid more for dice", self.payer_contests),
            ("... won by the one who paid most",
             f"{self.payer_won} ({self.payer_won / self.payer_contests:.0%})"
             if self.payer_contests else "0"),
            ("the winner's apple less his dice, on average", f"{sum(self.winner_gain) / n:.1f}"),
        ))


def contention_figures(games: Sequence) -> ContentionFigures:
    """From finished games (played with their sentences: ``bots_game(..., trace=True)``),
    every finished contention (``zank.contention_traces``): the bids it took, whether a tie
    was a mirror (the same card, no dice), the points paid for dice, whether the one who paid
    most won, and what the winner kept. A game played without its sentences is refused (its
    public log holds no contention to read)."""
    untraced = [g for g in games if not getattr(g, "trace", True)]
    if untraced:
        raise ValueError(f"{len(untraced)} of the games were played without their sentences, "
                         "so their public log shows no contention: play them with "
                         "bots_game(seed, trace=True)")
    traces = [t for g in games for t in contention_traces(g) if t.finished]
    mirror = sum(1 for t in traces for b in t.bids if b.tied
                 and len({r.card for r in b.reveals if r.player in b.tied}) == 1
                 and not any(r.dice for r in b.reveals if r.player in b.tied))
    uneven = [t for t in traces
              if max(t.paid(p) for p in t.contenders) > min(t.paid(p) for p in t.contenders)]
    payer_won = sum(t.paid(t.winner) == max(t.paid(p) for p in t.contenders) for t in uneven)
    return ContentionFigures(
        games=len(games), bids=tuple(len(t.bids) for t in traces), mirror_ties=mirror,
        paid=tuple(sum(t.paid(p) for p in t.contenders) for t in traces),
        payer_contests=len(uneven), payer_won=payer_won,
        winner_gain=tuple(t.points - t.paid(t.winner) for t in traces))


def apples_and_contentions(game) -> tuple[Counter, Counter]:
    """Per seat: the apple cards played, and the contentions entered (read from the game's
    positions: a contention's first bidding names its contenders)."""
    played = Counter(e.move.player for e in game.log if isinstance(e.move, PlayApple))
    fought, seen = Counter(), set()
    for s in game.states:
        if s.bid is not None and (s.round, s.bid.colour) not in seen:
            seen.add((s.round, s.bid.colour))
            fought.update(s.bid.contenders)
    return played, fought


def lone_contentions(bot: Callable, others: Callable, seeds: Iterable[int],
                     players: int = 4) -> dict[str, tuple[int, int]]:
    """``bot`` alone among ``others``, in each seat in turn for each of ``seeds``: for each
    of the two bots (by name), the apple cards it played and how many met a contention."""
    seats = Game.new(seed=0, players=players).seats
    seeds = list(seeds)
    tally = {bot.__name__: [0, 0], others.__name__: [0, 0]}
    for seat in seats:
        lineup = {s: bot if s == seat else others for s in seats}
        for seed in seeds:
            played, fought = apples_and_contentions(bots_game(seed, lineup, players=players)[0])
            for s in seats:
                who = (bot if s == seat else others).__name__
                tally[who][0] += played[s]
                tally[who][1] += fought[s]
    return {who: (p, f) for who, (p, f) in tally.items()}


# --- corruption -----------------------------------------------------------------------------


def bribes(game) -> tuple[int, int, int]:
    """Offers made, offers accepted and the points the accepted ones paid the leader, in a
    game with corruption (read from its moves and, for the points, the offers standing)."""
    offers = accepted = paid = 0
    for before, entry in zip(game.states, game.log[1:]):
        if isinstance(entry.move, Bribe):
            offers += 1
        elif isinstance(entry.move, AcceptBribe):
            accepted += 1
            paid += next(k for p, _, k in before.offers if p == entry.move.briber)
    return offers, accepted, paid


__all__ = ["bots_game", "mean_and_half", "last_chip",
           "ReadingCount", "readings_against", "track_ending", "round_ends",
           "bought_in_round", "Standing", "standings", "ContentionFigures",
           "contention_figures", "apples_and_contentions", "lone_contentions", "bribes"]

