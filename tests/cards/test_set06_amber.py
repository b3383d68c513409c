"""Set 6 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard, Quest
from engine.query import cost_to_play, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    ISLAND,
    MICKEY,
    OWL,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    keep_order,
    names,
    options,
    remove,
)

BIG_PIRATE = "Gopher - Ship's Carpenter"  # 1/6 Pirate, cost 4
MICHAEL_DARLING = "Michael Darling - Playful Swordsman"  # 2/2 Pirate, cost 1


# --- Owl - Pirate Lookout --------------------------------------------------------------------

def test_owl_pirate_lookout_weakens_when_you_ink() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Owl - Pirate Lookout")
    ink = sc.add(0, "hand", OWL)
    foe = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, InkCard(ink))  # the only opposing character is chosen for the player
    assert strength(g.state, card(g, foe)) == 4
    assert strength(g.state, card(g, mine)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 4
    g.apply(1, InkCard(find(g, 1, "hand", "Stitch - New Dog").iid))  # not your inkwell
    assert g.state.decision is None


# --- Winnie the Pooh - Hunny Pirate ----------------------------------------------------------


def test_winnie_the_pooh_hunny_pirate_makes_the_next_pirate_cheaper() -> None:
    sc = Scenario(active=0)
    pooh = sc.add(0, "play", "Winnie the Pooh - Hunny Pirate")
    first = sc.add(0, "hand", BIG_PIRATE)
    second = sc.add(0, "hand", BIG_PIRATE)
    other = sc.add(0, "hand", SVEN)
    sc.add(0, "inkwell", INK, count=8)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, Quest(pooh))
    while g.state.decision is not None:  # the bag's order, then Support: declined
        choose(g, 0, "no" if g.state.decision.kind == "may" else options(g)[0])
    assert cost_to_play(g.state, p, card(g, first)) == 3
    assert cost_to_play(g.state, p, card(g, other)) == 6  # not a Pirate
    g.apply(0, PlayCard(first))
    assert p.ready_ink() == 5
    assert cost_to_play(g.state, p, card(g, second)) == 4  # only the next one


# --- Rabbit - Indignant Pirate ---------------------------------------------------------------


def test_rabbit_may_remove_up_to_1_damage() -> None:
    sc = Scenario(active=0)
    rabbit = sc.add(0, "hand", "Rabbit - Indignant Pirate")
    sc.add(0, "inkwell", INK)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(rabbit))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 2


def test_rabbit_may_decline() -> None:
    sc = Scenario(active=0)
    rabbit = sc.add(0, "hand", "Rabbit - Indignant Pirate")
    sc.add(0, "inkwell", INK)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(rabbit))
    choose(g, 0, "no")
    assert card(g, hurt).damage == 3


# --- Roo - Littlest Pirate -------------------------------------------------------------------

def test_roo_gives_minus_2_strength_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    roo = sc.add(0, "hand", "Roo - Littlest Pirate")
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(roo))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3  # through the opponent's turn
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Jim Hawkins - Honorable Pirate ----------------------------------------------------------


def test_jim_hawkins_takes_any_number_of_revealed_pirates() -> None:
    sc = Scenario(active=0)
    jim = sc.add(0, "hand", "Jim Hawkins - Honorable Pirate")
    sc.add(0, "inkwell", INK, count=7)
    for name in (MICHAEL_DARLING, MICKEY, BIG_PIRATE, "Lead the Way", SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(jim))
    choose(g, 0, "ready")  # Bodyguard: how it enters play
    d = g.state.decision
    assert d is not None and d.max == 4  # any number
    assert sorted(options(g)) == sorted([find(g, 0, "deck", MICHAEL_DARLING).iid,
                                         find(g, 0, "deck", BIG_PIRATE).iid])
    choose(g, 0, *options(g))
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICHAEL_DARLING, BIG_PIRATE]
    assert names(g, 0, "deck") == [SVEN, MICKEY, "Lead the Way"]


# --- I Won't Give In -------------------------------------------------------------------------


def test_i_wont_give_in_returns_a_cheap_character_card() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "I Won't Give In")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "discard", SVEN)  # cost 6
    sc.add(0, "discard", "Lead the Way")  # not a character
    cheap = sc.add(0, "discard", MICHAEL_DARLING)
    stitch = sc.add(0, "discard", STITCH)  # cost 1
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {cheap, stitch}
    choose(g, 0, cheap)
    assert names(g, 0, "hand") == [MICHAEL_DARLING]
    assert g.state.card(cheap) is None
    assert names(g, 0, "discard") == [SVEN, "Lead the Way", STITCH, "I Won't Give In"]


# --- Rescue Rangers Away! --------------------------------------------------------------------

def test_rescue_rangers_away_counts_your_characters() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Rescue Rangers Away!")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", MICKEY, count=3)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 2
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 2
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Pooh Pirate Ship ------------------------------------------------------------------------

def test_pooh_pirate_ship_returns_a_pirate_from_discard() -> None:
    sc = Scenario(active=0)
    ship = sc.add(0, "play", "Pooh Pirate Ship")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "discard", MICKEY)
    sc.add(0, "discard", MICHAEL_DARLING)
    g = sc.build()
    g.apply(0, Activate(ship, 0))  # the only Pirate is chosen for the player
    assert names(g, 0, "hand") == [MICHAEL_DARLING]
    assert names(g, 0, "discard") == [MICKEY]
    assert card(g, ship).exerted and g.state.players[0].ready_ink() == 0


# --- Hundred Acre Island - Pooh's Home -------------------------------------------------------


def test_hundred_acre_island_gains_lore_when_a_character_is_banished_here() -> None:
    sc = Scenario(active=1)
    island = sc.add(0, "play", ISLAND)
    sc.add(0, "play", MICHAEL_DARLING, location=island, exerted=True)  # 2/2
    away = sc.add(0, "play", MICHAEL_DARLING, exerted=True)
    foe = sc.add(1, "play", SVEN)
    foe2 = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, find(g, 0, "play", MICHAEL_DARLING).iid))
    assert g.state.players[0].lore == 1
    g.apply(1, Challenge(foe2, away))  # not here
    assert g.state.players[0].lore == 1


def test_hundred_acre_island_not_during_your_turn() -> None:
    sc = Scenario(active=0)
    island = sc.add(0, "play", ISLAND)
    mine = sc.add(0, "play", MICHAEL_DARLING, location=island)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    assert names(g, 0, "discard") == [MICHAEL_DARLING]
    assert g.state.players[0].lore == 0
