"""Set 7 steel cards of the starter decks."""

from __future__ import annotations

from engine import Challenge, EndTurn, InkCard, PlayCard
from engine.query import has, keyword, strength
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Owl - Logical Lecturer"
MICKEY = "Mickey Mouse - True Friend"  # 3/3 vanilla
SVEN = "Sven - Official Ice Deliverer"  # 5/7 vanilla
ITEM = "Dinglehopper"
STITCH = "Stitch - New Dog"  # 2/2 vanilla


def test_helga_is_evasive_during_your_turn() -> None:
    sc = Scenario(active=0)
    helga = sc.add(0, "play", "Helga Sinclair - Tough as Nails")
    g = sc.build()
    assert has(g.state, card(g, helga), "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, helga), "Evasive")


def test_razoul_may_banish_an_item_with_jafar() -> None:
    sc = Scenario(active=0)
    razoul = sc.add(0, "hand", "Razoul - Menacing Guard")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", "Jafar - Aspiring Ruler")
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(razoul))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM]


def test_razoul_without_jafar_does_nothing() -> None:
    sc = Scenario(active=0)
    razoul = sc.add(0, "hand", "Razoul - Menacing Guard")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(razoul))
    assert g.state.decision is None and names(g, 1, "play") == [ITEM]


def test_fa_zhou_gains_3_lore_on_the_second_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Fa Zhou - War Hero")
    attackers = [sc.add(0, "play", SVEN) for _ in range(3)]
    foes = [sc.add(1, "play", STITCH, exerted=True) for _ in range(3)]
    g = sc.build()
    lore = []
    for a, d in zip(attackers, foes, strict=True):
        g.apply(0, Challenge(a, d))
        lore.append(g.state.players[0].lore)
    assert lore == [0, 3, 3]


def test_jafar_aspiring_ruler_gives_challenger_2_this_turn() -> None:
    sc = Scenario(active=0)
    jafar = sc.add(0, "hand", "Jafar - Aspiring Ruler")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(jafar))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Challenger") == 2
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Challenger") is None


def test_raya_gains_resist_when_you_ink() -> None:
    sc = Scenario(active=0)
    raya = sc.add(0, "play", "Raya - Guidance Seeker")
    ink = sc.add(0, "hand", INK)
    g = sc.build()
    g.apply(0, InkCard(ink))
    assert keyword(g.state, card(g, raya), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, raya), "Resist") == 1
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, raya), "Resist") is None


def test_double_trouble_deals_1_to_up_to_2_characters() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Double Trouble")
    sc.add(0, "inkwell", INK, count=2)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", SVEN)
    c = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, a, c)
    assert [card(g, x).damage for x in (a, b, c)] == [1, 0, 1]
    assert strength(g.state, card(g, a)) == 5
