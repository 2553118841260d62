"""Stable action ids: every move of a game as a whole number that means the same move in
every position (for OpenSpiel, PettingZoo, a policy network's output layer).

A game declares its ids in ``zzlib/<game>/actions.py`` as ``ACTIONS = Actions(Game, blocks)``:
``blocks(options)`` lists one ``Block`` per move type, and the ids of a block follow those of
the block before it. Most blocks are a product of each field's possible values
(``product(Stand, player=seats)``); a move type whose fields are sets or lists writes its own
``encode``/``decode``. The registry reads ``ACTIONS`` (``zzlib.GAMES[name].actions``)::

    acts = zzlib.GAMES["zank"].actions
    acts.num_actions({"players": 3})          # every id of a 3-player game: 0..n-1
    a = acts.encode(move, g.options)          # a move -> its id (ValueError naming the field)
    acts.decode(a, g.options) == move
    acts.legal_actions(g)                     # the ids of g.legal_moves(), ascending
    acts.max_chance_outcomes(options, points) # the values one part of a chance draw may take
    action_string(move, seat)                 # the move as ``seat`` reads it

A move's secret fields (a card played face down) are part of its id, and
``action_string(move, move.player)`` shows them to the move's own player, so two different
face-down cards never read alike to the one who plays them; anyone else reads ``str(move)``.
"""

from __future__ import annotations

import operator
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .hidden import secret_fields
from .jsonable import excerpt, freeze
from .options import resolve_options


@dataclass(frozen=True)
class Block:
    """The ids of one move type: ``size`` ids; ``encode(move) -> 0..size-1`` (ValueError naming
    the field when the move has none) and ``decode(k) -> move``."""

    type: type
    size: int
    encode: Callable[[Any], int]
    decode: Callable[[int], Any]


def field_value(move: Any, name: str, domain: Sequence, index: Mapping) -> int:
    """The place of ``move.<name>`` among ``domain`` (``index``: value -> place), or a
    ValueError naming the field. Equal values of another type do not count (``True`` is not
    ``1``); a numpy integer counts as the whole number it holds."""
    v = getattr(move, name, _MISSING)
    if v is _MISSING:
        raise ValueError(f"{type(move).__name__} has no field {name!r}")
    v = _plain(v)
    try:
        k = index.get(v)
    except TypeError:  # unhashable
        k = None
    if k is None or type(domain[k]) is not type(v):
        raise ValueError(f"{type(move).__name__}.{name}: {excerpt(v)} has no action id "
                         f"(one of {excerpt(list(domain))})")
    return k


_MISSING = object()


def _plain(v: Any) -> Any:
    """Lists as tuples, numpy integers as whole numbers (what a move holds once played)."""
    if isinstance(v, list):
        return freeze(v)
    if type(v) not in (int, bool) and hasattr(v, "__index__") and not isinstance(v, bool):
        try:
            return operator.index(v)
        except TypeError:
            return v
    return v


def product(move_type: type, **domains: Sequence) -> Block:
    """A block of ``move_type`` whose every field takes one of a few values: an id per
    combination, the first field turning slowest (``product(Bribe, player=seats,
    square=SQUARES, points=(1, 2))``)."""
    names = tuple(domains)
    doms = tuple(tuple(domains[n]) for n in names)
    indexes = tuple({v: i for i, v in enumerate(d)} for d in doms)
    radices = tuple(len(d) for d in doms)
    size = 1
    for r in radices:
        size *= r

    fields = tuple(zip(names, doms, indexes, radices))

    def encode(move):
        k = 0
        for name, dom, index, radix in fields:
            v = getattr(move, name, None)
            try:
                d = index.get(v)
            except TypeError:  # unhashable: the slow path says why
                d = None
            if d is None or type(dom[d]) is not type(v):
                d = field_value(move, name, dom, index)
            k = k * radix + d
        return k

    def decode(k):
        values = []
        for dom, radix in zip(reversed(doms), reversed(radices)):
            k, d = divmod(k, radix)
            values.append(dom[d])
        return move_type(**dict(zip(names, reversed(values))))

    return Block(move_type, size, encode, decode)


class Layout:
    """The action ids of one set of options: the blocks one after another."""

    def __init__(self, blocks: Iterable[Block]):
        self.blocks = tuple(blocks)
        self.first: list[int] = []
        total = 0
        self._by_type: dict[type, tuple[int, Block]] = {}
        for b in self.blocks:
            if b.type in self._by_type:
                raise TypeError(f"two blocks for {b.type.__name__}")
            self.first.append(total)
            self._by_type[b.type] = (total, b)
            total += b.size
        self.num_actions = total

    def encode(self, move: Any) -> int:
        found = self._by_type.get(type(move))
        if found is None:
            raise ValueError(f"{excerpt(move)} is not a move of this game: it has no action id")
        first, block = found
        return first + block.encode(move)

    def decode(self, action: Any) -> Any:
        a = action_number(action, self.num_actions)
        k = bisect_right(self.first, a) - 1
        return self.blocks[k].decode(a - self.first[k])


def action_number(action: Any, n: int) -> int:
    """``action`` as a whole number from 0 to ``n - 1`` (numpy integers too), or a
    ValueError naming it."""
    if isinstance(action, bool) or not hasattr(action, "__index__"):
        raise ValueError(f"an action id is a whole number, got {excerpt(action)}")
    a = operator.index(action)
    if not 0 <= a < n:
        raise ValueError(f"action id {a} is out of range: this game's ids are 0 to {n - 1}")
    return a


class Actions:
    """The action ids of a game: ``Actions(Game, blocks)`` with ``blocks(options) ->
    [Block, ...]`` (options resolved: every option with its value).

    ``options`` (any method) are a game's options as given to ``Game.new`` or as resolved
    (``g.options``); None: the defaults. They are checked as ``Game.new`` checks them.
    """

    def __init__(self, game: type, blocks: Callable[[Mapping[str, Any]], Iterable[Block]],
                 chance: Callable[[Mapping[str, Any]], int] = lambda options: 0):
        self.game = game
        self._blocks = blocks
        self._chance = chance
        #: (options object, a copy of it, resolved, layout) of the last option sets asked for
        self._known: list[tuple[Any, dict, dict, Layout]] = []

    def __repr__(self) -> str:
        return f"<action ids of {self.game.NAME}>"

    def layout(self, options: Mapping[str, Any] | None = None) -> Layout:
        """The ids for these options (the last few option sets are remembered)."""
        options = {} if options is None else options
        for obj, given, _, lay in self._known:
            if obj is options and given == options:
                return lay
        if not isinstance(options, Mapping):
            raise ValueError(f"options are a mapping of option names to values, got "
                             f"{excerpt(options)}")
        resolved = resolve_options(self.game.NAME, self.game.OPTIONS, options)
        self.game.check_options(resolved)
        lay = next((k[3] for k in self._known if k[2] == resolved), None)
        if lay is None:
            lay = Layout(self._blocks(resolved))
        self._known = [(options, dict(options), resolved, lay)] + self._known[:7]
        return lay

    def num_actions(self, options: Mapping[str, Any] | None = None) -> int:
        """How many action ids a game with these options has (ids are 0 to this - 1)."""
        return self.layout(options).num_actions

    def encode(self, move: Any, options: Mapping[str, Any] | None = None) -> int:
        """The id of ``move`` (a ValueError names the field that has none)."""
        return self.layout(options).encode(move)

    def decode(self, action: Any, options: Mapping[str, Any] | None = None) -> Any:
        """The move of id ``action`` (a whole number, numpy integers too)."""
        return self.layout(options).decode(action)

    def max_chance_outcomes(self, options: Mapping[str, Any] | None = None,
                            points: int | None = None) -> int:
        """The most values one part of a chance draw may take in a game with these options
        (``ChanceEvent.dist.alphabet(points)``: a die's faces, the kinds of items left to
        shuffle, ``points`` for a Gaussian): an adapter's chance ids are 0 to this - 1."""
        resolved = resolve_options(self.game.NAME, self.game.OPTIONS, options or {})
        return max(self._chance(resolved), points or 0)

    def legal_actions(self, game) -> list[int]:
        """The ids of ``game.legal_moves()``, ascending."""
        encode = self.layout(game.options).encode
        return sorted(encode(m) for m in game.legal_moves())


def action_string(move: Any, seat: str | None = None) -> str:
    """``move`` as ``seat`` reads it: ``str(move)``, and for the move's own player (a game for
    one: any seat) its secret fields too (``"red plays an apple card face down (card:
    yellow)"``); a spectator (None) and every other seat read ``str(move)`` alone."""
    text = str(move)
    hidden = secret_fields(move)
    if not hidden or seat is None:
        return text
    player = getattr(move, "player", seat)
    if player != seat:
        return text
    return text + " (" + ", ".join(f"{f}: {getattr(move, f)}" for f in hidden) + ")"


def action_problems(game, actions: Actions) -> list[str]:
    """What is wrong with ``actions`` in ``game``'s position (empty: nothing): every legal
    move's id is in range, decodes to the move, and no two legal moves share an id or read
    alike to the player who decides."""
    lay = actions.layout(game.options)
    n = lay.num_actions
    seen: dict[int, Any] = {}
    texts: dict[str, Any] = {}
    problems = []
    who = game.to_move
    for m in game.legal_moves():
        try:
            a = lay.encode(m)
        except ValueError as e:
            problems.append(f"{m!r} has no id: {e}")
            continue
        if not (isinstance(a, int) and 0 <= a < n):
            problems.append(f"{m!r} has id {a!r}, not in 0..{n - 1}")
            continue
        if a in seen:
            problems.append(f"{m!r} and {seen[a]!r} share id {a}")
        seen[a] = m
        back = lay.decode(a)
        if back != m:
            problems.append(f"id {a} of {m!r} decodes to {back!r}")
        text = action_string(m, who)
        if text in texts:
            problems.append(f"{m!r} and {texts[text]!r} both read {text!r} to {who}")
        texts[text] = m
    return problems


__all__ = ["Actions", "Block", "Layout", "action_number", "action_problems", "action_string",
           "field_value", "product"]
