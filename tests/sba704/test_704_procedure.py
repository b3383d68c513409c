"""Seed 001, the procedure around the state-based actions: when they are checked, as one event,
repeated until none applies, then triggers, priority, the cleanup step, replacement effects for
identical results and last known information (rules 704.1-704.8, 514.3a)."""

from __future__ import annotations

import msgpack
import pytest

from engine.core.durations import Lasting
from engine.core.leaving import Concede
from engine.errors import IllegalAction, InvalidAction
from engine.rulesets.sba704 import Game, Scenario
from engine.rulesets.sba704.actions import (
    Cast,
    Counters,
    Damage,
    LifeChange,
    Modify,
    Poison,
    Regenerate,
    Replace,
)
from engine.rulesets.sba704.model import (
    BATTLEFIELD,
    GRAVEYARD,
    HAND,
    MINUS,
    PLUS,
    TWO_HEADED_GIANT,
    PTMod,
    TriggerDef,
)
from engine.rulesets.sba704.procedure import Choose, Pass, action_from_wire

from .helpers import find, where

DIES_GAIN_POWER = TriggerDef("dies", life=None)
DIES_GAIN_ONE = TriggerDef("dies", life=1)


def sba_events(g: object) -> list[dict[str, object]]:
    return [e for e in g.state.log if e["type"] == "state_based_actions"]  # type: ignore[attr-defined]


def test_704_1_state_based_actions_do_not_use_the_stack() -> None:
    sc = Scenario(2)
    bear = sc.creature(0, "Bear", 2, 2, tag="bear")
    g = sc.build()
    g.judge(Damage(bear, 2))
    assert where(g, "bear") == GRAVEYARD and g.state.stack == []


def test_704_2_a_state_trigger_is_a_triggered_ability() -> None:
    """An ability waiting for a game state (its controller at 5 life or less) goes on the stack
    like any triggered ability and does not trigger again while it is there."""
    sc = Scenario(2)
    sc.creature(0, "Watcher", 1, 1, triggers=(TriggerDef("life_at_most", 3, threshold=5),))
    g = sc.build()
    g.judge(LifeChange(0, -15))
    assert len(g.state.stack) == 1 and g.state.players[0].life == 5
    g.judge()
    assert len(g.state.stack) == 1
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.state.players[0].life == 8 and g.state.stack == []


def test_704_3_checked_before_a_player_receives_priority() -> None:
    sc = Scenario(2)
    bear = sc.creature(1, "Bear", 2, 2, tag="bear")
    g = sc.build()
    g.judge()
    assert g.priority == 0
    g.apply(0, Cast(0, (Damage(bear, 2),)))
    assert where(g, "bear") == BATTLEFIELD  # on the stack, not resolved
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert where(g, "bear") == GRAVEYARD and g.priority == 0


def test_704_3_all_applicable_actions_happen_as_one_event() -> None:
    sc = Scenario(2)
    a = sc.creature(0, "A", 1, 1, tag="a")
    b = sc.creature(1, "B", 1, 1, tag="b")
    lamp = sc.add(0, "Lamp", types=("artifact",), counter_limits={"charge": 1})
    g = sc.build()
    g.judge(Damage(a, 1), Counters(b, MINUS, 1), Counters(lamp, "charge", 3))
    events = sba_events(g)
    assert len(events) == 1
    assert sorted(r[1] for r in events[0]["results"]) == ["counters", "destroy", "graveyard"]


def test_704_3_results_are_ordered_apnap() -> None:
    sc = Scenario(3, active=1)
    a = sc.creature(0, "A", 1, 1)
    b = sc.creature(1, "B", 1, 1)
    c = sc.creature(2, "C", 1, 1)
    g = sc.build()
    g.judge(Damage(a, 1), Damage(b, 1), Damage(c, 1))
    assert [r[2] for r in sba_events(g)[0]["results"]] == [b, c, a]


def test_704_3_repeats_until_none_applies() -> None:
    """Aura on a creature with lethal damage: the creature dies in one pass, the Aura (now
    attached to nothing legal) in the next; both before anyone gets priority."""
    sc = Scenario(2)
    bear = sc.creature(0, "Bear", 2, 2, tag="bear")
    sc.attachment(0, "Aura", "Aura", bear, enchant="creature", tag="aura")
    g = sc.build()
    g.judge(Damage(bear, 2))
    assert len(sba_events(g)) == 2 and where(g, "aura") == GRAVEYARD and g.priority == 0


def test_704_3_waiting_triggers_go_on_the_stack_after_the_loop_apnap() -> None:
    sc = Scenario(2, active=1)
    a = sc.creature(0, "A", 1, 1, triggers=(DIES_GAIN_ONE,))
    b = sc.creature(1, "B", 1, 1, triggers=(DIES_GAIN_ONE,))
    sc.attachment(0, "Aura", "Aura", a, enchant="creature", triggers=(TriggerDef("leaves"),))
    g = sc.build()
    g.judge(Damage(a, 1), Damage(b, 1))
    # three triggers waited for the whole loop (two passes), then the stack: active player's
    # (seat 1) first, so seat 0's go on top; seat 0 orders its two.
    assert g.state.stack == [] and g.decision is not None
    assert g.decision.kind == "order_triggers" and g.decision.player == 0
    g.apply(0, Choose((1,)))
    assert [i.controller for i in g.state.stack] == [1, 0, 0]
    assert g.state.stack[1].source != a  # seat 0 put the creature's trigger last (on top)


def test_704_3_choice_is_checked() -> None:
    sc = Scenario(2)
    x = sc.creature(0, "L", 1, 1, supertypes=("legendary",))
    sc.creature(0, "L", 1, 1, supertypes=("legendary",))
    g = sc.build()
    g.judge()
    with pytest.raises(IllegalAction):
        g.apply(1, Choose((x,)))
    with pytest.raises(IllegalAction):
        g.apply(0, Choose((999,)))
    with pytest.raises(IllegalAction):
        g.apply(0, Pass())
    assert g.decision is not None


def test_704_4_no_check_during_resolution() -> None:
    """-2/-2 then +2/+2 within one resolution: the creature was never checked at 0."""
    sc = Scenario(2)
    bear = sc.creature(1, "Bear", 2, 2, tag="bear")
    g = sc.build()
    g.judge()
    g.apply(0, Cast(0, (Modify(bear, -2, -2), Modify(bear, 2, 2))))
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert where(g, "bear") == BATTLEFIELD


def test_514_3a_cleanup_without_actions_gives_no_priority() -> None:
    g = Scenario(2).build()
    g.judge()
    g.apply(0, Pass())
    g.apply(1, Pass())  # main ends; cleanup finds nothing: the turn passes
    assert g.state.active == 1 and g.state.turn == 2 and g.priority == 1
    assert not any(e["type"] == "cleanup_priority" for e in g.state.log)


def test_514_3a_cleanup_with_an_action_gives_priority_then_another_cleanup() -> None:
    """A 1/1 with a -1/-1 counter lives on an until-end-of-turn +0/+1; the effect ends in
    cleanup, the creature dies there, so players get priority; after they pass, another
    cleanup step finds nothing and the turn ends."""
    sc = Scenario(2)
    bear = sc.creature(0, "Bear", 1, 1, tag="bear")
    g = sc.build()
    g.judge(Counters(bear, MINUS, 1), Modify(bear, 0, 1))
    assert where(g, "bear") == BATTLEFIELD
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert where(g, "bear") == GRAVEYARD
    assert g.state.step == "cleanup" and g.priority == 0 and g.state.turn == 1
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.state.turn == 2 and g.state.step == "main"


def test_514_2_lasting_effects_and_damage_end_in_cleanup() -> None:
    sc = Scenario(2)
    bear = sc.creature(0, "Bear", 2, 2, tag="bear")
    g = sc.build()
    g.judge(Modify(bear, 3, 3), Damage(bear, 4))
    assert g.state.lasting == [Lasting(PTMod(bear, 3, 3), "end_of_turn", g.state.lasting[0].since)]
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.state.lasting == [] and find(g, "bear").damage == 0
    assert where(g, "bear") == BATTLEFIELD


def test_704_7_one_replacement_replaces_identical_results() -> None:
    """0 life and 10 poison: two state-based actions with the same result (losing); one
    replacement effect replaces both."""
    g = Scenario(2).build()
    g.judge(Replace("lose", 1, (LifeChange(1, 5), Poison(1, -10))))
    g.judge(LifeChange(1, -20), Poison(1, 10))
    assert not g.state.players[1].lost and g.state.replacements == []
    assert g.state.players[1].life == 5


def test_704_7_one_regeneration_for_lethal_and_deathtouch() -> None:
    sc = Scenario(2)
    viper = sc.creature(0, "Viper", 1, 1, deathtouch=True)
    ox = sc.creature(1, "Ox", 1, 3, tag="ox")
    g = sc.build()
    g.judge(Regenerate(ox), Regenerate(ox), Damage(ox, 3, source=viper))
    assert where(g, "ox") == BATTLEFIELD and find(g, "ox").shields == 1


def test_704_8_last_known_information_from_before_the_event() -> None:
    """A creature with one +1/+1 and three -1/-1 counters dies at 0 toughness in the same
    event that would annihilate its counters; its dies-trigger sees power 0 with all four
    counters, and an Equipment that fell off afterwards still counted."""
    sc = Scenario(2)
    bear = sc.creature(0, "Bear", 2, 2, tag="bear", triggers=(DIES_GAIN_POWER,),
                       counters={PLUS: 1, MINUS: 3})
    ox = sc.creature(0, "Ox", 1, 1, tag="ox", triggers=(DIES_GAIN_POWER,))
    sc.attachment(0, "Sword", "Equipment", ox, grants=(3, 0))
    g = sc.build()
    g.judge(Damage(ox, 1))
    lki_bear = g.state.lki.get(bear)
    assert lki_bear is not None and lki_bear.counters == ((PLUS, 1), (MINUS, 3))
    assert lki_bear.power == 0 and g.state.lki.get(ox) is not None
    assert g.state.lki.get(ox).power == 4  # type: ignore[union-attr]
    g.apply(0, Choose((0,)))
    for seat in (0, 1, 0, 1):
        g.apply(seat, Pass())
    assert g.state.players[0].life == 24


def test_704_wire_forms_round_trip_and_bad_input_is_refused() -> None:
    a = Replace("lose", 1, (LifeChange(1, 5), Poison(1, -10)))
    assert action_from_wire(a.to_wire()) == a
    assert eval(repr(a)) == a
    for bad in ({"type": "nope"}, {"type": "life", "seat": "1", "amount": 2}, [],
                {"type": "life", "seat": 1}, {"type": "life", "seat": 1, "amount": 1, "x": 0}):
        with pytest.raises(InvalidAction):
            action_from_wire(bad)



def test_704_snapshot_restore_mid_decision_replays_the_same() -> None:
    """A snapshot is plain msgpack-ready data; restored, it is an equal game that goes on the
    same way, and the snapshot did not move with the live game."""
    sc = Scenario(2, variants=(TWO_HEADED_GIANT,), teams=((0,), (1,)))
    x = sc.creature(0, "L", 1, 1, supertypes=("legendary",), tag="x",
                    triggers=(DIES_GAIN_ONE,))
    sc.creature(0, "L", 1, 1, supertypes=("legendary",), tag="y", triggers=(DIES_GAIN_ONE,))
    g = sc.build()
    g.judge(Modify(x, 1, 1), Replace("lose", 1, (LifeChange(1, 5),)))
    snap = g.snapshot()
    packed = msgpack.packb(snap)
    h = Game.restore(msgpack.unpackb(packed))
    assert h.state == g.state and h.version == g.version == 1
    g.apply(0, Choose((x,)))
    assert Game.restore(msgpack.unpackb(packed)).state != g.state
    h.apply(0, Choose((x,)))
    assert h.state == g.state and h.view(0) == g.view(0)


def test_704_views_hide_hands_and_libraries_and_others_decisions() -> None:
    sc = Scenario(2)
    sc.add(0, "Secret", HAND)
    sc.library(1, 3)
    x = sc.creature(1, "L", 1, 1, supertypes=("legendary",))
    sc.creature(1, "L", 1, 1, supertypes=("legendary",))
    g = sc.build()
    g.judge()
    mine, theirs, spectator = g.view(0), g.view(1), g.view(None)
    assert [c["name"] for c in mine["players"][0]["hand"]] == ["Secret"]
    assert theirs["players"][0]["hand"] == 1 and spectator["players"][0]["hand"] == 1
    assert "Secret" not in repr(theirs) and "Secret" not in repr(spectator)
    assert theirs["players"][1]["library"] == 3 and "card 0" not in repr(theirs)
    assert theirs["decision"]["options"] == sorted(theirs["decision"]["options"])
    assert mine["decision"] == {"player": 1} and "options" not in repr(spectator["decision"])
    assert theirs["legal"] == [*(Choose((o,)).to_wire() for o in (x, x + 1)),
                               {"type": "concede"}]
    assert mine["legal"] == [{"type": "concede"}] and "legal" not in spectator
    assert g.legal_actions(1) == [Choose((x,)), Choose((x + 1,)), Concede()]


def test_704_3_many_triggers_are_ordered_one_pick_at_a_time() -> None:
    """Nine creatures die at once: their controller orders nine triggers by naming the next
    one each time (nine options, then eight...), never all 362,880 orders at once."""
    sc = Scenario(2)
    ids = [sc.creature(0, f"C{i}", 1, 1, triggers=(TriggerDef("dies", life=i),))
           for i in range(9)]
    g = sc.build()
    g.judge(*(Damage(c, 1) for c in ids))
    for left in range(9, 1, -1):
        legal = g.legal_actions(0)
        assert len(legal) == left + 1 and g.decision is not None  # (and conceding, last)
        g.apply(0, legal[-2])
    assert g.decision is None and len(g.state.stack) == 9
    assert [i.effect[0].amount for i in g.state.stack] == list(range(8, -1, -1))
