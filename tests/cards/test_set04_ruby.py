"""Set 4 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import PlayCard

from .helpers import MICKEY, STITCH, SVEN, card, choose, hand_and_ink, names

# --- A Pirate's Life -------------------------------------------------------------------------

def test_a_pirates_life_each_opponent_loses_2_lore_and_you_gain_2() -> None:
    sc, life = hand_and_ink("A Pirate's Life")
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(life))
    assert [p.lore for p in g.state.players] == [2, 3]


def test_a_pirates_life_is_sung_together_by_characters_of_total_cost_6() -> None:
    sc, life = hand_and_ink("A Pirate's Life", ink=0)
    a = sc.add(0, "play", MICKEY)  # cost 3
    b = sc.add(0, "play", STITCH)  # cost 1
    c = sc.add(0, "play", "Rafiki - Mysterious Sage")  # cost 3
    sc.lore(1, 5)
    g = sc.build()
    groups = {x.singers for x in g.legal_actions(0) if isinstance(x, PlayCard) and x.singers}
    assert (a, c) in groups and all(b not in grp or len(grp) == 3 for grp in groups)
    g.apply(0, PlayCard(life, singers=(a, c)))
    assert [p.lore for p in g.state.players] == [2, 3]
    assert card(g, a).exerted and card(g, c).exerted and not card(g, b).exerted


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
