"""Small helpers the lessons share: a rule quoted as a block, an answer checked, a small
table, and an attempt that shows either what happened or the rule that refused it.

No IPython here: ``Quote``, ``Table`` and ``Attempt`` render themselves as Markdown in a
notebook (``_repr_markdown_``) and as plain text anywhere else.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from zzlib.core import IllegalMove, and_join

#: each game's docs page, as a lesson (``notebooks/<game>/``) reaches it: where a decision
#: (a house reading of the rulebook) is explained
DOCS = {"zot": "../../docs/jasper-and-zot.md", "zapp": "../../docs/zapp-zerapp.md",
        "zank": "../../docs/zankapfel.md"}


class Quote:
    """One or more rules, each shown as its rulebook sentence, section and rule id. A sentence
    neighbouring rules share (a rule and the decision that reads it) is shown once, with both
    ids under it.

    ``docs``: a link to the game's docs page (relative to the notebook; by default the page of
    the rule's game as a lesson reaches it); a rule that is a house reading
    (``decision=True``) says so and links there."""

    def __init__(self, *rules, docs: str | None = None):
        self.rules = rules
        self.docs = docs

    def _note(self, r) -> str:
        if not getattr(r, "decision", False):
            return ""
        docs = self.docs or DOCS.get(r.id.split(".", 1)[0])
        if docs:
            return f", a reading: see [the docs page]({docs})"
        return ", a decision: see the docs page"

    def _groups(self) -> list[list]:
        groups: list[list] = []
        for r in self.rules:
            if groups and (groups[-1][0].quote, groups[-1][0].section) == (r.quote, r.section):
                groups[-1].append(r)
            else:
                groups.append([r])
        return groups

    def _repr_markdown_(self) -> str:
        return "\n\n".join(
            f"> *{g[0].quote}*  \n> — rulebook, {g[0].section} ("
            + "; ".join(f"`{r.id}`{self._note(r)}" for r in g) + ")"
            for g in self._groups()
        )

    def __repr__(self) -> str:
        return "\n".join(f'"{g[0].quote}" ({g[0].section}; {", ".join(r.id for r in g)})'
                         for g in self._groups())


def quote(*rules, docs: str | None = None) -> Quote:
    """Quote rules (``Rule`` values, e.g. ``zot.RULES["zot.descend.move"]``) in a notebook."""
    return Quote(*rules, docs=docs)


def quoter(docs: str):
    """``quote`` for one game's lessons: its readings link to ``docs``, the game's docs page
    as the notebook reaches it (``"../../docs/jasper-and-zot.md"``)."""

    def quote_rules(*rules) -> Quote:
        return Quote(*rules, docs=docs)

    quote_rules.__doc__ = quote.__doc__
    return quote_rules


class Verdict(str):
    """A line of text that shows without quotes in a notebook. ``answered``: for ``check``'s
    line, whether the reader has given an answer of the right kind (a quiz cell shows the
    engine's working only then)."""

    answered = False

    def __repr__(self) -> str:
        return str(self)


def _answer(v: Any, quoted: bool = False) -> str:
    """An answer as a learner would write it: fractions as ``7/12``, a long float short
    (``0.08333``), words as words; ``quoted``: words in quotes, as what the learner typed
    ("you said 'city'"); everything else as Python shows it."""
    if isinstance(v, Fraction):
        return str(v)
    if isinstance(v, float):
        return f"{v:.4g}"  # 0.08333333333333333 reads as 0.08333
    if isinstance(v, str) and not quoted and v.strip() and "'" not in v:
        return v.strip()  # the engine's answer in words, without Python's quotes
    return repr(v)


_FRACTION_TEXT = re.compile(r"\s*(-?\d+)\s*/\s*(\d+)\s*")


def _as_fraction(text: str) -> Fraction | None:
    """A fraction typed as text ("1/6", " 7 / 12 "), or None."""
    m = _FRACTION_TEXT.fullmatch(text)
    return Fraction(int(m[1]), int(m[2])) if m and int(m[2]) else None


def _words(text: str) -> list[str]:
    """An answer in words as a set of parts: case, spaces and the order of "a and b" (or
    "a, b", or "a, b and c") aside."""
    return sorted(part.strip() for part in re.split(r",|\band\b", text.strip().lower())
                  if part.strip())


_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
          "fourteen fifteen sixteen seventeen eighteen nineteen").split()
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_NUMBER_WORDS = {w: n for n, w in enumerate(_UNITS)} | _TENS


def number_in_words(text: str) -> int | None:
    """A whole number written in English words or digits, as a learner might type it:
    ``"seven"``, ``"Twenty-one"``, ``"one hundred and five"``, ``"minus two"``, ``" 12 "``,
    ``"none"`` (0);
    ``None`` when ``text`` is not one."""
    if text.strip().lower() in ("none", "nothing", "no one", "nobody"):
        return 0  # "none" answers "how many?"
    words = text.strip().lower().replace("-", " ").replace(",", " ").split()
    sign = 1
    if words and words[0] in ("minus", "negative"):
        sign, words = -1, words[1:]
    elif text.strip().startswith("-") and text.strip()[1:].strip().isdigit():
        return -int(text.strip()[1:])
    if len(words) == 1 and words[0].isdigit():
        return sign * int(words[0])
    words = [w for w in words if w != "and"]
    if not words:
        return None
    total = current = 0
    for w in words:
        if w in _NUMBER_WORDS:
            current += _NUMBER_WORDS[w]
        elif w == "hundred" and current:
            current *= 100
        elif w == "thousand" and (current or total):
            total, current = (total + current) * 1000, 0
        else:
            return None
    return sign * (total + current)


def _same(mine: Any, truth: Any) -> bool:
    if isinstance(truth, Fraction) and isinstance(mine, float):
        return abs(mine - truth) < 1e-9  # 7/12 typed as a division is right too
    if isinstance(truth, (Fraction, int)) and isinstance(mine, str) and _as_fraction(mine):
        return _as_fraction(mine) == truth  # "7/12" typed in quotes is right too
    if isinstance(truth, Fraction) and isinstance(mine, str):
        try:  # "0.5" typed in quotes for 1/2
            return abs(float(mine) - truth) < 1e-9
        except ValueError:
            pass
    if isinstance(truth, str) and isinstance(mine, str):
        return _words(mine) == _words(truth)  # "Mayor" is "mayor"; "blue and red" is "red and blue"
    if (isinstance(truth, str) and isinstance(mine, (list, tuple, set))
            and all(isinstance(m, str) for m in mine)):  # ["blue", "red"] is "red and blue"
        return sorted(w for m in mine for w in _words(m)) == _words(truth)
    if (isinstance(truth, (int, Fraction, float)) and not isinstance(truth, bool)
            and isinstance(mine, str)):
        n = number_in_words(mine)  # "1" typed in quotes is 1, and so are "one" and "One"
        return n is not None and n == truth
    if isinstance(truth, bool) and isinstance(mine, str):
        return mine.strip().lower() == str(truth).lower()  # "False" in quotes is False
    if isinstance(mine, bool) != isinstance(truth, bool):
        return False  # True is not the answer 1
    return bool(mine == truth)


#: what a learner writes instead of an answer to see the engine's without answering
SHOW = "show"


def _kind_asked(mine: Any, truth: Any) -> str | None:
    """What kind of answer the question asks for, when ``mine`` is not one: ``"True or
    False"`` or ``"a number"``; None when ``mine`` is an answer of the right kind."""
    if isinstance(truth, bool):
        if isinstance(mine, str) and mine.strip().lower() in ("true", "false"):
            return None  # "False" typed in quotes is the answer False
        return None if isinstance(mine, bool) else "True or False"
    if isinstance(truth, (int, float, Fraction)):
        if isinstance(mine, (bool, list, tuple, set, dict)):
            return "a number"
        if isinstance(mine, str) and mine.strip().lower() in _YES_NO:
            return "a number"  # another word ("city") may be a fair wrong answer: graded
    return None


#: answers to a yes-or-no question, not to "how many?"
_YES_NO = {"yes", "no", "true", "false", "y", "n"}


def check(mine: Any, truth: Any, why: str = "", reading: bool = False) -> Verdict:
    """Compare a learner's answer with the engine's; returns one line saying which it is.

    A quiz waits for the reader: with no answer yet (``None``) the line says so and shows
    nothing of the engine's answer, so running the whole notebook gives nothing away; ``why``
    (the explanation) is shown only with the engine's answer. The answer ``"show"`` reveals
    it on request. An answer of the wrong kind (``"yes"`` where the answer is ``True`` or
    ``False``, ``"yes"`` or ``True`` where it is a number) is not graded: the line asks for
    the right kind.
    A fraction is shown as ``7/12``; a float that equals it (``7/12`` typed as a division)
    counts as right, and so do words in any case and any order around "and" or commas
    (``"Blue and red"``, ``"blue, red"``, ``["blue", "red"]``), and where the answer is a
    number, a whole number typed in quotes or in words (``"7"``, ``"seven"``,
    ``"twenty-one"``, ``"minus two"``). A decimal within half a
    hundredth of a fraction (``0.1667`` for 1/6) is not graded either: the line asks for it
    exactly, and gives nothing of the answer away.
    A wrong answer is not given the engine's answer: the line says so and invites another try
    (or ``"show"``). ``reading=True``: the question asks how to read a rule the rulebook leaves
    open, so no answer is wrong: any answer of the right kind is told the engine's reading."""
    tail = f" ({why})" if why else ""
    if isinstance(mine, str) and mine.strip() in ("None", "..."):
        return Verdict(f"You wrote {mine.strip()!r} in quotes: write your answer in place of "
                       f"None, without quotes, and run this cell again (or write {SHOW!r} to "
                       "see the engine's answer).")
    if mine is None or mine is Ellipsis:
        return Verdict("Not answered yet: write your answer in place of None and run this "
                       f"cell again (or write {SHOW!r} to see the engine's answer).")
    if isinstance(mine, str) and mine == SHOW and not (isinstance(truth, str) and truth == SHOW):
        return _answered(f"The engine's answer: {_answer(truth)}{tail}")
    kind = _kind_asked(mine, truth)
    if kind is not None:
        return Verdict(f"Answer {kind} (you wrote {_answer(mine, quoted=True)}), then run this cell again "
                       f"(or write {SHOW!r} to see the engine's answer).")
    if reading:
        if _same(mine, truth):
            return _answered(f"The engine reads it as you do: {_answer(truth)}{tail}")
        return _answered(f"A fair reading, but the engine reads it the other way: "
                         f"{_answer(truth)}{tail}")
    if _same(mine, truth):
        return _answered(f"Right: {_answer(truth)}{tail}")
    if (isinstance(truth, Fraction) and truth.denominator > 1 and isinstance(mine, float)
            and abs(mine - truth) < 0.0051):
        return Verdict(f"Nearly: {mine} looks rounded. Write the answer exactly, as a division "
                       "such as 5/36, and run this cell again (or write "
                       f"{SHOW!r} to see the engine's answer).")
    return Verdict(f"Not quite: you said {_answer(mine, quoted=True)}. Think again and run this cell with "
                   f"another answer (or write {SHOW!r} to see the engine's answer).")


def _answered(text: str) -> Verdict:
    v = Verdict(text)
    v.answered = True
    return v


# --------------------------------------------------------------------------------------------
# a small table


def _cell(v: Any) -> str:
    if isinstance(v, Fraction):
        return str(v)
    if isinstance(v, float):
        return f"{v:.2f}"
    return str(v)


def _numeric(text: str) -> bool:
    """``"1/36"``, ``"4.61 ± 0.31"``, ``"-0.4"``, ``"83%"``: a number (aligned right)."""
    digits = "".join(ch for ch in text if ch not in "±≈%/.,-+− ")
    return digits.isdigit()


class Table:
    """A small table: Markdown in a notebook, aligned text elsewhere. Columns of numbers
    (fractions, decimals, percentages) are aligned right."""

    def __init__(self, rows: Sequence[Sequence[Any]], columns: Sequence[str],
                 title: str | None = None):
        self.columns = [str(c) for c in columns]
        self.rows = [[_cell(v) for v in row] for row in rows]
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"a row has {len(row)} cells but the table has "
                                 f"{len(self.columns)} columns ({', '.join(self.columns)})")
        self.title = title
        self.right = [bool(self.rows) and all(_numeric(r[i]) for r in self.rows)
                      for i in range(len(self.columns))]

    def _repr_markdown_(self) -> str:
        def line(cells):
            return "| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |"

        out = [f"**{self.title}**", ""] if self.title else []
        out.append(line(self.columns))
        out.append("|" + "|".join("---:" if r else "---" for r in self.right) + "|")
        out += [line(r) for r in self.rows]
        return "\n".join(out)

    def __repr__(self) -> str:
        widths = [max(len(c), *(len(r[i]) for r in self.rows)) if self.rows else len(c)
                  for i, c in enumerate(self.columns)]

        def line(cells):
            return "  ".join(v.rjust(w) if right else v.ljust(w)
                             for v, w, right in zip(cells, widths, self.right)).rstrip()

        lines = [self.title] if self.title else []
        lines.append(line(self.columns))
        lines += [line(r) for r in self.rows]
        return "\n".join(lines)


def table(rows: Iterable[Sequence[Any] | Mapping[str, Any]], columns: Sequence[str] | None = None,
          title: str | None = None) -> Table:
    """A small table from rows (sequences, or dicts whose keys are the columns).

    Fractions show as ``7/12`` and floats with two decimals; format anything else yourself.

    >>> table([(2, Fraction(1, 36)), ("x", Fraction(1, 2))], ["magic number", "chance"])
    magic number  chance
    2               1/36
    x                1/2
    """
    rows = list(rows)
    if rows and isinstance(rows[0], Mapping):
        columns = list(columns or rows[0].keys())
        rows = [[r[c] for c in columns] for r in rows]
    if columns is None:
        raise ValueError("give the column names: table(rows, columns=[...])")
    return Table(rows, columns, title)


# --------------------------------------------------------------------------------------------
# an attempt: what happened, or the rule that refused it


def _said(value: Any) -> list[str]:
    """What an allowed action did, as lines: its events' sentences (with their rules) when
    it has events, else its text."""
    events = getattr(value, "events", value)
    if isinstance(events, (list, tuple)) and events and all(
            hasattr(e, "rule") and hasattr(e, "text") for e in events):
        return [f"{e.text} (`{e.rule}`)" for e in events]
    return [str(value)]


class Attempt:
    """The outcome of trying something: ``value`` when it was allowed, else ``refusal`` (the
    ``IllegalMove``) and ``rule`` (the refusing rule from the game's ``RULES``)."""

    def __init__(self, what: str, value: Any = None, refusal: IllegalMove | None = None,
                 rule: Any = None):
        self.what, self.value, self.refusal, self.rule = what, value, refusal, rule

    @property
    def allowed(self) -> bool:
        return self.refusal is None

    @property
    def rule_id(self) -> str | None:
        return None if self.refusal is None else self.refusal.rule

    def _head(self) -> str:
        return f"{self.what}: " if self.what else ""

    def _repr_markdown_(self) -> str:
        if self.allowed:
            lines = _said(self.value)
            return f"**{self._head()}allowed.**  \n" + "  \n".join(lines)
        text = (f"**{self._head()}refused** by rule `{self.refusal.rule}`: "
                f"{self.refusal.reason}.")
        if self.rule is not None:
            text += "\n\n" + Quote(self.rule)._repr_markdown_()
        return text

    def __repr__(self) -> str:
        if self.allowed:
            return f"{self._head()}allowed. " + " ".join(_said(self.value))
        return f"{self._head()}refused by rule {self.refusal.rule}: {self.refusal.reason}."


def attempt(action: Callable[..., Any], *args: Any, rules: Mapping[str, Any], what: str = "",
            **kwargs: Any) -> Attempt:
    """Call ``action(*args, **kwargs)``: an ``Attempt`` showing what it did, or, when the
    rules forbid it (``IllegalMove``), the reason and the refusing rule's own sentence from
    ``rules`` (a game's ``RULES``). Nothing else is caught; nothing is raised for a refusal,
    so a lesson shows a sentence, never a traceback."""
    try:
        value = action(*args, **kwargs)
    except IllegalMove as e:
        return Attempt(what, refusal=e, rule=rules.get(e.rule))
    return Attempt(what, value=value)


# --------------------------------------------------------------------------------------------
# a cell a learner edits: a refusal or a bad value as one sentence


def _show(value: Any) -> None:
    """Show ``value`` as a cell's output: through IPython in a notebook, else printed."""
    try:
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython comes with every notebook
        print(repr(value))
        return
    display(value)


def _bad_value(e: Exception) -> str:
    """A bad value's message as a sentence (a ``KeyError`` quotes its key: say so)."""
    if isinstance(e, KeyError) and not str(e.args[0] if e.args else "").count(" "):
        return f"unknown name {e.args[0]!r}" if e.args else "an unknown name"
    text = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
    return text.rstrip(".") or type(e).__name__


class refusals:
    """``with refusals(RULES, what="your move"):`` around the lines of a cell a learner edits:
    a move the rules refuse (``IllegalMove``) ends the block with one sentence naming the rule
    and quoting its sentence, as ``attempt`` shows it; a value the engine cannot take (a
    ``ValueError``, ``KeyError`` or ``TypeError``, whose message names the field or option)
    ends it with one sentence too. Never a traceback. Anything else is raised as usual.

    After the block, ``.outcome`` is ``None`` when it ran to the end, else what was shown."""

    CAUGHT = (ValueError, KeyError, TypeError)

    def __init__(self, rules: Mapping[str, Any] | None = None, what: str = ""):
        self.rules = rules or {}
        self.what = what
        self.outcome: Any = None

    def __enter__(self) -> refusals:
        return self

    def __exit__(self, kind, e, tb) -> bool:
        if e is None:
            return False
        if isinstance(e, IllegalMove):
            self.outcome = Attempt(self.what, refusal=e, rule=self.rules.get(e.rule))
        elif isinstance(e, self.CAUGHT):
            head = f"{self.what}: " if self.what else ""
            self.outcome = Verdict(f"{head}not possible: {_bad_value(e)}.")
        else:
            return False
        _show(self.outcome)
        return True


# --------------------------------------------------------------------------------------------
# a sentence of the rulebook that is not a rule


def said_again(rules) -> str:
    """What a rulebook sentence is that says again a rule quoted elsewhere, in words for a
    learner: "the engine's rule `zank.setup.chips` says the same"."""
    names = [f"`{r}`" for r in rules]
    return (f"the engine's rule {names[0]} says the same" if len(names) == 1 else
            f"the engine's rules {and_join(names)} say the same")


@dataclass(frozen=True)
class Said:
    """Sentences of a game's rulebook that no rule quotes, each with what it is instead (a
    rule said again, table talk, an example): shown as the rulebook's own words."""

    game: str
    sentences: tuple

    def _home(self, s) -> str:
        note = s.note
        if note is None:
            return ", ".join(f"`{r}`" for r in s.rules)
        if note.kind == "says_again":
            return said_again(note.rules)
        if note.kind == "example":
            return "an example: a test plays it"
        return f"not a rule: {note.why}"

    def _blocks(self) -> list[tuple[str, str, str]]:
        """(text, heading, home) per quote: neighbouring sentences with the same heading and
        home (a sentence and the list after its colon) are one quote."""
        out: list[tuple[str, str, str]] = []
        for s in self.sentences:
            home = self._home(s)
            if out and out[-1][1:] == (s.heading, home):
                text = out[-1][0]
                sep = " " if text[-1] in ".!?:" else "; "
                out[-1] = (text + sep + s.text, s.heading, home)
            else:
                out.append((s.text, s.heading, home))
        return out

    def _repr_markdown_(self) -> str:
        return "\n\n".join(f"> *{text}*  \n> — rulebook, {heading} ({home})"
                            for text, heading, home in self._blocks())

    def __repr__(self) -> str:
        return "\n".join(f'"{text}" ({heading}; {home})' for text, heading, home in self._blocks())


def rulebook(game: str, *pieces: str) -> Said:
    """Quote the sentences of ``game``'s rulebook (``"zapp"``) that contain each of
    ``pieces`` (a few words of each, in order), with their home in the rulebook map. A piece
    found in no sentence, or in two different ones, is a ``ValueError``."""
    from zzlib import GAMES
    from zzlib.rulebook import normal, sentence_map

    found = []
    book = list(sentence_map(GAMES[game]))
    for piece in pieces:
        hits = [s for s in book if normal(piece) in s.text]
        if len(hits) != 1:
            raise ValueError(f"{piece!r} is in {len(hits)} sentences of the {game} rulebook, "
                             "not exactly one: quote more of it")
        found.append(hits[0])
    return Said(game, tuple(found))
