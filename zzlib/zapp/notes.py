"""The sentences of Zapp Zerapp's rulebook that no rule quotes, and what each is instead.

Read by ``zzlib.rulebook`` (the map of every sentence: ``docs/rulebook-map/zapp-zerapp.md``).
A sentence that a rule of ``RULES`` quotes needs no note; one that says again what a rule
applies points at that rule. (The transcription prints part of the rulebook twice; a sentence
is mapped once, with every line it is on.)
"""

from __future__ import annotations

from zzlib.rulebook import (
    component,
    example,
    flavour,
    notes,
    says_again,
    table_talk,
)

EXAMPLES = "tests/zapp/test_examples.py"

NOTES = notes(
    component(
        "12 apprentice wizards in four colors",
        "14 rumble-barrels (13 of these are used, one is a spare)",
        "14 stoppers (13 of these are used, one is a spare)",
        "13 stick-on labels (with the secret numbers 1-13)",
        "about 100 magic stones (91 of these are used, the rest are spares)",
        "2 dice",
        "this rulebook",
    ),
    flavour("1 breath of invisible magic"),
    says_again("zapp.decide.shake",
               "Before the first game, the rumble-barrels must receive their magic power.",
               "To do this, put one magic stone into a barrel, close it with a stopper (press "
               "firmly!), and stick on it the label with the number 1.",
               "You can probably guess what comes next: two magic stones go into another "
               "barrel, whose stopper gets the label with the number 2.",
               why="barrel n holds n stones: the rattle a barrel makes follows its number"),
    says_again("zapp.round",
               "Every round of play consists of three phases:",
               "Rolling the magic number",
               "Shaking the barrels (the shaking-magic)",
               "Moving (and banishing) the apprentice wizards"),
    example(f"{EXAMPLES}::test_example_the_sum_of_the_pips_is_9",
            "Example: in this example, the sum of the pips is 9.",
            'So "9" is announced as the magic number for the current round.'),
    table_talk("It does not matter who rolls; but so that no one feels left out, a different "
               "player should roll the magic number each round (for example, taking turns in "
               "order).",
               why="who rolls changes nothing: the engine rolls for the table"),
    says_again("zapp.reveal.too_high",
               "The corresponding players come away empty-handed this round, because they did "
               "not manage an effective shaking-magic.",
               "Reminder: players whose secret number was higher than the magic number have "
               "already put their barrel back on the mountain plateau (in phase 2) and do not "
               "move an apprentice wizard."),
    says_again(("zapp.barrels.secret",),
               "...to look at the bottom of the rumble-barrels while shaking.",
               why="no seat's view holds a barrel's number before the reveal"),
    says_again("zapp.move.distance",
               "The secret number on the bottom of the chosen rumble-barrel also determines the "
               "move distance:"),
    example(f"{EXAMPLES}::test_example_magic_number_8_with_barrels_9_6_4_2",
            "Example: the magic dice show the number 8.",
            "Beatrix Blue has chosen the barrel with the number 9, Roswitha Red the 6, Gustav "
            "Yellow the 4, Guildo Green the 2.",
            "Beatrix may not move: her secret number is higher than the magic number.",
            "She immediately puts her barrel back on the mountain plateau.",
            "Roswitha goes first.",
            "She moves any one of her own apprentice wizards 6 fields.",
            "Then follows Gustav.",
            "His move distance is 4 fields.",
            "Finally Guildo moves 2 fields."),
    example(f"{EXAMPLES}::test_example_a",
            "Example A: the magic dice show the number 12.",
            "Guildo Green has the rumble-barrel with the secret number 8, so he may move 8 "
            "fields.",
            "In doing so he passes five apprentice wizards and catches up to one more.",
            "He banishes the two yellow ones and the blue one, and also a red apprentice "
            "wizard, back to their starting fields, because they are standing outside their "
            "protective zones.",
            "The other red apprentice is standing on one of its protective fields and cannot "
            "be banished from there.",
            "The green apprentice he passed is also spared - because Guildo Green does not "
            "banish his own apprentice wizard."),
    example(f"{EXAMPLES}::test_example_b",
            "Example B: if Guildo Green begins his move on the starting field (now with the "
            "secret number 11), he lands on the same field as in Example A, but may not "
            "banish a single apprentice wizard during his entire move."),
    flavour("The apprentice wizards left behind at the foot of the mountain must now wait "
            "quietly for the next 13 years, until the next contest of the magic guild takes "
            "place and a new, brilliant ZAPP ZERAPP is determined.",
            "Perhaps by then they will already be moved forward by the victorious apprentice "
            "wizards of the past contest..."),
    says_again(("zapp.pro", "zapp.pro.carry", "zapp.pro.banish"),
               "The colors of the castles at the edge of the field indicate which apprentice "
               "wizards can be carried along from these fields, but not banished.",
               "The following rules apply:"),
    example(f"{EXAMPLES}::test_example_for_the_pro_version",
            "Magic number: 8.",
            "Secret numbers of the players (as shown on their chosen barrels): Guildo Green has "
            "the highest, followed by the others in turn order.",
            "Guildo Green begins and moves apprentice Green 1 past the protected apprentice "
            "Blue 1.",
            "From the red-green carry-along field he may banish the unprotected apprentices "
            "Yellow 1 and Blue 2 there back to their starting fields.",
            "From the same field he may carry along Red 1 and Green 2.",
            "He decides to carry along both.",
            "This way he reaches his destination city with both of his own apprentice wizards "
            "- passing the protected apprentice Yellow 2.",
            "He simply sets down the carried-along apprentice Red 1 in front of the green city.",
            "In total, Guildo Green has moved only seven fields, even though (according to his "
            "secret number) he was entitled to move 8 fields.",
            "Because he reached his destination city, the eighth move point is exceptionally "
            "forfeited.",
            "Guildo Green's move is now finished.",
            "Beatrix Blue follows; she decides to move her apprentice Blue 3, since she can "
            "reach her protective zone with it.",
            "Beatrix carries Red 2 along, past its carry-along field at the red destination "
            "city.",
            "Now Gustav Yellow is on the move.",
            "With his apprentice Yellow 2 he passes the apprentice Red 1, which had just been "
            "set down on a yellow field in front of the green city and is unprotected there, "
            "and banishes it to its starting field.",
            "Finally Roswitha Red moves, with her 2 move points, from the starting field onto a "
            "blue field."),
)
