"""Set 1 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.cards.registry import script
from engine.dsl import EMPTY_SCRIPT
from engine.query import has, strength
from engine.scenario import Scenario

from .helpers import INK, SVEN, card, choose, idle, names, options

CRUELLA = "Cruella De Vil - Miserable as Usual"


# --- Aladdin - Prince Ali --------------------------------------------------------------------

def test_aladdin_ward_stops_opposing_choices_but_not_challenges() -> None:
    assert script("Aladdin - Prince Ali") is EMPTY_SCRIPT
    sc = Scenario(active=1)
    aladdin = sc.add(0, "play", "Aladdin - Prince Ali", exerted=True)
    duke = sc.add(0, "play", "Duke of Weselton - Opportunistic Official")
    song = sc.add(1, "hand", "Mother Knows Best")
    sc.add(1, "inkwell", INK, count=3)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    assert Challenge(sven, aladdin) in g.legal_actions(1)
    g.apply(1, PlayCard(song))
    assert set(options(g)) == {duke, sven}


def test_aladdin_can_be_chosen_by_his_own_player() -> None:
    sc = Scenario(active=0)
    aladdin = sc.add(0, "play", "Aladdin - Prince Ali")
    action = sc.add(0, "hand", "Vicious Betrayal")
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, PlayCard(action))  # Aladdin is the only character: chosen automatically
    assert strength(g.state, card(g, aladdin)) == 4


# --- Cruella De Vil - Miserable as Usual -----------------------------------------------------

def test_cruella_challenged_and_banished_returns_chosen_character() -> None:
    sc = Scenario(active=1)
    cruella = sc.add(0, "play", CRUELLA, exerted=True)  # 1/3
    mine = sc.add(0, "play", "Horace - No-Good Scoundrel")
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, cruella))
    assert names(g, 0, "discard") == [CRUELLA]
    choose(g, 0, "yes")
    assert set(options(g)) == {mine, sven}
    choose(g, 0, sven)
    assert idle(g)
    assert names(g, 1, "hand") == [SVEN]
    assert names(g, 1, "play") == []


def test_cruella_may_decline() -> None:
    sc = Scenario(active=1)
    cruella = sc.add(0, "play", CRUELLA, exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, cruella))
    choose(g, 0, "no")
    assert names(g, 1, "play") == [SVEN]


def test_cruella_needs_to_be_challenged_and_banished() -> None:
    sc = Scenario(active=0)
    cruella = sc.add(0, "play", CRUELLA)
    sven = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(cruella, sven))  # banished while challenging: no trigger
    assert idle(g)
    assert names(g, 0, "discard") == [CRUELLA]
    sc = Scenario(active=1)
    cruella = sc.add(0, "play", CRUELLA, exerted=True)  # 1/3
    olaf = sc.add(1, "play", "Olaf - Friendly Snowman")  # 1 strength
    g = sc.build()
    g.apply(1, Challenge(olaf, cruella))  # challenged but survives: no trigger
    assert idle(g)
    assert card(g, cruella).damage == 1


def test_cruella_banished_by_damage_outside_a_challenge_does_nothing() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", CRUELLA, damage=2)
    stampede = sc.add(1, "hand", "Stampede")
    sc.add(1, "inkwell", INK)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, PlayCard(stampede))
    assert idle(g)
    assert names(g, 0, "discard") == [CRUELLA]
    assert names(g, 1, "play") == [SVEN]


# --- Iago - Loud-Mouthed Parrot --------------------------------------------------------------

def test_iago_gives_reckless_during_their_next_turn() -> None:
    sc = Scenario(active=0)
    iago = sc.add(0, "play", "Iago - Loud-Mouthed Parrot")
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(iago, 0))
    assert card(g, iago).exerted
    assert options(g) == [iago, sven]
    choose(g, 0, sven)
    assert not has(g.state, card(g, sven), "Reckless")  # not yet: during their next turn
    g.apply(0, EndTurn())
    assert has(g.state, card(g, sven), "Reckless")
    legal = g.legal_actions(1)
    assert Quest(sven) not in legal
    assert EndTurn() not in legal  # must challenge the exerted Iago
    g.apply(1, Challenge(sven, iago))
    assert names(g, 0, "discard") == ["Iago - Loud-Mouthed Parrot"]
    assert EndTurn() in g.legal_actions(1)
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, sven), "Reckless")


def test_iago_cannot_target_ward() -> None:
    sc = Scenario(active=0)
    iago = sc.add(0, "play", "Iago - Loud-Mouthed Parrot")
    sc.add(1, "play", "Aladdin - Prince Ali")
    g = sc.build()
    g.apply(0, Activate(iago, 0))
    assert idle(g)  # Iago himself was the only legal choice
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert has(g.state, card(g, iago), "Reckless")


# --- Jasper - Common Crook -------------------------------------------------------------------

def test_jasper_stops_an_opposing_character_questing_next_turn() -> None:
    sc = Scenario(active=0)
    jasper = sc.add(0, "play", "Jasper - Common Crook")
    sc.add(0, "play", "Horace - No-Good Scoundrel")
    sven = sc.add(1, "play", SVEN)
    olaf = sc.add(1, "play", "Olaf - Friendly Snowman")
    g = sc.build()
    g.apply(0, Quest(jasper))
    assert g.state.players[0].lore == 1
    assert set(options(g)) == {sven, olaf}  # opposing characters only
    choose(g, 0, sven)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(sven) not in legal
    assert Quest(olaf) in legal
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert Quest(sven) in g.legal_actions(1)


# --- Kuzco - Temperamental Emperor -----------------------------------------------------------

def test_kuzco_may_banish_the_challenger_that_banished_him() -> None:
    sc = Scenario(active=1)
    kuzco = sc.add(0, "play", "Kuzco - Temperamental Emperor", exerted=True, damage=3)  # 2/4
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, kuzco))
    choose(g, 0, "yes")
    assert names(g, 0, "discard") == ["Kuzco - Temperamental Emperor"]
    assert names(g, 1, "discard") == [SVEN]


def test_kuzco_may_leave_the_challenger_in_play() -> None:
    sc = Scenario(active=1)
    kuzco = sc.add(0, "play", "Kuzco - Temperamental Emperor", exerted=True, damage=3)  # 2/4
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, kuzco))
    choose(g, 0, "no")
    assert names(g, 0, "discard") == ["Kuzco - Temperamental Emperor"]
    assert names(g, 1, "discard") == [] and card(g, foe).damage == 2 and idle(g)


# --- Mad Hatter - Gracious Host --------------------------------------------------------------

@pytest.mark.parametrize(("answer", "drawn"), [("yes", 1), ("no", 0)])
def test_mad_hatter_may_draw_when_challenged(answer: str, drawn: int) -> None:
    sc = Scenario(active=1)
    hatter = sc.add(0, "play", "Mad Hatter - Gracious Host", exerted=True)  # 2/4
    olaf = sc.add(1, "play", "Olaf - Friendly Snowman")
    g = sc.build()
    g.apply(1, Challenge(olaf, hatter))
    choose(g, 0, answer)
    assert idle(g)
    assert len(g.state.players[0].hand) == drawn


def test_mad_hatter_does_not_draw_when_challenging() -> None:
    sc = Scenario(active=0)
    hatter = sc.add(0, "play", "Mad Hatter - Gracious Host")
    olaf = sc.add(1, "play", "Olaf - Friendly Snowman", exerted=True)
    g = sc.build()
    g.apply(0, Challenge(hatter, olaf))
    assert idle(g)
    assert g.state.players[0].hand == []


# --- Megara - Pulling the Strings ------------------------------------------------------------

def test_megara_gives_plus_2_this_turn() -> None:
    sc = Scenario(active=0)
    megara = sc.add(0, "hand", "Megara - Pulling the Strings")
    sc.add(0, "inkwell", INK, count=2)
    horace = sc.add(0, "play", "Horace - No-Good Scoundrel")  # 4 strength
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(megara))
    choose(g, 0, horace)
    assert strength(g.state, card(g, horace)) == 6
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, horace)) == 4


# --- Peter Pan - Never Landing ---------------------------------------------------------------

def test_peter_pan_never_landing_can_be_challenged_only_by_evasive_characters() -> None:
    assert script("Peter Pan - Never Landing") is EMPTY_SCRIPT
    sc = Scenario(active=1)
    pan = sc.add(0, "play", "Peter Pan - Never Landing", exerted=True)
    sven = sc.add(1, "play", SVEN)
    jetsam = sc.add(1, "play", "Jetsam - Ursula's Spy")  # Evasive
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(sven, pan) not in legal
    assert Challenge(jetsam, pan) in legal


# --- Mother Knows Best -----------------------------------------------------------------------

def test_mother_knows_best_returns_to_owners_hand() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Mother Knows Best")
    sc.add(0, "inkwell", INK, count=3)
    sven = sc.add(1, "play", SVEN, damage=3)
    sc.add(0, "play", "Horace - No-Good Scoundrel")
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, sven)
    assert names(g, 1, "hand") == [SVEN]
    assert names(g, 1, "play") == []
    assert names(g, 0, "discard") == ["Mother Knows Best"]


def test_mother_knows_best_sung_by_a_cost_3_character() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Mother Knows Best")
    horace = sc.add(0, "play", "Horace - No-Good Scoundrel")  # cost 3
    duke = sc.add(0, "play", "Duke of Weselton - Opportunistic Official")  # cost 1
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    assert PlayCard(song, singers=(duke,)) not in g.legal_actions(0)
    g.apply(0, PlayCard(song, singers=(horace,)))
    choose(g, 0, sven)
    assert names(g, 1, "hand") == [SVEN]


# --- Stampede --------------------------------------------------------------------------------

def test_stampede_only_hits_damaged_characters() -> None:
    sc = Scenario(active=0)
    stampede = sc.add(0, "hand", "Stampede")
    sc.add(0, "inkwell", INK)
    hurt = sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", "Horace - No-Good Scoundrel", damage=1)
    g = sc.build()
    g.apply(0, PlayCard(stampede))
    assert set(options(g)) == {hurt, mine}
    choose(g, 0, hurt)
    assert card(g, hurt).damage == 3


def test_stampede_without_damaged_characters_does_nothing() -> None:
    sc = Scenario(active=0)
    stampede = sc.add(0, "hand", "Stampede")
    sc.add(0, "inkwell", INK)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(stampede))
    assert idle(g)
    assert card(g, sven).damage == 0
    assert names(g, 0, "discard") == ["Stampede"]


# --- Steal from the Rich ---------------------------------------------------------------------

def test_steal_from_the_rich_drains_lore_on_each_quest_this_turn() -> None:
    sc = Scenario(active=0)
    steal = sc.add(0, "hand", "Steal from the Rich")
    sc.add(0, "inkwell", INK, count=5)
    horace = sc.add(0, "play", "Horace - No-Good Scoundrel")
    duke = sc.add(0, "play", "Duke of Weselton - Opportunistic Official")
    sven = sc.add(1, "play", SVEN)
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(steal))
    assert idle(g) and g.state.players[1].lore == 5
    g.apply(0, Quest(horace))
    assert g.state.players[1].lore == 4
    g.apply(0, Quest(duke))
    assert g.state.players[1].lore == 3
    assert g.state.players[0].lore == 2
    g.apply(0, EndTurn())
    g.apply(1, Quest(sven))  # the opponent's quests don't count, and it has ended anyway
    assert g.state.players[0].lore == 2
    assert g.state.players[1].lore == 4
    g.apply(1, EndTurn())
    g.apply(0, Quest(horace))
    assert g.state.players[1].lore == 4


def test_steal_from_the_rich_cannot_take_lore_below_zero() -> None:
    sc = Scenario(active=0)
    steal = sc.add(0, "hand", "Steal from the Rich")
    sc.add(0, "inkwell", INK, count=5)
    horace = sc.add(0, "play", "Horace - No-Good Scoundrel")
    g = sc.build()
    g.apply(0, PlayCard(steal))
    g.apply(0, Quest(horace))
    assert g.state.players[1].lore == 0
    assert g.state.players[0].lore == 1


# --- Vicious Betrayal ------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "printed", "bonus"), [
    ("Horace - No-Good Scoundrel", 4, 2),
    (CRUELLA, 1, 3),  # a Villain
])
def test_vicious_betrayal_gives_plus_2_or_plus_3_to_a_villain_this_turn(
        name: str, printed: int, bonus: int) -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Vicious Betrayal")
    sc.add(0, "inkwell", INK)
    hero = sc.add(0, "play", name)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, hero)
    assert strength(g.state, card(g, hero)) == printed + bonus
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, hero)) == printed


# --- Stolen Scimitar -------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "printed", "bonus"), [
    ("Horace - No-Good Scoundrel", 4, 1),
    ("Aladdin - Prince Ali", 2, 2),
])
def test_stolen_scimitar_gives_plus_1_or_plus_2_to_aladdin_this_turn(
        name: str, printed: int, bonus: int) -> None:
    sc = Scenario(active=0)
    scimitar = sc.add(0, "play", "Stolen Scimitar")
    hero = sc.add(0, "play", name)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(scimitar, 0))
    choose(g, 0, hero)
    assert strength(g.state, card(g, hero)) == printed + bonus
    assert card(g, scimitar).exerted
    assert Activate(scimitar, 0) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, hero)) == printed


# --- Vanilla characters ----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "cost", "strength_", "lore"), [
    ("Duke of Weselton - Opportunistic Official", 1, 2, 1),
    ("Horace - No-Good Scoundrel", 3, 4, 1),
    ("Mickey Mouse - Steamboat Pilot", 3, 3, 1),
])
def test_vanilla_emerald_characters(name: str, cost: int, strength_: int, lore: int) -> None:
    assert script(name) is EMPTY_SCRIPT
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    ready = sc.add(0, "play", name)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert g.state.players[0].ready_ink() == 0
    [played] = [c for c in g.state.players[0].play if c.iid != ready]
    assert played.name == name and played.drying
    assert Quest(played.iid) not in g.legal_actions(0)
    g.apply(0, Challenge(ready, foe))
    assert card(g, foe).damage == strength_
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore
