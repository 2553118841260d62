"""Every registered game as a PettingZoo AEC environment (``pip install -e '.[rl]'``).

    from zzlib.adapters.pettingzoo import env
    e = env("zapp", players=2)                 # any registered game, any of its options
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, done, cut, info = e.last()
        mask = None if done or cut else obs["action_mask"]
        e.step(None if done or cut else e.action_space(agent).sample(mask))

Agents are the game's seats; actions are its stable ids (``GameInfo.actions``), the legal ones
in ``obs["action_mask"]`` and, for the agent to move, in ``info["action_mask"]`` too (an agent
that reads no observation: ``e.last(observe=False)``). ``obs["observation"]`` is the seat's
view as a vector (``GameInfo.view_schema(...).vector``: float32 within the schema's bounds);
``e.view(agent)`` is the view itself. Chance is the game's own seeded chance: ``reset(seed)``
replays the same game for the same actions. Rewards come at the end: 1 for each winner, 0 for
everyone else. Built on the public face alone.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from zzlib import GAMES
from zzlib.core.actions import action_string


def env(name: str, render_mode: str | None = None, **options) -> ZzEnv:
    """The environment of registered game ``name`` with these options (checked at once)."""
    return ZzEnv(name, render_mode, **options)


class ZzEnv(AECEnv):
    def __init__(self, name: str, render_mode: str | None = None, **options):
        super().__init__()
        if name not in GAMES:
            raise ValueError(f"name: no game {name!r} (games: {', '.join(GAMES)})")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode: None or 'ansi', got {render_mode!r}")
        self.info, self.options, self.render_mode = GAMES[name], options, render_mode
        self.metadata = {"name": f"zzlib_{name}_v0", "render_modes": ["ansi"],
                         "is_parallelizable": False}
        self.possible_agents = list(self.info.seats(**options))
        self.layout = self.info.actions.layout(options)
        self.schema = s = self.info.view_schema(**options)
        n = self.layout.num_actions
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(s.low, s.high, (s.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8)}) for a in self.possible_agents}
        self.game = None

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def view(self, agent: str | None) -> dict:
        """``agent``'s view of the game (None: a spectator's), as ``Game.view`` gives it."""
        return self.game.view(agent)

    def _mask(self, agent) -> np.ndarray:
        mask = np.zeros(self.layout.num_actions, np.int8)
        if agent == self.game.to_move:
            encode = self.layout.encode
            mask[[encode(m) for m in self.game.legal_moves()]] = 1
        return mask

    def reset(self, seed=None, options=None):
        self.game = self.info.new(seed, **self.options)
        self.game.trace = False  # nobody reads the sentences here
        self.game.advance()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = a = self.game.to_move
        self.infos[a] = {"action_mask": self._mask(a)}

    def observe(self, agent):
        info = self.infos.get(agent, {})
        mask = info["action_mask"] if "action_mask" in info else self._mask(agent)
        return {"observation": self.schema.vector(self.game.view(agent)), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        g = self.game
        move = self.layout.decode(action)
        g.play(move)  # an illegal move raises IllegalMove and changes nothing
        g.advance()
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos[agent] = {"move": action_string(move, agent)}
        if g.is_over:
            won = set(g.result.winners)
            self.rewards = {a: float(a in won) for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = a = g.to_move
            self.infos[a] = {**self.infos[a], "action_mask": self._mask(a)}
        self._accumulate_rewards()

    def render(self):
        return repr(self.game) if self.render_mode == "ansi" else None

    def close(self):
        self.game = None
