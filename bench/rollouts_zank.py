"""Zankapfel rollouts: games/s, decisions/s and win rate per bot (four players).

    python bench/rollouts.py --games 500 --game zank

Three line-ups over seeded games: four random bots, four sensible bots, and one sensible bot
against three random ones (the sensible seat rotates red, blue, yellow, green over the seeds,
so the Game Leader's first-round edge is shared out fairly).
"""

from __future__ import annotations

from lineups import one_against_the_rest, play_lineup

from zzlib import GAMES, zank

SEATS = GAMES["zank"].seats(players=4)


def run(games: int) -> None:
    """Print the figures for ``games`` seeded four-player games per line-up."""
    rnd, sen = zank.bots.random, zank.bots.sensible
    new = zank.Game.new
    play_lineup("4 x random", new, SEATS, lambda k: dict.fromkeys(SEATS, rnd), games)
    play_lineup("4 x sensible", new, SEATS, lambda k: dict.fromkeys(SEATS, sen), games)
    play_lineup("1 sensible vs 3 random", new, SEATS, one_against_the_rest(SEATS, sen, rnd),
                games)


if __name__ == "__main__":
    import sys

    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
