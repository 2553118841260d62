"""Heap's declared bounds: every take removes a stone at least, so a game has at most as many
decisions as stones (certain)."""

from zzlib.core.bounds import Bounds


def bounds(options) -> Bounds:
    stones = options["stones"]
    return Bounds(players=(2, 2), score=(0, stones), decisions=stones, risk=0.0,
                  perfect_information=False,
                  why=f"each take removes one stone at least: at most {stones} decisions")
