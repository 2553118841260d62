"""Every registered game as an OpenSpiel game ``zzlib_<name>`` (``pip install -e '.[rl]'``):
``load("zank", players=3)`` or ``pyspiel.load_game("zzlib_zank(players=3)")``.

Each option is a parameter of its default's type (``zzlib.core.options.to_flat``: None is -1,
-1.0 or ""; an option whose default is None is a string, a dict or list as ``"json:"`` and its
JSON in URL-safe base64; ``players`` is a number, never a list). ``points``: the enumerable form
of a continuous draw. Each part of each draw is a chance node (``zzlib.core.walk.Walk``); actions are the stable ids; returns 1 per winner; players, information and length
are the declared bounds. Observation: the view's vector (``GameInfo.view_schema``;
``private_info=NONE``: a spectator's) and JSON. Only the public face is used.
"""

from __future__ import annotations

import json

import numpy as np
import pyspiel

from zzlib import GAMES
from zzlib.core.actions import action_string
from zzlib.core.options import flat_kind, from_flat, to_flat
from zzlib.core.walk import Walk

PREFIX = "zzlib_"
T = pyspiel.GameType


def load(name: str, points: int = 3, **options) -> pyspiel.Game:
    """The OpenSpiel game of registered game ``name`` with these options."""
    kinds = GAME_CLASSES[name].kinds
    return pyspiel.load_game(PREFIX + name, {"points": points, **{
        k: to_flat(v, kinds[k]) for k, v in options.items()}})


class _State(pyspiel.State):
    def __init__(self, game):
        super().__init__(game)
        self._play = game.start.fork()  # the only attribute: cloned, pickled

    _spec = property(pyspiel.State.get_game)

    def current_player(self):
        p = self._play
        if p.event is not None:
            return pyspiel.PlayerId.CHANCE
        who = p.game.to_move
        return pyspiel.PlayerId.TERMINAL if who is None else self._spec.seats.index(who)

    def _legal_actions(self, player):
        return self._spec.info.actions.legal_actions(self._play.game)

    def chance_outcomes(self):
        p, points = self._play, self._spec.points
        ids = p.alphabet(points)[1]
        return sorted((ids[v], q) for v, q in p.outcomes(points))

    def _apply_action(self, action):
        p = self._play
        if p.event is None:
            p.decide(self._spec.layout.decode(action))
        else:
            p.choose(p.alphabet(self._spec.points)[0][action])

    def _action_to_string(self, player, action):
        p = self._play
        if player != pyspiel.PlayerId.CHANCE:
            return action_string(self._spec.layout.decode(action), self._spec.seats[player])
        return f"{p.event.kind}: {p.alphabet(self._spec.points)[0][action]}" if p.event \
            else f"chance {action}"

    def is_terminal(self):
        return self._play.game.is_over

    def returns(self):
        g = self._play.game
        won = set(g.result.winners) if g.is_over else ()
        return [float(s in won) for s in self._spec.seats]

    def __str__(self):
        return f"{self._play.game!r} waiting={self._play.move!r} parts={self._play.parts!r}"


class _Observer:
    """The view's vector (``tensor``, by key in ``dict``) and its JSON, of a player or, with
    ``public``, of a spectator."""

    def __init__(self, schema, public):
        self.schema, self.public, self.tensor = schema, public, np.zeros(schema.size, np.float32)
        self.dict = {k: self.tensor[s] for k, s in schema.slices.items()}

    def _view(self, state, player):
        return state._play.game.view(None if self.public else state._spec.seats[player])

    def set_from(self, state, player):
        self.schema.vector(self._view(state, player), self.tensor)

    def string_from(self, state, player):
        return json.dumps(self._view(state, player), sort_keys=True, default=str)


def _register(info):
    kinds = {k: flat_kind(o) for k, o in info.options.items()}
    defaults = {k: to_flat(o.default, kinds[k]) for k, o in info.options.items()}
    b = info.bounds()
    kind = T(short_name=PREFIX + info.name, long_name=info.title,
             dynamics=T.Dynamics.SEQUENTIAL, chance_mode=T.ChanceMode.EXPLICIT_STOCHASTIC,
             information=T.Information.PERFECT_INFORMATION if b.perfect_information
             else T.Information.IMPERFECT_INFORMATION, utility=T.Utility.GENERAL_SUM,
             reward_model=T.RewardModel.TERMINAL, max_num_players=b.players[1],
             min_num_players=b.players[0], provides_information_state_string=False,
             provides_information_state_tensor=False, provides_observation_string=True,
             provides_observation_tensor=True, parameter_specification={"points": 3, **defaults})

    class Game(pyspiel.Game):
        def __init__(self, params=None):
            params = {"points": 3, **defaults, **(params or {})}
            self.points, self.info = params["points"], info
            self.options = o = {k: from_flat(params[k], kinds[k], info.options[k].default)
                                for k in info.options if params[k] != defaults[k]}
            self.seats, self.layout = info.seats(**o), info.actions.layout(o)
            self.schema, b = info.view_schema(**o), info.bounds(**o)
            super().__init__(kind, pyspiel.GameInfo(
                num_distinct_actions=self.layout.num_actions, num_players=len(self.seats),
                max_chance_outcomes=info.actions.max_chance_outcomes(o, self.points),
                min_utility=b.returns[0], max_utility=b.returns[1],
                max_game_length=b.decisions), params)
            self.start = Walk(info.new(0, **o))  # the seed draws nothing: every
            self.start.game.trace = False         # outcome is a chance node's
            self.start.settle()

        def new_initial_state(self, *_):
            return _State(self)

        def make_py_observer(self, iig_obs_type=None, params=None):
            return _Observer(self.schema, iig_obs_type is not None and
                             iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE)

    Game.kinds = kinds
    pyspiel.register_game(kind, Game)
    return Game


GAME_CLASSES = {name: _register(info) for name, info in GAMES.items()}
