"""Bots for Zapp Zerapp: a bot is a function ``(game, rng) -> move``.

``random``: any legal move, uniformly. ``sensible``: shakes every barrel on the plateau and
takes the one with the best expected move distance given the magic number; then moves the
wizard whose move gives the best position (banishing, reaching protection, entering the city).
None of them looks at the secret numbers: ``sensible`` only uses ``game.shake_plateau``
(``game.shake`` of every barrel on the plateau, checked once), ``trusting`` ``game.shake``.

Two more barrel strategies move exactly like ``sensible`` and differ only in the barrel they
set down, so that a strategy lab can compare ways of choosing a barrel alone:
``blind`` takes a barrel at random without shaking, and ``trusting`` shakes every barrel and
believes the readings (the highest reading not above the magic number, as if shaking were
exact).

``fair_search``: a fair search (``zzlib.core.search.FairSearch``): at each decision it draws
games its seat cannot tell from the real one (``zzlib.core.resample``: the barrels' numbers
drawn again from its own readings), tries the four barrels that read best (or the four best
moves of ``sensible``'s measure) on them, lets ``sensible`` play every seat on for a few
decisions and weighs where the wizards then stand (``position_estimate``).
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations
from operator import mul

from zzlib.core.search import FairSearch

from .barrels import NUMBERS
from .board import CITY, COLOURS, START
from .game import Choose, MoveWizard
from .moving import changed_places, reach
from .phases import CHOOSE
from .position import colour_of

CITY_BONUS = 10.0
SAFE_BONUS = 3.0
OPPONENT_WEIGHT = 0.6
_FLOAT_NUMBERS = tuple(float(k) for k in NUMBERS)


def random(game, rng):
    """A uniformly random legal move."""
    return rng.choice(game.legal_moves())


def expected_distance(reading: float, magic: int, noise: float) -> float:
    """The expected move distance of a barrel with rattle ``reading``: its number when that is
    at most the magic number, else 0; numbers 1-13 equally likely before shaking."""
    return expected_distances([reading], magic, noise)[0]


def expected_distances(readings, magic: int, noise: float) -> list[float]:
    """``expected_distance`` of each of ``readings`` (one call for a whole plateau)."""
    if noise == 0:
        return [_exact_distance(reading, magic) for reading in readings]
    # exp(-((reading - k) ** 2) / (2 * noise * noise)) bit for bit: a float minus a whole
    # number is the float minus that number as a float, and -a / b is a / -b exactly
    spread = -(2 * noise * noise)
    if spread == 0:  # a noise so small that its square rounds to 0: every weight but an
        # exact number's is 0, so the nearest number is the one, as when all weights are 0
        return [_nearest_distance(reading, magic) for reading in readings]
    exp = math.exp
    moving = [k for k in NUMBERS if k <= magic]  # the first numbers: NUMBERS ascend
    out = []
    for reading in readings:
        weights = list(map(exp, [(reading - k) ** 2 / spread for k in _FLOAT_NUMBERS]))
        total = sum(weights)
        if total == 0:
            out.append(_nearest_distance(reading, magic))
        else:
            out.append(sum(map(mul, weights, moving)) / total)  # w * k for k <= magic
    return out


def best_barrels(readings: dict[str, float], magic: int, noise: float) -> list[str]:
    """The barrels of ``readings`` (label -> reading) with the highest ``expected_distance``,
    in ``readings``' order: ``[b for b, e in zip(readings, expected_distances(...)) if e ==
    max(...)]``, the same list, with the expected distance worked out exactly only for the
    barrels that might be highest.

    The others are told apart by a table of ``expected_distance`` at readings a hundredth
    apart (``_distance_table``, filled as it is read). A reading moves the expected distance
    by at most ``3 * m / noise**2`` per unit (``m``: the highest number that moves; the slope
    is ``Cov(distance, number) / noise**2``, and the two spreads are at most ``m / 2`` and 6),
    so the table value at the nearest point gives each barrel an interval that holds its
    exact value; a barrel whose interval lies wholly below another's cannot be highest.
    """
    labels = list(readings)
    values = list(readings.values())
    moving = [k for k in NUMBERS if k <= magic]
    square = noise * noise
    slope = 3 * moving[-1] / square if moving and square else math.inf
    if slope * _TABLE_STEP > 1:  # too steep for the table to tell barrels apart: all exactly
        return _highest(labels, expected_distances(values, magic, noise))
    table = _distance_table(magic, noise)
    # readings further out than this are worked out exactly (out there a barrel's weights
    # may all round to 0, where expected_distances takes the nearest number instead)
    lo, hi = NUMBERS[0] - 20 * noise, NUMBERS[-1] + 20 * noise
    lows, highs = [], []
    for r in values:
        if lo <= r <= hi:
            i = round(r / _TABLE_STEP)
            e = table.get(i)
            if e is None:
                e = table[i] = expected_distances([i * _TABLE_STEP], magic, noise)[0]
            off = slope * abs(r - i * _TABLE_STEP) + 1e-9  # 1e-9: the rounding of both
            lows.append(e - off)
            highs.append(e + off)
        else:
            e = expected_distances([r], magic, noise)[0]
            lows.append(e)
            highs.append(e)
    floor = max(lows)  # the highest expected distance is at least this
    near = [j for j, h in enumerate(highs) if h >= floor]
    if len(near) == 1:
        return [labels[near[0]]]
    exact = expected_distances([values[j] for j in near], magic, noise)
    return _highest([labels[j] for j in near], exact)


def _highest(labels: list[str], expected: list[float]) -> list[str]:
    """The labels whose expected distance is the highest, in order."""
    best = max(expected)
    return [b for b, e in zip(labels, expected) if e == best]


#: ``best_barrels``' table: the readings it holds are this far apart
_TABLE_STEP = 0.01
_TABLES: dict[tuple[int, float], dict[int, float]] = {}


def _distance_table(magic: int, noise: float) -> dict[int, float]:
    """``expected_distance(i * _TABLE_STEP, magic, noise)`` by ``i``, for the points read so
    far (one table per magic number and noise; a few dozen kept)."""
    key = (magic, noise)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        table = _TABLES[key] = {}
    return table


def _nearest_distance(reading: float, magic: int) -> float:
    """The move distance of the number nearest ``reading`` (ties: the lower number)."""
    k = min(NUMBERS, key=lambda k: abs(reading - k))
    return float(k) if k <= magic else 0.0


def _exact_distance(reading: float, magic: int) -> float:
    """The move distance of a barrel read exactly (``shake_noise=0``)."""
    k = round(reading)
    return float(k) if k <= magic else 0.0


def value(pos, player: str, board, pro: bool) -> float:
    """How good ``pos`` is for ``player``: own progress (with bonuses for the city and for
    standing safe) minus a share of the opponents' progress."""
    return _Sums(pos, player, board, pro).value()


class _Sums:
    """``value``'s sums for one position and player: own worth, the opponents' worth and how
    many opponent colours play. Each worth is a whole number, so the sums are exact in any
    order and ``value_after`` gets the value of a position a move reaches from the wizards
    the move changes alone."""

    def __init__(self, pos, player: str, board, pro: bool):
        self.player = player
        self.worth = worth = _worth(board, pro, player)
        self.places = dict(pos.places)
        own = opp = 0.0
        opponents = set()
        for w, place in pos.places:
            c = colour_of(w)
            if c == player:
                own += worth[c][place]
            else:
                opponents.add(c)
                opp += worth[c][place]
        self.own, self.opp, self.opponents = own, opp, len(opponents)

    def value(self, own: float | None = None, opp: float | None = None) -> float:
        """The value with these sums (default: the position's own)."""
        own = self.own if own is None else own
        opp = self.opp if opp is None else opp
        return own - OPPONENT_WEIGHT * opp * (3 / max(self.opponents, 1)) / 3

    def value_after(self, changes) -> float:
        """``value`` of the position with the places ``changes`` (wizard -> new place)."""
        own, opp, worth, places = self.own, self.opp, self.worth, self.places
        for w, place in changes.items():
            c = colour_of(w)
            diff = worth[c][place] - worth[c][places[w]]
            if c == self.player:
                own += diff
            else:
                opp += diff
        return self.value(own, opp)


@lru_cache(maxsize=64)
def _worth(board, pro: bool, player: str) -> dict[str, dict]:
    """What a wizard of each colour on each place adds to ``value`` for ``player``: its
    progress, with the city bonus, and for ``player``'s own wizards the bonus for standing
    safe (one table per board, version and player; a board never changes)."""
    places = [START, CITY, *range(board.size)]
    table = {}
    for c in COLOURS:
        row = {}
        for place in places:
            p = float(board.progress(c, place))
            if place == CITY:
                p += CITY_BONUS
            elif c == player and place != START and board.protects(c, place, pro):
                p += SAFE_BONUS
            row[place] = p
        table[c] = row
    return table


def _choose(game, rng):
    readings = game.shake_plateau()
    best = best_barrels(readings, game.state.magic, game.options["shake_noise"])
    return Choose(game.to_move, rng.choice(best))


def _move(game, rng):
    s = game.state
    who = game.to_move
    d = s.number_of(who)
    pos, board, pro = s.position, game.board, game.pro
    sums = _Sums(pos, who, board, pro)
    best, options = -math.inf, []
    for w in pos.wizards(who):
        if sums.places[w] == CITY:
            continue
        r = reach(pos, w, d, board, pro)
        for carry in _carries(r):
            v = sums.value_after(changed_places(pos, r, board, pro, carry))
            if v > best + 1e-9:
                best, options = v, [(w, carry)]
            elif abs(v - best) <= 1e-9:
                options.append((w, carry))
    w, carry = rng.choice(options)
    return MoveWizard(who, w, carry)


def _carries(r) -> list[frozenset[str]]:
    """Every set of wizards the move of ``r`` may carry along (none first)."""
    if not r.carriable:
        return [frozenset()]
    return [frozenset(c) for k in range(len(r.carriable) + 1)
            for c in combinations(r.carriable, k)]


def sensible(game, rng):
    """Shake, take the barrel with the best expected distance; move for the best position."""
    if game.phase == CHOOSE:
        return _choose(game, rng)
    return _move(game, rng)


def blind(game, rng):
    """Set down a barrel at random without shaking; move like ``sensible``."""
    if game.phase == CHOOSE:
        return Choose(game.to_move, rng.choice(game.on_plateau()))
    return _move(game, rng)


def trusting_pick(readings, magic: int) -> str:
    """The barrel a player takes who believes every reading: the highest reading not above
    the magic number, or, when every reading is above it, the lowest (ties: the first label).

    >>> trusting_pick({"A": 9.4, "B": 7.8, "C": 8.3}, 8)
    'B'
    """
    under = [(r, b) for b, r in readings.items() if r <= magic]
    if under:
        best = max(r for r, _ in under)
        return next(b for r, b in under if r == best)
    low = min(readings.values())
    return next(b for b, r in readings.items() if r == low)


def trusting(game, rng):
    """Shake every barrel and believe the readings (``trusting_pick``); move like
    ``sensible``."""
    if game.phase == CHOOSE:
        readings = {b: game.shake(b) for b in game.on_plateau()}
        return Choose(game.to_move, trusting_pick(readings, game.state.magic))
    return _move(game, rng)


#: the moves ``fair_search`` weighs at a decision (the best by ``sensible``'s own measures)
SEARCH_WIDTH = 4
#: the spread of ``position_estimate``: a lead of this much progress is worth about 3 to 1
ESTIMATE_SCALE = 8.0


def search_candidates(game, rng) -> list:
    """The moves worth searching, from the seat's own view: the ``SEARCH_WIDTH`` barrels
    with the best expected distance (its own readings), or the ``SEARCH_WIDTH`` moves that
    leave the best position by ``value`` (each wizard, each set it may carry)."""
    who = game.to_move
    if game.phase == CHOOSE:
        view = game.view(who)
        readings = view["readings"]
        labels = list(readings)
        expected = expected_distances(list(readings.values()), view["magic"],
                                      game.options["shake_noise"])
        order = sorted(range(len(labels)), key=lambda j: (-expected[j], labels[j]))
        return [Choose(who, labels[j]) for j in order[:SEARCH_WIDTH]]
    s = game.state
    pos, board, pro = s.position, game.board, game.pro
    d = s.number_of(who)
    sums = _Sums(pos, who, board, pro)
    scored = []
    for w in pos.wizards(who):
        if sums.places[w] == CITY:
            continue
        r = reach(pos, w, d, board, pro)
        for carry in _carries(r):
            scored.append((-sums.value_after(changed_places(pos, r, board, pro, carry)),
                           str(w), sorted(map(str, carry)), MoveWizard(who, w, carry)))
    scored.sort(key=lambda x: x[:3])
    return [m for *_, m in scored[:SEARCH_WIDTH]]


def position_estimate(game, seat: str) -> float:
    """How well ``seat`` stands in a game not over, 0 to 1: its wizards' progress (the city
    and safe fields counted as ``value`` counts them) against the best opponent's."""
    s = game.state
    worth = _worth(game.board, game.pro, seat)
    progress = dict.fromkeys(s.players, 0.0)
    for w, place in s.position.places:
        c = colour_of(w)
        if c in progress:
            progress[c] += worth[c][place]
    lead = progress[seat] - max(v for c, v in progress.items() if c != seat)
    return 1.0 / (1.0 + math.exp(-lead / ESTIMATE_SCALE))


fair_search = FairSearch(sensible, position_estimate, search_candidates, budget=32, worlds=4,
                         horizon=8)

#: the bots that play a game in a blink (``fair_search``, which searches, is registered apart:
#: ``zzlib.GAMES["zapp"].bots``)
BOTS = {"random": random, "sensible": sensible, "blind": blind, "trusting": trusting}
