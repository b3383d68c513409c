"""Cards of the Set 8 ruby-steel starter deck (printed in sets 7 and 8)."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import cost_to_play, has, lore
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Kida - Atlantean"
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2


def test_mushu_your_worst_nightmare_fires_up_other_characters() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mushu - Your Worst Nightmare")
    mickey = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    m = g.state.players[0].play[-1]
    assert all(has(g.state, m, k) for k in ("Rush", "Reckless", "Evasive"))


def test_prince_john_takes_damage_when_an_opponent_plays_a_character() -> None:
    sc = Scenario(active=1)
    john = sc.add(0, "play", "Prince John - Fraidy-Cat")
    mickey = sc.add(1, "hand", MICKEY)
    sc.add(1, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(1, PlayCard(mickey))
    assert card(g, john).damage == 1


def test_cri_kee_light_the_fuse_and_twitterpated() -> None:
    sc = Scenario(active=0)
    crikee = sc.add(0, "play", "Cri-Kee - Part of the Team")
    fuse = sc.add(0, "hand", "Light the Fuse")
    twit = sc.add(0, "hand", "Twitterpated")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", MICKEY, exerted=True)
    sc.add(0, "play", STITCH, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    assert lore(g.state, card(g, crikee)) == 3
    g.apply(0, PlayCard(fuse))
    choose(g, 0, foe)
    assert card(g, foe).damage == 2
    g.apply(0, PlayCard(twit))
    choose(g, 0, crikee)
    g.apply(0, EndTurn())
    assert has(g.state, card(g, crikee), "Evasive")


def test_stitch_alien_troublemaker_and_the_matchmaker() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - Alien Troublemaker")  # 3/4
    match = sc.add(0, "play", "The Matchmaker - Unforgiving Expert")
    a = sc.add(1, "play", STITCH, exerted=True)
    b = sc.add(1, "play", STITCH, exerted=True)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Challenge(stitch, a))
    choose(g, 0, "yes")
    assert g.state.players[0].lore == 1 and len(names(g, 0, "hand")) == 1
    g.apply(0, Challenge(match, b))
    assert g.state.players[1].lore == 2


def test_vinnie_and_zipper() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Vinnie - Green Pigeon")
    victim = sc.add(0, "play", STITCH, exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, victim))
    assert g.state.players[0].lore == 1
    sc = Scenario(active=0)
    zipper = sc.add(0, "hand", "Zipper - Flying Ranger")
    sc.add(0, "play", "Monterey Jack - Defiant Protector")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, zipper)) == 2
