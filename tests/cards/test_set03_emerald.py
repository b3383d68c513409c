"""Set 3 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, MoveTo, PlayCard
from engine.query import can_be_chosen, has, strength
from engine.scenario import Scenario

from .helpers import INK, LAGOON, MICKEY, STITCH, SVEN, card, choose, find, idle, names

AGRABAH = "Agrabah - Marketplace"  # lore 2, move cost 1


# --- Cubby - Mighty Lost Boy -----------------------------------------------------------------

def test_cubby_gets_3_strength_when_he_moves() -> None:
    sc = Scenario(active=0)
    cubby = sc.add(0, "play", "Cubby - Mighty Lost Boy")
    lagoon = sc.add(0, "play", LAGOON)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, MoveTo(cubby, lagoon))
    assert strength(g.state, card(g, cubby)) == 6


# --- Flotsam - Riffraff ----------------------------------------------------------------------

def test_flotsam_and_jetsam_riffraff_help_each_other() -> None:
    sc = Scenario(active=0)
    flotsam = sc.add(0, "play", "Flotsam - Riffraff")
    jetsam = sc.add(0, "play", "Jetsam - Riffraff")
    spy = sc.add(0, "play", "Jetsam - Ursula's Spy")  # also named Jetsam
    foe = sc.add(1, "play", "Jetsam - Ursula's Spy")
    g = sc.build()
    assert strength(g.state, card(g, jetsam)) == 5
    assert strength(g.state, card(g, spy)) == 6
    assert strength(g.state, card(g, foe)) == 3
    assert has(g.state, card(g, flotsam), "Ward")
    assert not can_be_chosen(g.state, card(g, flotsam), 1)


# --- Helga Sinclair - Vengeful Partner -------------------------------------------------------

def test_helga_banishes_the_challenger_when_banished_defending() -> None:
    sc = Scenario(active=1)
    helga = sc.add(0, "play", "Helga Sinclair - Vengeful Partner", exerted=True)  # 2/1
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, helga))
    assert names(g, 0, "discard") == ["Helga Sinclair - Vengeful Partner"]
    assert names(g, 1, "discard") == [SVEN]


def test_helga_does_nothing_when_she_attacks() -> None:
    sc = Scenario(active=0)
    helga = sc.add(0, "play", "Helga Sinclair - Vengeful Partner")
    sven = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(helga, sven))
    assert names(g, 1, "discard") == [] and idle(g)


# --- Kit Cloudkicker - Tough Guy -------------------------------------------------------------

def test_kit_cloudkicker_returns_a_weak_opposing_character() -> None:
    sc = Scenario(active=0)
    kit = sc.add(0, "hand", "Kit Cloudkicker - Tough Guy")
    sc.add(0, "inkwell", INK, count=3)
    weak = sc.add(1, "play", STITCH)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(kit))
    choose(g, 0, "yes")
    assert names(g, 1, "hand") == [STITCH]
    assert g.state.card(weak) is None


# --- Peter Pan - Lost Boy Leader -------------------------------------------------------------

def test_peter_pan_gains_the_location_lore_once_per_turn() -> None:
    sc = Scenario(active=0)
    peter = sc.add(0, "play", "Peter Pan - Lost Boy Leader")
    agrabah = sc.add(0, "play", AGRABAH)
    lagoon = sc.add(0, "play", LAGOON)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, MoveTo(peter, agrabah))
    assert g.state.players[0].lore == 2
    g.apply(0, MoveTo(peter, lagoon))
    assert g.state.players[0].lore == 2  # once per turn


# --- Wildcat - Mechanic ----------------------------------------------------------------------

def test_wildcat_banishes_an_item() -> None:
    sc = Scenario(active=0)
    wildcat = sc.add(0, "play", "Wildcat - Mechanic")
    sc.add(1, "play", "Dinglehopper")
    g = sc.build()
    g.apply(0, Activate(wildcat, 0))
    assert names(g, 1, "discard") == ["Dinglehopper"]


# --- Strike a Good Match ---------------------------------------------------------------------

def test_strike_a_good_match_draws_two_discards_one() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Strike a Good Match")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", MICKEY)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "hand") == [MICKEY]
    assert names(g, 0, "discard") == [SVEN, "Strike a Good Match"]
