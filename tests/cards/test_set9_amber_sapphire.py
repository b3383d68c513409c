"""Set 9 amber and sapphire starter-deck cards (and the older cards the deck uses)."""

from __future__ import annotations

from engine import Choose, PlayCard, Quest
from engine.query import cost_to_play, strength, willpower
from engine.scenario import Scenario

from .helpers import card, choose, find, hand_and_ink, keep_order, names, options

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6
STITCH = "Stitch - New Dog"  # 2/2, cost 1
AURORA = "Aurora - Regal Princess"  # 2/2 Princess, cost 2
MULAN = "Mulan - Free Spirit"  # Princess, cost 3


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


def test_alice_inks_an_item_and_weakens_on_quest() -> None:
    sc, alice = hand_and_ink("Alice - Accidentally Adrift")
    item = sc.add(1, "play", "Coconut Basket")
    g = sc.build()
    g.apply(0, PlayCard(alice))
    choose(g, 0, "yes")
    assert names(g, 1, "play") == [] and len(g.state.players[1].inkwell) == 1
    assert g.state.players[1].inkwell[0].exerted
    assert item
    sc = Scenario(active=0)
    alice = sc.add(0, "play", "Alice - Accidentally Adrift")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(alice))
    assert strength(g.state, card(g, foe)) == 3


def test_mulan_considerate_diplomat_finds_a_princess() -> None:
    sc = Scenario(active=0)
    mulan = sc.add(0, "play", "Mulan - Considerate Diplomat")
    for name in (SVEN, AURORA, MICKEY, STITCH, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(mulan))
    assert options(g) == [find(g, 0, "deck", AURORA).iid]
    events = g.apply(0, Choose((find(g, 0, "deck", AURORA).iid,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [AURORA]
    keep_order(g, 0)
    assert names(g, 0, "hand") == [AURORA]
    assert names(g, 0, "deck") == [INK, SVEN, MICKEY, STITCH]
