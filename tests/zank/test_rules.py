"""RULES quote the rulebook verbatim; moves round-trip through JSON and read like the rulebook."""

import re

from zzlib import zank
from zzlib.core import from_jsonable, to_jsonable


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_every_rule_quotes_the_rulebook_verbatim(rulebook):
    book = squash(rulebook("zankapfel.txt"))
    for rule in zank.RULES.values():
        assert squash(rule.quote) in book, rule.id


def test_rule_ids_titles_and_decisions():
    for rid, rule in zank.RULES.items():
        assert rid == rule.id and rid.startswith("zank.") and rule.title and rule.section
        assert rule.decision == rid.startswith("zank.decision.")
    for opt in zank.OPTIONS.values():
        assert opt.rule in zank.RULES


def test_moves_round_trip_through_json_and_hide_their_secret():
    samples = [zank.RemoveChip("red", (1, 2)), zank.PlaceMayor("red", (0, 0)),
               zank.PlayApple("blue", "multi"), zank.BuyApple("green"),
               zank.Bribe("yellow", (2, 3), 2), zank.NoBribe("yellow"),
               zank.AcceptBribe("red", "yellow"), zank.RefuseBribes("red"),
               zank.MoveMayor("red", (2, 3)), zank.NameColour("blue", "green"),
               zank.CommitCard("blue", 9), zank.TakeDice("blue", 2), zank.Stand("red"),
               zank.AnnounceMayor("red", (1, 1))]
    assert {type(m) for m in samples} == set(zank.MOVES)
    for m in samples:
        assert from_jsonable(type(m), to_jsonable(m)) == m
        assert str(m).startswith(m.player)
    assert "multi" not in str(samples[2]) and "9" not in str(samples[10])
