"""What each sentence of Heap's rulebook that no rule quotes is instead."""

from zzlib.rulebook import flavour, notes

NOTES = notes(
    flavour("A game for two players, Ann and Bob, that lives in the tests: the fourth game "
            "every shared check plays."),
)
