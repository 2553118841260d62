"""The phases of Zankapfel by name: the keys of ``Game.PHASES`` and ``g.phase``.

The engine, the widget and the drawings name a phase by these constants, never by a string
of their own. The setup runs REMOVE_CHIP and PLACE_MAYOR; a round runs DEAL, CHOOSE, the
corruption steps (ANNOUNCE, BRIBE, ACCEPT) when they are played, MAYOR, REVEAL, NAMING, SCORE
with a contention's COMMIT, DICE and ROLL, then END_ROUND; OVER at the end.
"""

from zzlib.core.table import OVER

REMOVE_CHIP = "remove_chip"  # the players take away harvest chips (the setup)
PLACE_MAYOR = "place_mayor"  # the leader places the mayor (the setup)
DEAL = "deal"  # automatic: the apple cards are dealt
CHOOSE = "choose"  # each player in turn plays an apple card face down or buys
ANNOUNCE = "announce"  # corruption: the leader announces the mayor's square
BRIBE = "bribe"  # corruption: the others may offer points for another square
ACCEPT = "accept"  # corruption: the leader takes an offer or keeps his square
MAYOR = "mayor"  # the leader moves the mayor
REVEAL = "reveal"  # automatic: the apple cards are turned over
NAMING = "name"  # the multi-coloured apples are named (not NAME: every game class has a NAME)
SCORE = "score"  # automatic: the apples are picked
COMMIT = "commit"  # a contention: the contenders commit their numbered cards
DICE = "dice"  # a contention: the contenders take dice in turn
ROLL = "roll"  # automatic: the numbered cards are shown and the dice rolled
END_ROUND = "end_round"  # automatic: the round ends

#: every phase in the table's order, then OVER
PHASES = (REMOVE_CHIP, PLACE_MAYOR, DEAL, CHOOSE, ANNOUNCE, BRIBE, ACCEPT, MAYOR, REVEAL, NAMING,
          SCORE, COMMIT, DICE, ROLL, END_ROUND)

__all__ = ["REMOVE_CHIP", "PLACE_MAYOR", "DEAL", "CHOOSE", "ANNOUNCE", "BRIBE", "ACCEPT",
           "MAYOR", "REVEAL", "NAMING", "SCORE", "COMMIT", "DICE", "ROLL", "END_ROUND", "OVER",
           "PHASES"]
