"""Set 7 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard
from engine.query import has, keyword, strength
from engine.scenario import Scenario

from .helpers import INK, ITEM, MICKEY, OWL, STITCH, SVEN, card, choose, find, hand_and_ink, names

# --- Helga Sinclair - Tough as Nails ---------------------------------------------------------

def test_helga_is_evasive_during_your_turn() -> None:
    sc = Scenario(active=0)
    helga = sc.add(0, "play", "Helga Sinclair - Tough as Nails")
    g = sc.build()
    assert has(g.state, card(g, helga), "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, helga), "Evasive")


# --- Raya - Guidance Seeker ------------------------------------------------------------------

def test_raya_gains_resist_when_you_ink() -> None:
    sc = Scenario(active=0)
    raya = sc.add(0, "play", "Raya - Guidance Seeker")
    ink = sc.add(0, "hand", OWL)
    g = sc.build()
    g.apply(0, InkCard(ink))
    assert keyword(g.state, card(g, raya), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, raya), "Resist") == 1
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, raya), "Resist") is None


# --- Fa Zhou - War Hero ----------------------------------------------------------------------

def test_fa_zhou_gains_3_lore_on_the_second_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Fa Zhou - War Hero")
    x = sc.add(0, "play", SVEN)
    y = sc.add(0, "play", SVEN)
    z = sc.add(0, "play", SVEN)
    foes = [sc.add(1, "play", STITCH, exerted=True) for _ in range(3)]
    g = sc.build()
    g.apply(0, Challenge(x, foes[0]))
    assert g.state.players[0].lore == 0
    g.apply(0, Challenge(y, foes[1]))
    assert g.state.players[0].lore == 3
    g.apply(0, Challenge(z, foes[2]))
    assert g.state.players[0].lore == 3


# --- Razoul - Menacing Guard -----------------------------------------------------------------

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


# --- Jafar - Aspiring Ruler ------------------------------------------------------------------


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


# --- Mulan - Disguised Soldier ---------------------------------------------------------------

def test_mulan_disguised_soldier_may_draw_then_discard() -> None:
    sc, mulan = hand_and_ink("Mulan - Disguised Soldier")
    sc.add(0, "hand", SVEN)
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mulan))
    choose(g, 0, "yes")
    assert sorted(names(g, 0, "hand")) == [MICKEY, SVEN]
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "discard") == [SVEN]
    sc, mulan = hand_and_ink("Mulan - Disguised Soldier")
    g = sc.build()
    g.apply(0, PlayCard(mulan))
    choose(g, 0, "no")
    assert names(g, 0, "hand") == []


# --- Double Trouble --------------------------------------------------------------------------


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


# --- Training Staff --------------------------------------------------------------------------

def test_training_staff_grants_challenger() -> None:
    sc = Scenario(active=0)
    staff = sc.add(0, "play", "Training Staff")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    g.apply(0, Activate(staff, 0))
    assert keyword(g.state, card(g, mickey), "Challenger") == 2
    assert g.state.players[0].ready_ink() == 0
