"""The game per the contract: the round, the barrels and their secrecy, options, decisions."""

from __future__ import annotations

import json
import random

import pytest

from zzlib import zapp
from zzlib.core import IllegalMove, check_event_rules
from zzlib.core.savefile import document_digest
from zzlib.zapp import Choose, Game, MoveWizard, Position, move

from .helpers import plateau_with, rules_of, start_round


def frozen(g):
    return (g.state, len(g.log), g.chance.rng.getstate(), g.chance.pending())


def refused(g, move, rule):
    before = frozen(g)
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    assert e.value.rule == rule, e.value
    assert frozen(g) == before


# -- options and seats --------------------------------------------------------------------------
@pytest.mark.rule("zapp.setup.wizards")
def test_each_player_puts_three_wizards_of_their_colour_on_their_start_field():
    for players in (2, 3, 4, ["green", "yellow"]):
        g = Game.new(seed=1, players=players)
        pos = g.state.position
        assert pos.colours == g.players and len(pos) == 3 * len(g.players)
        for colour in g.players:
            assert pos.wizards(colour) == zapp.wizard_ids(colour)
            assert all(pos[w] == "start" for w in pos.wizards(colour))
            assert pos.in_city(colour) == 0


def test_seats_are_colour_names_for_two_to_four_players():
    assert Game.new().players == ("red", "green", "blue", "yellow")
    assert Game.new(players=2).players == ("red", "green")
    assert Game.new(players=3).players == ("red", "green", "blue")
    assert Game.new(players=["yellow", "blue"]).players == ("blue", "yellow")
    g = Game.new(players=2)
    assert len(g.state.position) == 6


@pytest.mark.parametrize(
    "options, message",
    [
        ({"players": 1}, "option 'players'"),
        ({"players": 5}, "option 'players'"),
        ({"players": ["red", "pink"]}, "'pink' is not one"),
        ({"players": ["red", "red"]}, "listed twice"),
        ({"pro": "yes"}, "option 'pro'"),
        ({"shake_noise": -1}, "option 'shake_noise'"),
        ({"position": "R9:3"}, "option 'position'"),
        ({"position": "G1:city G2:city G3:city"}, "already has all three"),
        ({"position": "Y1:3", "players": 2}, "unknown wizard 'Y1'"),
        ({"colour_blind": True}, "unknown option 'colour_blind'"),
    ],
)
def test_bad_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        Game.new(**options)


# -- the round ------------------------------------------------------------------------------
def test_a_round_runs_through_its_phases():
    g = Game.new(seed=4)
    assert g.phase == "shuffle" and g.to_move is None
    g.step()
    assert g.phase == "roll"
    g.step()
    assert g.phase == "choose" and 2 <= g.state.magic <= 12
    for p in g.state.grab_order:
        assert g.to_move == p
        g.play(g.legal_moves()[0])
    assert g.phase == "reveal" and g.to_move is None
    g.step()
    assert g.phase in ("move", "shuffle")
    while g.phase == "move":
        g.play(g.legal_moves()[0])
    assert g.phase == "shuffle"
    g.step()
    assert g.state.round == 2
    assert g.log[-1].events[0].rule == "zapp.barrels.reshuffle"
    check_event_rules([e for entry in g.log for e in entry.events], zapp.RULES)


@pytest.mark.rule("zapp.magic.dice_lie")
def test_the_dice_stay_lying_until_the_next_round():
    """"The dice are left lying (for checking purposes) until the next round": every view
    shows them through the choosing, the reveal and the moves; the next round rolls anew."""
    g = Game.new(seed=3)
    start_round(g, (5, 2), {"red": 6, "green": 3, "blue": 13, "yellow": 12})
    assert g.phase == "move"
    for seat in g.seats + (None,):
        assert g.view(seat)["dice"] == [5, 2] and g.view(seat)["magic"] == 7
    g.play(MoveWizard("red", "R1"))
    g.play(MoveWizard("green", "G1"))
    assert g.phase == "shuffle" and g.state.dice == (5, 2)
    assert g.view("blue")["dice"] == [5, 2]
    g.step()  # the next round: the barrels are shuffled, the dice picked up
    assert g.state.round == 2 and g.state.dice == () and g.state.magic is None
    g.force("magic", (1, 3))
    g.step()
    assert g.view("red")["dice"] == [1, 3] and g.state.magic == 4


def test_magic_number_is_the_sum_of_two_dice_and_can_be_forced():
    g = Game.new(seed=1)
    g.force("magic", (6, 2))
    evs = g.advance()
    assert g.state.magic == 8 and g.state.dice == (6, 2)
    assert [e.data for e in evs if e.rule == "zapp.magic"] == [{"dice": [6, 2], "magic": 8}]


@pytest.mark.rule("zapp.barrels.put_back")
def test_grab_order_is_seeded_and_enforced():
    a, b = Game.new(seed=9), Game.new(seed=9)
    a.advance()
    b.advance()
    assert a.state.grab_order == b.state.grab_order
    orders = set()
    for seed in range(30):
        g = Game.new(seed=seed)
        g.advance()
        orders.add(g.state.grab_order)
    assert len(orders) > 5
    g = Game.new(seed=2)
    g.force("grab_order", ("blue", "red", "green", "yellow"))
    g.advance()
    refused(g, Choose("red", "A"), "zapp.decide.grab_order")
    g.play(Choose("blue", "C"))
    refused(g, Choose("blue", "D"), "zapp.barrels.one")
    refused(g, Choose("red", "C"), "zapp.barrels.snatch")
    refused(g, Choose("red", "Z"), "zapp.barrels.choose")
    refused(g, Choose("purple", "A"), "zapp.decide.players")
    refused(g, MoveWizard("red", "R1"), "zapp.round")
    assert [m.barrel for m in g.legal_moves()] == [b for b in zapp.LABELS if b != "C"]


def test_reveal_too_high_barrels_go_back_and_order_is_descending():
    g = Game.new(seed=3)
    evs = start_round(g, (2, 3), {"red": 13, "green": 6, "blue": 1, "yellow": 4})
    assert [e.data["player"] for e in evs if e.rule == "zapp.reveal.too_high"] == ["red", "green"]
    assert g.state.movers == ("yellow", "blue")
    refused(g, MoveWizard("red", "R1"), "zapp.reveal.effective")
    refused(g, MoveWizard("green", "G1"), "zapp.reveal.effective")
    refused(g, MoveWizard("blue", "B1"), "zapp.order")
    refused(g, MoveWizard("yellow", "B1"), "zapp.move.choose")
    refused(g, Choose("yellow", "A"), "zapp.round")
    evs = g.play(MoveWizard("yellow", "Y1"))
    assert "zapp.barrels.back" in rules_of(evs)
    refused(g, MoveWizard("yellow", "Y2"), "zapp.move.split")  # a second wizard


def test_after_the_first_mover_the_next_lower_number_moves():
    """zapp.order.next: once the highest has moved, the next-lower comes, and so on."""
    g = Game.new(seed=3)
    start_round(g, (6, 6), {"red": 9, "green": 6, "blue": 1, "yellow": 4})
    assert g.state.movers == ("red", "green", "yellow", "blue")
    refused(g, MoveWizard("yellow", "Y1"), "zapp.order")  # nobody has moved yet
    g.play(MoveWizard("red", "R1"))
    refused(g, MoveWizard("blue", "B1"), "zapp.order.next")
    refused(g, MoveWizard("yellow", "Y1"), "zapp.order.next")
    g.play(MoveWizard("green", "G1"))
    assert g.state.movers == ("yellow", "blue")


def test_nobody_moves_when_every_barrel_is_too_high():
    g = Game.new(seed=3, players=2)
    evs = start_round(g, (1, 1), {"red": 13, "green": 3})
    assert "zapp.round" in rules_of(evs) and g.phase == "shuffle"


@pytest.mark.rule("zapp.decide.must_move")
def test_moving_is_not_optional():
    g = Game.new(seed=8)
    start_round(g, (4, 4), {"red": 8, "green": 5, "blue": 1, "yellow": 4})
    moves = g.legal_moves()
    assert moves and all(isinstance(m, MoveWizard) for m in moves)
    assert {m.wizard for m in moves} == {"R1", "R2", "R3"}


@pytest.mark.rule("zapp.setup.barrels")
def test_the_13_closed_barrels_are_shuffled_onto_the_plateau_before_the_first_round():
    g = Game.new(seed=14)
    events = g.step()
    assert [e.rule for e in events][0] == "zapp.setup.barrels"
    assert sorted(g.state.plateau) == list(zapp.NUMBERS) == list(range(1, 14))
    g.step()
    assert g.on_plateau() == list(zapp.LABELS) and len(zapp.LABELS) == 13
    # shuffled: the numbers under the barrels differ from game to game
    plateaus = set()
    for seed in range(10):
        h = Game.new(seed=seed)
        h.step()
        plateaus.add(h.state.plateau)
    assert len(plateaus) == 10


@pytest.mark.rule("zapp.setup.barrels")
def test_barrels_are_reshuffled_secretly_every_round():
    g = Game.new(seed=12)
    g.step()
    first = g.log[-1]
    assert first.outcomes[0].kind == "barrels" and first.outcomes[0].secret
    assert first.public()["outcomes"][0]["value"] is None
    assert tuple(first.public()["outcomes"][1]["value"]) == g.state.grab_order


# -- secrecy ------------------------------------------------------------------------------------
@pytest.mark.rule("zapp.barrels.secret", "zapp.reveal.glance")
def test_nobody_sees_a_secret_number_before_the_reveal():
    a, b = Game.new(seed=21), Game.new(seed=21)
    a.force("barrels", plateau_with({}))
    b.force("barrels", tuple(reversed(plateau_with({}))))
    for g in (a, b):
        g.advance()
    for p in a.state.grab_order:
        for g in (a, b):
            g.play(Choose(p, zapp.LABELS[a.state.grab_order.index(p)]))
        if a.phase == "choose":
            for viewer in a.players + (None,):
                # a seat's own readings (rattle: number + noise) are all it knows of them
                va, vb = a.view(viewer), b.view(viewer)
                assert va.pop("readings").keys() == vb.pop("readings").keys()
                assert va == vb
            assert a.view(None)["readings"] == {}
            assert [e.public() for e in a.log] == [e.public() for e in b.log]
    assert a.state.plateau != b.state.plateau
    a.advance()
    assert a.view("red")["revealed"] == {
        p: a.state.plateau[zapp.LABELS.index(bl)] for p, bl in a.state.chosen
    }
    assert "plateau" not in a.view("red")
    with pytest.raises(IllegalMove):
        a.view("purple")


def test_choose_events_and_moves_do_not_name_the_number():
    g = Game.new(seed=5)
    g.advance()
    evs = g.play(g.legal_moves()[3])
    assert evs[0].data == {"player": g.log[-1].player, "barrel": "D"}
    assert str(g.log[-1].move).endswith("sets down barrel D")


# -- shaking ------------------------------------------------------------------------------------
def test_shake_reads_the_same_all_round_and_changes_nothing():
    g = Game.new(seed=31)
    g.advance()
    who = g.to_move
    readings = {b: g.shake(b) for b in g.on_plateau()}
    assert readings == {b: g.shake(b) for b in g.on_plateau()}
    before = frozen(g)
    g.shake("A")
    assert frozen(g) == before
    h = Game.new(seed=31)
    h.advance()
    assert readings == {b: h.shake(b) for b in h.on_plateau()}
    # the next player to choose reads the barrels with their own noise
    g.play(Choose(who, "A"))
    assert any(g.shake(b) != readings[b] for b in g.on_plateau())


def test_the_shaking_noise_is_each_players_secret_outcome_drawn_with_the_magic_number():
    """Changed on purpose (issue 9): the noise comes from the game's chance, not from a
    generator seeded with the game's seed, the round, the player and the barrel."""
    g = Game.new(seed=32, players=3)
    g.advance()
    roll = g.log[-1]
    assert roll.step == "roll"
    noise = {o.kind: o for o in roll.outcomes if o.kind.startswith("shake.")}
    assert set(noise) == {"shake.red", "shake.green", "shake.blue"}
    assert all(o.secret and not o.forced and len(o.value) == 13 for o in noise.values())
    who = g.to_move
    for i, b in enumerate(zapp.LABELS):
        assert g.shake(b) == g.state.plateau[i] + noise[f"shake.{who}"].value[i]
    # hidden from every seat: the public log and the repr show no noise and no number
    assert all(o.public()["value"] is None for o in noise.values())
    text = repr(g.log)
    assert all(repr(x) not in text for o in noise.values() for x in o.value)


def test_the_shaking_noise_can_be_forced_and_is_checked_when_given():
    g = Game.new(seed=33)
    g.force("barrels", tuple(range(1, 14)))
    g.force("grab_order", ("green", "red", "blue", "yellow"))
    g.force("shake.green", (0.5,) * 13)
    g.advance()
    assert [g.shake(b) for b in g.on_plateau()] == [k + 0.5 for k in range(1, 14)]
    forced = {o.kind: o.forced for o in g.log[-1].outcomes}
    assert forced == {"magic": False, "shake.red": False, "shake.green": True,
                      "shake.blue": False, "shake.yellow": False}
    for value, message in [((0.0,) * 12, "13 numbers"), ((float("nan"),) * 13, "finite"),
                           ((1e6,) * 13, "finite number from -1000 to 1000"),
                           (("a",) * 13, "finite number"), (3, "13 numbers")]:
        with pytest.raises(ValueError, match=message):
            g.force("shake.red", value)
    with pytest.raises(ValueError, match="'purple' is not a seat"):
        g.force("shake.purple", (0.0,) * 13)
    with pytest.raises(ValueError, match="shaking is exact"):
        Game.new(seed=1, shake_noise=0).force("shake.red", (0.0,) * 13)
    assert g.chance.pending() == []


def test_readings_survive_undo_rewind_and_the_save_file():
    g = Game.new(seed=34)
    g.force("shake.red", tuple(float(i) / 10 for i in range(13)))
    g.advance()
    g.play(g.legal_moves()[0])
    who = g.to_move
    readings = {b: g.shake(b) for b in g.on_plateau()}
    h = Game.from_json(g.to_json())
    assert h.to_move == who and readings == {b: h.shake(b) for b in h.on_plateau()}
    g.undo()
    g.rewind(0)
    g.advance()
    g.play(g.legal_moves()[0])
    assert readings == {b: g.shake(b) for b in g.on_plateau()}


def test_shake_noise_zero_reads_the_number_of_stones():
    g = Game.new(seed=1, shake_noise=0)
    g.advance()
    assert [g.shake(b) for b in g.on_plateau()] == [float(k) for k in g.state.plateau]


def test_shake_noise_spreads_readings_around_the_number():
    diffs = []
    for seed in range(40):
        g = Game.new(seed=seed, shake_noise=1.5)
        g.advance()
        diffs += [g.shake(b) - k for b, k in zip(zapp.LABELS, g.state.plateau)]
    mean = sum(diffs) / len(diffs)
    sd = (sum((d - mean) ** 2 for d in diffs) / len(diffs)) ** 0.5
    assert abs(mean) < 0.2 and 1.3 < sd < 1.7


def test_shake_only_on_the_plateau_before_setting_down():
    g = Game.new(seed=2)
    with pytest.raises(IllegalMove) as e:
        g.shake("A")
    assert e.value.rule == "zapp.decide.shake"
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.advance()
    g.play(Choose("red", "A"))
    with pytest.raises(IllegalMove) as e:
        g.shake("B", "red")
    assert e.value.rule == "zapp.barrels.done"
    with pytest.raises(IllegalMove) as e:
        g.shake("A")
    assert e.value.rule == "zapp.barrels.snatch"
    assert isinstance(g.shake("B"), float) and g.shake("B", "green") == g.shake("B")


def test_only_the_player_choosing_may_shake():
    """Changed on purpose (issue 9): shaking for another seat used to be allowed, so the
    player choosing could collect everyone's readings and average the noise away."""
    g = Game.new(seed=2)
    g.force("grab_order", ("red", "green", "blue", "yellow"))
    g.advance()
    before = frozen(g)
    for other in ("green", "blue", "yellow"):
        with pytest.raises(IllegalMove, match="only red") as e:
            g.shake("B", other)
        assert e.value.rule == "zapp.decide.shake"
    with pytest.raises(IllegalMove) as e:
        g.shake("B", "purple")
    assert e.value.rule == "zapp.decide.players"
    assert frozen(g) == before


# -- decisions in the game ------------------------------------------------------------------------
@pytest.mark.rule("zapp.end", "zapp.decide.end_at_once", "zapp.decide.score")
def test_the_game_ends_at_once_mid_round():
    g = Game.new(seed=6, position="G1:city G2:city G3:4 R1:3")
    start_round(g, (5, 5), {"green": 9, "red": 7, "blue": 1, "yellow": 2})
    evs = g.play(MoveWizard("green", "G3"))
    assert "zapp.end" in rules_of(evs)
    assert g.is_over and g.phase == "over" and g.to_move is None
    assert g.state.movers == ("red", "yellow", "blue")  # they never move
    assert g.result.winners == ("green",)
    assert g.result.scores == {"red": 0, "green": 3, "blue": 0, "yellow": 0}
    assert g.legal_moves() == []
    with pytest.raises(IllegalMove) as e:
        g.play(MoveWizard("red", "R1"))
    assert e.value.rule == "zapp.end"


@pytest.mark.rule("zapp.decide.score")
def test_each_players_score_is_the_number_of_their_wizards_in_the_city():
    g = Game.new(seed=6, players=3, position="G1:city G2:city G3:4 R1:city R2:city B1:city")
    start_round(g, (5, 5), {"green": 9, "red": 7, "blue": 1})
    g.play(MoveWizard("green", "G3"))
    assert g.result.winners == ("green",)
    assert g.result.scores == {"red": 2, "green": 3, "blue": 1}


def test_default_move_banishes_all_and_spare_variants_are_legal():
    g = Game.new(seed=7, position="R1:0 G1:1 B2:4")
    start_round(g, (3, 3), {"red": 5, "green": 13, "blue": 12, "yellow": 11})
    moves = [m for m in g.legal_moves() if m.wizard == "R1"]
    assert moves[0] == MoveWizard("red", "R1")
    assert {m.spare for m in moves} == {frozenset(), frozenset({"G1"}), frozenset({"B2"}),
                                        frozenset({"G1", "B2"})}
    g.play(MoveWizard("red", "R1", spare=frozenset({"B2"})))
    assert g.state.position.to_text() == "R1:5 B2:4"


@pytest.mark.rule("zapp.pro.carry_choice")
def test_pro_legal_moves_list_carry_and_stay_choices():
    g = Game.new(seed=7, pro=True, position="G1:23 G2:2 R1:2")
    start_round(g, (4, 4), {"green": 8, "red": 13, "blue": 12, "yellow": 11})
    g1 = [m for m in g.legal_moves() if m.wizard == "G1"]
    assert MoveWizard("green", "G1") in g1
    assert MoveWizard("green", "G1", carry=frozenset({"G2", "R1"}), stay=frozenset({"G2"})) in g1
    assert len(g1) == 6  # carry none, R1, G2 (+stay), both (+stay)
    refused(g, MoveWizard("green", "G1", carry=frozenset({"R1"}), stay=frozenset({"R1"})),
            "zapp.pro.city_own")


# -- save files and undo ------------------------------------------------------------------------
def _play(g, rng, decisions):
    for _ in range(decisions):
        if g.is_over:
            break
        if g.to_move is None:
            g.advance()
        else:
            g.play(rng.choice(g.legal_moves()))
    return g


def test_json_round_trip_with_forced_outcomes():
    g = Game.new(seed=40, pro=True, players=3)
    g.force("magic", (6, 6))
    _play(g, random.Random(1), 60)
    h = Game.from_json(g.to_json())
    assert h.states == g.states
    assert [e.events for e in h.log] == [e.events for e in g.log]
    doc = json.loads(g.to_json())
    doc["options"]["pro"] = "maybe"
    with pytest.raises(ValueError, match="field 'digest'"):  # the whole file, checked first
        Game.from_json(json.dumps(doc))
    with pytest.raises(ValueError, match="option"):  # re-signed, the option is refused
        Game.from_json(json.dumps({**doc, "digest": document_digest(doc)}))


def test_undo_takes_back_a_move():
    g = Game.new(seed=41)
    start_round(g, (4, 4), {"red": 8, "green": 5, "blue": 1, "yellow": 4})
    before = g.state
    g.play(MoveWizard("red", "R1"))
    g.undo()
    assert g.state == before


def test_state_to_dict_is_json_safe():
    g = _play(Game.new(seed=42), random.Random(2), 30)
    json.dumps(g.state.to_dict())
    json.dumps(g.view("red"))


def test_move_fields_accept_any_collection_and_stay_hashable():
    m = MoveWizard("green", "G1", carry={"R1", "G2"}, spare=["Y1"], stay="G2")
    assert m == MoveWizard("green", "G1", frozenset({"R1", "G2"}), frozenset({"Y1"}),
                           frozenset({"G2"}))
    assert hash(m) and str(m) == ("green moves G1, carrying along G2 and R1, leaving G2 in "
                                  "front of the city, overlooking Y1")
    with pytest.raises(ValueError, match="MoveWizard.carry"):
        MoveWizard("green", "G1", carry=3)


# -- legal moves in a crowded position ------------------------------------------------------------
CROWDED = "G1:18 G2:2 G3:3 R1:2 R2:2 R3:2 Y1:3 Y2:3 Y3:3 B1:4 B2:4 B3:4"


def test_legal_moves_in_a_crowded_position_are_counted_not_built(monkeypatch):
    """Pro, green moves 12: G1 from 18 enters the city past W(red,green) at 2 (R1-R3 and G2
    carriable), W(green,yellow) at 3 (Y1-Y3 and G3 carriable) and B1-B3 unprotected on yellow 4.
    Every subset of spares and carries is a legal move: 2^3 * 2^6 * 3^2 = 4608 moves of G1 alone
    (each own carried wizard: not carried, into the city, or left in front of it), 192 of G2
    and 8 of G3. The list must be counted and decoded on demand, not built."""
    g = Game.new(seed=1, pro=True, position=CROWDED)
    start_round(g, (6, 6), {"green": 12, "red": 11, "blue": 10, "yellow": 9})
    built = []
    original = MoveWizard.__post_init__
    monkeypatch.setattr(MoveWizard, "__post_init__",
                        lambda self: (built.append(1), original(self))[1])
    legal = g.legal_moves()
    assert len(legal) == 4608 + 192 + 8
    assert built == []  # counting builds no move
    assert legal[0] == MoveWizard("green", "G1")
    everything = MoveWizard("green", "G1", carry={"R1", "R2", "R3", "Y1", "Y2", "Y3", "G2", "G3"},
                            spare={"B1", "B2", "B3"}, stay={"G3"})
    assert everything in legal and legal[legal.index(everything)] == everything
    assert MoveWizard("green", "G1", carry={"R1"}, stay={"R1"}) not in legal
    assert MoveWizard("green", "G1", spare={"R1"}) not in legal
    assert MoveWizard("red", "R1") not in legal and "G1" not in legal
    assert legal[-1] == legal[len(legal) - 1] and legal[-8].wizard == "G3"
    with pytest.raises(IndexError):
        legal[len(legal)]
    monkeypatch.setattr(MoveWizard, "__post_init__", original)
    moves = list(legal)
    assert len(set(moves)) == len(moves) == len(legal) and moves == legal
    assert [legal.index(m) for m in moves[::97]] == list(range(len(moves)))[::97]
    rng = random.Random(3)
    for m in rng.sample(moves, 40):  # every listed move is accepted by the moving law
        zapp.move(g.state.position, m.wizard, 12, board=g.board, pro=True, carry=m.carry,
                  spare=m.spare, stay=m.stay)
    g.play(rng.choice(legal))


def test_the_save_file_holds_no_secret_number_beyond_the_seed():
    """Before the reveal a save file names the seed (the game master's) but no secret number:
    two games with different barrels, the same forced dice and grab order and the same barrels
    set down, save the same log."""
    docs = []
    for seed in (50, 51):
        g = Game.new(seed=seed)
        g.force("grab_order", ("blue", "red", "yellow", "green"))
        g.force("magic", (2, 5))
        g.advance()
        for p, b in zip(("blue", "red", "yellow"), "DAK"):
            g.play(Choose(p, b))
        assert g.phase == "choose"
        docs.append(json.loads(g.to_json()))
    a, b = docs
    assert a["seed"] != b["seed"]
    assert {k: v for k, v in a.items() if k not in ("seed", "final", "digest")} == {
        k: v for k, v in b.items() if k not in ("seed", "final", "digest")}
    assert Game.from_json(json.dumps(a)).state.plateau != Game.from_json(json.dumps(b)).state.plateau


def test_the_game_ends_at_once_when_a_carried_own_wizard_is_the_third_home():
    """Pro: G1 enters the city carrying G2 from W(red,green) at 2; with G3 already home green
    has all three in the city and wins before red, yellow and blue move."""
    g = Game.new(seed=1, pro=True, position="G1:23 G2:2 G3:city R1:3")
    start_round(g, (4, 4), {"green": 8, "red": 5, "blue": 1, "yellow": 2})
    evs = g.play(MoveWizard("green", "G1", carry={"G2"}))
    assert rules_of(evs)[-1] == "zapp.end" and g.is_over and g.result.winners == ("green",)
    assert g.state.position.to_text() == "G1:city G2:city G3:city"  # R1 banished from 3
    assert g.state.movers == ("red", "yellow", "blue")


def test_a_wizard_is_named_as_in_a_positions_text_in_any_case():
    """``"r1:3"`` places R1 in a position's text, so ``"r1"`` names R1 in a move too."""
    assert MoveWizard("red", " r1", carry=["g2"], spare="b1") == MoveWizard(
        "red", "R1", carry=frozenset({"G2"}), spare=frozenset({"B1"}))
    pos = Position.from_text("r1:3 g1:4")
    assert move(pos, "r1", 2).position == move(pos, "R1", 2).position
    with pytest.raises(IllegalMove) as e:
        move(pos, "q1", 2)
    assert e.value.rule == "zapp.move.choose" and "'Q1'" in e.value.reason
