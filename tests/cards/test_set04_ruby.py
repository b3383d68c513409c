"""Set 4 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, choose, names

# --- A Pirate's Life -------------------------------------------------------------------------

def test_a_pirates_life_and_be_king_undisputed() -> None:
    sc = Scenario(active=0)
    life = sc.add(0, "hand", "A Pirate's Life")
    king = sc.add(0, "hand", "Be King Undisputed")
    sc.add(0, "inkwell", INK, count=10)
    a = sc.add(1, "play", MICKEY)
    sc.add(1, "play", SVEN)
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(life))
    assert [p.lore for p in g.state.players] == [2, 3]
    g.apply(0, PlayCard(king))
    d = g.state.decision
    assert d is not None and d.player == 1  # the opponent chooses
    choose(g, 1, a)
    assert names(g, 1, "discard") == [MICKEY]
