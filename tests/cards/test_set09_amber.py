"""Set 9 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard, Quest
from engine.query import cost_to_play, strength, willpower
from engine.scenario import Scenario

from .helpers import AURORA, INK, MICKEY, card

MULAN = "Mulan - Free Spirit"  # Princess, cost 3


# --- Beast - Gracious Prince -----------------------------------------------------------------

def test_beast_gives_your_princesses_strength_and_willpower() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Beast - Gracious Prince")
    aurora = sc.add(0, "play", AURORA)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", AURORA)
    g = sc.build()
    assert strength(g.state, card(g, aurora)) == 3 and willpower(g.state, card(g, aurora)) == 3
    assert strength(g.state, card(g, mickey)) == 3
    assert strength(g.state, card(g, foe)) == 2


# --- Aurora - Holding Court ------------------------------------------------------------------

def test_aurora_holding_court_makes_the_next_princess_cheaper() -> None:
    sc = Scenario(active=0)
    court = sc.add(0, "play", "Aurora - Holding Court")
    mickey = sc.add(0, "hand", MICKEY)
    mulan = sc.add(0, "hand", MULAN)
    other = sc.add(0, "hand", AURORA)
    sc.add(0, "inkwell", INK, count=9)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, Quest(court))
    assert cost_to_play(g.state, p, card(g, mickey)) == 3  # not a Princess
    assert cost_to_play(g.state, p, card(g, mulan)) == 2
    g.apply(0, PlayCard(mickey))
    assert cost_to_play(g.state, p, card(g, mulan)) == 2  # still there
    g.apply(0, PlayCard(mulan))
    assert cost_to_play(g.state, p, card(g, other)) == 2  # used up
