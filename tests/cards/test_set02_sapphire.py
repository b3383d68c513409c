"""Set 2 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import has, keyword, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    ITEM,
    MICKEY,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    keep_order,
    names,
    options,
    remove,
)

DRAGON = "Maleficent - Monstrous Dragon"
COGSWORTH = "Cogsworth - Talking Clock"
RECKLESS = "Maui - Soaring Demigod"  # Reckless, no activated ability of its own


# --- Cogsworth - Talking Clock ---------------------------------------------------------------

def test_cogsworth_gives_your_reckless_characters_exert_for_one_lore() -> None:
    sc = Scenario(active=0)
    cogsworth = sc.add(0, "play", COGSWORTH)
    maui = sc.add(0, "play", RECKLESS)
    mickey = sc.add(0, "play", MICKEY)  # not Reckless
    foe = sc.add(1, "play", RECKLESS)
    g = sc.build()
    legal = g.legal_actions(0)
    assert Activate(maui, 0) in legal
    assert Activate(mickey, 0) not in legal and Activate(cogsworth, 0) not in legal
    g.apply(0, Activate(maui, 0))
    assert g.state.players[0].lore == 1 and card(g, maui).exerted
    assert Activate(maui, 0) not in g.legal_actions(0)  # {E} is its cost
    g.apply(0, EndTurn())
    assert Activate(foe, 0) not in g.legal_actions(1)  # only "your" characters


def test_cogsworth_ability_goes_with_him_and_needs_a_dry_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", COGSWORTH)
    fresh = sc.add(0, "play", RECKLESS, drying=True)
    g = sc.build()
    assert Activate(fresh, 0) not in g.legal_actions(0)
    sc = Scenario(active=0)
    maui = sc.add(0, "play", RECKLESS)
    g = sc.build()
    assert Activate(maui, 0) not in g.legal_actions(0)  # no Cogsworth in play


# --- Cruella De Vil - Fashionable Cruiser ----------------------------------------------------

def test_cruella_is_evasive_only_during_your_turn() -> None:
    sc = Scenario(active=0)
    cruella = sc.add(0, "play", "Cruella De Vil - Fashionable Cruiser")
    g = sc.build()
    assert has(g.state, card(g, cruella), "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, cruella), "Evasive")


# --- Gaston - Intellectual Powerhouse --------------------------------------------------------

def test_gaston_intellectual_powerhouse_looks_at_3_takes_1() -> None:
    sc = Scenario(active=0)
    gaston = sc.add(0, "hand", "Gaston - Intellectual Powerhouse")
    sc.add(0, "inkwell", INK, count=6)
    for name in ("Smash", MICKEY, ITEM, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(gaston))
    d = g.state.decision
    assert d is not None and d.hidden and len(d.options) == 3 and d.min == 0
    choose(g, 0, find(g, 0, "deck", MICKEY).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY]
    assert names(g, 0, "deck") == [SVEN, "Smash", ITEM]


# --- Grand Pabbie - Oldest and Wisest --------------------------------------------------------

def test_grand_pabbie_gains_lore_when_you_heal_your_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Grand Pabbie - Oldest and Wisest")
    rapunzel = sc.add(0, "play", "Rapunzel - Sunshine")
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, Activate(rapunzel, 0))
    choose(g, 0, foe)
    remove(g, 0)
    assert g.state.players[0].lore == 0  # not yours
    card(g, rapunzel).exerted = False
    g.apply(0, Activate(rapunzel, 0))
    choose(g, 0, hurt)
    remove(g, 0, 0)
    assert g.state.players[0].lore == 0  # nothing removed
    card(g, rapunzel).exerted = False
    g.apply(0, Activate(rapunzel, 0))
    choose(g, 0, hurt)
    remove(g, 0)
    assert g.state.players[0].lore == 2


def test_grand_pabbie_ignores_damage_an_opponent_removes() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Grand Pabbie - Oldest and Wisest")
    hurt = sc.add(0, "play", SVEN, damage=3)
    rapunzel = sc.add(1, "play", "Rapunzel - Sunshine")
    g = sc.build()
    g.apply(1, Activate(rapunzel, 0))
    choose(g, 1, hurt)
    remove(g, 1)
    assert card(g, hurt).damage == 1 and g.state.players[0].lore == 0


# --- Hiram Flaversham - Toymaker -------------------------------------------------------------

def test_hiram_may_banish_an_item_to_draw_two() -> None:
    sc = Scenario(active=0)
    hiram = sc.add(0, "hand", "Hiram Flaversham - Toymaker")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(hiram))
    choose(g, 0, "yes")  # the only item is chosen for the player
    assert names(g, 0, "discard") == [ITEM]
    assert len(names(g, 0, "hand")) == 2


def test_hiram_without_an_item_draws_nothing() -> None:
    sc = Scenario(active=0)
    hiram = sc.add(0, "play", "Hiram Flaversham - Toymaker")
    sc.add(1, "play", ITEM)  # not yours
    g = sc.build()
    g.apply(0, Quest(hiram))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [] and names(g, 1, "play") == [ITEM] and idle(g)


# --- Jasmine - Heir of Agrabah ---------------------------------------------------------------

def test_jasmine_heir_of_agrabah_heals_up_to_1_from_one_of_yours() -> None:
    sc, jasmine = hand_and_ink("Jasmine - Heir of Agrabah")
    hurt = sc.add(0, "play", SVEN, damage=5)
    foe = sc.add(1, "play", SVEN, damage=5)
    g = sc.build()
    g.apply(0, PlayCard(jasmine))
    assert foe not in options(g)  # yours only: Jasmine (undamaged) or Sven
    choose(g, 0, hurt)
    assert options(g) == ["0", "1"]
    remove(g, 0, 1)
    assert card(g, hurt).damage == 4


# --- Judy Hopps - Optimistic Officer ---------------------------------------------------------

def test_judy_hopps_banishes_an_item_and_its_player_draws() -> None:
    sc = Scenario(active=0)
    judy = sc.add(0, "hand", "Judy Hopps - Optimistic Officer")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM]
    assert len(names(g, 1, "hand")) == 1  # its player draws
    assert names(g, 0, "hand") == []


def test_judy_hopps_may_decline() -> None:
    sc = Scenario(active=0)
    judy = sc.add(0, "hand", "Judy Hopps - Optimistic Officer")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    choose(g, 0, "no")
    assert names(g, 1, "play") == [ITEM] and names(g, 1, "hand") == []


# --- Winnie the Pooh - Having a Think --------------------------------------------------------

def test_winnie_the_pooh_inks_a_card_from_hand() -> None:
    sc = Scenario(active=0)
    pooh = sc.add(0, "play", "Winnie the Pooh - Having a Think")
    smash = sc.add(0, "hand", "Smash")  # not inkable: effects need no inkwell symbol
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Quest(pooh))
    choose(g, 0, "yes")
    d = g.state.decision
    assert d is not None and d.hidden
    assert "options" not in g.view(1)["decision"]
    choose(g, 0, smash)
    p = g.state.players[0]
    assert [c.name for c in p.inkwell] == ["Smash"] and p.ready_ink() == 1
    assert p.inked_this_turn == 0  # not the once-per-turn ink action (4.2.3.2)


# --- Four Dozen Eggs -------------------------------------------------------------------------

def test_four_dozen_eggs_gives_resist_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Four Dozen Eggs")
    sc.add(0, "inkwell", INK, count=4)
    mine = sc.add(0, "play", SVEN, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert keyword(g.state, card(g, mine), "Resist") == 2
    assert keyword(g.state, card(g, foe), "Resist") is None
    g.apply(0, EndTurn())
    g.apply(1, Challenge(foe, mine))
    assert card(g, mine).damage == 3  # 5 - 2
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, mine), "Resist") is None


# --- Launch ----------------------------------------------------------------------------------

def test_launch_needs_an_item_of_yours() -> None:
    sc = Scenario(active=0)
    launch = sc.add(0, "hand", "Launch")
    sc.add(0, "inkwell", INK, count=3)
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(launch))
    assert idle(g) and card(g, foe).damage == 0  # 6.1.5.1 example A


def test_launch_banishes_your_item_to_deal_5() -> None:
    sc = Scenario(active=0)
    launch = sc.add(0, "hand", "Launch")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "play", ITEM)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(launch))
    assert names(g, 0, "discard") == [ITEM, "Launch"]
    assert card(g, foe).damage == 5


# --- Fang Crossbow ---------------------------------------------------------------------------

def test_fang_crossbow_careful_aim_costs_2_and_weakens() -> None:
    sc = Scenario(active=0)
    bow = sc.add(0, "play", "Fang Crossbow")
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(bow, 0))
    assert strength(g.state, card(g, foe)) == 3
    assert g.state.players[0].ready_ink() == 0 and card(g, bow).exerted


def test_fang_crossbow_stay_back_banishes_a_dragon_and_itself() -> None:
    sc = Scenario(active=0)
    bow = sc.add(0, "play", "Fang Crossbow")
    sc.add(1, "play", SVEN)
    sc.add(1, "play", DRAGON)
    g = sc.build()
    g.apply(0, Activate(bow, 1))  # the only Dragon is chosen for the player
    assert names(g, 1, "discard") == [DRAGON]
    assert names(g, 0, "discard") == ["Fang Crossbow"]


# --- Gumbo Pot -------------------------------------------------------------------------------

def test_gumbo_pot_removes_one_damage_from_up_to_two() -> None:
    sc = Scenario(active=0)
    pot = sc.add(0, "play", "Gumbo Pot")
    a = sc.add(0, "play", SVEN, damage=3)
    b = sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, Activate(pot, 0))
    assert g.state.decision is not None and g.state.decision.max == 2
    choose(g, 0, a, b)
    assert card(g, a).damage == 2 and card(g, b).damage == 1 and idle(g)


# --- Pawpsicle -------------------------------------------------------------------------------

def test_pawpsicle_draws_on_play_and_heals_when_banished() -> None:
    sc = Scenario(active=0)
    pop = sc.add(0, "hand", "Pawpsicle")
    sc.add(0, "inkwell", INK)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(pop))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, Activate(find(g, 0, "play", "Pawpsicle").iid, 0))
    remove(g, 0, 2)
    assert card(g, hurt).damage == 1
    assert names(g, 0, "discard") == ["Pawpsicle"]
