"""Used apple cards lie face down: every seat sees the barn and the deck as counts, and one
card face up, the one for sale."""

from __future__ import annotations

import dataclasses
import random

import pytest

from zzlib import zank
from zzlib.zank import bots


def _played(seed: int, rounds: int):
    """A game of random bots played until ``rounds`` rounds are over (or the game is)."""
    g = zank.Game.new(seed=seed)
    rng = random.Random(seed)
    while g.state.round <= rounds and not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bots.random(g, rng))
    return g


@pytest.mark.rule("zank.deck.face_down")
def test_the_barn_and_the_deck_show_as_counts_and_only_the_card_for_sale_face_up():
    g = _played(4, rounds=3)
    s = g.state
    assert len(s.barn) >= 2 and len(s.deck) >= 2, "no used cards yet"
    # the same game with the barn and the deck in another order: no seat can tell
    turned = dataclasses.replace(s, barn=tuple(reversed(s.barn)), deck=tuple(reversed(s.deck)))
    assert turned != s
    for seat in (None, *g.seats):
        v = g._view(s, seat)
        assert v["barn"] == len(s.barn) and v["deck"] == len(s.deck)
        assert v["face_up"] == s.face_up
        assert v == g._view(turned, seat)
