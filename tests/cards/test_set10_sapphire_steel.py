"""Set 10 sapphire and steel starter-deck cards: the detectives."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, MoveTo, PlayCard, Quest
from engine.query import has, keyword, strength, willpower
from engine.scenario import Scenario

from .helpers import card, choose, find, hand_and_ink, keep_order, names, options, remove

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3, cost 3
SVEN = "Sven - Official Ice Deliverer"  # 5/7, cost 6
STITCH = "Stitch - New Dog"  # 2/2, cost 1
DETECTIVE = "Francine - Eyeing the Evidence"  # Detective 4/3, Resist 1
ITEM = "Coconut Basket"



def test_hen_wen_looks_at_the_top_card_on_quest() -> None:
    sc = Scenario(active=0)
    hen = sc.add(0, "play", "Hen Wen - Prophetic Pig")
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, Quest(hen))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]


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


def test_pluto_returns_an_item_to_hand_with_a_detective_else_to_the_deck_top() -> None:
    for with_detective in (True, False):
        sc = Scenario(active=0)
        pluto = sc.add(0, "play", "Pluto - Clever Cluefinder")
        sc.add(0, "discard", ITEM)
        sc.add(0, "discard", MICKEY)
        if with_detective:
            sc.add(0, "play", DETECTIVE)
        g = sc.build()
        g.apply(0, Activate(pluto, 0))  # the only item card: chosen
        if with_detective:
            assert names(g, 0, "hand") == [ITEM]
        else:
            assert names(g, 0, "deck")[0] == ITEM and names(g, 0, "hand") == []


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


def test_judy_on_the_case_inks_an_item_with_another_detective() -> None:
    sc, judy = hand_and_ink("Judy Hopps - On the Case")
    sc.add(0, "play", DETECTIVE)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    choose(g, 0, "yes")
    assert names(g, 1, "play") == [] and len(g.state.players[1].inkwell) == 1
    sc, judy = hand_and_ink("Judy Hopps - On the Case")
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(judy))  # no other Detective: nothing asked
    assert g.state.decision is None and names(g, 1, "play") == [ITEM]


def test_kristoff_inks_from_the_deck_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    kristoff = sc.add(0, "play", "Kristoff - Mining the Ruins", under=(STITCH,))
    g = sc.build()
    g.apply(0, Quest(kristoff))
    ink = g.state.players[0].inkwell
    assert len(ink) == 1 and ink[0].exerted
    sc = Scenario(active=0)
    kristoff = sc.add(0, "play", "Kristoff - Mining the Ruins")
    g = sc.build()
    g.apply(0, Quest(kristoff))
    assert g.state.players[0].inkwell == []


def test_zeus_gets_stronger_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    zeus = sc.add(0, "play", "Zeus - Missing His Spark", under=(STITCH,))
    plain = sc.add(0, "play", "Zeus - Missing His Spark")
    g = sc.build()
    assert strength(g.state, card(g, zeus)) == 4 and willpower(g.state, card(g, zeus)) == 5
    assert strength(g.state, card(g, plain)) == 2


def test_jasmine_soothing_princess_heals_each_of_yours() -> None:
    sc = Scenario(active=0)
    jas = sc.add(0, "play", "Jasmine - Soothing Princess", under=(STITCH,))
    a = sc.add(0, "play", SVEN, damage=4)
    b = sc.add(0, "play", MICKEY, damage=1)
    foe = sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, Quest(jas))
    remove(g, 0)
    remove(g, 0)
    assert card(g, a).damage == 1 and card(g, b).damage == 0 and card(g, foe).damage == 2


def test_judy_uncovering_clues_searches_when_played_and_questing() -> None:
    sc, judy = hand_and_ink("Judy Hopps - Uncovering Clues")
    for name in (MICKEY, DETECTIVE, SVEN, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(judy))
    assert options(g) == [find(g, 0, "deck", DETECTIVE).iid]
    g.apply(0, Choose((find(g, 0, "deck", DETECTIVE).iid,)))
    keep_order(g, 0)
    assert names(g, 0, "hand") == [DETECTIVE]
    assert names(g, 0, "deck") == [STITCH, MICKEY, SVEN]


def test_judy_lead_detective_gives_detectives_alert_and_resist_on_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Judy Hopps - Lead Detective")
    det = sc.add(0, "play", DETECTIVE)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert has(g.state, card(g, det), "Alert") and keyword(g.state, card(g, det), "Resist") == 3
    assert not has(g.state, card(g, mickey), "Alert")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, det), "Alert")


def test_detectives_badge_makes_a_detective() -> None:
    sc = Scenario(active=0)
    badge = sc.add(0, "play", "Detective's Badge")
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "play", "Judy Hopps - Lead Detective")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert not has(g.state, card(g, mickey), "Alert")
    g.apply(0, Activate(badge, 0))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Alert")  # a Detective now
    assert keyword(g.state, card(g, mickey), "Resist") == 3


def test_robin_hood_shoots_up_to_two_with_a_card_under_him() -> None:
    sc = Scenario(active=0)
    robin = sc.add(0, "play", "Robin Hood - Ephemeral Archer", under=(STITCH,))
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(robin))
    choose(g, 0, a, b)
    assert card(g, a).damage == 1 and card(g, b).damage == 1


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


def test_hen_wens_visions_keeps_one_on_top() -> None:
    sc, action = hand_and_ink("Hen Wen's Visions")
    for name in (MICKEY, SVEN, STITCH, INK, DETECTIVE):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(action))
    g.apply(0, Choose((find(g, 0, "deck", STITCH).iid,)))
    keep_order(g, 0)
    assert names(g, 0, "deck") == [STITCH, DETECTIVE, MICKEY, SVEN, INK]


def test_promising_lead_and_putting_it_all_together() -> None:
    sc, lead = hand_and_ink("Promising Lead")
    together = sc.add(0, "hand", "Putting It All Together")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(lead))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Support")
    g.apply(0, PlayCard(together))  # Sven: the only opposing character
    assert len(names(g, 0, "hand")) == 1
    card(g, mickey).exerted = True
    g.apply(0, EndTurn())
    assert Challenge(foe, mickey) not in g.legal_actions(1)


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


def test_castle_wyvern_gives_challenger_and_resist_here() -> None:
    sc = Scenario(active=0)
    castle = sc.add(0, "play", "Castle Wyvern - Above the Clouds")
    here = sc.add(0, "play", MICKEY, location=castle)
    away = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert keyword(g.state, card(g, here), "Challenger") == 1
    assert keyword(g.state, card(g, here), "Resist") == 1
    assert not has(g.state, card(g, away), "Resist")
