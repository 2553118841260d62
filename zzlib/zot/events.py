"""The data each Jasper and Zot event carries: one kind per shape, and ``SHAPES`` by rule id.

Squares are ``[row, column]`` lists, tokens their letters (``"Z"``, ``"F"``, ``"B"``, ``"M"``,
``"J"`` for Jasper). A drawing or a widget picks events by their kind, e.g.
``SHAPES[e.rule] is TokenMoved``, and reads its named fields; ``tests/contract`` checks every
event of many random games against this table.
"""

from __future__ import annotations

from typing import TypedDict

Square = list[int]


# -- setup and the end --------------------------------------------------------------------
class Pumpkins(TypedDict):
    """The columns that hold a pumpkin."""

    pumpkins: list[int]


class JasperStarts(TypedDict):
    column: int


class BagCount(TypedDict):
    bag: int


class Penalty(TypedDict):
    """The final score: ``score`` minus 10 for each ``smashed`` pumpkin is ``final``."""

    score: int
    smashed: int
    final: int


# -- descend ------------------------------------------------------------------------------
#: a token that moved from one square to another
TokenMoved = TypedDict("TokenMoved", {"from": Square, "to": Square, "token": str})
#: Jasper's walk along the garden path (token ``"J"``), with the two ``columns``
JasperWalked = TypedDict(
    "JasperWalked", {"from": Square, "to": Square, "token": str, "columns": list[int]})


class BedsBurned(TypedDict):
    """The connected beds a flaming ``zombie`` burned on entering one."""

    burned: list[Square]
    zombie: Square


class TokenVanished(TypedDict):
    """A token gone from the board without moving (a multiplier at the barrier)."""

    square: Square
    token: str


class Blast(TypedDict):
    """One bomb's explosion: the bomb and every square its blast destroyed."""

    bomb: Square
    destroyed: list[Square]


# -- place --------------------------------------------------------------------------------
class DiceRolled(TypedDict):
    """The pattern die, the column die, the assault table used and the pattern's size."""

    pattern: int
    column: int
    table: str
    size: int


class Refill(TypedDict):
    """The first wave's short bag: ``first`` drawn from it, ``returned`` from the discards."""

    bag: int
    returned: int
    first: list[str]


class Wave(TypedDict):
    wave: int


class Aggravated(TypedDict):
    aggravated: bool


class ShortBag(TypedDict):
    """The second wave's bag holds only ``bag`` tokens of the ``needed`` (None: the bag was
    empty, so nothing was rolled)."""

    bag: int
    needed: int | None


class Drawn(TypedDict):
    drawn: list[str]


class Placed(TypedDict):
    """``tokens[i]`` placed on ``cells[i]``; the drawn tokens ``returned`` to the bag."""

    cells: list[Square]
    tokens: list[str]
    returned: list[str]


class Returned(TypedDict):
    returned: list[str]


# -- move & shoot -------------------------------------------------------------------------
class NoSpell(TypedDict):
    spell: None


class ChainScore(TypedDict):
    """Magical Fire's points term by term: ``(flowers + 2 zombies + multipliers + bonus) *
    factor = points``; ``sum`` writes it out."""

    flowers: int
    zombies: int
    multipliers: int
    bonus: int
    factor: int
    points: int
    sum: str


class SpellCast(TypedDict):
    """One spell: its flight up ``column`` to ``hit`` (None: it met nothing), the ``chain``
    in breadth-first order, the squares blasts ``exploded``, the ``points`` (with ``score``
    term by term for Magical Fire; None for a spell that scores nothing) and the ``board``
    it was cast on (its text lines, Jasper in the casting column)."""

    spell: str
    column: int
    hit: Square | None
    chain: list[Square]
    exploded: list[Square]
    points: int
    score: ChainScore | None
    board: list[str]


class Empty(TypedDict):
    """An event whose sentence says it all."""


class Transformed(TypedDict):
    transformed: list[Square]


class SupplyShort(TypedDict):
    """How many transformed tokens left no bed (the supply of markers ran out)."""

    short: int


# -- smash --------------------------------------------------------------------------------
class Smashed(TypedDict):
    """One zombie smashes one pumpkin (in ``column``)."""

    zombie: Square
    pumpkin: Square
    column: int


class SmashChoices(TypedDict):
    """Jasper chooses which pumpkins go: each of ``choices`` (lists of columns, lowest first)
    is a set a maximum matching smashes; each holds ``lost`` pumpkins."""

    choices: list[list[int]]
    lost: int


SHAPES: dict[str, type] = {
    "zot.setup.pumpkins": Pumpkins,
    "zot.setup.jasper": JasperStarts,
    "zot.setup.bag": BagCount,
    "zot.descend.move": TokenMoved,
    "zot.descend.blocked": TokenMoved,
    "zot.descend.beds": TokenMoved,
    "zot.descend.out_of_bed": TokenMoved,
    "zot.descend.sideways": TokenMoved,
    "zot.descend.flaming": BedsBurned,
    "zot.descend.multiplier": TokenVanished,
    "zot.descend.bomb_barrier": Blast,
    "zot.descend.bomb_pumpkin": Blast,
    "zot.place.roll": DiceRolled,
    "zot.place.refill": Refill,
    "zot.place.wave2": Wave,
    "zot.place.aggravated": Aggravated,
    "zot.place.short_bag": ShortBag,
    "zot.place.draw": Drawn,
    "zot.place.special": Placed,
    "zot.place.occupied": Returned,
    "zot.move.jasper": JasperWalked,
    "zot.move.spell": NoSpell,
    "zot.spell.chain": SpellCast,
    "zot.spell.bomb": Blast,
    "zot.spell.chain_reaction": Blast,
    "zot.spell.flower_multiplier": Empty,
    "zot.spell.fire_target": Empty,
    "zot.spell.discard": Transformed,
    "zot.spell.supply_empty": SupplyShort,
    "zot.score.fire": ChainScore,
    "zot.smash.adjacent": Smashed,
    "zot.smash.choice": SmashChoices,
    "zot.smash.none": Pumpkins,
    "zot.smash.aggravated": Aggravated,
    "zot.end.won": Pumpkins,
    "zot.end.lost": Pumpkins,
    "zot.score.penalty": Penalty,
}

#: the rules whose events move a token (or Jasper) from one square to another
MOVES = frozenset(r for r, kind in SHAPES.items() if kind in (TokenMoved, JasperWalked))
