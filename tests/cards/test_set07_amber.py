"""Set 7 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard
from engine.query import has, lore
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SONG, SVEN, card, names

# --- Mariano Guzman - Handsome Suitor --------------------------------------------------------

def test_mariano_gets_lore_while_you_have_dolores() -> None:
    sc = Scenario(active=0)
    mariano = sc.add(0, "play", "Mariano Guzman - Handsome Suitor")
    sc.add(1, "play", "Dolores Madrigal - Within Earshot")  # not yours
    g = sc.build()
    assert lore(g.state, card(g, mariano)) == 1
    sc = Scenario(active=0)
    mariano = sc.add(0, "play", "Mariano Guzman - Handsome Suitor")
    sc.add(0, "play", "Dolores Madrigal - Within Earshot")
    g = sc.build()
    assert lore(g.state, card(g, mariano)) == 2


# --- Pepa Madrigal - Sensitive Sister --------------------------------------------------------

def test_pepa_gains_one_lore_per_song_even_with_several_singers() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Pepa Madrigal - Sensitive Sister")
    a = sc.add(0, "play", SVEN)
    b = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", "Fantastical and Magical")  # Sing Together 9
    song2 = sc.add(0, "hand", SONG)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(a, b)))
    assert g.state.players[0].lore == 2 + 1  # the song's 2, Pepa's 1
    g.apply(0, PlayCard(song2))  # played with ink: nobody sang it
    assert g.state.players[0].lore == 4


# --- So Much to Give -------------------------------------------------------------------------

def test_so_much_to_give_draws_and_grants_bodyguard_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "So Much to Give")
    sc.add(0, "inkwell", INK, count=2)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert len(names(g, 0, "hand")) == 1
    assert has(g.state, card(g, mickey), "Bodyguard")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Bodyguard")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Bodyguard")
