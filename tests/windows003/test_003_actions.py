"""Seed 003: player action segments, the first player and the active player, and what is and is
not an action (sections "Jugador Activo y Primer Jugador", "Primeras Acciones y Respuestas",
"¿Que es una Acción de Jugador?", "Acciones de Reclutamiento")."""

from __future__ import annotations

import msgpack
import pytest

from engine.core.leaving import Concede
from engine.errors import IllegalAction, InvalidAction
from engine.rulesets.windows003 import Game, Scenario
from engine.rulesets.windows003.game import Marshal, Pass, Use, action_from_wire
from engine.rulesets.windows003.model import CHALLENGES, DEAD, HAND, PLAY, Ability, Step

from .helpers import (
    CANCEL_ANY,
    GAIN_POWER_ACTION,
    KILL_TARGET,
    KILL_TARGET_GOLD,
    PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    asks,
)


def test_003_first_player_acts_first_in_an_action_segment() -> None:
    g = Scenario(3, first=1, active=2, phase=CHALLENGES).build()
    g.start_segment()
    assert g.to_act() == 1


def test_003_actions_continue_clockwise_until_all_pass_consecutively() -> None:
    sc = Scenario(3, first=0, phase=CHALLENGES)
    a = sc.character(0, "A", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.to_act() == 2
    g.apply(2, Pass())
    assert g.to_act() is None and g.state.segment is None  # three passes in a row
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.to_act() == 2
    del a


def test_003_an_action_resets_the_passes_and_the_next_player_acts() -> None:
    sc = Scenario(3, first=0, phase=CHALLENGES)
    b = sc.character(1, "B", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Use(b, 0))
    pass_all_windows_but_segment(g)
    assert g.state.scheme is None and g.to_act() == 2
    g.apply(2, Pass())
    g.apply(0, Pass())
    assert g.to_act() == 1  # 2 and 0 passed after 1 acted: 1 is still asked
    g.apply(1, Pass())
    assert g.state.segment is None


def pass_all_windows_but_segment(g: object) -> None:
    from engine.rulesets.windows003 import Game

    assert isinstance(g, Game)
    while g.state.scheme is not None:
        seat = g.to_act()
        assert seat is not None
        g.apply(seat, Pass())


def test_003_an_action_resolves_completely_before_the_next() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    a = sc.character(0, "A", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(a, 0))
    kinds = []
    while g.state.scheme is not None:
        w = g.window()
        assert w is not None and w is not g.state.segment
        kinds.append(w.kind)
        g.apply(w.player, Pass())
    assert g.window() is g.state.segment and g.to_act() == 1
    assert set(kinds) == {"save_cancel", "responses"}


def test_003_marshalling_gold_actions_only_for_the_active_player() -> None:
    sc = Scenario(2, first=1, active=0)
    mine = sc.add(1, "Recruit", zone=HAND, cost=1)
    victim = sc.character(0, "Victim")
    k = sc.character(1, "Killer", abilities=(KILL_TARGET_GOLD,))
    g = sc.build()
    g.start_segment()
    assert g.to_act() == 1
    with pytest.raises(IllegalAction):
        g.apply(1, Marshal(mine))
    with pytest.raises(IllegalAction):
        g.apply(1, Use(k, 0, (victim,)))
    assert g.state.gold == {0: 10, 1: 10} and g.to_act() == 1


def test_003_marshalling_opponent_may_take_goldless_actions() -> None:
    sc = Scenario(2, first=0, active=0)
    recruit = sc.add(0, "Recruit", zone=HAND, cost=3)
    b = sc.character(1, "B", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Marshal(recruit))
    pass_all_windows_but_segment(g)
    assert g.state.cards[recruit].zone == PLAY and g.state.gold[0] == 7
    assert g.to_act() == 1
    g.apply(1, Use(b, 0))
    pass_all_windows_but_segment(g)
    assert g.state.cards[b].power == 1


def test_003_responses_are_not_actions() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    c = sc.character(0, "C", abilities=(CANCEL_ANY,))
    g = sc.build()
    g.start_segment()
    with pytest.raises(IllegalAction):
        g.apply(0, Use(c, 0))


def test_003_actions_are_taken_in_their_phase() -> None:
    from engine.rulesets.windows003.model import Ability, Step

    only_marshalling = Ability("action", (Step("gain_power", "self"),), phase="marshalling")
    sc = Scenario(2, phase=CHALLENGES)
    c = sc.character(0, "C", abilities=(only_marshalling,))
    g = sc.build()
    g.start_segment()
    with pytest.raises(IllegalAction):
        g.apply(0, Use(c, 0))


def test_003_a_passive_ability_is_not_an_action() -> None:
    """A passive triggered by an action happens without being anyone's action: the segment
    goes on to the next player exactly as if it had not triggered."""
    sc = Scenario(2, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim")
    crow = sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    pass_all_windows_but_segment(g)
    assert g.state.cards[crow].power == 1 and g.state.cards[victim].zone == DEAD
    assert g.to_act() == 1 and g.state.segment is not None and g.state.segment.passes == 0


def test_003_bad_input_changes_nothing() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    g = sc.build()
    g.start_segment()
    before = len(g.state.log)
    for seat, action in ((1, Pass()), (0, Use(killer, 5)), (0, Use(killer, 0, (999,))),
                         (0, Use(killer, 0)), (0, Use(99, 0))):
        with pytest.raises(IllegalAction):
            g.apply(seat, action)
    assert len(g.state.log) == before and g.state.scheme is None
    with pytest.raises(InvalidAction):
        action_from_wire({"type": "use", "card": "x", "ability": 0})
    a = Use(killer, 0, (3,), door=2)
    assert action_from_wire(a.to_wire()) == a and eval(repr(a)) == a
    assert asks(g) == [("actions", 0)]


def test_003_snapshot_restore_inside_a_scheme() -> None:
    """A snapshot is plain msgpack-ready data; restored, it is an equal game that goes on the
    same way."""
    sc = Scenario(2, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim", abilities=(CANCEL_ANY,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    packed = msgpack.packb(g.snapshot())
    h = Game.restore(msgpack.unpackb(packed))
    assert h.state == g.state and h.version == g.version == 2
    pass_all_windows_but_segment(g)
    pass_all_windows_but_segment(h)
    assert h.state == g.state and h.state.cards[victim].zone == DEAD
    assert h.view(1) == g.view(1)


def test_003_views_hide_hands_and_decks_and_list_legal_actions() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim", abilities=(CANCEL_ANY,))
    secret = sc.event(1, "Secret", abilities=(Ability(
        "response", (Step("cancel"),), match="any", save_cancel=True),))
    sc.add(1, "Deep", zone="deck")
    g = sc.build()
    g.start_segment()
    mine, theirs, spectator = g.view(1), g.view(0), g.view(None)
    assert [c["name"] for c in mine["players"][1]["hand"]] == ["Secret"]
    for v in (theirs, spectator):
        assert v["players"][1]["hand"] == 1 and "Secret" not in repr(v)
        assert v["players"][1]["deck"] == 1 and "Deep" not in repr(v)
    assert theirs["legal"] == [Pass().to_wire()] + [
        Use(killer, 0, (t,)).to_wire() for t in (killer, victim)] + [{"type": "concede"}]
    assert mine["legal"] == [{"type": "concede"}]
    assert mine["window"] == {"kind": "actions", "player": 0}
    g.apply(0, Use(killer, 0, (victim,)))
    assert g.legal_actions(1) == [Pass(), Use(victim, 0), Use(secret, 0), Concede()]
    assert Use(secret, 0) in [action_from_wire(a) for a in g.view(1)["legal"]]
