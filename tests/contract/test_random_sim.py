"""The contract every registered game keeps, in the spirit of OpenSpiel's ``random_sim_test``.

Random seeded games of each game (and each of its variants) are played to the end: at every
position the phase is one of the game's dispatch table, every legal move is of a type the
phase allows and is accepted, forged moves are refused with ``IllegalMove`` and change
nothing, undo restores the position and the chance, the save file replays identically, and
every event cites a known rule and keeps its declared data shape.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from zzlib.core import Game, IllegalMove, event_problems, saves

from .games import CASES, DEFAULTS, finished, finished_games, move_examples, play, seeds, snapshot

#: field values no move of any game accepts (each is tried where it is not a legal move)
GARBAGE = (None, -1, 10**6, 2.5, float("nan"), True, "", "?", "nobody", (), (99, 99),
           ((0, 0),), ("Z",), [9, 9], {"a": 1}, frozenset({"X9"}), object())


def _allowed(g):
    return g.PHASES[g.phase].moves


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_random_games_end_and_every_position_keeps_the_table(info, variant):
    checked = 0

    def visit(g, rng):
        nonlocal checked
        if g.is_over:
            return
        assert g.phase in g.PHASES, f"phase {g.phase!r} is not in {type(g).__name__}.PHASES"
        row = g.PHASES[g.phase]
        if g.to_move is None:
            assert row.auto, f"nobody decides in {g.phase!r}, but it has no automatic step"
            assert g.legal_moves() == []
            return
        assert g.to_move in g.seats
        legal = g.legal_moves()
        assert len(legal) > 0, f"{g.to_move} must decide in {g.phase!r} but has no move"
        for m in (legal[0], legal[len(legal) - 1]):
            assert isinstance(m, row.moves), f"{m!r} listed in {g.phase!r}"
        checked += 1

    for seed in seeds(info):
        g = play(info, variant, seed, visit)
        assert g.is_over and g.phase == "over" and g.to_move is None
        assert g.legal_moves() == []
        res = g.result
        assert set(res.winners) <= set(g.seats) and set(res.scores) <= set(g.seats)
        for seat in (*g.seats, None):
            view = g.view(seat)
            assert view["phase"] == "over" and view["to_move"] is None
            json.dumps(view)
        problems = event_problems([e for entry in g.log for e in entry.events], g.RULES,
                                  g.EVENTS)
        assert not problems, "\n".join(problems[:20])
    assert checked > 0


@pytest.mark.parametrize("info", DEFAULTS)
def test_every_event_of_the_random_games_cites_a_known_rule_and_keeps_its_shape(info):
    seen: set[str] = set()
    for g in finished_games(info):
        events = [e for entry in g.log for e in entry.events]
        seen |= {e.rule for e in events}
        problems = event_problems(events, g.RULES, g.EVENTS)
        assert not problems, "\n".join(problems[:20])
    assert seen <= set(info.game.EVENTS)
    assert set(info.game.EVENTS) <= set(info.rules), "a shape is declared for an unknown rule"


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_every_listed_move_is_accepted_and_undone(info, variant):
    checked = 0

    def visit(g, rng):
        nonlocal checked
        if g.is_over or g.to_move is None:
            return
        legal = g.legal_moves()
        picks = {0, len(legal) - 1, *(rng.randrange(len(legal)) for _ in range(3))}
        before = snapshot(g)
        for i in sorted(picks):
            g.play(legal[i])
            assert g.log[-1].move == legal[i]
            g.undo()
            assert snapshot(g) == before, f"undo after {legal[i]} left a change"
            checked += 1

    play(info, variant, seeds(info)[0], visit)
    assert checked > 0


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_forged_moves_are_refused_and_change_nothing(info, variant):
    examples = move_examples(info)
    moves_of = info.game.MOVES
    refused = decisions = 0

    def refuse(g, move, rule=None, says=()):
        nonlocal refused
        before = snapshot(g)
        with pytest.raises(IllegalMove) as e:
            g.play(move)
        assert e.value.rule in g.RULES, f"{move!r} refused citing unknown {e.value.rule!r}"
        if rule is not None:
            assert e.value.rule == rule, f"{move!r}: {e.value}"
        for word in says:
            assert word in e.value.reason, f"{move!r}: {e.value.reason!r} does not name {word}"
        assert snapshot(g) == before, f"refusing {move!r} changed the game"
        refused += 1
        return e.value.reason

    def visit(g, rng):
        nonlocal decisions
        if g.is_over:
            for m in examples.values():
                refuse(g, m, g.END_RULE)
            return
        for junk in ("play on", None, 42):
            refuse(g, junk)
        if g.to_move is None:
            for m in examples.values():
                reason = refuse(g, m, g.ORDER_RULE, [g.phase_words(g.phase)])
                assert f"({g.phase})" not in reason or g.phase_words(g.phase) == g.phase
            return
        # the first decision always (a short game has few), then about three in ten
        if decisions and rng.random() > 0.3:
            return
        decisions += 1
        # a move type this phase does not allow: refused by the table, naming what it allows
        # in plain words: what each allowed move does, never a class or phase code name
        row = g.PHASES[g.phase]
        for t, m in examples.items():
            if t not in row.moves:
                reason = refuse(g, m, row.refuse or g.ORDER_RULE,
                                [g.move_words(a)[1] for a in row.moves])
                assert t.__name__ not in reason and f"'{g.phase}'" not in reason, reason
        legal = g.legal_moves()
        m = legal[rng.randrange(len(legal))]
        names = {f.name for f in dataclasses.fields(m)}
        # the wrong seat: refused by the core, citing the game's order rule (or the rule a
        # game's own ``_out_of_turn`` names: Zapp Zerapp's grab order, highest number first)
        own_words = type(g)._out_of_turn is not Game._out_of_turn
        if "player" in names:
            for seat in g.seats:
                if seat != g.to_move:
                    refuse(g, dataclasses.replace(m, player=seat),
                           *(() if own_words else (g.ORDER_RULE, [g.to_move])))
        # garbage in each field
        for f in names:
            for junk in GARBAGE:
                try:
                    forged = dataclasses.replace(m, **{f: junk})
                except (TypeError, ValueError):
                    continue  # the move type itself refuses the value
                if forged in legal:
                    continue
                refuse(g, forged)

    assert set(examples) <= set(moves_of)
    play(info, variant, seeds(info)[0], visit)
    assert refused > 0 and decisions > 0


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_undo_restores_the_position_and_the_chance(info, variant):
    checked = 0

    def visit(g, rng):
        nonlocal checked
        # the first decision always (a short game has few), then about one in four
        if g.is_over or g.to_move is None or (checked and rng.random() > 0.25):
            return
        before = snapshot(g)
        n = len(g.log)
        legal = g.legal_moves()
        m = legal[rng.randrange(len(legal))]
        g.play(m)
        g.advance()
        after = (g.states[n:], [(e.step, e.outcomes, e.events) for e in g.log[n:]])
        g.undo()
        assert snapshot(g) == before, f"undo of {m} did not restore the position and chance"
        g.play(m)
        g.advance()
        again = (g.states[n:], [(e.step, e.outcomes, e.events) for e in g.log[n:]])
        assert again == after, f"after undoing {m}, playing it again drew other outcomes"
        g.undo()
        checked += 1

    play(info, variant, seeds(info)[-1], visit)
    assert checked > 0


@pytest.mark.parametrize(("info", "variant"), CASES)
def test_the_save_file_replays_identically(info, variant):
    for seed in seeds(info)[:3]:
        g = finished(info, variant, seed)
        h = type(g).from_json(g.to_json())
        assert h.states == g.states
        # the save file is zzlib.core.saves's: the game's methods delegate to it
        assert saves.to_json(h) == g.to_json()
        assert saves.from_json(type(g), g.to_json()).states == g.states
        assert [str(e) for e in h.log] == [str(e) for e in g.log]
        assert [[e.text for e in x.events] for x in h.log] == [
            [e.text for e in x.events] for x in g.log]
        assert h.to_json() == g.to_json()
    # a game saved half way (12 entries in, or half a short game), with an outcome forced
    # for later, plays on the same
    whole = len(finished(info, variant, seeds(info)[0]).log)
    g = play(info, variant, seeds(info)[0], steps=min(12, whole // 2))
    assert not g.is_over and g.to_move is not None
    first = next(o for e in g.log for o in e.outcomes)
    g.force(first.kind, first.value)
    h = type(g).from_json(g.to_json())
    assert h.states == g.states and h.chance.pending() == g.chance.pending()
    for x in (g, h):
        x.play(x.legal_moves()[0])
        x.advance()
    assert h.states == g.states and h.to_json() == g.to_json()
