"""The phases of a Zapp Zerapp round by name: the keys of ``Game.PHASES`` and ``g.phase``.

The engine, the widget and the drawings name a phase by these constants, never by a string
of their own. A round runs SHUFFLE, ROLL (phase 1), CHOOSE (phase 2), REVEAL and MOVE
(phase 3); OVER once somebody has all three wizards in the city.
"""

from zzlib.core.table import OVER

SHUFFLE = "shuffle"  # automatic: the barrels shuffled, the grab order drawn
ROLL = "roll"  # automatic: the magic number, each player's rattle noise
CHOOSE = "choose"  # each player in grab order sets down a barrel
REVEAL = "reveal"  # automatic: the secret numbers are shown
MOVE = "move"  # the players move a wizard each, highest number first

#: every phase in the order of a round (the table's order), then OVER
PHASES = (SHUFFLE, ROLL, CHOOSE, REVEAL, MOVE)

__all__ = ["SHUFFLE", "ROLL", "CHOOSE", "REVEAL", "MOVE", "OVER", "PHASES"]
