"""The decisions of Zankapfel. Every move names its player; neither ``str(move)`` nor
``repr(move)`` shows a hidden card (a card played or committed face down stays hidden in logs:
its field is marked ``SECRET``). A square given as a list, ``[0, 1]``, is played and logged as
the tuple ``(0, 1)`` (``Game.play`` keeps every move hashable)."""

from __future__ import annotations

from dataclasses import dataclass, field

from zzlib.core.hidden import SECRET, masked_repr

from .cards import card_name
from .orchard import square_name as _sq


@dataclass(frozen=True)
class RemoveChip:
    """Setup: take a harvest chip off the orchard."""

    player: str
    square: tuple[int, int]

    def __str__(self) -> str:
        return f"{self.player} takes away the harvest chip on {_sq(self.square)}"


@dataclass(frozen=True)
class PlaceMayor:
    """Setup: the Game Leader places the mayor on any square."""

    player: str
    square: tuple[int, int]

    def __str__(self) -> str:
        return f"{self.player} places the mayor on {_sq(self.square)}"


@dataclass(frozen=True)
class PlayApple:
    """Play an apple card from the hand face down (``card`` stays hidden until the reveal)."""

    player: str
    card: str = field(metadata=SECRET)

    __repr__ = masked_repr

    def __str__(self) -> str:
        return f"{self.player} plays an apple card face down"


@dataclass(frozen=True)
class BuyApple:
    """Buy the face-up apple card."""

    player: str

    def __str__(self) -> str:
        return f"{self.player} buys the face-up apple card"


@dataclass(frozen=True)
class Bribe:
    """Corruption: offer the Game Leader 1 or 2 points to move the mayor to ``square`` instead
    of the square he announced."""

    player: str
    square: tuple[int, int]
    points: int

    def __str__(self) -> str:
        pts = "point" if self.points == 1 else "points"
        return f"{self.player} offers {self.points} {pts} to move the mayor to {_sq(self.square)}"


@dataclass(frozen=True)
class NoBribe:
    player: str

    def __str__(self) -> str:
        return f"{self.player} makes no offer"


@dataclass(frozen=True)
class AcceptBribe:
    player: str
    briber: str

    def __str__(self) -> str:
        return f"{self.player} accepts the offer of {self.briber}"


@dataclass(frozen=True)
class RefuseBribes:
    player: str

    def __str__(self) -> str:
        return f"{self.player} accepts no offer"


@dataclass(frozen=True)
class MoveMayor:
    """The Game Leader moves the mayor (and removes the chip there)."""

    player: str
    square: tuple[int, int]

    def __str__(self) -> str:
        return f"{self.player} moves the mayor to {_sq(self.square)}"


@dataclass(frozen=True)
class NameColour:
    """Name the colour of a multi-coloured apple, after seeing every card."""

    player: str
    colour: str

    def __str__(self) -> str:
        return f"{self.player} names the multi-coloured apple a {card_name(self.colour)}"


@dataclass(frozen=True)
class CommitCard:
    """Contention: commit a numbered card face down (``number`` stays hidden until the reveal)."""

    player: str
    number: int = field(metadata=SECRET)

    __repr__ = masked_repr

    def __str__(self) -> str:
        return f"{self.player} commits a numbered card face down"


@dataclass(frozen=True)
class TakeDice:
    """Contention: take 1-3 more dice, paying 2 points each at once."""

    player: str
    n: int

    def __str__(self) -> str:
        return f"{self.player} takes {self.n} {'die' if self.n == 1 else 'dice'}"


@dataclass(frozen=True)
class Stand:
    """Contention: take no die this turn."""

    player: str

    def __str__(self) -> str:
        return f"{self.player} takes no die"


@dataclass(frozen=True)
class AnnounceMayor:
    """Corruption: the Game Leader says, in public, where he will move the mayor; the others
    may then offer points for a different square."""

    player: str
    square: tuple[int, int]

    def __str__(self) -> str:
        return f"{self.player} announces the mayor's move to {_sq(self.square)}"


MOVES = (RemoveChip, PlaceMayor, PlayApple, BuyApple, Bribe, NoBribe, AcceptBribe, RefuseBribes,
         MoveMayor, NameColour, CommitCard, TakeDice, Stand, AnnounceMayor)
