"""The moving law: one wizard forward exactly ``d`` fields, banishing, and carrying along.

``move(pos, "G1", 8, board=board, pro=True, carry={"R1", "G2"})`` is a pure function: it
returns a ``MoveResult`` (the new position, who was banished, carried, entered the city, and
the events) or raises ``IllegalMove`` naming the rule. ``reach(...)`` gives the facts of a
move before any choice is made (its path, whom it may banish, whom it may carry); the game
and the bots enumerate moves from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from zzlib.core import Event, IllegalMove, and_join, tracing

from .barrels import NUMBERS
from .board import CITY, START, Board
from .position import Place, Position, colour_of, wizard_name


@dataclass(frozen=True)
class Reach:
    """What moving ``wizard`` ``d`` fields would do, before the mover's choices.

    ``path`` holds the running fields stepped on in order (the landing field last unless the
    wizard enters its city); ``passed`` the fields passed (every path field when entering the
    city). ``banishable`` lists the opposing wizards the move banishes unless spared (in path
    order); ``carriable`` the wizards it may carry along (Pro version).
    """

    wizard: str
    colour: str
    distance: int
    origin: Place
    steps: int
    forfeited: int
    path: tuple[int, ...]
    landing: int | None
    passed: tuple[int, ...]
    too_weak: bool
    banishable: tuple[str, ...]
    safe: tuple[tuple[str, str], ...]  # (wizard, rule id) opposing wizards on the path kept safe
    own: tuple[str, ...]  # own wizards on the path
    same_level: tuple[str, ...]  # opposing wizards sharing the origin field
    carriable: tuple[str, ...]

    @property
    def enters_city(self) -> bool:
        return self.landing is None


@dataclass(frozen=True)
class MoveResult:
    """The outcome of one move. ``entered_city`` holds the wizards that entered the city
    (the mover and any own wizards it carried in); it is empty when the mover lands on a field."""

    position: Position
    wizard: str
    steps: int
    forfeited: int
    landing: int | str
    banished: frozenset[str]
    spared: frozenset[str]
    carried: frozenset[str]
    entered_city: frozenset[str]
    events: tuple[Event, ...]


def _as_set(x, what: str) -> frozenset[str]:
    if x is None:
        return frozenset()
    if isinstance(x, str):
        return frozenset({wizard_name(x)})
    try:
        items = frozenset(wizard_name(w) for w in x)
    except TypeError:
        raise ValueError(f"{what} must be a set of wizard names, got {x!r}") from None
    return items


#: the reaches last worked out, for one position object: (position, distance, board, pro,
#: {wizard: Reach}). Enumerating moves asks for each wizard's reach and playing the chosen move
#: asks again; a position never changes, so the very same object gives the same answers.
_recent: tuple = (None, 0, None, False, {})


def reach(pos: Position, wizard: str, d: int, board: Board | None = None,
          pro: bool = False) -> Reach:
    """The facts of moving ``wizard`` ``d`` fields (no choices yet); IllegalMove if it cannot."""
    global _recent
    board = board or Board.standard()
    if isinstance(d, int) and not isinstance(d, bool) and d < 0:
        raise IllegalMove("zapp.move.forward", "a wizard never moves backward: the move "
                          f"distance is a secret number from 1 to {max(NUMBERS)}, got {d}")
    if isinstance(d, str):
        raise IllegalMove("zapp.move.distance", "the move distance is a number (a secret number "
                          f"from 1 to {max(NUMBERS)}), not the text {d!r}: write it without "
                          "quotes")
    if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= max(NUMBERS):
        raise IllegalMove("zapp.move.distance", "the move distance is a secret number, a whole "
                          f"number from 1 to {max(NUMBERS)} (no barrel holds more), got {d!r}")
    last_pos, last_d, last_board, last_pro, known = _recent
    fresh = not (pos is last_pos and d == last_d and board is last_board and pro is last_pro)
    if not fresh and type(wizard) is str and wizard in known:
        return known[wizard]
    r = _reach(pos, wizard, d, board, pro)
    if fresh:
        _recent = (pos, d, board, pro, {wizard: r})
    else:
        known[wizard] = r
    return r


def _reach(pos: Position, wizard: str, d: int, board: Board, pro: bool) -> Reach:
    """``reach`` worked out (``d`` is checked)."""
    for w, place in pos.places:
        if w == wizard:
            origin = place
            break
    else:
        hint = (f": wizards are written with a capital letter, like {wizard.upper()}"
                if isinstance(wizard, str) and wizard.upper() in pos else "")
        raise IllegalMove("zapp.move.choose", f"there is no wizard {wizard!r} in play{hint}")
    colour = colour_of(wizard)
    if origin == CITY:
        raise IllegalMove("zapp.move.past_city", f"{wizard} is already in the {colour} city and cannot move on")
    # the board's own tables (``progress_table``, ``fields_between``, ``tower_colours`` and
    # ``colour`` read these), read directly: reach runs for every wizard of every move
    progress = board._progress[colour]
    p = progress[origin]
    size = board.size
    lap = size + 1
    target = p + d  # rule: zapp.move.forward, zapp.move.exact (d >= 1 fields, every one used)
    last = target if target < size else size
    # rule: zapp.move.foreign (the path runs along the mover's own lap: no foreign city or start)
    path = board._track[colour][p + 1:last + 1]
    enters = target >= lap
    steps = d if d < lap - p else lap - p
    landing = None if enters else path[-1]
    passed = path if enters else path[:-1]
    too_weak = origin == START
    met, same = _met(pos, wizard, colour, progress, p, last - p)
    banishable, safe, own, carriable = [], [], [], []
    tower_table, colour_table = board._towers, board._colours
    for k, x in met:
        f = path[k - 1]
        towers = tower_table[f]
        cx = colour_of(x)
        # rule: zapp.pro.from_start (carrying is allowed even when too weak to banish)
        # (a path field is passed unless it is the landing field: the fields are distinct)
        if (pro and f != landing and colour in towers and cx in towers):
            carriable.append(x)
        if cx == colour:
            own.append(x)
        elif colour_table[f] == cx:
            safe.append((x, "zapp.banish.protected"))
        elif pro and cx in towers:
            safe.append((x, "zapp.pro.protected"))
        elif too_weak:
            safe.append((x, "zapp.banish.too_weak"))
        else:
            banishable.append(x)
    return _new_reach(
        wizard, colour, d, origin, steps, max(0, target - lap), path, landing, passed,
        too_weak, tuple(banishable), tuple(safe), tuple(own), same, tuple(carriable),
    )


def _new_reach(*values) -> Reach:
    """``Reach(*values)`` without the frozen dataclass's field-by-field ``__init__`` (a quarter
    of its cost; ``reach`` makes one for every wizard of every move looked at): the fields in
    declaration order, set in the instance's dict, which is all that ``__init__`` does (Reach
    has no ``__post_init__``; ``tests/zapp/test_fast_paths.py`` compares with ``Reach(...)``)."""
    r = object.__new__(Reach)
    d = r.__dict__
    (d["wizard"], d["colour"], d["distance"], d["origin"], d["steps"], d["forfeited"],
     d["path"], d["landing"], d["passed"], d["too_weak"], d["banishable"], d["safe"], d["own"],
     d["same_level"], d["carriable"]) = values
    return r


def _met(pos: Position, wizard: str, colour: str, progress, p: int,
         length: int) -> tuple[list[tuple[int, str]], tuple[str, ...]]:
    """The other wizards on the path of a ``colour`` wizard at progress ``p`` moving over
    ``length`` fields, as (steps along the path, wizard) in path order (on one field: in
    position order), and the opposing wizards on its origin field (the same level)."""
    met, same = [], []
    for x, place in pos.places:
        if isinstance(place, int) and x != wizard:
            k = progress[place] - p
            if 0 < k <= length:
                met.append((k, x))
            elif k == 0 and colour_of(x) != colour:
                same.append(x)
    met.sort(key=_steps)  # stable: wizards sharing a field keep their order
    return met, tuple(same)


def _steps(pair: tuple[int, str]) -> int:
    return pair[0]


def move(pos: Position, wizard: str, d: int, board: Board | None = None, pro: bool = False,
         carry: Iterable[str] | None = None, spare: Iterable[str] | None = None,
         stay: Iterable[str] | None = None) -> MoveResult:
    """Move ``wizard`` exactly ``d`` fields clockwise (into its city when that is ``d`` or fewer
    steps away), banishing every opposing wizard passed or caught up to except ``spare``.

    ``carry`` (Pro version) names wizards on passed carry-along fields to take along; ``stay``
    names own carried wizards left in front of the city when the mover enters it.
    Raises ``IllegalMove`` (and changes nothing) when the rules forbid the move.
    """
    board = board or Board.standard()
    wizard = wizard_name(wizard)  # "r1" is R1, as in a position's text
    carry_s, spare_s, stay_s = (_as_set(carry, "carry"), _as_set(spare, "spare"),
                                _as_set(stay, "stay"))
    r = reach(pos, wizard, d, board, pro)
    return _finish(pos, r, board, pro, carry_s, spare_s, stay_s)


def _check_choices(pos: Position, r: Reach, board: Board, pro: bool, carry, spare, stay) -> None:
    """Raise ``IllegalMove`` when a choice (carry, spare, stay) breaks a rule."""
    if not (carry or spare or stay):
        return  # the plain move: nothing chosen, nothing to check
    w, colour = r.wizard, r.colour
    if carry and not pro:
        raise IllegalMove("zapp.pro", "carrying along is part of the Pro version (option pro=True)")
    path = set(r.path)
    for x in sorted(carry, key=str):
        if not isinstance(x, str) or x not in pos:
            raise IllegalMove("zapp.pro.carry", f"there is no wizard {x!r} to carry along")
        if x == w:
            raise IllegalMove("zapp.pro.carry", f"{w} is the mover: it cannot carry itself along")
        if x in r.carriable:
            continue
        f = pos[x]
        if f == r.origin and isinstance(f, int):
            raise IllegalMove(
                "zapp.pro.origin",
                f"{x} stands on field {f}, where {w} starts its move: no carrying from there",
            )
        if not isinstance(f, int) or f not in path:
            raise IllegalMove("zapp.pro.carry", f"{x} is not on a field {w} passes this move")
        if f == r.landing:
            raise IllegalMove(
                "zapp.pro.carry_end",
                f"{x} stands on the landing field {f}: it is caught up to, not passed, "
                "so it cannot be carried along",
            )
        if colour not in board.tower_colours(f):
            raise IllegalMove(
                "zapp.pro.carry", f"{x} stands on {board.describe(f)}, not a carry-along field "
                f"with a {colour} tower",
            )
        if r.too_weak:
            raise IllegalMove(
                "zapp.pro.carry",
                f"{x} stands on {board.describe(f)} without a {colour_of(x)} tower: it cannot be "
                f"carried along (and {w}, starting from the start field, is too weak to banish it)",
            )
        raise IllegalMove(
            "zapp.pro.banish",
            f"{x} stands on {board.describe(f)} without a {colour_of(x)} tower: it is not "
            "carried along but banished",
        )
    for x in sorted(spare, key=str):
        if x in r.banishable:
            continue
        if x not in pos:
            raise IllegalMove("zapp.banish.overlook", f"there is no wizard {x!r} to spare")
        if r.too_weak:
            raise IllegalMove(
                "zapp.banish.too_weak",
                f"{w} starts from the start field and banishes nobody: {x} needs no sparing",
            )
        raise IllegalMove("zapp.banish.overlook", f"this move does not banish {x}: nothing to spare")
    for x in sorted(stay, key=str):
        if not r.enters_city:
            raise IllegalMove(
                "zapp.pro.city_own", f"{w} does not enter its city: there is nothing to stay out of"
            )
        if x not in carry and not (isinstance(x, str) and x in pos):
            raise IllegalMove(
                "zapp.pro.city_own", f"only own wizards carried along can stay out of the city; "
                f"{x!r} is no wizard in play"
            )
        if colour_of(x) != colour:
            raise IllegalMove(
                "zapp.pro.city_own", f"only own wizards carried along can stay out of the city; "
                f"{x} is not {w}'s colour"
            )
        if x not in carry:
            raise IllegalMove(
                "zapp.pro.city_own", f"only own wizards carried along can stay out of the city; "
                f"{x} is not carried along by this move (carry it too, or leave it out of stay)"
            )


def _outcome(pos: Position, r: Reach, board: Board, carry: frozenset, spare: frozenset,
             stay: frozenset) -> tuple[dict[str, Place], list[str], list[str], list[str]]:
    """Where the move puts everybody (the choices are checked): the places that change, and
    the wizards banished, carried (in path order) and entering the city."""
    w, colour = r.wizard, r.colour
    changes: dict[str, Place] = {}
    banished = [x for x in r.banishable if x not in spare]
    for x in banished:
        changes[x] = START  # rule: zapp.banish.start
    entered = []
    if r.enters_city:
        changes[w] = CITY
        entered.append(w)
    else:
        changes[w] = r.landing  # rule: zapp.move.share (whoever stands there stays too)
    # rule: zapp.decide.carried_passive (carried wizards end with the mover and banish nobody)
    carried = sorted(carry, key=r.carriable.index)
    for x in carried:
        if not r.enters_city:
            changes[x] = r.landing
        elif colour_of(x) == colour and x not in stay:
            changes[x] = CITY  # rule: zapp.pro.city_own
            entered.append(x)
        else:
            changes[x] = board.front_of_city(colour)  # rule: zapp.pro.city, zapp.decide.stay
    return changes, banished, carried, entered


def position_after(pos: Position, r: Reach, board: Board, pro: bool = False,
                   carry: frozenset = frozenset(), spare: frozenset = frozenset(),
                   stay: frozenset = frozenset()) -> Position:
    """The position after the move of ``r`` with these choices (``IllegalMove`` if they break
    a rule): ``finish(...).position`` without the rest of the result (for a bot's look-ahead)."""
    return pos.moved(changed_places(pos, r, board, pro, carry, spare, stay))


def changed_places(pos: Position, r: Reach, board: Board, pro: bool = False,
                   carry: frozenset = frozenset(), spare: frozenset = frozenset(),
                   stay: frozenset = frozenset()) -> dict[str, Place]:
    """The new places of the wizards the move of ``r`` moves, with these choices
    (``IllegalMove`` if they break a rule); ``position_after`` is the position with them."""
    _check_choices(pos, r, board, pro, carry, spare, stay)
    return _outcome(pos, r, board, carry, spare, stay)[0]


def _finish(pos: Position, r: Reach, board: Board, pro: bool, carry: frozenset,
            spare: frozenset, stay: frozenset) -> MoveResult:
    """Check the choices and make the move (``_outcome``); the events, telling what happened
    to each wizard met, are written only when tracing."""
    _check_choices(pos, r, board, pro, carry, spare, stay)
    changes, banished, carried, entered = _outcome(pos, r, board, carry, spare, stay)
    events: list[Event] = []
    if tracing():
        w, colour = r.wizard, r.colour
        carry_set = set(carried)
        origin_text = (f"the {colour} start field" if r.origin == START
                       else board.describe(r.origin))
        fields = "1 field" if r.steps == 1 else f"{r.steps} fields"
        if r.enters_city:
            extra = f"; the surplus {r.forfeited} is forfeited" if r.forfeited else ""
            events.append(Event(
                "zapp.move.city",
                f"{w} moves {fields} from {origin_text} into the {colour} city{extra}.",
                {"wizard": w, "from": r.origin, "to": CITY, "steps": r.steps,
                 "forfeited": r.forfeited, "path": list(r.path)},
            ))
        else:
            events.append(Event(
                "zapp.move.distance",
                f"{w} moves {fields} from {origin_text} to {board.describe(r.landing)}.",
                {"wizard": w, "from": r.origin, "to": r.landing, "steps": r.steps,
                 "forfeited": 0, "path": list(r.path)},
            ))
        if r.same_level:
            events.append(Event(
                "zapp.banish.same_level",
                f"{and_join(r.same_level)} {'stands' if len(r.same_level) == 1 else 'stand'} on "
                f"field {r.origin}, where {w} starts: not banished (same level).",
                {"wizards": list(r.same_level), "field": r.origin},
            ))
        weak = [x for x, rule in r.safe if rule == "zapp.banish.too_weak"]
        if weak:
            events.append(Event(
                "zapp.banish.too_weak",
                f"{w} starts from the start field: too weak to banish {and_join(weak)}.",
                {"wizard": w, "wizards": weak, "fields": [pos[x] for x in weak]},
            ))
        for x in r.banishable:
            f = pos[x]
            verb = "catches up to" if f == r.landing else "passes"
            if x in spare:
                events.append(Event(
                    "zapp.banish.overlook",
                    f"{w} {verb} {x} on field {f} but overlooks it: {x} is lucky and stays.",
                    {"wizard": x, "field": f, "by": w},
                ))
                continue
            rule = "zapp.pro.banish" if pro and colour in board.tower_colours(f) else "zapp.banish"
            events.append(Event(
                rule,
                f"{w} {verb} {x} on {board.describe(f)}: {x} is banished back to the "
                f"{colour_of(x)} start field.",
                {"wizard": x, "field": f, "by": w, "to": START},
            ))
        for x, rule in r.safe:
            if rule == "zapp.banish.too_weak" or x in carry_set:
                continue
            f = pos[x]
            why = ("its protective field" if rule == "zapp.banish.protected"
                   else f"a carry-along field with a {colour_of(x)} tower")
            events.append(Event(
                rule, f"{x} stands on {why} ({board.describe(f)}): it cannot be banished.",
                {"wizard": x, "field": f},
            ))
        own_passed = [x for x in r.own if x not in carry_set]
        if own_passed:
            events.append(Event(
                "zapp.banish.own",
                f"{and_join(own_passed)} {'is' if len(own_passed) == 1 else 'are'} {colour}'s own: "
                "never banished.",
                {"wizards": own_passed, "fields": [pos[x] for x in own_passed]},
            ))
        front = board.front_of_city(colour)
        for x in carried:
            f = pos[x]
            events.append(Event(
                "zapp.pro.carry", f"{w} carries {x} along from {board.describe(f)}.",
                {"wizard": x, "from": f, "by": w},
            ))
            cx = colour_of(x)
            dest = changes[x]
            if dest == CITY:
                events.append(Event(
                    "zapp.pro.city_own", f"{x} comes along into the {colour} city.",
                    {"wizard": x, "to": CITY},
                ))
                continue
            if not r.enters_city:
                events.append(Event(
                    "zapp.pro.carry_end", f"{x} ends on field {dest} with {w}.",
                    {"wizard": x, "to": dest},
                ))
            elif cx == colour:
                events.append(Event(
                    "zapp.decide.stay",
                    f"{x} is left on field {front}, in front of the {colour} city.",
                    {"wizard": x, "to": front},
                ))
            else:
                events.append(Event(
                    "zapp.pro.city",
                    f"{x} is set down on field {front}, in front of the {colour} city.",
                    {"wizard": x, "to": front},
                ))
            if cx != colour and (dest - f) % board.size >= board.to_city(cx, f):
                events.append(Event(
                    "zapp.pro.past_city",
                    f"{x} is carried past the {cx} city: it must go round the mountain once more.",
                    {"wizard": x, "city": cx},
                ))
    return MoveResult(
        position=pos.moved(changes),
        wizard=r.wizard,
        steps=r.steps,
        forfeited=r.forfeited,
        landing=CITY if r.enters_city else r.landing,
        banished=frozenset(banished),
        spared=frozenset(spare),
        carried=frozenset(carried),
        entered_city=frozenset(entered),
        events=tuple(events),
    )


def finish(pos: Position, r: Reach, board: Board, pro: bool = False, carry=None, spare=None,
           stay=None) -> MoveResult:
    """Complete a move from its ``reach`` (saves recomputing it when enumerating moves)."""
    return _finish(pos, r, board, pro, _as_set(carry, "carry"), _as_set(spare, "spare"),
                   _as_set(stay, "stay"))
