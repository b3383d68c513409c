"""Cards of the Set 7 ruby-sapphire starter deck (printed in sets 5, 6 and 7)."""

from __future__ import annotations

from engine import Activate, Challenge, Quest
from engine.query import cost_to_play, has, keyword, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, names

MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2
ITEM = "Dinglehopper"  # cost 1
STAB = "Stabbington Brother - Without a Patch"


def test_darque_banishes_an_item_of_yours_to_draw() -> None:
    sc = Scenario(active=0)
    darque = sc.add(0, "play", "Monsieur D'Arque - Despicable Proprietor")
    sc.add(0, "play", ITEM)
    g = sc.build()
    g.apply(0, Quest(darque))
    choose(g, 0, "yes")
    assert names(g, 0, "discard") == [ITEM] and len(names(g, 0, "hand")) == 1


def test_cy_bug_cogsworth_and_stabbington() -> None:
    sc = Scenario(active=0)
    bug = sc.add(0, "play", "Cy-Bug - Invasive Enemy")
    clock = sc.add(0, "play", "Cogsworth - Climbing Clock")
    first = sc.add(0, "play", STAB)
    second = sc.add(0, "play", STAB, drying=True)
    g = sc.build()
    assert strength(g.state, card(g, bug)) == 1 + 3
    assert strength(g.state, card(g, clock)) == 3
    sc2 = Scenario(active=0)
    clock = sc2.add(0, "play", "Cogsworth - Climbing Clock")
    sc2.add(0, "discard", ITEM)
    g2 = sc2.build()
    assert strength(g2.state, card(g2, clock)) == 5
    assert has(g.state, card(g, second), "Rush") and has(g.state, card(g, first), "Rush")


def test_marie_beagle_boys_and_moana_island_explorer() -> None:
    sc = Scenario(active=0)
    marie = sc.add(0, "play", "Marie - Favored Kitten")
    beagles = sc.add(0, "play", "Beagle Boys - Small-Time Crooks")
    moana = sc.add(0, "play", "Moana - Island Explorer")
    foe = sc.add(1, "play", SVEN)
    victim = sc.add(1, "play", "Peter Pan - Never Landing", exerted=True)  # Evasive
    g = sc.build()
    g.apply(0, Quest(marie))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, Quest(beagles))
    choose(g, 0, moana)
    assert keyword(g.state, card(g, moana), "Resist") == 1 and has(g.state, card(g, moana),
                                                                    "Rush")
    g.apply(0, Challenge(moana, victim))
    choose(g, 0, marie)
    assert strength(g.state, card(g, marie)) == 1 + 3


def test_kida_creative_thinker_inks_one_and_keeps_the_other_on_top() -> None:
    sc = Scenario(active=0)
    kida = sc.add(0, "play", "Kida - Creative Thinker")
    for name in (MICKEY, SVEN, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(kida, 0))
    choose(g, 0, find(g, 0, "deck", SVEN).iid)
    p = g.state.players[0]
    assert [c.name for c in p.inkwell] == [SVEN] and p.inkwell[0].exerted
    assert names(g, 0, "deck") == [MICKEY, STITCH]


def test_unconventional_tool_and_maurices_machine_when_banished() -> None:
    sc = Scenario(active=0)
    tool = sc.add(0, "play", "Unconventional Tool")
    machine = sc.add(0, "play", "Maurice's Machine")
    sc.add(0, "discard", ITEM)
    bigger = sc.add(0, "hand", "Longboat")
    darque = sc.add(0, "play", "Monsieur D'Arque - Despicable Proprietor")
    g = sc.build()
    g.apply(0, Quest(darque))
    choose(g, 0, "yes")
    choose(g, 0, tool)
    assert cost_to_play(g.state, g.state.players[0], card(g, bigger)) == 0
    assert g.state.card(machine) is not None  # the Tool was chosen, not the Machine


def test_maurices_machine_returns_a_cheap_item() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Maurice's Machine")
    sc.add(0, "discard", ITEM)
    darque = sc.add(0, "play", "Monsieur D'Arque - Despicable Proprietor")
    g = sc.build()
    g.apply(0, Quest(darque))
    choose(g, 0, "yes")  # the Machine is the only item: banished, draw
    choose(g, 0, "yes")  # BREAK DOWN
    assert ITEM in names(g, 0, "hand")
