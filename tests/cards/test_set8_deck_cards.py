"""Cards of the Set 8 amber-amethyst starter deck (printed in sets 5, 7 and 8)."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Kida - Atlantean"
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
SONG = "This Is My Family"  # cost 2


def test_antonios_jaguar_and_mariano() -> None:
    sc = Scenario(active=0)
    jaguar = sc.add(0, "hand", "Antonio's Jaguar - Faithful Companion")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", "Antonio Madrigal - Friend to All")
    mariano = sc.add(0, "play", "Mariano Guzman - Handsome Suitor")
    sc.add(0, "play", "Dolores Madrigal - Within Earshot")
    g = sc.build()
    g.apply(0, PlayCard(jaguar))
    assert g.state.players[0].lore == 1
    assert lore(g.state, card(g, mariano)) == 2


def test_huey_reliable_leader_and_flower() -> None:
    sc = Scenario(active=0)
    huey = sc.add(0, "play", "Huey - Reliable Leader")
    sc.add(0, "play", "Flower - Shy Skunk")
    mickey = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", INK)
    g = sc.build()
    g.apply(0, Quest(huey))
    assert cost_to_play(g.state, g.state.players[0], card(g, mickey)) == 2
    g.apply(0, PlayCard(mickey))  # another character: Flower looks at the top card
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [INK, SVEN]


def test_tiana_natural_talent_weakens_opponents_when_you_play_a_song() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Tiana - Natural Talent")
    song = sc.add(0, "hand", SONG)
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, foe)) == 4 and g.state.players[0].lore == 1
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 4


def test_bruno_single_minded_and_they_never_come_back() -> None:
    sc = Scenario(active=0)
    bruno = sc.add(0, "hand", "Bruno Madrigal - Single-Minded")
    never = sc.add(0, "hand", "They Never Come Back")
    sc.add(0, "inkwell", INK, count=7)
    a = sc.add(1, "play", SVEN, exerted=True)
    b = sc.add(1, "play", MICKEY, exerted=True)
    c = sc.add(1, "play", INK, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, a)
    g.apply(0, PlayCard(never))
    choose(g, 0, b)
    g.apply(0, EndTurn())
    assert card(g, a).exerted and card(g, b).exerted and not card(g, c).exerted


def test_camilo_center_stage_returns_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=1)
    camilo = sc.add(0, "play", "Camilo Madrigal - Center Stage", exerted=True)  # 4/4
    sc.add(1, "play", SVEN, damage=0)
    g = sc.build()
    attacker = g.state.players[1].play[0].iid
    card(g, camilo).damage = 2
    g.apply(1, Challenge(attacker, camilo))
    assert names(g, 0, "hand") == ["Camilo Madrigal - Center Stage"]
