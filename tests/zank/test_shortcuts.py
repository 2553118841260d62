"""The second pass's shortcuts give exactly what the plain code gives, on many random
positions: the lazy seat view a bot reads (``SeatView``), the remembered legal-move lists, who
moves, the plain-square shortcut, the end-of-track check and the sensible bot's remembered win
chances, card mixes and dice choices."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zank
from zzlib.core import IllegalMove
from zzlib.zank import bots
from zzlib.zank.game import SeatView, _square
from zzlib.zank.orchard import check_square
from zzlib.zank.state import evolve

from .test_fast_paths import _plain_total_dist, plain_targets, plain_win_chance, random_states

OPTIONS = [{}, {"players": 3, "corruption": True},
           {"players": 6, "corruption": True, "bid_start": "leader"},
           {"players": 5, "chips_end": "next_mayor", "track_length": 15},
           {"corruption": True, "corruption_order": "blind", "chips_end": "immediately"}]


def plain_view(game, s, player):
    """A seat's view built in one go, as ``Game._view`` built it before ``VIEW_ITEMS``."""
    me = None if player is None else s.seat(player)

    def table_card(i):
        card = s.table[i]
        if card is None:
            return None
        return card if (s.revealed or i == me) else "face down"

    out = {
        "player": player, "seats": list(s.seats), "phase": game.phase_of(s),
        "to_move": game.to_move_of(s), "round": s.round, "leader": s.leader_name,
        "chips": [list(sq) for sq in sorted(s.chips)],
        "mayor": list(s.mayor) if s.mayor else None,
        "positions": dict(zip(s.seats, s.positions)),
        "track_length": game.options["track_length"], "reached": list(s.reached),
        "face_up": s.face_up, "deck": len(s.deck), "barn": len(s.barn),
        "hand_sizes": {p: len(h) for p, h in zip(s.seats, s.hands)},
        "numbered": {p: list(k) for p, k in zip(s.seats, s.numbered)},
        "spent": {p: list(k) for p, k in zip(s.seats, s.spent)},
        "table": {p: table_card(i) for i, p in enumerate(s.seats)},
        "claims": ({p: s.claims[i] for i, p in enumerate(s.seats)} if s.revealed
                   else dict.fromkeys(s.seats)),
        "contentions": [[c, list(ps)] for c, ps in s.contentions],
        "offers": [[p, list(sq), k] for p, sq, k in s.offers],
        "announced": list(s.announced) if s.announced else None,
        "winners": list(s.winners),
    }
    if me is not None:
        out["hand"] = list(s.hands[me])
    b = s.bid
    out["bid"] = None if b is None else {
        "colour": b.colour, "contenders": list(b.contenders),
        "cards": {p: (None if b.cards[j] is None else
                      (b.cards[j] if p == player else "face down"))
                  for j, p in enumerate(b.contenders)},
        "dice": dict(zip(b.contenders, b.dice)),
        "turn": b.contenders[b.turn], "bid_round": b.bid_round, "order": list(b.order),
    }
    return out


@pytest.mark.parametrize("options", OPTIONS)
def test_views_and_lazy_seat_views_equal_the_plain_view(options):
    g = zank.Game.new(5, **options)
    for seed in range(4):
        states = random_states(seed, **options)
        for s in states[:: max(1, len(states) // 80)]:
            for player in (None, *s.seats):
                want = plain_view(g, s, player)
                got = g._view(s, player)
                assert got == want and list(got) == list(want)  # the same items, in order
                if player is not None:
                    lazy = SeatView(g, s, player)
                    for key in reversed(list(want)):  # any order, each read twice
                        assert lazy[key] == want[key] and lazy[key] == want[key]


def plain_legal(s):
    """The legal moves made afresh, as ``Game._legal`` made them before its remembered lists."""
    g = zank.Game.new(0)
    who = g.to_move_of(s)
    if who is None:
        return []
    i = s.seat(who)
    ph = s.phase
    if ph == "remove_chip":
        return [zank.RemoveChip(who, sq) for sq in sorted(s.chips)]
    if ph == "place_mayor":
        return [zank.PlaceMayor(who, sq) for sq in zank.SQUARES]
    if ph == "choose":
        moves = [zank.PlayApple(who, k) for k in zank.KINDS if k in s.hands[i]]
        if s.face_up is not None:
            moves.append(zank.BuyApple(who))
        return moves
    targets = plain_targets(s.chips, s.mayor)
    if ph == "announce":
        return [zank.AnnounceMayor(who, sq) for sq in targets]
    if ph == "bribe":
        return [zank.NoBribe(who)] + [zank.Bribe(who, sq, p) for sq in targets
                                      if sq != s.announced for p in (1, 2)]
    if ph == "accept":
        return [zank.RefuseBribes(who)] + [zank.AcceptBribe(who, b) for b, _, _ in s.offers]
    if ph == "mayor":
        return [zank.MoveMayor(who, sq) for sq in targets]
    if ph == "name":
        return [zank.NameColour(who, c) for c in zank.APPLES]
    if ph == "commit":
        return [zank.CommitCard(who, k) for k in s.numbered[i]]
    b = s.bid
    j = b.index(who)
    moves = [] if (b.cards[j] is None and b.dice[j] == 0) else [zank.Stand(who)]
    return moves + [zank.TakeDice(who, k) for k in range(1, 3 - b.dice[j] + 1)]


def plain_to_move(s):
    """Who decides, as ``Game._to_move`` said before its phases were reordered."""
    ph = s.phase
    if ph == "over" or not zank.Game.PHASES[ph].moves:
        return None
    if ph in ("remove_chip", "bribe", "name", "commit"):
        return s.queue[0]
    if ph == "choose":
        who = s.queue[0]
        if not s.hands[s.seat(who)] and s.face_up is None:
            return None
        return who
    if ph in ("place_mayor", "announce", "accept"):
        return s.leader_name
    if ph == "mayor":
        return s.leader_name if plain_targets(s.chips, s.mayor) else None
    return s.bid.contenders[s.bid.turn]


@pytest.mark.parametrize("options", OPTIONS)
def test_who_moves_and_the_legal_moves_equal_the_plain_ones(options):
    g = zank.Game.new(0, **options)
    for seed in range(6):
        for s in random_states(seed, **options):
            assert g._to_move(s) == plain_to_move(s)
            assert g._to_move(s) == plain_to_move(s)  # asked again: the answer kept
            for _ in range(2):  # made, then remembered
                moves = g._legal(s)
                assert moves == plain_legal(s) and type(moves) is list
            moves.append(None)  # a caller may change its list: the remembered one stays
            assert g._legal(s) == plain_legal(s)


class Small(int):
    """An int subclass: check_square takes it, the shortcut leaves it to the full check."""


def plain_check_square(square, what="square"):
    """``check_square`` without its shortcut for a plain tuple."""
    if (not isinstance(square, (tuple, list)) or len(square) != 2
            or any(isinstance(x, bool) or not isinstance(x, int) for x in square)
            or not all(0 <= x < 5 for x in square)):
        raise ValueError(f"{what} must be (row, column) with both from 0 to 4, "
                         f"got {square!r}")
    return (square[0], square[1])


SQUARE_LIKE = st.one_of(
    st.tuples(st.integers(-2, 6), st.integers(-2, 6)),
    st.lists(st.integers(-1, 5), min_size=0, max_size=3),
    st.tuples(st.booleans(), st.integers(0, 4)),
    st.tuples(st.integers(0, 4), st.integers(0, 4)).map(lambda t: (Small(t[0]), t[1])),
    st.tuples(st.integers(0, 4), st.integers(0, 4), st.integers(0, 4)),
    st.none() | st.text(max_size=2) | st.floats(),
)


@settings(max_examples=400, deadline=None)
@given(SQUARE_LIKE)
def test_the_square_shortcut_equals_the_full_check(square):
    try:
        want = plain_check_square(square)
    except ValueError as e:
        with pytest.raises(ValueError) as got:
            check_square(square)
        assert str(got.value) == str(e)
        with pytest.raises(IllegalMove) as got:
            _square(square, "zank.mayor.move")
        assert str(e) in str(got.value)
    else:
        for got in (check_square(square), _square(square, "zank.mayor.move")):
            assert got == want and type(got) is tuple
            assert [type(x) for x in got] == [type(x) for x in want]


@pytest.mark.parametrize("options", [{"track_length": 5}, {"track_length": 12, "players": 3}])
def test_who_reached_the_end_equals_the_plain_rule(options):
    g = zank.Game.new(0, **options)
    track = g.options["track_length"]
    for seed in range(6):
        for s in random_states(seed, **options):
            new = tuple(p for p, x in zip(s.seats, s.positions)
                        if x >= track and p not in s.reached)
            want = evolve(s, reached=s.reached + new) if new and s.phase != "over" else s
            assert g._mark_reached(s) == want


def plain_weighted_win(card, dice, others):
    """The sensible bot's win chance against rivals whose cards have chances (``others``:
    lists of (card, chance) and their dice), computed afresh (no remembered result)."""
    mine = _plain_dice_dist(dice) if not card else {
        card + s: p for s, p in _plain_dice_dist(dice).items()}
    totals = []
    for cards, d in others:
        out = {}
        for c, q in cards:
            for s, p in _plain_dice_dist(d).items():
                out[c + s] = out.get(c + s, 0.0) + q * p
        totals.append(sorted(out.items()))
    p = 0.0
    for t, pt in mine.items():
        below = level = 1.0
        for dist in totals:
            lt = sum(q for x, q in dist if x < t)
            below *= lt
            level *= lt + sum(q for x, q in dist if x == t)
        p += pt * (below + 0.5 * (level - below))
    return p


def _plain_dice_dist(n):
    """The sum of ``n`` dice, computed afresh (a card of 0 plus the dice)."""
    return _plain_total_dist([], n)


def plain_dice(v, card, have, rivals):
    """The sensible bot's number of dice, computed afresh (``None``: none): the most expected
    gain over the price, 2 points a die."""
    best_gain, best = 0.0, None
    base = plain_weighted_win(card, have, rivals)
    for k in range(1, 3 - have + 1):
        gain = v * (plain_weighted_win(card, have + k, rivals) - base) - 2 * k
        if gain > best_gain:
            best_gain, best = gain, k
    return best


def as_beliefs(rivals):
    """Rivals as (cards, dice) lists -> the bot's tuples, each card equally likely (no card:
    card 0)."""
    return tuple((tuple((c, 1 / len(cards)) for c in cards) if cards else ((0, 1.0),), d)
                 for cards, d in rivals)


NUMBERED = st.lists(st.integers(1, 10), max_size=10, unique=True).map(sorted)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 12), NUMBERED.filter(bool),
       st.lists(st.tuples(NUMBERED, st.integers(0, 3)), min_size=1, max_size=3))
def test_the_remembered_win_chance_and_dice_equal_the_plain_choice(v, mine, rivals):
    beliefs = as_beliefs(rivals)
    for card in (None, mine[0], mine[-1]):
        for have in range(4):
            got = bots._weighted_win(card, have, beliefs)
            assert got == plain_weighted_win(card, have, beliefs)
            # each card equally likely: the uniform win chance of ``win_chance``
            assert got == pytest.approx(plain_win_chance(card, have, rivals), abs=1e-9)
            assert bots._dice_to_take(v, card, have, beliefs) == plain_dice(
                v, card, have, beliefs)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 12), st.lists(NUMBERED, min_size=2, max_size=4),
       st.sampled_from([0.0, 0.1, 0.25]))
def test_the_card_mixes_are_chances_over_each_contenders_cards(v, sets, keep):
    sets = tuple(tuple(s) for s in sets)
    if not any(sets):
        return
    mixes = bots._card_mixes(v, sets, keep)
    assert mixes == bots._card_mixes.__wrapped__(v, sets, keep)  # remembered = afresh
    for cards, mix in zip(sets, mixes):
        assert len(mix) == len(cards)
        if cards:
            assert all(p > 0 for p in mix) and sum(mix) == pytest.approx(1)


@pytest.mark.parametrize("options", OPTIONS[:2])
def test_the_seat_views_squares_chips_and_numbered_cards_equal_the_views(options):
    g = zank.Game.new(0, **options)
    for seed in range(4):
        for s in random_states(seed, **options):
            view = g._view(s, s.seats[0])
            chips = frozenset(tuple(sq) for sq in view["chips"])
            mayor = tuple(view["mayor"]) if view["mayor"] else None
            lazy = SeatView(g, s, s.seats[0])
            assert lazy.mayor_squares() == plain_targets(chips, mayor)
            assert lazy.chips_left() == len(view["chips"])
            for p in s.seats:
                assert list(lazy.numbered(p)) == view["numbered"][p]


GRID = st.lists(st.lists(st.integers(0, 99), min_size=5, max_size=5), min_size=5, max_size=5)


@settings(max_examples=100, deadline=None)
@given(st.fixed_dictionaries({c: GRID for c in zank.APPLES}),
       st.lists(st.sampled_from(zank.SQUARES), min_size=1, max_size=8, unique=True))
def test_the_remembered_shares_and_multi_value_equal_the_plain_sums(grid, squares):
    orchard = zank.make_orchard(grid)
    mean = {c: sum(orchard[c][r][k] for r, k in squares) / len(squares) for c in zank.APPLES}
    total = sum(mean.values())
    if total == 0:
        return  # worth nothing on these squares: no shares (a ZeroDivisionError, as before)
    share, multi = bots._shares(bots._Grid(tuple(orchard[c] for c in zank.APPLES)),
                                tuple(squares))
    assert share == {c: mean[c] / total for c in zank.APPLES}
    assert multi == max(mean.values()) * 0.9


class _Orchard:
    """Just what the bot's helpers read of a game: its orchard."""

    def __init__(self, orchard):
        self.orchard = orchard


@settings(max_examples=100, deadline=None)
@given(st.fixed_dictionaries({c: GRID for c in zank.APPLES}))
def test_an_orchards_key_is_its_values(grid):
    orchard = zank.make_orchard(grid)
    key = bots._grid(_Orchard(orchard))
    assert key.rows == tuple(orchard[c] for c in zank.APPLES)
    assert bots._grid(_Orchard(orchard)) is key  # made once per orchard
    twin = bots._grid(_Orchard(zank.make_orchard(grid)))  # another orchard, the same values
    assert twin == key and hash(twin) == hash(key)
    default = bots._grid(_Orchard(zank.ORCHARD))
    assert (default == key) == (default.rows == key.rows)
