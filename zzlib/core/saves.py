"""Save files: a game's complete record as JSON (``Game.to_json``) and its strict replay
(``Game.from_json``), apart from the rules and the match (``zzlib.core.game`` delegates here).

The save file is the referee's complete record: the seed, the options, every move and
automatic step with the chance outcomes forced in it, the forced outcomes still pending, a
digest of the final position and a digest of the whole document. It holds every secret (the
seed rebuilds every shuffle): it is for the referee, not for a player. Reading one trusts
nothing in it (``zzlib.core.savefile`` bounds and parses the text; see ``from_json``).
"""

from __future__ import annotations

import json
from typing import Any

from .jsonable import digest, excerpt, freeze, from_jsonable, to_jsonable
from .rules import IllegalMove
from .savefile import document_digest, parse, shorten

FORMAT = "zzlib.game"
VERSION = 2
#: the fields of a save file (all required)
FIELDS = ("format", "version", "game", "seed", "options", "log", "pending_forced", "final",
          "digest")


def to_json(game) -> str:
    """The referee's complete record of the game, as JSON (it holds every secret).

    Fields: ``format``, ``version``, ``game``, ``seed``, ``options`` (as given),
    ``log`` (each step: ``{"move": {"type": ..., fields}}`` or ``{"auto": step name}``,
    with ``"forced": [[kind, value], ...]`` for the outcomes forced in it, in drawn
    order), ``pending_forced`` (forced outcomes not drawn yet), ``final`` (a digest of the
    position reached) and ``digest`` (of the whole document but itself). ``from_json``
    replays it and refuses any file that does not describe this game exactly.
    """
    steps = []
    for e in game._log[1:]:
        item: dict[str, Any] = {}
        forced = [[o.kind, to_jsonable(o.value)] for o in e.outcomes if o.forced]
        if forced:
            item["forced"] = forced
        if e.kind == "move":
            item["move"] = {"type": type(e.move).__name__, **to_jsonable(e.move)}
        else:
            item["auto"] = e.step
        steps.append(item)
    pending = [[k, to_jsonable(v)] for k, v in game.chance.pending()]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.NAME,
        "seed": game.seed,
        "options": to_jsonable(game.given_options),
        "log": steps,
        "pending_forced": pending,
        "final": digest(game.state),
    }
    doc["digest"] = document_digest(doc)
    return json.dumps(doc, indent=1, sort_keys=True, allow_nan=False)


def from_json(cls: type, text: str | bytes):
    """Replay a saved game; a damaged or altered file raises ``ValueError`` naming the
    field or log entry that is wrong, and never loads as another game.

    Sizes, nesting and numbers are bounded before the file is parsed; every field's type
    and shape is checked before use; each step must replay as recorded, drawing exactly
    the outcomes forced in it; the whole document must match its digest (checked before
    any step is replayed) and the final position its own.

    The digests are not keyed: they catch damage and careless edits, not a determined
    editor, who can re-sign an edited file with zzlib's own ``document_digest``; such a
    file still has to replay move by move, every forced outcome drawn where it is
    recorded."""
    from .game import seed_problem  # the game module imports this one

    doc = parse(text)
    if not isinstance(doc, dict):
        raise ValueError("not a saved game: the file holds no JSON object")
    for key in FIELDS:
        if key not in doc:
            raise ValueError(f"not a saved game: missing field {key!r}")
    extra = sorted(set(doc) - set(FIELDS))
    if extra:
        raise ValueError(f"not a saved game: unknown field {excerpt(extra[0])}")
    if doc["format"] != FORMAT:
        raise ValueError(f"field 'format' must be {FORMAT!r}, got {excerpt(doc['format'])}")
    if type(doc["version"]) is not int or doc["version"] != VERSION:
        raise ValueError(
            f"field 'version': cannot read version {excerpt(doc['version'])} "
            f"(this zzlib reads version {VERSION})"
        )
    if doc["game"] != cls.NAME:
        raise ValueError(
            f"field 'game': the file is for {excerpt(doc['game'])}, not {cls.NAME!r}"
        )
    problem = seed_problem(doc["seed"])
    if problem:
        raise ValueError(f"field 'seed': {problem}")
    if not isinstance(doc["options"], dict):
        raise ValueError("field 'options' must be an object")
    if not isinstance(doc["log"], list):
        raise ValueError("field 'log' must be a list")
    if not isinstance(doc["pending_forced"], list):
        raise ValueError("field 'pending_forced' must be a list of [kind, value]")
    for key in ("final", "digest"):
        if not isinstance(doc[key], str) or len(doc[key]) != 16:
            raise ValueError(f"field {key!r} must be a digest of 16 hexadecimal digits")
    # the whole document first: a damaged or carelessly edited file is refused before
    # any step is replayed (a large file costs no replay to refuse)
    if document_digest(doc) != doc["digest"]:
        raise ValueError(
            "field 'digest': the document differs from the one saved (the file was "
            "altered or damaged)"
        )
    try:
        game = cls(doc["seed"], doc["options"], _given=doc["options"])
    except ValueError as e:
        raise ValueError(shorten(f"field 'options': {e}")) from None
    for i, item in enumerate(doc["log"], start=1):
        try:
            game._replay(item)  # a Game method: replay_step
        except IllegalMove as e:
            raise ValueError(shorten(f"log entry {i}: illegal in replay: {e}")) from None
        except ValueError as e:
            raise ValueError(shorten(f"log entry {i}: {e}")) from None
    try:
        game._force_all(doc["pending_forced"])  # a Game method: force_all
    except ValueError as e:
        raise ValueError(shorten(f"field 'pending_forced': {e}")) from None
    if digest(game.state) != doc["final"]:
        raise ValueError(
            "field 'final': the replayed position differs from the saved one "
            "(the file was altered or made by another version)"
        )
    return game


def force_all(game, forced: Any) -> list[tuple[str, Any]]:
    """Force each ``[kind, value]`` of a save file's list on ``game``; returns them as pairs."""
    if not isinstance(forced, list):
        raise ValueError("must be a list of [kind, value]")
    pairs = []
    for f in forced:
        if not (isinstance(f, list) and len(f) == 2 and isinstance(f[0], str)):
            raise ValueError(f"each forced outcome is [kind, value], got {excerpt(f)}")
        pairs.append((f[0], freeze(f[1])))
    for kind, value in pairs:
        game.force(kind, value)
    return pairs


def replay_step(game, item: Any) -> None:
    """Replay one step of a save file's log on ``game`` exactly as recorded (else ValueError)."""
    if not isinstance(item, dict) or ("move" in item) == ("auto" in item):
        raise ValueError("must hold either 'move' or 'auto'")
    extra = sorted(set(item) - {"move", "auto", "forced"})
    if extra:
        raise ValueError(f"unknown field {excerpt(extra[0])}")
    if game.chance.pending():
        raise ValueError("forced outcomes are pending before this step")  # pragma: no cover
    forced = game._force_all(item.get("forced", []))
    if "move" in item:
        data = item["move"]
        by_name = {t.__name__: t for t in game.MOVES}
        kind = data.get("type") if isinstance(data, dict) else None
        if not isinstance(kind, str) or kind not in by_name:
            raise ValueError(f"field 'move' must name a move type of {game.NAME} "
                             f"({', '.join(by_name)}), got {excerpt(data)}")
        move = from_jsonable(by_name[kind], data, "move")
        game.play(move)
    else:
        step = item["auto"]
        if not isinstance(step, str):
            raise ValueError(f"field 'auto' must name an automatic step, got {excerpt(step)}")
        if game.is_over or game._to_move(game.state) is not None:
            raise ValueError(
                f"automatic step {excerpt(step)} recorded, but a player decides here"
            )
        game.step()
        if game._log[-1].step != step:
            raise ValueError(
                f"recorded step {excerpt(step)}, replay gave {game._log[-1].step!r}"
            )
    drawn = [(o.kind, o.value) for o in game._log[-1].outcomes if o.forced]
    left = game.chance.pending()
    if left:
        raise ValueError(f"field 'forced': a forced {left[0][0]} outcome is recorded but "
                         "not drawn in this step")
    if drawn != forced:
        raise ValueError("field 'forced': the forced outcomes are not listed in the order "
                         "they are drawn")


__all__ = ["FIELDS", "FORMAT", "VERSION", "force_all", "from_json", "replay_step",
           "to_json"]
