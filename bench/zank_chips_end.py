"""How often does the reading of the end by chips change the winner?

    python bench/zank_chips_end.py --games 500

Plays each seed twice with the same bots and the same bot random numbers, once with
``chips_end="round"`` (the game ends when the round that took the last chip is scored) and once
with ``chips_end="next_mayor"`` (the next round is played up to its mayor step, so cards are
still bought and paid for). The two games are identical up to the last chip's round; the
figures printed are how many games ended by chips, and in how many of those the winners differ.
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
    by_chips = changed = 0
    for seed in range(args.games):
        a = play(seed, bot, players=args.players, track_length=args.track, chips_end="round")
        b = play(seed, bot, players=args.players, track_length=args.track,
                 chips_end="next_mayor")
        if not a.state.chips:
            by_chips += 1
        if a.result.winners != b.result.winners:
            changed += 1
    print(f"{args.games} seeded games, {args.players} {args.bot} players, "
          f"track_length={args.track}")
    print(f"  ended by chips (chips_end='round'): {by_chips}")
    print(f"  winner changed by chips_end:        {changed} of {args.games} "
          f"({changed / args.games:.1%})")


if __name__ == "__main__":
    main()
