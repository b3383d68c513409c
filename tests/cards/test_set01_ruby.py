"""Set 1 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, Challenge, EndTurn, IllegalAction, PlayCard, Quest
from engine.query import can_quest, strength
from engine.scenario import Scenario

from .helpers import INK, card, choose, find, idle, names, options

SERGEANT_TIBBS = "Sergeant Tibbs - Courageous Cat"


# --- Aladdin - Heroic Outlaw -----------------------------------------------------------------

def test_aladdin_heroic_outlaw_shifts_onto_street_rat() -> None:
    sc = Scenario(active=0)
    rat = sc.add(0, "play", "Aladdin - Street Rat", damage=1)
    outlaw = sc.add(0, "hand", "Aladdin - Heroic Outlaw")
    sc.add(0, "inkwell", INK, count=5)
    sc.lore(1, 5)
    g = sc.build()
    assert PlayCard(outlaw) not in g.legal_actions(0)  # 7 for a normal play
    g.apply(0, PlayCard(outlaw, shift=rat))
    assert idle(g)
    assert g.state.players[1].lore == 5  # Street Rat's play ability is not repeated
    top = find(g, 0, "play", "Aladdin - Heroic Outlaw")
    assert top.damage == 1 and not top.drying  # the base was dry: so is the shifted card
    assert [u.name for u in top.under] == ["Aladdin - Street Rat"]
    assert Quest(top.iid) in g.legal_actions(0)


def test_aladdin_heroic_outlaw_banishing_in_his_turn_swings_lore() -> None:
    sc = Scenario(active=0)
    outlaw = sc.add(0, "play", "Aladdin - Heroic Outlaw")  # 5/5
    victim = sc.add(1, "play", "Captain - Colonel's Lieutenant", exerted=True)  # 6/5
    sc.lore(0, 3).lore(1, 5)
    g = sc.build()
    g.apply(0, Challenge(outlaw, victim))
    # Both are banished; the ability still triggers from the discard.
    assert names(g, 1, "discard") == ["Captain - Colonel's Lieutenant"]
    assert names(g, 0, "discard") == ["Aladdin - Heroic Outlaw"]
    assert g.state.players[0].lore == 5
    assert g.state.players[1].lore == 3


def test_aladdin_heroic_outlaw_lore_loss_stops_at_zero() -> None:
    sc = Scenario(active=0)
    outlaw = sc.add(0, "play", "Aladdin - Heroic Outlaw")
    victim = sc.add(1, "play", SERGEANT_TIBBS, exerted=True)
    sc.lore(1, 1)
    g = sc.build()
    g.apply(0, Challenge(outlaw, victim))
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 0


def test_aladdin_heroic_outlaw_not_when_defending_or_by_action() -> None:
    sc = Scenario(active=1)
    outlaw = sc.add(0, "play", "Aladdin - Heroic Outlaw", exerted=True)
    attacker = sc.add(1, "play", SERGEANT_TIBBS)
    smash = sc.add(1, "hand", "Smash")
    sc.add(1, "inkwell", SERGEANT_TIBBS, count=3)
    sc.lore(1, 4)
    g = sc.build()
    g.apply(1, Challenge(attacker, outlaw))
    assert names(g, 1, "discard") == [SERGEANT_TIBBS]
    assert g.state.players[0].lore == 0 and g.state.players[1].lore == 4
    g.apply(1, PlayCard(smash))
    assert g.state.players[0].lore == 0


def test_aladdin_heroic_outlaw_shifted_onto_a_drying_base_is_still_drying() -> None:
    sc = Scenario(active=0)
    rat = sc.add(0, "hand", "Aladdin - Street Rat")
    outlaw = sc.add(0, "hand", "Aladdin - Heroic Outlaw")
    sc.add(0, "inkwell", SERGEANT_TIBBS, count=8)
    victim = sc.add(1, "play", SERGEANT_TIBBS, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(rat))
    base = find(g, 0, "play", "Aladdin - Street Rat").iid
    g.apply(0, PlayCard(outlaw, shift=base))
    top = find(g, 0, "play", "Aladdin - Heroic Outlaw")
    assert top.drying
    legal = g.legal_actions(0)
    assert Quest(top.iid) not in legal and Challenge(top.iid, victim) not in legal


# --- LeFou - Instigator ----------------------------------------------------------------------

def test_lefou_readies_chosen_character_which_then_cannot_quest() -> None:
    sc = Scenario(active=0)
    lefou = sc.add(0, "hand", "LeFou - Instigator")
    sc.add(0, "inkwell", INK, count=2)
    tired = sc.add(0, "play", "Scar - Fiery Usurper", exerted=True)
    victim = sc.add(1, "play", "Donald Duck - Boisterous Fowl", exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(lefou))
    choose(g, 0, tired)
    scar = card(g, tired)
    assert not scar.exerted
    assert not can_quest(g.state, scar) and Quest(tired) not in g.legal_actions(0)
    g.apply(0, Challenge(tired, victim))  # it may still challenge
    assert names(g, 1, "discard") == ["Donald Duck - Boisterous Fowl"]
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert Quest(tired) in g.legal_actions(0)


def test_lefou_can_ready_an_opposing_character() -> None:
    sc = Scenario(active=0)
    lefou = sc.add(0, "hand", "LeFou - Instigator")
    sc.add(0, "inkwell", INK, count=2)
    theirs = sc.add(1, "play", "Stitch - Abomination", exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(lefou))
    assert theirs in options(g)
    choose(g, 0, theirs)
    assert not card(g, theirs).exerted


# --- Pongo - Ol' Rascal ----------------------------------------------------------------------

def test_pongo_is_evasive() -> None:
    sc = Scenario(active=1)
    pongo = sc.add(0, "play", "Pongo - Ol' Rascal", exerted=True)
    plain = sc.add(1, "play", "Captain - Colonel's Lieutenant")
    evasive = sc.add(1, "play", "Pongo - Ol' Rascal")
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(plain, pongo) not in legal
    assert Challenge(evasive, pongo) in legal


# --- Dragon Fire -----------------------------------------------------------------------------

def test_dragon_fire_banishes_chosen_character() -> None:
    sc = Scenario(active=0)
    fire = sc.add(0, "hand", "Dragon Fire")
    sc.add(0, "inkwell", INK, count=5)
    stitch = sc.add(1, "play", "Stitch - Abomination")
    other = sc.add(1, "play", "Donald Duck - Boisterous Fowl")
    g = sc.build()
    g.apply(0, PlayCard(fire))
    choose(g, 0, stitch)
    assert names(g, 1, "discard") == ["Stitch - Abomination"]
    assert card(g, other).damage == 0
    assert names(g, 0, "discard") == ["Dragon Fire"]


def test_dragon_fire_skips_warded_characters() -> None:
    sc = Scenario(active=0)
    fire = sc.add(0, "hand", "Dragon Fire")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "play", "Aurora - Dreaming Guardian")
    sc.add(1, "play", "Stitch - Abomination")  # gets Ward from the guardian
    g = sc.build()
    g.apply(0, PlayCard(fire))
    # The guardian is the only legal choice, so she is chosen without asking.
    assert idle(g)
    assert names(g, 1, "discard") == ["Aurora - Dreaming Guardian"]
    assert names(g, 1, "play") == ["Stitch - Abomination"]


def test_dragon_fire_with_no_legal_target_does_nothing() -> None:
    sc = Scenario(active=0)
    fire = sc.add(0, "hand", "Dragon Fire")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "play", "Aladdin - Prince Ali")  # printed Ward
    g = sc.build()
    g.apply(0, PlayCard(fire))
    assert idle(g)
    assert names(g, 1, "play") == ["Aladdin - Prince Ali"]
    assert names(g, 0, "discard") == ["Dragon Fire"]


# --- He's Got a Sword! -----------------------------------------------------------------------

def test_hes_got_a_sword_lasts_this_turn() -> None:
    sc = Scenario(active=0)
    sword = sc.add(0, "hand", "He's Got a Sword!")
    sc.add(0, "inkwell", SERGEANT_TIBBS)
    tibbs = sc.add(0, "play", SERGEANT_TIBBS)  # 2/2
    donald = sc.add(1, "play", "Donald Duck - Boisterous Fowl", exerted=True)  # 2/3
    g = sc.build()
    g.apply(0, PlayCard(sword))
    choose(g, 0, tibbs)
    assert strength(g.state, card(g, tibbs)) == 4
    g.apply(0, Challenge(tibbs, donald))
    assert names(g, 1, "discard") == ["Donald Duck - Boisterous Fowl"]
    assert names(g, 0, "discard") == ["He's Got a Sword!", SERGEANT_TIBBS]
    sc2 = Scenario(active=0)
    sword2 = sc2.add(0, "hand", "He's Got a Sword!")
    sc2.add(0, "inkwell", SERGEANT_TIBBS)
    tibbs2 = sc2.add(0, "play", SERGEANT_TIBBS)
    g2 = sc2.build()
    g2.apply(0, PlayCard(sword2))  # the only character: chosen automatically
    assert strength(g2.state, card(g2, tibbs2)) == 4
    g2.apply(0, EndTurn())
    assert strength(g2.state, card(g2, tibbs2)) == 2


# --- Shield of Virtue ------------------------------------------------------------------------

def test_shield_of_virtue_readies_and_stops_questing() -> None:
    sc = Scenario(active=0)
    shield = sc.add(0, "play", "Shield of Virtue")
    sc.add(0, "inkwell", INK, count=3)
    stitch = sc.add(0, "play", "Stitch - Abomination")
    scar = sc.add(0, "play", "Scar - Fiery Usurper")
    g = sc.build()
    g.apply(0, Quest(stitch))
    assert g.state.players[0].lore == 3
    g.apply(0, Activate(shield, 0))
    choose(g, 0, stitch)
    assert card(g, shield).exerted and g.state.players[0].ready_ink() == 0
    assert not card(g, stitch).exerted
    assert Quest(stitch) not in g.legal_actions(0)
    assert Quest(scar) in g.legal_actions(0)
    with pytest.raises(IllegalAction):
        g.apply(0, Activate(shield, 0))


def test_shield_of_virtue_needs_three_ink() -> None:
    sc = Scenario(active=0)
    shield = sc.add(0, "play", "Shield of Virtue")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", "Stitch - Abomination", exerted=True)
    g = sc.build()
    assert Activate(shield, 0) not in g.legal_actions(0)


# --- Aladdin - Street Rat and Rapunzel - Letting Down Her Hair -------------------------------

@pytest.mark.parametrize(("name", "cost"), [
    ("Aladdin - Street Rat", 3),
    ("Rapunzel - Letting Down Her Hair", 6),
])
def test_play_makes_each_opponent_lose_1_lore(name: str, cost: int) -> None:
    sc = Scenario(players=3, active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    sc.lore(0, 2).lore(1, 3).lore(2, 0)
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert idle(g)
    assert [p.lore for p in g.state.players] == [2, 2, 0]


# --- Vanilla characters ----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "cost", "lore"), [
    ("Captain - Colonel's Lieutenant", 5, 1),
    ("Donald Duck - Boisterous Fowl", 2, 1),
    ("Scar - Fiery Usurper", 4, 1),
    ("Sergeant Tibbs - Courageous Cat", 1, 1),
    ("Stitch - Abomination", 6, 3),
])
def test_vanilla_ruby_characters(name: str, cost: int, lore: int) -> None:
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert idle(g) and g.state.players[0].ready_ink() == 0
    played = find(g, 0, "play", name)
    assert Quest(played.iid) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore
