"""``ZankTable``: a Zankapfel table for notebooks, on the shared ``GameWidget``.

The base (``widgets/base.py``) holds the request protocol, refusals, undo, time travel, "play
on from here", the event list, bots and the hot seat. This file adds Zankapfel's table: the
orchard (every square's four values, the harvest chips, the mayor and where he may go next,
the price of the card for sale on the mayor's square), the seat's own hand, the players round
the table, the contention panel and the corruption variant's announcement and offers.

Requests (besides the base's; every request may carry ``"id": int``, echoed in ``ack``):

- ``{"action": "play", "move": {"type": "PlayApple", "card": "yellow"}}``: a move of the seat
  shown; the move's ``player`` is that seat (a move naming another player is refused). Types:
  ``RemoveChip``/``PlaceMayor``/``MoveMayor``/``AnnounceMayor`` (``square: [row, column]``),
  ``PlayApple`` (``card``), ``BuyApple``, ``NameColour`` (``colour``), ``CommitCard``
  (``number``), ``TakeDice`` (``n``), ``Stand``, ``Bribe`` (``square``, ``points``),
  ``NoBribe``, ``AcceptBribe`` (``briber``), ``RefuseBribes``
- ``{"action": "square", "square": [row, column]}``: a click on an orchard square. Python
  makes it the move the current choice asks for (``SQUARE_MOVES``), or in corruption's offers
  the square to offer points for (as ``aim``); when a square is no choice now, the refusal says
  why in one sentence, citing the rule
- ``{"action": "aim", "square": [row, column]}``: corruption: the square the seat means to
  offer points for (the page then offers 1 or 2 points for it)

Everything drawn comes from ``game.view(seat)`` (``at=i`` when looking back), the public log
entries of the step on view (the reveal, the rolls, the points) and ``zzlib.look.zank``
(apples, seats, chips, the mayor, cards and dice look as they do in the drawings). No other
seat's hand, face-down apple or committed number reaches the page before the game reveals it.
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Mapping

import traitlets as t

from zzlib import zank
from zzlib.core import and_join, plural
from zzlib.look import zank as look
from zzlib.zank.phases import (
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

from .base import AUTO, GameWidget, Refused, Shown, excerpt, whole

HERE = pathlib.Path(__file__).parent
ROLLS = ("zank.contention.reveal", "zank.contention.roll")
#: events that move a farmer on the track (their data names player, points, position)
FARMER_MOVES = ("zank.buy.cost", "zank.buy.multi", "zank.pick", "zank.contention.pay",
                "zank.contention.win", "zank.corruption.pay")


def _glyphs() -> dict:
    """The look's glyphs under one namespace for the page (``apple.red``, ``seat.red``,
    ``piece.chip``...); the multi-coloured apple is painted in its four quarters."""
    out = {}
    for group, glyphs in (("apple", look.APPLES), ("seat", look.SEATS), ("piece", look.PIECES)):
        for key, g in glyphs.items():
            out[f"{group}.{key}"] = {"name": g.name, "letter": g.letter, "shape": g.shape,
                                     "fill": g.fill, "ink": g.ink}
    quarters = ", ".join(f"{look.APPLE_FILL[c]} 0 {25 * (k + 1)}%"
                         for k, c in enumerate(look.MULTI_PARTS))
    out["apple.multi"]["fill"] = (f"radial-gradient(circle, {look.WHITE} 0 46%, transparent 47%),"
                                  f" conic-gradient({quarters})")
    return out


def _bots(bots, seat, seats) -> tuple[dict[str, Callable] | None, object]:
    """``bots`` as the base takes it: a name (``"sensible"``) or a function fills every seat
    but ``seat`` (red when not given); a mapping may name bots by their names."""
    table = zank.bots.BOTS

    def one(b, where):
        if isinstance(b, str):
            if b not in table:
                raise ValueError(f"{where}: no bot named {b!r} (bots: {', '.join(table)})")
            return table[b]
        return b

    if bots is None:
        return None, seat
    if isinstance(bots, str) or callable(bots):
        me = seats[0] if seat is AUTO else seat
        bot = one(bots, "bots")
        return {s: bot for s in seats if s != me}, me
    if isinstance(bots, Mapping):
        return {s: one(b, f"the bot for {s}") for s, b in bots.items()}, seat
    raise ValueError(f"bots must be a bot's name ({', '.join(map(repr, table))}), a function "
                     "(game, rng) -> move, or a mapping {seat: bot}")


class ZankTable(GameWidget):
    """A Zankapfel table you can play by clicking.

    ``ZankTable(game, seat="red", bots="sensible")`` shows ``game`` (a ``zzlib.zank.Game``)
    from red's seat and lets the sensible bot play every other seat; moves made at the table
    are moves of ``game``. ``bots`` is a bot's name (``"random"``, ``"sensible"``) or a
    function ``(game, rng) -> move`` for every seat but ``seat``, or a mapping
    ``{seat: bot}``. ``hotseat=True``: several people at one screen, each hand hidden behind a
    "pass to <seat>" screen between turns. ``ZankTable(seed=..., **options)`` starts a new
    game. ``roll_delay``: milliseconds between the steps of a contention's reveal (0: shown
    at once; the page also shows it at once when the reader asks for reduced motion).
    """

    GAME = zank.Game
    TITLE = "Zankapfel"
    PREFIX = "zank"
    MODULE = HERE / "zank.js"
    STYLE = HERE / "zank.css"
    PHASE_HELP = {
        REMOVE_CHIP: "Setup: click a square with a harvest chip (h) to take the chip away.",
        PLACE_MAYOR: "Setup: you lead: click any square to place the mayor (M) there.",
        CHOOSE: "Play one apple card face down (click it in your hand), or buy the card "
                  "for sale.",
        ANNOUNCE: "Corruption: click the outlined square you will move the mayor to; "
                    "everyone sees it, and may offer you points for another.",
        BRIBE: "Corruption: click another outlined square and offer 1 or 2 points for it, "
                 "or make no offer.",
        ACCEPT: "Corruption: accept one offer (the mayor goes there, the points are "
                  "yours), or keep the square you announced.",
        # the blind order (corruption_order="blind"): nothing announced, offers come first
        "accept_blind": "Corruption: accept one offer (the mayor goes there, the points are "
                        "yours), or refuse them all and then move the mayor where you like.",
        MAYOR: "You lead: click an outlined square to move the mayor there (its harvest "
                 "chip is removed).",
        NAMING: "Name your multi-coloured apple: any of the four colours.",
        COMMIT: "Contention: commit one of your numbered cards face down.",
        DICE: "Contention: take dice (2 points each, at most 3 in all) or pass. A die "
                "adds 3.5 on average.",
    }
    STEP_NAMES = {
        DEAL: "the apple cards are dealt",
        "sit_out": "a player with no card and none for sale sits the round out",
        "no_chips": "no harvest chip is left: the game ends",
        REVEAL: "the apple cards are turned over",
        SCORE: "the apples are picked, or fought over where two claim the same colour",
        ROLL: "the contenders roll their dice",
        END_ROUND: "the round ends",
    }
    REQUESTS = {"aim": "_on_aim", "square": "_on_square"}

    targets = t.List(t.List(t.Int())).tag(sync=True)
    price = t.Dict().tag(sync=True)
    choices = t.Dict().tag(sync=True)
    contests = t.List(t.Dict()).tag(sync=True)
    recent = t.Dict().tag(sync=True)
    #: milliseconds between the steps of a contention's reveal (0: no animation)
    roll_delay = t.Int(450).tag(sync=True)

    def _phase_help(self, phase: str) -> str | None:
        if phase == ACCEPT and self.game.options.get("corruption_order") == "blind":
            return self.PHASE_HELP["accept_blind"]
        if phase == CHOOSE and self._seat and not self.game.view(self._seat).get("hand"):
            return "You have no apple card: you must buy the card for sale."
        return self.PHASE_HELP.get(phase)

    # -- Undo at a table made on a game already under way -----------------------------------
    def _nothing_of_mine(self) -> bool:
        """At a fair table (not practice, no pass screen up): the seat on view has made no
        decision at this table yet. Moves played before the table was made (by a notebook's
        cell, say) are not the person's to take back."""
        made = getattr(self, "_made_at", None)
        if (made is None or self.hotseat or self._practice or self._cover or self._seat is None
                or self._marks):  # the hot seat's pass screen says whose decision it was
            return False
        return not any(e.kind == "move" and e.player == self._seat
                       for e in self.game.log[made:])

    def _on_undo(self, content):
        if not self._mode() and self._nothing_of_mine():
            raise Refused(f"nothing of yours to undo yet: Undo takes back a decision {self._seat} "
                          "made at this table, and none has been made here so far")
        return super()._on_undo(content)

    def _push(self, **changes) -> None:
        with self.hold_sync():
            super()._push(**changes)
            if self.can.get("undo") and self._nothing_of_mine():
                self.can = {**self.can, "undo": False}

    def __init__(self, game=None, *, seat=AUTO, bots=None, roll_delay: int = 450, **kwargs):
        if game is not None:
            seats = tuple(game.seats)
        else:
            players = zank.Game.OPTIONS["players"]  # checked here: the seats come first
            seats = zank.Game.seats_for({"players": players.validate(
                kwargs.get("players", players.default))})
        bots, seat = _bots(bots, seat, seats)
        self._aim: tuple[int, int] | None = None
        self._seq = 0
        self._unseen = False  # a reveal made while the hot-seat screen was up
        whole(roll_delay, "roll_delay", 0, 5000)
        super().__init__(game, seat=seat, bots=bots, **kwargs)
        self._made_at = len(self.game.log)  # decisions from here on are the table's own
        self.roll_delay = roll_delay
        if self.can.get("undo") and self._nothing_of_mine():
            self.can = {**self.can, "undo": False}

    # -- the base's hooks -------------------------------------------------------------------
    def _look(self) -> dict:
        data = look.page_data()
        seats = set(self.game.seats)
        glyphs = {k: g for k, g in _glyphs().items()
                  if not k.startswith("seat.") or k[5:] in seats}
        note = ("On each square: red's value at the top, green's on the left, yellow's at the "
                "bottom, blue's on the right. A dashed outline: the mayor may move there.")
        return {**data, "glyphs": glyphs, "note": note}

    def _where(self) -> str:
        r = self.game.view(None).get("round", 0)
        return f"round {r}" if r else "setup"

    def _result_text(self, result) -> str:
        winners = list(result.winners)
        scores = ", ".join(f"{p} {v}" for p, v in result.scores.items())
        who = and_join(winners) + (" share the win" if len(winners) > 1 else " wins")
        return f"{who}. Track: {scores}."

    def _move_from(self, data: dict):
        self._check_my_turn()
        player = data.get("player", self._seat)
        if player != self._seat:  # it is this seat's turn (checked above)
            who = player if isinstance(player, str) and player in self.game.seats \
                else excerpt(player)
            raise Refused(f"it is {self._seat}'s turn, not {who}'s: a move from this table is "
                          f"{self._seat}'s")
        return super()._move_from({**data, "player": self._seat})

    def _stats(self, shown: Shown, traits: dict) -> list:
        v = shown.view
        price = traits["price"]
        items = [
            ("Round", v["round"] or "setup"),
            ("Leader", v["leader"]),
            ("Chips left", len(v["chips"])),
        ]
        if not v["round"]:
            return items + [("Apple cards", "dealt after the setup")]
        return items + [
            ("For sale", f"{zank.cards.card_name(price['card'])}, {plural(price['cost'], 'point')}"
             if price else (zank.cards.card_name(v["face_up"]) if v["face_up"] else "nothing")),
            ("Deck", v["deck"]),
            ("Barn", v["barn"]),
        ]

    def _show(self, shown: Shown) -> dict:
        v = shown.view
        g = self.game
        mayor = tuple(v["mayor"]) if v["mayor"] else None
        over = v["phase"] == OVER
        targets = [] if mayor is None or over else [
            list(sq) for sq in zank.mayor_targets([tuple(c) for c in v["chips"]], mayor)]
        price = {}
        if v["face_up"] and mayor is not None:
            price = {"card": v["face_up"], "square": list(mayor),
                     "cost": zank.buy_cost(v["face_up"], mayor, g.orchard),
                     "value": (None if v["face_up"] == zank.MULTI
                               else g.value(v["face_up"], mayor))}
        fresh = shown.fresh or (self._unseen and not self._cover)
        self._unseen = bool(self._cover) and (shown.fresh or self._unseen)
        contests = self._contests(shown, mayor, animate=fresh and not self._cover)
        return {
            "geometry": {"size": 5, "values": {c: [list(r) for r in g.orchard[c]]
                                               for c in zank.APPLES}},
            "targets": targets,
            "price": price,
            "choices": self._choices(shown, mayor),
            "contests": contests,
            "recent": self._recent(shown),
        }

    # -- Zankapfel's own request ------------------------------------------------------------
    #: what a click on an orchard square does in each kind of choice (``choices`` trait)
    SQUARE_MOVES = {"remove_chip": zank.RemoveChip, "place_mayor": zank.PlaceMayor,
                    "mayor": zank.MoveMayor, "announce": zank.AnnounceMayor}

    def _on_square(self, content):
        """A click on an orchard square: the move the current choice asks for, the square to
        offer points for, or one sentence saying why nothing happens (the engine's refusal of
        the move it would be, with its rule, or what the phase asks for instead)."""
        sq = content.get("square")
        if not isinstance(sq, list) or len(sq) != 2:
            raise Refused(f"'square' must be [row, column], got {excerpt(sq)}")
        square = (whole(sq[0], "row", 0, 4), whole(sq[1], "column", 0, 4))
        self._check_now()
        self._check_my_turn()
        kind = (self.choices or {}).get("kind")
        if kind == "bribe":
            return self._on_aim({"square": list(square)})
        move = self.SQUARE_MOVES.get(kind)
        if move is None:
            wanted = self._phase_help(self.game.phase) or "a choice that is not a square"
            raise Refused(f"a square of the orchard is not a choice now ({wanted[:1].lower()}"
                          f"{wanted[1:].rstrip('.')})")
        return self._play(move(self._seat, square))

    def _on_aim(self, content):
        self._check_now()
        self._check_my_turn()
        legal = [m for m in self.game.legal_moves() if isinstance(m, zank.Bribe)]
        if not legal:
            raise Refused("a square to offer points for is chosen only when you may offer "
                          "the Game Leader points (the corruption variant)")
        sq = content.get("square")
        if not isinstance(sq, list) or len(sq) != 2:
            raise Refused(f"'square' must be [row, column], got {excerpt(sq)}")
        square = (whole(sq[0], "row", 0, 4), whole(sq[1], "column", 0, 4))
        if not any(m.square == square for m in legal):
            announced = self.game.view(self._seat)["announced"]
            if announced and square == tuple(announced):
                raise Refused(f"the leader already announced {zank.orchard.square_name(square)}:"
                              " an offer is for a different square")
            raise Refused(f"the mayor cannot move to {zank.orchard.square_name(square)} this "
                          "round: offer points for an outlined square")
        self._aim = square
        return {}

    # -- what the page shows ----------------------------------------------------------------
    def _choices(self, shown: Shown, mayor) -> dict:
        """What the seat shown may do now, grouped for the page (empty: nothing)."""
        legal = shown.legal
        if not legal:
            self._aim = None
            return {}
        v = shown.view
        ph = v["phase"]
        squares = sorted({tuple(m.square) for m in legal if hasattr(m, "square")})
        out: dict = {"kind": ph, "squares": [list(s) for s in squares]}
        if ph == CHOOSE:
            out["play"] = [k for k in zank.KINDS if any(
                isinstance(m, zank.PlayApple) and m.card == k for m in legal)]
            out["buy"] = any(isinstance(m, zank.BuyApple) for m in legal)
        elif ph == NAMING:
            claims = v["claims"]
            out["colours"] = [
                {"colour": c, "value": self.game.value(c, mayor),
                 "claimed": [p for p, k in claims.items() if k == c and p != shown.seat]}
                for c in zank.APPLES]
        elif ph == COMMIT:
            out["numbers"] = sorted(m.number for m in legal)
        elif ph == DICE:
            out["take"] = sorted(m.n for m in legal if isinstance(m, zank.TakeDice))
            out["stand"] = any(isinstance(m, zank.Stand) for m in legal)
        elif ph == BRIBE:
            aim = self._aim if self._aim in squares else None
            self._aim = aim
            out["aim"] = list(aim) if aim else None
            out["points"] = sorted({m.points for m in legal
                                    if isinstance(m, zank.Bribe) and m.square == aim})
        elif ph == ACCEPT:
            out["offers"] = [{"briber": p, "square": sq, "points": k} for p, sq, k in v["offers"]]
            out["keep"] = v["announced"]  # None in the blind order: refusing leads to the mayor
        if ph != BRIBE:
            self._aim = None
        return out

    def _contests(self, shown: Shown, mayor, animate: bool) -> list[dict]:
        """The contentions of the step on view: those revealed in it (read from its public
        events, with the rolls) and the one still being bid for (from the seat's view)."""
        out: list[dict] = []
        cur = None
        for j, entry in enumerate(shown.entries):
            for e in entry["events"]:
                rule, d = e["rule"], e["data"]
                if rule == "zank.contention":
                    cur = self._contest(d["colour"], d["contenders"], mayor)
                    out.append(cur)
                    continue
                if not rule.startswith("zank.contention.") or rule == "zank.contention.order":
                    continue
                if cur is None:  # it began before this step: its start from the view then
                    bid = self.game.view(shown.seat, at=shown.first + j - 1)["bid"]
                    if bid is None:
                        continue
                    cur = self._contest(bid["colour"], bid["contenders"], mayor,
                                        number=bid["bid_round"])
                    out.append(cur)
                rnd = cur["rounds"][-1]
                if rule in ROLLS:
                    rnd["bids"].append({"seat": d["player"], "card": d["card"],
                                        "dice": list(d["dice"]), "total": d["total"]})
                elif rule == "zank.contention.win":
                    rnd["winner"] = cur["winner"] = d["player"]
                    cur["points"] = cur["value"] = d["points"]  # the apple's value then
                elif rule == "zank.contention.tie":
                    rnd["tied"] = list(d["contenders"])
                    cur["rounds"].append({"number": d["bid_round"], "bids": [], "winner": None,
                                          "tied": []})
                elif rule == "zank.contention.spent":
                    cur = None
        bid = shown.view.get("bid")
        if bid is not None:
            if cur is None or cur["colour"] != bid["colour"]:
                cur = self._contest(bid["colour"], bid["contenders"], mayor,
                                    number=bid["bid_round"])
                out.append(cur)
            cur["rounds"] = [r for r in cur["rounds"] if r["bids"]]
            cur["live"] = {"number": bid["bid_round"], "contenders": bid["contenders"],
                           "cards": bid["cards"], "dice": bid["dice"], "turn": bid["turn"],
                           "order": bid["order"], "phase": shown.view["phase"]}
        for c in out:
            c["rounds"] = [r for r in c["rounds"] if r["bids"]]
        if animate and any(c["rounds"] for c in out):
            self._seq += 1
        for c in out:
            c["seq"] = self._seq
            c["animate"] = bool(animate and c["rounds"])
        return out

    def _contest(self, colour, contenders, mayor, number: int = 1) -> dict:
        return {"colour": colour, "contenders": list(contenders),
                "value": self.game.value(colour, mayor) if mayor else None,
                "rounds": [{"number": number, "bids": [], "winner": None, "tied": []}],
                "winner": None, "points": None, "live": None}

    @staticmethod
    def _recent(shown: Shown) -> dict:
        """Per seat, from the public events of the step on view: the apple card turned over
        (and the colour named for a multi-coloured one) and the points won or paid."""
        cards: dict[str, str] = {}
        named: dict[str, str] = {}
        points: dict[str, int] = {}
        for entry in shown.entries:
            for e in entry["events"]:
                d = e["data"]
                if e["rule"] == "zank.reveal" and d.get("player"):
                    cards[d["player"]] = d["card"]
                elif e["rule"] == "zank.multi.name":
                    named[d["player"]] = d["colour"]
                elif e["rule"] in FARMER_MOVES:
                    points[d["player"]] = points.get(d["player"], 0) + d["points"]
        return {"cards": cards, "named": named, "points": points}
