"""Set 5 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard, Quest
from engine.query import willpower
from engine.scenario import Scenario

from .helpers import INK, ISLAND, MICKEY, SVEN, card, choose, names, remove

# --- Fix-It Felix, Jr. - Niceland Steward ----------------------------------------------------


def test_fix_it_felix_niceland_steward_gives_your_locations_willpower() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Fix-It Felix, Jr. - Niceland Steward")
    mine = sc.add(0, "play", ISLAND)
    theirs = sc.add(1, "play", ISLAND)
    g = sc.build()
    assert willpower(g.state, card(g, mine)) == 7
    assert willpower(g.state, card(g, theirs)) == 5


# --- Fix-It Felix, Jr. - Delighted Sightseer -------------------------------------------------

def test_fix_it_felix_delighted_sightseer_draws_with_a_location() -> None:
    for with_location in (True, False):
        sc = Scenario(active=0)
        felix = sc.add(0, "hand", "Fix-It Felix, Jr. - Delighted Sightseer")
        sc.add(0, "inkwell", INK, count=2)
        if with_location:
            sc.add(0, "play", ISLAND)
        else:
            sc.add(1, "play", ISLAND)  # an opponent's location does not count
        g = sc.build()
        g.apply(0, PlayCard(felix))
        assert len(names(g, 0, "hand")) == (1 if with_location else 0)


# --- Try Everything --------------------------------------------------------------------------

def test_try_everything_heals_readies_and_restricts() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Try Everything")
    sc.add(0, "inkwell", INK, count=4)
    sven = sc.add(0, "play", SVEN, exerted=True, damage=5)
    foe = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, sven)
    choose(g, 0, "3")
    s = card(g, sven)
    assert s.damage == 2 and not s.exerted
    legal = g.legal_actions(0)
    assert Challenge(sven, foe) not in legal
    assert Quest(sven) not in legal


# --- Amber Chromicon -------------------------------------------------------------------------


def test_amber_chromicon_removes_up_to_1_damage_from_each_of_yours() -> None:
    sc = Scenario(active=0)
    chromicon = sc.add(0, "play", "Amber Chromicon")
    a = sc.add(0, "play", SVEN, damage=2)
    b = sc.add(0, "play", SVEN, damage=1)
    foe = sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, Activate(chromicon, 0))
    remove(g, 0)
    remove(g, 0, 0)  # "up to": the second one keeps its damage
    assert (card(g, a).damage, card(g, b).damage, card(g, foe).damage) == (1, 1, 2)
