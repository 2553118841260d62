"""Bots for Zankapfel: a bot is a function ``(game, rng) -> move``.

- ``random``: any legal move, uniformly.
- ``sensible``: plays from what its seat may see (``game.view(me)``): guesses the mayor's square
  (the leader knows it), avoids likely contentions, buys when a card is worth more than playing
  one (never in the game's last round). In a contention it draws its numbered card with ``rng``
  from a mixed strategy (``_card_mixes``: a logit equilibrium over the contenders' public
  numbered cards, so two bots holding the same cards rarely show the same one), and takes dice
  only when the expected gain beats their price (2 points a die) against the rivals' cards
  weighted by those mixes. With corruption it announces its own best square, offers points
  when another square is worth clearly more to its apple than the announced one, and accepts
  the offer that brings it most.
- ``best_colour_one_die``: a simple baseline: the apple worth most where the mayor may go,
  the highest numbered card, one die, then stand.
- ``modest``: the sensible bot following the rulebook's tactical hint ``zank.hint.modest``
  ("Try to harvest 'only' a three or four and you minimize the danger of Contention"): it
  plays an apple worth 3 or 4 where the mayor may go whenever it holds one, and decides
  everything else as the sensible bot does.

- ``fair_search``: a fair search (``zzlib.core.search.FairSearch``): at each decision it draws
  games its seat cannot tell from the real one (``zzlib.core.resample``: other hands, another
  deck, other cards face down), tries its moves on them (at most ``SEARCH_WIDTH``: those the
  sensible bot would make, when there are more), lets the sensible bot play every seat on
  for a few decisions and weighs the farmers' positions (``position_estimate``).

The sensible bot reads its view lazily (``game.SeatView``: only the items a decision needs are
made) and remembers pure answers: win chances, the contenders' card mixes and the dice to take
(per apple value, cards and rivals), and each colour's values and shares over the mayor's
squares.
"""

from __future__ import annotations

import math
import random as _random
from functools import cache, lru_cache

from zzlib.core.search import FairSearch

from .cards import KINDS
from .contention import DIE_COST, MAX_DICE
from .game import SeatView
from .moves import (
    AcceptBribe,
    AnnounceMayor,
    Bribe,
    BuyApple,
    CommitCard,
    MoveMayor,
    NameColour,
    NoBribe,
    PlaceMayor,
    PlayApple,
    RefuseBribes,
    RemoveChip,
    Stand,
    TakeDice,
)
from .orchard import APPLES, MULTI, buy_cost, neighbours8
from .phases import (
    ACCEPT,
    ANNOUNCE,
    BRIBE,
    CHOOSE,
    COMMIT,
    DICE,
    MAYOR,
    NAMING,
    PLACE_MAYOR,
    REMOVE_CHIP,
)

#: what a card in hand is worth for a later round (a rough expected pick, contentions included)
KEEP_VALUE = {"red": 2.6, "green": 2.6, "yellow": 2.6, "blue": 2.6, MULTI: 4.5}
#: roughly what a contention is worth to a contender, as a share of the apple's value
CONTENTION_SHARE = 0.3
#: points a numbered card is worth keeping, per pip (high cards win later contentions) ...
CARD_KEEP = 0.25
#: ... while this many rounds or more are left (fewer: less, see ``_keep``)
KEEP_ROUNDS = 8
#: what a tie is worth in the choice of a numbered card, as a share of the apple (a re-bid
#: costs every tied contender another card)
TIE_SHARE = 0.25
#: how widely the sensible bot mixes its numbered cards: the logit temperature as a share of
#: the apple's value (see ``_card_mixes``)
MIX_TEMPERATURE = 0.2
#: the damped iteration that finds the contenders' mixes: steps, and the weight of each step
MIX_STEPS = 60
MIX_DAMPING = 0.3


def random(game, rng: _random.Random):
    """Any legal move, uniformly at random."""
    return rng.choice(game.legal_moves())


# -- helpers -----------------------------------------------------------------------------------
@cache
def _dice_sum(n: int) -> dict[int, float]:
    """The distribution of the sum of ``n`` dice."""
    dist = {0: 1.0}
    for _ in range(n):
        new: dict[int, float] = {}
        for s, p in dist.items():
            for d in range(1, 7):
                new[s + d] = new.get(s + d, 0.0) + p / 6
        dist = new
    return dist


def _total_dist(cards, dice: int) -> dict[int, float]:
    """A contender's total: a card uniformly among ``cards`` (or none) plus ``dice`` dice."""
    return _total_dist_of(tuple(cards), dice)


@cache
def _total_dist_of(cards: tuple[int, ...], dice: int) -> dict[int, float]:
    """``_total_dist``, remembered (``cards`` a tuple; the dict returned is shared: read it,
    never change it)."""
    cards = list(cards) or [0]
    out: dict[int, float] = {}
    for c in cards:
        for s, p in _dice_sum(dice).items():
            out[c + s] = out.get(c + s, 0.0) + p / len(cards)
    return out


def win_chance(card: int | None, dice: int, others: list[tuple[list[int], int]]) -> float:
    """The chance that ``card`` plus ``dice`` dice beats every other contender (a tie counts
    as a half: it is bid again). ``others``: (their possible cards, their dice)."""
    return _win_chance(card, dice, tuple((tuple(cards), d) for cards, d in others))


@lru_cache(maxsize=65536)
def _win_chance(card: int | None, dice: int,
                others: tuple[tuple[tuple[int, ...], int], ...]) -> float:
    """``win_chance`` with ``others`` as tuples, remembered: a position's bids recur often."""
    mine = _total_dist([card] if card else [], dice)
    cdfs = []
    for cards, d in others:
        dist = _total_dist(cards, d)
        cdfs.append(dist)
    p = 0.0
    for t, pt in mine.items():
        below = 1.0
        level = 1.0
        for dist in cdfs:
            lt = sum(q for v, q in dist.items() if v < t)
            le = lt + dist.get(t, 0.0)
            below *= lt
            level *= le
        p += pt * (below + 0.5 * (level - below))
    return p


def _value(game, colour, square) -> int:
    return game.orchard[colour][square[0]][square[1]]


def _colour_values(game, squares) -> dict[str, float]:
    """Each colour's mean value over ``squares`` (a shared dict: read it, never change it)."""
    return _spread(_grid(game), tuple(squares))[0]


def _best_values(game, squares) -> dict[str, int]:
    """Each colour's best value over ``squares`` (a shared dict: read it, never change it)."""
    return _spread(_grid(game), tuple(squares))[1]


class _Grid:
    """An orchard's values as a key that hashes once (``rows``: each colour's rows, in the
    order of APPLES): the remembered functions below are asked with it at every decision, and
    hashing a hundred values each time cost more than the answer. Equal values, equal keys."""

    __slots__ = ("rows", "_hash")

    def __init__(self, rows: tuple):
        self.rows = rows
        self._hash = hash(rows)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return isinstance(other, _Grid) and self.rows == other.rows


#: the key of each orchard met lately, by the orchard's id (with the orchard, so a reused id
#: is never mistaken for it); a game's orchard never changes
_GRIDS: dict[int, tuple[dict, _Grid]] = {}


def _grid(game) -> _Grid:
    """The game's orchard as a key (see ``_Grid``), made once per orchard."""
    orchard = game.orchard
    seen = _GRIDS.get(id(orchard))
    if seen is not None and seen[0] is orchard:
        return seen[1]
    if len(_GRIDS) >= 64:
        _GRIDS.clear()
    key = _Grid(tuple(orchard[c] for c in APPLES))
    _GRIDS[id(orchard)] = (orchard, key)
    return key


@lru_cache(maxsize=4096)
def _spread(grid: _Grid, squares: tuple) -> tuple[dict[str, float], dict[str, int]]:
    """Each colour's mean and best value over ``squares`` on the orchard ``grid`` (see
    ``_grid``), remembered: every player of a round asks about the same squares."""
    mean = {c: sum(rows[r][k] for r, k in squares) / len(squares)
            for c, rows in zip(APPLES, grid.rows)}
    best = {c: max(rows[r][k] for r, k in squares) for c, rows in zip(APPLES, grid.rows)}
    return mean, best


@lru_cache(maxsize=4096)
def _shares(grid: _Grid, squares: tuple) -> tuple[dict[str, float], float]:
    """Each colour's share of the total of the means (``_spread``) and what a multi-coloured
    apple is worth to play (0.9 of the best mean), remembered like ``_spread``."""
    mean = _spread(grid, squares)[0]
    total = sum(mean.values())
    return {c: mean[c] / total for c in APPLES}, max(mean.values()) * 0.9


def _guess_squares(view) -> tuple[tuple[int, int], ...]:
    """Where the mayor may go (from the view's public chips and mayor)."""
    return view.mayor_squares()


def _last_round(game, view) -> bool:
    """This is the last round scored, so a card kept or bought now can never score: with
    ``chips_end="round"`` the round that takes the last harvest chip; with ``"immediately"``
    the one before it (the last chip's round ends before its reveal). (With ``"next_mayor"``
    the round after the last chip's is played unscored: see ``_dead_round``.)"""
    end = game.options.get("chips_end", "round")
    chips = view.chips_left()
    return (end == "round" and chips == 1) or (end == "immediately" and chips == 2)


def _dead_round(game, view) -> bool:
    """Nothing played this round can score (the game ends before its reveal): with
    ``chips_end="next_mayor"`` the round with no chip left, with ``"immediately"`` the round
    that takes the last chip. Buying then only costs points."""
    chips = view.chips_left()
    return chips == 0 or (game.options.get("chips_end", "round") == "immediately"
                          and chips == 1)


# -- decisions -----------------------------------------------------------------------------------
def _choose(game, view, me, legal, rng):
    hand = view["hand"]
    can_buy = view["face_up"] is not None  # the legal moves hold BuyApple
    if not hand:
        return BuyApple(me)
    targets = _guess_squares(view)
    leader = view["leader"] == me
    if not targets or _dead_round(game, view):  # no reveal comes: buying only costs points
        return PlayApple(me, hand[0])
    if _last_round(game, view):  # nothing kept or bought can score later: play the best card
        sq = targets[0]
        return max((PlayApple(me, c) for c in sorted(set(hand), key=KINDS.index)),
                   key=lambda m: (max(_value(game, c, sq) for c in APPLES) if m.card == MULTI
                                  else _value(game, m.card, sq)))
    grid = _grid(game)
    mean, best_sq = _spread(grid, targets)
    # others who will play: those who already played face down, plus about half of those after
    seats = view["seats"]
    order = seats[seats.index(view["leader"]):] + seats[:seats.index(view["leader"])]
    later = order[order.index(me) + 1:]
    played = sum(1 for p, c in view["table"].items() if p != me and c is not None)
    expected_rivals = played + 0.5 * sum(1 for p in later if view["hand_sizes"][p])
    share, multi_value = _shares(grid, targets)

    def play_value(card: str) -> float:
        if card == MULTI:
            return multi_value
        v = best_sq[card] if leader else mean[card]
        free = (1 - share[card]) ** expected_rivals
        return v * free + v * CONTENTION_SHARE * (1 - free)

    options = []
    for card in sorted(set(hand), key=KINDS.index):
        keep = KEEP_VALUE[card] * (0.6 if len(hand) >= 6 else 1.0)
        options.append((play_value(card) - keep, PlayApple(me, card)))
    if can_buy:
        fu = view["face_up"]
        mayor = tuple(view["mayor"])
        gain = KEEP_VALUE[fu] * (0.6 if len(hand) >= 5 else 1.0) - buy_cost(fu, mayor,
                                                                            game.orchard)
        options.append((gain, BuyApple(me)))
    options.sort(key=lambda o: o[0], reverse=True)
    return options[0][1]


def _my_claim(view, me):
    card = view["table"].get(me)
    if card == MULTI:
        return None
    return card


def _mayor(game, view, me, legal):
    mine = _my_claim(view, me)
    hand_multi = view["table"].get(me) == MULTI

    def score(move):
        sq = tuple(move.square)
        own = 0.0
        if mine:
            own = _value(game, mine, sq)
        elif hand_multi:
            own = max(_value(game, c, sq) for c in APPLES) * 0.9
        others = sum(_value(game, c, sq) for c in APPLES) / 4
        return (own - 0.3 * others, sq)

    return max(legal, key=score)


def _name(game, view, me):
    mayor = tuple(view["mayor"])
    claimed: dict[str, int] = {}
    for p, c in view["claims"].items():
        if p != me and c is not None:
            claimed[c] = claimed.get(c, 0) + 1

    def score(c):
        v = _value(game, c, mayor)
        return v if not claimed.get(c) else v * CONTENTION_SHARE - 1

    return NameColour(me, max(APPLES, key=score))


# -- contentions: a mixed choice of numbered card, and dice weighed against their price -------
def _bid_sets(view) -> tuple[tuple[int, ...], ...]:
    """The numbered cards each contender may commit, in the bidding's order of contenders (all
    public: a committed card stays in ``numbered`` until the reveal); ``()``: none left."""
    return tuple(view.numbered(p) for p in view["bid"]["contenders"])


def _keep(view) -> float:
    """What a numbered card is worth kept, per pip: ``CARD_KEEP`` while ``KEEP_ROUNDS`` rounds
    or more are left (a round takes one harvest chip), less as the end comes nearer."""
    return round(CARD_KEEP * min(1.0, view.chips_left() / KEEP_ROUNDS), 3)


@lru_cache(maxsize=8192)
def _card_mixes(v: int, sets: tuple[tuple[int, ...], ...], keep: float
                ) -> tuple[tuple[float, ...], ...]:
    """How each contender mixes its numbered cards (``sets``: the cards each may commit, ``()``
    for none: that contender takes dice, taken as one die here) for an apple worth ``v``: a
    logit (quantal response) equilibrium, found by damped iteration. Each contender weighs a
    card by ``exp(gain / T)``: gain = ``v`` x (the chance it beats every other card, a tie
    counting ``TIE_SHARE``) - ``keep`` x the card's number, against the others' current mixes;
    ``T`` = ``MIX_TEMPERATURE`` x ``v`` (at least 1 point). A card that is clearly better gets
    more weight, never all of it: two bots holding the same cards rarely show the same one.
    -> one tuple of chances per contender, in the order of its cards (``()`` for none)."""
    n = len(sets)
    temp = MIX_TEMPERATURE * max(v, 1)
    top = max((max(s) for s in sets if s), default=0)
    size = max(top, 6) + 1
    mix = [[1.0 / len(s)] * len(s) if s else [] for s in sets]
    for _ in range(MIX_STEPS):
        below, at = [], []  # per contender: P(total < t) and P(total == t), t = 0..size-1
        for s, m in zip(sets, mix):
            d = [0.0] * size
            if s:
                for k, p in zip(s, m):
                    d[k] += p
            else:
                for t in range(1, 7):
                    d[t] = 1 / 6
            lt, acc = [0.0] * size, 0.0
            for t in range(size):
                lt[t] = acc
                acc += d[t]
            below.append(lt)
            at.append(d)
        new = []
        for i, s in enumerate(sets):
            if not s:
                new.append([])
                continue
            gains = []
            for k in s:
                win = level = 1.0
                for j in range(n):
                    if j != i:
                        win *= below[j][k]
                        level *= below[j][k] + at[j][k]
                gains.append(v * (win + TIE_SHARE * (level - win)) - keep * k)
            best = max(gains)
            w = [math.exp((g - best) / temp) for g in gains]
            z = sum(w)
            new.append([x / z for x in w])
        mix = [[(1 - MIX_DAMPING) * a + MIX_DAMPING * b for a, b in zip(old, nw)]
               for old, nw in zip(mix, new)]
    return tuple(tuple(m) for m in mix)


def _commit(game, view, me, rng):
    """Draw the numbered card to commit from this bot's mix (``_card_mixes``), with ``rng``."""
    bid = view["bid"]
    v = _value(game, bid["colour"], tuple(view["mayor"]))
    sets = _bid_sets(view)
    i = bid["contenders"].index(me)
    mix = _card_mixes(v, sets, _keep(view))[i]
    x = rng.random()
    for k, p in zip(sets[i], mix):
        x -= p
        if x < 0:
            return CommitCard(me, k)
    return CommitCard(me, sets[i][-1])  # (rounding: the chances add up to 1)


def _rival_beliefs(game, view, me) -> tuple:
    """The other contenders as ``_dice_to_take`` reads them: (the chance of each numbered card
    they may have committed, ``((0, 1.0),)`` when they committed none; their dice), the cards'
    chances from ``_card_mixes`` (what they hold is public, what they committed is not)."""
    bid = view["bid"]
    v = _value(game, bid["colour"], tuple(view["mayor"]))
    sets = _bid_sets(view)
    mixes = _card_mixes(v, sets, _keep(view)) if any(sets) else ()
    out = []
    for j, p in enumerate(bid["contenders"]):
        if p == me:
            continue
        if bid["cards"][p] is None:
            cards = ((0, 1.0),)
        else:
            cards = tuple((k, q) for k, q in zip(sets[j], mixes[j]) if q > 1e-9)
        out.append((cards, bid["dice"][p]))
    return tuple(out)


@lru_cache(maxsize=65536)
def _weighted_total(cards: tuple[tuple[int, float], ...], dice: int) -> tuple:
    """A contender's total as sorted (value, chance) pairs: a card drawn with ``cards``'
    chances ((card, chance) pairs; card 0: none) plus ``dice`` dice."""
    out: dict[int, float] = {}
    for c, q in cards:
        for s, p in _dice_sum(dice).items():
            out[c + s] = out.get(c + s, 0.0) + q * p
    return tuple(sorted(out.items()))


@lru_cache(maxsize=65536)
def _weighted_win(card: int | None, dice: int, others: tuple) -> float:
    """The chance that ``card`` plus ``dice`` dice beats every other contender, ``others`` as
    in ``_rival_beliefs`` (a tie counts as a half: it is bid again)."""
    mine = _total_dist([card] if card else [], dice)
    totals = [_weighted_total(cards, d) for cards, d in others]
    p = 0.0
    for t, pt in mine.items():
        below = level = 1.0
        for dist in totals:
            lt = sum(q for x, q in dist if x < t)
            below *= lt
            level *= lt + sum(q for x, q in dist if x == t)
        p += pt * (below + 0.5 * (level - below))
    return p


@lru_cache(maxsize=65536)
def _dice_to_take(v: int, card: int | None, have: int, rivals: tuple) -> int | None:
    """How many more dice bring the most expected gain over their price (``DIE_COST``, 2 points
    a die, paid at once) for an apple worth ``v`` (``None``: no number gains), holding ``card``
    and ``have`` dice against ``rivals`` (``_rival_beliefs``'s tuples); the fewest on a tie."""
    best_gain, best = 0.0, None
    base = _weighted_win(card, have, rivals)
    for k in range(1, MAX_DICE - have + 1):
        gain = v * (_weighted_win(card, have + k, rivals) - base) - DIE_COST * k
        if gain > best_gain:
            best_gain, best = gain, k
    return best


def _dice(game, view, me, legal):
    bid = view["bid"]
    v = _value(game, bid["colour"], tuple(view["mayor"]))
    card = bid["cards"][me]
    card = None if card in (None, "face down") else card
    rivals = _rival_beliefs(game, view, me)
    if not any(isinstance(m, Stand) for m in legal):  # no card and no die yet: 1 to 3 dice
        return TakeDice(me, max(range(1, MAX_DICE - bid["dice"][me] + 1),
                                key=lambda k: (v * _weighted_win(None, k, rivals) - DIE_COST * k,
                                               -k)))
    best = _dice_to_take(v, card, bid["dice"][me], rivals)
    return TakeDice(me, best) if best is not None else Stand(me)


def _own_value(game, view, me, sq) -> float:
    """What ``me``'s face-down apple would score with the mayor on ``sq`` (0 with none)."""
    mine = view["table"].get(me)
    if mine is None:
        return 0.0
    if mine == MULTI:
        return max(_value(game, c, sq) for c in APPLES) * 0.9
    return float(_value(game, mine, sq))


def _announce(game, view, me, legal):
    """The leader announces the square best for his own apple (as he would move the mayor)."""
    best = _mayor(game, view, me, [MoveMayor(me, m.square) for m in legal])
    return AnnounceMayor(me, best.square)


def _bribe(game, view, me, legal):
    """Offer points for another square when it is worth clearly more to our apple than the
    announced one: 1 point for a gain of 2 or 3, 2 points for more (offers are public). In the
    blind order (nothing announced) the gain is counted against our apple's mean over the
    mayor's squares (where the leader will take him is unknown)."""
    offers = [m for m in legal if isinstance(m, Bribe)]
    if not offers or view["table"].get(me) is None:
        return NoBribe(me)
    if view["announced"] is None:
        squares = view.mayor_squares()
        here = sum(_own_value(game, view, me, sq) for sq in squares) / len(squares)
    else:
        here = _own_value(game, view, me, tuple(view["announced"]))
    best = max(offers, key=lambda m: (_own_value(game, view, me, tuple(m.square)), m.square))
    gain = _own_value(game, view, me, tuple(best.square)) - here
    if gain >= 4:
        return Bribe(me, best.square, 2)
    if gain >= 2:
        return Bribe(me, best.square, 1)
    return NoBribe(me)


def _accept(game, view, me, legal):
    """Take the offer that brings most (points plus what our apple scores there) over keeping
    the announced square (in the blind order: over our apple's best square, where we would move
    the mayor ourselves); none: keep it."""
    if view["announced"] is None:
        keep = max(_own_value(game, view, me, sq) for sq in view.mayor_squares())
    else:
        keep = _own_value(game, view, me, tuple(view["announced"]))
    best, gain = RefuseBribes(me), 0.0
    for briber, sq, pts in view["offers"]:
        g = _own_value(game, view, me, tuple(sq)) + pts - keep
        if g > gain:
            best, gain = AcceptBribe(me, briber), g
    return best


def _place_mayor(game, view, me, legal):
    chips = {tuple(sq) for sq in view["chips"]}
    return max(legal, key=lambda m: (sum(sq in chips for sq in neighbours8(m.square)),
                                      m.square == (2, 2), m.square))


def _remove_chip(game, view, me, legal, rng):
    # keep the middle full (more choice for the mayor); take an edge chip at random
    edge = [m for m in legal if 0 in m.square or 4 in m.square]
    return rng.choice(edge or legal)


def sensible(game, rng: _random.Random):
    """A fair heuristic player that looks only at its own view (see the module docstring)."""
    return _sensible(game, rng, _choose)


#: the apple values the modest bot aims at ("Try to harvest 'only' a three or four"): a
#: colour's value where the mayor may go (the mean over his squares; the leader, who moves
#: him, the best) from the lower bound up to, not including, the upper
MODEST_VALUES = (3, 5)


def _modest_choose(game, view, me, legal, rng):
    """Play an apple card worth "'only' a three or four" where the mayor may go (the highest
    such; never a multi-coloured apple); without one, or in the game's last or dead round,
    the sensible bot's choice."""
    hand = view["hand"]
    targets = view.mayor_squares()
    if hand and targets and not _last_round(game, view) and not _dead_round(game, view):
        mean, best = _spread(_grid(game), tuple(targets))
        values = best if view["leader"] == me else mean
        low, high = MODEST_VALUES
        modest = [c for c in APPLES if c in hand and low <= values[c] < high]
        if modest:
            return PlayApple(me, max(modest, key=lambda c: (values[c], -APPLES.index(c))))
    return _choose(game, view, me, legal, rng)


def modest(game, rng: _random.Random):
    """The sensible bot following the rulebook's hint (``zank.hint.modest``): "Contentions can
    be avoided by being modest in your ambition. Try to harvest 'only' a three or four and
    you minimize the danger of Contention." It plays an apple card worth 3 or 4 where the
    mayor may go whenever it holds one (``MODEST_VALUES``; the highest such, a colour others
    chase less than a 5 or 7); everything else as ``sensible``."""
    return _sensible(game, rng, _modest_choose)


def _sensible(game, rng: _random.Random, choose):
    """The sensible bot's decisions, its choice of apple card made by ``choose``."""
    me = game.to_move
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    view = SeatView(game, game.state, me)  # game.view(me), each item made when first read
    ph = view["phase"]
    if ph == CHOOSE:
        return choose(game, view, me, legal, rng)
    if ph == MAYOR:
        return _mayor(game, view, me, legal)
    if ph == NAMING:
        return _name(game, view, me)
    if ph == COMMIT:
        return _commit(game, view, me, rng)
    if ph == DICE:
        return _dice(game, view, me, legal)
    if ph == ANNOUNCE:
        return _announce(game, view, me, legal)
    if ph == BRIBE:
        return _bribe(game, view, me, legal)
    if ph == ACCEPT:
        return _accept(game, view, me, legal)
    if ph == PLACE_MAYOR:
        return _place_mayor(game, view, me, legal)
    if ph == REMOVE_CHIP:
        return _remove_chip(game, view, me, legal, rng)
    return rng.choice(legal)


# -- the baseline: the best colour, one die ----------------------------------------------------
def _worth(game, view, me, card: str) -> float:
    """What ``card`` is worth to play now: its colour's value where the mayor may go (the mean
    over his squares; the leader, who moves him, the best), a multi-coloured apple its best
    colour's."""
    squares = view.mayor_squares()
    if not squares:
        return 0.0
    mean, best = _spread(_grid(game), tuple(squares))
    values = best if view["leader"] == me else mean
    return max(values.values()) if card == MULTI else values[card]


def best_colour_one_die(game, rng: _random.Random):
    """A simple baseline, from its own view: play the apple card worth most where the mayor may
    go (buy only with no card in hand), move the mayor (as leader) to the square best for its
    apple and name a multi-coloured apple the colour worth most there; in a contention commit
    the highest numbered card, take one die, then stand. With corruption it announces its best
    square, offers nothing and refuses every offer; chips and the mayor's first square at
    random."""
    me = game.to_move
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    view = SeatView(game, game.state, me)
    ph = view["phase"]
    if ph == CHOOSE:
        plays = [m for m in legal if isinstance(m, PlayApple)]
        if not plays:
            return BuyApple(me)
        return max(plays, key=lambda m: (_worth(game, view, me, m.card), -KINDS.index(m.card)))
    if ph in (MAYOR, ANNOUNCE):
        return max(legal, key=lambda m: (_own_value(game, view, me, tuple(m.square)), m.square))
    if ph == NAMING:
        mayor = tuple(view["mayor"])
        return NameColour(me, max(APPLES, key=lambda c: _value(game, c, mayor)))
    if ph == COMMIT:
        return CommitCard(me, max(view.numbered(me)))
    if ph == DICE:
        if view["bid"]["dice"][me] == 0:
            return TakeDice(me, 1)
        return Stand(me)
    if ph == BRIBE:
        return NoBribe(me)
    if ph == ACCEPT:
        return RefuseBribes(me)
    return rng.choice(legal)


#: the moves ``fair_search`` weighs at a decision, at most
SEARCH_WIDTH = 6
#: the spread of ``position_estimate``: a lead of this many points is worth about 3 to 1
ESTIMATE_SCALE = 6.0


def search_candidates(game, rng) -> list:
    """The moves worth searching: every legal move when there are at most ``SEARCH_WIDTH``,
    else those the sensible bot makes in ``SEARCH_WIDTH`` tries (it mixes its numbered cards),
    in the order found; the setup's chips and the mayor's first square are the sensible
    bot's alone."""
    legal = game.legal_moves()
    if len(legal) <= SEARCH_WIDTH:
        return legal
    if game.phase in (REMOVE_CHIP, PLACE_MAYOR):
        return [sensible(game, rng)]
    found = []
    for _ in range(SEARCH_WIDTH):
        m = sensible(game, rng)
        if m not in found:
            found.append(m)
    return found


def position_estimate(game, seat: str) -> float:
    """How well ``seat`` stands in a game not over, 0 to 1: its position on the track (with
    what its apple cards in hand are worth later, ``KEEP_VALUE``) against the best other's."""
    s = game.state
    worth = {p: s.positions[i] + sum(KEEP_VALUE[c] for c in s.hands[i])
             for i, p in enumerate(s.seats)}
    lead = worth[seat] - max(v for p, v in worth.items() if p != seat)
    return 1.0 / (1.0 + math.exp(-lead / ESTIMATE_SCALE))


fair_search = FairSearch(sensible, position_estimate, search_candidates, budget=32, worlds=4,
                         horizon=12)

#: the bots that play a game in a blink (``fair_search``, which searches, is registered apart:
#: ``zzlib.GAMES["zank"].bots``)
BOTS = {"random": random, "sensible": sensible,
        "best_colour_one_die": best_colour_one_die, "modest": modest}

__all__ = ["random", "sensible", "best_colour_one_die", "modest", "fair_search", "BOTS", "win_chance", "MoveMayor",
           "PlaceMayor", "RemoveChip"]
