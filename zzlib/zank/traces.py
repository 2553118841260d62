"""What happened, read back from a game's public log: the entries of a round, and a contention
step by step (who committed a card, who took dice when and paid what, the reveal, the rolls,
the winner, any re-bid after a tie).

Everything here reads only what anyone at the table saw: each entry's ``public()`` form and
``game.view(None, at=k)``. A numbered card committed face down shows as ``None`` in
``BidRound.committed``'s cards until the contention's reveal, so a trace of a running game
gives away no secret. The drawings in ``zzlib.plot.zank`` draw these traces; lessons can print
them too.

    from zzlib import zank
    t = zank.contention_trace(game, 1)   # the game's first contention (-1: the latest)
    t.colour, t.contenders, t.winner, [b.totals for b in t.bids]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class DiceTurn:
    """One turn of the dice bidding: ``taken`` dice (0: took none), ``dice`` held after it,
    points ``paid`` (2 a die, at once) and the farmer's ``position`` after paying."""

    player: str
    taken: int
    dice: int
    paid: int
    position: int | None
    entry: int


@dataclass(frozen=True)
class Reveal:
    """A contender's bid shown: the numbered card (``None``: none left), the dice rolled and
    their total."""

    player: str
    card: int | None
    dice: tuple[int, ...]
    total: int


@dataclass(frozen=True)
class BidRound:
    """One bidding of a contention: the first, or a re-bid of the tied after a draw.

    ``committed``: who put a numbered card face down (in the order they did); ``no_card``: who
    had none left (and must take dice); ``order``: the dice bidding order; ``turns``: every
    dice turn in order; ``reveals``: the bids shown (empty until the reveal); ``winner`` or
    ``tied`` (who bid again) once revealed."""

    number: int
    contenders: tuple[str, ...]
    committed: tuple[str, ...] = ()
    no_card: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    turns: tuple[DiceTurn, ...] = ()
    reveals: tuple[Reveal, ...] = ()
    winner: str | None = None
    tied: tuple[str, ...] = ()

    @property
    def revealed(self) -> bool:
        return bool(self.reveals)

    @property
    def totals(self) -> dict[str, int]:
        return {r.player: r.total for r in self.reveals}

    def paid(self, player: str) -> int:
        return sum(t.paid for t in self.turns if t.player == player)


@dataclass(frozen=True)
class ContentionTrace:
    """One contention from its clash to its winner: ``number`` (1 for the game's first),
    the ``round``, the ``leader``, the apple ``colour`` fought over, the mayor's ``square`` and
    the apple's ``value`` there, the ``contenders`` (in order from the leader), each
    ``BidRound`` (a draw adds one), the ``winner`` and the ``points`` he scored (``None`` while
    it is still being fought), and the log ``entries`` it spans."""

    number: int
    round: int
    leader: str
    colour: str
    square: tuple[int, int]
    value: int
    contenders: tuple[str, ...]
    bids: tuple[BidRound, ...]
    winner: str | None = None
    points: int | None = None
    entries: tuple[int, ...] = field(default=())

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def paid(self, player: str) -> int:
        """Points ``player`` paid for dice over the whole contention."""
        return sum(b.paid(player) for b in self.bids)


def _events(entry) -> list[Mapping[str, Any]]:
    return entry.public()["events"]


def round_of_entry(game, k: int) -> int:
    """The round log entry ``k`` belongs to (0: the setup, before the first round)."""
    return game.view(None, at=k - 1)["round"] if k > 0 else 0


def round_entries(game, i: int) -> list[int]:
    """The log indices of round ``i`` (1 for the first round; 0: the setup), in order: from the
    first player's choice to the big apple passing on (or the game's end)."""
    if isinstance(i, bool) or not isinstance(i, int) or i < 0:
        raise ValueError(f"a round is a whole number from 0, got {i!r}")
    rounds = [round_of_entry(game, k) for k in range(1, len(game.log))]
    out = [k for k, r in enumerate(rounds, start=1) if r == i]
    if not out:
        last = max(rounds, default=0)
        raise ValueError(f"round {i} has not been played yet (the game is in round {last})")
    return out


def _parse(game) -> list[ContentionTrace]:
    traces: list[ContentionTrace] = []
    cur: dict[str, Any] | None = None
    bids: list[dict[str, Any]] = []

    def bid_round(number: int, contenders) -> dict[str, Any]:
        return {"number": number, "contenders": tuple(contenders), "committed": [],
                "no_card": [], "order": (), "turns": [], "reveals": [], "winner": None,
                "tied": ()}

    def close(finished: bool):
        nonlocal cur, bids
        if cur is None:
            return
        traces.append(ContentionTrace(
            number=len(traces) + 1, round=cur["round"], leader=cur["leader"],
            colour=cur["colour"], square=cur["square"], value=cur["value"],
            contenders=cur["contenders"],
            bids=tuple(BidRound(b["number"], b["contenders"], tuple(b["committed"]),
                                tuple(b["no_card"]), tuple(b["order"]), tuple(b["turns"]),
                                tuple(b["reveals"]), b["winner"], tuple(b["tied"]))
                       for b in bids),
            winner=cur["winner"] if finished else None,
            points=cur["points"] if finished else None,
            entries=tuple(cur["entries"])))
        cur, bids = None, []

    for k, entry in enumerate(game.log):
        for e in _events(entry):
            rule, data = e["rule"], e["data"]
            if rule == "zank.contention":
                close(False)
                view = game.view(None, at=k)
                square = tuple(view["mayor"])
                cur = {"round": view["round"], "leader": view["leader"],
                       "colour": data["colour"], "square": square,
                       "value": game.value(data["colour"], square),
                       "contenders": tuple(data["contenders"]), "winner": None,
                       "points": None, "entries": [k]}
                bids = [bid_round(1, data["contenders"])]
                continue
            if cur is None or not rule.startswith("zank.contention"):
                continue
            if k not in cur["entries"]:
                cur["entries"].append(k)
            b = bids[-1]
            if rule == "zank.contention.tie":
                b["tied"] = tuple(data["contenders"])
                bids.append(bid_round(data.get("bid_round", len(bids) + 1), data["contenders"]))
            elif rule == "zank.contention.no_card":
                b["no_card"].append(data["player"])
            elif rule == "zank.contention.commit":
                b["committed"].append(data["player"])
            elif rule == "zank.contention.dice":
                b["order"] = tuple(data["order"])
            elif rule == "zank.contention.pay":
                taken = data.get("taken", -data["points"] // 2)
                b["turns"].append(DiceTurn(data["player"], taken, data["dice"], -data["points"],
                                           data["position"], k))
            elif rule == "zank.contention.poker":
                b["turns"].append(DiceTurn(data["player"], 0, data["dice"], 0, None, k))
            elif rule in ("zank.contention.reveal", "zank.contention.roll") and "player" in data:
                b["reveals"].append(Reveal(data["player"], data["card"], tuple(data["dice"]),
                                           data["total"]))
            elif rule == "zank.contention.win":
                b["winner"] = data["player"]
                cur["winner"], cur["points"] = data["player"], data["points"]
            elif rule == "zank.contention.spent":
                close(True)
    close(False)
    return traces


def contention_traces(game) -> list[ContentionTrace]:
    """Every contention of the game so far, in order (the last may still be running)."""
    return _parse(game)


def contention_trace(game, k: int = -1) -> ContentionTrace:
    """The game's ``k``-th contention (1: the first; -1: the latest), from its public log."""
    traces = _parse(game)
    if isinstance(k, bool) or not isinstance(k, int):
        raise ValueError(f"k is the contention's number (1 for the first, -1 the latest), "
                         f"got {k!r}")
    if not traces:
        raise ValueError("no contention yet in this game")
    if k == 0 or not -len(traces) <= k <= len(traces):
        raise ValueError(f"no contention {k}: the game has had {len(traces)} "
                         f"(number them 1 to {len(traces)}, or -1 for the latest)")
    return traces[k - 1] if k > 0 else traces[k]


__all__ = ["BidRound", "ContentionTrace", "DiceTurn", "Reveal", "contention_trace",
           "contention_traces", "round_entries", "round_of_entry"]
