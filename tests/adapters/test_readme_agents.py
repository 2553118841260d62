"""The README's "Your own agent" examples run as written (each prints the game's result)."""

from __future__ import annotations

import contextlib
import io
import pathlib
import re

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Your own agent", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_shows_one_example_a_library():
    found = examples()
    assert len(found) == 2
    assert "zzlib.adapters import openspiel" in found[0]
    assert "zzlib.adapters.pettingzoo import" in found[1]


@pytest.mark.parametrize("which", [0, 1], ids=["openspiel", "pettingzoo"])
def test_each_readme_example_plays_a_game_to_its_end(which):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(examples()[which], f"README example {which}", "exec"), {})
    printed = out.getvalue()
    assert "1.0" in printed and "0.0" in printed, printed  # a winner and a loser
