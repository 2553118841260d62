"""The benchmarks run and print their figures (what they print is measured, never asserted:
speed is a benchmark's figure, not a test's)."""

from __future__ import annotations

import cProfile
import importlib.util
import pstats
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _load(name: str):
    """``bench/<name>.py`` as a module (bench/ is not a package)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a process pool pickles its functions by module name
    spec.loader.exec_module(module)
    return module


scale = _load("scale")
bench_profile = _load("where_time_goes")


def test_scale_prints_every_figure_for_a_game(capsys):
    assert scale.main(["--game", "zank", "--games", "12", "--seconds", "0.4"]) == 0
    out = capsys.readouterr().out
    for line in ("games/s per core", "records equal to the serial run", "10,000 games on 2 cores",
                 "200 games: serial", "random rollouts", "summary"):
        assert line in out, line
    assert "DIFFERENT" not in out and "RECORDS DIFFER" not in out


def test_the_random_driver_goes_on_with_its_game_between_slices():
    from zzlib import zapp
    d = scale.RandomDriver(zapp.Game.new)
    first = d.run(0.05)
    g = d.game
    second = d.run(0.05)
    assert first > 0 and second > 0
    assert d.games >= 1 and (d.game is g or g.is_over)  # a new game only after the end


def test_profile_splits_all_own_time_into_layers(capsys):
    from zzlib import zank
    prof = cProfile.Profile()
    prof.runcall(bench_profile.random_rollouts, zank.Game.new, 0.2)
    stats = pstats.Stats(prof)
    by = bench_profile.layers(stats, "zank")
    own = sum(v[2] for v in stats.stats.values())
    assert set(by) == set(bench_profile.LAYERS)
    assert sum(by.values()) == pytest.approx(own, rel=1e-6)
    assert by["rules"] > 0 and by["core: game"] > 0 and by["bots"] == 0  # no bot plays here
    assert bench_profile.main(["--game", "zank", "--seconds", "0.2", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "random rollouts" in out and "sensible bot in every seat" in out and "rules" in out


def test_a_builtin_goes_to_its_callers_layers():
    assert bench_profile.layer_of("~", "zot") is None
    assert bench_profile.layer_of("/x/zzlib/zot/bots.py", "zot") == "bots"
    assert bench_profile.layer_of("/x/zzlib/zot/spells.py", "zot") == "rules"
    assert bench_profile.layer_of("/x/zzlib/zot/spells.py", "zank") == "other"
    assert bench_profile.layer_of("/x/zzlib/core/game.py", "zank") == "core: game"
    assert bench_profile.layer_of("/usr/lib/python3.11/random.py", "zank") == "core: chance"


def test_the_serial_run_interleaves_liars_poker_between_its_quarters():
    from zzlib import GAMES

    class Fake:  # stands for LiarsPokerDriver (open_spiel is not installed for the tests)
        def __init__(self):
            self.slices = []

        def run(self, seconds):
            self.slices.append(seconds)
            return 1000

    fake = Fake()
    rate, (slow, fast), records, liar = scale.serial_rate(GAMES["zank"], 8, liars=fake)
    assert len(fake.slices) == 4 and all(0 < s <= 2.0 for s in fake.slices)
    assert liar is not None and liar > 0 and slow <= rate <= fast
    assert scale.serial_rate(GAMES["zank"], 8)[2:] == (records, None)  # the same games
