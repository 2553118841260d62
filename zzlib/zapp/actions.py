"""Zapp Zerapp's action ids (``zzlib.core.actions``), and its rattle noise declared as a
chance draw (``zzlib.core.draws``: a Gaussian per barrel, with an enumerable form).

Ids: each seat setting down each barrel A-M (13 per seat), then each seat's each wizard
moved, with every other wizard of the game in a fixed order given one digit: an opposing
wizard is banished (0) or overlooked (1, ``spare``), and in the Pro version also carried along
(2); an own wizard stays (0), and in the Pro version is carried along (1) or carried and left
in front of the city (2, ``stay``). Four players: 52 + 12 x 2^9 = 6,196 ids, 52 + 12 x 3^11 =
2,125,816 in the Pro version; two players: 26 + 6 x 2^3 = 74 (Pro: 26 + 6 x 3^5 = 1,484).
"""

from __future__ import annotations

from zzlib.core.actions import Actions, Block
from zzlib.core.actions import product as block
from zzlib.core.draws import Normal, declare
from zzlib.core.jsonable import excerpt

from .barrels import LABELS, draw_noise
from .game import Choose, Game, MoveWizard
from .position import colour_of, wizard_ids


def _move_block(seats: tuple[str, ...], pro: bool) -> Block:
    wizards = tuple(w for c in seats for w in wizard_ids(c))
    radix = 3 if pro else 2
    per = []  # per mover: (mover, the other wizards, their radices)
    for w in wizards:
        others = tuple(x for x in wizards if x != w)
        radices = tuple(radix if colour_of(x) != colour_of(w) else (3 if pro else 1)
                        for x in others)
        size = 1
        for r in radices:
            size *= r
        per.append((w, others, radices, size))
    size = per[0][3]
    index = {w: i for i, w in enumerate(wizards)}

    def bad(field: str, value, why: str):
        return ValueError(f"MoveWizard.{field}: {excerpt(value)} has no action id ({why})")

    def encode(m: MoveWizard) -> int:
        if not isinstance(m.player, str) or m.player not in seats:
            raise bad("player", m.player, f"one of {', '.join(seats)}")
        i = index.get(m.wizard) if isinstance(m.wizard, str) else None
        if i is None or colour_of(m.wizard) != m.player:
            raise bad("wizard", m.wizard, f"one of {m.player!r}'s wizards among "
                      + ", ".join(wizards))
        w, others, radices, _ = per[i]
        for name in ("carry", "spare", "stay"):
            stray = sorted(getattr(m, name) - set(others), key=str)
            if stray:
                raise bad(name, stray[0], f"not another wizard of this game ({', '.join(others)})")
        own = {x for x in others if colour_of(x) == m.player}
        if m.spare & own:
            raise bad("spare", m.spare, "only opposing wizards are overlooked")
        if m.carry and not pro:
            raise bad("carry", m.carry, "wizards are carried along in the Pro version only")
        if m.spare & m.carry:
            raise bad("spare", m.spare, "a wizard carried along is not also overlooked")
        if not m.stay <= (m.carry & own):
            raise bad("stay", m.stay, "only own wizards carried along stay in front of the city")
        k = 0
        for x, r in zip(reversed(others), reversed(radices)):
            if x in own:
                d = 2 if x in m.stay else 1 if x in m.carry else 0
            else:
                d = 2 if x in m.carry else 1 if x in m.spare else 0
            k = k * r + d
        return i * size + k

    def decode(a: int) -> MoveWizard:
        i, k = divmod(a, size)
        w, others, radices, _ = per[i]
        carry, spare, stay = set(), set(), set()
        for x, r in zip(others, radices):
            k, d = divmod(k, r)
            if colour_of(x) == colour_of(w):
                if d:
                    carry.add(x)
                if d == 2:
                    stay.add(x)
            elif d == 1:
                spare.add(x)
            elif d == 2:
                carry.add(x)
        return MoveWizard(colour_of(w), w, frozenset(carry), frozenset(spare), frozenset(stay))

    return Block(MoveWizard, len(wizards) * size, encode, decode)


def blocks(options):
    seats = Game.seats_for(options)
    return [block(Choose, player=seats, barrel=LABELS), _move_block(seats, options["pro"])]


def chance(options) -> int:
    """A barrel's number (13), a seat of the grab order, a die of the magic number (6); the
    rattle noise takes as many values as its enumerable form has points."""
    return max(len(LABELS), len(Game.seats_for(options)), 6)


ACTIONS = Actions(Game, blocks, chance)

# rule: zapp.decide.shake (each seat's rattle noise: a Gaussian number per barrel)
declare(draw_noise, lambda sigma: Normal(0.0, sigma, len(LABELS)))
