"""Zankapfel: pick apples where the mayor stands, fight over them in contentions.

    from zzlib import zank
    g = zank.Game.new(seed=1, players=4)   # options: players, track_length, corruption, orchard,
                                           # chips_end, bid_start, corruption_order
    zank.value("red", (0, 1))                  # 5
    zank.contest({"red": zank.Bid(7, (3,)), "blue": zank.Bid(9)}).winner   # 'red'
    zank.contention_trace(g, 1)                # the game's first contention, step by step
    zank.odds.win_table(5, 7)                  # exact chances of card 5 against card 7
"""

from . import actions, bots, odds  # actions: action ids (zzlib.core.actions)
from .cards import KINDS, SEAT_COLOURS, full_deck, stacked_deck
from .contention import Bid, Contest, contest
from .game import OPTIONS, Game
from .moves import (
    MOVES,
    AcceptBribe,
    AnnounceMayor,
    Bribe,
    BuyApple,
    CommitCard,
    MoveMayor,
    NameColour,
    NoBribe,
    PlaceMayor,
    PlayApple,
    RefuseBribes,
    RemoveChip,
    Stand,
    TakeDice,
)
from .orchard import (
    APPLES,
    MULTI,
    ORCHARD,
    SERIES,
    SQUARES,
    buy_cost,
    make_orchard,
    mayor_targets,
    reconstructed_orchard,
    value,
)
from .rules import RULES
from .state import Bidding, State
from .traces import contention_trace, contention_traces, round_entries

__all__ = [
    "actions", "Game", "OPTIONS", "RULES", "State", "Bidding", "bots", "value", "buy_cost", "mayor_targets",
    "Bid", "Contest", "contest", "ORCHARD", "SERIES", "SQUARES", "APPLES", "MULTI", "KINDS",
    "SEAT_COLOURS", "full_deck", "stacked_deck", "make_orchard", "reconstructed_orchard",
    "MOVES", "RemoveChip", "PlaceMayor", "PlayApple", "BuyApple", "Bribe", "NoBribe",
    "AcceptBribe", "RefuseBribes", "MoveMayor", "NameColour", "CommitCard", "TakeDice", "Stand",
    "AnnounceMayor", "odds", "contention_trace", "contention_traces", "round_entries",
]
