"""Set 2 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import can_play, keyword, strength
from engine.scenario import Scenario

from .helpers import INK, ITEM, MICKEY, STITCH, SVEN, card, choose, find, idle, names, options

TIANA = "Tiana - Celebrating Princess"


# --- Beast - Forbidding Recluse --------------------------------------------------------------

def test_beast_may_deal_1_damage() -> None:
    sc = Scenario(active=0)
    beast = sc.add(0, "hand", "Beast - Forbidding Recluse")
    sc.add(0, "inkwell", INK, count=4)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(beast))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert card(g, foe).damage == 1


# --- Benja - Guardian of the Dragon Gem ------------------------------------------------------

def test_benja_may_banish_an_item() -> None:
    sc = Scenario(active=0)
    benja = sc.add(0, "hand", "Benja - Guardian of the Dragon Gem")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(benja))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM]


# --- Cinderella - Knight in Training ---------------------------------------------------------

def test_cinderella_draws_then_discards() -> None:
    sc = Scenario(active=0)
    cinderella = sc.add(0, "hand", "Cinderella - Knight in Training")
    sc.add(0, "inkwell", INK, count=2)
    keep = sc.add(0, "hand", MICKEY)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(cinderella))
    choose(g, 0, "yes")
    d = g.state.decision
    assert d is not None and d.hidden and len(d.options) == 2
    choose(g, 0, keep)
    assert names(g, 0, "hand") == [SVEN]
    assert names(g, 0, "discard") == [MICKEY]


# --- Kronk - Junior Chipmunk -----------------------------------------------------------------

def test_kronk_deals_2_after_banishing_in_a_challenge_on_your_turn() -> None:
    sc = Scenario(active=0)
    kronk = sc.add(0, "play", "Kronk - Junior Chipmunk")  # 4/5
    victim = sc.add(1, "play", STITCH, exerted=True)
    other = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Challenge(kronk, victim))
    choose(g, 0, "yes")
    assert other in options(g)
    choose(g, 0, other)
    assert card(g, other).damage == 2


def test_kronk_does_nothing_when_defending() -> None:
    sc = Scenario(active=1)
    kronk = sc.add(0, "play", "Kronk - Junior Chipmunk", exerted=True)
    sc.add(1, "play", SVEN, damage=6)
    g = sc.build()
    attacker = find(g, 1, "play", SVEN).iid
    g.apply(1, Challenge(attacker, kronk))
    assert names(g, 1, "discard") == [SVEN] and idle(g)


# --- Lawrence - Jealous Manservant -----------------------------------------------------------

def test_lawrence_gets_4_strength_while_undamaged() -> None:
    sc = Scenario(active=0)
    lawrence = sc.add(0, "play", "Lawrence - Jealous Manservant")
    g = sc.build()
    assert strength(g.state, card(g, lawrence)) == 4
    card(g, lawrence).damage = 1
    assert strength(g.state, card(g, lawrence)) == 0


# --- The Huntsman - Reluctant Enforcer -------------------------------------------------------

def test_the_huntsman_draws_then_discards_on_quest() -> None:
    sc = Scenario(active=0)
    huntsman = sc.add(0, "play", "The Huntsman - Reluctant Enforcer")
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Quest(huntsman))
    choose(g, 0, "yes")  # the drawn card is the only one: discarded for the player
    assert names(g, 0, "discard") == [SVEN] and g.state.players[0].lore == 2


# --- Tiana - Celebrating Princess ------------------------------------------------------------

def test_tiana_stops_opponents_actions_while_exerted_with_an_empty_hand() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", TIANA, exerted=True)
    smash = sc.add(1, "hand", "Smash")
    sc.add(1, "hand", MICKEY)
    sc.add(1, "inkwell", INK, count=3)
    g = sc.build()
    assert not can_play(g.state, card(g, smash))
    assert PlayCard(smash) not in g.legal_actions(1)
    assert PlayCard(find(g, 1, "hand", MICKEY).iid) in g.legal_actions(1)  # characters: yes


def test_tiana_needs_to_be_exerted_and_your_hand_empty() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", TIANA)  # ready
    smash = sc.add(1, "hand", "Smash")
    sc.add(1, "inkwell", INK, count=3)
    g = sc.build()
    assert PlayCard(smash) in g.legal_actions(1)
    sc = Scenario(active=1)
    sc.add(0, "play", TIANA, exerted=True)
    sc.add(0, "hand", STITCH)  # a card in her player's hand
    smash = sc.add(1, "hand", "Smash")
    sc.add(1, "inkwell", INK, count=3)
    g = sc.build()
    assert PlayCard(smash) in g.legal_actions(1)


# --- Last Cannon -----------------------------------------------------------------------------

def test_last_cannon_gives_challenger_3_and_is_banished() -> None:
    sc = Scenario(active=0)
    cannon = sc.add(0, "play", "Last Cannon")
    sc.add(0, "inkwell", INK)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(cannon, 0))
    assert keyword(g.state, card(g, mickey), "Challenger") == 3
    assert names(g, 0, "discard") == ["Last Cannon"]


# --- Mouse Armor -----------------------------------------------------------------------------

def test_mouse_armor_gives_resist_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    armor = sc.add(0, "play", "Mouse Armor")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(armor, 0))
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") is None
