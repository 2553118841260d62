"""Zankapfel's action ids (``zzlib.core.actions``): every move of every seat, type by type.

Per seat: 25 chips to remove, 25 squares for the mayor's first place, 5 apple cards to play
face down (the card is part of the id), buying, 25 squares x 1 or 2 points to offer, no
offer, accepting a seat's offer, refusing, 25 squares to move the mayor to, 4 colours to name,
10 numbered cards to commit, 1-3 dice to take, standing, 25 squares to announce: 176 + the
number of seats (182 with six), times the seats.
"""

from __future__ import annotations

from zzlib.core.actions import Actions, product

from .cards import KINDS, NUMBERS
from .contention import MAX_DICE
from .game import Game
from .moves import (
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
from .orchard import APPLES, SQUARES


def blocks(options):
    seats = Game.seats_for(options)
    return [
        product(RemoveChip, player=seats, square=SQUARES),
        product(PlaceMayor, player=seats, square=SQUARES),
        product(PlayApple, player=seats, card=KINDS),
        product(BuyApple, player=seats),
        product(Bribe, player=seats, square=SQUARES, points=(1, 2)),
        product(NoBribe, player=seats),
        product(AcceptBribe, player=seats, briber=seats),
        product(RefuseBribes, player=seats),
        product(MoveMayor, player=seats, square=SQUARES),
        product(NameColour, player=seats, colour=APPLES),
        product(CommitCard, player=seats, number=NUMBERS),
        product(TakeDice, player=seats, n=tuple(range(1, MAX_DICE + 1))),
        product(Stand, player=seats),
        product(AnnounceMayor, player=seats, square=SQUARES),
    ]


def chance(options) -> int:
    """A contention die (6), a kind of apple card in a shuffle (5)."""
    return max(6, len(KINDS))


ACTIONS = Actions(Game, blocks, chance)
