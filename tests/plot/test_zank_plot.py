"""The Zankapfel drawings: what each figure shows, checked on the artists it draws, and that a
drawing of a running game shows nothing secret."""

from __future__ import annotations

import io
import random

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from tests.zank.helpers import play, play_out, ready  # noqa: E402
from zzlib import zank  # noqa: E402
from zzlib.look import zank as look  # noqa: E402
from zzlib.plot import zank as zp  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def svg(fig) -> str:
    buf = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "zank"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    return buf.getvalue()


def strings(fig, gid) -> list[str]:
    return [t.get_text() for t in zp.artists(fig, gid)]


# -- the orchard --------------------------------------------------------------------------------


def test_draw_orchard_writes_all_four_values_on_every_square_where_its_colour_is_printed():
    g = ready(mayor=(2, 2))
    fig = zp.draw_orchard(g)
    board = fig.axes[0]
    values = zp.artists(board, "value")
    assert len(values) == 4 * 25 and len(zp.artists(board, "square")) == 25
    by_place = {tuple(round(v, 2) for v in t.get_position()): t.get_text() for t in values}
    # the rulebook's example square (0, 1): red 5 on top, green 7 left, yellow 3 below, blue 2
    assert by_place[(1.0, -0.3)] == "5" and by_place[(0.7, 0.0)] == "7"
    assert by_place[(1.0, 0.3)] == "3" and by_place[(1.3, 0.0)] == "2"
    for t in values:
        x, y = t.get_position()
        c, r = round(x), round(y)
        side = {(0, -1): "top", (0, 1): "bottom", (-1, 0): "left", (1, 0): "right"}[
            (round((x - c) / 0.3), round((y - r) / 0.3))]
        colour = {s: c for c, s in look.VALUE_SIDE.items()}[side]
        assert t.get_text() == str(zank.value(colour, (r, c)))


def test_draw_orchard_shows_chips_the_mayor_and_the_graph_of_his_moves():
    g = ready(mayor=(2, 2))
    fig = zp.draw_orchard(g)
    board, graph, table = fig.axes
    assert len(zp.artists(board, "chip")) == len(g.state.chips) == 21
    assert strings(board, "mayor-letter") == ["M"]
    targets = zank.mayor_targets(g.state.chips, g.state.mayor)
    assert len(zp.artists(board, "target")) == len(targets) == 7  # (3, 3) was taken at setup
    edges = zp.artists(graph, "move-edge")
    assert len(edges) == 7
    ends = sorted((round(a._posA_posB[1][1]), round(a._posA_posB[1][0])) for a in edges)
    assert ends == sorted(targets)  # an arrow from the mayor to each square he may go to
    assert strings(table, "move-square") == [f"to ({r}, {c})" for r, c in targets]
    assert strings(table, "moves-title") == ["What each of his 7 moves is worth"]
    assert repr(fig) == "<Zankapfel: orchard>"


def test_the_mayor_on_a_square_that_keeps_its_chip_leaves_the_chip_in_sight():
    """At set-up the mayor stands on a chip: he is drawn in the square's corner, clear of the
    chip and of the four values; on a square without a chip he stands in the middle."""
    g = ready(mayor=(2, 2))
    assert (2, 2) in g.state.chips
    board = zp.draw_orchard(g).axes[0]
    (mayor,) = zp.artists(board, "mayor")
    (chip,) = [a for a in zp.artists(board, "chip") if a.get_xy() == (2 - 0.09, 2 - 0.09)]
    (x0, y0), side = chip.get_xy(), chip.get_width()
    (x, y), r = mayor.center, mayor.radius
    nearest = (min(max(x, x0), x0 + side), min(max(y, y0), y0 + side))  # the chip's closest point
    assert (nearest[0] - x) ** 2 + (nearest[1] - y) ** 2 > r ** 2
    for t in zp.artists(board, "value"):
        tx, ty = t.get_position()
        if round(tx) == 2 and round(ty) == 2:
            assert (tx - x) ** 2 + (ty - y) ** 2 > (r + 0.13) ** 2  # a value's badge: 0.13
    pic = zp.orchard_picture(g)
    bare = zp.OrchardPicture(pic.chips - {(2, 2)}, (2, 2), pic.grid)
    assert zp.mayor_spot(bare, (2, 2)) == (2, 2) and zp.mayor_spot(pic, (2, 2)) == (1.7, 1.7)


@pytest.mark.parametrize("removed, moves", [
    ([(0, 0), (0, 4), (4, 0), (4, 4)], 8),  # the mayor in the middle: all eight neighbours
    ([(0, 1), (1, 0), (1, 1), (4, 4)], 20),  # no chip next to him: a line for the rest
])
def test_the_value_table_beside_the_orchard_fits_its_panel(removed, moves):
    mayor = (2, 2) if moves == 8 else (0, 0)
    g = ready(mayor=mayor, removed=removed)
    fig = zp.draw_orchard(g)
    table = fig.axes[2]
    shown = strings(table, "move-square")
    assert len(shown) == (8 if moves == 8 else 7)
    bottom, top = table.get_ylim()
    fig.canvas.draw()
    panel = table.get_window_extent()
    for badge in zp.artists(table, "move-value-badge") + zp.artists(table, "move-best"):
        y0, y1 = badge.get_y(), badge.get_y() + badge.get_height()
        assert top <= y0 and y1 <= bottom, f"a value badge at y {y0:.2f}-{y1:.2f} is cut off"
    for text in zp.artists(table, "move-square") + zp.artists(table, "moves-more"):
        box = text.get_window_extent()
        assert panel.y0 <= box.y0 and box.y1 <= panel.y1
    if moves > 8:
        assert strings(table, "moves-more") == [f"... and {moves - 7} more squares with a chip"]


def test_draw_orchard_takes_a_game_a_state_or_a_view():
    g = ready(mayor=(1, 3))
    a, b, c = (zp.draw_orchard(x) for x in (g, g.state, g.view("blue")))
    assert zp.texts(a) == zp.texts(b) == zp.texts(c)
    with pytest.raises(TypeError, match="zank.Game"):
        zp.draw_orchard([1, 2])


def test_draw_orchard_of_another_grid_and_of_the_anywhere_move():
    grid = {col: [[1] * 5 for _ in range(5)] for col in zank.APPLES}
    grid["green"][0][1] = 9
    g = ready(orchard=grid, mayor=(0, 0), removed=[(0, 1), (1, 0), (1, 1), (4, 4)])
    fig = zp.draw_orchard(g)
    assert "9" in strings(fig.axes[0], "value")
    assert len(zp.artists(fig.axes[1], "move-edge")) == 20  # no chip touches: anywhere
    assert strings(fig.axes[2], "moves-more") == ["... and 13 more squares with a chip"]
    # a view does not carry the grid: pass it
    assert "9" in strings(zp.draw_orchard(g.view(None), orchard=grid).axes[0], "value")


def test_draw_orchard_shows_the_announced_square_and_the_offers():
    g = ready(corruption=True)
    for p in g.state.queue:
        g.play(zank.BuyApple(p))
    play(g, zank.AnnounceMayor("red", (1, 1)), zank.Bribe("blue", (2, 1), 2))
    fig = zp.draw_orchard(g)
    (frame,) = zp.artists(fig, "announced")
    assert frame.get_xy() == pytest.approx((1 - 0.49, 1 - 0.49))
    assert strings(fig, "offer") == ["B+2"]
    title = fig._suptitle.get_text().replace("\n", " ")
    assert "red announced (1, 1); offers: blue 2 for (2, 1)" in title


# -- a round ------------------------------------------------------------------------------------


def test_draw_round_lists_cards_played_or_bought_prices_picks_and_points():
    hands = {"red": ["red"] * 4, "blue": ["green"] * 4, "yellow": ["yellow"] * 4}
    g = ready(hands=hands, face_up="blue", mayor=(0, 0))
    play(g, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"),
         zank.PlayApple("yellow", "yellow"), zank.BuyApple("green"),
         zank.MoveMayor("red", (0, 1)))
    fig = zp.draw_round(g, 1)
    assert repr(fig) == "<Zankapfel: round 1>"
    assert strings(fig, "card-text") == ["red", "green", "yellow"]
    assert sorted(strings(fig, "played-card-letter")) == ["G", "R", "Y"]
    assert strings(fig, "bought") == ["bought blue for 1"]  # blue on (0, 0): 2, half is 1
    assert strings(fig, "points") == ["+5", "+7", "+3", "−1"]
    view = g.view(None)
    assert strings(fig, "position") == [str(view["positions"][p]) for p in g.state.seats]
    assert strings(fig, "result")[:3] == ["picks it alone"] * 3
    assert zp.artists(fig, "mayor-move") and zp.artists(fig, "mayor-from")
    assert fig._suptitle.get_text() == "Round 1: red leads; the mayor moves (0, 0) → (0, 1)"
    notes = strings(fig, "round-notes")[0].replace("\n", " ")
    assert "Prices (the mayor's square (0, 0) before he moved): red 3, green 3, yellow 1, " \
           "blue 1, multi 3." in notes


def test_draw_round_shows_a_contention_and_a_bribe():
    hands = {"red": ["green"] * 4, "blue": ["green"] * 4}
    g = ready(hands=hands, mayor=(0, 0), corruption=True)
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.AnnounceMayor("red", (1, 1)),
         zank.Bribe("blue", (0, 1), 2), zank.NoBribe("yellow"), zank.NoBribe("green"),
         zank.AcceptBribe("red", "blue"), zank.CommitCard("red", 4), zank.CommitCard("blue", 9),
         zank.Stand("blue"), zank.Stand("red"))
    fig = zp.draw_round(g, 1)
    results = [t.replace("\n", " ") for t in strings(fig, "result")]  # long ones in two lines
    # the bribe is told apart from the apple's points: red +2 (bribe), blue 7 - 2
    assert results[:2] == ["loses the contention (4): bribe +2",
                           "wins the contention (9): apple +7, bribe −2"]
    assert strings(fig, "offer") == ["B+2"]
    notes = strings(fig, "round-notes")[0].replace("\n", " ")
    assert "red announced (1, 1); red took blue's offer of 2 points" in notes
    assert "Contentions: red and blue for green" in notes
    assert strings(fig, "points")[:2] == ["+2", "+5"]  # red: the bribe; blue: 7 - 2


def test_draw_round_checks_its_round():
    g = ready()
    with pytest.raises(ValueError, match="numbered from 1"):
        zp.draw_round(g, 0)
    with pytest.raises(ValueError, match="has not been played"):
        zp.draw_round(g, 2)


# -- secrets: two games that differ only in what nobody else may see -------------------------------


def twins():
    """Two games whose deals differ (red's and blue's hands swapped: the same cards in all,
    so the same deck and face-up cards follow) and whose players play different cards."""
    a = ready(hands={"red": ["green"] * 4, "blue": ["red"] * 4}, face_up="yellow",
              mayor=(0, 0))
    b = ready(hands={"red": ["red"] * 4, "blue": ["green"] * 4}, face_up="yellow",
              mayor=(0, 0))
    play(a, zank.PlayApple("red", "green"), zank.PlayApple("blue", "red"))
    play(b, zank.PlayApple("red", "red"), zank.PlayApple("blue", "green"))
    for g in (a, b):
        play(g, zank.BuyApple("yellow"), zank.BuyApple("green"))
    assert a.state != b.state and a.view(None) == b.view(None)
    return a, b


def test_drawings_of_a_running_round_are_identical_until_the_reveal():
    a, b = twins()
    for draw in (lambda g: zp.draw_round(g, 1), zp.draw_orchard, zp.draw_track):
        fa, fb = draw(a), draw(b)
        assert zp.texts(fa) == zp.texts(fb)
        assert svg(fa) == svg(fb)
    fig = zp.draw_round(a, 1)
    assert strings(fig, "card-text")[:2] == ["face down", "face down"]
    notes = strings(fig, "round-notes")[0].replace("\n", " ")
    assert "The cards played stay face down until the reveal." in notes
    # once revealed the drawings show the cards, and so differ
    for g in (a, b):
        play(g, zank.MoveMayor("red", (1, 1)))
    assert strings(zp.draw_round(a, 1), "card-text")[:2] == ["green", "red"]
    assert zp.texts(zp.draw_round(a, 1)) != zp.texts(zp.draw_round(b, 1))


def committed(red_card, blue_card):
    hands = {p: ["green"] * 3 + ["multi"] for p in ("red", "blue")}
    g = ready(hands=hands, mayor=(0, 0))
    play(g, zank.PlayApple("red", "green"), zank.PlayApple("blue", "green"),
         zank.BuyApple("yellow"), zank.BuyApple("green"), zank.MoveMayor("red", (0, 1)),
         zank.CommitCard("red", red_card), zank.CommitCard("blue", blue_card),
         zank.TakeDice("blue", 1), zank.Stand("red"))
    return g


def test_a_contention_drawing_hides_committed_cards_until_its_reveal():
    a, b = committed(3, 9), committed(8, 2)
    fa, fb = (zp.draw_contention(zank.contention_trace(g, 1)) for g in (a, b))
    assert svg(fa) == svg(fb)
    assert len(zp.artists(fa, "unrevealed")) == 2 and zp.artists(fa, "reveal-card") == []
    assert svg(zp.draw_round(a, 1)) == svg(zp.draw_round(b, 1))
    for g in (a, b):
        g.force("dice.blue", (4,))
        g.play(zank.Stand("blue"))
        g.advance()
    fa, fb = (zp.draw_contention(zank.contention_trace(g, 1)) for g in (a, b))
    assert sorted(strings(fa, "reveal-card-letter")) == ["3", "9"]
    assert zp.texts(fa) != zp.texts(fb)


# -- a contention ---------------------------------------------------------------------------------


def test_draw_contention_draws_each_turn_the_reveal_and_the_winner():
    g = committed(7, 5)  # blue took a die, red took none
    g.play(zank.TakeDice("blue", 1))  # blue again: two dice in all
    g.play(zank.Stand("red"))
    g.force("dice.blue", (1, 2))
    g.play(zank.Stand("blue"))
    g.advance()
    t = zank.contention_trace(g, 1)
    fig = zp.draw_contention(t)
    assert repr(fig) == "<Zankapfel: contention 1 (green)>"
    assert len(fig.axes) == 1
    # dice order: blue first; on the projector's narrow page "(leads)" goes under the name
    assert strings(fig, "lane-name") == ["blue", "red\n(leads)"]
    assert len(zp.artists(fig, "die-taken")) == 2
    assert strings(fig, "paid") == ["pays 2, now -2", "pays 2, now -4"]
    assert strings(fig, "pass") == ["takes none"] * 3
    assert len(zp.artists(fig, "die-face")) == 2 and len(zp.artists(fig, "die-face-pip")) == 3
    assert strings(fig, "total") == ["= 8  wins", "= 7"]  # blue 5 + 1 + 2 against red's 7
    assert len(zp.artists(fig, "winner")) == 1


def test_draw_contention_adds_a_panel_for_each_re_bid():
    g = committed(6, 5)
    g.force("dice.blue", (1,))
    g.play(zank.Stand("blue"))
    g.advance()  # 6 against 5 + 1: a tie
    play(g, zank.CommitCard("red", 9), zank.CommitCard("blue", 2), zank.Stand("blue"),
         zank.Stand("red"))
    fig = zp.draw_contention(zank.contention_trace(g, 1))
    assert len(fig.axes) == 2 and len(zp.artists(fig, "tie")) == 2
    assert len(zp.artists(fig, "winner")) == 1
    titles = strings(fig, "bid-title")
    assert titles[0].endswith("a tie, so red and blue bid again with new cards")
    assert titles[1] == "Bid 2 (a re-bid after a tie): dice in turn from blue; red wins"
    with pytest.raises(TypeError, match="contention_trace"):
        zp.draw_contention(g)


# -- the track ------------------------------------------------------------------------------------


def test_draw_track_draws_a_line_per_farmer_ending_where_he_stands():
    g = play_out(zank.Game.new(seed=1, players=5), rng=random.Random(1))
    fig = zp.draw_track(g)
    assert repr(fig) == "<Zankapfel: scoring track>"
    lines = zp.artists(fig, "track-line")
    assert len(lines) == 5
    final = g.view(None)["positions"]
    assert [line.get_ydata()[-1] for line in lines] == [final[p] for p in g.seats]
    assert sorted(strings(fig, "farmer-label")) == sorted(
        f"{look.SEATS[p].letter} {p}: {final[p]}" for p in g.seats)
    (goal,) = zp.artists(fig, "goal")
    assert goal.get_ydata()[0] == 40
    assert g.result.reason.split(": ", 1)[1] in fig._suptitle.get_text().replace("\n", " ")


def test_track_history_steps_add_up_to_the_positions_after_each_round():
    g = play_out(zank.Game.new(seed=5), rng=random.Random(5))
    hist = zp.track_history(g)
    for p, h in hist.items():
        xs = [x for x, _ in h]
        assert xs == sorted(xs) and h[0] == (0.0, 0)
        ends = {int(x): y for x, y in h if float(x).is_integer()}
        for r, y in ends.items():
            if r:
                k = zank.round_entries(g, r)[-1]
                assert g.view(None, at=k)["positions"][p] == y


def test_drawings_are_deterministic():
    g = play_out(zank.Game.new(seed=2), rng=random.Random(2))
    for draw in (zp.draw_orchard, zp.draw_track, lambda g: zp.draw_round(g, 3),
                 lambda g: zp.draw_contention(zank.contention_trace(g, 1))):
        assert svg(draw(g)) == svg(draw(g))
