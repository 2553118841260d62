"""The scenario editor that Jasper and Zot's board and Zapp Zerapp's mountain share.

A board that lets a reader set up a position mixes :class:`PositionEditor` in before
:class:`~widgets.base.GameWidget` and gets three requests:

- ``{"action": "edit", "on": bool}``: start editing the position shown (``on`` while editing
  keeps the draft), or leave the editor and drop the draft;
- ``{"action": "paste", "text": "..."}``: replace the draft by a position's text (at most
  ``MAX_TEXT`` characters);
- ``{"action": "start"}``: a new game of the same options from the draft, handed to the
  engine as its option ``POSITION_OPTION``; the engine checks it (a refusal names its rule).

The board says how its positions are read and written:

- ``_draft_now()``: the position the page shows now, as a draft;
- ``_draft_from(text)``: a pasted text as a draft (raise ``Refused`` or ``ValueError``);
- ``_editor_reset()`` (optional): forget the editor's own picks, after each of the three;
- ``_forget_game()`` (optional): forget what the board kept of the old game, at ``start``.

The draft is ``self._draft`` (``None`` outside the editor); its ``to_text()`` is what the
engine's option takes.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .base import Refused, excerpt


class PositionEditor:
    """Edit, paste and start: the editor's requests, on any board with a position option."""

    #: the engine's option that takes the edited position's text
    POSITION_OPTION: ClassVar[str]
    #: characters accepted in a pasted position
    MAX_TEXT: ClassVar[int]
    REQUESTS: ClassVar[dict] = {"edit": "_on_edit", "paste": "_on_paste", "start": "_on_start"}

    _draft: Any = None

    def _draft_now(self):
        raise NotImplementedError

    def _draft_from(self, text: str):
        raise NotImplementedError

    def _editor_reset(self) -> None:
        pass

    def _forget_game(self) -> None:
        pass

    def _on_edit(self, content):
        on = content.get("on")
        if not isinstance(on, bool):
            raise Refused("'on' must be true or false")
        if on and self._draft is None:
            self._draft = self._draft_now()
        elif not on:
            self._draft = None
        self._editor_reset()
        return {}

    def _on_paste(self, content):
        if self._draft is None:
            raise Refused("turn on the editor to paste a position")
        text = content.get("text")
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, got {excerpt(text)}")
        if len(text) > self.MAX_TEXT:
            raise Refused(f"a position is at most {self.MAX_TEXT} characters, got {len(text)}")
        self._draft = self._draft_from(text)
        self._editor_reset()
        return {}

    def _on_start(self, content):
        if self._draft is None:
            raise Refused("turn on the editor first")
        g = self.game
        options = {**g.given_options, self.POSITION_OPTION: self._draft.to_text()}
        # a fresh seed: the old game's would bring back the chance it already showed (Jasper
        # and Zot's dice and draws, the barrels' numbers); a ValueError names the option's problem
        self.game = type(g).new(**options)
        self._draft = None
        self._editor_reset()
        self._marks.clear()
        self._rng_at.clear()
        self._forget_game()
        before = len(self.game.log)
        if self.autoplay:
            self._run()
        self._note("New game from the edited position.", before)
        self._pass_screen()
        return {"index": len(self.game.log) - 1}
