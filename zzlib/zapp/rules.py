"""Every rule of Zapp Zerapp, each with the rulebook's own sentence.

Rule ids are stable (tests, notebooks and widgets cite them). Entries with ``decision=True``
are points the rulebook leaves open: their quote is the sentence the decision interprets and
``docs/zapp-zerapp.md`` gives the choice and its option.
"""

from __future__ import annotations

from zzlib.core import Rule, rule_table

SETUP = "Starting Setup"
ROUND = "The Game"
PHASE1 = "Phase 1: Rolling the Magic Number"
PHASE2 = "Phase 2: Shaking the Barrels (the Shaking-Magic)"
SHAKE_LAW = "The Great Book of Shaking-Magic Law"
PHASE3 = "Phase 3: Moving and Banishing the Apprentice Wizards"
MOVE_LAW = "The Great Book of Movement-Magic Law"
BANISH = "Banishing the Apprentice Wizards"
END = "Game End and Winner"
PRO = "The Zapp Zerapp Pro Version: The Carry-Along Fields"
BEFORE = "Before the First Game..."
COMPONENTS = "Components"
OBJECTIVE = "Game Objective"


def _decision(id, title, quote, section):
    return Rule(id, title, quote, section, decision=True)


RULES = rule_table(
    # -- setup and the round ------------------------------------------------------------
    Rule(
        "zapp.setup.barrels", "Barrels on the plateau",
        "Shuffle the closed rumble-barrels well and set them down in the middle of the board, "
        "on the mountain plateau.", SETUP,
    ),
    Rule(
        "zapp.setup.wizards", "Three wizards on the start field",
        "Each player takes three apprentice wizards of one color and places them on the "
        "starting field of the matching color at the foot of the mountain.", SETUP,
    ),
    Rule(
        "zapp.round", "A round has three phases",
        "Once you have played through all three phases (in the order named here), the next "
        "round begins - again with phase 1 - and so on, until one of you has won.", ROUND,
    ),
    Rule(
        "zapp.magic", "The magic number",
        "Any one player rolls both dice. The sum of the pips is the magic number, which applies "
        "to all players and is announced out loud.", PHASE1,
    ),
    Rule(
        "zapp.magic.dice_lie", "The dice stay until the next round",
        "The dice are left lying (for checking purposes) until the next round.", PHASE1,
    ),
    # -- phase 2: barrels -----------------------------------------------------------------
    Rule(
        "zapp.barrels.choose", "Setting a barrel down",
        "Whoever believes they have found a suitable barrel for an effective shaking-magic sets "
        "it down in front of themselves.", PHASE2,
    ),
    Rule(
        "zapp.barrels.secret", "The secret number stays secret",
        "The secret number may only be looked at once every player has set a barrel down in "
        "front of themselves!", SHAKE_LAW,
    ),
    Rule(
        "zapp.barrels.two_hands", "At most two barrels in hand",
        "...to hold more than two barrels in your hands at the same time.", SHAKE_LAW,
        # nothing to check: the engine has no hands; a shake reads one barrel, and only the
        # player choosing shakes (zapp.decide.shake), so nobody ever holds two
        quote_only=True,
    ),
    Rule(
        "zapp.barrels.snatch", "No snatching",
        "...to snatch barrels out of a fellow player's hands.", SHAKE_LAW,
    ),
    Rule(
        "zapp.barrels.one", "One barrel per player",
        "...to set down more than one barrel (per player) in front of yourself.", SHAKE_LAW,
    ),
    Rule(
        "zapp.barrels.keep", "A barrel set down stays down",
        "...to put a barrel that you have already set down in front of yourself back on the "
        "mountain plateau.", SHAKE_LAW,
    ),
    Rule(
        "zapp.barrels.done", "No shaking after setting down",
        "...to keep shaking or holding further barrels once you have already set a barrel down "
        "in front of yourself.", SHAKE_LAW,
    ),
    Rule(
        "zapp.barrels.put_back", "Barrels not set down stay available",
        "Every player must immediately put back onto the mountain plateau any barrel they do "
        "not want to set down in front of themselves, so that it is available to the other "
        "players too.", SHAKE_LAW,
    ),
    Rule(
        "zapp.reveal", "Reveal",
        "Once every player has set a rumble-barrel down in front of themselves, everyone turns "
        "their chosen rumble-barrel over and calls out loud the secret number written on the "
        "bottom of the barrel.", PHASE2,
    ),
    Rule(
        "zapp.reveal.too_high", "Too high: empty-handed",
        "Any barrels whose secret number is higher than the magic number are immediately put "
        "back on the mountain plateau.", PHASE2,
    ),
    Rule(
        "zapp.reveal.effective", "An effective shaking-magic",
        "The effective shaking-magic: only a player who has chosen a rumble-barrel whose secret "
        "number is equal to or lower than the magic number has performed an effective "
        "shaking-magic, and may therefore (in phase 3) move one of their apprentice wizards.",
        PHASE2,
    ),
    Rule(
        "zapp.reveal.glance", "Everyone may see the revealed numbers",
        "To make sure no player cheats when calling out the secret number, you are of course "
        "allowed to glance at the secret barrel-number of your fellow players once it is "
        "revealed.", PHASE2,
    ),
    # -- phase 3: moving ------------------------------------------------------------------
    Rule(
        "zapp.order", "Highest secret number first",
        "Turn order: the player with the highest secret number moves first.", PHASE3,
    ),
    Rule(
        "zapp.order.next", "Then the next-lower number",
        "Then follows the player with the next-lower secret number, and so on.", PHASE3,
    ),
    Rule(
        "zapp.move.choose", "Any one own wizard",
        "Whoever's turn it is chooses any one of their own apprentice wizards to move - it makes "
        "no difference whether it is still on the starting field or already on its way.", PHASE3,
    ),
    Rule(
        "zapp.move.distance", "Move distance",
        "Move distance: the secret number states how many fields one of your own apprentice "
        "wizards is moved forward.", PHASE3,
    ),
    Rule(
        "zapp.move.forward", "Never backward",
        "...to move apprentice wizards backward (counterclockwise).", MOVE_LAW,
    ),
    Rule(
        "zapp.move.past_city", "Not past your own city",
        "...to move past your own destination city.", MOVE_LAW,
    ),
    Rule(
        "zapp.move.split", "One wizard per move",
        "...to split the move distance across several apprentice wizards.", MOVE_LAW,
    ),
    Rule(
        "zapp.move.foreign", "No foreign city, no start field",
        "...to move apprentice wizards into cities of other colors or onto starting fields.",
        MOVE_LAW,
    ),
    Rule(
        "zapp.move.exact", "No unused fields",
        "...to let fields go unused.", MOVE_LAW,
    ),
    Rule(
        "zapp.move.city", "Entering the city forfeits the rest",
        "The only exception: whoever moves a game piece into their destination (their own city) "
        "may let any surplus fields go unused (see Example A).", MOVE_LAW,
    ),
    Rule(
        "zapp.move.share", "Fields are shared",
        "Any number of apprentice wizards - regardless of color - may stand on any running "
        "field.", MOVE_LAW,
    ),
    Rule(
        "zapp.barrels.back", "Barrel back after moving",
        "Whoever has moved their apprentice wizard puts their rumble-barrel back on the mountain "
        "plateau.", MOVE_LAW,
    ),
    Rule(
        "zapp.barrels.reshuffle", "Reshuffle before each round",
        "Before the new round, all 13 barrels are shuffled there again.", MOVE_LAW,
    ),
    # -- banishing ------------------------------------------------------------------------
    Rule(
        "zapp.banish", "Banishing",
        "Apprentice wizards are banished whenever they are passed or caught up to outside their "
        "own protective zone by an opposing apprentice wizard.", BANISH,
    ),
    Rule(
        "zapp.banish.start", "Back to the start field",
        "Banished apprentice wizards are immediately put back on their starting field.", BANISH,
    ),
    Rule(
        "zapp.banish.protected", "Protective fields",
        "Apprentice wizards standing on protective fields (fields of their own color) cannot be "
        "banished.", BANISH,
    ),
    Rule(
        "zapp.banish.own", "Own wizards are safe",
        "Your own apprentice wizards are never banished.", BANISH,
    ),
    Rule(
        "zapp.banish.same_level", "Same level",
        "Whoever starts their move from a field on which other apprentice wizards also stand "
        "(starting at the same level) may not banish those.", BANISH,
    ),
    Rule(
        "zapp.banish.overlook", "Overlooking a banishment",
        "If the moving player overlooks banishing an apprentice wizard during their move, that "
        "apprentice wizard is lucky - it does not have to go back to its starting field.", BANISH,
    ),
    Rule(
        "zapp.banish.too_weak", "Too weak from the start field",
        "The one, but always valid, exception to these rules: apprentice wizards that start "
        "directly from the starting field are still too weak for banishing magic - they may "
        "under no circumstances banish any apprentice wizards (see Example B).", BANISH,
    ),
    # -- the end --------------------------------------------------------------------------
    Rule(
        "zapp.end", "Third wizard home wins",
        "Whoever first brings their third apprentice wizard into their destination city ends "
        "the game and is the winner.", END,
    ),
    # -- Pro version ----------------------------------------------------------------------
    Rule(
        "zapp.pro", "Carry-along fields",
        "In the pro version there are no neutral fields: all white fields (yes, exactly the ones "
        "with the little colored castles!) are now called CARRY-ALONG FIELDS.", PRO,
    ),
    Rule(
        "zapp.pro.protected", "Protected by an own tower",
        "On carry-along fields of your own color, apprentice wizards are protected from "
        "banishment - just like on your own protective fields.", PRO,
    ),
    Rule(
        "zapp.pro.banish", "Foreign carry-along fields do not protect",
        "Apprentice wizards standing on carry-along fields of another color are not carried "
        "along, but banished.", PRO,
    ),
    Rule(
        "zapp.pro.carry", "Carrying along",
        "Whoever passes apprentice wizards (even their own!) standing on carry-along fields of "
        "their own color may carry them along if they wish.", PRO,
    ),
    Rule(
        "zapp.pro.carry_choice", "Carry any of them",
        "They may freely decide whether to carry along one, several, all, or none of them.",
        PRO,
    ),
    Rule(
        "zapp.pro.carry_end", "Carried wizards end with the mover",
        "Carrying along apprentice wizards always ends on the field which your own apprentice "
        "wizard regularly reaches during the current move.", PRO,
    ),
    Rule(
        "zapp.pro.city", "Set down in front of the city",
        "If an apprentice wizard reaches its destination city, it sets down all the "
        "carried-along apprentice wizards of its fellow players on the running field in front of "
        "its city.", PRO,
    ),
    Rule(
        "zapp.pro.city_own", "Own carried wizards may enter",
        "However, its own carried-along apprentice wizards may come along into the destination "
        "city.", PRO,
    ),
    Rule(
        "zapp.pro.past_city", "Carried past its own city",
        "Foreign apprentice wizards may also be carried along past their own destination city, "
        "so that they must go around the mountain once more in order to reach their city.", PRO,
    ),
    Rule(
        "zapp.pro.origin", "Not from the origin field",
        "Whoever starts their move on a carry-along field may not carry along any apprentice "
        "wizards from that carry-along field.", PRO,
    ),
    Rule(
        "zapp.pro.from_start", "Carrying from the start field",
        "You may also carry along when coming from the starting field (unlike banishing, see "
        "above).", PRO,
    ),
    # -- decisions (the rulebook leaves these open; docs/zapp-zerapp.md) -------------------
    _decision(
        "zapp.decide.board", "The board is reconstructed data (option board)",
        "1 game board", COMPONENTS,
    ),
    _decision(
        "zapp.decide.players", "Seats are colours (option players)",
        "Each player takes three apprentice wizards of one color and places them on the "
        "starting field of the matching color at the foot of the mountain.", SETUP,
    ),
    _decision(
        "zapp.decide.grab_order", "Barrels are taken in a seeded grab order",
        "As soon as the magic number is known, all players simultaneously shake the mysterious "
        "rumble-barrels, without looking at the number on the bottom of the barrel.", PHASE2,
    ),
    _decision(
        "zapp.decide.shake", "The rattle reading (option shake_noise)",
        "Keep going like this up to the last barrel, into which you put 13 magic stones and "
        "whose stopper you label with the sticker number 13.", BEFORE,
    ),
    _decision(
        "zapp.decide.must_move", "Moving is not optional",
        "Now all players who achieved an effective shaking-magic (in phase 2) move, one after "
        "another, one of their own apprentice wizards forward, clockwise.", PHASE3,
    ),
    _decision(
        "zapp.decide.spare", "The move names the wizards it spares (default: none)",
        "If the moving player overlooks banishing an apprentice wizard during their move, that "
        "apprentice wizard is lucky - it does not have to go back to its starting field.", BANISH,
    ),
    _decision(
        "zapp.decide.carry", "Who may be carried; the move names them (default: none)",
        "Whoever passes apprentice wizards (even their own!) standing on carry-along fields of "
        "their own color may carry them along if they wish.", PRO,
    ),
    _decision(
        "zapp.decide.stay", "Own carried wizards enter the city unless the move leaves them",
        "However, its own carried-along apprentice wizards may come along into the destination "
        "city.", PRO,
    ),
    _decision(
        "zapp.decide.carried_passive", "Carried wizards banish nothing",
        "Carrying along apprentice wizards always ends on the field which your own apprentice "
        "wizard regularly reaches during the current move.", PRO,
    ),
    _decision(
        "zapp.decide.end_at_once", "The game ends at once, mid-round",
        "Whoever first brings their third apprentice wizard into their destination city ends "
        "the game and is the winner.", END,
    ),
    _decision(
        "zapp.decide.score", "The score is wizards in the city",
        "Whoever brings all three of their apprentice wizards into their own guild's city first, "
        "wins.", OBJECTIVE,
    ),
)
