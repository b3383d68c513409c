"""Set 4 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard, Quest
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    MICKEY,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    keep_order,
    names,
    options,
    remove,
)

MADRIGAL = "Antonio Madrigal - Animal Expert"  # vanilla Madrigal, lore 1


# --- Julieta Madrigal - Excellent Cook -------------------------------------------------------

def test_julieta_heals_then_may_draw() -> None:
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 2)
    assert card(g, hurt).damage == 1
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1 and idle(g)


def test_julieta_removing_no_damage_draws_nothing() -> None:
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 0)
    assert card(g, hurt).damage == 3 and names(g, 0, "hand") == [] and idle(g)
    # Nor does choosing an undamaged character: no amount to remove, no draw offered.
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    unhurt = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, unhurt)
    assert g.state.decision is None and names(g, 0, "hand") == []


def test_julieta_may_decline_the_draw() -> None:
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(1, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 1)
    choose(g, 0, "no")
    assert card(g, hurt).damage == 0 and names(g, 0, "hand") == [] and idle(g)


# --- Mickey Mouse - Leader of the Band -------------------------------------------------------

def test_mickey_leader_of_the_band_grants_support_this_turn() -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "hand", "Mickey Mouse - Leader of the Band")
    sc.add(0, "inkwell", INK, count=4)
    other = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    assert set(options(g)) == {other, find(g, 0, "play", "Mickey Mouse - Leader of the Band").iid}
    choose(g, 0, other)
    assert has(g.state, card(g, other), "Support")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, other), "Support")


# --- Mirabel Madrigal - Gift of the Family ---------------------------------------------------

def test_mirabel_gift_of_the_family_gives_other_madrigals_lore() -> None:
    sc = Scenario(active=0)
    mirabel = sc.add(0, "play", "Mirabel Madrigal - Gift of the Family")
    family = sc.add(0, "play", MADRIGAL)
    outsider = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", MADRIGAL)
    g = sc.build()
    g.apply(0, Quest(mirabel))
    choose(g, 0, 1)  # the bag: SAVING THE MIRACLE first
    choose(g, 0, "no")  # then Support: not used
    assert lore(g.state, card(g, family)) == 2
    assert lore(g.state, card(g, outsider)) == card(g, outsider).facts.lore  # not a Madrigal
    assert lore(g.state, card(g, foe)) == 1  # not yours
    assert lore(g.state, card(g, mirabel)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, family)) == 1


# --- Pluto - Rescue Dog ----------------------------------------------------------------------

def test_pluto_rescue_dog_may_heal_up_to_3_from_one_of_yours() -> None:
    sc, pluto = hand_and_ink("Pluto - Rescue Dog")
    hurt = sc.add(0, "play", SVEN, damage=5)
    foe = sc.add(1, "play", SVEN, damage=5)
    g = sc.build()
    g.apply(0, PlayCard(pluto))
    choose(g, 0, "yes")
    assert foe not in options(g)
    choose(g, 0, hurt)
    assert options(g) == ["0", "1", "2", "3"]
    remove(g, 0, 3)
    assert card(g, hurt).damage == 2


# --- Look at This Family ---------------------------------------------------------------------


def test_look_at_this_family_takes_up_to_two_characters() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Look at This Family")
    sc.add(0, "inkwell", INK, count=7)
    for name in (MICKEY, "Smash", SVEN, INK, "Dinglehopper", "Smash"):
        sc.add(0, "deck", name)
    g = sc.build()
    events = g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.max == 2 and d.min == 0 and len(d.options) == 3  # characters only
    choose(g, 0, find(g, 0, "deck", MICKEY).iid, find(g, 0, "deck", SVEN).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY, SVEN]
    assert names(g, 0, "deck") == ["Smash", "Smash", INK, "Dinglehopper"]
    assert not [e for e in events if e["type"] == "reveal"]  # revealed as they are taken


# --- Lost in the Woods -----------------------------------------------------------------------


def test_lost_in_the_woods_weakens_all_opposing_characters_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Lost in the Woods")
    sc.add(0, "inkwell", INK, count=4)
    mine = sc.add(0, "play", SVEN)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, a)) == 3 and strength(g.state, card(g, b)) == 1
    assert strength(g.state, card(g, mine)) == 5
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, a)) == 3  # still during their turn
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, a)) == 5
