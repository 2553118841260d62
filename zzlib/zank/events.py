"""The data each Zankapfel event carries: one kind per shape, and ``SHAPES`` by rule id.

Seats are colours (``"red"``...), squares ``[row, column]`` lists, apple cards their kind
(``"red"``... or ``"multi"``). No event names a card played or committed face down before its
reveal. Every event that moves a farmer on the track (its rule is in ``FARMER_MOVES``) is a
``FarmerMoved`` kind or one that extends it: it names the ``player``, the ``points`` (negative:
back) and the new ``position``. A drawing or a widget picks events by their kind and reads the
named fields; ``tests/contract`` checks every event of many random games against this table.
"""

from __future__ import annotations

from typing import TypedDict

Square = list[int]


# -- setup --------------------------------------------------------------------------------
class PlayerSquare(TypedDict):
    """A square a player acted on (a harvest chip taken away, the mayor's first square)."""

    player: str
    square: Square


class Positions(TypedDict):
    positions: dict[str, int]


class Numbered(TypedDict):
    numbered: list[int]


class Leader(TypedDict):
    leader: str


class Deal(TypedDict):
    hand_size: int


class TurnedUp(TypedDict):
    """The apple card turned up for sale."""

    card: str


class Reshuffle(TypedDict):
    cards: int


class NothingToBuy(TypedDict):
    """No card is for sale: ``player`` sits the round out (None: the deck has run out)."""

    player: str | None
    card: None


# -- a round ------------------------------------------------------------------------------
class Player(TypedDict):
    player: str


class FarmerMoved(TypedDict):
    """A farmer moved on the track: ``points`` (negative: back) to ``position``."""

    player: str
    points: int
    position: int


class Bought(FarmerMoved):
    """The face-up ``card`` bought (its cost is ``-points``)."""

    card: str


class Offer(TypedDict):
    """An offer to the Game Leader (``offer`` 0 and ``square`` None: no offer)."""

    player: str
    square: Square | None
    offer: int


class Accepted(TypedDict):
    """The Game Leader (``player``) accepts the ``briber``'s ``offer`` for ``square``."""

    player: str
    briber: str
    offer: int
    square: Square


#: the Game Leader (``player``) moves the mayor from a square (None: it had none) to ``square``;
#: in the corruption variant, the square he ``announced`` and the ``briber`` whose offer he
#: accepted (both None otherwise)
MayorMoved = TypedDict("MayorMoved", {"player": str, "from": Square | None, "square": Square,
                                      "announced": Square | None, "briber": str | None})


class Announced(TypedDict):
    """Corruption: the Game Leader (``player``) announces ``square`` of the mayor's
    ``targets``; the others may offer in ``order``."""

    player: str
    square: Square
    targets: list[Square]
    order: list[str]


class Kept(TypedDict):
    """Corruption: the Game Leader (``player``) keeps his announced ``square`` (no offer, or
    none accepted; ``briber`` is None). In the blind order (``corruption_order="blind"``) he
    announced nothing: ``square`` is None and he moves the mayor himself next."""

    player: str
    square: Square | None
    briber: None


class ChipRemoved(TypedDict):
    """The harvest chip on ``square`` removed; ``chips`` left."""

    square: Square
    chips: int


class Revealed(TypedDict):
    """A card turned over at the reveal (``player`` and ``card`` None: nobody played one)."""

    player: str | None
    card: str | None


class Named(TypedDict):
    player: str
    colour: str


class Picked(FarmerMoved):
    """An apple of ``colour`` picked alone, the mayor on ``square``."""

    colour: str
    square: Square


class Barn(TypedDict):
    """How many apple cards the barn holds now."""

    barn: int


class RoundStarts(TypedDict):
    leader: str
    round: int


# -- contention ---------------------------------------------------------------------------
class Contention(TypedDict):
    colour: str
    contenders: list[str]


class Rebid(TypedDict):
    colour: str
    contenders: list[str]
    bid_round: int


class Order(TypedDict):
    """An order: of the contentions (their colours), or of the dice bidding (the seats)."""

    order: list[str]


class NoDie(TypedDict):
    """A turn without a die: how many dice the player holds."""

    player: str
    dice: int


class DicePaid(FarmerMoved):
    """Dice ``taken`` and paid at once (``dice``: how many the player holds now)."""

    dice: int
    taken: int


class DiceOrder(TypedDict):
    """The dice bidding of a contention over ``colour`` opens: the seats in bidding ``order``
    (the first bids first); ``bid_round`` counts re-bids after ties from 1."""

    order: list[str]
    bid_round: int
    colour: str


class BiddingOver(TypedDict):
    """The dice each contender holds when the bidding ends."""

    dice: dict[str, int]


class BidShown(TypedDict):
    """A contender's bid shown: the numbered card (None: none left), the dice rolled and the
    total."""

    player: str
    card: int | None
    dice: list[int]
    total: int


class ContentionWon(FarmerMoved):
    """The contention's winner picks the apple of ``colour``; ``totals`` of every bid."""

    colour: str
    totals: dict[str, int]


# -- the end ------------------------------------------------------------------------------
class GameOver(TypedDict):
    winners: list[str]
    positions: dict[str, int]


SHAPES: dict[str, type] = {
    "zank.setup.chips": PlayerSquare,
    "zank.setup.chips_three": PlayerSquare,
    "zank.setup.mayor": PlayerSquare,
    "zank.setup.farmers": Positions,
    "zank.setup.numbered": Numbered,
    "zank.setup.leader": Leader,
    "zank.setup.deal": Deal,
    "zank.setup.face_up": TurnedUp,
    "zank.buy.turn_up": TurnedUp,
    "zank.deck.reshuffle": Reshuffle,
    "zank.decision.no_card_to_buy": NothingToBuy,
    "zank.play.face_down": Player,
    "zank.buy.cost": Bought,
    "zank.buy.multi": Bought,
    "zank.corruption.offer": Offer,
    "zank.corruption.accept": Accepted,
    "zank.corruption.pay": FarmerMoved,
    "zank.decision.announce": Announced,
    "zank.decision.bribes": Kept,
    "zank.mayor.move": MayorMoved,
    "zank.mayor.anywhere": MayorMoved,
    "zank.mayor.chip": ChipRemoved,
    "zank.reveal": Revealed,
    "zank.multi.name": Named,
    "zank.pick": Picked,
    "zank.barn": Barn,
    "zank.contention": Contention,
    "zank.contention.tie": Rebid,
    "zank.contention.order": Order,
    "zank.contention.no_card": Player,
    "zank.contention.commit": Player,
    "zank.contention.dice": DiceOrder,
    "zank.contention.poker": NoDie,
    "zank.contention.pay": DicePaid,
    "zank.decision.bidding_end": BiddingOver,
    "zank.contention.reveal": BidShown,
    "zank.contention.roll": BidShown,
    "zank.contention.win": ContentionWon,
    "zank.contention.spent": Barn,
    "zank.round.leader": RoundStarts,
    "zank.end.chips": GameOver,
    "zank.end.chips_tie": GameOver,
    "zank.end.track": GameOver,
    "zank.end.track_tie": GameOver,
}

#: the rules whose events move a farmer on the track (their kinds extend ``FarmerMoved``)
FARMER_MOVES = frozenset({
    "zank.buy.cost", "zank.buy.multi", "zank.corruption.pay", "zank.pick",
    "zank.contention.pay", "zank.contention.win",
})
