"""Set 9 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, MoveTo
from engine.scenario import Scenario

from .helpers import INK, MICKEY

CASA = "Casa Madrigal - Casita"


# --- Casa Madrigal - Casita ------------------------------------------------------------------

def test_casa_madrigal_gains_lore_with_a_character_here() -> None:
    sc = Scenario(active=1)
    casa = sc.add(0, "play", "Casa Madrigal - Casita")
    sc.add(0, "play", MICKEY, location=casa)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
    sc = Scenario(active=1)
    sc.add(0, "play", "Casa Madrigal - Casita")
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0


def test_casa_madrigal_counts_a_character_moved_here() -> None:
    sc = Scenario(active=0)
    casa = sc.add(0, "play", CASA)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, MoveTo(mickey, casa))
    g.apply(0, EndTurn())
    assert g.state.players[0].lore == 0  # not at the start of the opponent's turn
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
