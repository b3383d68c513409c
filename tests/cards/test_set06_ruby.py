"""Set 6 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Choose, EndTurn, MoveTo, PlayCard, Quest
from engine.query import can_challenge_with, can_quest, has, lore, strength
from engine.scenario import Scenario

from .helpers import INK, ISLAND, MICKEY, SVEN, card, choose, find, names, options

JIM_HAWKINS = "Jim Hawkins - Honorable Pirate"  # Pirate Captain
MICHAEL_DARLING = "Michael Darling - Playful Swordsman"  # 2/2 Pirate
SKULL_ROCK = "Skull Rock - Isolated Fortress"


# --- Kakamora - Pirate Pitcher ---------------------------------------------------------------


def test_kakamora_pirate_pitcher_gives_a_pirate_evasive() -> None:
    sc = Scenario(active=0)
    kak = sc.add(0, "hand", "Kakamora - Pirate Pitcher")
    sc.add(0, "inkwell", INK, count=2)
    pirate = sc.add(0, "play", MICHAEL_DARLING)
    sc.add(0, "play", MICKEY)  # not a Pirate
    g = sc.build()
    g.apply(0, PlayCard(kak))
    assert len(options(g)) == 2 and pirate in options(g)  # Pirates: her and Michael
    choose(g, 0, pirate)
    assert has(g.state, card(g, pirate), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, pirate), "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, pirate), "Evasive")


# --- Jasmine - Rebellious Princess -----------------------------------------------------------


def test_jasmine_rebellious_princess_makes_opponents_lose_lore() -> None:
    sc = Scenario(active=0)
    jas = sc.add(0, "play", "Jasmine - Rebellious Princess")
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Quest(jas))
    assert g.state.players[1].lore == 2 and g.state.players[0].lore == 2


# --- Wendy Darling - Courageous Captain ------------------------------------------------------


def test_wendy_gets_strength_and_lore_with_another_pirate() -> None:
    sc = Scenario(active=0)
    wendy = sc.add(0, "play", "Wendy Darling - Courageous Captain")
    g = sc.build()
    assert (strength(g.state, card(g, wendy)), lore(g.state, card(g, wendy))) == (1, 1)
    sc = Scenario(active=0)
    wendy = sc.add(0, "play", "Wendy Darling - Courageous Captain")
    sc.add(0, "play", MICHAEL_DARLING)
    sc.add(1, "play", MICHAEL_DARLING)
    g = sc.build()
    assert (strength(g.state, card(g, wendy)), lore(g.state, card(g, wendy))) == (2, 2)


# --- John Silver - Ferocious Friend ----------------------------------------------------------

def test_john_silver_damages_and_readies_another_character() -> None:
    sc = Scenario(active=0)
    silver = sc.add(0, "play", "John Silver - Ferocious Friend")
    tired = sc.add(0, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Quest(silver))
    choose(g, 0, "yes")  # the only other character of yours is chosen for you
    sven = card(g, tired)
    assert sven.damage == 1 and not sven.exerted
    assert not can_quest(g.state, sven)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert can_quest(g.state, card(g, tired))


def test_john_silver_may_decline() -> None:
    sc = Scenario(active=0)
    silver = sc.add(0, "play", "John Silver - Ferocious Friend")
    tired = sc.add(0, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Quest(silver))
    choose(g, 0, "no")
    assert card(g, tired).damage == 0 and card(g, tired).exerted


# --- Mickey Mouse - Courageous Sailor --------------------------------------------------------


def test_mickey_courageous_sailor_is_stronger_at_a_location() -> None:
    sc = Scenario(active=0)
    loc = sc.add(0, "play", ISLAND)
    mickey = sc.add(0, "play", "Mickey Mouse - Courageous Sailor")
    sc.add(0, "inkwell", INK)
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 2
    g.apply(0, MoveTo(mickey, loc))
    assert strength(g.state, card(g, mickey)) == 4


# --- Moana - Self-Taught Sailor --------------------------------------------------------------


def test_moana_self_taught_sailor_challenges_only_with_a_captain() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Self-Taught Sailor")
    sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    assert not can_challenge_with(g.state, card(g, moana))
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Self-Taught Sailor")
    sc.add(0, "play", JIM_HAWKINS)
    g = sc.build()
    assert can_challenge_with(g.state, card(g, moana))


# --- Moana - Kakamora Leader -----------------------------------------------------------------

def test_moana_kakamora_leader_moves_characters_for_free_and_gains_lore() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "hand", "Moana - Kakamora Leader")
    sc.add(0, "inkwell", INK, count=7)
    loc = sc.add(0, "play", ISLAND)
    a = sc.add(0, "play", MICKEY)
    b = sc.add(0, "play", MICHAEL_DARLING)
    there = sc.add(0, "play", SVEN, location=loc)
    sc.add(0, "play", SVEN)  # stays
    g = sc.build()
    g.apply(0, PlayCard(moana))
    choose(g, 0, "yes")
    choose(g, 0, a, b, there)  # the only location was chosen for the player
    assert card(g, a).location == loc and card(g, b).location == loc
    assert g.state.players[0].lore == 2  # Sven was already there
    assert g.state.players[0].ready_ink() == 0


def test_moana_kakamora_leader_without_a_location_asks_nothing_more() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "hand", "Moana - Kakamora Leader")
    sc.add(0, "inkwell", INK, count=7)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(moana))
    choose(g, 0, "yes")
    assert g.state.decision is None and g.state.players[0].lore == 0


# --- Tigger - In the Crow's Nest -------------------------------------------------------------

def test_tigger_grows_when_you_play_an_action() -> None:
    sc = Scenario(active=0)
    tigger = sc.add(0, "play", "Tigger - In the Crow's Nest")
    action = sc.add(0, "hand", "Lead the Way")
    sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    g.apply(0, PlayCard(find(g, 0, "hand", MICKEY).iid))  # not an action
    assert strength(g.state, card(g, tigger)) == 0
    g.apply(0, PlayCard(action))
    assert strength(g.state, card(g, tigger)) == 3  # +1, then Lead the Way's +2
    assert lore(g.state, card(g, tigger)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, tigger)) == 1


# --- Lead the Way ----------------------------------------------------------------------------

def test_lead_the_way_gives_your_characters_2_strength() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Lead the Way")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert strength(g.state, card(g, mine)) == 5 and strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mine)) == 3


# --- The Islands I Pulled from the Sea -------------------------------------------------------

def test_the_islands_i_pulled_from_the_sea_finds_a_location() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "The Islands I Pulled from the Sea")
    sc.add(0, "inkwell", INK, count=3)
    for name in (MICKEY, SKULL_ROCK, SVEN, ISLAND):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.hidden and len(d.options) == 2
    events = g.apply(0, Choose((find(g, 0, "deck", ISLAND).iid,)))
    assert {"type": "reveal", "player": 0, "name": ISLAND} in events
    assert names(g, 0, "hand") == [ISLAND]
    assert sorted(names(g, 0, "deck")) == sorted([MICKEY, SKULL_ROCK, SVEN])


# --- Longboat --------------------------------------------------------------------------------

def test_longboat_gives_evasive_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    boat = sc.add(0, "play", "Longboat")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(boat, 0))
    assert has(g.state, card(g, mine), "Evasive") and not card(g, boat).exerted
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mine), "Evasive")


# --- Gold Coin -------------------------------------------------------------------------------

def test_gold_coin_readies_a_character_of_yours_that_cant_quest() -> None:
    sc = Scenario(active=0)
    coin = sc.add(0, "play", "Gold Coin")
    sc.add(0, "inkwell", INK)
    tired = sc.add(0, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Activate(coin, 0))
    assert not card(g, tired).exerted and not can_quest(g.state, card(g, tired))
    assert names(g, 0, "discard") == ["Gold Coin"]


# --- Skull Rock - Isolated Fortress ----------------------------------------------------------

def test_skull_rock_strength_here_and_lore_for_a_pirate_at_turn_start() -> None:
    sc = Scenario(active=1)
    rock = sc.add(0, "play", SKULL_ROCK)
    pirate = sc.add(0, "play", MICHAEL_DARLING, location=rock)
    away = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert strength(g.state, card(g, pirate)) == 3
    assert strength(g.state, card(g, away)) == 3
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
    g.apply(0, EndTurn())
    assert g.state.players[0].lore == 1  # only at the start of your turn


def test_skull_rock_no_lore_without_a_pirate_here() -> None:
    sc = Scenario(active=1)
    rock = sc.add(0, "play", SKULL_ROCK)
    sc.add(0, "play", MICKEY, location=rock)
    sc.add(0, "play", MICHAEL_DARLING)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0
