"""A game walked one decision or one chance part at a time, as a tree-search library walks it.

``Game.next_chance`` says what the next step draws; a library that treats every draw as a
chance node (OpenSpiel) needs the game held between them: the move decided but not yet played,
the parts of a draw chosen so far, the outcomes forced for this step. ``Walk`` holds them::

    w = Walk(zzlib.GAMES["zank"].new(0, players=3))
    w.settle()                               # play automatic steps until a draw or a seat
    while not w.game.is_over:
        if w.event is not None:              # a chance node: one part of w.event's draw
            values, probs = zip(*w.outcomes(points=3))
            w.choose(pick(values, probs))
        else:                                # a decision of w.game.to_move
            w.decide(some_legal_move)

Each step runs once when it draws nothing unforced; a step that draws more than was forced
is taken back (``rewind``) and ``next_chance`` says what comes. ``fork()`` copies it cheaply
(``Game.fork``); a ``Walk`` pickles as the game's save file.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Walk"]


class Walk:
    """A game between chance parts: ``move`` decided and waiting for its draws, ``event`` the
    draw being chosen (a ``ChanceEvent``, or None when a seat decides or the game is over),
    ``parts`` its parts chosen so far, ``forced`` the outcomes forced for this step."""

    def __init__(self, game, move: Any = None, parts=(), event=None, forced: int = 0):
        self.game, self.move, self.parts, self.forced = game, move, list(parts), forced
        self.event, self._abc = event, None

    def fork(self) -> Walk:
        return Walk(self.game.fork(), self.move, self.parts, self.event, self.forced)

    def __deepcopy__(self, memo):
        return self.fork()

    def __reduce__(self):
        g = self.game
        return _restore, (g.NAME, g.to_json(), self.move, tuple(self.parts), self.forced)

    def alphabet(self, points: int | None = None) -> tuple[tuple, dict]:
        """The values one part of the current draw can take, and each value's index."""
        if self._abc is None:
            letters = self.event.dist.alphabet(points)
            self._abc = letters, {v: i for i, v in enumerate(letters)}
        return self._abc

    def outcomes(self, points: int | None = None) -> list[tuple[Any, float]]:
        """The next part's values and their probabilities, given the parts chosen so far."""
        return self.event.dist.outcomes(self.parts, points)

    def decide(self, move: Any) -> None:
        """Play ``move`` of the seat to move (up to its first unforced draw)."""
        if self.event is not None:
            raise ValueError("a chance part is to be chosen first (Walk.choose)")
        self.move = move
        self.settle()

    def choose(self, value: Any) -> None:
        """Choose the next part of the current draw; the last part forces the whole draw."""
        if self.event is None:
            raise ValueError("no chance draw is waiting (Walk.decide)")
        self.parts.append(value)
        if len(self.parts) < self.event.dist.parts:
            return  # the same draw: its next part
        self.game.force(self.event.kind, self.event.dist.join(self.parts))
        self.parts, self.forced, self._abc = [], self.forced + 1, None
        self.settle()

    def settle(self) -> None:
        """Play each decided step until a draw or a seat is waited for (a step that drew more
        than was forced is taken back, and ``next_chance`` says what)."""
        g = self.game
        while not g.is_over and (self.move is not None or g.to_move is None):
            at = len(g.log)
            g.play(self.move) if self.move is not None else g.step()
            if len(g.log[-1].outcomes) > self.forced:
                g.rewind(at - 1)
                self.event, self._abc = g.next_chance(self.move), None
                return
            self.move, self.event, self.forced = None, None, 0


def _restore(name, text, move, parts, forced):
    from zzlib import GAMES

    walk = Walk(GAMES[name].game.from_json(text), move, parts, None, forced)
    walk.game.trace = False
    walk.settle()
    return walk
