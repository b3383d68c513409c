"""Set 4 amber and amethyst cards of the starter decks (and Healing Glow, Heal What Has Been
Hurt and Casa Madrigal - Casita, reprints there)."""

from __future__ import annotations

from engine import EndTurn, PlayCard, Quest
from engine.query import has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, keep_order, names, options, remove

INK = "Kida - Atlantean"  # 2/2 vanilla
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
MIRABEL = "Mirabel Madrigal - Gift of the Family"
CAMILO = "Camilo Madrigal - Prankster"


def test_julieta_draws_only_if_she_removed_damage() -> None:
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(0, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 1)
    choose(g, 0, "yes")  # may draw
    assert card(g, hurt).damage == 0 and len(names(g, 0, "hand")) == 1
    sc = Scenario(active=0)
    julieta = sc.add(0, "hand", "Julieta Madrigal - Excellent Cook")
    sc.add(0, "inkwell", INK, count=3)
    unhurt = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    choose(g, 0, unhurt)
    assert g.state.decision is None and names(g, 0, "hand") == []


def test_look_at_this_family_takes_up_to_two_characters() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Look at This Family")
    sc.add(0, "inkwell", INK, count=7)
    for name in (MICKEY, "Smash", SVEN, INK, "Dinglehopper", "Smash"):
        sc.add(0, "deck", name)
    g = sc.build()
    events = g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.max == 2 and len(d.options) == 3
    choose(g, 0, find(g, 0, "deck", MICKEY).iid, find(g, 0, "deck", SVEN).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [MICKEY, SVEN]
    assert names(g, 0, "deck") == ["Smash", "Smash", INK, "Dinglehopper"]
    assert not [e for e in events if e["type"] == "reveal"]  # revealed as they are taken


def test_lost_in_the_woods_weakens_all_opposing_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Lost in the Woods")
    sc.add(0, "inkwell", INK, count=4)
    mine = sc.add(0, "play", MICKEY)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, a)) == 3 and strength(g.state, card(g, b)) == 1
    assert strength(g.state, card(g, mine)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, a)) == 3
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, a)) == 5


def test_mickey_leader_of_the_band_grants_support() -> None:
    sc = Scenario(active=0)
    leader = sc.add(0, "hand", "Mickey Mouse - Leader of the Band")
    sc.add(0, "inkwell", INK, count=4)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(leader))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Support")


def test_mirabel_gives_other_madrigals_lore_on_quest() -> None:
    sc = Scenario(active=0)
    mirabel = sc.add(0, "play", MIRABEL)
    camilo = sc.add(0, "play", CAMILO)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(mirabel))
    miracle = [b.id for b in g.state.bag if b.ref[0] == MIRABEL]
    choose(g, 0, *miracle)  # SAVING THE MIRACLE first, then Support
    choose(g, 0, "no")
    assert lore(g.state, card(g, camilo)) == 2 and lore(g.state, card(g, mickey)) == 2
    assert lore(g.state, card(g, mirabel)) == 2


def test_camilo_chooses_one_at_the_start_of_your_turn() -> None:
    sc = Scenario(active=1)
    camilo = sc.add(0, "play", CAMILO)
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    assert options(g) == ["+1 lore this turn", "Challenger +2 this turn"]
    choose(g, 0, "Challenger +2 this turn")
    assert keyword(g.state, card(g, camilo), "Challenger") == 2


def test_dolores_draws_if_an_opponent_has_an_exerted_character() -> None:
    for exerted, hand in ((True, 1), (False, 0)):
        sc = Scenario(active=0)
        dolores = sc.add(0, "hand", "Dolores Madrigal - Easy Listener")
        sc.add(0, "inkwell", INK, count=4)
        sc.add(1, "play", SVEN, exerted=exerted)
        g = sc.build()
        g.apply(0, PlayCard(dolores))
        if exerted:
            choose(g, 0, "yes")
        assert len(names(g, 0, "hand")) == hand and g.state.decision is None


def test_marshmallow_gets_strength_for_each_card_in_hand() -> None:
    sc = Scenario(active=0)
    marsh = sc.add(0, "play", "Marshmallow - Terrifying Snowman")
    sc.add(0, "hand", MICKEY, count=3)
    sc.add(1, "hand", MICKEY, count=2)
    g = sc.build()
    assert strength(g.state, card(g, marsh)) == 3


def test_poor_unfortunate_souls_returns_a_cheap_card() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Poor Unfortunate Souls")
    sc.add(0, "inkwell", INK, count=2)
    item = sc.add(1, "play", "Dinglehopper")
    sc.add(1, "play", SVEN)
    cheap = sc.add(1, "play", INK)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {item, cheap}
    choose(g, 0, item)
    assert names(g, 1, "hand") == ["Dinglehopper"]


def test_casa_madrigal_gains_lore_with_a_character_here() -> None:
    sc = Scenario(active=1)
    casa = sc.add(0, "play", "Casa Madrigal - Casita")
    sc.add(0, "play", MICKEY, location=casa)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
    sc = Scenario(active=1)
    sc.add(0, "play", "Casa Madrigal - Casita")
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0


def test_isabela_gets_3_lore_if_first_to_quest_and_stops_the_others() -> None:
    sc = Scenario(active=0)
    isabela = sc.add(0, "play", "Isabela Madrigal - Golden Child")  # lore 1
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert lore(g.state, card(g, isabela)) == 4
    g.apply(0, Quest(isabela))
    assert g.state.players[0].lore == 4
    assert Quest(other) not in g.legal_actions(0)  # LEAVE IT TO ME
    sc = Scenario(active=0)
    isabela = sc.add(0, "play", "Isabela Madrigal - Golden Child")
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(other))
    g.apply(0, Quest(isabela))
    assert g.state.players[0].lore == 2 + 1  # another character quested first
