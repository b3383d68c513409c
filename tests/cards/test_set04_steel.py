"""Set 4 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, MoveTo, PlayCard
from engine.query import has, keyword, strength
from engine.scenario import Scenario

from .helpers import AURORA, INK, MICKEY, SVEN, card, choose, find, idle, names, options

MULAN = "Mulan - Armored Fighter"  # vanilla Hero, inkable, 3/6
THEBES = "Thebes - The Big Olive"


# --- Ariel - Determined Mermaid --------------------------------------------------------------


def test_ariel_determined_mermaid_draws_then_discards_when_you_play_a_song() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ariel - Determined Mermaid")
    song = sc.add(0, "hand", "Seldom All They Seem")
    keep = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", SVEN)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    while d is not None and d.kind != "may":  # the song's target, or the bag's order
        choose(g, 0, d.options[0])
        d = g.state.decision
    choose(g, 0, "yes")
    assert SVEN in names(g, 0, "hand")
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    while g.state.decision is not None:
        choose(g, 0, g.state.decision.options[0])
    assert names(g, 0, "hand") == [MICKEY] and card(g, keep).zone == "hand"
    assert SVEN in names(g, 0, "discard")


def test_ariel_determined_mermaid_ignores_other_actions_and_opponents_songs() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ariel - Determined Mermaid")
    smash = sc.add(0, "hand", "Smash")  # an action, not a song
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(smash))
    while g.state.decision is not None:
        assert g.state.decision.kind != "may"
        choose(g, 0, g.state.decision.options[0])
    assert names(g, 0, "hand") == [] and idle(g)


# --- Ling - Imperial Soldier -----------------------------------------------------------------


def test_ling_gives_your_heroes_strength() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ling - Imperial Soldier")
    hero = sc.add(0, "play", AURORA)
    ally = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", AURORA)
    g = sc.build()
    assert strength(g.state, card(g, hero)) == 3
    assert strength(g.state, card(g, ally)) == 5 and strength(g.state, card(g, foe)) == 2


# --- Mickey Mouse - Standard Bearer ----------------------------------------------------------


def test_mickey_standard_bearer_grants_challenger_2() -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "hand", "Mickey Mouse - Standard Bearer")
    sc.add(0, "inkwell", INK, count=2)
    ally = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    choose(g, 0, ally)
    assert keyword(g.state, card(g, ally), "Challenger") == 2
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, ally), "Challenger") is None


# --- Philoctetes - No-Nonsense Instructor ----------------------------------------------------


def test_philoctetes_heroes_gain_challenger_and_playing_a_hero_gains_lore() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Philoctetes - No-Nonsense Instructor")
    hero = sc.add(0, "play", AURORA)
    sven = sc.add(0, "play", SVEN)  # not a Hero
    new_hero = sc.add(0, "hand", AURORA)
    ally = sc.add(0, "hand", "Antonio Madrigal - Animal Expert")  # an Ally
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    assert keyword(g.state, card(g, hero), "Challenger") == 1
    assert keyword(g.state, card(g, sven), "Challenger") is None
    g.apply(0, PlayCard(new_hero))
    assert g.state.players[0].lore == 1
    g.apply(0, PlayCard(ally))
    assert g.state.players[0].lore == 1 and idle(g)


# --- One Last Hope ---------------------------------------------------------------------------


def test_one_last_hope_hero_gains_resist_and_challenges_ready_characters() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Last Hope")
    sc.add(0, "inkwell", MULAN, count=3)
    hero = sc.add(0, "play", MULAN)
    foe = sc.add(1, "play", SVEN)  # ready
    g = sc.build()
    assert Challenge(hero, foe) not in g.legal_actions(0)
    g.apply(0, PlayCard(song))
    choose(g, 0, hero)
    assert keyword(g.state, card(g, hero), "Resist") == 2
    g.apply(0, Challenge(hero, foe))
    assert card(g, hero).damage == 3  # 5 - Resist 2
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, hero), "Resist") == 2  # until your next turn


def test_one_last_hope_non_hero_only_gains_resist() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Last Hope")
    sc.add(0, "inkwell", INK, count=3)
    ally = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, ally)
    assert keyword(g.state, card(g, ally), "Resist") == 2
    assert Challenge(ally, foe) not in g.legal_actions(0)


# --- Imperial Bow ----------------------------------------------------------------------------

def test_imperial_bow_gives_a_hero_challenger_and_evasive() -> None:
    sc = Scenario(active=0)
    bow = sc.add(0, "play", "Imperial Bow")
    sc.add(0, "inkwell", INK)
    hero = sc.add(0, "play", AURORA)
    other_hero = sc.add(0, "play", MICKEY)
    sc.add(0, "play", SVEN)  # not a Hero: not a choice
    g = sc.build()
    g.apply(0, Activate(bow, 0))
    assert set(options(g)) == {hero, other_hero}
    choose(g, 0, hero)
    assert keyword(g.state, card(g, hero), "Challenger") == 2
    assert has(g.state, card(g, hero), "Evasive")
    assert card(g, bow).exerted and g.state.players[0].ready_ink() == 0
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, hero), "Evasive")


# --- Thebes - The Big Olive ------------------------------------------------------------------

def test_thebes_gains_2_lore_when_a_character_here_banishes_in_a_challenge() -> None:
    sc = Scenario(active=0)
    thebes = sc.add(0, "play", "Thebes - The Big Olive")
    here = sc.add(0, "play", SVEN, location=thebes)
    away = sc.add(0, "play", SVEN)
    a = sc.add(1, "play", INK, exerted=True)
    b = sc.add(1, "play", INK, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(away, a))
    assert g.state.players[0].lore == 0
    g.apply(0, Challenge(here, b))
    assert g.state.players[0].lore == 2


def test_thebes_needs_the_banisher_here() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", THEBES)
    sven = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", AURORA, exerted=True)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Challenge(sven, foe))
    assert g.state.players[0].lore == 0
    g2 = Scenario(active=0)
    th2 = g2.add(0, "play", THEBES)
    s2 = g2.add(0, "play", SVEN)
    f2 = g2.add(1, "play", AURORA, exerted=True)
    g2.add(0, "inkwell", INK, count=2)
    game = g2.build()
    game.apply(0, MoveTo(s2, th2))
    game.apply(0, Challenge(s2, f2))
    assert game.state.players[0].lore == 2


def test_thebes_counts_a_banisher_banished_in_the_same_challenge() -> None:
    sc = Scenario(active=0)
    thebes = sc.add(0, "play", THEBES)
    mickey = sc.add(0, "play", MICKEY, location=thebes)
    foe = sc.add(1, "play", MICKEY, exerted=True)  # 3/3 each: both are banished
    g = sc.build()
    g.apply(0, Challenge(mickey, foe))
    assert names(g, 0, "discard") == [MICKEY] and names(g, 1, "discard") == [MICKEY]
    assert g.state.players[0].lore == 2 and idle(g)


def test_thebes_not_on_the_opponents_turn() -> None:
    sc = Scenario(active=1)
    thebes = sc.add(0, "play", THEBES)
    sven = sc.add(0, "play", SVEN, location=thebes, exerted=True)
    foe = sc.add(1, "play", AURORA)
    g = sc.build()
    g.apply(1, Challenge(foe, sven))
    assert g.state.players[0].lore == 0 and idle(g)
