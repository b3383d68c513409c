"""Set 5 emerald cards needed by the set 6 starter decks."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import strength
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Owl - Logical Lecturer"
MICKEY = "Mickey Mouse - True Friend"
SVEN = "Sven - Official Ice Deliverer"
CHROMICON = "Emerald Chromicon"


def test_merryweather_pays_1_for_2_strength() -> None:
    for ink, gained in ((2, 2), (1, 0)):
        sc = Scenario(active=0)
        merry = sc.add(0, "hand", "Merryweather - Good Fairy")
        sc.add(0, "inkwell", INK, count=ink)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(merry))
        choose(g, 0, "yes")
        if gained:
            choose(g, 0, mickey)
        assert strength(g.state, card(g, mickey)) == 3 + gained
        assert g.state.players[0].ready_ink() == 0


def test_clarabelle_may_draw_if_an_opponent_has_more_cards() -> None:
    for theirs, drawn in ((2, 1), (0, 0)):
        sc = Scenario(active=0)
        clara = sc.add(0, "hand", "Clarabelle - Contented Wallflower")
        sc.add(0, "inkwell", INK, count=3)
        for _ in range(theirs):
            sc.add(1, "hand", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(clara))
        if drawn:
            choose(g, 0, "yes")
        assert g.state.decision is None
        assert len(names(g, 0, "hand")) == drawn


def test_emerald_chromicon_returns_a_character_when_yours_is_banished_on_their_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", CHROMICON)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, mine))
    choose(g, 0, "yes")  # the only character left is the attacker
    assert names(g, 1, "hand") == [SVEN]


def test_emerald_chromicon_not_on_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", CHROMICON)
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    assert g.state.decision is None and names(g, 0, "discard") == [MICKEY]
    g.apply(0, EndTurn())
