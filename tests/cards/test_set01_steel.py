"""Set 1 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, Challenge, EndTurn, IllegalAction, PlayCard, Quest
from engine.query import has, strength
from engine.scenario import Scenario

from .helpers import INK, card, choose, find, idle, names, options

GOONS = "Goons - Maleficent's Underlings"


# --- Beast - Hardheaded ----------------------------------------------------------------------

def test_beast_banishes_chosen_item() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "hand", "Beast - Hardheaded")
    sc.add(0, "inkwell", INK, count=5)
    pan = sc.add(1, "play", "Frying Pan")
    sc.add(1, "play", "Coconut Basket")
    g = sc.build()
    g.apply(0, PlayCard(beast))
    choose(g, 0, "yes")
    assert set(options(g)) == {pan, find(g, 1, "play", "Coconut Basket").iid}
    choose(g, 0, pan)
    assert names(g, 1, "play") == ["Coconut Basket"]
    assert names(g, 1, "discard") == ["Frying Pan"]


def test_beast_may_decline_and_ignores_characters() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "hand", "Beast - Hardheaded")
    sc.add(0, "inkwell", GOONS, count=5)
    sc.add(1, "play", "Frying Pan")
    sc.add(1, "play", "Goons - Maleficent's Underlings")
    g = sc.build()
    g.apply(0, PlayCard(beast))
    choose(g, 0, "no")
    assert idle(g)
    assert names(g, 1, "play") == ["Frying Pan", GOONS]


def test_beast_with_no_item_does_nothing() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "hand", "Beast - Hardheaded")
    sc.add(0, "inkwell", GOONS, count=5)
    sc.add(1, "play", "Goons - Maleficent's Underlings")
    g = sc.build()
    g.apply(0, PlayCard(beast))
    choose(g, 0, "yes")
    assert idle(g)
    assert names(g, 1, "play") == [GOONS]
    assert names(g, 0, "play") == ["Beast - Hardheaded"]


# --- Hercules - True Hero --------------------------------------------------------------------

def test_hercules_bodyguard_may_enter_exerted_and_must_be_challenged_first() -> None:
    sc = Scenario(active=0)
    herc = sc.add(0, "hand", "Hercules - True Hero")
    sc.add(0, "inkwell", INK, count=3)
    other = sc.add(0, "play", "Kristoff - Official Ice Master", exerted=True)
    attacker = sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(0, PlayCard(herc))
    assert g.state.decision is not None and g.state.decision.kind == "bodyguard"
    choose(g, 0, "exerted")
    hercules = find(g, 0, "play", "Hercules - True Hero")
    assert hercules.exerted
    g.apply(0, EndTurn())
    challenges = [a for a in g.legal_actions(1) if isinstance(a, Challenge)]
    assert challenges == [Challenge(attacker, hercules.iid)]
    assert Challenge(attacker, other) not in challenges


def test_hercules_may_enter_ready() -> None:
    sc = Scenario(active=0)
    herc = sc.add(0, "hand", "Hercules - True Hero")
    sc.add(0, "inkwell", INK, count=3)
    other = sc.add(0, "play", "Kristoff - Official Ice Master", exerted=True)
    attacker = sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(0, PlayCard(herc))
    choose(g, 0, "ready")
    assert not find(g, 0, "play", "Hercules - True Hero").exerted
    g.apply(0, EndTurn())
    # A ready bodyguard can't be challenged, so it protects nobody.
    challenges = [a for a in g.legal_actions(1) if isinstance(a, Challenge)]
    assert challenges == [Challenge(attacker, other)]


def test_hercules_enters_exerted_before_play_triggers_resolve() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Coconut Basket")
    hurt = sc.add(0, "play", "Maui - Demigod", damage=2)
    herc = sc.add(0, "hand", "Hercules - True Hero")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(herc))
    d = g.state.decision
    assert d is not None and d.kind == "bodyguard"
    choose(g, 0, "exerted")
    assert find(g, 0, "play", "Hercules - True Hero").exerted
    choose(g, 0, "yes")  # CONSIDER THE COCONUT, after the card is in play
    choose(g, 0, hurt)
    choose(g, 0, "2")  # how much damage to remove
    assert card(g, hurt).damage == 0 and idle(g)


# --- Simba - Returned King -------------------------------------------------------------------

def test_simba_returned_king_is_evasive_only_during_his_turn() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Returned King")
    pongo = sc.add(1, "play", "Pongo - Ol' Rascal", exerted=True)  # Evasive
    goons = sc.add(1, "play", GOONS)
    g = sc.build()
    assert has(g.state, card(g, simba), "Evasive")
    assert Challenge(simba, pongo) in g.legal_actions(0)
    g.apply(0, Quest(simba))
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, simba), "Evasive")
    assert Challenge(goons, simba) in g.legal_actions(1)


def test_simba_returned_king_challenger_4() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Returned King")  # 4/6
    mufasa = sc.add(1, "play", "Mufasa - King of the Pride Lands", exerted=True)  # 4/6
    g = sc.build()
    g.apply(0, Challenge(simba, mufasa))
    assert names(g, 1, "discard") == ["Mufasa - King of the Pride Lands"]
    assert card(g, simba).damage == 4


# --- Simba - Rightful Heir -------------------------------------------------------------------

def test_simba_rightful_heir_gains_lore_when_banishing_on_his_turn() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Rightful Heir")  # 3/5
    goons = sc.add(1, "play", GOONS, exerted=True)  # 2/2
    g = sc.build()
    g.apply(0, Challenge(simba, goons))
    assert names(g, 1, "discard") == [GOONS]
    assert g.state.players[0].lore == 1
    assert idle(g)


def test_simba_rightful_heir_no_lore_when_defending() -> None:
    sc = Scenario(active=1)
    simba = sc.add(0, "play", "Simba - Rightful Heir", exerted=True)  # 3/5
    goons = sc.add(1, "play", GOONS)  # 2/2
    g = sc.build()
    # Opponent's turn: Goons challenges Simba and is banished, but not during Simba's turn.
    g.apply(1, Challenge(goons, simba))
    assert names(g, 1, "discard") == [GOONS]
    assert g.state.players[0].lore == 0


def test_simba_rightful_heir_no_lore_when_target_survives() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Rightful Heir")  # 3/5
    maui = sc.add(1, "play", "Maui - Demigod", exerted=True)  # 8/8
    g = sc.build()
    g.apply(0, Challenge(simba, maui))
    assert card(g, maui).damage == 3
    assert g.state.players[0].lore == 0


# --- Fire the Cannons! -----------------------------------------------------------------------

def test_fire_the_cannons_deals_2_to_chosen() -> None:
    sc = Scenario(active=0)
    cannons = sc.add(0, "hand", "Fire the Cannons!")
    sc.add(0, "inkwell", INK)
    kristoff = sc.add(1, "play", "Kristoff - Official Ice Master")
    maui = sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(0, PlayCard(cannons))
    choose(g, 0, maui)
    assert card(g, maui).damage == 2
    assert card(g, kristoff).damage == 0
    assert names(g, 0, "discard") == ["Fire the Cannons!"]


def test_fire_the_cannons_cannot_choose_ward() -> None:
    sc = Scenario(active=0)
    cannons = sc.add(0, "hand", "Fire the Cannons!")
    sc.add(0, "inkwell", GOONS)
    own = sc.add(0, "play", GOONS)
    sc.add(1, "play", "Aurora - Dreaming Guardian")
    warded = sc.add(1, "play", "Kristoff - Official Ice Master")
    g = sc.build()
    g.apply(0, PlayCard(cannons))
    assert warded not in options(g)
    assert own in options(g)


# --- Grab Your Sword -------------------------------------------------------------------------

def test_grab_your_sword_damages_each_opposing_character_when_sung() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Grab Your Sword")
    maui = sc.add(0, "play", "Maui - Demigod")
    mine = sc.add(0, "play", GOONS)
    goons = sc.add(1, "play", GOONS)
    kristoff = sc.add(1, "play", "Kristoff - Official Ice Master")
    g = sc.build()
    assert PlayCard(song) not in g.legal_actions(0)  # no ink: only singing
    g.apply(0, PlayCard(song, singers=(maui,)))
    assert card(g, maui).exerted
    assert names(g, 1, "discard") == [GOONS]
    assert card(g, kristoff).damage == 2
    assert card(g, mine).damage == 0 and card(g, maui).damage == 0
    assert goons not in g.state.by_iid


# --- Ransack ---------------------------------------------------------------------------------

def test_ransack_draws_two_then_discards_two_chosen() -> None:
    sc = Scenario(active=0)
    ransack = sc.add(0, "hand", "Ransack")
    keep = sc.add(0, "hand", "Maui - Demigod")
    sc.add(0, "inkwell", GOONS, count=2)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Frying Pan")
    sc.add(0, "deck", "Goons - Maleficent's Underlings")
    g = sc.build()
    g.apply(0, PlayCard(ransack))
    d = g.state.decision
    assert d is not None and d.hidden and d.min == d.max == 2
    assert len(d.options) == 3  # Maui + the two drawn cards
    assert "options" not in g.view(1)["decision"]
    smash = find(g, 0, "hand", "Smash").iid
    pan = find(g, 0, "hand", "Frying Pan").iid
    choose(g, 0, smash, pan)
    assert names(g, 0, "hand") == ["Maui - Demigod"]
    assert sorted(names(g, 0, "discard")) == ["Frying Pan", "Ransack", "Smash"]
    assert names(g, 0, "deck") == [GOONS]
    assert keep in g.state.by_iid


def test_ransack_with_short_deck_discards_what_it_can() -> None:
    sc = Scenario(active=0)
    ransack = sc.add(0, "hand", "Ransack")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Frying Pan")
    g = sc.build()
    g.apply(0, PlayCard(ransack))
    # Exactly two cards in hand: the discard is forced, nothing to decide.
    assert idle(g)
    assert names(g, 0, "hand") == []
    assert sorted(names(g, 0, "discard")) == ["Frying Pan", "Ransack", "Smash"]


# --- Smash -----------------------------------------------------------------------------------

def test_smash_deals_3_and_banishes_when_lethal() -> None:
    sc = Scenario(active=0)
    smash = sc.add(0, "hand", "Smash")
    sc.add(0, "inkwell", INK, count=3)
    kristoff = sc.add(1, "play", "Kristoff - Official Ice Master")  # 3 willpower
    maui = sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, kristoff)
    assert names(g, 1, "discard") == ["Kristoff - Official Ice Master"]
    assert card(g, maui).damage == 0


# --- Frying Pan ------------------------------------------------------------------------------

def test_frying_pan_stops_challenges_during_their_next_turn_only() -> None:
    sc = Scenario(active=0)
    pan = sc.add(0, "play", "Frying Pan")
    mine = sc.add(0, "play", "Kristoff - Official Ice Master", exerted=True)
    maui = sc.add(1, "play", "Maui - Demigod")
    goons = sc.add(1, "play", GOONS)
    g = sc.build()
    g.apply(0, Activate(pan, 0))
    choose(g, 0, maui)
    assert names(g, 0, "discard") == ["Frying Pan"]
    # Still my turn: the restriction waits for Maui's owner's turn.
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(maui, mine) not in legal
    assert Challenge(goons, mine) in legal
    g.apply(1, EndTurn())
    kristoff = find(g, 0, "play", "Kristoff - Official Ice Master").iid
    g.apply(0, Quest(kristoff))
    g.apply(0, EndTurn())
    assert Challenge(maui, kristoff) in g.legal_actions(1)


def test_frying_pan_is_single_use() -> None:
    sc = Scenario(active=0)
    pan = sc.add(0, "play", "Frying Pan")
    sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(0, Activate(pan, 0))
    assert idle(g)
    assert not [a for a in g.legal_actions(0) if isinstance(a, Activate)]
    with pytest.raises(IllegalAction):
        g.apply(0, Activate(pan, 0))


# --- Challenger and vanilla characters -------------------------------------------------------

@pytest.mark.parametrize(("name", "survives"), [
    ("Captain Hook - Forceful Duelist", False),  # 1/2
    ("Prince Eric - Dashing and Brave", True),  # 1/3
])
def test_challenger_2_while_challenging(name: str, survives: bool) -> None:
    sc = Scenario(active=0)
    duelist = sc.add(0, "play", name)
    donald = sc.add(1, "play", "Donald Duck - Boisterous Fowl", exerted=True)  # 2/3
    g = sc.build()
    assert strength(g.state, card(g, duelist)) == 1
    g.apply(0, Challenge(duelist, donald))
    # 1 + Challenger 2 = 3 damage: enough to banish a 3-willpower defender.
    assert names(g, 1, "discard") == ["Donald Duck - Boisterous Fowl"]
    if survives:
        assert find(g, 0, "play", name).damage == 2
        assert strength(g.state, find(g, 0, "play", name)) == 1
    else:
        assert names(g, 0, "discard") == [name]


def test_challenger_does_not_help_when_defending() -> None:
    sc = Scenario(active=1)
    eric = sc.add(0, "play", "Prince Eric - Dashing and Brave", exerted=True)  # 1/3
    donald = sc.add(1, "play", "Donald Duck - Boisterous Fowl")  # 2/3
    g = sc.build()
    g.apply(1, Challenge(donald, eric))
    assert card(g, donald).damage == 1  # Eric strikes back with printed strength only
    assert card(g, eric).damage == 2


@pytest.mark.parametrize(("name", "cost", "lore"), [
    ("Goons - Maleficent's Underlings", 1, 1),
    ("Kristoff - Official Ice Master", 3, 2),
    ("Maui - Demigod", 8, 3),
])
def test_vanilla_steel_characters(name: str, cost: int, lore: int) -> None:
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert g.state.players[0].ready_ink() == 0
    played = find(g, 0, "play", name)
    assert played.drying and Quest(played.iid) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore
