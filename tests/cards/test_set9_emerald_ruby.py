"""Set 9 emerald and ruby starter-deck cards (and the older cards the deck uses)."""

from __future__ import annotations

from engine import Challenge, Choose, EndTurn, MoveTo, PlayCard, Quest
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, hand_and_ink, keep_order, names, options

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6
STITCH = "Stitch - New Dog"  # 2/2, cost 1
LAGOON = "Never Land - Mermaid Lagoon"  # move cost 1
SONG = "This Is My Family"  # cost 2: gain 1 lore, draw a card
POWERLINE = "Powerline - Taking the Stage"  # Singer 4


def test_bobby_may_draw_then_discard() -> None:
    sc, bobby = hand_and_ink("Bobby Zimuruski - Spray Cheese Kid")
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(bobby))
    choose(g, 0, "yes")  # draws Mickey, the only card in hand: discarded
    assert names(g, 0, "discard") == [MICKEY] and names(g, 0, "hand") == []


def test_goofy_brings_a_friend_along_and_draws() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Set for Adventure")
    friend = sc.add(0, "play", MICKEY)
    lagoon = sc.add(0, "play", LAGOON)
    other = sc.add(0, "play", "Pride Lands - Pride Rock")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, MoveTo(goofy, lagoon))
    choose(g, 0, "yes")  # Mickey is the only other character of Goofy's player: chosen
    assert card(g, friend).location == lagoon and len(names(g, 0, "hand")) == 1
    g.apply(0, MoveTo(goofy, other))  # once during your turn
    assert g.state.decision is None and len(names(g, 0, "hand")) == 1


def test_max_goof_rebellious_teen_pays_to_return_a_song() -> None:
    sc, max_ = hand_and_ink("Max Goof - Rebellious Teen", ink=4)
    sc.add(0, "discard", SONG)
    sc.add(0, "discard", "Fantastical and Magical")  # cost 9: not allowed
    g = sc.build()
    g.apply(0, PlayCard(max_))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [SONG] and g.state.players[0].ready_ink() == 0
    sc, max_ = hand_and_ink("Max Goof - Rebellious Teen", ink=3)  # no ink left to pay
    sc.add(0, "discard", SONG)
    g = sc.build()
    g.apply(0, PlayCard(max_))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [] and names(g, 0, "discard") == [SONG]


def test_stand_out_gives_strength_and_evasive_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Stand Out")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 6 and has(g.state, card(g, mickey), "Evasive")
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


def test_roxanne_needs_a_singer() -> None:
    sc = Scenario(active=0)
    rox = sc.add(0, "play", "Roxanne - Powerline Fan")
    g = sc.build()
    assert strength(g.state, card(g, rox)) == 2 and lore(g.state, card(g, rox)) == 1
    sc = Scenario(active=0)
    rox = sc.add(0, "play", "Roxanne - Powerline Fan")
    sc.add(0, "play", POWERLINE)
    g = sc.build()
    assert strength(g.state, card(g, rox)) == 3 and lore(g.state, card(g, rox)) == 2


def test_max_goof_rockin_teen_cant_move() -> None:
    sc = Scenario(active=0)
    max_ = sc.add(0, "play", "Max Goof - Rockin' Teen")
    mickey = sc.add(0, "play", MICKEY)
    lagoon = sc.add(0, "play", LAGOON)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    legal = g.legal_actions(0)
    assert MoveTo(max_, lagoon) not in legal and MoveTo(mickey, lagoon) in legal


def test_powerline_musical_superstar_has_rush_after_a_song() -> None:
    sc, song = hand_and_ink(SONG)
    power = sc.add(0, "hand", "Powerline - Musical Superstar")
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(power))
    p = find(g, 0, "play", "Powerline - Musical Superstar").iid
    assert Challenge(p, foe) not in g.legal_actions(0)
    g.apply(0, PlayCard(song))
    assert Challenge(p, foe) in g.legal_actions(0)
    assert power


def test_pj_pete_gets_strength_when_you_play_a_song() -> None:
    sc, song = hand_and_ink(SONG)
    pete = sc.add(0, "play", "P.J. Pete - Caught Up in the Music")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, pete)) == 5


def test_powerline_rock_star_plays_a_song_from_the_deck() -> None:
    sc = Scenario(active=0)
    star = sc.add(0, "play", "Powerline - World's Greatest Rock Star")
    song = sc.add(0, "hand", "Stand Out")
    for name in (MICKEY, "A Pirate's Life", SVEN, STITCH, INK):
        sc.add(0, "deck", name)
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(star,)))
    assert g.state.decision is not None
    if g.state.decision.kind == "target":
        choose(g, 0, star)  # Stand Out on the star itself
    d = g.state.decision
    assert d is not None and d.kind == "cards"
    pirate = find(g, 0, "deck", "A Pirate's Life").iid
    assert options(g) == [pirate]
    g.apply(0, Choose((pirate,)))
    keep_order(g, 0)
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 3
    assert sorted(names(g, 0, "discard")) == ["A Pirate's Life", "Stand Out"]
    assert names(g, 0, "deck") == [INK, MICKEY, SVEN, STITCH]


def test_i2i_readies_two_or_more_singers() -> None:
    sc = Scenario(active=0)
    a = sc.add(0, "play", SVEN)
    b = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", "I2I")
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(a, b)))
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 2
    assert len(names(g, 0, "hand")) == 2 and len(names(g, 1, "hand")) == 2
    assert not card(g, a).exerted and not card(g, b).exerted
    assert Quest(a) not in g.legal_actions(0)


def test_i2i_with_ink_readies_nobody() -> None:
    sc, song = hand_and_ink("I2I")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 2
