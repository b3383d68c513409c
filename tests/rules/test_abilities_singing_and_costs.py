"""DSL pieces for singing (8.12 Sing Together), extra costs (4.4.2.1), "choose any number of
players", "the challenging character" and delayed triggers with conditions."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard
from engine.dsl import Filter
from engine.query import strength
from engine.scenario import Scenario
from tests.cards.helpers import card, choose, names

MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6
INK = "Kida - Atlantean"


def test_8_12_a_song_sung_together_is_one_sung_event_listing_every_singer() -> None:
    """Pepa ("one or more of your characters sings") triggers once; Alma readies them all;
    the song's own effect counts its singers."""
    sc = Scenario(active=0)
    sc.add(0, "play", "Pepa Madrigal - Sensitive Sister")
    sc.add(0, "play", "Alma Madrigal - Accepting Grandmother")
    a = sc.add(0, "play", SVEN)
    b = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", "Fantastical and Magical")
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(a, b)))
    while g.state.decision is not None:
        d = g.state.decision
        choose(g, 0, "yes" if d.kind == "may" else d.options[0])
    assert g.state.players[0].lore == 3  # 2 singers + Pepa once
    assert not card(g, a).exerted and not card(g, b).exerted


def test_4_4_2_1_only_dry_ready_characters_pay_an_exert_cost() -> None:
    sc = Scenario(active=0)
    sword = sc.add(0, "play", "The Sword of Shan-Yu")
    sc.add(0, "play", MICKEY, drying=True)
    g = sc.build()
    assert Activate(sword, 0) not in g.legal_actions(0)


def test_choose_any_number_of_players_may_choose_none() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Beyond the Horizon")
    sc.add(0, "inkwell", INK, count=7)
    sc.add(0, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0)
    assert names(g, 0, "hand") == [SVEN] and names(g, 1, "hand") == []


def test_challenging_this_matches_only_the_challenger_of_the_source() -> None:
    sc = Scenario(active=1)
    louie = sc.add(0, "play", "Louie - One Cool Duck", exerted=True)
    other = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    f = Filter(challenging_this=True)
    g.state.challenge = [foe, other]
    assert not f.matches(card(g, foe), 0, louie, g.state)
    assert strength(g.state, card(g, foe)) == 3
    g.state.challenge = [foe, louie]
    assert f.matches(card(g, foe), 0, louie, g.state)
    assert strength(g.state, card(g, foe)) == 2
    g.state.challenge = []


def test_a_delayed_trigger_checks_its_condition() -> None:
    """Forest Duel's granted ability works only for a banishment in a challenge."""
    sc = Scenario(active=0)
    duel = sc.add(0, "hand", "Forest Duel")
    shot = sc.add(0, "hand", "Quick Shot")
    sc.add(0, "inkwell", INK, count=7)
    weak = sc.add(0, "play", "Stitch - New Dog", damage=1)  # 2/2
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(duel))
    g.apply(0, PlayCard(shot))
    choose(g, 0, weak)
    assert names(g, 0, "discard")[-1] == "Stitch - New Dog"  # not returned
    assert Challenge(weak, foe) not in g.legal_actions(0)


def test_4_3_2_3_a_next_princess_reduction_is_kept_until_a_princess_is_played() -> None:
    from engine import Quest
    from engine.query import cost_to_play

    sc = Scenario(active=0)
    aurora = sc.add(0, "play", "Aurora - Holding Court")
    doc = sc.add(0, "play", "Doc - Leader of the Seven Dwarfs")  # next character: 1 less
    princess = sc.add(0, "hand", "Aurora - Regal Princess")  # cost 2
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    g.apply(0, Quest(aurora))
    g.apply(0, Quest(doc))
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, princess)) == 0  # both apply
    g.apply(0, PlayCard(princess))
    assert not any(k.startswith("cost_next") for k in p.counters)


def test_healed_triggers_only_when_damage_is_removed() -> None:
    from tests.cards.helpers import remove

    sc = Scenario(active=0)
    sc.add(0, "play", "Grand Pabbie - Oldest and Wisest")
    hurt = sc.add(0, "play", SVEN, damage=2)
    healthy = sc.add(0, "play", MICKEY)
    sc.add(0, "hand", "Try Everything", count=3)
    sc.add(0, "inkwell", INK, count=12)
    g = sc.build()
    songs = [c.iid for c in g.state.players[0].hand]
    g.apply(0, PlayCard(songs[0]))
    choose(g, 0, healthy)  # nothing to remove: no trigger
    assert g.state.players[0].lore == 0
    g.apply(0, PlayCard(songs[1]))
    choose(g, 0, hurt)
    remove(g, 0, 0)  # removes none
    assert g.state.players[0].lore == 0
    g.apply(0, PlayCard(songs[2]))
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert g.state.players[0].lore == 2 and card(g, hurt).damage == 1


def test_must_quest_blocks_the_end_of_turn_until_the_character_quests() -> None:
    from engine import EndTurn, Quest

    sc = Scenario(active=0)
    gaston = sc.add(0, "play", "Gaston - Frightful Bully", under=("Stitch - New Dog",))
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(gaston))
    g.apply(0, EndTurn())
    assert EndTurn() not in g.legal_actions(1)
    g.apply(1, Quest(foe))  # quested: the turn may end
    assert EndTurn() in g.legal_actions(1)
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert Quest(foe) in g.legal_actions(1) and EndTurn() in g.legal_actions(1)  # one turn


def test_top_of_deck_condition_sees_only_the_top_card() -> None:
    from engine.dsl import TopOfDeck

    sc = Scenario(active=0)
    sc.add(0, "deck", "Chomp!")
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    assert not TopOfDeck(Filter()).test(g.state, 0, None, {})
    assert TopOfDeck(Filter(types=("Action",))).test(g.state, 0, None, {})
    assert TopOfDeck(Filter(name="Stitch")).test(g.state, 1, None, {})  # seat 1: fillers


def test_a_gained_classification_counts_for_filters_until_it_ends() -> None:
    from engine import EndTurn

    sc = Scenario(active=0)
    badge = sc.add(0, "play", "Detective's Badge")
    sc.add(0, "inkwell", INK, count=1)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    detectives = Filter(classification="Detective")
    assert not detectives.matches(card(g, mickey), 0, 0, g.state)
    g.apply(0, Activate(badge, 0))
    assert detectives.matches(card(g, mickey), 0, 0, g.state)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert not detectives.matches(card(g, mickey), 0, 0, g.state)
