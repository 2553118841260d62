"""A toy game with a secret, and its widget on ``GameWidget``: the widget base's test bed.

The widget base's own tests use it rather than the games' widgets (``ZappBoard``,
``ZankTable``), so that they check the base alone. Ann and Bob each draw a card (1-9) that
only they may see. Ann says whether her card is high (6-9) or low; Bob believes her or calls
her bluff; then both cards are shown, and Bob wins if his call was right.

``ToySecretWidget`` is what a game's widget looks like on the base: the engine class, a title,
its module, and the board drawn from ``game.view(seat)``.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass, replace

from widgets.base import GameWidget, Shown
from zzlib.core import Event, IllegalMove, Result, Rule, rule_table
from zzlib.core import Game as BaseGame

SEATS = ("Ann", "Bob")
HIGH = range(6, 10)

RULES = rule_table(
    Rule("toy.deal", "Deal", "Each player draws a card and looks at it in secret.", "Setup"),
    Rule("toy.claim", "Claim", "Ann says whether her card is high (6 to 9) or low.", "Play"),
    Rule("toy.call", "Call", "Bob believes Ann or calls her bluff.", "Play"),
    Rule("toy.reveal", "Reveal", "Both cards are turned face up; Bob wins if he called right.",
         "End"),
    Rule("toy.order", "Order", "Ann claims first, then Bob calls.", "Play"),
)


@dataclass(frozen=True)
class Claim:
    """Ann's claim: her card is high (True) or low."""

    high: bool

    def __str__(self) -> str:
        return f"Say the card is {'high' if self.high else 'low'}"


@dataclass(frozen=True)
class Call:
    """Bob's call: believe Ann (True) or call her bluff."""

    believe: bool

    def __str__(self) -> str:
        return "Believe Ann" if self.believe else "Call the bluff"


@dataclass(frozen=True)
class State:
    cards: tuple[int, ...] = ()  # Ann's, Bob's: secret until shown
    claim: bool | None = None
    call: bool | None = None
    phase: str = "deal"


class ToyGame(BaseGame):
    NAME = "toy"
    RULES = RULES
    MOVES = (Claim, Call)
    SEATS = SEATS
    END_RULE = "toy.reveal"
    ORDER_RULE = "toy.order"
    SECRETS = True  # each card, until the reveal

    def _shows(self, before, after):
        return "toy.reveal" if after.phase == "over" and before.phase != "over" else None

    def _initial(self):
        return State()

    def _to_move(self, s):
        return {"claim": "Ann", "call": "Bob"}.get(s.phase)

    def _phase(self, s):
        return s.phase

    def _over(self, s):
        return s.phase == "over"

    def _legal(self, s):
        if s.phase == "claim":
            return [Claim(True), Claim(False)]
        if s.phase == "call":
            return [Call(True), Call(False)]
        return []

    def _apply(self, s, move, chance):
        if s.phase == "claim" and isinstance(move, Claim) and isinstance(move.high, bool):
            text = f"Ann says her card is {'high' if move.high else 'low'}."
            return replace(s, claim=move.high, phase="call"), [Event("toy.claim", text, {})]
        if s.phase == "call" and isinstance(move, Call) and isinstance(move.believe, bool):
            text = "Bob believes Ann." if move.believe else "Bob calls Ann's bluff."
            return replace(s, call=move.believe, phase="reveal"), [Event("toy.call", text, {})]
        raise IllegalMove("toy.order", f"{move} is not allowed in the {s.phase} phase")

    def _auto(self, s, chance):
        if s.phase == "deal":
            cards = tuple(chance.choice(f"card:{p}", range(1, 10), secret=True) for p in SEATS)
            ev = Event("toy.deal", "Ann and Bob each draw a card and keep it hidden.", {})
            return "deal", replace(s, cards=cards, phase="claim"), [ev]
        a, b = s.cards
        ev = Event("toy.reveal", f"The cards are shown: Ann has {a}, Bob has {b}.", {"cards": [a, b]})
        return "reveal", replace(s, phase="over"), [ev]

    def _result(self, s):
        if s.phase != "over":
            return None
        right = s.call == (s.claim == (s.cards[0] in HIGH))
        winner = "Bob" if right else "Ann"
        return Result((winner,), {p: int(p == winner) for p in SEATS},
                      "Bob called right." if right else "Bob called wrong.")

    def _view(self, s, seat):
        shown = s.phase == "over"
        return {
            "phase": self.phase_of(s),
            "to_move": self.to_move_of(s),
            "claim": s.claim,
            "call": s.call,
            "my_card": s.cards[SEATS.index(seat)] if seat and s.cards else None,
            "cards": list(s.cards) if shown else None,
        }


def first_bot(game, rng):
    """A bot that plays the first legal move."""
    return game.legal_moves()[0]


class ToySecretWidget(GameWidget):
    """The toy game in a widget: the subclass names its game, title and module, and says what
    its board shows, from ``shown.view`` only."""

    GAME = ToyGame
    TITLE = "Toy game with a secret"
    PREFIX = "toy"
    MODULE = pathlib.Path(__file__).with_suffix(".js")
    PHASE_HELP = {"claim": "Ann: say whether your card is high or low.",
                  "call": "Bob: believe Ann, or call her bluff."}

    def _stats(self, shown: Shown, traits: dict):
        v = shown.view
        card = v["my_card"] if v["my_card"] is not None else "hidden"
        return [("Your card", card if shown.seat else "-"), ("Phase", v["phase"])]
