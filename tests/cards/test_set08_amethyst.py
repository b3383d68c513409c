"""Set 8 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import keyword
from engine.scenario import Scenario

from .helpers import MICKEY, STITCH, SVEN, card, choose, find, hand_and_ink, names, options

# --- Bruno Madrigal - Single-Minded ----------------------------------------------------------

def test_bruno_single_minded_keeps_an_opposing_character_exerted() -> None:
    sc, bruno = hand_and_ink("Bruno Madrigal - Single-Minded")
    foe = sc.add(1, "play", SVEN, exerted=True)
    other = sc.add(1, "play", MICKEY, exerted=True)
    sc.add(0, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    assert set(options(g)) == {foe, other}  # opposing only
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    assert card(g, foe).exerted and not card(g, other).exerted
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert not card(g, foe).exerted  # only their next turn


# --- Camilo Madrigal - Center Stage ----------------------------------------------------------

def test_camilo_returns_to_hand_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Camilo Madrigal - Center Stage", exerted=True, damage=3)  # 4/4
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, find(g, 0, "play", "Camilo Madrigal - Center Stage").iid))
    assert names(g, 0, "hand") == ["Camilo Madrigal - Center Stage"]


# --- Flower - Shy Skunk ----------------------------------------------------------------------

def test_flower_looks_at_the_top_card_when_another_character_is_played() -> None:
    sc, mickey = hand_and_ink(MICKEY)
    sc.add(0, "play", "Flower - Shy Skunk")
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    d = g.state.decision
    assert d is not None and d.kind == "top_or_bottom"
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]


# --- Forest Duel -----------------------------------------------------------------------------

def test_forest_duel_gives_challenger_and_return_to_hand() -> None:
    sc, action = hand_and_ink("Forest Duel")
    mickey = sc.add(0, "play", MICKEY)  # 3/3
    foe = sc.add(1, "play", SVEN, exerted=True)  # 5/7
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert keyword(g.state, card(g, mickey), "Challenger") == 2
    g.apply(0, Challenge(mickey, foe))
    assert names(g, 0, "hand") == [MICKEY]
    assert find(g, 1, "play", SVEN).damage == 5


def test_forest_duel_only_affects_the_characters_in_play_when_it_resolves() -> None:
    sc, action = hand_and_ink("Forest Duel")
    late = sc.add(0, "hand", STITCH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    g.apply(0, PlayCard(late))
    stitch = find(g, 0, "play", STITCH)
    assert keyword(g.state, stitch, "Challenger") is None
    stitch.drying = False
    g.apply(0, Challenge(stitch.iid, foe))
    assert names(g, 0, "discard") == ["Forest Duel", STITCH]
    g.apply(0, Challenge(mickey, foe))
    assert MICKEY in names(g, 0, "hand")


# --- They Never Come Back --------------------------------------------------------------------

def test_they_never_come_back_keeps_two_characters_exerted_and_draws() -> None:
    sc, action = hand_and_ink("They Never Come Back")
    a = sc.add(1, "play", SVEN, exerted=True)
    b = sc.add(1, "play", MICKEY, exerted=True)
    c = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(action))
    d = g.state.decision
    assert d is not None and d.min == 0 and d.max == 2
    choose(g, 0, a, b)
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert card(g, a).exerted and card(g, b).exerted and not card(g, c).exerted


# --- Fantastical and Magical -----------------------------------------------------------------

def test_fantastical_and_magical_counts_the_singers() -> None:
    sc = Scenario(active=0)
    a = sc.add(0, "play", SVEN)  # cost 6
    b = sc.add(0, "play", MICKEY)  # cost 3
    song = sc.add(0, "hand", "Fantastical and Magical")
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(a, b)))
    assert g.state.players[0].lore == 2 and len(names(g, 0, "hand")) == 2


def test_fantastical_and_magical_played_with_ink_does_nothing() -> None:
    sc, song = hand_and_ink("Fantastical and Magical")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert g.state.players[0].lore == 0 and names(g, 0, "hand") == []
