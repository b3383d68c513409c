"""Seed 003, "¿Que es Moribundo?", "Excepción a las Reglas", "Estado Moribundo para Eventos" and
step 6, with the seed's own examples (Benjen Stark, Joffrey Baratheon, Jaime Lannister, the
challenge resolution of section F)."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.rulesets.windows003 import Game, Scenario
from engine.rulesets.windows003.chars import strength
from engine.rulesets.windows003.game import Pass, Use
from engine.rulesets.windows003.model import (
    CHALLENGES,
    DEAD,
    DECK,
    DISCARD,
    LIMBO,
    MARSHALLING,
    PLAY,
    Ability,
    Step,
)

from .helpers import (
    KILL_TARGET,
    ON_DEATH_SHUFFLE_DEAD,
    ON_LORD_OR_LADY_DIES_GAIN_POWER,
    PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    log_of,
    pass_all,
)

KILL_AND_RETURN = Ability("action", (Step("kill"), Step("return")), targets=1)
GAIN_POWER_TARGET = Ability("action", (Step("gain_power"),), targets=1)
# "A Lannister always pays his debts": kneel one of your Lannister characters to kill a
# character (played from hand as a response when one of your characters dies).
DEBTS = Ability("response", (Step("kill"),), when="killed", match="mine",
                kneel="trait:Lannister", targets=1)
KILL_YOUR_OWN_TO_KILL = Ability("action", (Step("kill"),), kneel="kill:Lannister", targets=1)


def start(sc: Scenario, seat: int, card: int, ability: int = 0, *,
          targets: tuple[int, ...] = (), pay: int = 0) -> Game:
    g = sc.build()
    g.start_segment()
    if g.to_act() != seat:
        g.apply(g.to_act() or 0, Pass())
    g.apply(seat, Use(card, ability, targets, pay))
    return g


def test_003_moribund_card_stays_in_play_until_the_action_ends() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V")
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    s = g.state
    assert s.cards[v].zone == PLAY and s.moribund(v) and log_of(g, "killed")
    pass_all(g)
    assert s.cards[v].zone == DEAD and not s.moribund(v)


def test_003_moribund_counts_as_dead_for_responses_and_passives_only() -> None:
    """It triggers passives and opens responses to its death, while its strength still counts
    and its own abilities still work."""
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V", strength=4, traits=("Lord",),
                     abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    crow = sc.character(0, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    s = g.state
    assert strength(s, s.cards[v]) == 4
    g.apply(1, Pass())  # the crow's passive window, left of its controller
    g.apply(0, Pass())
    assert s.cards[crow].power == 1
    g.apply(1, Use(v, 0))  # its own response still works
    pass_all(g)
    assert s.cards[v].zone == DEAD and s.cards[v].power == 0  # its power was discarded


def test_003_moribund_card_cannot_be_removed_again() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_AND_RETURN,))
    v = sc.character(1, "V")
    g = start(sc, 0, k, 0, targets=(v,))
    pass_all(g)
    s = g.state
    assert s.cards[v].zone == DEAD  # killed, and the return found it moribund: no effect
    assert [e["type"] for e in log_of(g, "killed")] == ["killed"]
    assert not log_of(g, "returned")


def test_003_moribund_card_cannot_be_chosen_to_be_removed() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V")
    k2 = sc.character(0, "K2", abilities=(Ability("response", (Step("kill"),), when="killed",
                                                  match="any", targets=1),))
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Pass())
    with pytest.raises(IllegalAction):
        g.apply(0, Use(k2, 0, (v,)))


def test_003_moribund_card_cannot_pay_a_cost_by_leaving_play() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    mine = sc.character(1, "Mine", traits=("Lannister",))
    other = sc.character(0, "Other")
    sac = sc.character(1, "Sac", abilities=(Ability(
        "response", (Step("kill"),), when="killed", match="mine", kneel="kill:Lannister",
        targets=1),))
    g = start(sc, 0, k, 0, targets=(mine,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    with pytest.raises(IllegalAction):
        g.apply(1, Use(sac, 0, (other,), pay=mine))


def test_003_killed_to_pay_a_cost_is_moribund() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    paid = sc.character(0, "Paid", traits=("Lannister",))
    user = sc.character(0, "User", abilities=(KILL_YOUR_OWN_TO_KILL,))
    v = sc.character(1, "V")
    g = start(sc, 0, user, 0, targets=(v,), pay=paid)
    s = g.state
    assert s.moribund(paid) and s.cards[paid].zone == PLAY
    pass_all(g)
    assert s.cards[paid].zone == DEAD and s.cards[v].zone == DEAD


def test_003_moribund_status_can_change_by_other_effects() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V")
    giver = sc.character(1, "Giver", abilities=(Ability(
        "response", (Step("gain_power"), Step("kneel")), when="killed", match="mine",
        targets=1),))
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Use(giver, 0, (v,)))
    g.apply(0, Pass())
    g.apply(1, Pass())
    s = g.state
    assert s.cards[v].power == 1 and s.cards[v].knelt and s.moribund(v)


def test_003_step_6_owner_piles_and_attachments_discarded() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    stolen = sc.character(1, "Stolen", controller=0)
    horn = sc.attachment(0, "Horn", stolen)
    g = start(sc, 0, k, 0, targets=(stolen,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    s = g.state
    assert s.cards[horn].zone == PLAY  # still there while its character is moribund
    pass_all(g)
    assert (s.cards[stolen].zone, s.cards[stolen].owner) == (DEAD, 1)
    assert s.cards[stolen].controller == 1
    assert (s.cards[horn].zone, s.cards[horn].owner) == (DISCARD, 0)


def test_003_card_that_left_play_loses_its_abilities() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET, KILL_TARGET))
    crow = sc.character(1, "Crow", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    v = sc.character(1, "V")
    g = start(sc, 0, k, 0, targets=(crow,))
    pass_all_scheme(g)
    g.apply(1, Pass())
    g.apply(0, Use(k, 1, (v,)))
    pass_all(g)
    s = g.state
    assert s.cards[crow].zone == DEAD and s.cards[crow].power == 0


def pass_all_scheme(g: object) -> None:
    from .test_003_actions import pass_all_windows_but_segment

    pass_all_windows_but_segment(g)


def test_003_benjen_stark_is_not_shuffled_with_the_dead_pile() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    benjen = sc.character(1, "Benjen", abilities=(ON_DEATH_SHUFFLE_DEAD,))
    old = sc.add(1, "Old corpse", zone=DEAD)
    g = start(sc, 0, k, 0, targets=(benjen,))
    pass_all(g)
    s = g.state
    assert s.cards[old].zone == DECK and s.cards[benjen].zone == DEAD


def test_003_events_are_moribund_until_their_scheme_ends() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    v = sc.character(1, "V")
    ev = sc.event(0, "Event", abilities=(KILL_TARGET,))
    g = start(sc, 0, ev, 0, targets=(v,))
    s = g.state
    assert s.cards[ev].zone == LIMBO and s.moribund(ev)
    pass_all(g)
    assert s.cards[ev].zone == DISCARD


def test_003_joffrey_example_power_on_a_moribund_card_can_win() -> None:
    """Marshalling: an opponent kills Joffrey; nobody can save him; in step 5 his own
    response (a Lord died) gains him 1 power, his player's 15th: they win at once."""
    sc = Scenario(2, phase=MARSHALLING, first=0, active=0)
    k = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    joffrey = sc.character(1, "Joffrey", traits=("Lord",),
                           abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    sc.location(1, "Throne", power=14)
    g = start(sc, 0, k, 0, targets=(joffrey,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Use(joffrey, 0))
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert g.state.winner == 1


def test_003_joffrey_example_power_is_discarded_at_step_6() -> None:
    sc = Scenario(2, phase=MARSHALLING)
    k = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    joffrey = sc.character(1, "Joffrey", traits=("Lord",),
                           abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,))
    g = start(sc, 0, k, 0, targets=(joffrey,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(1, Use(joffrey, 0))
    pass_all(g)
    s = g.state
    assert s.winner is None and s.cards[joffrey].zone == DEAD and s.cards[joffrey].power == 0
    assert any(e["type"] == "power_gained" for e in s.log)


def test_003_challenge_resolution_example_f() -> None:
    """Section F: the challenge's game action; the Stark player (first player) opens the
    responses; Robb kills a Lannister; the Lannister player answers with 'A Lannister always
    pays his debts', kneeling the moribund character to kill Robb; the War Horn attached to
    Robb discards a location; both pass; everything moribund goes to its owner's piles."""
    stark, lannister = 0, 1
    sc = Scenario(2, phase=CHALLENGES, first=stark, active=stark)
    robb = sc.character(stark, "Robb", abilities=(Ability(
        "response", (Step("kill"),), when="killed", match="theirs", targets=1, kneel="self"),))
    horn = sc.attachment(stark, "War Horn", robb, abilities=(Ability(
        "response", (Step("discard"),), when="killed", match="mine", targets=1),))
    chosen = sc.character(lannister, "Chosen for claim", traits=("Lannister",))
    second = sc.character(lannister, "Second", traits=("Lannister",))
    brothel = sc.location(lannister, "Brothel")
    debts = sc.event(lannister, "Debts", abilities=(DEBTS,))
    g = sc.build()
    g.game_action((Step("kill"),), (chosen,))  # the claim: the Lannister player's choice
    g.apply(stark, Pass())
    g.apply(lannister, Pass())
    assert g.to_act() == stark and g.window() is not None
    g.apply(stark, Use(robb, 0, (second,)))
    g.apply(lannister, Pass())
    g.apply(stark, Pass())
    assert g.to_act() == lannister and g.state.moribund(second)
    g.apply(lannister, Use(debts, 0, (robb,), pay=second))  # the moribund card kneels
    g.apply(stark, Pass())
    g.apply(lannister, Pass())
    assert g.to_act() == stark and g.state.moribund(robb)
    g.apply(stark, Use(horn, 0, (brothel,)))
    g.apply(lannister, Pass())
    g.apply(stark, Pass())
    g.apply(lannister, Pass())
    g.apply(stark, Pass())
    s = g.state
    assert s.scheme is None
    assert {s.cards[c].zone for c in (chosen, second)} == {DEAD}
    assert s.cards[robb].zone == DEAD and s.cards[robb].owner == stark
    assert s.cards[horn].zone == DISCARD and s.cards[brothel].zone == DISCARD
    assert s.cards[debts].zone == DISCARD


def test_003_killed_by_a_passive_is_moribund() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V")
    avenger = sc.character(1, "Avenger", abilities=(Ability(
        "passive", (Step("kill", "self"),), when="killed", match="any"),))
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    g.apply(0, Pass())  # the avenger's passive: its save/cancel window
    g.apply(1, Pass())
    assert g.state.moribund(avenger) and g.state.cards[avenger].zone == PLAY
    pass_all(g)
    assert g.state.cards[avenger].zone == DEAD


def test_003_event_played_as_a_save_cancel_response_is_moribund_until_step_6() -> None:
    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(KILL_TARGET,))
    v = sc.character(1, "V")
    ev = sc.event(1, "Cancel event", abilities=(Ability(
        "response", (Step("cancel"),), match="any", save_cancel=True),))
    g = start(sc, 0, k, 0, targets=(v,))
    g.apply(1, Use(ev, 0))
    assert g.state.cards[ev].zone == LIMBO
    pass_all(g)
    assert g.state.cards[ev].zone == DISCARD and g.state.cards[v].zone == PLAY


def test_003_returned_to_hand_or_deck_is_moribund() -> None:
    from engine.rulesets.windows003.model import HAND

    sc = Scenario(2, phase=CHALLENGES)
    k = sc.character(0, "K", abilities=(Ability("action", (Step("return"),), targets=1),
                                        Ability("action", (Step("to_deck"),), targets=1)))
    a = sc.character(1, "A")
    b = sc.character(1, "B")
    g = start(sc, 0, k, 0, targets=(a,))
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.state.moribund(a) and g.state.cards[a].zone == PLAY
    pass_all_scheme(g)
    g.apply(1, Pass())
    g.apply(0, Use(k, 1, (b,)))
    pass_all(g)
    assert g.state.cards[a].zone == HAND and g.state.cards[b].zone == DECK
