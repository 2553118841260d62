"""Every registered game as a PettingZoo AEC environment (``pip install -e '.[rl]'``).

    from zzlib.adapters.pettingzoo import env
    e = env("zapp", players=2)                 # any registered game, any of its options
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, done, cut, info = e.last()
        mask = None if done or cut else obs["action_mask"]
        e.step(None if done or cut else e.action_space(agent).sample(mask))

Agents are the game's seats; actions are its stable ids (``GameInfo.actions``), with the
legal ones in ``obs["action_mask"]``. The observation's ``"observation"`` is the seat's view
(``Game.view``) as JSON, its UTF-8 bytes in ``view_bytes`` numbers (zeros after it:
``view_of(obs)`` reads it back; the views have no declared schema yet). Chance is the game's own
seeded chance: ``reset(seed)`` replays the same game for the same actions. Rewards come at the
end: 1 for each winner, 0 for everyone else. Built on the public face alone.
"""

from __future__ import annotations

import json

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from zzlib import GAMES
from zzlib.core.actions import action_string

#: the bytes of a view in an observation (the longest seen in random games: 1.6 KB)
VIEW_BYTES = 8192


def env(name: str, render_mode: str | None = None, view_bytes: int = VIEW_BYTES,
        **options) -> ZzEnv:
    """The environment of registered game ``name`` with these options (checked at once)."""
    return ZzEnv(name, render_mode, view_bytes, **options)


def view_of(observation) -> dict:
    """The view an observation holds."""
    return json.loads(bytes(observation["observation"]).rstrip(b"\0"))


class ZzEnv(AECEnv):
    def __init__(self, name: str, render_mode: str | None = None,
                 view_bytes: int = VIEW_BYTES, **options):
        super().__init__()
        if name not in GAMES:
            raise ValueError(f"name: no game {name!r} (games: {', '.join(GAMES)})")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode: None or 'ansi', got {render_mode!r}")
        if isinstance(view_bytes, bool) or not isinstance(view_bytes, int) or view_bytes < 64:
            raise ValueError(f"view_bytes: a whole number of at least 64, got {view_bytes!r}")
        self.info, self.options, self.render_mode = GAMES[name], options, render_mode
        self.view_bytes = view_bytes
        self.metadata = {"name": f"zzlib_{name}_v0", "render_modes": ["ansi"],
                         "is_parallelizable": False}
        self.possible_agents = list(self.info.seats(**options))
        self.layout = self.info.actions.layout(options)
        n = self.layout.num_actions
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0, 255, (view_bytes,), np.uint8),
            "action_mask": spaces.Box(0, 1, (n,), np.int8)}) for a in self.possible_agents}
        self.game = None

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed=None, options=None):
        self.game = self.info.new(seed, **self.options)
        self.game.trace = False  # nobody reads the sentences here
        self.game.advance()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.game.to_move

    def observe(self, agent):
        g = self.game
        mask = np.zeros(self.layout.num_actions, np.int8)
        if agent == g.to_move:
            mask[[self.layout.encode(m) for m in g.legal_moves()]] = 1
        data = json.dumps(g.view(agent), sort_keys=True).encode()
        if len(data) > self.view_bytes:
            raise ValueError(f"view_bytes: {agent}'s view takes {len(data)} bytes, more than "
                             f"{self.view_bytes}: make the environment with more")
        obs = np.zeros(self.view_bytes, np.uint8)
        obs[: len(data)] = np.frombuffer(data, np.uint8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        g = self.game
        move = self.layout.decode(action)
        g.play(move)  # an illegal move raises IllegalMove and changes nothing
        g.advance()
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        self.infos[agent] = {"move": action_string(move, agent)}
        if g.is_over:
            won = set(g.result.winners)
            self.rewards = {a: float(a in won) for a in self.agents}
            self.terminations = {a: True for a in self.agents}
        else:
            self.agent_selection = g.to_move
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return repr(self.game)
        return None

    def close(self):
        self.game = None
