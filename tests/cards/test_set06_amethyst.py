"""Set 6 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, PlayCard
from engine.scenario import Scenario

from .helpers import OWL, SVEN, card, choose, names

# --- The Carpenter - Dinner Companion --------------------------------------------------------

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


# --- A Very Merry Unbirthday -----------------------------------------------------------------

def test_a_very_merry_unbirthday_mills_2_from_each_opponent() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "A Very Merry Unbirthday")
    sc.add(0, "inkwell", OWL)
    for name in ("Dinglehopper", SVEN, OWL):
        sc.add(1, "deck", name)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert names(g, 1, "discard") == ["Dinglehopper", SVEN]
    assert names(g, 1, "deck") == [OWL] and names(g, 0, "deck") == [SVEN]
