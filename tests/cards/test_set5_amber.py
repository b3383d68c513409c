"""Set 5 amber cards needed by the set 6 starter decks."""

from __future__ import annotations

from engine import Activate, PlayCard
from engine.query import willpower
from engine.scenario import Scenario

from .helpers import card, names, remove

INK = "Owl - Logical Lecturer"
SVEN = "Sven - Official Ice Deliverer"
ISLAND = "Hundred Acre Island - Pooh's Home"  # willpower 5


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


def test_fix_it_felix_niceland_steward_gives_your_locations_willpower() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Fix-It Felix, Jr. - Niceland Steward")
    mine = sc.add(0, "play", ISLAND)
    theirs = sc.add(1, "play", ISLAND)
    g = sc.build()
    assert willpower(g.state, card(g, mine)) == 7
    assert willpower(g.state, card(g, theirs)) == 5


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
