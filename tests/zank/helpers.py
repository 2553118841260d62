"""Set up Zankapfel positions in one line for tests."""

from __future__ import annotations

import random

from zzlib import zank

CORNER_CHIPS = [(4, 4), (4, 3), (3, 4), (3, 3), (4, 2), (2, 4)]


def ready(players=4, hands=None, face_up=None, mayor=(2, 2), removed=None, seed=0, **options):
    """A game at the first 'choose' step: chips ``removed`` at setup (default: a far corner),
    the mayor placed on ``mayor``, ``hands`` dealt (seat -> 4 cards) and ``face_up`` turned up."""
    g = zank.Game.new(seed=seed, players=players, **options)
    n = players * (2 if players == 3 else 1)
    for sq in (removed or CORNER_CHIPS)[:n]:
        g.play(zank.RemoveChip(g.to_move, sq))
    g.play(zank.PlaceMayor("red", mayor))
    if hands is not None or face_up is not None:
        g.force("deck", zank.stacked_deck(hands or {}, face_up, players))
    g.advance()
    assert g.phase == "choose"
    return g


def play(g, *moves):
    """Play moves given as (type, args...) for whoever is to move, advancing between them."""
    events = []
    for m in moves:
        g.advance()
        events += g.play(m)
    events += g.advance()
    return events


def events_of(g, rule=None):
    evs = [e for entry in g.log for e in entry.events]
    return [e for e in evs if rule is None or e.rule == rule]


def play_out(g, bots=None, rng=None, max_moves=5000):
    rng = rng or random.Random(0)
    bots = bots or {}
    for _ in range(max_moves):
        if g.is_over:
            return g
        if g.to_move is None:
            g.advance()
            continue
        bot = bots.get(g.to_move, zank.bots.random)
        g.play(bot(g, rng))
    raise AssertionError("game did not end")
