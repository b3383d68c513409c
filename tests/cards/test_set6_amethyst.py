"""Set 6 amethyst cards needed by the set 7 starter decks."""

from __future__ import annotations

from engine import Challenge, PlayCard
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Owl - Logical Lecturer"
SVEN = "Sven - Official Ice Deliverer"


def test_the_carpenter_may_exert_a_character_when_banished() -> None:
    sc = Scenario(active=1)
    carpenter = sc.add(0, "play", "The Carpenter - Dinner Companion", exerted=True)
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, carpenter))
    choose(g, 0, "yes")
    choose(g, 0, other)
    assert card(g, other).exerted


def test_a_very_merry_unbirthday_mills_2_from_each_opponent() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "A Very Merry Unbirthday")
    sc.add(0, "inkwell", INK)
    for name in ("Dinglehopper", SVEN, INK):
        sc.add(1, "deck", name)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert names(g, 1, "discard") == ["Dinglehopper", SVEN]
    assert names(g, 1, "deck") == [INK] and names(g, 0, "deck") == [SVEN]
