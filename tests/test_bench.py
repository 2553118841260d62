"""The benchmarks run and print their figures (what they print is measured, never asserted:
speed is a benchmark's figure, not a test's)."""

from __future__ import annotations

import cProfile
import importlib.util
import pstats
import re
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


@pytest.mark.parametrize("name", ["zot", "zapp", "zank"])
def test_the_rules_alone_make_the_random_drivers_decisions(name):
    """The rules-alone driver (hooks called directly) reaches the same positions as the random
    driver through ``play`` and ``advance``: the same decisions, so its count is the rules'
    share of the same work."""
    from zzlib import GAMES
    new = GAMES[name].game.new
    full, bare = scale.RandomDriver(new, seed=3), scale.RulesAloneDriver(new, seed=3)
    for n in (1, 7, 50, 300):  # ends of slices inside games and across them
        full.decide(n)
        bare.decide(n)
        assert (bare.games, bare.position) == (full.games, full.game.state), n
    assert bare.game.state is bare.game.states[0]  # nothing was committed to its game
    assert len(full.game.log) > 1


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


instructions = _load("instructions")


def test_instruction_counts_are_each_run_less_the_import_only_run(capsys, tmp_path):
    runs = []
    (tmp_path / "zzlib").mkdir()
    (tmp_path / "zzlib" / "__init__.py").write_text("")  # another checkout, for --against

    def count(tree, workload, game="-", n=0):  # stands for a valgrind run
        runs.append((tree, workload))
        per = {"sensible": 5_000_000, "random": 300_000}.get(workload, 0)
        more = 0 if tree == BENCH.parent else 1_000  # the other tree does a little more
        return 900_000_000 + (per + more) * n

    counter = instructions.Counter(tmp_path, count)
    assert counter.per_unit([("random", "zank", 4), ("sensible", "zank", 2)]) == [301_000,
                                                                               5_001_000]
    assert [w for _, w in runs] == ["none", "random", "sensible"]  # the base is counted once
    assert instructions.main(["--game", "zank", "--games", "2", "--decisions", "3",
                              "--against", str(tmp_path)], count=count) == 0
    out = capsys.readouterr().out
    assert "5,000.0k a game (sensible bot in every seat), over 2; --against: 5,001.0k" in out
    assert "300.0k a decision (random driver), over 3; --against: 301.0k, ratio 0.997" in out


@pytest.mark.alone  # valgrind runs one per core: nothing else should compete with them
@pytest.mark.skipif(instructions.shutil.which("valgrind") is None, reason="needs valgrind")
def test_the_same_code_counts_the_same_from_any_checkout(tmp_path, capsys):
    """Under valgrind: this checkout and a copy of it elsewhere, each staged in the same
    folder, count the same work: 200 decisions (some 30 million instructions) agree to a
    tenth of a percent, the driver's and the rules' alone."""
    copy = tmp_path / "copy"
    instructions.shutil.copytree(BENCH.parent / "zzlib", copy / "zzlib")
    assert instructions.main(["--game", "zank", "--games", "0", "--decisions", "200",
                              "--no-liar", "--against", str(copy)]) == 0
    out = capsys.readouterr().out
    for unit in (r"decision \(random driver\)", r"decision of the same, the rules alone"):
        found = re.search(rf"zank +([\d,.]+)k a {unit}.*?, over 200; "
                          r"--against: ([\d,.]+)k, ratio (\d\.\d+)", out)
        assert found, out
        here, there = (float(found.group(i).replace(",", "")) for i in (1, 2))
        assert here > 10 and abs(here - there) <= 0.001 * here, out
        assert found.group(3) == "1.000", out
    with pytest.raises(SystemExit):
        instructions.main(["--against", str(tmp_path / "nothing")])  # no checkout there


zank_bots = _load("zank_bots")


def test_the_zank_bots_bench_prints_its_contention_figures_and_matches(capsys, tmp_path):
    assert zank_bots.main(["--games", "4", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    for line in ("contentions a game", "mirror ties per contention", "contentions of 8+ bids",
                 "dice points paid a game", "players below the start",
                 "every numbered card used by every player", "base game: 1 sensible vs 3 random",
                 "corruption: 1 best_colour_one_die vs 3 sensible", "95% interval", "total"):
        assert line in out, line
    # another version of a bot, from a file
    (tmp_path / "mine.py").write_text("from zzlib.zank.bots import random as bot\n")
    assert zank_bots.main(["--games", "2", "--workers", "1", "--no-matches",
                           "--bot", f"{tmp_path / 'mine.py'}:bot"]) == 0
    assert "mine.py:bot: 2 games" in capsys.readouterr().out


bounds = _load("bounds")
fair_search = _load("fair_search")
adapters = _load("adapters")


def test_the_bounds_bench_prints_each_variants_bounds_and_random_games(capsys):
    assert bounds.main(["--game", "zot", "--game", "zank", "--games", "2"]) == 0
    out = capsys.readouterr().out
    for line in ("Jasper and Zot (zot)", "Zankapfel (zank)", "decisions <= ", "(certain)",
                 "exceeded with probability", "2 random games: at most"):
        assert line in out, line


def test_the_fair_search_bench_plays_its_smallest_match(capsys):
    assert fair_search.main(["--game", "zank", "--seeds", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    for line in ("vs sensible: 3 games (1 seeds x 3 seats)", "share of the wins",
                 "95% interval", "ms a decision"):
        assert line in out, line


def test_the_adapters_bench_prints_every_figure(capsys):
    assert adapters.main(["--game", "zank", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    for line in ("fork() at the end", "view(seat) mid-way", "its vector (view schema",
                 "engine driver"):
        assert line in out, line
    assert "PettingZoo" in out and "OpenSpiel" in out


memory = _load("memory")


def test_the_memory_bench_measures_every_registered_game(capsys):
    """The registry drives it: every registered game (the test-only one too) gets its row."""
    assert memory.main(["--games", "1"]) == 0
    rows = {line.split()[0] for line in capsys.readouterr().out.splitlines()[1:-1]}
    from zzlib import GAMES

    assert rows == set(GAMES)
