"""A damaged or edited save file is refused with a clear ValueError, or is the identical game.

Property test over saves of all three games; the corruptions and the judge live in
``corrupt.py`` (``bench/corrupt_saves.py`` runs thousands and prints the counts)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from .corrupt import CORRUPTIONS, base_games, judge, resign


@settings(max_examples=250)
@given(base=st.integers(0, len(base_games()) - 1), how=st.sampled_from(sorted(CORRUPTIONS)),
       seed=st.integers(0, 2 ** 32), signed=st.booleans())
def test_a_corrupted_save_is_refused_clearly_or_loads_as_the_identical_game(base, how, seed,
                                                                             signed):
    _, game = base_games()[base]
    bad = CORRUPTIONS[how](game.to_json(), random.Random(seed))
    resigned = resign(bad) if signed else None
    verdict = judge(game, resigned or bad, resigned is not None)
    if resigned is None:
        assert verdict in ("refused", "identical"), verdict
    else:  # a re-signed edit may also load, but only as exactly the game it describes
        assert verdict in ("refused", "identical", "faithful"), verdict


def test_every_base_save_loads_as_the_identical_game():
    for name, game in base_games():
        assert judge(game, game.to_json()) == "identical", name
        assert game.chance.pending() or name.endswith("late"), name
