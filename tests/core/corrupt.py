"""Corrupt save files the ways a disk, a mail program or a cheating student would, and judge
what ``Game.from_json`` makes of them.

``base_games()`` builds the saves the corruptions start from (each game, early and late, with
forced outcomes in the log and pending). ``CORRUPTIONS`` maps a name to a function
``(text, rng) -> text``. ``judge(game, text, resigned)`` says what happened:

``"refused"``    a ``ValueError`` whose message names the field or log entry (or says the file
                 is not a saved game), at most 400 characters;
``"identical"``  the game loaded is the saved one: seed, options, states, log, pending forced
                 outcomes, and its own save file, all equal;
``"faithful"``   (only for a re-signed file, whose ``digest`` was recomputed after the edit, as
                 a student could) the game loaded is exactly what the edited file describes:
                 its own save file is the edited document (up to the order of pending forced
                 outcomes of different kinds, each kind being a queue of its own);
anything else    a problem: ``"other: ..."``.

Used by ``tests/core/test_corrupt_saves.py`` and ``bench/corrupt_saves.py``.
"""

from __future__ import annotations

import json
import random
import re
import string
from functools import cache

from zzlib import zank, zapp, zot
from zzlib.core import canonical_json
from zzlib.core.savefile import document_digest

CLEAR = re.compile(r"field '|log entry \d+|not a saved game")
SENTINEL = "\x00SPLICE\x00"


# -- the saves to corrupt ------------------------------------------------------------------
def _play(g, bot, rng, steps):
    for _ in range(steps):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
        else:
            g.play(bot(g, rng))
    return g


@cache
def base_games() -> tuple:
    """(name, game) pairs: for each game an early save and a longer one, with forced
    outcomes in the log and forced outcomes still pending."""
    out = []
    g = zot.Game.new(seed=11, flower_supply=12)
    g.play(zot.StartJasper(3))
    g.force("pattern_die", 6)
    g.force("draw", ("Z", "B", "M"))
    _play(g, zot.bots.greedy, random.Random(1), 12)
    g.force("column_die", 2)
    out.append(("zot early", g))
    out.append(("zot late", _play(zot.Game.new(seed=12), zot.bots.greedy, random.Random(2), 90)))
    g = zapp.Game.new(seed=21, players=3, pro=True)
    g.force("magic", (6, 2))
    g.force("shake.green", tuple(i / 4 for i in range(13)))
    _play(g, zapp.bots.sensible, random.Random(3), 30)
    g.force("grab_order", ("blue", "green", "red"))
    out.append(("zapp early", g))
    out.append(("zapp late", _play(zapp.Game.new(seed=22, shake_noise=2.5), zapp.bots.sensible,
                                   random.Random(4), 110)))
    g = zank.Game.new(seed=31, players=3, corruption=True, track_length=30)
    _play(g, zank.bots.sensible, random.Random(5), 9)
    g.force("deck", zank.stacked_deck({"red": ["red", "red", "multi", "blue"]}, "green", 3))
    _play(g, zank.bots.sensible, random.Random(6), 40)
    g.force("dice.blue", (3, 4))
    out.append(("zank early", g))
    out.append(("zank late", _play(zank.Game.new(seed=32, players=5), zank.bots.sensible,
                                   random.Random(7), 110)))
    return tuple(out)


def module_of(game):
    return {"zot": zot, "zapp": zapp, "zank": zank}[game.NAME]


# -- where values are in a document ----------------------------------------------------------
def _places(doc):
    """Every (container, key) in the document, container first (iteratively)."""
    out, stack = [], [doc]
    while stack:
        c = stack.pop()
        items = c.items() if isinstance(c, dict) else enumerate(c)
        for k, v in items:
            out.append((c, k))
            if isinstance(v, (dict, list)):
                stack.append(v)
    return out


def _dicts(doc):
    return [doc] + [c[k] for c, k in _places(doc) if isinstance(c[k], dict)]


def _pick(rng, xs):
    return xs[rng.randrange(len(xs))] if xs else None


def _doc(text):
    return json.loads(text)


def _dump(doc):
    return json.dumps(doc, indent=1, sort_keys=True)


def _splice(doc, rng, raw: str, where=None) -> str:
    """The document with a random value (or ``where``) replaced by the raw JSON text ``raw``."""
    places = where or _places(doc)
    c, k = _pick(rng, places)
    c[k] = SENTINEL
    return _dump(doc).replace(json.dumps(SENTINEL), raw, 1)


# -- the corruptions -------------------------------------------------------------------------
def truncate(text, rng):
    return text[: rng.randrange(len(text))]


def flip_char(text, rng):
    i = rng.randrange(len(text))
    return text[:i] + rng.choice(string.printable) + text[i + 1:]


def flip_digit(text, rng):
    digits = [m.start() for m in re.finditer(r"\d", text)]
    i = _pick(rng, digits)
    return text[:i] + rng.choice("0123456789") + text[i + 1:]


def delete_chars(text, rng):
    i = rng.randrange(len(text))
    return text[:i] + text[i + rng.randint(1, 20):]


def insert_chars(text, rng):
    i = rng.randrange(len(text))
    junk = "".join(rng.choice(string.printable) for _ in range(rng.randint(1, 8)))
    return text[:i] + junk + text[i:]


def change_number(text, rng):
    doc = _doc(text)
    nums = [(c, k) for c, k in _places(doc)
            if isinstance(c[k], (int, float)) and not isinstance(c[k], bool)]
    if not nums:
        return text
    c, k = _pick(rng, nums)
    v = c[k]
    c[k] = rng.choice([v + 1, v - 1, -v, 0, 2 * v, v + 0.5, float(v), 13, 7, 10 ** 30,
                       rng.randint(-3, 60)])
    return _dump(doc)


def change_string(text, rng):
    doc = _doc(text)
    strs = [(c, k) for c, k in _places(doc) if isinstance(c[k], str)]
    pool = sorted({c[k] for c, k in strs}) + ["", "x", "over", "Place", "red", "purple",
                                              "shake.red", "dice.red", "roll", "A", "N"]
    c, k = _pick(rng, strs)
    c[k] = _pick(rng, pool)
    return _dump(doc)


def drop_field(text, rng):
    doc = _doc(text)
    d = _pick(rng, [d for d in _dicts(doc) if d])
    del d[_pick(rng, sorted(d))]
    return _dump(doc)


def add_field(text, rng):
    doc = _doc(text)
    d = _pick(rng, _dicts(doc))
    key = rng.choice(["forced", "move", "auto", "type", "player", "seed", "extra", "square",
                      "spare", "n", "pending_forced"])
    d[key] = rng.choice([None, 1, "roll", [], [["magic", [1, 1]]], {"type": "Stand"}, True])
    return _dump(doc)


def wrong_type(text, rng):
    doc = _doc(text)
    c, k = _pick(rng, _places(doc) + [(doc, k) for k in doc])
    c[k] = rng.choice([None, True, False, 0, -1, 1.5, "x", "", [], {}, [1, 2], {"type": "Place"},
                       [[1, 2], [3]], {"type": {"a": 1}}, {"type": ["Stand"]}])
    return _dump(doc)


def reorder_log(text, rng):
    doc = _doc(text)
    log = doc["log"]
    if len(log) < 2:
        return text
    how = rng.randrange(4)
    i, j = sorted(rng.sample(range(len(log)), 2))
    if how == 0:
        log[i], log[j] = log[j], log[i]
    elif how == 1:
        log[i:j + 1] = reversed(log[i:j + 1])
    elif how == 2:
        log.insert(j, log.pop(i))
    else:
        moves = [n for n, e in enumerate(log) if "move" in e]
        if len(moves) >= 2:
            a, b = rng.sample(moves, 2)
            log[a]["move"], log[b]["move"] = log[b]["move"], log[a]["move"]
    return _dump(doc)


def drop_or_repeat_entry(text, rng):
    doc = _doc(text)
    log = doc["log"]
    if not log:
        return text
    i = rng.randrange(len(log))
    if rng.random() < 0.5:
        del log[i]
    else:
        log.insert(i, json.loads(json.dumps(log[i])))
    return _dump(doc)


def deep_nesting(text, rng):
    depth = rng.choice([33, 200, 5000, 100_000])
    return _splice(_doc(text), rng, "[" * depth + "1" + "]" * depth)


def huge_number(text, rng):
    raw = rng.choice(["9" * 5000, "-" + "1" * 4301, "1e999", "-1e400", "NaN", "Infinity",
                      "1" + "0" * 41, "0." + "0" * 3000 + "1", "1" * 45 + ".5"])
    return _splice(_doc(text), rng, raw)


def _kinds(game_name):
    return {"zot": ["pattern_die", "column_die", "draw"],
            "zapp": ["barrels", "grab_order", "magic", "shake.red", "shake.green", "shake.blue"],
            "zank": ["deck", "reshuffle", "dice.red", "dice.blue", "dice.yellow"]}[game_name]


def _values(rng):
    return rng.choice([1, 6, 7, [1, 2], [6, 6], [3, 4, 5], ["Z"], ["Z", "B", "M"],
                       list(range(1, 14)), [0.25] * 13, ["red", "blue", "yellow"],
                       ["blue", "green", "red"], "x", None, [[1]], 2.5])


def add_forced(text, rng):
    doc = _doc(text)
    pair = [_pick(rng, _kinds(doc["game"])), _values(rng)]
    if rng.random() < 0.5 or not doc["log"]:
        doc["pending_forced"].append(pair)
    else:
        entry = _pick(rng, doc["log"])
        entry.setdefault("forced", []).append(pair)
    return _dump(doc)


def change_forced(text, rng):
    doc = _doc(text)
    lists = [e["forced"] for e in doc["log"] if e.get("forced")]
    if doc["pending_forced"]:
        lists.append(doc["pending_forced"])
    if not lists:
        return add_forced(text, rng)
    forced = _pick(rng, lists)
    i = rng.randrange(len(forced))
    how = rng.randrange(3)
    if how == 0:
        del forced[i]
    elif how == 1:
        forced[i] = [forced[i][0], _values(rng)]
    else:
        forced[i] = [_pick(rng, _kinds(doc["game"])), forced[i][1]]
    return _dump(doc)


def change_seed(text, rng):
    doc = _doc(text)
    doc["seed"] = rng.choice([doc["seed"] + 1 if isinstance(doc["seed"], int) else 0, "7", 0,
                              -5, 2 ** 64, "x" * 300, 1.5])
    return _dump(doc)


def change_options(text, rng):
    doc = _doc(text)
    alternatives = {
        "zot": {"flower_supply": [13, None, 0], "barrier_tie": ["right"],
                "multipliers_stack": [False], "large_chain_bonus": ["replace"]},
        "zapp": {"shake_noise": [0, 0.0, 1.5, 3], "pro": [False, True], "players": [3, 4, 2],
                 "position": ["R1:3"]},
        "zank": {"corruption": [False, True], "track_length": [29, 30, 40],
                 "players": [3, 4, 5, 6]},
    }[doc["game"]]
    opts = doc["options"]
    if opts and rng.random() < 0.3:
        del opts[_pick(rng, sorted(opts))]
    else:
        name = _pick(rng, sorted(alternatives))
        opts[name] = _pick(rng, alternatives[name])
    return _dump(doc)


CORRUPTIONS = {f.__name__: f for f in (
    truncate, flip_char, flip_digit, delete_chars, insert_chars, change_number, change_string,
    drop_field, add_field, wrong_type, reorder_log, drop_or_repeat_entry, deep_nesting,
    huge_number, add_forced, change_forced, change_seed, change_options,
)}


def resign(text: str) -> str | None:
    """The edited file with its ``digest`` recomputed (None when it is no JSON object)."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(doc, dict):
        return None
    doc["digest"] = document_digest(doc)
    return _dump(doc)


# -- judging ---------------------------------------------------------------------------------
def _canonical(text: str) -> str:
    """A save's document without what does not matter: the order of pending forced outcomes
    of different kinds (each kind is a queue of its own; the order within a kind is kept)."""
    doc = json.loads(text)
    doc["pending_forced"] = sorted(doc["pending_forced"], key=lambda kv: kv[0])
    del doc["digest"]  # of the document as written, so it follows the order
    return canonical_json(doc)


def judge(game, text: str, resigned: bool = False) -> str:
    """What ``from_json`` makes of ``text``, a corrupted save of ``game`` (see above)."""
    cls = type(game)
    try:
        h = cls.from_json(text)
    except ValueError as e:
        msg = str(e)
        if len(msg) <= 400 and CLEAR.search(msg):
            return "refused"
        return f"other: unclear refusal {msg[:120]!r}"
    except Exception as e:  # noqa: BLE001 - anything else is what we are looking for
        return f"other: {type(e).__name__}: {str(e)[:120]}"
    if (h.seed == game.seed and h.given_options == game.given_options
            and h.states == game.states and h.log == game.log
            and h.chance.pending() == game.chance.pending() and h.to_json() == game.to_json()):
        return "identical"
    if resigned and _canonical(h.to_json()) == _canonical(text):
        return "faithful"
    return "other: loaded as a different game"
