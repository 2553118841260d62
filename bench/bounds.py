"""The declared bounds of every registered game and variant (issue #24), and random games
measured against them.

    python bench/bounds.py                 # the bounds, and 200 random games per variant
    python bench/bounds.py --games 3000 --game zapp

For each game and variant: the players range, the score range, the bound on the decisions of
one game (certain, or with the probability it may be exceeded) and why; then the most
decisions and the lowest and highest scores seen in random games (``--games``), and for Zapp
Zerapp the exponential tail of the rounds that its bound is estimated from (the scale above
the 90th percentile, and the rounds beyond which the fitted tail falls below 1e-12).
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from zzlib import GAMES


def measure(info, variant: dict, games: int) -> dict:
    bot = info.bots["random"]
    decisions, scores, rounds = [], [], []
    for seed in range(games):
        g = info.new(seed, **variant)
        g.trace = False
        rng = random.Random(seed)
        while not g.is_over:
            g.step() if g.to_move is None else g.play(bot(g, rng))
        decisions.append(sum(e.kind == "move" for e in g.log))
        scores += list(g.result.scores.values())
        rounds.append(getattr(g.state, "round", 0))
    return {"decisions": max(decisions), "scores": (min(scores), max(scores)),
            "rounds": sorted(rounds)}


def tail(rounds: list[int], risk: float = 1e-12) -> tuple[float, int]:
    """The scale of an exponential tail above the 90th percentile and where it falls below
    ``risk``."""
    u = rounds[int(0.9 * len(rounds))]
    above = [r - u for r in rounds if r > u]
    if not above:
        return 0.0, u
    scale = sum(above) / len(above)
    return scale, round(u + scale * math.log(len(above) / len(rounds) / risk))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=list(GAMES), action="append")
    ap.add_argument("--games", type=int, default=200, help="random games per variant (0: none)")
    args = ap.parse_args(argv)
    for name in args.game or list(GAMES):
        info = GAMES[name]
        print(f"{info.title} ({name})")
        for variant in info.variants:
            b = info.bounds(**variant)
            sure = "certain" if b.certain else f"exceeded with probability < {b.risk:g}"
            low, high = b.score
            print(f"  {dict(variant) or 'defaults'}: players {b.players[0]}-{b.players[1]}, "
                  f"score {low if low is not None else '-inf'} to "
                  f"{high if high is not None else 'inf'}, returns {b.returns}, "
                  f"{'perfect' if b.perfect_information else 'imperfect'} information")
            print(f"    decisions <= {b.decisions} ({sure}): {b.why}")
            if args.games:
                m = measure(info, dict(variant), args.games)
                line = (f"    {args.games} random games: at most {m['decisions']} decisions, "
                        f"scores {m['scores'][0]} to {m['scores'][1]}")
                if name == "zapp":
                    scale, beyond = tail(m["rounds"])
                    line += (f"; rounds at most {m['rounds'][-1]}, tail scale {scale:.1f}, "
                             f"below 1e-12 beyond {beyond}")
                print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
