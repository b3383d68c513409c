"""Set 9 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, Choose, MoveTo, PlayCard, Quest
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    LAGOON,
    MICKEY,
    SONG,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    keep_order,
    names,
    options,
)

POWERLINE = "Powerline - Taking the Stage"  # Singer 4


# --- Powerline - World's Greatest Rock Star --------------------------------------------------

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


# --- Max Goof - Rockin' Teen -----------------------------------------------------------------

def test_max_goof_rockin_teen_cant_move() -> None:
    sc = Scenario(active=0)
    max_ = sc.add(0, "play", "Max Goof - Rockin' Teen")
    mickey = sc.add(0, "play", MICKEY)
    lagoon = sc.add(0, "play", LAGOON)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    legal = g.legal_actions(0)
    assert MoveTo(max_, lagoon) not in legal and MoveTo(mickey, lagoon) in legal


# --- Roxanne - Powerline Fan -----------------------------------------------------------------

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


# --- P.J. Pete - Caught Up in the Music ------------------------------------------------------

def test_pj_pete_gets_strength_when_you_play_a_song() -> None:
    sc, song = hand_and_ink(SONG)
    pete = sc.add(0, "play", "P.J. Pete - Caught Up in the Music")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, pete)) == 5


# --- Powerline - Musical Superstar -----------------------------------------------------------

def test_powerline_musical_superstar_has_rush_after_a_song() -> None:
    sc, song = hand_and_ink(SONG)
    power = sc.add(0, "hand", "Powerline - Musical Superstar")
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(power))
    p = find(g, 0, "play", "Powerline - Musical Superstar").iid
    assert Challenge(p, foe) not in g.legal_actions(0)
    assert not has(g.state, card(g, p), "Rush")
    g.apply(0, PlayCard(song))
    assert Challenge(p, foe) in g.legal_actions(0)
    assert has(g.state, card(g, p), "Rush")


# --- I2I -------------------------------------------------------------------------------------

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
