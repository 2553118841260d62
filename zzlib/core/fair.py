"""Fair play: what a seat has seen cannot be played around.

``Game.undo`` and ``Game.rewind`` are the referee's tools: they go back anywhere and put the
chance back, so the same steps draw the same dice, shuffles and cards again. That is what a
bot's search, a lab or a test needs, and it is exactly what a player must not have: undo a
decision after the dice were rolled and the same dice come again, so the decision can be
made knowing them.

This module says when going back is fair for a seat. Going back from now to ``states[to]``
takes back every step after ``to``; each of them must be one a player at a real table could
take back:

- a decision of this seat (another seat's decision, a person's or a bot's, has answered it:
  the other player acted on it, and may have shown something of their own in doing so);
- not final by a rule (``Game.FINAL``: a Zapp Zerapp barrel once set down stays down, a
  Zankapfel die once taken is not handed back);
- drawing no chance (a die, a shuffle, a deal, a rattle: undo would draw the same again);
- showing nothing hidden (``Game._shows``: a reveal, a card turned up for sale).

``barrier`` returns the first step after ``to`` that fails one of these (closest to the
decision taken back), as a ``Barrier`` with the rule it rests on and a sentence; None when
going back is fair. A widget in fair play (the default for a game with secrets) lets a person
undo only through it; practice mode goes back anywhere and says so on the page.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Barrier:
    """A step that cannot be taken back: ``at`` is its index in the log; ``rule`` the rule id
    it rests on (a rulebook rule, or the rule of the event that drew or showed; None for
    another player's decision); ``reason`` says why in a sentence ("chance was drawn since (The
    dice show 3 and 4...)"), with nothing a seat may not see."""

    at: int
    rule: str | None
    reason: str


def last_decision(game, seat=None, *, anyone: bool = False) -> int | None:
    """The log index of the last decision (of ``seat``, or of anyone with ``anyone=True``);
    None when there is none."""
    log = game._log
    for i in range(len(log) - 1, 0, -1):
        e = log[i]
        if e.kind == "move" and (anyone or e.player == seat):
            return i
    return None


def barrier(game, seat: str | None, to: int) -> Barrier | None:
    """Why ``seat`` may not take ``game`` back to ``states[to]`` (None: it may).

    Checks the steps after ``to`` in the order they were played and returns the first that
    cannot be crossed (``step_barrier``). A spectator (``seat`` None) takes back no
    decision."""
    states = game._states
    if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to < len(states):
        raise ValueError(f"no state {to!r}: there are {len(states)} states")
    for j in range(to + 1, len(states)):
        found = step_barrier(game, seat, j)
        if found is not None:
            return found
    return None


def step_barrier(game, seat: str | None, j: int) -> Barrier | None:
    """Why ``seat`` may not take back log entry ``j`` (None: it may): another seat's decision,
    a decision final by ``game.FINAL``'s rule, a step that drew chance, or one that showed
    something hidden (``game._shows``)."""
    e = game._log[j]
    if e.kind == "move":
        if e.player != seat:
            return Barrier(j, None, f"{e.player} has played since ({e.public()['move']}), and "
                           "a decision stands once another player has played after it.")
        rule = game.FINAL.get(type(e.move))
        if rule is not None:
            title = game.RULES[rule].title if rule in game.RULES else rule
            return Barrier(j, rule, f"'{e.public()['move']}' cannot be taken back "
                           f"({title[:1].lower() + title[1:]}).")
    said = _said(e)
    if e.outcomes:
        drawn = _drawn(game, e) or said
        kinds = sorted({o.kind for o in e.outcomes})
        what = drawn[0] if drawn else f"the {e.step} step drew {', '.join(kinds)}"
        return Barrier(j, drawn[1] if drawn else None,
                       f"chance was drawn since ({what}), and going back would draw the "
                       "same again.")
    shown = game._shows(game._states[j - 1], game._states[j])
    if shown is not None:
        text = next((ev.text.rstrip(".") for ev in e.events if ev.rule == shown), None)
        text = text or (said[0] if said else game.RULES[shown].title)
        return Barrier(j, shown, f"something hidden was shown since ({text}).")
    return None


def undo_barrier(game, seat: str | None) -> tuple[int | None, Barrier | None]:
    """``seat``'s last decision (its log index, None when it made none) and why taking it back
    is not fair (None: it is)."""
    i = last_decision(game, seat)
    if i is None:
        return None, None
    return i, barrier(game, seat, i - 1)


def _drawn(game, entry) -> tuple[str, str] | None:
    """The sentence and rule of the event that tells the entry's first draw (by the game's
    ``CHANCE_RULES``: a chance kind, or its prefix such as ``"dice."``, to the rules of the
    events that tell it), or None."""
    kind = entry.outcomes[0].kind
    rules = game.CHANCE_RULES.get(kind) or game.CHANCE_RULES.get(kind.split(".")[0] + ".", ())
    for ev in entry.events:
        if ev.rule in rules:
            return ev.text.rstrip("."), ev.rule
    return None


def _said(entry) -> tuple[str, str] | None:
    """The first sentence of an entry's events and its rule (None when it has none: untraced)."""
    for ev in entry.events:
        return ev.text.rstrip("."), ev.rule
    return None


__all__ = ["Barrier", "barrier", "last_decision", "step_barrier", "undo_barrier"]
