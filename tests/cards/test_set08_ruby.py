"""Set 8 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import has, lore, strength
from engine.scenario import Scenario

from .helpers import MICKEY, STITCH, SVEN, card, choose, find, hand_and_ink, options

# --- Mushu - Fast-Talking Dragon -------------------------------------------------------------

def test_mushu_fast_talking_gives_rush() -> None:
    sc = Scenario(active=0)
    mushu = sc.add(0, "play", "Mushu - Fast-Talking Dragon")
    fresh = sc.add(0, "play", MICKEY, drying=True)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    assert Challenge(fresh, foe) not in g.legal_actions(0)
    g.apply(0, Activate(mushu, 0))
    choose(g, 0, fresh)
    assert Challenge(fresh, foe) in g.legal_actions(0)


# --- Cri-Kee - Part of the Team --------------------------------------------------------------

def test_cri_kee_gets_lore_with_two_other_exerted_characters() -> None:
    sc = Scenario(active=0)
    cri = sc.add(0, "play", "Cri-Kee - Part of the Team", exerted=True)
    sc.add(0, "play", MICKEY, exerted=True)
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert lore(g.state, card(g, cri)) == 1  # itself does not count
    card(g, other).exerted = True
    assert lore(g.state, card(g, cri)) == 3


# --- Thumper - Young Bunny -------------------------------------------------------------------

def test_thumper_gives_plus_three_strength() -> None:
    sc = Scenario(active=0)
    thumper = sc.add(0, "play", "Thumper - Young Bunny")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(thumper, 0))
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 6 and card(g, thumper).exerted
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


# --- Mulan - Charging Ahead ------------------------------------------------------------------

def test_mulan_charging_ahead_challenges_ready_and_evasive_characters() -> None:
    sc = Scenario(active=0)
    mulan = sc.add(0, "play", "Mulan - Charging Ahead")
    foe = sc.add(1, "play", MICKEY)  # ready
    flyer = sc.add(1, "play", "Peter Pan - Never Landing")  # Evasive, ready
    other = sc.add(0, "play", SVEN)
    g = sc.build()
    legal = g.legal_actions(0)
    assert Challenge(mulan, foe) in legal and Challenge(mulan, flyer) in legal
    assert Challenge(other, foe) not in legal


# --- Mushu - Your Worst Nightmare ------------------------------------------------------------

def test_mushu_your_worst_nightmare_fires_up_your_other_characters() -> None:
    sc, mickey = hand_and_ink(MICKEY)
    sc.add(0, "play", "Mushu - Your Worst Nightmare")
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    m = find(g, 0, "play", MICKEY)
    assert has(g.state, m, "Rush") and has(g.state, m, "Reckless") and has(g.state, m, "Evasive")
    assert Challenge(m.iid, foe) in g.legal_actions(0)
    assert EndTurn() not in g.legal_actions(0)  # Reckless: must challenge
    g.apply(0, Challenge(m.iid, foe))
    g.apply(0, EndTurn())
    assert not has(g.state, find(g, 0, "play", MICKEY), "Rush")


# --- Prince John - Fraidy-Cat ----------------------------------------------------------------

def test_prince_john_is_damaged_when_an_opponent_plays_a_character() -> None:
    sc, mickey = hand_and_ink(MICKEY, active=1)
    john = sc.add(0, "play", "Prince John - Fraidy-Cat")
    g = sc.build()
    g.apply(1, PlayCard(mickey))
    assert card(g, john).damage == 1
    sc, mickey = hand_and_ink(MICKEY)
    john = sc.add(0, "play", "Prince John - Fraidy-Cat")
    g = sc.build()
    g.apply(0, PlayCard(mickey))  # your own: nothing
    assert card(g, john).damage == 0


# --- Light the Fuse --------------------------------------------------------------------------

def test_light_the_fuse_deals_damage_per_exerted_character() -> None:
    sc, action = hand_and_ink("Light the Fuse", ink=1)
    sc.add(0, "play", MICKEY, exerted=True, count=2)
    sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, foe)
    assert card(g, foe).damage == 2


# --- Twitterpated ----------------------------------------------------------------------------

def test_twitterpated_gives_evasive_until_the_start_of_your_next_turn() -> None:
    sc, tw = hand_and_ink("Twitterpated")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(tw))  # the only character: chosen
    assert has(g.state, card(g, foe), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, foe), "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, foe), "Evasive")


# --- The Sword of Shan-Yu --------------------------------------------------------------------

def test_sword_of_shan_yu_exerts_one_of_yours_to_ready_a_character() -> None:
    sc = Scenario(active=0)
    sword = sc.add(0, "play", "The Sword of Shan-Yu")
    payer = sc.add(0, "play", MICKEY)
    tired = sc.add(0, "play", SVEN, exerted=True)
    sc.add(0, "play", STITCH, drying=True)  # drying: can't pay
    g = sc.build()
    g.apply(0, Activate(sword, 0))  # Mickey is the only dry, ready one: he pays
    assert card(g, payer).exerted
    choose(g, 0, tired)
    assert card(g, payer).exerted and not card(g, tired).exerted
    assert not any(isinstance(a, Quest) and a.card == tired for a in g.legal_actions(0))


def test_sword_of_shan_yu_needs_a_ready_dry_character() -> None:
    sc = Scenario(active=0)
    sword = sc.add(0, "play", "The Sword of Shan-Yu")
    sc.add(0, "play", MICKEY, exerted=True)
    sc.add(0, "play", STITCH, drying=True)
    g = sc.build()
    assert Activate(sword, 0) not in g.legal_actions(0)


def test_sword_of_shan_yu_lets_the_player_pick_who_pays() -> None:
    sc = Scenario(active=0)
    sword = sc.add(0, "play", "The Sword of Shan-Yu")
    a = sc.add(0, "play", MICKEY)
    b = sc.add(0, "play", STITCH)
    g = sc.build()
    g.apply(0, Activate(sword, 0))
    assert set(options(g)) == {a, b}
    choose(g, 0, b)
    assert card(g, b).exerted and not card(g, a).exerted
    choose(g, 0, b)  # ready the one that paid
    assert not card(g, b).exerted and card(g, sword).exerted
