"""Set 4 amethyst cards of the starter decks (and HeiHei - Persistent Presence, set 2, and
Casa Madrigal - Casita, listed in set 9)."""

from __future__ import annotations

from engine import EndTurn, MoveTo
from engine.scenario import Scenario

INK = "Antonio Madrigal - Animal Expert"  # vanilla, inkable, 3/4 lore 1
MICKEY = "Mickey Mouse - True Friend"  # 3/3 vanilla
CASA = "Casa Madrigal - Casita"


def test_casa_madrigal_gains_lore_with_a_character_here() -> None:
    sc = Scenario(active=1)
    casa = sc.add(0, "play", CASA)
    sc.add(0, "play", MICKEY, location=casa)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
    sc2 = Scenario(active=1)
    sc2.add(0, "play", CASA)
    sc2.add(0, "play", MICKEY)
    g2 = sc2.build()
    g2.apply(1, EndTurn())
    assert g2.state.players[0].lore == 0


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
