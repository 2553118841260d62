"""Every rule of Jasper and Zot by id, each with the rulebook's own sentence.

Decisions (``decision=True``) fill points the rulebook leaves open; their quote is the
sentence they interpret, and ``docs/jasper-and-zot.md`` gives the choice and its option.
"""

from __future__ import annotations

from zzlib.core import Rule, rule_table

_S = "Setup"
_D = "Step 1: Descend"
_P = "Step 2: Place"
_M = "Step 3: Move & Shoot"
_X = "Step 4: Smash"
_E = "Ending the Game"
_SC = "Scoring"

RULES = rule_table(
    # -- board and setup ---------------------------------------------------
    Rule("zot.board.columns", "Columns", "Columns on the board are numbered 1 through 6.",
         "The Game Board"),
    Rule("zot.setup.supply", "Flower bed supply",
         "To begin the game, find all of the flower bed markers and place them in a pile "
         "beside the board.", _S),
    Rule("zot.setup.pumpkins", "Pumpkins", "Put all six pumpkins in the pumpkin patch.", _S),
    Rule("zot.setup.jasper", "Jasper's start",
         "Place Jasper anywhere you like on the garden path.", _S),
    Rule("zot.setup.bag", "The bag",
         "Put all of the remaining tokens (zombies, flaming zombies, bombs, and multipliers) "
         "into a bag, cup, bowl, or other opaque container.", _S),
    Rule("zot.setup.scenario", "Starting from a position",
         "Put all six pumpkins in the pumpkin patch.", _S, decision=True),
    Rule("zot.turn.order", "Four steps in order",
         "Each turn has four steps that you must follow in order.", "How to Play"),
    # -- descend -----------------------------------------------------------
    Rule("zot.descend.skip", "No descent on turn 1",
         "Step 1: Descend (Skip this step on the first turn of the game)", _D),
    Rule("zot.descend.move", "Two spaces towards Jasper",
         "All tokens on the board (except flower bed markers and pumpkins) simultaneously "
         "move two spaces towards you.", _D),
    Rule("zot.descend.order", "Order of movement",
         "All tokens on the board (except flower bed markers and pumpkins) simultaneously "
         "move two spaces towards you.", _D, decision=True),
    Rule("zot.descend.blocked", "Blocked",
         "If a token's move would be interrupted by a flower bed or any other token, it stops "
         "moving.", _D),
    Rule("zot.descend.beds", "Into a flower bed",
         "Tokens can move through spaces containing flower beds but they only move one space "
         "at a time while doing so.", _D),
    Rule("zot.descend.out_of_bed", "Out of a flower bed",
         "If a token would move from a flower bed to an open space, it still only moves one "
         "space and then stops.", _D),
    Rule("zot.descend.flaming", "Flaming zombies burn beds",
         "Not only do they pass through flowers unhindered, when a flaming zombie walks onto a "
         "flower bed it burns up that flower bed marker and all other flower bed markers "
         "connected to it.", _D),
    Rule("zot.descend.barrier", "The magical barrier",
         "No token can ever move past the magical barrier surrounding the garden path.", _D),
    Rule("zot.descend.sideways", "Sideways toward the nearest pumpkin",
         "Zombies that reach the magical barrier stop moving forward and begin moving left or "
         "right towards the nearest pumpkin.", _D),
    Rule("zot.descend.barrier_tie", "Two pumpkins equally near",
         "Zombies that reach the magical barrier stop moving forward and begin moving left or "
         "right towards the nearest pumpkin.", _D, decision=True),
    Rule("zot.descend.bomb_barrier", "Bombs at the barrier",
         "Bombs that reach the barrier explode.", _D),
    Rule("zot.descend.bomb_pumpkin", "Bombs next to a pumpkin",
         "If a bomb stops its movement adjacent to a pumpkin it immediately explodes, "
         "destroying the pumpkin and any other tokens adjacent to the bomb.", _D),
    Rule("zot.descend.multiplier", "Multipliers at the barrier",
         "Multipliers that reach the barrier simply disappear.", _D),
    # -- place ---------------------------------------------------------------
    Rule("zot.place.roll", "Roll the dice",
         "Decide which is which and then roll the dice.", _P),
    Rule("zot.place.draw", "Draw and arrange",
         "Draw that number of tokens from the bag and arrange them in the same pattern shown "
         "on the table.", _P),
    Rule("zot.place.special", "Special tokens anywhere in the pattern",
         "If you drew any special tokens, like flaming zombies or bombs, you can put them "
         "wherever you want in the pattern.", _P),
    Rule("zot.place.centre", "Centred on the column die",
         "Center the pattern on the column indicated by the second die.", _P),
    Rule("zot.place.edge", "At the edge of the board",
         "If you cannot center the pattern on the required column, you can place it however "
         "you like so long as the column goes through at least one part of the pattern.", _P),
    Rule("zot.place.rows", "Where a pattern appears",
         "Compare the result of the first die to the normal assault table at the top of the "
         "board.", _P, decision=True),
    Rule("zot.place.occupied", "Occupied cells",
         "Draw that number of tokens from the bag and arrange them in the same pattern shown "
         "on the table.", _P, decision=True),
    Rule("zot.place.refill", "Refill the bag",
         "If there are not enough tokens to complete a pattern, and if you are still on the "
         "first wave, gather up all of the tokens you've previously discarded and put them "
         "back into the bag and then draw enough tokens to complete the pattern.", _P),
    Rule("zot.place.wave2", "The second wave",
         "This marks the beginning of the second wave of Zot's assault.", _P),
    Rule("zot.place.short_bag", "A short bag in the second wave",
         "If there are not enough tokens to complete a pattern, and if you are still on the "
         "first wave, gather up all of the tokens you've previously discarded and put them "
         "back into the bag and then draw enough tokens to complete the pattern.", _P,
         decision=True),
    Rule("zot.place.aggravated", "The aggravated assault table",
         "When one of your pumpkins gets smashed or when the first wave ends, whichever comes "
         "first, use the aggravated assault table for the remainder of the game.",
         "Zot's Assault Tables"),
    # -- move & shoot --------------------------------------------------------
    Rule("zot.move.jasper", "Jasper moves",
         "You may move Jasper up to three spaces in one direction along the garden path before "
         "you fire a magic spell.", _M),
    Rule("zot.move.spell", "One spell",
         "When you have finished moving you may cast one of two spells: Flower Power or "
         "Magical Fire.", _M),
    Rule("zot.spell.flight", "A spell's flight",
         "Both spells travel in a straight line until they hit a token or reach the end of "
         "Jasper's yard.", _M),
    Rule("zot.spell.range", "Out of range",
         "Everything beyond the fence line is out of range.", _M),
    Rule("zot.spell.fence", "Chains and the fence line",
         "Jasper's magic can't go beyond this point.", "The Game Board", decision=True),
    Rule("zot.spell.chain", "Chains",
         "Starting with the first thing a spell hits, it travels in a chain to every adjacent "
         "token until it runs out of adjacent tokens.", "How Spells Work"),
    Rule("zot.spell.adjacent", "Adjacent",
         "A token is considered adjacent when it is in a space directly above, below, left, "
         "or right of another token.", "How Spells Work"),
    Rule("zot.spell.diagonal", "Diagonal is not adjacent",
         "Tokens with corners touching diagonally are not considered adjacent to each other.",
         "How Spells Work"),
    Rule("zot.spell.flower", "Flower Power",
         "When this spell hits a zombie, it travels in a chain to every adjacent token, "
         "changing them all into a delicate bed of flowers.", _M),
    Rule("zot.spell.flower_flight", "Flower Power flies over beds",
         "This spell flies over flower bed markers.", _M),
    Rule("zot.spell.flower_multiplier", "Flower Power and multipliers",
         "Flower Power transforms any living creature into a patch of dainty white flowers.",
         _M, decision=True),
    Rule("zot.spell.flower_chain", "Flower Power's chain and bare beds",
         "When this spell hits a zombie, it travels in a chain to every adjacent token, "
         "changing them all into a delicate bed of flowers.", _M, decision=True),
    Rule("zot.spell.discard", "Transformed tokens",
         "Move the transformed tokens to the discard pile and replace them with flower bed "
         "markers.", _M),
    Rule("zot.spell.supply_empty", "No markers left",
         "Move the transformed tokens to the discard pile and replace them with flower bed "
         "markers.", _M, decision=True),
    Rule("zot.spell.fire", "Magical Fire",
         "When this spell hits a flower bed, it travels in a chain to every adjacent token, "
         "flowers and zombies included, burning them all into glittering ash.", _M),
    Rule("zot.spell.fire_target", "Fire needs a flower bed",
         "You can only cast this spell on flower beds.", _M, decision=True),
    Rule("zot.spell.burn", "Burned tokens",
         "Move the destroyed tokens to the discard pile.", _M),
    Rule("zot.spell.bomb", "Bombs hit by a spell",
         "When a bomb is hit by a spell, either directly or as part of a chain, it explodes.",
         "How Spells Work"),
    Rule("zot.spell.blast", "The blast",
         "Discard the bomb token and any tokens that are immediately adjacent to it.",
         "How Spells Work"),
    Rule("zot.spell.chain_reaction", "Chain reaction",
         "If one of those tokens is also a bomb, that bomb explodes too.", "How Spells Work"),
    Rule("zot.spell.bomb_order", "Chain first, then explosions",
         "You earn no points for tokens destroyed by bombs.", "How Spells Work",
         decision=True),
    # -- scoring -------------------------------------------------------------
    Rule("zot.score.fire", "Points from fire",
         "You earn points every time you destroy tokens with a Magical Fire spell.", _SC),
    Rule("zot.score.values", "Token values",
         "In general, you earn one point for each incinerated flower bed marker and two points "
         "for each zombie token.", _SC),
    Rule("zot.score.multiplier", "Multipliers",
         "If there is a multiplier token in the chain, it scores one point and then doubles "
         "the point value of the entire chain.", _SC),
    Rule("zot.score.multipliers_stack", "Several multipliers",
         "If there is a multiplier token in the chain, it scores one point and then doubles "
         "the point value of the entire chain.", _SC, decision=True),
    Rule("zot.score.bombs", "Bombs score nothing",
         "Bombs, and every token they destroy, are worth zero points.", _SC),
    Rule("zot.score.small_chain", "Small chain bonus",
         "If you destroy a chain containing five or more zombie tokens, the whole chain is "
         "worth an extra 5 points.", _SC),
    Rule("zot.score.large_chain", "Large chain bonus",
         "A large chain containing 10 or more zombies is worth an additional ten points.", _SC,
         decision=True),
    Rule("zot.score.before_multipliers", "Bonuses before multipliers",
         "These bonuses are calculated before any multipliers.", _SC),
    Rule("zot.score.penalty", "Smashed pumpkins",
         "When the game ends, total up your points and then subtract a ten point penalty for "
         "each smashed pumpkin.", _SC),
    # -- smash -----------------------------------------------------------------
    Rule("zot.smash.adjacent", "Zombies smash pumpkins",
         "Finally, any zombies who are adjacent to a pumpkin smash it into little pieces.", _X),
    Rule("zot.smash.none", "Nobody next to a pumpkin",
         "Finally, any zombies who are adjacent to a pumpkin smash it into little pieces.", _X),
    Rule("zot.smash.choice", "One pumpkin per zombie",
         "If a zombie is adjacent to more than one pumpkin, it smashes one of your choice that "
         "no other zombie can smash.", _X, decision=True),
    Rule("zot.smash.aggravated", "Zot gets excited",
         "The first time you lose a pumpkin, Zot gets excited and changes his strategy.", _X),
    # -- end -------------------------------------------------------------------
    Rule("zot.end.lost", "Lost", "You lose the game if all of your pumpkins get smashed.", _X),
    Rule("zot.end.won", "The end of the second wave",
         "The game ends when there are no more zombie tokens left on the board at the end of "
         "the second wave.", _E),
)
