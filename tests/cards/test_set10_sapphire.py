"""Set 10 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, PlayCard, Quest
from engine.query import has, keyword
from engine.scenario import Scenario

from .helpers import (
    INK,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    keep_order,
    names,
    options,
    remove,
)

DETECTIVE = "Francine - Eyeing the Evidence"  # Detective 4/3, Resist 1
COCONUT_BASKET = "Coconut Basket"


# --- Judy Hopps - On the Case ----------------------------------------------------------------

def test_judy_on_the_case_inks_an_item_with_another_detective() -> None:
    sc, judy = hand_and_ink("Judy Hopps - On the Case")
    sc.add(0, "play", DETECTIVE)
    sc.add(1, "play", COCONUT_BASKET)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    choose(g, 0, "yes")
    assert names(g, 1, "play") == [] and len(g.state.players[1].inkwell) == 1
    sc, judy = hand_and_ink("Judy Hopps - On the Case")
    sc.add(1, "play", COCONUT_BASKET)
    g = sc.build()
    g.apply(0, PlayCard(judy))  # no other Detective: nothing asked
    assert g.state.decision is None and names(g, 1, "play") == [COCONUT_BASKET]


# --- Hen Wen - Prophetic Pig -----------------------------------------------------------------

def test_hen_wen_looks_at_the_top_card_on_quest() -> None:
    sc = Scenario(active=0)
    hen = sc.add(0, "play", "Hen Wen - Prophetic Pig")
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, Quest(hen))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]


# --- Jasmine - Soothing Princess -------------------------------------------------------------

def test_jasmine_soothing_princess_heals_each_of_yours() -> None:
    sc = Scenario(active=0)
    jas = sc.add(0, "play", "Jasmine - Soothing Princess", under=(STITCH,))
    a = sc.add(0, "play", SVEN, damage=4)
    b = sc.add(0, "play", MICKEY, damage=1)
    foe = sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, Quest(jas))
    remove(g, 0)
    remove(g, 0)
    assert card(g, a).damage == 1 and card(g, b).damage == 0 and card(g, foe).damage == 2


# --- Judy Hopps - Lead Detective -------------------------------------------------------------

def test_judy_lead_detective_gives_detectives_alert_and_resist_on_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Judy Hopps - Lead Detective")
    det = sc.add(0, "play", DETECTIVE)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert has(g.state, card(g, det), "Alert") and keyword(g.state, card(g, det), "Resist") == 3
    assert not has(g.state, card(g, mickey), "Alert")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, det), "Alert")


# --- Judy Hopps - Uncovering Clues -----------------------------------------------------------

def test_judy_uncovering_clues_searches_when_played_and_questing() -> None:
    sc, judy = hand_and_ink("Judy Hopps - Uncovering Clues")
    for name in (MICKEY, DETECTIVE, SVEN, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    assert options(g) == [find(g, 0, "deck", DETECTIVE).iid]
    g.apply(0, Choose((find(g, 0, "deck", DETECTIVE).iid,)))
    keep_order(g, 0)
    assert names(g, 0, "hand") == [DETECTIVE]
    assert names(g, 0, "deck") == [STITCH, MICKEY, SVEN]


# --- Pluto - Clever Cluefinder ---------------------------------------------------------------

def test_pluto_returns_an_item_to_hand_with_a_detective_else_to_the_deck_top() -> None:
    for with_detective in (True, False):
        sc = Scenario(active=0)
        pluto = sc.add(0, "play", "Pluto - Clever Cluefinder")
        sc.add(0, "discard", COCONUT_BASKET)
        sc.add(0, "discard", MICKEY)
        if with_detective:
            sc.add(0, "play", DETECTIVE)
        g = sc.build()
        g.apply(0, Activate(pluto, 0))  # the only item card: chosen
        if with_detective:
            assert names(g, 0, "hand") == [COCONUT_BASKET]
        else:
            assert names(g, 0, "deck")[0] == COCONUT_BASKET and names(g, 0, "hand") == []


# --- Kristoff - Mining the Ruins -------------------------------------------------------------

def test_kristoff_inks_from_the_deck_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    kristoff = sc.add(0, "play", "Kristoff - Mining the Ruins", under=(STITCH,))
    g = sc.build()
    g.apply(0, Quest(kristoff))
    ink = g.state.players[0].inkwell
    assert len(ink) == 1 and ink[0].exerted
    sc = Scenario(active=0)
    kristoff = sc.add(0, "play", "Kristoff - Mining the Ruins")
    g = sc.build()
    g.apply(0, Quest(kristoff))
    assert g.state.players[0].inkwell == []


# --- Hen Wen's Visions -----------------------------------------------------------------------

def test_hen_wens_visions_keeps_one_on_top() -> None:
    sc, action = hand_and_ink("Hen Wen's Visions")
    for name in (MICKEY, SVEN, STITCH, INK, DETECTIVE):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(action))
    g.apply(0, Choose((find(g, 0, "deck", STITCH).iid,)))
    keep_order(g, 0)
    assert names(g, 0, "deck") == [STITCH, DETECTIVE, MICKEY, SVEN, INK]


# --- Promising Lead --------------------------------------------------------------------------

def test_promising_lead_and_putting_it_all_together() -> None:
    sc, lead = hand_and_ink("Promising Lead")
    together = sc.add(0, "hand", "Putting It All Together")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(lead))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Support")
    g.apply(0, PlayCard(together))  # Sven: the only opposing character
    assert len(names(g, 0, "hand")) == 1
    card(g, mickey).exerted = True
    g.apply(0, EndTurn())
    assert Challenge(foe, mickey) not in g.legal_actions(1)


# --- Detective's Badge -----------------------------------------------------------------------

def test_detectives_badge_makes_a_detective() -> None:
    sc = Scenario(active=0)
    badge = sc.add(0, "play", "Detective's Badge")
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "play", "Judy Hopps - Lead Detective")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert not has(g.state, card(g, mickey), "Alert")
    g.apply(0, Activate(badge, 0))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Alert")  # a Detective now
    assert keyword(g.state, card(g, mickey), "Resist") == 3
