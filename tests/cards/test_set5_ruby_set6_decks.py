"""Set 5 ruby cards needed by the set 6 starter decks."""

from __future__ import annotations

from engine.query import lore, strength
from engine.scenario import Scenario

from .helpers import card

SVEN = "Sven - Official Ice Deliverer"
PARTY = "Ratigan's Party - Seedy Back Room"


def test_ratigan_raging_rat_is_stronger_while_damaged() -> None:
    sc = Scenario(active=0)
    fresh = sc.add(0, "play", "Ratigan - Raging Rat")
    hurt = sc.add(0, "play", "Ratigan - Raging Rat", damage=1)
    g = sc.build()
    assert strength(g.state, card(g, fresh)) == 1
    assert strength(g.state, card(g, hurt)) == 3


def test_ratigans_party_gets_lore_with_a_damaged_character_of_yours_here() -> None:
    sc = Scenario(active=0)
    party = sc.add(0, "play", PARTY)
    sc.add(0, "play", SVEN, location=party)
    sc.add(0, "play", SVEN, damage=1)  # damaged, but not here
    g = sc.build()
    assert lore(g.state, card(g, party)) == 0
    sc = Scenario(active=0)
    party = sc.add(0, "play", PARTY)
    sc.add(0, "play", SVEN, location=party, damage=1)
    g = sc.build()
    assert lore(g.state, card(g, party)) == 2
