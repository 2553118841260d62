"""Every registered game as an OpenSpiel game ``zzlib_<name>`` (``pip install -e '.[rl]'``):
``load("zank", players=3)`` or ``pyspiel.load_game("zzlib_zank(players=3)")``.

Each option is a parameter of its default's type, None written ``NONE[type]`` (-1, -1.0, "");
an option whose default is None is a string ("": None; a dict or list: ``"json:"`` and its JSON
in URL-safe base64, as ``load`` writes it; ``players`` is a number, never a list). ``points``:
the enumerable form of a continuous draw. Each part of each draw (``Game.next_chance``) is a
chance node; actions are the stable ids; returns 1 per winner; players, information and length
are the declared bounds. Observation: the view's vector (``GameInfo.view_schema``;
``private_info=NONE``: a spectator's) and JSON. Only the public face is used.
"""

from __future__ import annotations

import base64
import json

import numpy as np
import pyspiel

from zzlib import GAMES
from zzlib.core.actions import action_string

PREFIX, NONE, JSON = "zzlib_", {int: -1, float: -1.0, str: ""}, "json:"
T = pyspiel.GameType


def _param(value, kind):
    """An option's value as its parameter (of type ``kind``)."""
    if isinstance(value, (dict, list)):
        return JSON + base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")
    return NONE[kind] if value is None else value


def _option(value, kind, default):
    """A parameter's value as its option's."""
    if value == NONE.get(kind, ()) and (default is None or kind is not str):
        return None
    if kind is str and value.startswith(JSON):
        text = value[len(JSON):]
        return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    return value


def load(name: str, points: int = 3, **options) -> pyspiel.Game:
    """The OpenSpiel game of registered game ``name`` with these options."""
    kinds = GAME_CLASSES[name].kinds
    return pyspiel.load_game(PREFIX + name, {"points": points, **{
        k: _param(v, kinds[k]) for k, v in options.items()}})


class _Play:
    """A game mid-way through OpenSpiel's steps: the move decided, the draw being chosen (its
    alphabet, parts so far) and the outcomes forced for this step. Pickled as its save file."""

    def __init__(self, game, move=None, parts=(), event=None, forced=0):
        self.game, self.move, self.parts, self.forced = game, move, list(parts), forced
        self.event, self.abc = event, None

    def __deepcopy__(self, memo):
        return _Play(self.game.fork(), self.move, self.parts, self.event, self.forced)

    def __reduce__(self):
        g = self.game
        return _restore, (g.NAME, g.to_json(), self.move, tuple(self.parts), self.forced)

    def alphabet(self, points):
        if self.abc is None:
            letters = self.event.dist.alphabet(points)
            self.abc = letters, {v: i for i, v in enumerate(letters)}
        return self.abc

    def settle(self):
        """Play each decided step until a draw or a player is waited for (a step that drew
        more than was forced is taken back, and ``next_chance`` says what)."""
        g = self.game
        while not g.is_over and (self.move is not None or g.to_move is None):
            at = len(g.log)
            g.play(self.move) if self.move is not None else g.step()
            if len(g.log[-1].outcomes) > self.forced:
                g.rewind(at - 1)
                self.event, self.abc = g.next_chance(self.move), None
                return
            self.move, self.event, self.forced = None, None, 0


def _restore(name, text, move, parts, forced):
    play = _Play(GAMES[name].game.from_json(text), move, parts, None, forced)
    play.game.trace = False
    play.settle()
    return play


class _State(pyspiel.State):
    def __init__(self, game):
        super().__init__(game)
        self._play = game.start.__deepcopy__(None)  # the only attribute: cloned, pickled

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
        return sorted((ids[v], q) for v, q in p.event.dist.outcomes(p.parts, points))

    def _apply_action(self, action):
        p = self._play
        if p.event is None:
            p.move = self._spec.layout.decode(action)
        else:
            p.parts.append(p.alphabet(self._spec.points)[0][action])
            if len(p.parts) < p.event.dist.parts:
                return  # the same draw: its next part
            p.game.force(p.event.kind, p.event.dist.join(p.parts))
            p.parts, p.forced, p.abc = [], p.forced + 1, None
        p.settle()

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
    kinds = {k: str if o.default is None else type(o.default) for k, o in info.options.items()}
    defaults = {k: _param(o.default, kinds[k]) for k, o in info.options.items()}
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
            self.options = o = {k: _option(params[k], kinds[k], info.options[k].default)
                                for k in info.options if params[k] != defaults[k]}
            self.seats, self.layout = info.seats(**o), info.actions.layout(o)
            self.schema, b = info.view_schema(**o), info.bounds(**o)
            super().__init__(kind, pyspiel.GameInfo(
                num_distinct_actions=self.layout.num_actions, num_players=len(self.seats),
                max_chance_outcomes=info.actions.max_chance_outcomes(o, self.points),
                min_utility=b.returns[0], max_utility=b.returns[1],
                max_game_length=b.decisions), params)
            self.start = _Play(info.new(0, **o))  # the seed draws nothing: every
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
