"""Set 7 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, EndTurn, PlayCard, Quest
from engine.query import has, keyword, strength
from engine.scenario import Scenario
from engine.turn_actions import legal_actions

from .helpers import INK, ITEM, MICKEY, SVEN, card, choose, find, keep_order, names

BELLE_BASE = "Belle - Apprentice Inventor"


# --- Monsieur D'Arque - Despicable Proprietor ------------------------------------------------


def test_monsieur_darque_banishes_an_item_of_yours_to_draw() -> None:
    sc = Scenario(active=0)
    darque = sc.add(0, "play", "Monsieur D'Arque - Despicable Proprietor")
    sc.add(0, "play", ITEM)
    g = sc.build()
    g.apply(0, Quest(darque))
    choose(g, 0, "yes")
    assert names(g, 0, "discard") == [ITEM] and len(names(g, 0, "hand")) == 1


def test_monsieur_darque_without_an_item_draws_nothing() -> None:
    sc = Scenario(active=0)
    darque = sc.add(0, "play", "Monsieur D'Arque - Despicable Proprietor")
    sc.add(1, "play", ITEM)  # not yours
    g = sc.build()
    g.apply(0, Quest(darque))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [] and names(g, 1, "play") == [ITEM]


# --- Belle - Apprentice Inventor -------------------------------------------------------------

def test_belle_apprentice_inventor_is_played_for_free_by_banishing_an_item() -> None:
    sc = Scenario(active=0)
    belle = sc.add(0, "hand", BELLE_BASE)
    item = sc.add(0, "play", ITEM)
    sc.add(1, "play", ITEM)  # not yours
    g = sc.build()
    legal = legal_actions(g.state, 0)
    assert PlayCard(belle, banish=item) in legal
    assert [a for a in legal if isinstance(a, PlayCard)] == [PlayCard(belle, banish=item)]
    g.apply(0, PlayCard(belle, banish=item))
    assert names(g, 0, "play") == [BELLE_BASE] and names(g, 0, "discard") == [ITEM]


def test_belle_apprentice_inventor_needs_an_item_of_yours() -> None:
    sc = Scenario(active=0)
    belle = sc.add(0, "hand", BELLE_BASE)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    plays = [a for a in legal_actions(g.state, 0) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(belle)]


# --- Kida - Creative Thinker -----------------------------------------------------------------


def test_kida_puts_one_of_the_top_2_into_the_inkwell_and_has_ward() -> None:
    sc = Scenario(active=0)
    kida = sc.add(0, "play", "Kida - Creative Thinker")
    for name in (MICKEY, SVEN, ITEM):
        sc.add(0, "deck", name)
    g = sc.build()
    assert has(g.state, card(g, kida), "Ward")
    g.apply(0, Activate(kida, 0))
    d = g.state.decision
    assert d is not None and d.min == 1 and len(d.options) == 2
    choose(g, 0, find(g, 0, "deck", SVEN).iid)
    keep_order(g, 0)
    assert names(g, 0, "inkwell") == [SVEN] and g.state.players[0].inkwell[0].exerted
    assert names(g, 0, "deck") == [MICKEY, ITEM]


# --- Marie - Favored Kitten ------------------------------------------------------------------


def test_marie_may_give_minus_2_strength_this_turn() -> None:
    sc = Scenario(active=0)
    marie = sc.add(0, "play", "Marie - Favored Kitten")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(marie))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Jebidiah Farnsworth - Expedition Cook ---------------------------------------------------

def test_jebidiah_gives_resist_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    jeb = sc.add(0, "hand", "Jebidiah Farnsworth - Expedition Cook")
    sc.add(0, "inkwell", INK, count=4)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(jeb))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") is None


# --- All Is Found ----------------------------------------------------------------------------

def test_all_is_found_puts_up_to_2_discard_cards_into_the_inkwell_exerted() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "All Is Found")
    sc.add(0, "inkwell", INK, count=5)
    a = sc.add(0, "discard", MICKEY)
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and (d.min, d.max) == (0, 2)
    choose(g, 0, a)  # "up to": one is enough
    well = g.state.players[0].inkwell
    assert len(well) == 6 and well[-1].name == MICKEY and well[-1].exerted
    assert names(g, 0, "discard") == [SVEN, "All Is Found"]
