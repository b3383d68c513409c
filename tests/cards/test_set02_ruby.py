"""Set 2 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard
from engine.query import has, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, STITCH, SVEN, card, choose, hand_and_ink, names

CHEAP_SONG = "You Can Fly!"  # cost 2
STAND_OUT = "Stand Out"  # cost 3


# --- You Can Fly! ----------------------------------------------------------------------------

def test_you_can_fly_and_be_king_undisputed() -> None:
    sc, fly = hand_and_ink("You Can Fly!")
    king = sc.add(0, "hand", "Be King Undisputed")
    mine = sc.add(0, "play", MICKEY)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(fly))
    choose(g, 0, mine)
    assert has(g.state, card(g, mine), "Evasive")
    g.apply(0, PlayCard(king))
    d = g.state.decision
    assert d is not None and d.player == 1 and set(d.options) == {a, b}
    choose(g, 1, b)
    assert names(g, 1, "discard") == [STITCH] and names(g, 0, "play") == [MICKEY]


def test_you_can_fly_and_stand_out() -> None:
    sc = Scenario(active=0)
    fly = sc.add(0, "hand", CHEAP_SONG)
    stand = sc.add(0, "hand", STAND_OUT)
    sc.add(0, "inkwell", INK, count=5)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(stand))  # the only character is chosen
    assert strength(g.state, card(g, mickey)) == 6 and has(g.state, card(g, mickey), "Evasive")
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 6
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3
    assert not has(g.state, card(g, mickey), "Evasive")
    g.apply(0, PlayCard(fly))
    assert has(g.state, card(g, mickey), "Evasive")
