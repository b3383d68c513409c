"""Set 2 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import can_quest, cost_to_play, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    MICKEY,
    OWL,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    names,
    options,
    remove,
)

GRUMPY = "Grumpy - Bad-Tempered"
SLEEPY = "Sleepy - Nodding Off"  # 2/3, Seven Dwarfs, enters play exerted
SNEEZY = "Sneezy - Very Allergic"  # 1/4, Seven Dwarfs
DOC = "Doc - Leader of the Seven Dwarfs"
BASHFUL = "Bashful - Hopeless Romantic"


# --- Bashful - Hopeless Romantic -------------------------------------------------------------

def test_bashful_quests_only_with_another_seven_dwarfs_character() -> None:
    sc = Scenario(active=0)
    bashful = sc.add(0, "play", BASHFUL)
    sc.add(0, "play", MICKEY)
    sneezy = sc.add(0, "hand", SNEEZY)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert not can_quest(g.state, card(g, bashful))
    assert Quest(bashful) not in g.legal_actions(0)
    g.apply(0, PlayCard(sneezy))
    choose(g, 0, "no")
    assert Quest(bashful) in g.legal_actions(0)


# --- Christopher Robin - Adventurer ----------------------------------------------------------

def test_christopher_robin_gains_lore_when_readied_with_two_others() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Christopher Robin - Adventurer", exerted=True)
    sc.add(0, "play", MICKEY)
    sc.add(0, "play", SNEEZY)
    g = sc.build()
    g.apply(1, EndTurn())  # seat 0's Ready step readies him
    assert g.state.players[0].lore == 2


def test_christopher_robin_needs_two_other_characters() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Christopher Robin - Adventurer", exerted=True)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0


# --- Doc - Leader of the Seven Dwarfs --------------------------------------------------------

def test_doc_makes_the_next_character_cheaper_this_turn() -> None:
    sc = Scenario(active=0)
    doc = sc.add(0, "play", DOC)
    mickey = sc.add(0, "hand", MICKEY)
    other = sc.add(0, "hand", MICKEY)
    sc.add(0, "hand", "Dinglehopper")
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, Quest(doc))
    assert cost_to_play(g.state, p, card(g, mickey)) == 2
    assert cost_to_play(g.state, p, find(g, 0, "hand", "Dinglehopper")) == 1  # items: no
    g.apply(0, PlayCard(mickey))
    assert p.ready_ink() == 3
    assert cost_to_play(g.state, p, card(g, other)) == 3  # only the next one


def test_doc_reduction_ends_with_the_turn() -> None:
    sc = Scenario(active=0)
    doc = sc.add(0, "play", DOC)
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Quest(doc))
    g.apply(0, EndTurn())
    assert cost_to_play(g.state, g.state.players[0], card(g, mickey)) == 3


# --- Dopey - Always Playful ------------------------------------------------------------------

def test_dopey_boosts_other_dwarfs_until_your_next_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Dopey - Always Playful", exerted=True)  # 2/2
    sneezy = sc.add(0, "play", SNEEZY)
    mickey = sc.add(0, "play", MICKEY)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, find(g, 0, "play", "Dopey - Always Playful").iid))
    assert idle(g)
    assert strength(g.state, card(g, sneezy)) == 3
    assert strength(g.state, card(g, mickey)) == 3
    g.apply(1, EndTurn())  # still during the opponent's end and until seat 0's turn starts
    assert g.state.active == 0
    assert strength(g.state, card(g, sneezy)) == 1


# --- Grand Duke - Advisor to the King --------------------------------------------------------

def test_grand_duke_gives_royalty_strength() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Grand Duke - Advisor to the King")
    queen = sc.add(0, "play", "The Queen - Regal Monarch")  # Queen, 2 strength
    prince = sc.add(0, "play", "Hercules - Hero in Training")  # Prince, 2 strength
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert strength(g.state, card(g, queen)) == 3
    assert strength(g.state, card(g, prince)) == 3
    assert strength(g.state, card(g, mickey)) == 3


# --- Grumpy - Bad-Tempered -------------------------------------------------------------------

def test_grumpy_gives_your_other_seven_dwarfs_strength() -> None:
    sc = Scenario(active=0)
    grumpy = sc.add(0, "play", GRUMPY)
    sneezy = sc.add(0, "play", SNEEZY)
    owl = sc.add(0, "play", OWL)
    foe = sc.add(1, "play", SLEEPY)
    g = sc.build()
    assert strength(g.state, card(g, sneezy)) == 2
    assert strength(g.state, card(g, grumpy)) == 3  # "other"
    assert strength(g.state, card(g, owl)) == 2  # not a Dwarf
    assert strength(g.state, card(g, foe)) == 2  # not yours
    assert g.view(0)["players"][0]["play"][1]["strength"] == 2  # views show it too


def test_grumpy_aura_ends_when_he_leaves_play() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", GRUMPY, exerted=True)  # 3/4
    sneezy = sc.add(0, "play", SNEEZY)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, find(g, 0, "play", GRUMPY).iid))
    assert names(g, 0, "discard") == [GRUMPY]
    assert strength(g.state, card(g, sneezy)) == 1


# --- Rapunzel - Sunshine ---------------------------------------------------------------------

def test_rapunzel_sunshine_heals_two() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Sunshine")
    hurt = sc.add(1, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, Activate(rapunzel, 0))
    choose(g, 0, hurt)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0)
    assert card(g, hurt).damage == 1


# --- Sleepy - Nodding Off --------------------------------------------------------------------

def test_sleepy_enters_play_exerted() -> None:
    sc = Scenario(active=0)
    sleepy = sc.add(0, "hand", SLEEPY)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(sleepy))
    assert find(g, 0, "play", SLEEPY).exerted


# --- Sneezy - Very Allergic ------------------------------------------------------------------

def test_sneezy_weakens_when_you_play_him_or_another_dwarf() -> None:
    sc = Scenario(active=0)
    sneezy = sc.add(0, "hand", SNEEZY)
    grumpy = sc.add(0, "hand", GRUMPY)
    mickey_hand = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=9)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(sneezy))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 4
    g.apply(0, PlayCard(grumpy))  # another Seven Dwarfs character
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, PlayCard(mickey_hand))  # not a Dwarf: nothing
    assert idle(g)


# --- Snow White - Lost in the Forest ---------------------------------------------------------

def test_snow_white_removes_up_to_2_damage() -> None:
    sc = Scenario(active=0)
    snow = sc.add(0, "hand", "Snow White - Lost in the Forest")
    sc.add(0, "inkwell", INK, count=2)
    hurt = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, PlayCard(snow))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0, 2)
    assert card(g, hurt).damage == 1


# --- The Queen - Commanding Presence ---------------------------------------------------------

def test_the_queen_commanding_presence_swings_strength_on_quest() -> None:
    sc = Scenario(active=0)
    queen = sc.add(0, "play", "The Queen - Commanding Presence")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    other_foe = sc.add(1, "play", SNEEZY)
    g = sc.build()
    g.apply(0, Quest(queen))
    assert options(g) == [foe, other_foe]  # the first choice is an opposing character
    choose(g, 0, foe)
    assert set(options(g)) == {queen, mickey, foe, other_foe}
    choose(g, 0, mickey)
    assert strength(g.state, card(g, foe)) == 1
    assert strength(g.state, card(g, mickey)) == 7
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Painting the Roses Red ------------------------------------------------------------------

def test_painting_the_roses_red_up_to_two_and_draws() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Painting the Roses Red")
    sc.add(0, "inkwell", INK, count=2)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    c = sc.add(1, "play", SNEEZY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.min == 0 and d.max == 2  # "up to" includes 0 (6.1.3)
    choose(g, 0, a, b)
    assert strength(g.state, card(g, a)) == 4 and strength(g.state, card(g, b)) == 2
    assert strength(g.state, card(g, c)) == 1
    assert len(names(g, 0, "hand")) == 1


def test_painting_the_roses_red_may_choose_none() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Painting the Roses Red")
    sc.add(0, "inkwell", INK, count=2)
    a = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0)
    assert strength(g.state, card(g, a)) == 5
    assert len(names(g, 0, "hand")) == 1 and idle(g)


# --- World's Greatest Criminal Mind ----------------------------------------------------------

def test_worlds_greatest_criminal_mind_banishes_a_strong_character() -> None:
    sc, song = hand_and_ink("World's Greatest Criminal Mind")
    sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))  # only Sven has 5 or more
    assert names(g, 1, "discard") == [SVEN] and names(g, 1, "play") == [MICKEY]
