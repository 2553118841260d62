"""The sentences of Zankapfel's rulebook that no rule quotes, and what each is instead.

Read by ``zzlib.rulebook`` (the map of every sentence: ``docs/rulebook-map/zankapfel.md``).
A sentence that a rule of ``RULES`` quotes needs no note; one that says again what a rule
applies points at that rule; a tactical hint names the lesson that puts it to the test.
"""

from __future__ import annotations

from zzlib.rulebook import advice, component, example, notes, says_again, transcription

LESSONS = "notebooks/zankapfel"

NOTES = notes(
    says_again(("zank.pick", "zank.score.value"),
               "Each player picks apples, trying to get the best apples each turn.",
               "Apples earn points which are recorded by moving the apple farmers round the "
               "outer track.",
               "At the end of the round scores are recorded depending on which apples were "
               "successfully picked.",
               "They then move their counters round the outer track that number of spaces."),
    says_again(("zank.setup.leader", "zank.round.leader"),
               "And is given the big apple; the big apple is the Game Leader marker."),
    says_again("zank.setup.chips",
               "At the start of play one red wooden block or 'harvest chip' is placed on each "
               "square in the orchard.",
               why="every square starts with a chip; then each player takes one away"),
    says_again("zank.setup.numbered",
               "Give each player a set of ten numbered cards in their colour."),
    component("There are five types of apple cards; Red, Blue, Yellow, Green and the "
              "Multi-coloured apple.",
              why="the five kinds of apple card: the engine's deck (zzlib/zank/cards.py)"),
    says_again(("zank.decision.one_action", "zank.mayor.move", "zank.reveal",
                "zank.contention"),
               "The game is played in rounds.",
               "The Mayor is moved one space by the Game Leader.",
               "The cards which were placed face down are revealed simultaneously and apples "
               "are picked or fought over.",
               why="the round in brief: each step has its own rule further on"),
    example("tests/zank/test_rulebook.py::"
            "test_rulebook_example_mayor_square_scores_red_5_green_7_yellow_3_blue_2",
            "In the illustration in the German rules (page 5), the Mayor is standing in square "
            "BM.",
            "A Red apple picked there scores 5 points, a Green 7 points, a Yellow 3 points and "
            "a Blue 2 points."),
    transcription("Note: the scoring grid itself is not printed in this document; only the "
                  "worked example above is given.",
                  why="a note of the transcription: the grid is reconstructed "
                      "(zank.decision.orchard)"),
    says_again(("zank.play.face_down", "zank.buy"),
               "- The Game Leader decides what he will do.",
               "He has two choices."),
    advice(f"{LESSONS}/01-orchard-and-mayor.ipynb",
           "As the board empties of harvest chips, it is easier to see where the Mayor will be "
           "moving.",
           "The Game Leader has a big advantage.",
           "He knows where the Mayor is going, whereas the others don't (unless there is only "
           "one legal square for the Mayor to move to).",
           "The other players need more guess-work if they are going to pick a high scoring "
           "apple."),
    says_again("zank.contention",
               "This Contention might be between two or more players."),
    says_again("zank.contention.spent",
               "The numbered cards are placed to the side, out of the game.",
               "Contention Cards go out of the game once used."),
    says_again("zank.contention.tie",
               "The new Contention is again resolved, and if another tie, this continues until "
               "someone wins."),
    says_again(("zank.contention.must_card", "zank.contention.dice_cost"),
               "In Contention, you must play a Contention Card if you have one, and you cannot "
               "take more than three dice; normally, one die is the most you will want to "
               "take."),
    advice(f"{LESSONS}/02-pick-or-buy.ipynb",
           "Contentions are expensive.",
           "Try to avoid them.",
           "The players on the right side of the Game Leader can notice how many players try "
           "to harvest.",
           "If many players try to harvest, it is perhaps better to buy a new Apple Card.",
           "Multi-coloured apples are important.",
           "Even if many players try to harvest, these cards have great value."),
)
