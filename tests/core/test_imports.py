"""The engine is pure Python plus networkx (the developers' guide): importing ``zzlib``, every
game, the bots and ``simulate`` loads no numpy, no matplotlib and nothing of Jupyter. numpy
comes in only where a vector is made (``zzlib.core.schema``'s ``vector``, the adapters)."""

from __future__ import annotations

import subprocess
import sys

ENGINE = ("zzlib", "zzlib.zot", "zzlib.zapp", "zzlib.zank", "zzlib.simulate",
          "zzlib.zot.bots", "zzlib.zapp.bots", "zzlib.zank.bots", "zzlib.core.search")
NOT_IN_THE_ENGINE = ("numpy", "matplotlib", "IPython", "ipywidgets", "anywidget", "traitlets")


def _loaded(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint(*sys.modules)"],
                         capture_output=True, text=True, check=True).stdout
    return {name.split(".")[0] for name in out.split()}


def test_the_engine_loads_only_the_standard_library_and_networkx():
    loaded = _loaded("\n".join(f"import {m}" for m in ENGINE) + "\n"
                     "from zzlib import GAMES\n"
                     "for info in GAMES.values():\n"
                     "    g = info.game.new(0)\n"
                     "    info.view_schema().problems(g.view(g.seats[0]))")
    assert "networkx" in loaded
    assert not loaded & set(NOT_IN_THE_ENGINE), sorted(loaded & set(NOT_IN_THE_ENGINE))


def test_a_vector_brings_numpy_in_when_it_is_made():
    loaded = _loaded("from zzlib import GAMES\n"
                     "info = GAMES['zot']\n"
                     "g = info.game.new(0)\n"
                     "v = info.view_schema().vector(g.view(None))\n"
                     "assert v.shape == (info.view_schema().size,)")
    assert "numpy" in loaded
