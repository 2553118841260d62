"""The game of Zankapfel on ``zzlib.core.Game``: setup, rounds, contention bidding, corruption.

Seats are player colours: ``red`` (the first Game Leader), then clockwise ``blue``, ``yellow``,
``green``, ``purple``, ``orange`` (the first ``players`` of them). "To the left" is the next
seat clockwise. Hidden: each hand of apple cards, the cards played face down until the reveal,
numbered cards committed until the contention's reveal, and the deck's order.

Speed (bulk play): the handlers build their events' sentences only when ``tracing()`` (untraced
they return no events, and no rule reads an event); positions are copied with ``evolve`` (a cheap
``dataclasses.replace``), once per step where one copy will do; the mayor's squares of a position
are remembered (``mayor_squares``), and so are the common legal-move lists (``_choose_moves``...;
moves are frozen, so lists may share them) and who decides in the position last asked about. A
bot reads its view lazily (``SeatView``: each item of ``view(player)`` made when first read, by
the same readers ``VIEW_ITEMS`` as ``view``). Every shortcut is checked against the plain code
on many random positions in ``tests/zank/test_fast_paths.py`` and ``test_shortcuts.py``.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property, lru_cache
from typing import Any

from zzlib.core import (
    Event,
    IllegalMove,
    Option,
    Phase,
    Result,
    and_join,
    first_in,
    int_in,
    plural,
    seat_in,
    tracing,
)
from zzlib.core import Game as CoreGame
from zzlib.core.chance import dice_problem, sample_problem

from .cards import (
    DECK_SIZE,
    HAND_SIZE,
    KINDS,
    NUMBERS,
    SEAT_COLOURS,
    card_name,
    full_deck,
    sort_cards,
    with_article,
)
from .contention import DIE_COST, MAX_DICE, Bid, contest
from .events import SHAPES
from .moves import (
    MOVES,
    AcceptBribe,
    AnnounceMayor,
    Bribe,
    BuyApple,
    CommitCard,
    MoveMayor,
    NameColour,
    NoBribe,
    PlaceMayor,
    PlayApple,
    RefuseBribes,
    RemoveChip,
    Stand,
    TakeDice,
)
from .orchard import (
    APPLES,
    MULTI,
    SQUARES,
    buy_cost,
    check_square,
    make_orchard,
    mayor_squares,
    orchard_problem,
    sorted_squares,
)
from .orchard import square_name as sqn
from .orchard import value as orchard_value
from .phases import (
    ACCEPT,
    ANNOUNCE,
    BRIBE,
    CHOOSE,
    COMMIT,
    DEAL,
    DICE,
    END_ROUND,
    MAYOR,
    NAMING,
    OVER,
    PLACE_MAYOR,
    REMOVE_CHIP,
    REVEAL,
    ROLL,
    SCORE,
)
from .rules import RULES
from .state import Bidding, Square, State, evolve

OPTIONS = {
    "players": Option("players", 4, "number of players, 3 to 6 (seats red, blue, yellow, green, "
                      "purple, orange, in that order)", choices=(3, 4, 5, 6),
                      rule="zank.decision.seats"),
    "track_length": Option("track_length", 40, "spaces round the scoring track: reaching it "
                           "means going round", check=int_in(5, 500),
                           rule="zank.decision.track_length"),
    "corruption": Option("corruption", False, "the corruption variant: the Game Leader announces "
                         "the mayor's square, the others may offer 1 or 2 points for another",
                         choices=(False, True), rule="zank.corruption.offer"),
    "corruption_order": Option("corruption_order", "announce", "with corruption, who speaks "
                               "first: 'announce' (the leader announces the mayor's square, then "
                               "the offers, for other squares) or 'blind' (the offers first, for "
                               "any square; the leader then takes one or moves the mayor himself)",
                               choices=("announce", "blind"), rule="zank.decision.announce"),
    "chips_end": Option("chips_end", "round", "when the last harvest chip is gone: 'round' ends "
                        "the game once that round is scored; 'immediately' ends it as the mayor "
                        "takes the last chip (that round unscored); 'next_mayor' plays the next "
                        "round up to its mayor step (unscored)",
                        choices=("round", "immediately", "next_mayor"),
                        rule="zank.decision.chips_end"),
    "bid_start": Option("bid_start", "left_of_leader", "who takes dice first in a contention: "
                        "'left_of_leader' (the first contender after the leader; the leader "
                        "last) or 'leader' (the leader, when contending, first)",
                        choices=("left_of_leader", "leader"), rule="zank.decision.bid_order"),
    "orchard": Option("orchard", None, "the orchard's values: None for the reconstructed grid, "
                      "or a mapping of red, green, yellow, blue to 5 rows of 5 whole numbers",
                      check=orchard_problem, rule="zank.decision.orchard"),
}


@lru_cache(maxsize=4096)
def _choose_moves(who: str, hand: tuple[str, ...], for_sale: bool) -> tuple:
    """Play each kind of apple card in ``hand`` (in the order of KINDS); buy when one is for
    sale."""
    moves = tuple(PlayApple(who, k) for k in KINDS if k in hand)
    return moves + (BuyApple(who),) if for_sale else moves


@lru_cache(maxsize=256)
def _dice_moves(who: str, may_stand: bool, dice: int) -> tuple:
    """Stand (unless ``who`` has neither a numbered card nor a die), or take 1 die up to the
    most ``who`` may still take."""
    stand = (Stand(who),) if may_stand else ()
    return stand + tuple(TakeDice(who, k) for k in range(1, MAX_DICE - dice + 1))


@lru_cache(maxsize=4096)
def _commit_moves(who: str, numbered: tuple[int, ...]) -> tuple:
    """Commit any numbered card ``who`` still holds."""
    return tuple(CommitCard(who, k) for k in numbered)


@lru_cache(maxsize=4096)
def _mayor_moves(who: str, targets: tuple) -> tuple:
    """Move the mayor to any of ``targets``."""
    return tuple(MoveMayor(who, sq) for sq in targets)


@lru_cache(maxsize=64)
def _name_moves(who: str) -> tuple:
    """Name the multi-coloured apple any of the four colours."""
    return tuple(NameColour(who, c) for c in APPLES)


def _put(tup: tuple, i: int, v: Any) -> tuple:
    return tup[:i] + (v,) + tup[i + 1:]


def _no_square(s: State, sq, targets) -> str:
    """Why the mayor cannot go to ``sq`` this round, in one sentence with where he may go."""
    may = f"(it may go to {', '.join(map(sqn, targets))})"
    if sq == s.mayor:
        return (f"the mayor stands on {sqn(sq)} and must be moved: he cannot move to his own "
                f"square {may}")
    return f"the mayor cannot move to {sqn(sq)} this round {may}"


def _points(rule: str, text: str, player: str, points: int, position: int, **data) -> Event:
    """An event that moves a farmer: data always holds ``player``, ``points``, ``position``."""
    return Event(rule, text, {"player": player, "points": points, "position": position, **data})


def _square(square: Any, rule: str) -> tuple[int, int]:
    """A move's square as a tuple, or IllegalMove when it is not a square of the orchard."""
    try:
        return check_square(square)
    except ValueError as e:
        raise IllegalMove(rule, str(e)) from None


class Game(CoreGame):
    """Zankapfel for 3-6 players. See ``zzlib.core.Game`` for the contract."""

    NAME = "zank"
    RULES = RULES
    OPTIONS = OPTIONS
    MOVES = MOVES
    END_RULE = "zank.end"
    ORDER_RULE = "zank.turn.order"
    EVENTS = SHAPES
    SECRETS = True  # the hands, the cards played face down, the numbers committed, the deck
    #: rule: zank.contention.no_hand_back (a die taken is never handed back: fair play never
    #: undoes it)
    FINAL = {TakeDice: "zank.contention.no_hand_back"}
    CHANCE_RULES = {"deck": ("zank.setup.deal",), "reshuffle": ("zank.deck.reshuffle",),
                    "dice.": ("zank.contention.roll",)}

    # -- static parameters -----------------------------------------------------------------
    @cached_property
    def orchard(self) -> dict:
        return make_orchard(self.options["orchard"])

    @classmethod
    def seats_for(cls, options) -> tuple[str, ...]:
        """Red (the first Game Leader), then clockwise: the first ``players`` seat colours."""
        return SEAT_COLOURS[: options["players"]]

    def value(self, colour: str, square) -> int:
        return orchard_value(colour, square, self.orchard)

    def _force_problem(self, kind: str, value) -> str | None:
        """Forced outcomes are checked when given: ``"deck"`` (the 50 apple cards in some
        order), ``"reshuffle"`` (apple cards of the barn in a new order; which cards the barn
        holds is checked when they are drawn), ``"dice.<player>"`` (1 to 3 dice)."""
        if kind == "deck":
            return sample_problem(value, full_deck(), DECK_SIZE)
        if kind == "reshuffle":
            if not isinstance(value, tuple) or not value:
                return "a reshuffled deck is a list of apple cards"
            return sample_problem(value, full_deck(), None)
        if kind.startswith("dice."):
            player = kind[len("dice."):]
            if player not in self.seats:
                return f"{player!r} is not a seat of this game ({', '.join(self.seats)})"
            return dice_problem(value, range(1, MAX_DICE + 1))
        return (f"Zankapfel draws no chance outcome of kind {kind!r} (kinds: deck, reshuffle, "
                "dice.<player>)")

    # -- hooks -----------------------------------------------------------------------------
    def _initial(self) -> State:
        seats = self.seats
        n = len(seats)
        order = seats * (2 if n == 3 else 1)  # rule: zank.decision.chip_rounds
        return State(
            seats=seats, phase=REMOVE_CHIP, leader=0, queue=order,
            chips=frozenset(SQUARES), positions=(0,) * n, hands=((),) * n,
            numbered=(NUMBERS,) * n, spent=((),) * n, table=(None,) * n, claims=(None,) * n,
        )

    def _phase(self, s: State) -> str:
        return s.phase

    def _over(self, s: State) -> bool:
        return s.phase == OVER

    def _shows(self, before: State, after: State) -> str | None:
        """What a step turned over without drawing chance: the apple cards played face down
        (the reveal), the numbered cards of a contention (its roll, dice or none), a card
        turned up for sale (after a purchase, or at the start of a round)."""
        if after.revealed and not before.revealed:
            return "zank.reveal"
        if before.phase == ROLL:
            return "zank.contention.reveal"
        if len(after.deck) < len(before.deck):
            return "zank.buy.turn_up" if before.phase == CHOOSE else "zank.setup.face_up"
        return None

    def _result(self, s: State) -> Result | None:
        if s.phase != OVER:
            return None
        return Result(s.winners, dict(zip(s.seats, s.positions)), s.reason)

    # -- moves (the dispatch table, PHASES, is at the end of the class, below its handlers) ---
    MOVE_WORDS = {
        RemoveChip: ("taking away a harvest chip", "take away a harvest chip"),
        PlaceMayor: ("placing the mayor", "place the mayor"),
        PlayApple: ("playing an apple card", "play an apple card"),
        BuyApple: ("buying the face-up card", "buy the face-up card"),
        AnnounceMayor: ("announcing the mayor's square", "announce the mayor's square"),
        Bribe: ("an offer to the leader", "offer points for a square"),
        NoBribe: ("passing on an offer", "make no offer"),
        AcceptBribe: ("accepting an offer", "accept an offer"),
        RefuseBribes: ("keeping the announced square", "keep the announced square"),
        MoveMayor: ("moving the mayor", "move the mayor"),
        NameColour: ("naming a multi-coloured apple", "name a multi-coloured apple"),
        CommitCard: ("committing a numbered card", "commit a numbered card"),
        TakeDice: ("taking dice", "take dice"),
        Stand: ("taking no die", "take no die"),
    }

    def _apply(self, s: State, m, chance):
        # the seat to move was checked by the core (``ORDER_RULE``, zank.turn.order)
        s, ev = super()._apply(s, m, chance)
        return self._mark_reached(s), ev

    def _auto(self, s: State, chance):
        step, s, ev = super()._auto(s, chance)
        return step, self._mark_reached(s), ev

    def _mark_reached(self, s: State) -> State:
        """Note who has reached the end of the track: they have gone round this round."""
        track = self.options["track_length"]
        if max(s.positions) < track:
            return s  # nobody is at the end of the track
        new = tuple(p for p, x in zip(s.seats, s.positions) if x >= track and p not in s.reached)
        return evolve(s, reached=s.reached + new) if new and s.phase != OVER else s

    # setup ---------------------------------------------------------------------------------
    def _do_remove_chip(self, s: State, m: RemoveChip, chance):
        sq = _square(m.square, "zank.setup.chips")
        if sq not in s.chips:
            raise IllegalMove("zank.setup.chips", f"there is no harvest chip on {sqn(sq)}")
        second = len(s.seats) == 3 and len(s.queue) <= 3
        rule = "zank.setup.chips_three" if second else "zank.setup.chips"
        ev = [Event(rule, f"{m.player} takes away the harvest chip on {sqn(sq)}.",
                    {"player": m.player, "square": list(sq)})] if tracing() else []
        queue = s.queue[1:]
        s = evolve(s, chips=s.chips - {sq}, queue=queue,
                   phase=REMOVE_CHIP if queue else PLACE_MAYOR)
        return s, ev

    def _do_place_mayor(self, s: State, m: PlaceMayor, chance):
        # rule: zank.decision.mayor_start (any square; the chip there stays)
        sq = _square(m.square, "zank.setup.mayor")
        ev = []
        if tracing():
            chip = "it keeps its harvest chip" if sq in s.chips else "it has no harvest chip"
            ev.append(Event("zank.setup.mayor", f"{m.player} places the mayor on {sqn(sq)} "
                            f"({chip}).", {"player": m.player, "square": list(sq)}))
        return evolve(s, mayor=sq, phase=DEAL), ev

    # a round -------------------------------------------------------------------------------
    def _do_choose(self, s: State, m, chance):
        i = s.seat(m.player)
        ev: list[Event] = []
        if isinstance(m, PlayApple):
            if not s.hands[i]:
                raise IllegalMove("zank.buy.must",
                                  f"{m.player} has no apple card and must buy the face-up card")
            if m.card not in KINDS:
                raise IllegalMove("zank.play.face_down",
                                  f"{m.card!r} is not an apple card ({', '.join(KINDS)})")
            if m.card not in s.hands[i]:
                raise IllegalMove("zank.play.face_down",
                                  f"{m.player} holds no {card_name(m.card)} card")
            hand = list(s.hands[i])
            hand.remove(m.card)
            if tracing():
                ev.append(Event("zank.play.face_down", f"{m.player} plays an apple card face "
                                "down.", {"player": m.player}))
            # rule: zank.decision.one_action
            return self._next_chooser(s, hands=_put(s.hands, i, tuple(hand)),
                                      table=_put(s.table, i, m.card)), ev
        else:
            if s.face_up is None:
                raise IllegalMove("zank.buy", "no apple card is face up to buy")
            card = s.face_up
            cost = buy_cost(card, s.mayor, self.orchard)
            pos = s.positions[i] - cost  # rule: zank.buy.below_start (it may go below 0)
            s = evolve(s, hands=_put(s.hands, i, sort_cards(s.hands[i] + (card,))),
                       positions=_put(s.positions, i, pos), face_up=None)
            if tracing():
                rule = "zank.buy.multi" if card == MULTI else "zank.buy.cost"
                below = " (behind the start square)" if pos < 0 else ""
                ev.append(_points(rule, f"{m.player} buys the face-up {card_name(card)} for "
                                  f"{plural(cost, 'point')} and moves back to {pos}{below}.",
                                  m.player, -cost, pos, card=card))
            s, more = self._turn_up(s, chance, "zank.buy.turn_up")
            ev += more
        return self._next_chooser(s), ev  # rule: zank.decision.one_action

    def _next_chooser(self, s: State, **changes) -> State:
        """The next in the queue chooses; after the last, the mayor is moved (or, with
        corruption and a choice of squares, announced). ``changes``: what the choice just
        made changed (no chip and not the mayor), applied in the same copy."""
        queue = s.queue[1:]
        if queue:
            return evolve(s, queue=queue, **changes)
        if self.options["corruption"] and len(mayor_squares(s.chips, s.mayor)) > 1:
            if self.options["corruption_order"] == "blind":  # rule: zank.decision.bribes
                # the older order: the offers first, before the leader says anything
                n = len(s.seats)
                return evolve(s, phase=BRIBE, queue=s.order_from(s.leader + 1)[: n - 1],
                              offers=(), announced=None, **changes)
            return evolve(s, phase=ANNOUNCE, queue=(), offers=(), announced=None, **changes)
        return evolve(s, phase=MAYOR, queue=(), **changes)

    def _turn_up(self, s: State, chance, rule: str):
        """Turn up the top card, reshuffling the barn into a new deck when the deck is empty."""
        ev: list[Event] = []
        trace = tracing()
        if not s.deck and s.barn:
            deck = chance.shuffle("reshuffle", s.barn, secret=True)
            if trace:
                ev.append(Event("zank.deck.reshuffle", "The deck is empty: the "
                                f"{plural(len(deck), 'apple card')} in the barn "
                                f"{'is' if len(deck) == 1 else 'are'} shuffled into a new deck.",
                                {"cards": len(deck)}))
            s = evolve(s, deck=tuple(deck), barn=())
        if not s.deck:
            if trace:
                ev.append(Event("zank.decision.no_card_to_buy", "No apple card is left to turn "
                                "up: none is for sale.", {"player": None, "card": None}))
            return evolve(s, face_up=None), ev
        card = s.deck[0]
        if trace:
            ev.append(Event(rule, f"The next card is turned up: {with_article(card)}.",
                            {"card": card}))
        return evolve(s, face_up=card, deck=s.deck[1:]), ev

    def _do_announce(self, s: State, m: AnnounceMayor, chance):
        sq = _square(m.square, "zank.mayor.move")
        targets = mayor_squares(s.chips, s.mayor)
        if sq not in targets:
            raise IllegalMove("zank.mayor.move", _no_square(s, sq, targets))
        n = len(s.seats)
        queue = s.order_from(s.leader + 1)[: n - 1]
        ev = [Event("zank.decision.announce", f"{m.player} announces that the mayor will move to "
                    f"{sqn(sq)}; the others may offer points for another square, {queue[0]} "
                    "first.", {"player": m.player, "square": list(sq),
                               "targets": [list(t) for t in targets], "order": list(queue)})
              ] if tracing() else []
        return evolve(s, phase=BRIBE, queue=queue, offers=(), announced=sq), ev

    def _do_bribe(self, s: State, m, chance):
        trace = tracing()
        ev: list[Event] = []
        if isinstance(m, NoBribe):
            if trace:
                ev.append(Event("zank.corruption.offer", f"{m.player} makes no offer.",
                                {"player": m.player, "square": None, "offer": 0}))
        else:
            sq = _square(m.square, "zank.corruption.offer")
            if isinstance(m.points, bool) or m.points not in (1, 2):
                raise IllegalMove("zank.corruption.offer", "an offer is the number 1 or 2 "
                                  f"(points), not {m.points!r}")
            targets = mayor_squares(s.chips, s.mayor)
            if sq not in targets:
                raise IllegalMove("zank.corruption.offer", _no_square(s, sq, targets))
            if sq == s.announced:
                raise IllegalMove("zank.corruption.offer", f"{s.leader_name} already chose "
                                  f"{sqn(sq)}: an offer is for a different square")
            s = evolve(s, offers=s.offers + ((m.player, sq, m.points),))
            if trace:
                instead = "" if s.announced is None else f" instead of {sqn(s.announced)}"
                ev.append(Event("zank.corruption.offer", f"{m.player} offers {s.leader_name} "
                                f"{plural(m.points, 'point')} to move the mayor to {sqn(sq)}"
                                f"{instead}.",
                                {"player": m.player, "square": list(sq), "offer": m.points}))
        queue = s.queue[1:]
        if queue:
            return evolve(s, queue=queue), ev
        if s.offers:
            return evolve(s, queue=(), phase=ACCEPT), ev
        if s.announced is None:  # the blind order: the leader moves the mayor as he likes
            if trace:
                ev.append(Event("zank.decision.bribes", f"Nobody made an offer: "
                                f"{s.leader_name} moves the mayor as he likes.",
                                {"player": s.leader_name, "square": None, "briber": None}))
            return evolve(s, queue=(), phase=MAYOR), ev
        if trace:
            ev.append(Event("zank.decision.bribes", f"Nobody made an offer: the mayor goes to "
                            f"{sqn(s.announced)}, as {s.leader_name} announced.",
                            {"player": s.leader_name, "square": list(s.announced),
                             "briber": None}))
        sq = s.announced
        s, more = self._move_mayor(evolve(s, queue=()), sq, self._mayor_rule(s, sq))
        return s, ev + more

    def _do_accept(self, s: State, m, chance):
        if isinstance(m, RefuseBribes):
            if s.announced is None:  # the blind order: he moves the mayor as he likes
                ev = [Event("zank.decision.bribes", f"{m.player} accepts no offer and moves the "
                            "mayor as he likes.", {"player": m.player, "square": None,
                                                   "briber": None})] if tracing() else []
                return evolve(s, phase=MAYOR), ev
            ev = [Event("zank.decision.bribes", f"{m.player} accepts no offer and keeps the "
                        f"announced square {sqn(s.announced)}.",
                        {"player": m.player, "square": list(s.announced), "briber": None})
                  ] if tracing() else []
            s, more = self._move_mayor(s, s.announced, self._mayor_rule(s, s.announced))
            return s, ev + more
        offer = next((o for o in s.offers if o[0] == m.briber), None)
        if offer is None:
            if m.briber == s.leader_name:
                why = (f"{m.briber} is the Game Leader: the other players offer him points, so "
                       "he has no offer of his own to accept")
            elif m.briber not in s.seats:
                why = (f"{m.briber!r} is not a player at this table (the players: "
                       f"{', '.join(s.seats)})")
            else:
                why = f"{m.briber} made no offer this round"
            raise IllegalMove("zank.decision.bribes", why)
        briber, sq, pts = offer
        i, b = s.leader, s.seat(briber)
        pos = list(s.positions)
        pos[i] += pts
        pos[b] -= pts
        s = evolve(s, positions=tuple(pos))
        ev = [Event("zank.corruption.accept", f"{m.player} accepts {briber}'s offer of "
                    f"{plural(pts, 'point')}.",
                    {"player": m.player, "briber": briber, "offer": pts, "square": list(sq)}),
              _points("zank.corruption.pay", f"{m.player} moves forward {plural(pts, 'point')} "
                      f"to {pos[i]}.", m.player, pts, pos[i]),
              _points("zank.corruption.pay", f"{briber} moves back {plural(pts, 'point')} to "
                      f"{pos[b]}.", briber, -pts, pos[b])] if tracing() else []
        s, more = self._move_mayor(s, sq, self._mayor_rule(s, sq), briber=briber)
        return s, ev + more

    @staticmethod
    def _mayor_rule(s: State, sq) -> str:
        """The rule a mayor's move to ``sq`` follows: one square, or anywhere with a chip."""
        near = s.mayor is not None and max(abs(sq[0] - s.mayor[0]), abs(sq[1] - s.mayor[1])) <= 1
        return "zank.mayor.move" if near else "zank.mayor.anywhere"

    def _do_mayor(self, s: State, m: MoveMayor, chance):
        sq = _square(m.square, "zank.mayor.move")
        targets = mayor_squares(s.chips, s.mayor)
        if sq not in targets:
            if sq == s.mayor:
                touching = any(max(abs(t[0] - sq[0]), abs(t[1] - sq[1])) == 1 for t in targets)
                raise IllegalMove("zank.mayor.move" if touching else "zank.mayor.anywhere",
                                  f"the mayor is moved: it cannot stay on {sqn(sq)}")
            if sq in s.chips:
                raise IllegalMove("zank.mayor.move", f"the mayor moves one square onto a chip: "
                                  f"{sqn(sq)} does not touch {sqn(s.mayor)}")
            raise IllegalMove("zank.mayor.move", f"there is no harvest chip on {sqn(sq)}")
        return self._move_mayor(s, sq, self._mayor_rule(s, sq))

    def _move_mayor(self, s: State, sq, rule: str, briber: str | None = None):
        """The mayor goes to ``sq`` and its chip is removed; the cards are revealed next. The
        corruption's announcement and offers stay on the table (public) until the round ends.
        With ``chips_end="immediately"`` taking the last chip ends the game there."""
        ev = self._mayor_events(s, sq, rule, briber) if tracing() else []
        # rule: zank.mayor.before_reveal
        s = evolve(s, mayor=sq, chips=s.chips - {sq}, phase=REVEAL, queue=())
        if self.options["chips_end"] == "immediately" and not s.chips:
            # rule: zank.decision.chips_end (the reading "immediately": this round's cards stay
            # face down and unscored)
            s, more = self._game_over(self._mark_reached(s), "the last harvest chip was taken, "
                                      "so the game ends immediately, before the reveal")
            ev += more
        return s, ev

    @staticmethod
    def _mayor_events(s: State, sq, rule: str, briber: str | None) -> list[Event]:
        """The sentences of the mayor's move to ``sq`` (from the position before it)."""
        leader = s.leader_name
        how = "" if rule != "zank.mayor.anywhere" else " (no chip touches its square)"
        if briber is not None:
            how = f" for {briber}"
        return [Event(rule, f"{leader} moves the mayor to {sqn(sq)}{how}.",
                      {"player": leader, "from": list(s.mayor) if s.mayor else None,
                       "square": list(sq),
                       "announced": list(s.announced) if s.announced else None,
                       "briber": briber}),
                Event("zank.mayor.chip", f"The harvest chip on {sqn(sq)} is removed "
                      f"({len(s.chips) - 1} left).", {"square": list(sq),
                                                      "chips": len(s.chips) - 1})]

    def _do_name(self, s: State, m: NameColour, chance):
        if m.colour not in APPLES:  # rule: zank.decision.multi_colour
            raise IllegalMove("zank.multi.name",
                              f"a multi-coloured apple is named {', '.join(APPLES)}; "
                              f"not {m.colour!r}")
        i = s.seat(m.player)
        ev = [Event("zank.multi.name", f"{m.player} names the multi-coloured apple a "
                    f"{card_name(m.colour)}.", {"player": m.player, "colour": m.colour})
              ] if tracing() else []
        queue = s.queue[1:]
        return evolve(s, claims=_put(s.claims, i, m.colour), queue=queue,
                      phase=NAMING if queue else SCORE), ev

    # contention ----------------------------------------------------------------------------
    def _open_bidding(self, s: State, colour: str, contenders: tuple[str, ...], bid_round: int):
        n = len(contenders)
        holders = tuple(p for p in contenders if s.numbered[s.seat(p)])
        # rule: zank.decision.bid_order (the first bidder: see _first_bidder)
        # rule: zank.decision.rebid_dice (a re-bid starts with no dice)
        first = self._first_bidder(s, contenders)
        bid = Bidding(colour, contenders, (None,) * n, (0,) * n, first, 0, bid_round, first)
        ev = self._bidding_events(bid, holders) if tracing() else []
        return evolve(s, bid=bid, queue=holders, phase=COMMIT if holders else DICE), ev

    def _bidding_events(self, bid: Bidding, holders: tuple[str, ...]) -> list[Event]:
        """The sentences of a contention's bidding opening: the clash (or the re-bid), who has
        no numbered card left, and the dice order when nobody commits a card first."""
        colour, contenders, n = bid.colour, bid.contenders, len(bid.contenders)
        ev = []
        if bid.bid_round == 1:
            ev.append(Event("zank.contention", f"{and_join(contenders)} "
                            f"{'both' if n == 2 else 'all'} claim the {card_name(colour)}: a "
                            "contention.",
                            {"colour": colour, "contenders": list(contenders)}))
        else:
            ev.append(Event("zank.contention.tie", f"{and_join(contenders)} are level: they bid "
                            f"again for the {card_name(colour)} with new cards.",
                            {"colour": colour, "contenders": list(contenders),
                             "bid_round": bid.bid_round}))
        for p in contenders:
            if p not in holders:
                ev.append(Event("zank.contention.no_card", f"{p} has no numbered card left and "
                                "must take 1, 2 or 3 dice.", {"player": p}))
        if not holders:
            ev.append(self._dice_open(bid))
        return ev

    def _first_bidder(self, s: State, contenders: tuple[str, ...]) -> int:
        """Who takes dice first (an index into ``contenders``, who are in order from the
        leader): "the player nearest to the Game Leader (going round from the left)", so the
        leader, when contending, bids last; with ``bid_start="leader"`` the leader first."""
        if self.options["bid_start"] == "leader":
            return 0
        n = len(s.seats)
        return min(range(len(contenders)),
                   key=lambda j: (s.seat(contenders[j]) - s.leader - 1) % n)

    @staticmethod
    def _dice_open(bid: Bidding) -> Event:
        order = bid.order
        return Event("zank.contention.dice", f"Dice bidding: {order[0]} first, 2 points "
                     "a die, at most 3 each, until a full round passes with no die taken.",
                     {"order": list(order), "bid_round": bid.bid_round, "colour": bid.colour})

    def _do_commit(self, s: State, m: CommitCard, chance):
        i = s.seat(m.player)
        if isinstance(m.number, bool) or not isinstance(m.number, int) or m.number not in NUMBERS:
            raise IllegalMove("zank.contention.commit", f"numbered cards run 1 to 10, "
                              f"not {m.number!r}")
        if m.number not in s.numbered[i]:
            raise IllegalMove("zank.contention.spent", f"{m.player} no longer holds numbered "
                              f"card {m.number}: each is used once")
        b = s.bid
        j = b.index(m.player)
        bid = evolve(b, cards=_put(b.cards, j, m.number))
        queue = s.queue[1:]
        ev = []
        if tracing():
            ev.append(Event("zank.contention.commit", f"{m.player} commits a numbered card face "
                            "down.", {"player": m.player}))
            if not queue:
                ev.append(self._dice_open(bid))
        return evolve(s, bid=bid, queue=queue, phase=COMMIT if queue else DICE), ev

    def _do_dice(self, s: State, m, chance):
        b = s.bid
        j = b.index(m.player)
        ev: list[Event] = []
        if isinstance(m, Stand):
            if b.cards[j] is None and b.dice[j] == 0:
                raise IllegalMove("zank.contention.no_card", f"{m.player} has no numbered card "
                                  "and must take at least one die")
            passes = b.passes + 1
            positions, dice = s.positions, b.dice
            if tracing():
                ev.append(Event("zank.contention.poker", f"{m.player} takes no die.",
                                {"player": m.player, "dice": b.dice[j]}))
        else:
            room = MAX_DICE - b.dice[j]
            # rule: zank.contention.no_hand_back (dice are only ever taken, never handed back)
            if isinstance(m.n, bool) or not isinstance(m.n, int) or not 1 <= m.n <= room:
                raise IllegalMove("zank.contention.dice_cost", f"{m.player} holds {b.dice[j]} "
                                  f"of at most {MAX_DICE} dice: can take 1 to {room}, "
                                  f"not {m.n!r}")
            i = s.seat(m.player)
            cost = DIE_COST * m.n
            pos = s.positions[i] - cost
            positions = _put(s.positions, i, pos)
            dice = _put(b.dice, j, b.dice[j] + m.n)
            passes = 0
            if tracing():
                ev.append(_points("zank.contention.pay", f"{m.player} takes {m.n} "
                                  f"{'die' if m.n == 1 else 'dice'} ({dice[j]} in all), pays "
                                  f"{plural(cost, 'point')} and moves back to {pos}.", m.player,
                                  -cost, pos, dice=dice[j], taken=m.n))
        n = len(b.contenders)
        turn = (b.turn + 1) % n
        while passes < n and dice[turn] >= MAX_DICE:
            passes += 1  # three dice already: nothing more to take
            turn = (turn + 1) % n
        b = evolve(b, dice=dice, turn=turn, passes=passes)
        if passes >= n:
            if tracing():
                ev.append(Event("zank.decision.bidding_end", "A full round without a die taken: "
                                "the bidding is over.", {"dice": dict(zip(b.contenders, b.dice))}))
            return evolve(s, positions=positions, bid=b, phase=ROLL), ev
        return evolve(s, positions=positions, bid=b), ev

    # automatic steps (see PHASES) -----------------------------------------------------------
    def _deal(self, s: State, chance):
        deck = chance.shuffle("deck", full_deck(), secret=True)
        n = len(s.seats)
        hands = tuple(sort_cards(deck[HAND_SIZE * i: HAND_SIZE * (i + 1)]) for i in range(n))
        s = evolve(s, hands=hands, deck=tuple(deck[HAND_SIZE * n:]), round=1,
                   queue=s.order_from(s.leader), phase=CHOOSE)
        ev = [Event("zank.setup.farmers", "Every farmer stands on the apple square (0).",
                    {"positions": dict.fromkeys(s.seats, 0)}),
              Event("zank.setup.numbered", "Each player holds numbered cards 1 to 10 in their "
                    "colour.", {"numbered": list(NUMBERS)}),
              Event("zank.setup.leader", f"{s.leader_name} is the Game Leader and holds the big "
                    "apple.", {"leader": s.leader_name}),
              Event("zank.setup.deal", f"The {DECK_SIZE} apple cards are shuffled and each "
                    f"player is dealt {HAND_SIZE}.", {"hand_size": HAND_SIZE})
              ] if tracing() else []
        s, more = self._turn_up(s, chance, "zank.setup.face_up")
        return s, ev + more

    def _sit_out(self, s: State, chance):
        who = s.queue[0]
        ev = [Event("zank.decision.no_card_to_buy", f"{who} has no apple card and none is for "
                    f"sale: {who} sits this round out.", {"player": who, "card": None})
              ] if tracing() else []
        return self._next_chooser(s), ev

    def _no_chips(self, s: State, chance):
        return self._end(s, "zank.end.chips", "zank.end.chips_tie",
                         "no harvest chip is left for the mayor")

    def _reveal(self, s: State, chance):
        order = s.order_from(s.leader)
        trace = tracing()
        ev = []
        claims = list(s.claims)
        for p in order:
            card = s.table[s.seat(p)]
            if card is not None:
                if trace:
                    ev.append(Event("zank.reveal", f"{p} turns over {with_article(card)}.",
                                    {"player": p, "card": card}))
                claims[s.seat(p)] = None if card == MULTI else card
        if trace and not ev:
            ev.append(Event("zank.reveal", "Nobody played an apple card this round.",
                            {"player": None, "card": None}))
        # rule: zank.multi.order (named in turn order from the Game Leader)
        multis = tuple(p for p in order if s.table[s.seat(p)] == MULTI)
        s = evolve(s, revealed=True, claims=tuple(claims), queue=multis,
                   phase=NAMING if multis else SCORE)
        return s, ev

    def _score(self, s: State, chance):
        order = s.order_from(s.leader)
        by_colour: dict[str, list[str]] = {}
        for p in order:
            c = s.claims[s.seat(p)]
            if c is not None:
                by_colour.setdefault(c, []).append(p)
        trace = tracing()
        ev: list[Event] = []
        pos = list(s.positions)
        table = list(s.table)
        barn = list(s.barn)
        for p in order:
            i = s.seat(p)
            c = s.claims[i]
            if c is None or len(by_colour[c]) != 1:
                continue
            v = self.value(c, s.mayor)  # rule: zank.score.value
            pos[i] += v
            if trace:
                ev.append(_points("zank.pick", f"{p} picks the {card_name(c)} alone and scores "
                                  f"{plural(v, 'point')} (mayor on {sqn(s.mayor)}), moving to "
                                  f"{pos[i]}.", p, v, pos[i], colour=c, square=list(s.mayor)))
            barn.append(table[i])
            table[i] = None
        contentions = tuple((c, tuple(ps)) for c, ps in by_colour.items() if len(ps) > 1)
        if any(table[s.seat(p)] is None for _, ps in contentions for p in ps):
            raise AssertionError("a contender without a card")
        if trace and len(barn) != len(s.barn):
            ev.append(Event("zank.barn", "The picked apple cards go face down to the barn.",
                            {"barn": len(barn)}))
        s = evolve(s, positions=tuple(pos), table=tuple(table), barn=sort_cards(barn),
                   contentions=contentions)
        if not contentions:
            return evolve(s, phase=END_ROUND), ev
        if trace and len(contentions) > 1:
            ev.append(Event("zank.contention.order", "Contentions are resolved in order from the "
                            "Game Leader clockwise: the " + ", then the ".join(f"{c} apple" for c, _ in contentions)
                            + ".", {"order": [c for c, _ in contentions]}))
        colour, contenders = contentions[0]
        s, more = self._open_bidding(s, colour, contenders, 1)
        return s, ev + more

    def _roll(self, s: State, chance):
        b = s.bid
        trace = tracing()
        ev: list[Event] = []
        bids = {}
        numbered = list(s.numbered)
        spent = list(s.spent)
        for j, p in enumerate(b.contenders):
            i = s.seat(p)
            dice = chance.dice(f"dice.{p}", b.dice[j]) if b.dice[j] else ()
            card = b.cards[j]
            if card is not None:
                numbered[i] = tuple(k for k in numbered[i] if k != card)
                spent[i] = spent[i] + (card,)
            bid = Bid(card, tuple(dice))
            bids[p] = bid
            if trace:
                ev.append(self._bid_event(p, bid))
        res = contest(bids)
        s = evolve(s, numbered=tuple(numbered), spent=tuple(spent))
        if res.winner is None:
            s, more = self._open_bidding(s, b.colour, res.tied, b.bid_round + 1)
            return s, ev + more
        w = res.winner
        i = s.seat(w)
        v = self.value(b.colour, s.mayor)
        pos = s.positions[i] + v
        s = evolve(s, positions=_put(s.positions, i, pos))
        if trace:
            ev.append(_points("zank.contention.win", f"{w} wins the contention with "
                              f"{res.totals[w]}, picks the {card_name(b.colour)} and scores "
                              f"{plural(v, 'point')}, moving to {pos}.", w, v, pos,
                              colour=b.colour, totals=res.totals))
        colour, contenders = s.contentions[0]
        table = list(s.table)
        barn = list(s.barn)
        for p in contenders:
            barn.append(table[s.seat(p)])
            table[s.seat(p)] = None
        if trace:
            ev.append(Event("zank.contention.spent", "The numbered cards shown are out of the "
                            "game; the contenders' apple cards go to the barn.",
                            {"barn": len(barn)}))
        s = evolve(s, table=tuple(table), barn=sort_cards(barn), bid=None,
                   contentions=s.contentions[1:])
        if s.contentions:
            colour, contenders = s.contentions[0]
            s, more = self._open_bidding(s, colour, contenders, 1)
            return s, ev + more
        return evolve(s, phase=END_ROUND), ev

    @staticmethod
    def _bid_event(p: str, bid: Bid) -> Event:
        """The sentence of a contender's bid shown: the card (or none) and the dice rolled."""
        card, dice = bid.card, bid.dice
        shown = f"shows numbered card {card}" if card is not None else "has no numbered card"
        rolled = (" and rolls " + " + ".join(map(str, dice))) if dice else ""
        return Event("zank.contention.roll" if dice else "zank.contention.reveal",
                     f"{p} {shown}{rolled}: {bid.total}.",
                     {"player": p, "card": card, "dice": list(dice), "total": bid.total})

    def _end_round(self, s: State, chance):
        ev: list[Event] = []
        s = self._mark_reached(s)
        # rule: zank.end.winner (with chips_end="round" the last chip's apples are picked first)
        if s.reached or (self.options["chips_end"] == "round"
                         and not mayor_squares(s.chips, s.mayor)):
            return self._game_over(s, "the last harvest chip was taken this round")
        leader = (s.leader + 1) % len(s.seats)
        # the announcement and offers of corruption are forgotten only now (public all round)
        s = evolve(s, leader=leader, round=s.round + 1, table=(None,) * len(s.seats),
                   claims=(None,) * len(s.seats), revealed=False, contentions=(), bid=None,
                   phase=CHOOSE, queue=s.order_from(leader), offers=(), announced=None)
        if tracing():
            ev.append(Event("zank.round.leader", f"The big apple passes to {s.leader_name}, the "
                            f"new Game Leader; round {s.round} begins.",
                            {"leader": s.leader_name, "round": s.round}))
        if s.face_up is None:  # (turning up changes only the deck, barn and face-up card)
            s, more = self._turn_up(s, chance, "zank.setup.face_up")
            ev += more
        return s, ev

    def _game_over(self, s: State, why_chips: str):
        """The game ends now: by the track if someone reached its end this round (only they
        can win), else by the chips (``why_chips`` says how)."""
        if s.reached:  # rule: zank.decision.track_end
            track = self.options["track_length"]
            return self._end(s, "zank.end.track", "zank.end.track_tie",
                             f"went round the track ({track} spaces)", pool=s.reached)
        return self._end(s, "zank.end.chips", "zank.end.chips_tie", why_chips)

    def _end(self, s: State, rule: str, tie_rule: str, why: str, pool=None):
        """The game is over: the furthest ahead of ``pool`` (default: everyone) wins."""
        pool = s.seats if pool is None else pool
        best = max(s.positions[s.seat(p)] for p in pool)
        winners = tuple(p for p in s.seats if p in pool and s.positions[s.seat(p)] == best)
        if len(winners) == 1:
            text = f"The game is over: {why}; {winners[0]} wins on {best}."
            cite = rule
        else:
            text = f"The game is over: {why}; {and_join(winners)} share the win on {best}."
            cite = tie_rule
        ev = [Event(cite, text, {"winners": list(winners),
                                 "positions": dict(zip(s.seats, s.positions))})]
        return evolve(s, phase=OVER, queue=(), winners=winners, reason=text), ev

    # -- who decides and what they may do (the table's ``who`` and ``legal``) ----------------
    # the common move lists are remembered (moves are frozen: a list may share them), see the
    # ``_*_moves`` functions above the class
    def _chooser(self, s: State) -> str | None:
        """The first of the queue, unless they have no apple card and none is for sale: then
        nobody decides (they sit the round out, the automatic step)."""
        who = s.queue[0]
        if not s.hands[s.seats.index(who)] and s.face_up is None:
            return None
        return who

    def _bidder(self, s: State) -> str:
        """The contender whose turn it is to take dice."""
        return s.bid.contenders[s.bid.turn]

    def _mayor_mover(self, s: State) -> str | None:
        """The Game Leader, unless no harvest chip is left for the mayor (then the game ends,
        the automatic step)."""
        return s.leader_name if mayor_squares(s.chips, s.mayor) else None

    def _chip_moves(self, s: State, who: str) -> list:
        return [RemoveChip(who, sq) for sq in sorted_squares(s.chips)]

    def _place_mayor_moves(self, s: State, who: str) -> list:
        return [PlaceMayor(who, sq) for sq in SQUARES]

    def _apple_moves(self, s: State, who: str) -> list:
        return list(_choose_moves(who, s.hands[s.seats.index(who)], s.face_up is not None))

    def _announce_moves(self, s: State, who: str) -> list:
        return [AnnounceMayor(who, sq) for sq in mayor_squares(s.chips, s.mayor)]

    def _bribe_moves(self, s: State, who: str) -> list:
        return [NoBribe(who)] + [Bribe(who, sq, p) for sq in mayor_squares(s.chips, s.mayor)
                                 if sq != s.announced for p in (1, 2)]

    def _accept_moves(self, s: State, who: str) -> list:
        return [RefuseBribes(who)] + [AcceptBribe(who, b) for b, _, _ in s.offers]

    def _move_mayor_moves(self, s: State, who: str) -> list:
        return list(_mayor_moves(who, mayor_squares(s.chips, s.mayor)))

    def _colour_moves(self, s: State, who: str) -> list:
        return list(_name_moves(who))

    def _card_moves(self, s: State, who: str) -> list:
        return list(_commit_moves(who, s.numbered[s.seats.index(who)]))

    def _take_dice_moves(self, s: State, who: str) -> list:
        b = s.bid
        j = b.contenders.index(who)
        return list(_dice_moves(who, b.cards[j] is not None or b.dice[j] != 0, b.dice[j]))

    # -- the dispatch table: everything each phase does ---------------------------------------
    # who decides, shared: the first of the queue (who still acts in the phase), or the leader
    _queue, _leader = first_in("queue"), seat_in("leader_name")
    PHASES = {
        REMOVE_CHIP: Phase((RemoveChip,), play=_do_remove_chip, who=_queue, legal=_chip_moves,
                           words="the players take away harvest chips (the setup)"),
        PLACE_MAYOR: Phase((PlaceMayor,), play=_do_place_mayor, who=_leader,
                           legal=_place_mayor_moves,
                           words="the leader places the mayor (the setup)"),
        DEAL: Phase(auto=_deal, words="the apple cards are dealt"),
        # with no apple card and none for sale, the player sits the round out (automatic)
        CHOOSE: Phase((PlayApple, BuyApple), play=_do_choose, who=_chooser, legal=_apple_moves,
                      auto=_sit_out, step="sit_out",
                      words="each player in turn plays an apple card face down or buys"),
        # corruption: the leader announces, the others offer in turn, the leader accepts one
        ANNOUNCE: Phase((AnnounceMayor,), play=_do_announce, who=_leader, legal=_announce_moves,
                        words="the leader announces where the mayor will go"),
        BRIBE: Phase((Bribe, NoBribe), play=_do_bribe, who=_queue, legal=_bribe_moves,
                     words="the others may offer points for another square"),
        ACCEPT: Phase((AcceptBribe, RefuseBribes), play=_do_accept, who=_leader,
                      legal=_accept_moves,
                      words="the leader takes an offer or keeps his square"),
        # with no harvest chip left for the mayor, the game ends (automatic)
        MAYOR: Phase((MoveMayor,), play=_do_mayor, who=_mayor_mover, legal=_move_mayor_moves,
                     auto=_no_chips, step="no_chips", words="the leader moves the mayor"),
        REVEAL: Phase(auto=_reveal, words="the apple cards are turned over"),
        NAMING: Phase((NameColour,), play=_do_name, who=_queue, legal=_colour_moves,
                    words="the multi-coloured apples are named"),
        SCORE: Phase(auto=_score, words="the apples are picked"),
        COMMIT: Phase((CommitCard,), play=_do_commit, who=_queue, legal=_card_moves,
                      refuse="zank.contention.must_card",
                      why="{player} holds a numbered card: the dice come after it",
                      words="the contenders commit their numbered cards"),
        DICE: Phase((TakeDice, Stand), play=_do_dice, who=_bidder, legal=_take_dice_moves,
                    words="the contenders take dice in turn"),
        ROLL: Phase(auto=_roll, words="the numbered cards are shown and the dice rolled"),
        END_ROUND: Phase(auto=_end_round, words="the round ends"),
    }
    del _queue, _leader

    # -- what a player may see --------------------------------------------------------------
    def _view(self, s: State, player: str | None) -> dict:
        """The position as ``player`` sees it (``None``: a spectator): their own hand and
        committed card; of the others only what is public. Each item is made by its reader in
        ``VIEW_ITEMS`` (``SeatView`` makes them one at a time)."""
        me = None if player is None else s.seat(player)
        return {key: item(self, s, player, me) for key, item in VIEW_ITEMS.items()
                if key != "hand" or me is not None}

    # -- helpers for tests, notebooks and bots ----------------------------------------------
    def apple_count(self) -> Counter:
        """Where the 50 apple cards are: must always add up to 10 of each kind."""
        s = self.state
        c = Counter(s.deck) + Counter(s.barn)
        for h in s.hands:
            c += Counter(h)
        c += Counter(k for k in s.table if k is not None)
        if s.face_up is not None:
            c[s.face_up] += 1
        return c


# -- the items of a view, one reader each --------------------------------------------------------
def _table_card(s: State, i: int, me: int | None):
    """The apple card seat ``i`` played, as seat ``me`` sees it (``None``: nothing played)."""
    card = s.table[i]
    if card is None:
        return None
    return card if (s.revealed or i == me) else "face down"


def _bid_view(s: State, player: str | None) -> dict | None:
    """The contention being bid for, as ``player`` sees it: only their own committed card."""
    b = s.bid
    if b is None:
        return None
    return {
        "colour": b.colour, "contenders": list(b.contenders),
        "cards": {p: (None if b.cards[j] is None else
                      (b.cards[j] if p == player else "face down"))
                  for j, p in enumerate(b.contenders)},
        "dice": dict(zip(b.contenders, b.dice)),
        "turn": b.contenders[b.turn], "bid_round": b.bid_round,
        "order": list(b.order),
    }


#: each item of ``Game.view``, in order: ``reader(game, state, player, me)`` (``me``: the
#: player's seat index, ``None`` for a spectator; ``hand`` only for a player)
VIEW_ITEMS = {
    "player": lambda g, s, player, me: player,
    "seats": lambda g, s, player, me: list(s.seats),
    "phase": lambda g, s, player, me: g.phase_of(s),
    "to_move": lambda g, s, player, me: g.to_move_of(s),
    "round": lambda g, s, player, me: s.round,
    "leader": lambda g, s, player, me: s.leader_name,
    "chips": lambda g, s, player, me: [list(sq) for sq in sorted_squares(s.chips)],
    "mayor": lambda g, s, player, me: list(s.mayor) if s.mayor else None,
    "positions": lambda g, s, player, me: dict(zip(s.seats, s.positions)),
    "track_length": lambda g, s, player, me: g.options["track_length"],
    "reached": lambda g, s, player, me: list(s.reached),
    "face_up": lambda g, s, player, me: s.face_up,
    "deck": lambda g, s, player, me: len(s.deck),  # rule: zank.deck.face_down (counts only)
    "barn": lambda g, s, player, me: len(s.barn),  # rule: zank.deck.face_down
    "hand_sizes": lambda g, s, player, me: {p: len(h) for p, h in zip(s.seats, s.hands)},
    "numbered": lambda g, s, player, me: {p: list(k) for p, k in zip(s.seats, s.numbered)},
    "spent": lambda g, s, player, me: {p: list(k) for p, k in zip(s.seats, s.spent)},
    "table": lambda g, s, player, me: {p: _table_card(s, i, me) for i, p in enumerate(s.seats)},
    "claims": lambda g, s, player, me: ({p: s.claims[i] for i, p in enumerate(s.seats)}
                                        if s.revealed else dict.fromkeys(s.seats)),
    "contentions": lambda g, s, player, me: [[c, list(ps)] for c, ps in s.contentions],
    "offers": lambda g, s, player, me: [[p, list(sq), k] for p, sq, k in s.offers],
    "announced": lambda g, s, player, me: list(s.announced) if s.announced else None,
    "winners": lambda g, s, player, me: list(s.winners),
    "hand": lambda g, s, player, me: list(s.hands[me]),
    "bid": lambda g, s, player, me: _bid_view(s, player),
}


class SeatView(dict):
    """``game.view(player)`` made lazily: ``sv[key]`` is the view's item ``key``, made by its
    reader in ``VIEW_ITEMS`` when first read, then kept. Read items by key (iterating shows
    only those made so far); ``dict(sv)`` is not the whole view."""

    __slots__ = ("game", "state", "player", "me")

    def __init__(self, game: Game, state: State, player: str):
        super().__init__()
        self.game, self.state, self.player = game, state, player
        self.me = state.seat(player)

    def __missing__(self, key: str):
        value = self[key] = VIEW_ITEMS[key](self.game, self.state, self.player, self.me)
        return value

    def mayor_squares(self) -> tuple[Square, ...]:
        """Where the mayor may go this round, from the view's (public) ``chips`` and ``mayor``
        (``orchard.mayor_squares`` of the position's own squares, without making the lists)."""
        return mayor_squares(self.state.chips, self.state.mayor)

    def chips_left(self) -> int:
        """How many harvest chips the view's (public) ``chips`` holds."""
        return len(self.state.chips)

    def numbered(self, player: str) -> tuple[int, ...]:
        """The numbered cards ``player`` still holds: the view's (public)
        ``numbered[player]`` as the position's own tuple."""
        return self.state.numbered[self.state.seats.index(player)]
