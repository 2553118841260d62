"""How often does the reading of the end by chips change the winner?

    python bench/zank_chips_end.py --games 500

Plays each seed three times with the same bots and the same bot random numbers: with
``chips_end="round"`` (the default: the game ends when the round that took the last chip is
scored), with ``chips_end="next_mayor"`` (the next round is played up to its mayor step, so
cards are still bought and paid for) and with ``chips_end="immediately"`` (the literal reading:
the game ends when the mayor takes the last chip, that round unscored). The games are identical
up to the last chip's round; the figures printed are how many games ended by chips, and in how
many the winners differ from the default's.
"""

from __future__ import annotations

import argparse
import random

from zzlib import zank


def play(seed: int, bot, **options):
    g = zank.Game.new(seed=seed, **options)
    rng = random.Random(seed)
    while not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(bot(g, rng))
    return g


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--track", type=int, default=40, help="track_length")
    ap.add_argument("--bot", choices=sorted(zank.bots.BOTS), default="random")
    args = ap.parse_args(argv)
    bot = zank.bots.BOTS[args.bot]
    others = ("next_mayor", "immediately")
    by_chips = 0
    changed = dict.fromkeys(others, 0)
    for seed in range(args.games):
        options = dict(players=args.players, track_length=args.track)
        a = play(seed, bot, chips_end="round", **options)
        if not a.state.chips:
            by_chips += 1
        for reading in others:
            if play(seed, bot, chips_end=reading, **options).result.winners != a.result.winners:
                changed[reading] += 1
    print(f"{args.games} seeded games, {args.players} {args.bot} players, "
          f"track_length={args.track}")
    print(f"  ended by chips (chips_end='round'): {by_chips}")
    for reading, n in changed.items():
        print(f"  winner changed by chips_end={reading!r}: {n} of {args.games} "
              f"({n / args.games:.1%})")


if __name__ == "__main__":
    main()
