"""Set 7 ruby cards of the starter decks."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard
from engine.query import cost_to_play, has, strength
from engine.scenario import Scenario
from engine.turn_actions import legal_actions

from .helpers import card, choose, find, names

INK = "Owl - Logical Lecturer"
MICKEY = "Mickey Mouse - True Friend"  # 3/3 vanilla
SVEN = "Sven - Official Ice Deliverer"  # 5/7 vanilla
STITCH = "Stitch - New Dog"  # 2/2 vanilla
ITEM = "Dinglehopper"  # item, cost 1
MACHINE = "Maurice's Machine"
STAB = "Stabbington Brother - Without a Patch"


def test_cy_bug_gets_strength_for_each_other_character_of_yours() -> None:
    sc = Scenario(active=0)
    bug = sc.add(0, "play", "Cy-Bug - Invasive Enemy")
    sc.add(0, "play", MICKEY, count=2)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    assert strength(g.state, card(g, bug)) == 3


def test_cogsworth_is_stronger_with_an_item_in_your_discard() -> None:
    sc = Scenario(active=0)
    cogs = sc.add(0, "play", "Cogsworth - Climbing Clock")
    sc.add(1, "discard", ITEM)  # not yours
    g = sc.build()
    assert strength(g.state, card(g, cogs)) == 3
    sc = Scenario(active=0)
    cogs = sc.add(0, "play", "Cogsworth - Climbing Clock")
    sc.add(0, "discard", ITEM)
    g = sc.build()
    assert strength(g.state, card(g, cogs)) == 5


def test_maurice_banishes_an_item_to_draw() -> None:
    sc = Scenario(active=0)
    maurice = sc.add(0, "hand", "Maurice - Unconventional Inventor")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "play", ITEM)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(maurice))
    choose(g, 0, "yes")  # the only item of yours is chosen
    assert names(g, 0, "discard") == [ITEM] and len(names(g, 0, "hand")) == 1
    assert g.state.decision is None and names(g, 1, "play") == [STITCH]


def test_maurice_with_his_machine_may_also_banish_a_weak_character() -> None:
    sc = Scenario(active=0)
    maurice = sc.add(0, "hand", "Maurice - Unconventional Inventor")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "play", MACHINE)
    weak = sc.add(1, "play", STITCH)
    sc.add(1, "play", SVEN)  # too strong
    g = sc.build()
    g.apply(0, PlayCard(maurice))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1  # drew
    choose(g, 0, "yes")  # "you may also banish": the only weak character is chosen
    assert names(g, 1, "discard") == [STITCH] and g.state.card(weak) is None
    choose(g, 0, "no")  # then Maurice's Machine's own "when banished": declined


def test_moana_island_explorer_gives_another_of_yours_3_strength_on_challenge() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Island Explorer")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(moana, foe))
    assert strength(g.state, card(g, mickey)) == 6


def test_stabbington_brother_gives_the_other_brothers_rush() -> None:
    sc = Scenario(active=0)
    a = sc.add(0, "play", STAB)
    b = sc.add(0, "play", STAB)
    mickey = sc.add(0, "play", MICKEY)
    theirs = sc.add(1, "play", STAB)
    g = sc.build()
    assert has(g.state, card(g, a), "Rush") and has(g.state, card(g, b), "Rush")
    assert not has(g.state, card(g, mickey), "Rush")
    assert has(g.state, card(g, theirs), "Rush")  # printed


def test_beast_frustrated_designer_banishes_2_items_to_deal_5() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "play", "Beast - Frustrated Designer")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", ITEM)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    assert Activate(beast, 0) not in legal_actions(g.state, 0)  # only one item
    sc = Scenario(active=0)
    beast = sc.add(0, "play", "Beast - Frustrated Designer")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", ITEM, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(beast, 0))  # both items are chosen
    assert names(g, 0, "discard") == [ITEM, ITEM]
    choose(g, 0, foe)
    assert card(g, foe).damage == 5 and card(g, beast).exerted


def test_lyle_rourke_deals_2_to_everyone_once_per_turn_when_you_ink() -> None:
    sc = Scenario(active=0)
    lyle = sc.add(0, "play", "Lyle Tiberius Rourke - Crystallized Mercenary")
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "hand", INK)
    g = sc.build()
    g.apply(0, InkCard(find(g, 0, "hand", INK).iid))
    assert card(g, lyle).damage == 2 and card(g, foe).damage == 2
    g.apply(0, EndTurn())
    g.apply(1, InkCard(find(g, 1, "hand", STITCH).iid))  # not your inkwell
    assert card(g, foe).damage == 2


def test_unconventional_tool_makes_the_next_item_cheaper_when_banished() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "play", "Beast - Frustrated Designer")
    sc.add(0, "play", "Unconventional Tool")
    sc.add(0, "play", ITEM)
    machine = sc.add(0, "hand", MACHINE)  # cost 3
    other = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(beast, 0))  # banishes the Tool and the Dinglehopper
    choose(g, 0, foe)
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, machine)) == 1
    assert cost_to_play(g.state, p, card(g, other)) == 3  # items only


def test_ruby_coil_gives_2_strength_when_you_ink() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ruby Coil")
    mickey = sc.add(0, "play", MICKEY)
    ink = sc.add(0, "hand", INK)
    g = sc.build()
    g.apply(0, InkCard(ink))  # the only character is chosen
    assert strength(g.state, card(g, mickey)) == 5
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


def test_maurices_machine_may_return_a_cheap_item_when_banished() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "play", "Beast - Frustrated Designer")
    sc.add(0, "play", MACHINE)
    sc.add(0, "play", ITEM)
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(beast, 0))
    choose(g, 0, foe)
    choose(g, 0, "yes")  # the Dinglehopper (cost 1) is the only choice, not the Machine
    assert names(g, 0, "hand") == [ITEM] and names(g, 0, "discard") == [MACHINE]
