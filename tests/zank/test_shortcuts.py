"""The second pass's shortcuts give exactly what the plain code gives, on many random
positions: the lazy seat view a bot reads (``SeatView``), ..."""

import pytest

from zzlib import zank
from zzlib.zank.game import SeatView

from .test_fast_paths import random_states


def plain_view(game, s, player):
    """A seat's view built in one go, as ``Game._view`` built it before ``VIEW_ITEMS``."""
    me = None if player is None else s.seat(player)

    def table_card(i):
        card = s.table[i]
        if card is None:
            return None
        return card if (s.revealed or i == me) else "face down"

    out = {
        "player": player, "seats": list(s.seats), "phase": game.phase_of(s),
        "to_move": game.to_move_of(s), "round": s.round, "leader": s.leader_name,
        "chips": [list(sq) for sq in sorted(s.chips)],
        "mayor": list(s.mayor) if s.mayor else None,
        "positions": dict(zip(s.seats, s.positions)),
        "track_length": game.options["track_length"], "reached": list(s.reached),
        "face_up": s.face_up, "deck": len(s.deck), "barn": len(s.barn),
        "hand_sizes": {p: len(h) for p, h in zip(s.seats, s.hands)},
        "numbered": {p: list(k) for p, k in zip(s.seats, s.numbered)},
        "spent": {p: list(k) for p, k in zip(s.seats, s.spent)},
        "table": {p: table_card(i) for i, p in enumerate(s.seats)},
        "claims": ({p: s.claims[i] for i, p in enumerate(s.seats)} if s.revealed
                   else dict.fromkeys(s.seats)),
        "contentions": [[c, list(ps)] for c, ps in s.contentions],
        "offers": [[p, list(sq), k] for p, sq, k in s.offers],
        "announced": list(s.announced) if s.announced else None,
        "winners": list(s.winners),
    }
    if me is not None:
        out["hand"] = list(s.hands[me])
    b = s.bid
    out["bid"] = None if b is None else {
        "colour": b.colour, "contenders": list(b.contenders),
        "cards": {p: (None if b.cards[j] is None else
                      (b.cards[j] if p == player else "face down"))
                  for j, p in enumerate(b.contenders)},
        "dice": dict(zip(b.contenders, b.dice)),
        "turn": b.contenders[b.turn], "bid_round": b.bid_round, "order": list(b.order),
    }
    return out


@pytest.mark.parametrize("options", [{}, {"players": 3, "corruption": True},
                                     {"players": 6, "corruption": True, "bid_start": "leader"}])
def test_views_and_lazy_seat_views_equal_the_plain_view(options):
    g = zank.Game.new(5, **options)
    for seed in range(4):
        states = random_states(seed, **options)
        for s in states[:: max(1, len(states) // 80)]:
            for player in (None, *s.seats):
                want = plain_view(g, s, player)
                got = g._view(s, player)
                assert got == want and list(got) == list(want)  # the same items, in order
                if player is not None:
                    lazy = SeatView(g, s, player)
                    for key in reversed(list(want)):  # any order, each read twice
                        assert lazy[key] == want[key] and lazy[key] == want[key]
