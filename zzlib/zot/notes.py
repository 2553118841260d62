"""The sentences of Jasper and Zot's rulebook that no rule quotes, and what each is instead.

Read by ``zzlib.rulebook`` (the map of every sentence: ``docs/rulebook-map/jasper-and-zot.md``).
A sentence that a rule of ``RULES`` quotes needs no note; one that says again what a rule
applies points at that rule.
"""

from __future__ import annotations

from zzlib.rulebook import component, example, flavour, notes, says_again, transcription

EXAMPLES = "tests/zot/test_rulebook_examples.py"

NOTES = notes(
    component(
        "Game board; 24 zombies; 8 flaming zombies; 4 bombs; 3 multipliers; 14 flower bed "
        "markers; 6 pumpkins; 1 Jasper token; scoring table; and two dice of different colors.",
        "The board shows the following areas, with callouts:",
    ),
    says_again(("zot.place.rows", "zot.place.aggravated"),
               "- Zot's Assault Tables: Normal assault (1) and Aggravated assault (2)."),
    says_again("zot.descend.barrier",
               "- Garden Path: Surrounded by a magical barrier that protects Jasper and his "
               "house."),
    says_again("zot.spell.blast", "- Bombs: When they explode, so does everything nearby."),
    flavour(
        "- Zot's Yard: A terrible plot of unkempt land.",
        "- Jasper's Yard: A beautifully trimmed green lawn.",
        "- Pumpkin Patch: The source of Zot's ire.",
        "- Jasper's Reminders: A few helpful rules reminders.",
        "- Zombies: These make up the majority of Zot's undead army.",
        "- Flaming Zombies: The one thing worse than regular zombies.",
        "- Multipliers: The only good thing to come out of Zot's yard.",
        "Blast them for huge points!",
        "- Flower Beds: They look so much nicer than walking corpses.",
        "- Pumpkins: Your six largest and most beautiful pumpkins will surely be Zot's targets.",
        "- Jasper: That's you!",
        "You control Jasper as he attempts to repel Zot's undead army and protect his "
        "prize-winning pumpkins.",
        "Zot's minions will continuously flood into your garden.",
        "Magical Fire burns away unwanted plants from your garden.",
        "How Spells Work (printed in a box): Jasper's magic is very powerful.",
    ),
    flavour(
        "Any flower bed markers left on the field become a permanent decoration for Jasper's "
        "yard.",
        why="flower beds left at the end score nothing and cost nothing: no rule acts on them",
    ),
    says_again("zot.spell.flower",
               "Slow them down by transforming the zombies into harmless flowers."),
    says_again("zot.spell.fire",
               "Then engulf the flower beds and anything nearby with magical fire!"),
    says_again(("zot.score.values", "zot.score.small_chain", "zot.score.large_chain"),
               "You will earn points for every zombie you destroy plus bonus points for "
               "destroying large groups with a single shot."),
    says_again(("zot.place.wave2", "zot.end.won", "zot.end.lost"),
               "If any of your pumpkins survive after two waves of Zot's undead assault, tally "
               "up your score and see how well you did."),
    says_again("zot.turn.order",
               "The game takes place over a series of turns.",
               "- Step 1: Descend - All of Zot's minions move closer towards Jasper's pumpkins.",
               "- Step 2: Place - Roll to see what new minions Zot summons.",
               "- Step 3: Move & Shoot - Move Jasper along the garden path and fire a magic "
               "spell.",
               "- Step 4: Smash - All zombies smash any pumpkins they are standing next to."),
    example(f"{EXAMPLES}::test_the_three_zombies_and_the_flower_beds_over_two_turns",
            "Example: Three zombies approach some flower bed markers.",
            "Pay attention to how the flowers affect their movement.",
            "The left zombie moves one space and then stops in front of the flower bed.",
            "The middle zombie only moves one space, entering the flower bed.",
            "The right zombie moves the full two spaces.",
            "Next turn, the left zombie moves one space into the flower bed.",
            "The middle zombie moves one space out of the flower bed.",
            "The right zombie continues moving its full two spaces."),
    transcription("(The printed example shows three board diagrams labeled 1, 2 and 3 "
                  "illustrating these positions.)"),
    says_again("zot.descend.flaming",
               "Flaming zombie note (printed in a box): Flaming zombies are not affected by "
               "flower beds."),
    says_again(("zot.place.roll", "zot.place.rows", "zot.place.centre"),
               "Gather both dice.",
               "One will determine how many minions Zot summons this turn and the other will "
               "determine where they appear."),
    says_again("zot.place.aggravated",
               "From this point on use the aggravated assault table instead of the normal "
               "assault table.",
               "(Printed in a box:) When the game begins, use the normal assault table to "
               "determine how the zombies appear.",
               "From that point on, use the aggravated assault table during the Place step."),
    says_again(("zot.move.jasper", "zot.move.spell"),
               "You cannot move after shooting, even if you moved less than three spaces.",
               why="a turn's move is one walk and one spell together, so no walk can follow "
                   "the spell"),
    says_again(("zot.score.fire", "zot.score.values"),
               "You then earn points based on the number and type of tokens destroyed.",
               "Refer to the scoring chart for token values."),
    says_again("zot.spell.bomb", "Bombs react differently to spells than other tokens."),
    says_again("zot.score.penalty",
               "Total up your score to see how well you did!",
               "It is possible to end up with a negative score, so be sure to protect those "
               "pumpkins!"),
    example(f"{EXAMPLES}::test_the_score_charts_values",
            "The scoring chart printed on the set's score sheet lists these values:",
            "- Bombs: 0 points",
            "- Flower beds and multipliers: 1 point (multipliers: double points)",
            "- Zombies: 2 points",
            "- Small chain: +5 points",
            "- Large chain: +10 points",
            "- Smashed pumpkins: -10 points",
            why="the score chart: a test checks each of its values"),
)
