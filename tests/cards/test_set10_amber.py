"""Set 10 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, PlayCard, Quest
from engine.cards.facts import facts
from engine.query import cost_to_play, lore, strength
from engine.scenario import Scenario
from engine.turn_actions import BOOST

from .helpers import (
    INK,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    keep_order,
    names,
    options,
)

GASTON = "Gaston - Frightful Bully"  # Boost 2, 3/3
FLYNN = "Flynn Rider - Spectral Scoundrel"  # Boost 2, 1/2


# --- Gaston - Frightful Bully ----------------------------------------------------------------

def test_boost_is_a_printed_keyword_of_the_set_10_cards() -> None:
    assert facts(GASTON).keywords == {"Boost": 2}
    assert facts("Simba - King in the Making").keywords == {"Boost": 3}
    assert facts("Clawhauser - Donut Detective").keywords == {"Challenger": 2}


def test_gaston_with_a_card_under_him_makes_a_foe_quest_and_not_challenge() -> None:
    sc = Scenario(active=0)
    gaston = sc.add(0, "play", GASTON, under=(STITCH,))
    foe = sc.add(1, "play", MICKEY)
    target = sc.add(0, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Quest(gaston))  # the only opposing character: chosen
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, target) not in legal
    assert EndTurn() not in legal and Quest(foe) in legal  # must quest if able
    g.apply(1, Quest(foe))
    assert EndTurn() in g.legal_actions(1)


def test_gaston_without_a_card_under_him_does_nothing() -> None:
    sc = Scenario(active=0)
    gaston = sc.add(0, "play", GASTON)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(gaston))
    g.apply(0, EndTurn())
    assert EndTurn() in g.legal_actions(1)


# --- Scrooge McDuck - On the Right Track -----------------------------------------------------

def test_scrooge_on_the_right_track_boosts_lore_of_a_character_with_cards_under() -> None:
    sc, scrooge = hand_and_ink("Scrooge McDuck - On the Right Track")
    flynn = sc.add(0, "play", FLYNN, under=(STITCH,))
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(scrooge))  # Flynn is the only one with a card under him
    assert lore(g.state, card(g, flynn)) == 3


# --- Webby Vanderquack - Knowledge Seeker ----------------------------------------------------

def test_webby_gets_lore_with_a_card_under_one_of_yours() -> None:
    sc = Scenario(active=0)
    webby = sc.add(0, "play", "Webby Vanderquack - Knowledge Seeker")
    g = sc.build()
    assert lore(g.state, card(g, webby)) == 1
    sc = Scenario(active=0)
    webby = sc.add(0, "play", "Webby Vanderquack - Knowledge Seeker")
    sc.add(0, "play", FLYNN, under=(STITCH,))
    g = sc.build()
    assert lore(g.state, card(g, webby)) == 2


# --- Scrooge McDuck - Cavern Prospector ------------------------------------------------------

def test_scrooge_cavern_prospector_puts_a_card_under_boost_characters() -> None:
    sc, flynn = hand_and_ink(FLYNN)
    sc.add(0, "play", "Scrooge McDuck - Cavern Prospector")
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(flynn))
    choose(g, 0, "yes")
    f = find(g, 0, "play", FLYNN)
    assert len(f.under) == 1 and strength(g.state, f) == 3 and lore(g.state, f) == 2
    g.apply(0, PlayCard(mickey))  # no Boost: nothing
    assert g.state.decision is None


# --- Simba - King in the Making --------------------------------------------------------------

def test_simba_plays_a_revealed_character_for_free_exerted() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - King in the Making")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "deck", STITCH)  # goes under Simba
    sc.add(0, "deck", SVEN)  # then revealed
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, Activate(simba, BOOST))
    choose(g, 0, "yes")
    g.apply(0, Choose((find(g, 0, "deck", SVEN).iid,)))
    sven = find(g, 0, "play", SVEN)
    assert sven.exerted and names(g, 0, "deck") == [MICKEY]


def test_simba_puts_a_revealed_non_character_on_the_bottom() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - King in the Making")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "deck", STITCH)
    sc.add(0, "deck", "Chomp!")
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, Activate(simba, BOOST))
    events = g.apply(0, Choose(("yes",)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == ["Chomp!"]
    assert names(g, 0, "deck") == [MICKEY, "Chomp!"]


# --- Goofy - Ghost Hunter --------------------------------------------------------------------

def test_goofy_ghost_hunter_and_dellas_moon_lullaby_weaken_foes() -> None:
    sc, goofy = hand_and_ink("Goofy - Ghost Hunter")
    song = sc.add(0, "hand", "Della's Moon Lullaby")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(goofy))
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, foe)) == 2 and len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 2
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Della Duck - Returning Mother -----------------------------------------------------------

def test_della_duck_readies_a_boost_character_that_then_cant_quest() -> None:
    sc, della = hand_and_ink("Della Duck - Returning Mother")
    gaston = sc.add(0, "play", GASTON, exerted=True)
    sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(della))
    choose(g, 0, "yes")  # Gaston is the only character with Boost: chosen
    assert not card(g, gaston).exerted
    assert Quest(gaston) not in g.legal_actions(0)


# --- Recovered Page --------------------------------------------------------------------------

def test_recovered_page_finds_a_character_and_banishes_to_boost() -> None:
    sc, page = hand_and_ink("Recovered Page")
    flynn = sc.add(0, "play", FLYNN)
    for name in ("Chomp!", MICKEY, "So Be It!", INK, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(page))
    assert set(options(g)) == {find(g, 0, "deck", MICKEY).iid, find(g, 0, "deck", INK).iid}
    g.apply(0, Choose((find(g, 0, "deck", MICKEY).iid,)))
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY]
    page_now = find(g, 0, "play", "Recovered Page").iid
    g.apply(0, Activate(page_now, 0))  # Flynn is the only one with Boost
    assert names(g, 0, "discard") == ["Recovered Page"] and len(card(g, flynn).under) == 1


# --- Munchings and Crunchings ----------------------------------------------------------------

def test_munchings_and_crunchings_heals_and_makes_gurgi_cheaper() -> None:
    sc = Scenario(active=0)
    apple = sc.add(0, "play", "Munchings and Crunchings")
    hurt = sc.add(0, "play", SVEN, damage=3)
    gurgi = sc.add(0, "hand", "Gurgi - Apple Lover")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, gurgi)) == \
        facts("Gurgi - Apple Lover").cost - 1
    g.apply(0, Activate(apple, 0))
    choose(g, 0, "2")
    assert card(g, hurt).damage == 1


# --- Duckburg - Funso's Funzone --------------------------------------------------------------

def test_funsos_funzone_discounts_the_next_character_after_a_quest_here() -> None:
    sc = Scenario(active=0)
    zone = sc.add(0, "play", "Duckburg - Funso's Funzone")
    here = sc.add(0, "play", MICKEY, location=zone)
    away = sc.add(0, "play", MICKEY)
    sven = sc.add(0, "hand", SVEN)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, Quest(away))
    assert cost_to_play(g.state, p, card(g, sven)) == 6
    g.apply(0, Quest(here))
    assert cost_to_play(g.state, p, card(g, sven)) == 4
