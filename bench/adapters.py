"""The games as environments: what forking, action ids and the two adapters cost.

    python bench/adapters.py                   # every game, default options
    python bench/adapters.py --game zapp --seconds 2

Figures per game (printed, never asserted): ``fork()`` at the end of a random game (issue #24:
<= 0.1 ms), reading ``log``/``states``, ``next_chance`` at an automatic step, encoding the
legal moves of a position, ``view(seat)`` mid-way and at the end (issue #24: <= 50 us); then random play in decisions per second through the engine's own
random driver (``bench/scale.py``), the PettingZoo environment (a random legal id from the
mask of ``info``; and reading
each observation, the view's vector) and OpenSpiel (chance nodes sampled from their outcomes, a random legal action), each
with its ratio to the engine's (issue #24 asks for >= 0.8x). An adapter that is not installed
(``pip install -e '.[rl]'``) is skipped with a line saying so.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import pathlib
import random
import sys
import time
import timeit

from zzlib import GAMES

HERE = pathlib.Path(__file__).resolve().parent


def _scale():
    spec = importlib.util.spec_from_file_location("bench_scale", HERE / "scale.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _per_call_us(fn, seconds: float = 0.3) -> float:
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        timeit.timeit(fn, number=50)
        n += 50
    return (time.perf_counter() - t0) / n * 1e6


def finished(info, seed: int = 1):
    g = info.new(seed)
    rng, bot = random.Random(seed), info.bots["random"]
    while not g.is_over:
        g.step() if g.to_move is None else g.play(bot(g, rng))
    return g


def core_figures(info, seconds: float = 0.3) -> None:
    per_call_us = functools.partial(_per_call_us, seconds=seconds)
    g = finished(info)
    print(f"  fork() at the end ({len(g.log)} steps): {per_call_us(g.fork):8.1f} us")
    print(f"  g.log and g.states read:            {per_call_us(lambda: (g.log, g.states)):8.2f} us")
    h = info.new(2)
    while h.to_move is not None or h.next_chance() is None:
        h.step() if h.to_move is None else h.play(h.legal_moves()[0])
    ev = h.next_chance()
    print(f"  next_chance() ({ev.kind}, {ev.dist.family}):   {per_call_us(h.next_chance):8.1f} us")
    h.advance()
    acts = info.actions
    n = len(h.legal_moves())
    print(f"  legal_actions ({n} moves):             {per_call_us(lambda: acts.legal_actions(h)):8.1f} us")
    # view(seat) of the seat deciding, mid-way and at the end (issue #24 asks <= 50 us)
    mid = info.new(3)
    while len(mid.log) < len(g.log) // 2 or mid.to_move is None:
        mid.step() if mid.to_move is None else mid.play(mid.legal_moves()[0])
    seat = mid.to_move
    end_seat = g.seats[0]
    print(f"  view(seat) mid-way / at the end:     {per_call_us(lambda: mid.view(seat)):8.1f} / "
          f"{per_call_us(lambda: g.view(end_seat)):.1f} us")
    schema = info.view_schema()
    print(f"  its vector (view schema, {schema.size} numbers): "
          f"{per_call_us(lambda: schema.vector(mid.view(seat))):8.1f} us, the view included")


def rate(run, seconds: float) -> float:
    decisions, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        decisions += run()
    return decisions / (time.perf_counter() - t0)


def engine_rate(info, seconds: float) -> float:
    d = _scale().RandomDriver(info.game.new)
    return rate(lambda: d.run(0.05), seconds)


def pettingzoo_rate(info, seconds: float, observe: bool = False) -> float:
    """A random agent through PettingZoo: the mask from ``info`` without an observation (as
    the engine's driver, which makes none), or, with ``observe``, from the observation (the
    view's vector made at every decision)."""
    from zzlib.adapters.pettingzoo import env

    e, rng, seed = env(info.name), random.Random(0), iter(range(10**9))

    def one_game() -> int:
        e.reset(seed=next(seed))
        n = 0
        for _agent in e.agent_iter():
            obs, _, done, cut, inf = e.last(observe)
            if done or cut:
                e.step(None)
                continue
            legal = (obs if observe else inf)["action_mask"].nonzero()[0]
            e.step(int(legal[rng.randrange(len(legal))]))
            n += 1
        return n

    return rate(one_game, seconds)


def openspiel_rate(info, seconds: float) -> float:
    from zzlib.adapters import openspiel

    game, rng = openspiel.load(info.name), random.Random(0)

    def one_game() -> int:
        s, n = game.new_initial_state(), 0
        while not s.is_terminal():
            if s.is_chance_node():
                ids, probs = zip(*s.chance_outcomes())
                s.apply_action(rng.choices(ids, probs)[0])
            else:
                legal = s.legal_actions()
                s.apply_action(legal[rng.randrange(len(legal))])
                n += 1
        return n

    return rate(one_game, seconds)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    ap.add_argument("--seconds", type=float, default=1.0, help="per random-play figure")
    args = ap.parse_args(argv)
    for name, info in GAMES.items():
        if args.game not in ("all", name):
            continue
        print(f"== {name}: {info.title}")
        core_figures(info, min(0.3, args.seconds))
        base = engine_rate(info, args.seconds)
        print(f"  random play, engine driver:{'':14s} {base:9.0f} decisions/s")
        observing = functools.partial(pettingzoo_rate, observe=True)
        for label, fn, module in (("PettingZoo", pettingzoo_rate, "pettingzoo"),
                                  ("PettingZoo, observing", observing, "pettingzoo"),
                                  ("OpenSpiel", openspiel_rate, "pyspiel")):
            if importlib.util.find_spec(module) is None:
                print(f"  random play, {label}: not installed (pip install -e '.[rl]')")
                continue
            r = fn(info, args.seconds)
            print(f"  random play, {label + ':':23s} {r:9.0f} decisions/s ({r / base:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
