"""Set 5 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, MoveTo, PlayCard
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, idle, names, options

BAYOU = "The Bayou - Mysterious Swamp"  # a location, move cost 1
MINNIE = "Minnie Mouse - Beloved Princess"  # vanilla
SPEEDWAY = "Sugar Rush Speedway - Starting Line"  # a location, move cost 0
PARTY = "Ratigan's Party - Seedy Back Room"


# --- Wreck-It Ralph - Demolition Dude --------------------------------------------------------


def test_wreck_it_ralph_gains_lore_for_his_damage_when_readied() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Wreck-It Ralph - Demolition Dude", exerted=True, damage=2)
    sc.add(0, "play", SVEN, exerted=True, damage=3)  # not Ralph
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 2


# --- Turbo - Royal Hack ----------------------------------------------------------------------

def test_turbo_counts_as_king_candy_for_shift() -> None:
    sc = Scenario(active=0)
    turbo = sc.add(0, "play", "Turbo - Royal Hack")
    king = sc.add(0, "hand", "King Candy - Sweet Abomination")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    assert PlayCard(king, shift=turbo) in g.legal_actions(0)
    g.apply(0, PlayCard(king, shift=turbo))
    assert names(g, 0, "play") == ["King Candy - Sweet Abomination"]


# --- Mickey Mouse - Enthusiastic Dancer ------------------------------------------------------


def test_mickey_enthusiastic_dancer_with_minnie() -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "play", "Mickey Mouse - Enthusiastic Dancer")
    sc.add(1, "play", MINNIE)  # not yours
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 2
    sc2 = Scenario(active=0)
    m2 = sc2.add(0, "play", "Mickey Mouse - Enthusiastic Dancer")
    sc2.add(0, "play", MINNIE)
    g2 = sc2.build()
    assert strength(g2.state, card(g2, m2)) == 4


# --- Ratigan - Raging Rat --------------------------------------------------------------------


def test_ratigan_raging_rat_is_stronger_while_damaged() -> None:
    sc = Scenario(active=0)
    fresh = sc.add(0, "play", "Ratigan - Raging Rat")
    hurt = sc.add(0, "play", "Ratigan - Raging Rat", damage=1)
    g = sc.build()
    assert strength(g.state, card(g, fresh)) == 1
    assert strength(g.state, card(g, hurt)) == 3


# --- Taffyta Muttonfudge - Crowd Favorite ----------------------------------------------------

def test_taffyta_crowd_favorite_needs_a_location() -> None:
    for with_location in (True, False):
        sc = Scenario(active=0)
        taffyta = sc.add(0, "hand", "Taffyta Muttonfudge - Crowd Favorite")
        sc.add(0, "inkwell", INK)
        if with_location:
            sc.add(0, "play", SPEEDWAY)
        sc.lore(1, 2)
        g = sc.build()
        g.apply(0, PlayCard(taffyta))
        assert g.state.players[1].lore == (1 if with_location else 2)


# --- Taffyta Muttonfudge - Sour Speedster ----------------------------------------------------


def test_taffyta_sour_speedster_gains_2_lore_once_per_turn_on_moving() -> None:
    sc = Scenario(active=0)
    taffyta = sc.add(0, "play", "Taffyta Muttonfudge - Sour Speedster")
    a = sc.add(0, "play", SPEEDWAY)
    b = sc.add(0, "play", BAYOU)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, MoveTo(taffyta, a))
    assert g.state.players[0].lore == 2
    g.apply(0, MoveTo(taffyta, b))
    assert g.state.players[0].lore == 2 and idle(g)


# --- Donald Duck - Daisy's Date --------------------------------------------------------------

def test_donald_duck_daisys_date_makes_opponents_lose_lore_when_challenging() -> None:
    sc = Scenario(active=0)
    donald = sc.add(0, "play", "Donald Duck - Daisy's Date")
    foe = sc.add(1, "play", SVEN, exerted=True)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Challenge(donald, foe))
    assert g.state.players[1].lore == 2


def test_donald_duck_daisys_date_not_when_challenging_a_location() -> None:
    sc = Scenario(active=0)
    donald = sc.add(0, "play", "Donald Duck - Daisy's Date")
    place = sc.add(1, "play", BAYOU)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Challenge(donald, place))
    assert g.state.players[1].lore == 3 and idle(g)


# --- Vanellope von Schweetz - Random Roster Racer --------------------------------------------


def test_vanellope_is_evasive_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    van = sc.add(0, "hand", "Vanellope von Schweetz - Random Roster Racer")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, PlayCard(van))
    v = find(g, 0, "play", "Vanellope von Schweetz - Random Roster Racer")
    assert has(g.state, v, "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, v, "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, v, "Evasive")


# --- Simba - Adventurous Successor -----------------------------------------------------------


def test_simba_adventurous_successor_gives_plus_2() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "hand", "Simba - Adventurous Successor")
    sc.add(0, "inkwell", INK)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(simba))
    choose(g, 0, mine)
    assert strength(g.state, card(g, mine)) == 5
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mine)) == 3


# --- Minnie Mouse - Dazzling Dancer ----------------------------------------------------------


def test_minnie_dazzling_dancer_gains_lore_for_her_and_mickey_challenges() -> None:
    sc = Scenario(active=0)
    minnie = sc.add(0, "play", "Minnie Mouse - Dazzling Dancer")
    mickey = sc.add(0, "play", MICKEY)
    other = sc.add(0, "play", SVEN)
    weak = "Maleficent - Vengeful Sorceress"  # 2/2 vanilla
    a = sc.add(1, "play", weak, exerted=True)
    b = sc.add(1, "play", weak, exerted=True)
    c = sc.add(1, "play", weak, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(minnie, a))
    assert g.state.players[0].lore == 1
    g.apply(0, Challenge(mickey, b))
    assert g.state.players[0].lore == 2
    g.apply(0, Challenge(other, c))
    assert g.state.players[0].lore == 2


# --- Glimmer vs Glimmer ----------------------------------------------------------------------


def test_glimmer_vs_glimmer_banishes_yours_to_banish_another() -> None:
    sc = Scenario(active=0)
    gvg = sc.add(0, "hand", "Glimmer vs Glimmer")
    sc.add(0, "inkwell", INK, count=4)
    mine = sc.add(0, "play", MICKEY)
    kept = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(gvg))
    assert set(options(g)) == {mine, kept}
    choose(g, 0, mine)
    assert names(g, 0, "discard") == [MICKEY]
    assert set(options(g)) == {kept, foe}
    choose(g, 0, foe)
    assert names(g, 1, "discard") == [SVEN] and names(g, 0, "play") == [SVEN]


def test_glimmer_vs_glimmer_needs_one_of_yours() -> None:
    sc = Scenario(active=0)
    gvg = sc.add(0, "hand", "Glimmer vs Glimmer")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(gvg))
    assert names(g, 1, "play") == [SVEN] and idle(g)


# --- The Sword Released ----------------------------------------------------------------------

def test_the_sword_released_steals_a_lore_with_the_strongest_character() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "The Sword Released")
    sc.add(0, "play", SVEN)  # 5 strength
    sc.add(1, "play", MICKEY)  # 3
    sc.lore(1, 2)
    g = sc.build()
    g.apply(1, EndTurn())
    assert [p.lore for p in g.state.players] == [1, 1]


def test_the_sword_released_needs_more_strength_than_each() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "The Sword Released")
    sc.add(0, "play", MICKEY)
    sc.add(1, "play", MICKEY)
    sc.lore(1, 2)
    g = sc.build()
    g.apply(1, EndTurn())
    assert [p.lore for p in g.state.players] == [0, 2]


def test_the_sword_released_gains_only_the_lore_lost() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "The Sword Released")
    sc.add(0, "play", MICKEY)
    g = sc.build()  # no opposing characters, opponent at 0 lore
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0


# --- Ratigan's Party - Seedy Back Room -------------------------------------------------------

def test_ratigans_party_gets_lore_with_a_damaged_character_of_yours_here() -> None:
    sc = Scenario(active=0)
    party = sc.add(0, "play", PARTY)
    sc.add(0, "play", SVEN, location=party)
    sc.add(0, "play", SVEN, damage=1)  # damaged, but not here
    g = sc.build()
    assert lore(g.state, card(g, party)) == 0
    sc = Scenario(active=0)
    party = sc.add(0, "play", PARTY)
    sc.add(0, "play", SVEN, location=party, damage=1)
    g = sc.build()
    assert lore(g.state, card(g, party)) == 2
