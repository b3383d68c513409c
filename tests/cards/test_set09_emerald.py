"""Set 9 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, MoveTo, PlayCard
from engine.query import has, strength
from engine.scenario import Scenario

from .helpers import INK, LAGOON, MICKEY, SONG, SVEN, card, choose, hand_and_ink, names

# --- Goofy - Set for Adventure ---------------------------------------------------------------

def test_goofy_brings_a_friend_along_and_draws() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Set for Adventure")
    friend = sc.add(0, "play", MICKEY)
    lagoon = sc.add(0, "play", LAGOON)
    other = sc.add(0, "play", "Pride Lands - Pride Rock")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, MoveTo(goofy, lagoon))
    choose(g, 0, "yes")  # Mickey is the only other character of Goofy's player: chosen
    assert card(g, friend).location == lagoon and len(names(g, 0, "hand")) == 1
    g.apply(0, MoveTo(goofy, other))  # once during your turn
    assert g.state.decision is None and len(names(g, 0, "hand")) == 1


# --- Max Goof - Rebellious Teen --------------------------------------------------------------

def test_max_goof_rebellious_teen_pays_to_return_a_song() -> None:
    sc, max_ = hand_and_ink("Max Goof - Rebellious Teen", ink=4)
    sc.add(0, "discard", SONG)
    sc.add(0, "discard", "Fantastical and Magical")  # cost 9: not allowed
    g = sc.build()
    g.apply(0, PlayCard(max_))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [SONG] and g.state.players[0].ready_ink() == 0
    sc, max_ = hand_and_ink("Max Goof - Rebellious Teen", ink=3)  # no ink left to pay
    sc.add(0, "discard", SONG)
    g = sc.build()
    g.apply(0, PlayCard(max_))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [] and names(g, 0, "discard") == [SONG]


# --- Bobby Zimuruski - Spray Cheese Kid ------------------------------------------------------


def test_bobby_zimuruski_may_draw_then_choose_a_card_to_discard() -> None:
    sc = Scenario(active=0)
    bobby = sc.add(0, "hand", "Bobby Zimuruski - Spray Cheese Kid")
    sc.add(0, "inkwell", INK)
    keep = sc.add(0, "hand", MICKEY)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(bobby))
    choose(g, 0, "yes")
    choose(g, 0, keep)
    assert names(g, 0, "hand") == [SVEN] and names(g, 0, "discard") == [MICKEY]


# --- Stand Out -------------------------------------------------------------------------------

def test_stand_out_gives_strength_and_evasive_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Stand Out")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))  # the only character is chosen
    assert strength(g.state, card(g, mickey)) == 6 and has(g.state, card(g, mickey), "Evasive")
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 6 and has(g.state, card(g, mickey), "Evasive")
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3
    assert not has(g.state, card(g, mickey), "Evasive")
