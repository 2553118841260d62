"""Sentence helpers every game's events and moves use, so that all three speak alike.

>>> and_join(["red", "blue", "green"])
'red, blue and green'
>>> plural(1, "point"), plural(-3, "point"), plural(2, "die", "dice")
('1 point', '-3 points', '2 dice')
>>> article("apple"), article("zombie")
('an apple', 'a zombie')
"""

from __future__ import annotations

from collections.abc import Iterable


def and_join(items: Iterable[object], last: str = "and", empty: str = "") -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` (``last`` may be ``"or"``); ``empty`` for none."""
    words = [str(x) for x in items]
    if not words:
        return empty
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and the word, singular only for one (or minus one): ``plural(2, "token")``."""
    return f"{n} {word if abs(n) == 1 else (many or word + 's')}"


def article(word: str) -> str:
    """The word with ``a`` or ``an`` in front, by its first letter."""
    vowel = word[:1].lower() in tuple("aeiou")
    return ("an " if vowel else "a ") + word
