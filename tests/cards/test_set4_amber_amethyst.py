"""Set 4 amber and amethyst cards of the starter decks (and Healing Glow, Heal What Has Been
Hurt and Casa Madrigal - Casita, reprints there)."""

from __future__ import annotations

from engine import EndTurn
from engine.scenario import Scenario

MICKEY = "Mickey Mouse - True Friend"  # 3/3


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
