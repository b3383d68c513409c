"""Set 10 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, MoveTo, PlayCard, Quest
from engine.query import has, keyword, strength, willpower
from engine.scenario import Scenario

from .helpers import INK, MICKEY, STITCH, SVEN, card, choose, find, hand_and_ink, names, options

DETECTIVE = "Francine - Eyeing the Evidence"  # Detective 4/3, Resist 1


# --- Robin Hood - Ephemeral Archer -----------------------------------------------------------

def test_robin_hood_shoots_up_to_two_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    robin = sc.add(0, "play", "Robin Hood - Ephemeral Archer", under=(STITCH,))
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(robin))
    choose(g, 0, a, b)
    assert card(g, a).damage == 1 and card(g, b).damage == 1


# --- Basil - Tenacious Mouse -----------------------------------------------------------------

def test_basil_gains_resist_when_you_play_another_detective() -> None:
    sc, det = hand_and_ink(DETECTIVE)
    basil = sc.add(0, "play", "Basil - Tenacious Mouse")
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    assert not has(g.state, card(g, basil), "Resist")
    g.apply(0, PlayCard(det))
    assert keyword(g.state, card(g, basil), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, basil), "Resist") == 1
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, basil), "Resist")


# --- Minnie Mouse - Ghost Hunter -------------------------------------------------------------

def test_minnie_and_donald_ghost_hunters_help_detectives() -> None:
    sc, minnie = hand_and_ink("Minnie Mouse - Ghost Hunter")
    donald = sc.add(0, "hand", "Donald Duck - Ghost Hunter")
    det = sc.add(0, "play", DETECTIVE)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(minnie))
    assert set(options(g)) == {det, find(g, 0, "play", "Minnie Mouse - Ghost Hunter").iid}
    choose(g, 0, det)
    assert has(g.state, card(g, det), "Alert")
    g.apply(0, PlayCard(donald))
    choose(g, 0, det)
    assert keyword(g.state, card(g, det), "Challenger") == 2


# --- David Xanatos - Steel Clan Leader -------------------------------------------------------

def test_david_xanatos_discards_to_deal_damage() -> None:
    sc, david = hand_and_ink("David Xanatos - Steel Clan Leader")
    sc.add(0, "hand", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(david))
    choose(g, 0, "yes")  # Mickey: the only card to discard
    choose(g, 0, foe)
    assert names(g, 0, "discard") == [MICKEY] and card(g, foe).damage == 2
    sc, david = hand_and_ink("David Xanatos - Steel Clan Leader")  # nothing to discard
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(david))
    choose(g, 0, "yes")
    assert card(g, foe).damage == 0


# --- Nick Wilde - Persistent Investigator ----------------------------------------------------

def test_nick_wilde_draws_when_a_detective_banishes_in_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Nick Wilde - Persistent Investigator")
    det = sc.add(0, "play", DETECTIVE)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    foe2 = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mickey, foe))  # not a Detective
    assert names(g, 0, "hand") == []
    g.apply(0, Challenge(det, foe2))
    assert len(names(g, 0, "hand")) == 1


# --- Zeus - Missing His Spark ----------------------------------------------------------------

def test_zeus_gets_stronger_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    zeus = sc.add(0, "play", "Zeus - Missing His Spark", under=(STITCH,))
    plain = sc.add(0, "play", "Zeus - Missing His Spark")
    g = sc.build()
    assert strength(g.state, card(g, zeus)) == 4 and willpower(g.state, card(g, zeus)) == 5
    assert strength(g.state, card(g, plain)) == 2


# --- The Robot Queen -------------------------------------------------------------------------

def test_the_robot_queen_pays_and_banishes_itself_to_deal_damage() -> None:
    sc, mickey = hand_and_ink(MICKEY, ink=4)
    sc.add(0, "play", "The Robot Queen")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert card(g, foe).damage == 2 and names(g, 0, "discard") == ["The Robot Queen"]
    assert g.state.players[0].ready_ink() == 0


# --- Zootopia - Police Headquarters ----------------------------------------------------------

def test_zootopia_draws_and_discards_when_you_move_a_character_there() -> None:
    sc = Scenario(active=0)
    hq = sc.add(0, "play", "Zootopia - Police Headquarters")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "hand", SVEN)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, MoveTo(mickey, hq))
    choose(g, 0, "yes")
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "discard") == [SVEN] and len(names(g, 0, "hand")) == 1


# --- Castle Wyvern - Above the Clouds --------------------------------------------------------

def test_castle_wyvern_gives_challenger_and_resist_here() -> None:
    sc = Scenario(active=0)
    castle = sc.add(0, "play", "Castle Wyvern - Above the Clouds")
    here = sc.add(0, "play", MICKEY, location=castle)
    away = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert keyword(g.state, card(g, here), "Challenger") == 1
    assert keyword(g.state, card(g, here), "Resist") == 1
    assert not has(g.state, card(g, away), "Resist")
