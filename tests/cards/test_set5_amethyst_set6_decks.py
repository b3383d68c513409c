"""Set 5 amethyst cards needed by the set 7 starter decks."""

from __future__ import annotations

from engine import Activate
from engine.scenario import Scenario

from .helpers import choose, names, options

INK = "Owl - Logical Lecturer"
MICKEY = "Mickey Mouse - True Friend"  # cost 3
SVEN = "Sven - Official Ice Deliverer"  # cost 6


def test_retrosphere_returns_a_cheap_card_and_banishes_itself() -> None:
    sc = Scenario(active=0)
    sphere = sc.add(0, "play", "Retrosphere")
    sc.add(0, "inkwell", INK, count=2)
    cheap = sc.add(1, "play", MICKEY)
    sc.add(1, "play", SVEN)
    item = sc.add(1, "play", "Dinglehopper")
    g = sc.build()
    g.apply(0, Activate(sphere, 0))
    assert sorted(options(g)) == sorted([cheap, item])
    choose(g, 0, cheap)
    assert names(g, 1, "hand") == [MICKEY] and names(g, 0, "discard") == ["Retrosphere"]
