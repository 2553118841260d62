"""The shortcuts behind fast untraced play give what the plain computations give.

Smash looks for contacts before building a graph and skips the search when no zombie touches
two pumpkins; Descend and Smash are cached on the rows above the garden path; spells share a
cached chain graph; counts are cached by row; the greedy bot looks ahead best bound first.
Each is checked here against the plain computation on many random boards and positions.
"""

import dataclasses
import random
from collections import Counter
from itertools import combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from zzlib import zot
from zzlib.core import adjacency_graph, bfs_order, untraced
from zzlib.zot import Board, MoveShoot, Place
from zzlib.zot import bots as zbots
from zzlib.zot.game import _replace

smash_module = __import__("zzlib.zot.smash", fromlist=["_contacts"])
descend_module = __import__("zzlib.zot.descend", fromlist=["_descended"])
spells_module = __import__("zzlib.zot.spells", fromlist=["_chain_graph"])

UPPER = ".....ZZZFFBM*zfbm"  # Zot's rows and the yard: mostly empty
PATCH = "PPPPZZFzf*."  # the patch: mostly pumpkins, zombies at the barrier


@st.composite
def some_boards(draw, upper=UPPER, above_patch=UPPER, patch=PATCH):
    """A valid 11x6 board: random tokens and beds, pumpkins (and zombies) in the patch."""
    rows = [draw(st.text(upper, min_size=6, max_size=6)) for _ in range(8)]
    rows.append(draw(st.text(above_patch, min_size=6, max_size=6)))
    rows.append(draw(st.text(patch, min_size=6, max_size=6)))
    j = draw(st.integers(1, 6))
    rows.append("." * (j - 1) + "J" + "." * (6 - j))
    return Board.from_text("\n".join(rows))


def boards():
    """Boards of every kind, and crowded patches where zombies touch two pumpkins (Jasper
    then has a choice)."""
    return st.one_of(some_boards(), some_boards(above_patch=".", patch="PPPZ"))


def plain_smash(board, columns=None):
    """Smash by the networkx matching alone (no shortcut), as the engine did before."""
    _, matching = zot.smash_matching(board, columns)
    pairs = sorted(matching.items(), key=lambda zp: zp[1])
    after = board.replace({p: "." for _, p in pairs}) if pairs else board
    return after, tuple(sorted(p[1] for _, p in pairs)), pairs


def plain_choices(board):
    """Every set of columns a maximum matching smashes, by trying every combination."""
    graph, zombies = smash_module._contacts(board)
    per_group = []
    for zs, ps in smash_module._components(graph, zombies):
        k = len(smash_module._matched(graph, zs, ps))
        per_group.append([tuple(p[1] for p in sub) for sub in combinations(ps, k)
                          if len(smash_module._matched(graph, zs, list(sub))) == k])
    return sorted(tuple(sorted(c for part in parts for c in part))
                  for parts in product(*per_group))


def plain_lowest(board):
    """The lowest-columns maximum matching by the greedy over every pumpkin."""
    graph, zombies = smash_module._contacts(board)
    chosen = []
    for c in board.pumpkins:
        p = (board.patch_row, c)
        if graph.degree(p) == 0:
            continue
        if len(smash_module._matched(graph, zombies, chosen + [p])) == len(chosen) + 1:
            chosen.append(p)
    return smash_module._matched(graph, zombies, chosen)


@settings(max_examples=300, deadline=None)
@given(boards())
def test_smash_equals_the_plain_matching_traced_and_untraced(board):
    after, cols, pairs = plain_smash(board)
    b, c, events = zot.smash(board)
    assert (b, c) == (after, cols)
    assert [(tuple(e.data["zombie"]), tuple(e.data["pumpkin"])) for e in events] == pairs
    with untraced():
        assert zot.smash(board) == (after, cols, [])


@settings(max_examples=300, deadline=None)
@given(boards())
def test_the_lowest_columns_shortcut_equals_the_greedy(board):
    assert zot.smash_matching(board)[1] == plain_lowest(board)
    if smash_module._touching(board):
        columns = smash_module._lowest_columns(board)
        assert columns == tuple(sorted(p[1] for p in plain_lowest(board).values()))


@settings(max_examples=300, deadline=None)
@given(boards())
def test_smash_choices_equal_every_combination_tried(board):
    assert zot.smash_choices(board) == plain_choices(board)
    for choice in zot.smash_choices(board):
        assert zot.smash(board, choice)[:2] == plain_smash(board, choice)[:2]


@settings(max_examples=300, deadline=None)
@given(boards())
def test_simple_contacts_agree_with_the_matching(board):
    simple = smash_module._simple_contacts(board)
    graph, zombies = smash_module._contacts(board)
    two = any(graph.degree(z) > 1 for z in zombies)
    assert (simple is None) == two
    if simple is not None:
        smashed, pairs = simple
        assert smashed == plain_smash(board)[1]
        if pairs is not None:
            assert list(pairs) == plain_smash(board)[2]
    assert smash_module._touching(board) == bool(zombies)


@settings(max_examples=200, deadline=None)
@given(boards(), st.sampled_from(["left", "right"]))
def test_descend_does_not_depend_on_jaspers_column_the_cache_or_tracing(board, tie):
    """Untraced, tokens with two empty squares ahead take a shortcut: the same board."""
    rows = board.grid[:-1]
    fresh = descend_module._descended.__wrapped__(rows, tie, True)
    after, events = zot.descend(board, {"barrier_tie": tie})
    assert after.grid == fresh[0] + board.grid[-1:]
    assert tuple(events) == fresh[1]
    for c in range(1, 7):
        moved = board.with_glyph((board.path_row, c), "J")
        with untraced():
            b, evs = zot.descend(moved, {"barrier_tie": tie})
        assert b.grid[:-1] == after.grid[:-1] and b.grid[-1] == moved.grid[-1] and evs == []


@settings(max_examples=200, deadline=None)
@given(boards(), st.sampled_from(["flower", "fire"]), st.integers(1, 6),
       st.sampled_from([None, 0, 14]), st.booleans())
def test_a_cast_equals_its_plain_self(board, spell, column, supply, through):
    opts = {"flower_chain_through_beds": through}
    r = zot.cast(board, spell, column, supply, opts)
    assert dataclasses.replace(r) == r  # every field there, as the dataclass makes it
    assert list(vars(r)) == [f.name for f in dataclasses.fields(r)]
    if r.graph is not None:
        allowed = "ZFBMzfbm*" if spell == "fire" or through else "ZFBMzfbm"
        nodes = [(row, c) for row in range(board.fence_row, board.patch_row + 1)
                 for c in range(1, 7) if board.grid[row][c - 1] in allowed]
        plain = adjacency_graph(nodes)
        assert sorted(r.graph.edges) == sorted(plain.edges)
        assert list(r.graph.nodes) == list(plain.nodes)
        assert r.chain == tuple(bfs_order(plain, r.hit))
    with untraced():
        quiet = zot.cast(board, spell, column, supply, opts)
    assert dataclasses.replace(quiet, events=r.events) == r
    assert quiet.events == ()


@settings(max_examples=200, deadline=None)
@given(boards())
def test_counts_equal_a_plain_count(board):
    plain = dict.fromkeys("ZFBM*P", 0)
    for row in board.grid:
        for g in row:
            if g in "ZFBMP":
                plain[g] += 1
            elif g in "zfbm":
                plain[g.upper()] += 1
                plain["*"] += 1
            elif g == "*":
                plain["*"] += 1
    assert board.counts() == plain
    assert board.pumpkins == tuple(i + 1 for i, g in enumerate(board.grid[-2]) if g == "P")


def test_the_state_copy_equals_dataclasses_replace():
    s = zot.Game.new(3).state
    for changes in ({}, {"phase": "roll"}, {"score": 5, "bag": ("Z",), "dice": (1, 2)}):
        a, b = _replace(s, **changes), dataclasses.replace(s, **changes)
        assert a == b and vars(a) == vars(b) and list(vars(a)) == list(vars(b))
    assert s.phase == "setup"  # the original is untouched


def test_cached_lists_are_fresh_copies():
    b = Board.start()
    first = zot.placements(b, 2, 3, False)
    first.append("junk")
    assert zot.placements(b, 2, 3, False) == [((0, 2), (0, 3)), ((0, 3), (0, 4))]
    g = zot.Game.new(1)
    g.play(zot.StartJasper(3))
    g.advance()
    moves = g.legal_moves()
    moves.clear()
    assert g.legal_moves()


def exhaustive_move_shoot(game):
    """The greedy Move & Shoot as it was first written: every move looked at."""
    s = game.state
    board, opts = s.board, game.options
    seen, best, best_value = {}, None, None
    j = board.jasper
    for m in game.legal_moves():
        if m.spell is None:
            after, points = board, 0
        else:
            r = zot.cast(board, m.spell, m.column, s.supply, opts)
            after, points = r.board, r.points
        if after not in seen:
            lost_blast = len(board.pumpkins) - len(after.pumpkins)
            now, later = zbots._threat(after, opts)
            beds = len(after.beds())
            zombies = sum(1 for row in after.grid[after.fence_row:after.patch_row + 1]
                          for g in row if g in "ZFzf")
            seen[after] = -20 * (lost_blast + now) - 10 * later + 1.0 * beds - 2.0 * zombies
        value = points + seen[after] - 0.01 * abs(m.column - j)
        if best_value is None or value > best_value:
            best, best_value = m, value
    return best


def plain_place_value(board, m):
    if not m.cells:
        return 0.0
    b = board.replace(dict(zip(m.cells, m.tokens)))
    v = 0.0
    for sq, t in zip(m.cells, m.tokens):
        n = zbots._neighbours_occupied(b, sq)
        v += -2 * n if t == "B" else n
    return v


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([0.0, 0.5, 1.0]))
def test_greedy_picks_what_looking_at_every_move_picks(seed, mix):
    g = zot.Game.new(seed)
    rng = random.Random(seed)
    looked = Counter()
    while not g.is_over:
        if g.to_move is None:
            g.advance()
            continue
        moves = g.legal_moves()
        if isinstance(moves[0], MoveShoot):
            assert zbots.greedy(g, rng) == exhaustive_move_shoot(g)
            looked["move_shoot"] += 1
        elif isinstance(moves[0], Place):
            for m in moves:
                assert zbots._place_value(g.state.board, m) == plain_place_value(g.state.board, m)
        bot = zbots.greedy if rng.random() < mix else zbots.random
        g.play(bot(g, rng))
    assert looked["move_shoot"] > 0


SPELL_OPTIONS = st.fixed_dictionaries({
    "flower_supply": st.sampled_from([None, 0, 2, 14]),
    "flower_chain_through_beds": st.booleans(),
    "chain_beyond_fence": st.booleans(),
    "multipliers_stack": st.booleans(),
    "large_chain_bonus": st.sampled_from(["cumulative", "replace"]),
})


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), SPELL_OPTIONS)
def test_greedy_picks_what_looking_at_every_move_picks_under_every_spell_option(seed, options):
    """The look-ahead shares a spell's result between squares of one chain: with every
    spell option, and with a supply too small for every bed, it still picks what looking at
    every move picks."""
    g = zot.Game.new(seed, **options)
    rng = random.Random(seed)
    looked = 0
    while not g.is_over:
        if g.to_move is None:
            g.advance()
            continue
        if isinstance(g.legal_moves()[0], MoveShoot):
            assert zbots.greedy(g, rng) == exhaustive_move_shoot(g)
            looked += 1
        g.play(zbots.greedy(g, rng))
    assert looked > 0


def test_greedy_shares_a_chain_only_from_squares_a_spell_runs_a_chain_from():
    """Magical Fire up column 1 hits the bed at row 8 and burns the chain with the flaming
    zombie beside it; up column 2 it hits that zombie, which stands on no bed: nothing burns.
    Sharing the first spell's result with the second would make column 2 look as good."""
    board = Board.from_text("""
        ......
        ......
        .....F
        .....M
        ..Z.Z.
        ..Z...
        ..M...
        .Z....
        zF....
        PPPPP*
        ...J..
    """)
    g = zot.Game.new(0, board=board.to_text())
    while g.phase != "move_shoot":
        g.advance() if g.to_move is None else g.play(g.legal_moves()[0])
    s = g.state
    assert s.board.grid[2:] == board.grid[2:]  # Zot's new tokens landed in rows 0 and 1
    assert zot.cast(s.board, "fire", 2, s.supply).points == 0
    assert zot.cast(s.board, "fire", 1, s.supply).points == 7
    assert zbots.greedy(g, random.Random(0)) == exhaustive_move_shoot(g) == MoveShoot(1, "fire")


@settings(max_examples=300, deadline=None)
@given(some_boards(upper="..ZZZFBMM*zfbm", above_patch="ZZZFB*z.."),
       st.sampled_from(["flower", "fire"]), st.integers(1, 6),
       st.sampled_from([None, 0, 1, 2, 14]), SPELL_OPTIONS)
def test_a_chain_shared_from_another_square_is_what_casting_there_does(board, spell, column,
                                                                       supply, options):
    """``_same_chain``: every other column whose spell hits one of its squares leaves the
    same board and points (the look-ahead takes them from the first cast)."""
    options = {k: v for k, v in options.items() if k != "flower_supply"}
    r = zot.cast(board, spell, column, supply, options)
    shared = set(zbots._same_chain(board.grid, r))
    assert shared <= set(r.chain)
    for other in range(1, 7):
        if spells_module.flight(board, spell, other)[0] in shared:
            o = zot.cast(board, spell, other, supply, options)
            assert (o.board, o.points) == (r.board, r.points)


def test_a_chain_is_not_shared_when_the_beds_run_short():
    """Flower Power on three zombies in a row with one bed marker left: the bed grows where
    the chain starts, so another start leaves another board."""
    board = Board.from_text("\n".join(["......"] * 8 + ["ZZZ...", "PPPPPP", "J....."]))
    first = zot.cast(board, "flower", 1, 1)
    assert first.beds_short == 2 and zbots._same_chain(board.grid, first) == []
    assert zot.cast(board, "flower", 2, 1).board != first.board


def test_smash_shortcuts_on_many_crowded_patches():
    """Zombies between pumpkins, where Jasper chooses: seeded boards, many of them choices."""
    rng = random.Random(7)
    chosen = 0
    for _ in range(400):
        rows = ["".join(rng.choice(UPPER) for _ in range(6)) for _ in range(8)]
        rows.append("".join(rng.choice("Z.....") for _ in range(6)))
        rows.append("".join(rng.choice("PPPZf") for _ in range(6)))
        rows.append("J.....")
        board = Board.from_text("\n".join(rows))
        choices = zot.smash_choices(board)
        assert choices == plain_choices(board)
        chosen += len(choices) > 1
        for choice in choices:
            assert zot.smash(board, choice)[:2] == plain_smash(board, choice)[:2]
        assert zot.smash(board) == plain_smash(board)[:2] + (zot.smash(board)[2],)
        assert zot.smash_matching(board)[1] == plain_lowest(board)
        assert smash_module._lowest_columns(board) == plain_smash(board)[1]
    assert chosen > 20


def test_descend_shortcut_on_many_seeded_boards():
    """The untraced shortcut (tokens with two empty squares ahead) moves every token as the
    traced step does, bombs and multipliers near the pumpkins included."""
    rng = random.Random(11)
    for _ in range(1500):
        rows = ["".join(rng.choice(UPPER + "BBMM") for _ in range(6)) for _ in range(9)]
        rows.append("".join(rng.choice("PPPP.ZB*") for _ in range(6)))
        rows.append("..J...")
        board = Board.from_text("\n".join(rows))
        for tie in ("left", "right"):
            traced = descend_module._descended.__wrapped__(board.grid[:-1], tie, True)
            quiet = descend_module._descended.__wrapped__(board.grid[:-1], tie, False)
            assert quiet == (traced[0], ())


def test_every_move_and_shoot_leaves_the_same_position_traced_or_not():
    """Untraced, the game casts before Jasper's walk (the spell never looks at the path)."""
    for seed in range(6):
        g = zot.Game.new(seed, flower_supply=3 if seed % 2 else 14)
        rng = random.Random(seed)
        while not g.is_over:
            if g.to_move is None:
                g.advance()
                continue
            moves = g.legal_moves()
            if isinstance(moves[0], MoveShoot):
                for m in moves:
                    after = []
                    for trace in (True, False):
                        g.trace = trace
                        g.play(m)
                        after.append(g.state)
                        g.undo()
                    assert after[0] == after[1], m
                g.trace = True
            g.play(zbots.random(g, rng))


@given(boards(), st.data())
def test_replace_is_the_board_built_from_the_changed_grid(board, data):
    """``Board.replace`` (rows interned only where they changed) is the board ``Board(grid)``
    builds: equal, same hash, and every row the interned string itself."""
    import sys

    squares = [(r, c) for r in range(board.rows - 1) for c in range(1, board.cols + 1)]
    picked = data.draw(st.lists(st.sampled_from(squares), max_size=6, unique=True))
    changes = {sq: data.draw(st.sampled_from(".ZFBM*zfbmP")) for sq in picked}
    fast = board.replace(changes)
    grid = [list(row) for row in board.grid]
    for (r, c), g in changes.items():
        grid[r][c - 1] = g
    plain = Board(tuple("".join(row) for row in grid))
    assert fast == plain and hash(fast) == hash(plain)
    assert all(row is sys.intern(row) for row in fast.grid)
    assert fast.grid == plain.grid and fast.to_text() == plain.to_text()


def test_a_listed_place_leaves_what_the_checked_place_leaves():
    """A Place from the legal list skips the checks; the same cells listed in another order
    (legal too, not in the list) go through them: both leave the same position."""
    seen = 0
    for seed in range(40):
        g = zot.Game.new(seed=seed)
        g.trace = False
        rng = random.Random(seed)
        while not g.is_over and g.state.turn <= 6:
            if g.to_move is None:
                g.advance()
                continue
            moves = g.legal_moves()
            m = moves[rng.randrange(len(moves))]
            if isinstance(m, Place) and len(m.cells) > 1:
                swapped = Place(m.cells[::-1], m.tokens[::-1])
                assert swapped not in moves
                h = zot.Game.from_json(g.to_json())
                h.trace = False
                g.play(m)
                h.play(swapped)
                assert h.state.board == g.state.board and h.state.bag == g.state.bag
                assert h.state == g.state
                seen += 1
                continue
            g.play(m)
    assert seen > 20
