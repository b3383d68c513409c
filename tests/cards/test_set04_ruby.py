"""Set 4 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard

from .helpers import MICKEY, STITCH, SVEN, choose, hand_and_ink, names

# --- A Pirate's Life -------------------------------------------------------------------------

def test_a_pirates_life_each_opponent_loses_2_lore_and_you_gain_2() -> None:
    sc, life = hand_and_ink("A Pirate's Life")
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(life))
    assert [p.lore for p in g.state.players] == [2, 3]


# --- Be King Undisputed ----------------------------------------------------------------------

def test_be_king_undisputed_each_opponent_chooses_and_banishes_one_of_theirs() -> None:
    sc, king = hand_and_ink("Be King Undisputed")
    sc.add(0, "play", MICKEY)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(king))
    d = g.state.decision
    assert d is not None and d.player == 1 and set(d.options) == {a, b}  # the opponent chooses
    choose(g, 1, b)
    assert names(g, 1, "discard") == [STITCH] and names(g, 0, "play") == [MICKEY]
