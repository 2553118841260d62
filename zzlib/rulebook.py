"""Every sentence of a game's rulebook, and where it lives.

A game's package holds its rulebook's text (``rulebook.txt``, as printed, transcription notes
included) and, in ``notes.py``, ``NOTES``: the sentences no rule quotes, each with a ``Note``
saying what it is instead (``flavour``, ``component``, ``example`` with the test that plays it,
``says_again`` with the rules that apply it, ``advice`` with the lesson that measures it,
``transcription``). Every other sentence must be a rule's: some rule of the game's ``RULES``
quotes it, whole or in part (the quote's pieces between "..." are found in the text, and a
sentence is the rule's where they overlap). A line with no sentence in it (no full stop: a
heading, a table of contents entry) is a title.

    from zzlib import GAMES
    from zzlib.rulebook import sentence_map
    for s in sentence_map(GAMES["zapp"]):
        print(s.line, s.text, s.rules or s.note.why)

``tools/rulebook_map.py`` writes the map as pages under ``docs/rulebook-map/`` (with, for each
rule, the engine files that apply it, the tests that name it and the lessons that quote it)
and ``tests/test_rulebook_map.py`` fails when a sentence has no home.
"""

from __future__ import annotations

import importlib
import pathlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

#: Words a full stop follows without ending the sentence: abbreviations and list letters
#: ("He has two choices. a. He can play ...").
_NOT_AN_END = re.compile(r"(?:e\.g|i\.e|etc|[a-z])$")
_END = re.compile(r"[.!?]+[)\"']?\s+")
_QUOTE_PIECES = re.compile(r"\.\.\.|…")


def normal(text: str) -> str:
    """``text`` with typographic quotes and dashes made plain and white space single."""
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("–", "-"), ("—", "-")):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text).strip()


def split_sentences(line: str) -> list[str]:
    """One line of a rulebook as its sentences (``"e.g."``, ``"i.e."`` and list letters such
    as ``"a."`` do not end one)."""
    out, start = [], 0
    for m in _END.finditer(line):
        word = line[start:m.start()].rsplit(" ", 1)[-1].lstrip("(\"'")
        if _NOT_AN_END.fullmatch(word):
            continue
        out.append(line[start:m.end()].strip())
        start = m.end()
    rest = line[start:].strip()
    if rest:
        out.append(rest)
    return out


def is_title(line: str) -> bool:
    """A line with no sentence in it: no full stop, question or exclamation mark ends it
    (a heading, a table of contents entry, a component on a list), or a short heading that
    trails off ("It is forbidden...")."""
    if line.endswith("...") and not line.startswith("...") and len(line.split()) <= 5:
        return True  # "Before the First Game...", "It is forbidden..."
    return not re.search(r"[.!?:]+[)\"']?$", line)


@dataclass(frozen=True)
class Note:
    """What a sentence no rule quotes is instead.

    ``kind``: one of ``KINDS``; ``why``: one sentence for the reader; ``test``: for an
    example, the test that plays it (``path::name``); ``rules``: for ``says_again``, the rules
    that apply it; ``lesson``: for ``advice``, the lesson that puts it to the test."""

    kind: str
    why: str = ""
    test: str = ""
    rules: tuple[str, ...] = ()
    lesson: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"a note's kind is one of {', '.join(KINDS)}, not {self.kind!r}")


#: kind -> what it means, as the map prints it
KINDS = {
    "title": "a heading or a list entry: a line with no sentence in it",
    "flavour": "story and colour: nothing to play",
    "component": "what is in the box: the engine's setup holds the counts",
    "example": "a worked example: a test plays it",
    "says_again": "says again what rules quoted elsewhere apply",
    "advice": "a hint on how to play well, not a rule: a lesson measures it",
    "transcription": "a note of whoever transcribed the rulebook, not the rulebook's",
    "table_talk": "how players at a table handle things: the engine does it for them",
}
TITLE = Note("title", KINDS["title"])


def notes(*groups: tuple[Note, tuple[str, ...]]) -> dict[str, Note]:
    """A ``NOTES`` table from groups made by ``flavour``, ``example``... (sentence -> note);
    a sentence noted twice is a ``ValueError``."""
    table: dict[str, Note] = {}
    for note, sentences in groups:
        for s in sentences:
            key = normal(s)
            if key in table:
                raise ValueError(f"noted twice: {s!r}")
            table[key] = note
    return table


def title(*sentences: str, why: str = KINDS["title"]):
    """Headings the rulebook ends with a full stop or "..." (a line with no full stop is one
    without a note)."""
    return Note("title", why), sentences


def flavour(*sentences: str, why: str = KINDS["flavour"]):
    return Note("flavour", why), sentences


def component(*sentences: str, why: str = KINDS["component"]):
    return Note("component", why), sentences


def transcription(*sentences: str, why: str = KINDS["transcription"]):
    return Note("transcription", why), sentences


def table_talk(*sentences: str, why: str = KINDS["table_talk"]):
    return Note("table_talk", why), sentences


def example(test: str, *sentences: str, why: str = KINDS["example"]):
    """Sentences of a worked example and the test that plays it (``path::name``)."""
    return Note("example", why, test=test), sentences


def says_again(rules: tuple[str, ...] | str, *sentences: str, why: str = KINDS["says_again"]):
    """Sentences that say again what ``rules`` (quoted elsewhere) apply."""
    rules = (rules,) if isinstance(rules, str) else tuple(rules)
    return Note("says_again", why, rules=rules), sentences


def advice(lesson: str, *sentences: str, why: str = KINDS["advice"]):
    """A hint on playing well and the lesson that measures it."""
    return Note("advice", why, lesson=lesson), sentences


@dataclass(frozen=True)
class Sentence:
    """One sentence of a rulebook and its home.

    ``line``: the rulebook line it is first on (1-based); ``lines``: every line it is on (a
    transcription may print a passage twice); ``heading``: the title above it; ``rules``: the
    ids of the rules quoting it; ``note``: what it is instead when no rule quotes it.
    A sentence has a home when it has rules or a note."""

    text: str
    line: int
    heading: str
    lines: tuple[int, ...] = ()
    rules: tuple[str, ...] = ()
    note: Note | None = None

    @property
    def home(self) -> bool:
        return bool(self.rules or self.note)


@dataclass(frozen=True)
class RulebookMap:
    """The sentences of one rulebook; ``unknown_notes``: noted sentences the rulebook does not
    hold (a stale note); ``overlaps``: sentences a rule quotes that are also noted (one home
    each, so the two cannot disagree)."""

    sentences: tuple[Sentence, ...]
    unknown_notes: tuple[str, ...] = ()
    overlaps: tuple[str, ...] = field(default=())

    def __iter__(self):
        return iter(self.sentences)

    @property
    def homeless(self) -> tuple[Sentence, ...]:
        return tuple(s for s in self.sentences if not s.home)


def _spans(text: str, sections=()) -> list[tuple[int, int, int, str, str]]:
    """(start, end, line, heading, sentence) for every sentence of ``text``, the positions in
    the text's lines joined by single spaces (where the rules' quotes are looked for).
    A heading is a title that names one of ``sections``, or the last of a run of titles
    before a sentence (not an entry of the table of contents or of a list after a colon, not
    a lead-in trailing off in "...")."""
    out, pos, heading = [], 0, ""
    lines = [(n, normal(raw)) for n, raw in enumerate(text.splitlines(), start=1)]
    lines = [(n, line) for n, line in lines if line]
    for k, (n, line) in enumerate(lines):
        after = lines[k + 1][1] if k + 1 < len(lines) else ""
        start = k
        while start and is_title(lines[start - 1][1]):
            start -= 1
        listed = start > 0 and lines[start - 1][1].endswith(":")  # entries of a list
        if after in sections:
            pass  # an entry of the table of contents
        elif line in sections or (is_title(line) and not is_title(after) and not listed
                                  and not line.endswith("...")):
            heading = line.lstrip("- ").strip()
        at = 0
        for s in split_sentences(line):
            at = line.find(s, at)
            out.append((pos + at, pos + at + len(s), n, heading, s))
            at += len(s)
        pos += len(line) + 1
    return out


def _quote_spans(quote: str, joined: str) -> list[tuple[int, int]]:
    """Where each piece of ``quote`` (the parts between "...") stands in ``joined``."""
    found = []
    for piece in _QUOTE_PIECES.split(normal(quote)):
        piece = piece.strip(" .")
        if len(piece) < 8:
            continue
        i = joined.find(piece)
        if i < 0:
            raise ValueError(f"not in the rulebook: {piece!r}")
        while i >= 0:
            found.append((i, i + len(piece)))
            i = joined.find(piece, i + 1)
    return found


def build_map(text: str, rules: Mapping, noted: Mapping[str, Note]) -> RulebookMap:
    """The map of ``text``: each sentence with the ids of ``rules`` quoting it, else its note
    in ``noted`` (sentence -> ``Note``), else a title's note for a line with no sentence.
    A rule quote not found in the text is a ``ValueError`` naming the rule."""
    spans = _spans(text, {normal(r.section) for r in rules.values()})
    joined = " ".join(normal(raw) for raw in text.splitlines() if normal(raw))
    quoted: dict[int, list[str]] = {}
    for rid, rule in rules.items():
        try:
            where = _quote_spans(rule.quote, joined)
        except ValueError as e:
            raise ValueError(f"rule {rid}'s quote is {e}") from None
        for k, (start, end, *_rest) in enumerate(spans):
            if any(min(end, b) - max(start, a) >= min(8, end - start) for a, b in where):
                quoted.setdefault(k, []).append(rid)
    noted = {normal(k): v for k, v in noted.items()}
    seen: dict[str, Sentence] = {}
    overlaps = []
    for k, (_start, _end, n, heading, s) in enumerate(spans):
        ids = tuple(dict.fromkeys(quoted.get(k, ())))
        if s in seen:
            old = seen[s]
            seen[s] = Sentence(old.text, old.line, old.heading, old.lines + (n,),
                               tuple(dict.fromkeys(old.rules + ids)), old.note)
            continue
        note = noted.get(s)
        if ids and note:
            overlaps.append(s)
        if not ids and note is None and is_title(s):
            note = TITLE
        seen[s] = Sentence(s, n, heading, (n,), ids, note)
    unknown = tuple(k for k in noted if k not in seen)
    return RulebookMap(tuple(seen.values()), unknown, tuple(overlaps))


def rulebook_path(info) -> pathlib.Path:
    """The game's rulebook text: ``rulebook.txt`` beside its package's ``__init__``."""
    return pathlib.Path(info.module.__file__).parent / "rulebook.txt"


def game_notes(info) -> Mapping[str, Note]:
    """The game's ``NOTES`` (its package's ``notes`` module), or none."""
    try:
        module = importlib.import_module(f"{info.module.__name__}.notes")
    except ModuleNotFoundError:
        return {}
    return module.NOTES


def sentence_map(info) -> RulebookMap:
    """The map of a registered game's rulebook (``zzlib.GAMES[name]``)."""
    return build_map(rulebook_path(info).read_text(encoding="utf-8"), info.rules,
                     game_notes(info))


#: engine files that only read a game (quotes, shapes, secrets, bots): no rule is applied there
READ_ONLY = {"rules.py", "notes.py", "events.py", "secrets.py", "bots.py"}
_RULE_COMMENT = re.compile(r"#\s*rule:\s*(.*)")


def citations(info) -> dict[str, list[str]]:
    """Where the game's engine applies each rule: every string that is exactly an id-like name
    (an ``Event``, an ``IllegalMove``, an ``Option(rule=...)``, a table entry) and every
    comment ``# rule: <id>[, <id>...]`` in its package's sources (not the ``READ_ONLY``
    ones), as id -> ``["file.py:line", ...]``. Docstrings and f-strings do not count."""
    import ast
    import io
    import tokenize

    folder = pathlib.Path(info.module.__file__).parent
    ident = re.compile(rf"{re.escape(info.name)}(\.[a-z0-9_]+)+")
    found: dict[str, list[str]] = {}
    for path in sorted(folder.glob("*.py")):
        if path.name in READ_ONLY or path.name.startswith("test_"):  # a test is no engine
            continue
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
            where = f"{path.name}:{tok.start[0]}"
            if tok.type == tokenize.STRING:
                try:
                    value = ast.literal_eval(tok.string)
                except (ValueError, SyntaxError):
                    continue  # an f-string: not an exact id
                if isinstance(value, str) and ident.fullmatch(value):
                    found.setdefault(value, []).append(where)
            elif tok.type == tokenize.COMMENT and (m := _RULE_COMMENT.search(tok.string)):
                for rule in ident.finditer(m.group(1)):
                    found.setdefault(rule.group(0), []).append(where)
    return found
