"""Set 6 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, EndTurn
from engine.query import has
from engine.scenario import Scenario

from .helpers import INK, SVEN, card, choose

# --- Training Dummy --------------------------------------------------------------------------

def test_training_dummy_gives_bodyguard_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    dummy = sc.add(0, "play", "Training Dummy")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", SVEN)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(dummy, 0))
    choose(g, 0, mine)
    assert has(g.state, card(g, mine), "Bodyguard") and card(g, dummy).exerted
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mine), "Bodyguard")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mine), "Bodyguard")
