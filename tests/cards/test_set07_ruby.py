"""Set 7 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, strength
from engine.scenario import Scenario
from engine.turn_actions import legal_actions

from .helpers import INK, ITEM, MICKEY, OWL, STITCH, SVEN, card, choose, find, names, options

MACHINE = "Maurice's Machine"
STAB = "Stabbington Brother - Without a Patch"
BELLE = "Belle - Mechanic Extraordinaire"
BELLE_BASE = "Belle - Apprentice Inventor"


# --- Grandmother Fa - Spirited Elder ---------------------------------------------------------

def test_grandmother_fa_gives_one_of_yours_strength_on_quest() -> None:
    sc = Scenario(active=0)
    fa = sc.add(0, "play", "Grandmother Fa - Spirited Elder")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(fa))
    choose(g, 0, "yes")
    assert foe not in options(g)
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 5


# --- The Matchmaker - Unforgiving Expert -----------------------------------------------------

def test_the_matchmaker_makes_each_opponent_lose_lore_when_challenging() -> None:
    sc = Scenario(active=0)
    mm = sc.add(0, "play", "The Matchmaker - Unforgiving Expert")
    foe = sc.add(1, "play", SVEN, exerted=True)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Challenge(mm, foe))
    assert g.state.players[1].lore == 2


# --- Stabbington Brother - Without a Patch ---------------------------------------------------

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


# --- Belle - Mechanic Extraordinaire ---------------------------------------------------------

def test_belle_mechanic_shift_costs_1_less_per_item_in_your_discard() -> None:
    sc = Scenario(active=0)
    belle = sc.add(0, "hand", BELLE)
    base = sc.add(0, "play", BELLE_BASE)
    sc.add(0, "discard", ITEM, count=3)
    sc.add(0, "inkwell", INK, count=4)  # Shift 7 - 3
    g = sc.build()
    shift = PlayCard(belle, shift=base)
    assert shift in legal_actions(g.state, 0)
    assert PlayCard(belle) not in legal_actions(g.state, 0)  # 9 to play normally
    g.apply(0, shift)
    assert g.state.players[0].ready_ink() == 0


def test_belle_mechanic_repurposes_items_for_lore() -> None:
    sc = Scenario(active=0)
    belle = sc.add(0, "play", BELLE)
    a = sc.add(0, "discard", ITEM)
    b = sc.add(0, "discard", "Gold Coin")
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, Quest(belle))
    choose(g, 0, "yes")
    choose(g, 0, a, b)
    assert names(g, 0, "discard") == [MICKEY]
    assert names(g, 0, "deck")[-2:] == [ITEM, "Gold Coin"]
    assert g.state.players[0].lore == 3 + 2


# --- Cy-Bug - Invasive Enemy -----------------------------------------------------------------

def test_cy_bug_gets_strength_for_each_other_character_of_yours() -> None:
    sc = Scenario(active=0)
    bug = sc.add(0, "play", "Cy-Bug - Invasive Enemy")
    sc.add(0, "play", MICKEY, count=2)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    assert strength(g.state, card(g, bug)) == 3


# --- Cogsworth - Climbing Clock --------------------------------------------------------------

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


# --- Beagle Boys - Small-Time Crooks ---------------------------------------------------------

def test_beagle_boys_give_rush_and_resist_this_turn() -> None:
    sc = Scenario(active=0)
    boys = sc.add(0, "play", "Beagle Boys - Small-Time Crooks")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(boys))
    choose(g, 0, mickey)
    m = card(g, mickey)
    assert has(g.state, m, "Rush") and keyword(g.state, m, "Resist") == 1
    g.apply(0, EndTurn())
    assert not has(g.state, m, "Rush") and keyword(g.state, m, "Resist") is None


# --- Moana - Island Explorer -----------------------------------------------------------------

def test_moana_island_explorer_gives_another_of_yours_3_strength_on_challenge() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Island Explorer")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(moana, foe))
    assert strength(g.state, card(g, mickey)) == 6


# --- Beast - Frustrated Designer -------------------------------------------------------------

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


# --- Maurice - Unconventional Inventor -------------------------------------------------------

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


# --- Lyle Tiberius Rourke - Crystallized Mercenary -------------------------------------------

def test_lyle_rourke_deals_2_to_everyone_once_per_turn_when_you_ink() -> None:
    sc = Scenario(active=0)
    lyle = sc.add(0, "play", "Lyle Tiberius Rourke - Crystallized Mercenary")
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "hand", OWL)
    g = sc.build()
    g.apply(0, InkCard(find(g, 0, "hand", OWL).iid))
    assert card(g, lyle).damage == 2 and card(g, foe).damage == 2
    g.apply(0, EndTurn())
    g.apply(1, InkCard(find(g, 1, "hand", STITCH).iid))  # not your inkwell
    assert card(g, foe).damage == 2


# --- Ruby Coil -------------------------------------------------------------------------------

def test_ruby_coil_gives_2_strength_when_you_ink() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ruby Coil")
    mickey = sc.add(0, "play", MICKEY)
    ink = sc.add(0, "hand", OWL)
    g = sc.build()
    g.apply(0, InkCard(ink))  # the only character is chosen
    assert strength(g.state, card(g, mickey)) == 5
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


# --- Unconventional Tool ---------------------------------------------------------------------

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


# --- Maurice's Machine -----------------------------------------------------------------------

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
