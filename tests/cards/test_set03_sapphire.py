"""Set 3 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, strength
from engine.scenario import Scenario

from .helpers import INK, LAGOON, MICKEY, STITCH, SVEN, card, choose, find, keep_order, names

# --- Flintheart Glomgold - Lone Cheater ------------------------------------------------------

def test_flintheart_is_evasive_during_your_turn() -> None:
    sc = Scenario(active=0)
    f = sc.add(0, "play", "Flintheart Glomgold - Lone Cheater")
    g = sc.build()
    assert has(g.state, card(g, f), "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, f), "Evasive")


# --- Gramma Tala - Keeper of Ancient Stories -------------------------------------------------

def test_gramma_tala_keeper_looks_at_two() -> None:
    sc = Scenario(active=0)
    tala = sc.add(0, "hand", "Gramma Tala - Keeper of Ancient Stories")
    sc.add(0, "inkwell", INK, count=4)
    for name in ("Smash", MICKEY, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(tala))
    choose(g, 0, find(g, 0, "deck", MICKEY).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "deck") == [SVEN, "Smash"]


# --- Gyro Gearloose - Gadget Whiz ------------------------------------------------------------

def test_gyro_puts_an_item_from_discard_on_top() -> None:
    sc = Scenario(active=0)
    gyro = sc.add(0, "play", "Gyro Gearloose - Gadget Whiz")
    sc.add(0, "discard", "Dinglehopper")
    sc.add(0, "discard", MICKEY)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Activate(gyro, 0))
    assert names(g, 0, "deck") == ["Dinglehopper", SVEN]
    assert names(g, 0, "discard") == [MICKEY]


# --- Huey - Savvy Nephew ---------------------------------------------------------------------

def test_huey_draws_three_with_dewey_and_louie() -> None:
    sc = Scenario(active=0)
    huey = sc.add(0, "play", "Huey - Savvy Nephew")
    sc.add(0, "play", "Dewey - Showy Nephew")
    sc.add(0, "play", "Louie - Chill Nephew")
    g = sc.build()
    g.apply(0, Quest(huey))
    d = g.state.decision
    assert d is not None and d.kind == "bag"  # Support and THREE NEPHEWS
    three = [b.id for b in g.state.bag if b.ref[1] == "trigger" and b.ref[0].startswith("Huey")]
    choose(g, 0, three[0])
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 3


def test_huey_without_both_brothers_does_not_trigger() -> None:
    sc = Scenario(active=0)
    huey = sc.add(0, "play", "Huey - Savvy Nephew")
    sc.add(0, "play", "Dewey - Showy Nephew")
    g = sc.build()
    g.apply(0, Quest(huey))
    choose(g, 0, "no")  # only Support asks
    assert names(g, 0, "hand") == []


# --- Maid Marian - Delightful Dreamer --------------------------------------------------------

def test_maid_marian_weakens_on_play() -> None:
    sc = Scenario(active=0)
    marian = sc.add(0, "hand", "Maid Marian - Delightful Dreamer")
    sc.add(0, "inkwell", INK, count=5)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(marian))
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3


# --- Scrooge McDuck - Richest Duck in the World ----------------------------------------------

def test_scrooge_richest_plays_an_item_for_free_after_banishing() -> None:
    sc = Scenario(active=0)
    scrooge = sc.add(0, "play", "Scrooge McDuck - Richest Duck in the World")  # 3/5
    sc.add(0, "hand", "Vault Door")  # cost 4, no ink
    stitch = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    assert has(g.state, card(g, scrooge), "Evasive")
    g.apply(0, Challenge(scrooge, stitch))
    choose(g, 0, "yes")
    assert names(g, 0, "play")[-1] == "Vault Door"


# --- Scrooge McDuck - Uncle Moneybags --------------------------------------------------------

def test_scrooge_uncle_moneybags_makes_the_next_item_cheaper() -> None:
    sc = Scenario(active=0)
    scrooge = sc.add(0, "play", "Scrooge McDuck - Uncle Moneybags")
    door = sc.add(0, "hand", "Vault Door")
    g = sc.build()
    g.apply(0, Quest(scrooge))
    assert cost_to_play(g.state, g.state.players[0], card(g, door)) == 3


# --- The Queen - Mirror Seeker ---------------------------------------------------------------

def test_the_queen_mirror_seeker_reorders_the_top_three() -> None:
    sc = Scenario(active=0)
    queen = sc.add(0, "play", "The Queen - Mirror Seeker")
    for name in (SVEN, MICKEY, STITCH, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(queen))
    choose(g, 0, "yes")
    choose(g, 0, find(g, 0, "deck", STITCH).iid)
    choose(g, 0, find(g, 0, "deck", SVEN).iid)
    assert names(g, 0, "deck") == [STITCH, SVEN, MICKEY, INK]


# --- Aurelian Gyrosensor ---------------------------------------------------------------------

def test_aurelian_gyrosensor_looks_when_your_character_quests() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Aurelian Gyrosensor")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, Quest(mickey))
    choose(g, 0, "yes")
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]


# --- Vault Door ------------------------------------------------------------------------------

def test_vault_door_gives_resist_to_locations_and_characters_at_them() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Vault Door")
    lagoon = sc.add(0, "play", LAGOON)
    there = sc.add(0, "play", MICKEY, location=lagoon)
    away = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert keyword(g.state, card(g, lagoon), "Resist") == 1
    assert keyword(g.state, card(g, there), "Resist") == 1
    assert keyword(g.state, card(g, away), "Resist") is None


# --- Motunui - Island Paradise ---------------------------------------------------------------

def test_motunui_inks_a_character_banished_while_here() -> None:
    sc = Scenario(active=1)
    motunui = sc.add(0, "play", "Motunui - Island Paradise")
    here = sc.add(0, "play", STITCH, exerted=True, location=motunui)
    away = sc.add(0, "play", STITCH, exerted=True)
    sven = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, away))  # not at Motunui: nothing
    assert names(g, 0, "discard") == [STITCH] and g.state.decision is None
    g.apply(1, Challenge(other, here))
    choose(g, 0, "yes")
    p = g.state.players[0]
    assert [c.name for c in p.inkwell] == [STITCH] and p.inkwell[0].exerted
    assert names(g, 0, "discard") == [STITCH]
