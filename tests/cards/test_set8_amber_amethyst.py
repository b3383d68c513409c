"""Set 8 amber and amethyst cards of the starter decks."""

from __future__ import annotations

from engine import Challenge, Choose, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, keyword, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, hand_and_ink, names, options

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6
STITCH = "Stitch - New Dog"  # 2/2, cost 1
SONG = "This Is My Family"  # cost 2 song: gain 1 lore, draw a card



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


def test_antonios_jaguar_gains_lore_only_with_antonio() -> None:
    for with_antonio in (True, False):
        sc, jaguar = hand_and_ink("Antonio's Jaguar - Faithful Companion")
        if with_antonio:
            sc.add(0, "play", "Antonio Madrigal - Friend to All")
        g = sc.build()
        g.apply(0, PlayCard(jaguar))
        assert g.state.players[0].lore == int(with_antonio)


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


def test_louie_lowers_the_challengers_strength_only_while_challenged() -> None:
    sc = Scenario(active=1)
    louie = sc.add(0, "play", "Louie - One Cool Duck", exerted=True)  # 2/3
    mickey = sc.add(1, "play", MICKEY)  # 3 strength: would banish Louie
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 3
    g.apply(1, Challenge(mickey, louie))
    assert find(g, 0, "play", "Louie - One Cool Duck").damage == 2
    assert strength(g.state, card(g, mickey)) == 3  # the challenge is over


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


def test_trials_and_tribulations_lasts_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Trials and Tribulations")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))  # the only character: chosen
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 1
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


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


def test_camilo_returns_to_hand_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Camilo Madrigal - Center Stage", exerted=True, damage=3)  # 4/4
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, find(g, 0, "play", "Camilo Madrigal - Center Stage").iid))
    assert names(g, 0, "hand") == ["Camilo Madrigal - Center Stage"]


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
