"""Checks every game's widget passes, run on each ``GameWidget`` subclass the ``widgets``
package exports (and the toy game's): adding a widget to ``widgets/__init__.py`` is what
puts it under these tests.

- the page gets one valid ES module (base.js + the game's), that never writes HTML and never
  sets a trait; the game's CSS comes after base.css;
- no widget module reads the game's full state (``.state.``, ``.states[``): only ``view``;
- ``repr`` names no seed; trait writes from the page are refused;
- any request (random actions from the widget's own table, random JSON) is refused whole, with
  a short message, or shows the seat's view of the position exactly;
- requests too large are refused before any work.

Secrets: ``SECRET_PAIRS`` gives, per widget, two games that differ only in a secret and the
seats that must not tell them apart (a new game with secrets adds its pair here).
"""

from __future__ import annotations

import json
import pathlib
import re
import shutil
import subprocess

import pytest
from hypothesis import given
from hypothesis import strategies as st

import widgets
import widgets.base as wb
from zzlib.core import digest

from .test_zank_widget import committed_pair
from .toy_secret import Claim, ToyGame, ToySecretWidget

WIDGETS = pathlib.Path(wb.__file__).parent
CLASSES = [c for c in (getattr(widgets, n) for n in widgets.__all__)
           if isinstance(c, type) and issubclass(c, wb.GameWidget) and c is not wb.GameWidget]
CLASSES.append(ToySecretWidget)


def toy_pair():
    games = []
    for card in (3, 8):  # Ann's card: the only difference
        g = ToyGame.new(5)
        g.force("card:Ann", card)
        g.step()
        games.append(g)
    return games, [Claim(True)]


#: widget class -> (two games differing only in a secret, moves to play on both), the seats
#: that must see no difference (None: a spectator)
SECRET_PAIRS = {ToySecretWidget: (toy_pair, ["Bob", None]),
                # Zankapfel: red's hand and the numbered card red committed, to the roll
                widgets.ZankTable: (committed_pair, ["blue", "yellow", None])}


def make(cls):
    return cls(seed=918273)


def send(w, content):
    w._on_msg(w, content, [])


def synced(w) -> dict:
    state = w.get_state()
    state.pop("layout", None)  # the id of another widget
    return json.loads(json.dumps(state))


def test_every_game_widget_is_covered():
    assert wb.GameWidget not in CLASSES and widgets.ZotBoard in CLASSES
    assert widgets.ZankTable in CLASSES


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_the_page_gets_one_module_that_never_writes_html(cls):
    base = (WIDGETS / "base.js").read_text()
    game = pathlib.Path(cls.MODULE).read_text()
    assert cls._esm.startswith(base.rstrip()) and cls._esm.rstrip().endswith(game.rstrip())
    assert "export default gameWidget(" in game
    assert "export" not in re.sub(r"//[^\n]*", "", base)
    for name, js in (("base.js", base), (pathlib.Path(cls.MODULE).name, game)):
        code = re.sub(r"//[^\n]*", "", js)
        assert not re.search(r"\bimport\b", code), name  # no dependencies, no bundler
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert sink not in code, (name, sink)
        assert "model.set(" not in code and "save_changes" not in code, name
    assert cls._css.startswith((WIDGETS / "base.css").read_text())


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_the_joined_module_is_valid_javascript(cls, tmp_path):
    path = tmp_path / f"{cls.__name__}.mjs"
    path.write_text(cls._esm)
    out = subprocess.run(["node", "--check", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


@pytest.mark.parametrize("path", sorted(WIDGETS.glob("*.py")), ids=lambda p: p.name)
def test_no_widget_reads_the_full_state(path):
    """The lead's check: widgets draw from ``game.view`` only (no ``.state.``/``.states[``)."""
    code = path.read_text()
    for bad in (".state.", ".states["):
        assert bad not in code, f"{path.name} reads {bad!r}"
    assert not re.search(r"\.states?\b", code), path.name


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_repr_names_no_seed(cls):
    w = make(cls)
    assert "918273" not in repr(w) and repr(w).startswith(f"{cls.__name__}: {cls.TITLE}")


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_trait_writes_from_the_page_are_refused(cls):
    w = make(cls)
    before = synced(w)
    w.set_state({k: None for k in before if not k.startswith("_")})
    assert synced(w) == before


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_a_request_too_large_is_refused_at_once_with_a_short_message(cls, monkeypatch):
    w = make(cls)
    monkeypatch.setattr(w.game, "play", lambda *a: pytest.fail("reached the engine"))
    for content in ({"action": "play", "move": {"type": "X", "cells": [[0, 1]] * 10**6}},
                    {"action": "p" * 10**6}, {"action": "x" * 3000}):
        send(w, content)
        assert w.error["text"] and len(json.dumps(w.error)) < wb.MAX_ERROR + 100


def zapp_pair():
    """Two Zapp Zerapp games that differ only in the barrels' secret numbers and red's rattle
    noise; red chooses first, then green."""
    from zzlib import zapp

    games = []
    for numbers, noise in ((tuple(range(1, 14)), (0.4,) * 13),
                           (tuple(range(13, 0, -1)), (-2.5,) * 13)):
        g = zapp.Game.new(11, players=3)
        g.force("barrels", numbers)
        g.force("grab_order", ("red", "green", "blue"))
        g.force("shake.red", noise)
        g.advance()
        games.append(g)
    return games, [zapp.Choose("red", "A"), zapp.Choose("green", "B")]


# Zapp Zerapp: the barrels' numbers and red's rattle, to the reveal
SECRET_PAIRS[widgets.ZappBoard] = (zapp_pair, ["green", "blue", None])


def test_zapp_board_is_covered():
    assert widgets.ZappBoard in CLASSES and widgets.ZappBoard in SECRET_PAIRS


@pytest.mark.parametrize("cls", SECRET_PAIRS, ids=lambda c: c.__name__)
def test_two_games_differing_only_in_a_secret_give_another_seat_the_same_traits(cls):
    pair, seats = SECRET_PAIRS[cls]
    for seat in seats:
        games, moves = pair()
        ws = [cls(g, seat=seat) for g in games]
        assert synced(ws[0]) == synced(ws[1]), seat
        for move in moves:
            for g in games:
                g.play(move)
            for w in ws:
                w.refresh()
            assert synced(ws[0]) == synced(ws[1]), (seat, move)
            assert repr(ws[0]) == repr(ws[1])
        for i in range(len(games[0].log)):
            for w in ws:
                send(w, {"action": "view", "index": i})
            assert synced(ws[0]) == synced(ws[1]), (seat, i)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
@given(data=st.data())
def test_any_request_is_refused_whole_or_shows_the_seats_view_exactly(cls, data):
    w = make(cls)
    types = [m.__name__ for m in w.game.MOVES] + ["?"]
    actions = st.sampled_from(sorted(w._handlers) + ["?"])
    request = st.fixed_dictionaries(
        {"action": actions},
        optional={"move": st.fixed_dictionaries({"type": st.sampled_from(types)},
                                                optional={"column": JSONISH, "high": JSONISH}),
                  "index": JSONISH, "on": JSONISH, "square": JSONISH, "column": JSONISH,
                  "text": JSONISH, "id": JSONISH},
    )
    for content in data.draw(st.lists(request, max_size=10)):
        before = (digest(w.game.to_json()), w.index, w.seat, w.confirm, w.cover, w.mode)
        send(w, content)
        if w.error:
            assert (digest(w.game.to_json()), w.index, w.seat, w.confirm, w.cover,
                    w.mode) == before
            assert len(w.error["text"]) <= wb.MAX_ERROR + 3
        assert 0 <= w.index < len(w.game.log)
        assert w.view == w._page_view(w.game.view(w.seat or None, at=w.index))
