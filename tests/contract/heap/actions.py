"""Heap's action ids: each seat's Take of 1, 2 or 3 stones (6 ids)."""

from zzlib.core.actions import Actions, product

from .game import MAX_TAKE, SEATS, Game, Take

ACTIONS = Actions(Game, lambda options: [product(Take, player=SEATS,
                                                 n=tuple(range(1, MAX_TAKE + 1)))],
                  lambda options: 6)  # a die
