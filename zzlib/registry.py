"""The registry of games: what benchmarks, tests and tools read to treat every game alike.

``zzlib.GAMES`` maps each game's short name to a ``GameInfo``::

    from zzlib import GAMES
    for info in GAMES.values():
        g = info.new(seed=1)                    # info.game is the Game class (no seed: fresh)
        info.seats()                            # ('Jasper',) ; info.seats(players=3) ...
        info.bots["random"]                     # every game has a random bot
        info.bounds(players=3)                  # declared bounds (zzlib.core.bounds)

Adding a game here is what makes every shared check run on it: ``tests/contract`` plays it
(each of its ``variants``), ``tests/test_simulate.py`` simulates it and ``bench/rollouts.py``
lists it. See ``docs/architecture.md`` for the checklist.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType, ModuleType
from typing import Any

from .core import Game, Option, resolve_options
from .core.actions import Actions
from .core.bounds import Bounds


@dataclass(frozen=True)
class GameInfo:
    """One game of the registry.

    ``name``: the short name (``Game.NAME``, the save files' ``game`` field); ``title``: the
    game's name in print; ``module``: its package; ``bots``: name -> bot ``(game, rng) -> move``
    (``"random"`` always); ``variants``: option sets the shared checks also play (the
    defaults first); ``blind_twin``: for a game with secrets, ``<game>.secrets.blind_twin``
    (other secret chance outcomes that ``seat`` cannot tell from a game's own), None for a
    game without secrets; ``doc``: the game's page; ``actions``: the game's stable action ids
    (``<game>.actions.ACTIONS``, a ``zzlib.core.actions.Actions``: ``num_actions(options)``,
    ``encode(move, options)``, ``decode(id, options)``, ``legal_actions(game)``);
    ``declared``: ``<game>.bounds.bounds(options) -> Bounds`` (read it with ``bounds``);
    ``resample_secrets``: for a game with secrets, ``<game>.secrets.resample`` (the changes
    ``zzlib.core.resample`` replays: another game consistent with all a seat has seen).
    """

    name: str
    title: str
    module: ModuleType
    bots: Mapping[str, Callable]
    variants: tuple[Mapping[str, Any], ...] = ({},)
    blind_twin: Callable | None = None
    doc: str = ""
    actions: Actions | None = None
    declared: Callable[[Mapping[str, Any]], Bounds] | None = None
    resample_secrets: Callable | None = None
    #: ``<game>.schema.view_schema(options) -> ViewSchema`` (read it with ``view_schema``)
    view_schemas: Callable[[Mapping[str, Any]], Any] | None = None

    @property
    def game(self) -> type[Game]:
        """The game's ``Game`` class."""
        return self.module.Game

    @property
    def lab_bot(self) -> str:
        """The bot a strategy lab or a benchmark pits the others against: the first bot
        listed after ``"random"`` (Jasper and Zot's ``greedy``, the others' ``sensible``)."""
        return next((b for b in self.bots if b != "random"), "random")

    @property
    def options(self) -> Mapping[str, Option]:
        """The options ``Game.new`` accepts, each with its default and its rule."""
        return self.game.OPTIONS

    @property
    def rules(self) -> Mapping:
        return self.game.RULES

    @property
    def secrets(self) -> bool:
        """Whether some seat may not see everything (a hidden hand, a secret number...): the
        game's ``SECRETS`` (a game with secrets also gives ``blind_twin``)."""
        return self.game.SECRETS

    def new(self, seed: int | str | None = None, **options: Any) -> Game:
        """A new game (``Game.new``): without a seed, a fresh one from the operating system;
        a given seed replays the same chance exactly."""
        return self.game.new(seed, **options)

    def bounds(self, **options: Any) -> Bounds:
        """What a game with these options declares up front (options checked like
        ``Game.new``): players, score and return ranges, a bound on its decisions (certain, or
        holding with probability ``1 - risk``), perfect or imperfect information. See
        ``zzlib.core.bounds``."""
        resolved = resolve_options(self.name, self.options, options)
        self.game.check_options(resolved)
        return self.declared(resolved)

    def view_schema(self, **options: Any):
        """What each key of ``view(seat)`` holds in a game with these options (checked like
        ``Game.new``): a ``zzlib.core.schema.ViewSchema`` (nodes, secret keys, the contract's
        roles); a ``ValueError`` for a game that declares none."""
        resolved = resolve_options(self.name, self.options, options)
        self.game.check_options(resolved)
        if self.view_schemas is None:
            raise ValueError(f"{self.name} declares no view schema ({self.name}/schema.py)")
        return self.view_schemas(resolved)

    def seats(self, **options: Any) -> tuple[str, ...]:
        """The seats of a game with these options (checked like ``Game.new``), no game made."""
        resolved = resolve_options(self.name, self.options, options)
        self.game.check_options(resolved)
        return tuple(self.game.seats_for(resolved))

    def __repr__(self) -> str:
        return f"<game {self.name!r}: {self.title}>"

    def __reduce__(self):
        """Pickled by name (a module cannot be pickled): ``GAMES["zot"].new`` can go to a
        process pool like ``zot.Game.new``."""
        return _registered, (self.name,)


def _registered(name: str) -> GameInfo:
    return GAMES[name]


def _info(name: str, title: str, bots: tuple[str, ...], variants=({},), twin: str | None = None,
          doc: str = "", package: str | None = None) -> GameInfo:
    """A ``GameInfo`` read from the game's package (``package``, default ``zzlib.<name>``)."""
    package = package or f"zzlib.{name}"
    module = importlib.import_module(package)
    blind = resample = None
    if twin is not None:
        secrets = importlib.import_module(f"{package}.secrets")
        blind, resample = getattr(secrets, twin), secrets.resample
    # every game gives its action ids in zzlib/<name>/actions.py (which also declares any
    # chance draw of its own: zzlib.core.draws.declare) and its bounds in bounds.py
    actions = importlib.import_module(f"{package}.actions").ACTIONS
    declared = importlib.import_module(f"{package}.bounds").bounds
    # and the schema of its views in schema.py (zzlib.core.schema)
    schemas = (importlib.import_module(f"{package}.schema").view_schema
               if importlib.util.find_spec(f"{package}.schema") else None)
    return GameInfo(name, title, module, MappingProxyType({b: getattr(module.bots, b)
                                                           for b in bots}),
                    tuple(variants), blind, doc, actions, declared, resample, schemas)


#: the games, by name (``GAMES`` is a read-only view of it; ``register`` adds a game)
_GAMES: dict[str, GameInfo] = {
    info.name: info for info in (
        _info("zot", "Jasper and Zot", ("random", "greedy"),
              variants=({}, {"flower_supply": None, "large_chain_bonus": "replace"}),
              doc="docs/jasper-and-zot.md"),
        _info("zapp", "Zapp Zerapp", ("random", "sensible", "fair_search"),
              variants=({}, {"pro": True}, {"players": 2}),
              twin="blind_twin", doc="docs/zapp-zerapp.md"),
        _info("zank", "Zankapfel", ("random", "sensible", "best_colour_one_die", "modest",
                                    "fair_search"),
              variants=({}, {"players": 3, "corruption": True}, {"players": 6, "track_length": 15}),
              twin="blind_twin", doc="docs/zankapfel.md"),
    )
}
GAMES: Mapping[str, GameInfo] = MappingProxyType(_GAMES)
#: the games zzlib ships (a game ``register`` adds is not one of them)
BUILT_IN: tuple[str, ...] = tuple(_GAMES)


def register(name: str, title: str, bots: tuple[str, ...], *, package: str, variants=({},),
             twin: str | None = None, doc: str = "") -> GameInfo:
    """Add a game that is not zzlib's own to ``GAMES`` (its package holds what a registered
    game gives: ``Game``, ``bots``, ``actions``, ``bounds``, ``secrets`` for ``twin``), for
    as long as this process runs or until ``unregister(name)``. The test suite registers a
    test-only game this way (``tests/contract/heap``) so that every shared check runs on a
    fourth game; zzlib itself registers nothing at run time. A name already taken is a
    ``ValueError``."""
    if name in _GAMES:
        raise ValueError(f"a game named {name!r} is registered already")
    info = _info(name, title, bots, variants, twin, doc, package)
    if info.game.NAME != name:
        raise ValueError(f"{package}.Game.NAME is {info.game.NAME!r}, not {name!r}")
    _GAMES[name] = info
    return info


def unregister(name: str) -> None:
    """Take a game ``register`` added out of ``GAMES`` (zzlib's own games stay)."""
    if name in BUILT_IN:
        raise ValueError(f"{name!r} is one of zzlib's own games")
    _GAMES.pop(name, None)
