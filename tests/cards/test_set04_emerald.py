"""Set 4 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SONG, choose, hand_and_ink, names

CHEAP_SONG = "You Can Fly!"  # cost 2


# --- Signed Contract -------------------------------------------------------------------------

def test_signed_contract_draws_when_an_opponent_plays_a_song() -> None:
    sc, song = hand_and_ink(SONG, active=1)
    sc.add(0, "play", "Signed Contract")
    g = sc.build()
    g.apply(1, PlayCard(song))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


def test_signed_contract_draws_when_an_opponent_plays_a_song_2() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Signed Contract")
    song = sc.add(1, "hand", CHEAP_SONG)
    sc.add(1, "inkwell", INK, count=2)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, PlayCard(song))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1
