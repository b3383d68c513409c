"""Seed 003: the action scheme, steps 1-6 ("El Esquema de Acción", "Respuestas", "Ocasiones de
responder", "Respuestas de Salvación/Cancelación", "El Esquema de Acción en Detalle",
"Conflictos de Efectos Pasivos", "Acciones de Juego")."""

from __future__ import annotations

import pytest

from engine.core.leaving import Concede
from engine.errors import IllegalAction
from engine.rulesets.windows003 import Game, Scenario
from engine.rulesets.windows003.chars import gold_cost
from engine.rulesets.windows003.game import Choose, Marshal, Pass, Use
from engine.rulesets.windows003.model import CHALLENGES, DEAD, PLAY, Ability, Step

from .helpers import (
    CANCEL_ANY,
    GAIN_POWER_ACTION,
    KILL_TARGET,
    ON_ENTER_GAIN_POWER,
    ON_LORD_OR_LADY_DIES_GAIN_POWER,
    PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    PASSIVE_ON_POWER_KNEEL_SELF,
    SAVE_ANY,
    asks,
    log_of,
    pass_all,
    types,
)


def kill_setup(players: int = 2, **kw: object) -> tuple[Scenario, int, int]:
    sc = Scenario(players, phase=CHALLENGES, **kw)  # type: ignore[arg-type]
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim", traits=("Lord",))
    return sc, killer, victim


def killing(sc: Scenario, killer: int, victim: int) -> Game:
    """The game built, its action segment started, and player 0's killer used on `victim`."""
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    return g


def test_003_scheme_steps_1_to_6_in_order() -> None:
    sc, killer, victim = kill_setup()
    sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = killing(sc, killer, victim)
    pass_all(g)
    seq = [t for t in types(g) if t in ("killed", "performed", "left_play", "action_ended")]
    assert seq == ["killed", "performed", "performed", "left_play", "action_ended"]
    kinds = [(e["type"], e.get("kind")) for e in g.state.log
             if e["type"] in ("initiated", "window_closed", "performed", "action_ended")]
    assert kinds == [
        ("initiated", "action"), ("window_closed", "save_cancel"), ("performed", None),
        ("initiated", "passive"), ("window_closed", "save_cancel"), ("performed", None),
        ("window_closed", "responses"), ("action_ended", None), ("window_closed", "actions"),
    ]


def test_003_save_cancel_window_starts_left_of_the_initiator() -> None:
    sc = Scenario(3, phase=CHALLENGES)
    a = sc.character(1, "A", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Use(a, 0))
    assert asks(g)[-1] == ("save_cancel", 2)
    g.apply(2, Pass())
    g.apply(0, Pass())
    assert asks(g)[-1] == ("save_cancel", 1)
    g.apply(1, Pass())
    assert asks(g)[-1] == ("responses", 2)  # responses too start left of the initiator


def test_003_game_action_first_player_opens_the_windows() -> None:
    sc = Scenario(3, first=2, phase=CHALLENGES)
    v = sc.character(0, "V")
    g = sc.build()
    g.game_action((Step("kill"),), (v,))
    assert asks(g) == [("save_cancel", 2)]
    for seat in (2, 0, 1):
        g.apply(seat, Pass())
    assert asks(g)[-1] == ("responses", 2)
    pass_all(g)
    assert g.state.cards[v].zone == DEAD


def test_003_cancel_response_cancels_the_action_and_its_passives() -> None:
    sc, killer, victim = kill_setup()
    canceller = sc.character(1, "Canceller", abilities=(CANCEL_ANY,))
    crow = sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = killing(sc, killer, victim)
    g.apply(1, Use(canceller, 0))
    pass_all(g)
    s = g.state
    assert s.cards[victim].zone == PLAY and s.cards[crow].power == 0
    assert s.cards[canceller].knelt and log_of(g, "not_performed")


def test_003_a_cancel_can_be_cancelled_in_its_own_window() -> None:
    sc, killer, victim = kill_setup()
    canceller = sc.character(1, "Canceller", abilities=(CANCEL_ANY,))
    counter = sc.character(0, "Counter", abilities=(CANCEL_ANY,))
    g = killing(sc, killer, victim)
    g.apply(1, Use(canceller, 0))
    assert g.to_act() == 0  # the cancel's own save/cancel window: left of player 1
    g.apply(0, Use(counter, 0))
    pass_all(g)
    assert g.state.cards[victim].zone == DEAD  # the cancel was cancelled


def test_003_save_response_saves_a_target() -> None:
    sc, killer, victim = kill_setup()
    saver = sc.character(1, "Saver", abilities=(SAVE_ANY,))
    other = sc.character(1, "Other")
    g = killing(sc, killer, victim)
    with pytest.raises(IllegalAction):
        g.apply(1, Use(saver, 0, (other,)))  # only what the action would remove
    g.apply(1, Use(saver, 0, (victim,)))
    pass_all(g)
    assert g.state.cards[victim].zone == PLAY


def test_003_save_cancel_door_closes_after_everyone_passes() -> None:
    sc, killer, victim = kill_setup()
    canceller = sc.character(1, "Canceller", abilities=(CANCEL_ANY,))
    g = killing(sc, killer, victim)
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.window() is not None and g.window().kind == "responses"  # type: ignore[union-attr]
    assert g.to_act() == 1
    with pytest.raises(IllegalAction):
        g.apply(1, Use(canceller, 0))


def test_003_step_1_penalties_apply_before_reductions() -> None:
    assert gold_cost(0, 2, 0, 3) == 0  # penalty 2, then the reduction of 3: nothing to pay
    assert gold_cost(3, 1, -1, 1) == 2  # the penalty is modified before it joins the cost
    sc = Scenario(2)
    recruit = sc.add(0, "Recruit", zone="hand", cost=2, penalty=2)
    g = sc.build()
    g.state.reductions[0] = 3
    g.start_segment()
    g.apply(0, Marshal(recruit))
    assert g.state.gold[0] == 9


def test_003_step_1_restrictions_are_checked_before_paying() -> None:
    sc = Scenario(2, phase=CHALLENGES, gold=0)
    gold_killer = sc.character(0, "K", abilities=(Ability("action", (Step("kill"),), targets=1,
                                                          gold=1),))
    v = sc.character(1, "V")
    g = sc.build()
    g.start_segment()
    with pytest.raises(IllegalAction):
        g.apply(0, Use(gold_killer, 0, (v,)))
    assert g.state.scheme is None and g.state.cards[v].zone == PLAY


def test_003_each_passive_has_its_own_save_cancel_window() -> None:
    sc, killer, victim = kill_setup()
    crow = sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    canceller = sc.character(0, "Canceller", abilities=(CANCEL_ANY,))
    g = killing(sc, killer, victim)
    g.apply(1, Pass())
    g.apply(0, Pass())  # the action is performed; the crow's passive is initiated
    assert asks(g)[-1] == ("save_cancel", 0)  # left of the passive's controller
    g.apply(0, Use(canceller, 0))
    pass_all(g)
    assert g.state.cards[victim].zone == DEAD and g.state.cards[crow].power == 0


def test_003_passives_triggered_by_passives() -> None:
    sc, killer, victim = kill_setup()
    crow = sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,
                                              PASSIVE_ON_POWER_KNEEL_SELF))
    g = killing(sc, killer, victim)
    pass_all(g)
    assert g.state.cards[crow].power == 1 and g.state.cards[crow].knelt
    assert [e["kind"] for e in log_of(g, "initiated")] == ["action", "passive", "passive"]


def test_003_passives_triggered_together_are_ordered_by_the_first_player() -> None:
    sc, killer, victim = kill_setup(first=1)
    a = sc.character(0, "A", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    b = sc.character(0, "B", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(1, Pass())
    g.apply(0, Use(killer, 0, (victim,)))
    g.apply(1, Pass())
    g.apply(0, Pass())
    d = g.state.decision
    assert d is not None and d.player == 1 and d.kind == "order_passives"
    with pytest.raises(IllegalAction):
        g.apply(0, Choose((1,)))
    with pytest.raises(IllegalAction):
        g.apply(1, Choose((1, 0)))  # one at a time: which resolves next
    assert g.legal_actions(1) == [Choose((0,)), Choose((1,)), Concede()]
    g.apply(1, Choose((1,)))
    pass_all(g)
    sources = [e["source"] for e in log_of(g, "initiated") if e["kind"] == "passive"]
    assert sources == [b, a]


def test_003_response_doors_stay_open_until_the_action_ends() -> None:
    """The victim's death opens a door; a response to it can still be played after other
    responses (and their own occasions) came in between."""
    sc, killer, victim = kill_setup()
    joffrey = sc.character(1, "Joffrey", abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    gainer = sc.character(0, "Gainer", abilities=(Ability(
        "response", (Step("gain_power", "self"),), when="killed", match="any", kneel="self"),))
    g = killing(sc, killer, victim)
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert asks(g)[-1] == ("responses", 1)
    g.apply(1, Pass())
    g.apply(0, Use(gainer, 0))  # 0 responds; its power gain is a new door
    g.apply(1, Pass())
    g.apply(0, Pass())  # its save/cancel window
    assert asks(g)[-1] == ("responses", 1)
    g.apply(1, Use(joffrey, 0))  # the death's door is still open
    pass_all(g)
    assert g.state.cards[joffrey].power == 1 and g.state.cards[gainer].power == 1


def test_003_each_response_has_its_own_save_cancel_window_and_passives() -> None:
    sc, killer, victim = kill_setup()
    joffrey = sc.character(1, "Joffrey", abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,
                                                    PASSIVE_ON_POWER_KNEEL_SELF))
    canceller = sc.character(0, "Canceller", abilities=(CANCEL_ANY,))
    g = killing(sc, killer, victim)
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Use(joffrey, 0))
    assert asks(g)[-1] == ("save_cancel", 0)
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.state.cards[joffrey].power == 1 and not g.state.cards[joffrey].knelt
    assert asks(g)[-1] == ("save_cancel", 0)  # the passive it triggered, in its own window
    g.apply(0, Use(canceller, 0))
    pass_all(g)
    assert not g.state.cards[joffrey].knelt and g.state.cards[joffrey].power == 1


def test_003_a_response_is_used_once_per_occasion() -> None:
    sc, killer, victim = kill_setup()
    joffrey = sc.character(1, "Joffrey", abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    g = killing(sc, killer, victim)
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Use(joffrey, 0))
    g.apply(0, Pass())
    g.apply(1, Pass())
    g.apply(0, Pass())
    with pytest.raises(IllegalAction):
        g.apply(1, Use(joffrey, 0))


def test_003_responses_end_only_when_all_pass_consecutively() -> None:
    sc, killer, victim = kill_setup(players=3)
    joffrey = sc.character(1, "Joffrey", abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    g = killing(sc, killer, victim)
    for seat in (1, 2, 0):
        g.apply(seat, Pass())
    g.apply(1, Pass())
    g.apply(2, Pass())
    assert asks(g)[-1] == ("responses", 0)
    g.apply(0, Pass())
    assert g.state.scheme is None  # three passes in a row ended step 5
    del joffrey


def test_003_unused_doors_are_lost_when_the_action_ends() -> None:
    sc, killer, victim = kill_setup()
    joffrey = sc.character(1, "Joffrey", abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    pw = sc.character(1, "Powered", abilities=(GAIN_POWER_ACTION,))
    g = killing(sc, killer, victim)
    pass_all_but_segment(g)
    g.apply(1, Use(pw, 0))
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.window() is not None and g.window().kind == "responses"  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        g.apply(0 if g.to_act() == 0 else 1, Use(joffrey, 0))


def pass_all_but_segment(g: object) -> None:
    from .test_003_actions import pass_all_windows_but_segment

    pass_all_windows_but_segment(g)


def test_003_marshalled_card_enters_at_step_3_and_opens_a_door() -> None:
    sc = Scenario(2)
    recruit = sc.add(0, "Recruit", zone="hand", cost=1)
    watcher = sc.character(1, "Watcher", abilities=(ON_ENTER_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Marshal(recruit))
    assert g.state.cards[recruit].zone == "hand"  # initiated, not yet performed
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.state.cards[recruit].zone == PLAY
    g.apply(1, Use(watcher, 0))
    pass_all(g)
    assert g.state.cards[watcher].power == 1


def test_003_game_action_points_then_passives_then_responses() -> None:
    """A challenge's resolution (section "Acciones de Juego", A-F): each point is initiated,
    offered to save/cancel responses starting with the first player, and performed; the
    passives triggered by any point come after the last one; then the first player opens the
    responses."""
    sc = Scenario(2, phase=CHALLENGES, first=1)
    loser = sc.character(0, "Claimed")
    eddard = sc.character(1, "Eddard")
    crow = sc.character(0, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.game_action((Step("kill"),), (loser,), ((Step("gain_power"),), (eddard,)))
    assert asks(g) == [("save_cancel", 1)]
    g.apply(1, Pass())
    g.apply(0, Pass())  # point one performed: the claimed character is moribund
    assert g.state.moribund(loser) and g.state.cards[crow].power == 0
    assert asks(g)[-1] == ("save_cancel", 1)  # point two's own window
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.state.cards[eddard].power == 1
    assert asks(g)[-1] == ("save_cancel", 1)  # now the crow's passive (left of player 0)
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.state.cards[crow].power == 1 and asks(g)[-1] == ("responses", 1)
    pass_all(g)
    assert g.state.cards[loser].zone == DEAD


def test_003_a_cancelled_game_point_is_not_performed() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    v = sc.character(1, "V")
    canceller = sc.character(1, "Canceller", abilities=(CANCEL_ANY,))
    g = sc.build()
    g.game_action((Step("kill"),), (v,), ((Step("gain_power"),), (v,)))
    g.apply(0, Pass())
    g.apply(1, Use(canceller, 0))
    pass_all(g)
    assert g.state.cards[v].zone == PLAY and g.state.cards[v].power == 1
