"""Cards of the Set 9 amber-sapphire starter deck (printed in sets 2, 3, 4 and 9)."""

from __future__ import annotations

from engine import PlayCard, Quest
from engine.query import strength, willpower
from engine.scenario import Scenario

from .helpers import card, choose, find, keep_order, names

INK = "Kida - Atlantean"  # 2/2 Princess
MICKEY = "Mickey Mouse - True Friend"
SVEN = "Sven - Official Ice Deliverer"  # 5/7
ITEM = "Dinglehopper"


def test_beast_gracious_prince_strengthens_princesses() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Beast - Gracious Prince")
    kida = sc.add(0, "play", INK)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert (strength(g.state, card(g, kida)), willpower(g.state, card(g, kida))) == (3, 3)
    assert strength(g.state, card(g, mickey)) == 3


def test_alice_inks_an_item_and_weakens_on_quest() -> None:
    sc = Scenario(active=0)
    alice = sc.add(0, "hand", "Alice - Accidentally Adrift")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(1, "play", ITEM)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(alice))
    choose(g, 0, "yes")
    p1 = g.state.players[1]
    assert [c.name for c in p1.inkwell] == [ITEM] and p1.inkwell[0].exerted
    g.state.players[0].play[-1].drying = False
    g.apply(0, Quest(find(g, 0, "play", "Alice - Accidentally Adrift").iid))
    assert strength(g.state, card(g, foe)) == 3


def test_mulan_takes_a_princess_on_quest() -> None:
    sc = Scenario(active=0)
    mulan = sc.add(0, "play", "Mulan - Considerate Diplomat")
    for name in (MICKEY, INK, SVEN, ITEM):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(mulan))
    choose(g, 0, find(g, 0, "deck", INK).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [INK]
