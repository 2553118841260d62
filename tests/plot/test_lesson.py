"""The lesson helpers: a quote, a checked answer, a small table, an attempt that shows a
refusal as a sentence with its rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from zzlib import zapp
from zzlib.plot.lesson import Attempt, attempt, check, quote, table


def test_quote_shows_the_sentence_the_section_and_the_id():
    r = zapp.RULES["zapp.banish.too_weak"]
    md = quote(r)._repr_markdown_()
    assert md.startswith(f"> *{r.quote}*")
    assert f"— rulebook, {r.section} (`zapp.banish.too_weak`)" in md
    decision = quote(zapp.RULES["zapp.decide.spare"])._repr_markdown_()
    assert "a reading: see [the docs page](../../docs/zapp-zerapp.md)" in decision  # its game's


def test_a_sentence_two_rules_share_is_quoted_once_with_both_ids():
    from zzlib import zank

    must, reading = zank.RULES["zank.buy.must"], zank.RULES["zank.decision.no_card_to_buy"]
    md = quote(must, reading)._repr_markdown_()
    assert md.count(must.quote) == 1 and "`zank.buy.must`; `zank.decision.no_card_to_buy`" in md
    assert quote(must, zank.RULES["zank.barn"])._repr_markdown_().count("> *") == 2


def test_check_shows_fractions_as_a_learner_writes_them():
    assert check(Fraction(7, 12), Fraction(7, 12)) == "Right: 7/12"
    assert check(Fraction(7, 12), Fraction(7, 12)) == "Right: 7/12"
    assert check(7 / 12, Fraction(7, 12)) == "Right: 7/12"  # typed as a division
    assert check(0.5, Fraction(7, 12)).startswith("Not quite: you said 0.5.")
    nearly = check(0.1667, Fraction(1, 6))  # rounded: asked for exactly, not graded
    assert nearly.startswith("Nearly: 0.1667") and "1/6" not in nearly and not nearly.answered
    assert check(0.18, Fraction(1, 6)).startswith("Not quite")
    # everything else as Python shows it (the Jasper and Zot lessons rely on that)
    assert check((5, 3), (5, 3)) == "Right: (5, 3)"
    assert check("city", 16).startswith("Not quite: you said 'city'.")
    assert repr(check(1, 1)) == "Right: 1"


def test_a_quiz_waits_for_the_reader_and_reveals_only_on_request():
    waiting = check(None, Fraction(7, 12), "two of the twelve ways")
    assert waiting.startswith("Not answered yet")
    assert "7/12" not in waiting and "twelve" not in waiting
    assert check(..., 16) == check(None, 1) and "16" not in check(..., 16)
    assert check("show", Fraction(7, 12), "why") == "The engine's answer: 7/12 (why)"
    assert check("show", "show") == "Right: show"


def test_table_from_tuples_as_markdown_and_as_text():
    t = table([(2, Fraction(1, 36), 0.5), (7, Fraction(1, 6), 1 / 3)],
              ["magic number", "chance", "x"], title="Two dice")
    md = t._repr_markdown_().splitlines()
    assert md[0] == "**Two dice**"
    assert md[2:] == ["| magic number | chance | x |", "|---:|---:|---:|",
                      "| 2 | 1/36 | 0.50 |", "| 7 | 1/6 | 0.33 |"]
    assert repr(t).splitlines() == ["Two dice", "magic number  chance     x",
                                    "           2    1/36  0.50", "           7     1/6  0.33"]


def test_table_aligns_columns_of_numbers_right_and_words_left():
    t = table([("R1", "-0.4", "4.61 ± 0.31", "83%", "72% to 100%"),
               ("G2", "city", "5", "7%", "1")], ["wizard", "a", "b", "c", "d"])
    assert t._repr_markdown_().splitlines()[1] == "|---|---|---:|---:|---|"


def test_table_from_dicts_escapes_bars_and_refuses_ragged_rows():
    t = table([{"wizard": "G1", "note": "a|b"}, {"wizard": "R1", "note": "two\nlines"}])
    assert t._repr_markdown_().splitlines()[2:] == ["| G1 | a\\|b |", "| R1 | two lines |"]
    with pytest.raises(ValueError, match="2 cells but the table has 3 columns"):
        table([(1, 2)], ["a", "b", "c"])
    with pytest.raises(ValueError, match="column names"):
        table([(1, 2)])


def test_attempt_shows_a_refusal_with_its_rule_and_changes_nothing():
    pos = zapp.Position.from_text("R1:city G1:4")
    tried = attempt(zapp.move, pos, "R1", 3, rules=zapp.RULES, what="R1 moves on")
    assert isinstance(tried, Attempt) and not tried.allowed
    assert tried.rule_id == "zapp.move.past_city"
    md = tried._repr_markdown_()
    assert md.startswith("**R1 moves on: refused** by rule `zapp.move.past_city`: R1 is already")
    assert quote(zapp.RULES["zapp.move.past_city"])._repr_markdown_() in md
    assert repr(tried).startswith("R1 moves on: refused by rule zapp.move.past_city: ")
    assert pos == zapp.Position.from_text("R1:city G1:4")


def test_attempt_shows_what_an_allowed_action_did():
    g = zapp.Game.new(seed=1)
    g.advance()
    tried = attempt(g.play, zapp.Choose(g.to_move, "A"), rules=zapp.RULES)
    assert tried.allowed and tried.rule_id is None
    assert tried._repr_markdown_().startswith("**allowed.**")
    assert "sets down barrel A. (`zapp.barrels.choose`)" in tried._repr_markdown_()
    plain = attempt(lambda: 42, rules=zapp.RULES, what="the answer")
    assert repr(plain) == "the answer: allowed. 42"


def test_attempt_lets_other_errors_through():
    # a mistyped position is the learner's error to see, not a rule's refusal
    with pytest.raises(ValueError, match="unknown wizard"):
        attempt(zapp.Position.from_text, "X9:3", rules=zapp.RULES)


def test_a_wrong_answer_gets_another_try_not_the_engine_s_answer():
    wrong = check(Fraction(1, 4), Fraction(1, 6), "one way in six")
    assert wrong.startswith("Not quite: you said 1/4.")
    assert "1/6" not in wrong and "six" not in wrong and not wrong.answered
    assert "another answer" in wrong and "'show'" in wrong
    assert check(False, True).startswith("Not quite") and "True" not in check(False, True)
    # the word None in quotes is not an answer ("none" is: it answers "how many?")
    quoted = check("None", 0)
    assert quoted.startswith("You wrote 'None' in quotes") and not quoted.answered
    # a question about how to read an open rule: no answer is wrong, each is told the reading
    agree, other = check(False, False, "why", reading=True), check(True, False, "why", reading=True)
    assert agree == "The engine reads it as you do: False (why)" and agree.answered
    assert other.startswith("A fair reading, but the engine reads it the other way: False")
    assert other.answered and check("yes", False, reading=True).startswith("Answer True or False")


def test_check_reads_an_answer_as_a_person_means_it():
    assert check("Mayor", "mayor").startswith("Right")
    assert check("blue and red", "red and blue").startswith("Right")
    assert check(" 1 ", 1).startswith("Right") and check("-4", -4).startswith("Right")
    assert check("blue", "red and blue").startswith("Not quite")
    assert check("blue, red", "red and blue").startswith("Right")
    assert check(["Blue", "red"], "red and blue").startswith("Right")
    assert check(("red",), "red and blue").startswith("Not quite")
    assert check("red, blue and green", "green and blue and red").startswith("Right")
    assert check("the grand mayor", "the grand mayor").startswith("Right")  # "grand" stays whole
    assert check("1/6", Fraction(1, 6)) == "Right: 1/6"  # a fraction typed in quotes
    assert check("0.5", Fraction(1, 2)).startswith("Right")
    assert check(0.08333333333333333, Fraction(1, 5)).startswith("Not quite: you said 0.08333.")
    assert check("City", "city") == "Right: city"  # the engine's answer without quotes
    assert check("False", False) == "Right: False" and check(" true", False).startswith("Not quite")
    assert check("2", 1).startswith("Not quite") and check(True, 1).startswith("Right") is False


def test_check_takes_a_number_in_words_where_the_answer_is_a_number():
    from zzlib.plot.lesson import number_in_words

    assert check("seven", 7) == "Right: 7"
    assert check("Two", 2).startswith("Right") and check(" two ", 2).startswith("Right")
    assert check("twenty-one", 21).startswith("Right")
    assert check("Twenty one", 21).startswith("Right")
    assert check("minus four", -4).startswith("Right")
    assert check("one hundred and five", 105).startswith("Right")
    assert check("zero", 0).startswith("Right")
    assert check("seven", 8).startswith("Not quite: you said 'seven'.")
    assert check("seven", Fraction(7)).startswith("Right")
    assert check("seven apples", 7).startswith("Not quite")  # only a number, nothing else
    assert check("red", 7).startswith("Not quite")
    assert check("seven", "seven").startswith("Right")  # a word answer stays a word
    assert check("seven", True).startswith("Answer True or False")  # not a yes-or-no answer
    for text, n in [("seven", 7), ("12", 12), ("-3", -3), ("negative three", -3),
                    ("ninety-nine", 99), ("two thousand and twenty", 2020)]:
        assert number_in_words(text) == n, text
    for text in ["", "and", "hundred", "seven and blue", "7.5", "many"]:
        assert number_in_words(text) is None, text


def test_an_answer_of_the_wrong_kind_is_asked_again_not_graded():
    for mine in ("yes", "no", 1):
        said = check(mine, True, "the reason")
        assert said.startswith("Answer True or False (you wrote ") and "reason" not in said
    assert check("True", True) == "Right: True"  # typed in quotes, it is still the answer
    for mine in ("yes", True, [0], (1,)):
        assert check(mine, 3).startswith("Answer a number (you wrote ")
    assert check("none", 0) == "Right: 0"  # "none" answers "how many?"
    assert check("city", 16).startswith("Not quite")  # a word may be a fair wrong answer
    assert check(True, True) == "Right: True"
    # a quiz cell shows the engine's working only once answered with the right kind
    assert check(True, True).answered and check("show", True).answered
    assert not check(None, True).answered and not check("yes", True).answered


def test_refusals_show_one_sentence_for_a_refused_move_or_a_bad_value(capsys):
    from zzlib import zapp
    from zzlib.plot.lesson import refusals

    with refusals(zapp.RULES, what="R1 moves 14") as r:
        zapp.move(zapp.Position.start(), "R1", 14)
        raise AssertionError("not reached")
    assert r.outcome.rule_id == "zapp.move.distance"
    with refusals(zapp.RULES, what="your position") as r:
        zapp.Position.from_text("R1:24")
    assert str(r.outcome) == ("your position: not possible: R1: field 24 does not exist "
                              "(fields are 0-23).")
    with refusals(zapp.RULES) as r:
        pass
    assert r.outcome is None
    with pytest.raises(ZeroDivisionError), refusals(zapp.RULES):
        raise ZeroDivisionError("not a bad value: raised as usual")


def test_rulebook_quotes_a_sentence_no_rule_quotes_with_its_home():
    from zzlib.plot.lesson import rulebook

    said = rulebook("zapp", "come away empty-handed")
    md = said._repr_markdown_()
    assert md.startswith("> *The corresponding players come away empty-handed this round")
    assert "the engine's rule `zapp.reveal.too_high` says the same" in md
    with pytest.raises(ValueError, match="not exactly one"):
        rulebook("zapp", "the")
