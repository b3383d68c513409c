"""Set 2 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard
from engine.query import has

from .helpers import MICKEY, SVEN, card, choose, hand_and_ink, options

# --- You Can Fly! ----------------------------------------------------------------------------

def test_you_can_fly_gives_evasive_until_the_start_of_your_next_turn() -> None:
    sc, fly = hand_and_ink("You Can Fly!")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(fly))
    assert set(options(g)) == {mine, foe}
    choose(g, 0, mine)
    assert has(g.state, card(g, mine), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mine), "Evasive")  # through the opponent's turn
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mine), "Evasive")
