"""The result of a finished game, the same shape for all three games."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Result:
    """``winners``: the seats that won (several for a joint win, none for a lost solo game);
    ``scores``: each seat's final score or track position; ``reason``: one sentence."""

    winners: tuple[str, ...]
    scores: Mapping[str, float] = field(default_factory=dict)
    reason: str = ""

    def __str__(self) -> str:
        who = " and ".join(self.winners) if self.winners else "nobody"
        pts = ", ".join(f"{k} {v}" for k, v in self.scores.items())
        return f"{who} won ({pts}): {self.reason}" if self.reason else f"{who} won ({pts})"
