"""Every rule of Zankapfel, each with the rulebook's own sentence (``RULES[id].quote``).

Ids are stable: notebooks, tests and widgets refer to them. Rules marked ``decision=True`` are
points the rulebook leaves open; their quote is the sentence the decision interprets and
``docs/zankapfel.md`` gives the choice and the option that changes it.
"""

from __future__ import annotations

from zzlib.core import Rule, rule_table

_S = "How to Play"
_P = "Points"
_G = "The Game"
_C = "Contention"
_E = "End of the Game"
_N = "Notes"
_V = "Variation: Corruption"

RULES = rule_table(
    # -- setup -----------------------------------------------------------------------------
    Rule("zank.setup.leader", "Red is the first Game Leader",
         "Red starts, and is the first player to be the 'Game Leader'.", _S),
    Rule("zank.setup.chips", "Each player removes a harvest chip",
         "Starting with the Game Leader, each player takes away one harvest chip (e.g. a four "
         "player game starts with four spaces in the orchard, a five player starts with five "
         "spaces, and so on).", _S),
    Rule("zank.setup.chips_three", "Three players remove two chips each",
         "If there are only three players, each player removes a second harvest chip.", _S),
    Rule("zank.setup.mayor", "The mayor's first square",
         "The Game Leader places the wooden mayor on any square in the orchard.", _S),
    Rule("zank.setup.farmers", "Farmers start on the apple square",
         "Place the coloured apple farmers (one for each player) on the apple square on the "
         "outer track.", _S),
    Rule("zank.setup.numbered", "Ten numbered cards each",
         "The numbered cards are one of each number from one to ten.", _S),
    Rule("zank.setup.deal", "Four apple cards each",
         "Shuffle the apple cards and deal four to each player.", _S),
    Rule("zank.setup.face_up", "The top card is turned up",
         "Place the remaining apple cards face-down on the house. Turn up the top card.", _S),
    # -- a round ---------------------------------------------------------------------------
    Rule("zank.turn.order", "Round the table",
         "The next player now has the same choice, and so on round the table until everyone "
         "has had the chance to pick or buy.", _G),
    Rule("zank.play.face_down", "Play an apple card face down",
         "He can play an Apple Card from his hand face down, which shows the apple colour he "
         "wants to pick", _G),
    Rule("zank.buy", "Buy the face-up card",
         "He can buy the face up card on the top of the undealt Apple Cards.", _G),
    Rule("zank.buy.cost", "Half the apple's value",
         "This costs half (rounded down) of the current point value of that apple. Payment is "
         "made by moving his scoring piece on the outer track back by 1, 2 or 3 spaces.", _G),
    Rule("zank.buy.multi", "A multi-coloured apple costs 3",
         "A Multi-coloured apple always costs 3 points to buy.", _G),
    Rule("zank.buy.below_start", "Going back past the start",
         "He can go beyond the start square (if he bought an apple on the first turn, for "
         "example).", _G),
    Rule("zank.buy.turn_up", "The next card is turned up",
         "If a card is bought, the next card is turned up immediately.", _G),
    Rule("zank.buy.must", "No apple card: buy",
         "If you do not have any Apple Cards, you cannot pick apples, you must buy the face up "
         "Apple Card.", _N),
    Rule("zank.deck.reshuffle", "Reshuffle the barn",
         "Reshuffle the Apple Cards if the pack is exhausted.", _N),
    # every view shows the barn and the deck as counts and one card face up
    Rule("zank.deck.face_down", "Used cards face down; only the card for sale face up",
         "Keep the used cards face down, it is less confusing. The only face up card is the one "
         "that is for sale.", _N),
    Rule("zank.mayor.move", "The mayor moves one square",
         "The Game Leader now moves the Mayor one square in any direction (up/down, across, or "
         "diagonally), but he must move it to a square which has a harvest chip on it.", _G),
    Rule("zank.mayor.chip", "The chip is removed",
         "The harvest chip is then removed from play.", _G),
    Rule("zank.mayor.anywhere", "No chip next to the mayor",
         "If there is not a harvest chip on any adjacent square, then the Mayor can be moved to "
         "any square in the orchard with a harvest chip still on it.", _G),
    Rule("zank.mayor.before_reveal", "The mayor moves before the reveal",
         "Remember that the Mayor must be moved before the Apple Cards are revealed.", _N),
    Rule("zank.reveal", "Reveal the apple cards",
         "All those hoping to pick apples now turn over their Apple Cards.", _G),
    Rule("zank.multi.name", "A multi-coloured apple names its colour",
         "If a player plays a Multi-coloured Apple Card, he can decide what colour it is after "
         "looking at everyone else's Apple Card played that turn.", _G),
    Rule("zank.multi.order", "Naming in turn order",
         "If two or more Multi-coloured Apple Cards are played, the choice of apple colour will "
         "be done in turn order; i.e. starting with the Game Leader and moving round to the "
         "left.", _G),
    Rule("zank.score.value", "The mayor's square gives the points",
         "Apples score points depending on where the Mayor is left standing after being moved "
         "one space by the Game Leader.", _P),
    Rule("zank.pick", "A single picker scores",
         "If there is no clashing of the same colours, each player successfully picks their "
         "apple, and scores the points accordingly.", _G),
    Rule("zank.barn", "Played apples go to the barn",
         "The Apple Cards are placed face down in the discard pile (the Barn).", _G),
    Rule("zank.contention", "A clash is a contention",
         "If there is a clash of colour, 'Contention' occurs.", _G),
    Rule("zank.contention.order", "Several contentions",
         "If two different Contentions occur in the same round, resolve each in order, start "
         "with the Game Leader and move round clockwise (see Contention).", _G),
    Rule("zank.round.leader", "The big apple passes left",
         "After resolving the apple picking, pass the Game Leader marker (the big apple) to the "
         "person on the left of the current Game Leader, and a new round begins.", _G),
    # -- contention --------------------------------------------------------------------------
    Rule("zank.contention.commit", "Numbered cards face down",
         "Each player simultaneously plays one of their numbered cards face down.", _C),
    Rule("zank.contention.must_card", "A card if you can",
         "Note that you must play a card if you can.", _C),
    Rule("zank.contention.dice", "Dice in turn",
         "Starting with the player nearest to the Game Leader (going round from the left), each "
         "player decides to take a die or dice to supplement his card total.", _C),
    Rule("zank.contention.poker", "Poker fashion",
         "This is done in Poker fashion; i.e. if a player decides a die after the other one has "
         "refused to, the player who refused a die can now take one (or more) and then the other "
         "one can increase his dice as well.", _C),
    Rule("zank.contention.dice_cost", "Two points a die, at most three",
         "Each die taken (a maximum of three) costs two points.", _C),
    Rule("zank.contention.pay", "Paid at once",
         "Immediately deduct this total by moving the apple farmer back two spaces or more as "
         "appropriate.", _C),
    Rule("zank.contention.no_hand_back", "No die handed back",
         "Once a die has been taken, it cannot be 'handed back' that round, it must be used.",
         _C),
    Rule("zank.contention.reveal", "Reveal the numbered cards",
         "When both contenders are happy with their cards and/or dice situation, the cards are "
         "revealed.", _C),
    Rule("zank.contention.roll", "Roll and add",
         "If a die or dice were taken, it or they are rolled and the total added to the card.",
         _C),
    Rule("zank.contention.win", "The highest total picks",
         "The apple with the highest score is picked, and all the Apple Cards are stacked face "
         "down on the discard pile (the Barn).", _C),
    Rule("zank.contention.spent", "Numbered cards are used once",
         "Each numbered card can be used once only.", _C),
    Rule("zank.contention.tie", "A draw is bid again",
         "If a Contention results in a draw, the numbered cards are placed out of the game, and "
         "all tied players in the Contention must pick another card and again decide about "
         "dice.", _C),
    Rule("zank.contention.no_card", "No card left: dice",
         "If you have no Contention Card to play, you must resort to 1, 2 or 3 dice and hope you "
         "roll a high enough total to beat the opposition.", _C),
    # -- end -------------------------------------------------------------------------------
    Rule("zank.end", "Two ways to end",
         "The game ends either when a player reaches the starting square, having travelled round "
         "the board, or when there are no more harvest chips on the board.", "Object of the Game"),
    Rule("zank.end.winner", "The first round the course, or the furthest once all apples are "
         "picked",
         "The winner is either the first player to finish the course, or, if all the apples are "
         "already picked, is the player who has advanced the furthest.", "Object of the Game"),
    Rule("zank.end.track", "Round the track",
         "If a player reaches the start square again (having gone round the board), he wins.",
         _E),
    Rule("zank.end.track_tie", "Furthest past wins",
         "If two people reach it in the same turn, the one who went furthest past, wins. If both "
         "still the same, it is a joint win.", _E),
    Rule("zank.end.chips", "No chip for the mayor",
         "When the Mayor has nowhere else to move (i.e. all the harvest chips have been removed "
         "from play), the game ends immediately and player furthest ahead on the outer track, "
         "wins.", _E),
    Rule("zank.end.chips_tie", "Level leaders share",
         "If the two leading players are on the same square, it is a joint win.", _E),
    # -- corruption ------------------------------------------------------------------------
    Rule("zank.corruption.offer", "Offer one or two points",
         "If a player prefers to move the Mayor in a different direction than that chosen by the "
         "Game Leader, he can try to corrupt the Game Leader with one or two points.", _V),
    Rule("zank.corruption.accept", "The leader accepts",
         "If the Game Leader accepts this, the Mayor will be moved to whichever square the other "
         "player decides.", _V),
    Rule("zank.corruption.pay", "The bribe is paid",
         "The Game Leader moves his farmer that number of points forward and the other player "
         "moves his farmer backwards by the same number of points.", _V),
    # -- tactical hints (advice, not rules: no code applies them; the lessons quote and test them)
    Rule("zank.hint.modest", "Be modest: aim at a three or four",
         "Contentions can be avoided by being modest in your ambition. Try to harvest 'only' a "
         "three or four and you minimize the danger of Contention.", "Tactical Hints",
         quote_only=True),
    # -- decisions (the rulebook leaves these open; docs/zankapfel.md gives each choice) -----
    Rule("zank.decision.seats", "Seats are colours, red first, then clockwise",
         "Red starts, and is the first player to be the 'Game Leader'.", _S, decision=True),
    Rule("zank.decision.orchard", "The orchard's values (reconstructed)",
         "Look along the row to see what the corresponding number is for the coloured apple "
         "picked.", _P, decision=True),
    Rule("zank.decision.chip_rounds", "Three players remove chips in two rounds",
         "If there are only three players, each player removes a second harvest chip.", _S,
         decision=True),
    Rule("zank.decision.mayor_start", "The mayor may start on any square; no chip is taken",
         "The Game Leader places the wooden mayor on any square in the orchard.", _S,
         decision=True),
    Rule("zank.decision.one_action", "One card played or one card bought a turn",
         "A round consists of everyone either playing an Apple Card face down or buying Apple "
         "Cards.", "Apple Cards", decision=True),
    Rule("zank.decision.no_card_to_buy", "Nothing to buy and no card: sit out",
         "If you do not have any Apple Cards, you cannot pick apples, you must buy the face up "
         "Apple Card.", _N, decision=True),
    Rule("zank.decision.multi_colour", "A multi-coloured apple names one of the four colours",
         "He might go for Contention, or might not; the choice is up to him.", _G, decision=True),
    Rule("zank.decision.bid_order", "Dice bidding starts left of the leader; the leader bids "
         "last (option bid_start)",
         "Starting with the player nearest to the Game Leader (going round from the left), each "
         "player decides to take a die or dice to supplement his card total.", _C,
         decision=True),
    Rule("zank.decision.bidding_end", "The bidding ends after a full round with no die taken",
         "When both contenders are happy with their cards and/or dice situation, the cards are "
         "revealed.", _C, decision=True),
    Rule("zank.decision.rebid_dice", "A re-bid starts with no dice",
         "If a Contention results in a draw, the numbered cards are placed out of the game, and "
         "all tied players in the Contention must pick another card and again decide about "
         "dice.", _C, decision=True),
    Rule("zank.decision.track_end", "Going round is judged at the end of the round",
         "If two people reach it in the same turn, the one who went furthest past, wins.", _E,
         decision=True),
    Rule("zank.decision.track_length", "The track's length (option track_length)",
         "If a player reaches the start square again (having gone round the board), he wins.",
         _E, decision=True),
    Rule("zank.decision.bribes", "One offer each, in turn; the leader takes at most one",
         "If the Game Leader accepts this, the Mayor will be moved to whichever square the other "
         "player decides.", _V, decision=True),
    Rule("zank.decision.announce", "The leader announces his square first, in public",
         "If a player prefers to move the Mayor in a different direction than that chosen by the "
         "Game Leader, he can try to corrupt the Game Leader with one or two points.", _V,
         decision=True),
    Rule("zank.decision.chips_end", "The last chip's round is scored, then the game ends "
         "(option chips_end)",
         "When the Mayor has nowhere else to move (i.e. all the harvest chips have been removed "
         "from play), the game ends immediately and player furthest ahead on the outer track, "
         "wins.", _E, decision=True),
)
