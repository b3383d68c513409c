"""Cards of the Set 9 amber-sapphire starter deck (printed in sets 2, 3, 4 and 9)."""

from __future__ import annotations

from engine import Activate, PlayCard, Quest
from engine.query import strength, willpower
from engine.scenario import Scenario

from .helpers import card, choose, find, keep_order, names, remove

INK = "Kida - Atlantean"  # 2/2 Princess
MICKEY = "Mickey Mouse - True Friend"
SVEN = "Sven - Official Ice Deliverer"  # 5/7
ITEM = "Dinglehopper"


def test_rapunzel_sunshine_heals_up_to_2() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Sunshine")
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, Activate(rapunzel, 0))
    choose(g, 0, hurt)
    remove(g, 0, 2)
    assert card(g, hurt).damage == 1


def test_worlds_greatest_criminal_mind_banishes_a_strong_character() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "World's Greatest Criminal Mind")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))  # only Sven has 5 or more
    assert names(g, 1, "discard") == [SVEN] and names(g, 1, "play") == [MICKEY]


def test_jasmine_and_pluto_heal_your_own_characters() -> None:
    sc = Scenario(active=0)
    jasmine = sc.add(0, "hand", "Jasmine - Heir of Agrabah")
    pluto = sc.add(0, "hand", "Pluto - Rescue Dog")
    sc.add(0, "inkwell", INK, count=6)
    hurt = sc.add(0, "play", SVEN, damage=5)
    sc.add(1, "play", SVEN, damage=5)
    g = sc.build()
    g.apply(0, PlayCard(jasmine))
    choose(g, 0, hurt)  # yours only: Jasmine (undamaged) or Sven
    remove(g, 0, 1)
    assert card(g, hurt).damage == 4
    g.apply(0, PlayCard(pluto))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 3)
    assert card(g, hurt).damage == 1


def test_aurelian_gyrosensor_and_the_queen_mirror_seeker() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Aurelian Gyrosensor")
    queen = sc.add(0, "play", "The Queen - Mirror Seeker")
    for name in (MICKEY, SVEN, INK, ITEM):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(queen))
    bag = {b.ref[0]: b.id for b in g.state.bag}
    choose(g, 0, bag["The Queen - Mirror Seeker"])
    choose(g, 0, "yes")
    choose(g, 0, find(g, 0, "deck", INK).iid)
    keep_order(g, 0)
    assert names(g, 0, "deck") == [INK, MICKEY, SVEN, ITEM]
    choose(g, 0, "yes")  # the Gyrosensor
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [MICKEY, SVEN, ITEM, INK]


def test_hans_gains_lore_if_a_princess_or_queen_is_in_play() -> None:
    for other, lore in ((INK, 1), (MICKEY, 0)):
        sc = Scenario(active=0)
        hans = sc.add(0, "hand", "Hans - Noble Scoundrel")
        sc.add(0, "inkwell", INK, count=3)
        sc.add(1, "play", other)
        g = sc.build()
        g.apply(0, PlayCard(hans))
        assert g.state.players[0].lore == lore


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
