"""Representative figures of every drawing entry point (the largest the lessons show among
them), built from fixed seeds: ``tests/plot/test_page.py`` measures each on the projector."""

from __future__ import annotations

import random

from tests.plot.test_zapp_plot import EXAMPLE_A, EXAMPLE_B, PRO_EXAMPLE, pro_results
from tests.plot.test_zapp_plot import lesson_four_round as zapp_carry_round
from tests.plot.test_zapp_plot import played as zapp_played
from tests.plot.test_zot_plot import BOARD, CHAIN, SMASH, played_game
from tests.zank.helpers import play, play_out, ready
from zzlib import zank, zapp, zot
from zzlib.plot import zank as zkp
from zzlib.plot import zapp as zap
from zzlib.plot import zot as zop

BOMBS = """
......
......
......
......
......
.BB...
.Z*Z..
.*.*..
......
PPPPPP
.J....
"""

PUZZLE = """
......
......
......
......
......
.BZ...
.ZZ.Z.
.ZZ.ZZ
..*.**
PPPPPP
..J...
"""

CHOICE = """
......
......
......
......
......
......
......
..ZZ..
.Z.Z.F
P.PP.P
...J..
"""

DESCEND = """
......
......
......
......
..F...
......
.B**..
...*..
......
PPPPPP
J.....
"""


def _zot_turn():
    g = zot.Game.new(seed=4)
    rng = random.Random(4)
    while g.state.turn <= 10:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zot.bots.greedy(g, rng))
    return g


def _zot_descend():
    b0 = zot.Board.from_text(DESCEND)
    b1, events = zot.descend(b0)
    return zop.draw_descend(b0, b1, events)


def _zank_contention():
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.CommitCard("red", 6), zank.CommitCard("blue", 5), zank.TakeDice("blue", 1),
         zank.Stand("red"))
    g.force("dice.blue", (1,))
    g.play(zank.Stand("blue"))
    g.advance()  # 6 against 5 + 1: a tie
    play(g, zank.CommitCard("red", 9), zank.CommitCard("blue", 2))
    for n in (2, 1, 1):  # dice in turn: three dice turns before both stand
        g.play(zank.TakeDice(g.to_move, n))
    while g.to_move is not None and g.phase.startswith("contention"):
        g.play(zank.Stand(g.to_move))
    g.advance()
    return zank.contention_trace(g, 1)


def _zank_long_contention():
    """Two biddings: a tie, then four dice turns (three dice each) and the reveal."""
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.CommitCard("red", 6), zank.CommitCard("blue", 5), zank.TakeDice("blue", 1),
         zank.Stand("red"))
    g.force("dice.blue", (1,))
    g.play(zank.Stand("blue"))
    g.advance()  # 6 against 5 + 1: a tie
    play(g, zank.CommitCard("red", 10), zank.CommitCard("blue", 2))
    for n in (2, 1, 1, 2):  # four dice turns: three dice each
        g.play(zank.TakeDice(g.to_move, n))
    g.force("dice.red", (3, 3, 2))
    g.force("dice.blue", (6, 6, 5))
    g.advance()  # 10 + 8 against 2 + 17: blue wins
    return zank.contention_trace(g, 1)


def _zank_round_contention():
    """A round with a bribe taken and a contention (the notes run long)."""
    hands = {"red": ["green"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0), corruption=True)
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.AnnounceMayor("red", (1, 1)),
         zank.Bribe("blue", (0, 1), 2), zank.NoBribe("yellow"), zank.NoBribe("green"),
         zank.AcceptBribe("red", "blue"), zank.CommitCard("red", 4), zank.CommitCard("blue", 9),
         zank.Stand("blue"), zank.Stand("red"))
    return g


def _zank_corrupt():
    g = ready(players=6, corruption=True)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    play(g, zank.AnnounceMayor("red", (1, 1)), zank.Bribe("blue", (2, 1), 2),
         zank.Bribe("yellow", (1, 2), 1))
    return g


def _zank_round_six():
    g = _zank_corrupt()
    g.advance()
    while g.state.round == 1 and not g.is_over:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zank.bots.random(g, random.Random(3)))
    return g


def _zapp_four():
    g = zapp.Game.new(seed=5, players=4)
    rng = random.Random(5)
    while not g.is_over and g.state.round <= 3:
        if g.to_move is None:
            g.advance()
        else:
            g.play(zapp.bots.sensible(g, rng))
    return g


#: name -> a function drawing one figure (every public draw_ function of zzlib.plot)
CASES = {
    "zot.draw_board": lambda: zop.draw_board(zot.Board.from_text(BOARD), legend=True,
                                             title="fire up column 3 or column 5?"),
    "zot.draw_spell chain": lambda: zop.draw_spell(zot.cast(zot.Board.from_text(CHAIN), "fire")),
    "zot.draw_spell bombs": lambda: zop.draw_spell(zot.cast(zot.Board.from_text(BOMBS), "fire")),
    "zot.draw_spell puzzle": lambda: zop.draw_spell(
        zot.cast(zot.Board.from_text(PUZZLE), "fire", 3)),
    "zot.draw_descend": _zot_descend,
    "zot.draw_smash": lambda: zop.draw_smash(zot.Board.from_text(CHOICE)),
    "zot.draw_smash plain": lambda: zop.draw_smash(zot.Board.from_text(SMASH)),
    "zot.draw_smash_choices": lambda: zop.draw_smash_choices(zot.Board.from_text(CHOICE)),
    "zot.draw_patterns": lambda: zop.draw_patterns("aggravated"),
    "zot.draw_placements": lambda: zop.draw_placements(
        zot.Board.start(), zot.placements(zot.Board.start(), 5, 6, False),
        title="pattern die 6 (XXX), column die 1: pushed in from the edge", column=6),
    "zot.draw_placements two": lambda: zop.draw_placements(
        zot.Board.start(), zot.placements(zot.Board.start(), 2, 3, False),
        title="pattern die 2 (XX), column die 3: two centred placements", column=3),
    "zot.draw_turn": lambda: zop.draw_turn(_zot_turn(), 10),
    "zot.draw_turn 2": lambda: zop.draw_turn(played_game(turns=10), 2),
    "zapp.draw_board": lambda: zap.draw_board(PRO_EXAMPLE, marks={"G1": "mover", "B2": "banished"}),
    "zapp.draw_board start": lambda: zap.draw_board(
        title="Zapp Zerapp: every wizard on its start field"),
    "zapp.draw_move pro": lambda: zap.draw_move(pro_results()[0]),
    "zapp.draw_move example B": lambda: zap.draw_move(
        zapp.move(zapp.Position.from_text(EXAMPLE_B), "G1", 11),
        title="Example B: Guildo's G1 moves 11 from the green start"),
    "zapp.draw_move example A": lambda: zap.draw_move(
        zapp.move(zapp.Position.from_text(EXAMPLE_A), "G1", 8)),
    "zapp.draw_move city": lambda: zap.draw_move(
        zapp.move(zapp.Position.from_text("R1:21"), "R1", 8)),
    "zapp.draw_odds": zap.draw_odds,
    "zapp.draw_round": lambda: zap.draw_round(_zapp_four(), 2),
    "zapp.draw_round pro carry": lambda: zap.draw_round(zapp_carry_round(), 1),
    "zapp.draw_race": lambda: zap.draw_race(zapp_played()),
    "zank.draw_orchard": lambda: zkp.draw_orchard(_zank_corrupt()),
    "zank.draw_orchard anywhere": lambda: zkp.draw_orchard(
        ready(mayor=(0, 0), removed=[(0, 1), (1, 0), (1, 1), (4, 4)])),
    "zank.draw_orchard board": lambda: zkp.draw_orchard(_zank_corrupt(), part="board"),
    "zank.draw_orchard moves": lambda: zkp.draw_orchard(_zank_corrupt(), part="moves"),
    "zank.draw_orchard moves anywhere": lambda: zkp.draw_orchard(
        ready(mayor=(0, 0), removed=[(0, 1), (1, 0), (1, 1), (4, 4)]), part="moves"),
    "zank.draw_round": lambda: zkp.draw_round(_zank_round_six(), 1),
    "zank.draw_round contention": lambda: zkp.draw_round(_zank_round_contention(), 1),
    "zank.draw_contention": lambda: zkp.draw_contention(_zank_contention()),
    "zank.draw_contention long": lambda: zkp.draw_contention(_zank_long_contention()),
    "zank.draw_track": lambda: zkp.draw_track(
        play_out(zank.Game.new(seed=1, players=5), rng=random.Random(1))),
}
