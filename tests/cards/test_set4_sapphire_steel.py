"""Set 4 sapphire and steel cards of the starter decks."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard, Quest
from engine.query import can_be_chosen, cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, names

INK = "Kida - Atlantean"  # 2/2 vanilla
MICKEY = "Mickey Mouse - True Friend"  # Hero 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, not a Hero


def test_anna_true_hearted_gives_other_heroes_lore() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "play", "Anna - True-Hearted")
    mickey = sc.add(0, "play", MICKEY)
    sven = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(anna))
    assert lore(g.state, card(g, mickey)) == 3 and lore(g.state, card(g, sven)) == 1


def test_dig_a_little_deeper_puts_two_into_hand() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Dig a Little Deeper")
    sc.add(0, "inkwell", INK, count=8)
    for _ in range(8):
        sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and (d.min, d.max) == (2, 2) and len(d.options) == 7
    choose(g, 0, *d.options[:2])
    while g.state.decision is not None:
        choose(g, 0, g.state.decision.options[0])
    assert len(names(g, 0, "hand")) == 2 and len(names(g, 0, "deck")) == 6


def test_flounder_collectors_companion_cheaper_with_ariel() -> None:
    sc = Scenario(active=0)
    flounder = sc.add(0, "hand", "Flounder - Collector's Companion")
    sc.add(0, "play", "Ariel - Determined Mermaid")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, flounder)) == 2


def test_pascal_puts_the_top_three_back_in_any_order() -> None:
    sc = Scenario(active=0)
    pascal = sc.add(0, "hand", "Pascal - Inquisitive Pet")
    sc.add(0, "inkwell", INK, count=3)
    for name in (MICKEY, SVEN, INK, "Smash"):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(pascal))
    choose(g, 0, find(g, 0, "deck", INK).iid)
    choose(g, 0, find(g, 0, "deck", SVEN).iid)
    assert names(g, 0, "deck") == [INK, SVEN, MICKEY, "Smash"]


def test_rapunzel_has_ward_with_pascal() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Appreciative Artist")
    g = sc.build()
    assert can_be_chosen(g.state, card(g, rapunzel), 1)
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Appreciative Artist")
    sc.add(0, "play", "Pascal - Inquisitive Pet")
    g = sc.build()
    assert has(g.state, card(g, rapunzel), "Ward")
    assert not can_be_chosen(g.state, card(g, rapunzel), 1)


def test_seldom_all_they_seem_and_transformed_chef() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Seldom All They Seem")
    chef = sc.add(0, "hand", "Transformed Chef - Castle Stove")
    sc.add(0, "inkwell", INK, count=6)
    foe = sc.add(1, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(song))  # the only character is chosen for the player
    assert strength(g.state, card(g, foe)) == 2
    g.apply(0, PlayCard(chef))
    choose(g, 0, foe)
    choose(g, 0, "2")
    assert card(g, foe).damage == 1


def test_ariel_determined_mermaid_loots_when_you_play_a_song() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ariel - Determined Mermaid")
    song = sc.add(0, "hand", "Seldom All They Seem")
    keep = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(1, "play", SVEN)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    while g.state.decision is not None and g.state.decision.kind == "target":
        choose(g, 0, g.state.decision.options[0])
    choose(g, 0, "yes")
    choose(g, 0, keep)
    assert names(g, 0, "hand") == [SVEN] and MICKEY in names(g, 0, "discard")


def test_heroes_get_strength_from_ling_and_challenger_from_philoctetes() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ling - Imperial Soldier")
    sc.add(0, "play", "Philoctetes - No-Nonsense Instructor")
    mickey = sc.add(0, "play", MICKEY)
    sven = sc.add(0, "play", SVEN)
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 4 and strength(g.state, card(g, sven)) == 5
    assert keyword(g.state, card(g, mickey), "Challenger") == 1
    assert keyword(g.state, card(g, sven), "Challenger") is None


def test_philoctetes_gains_lore_when_you_play_a_hero() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Philoctetes - No-Nonsense Instructor")
    mickey = sc.add(0, "hand", MICKEY)
    sven = sc.add(0, "hand", SVEN)
    sc.add(0, "inkwell", INK, count=9)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    g.apply(0, PlayCard(sven))
    assert g.state.players[0].lore == 1


def test_mickey_standard_bearer_and_imperial_bow() -> None:
    sc = Scenario(active=0)
    bearer = sc.add(0, "hand", "Mickey Mouse - Standard Bearer")
    bow = sc.add(0, "play", "Imperial Bow")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(bearer))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Challenger") == 2
    g.apply(0, Activate(bow, 0))
    heroes = g.state.decision.options if g.state.decision else []
    assert find(g, 0, "play", SVEN).iid not in heroes
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Challenger") == 4
    assert has(g.state, card(g, mickey), "Evasive")


def test_prince_phillip_gives_resist_to_the_character_chosen_for_support() -> None:
    sc = Scenario(active=0)
    phillip = sc.add(0, "play", "Prince Phillip - Gallant Defender")  # Support
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(phillip))
    choose(g, 0, "yes")
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    assert strength(g.state, card(g, mickey)) == 4


def test_one_last_hope_lets_a_hero_challenge_ready_characters() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Last Hope")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)  # ready
    g = sc.build()
    assert Challenge(mickey, foe) not in g.legal_actions(0)
    g.apply(0, PlayCard(song))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Resist") == 2
    assert Challenge(mickey, foe) in g.legal_actions(0)


def test_one_last_hope_on_a_non_hero_only_gives_resist() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Last Hope")
    sc.add(0, "inkwell", INK, count=3)
    sven = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, sven)
    assert Challenge(sven, foe) not in g.legal_actions(0)


def test_thebes_gains_2_lore_when_a_character_here_banishes_in_a_challenge() -> None:
    sc = Scenario(active=0)
    thebes = sc.add(0, "play", "Thebes - The Big Olive")
    here = sc.add(0, "play", SVEN, location=thebes)
    away = sc.add(0, "play", SVEN)
    a = sc.add(1, "play", INK, exerted=True)
    b = sc.add(1, "play", INK, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(away, a))
    assert g.state.players[0].lore == 0
    g.apply(0, Challenge(here, b))
    assert g.state.players[0].lore == 2
