"""Set 4 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard, Quest
from engine.query import can_be_chosen, cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import (
    AURORA,
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

SISU = "Sisu - Wise Friend"  # vanilla, inkable


# --- Anna - Braving the Storm ----------------------------------------------------------------

def test_anna_braving_the_storm_needs_another_hero() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "play", "Anna - Braving the Storm")
    sc.add(0, "play", SVEN)
    sc.add(1, "play", AURORA)  # not yours
    g = sc.build()
    assert lore(g.state, card(g, anna)) == 1
    sc2 = Scenario(active=0)
    anna2 = sc2.add(0, "play", "Anna - Braving the Storm")
    sc2.add(0, "play", AURORA)
    g2 = sc2.build()
    assert lore(g2.state, card(g2, anna2)) == 2


# --- Anna - True-Hearted ---------------------------------------------------------------------

def test_anna_true_hearted_gives_other_heroes_lore_this_turn() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "play", "Anna - True-Hearted")
    hero = sc.add(0, "play", AURORA)
    ally = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(anna))
    assert lore(g.state, card(g, hero)) == 3 and lore(g.state, card(g, ally)) == 1
    assert lore(g.state, card(g, anna)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, hero)) == 2


# --- Flounder - Collector's Companion --------------------------------------------------------

def test_flounder_costs_1_less_with_ariel() -> None:
    sc = Scenario(active=0)
    flounder = sc.add(0, "hand", "Flounder - Collector's Companion")
    g = sc.build()
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, flounder)) == 3
    sc2 = Scenario(active=0)
    f2 = sc2.add(0, "hand", "Flounder - Collector's Companion")
    sc2.add(0, "play", "Ariel - On Human Legs")
    g2 = sc2.build()
    assert cost_to_play(g2.state, g2.state.players[0], card(g2, f2)) == 2
    sc3 = Scenario(active=0)  # any character named Ariel
    f3 = sc3.add(0, "hand", "Flounder - Collector's Companion")
    sc3.add(0, "play", "Ariel - Determined Mermaid")
    g3 = sc3.build()
    assert cost_to_play(g3.state, g3.state.players[0], card(g3, f3)) == 2


# --- Hans - Noble Scoundrel ------------------------------------------------------------------

def test_hans_gains_lore_if_a_princess_or_queen_is_in_play() -> None:
    for other, gained in ((AURORA, 1), (MICKEY, 0)):  # the Princess in the inkwell does not count
        sc, hans = hand_and_ink("Hans - Noble Scoundrel")
        sc.add(1, "play", other)
        g = sc.build()
        g.apply(0, PlayCard(hans))
        assert g.state.players[0].lore == gained


# --- Pascal - Inquisitive Pet ----------------------------------------------------------------

def test_pascal_reorders_the_top_three() -> None:
    sc = Scenario(active=0)
    pascal = sc.add(0, "hand", "Pascal - Inquisitive Pet")
    sc.add(0, "inkwell", SISU, count=3)
    for name in (MICKEY, SVEN, AURORA, SISU):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(pascal))
    d = g.state.decision
    assert d is not None and d.kind == "order"
    choose(g, 0, find(g, 0, "deck", AURORA).iid)
    choose(g, 0, find(g, 0, "deck", MICKEY).iid)
    assert names(g, 0, "deck") == [AURORA, MICKEY, SVEN, SISU] and names(g, 0, "hand") == []


# --- Prince Phillip - Gallant Defender -------------------------------------------------------

def test_prince_phillip_gives_resist_to_the_character_chosen_for_support() -> None:
    sc = Scenario(active=0)
    phillip = sc.add(0, "play", "Prince Phillip - Gallant Defender")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(phillip))
    choose(g, 0, "yes")  # Support; Mickey is the only other character
    assert strength(g.state, card(g, mickey)) == 4
    assert keyword(g.state, card(g, mickey), "Resist") == 1 and idle(g)
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") is None


def test_prince_phillip_ignores_opposing_characters_chosen_for_support() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Prince Phillip - Gallant Defender")
    foe = sc.add(1, "play", MICKEY)
    basil = sc.add(1, "play", "Basil - Of Baker Street")
    g = sc.build()
    g.apply(0, EndTurn())
    g.apply(1, Quest(basil))
    choose(g, 1, "yes")
    choose(g, 1, foe)
    assert strength(g.state, card(g, foe)) == 5
    assert keyword(g.state, card(g, foe), "Resist") is None and idle(g)


# --- Rapunzel - Appreciative Artist ----------------------------------------------------------


def test_rapunzel_has_ward_with_pascal() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Appreciative Artist")
    g = sc.build()
    assert not has(g.state, card(g, rapunzel), "Ward")
    assert can_be_chosen(g.state, card(g, rapunzel), 1)
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Appreciative Artist")
    sc.add(0, "play", "Pascal - Inquisitive Pet")
    g = sc.build()
    assert has(g.state, card(g, rapunzel), "Ward")
    assert not can_be_chosen(g.state, card(g, rapunzel), 1)


# --- Transformed Chef - Castle Stove ---------------------------------------------------------

def test_transformed_chef_heals_up_to_two() -> None:
    sc = Scenario(active=0)
    chef = sc.add(0, "hand", "Transformed Chef - Castle Stove")
    sc.add(0, "inkwell", INK, count=4)
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(chef))
    assert {hurt, foe} <= set(options(g))  # any chosen character
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 1 and idle(g)


# --- Dig a Little Deeper ---------------------------------------------------------------------

def test_dig_a_little_deeper_puts_two_of_seven_into_hand() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Dig a Little Deeper")
    sc.add(0, "inkwell", SISU, count=8)
    for name in (MICKEY, SVEN, AURORA, SISU, MICKEY, SVEN, AURORA, "Smash"):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.min == 2 and d.max == 2 and len(d.options) == 7
    choose(g, 0, d.options[0], d.options[1])
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY, SVEN]
    assert names(g, 0, "deck")[0] == "Smash" and len(names(g, 0, "deck")) == 6


# --- Seldom All They Seem --------------------------------------------------------------------

def test_seldom_all_they_seem_gives_minus_3_this_turn() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Seldom All They Seem")
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, foe)) == 2
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5
