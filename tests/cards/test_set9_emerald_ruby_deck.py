"""Cards of the Set 9 emerald-ruby starter deck (printed in sets 1, 2, 4 and 9)."""

from __future__ import annotations

from engine import PlayCard
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Kida - Atlantean"
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
SONG = "Stand Out"  # cost 3
CHEAP_SONG = "You Can Fly!"  # cost 2


def test_bobby_zimuruski_loots() -> None:
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


def test_max_goof_pays_1_to_return_a_song() -> None:
    sc = Scenario(active=0)
    max_goof = sc.add(0, "hand", "Max Goof - Rebellious Teen")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "discard", SONG)
    g = sc.build()
    g.apply(0, PlayCard(max_goof))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [SONG] and g.state.players[0].ready_ink() == 0


def test_powerline_has_rush_after_a_song_and_roxanne_likes_singers() -> None:
    sc = Scenario(active=0)
    powerline = sc.add(0, "play", "Powerline - Musical Superstar", drying=True)
    roxanne = sc.add(0, "play", "Roxanne - Powerline Fan")
    song = sc.add(0, "hand", CHEAP_SONG)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert not has(g.state, card(g, powerline), "Rush")
    assert lore(g.state, card(g, roxanne)) == 1
    g.apply(0, PlayCard(song))
    choose(g, 0, powerline)
    assert has(g.state, card(g, powerline), "Rush")
    sc = Scenario(active=0)
    roxanne = sc.add(0, "play", "Roxanne - Powerline Fan")
    sc.add(0, "play", "Max Goof - Rockin' Teen")  # Singer 5
    g = sc.build()
    assert (strength(g.state, card(g, roxanne)), lore(g.state, card(g, roxanne))) == (3, 2)
