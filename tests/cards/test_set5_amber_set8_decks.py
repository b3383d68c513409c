"""Set 5 amber cards (used by the set 8 starter decks)."""

from __future__ import annotations

from engine import Challenge, PlayCard, Quest
from engine.scenario import Scenario

from .helpers import card, choose

INK = "Kida - Atlantean"
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7


def test_try_everything_heals_readies_and_restricts() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Try Everything")
    sc.add(0, "inkwell", INK, count=4)
    sven = sc.add(0, "play", SVEN, exerted=True, damage=5)
    foe = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, sven)
    choose(g, 0, "3")
    s = card(g, sven)
    assert s.damage == 2 and not s.exerted
    legal = g.legal_actions(0)
    assert Challenge(sven, foe) not in legal
    assert Quest(sven) not in legal
