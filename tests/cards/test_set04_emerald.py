"""Set 4 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard

from .helpers import SONG, choose, hand_and_ink, names

# --- Signed Contract -------------------------------------------------------------------------

def test_signed_contract_draws_when_an_opponent_plays_a_song() -> None:
    sc, song = hand_and_ink(SONG, active=1)
    sc.add(0, "play", "Signed Contract")
    g = sc.build()
    g.apply(1, PlayCard(song))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


def test_signed_contract_ignores_your_own_songs() -> None:
    sc, song = hand_and_ink(SONG, active=0)
    sc.add(0, "play", "Signed Contract")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert g.state.decision is None and not g.state.bag
    assert len(names(g, 0, "hand")) == 1  # the song's own draw, no second one
