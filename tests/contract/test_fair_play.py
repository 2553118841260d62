"""Fair play (``zzlib.core.fair``) on every registered game with secrets.

The promise: a seat may take the game back only across steps that showed it nothing secret.
The check does not trust the game's own word (``_shows``, ``FINAL``): it makes twins that
differ in one secret (two items of one secret chance outcome swapped: two cards of the deal,
two barrels' numbers; or a move swapped for another that reads alike: another card played
face down), replays the same steps on both, and finds every step at which a seat's view
first tells the twins apart. Each such step must be one that seat cannot take back
(``step_barrier``): a step that drew chance, showed something hidden, or another seat's
decision. A new game with secrets is covered by registering it.
"""

from __future__ import annotations

import functools
import random

import pytest

from zzlib import GAMES
from zzlib.core import IllegalMove, fair

from .games import SECRET, finished_games

#: random games per game whose secret outcomes are perturbed, and swaps per outcome
GAMES_CHECKED = 3
OUTCOMES = 2  # of each kind
SWAPS = 3


def replay_prefix(game, changes: dict, moves: dict | None = None):
    """``game`` replayed with every chance outcome forced (``changes[(log index, outcome
    index)]`` where given) and its moves (``moves[log index]`` where given), as far as the
    moves stay legal."""
    moves = moves or {}
    g = type(game).new(game.seed, **game.given_options)
    for i, entry in enumerate(game.log[1:], start=1):
        try:
            for k, o in enumerate(entry.outcomes):
                g.force(o.kind, changes.get((i, k), o.value))
            if entry.kind == "move":
                g.play(moves.get(i, entry.move))
            else:
                g.step()
        except (IllegalMove, ValueError):
            break
    return g


def alike(game, rng) -> list[dict]:
    """Moves that read alike (``str``) swapped: ``{log index: another move}`` for a few
    decisions where another legal move reads the same (a card played face down)."""
    g = type(game).new(game.seed, **game.given_options)
    by_type: dict[str, list] = {}
    for i, entry in enumerate(game.log[1:], start=1):
        for o in entry.outcomes:
            g.force(o.kind, o.value)
        if entry.kind == "move":
            text = str(entry.move)
            others = [m for m in g.legal_moves() if m != entry.move and str(m) == text]
            if others:
                by_type.setdefault(type(entry.move).__name__, []).append({i: rng.choice(others)})
            g.play(entry.move)
        else:
            g.step()
    return [m for name in sorted(by_type)
            for m in rng.sample(by_type[name], min(OUTCOMES * SWAPS, len(by_type[name])))]


def swaps(game, rng) -> list[dict]:
    """Changes that swap two different items of one secret outcome (a tuple): a few swaps in a
    few outcomes of each kind."""
    by_kind: dict[str, list] = {}
    for i, entry in enumerate(game.log):
        for k, o in enumerate(entry.outcomes):
            if o.secret and isinstance(o.value, tuple) and len(set(o.value)) > 1:
                by_kind.setdefault(o.kind, []).append((i, k, o.value))
    out = []
    for kind in sorted(by_kind):
        found = by_kind[kind]
        for i, k, value in rng.sample(found, min(OUTCOMES, len(found))):
            for _ in range(SWAPS):
                a, b = rng.sample(range(len(value)), 2)
                while value[a] == value[b]:
                    a, b = rng.sample(range(len(value)), 2)
                v = list(value)
                v[a], v[b] = v[b], v[a]
                out.append({(i, k): tuple(v)})
    return out


def bot_game(info, bot: str, seed: int):
    """A game ``info``'s bot named ``bot`` plays in every seat (bots play differently from the
    random one: the sensible Zankapfel bot often takes no die, so a contention's cards are
    shown with no chance drawn)."""
    g = info.new(seed)
    rng = random.Random(f"fair:{bot}:{seed}")
    while not g.is_over:
        if g.to_move is None:
            g.step()
        else:
            g.play(info.bots[bot](g, rng))
    return g


@functools.cache
def _first_sight(name: str) -> list[tuple]:
    """``(game, twin, seat, j)``: at step ``j`` ``seat`` first tells ``game`` from ``twin``."""
    info = GAMES[name]
    rng = random.Random(f"fair:{name}")
    games = finished_games(info)
    games = games[:: max(1, len(games) // GAMES_CHECKED)][:GAMES_CHECKED]
    games += [bot_game(info, bot, 1) for bot in sorted(info.bots) if bot != "random"]
    out = []
    for g in games:
        twins = [(changes, {}) for changes in swaps(g, rng)] + [({}, m) for m in alike(g, rng)]
        for changes, moves in twins:
            i = min([j for j, _ in changes] + list(moves))
            t = replay_prefix(g, changes, moves)
            # from where the twins' positions meet again, every later one is the same
            end = next((j for j in range(i + 1, len(t.states)) if t.states[j] == g.states[j]),
                       len(t.states))
            # a move's twin differs in what its maker chose: a secret from the others only
            knows = {g.log[i].player} if moves else set()
            for seat in (*g.seats, None):
                if seat in knows:
                    continue
                for j in range(i, end):
                    if g.view(seat, at=j) != t.view(seat, at=j):
                        assert j > i or g.view(seat, at=j - 1) == t.view(seat, at=j - 1)
                        out.append((g, t, seat, j))
                        break
    return out


@pytest.mark.parametrize("info", SECRET)
def test_every_step_that_shows_a_seat_a_secret_cannot_be_taken_back(info):
    seen = _first_sight(info.name)
    assert len(seen) >= 10, f"{info.name}: too few secrets ever seen to check fair play"
    for g, t, seat, j in seen:
        for game in (g, t):
            found = fair.step_barrier(game, seat, j)
            assert found is not None, (
                f"{info.name}: step {j} ({game.log[j].public()['step']}, "
                f"{game.log[j].public()['move']}) shows {seat} a secret, but {seat} may take "
                "it back: it drew no chance and the game's _shows names nothing")


@pytest.mark.parametrize("info", SECRET)
def test_a_secret_is_seen_at_a_reveal_not_only_at_a_draw(info):
    """The twins are strong enough to find what ``_shows`` must name: some secret is first
    seen at a step that drew no chance (a reveal, a card turned up)."""
    seen = _first_sight(info.name)
    reveals = {g.log[j].step if g.log[j].kind == "auto" else type(g.log[j].move).__name__
               for g, _, seat, j in seen if not g.log[j].outcomes}
    assert reveals, f"{info.name}: every secret was first seen where it was drawn"


@pytest.mark.parametrize("info", SECRET)
def test_the_game_names_its_final_moves_with_rules_it_has(info):
    game = info.game
    for move_type, rule in game.FINAL.items():
        assert move_type in game.MOVES and rule in game.RULES
    for rules in game.CHANCE_RULES.values():
        assert rules and all(r in game.RULES for r in rules)
    assert game.SECRETS


def test_a_game_with_secrets_gives_its_blind_twin_and_no_other_does():
    for info in GAMES.values():
        assert (info.blind_twin is not None) == info.game.SECRETS == info.secrets, info.name


@pytest.mark.parametrize("info", SECRET)
def test_a_seat_may_take_back_its_own_quiet_decision_and_nothing_else(info):
    """Right after a decision with nothing after it, its maker may take it back unless a rule
    makes it final or it drew or showed something; nobody else may."""
    g = finished_games(info)[0]
    looked = 0
    for i, e in enumerate(g.log):
        if e.kind != "move":
            continue
        for seat in (*g.seats, None):
            found = fair.step_barrier(g, seat, i)
            quiet = (not e.outcomes and type(e.move) not in info.game.FINAL
                     and g._shows(g.states[i - 1], g.states[i]) is None)
            assert (found is None) == (seat == e.player and quiet), (i, seat, found)
            looked += 1
    assert looked
