"""Set 8 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, Choose, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    MICKEY,
    SONG,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    names,
    options,
)

# --- Louie - One Cool Duck -------------------------------------------------------------------

def test_louie_lowers_the_challengers_strength_only_while_challenged() -> None:
    sc = Scenario(active=1)
    louie = sc.add(0, "play", "Louie - One Cool Duck", exerted=True)  # 2/3
    mickey = sc.add(1, "play", MICKEY)  # 3 strength: would banish Louie
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 3
    g.apply(1, Challenge(mickey, louie))
    assert find(g, 0, "play", "Louie - One Cool Duck").damage == 2
    assert strength(g.state, card(g, mickey)) == 3  # the challenge is over


# --- Huey - Reliable Leader ------------------------------------------------------------------

def test_huey_makes_the_next_character_cheaper_this_turn() -> None:
    sc = Scenario(active=0)
    huey = sc.add(0, "play", "Huey - Reliable Leader")
    sven = sc.add(0, "hand", SVEN)
    mickey = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=9)
    g = sc.build()
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, sven)) == 6
    g.apply(0, Quest(huey))
    assert cost_to_play(g.state, p, card(g, sven)) == 5
    g.apply(0, PlayCard(sven))
    assert sum(not c.exerted for c in p.inkwell) == 4
    assert cost_to_play(g.state, p, card(g, mickey)) == 3  # only the next one


# --- Antonio Madrigal - Friend to All --------------------------------------------------------

def test_antonio_searches_a_cheap_character_once_per_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Antonio Madrigal - Friend to All")
    singer = sc.add(0, "play", MICKEY)
    other = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", SONG)
    song2 = sc.add(0, "hand", SONG)
    sc.add(0, "deck", SVEN)
    cheap = sc.add(0, "deck", STITCH)
    sc.add(0, "deck", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(singer,)))
    choose(g, 0, "yes")
    assert set(options(g)) == {cheap} | {c.iid for c in g.state.players[0].deck
                                         if c.name == INK}
    events = g.apply(0, Choose((cheap,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [STITCH]
    assert STITCH in names(g, 0, "hand")
    assert STITCH not in names(g, 0, "deck")
    g.apply(0, PlayCard(song2, singers=(other,)))
    assert g.state.decision is None  # once during your turn


# --- Tiana - Natural Talent ------------------------------------------------------------------

def test_tiana_lowers_opposing_strength_when_a_song_is_played() -> None:
    sc, song = hand_and_ink(SONG)
    sc.add(0, "play", "Tiana - Natural Talent")
    foe = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, foe)) == 4 and strength(g.state, card(g, mine)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 4  # during their turn too
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Mirabel Madrigal - Curious Child --------------------------------------------------------

def test_mirabel_reveals_a_song_to_gain_lore_or_not() -> None:
    sc, mirabel = hand_and_ink("Mirabel Madrigal - Curious Child")
    song = sc.add(0, "hand", SONG)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mirabel))
    assert options(g) == [song]  # only song cards
    events = g.apply(0, Choose((song,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [SONG]
    assert g.state.players[0].lore == 1
    sc, mirabel = hand_and_ink("Mirabel Madrigal - Curious Child")
    sc.add(0, "hand", SONG)
    g = sc.build()
    g.apply(0, PlayCard(mirabel))
    choose(g, 0)  # reveals nothing
    assert g.state.players[0].lore == 0


# --- Bruno Madrigal - Singing Seer -----------------------------------------------------------

def test_bruno_singing_seer_draws_for_each_character() -> None:
    sc = Scenario(active=0)
    bruno = sc.add(0, "play", "Bruno Madrigal - Singing Seer")
    sc.add(0, "play", MICKEY, count=2)
    song = sc.add(0, "hand", "Trials and Tribulations")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(bruno,)))
    choose(g, 0, foe)
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 3
    assert strength(g.state, card(g, foe)) == 1  # Trials and Tribulations: -4


# --- Antonio's Jaguar - Faithful Companion ---------------------------------------------------

def test_antonios_jaguar_gains_lore_only_with_antonio() -> None:
    for with_antonio in (True, False):
        sc, jaguar = hand_and_ink("Antonio's Jaguar - Faithful Companion")
        if with_antonio:
            sc.add(0, "play", "Antonio Madrigal - Friend to All")
        g = sc.build()
        g.apply(0, PlayCard(jaguar))
        assert g.state.players[0].lore == int(with_antonio)


# --- Alma Madrigal - Accepting Grandmother ---------------------------------------------------

def test_alma_readies_the_singers() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Alma Madrigal - Accepting Grandmother")
    a = sc.add(0, "play", MICKEY)
    b = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", "Fantastical and Magical")  # Sing Together 9: not enough
    song2 = sc.add(0, "hand", SONG)
    g = sc.build()
    g.apply(0, PlayCard(song2, singers=(a,)))
    choose(g, 0, "yes")
    assert not card(g, a).exerted and not card(g, b).exerted
    assert song  # the other song stays in hand


def test_alma_may_decline() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Alma Madrigal - Accepting Grandmother")
    a = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", SONG)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(a,)))
    choose(g, 0, "no")
    assert card(g, a).exerted


# --- Trials and Tribulations -----------------------------------------------------------------

def test_trials_and_tribulations_lasts_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Trials and Tribulations")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))  # the only character: chosen
    assert strength(g.state, card(g, foe)) == 1
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 1
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5
