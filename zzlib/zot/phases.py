"""The phases of Jasper and Zot by name: the keys of ``Game.PHASES`` and ``g.phase``.

The engine, the widget and the drawings name a phase by these constants, never by a string
of their own. Each turn runs DESCEND (from turn 2), ROLL, PLACE, MOVE_SHOOT and SMASH
(SMASH_CHOICE when Jasper must choose the pumpkins smashed); SETUP comes first, OVER last.
"""

from zzlib.core.table import OVER

SETUP = "setup"  # Jasper takes his place on the garden path
DESCEND = "descend"  # automatic: the tokens come down a row
ROLL = "roll"  # automatic: the two dice and the draw from the bag
PLACE = "place"  # Jasper places Zot's drawn tokens
MOVE_SHOOT = "move_shoot"  # Jasper moves and casts
SMASH = "smash"  # automatic, or it announces a choice
SMASH_CHOICE = "smash_choice"  # Jasper chooses which pumpkins the zombies smash

#: every phase in the order of a turn (the table's order), then OVER
PHASES = (SETUP, DESCEND, ROLL, PLACE, MOVE_SHOOT, SMASH, SMASH_CHOICE)

__all__ = ["SETUP", "DESCEND", "ROLL", "PLACE", "MOVE_SHOOT", "SMASH", "SMASH_CHOICE", "OVER",
           "PHASES"]
