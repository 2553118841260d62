"""The trace of a move (``zzlib.zapp.trace``): every wizard's fate with its rule, read the same
from a ``MoveResult``, a game's log entry or its public form, without matplotlib (the widget
uses it). The drawings' own tests (tests/plot/test_zapp_plot.py) check it further."""

from __future__ import annotations

import subprocess
import sys

from zzlib import zapp
from zzlib.zapp.trace import FATE_OF_RULE, fate_sentence, move_trace

from .helpers import start_round

EXAMPLE_A = "G1:8 R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16"


def test_example_a_traced_with_each_wizards_rule():
    tr = move_trace(zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8))
    assert [(f.wizard, f.mark, f.rule) for f in tr.fates] == [
        ("G1", "mover", "zapp.move.distance"),
        ("R1", "banished", "zapp.banish"),
        ("R2", "protected", "zapp.banish.protected"),
        ("G2", "own", "zapp.banish.own"),
        ("Y1", "banished", "zapp.banish"),
        ("B1", "banished", "zapp.banish"),
        ("Y2", "banished", "zapp.banish"),
    ]
    assert fate_sentence(tr, tr.fate("R2")) == (
        "R2 on red field 11: passed on its own protective field, so it cannot be banished")


def test_a_game_entry_and_its_public_form_give_the_same_trace_as_the_move():
    g = zapp.Game.new(seed=3, position=EXAMPLE_A)
    start_round(g, (5, 4), {"green": 8, "red": 1, "blue": 13, "yellow": 12})
    before = g.view(None)["position"]
    g.play(zapp.MoveWizard("green", "G1"))
    entry = g.log[-1]
    direct = move_trace(zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8))
    for source in (entry, entry.public()):
        tr = move_trace(source, before=before)
        assert [(f.wizard, f.mark, f.rule, f.field, f.to) for f in tr.fates] == [
            (f.wizard, f.mark, f.rule, f.field, f.to) for f in direct.fates]


def test_every_fate_is_a_rule_of_the_game():
    assert set(FATE_OF_RULE) <= set(zapp.RULES)


def test_the_trace_needs_no_matplotlib():
    code = ("import sys, zzlib.zapp.trace, zzlib.look.zapp; "
            "print('matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
