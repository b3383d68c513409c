"""Set 3 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, MoveTo, PlayCard, Quest
from engine.query import can_quest, has, lore, strength
from engine.scenario import Scenario

from .helpers import INK, LAGOON, MICKEY, STITCH, SVEN, card, choose, find, names

AGRABAH = "Agrabah - Marketplace"
HEIHEI = "HeiHei - Accidental Explorer"  # named HeiHei, no quest ability of its own
MAUI = "Maui - Soaring Demigod"  # 5/2, lore 0, Reckless
HOOK = "Maui's Fish Hook"


# --- HeiHei - Accidental Explorer ------------------------------------------------------------

def test_heihei_accidental_explorer_drains_lore_once_per_turn() -> None:
    sc = Scenario(active=0)
    heihei = sc.add(0, "play", "HeiHei - Accidental Explorer")
    lagoon = sc.add(0, "play", LAGOON)
    agrabah = sc.add(0, "play", AGRABAH)
    sc.add(0, "inkwell", INK, count=2)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, MoveTo(heihei, lagoon))
    g.apply(0, MoveTo(heihei, agrabah))
    assert g.state.players[1].lore == 2


# --- Kakamora - Menacing Sailor --------------------------------------------------------------

def test_kakamora_drains_one_lore_on_play() -> None:
    sc = Scenario(active=0)
    kak = sc.add(0, "hand", "Kakamora - Menacing Sailor")
    sc.add(0, "inkwell", INK, count=3)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, PlayCard(kak))
    assert g.state.players[1].lore == 2


# --- Maui - Soaring Demigod ------------------------------------------------------------------

def test_maui_soaring_demigod_gets_lore_and_loses_reckless_when_your_heihei_quests() -> None:
    sc = Scenario(active=0)
    maui = sc.add(0, "play", MAUI)
    heihei = sc.add(0, "play", HEIHEI)
    sc.add(1, "play", MICKEY, exerted=True)  # a challenge target: Reckless blocks ending
    g = sc.build()
    assert not can_quest(g.state, card(g, maui)) and lore(g.state, card(g, maui)) == 0
    assert EndTurn() not in g.legal_actions(0)
    g.apply(0, Quest(heihei))
    assert lore(g.state, card(g, maui)) == 1 and not has(g.state, card(g, maui), "Reckless")
    assert EndTurn() in g.legal_actions(0)  # no longer must challenge
    before = g.state.players[0].lore
    g.apply(0, Quest(maui))  # no longer can't quest
    assert g.state.players[0].lore == before + 1
    g.apply(0, EndTurn())
    assert has(g.state, card(g, maui), "Reckless") and lore(g.state, card(g, maui)) == 0


def test_maui_soaring_demigod_ignores_other_questers_and_opposing_heihei() -> None:
    sc = Scenario(active=0)
    maui = sc.add(0, "play", MAUI)
    stitch = sc.add(0, "play", STITCH)
    sc.add(1, "play", HEIHEI)
    g = sc.build()
    g.apply(0, Quest(stitch))  # not named HeiHei
    assert has(g.state, card(g, maui), "Reckless") and lore(g.state, card(g, maui)) == 0
    g.apply(0, EndTurn())
    g.apply(1, Quest(find(g, 1, "play", HEIHEI).iid))  # an opponent's HeiHei
    assert has(g.state, card(g, maui), "Reckless") and lore(g.state, card(g, maui)) == 0


def test_maui_fish_hook_is_free_with_maui_in_play() -> None:
    sc = Scenario(active=0)
    hook = sc.add(0, "play", HOOK)
    maui = sc.add(0, "play", MAUI)
    sc.add(1, "play", STITCH)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(hook, 0))
    assert g.state.players[0].ready_ink() == 2 and card(g, hook).exerted  # only {E} paid
    choose(g, 0, "+3 strength this turn")
    choose(g, 0, maui)
    assert strength(g.state, card(g, maui)) == 8
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, maui)) == 5


def test_maui_fish_hook_opposing_maui_does_not_make_it_free() -> None:
    sc = Scenario(active=0)
    hook = sc.add(0, "play", HOOK)
    sc.add(1, "play", MAUI)
    g = sc.build()
    assert Activate(hook, 0) not in g.legal_actions(0)


# --- Moana - Born Leader ---------------------------------------------------------------------

def test_moana_born_leader_readies_the_others_here() -> None:
    sc = Scenario(active=0)
    lagoon = sc.add(0, "play", LAGOON)
    moana = sc.add(0, "play", "Moana - Born Leader", location=lagoon)
    here = sc.add(0, "play", MICKEY, exerted=True, location=lagoon)
    away = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Quest(moana))
    assert not card(g, here).exerted and card(g, away).exerted
    assert not can_quest(g.state, card(g, here))  # they can't quest this turn


def test_moana_born_leader_needs_to_be_at_a_location() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Born Leader")
    other = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Quest(moana))
    assert card(g, other).exerted


# --- Voyage ----------------------------------------------------------------------------------

def test_voyage_moves_up_to_two_characters_for_free() -> None:
    sc = Scenario(active=0)
    voyage = sc.add(0, "hand", "Voyage")
    sc.add(0, "inkwell", INK)
    lagoon = sc.add(0, "play", LAGOON)
    a = sc.add(0, "play", MICKEY)
    b = sc.add(0, "play", STITCH)
    sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(voyage))
    choose(g, 0, a, b)  # the only location is chosen for the player
    assert card(g, a).location == lagoon and card(g, b).location == lagoon
    assert find(g, 0, "play", SVEN).location == 0
    assert g.state.players[0].ready_ink() == 0  # only Voyage was paid for


# --- Maui's Fish Hook ------------------------------------------------------------------------

def test_maui_fish_hook_shapeshift_costs_two_ink_and_gives_evasive() -> None:
    sc = Scenario(active=0)
    hook = sc.add(0, "play", HOOK)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH)  # any character may be chosen
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert not has(g.state, card(g, mickey), "Evasive")
    g.apply(0, Activate(hook, 0))
    assert card(g, hook).exerted and g.state.players[0].ready_ink() == 0
    choose(g, 0, "Evasive until your next turn")
    d = g.state.decision
    assert d is not None and set(d.options) == {mickey, foe}
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Evasive")  # through the opponent's turn
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Evasive")  # until the start of your next turn


def test_maui_fish_hook_needs_ink_without_maui() -> None:
    sc = Scenario(active=0)
    hook = sc.add(0, "play", HOOK)
    sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    assert Activate(hook, 0) not in g.legal_actions(0)


# --- Sumerian Talisman -----------------------------------------------------------------------

def test_sumerian_talisman_draws_when_your_character_is_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Sumerian Talisman")
    stitch = sc.add(0, "play", STITCH)
    sven = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(stitch, sven))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1
