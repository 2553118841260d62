"""Pick or buy, counted in points: the count of lesson 2 and what played games say.

A choice of a turn (play one apple card face down, or buy the face-up card) is counted in one
coin: a play brings its expected points now and costs the card kept; a buy costs its price now
and brings a card. The figures of the count (the chance a card is alone, what a clash brings,
what a card in hand is worth) are passed in, so the same count runs with assumed figures and
with figures measured in games (``plays_and_cards``).

    from zzlib.zank import counts
    counts.options(hand, face_up, mayor, chips, face_down, figures=figures)  # a Table
    counts.best_option(...)                                        # "play green", "buy the red"
    counts.when_to_buy(hand, face_up, mayor, "green", figures)    # play or buy, by value
    counts.option_move("green", "play multi")                      # PlayApple("green", "multi")
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from .cards import KINDS
from .moves import BuyApple, PlayApple
from .odds import Table
from .orchard import APPLES, MULTI, SERIES, SQUARES, buy_cost, mayor_targets, value
from .phases import CHOOSE

#: the figures a count runs on: ``alone(card, hand, face_up, k)`` (the chance that a card
#: played with ``k`` cards face down before it is alone), ``clash`` (what a clash brings) and
#: ``keep`` (what each kind of card kept in hand is worth)
Figures = Mapping[str, Any]

#: how many apple cards of each kind the deck holds
PER_KIND = 10


def _mean_or_best(values: Sequence[Fraction], leading: bool) -> Fraction:
    """The best of ``values`` for the leader (he moves the mayor), else their average."""
    return max(values) if leading else Fraction(sum(values), len(values))


def option_rows(hand, face_up, mayor, chips, face_down: int, leading: bool,
                figures: Figures) -> list[tuple[str, Fraction, Fraction | None, Fraction, Fraction]]:
    """Each choice as ``(name, apple's value, chance alone, points this round, the card's
    worth)``: a play for each kind in ``hand``, then the buy of ``face_up`` (none when nothing
    is for sale). A play's value is the best of the mayor's squares for the leader, else their
    average; a multi-coloured card is named after the reveal, so it takes the square's best
    colour and counts as alone."""
    targets = mayor_targets(chips, mayor)
    keep = figures["keep"]
    rows = []
    for card in dict.fromkeys(hand):
        if card == MULTI:
            alone = Fraction(1)
            worth = _mean_or_best([max(value(c, sq) for c in APPLES) for sq in targets], leading)
        else:
            alone = Fraction(figures["alone"](card, hand, face_up, face_down))
            worth = _mean_or_best([value(card, sq) for sq in targets], leading)
        now = worth * alone + (1 - alone) * Fraction(figures["clash"])
        rows.append((f"play {card}", worth, alone, now, -Fraction(keep[card])))
    if face_up is not None:
        rows.append((f"buy the {face_up}", None, None, -Fraction(buy_cost(face_up, mayor)),
                     Fraction(keep[face_up])))
    return rows


#: a lead smaller than this (points) is too close to call: the figures a count rests on carry
#: about that much doubt (a card's worth in hand, measured in games, is known to ±0.2)
CLOSE = Fraction(1, 4)


def options(hand, face_up, mayor, chips, face_down: int, leading: bool = False,
            figures: Figures | None = None) -> Table:
    """Each choice of a player holding ``hand``, counted in points with ``figures`` (see
    ``option_rows``), the best marked with how far it is ahead of the next: a table with one
    row a choice."""
    rows = option_rows(hand, face_up, mayor, chips, face_down, leading, figures)
    totals = sorted((now + card for *_, now, card in rows), reverse=True)
    best = totals[0] if totals else None
    # how far the best is ahead of the next option (a tie says so)
    gap = best - totals[1] if len(totals) > 1 else None
    ahead = (" (the only option)" if len(totals) == 1 else " (tied)" if gap == 0
             else f" (by {float(gap):.2f}: too close to call)" if gap < CLOSE
             else f" (by {float(gap):.2f})") if totals else ""
    shown = []
    for name, worth, alone, now, card in rows:
        total = now + card
        shown.append((name,
                      "" if worth is None else f"{float(worth):.2f}",
                      "" if alone is None else f"{float(alone):.0%}",
                      f"{now} (the price)" if worth is None else f"{float(now):.2f}",
                      f"{float(card):+.2f}",
                      f"{float(total):+.2f}" + (f"  best{ahead}" if total == best else "")))
    return Table("Each option, counted in points",
                 ("option", "apple's value", "alone", "this round", "the card", "in all"),
                 tuple(shown))


def best_option(hand, face_up, mayor, chips, face_down: int, leading: bool = False,
                figures: Figures | None = None) -> str:
    """The choice ``options`` marks best, by its name (``"play green"``, ``"buy the red"``);
    ``"nothing"`` when there is no card to play and none for sale."""
    rows = option_rows(hand, face_up, mayor, chips, face_down, leading, figures)
    if not rows:
        return "nothing"
    return max(rows, key=lambda r: r[3] + r[4])[0]


def play_or_buy(hand, face_up, mayor, colour: str,
                figures: Figures) -> tuple[Any, dict[tuple[int, int], Any]]:
    """What a buy of ``face_up`` brings in all (the card's worth in hand less its price with
    the mayor on ``mayor``), and for a ``colour`` card worth each value of the series (2 to
    7) with 0 to 3 cards face down before it, what a play brings in all (its expected points
    now less the card's worth in hand), keyed by ``(value, face down)``; ``hand`` is the
    player's hand (the chance of being alone is counted from it)."""
    keep = figures["keep"]
    buy = keep[face_up] - buy_cost(face_up, mayor)
    plays = {}
    for worth in sorted(set(SERIES)):
        for k in range(4):
            alone = figures["alone"](colour, list(hand), face_up, k)
            plays[worth, k] = worth * alone + (1 - alone) * figures["clash"] - keep[colour]
    return buy, plays


def when_to_buy(hand, face_up, mayor, colour: str, figures: Figures) -> Table:
    """``play_or_buy`` as a table: a row for each value of a ``colour`` card, a column for
    each number of cards face down, each cell what a play brings in all, marked "buy" where
    buying ``face_up`` brings more (or as much)."""
    buy, plays = play_or_buy(hand, face_up, mayor, colour, figures)
    rows = tuple((worth, *(f"{float(plays[worth, k]):+.1f} "
                           + ("play" if plays[worth, k] > buy else "buy") for k in range(4)))
                 for worth in sorted(set(SERIES)))
    return Table(f"Play a {colour} card or buy the {face_up} (a buy brings {float(buy):+.2f})",
                 ("value", *(f"{k} face down" for k in range(4))), rows)


def plays_that_win(hand, face_up, mayor, colour: str, figures: Figures) -> set[tuple[int, int]]:
    """The ``(value, cards face down)`` where a ``colour`` play brings more than buying
    ``face_up`` (the cells ``when_to_buy`` marks "play")."""
    buy, plays = play_or_buy(hand, face_up, mayor, colour, figures)
    return {case for case, play in plays.items() if play > buy}


def option_move(seat: str, option: str):
    """The move a choice names: ``"play green"`` -> ``PlayApple(seat, "green")``,
    ``"buy the red"`` -> ``BuyApple(seat)``."""
    if option.startswith("play "):
        return PlayApple(seat, option.removeprefix("play "))
    if option.startswith("buy "):
        return BuyApple(seat)
    raise ValueError(f"{option!r} is not a choice of a turn: 'play <card>' or 'buy the <card>'")


def options_for(game, seat: str) -> tuple:
    """What ``options`` needs, read from ``seat``'s own view: hand, face-up card, mayor,
    chips, cards face down so far, and whether ``seat`` leads."""
    v = game.view(seat)
    face_down = sum(card == "face down" for card in v["table"].values())
    return (v["hand"], v["face_up"], tuple(v["mayor"]), [tuple(sq) for sq in v["chips"]],
            face_down, seat == v["leader"])


def turn_refusal(hand, face_up, mayor, face_down, players: int = 4) -> str | None:
    """Why a turn set up by hand cannot happen in a game of ``players``, in one sentence
    (None: it can). ``face_up`` None means nothing is for sale (deck and barn both empty,
    rule ``zank.decision.no_card_to_buy``)."""
    if isinstance(hand, str) or not isinstance(hand, (list, tuple)):
        return f'a hand is a list of apple cards, like ["red", "multi"]; not {hand!r}'
    cards = list(hand) + ([] if face_up is None else [face_up])
    wrong = [c for c in cards if c not in KINDS]
    if wrong:
        return (f"{wrong[0]!r} is not an apple card; the cards are {', '.join(KINDS)} "
                "(None for the face-up card: nothing for sale)")
    for kind in KINDS:
        if cards.count(kind) > PER_KIND:
            return (f"the deck holds {PER_KIND} {kind} apple cards, and your hand with the "
                    f"face-up card would hold {cards.count(kind)}")
    if not (isinstance(mayor, tuple) and all(type(x) is int for x in mayor) and mayor in SQUARES):
        return f"the mayor stands on a square from (0, 0) to (4, 4), written (row, column); not {mayor!r}"
    if type(face_down) is not int or not 0 <= face_down <= players - 1:
        return (f"0 to {players - 1} others can have played before you ({players} players), "
                f"not {face_down!r}")
    if not hand and face_up is None:
        return ("with no apple card in hand and no card for sale (deck and barn both empty) "
                "there is nothing to choose: you sit the round out (rule "
                "zank.decision.no_card_to_buy)")
    return None


def plays_and_cards(game) -> tuple[list[tuple[str, int, bool, int]], Counter, Counter, Counter]:
    """What a finished ``game`` says about cards, from its log: every apple card played as
    ``(card, cards face down before it, alone at the reveal, points it brought)`` (the apple
    won less the dice paid in that round), every card that came into a hand (the deal and the
    buys), and for each kind the turns it was for sale and the times it was bought."""
    plays, received, for_sale, bought = [], Counter(), Counter(), Counter()
    for hand in next(s for s in game.states if s.phase == CHOOSE).hands:
        received.update(hand)  # the deal
    for steps in _rounds(game).values():
        net, fought = _round_points(game, steps)
        for k in steps:
            move, before = game.log[k].move, game.states[k - 1]
            if isinstance(move, (PlayApple, BuyApple)) and before.face_up:
                for_sale[before.face_up] += 1
            if isinstance(move, BuyApple):
                received[before.face_up] += 1
                bought[before.face_up] += 1
            elif isinstance(move, PlayApple):
                down = sum(card is not None for card in before.table)
                plays.append((move.card, down, move.player not in fought, net[move.player]))
    return plays, received, for_sale, bought


def _rounds(game) -> dict[int, list[int]]:
    """The log indices of each round (0: the setup)."""
    rounds: dict[int, list[int]] = {}
    for k in range(1, len(game.log)):
        rounds.setdefault(game.states[k - 1].round, []).append(k)
    return rounds


def _round_points(game, steps: Sequence[int]) -> tuple[Counter, set]:
    """Each player's points from picks and contentions (won less dice paid) over log entries
    ``steps``, and the players who contended."""
    net, fought = Counter(), set()
    for e in (e for k in steps for e in game.log[k].events):
        if e.rule in ("zank.pick", "zank.contention.win", "zank.contention.pay"):
            net[e.data["player"]] += e.data["points"]
        elif e.rule == "zank.contention":
            fought.update(e.data["contenders"])
    return net, fought


def play_out(game, bot: Callable, rng) -> Any:
    """Play ``game`` to its end, every seat by ``bot`` (``(game, rng) -> move``)."""
    while not game.is_over:
        if game.to_move is None:
            game.advance()
        else:
            game.play(bot(game, rng))
    return game


__all__ = ["options", "option_rows", "best_option", "play_or_buy", "when_to_buy",
           "plays_that_win", "option_move", "options_for",
           "turn_refusal", "plays_and_cards", "play_out"]
