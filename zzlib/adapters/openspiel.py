"""Every registered game as an OpenSpiel game (``pip install -e '.[rl]'``).

    import pyspiel
    from zzlib.adapters import openspiel
    game = openspiel.load("zank", players=3, corruption=True)   # or pyspiel.load_game(...)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)

Each game registers as ``zzlib_<name>`` with two parameters: ``options`` (the game's options
as JSON in URL-safe base64, so that any option, None included, fits a game string) and
``points`` (the enumerable form of a continuous draw: Zapp Zerapp's rattle noise). Chance is
explicit: each part of each draw (``Game.next_chance``) is a chance node whose outcomes are
the part's values (``dist.alphabet``); player actions are the stable ids
(``GameInfo.actions``). Returns: 1 for each winner, 0 for everyone else. The players range,
the information and the game length are the game's declared bounds (``GameInfo.bounds``; a
length that holds with probability ``1 - risk`` where the rules set none). Built on the public
face alone: the registry, ``next_chance``, ``force``, ``fork``, ``view``, the action ids.
"""

from __future__ import annotations

import base64
import json

import pyspiel

from zzlib import GAMES
from zzlib.core.actions import action_string

PREFIX = "zzlib_"


def pack(options: dict) -> str:
    text = json.dumps(options, sort_keys=True, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def unpack(text: str) -> dict:
    return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))


def load(name: str, points: int = 3, **options) -> pyspiel.Game:
    """The OpenSpiel game of registered game ``name`` with these options."""
    return pyspiel.load_game(PREFIX + name, {"options": pack(options), "points": points})


class _Play:
    """A zzlib game mid-way through OpenSpiel's steps: the move decided and waiting for its
    draws, the draw being chosen and its parts so far. Copied by ``fork``; pickled as its
    save file."""

    def __init__(self, game, move=None, parts=(), event=None):
        self.game, self.move, self.parts, self.event = game, move, list(parts), event

    def __deepcopy__(self, memo):
        return _Play(self.game.fork(), self.move, self.parts, self.event)

    def __reduce__(self):
        return _restore, (self.game.NAME, self.game.to_json(), self.move, tuple(self.parts))

    def settle(self):
        """Run every step that is decided, until a draw or a player is waited for."""
        g = self.game
        while not g.is_over and (self.move is not None or g.to_move is None):
            self.event = g.next_chance(self.move)
            if self.event is not None:
                return
            g.play(self.move) if self.move is not None else g.step()
            self.move = None


def _restore(name, text, move, parts):
    play = _Play(GAMES[name].game.from_json(text), move, parts)
    play.game.trace = False
    play.settle()
    return play


def _register(info):
    declared = info.bounds()
    lo, hi = declared.players
    kind = pyspiel.GameType(
        short_name=PREFIX + info.name, long_name=info.title,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION
                     if declared.perfect_information
                     else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=hi, min_num_players=lo,
        provides_information_state_string=False, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
        parameter_specification={"options": pack({}), "points": 3})

    class Game(pyspiel.Game):
        def __init__(self, params=None):
            params = {"options": pack({}), "points": 3, **(params or {})}
            self.options, self.points = unpack(params["options"]), params["points"]
            self.info, self.seats = info, info.seats(**self.options)
            self.layout = info.actions.layout(self.options)
            self.bounds = b = info.bounds(**self.options)
            super().__init__(kind, pyspiel.GameInfo(
                num_distinct_actions=self.layout.num_actions,
                max_chance_outcomes=info.actions.max_chance_outcomes(self.options, self.points),
                num_players=len(self.seats), min_utility=b.returns[0],
                max_utility=b.returns[1], max_game_length=b.decisions), params)
            self.start = _Play(info.new(0, **self.options))  # the seed draws nothing: every
            self.start.game.trace = False                    # outcome is a chance node's
            self.start.settle()

        def new_initial_state(self, *_):
            return State(self)

        def make_py_observer(self, iig_obs_type=None, params=None):
            return Observer()

    class State(pyspiel.State):
        def __init__(self, game):
            super().__init__(game)
            self._play = game.start.__deepcopy__(None)  # the only attribute: cloned, pickled

        @property
        def _spec(self):
            return self.get_game()

        def current_player(self):
            p = self._play
            if p.game.is_over:
                return pyspiel.PlayerId.TERMINAL
            if p.event is not None:
                return pyspiel.PlayerId.CHANCE
            return self._spec.seats.index(p.game.to_move)

        def _legal_actions(self, player):
            return self._spec.info.actions.legal_actions(self._play.game)

        def _alphabet(self):
            return self._play.event.dist.alphabet(self._spec.points)

        def chance_outcomes(self):
            ev, parts = self._play.event, self._play.parts
            ids = {v: i for i, v in enumerate(self._alphabet())}
            return sorted((ids[v], p) for v, p in ev.dist.outcomes(parts, self._spec.points))

        def _apply_action(self, action):
            p = self._play
            if p.event is None:
                p.move = self._spec.layout.decode(action)
            else:
                p.parts.append(self._alphabet()[action])
                if len(p.parts) < p.event.dist.parts:
                    return  # the same draw: its next part
                p.game.force(p.event.kind, p.event.dist.join(p.parts))
                p.parts = []
            p.settle()

        def _action_to_string(self, player, action):
            if player == pyspiel.PlayerId.CHANCE:
                ev = self._play.event
                return f"{ev.kind}: {self._alphabet()[action]}" if ev else f"chance {action}"
            return action_string(self._spec.layout.decode(action), self._spec.seats[player])

        def is_terminal(self):
            return self._play.game.is_over

        def returns(self):
            g = self._play.game
            won = set(g.result.winners) if g.is_over else ()
            return [float(s in won) for s in self._spec.seats]

        def __str__(self):
            p = self._play
            return f"{p.game!r} waiting={p.move!r} parts={p.parts!r}"

    class Observer:
        tensor, dict = None, {}
        set_from = staticmethod(lambda state, player: None)

        def string_from(self, state, player):
            seat = state._spec.seats[player]
            return json.dumps(state._play.game.view(seat), sort_keys=True, default=str)

    pyspiel.register_game(kind, Game)
    return Game


GAME_CLASSES = {name: _register(info) for name, info in GAMES.items()}
