"""Set 12 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import keyword, lore, strength, willpower
from engine.scenario import Scenario

from .helpers import (
    INK,
    ITEM,
    LAGOON,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    names,
    options,
)

VILLAIN = "Maleficent - Biding Her Time"  # 1/1, cost 1, a Villain, no abilities
ROBOT = "Omnidroid - V.8"  # 2/2, cost 1, a Robot, no abilities
SUPER = "Mr. Incredible - Bob Parr"  # 2/2, cost 1, a Super and Hero, no abilities
ALLY = "Owl - Logical Lecturer"  # 2/2, cost 1, an Ally (not a Hero), no abilities
MANOR = "McDuck Manor - Scrooge's Mansion"  # location: willpower 9, lore 2, move cost 1
BIG_ACTION = "Finders Keepers"  # action, cost 5: draw 3 cards
SMALL_ACTION = "Fan the Flames"  # action, cost 1


# --- Pocahontas - Steadfast Traveler ---------------------------------------------------------

def test_pocahontas_returns_a_location_if_you_played_another_character() -> None:
    sc, stitch = hand_and_ink(STITCH)
    poca = sc.add(0, "play", "Pocahontas - Steadfast Traveler")
    sc.add(0, "discard", LAGOON)
    sc.add(0, "discard", MANOR)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(poca))
    assert set(options(g)) == {find(g, 0, "discard", LAGOON).iid,
                               find(g, 0, "discard", MANOR).iid}  # locations only
    choose(g, 0, find(g, 0, "discard", MANOR).iid)
    assert names(g, 0, "hand") == [MANOR]
    assert names(g, 0, "discard") == [LAGOON, MICKEY]


def test_pocahontas_without_another_character_played_returns_nothing() -> None:
    sc = Scenario(active=0)
    poca = sc.add(0, "play", "Pocahontas - Steadfast Traveler")
    sc.add(0, "discard", LAGOON)
    g = sc.build()
    g.apply(0, Quest(poca))
    assert g.state.decision is None
    assert names(g, 0, "hand") == [] and names(g, 0, "discard") == [LAGOON]


# --- Angus - Mighty Horse --------------------------------------------------------------------

def test_angus_gives_alert_this_turn() -> None:
    sc, angus = hand_and_ink("Angus - Mighty Horse")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(angus))
    assert len(options(g)) == 3  # any character: Angus, Mickey, the opponent's Sven
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Alert") is not None
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Alert") is None


# --- Incrediboy - Buddy Pine -----------------------------------------------------------------

def test_incrediboy_gains_lore_only_with_a_hero_in_play() -> None:
    sc, boy = hand_and_ink("Incrediboy - Buddy Pine")
    sc.add(1, "play", STITCH)  # an opponent's Hero counts
    g = sc.build()
    g.apply(0, PlayCard(boy))
    assert g.state.players[0].lore == 1
    sc, boy = hand_and_ink("Incrediboy - Buddy Pine")
    sc.add(0, "play", ALLY)
    g = sc.build()
    g.apply(0, PlayCard(boy))
    assert g.state.players[0].lore == 0


def test_incrediboy_counts_as_syndrome_for_shift() -> None:
    sc, syndrome = hand_and_ink("Syndrome - Out for Revenge", ink=4)
    boy = sc.add(0, "play", "Incrediboy - Buddy Pine")
    g = sc.build()
    assert PlayCard(syndrome, shift=boy) in g.legal_actions(0)  # Shift 4 with 4 ink
    g.apply(0, PlayCard(syndrome, shift=boy))
    assert names(g, 0, "play") == ["Syndrome - Out for Revenge"]


# --- Mrs. Incredible - Helen Parr ------------------------------------------------------------

def test_helen_parr_gives_challenger_2_this_turn() -> None:
    sc, helen = hand_and_ink("Mrs. Incredible - Helen Parr")
    sven = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", "Maleficent - Uninvited", exerted=True)  # 3/6
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(helen))
    assert len(options(g)) == 4  # any character
    choose(g, 0, sven)
    assert keyword(g.state, card(g, sven), "Challenger") == 2
    g.apply(0, Challenge(sven, foe))  # 5 + 2 while challenging: 7 damage banishes her
    assert names(g, 1, "discard") == ["Maleficent - Uninvited"]
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, sven), "Challenger") is None


# --- Rat Capone - Rodent Gangster ------------------------------------------------------------

def test_rat_capone_gets_3_strength_while_undamaged() -> None:
    sc = Scenario(active=0)
    rat = sc.add(0, "play", "Rat Capone - Rodent Gangster")
    hurt = sc.add(0, "play", "Rat Capone - Rodent Gangster", damage=1)
    g = sc.build()
    assert strength(g.state, card(g, rat)) == 5
    assert strength(g.state, card(g, hurt)) == 2


# --- Omnidroid - V.9 -------------------------------------------------------------------------

def test_omnidroid_v9_shifted_may_deal_2_damage() -> None:
    for answer in ("yes", "no"):
        sc, droid = hand_and_ink("Omnidroid - V.9")
        base = sc.add(0, "play", ROBOT)
        foe = sc.add(1, "play", SVEN)
        sc.add(1, "play", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(droid, shift=base))
        choose(g, 0, answer)
        if answer == "yes":
            assert foe in options(g)
            choose(g, 0, foe)
        assert card(g, foe).damage == (2 if answer == "yes" else 0)


def test_omnidroid_v9_played_normally_deals_nothing() -> None:
    sc, droid = hand_and_ink("Omnidroid - V.9")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(droid))
    assert g.state.decision is None and card(g, foe).damage == 0


# --- Mr. Incredible - Taking Out the Trash ---------------------------------------------------

def test_mr_incredible_damages_an_opposing_robot_or_villain() -> None:
    sc, bob = hand_and_ink("Mr. Incredible - Taking Out the Trash")
    robot = sc.add(1, "play", ROBOT)
    villain = sc.add(1, "play", "Hans - Scheming Prince")  # 3/3 Villain
    sc.add(1, "play", SVEN)
    sc.add(0, "play", VILLAIN)  # yours: not opposing
    g = sc.build()
    g.apply(0, PlayCard(bob))
    choose(g, 0, "yes")
    assert set(options(g)) == {robot, villain}
    choose(g, 0, villain)
    assert card(g, villain).damage == 2


def test_mr_incredible_may_decline() -> None:
    sc, bob = hand_and_ink("Mr. Incredible - Taking Out the Trash")
    robot = sc.add(1, "play", "Hans - Scheming Prince")
    g = sc.build()
    g.apply(0, PlayCard(bob))
    choose(g, 0, "no")
    assert card(g, robot).damage == 0


# --- Fat Cat - Criminal Businessman ----------------------------------------------------------

def test_fat_cat_gives_your_locations_resist_1() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Fat Cat - Criminal Businessman")
    mine = sc.add(0, "play", MANOR)
    theirs = sc.add(1, "play", LAGOON)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    assert keyword(g.state, card(g, mine), "Resist") == 1
    assert keyword(g.state, card(g, theirs), "Resist") is None
    g.apply(1, Challenge(foe, mine))
    assert card(g, mine).damage == 2  # 3 - 1


# --- Goofy - Determined Traveler -------------------------------------------------------------

def test_goofy_may_damage_a_character_or_location_after_playing_another() -> None:
    for answer in ("yes", "no"):
        sc, stitch = hand_and_ink(STITCH)
        goofy = sc.add(0, "play", "Goofy - Determined Traveler")
        loc = sc.add(1, "play", LAGOON)
        foe = sc.add(1, "play", SVEN)
        sc.add(1, "play", ITEM)  # an item: not a choice
        g = sc.build()
        g.apply(0, PlayCard(stitch))
        g.apply(0, Quest(goofy))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {goofy, find(g, 0, "play", STITCH).iid, loc, foe}
            choose(g, 0, loc)
        assert card(g, loc).damage == (1 if answer == "yes" else 0)
        assert card(g, foe).damage == 0


def test_goofy_without_another_character_played_asks_nothing() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Determined Traveler")
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(goofy))
    assert g.state.decision is None


# --- Omnidroid - V.10 ------------------------------------------------------------------------

def test_omnidroid_v10_has_resist_2_while_a_card_is_under_it() -> None:
    sc, droid = hand_and_ink("Omnidroid - V.10")
    base = sc.add(0, "play", ROBOT)
    other = sc.add(0, "play", "Omnidroid - V.10")
    g = sc.build()
    assert keyword(g.state, card(g, other), "Resist") is None
    g.apply(0, PlayCard(droid, shift=base))
    shifted = next(c for c in g.state.players[0].play if c.under)
    assert keyword(g.state, shifted, "Resist") == 2


# --- Gizmoduck - Duckburg Defender -----------------------------------------------------------

def test_gizmoduck_with_an_empty_hand_stops_actions_costing_4_or_more() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Gizmoduck - Duckburg Defender")
    big = sc.add(1, "hand", BIG_ACTION)
    small = sc.add(1, "hand", SMALL_ACTION)
    sc.add(1, "inkwell", INK, count=9)
    g = sc.build()
    legal = g.legal_actions(1)
    assert PlayCard(big) not in legal and PlayCard(small) in legal
    sc = Scenario(active=1)
    sc.add(0, "play", "Gizmoduck - Duckburg Defender")
    sc.add(0, "hand", STITCH)  # a card in your hand: no restriction
    big = sc.add(1, "hand", BIG_ACTION)
    sc.add(1, "inkwell", INK, count=9)
    g = sc.build()
    assert PlayCard(big) in g.legal_actions(1)


# --- Mrs. Incredible - Determined Rescuer ----------------------------------------------------

def test_determined_rescuer_gives_your_characters_resist_1() -> None:
    sc = Scenario(active=0)
    helen = sc.add(0, "play", "Mrs. Incredible - Determined Rescuer")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    assert keyword(g.state, card(g, helen), "Resist") == 1
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    assert keyword(g.state, card(g, foe), "Resist") is None


def test_determined_rescuer_readies_a_super_that_then_cant_quest() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mrs. Incredible - Determined Rescuer")
    bob = sc.add(0, "play", SUPER, exerted=True)
    attacker = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", STITCH, exerted=True)
    sc.add(1, "play", "Darkwing Duck - Crime Fighter", exerted=True)  # an opposing Super
    g = sc.build()
    g.apply(0, Challenge(attacker, foe))  # Stitch is banished in the challenge
    choose(g, 0, "yes")
    assert bob in options(g) and len(options(g)) == 3  # Helen and both Supers
    choose(g, 0, bob)
    assert not card(g, bob).exerted
    assert Quest(bob) not in g.legal_actions(0)


def test_determined_rescuer_does_nothing_on_the_opponents_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Mrs. Incredible - Determined Rescuer")
    sc.add(0, "play", SUPER, exerted=True)
    stitch = sc.add(0, "play", STITCH, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, stitch))
    assert g.state.decision is None


# --- Diablo - Stone Servant ------------------------------------------------------------------

def test_diablo_gets_strength_and_lore_with_a_villain() -> None:
    sc = Scenario(active=0)
    diablo = sc.add(0, "play", "Diablo - Stone Servant")
    g = sc.build()
    assert (strength(g.state, card(g, diablo)), lore(g.state, card(g, diablo))) == (1, 1)
    sc = Scenario(active=0)
    diablo = sc.add(0, "play", "Diablo - Stone Servant")
    sc.add(0, "play", VILLAIN)
    sc.add(1, "play", "Hans - Scheming Prince")  # an opponent's Villain does not count
    g = sc.build()
    assert (strength(g.state, card(g, diablo)), lore(g.state, card(g, diablo))) == (3, 2)


def test_diablo_exerted_keeps_your_villains_from_being_challenged() -> None:
    for exerted in (True, False):
        sc = Scenario(active=1)
        sc.add(0, "play", "Diablo - Stone Servant", exerted=exerted)
        villain = sc.add(0, "play", VILLAIN, exerted=True)
        ally = sc.add(0, "play", ALLY, exerted=True)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        legal = g.legal_actions(1)
        assert (Challenge(foe, villain) in legal) is not exerted
        assert Challenge(foe, ally) in legal


# --- Card Advantage --------------------------------------------------------------------------

def test_card_advantage_draws_2_after_an_opposing_banishment_in_challenge() -> None:
    sc, action = hand_and_ink("Card Advantage")
    attacker = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", STITCH, exerted=True)
    sc.add(0, "deck", INK, count=5)
    g = sc.build()
    g.apply(0, Challenge(attacker, foe))
    g.apply(0, PlayCard(action))
    assert len(names(g, 0, "hand")) == 2


def test_card_advantage_without_a_banishment_draws_nothing() -> None:
    sc, action = hand_and_ink("Card Advantage")
    attacker = sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    sc.add(0, "deck", INK, count=5)
    g = sc.build()
    g.apply(0, Challenge(attacker, foe))  # Stitch (yours) is banished, not an opposing one
    g.apply(0, PlayCard(action))
    assert names(g, 0, "hand") == []


# --- Touch the Sky ---------------------------------------------------------------------------

def test_touch_the_sky_moves_for_free_and_draws_the_locations_lore() -> None:
    sc, song = hand_and_ink("Touch the Sky", ink=2)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "play", STITCH)
    manor = sc.add(0, "play", MANOR)
    sc.add(0, "play", LAGOON)
    sc.add(1, "play", "Agrabah - Marketplace")  # not yours
    sc.add(0, "deck", INK, count=5)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, mickey)
    assert len(options(g)) == 2  # your two locations
    choose(g, 0, manor)
    assert card(g, mickey).location == manor
    assert g.state.players[0].ready_ink() == 0  # the song's 2, not the move cost
    assert len(names(g, 0, "hand")) == 2  # the Manor's 2 lore


# --- Plunger Crossbow ------------------------------------------------------------------------

def test_plunger_crossbow_draws_then_discards() -> None:
    sc = Scenario(active=0)
    bow = sc.add(0, "play", "Plunger Crossbow")
    sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Activate(bow, 0))
    assert sorted(names(g, 0, "hand")) == [MICKEY, SVEN]
    choose(g, 0, find(g, 0, "hand", MICKEY).iid)
    assert names(g, 0, "hand") == [SVEN] and names(g, 0, "discard") == [MICKEY]
    assert card(g, bow).exerted and g.state.players[0].ready_ink() == 0


# --- Syndrome's Remote -----------------------------------------------------------------------

def test_syndromes_remote_stops_a_challenge_during_their_next_turn() -> None:
    sc = Scenario(active=0)
    remote = sc.add(0, "play", "Syndrome's Remote")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", STITCH, exerted=True)
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(remote, 0))
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) not in g.legal_actions(1)
    g.apply(1, EndTurn())
    g.apply(0, Quest(mine))  # exerted again; the restriction has ended with their turn
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) in g.legal_actions(1)


def test_syndromes_remote_may_trade_itself_for_a_new_hand_when_a_robot_is_banished() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=0)
        sc.add(0, "play", "Syndrome's Remote")
        attacker = sc.add(0, "play", SVEN)
        robot = sc.add(1, "play", ROBOT, exerted=True)  # anyone's Robot
        sc.add(0, "hand", MICKEY)
        sc.add(0, "hand", STITCH)
        sc.add(0, "deck", INK, count=3)
        g = sc.build()
        g.apply(0, Challenge(attacker, robot))
        choose(g, 0, answer)
        if answer == "yes":
            assert names(g, 0, "hand") == [INK, INK]
            assert sorted(names(g, 0, "discard")) == sorted([MICKEY, STITCH, "Syndrome's Remote"])
        else:
            assert names(g, 0, "hand") == [MICKEY, STITCH]
            assert "Syndrome's Remote" in names(g, 0, "play")


# --- Club Door -------------------------------------------------------------------------------

def test_club_door_is_free_with_fat_cat() -> None:
    sc, door = hand_and_ink("Club Door", ink=0)
    g = sc.build()
    assert PlayCard(door) not in g.legal_actions(0)
    sc, door = hand_and_ink("Club Door", ink=0)
    sc.add(0, "play", "Fat Cat - Criminal Businessman")
    g = sc.build()
    assert PlayCard(door) in g.legal_actions(0)
    g.apply(0, PlayCard(door))
    assert "Club Door" in names(g, 0, "play")


def test_club_door_keeps_cheap_characters_from_challenging_your_locations() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Club Door")
    manor = sc.add(0, "play", MANOR)
    cheap = sc.add(1, "play", STITCH)  # cost 1
    dear = sc.add(1, "play", MICKEY)  # cost 3
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(cheap, manor) not in legal and Challenge(dear, manor) in legal


# --- The Island of Nomanisan - Syndrome's Headquarters ---------------------------------------

ISLAND12 = "The Island of Nomanisan - Syndrome's Headquarters"


def test_nomanisan_boosts_robots_here() -> None:
    sc = Scenario(active=0)
    island = sc.add(0, "play", ISLAND12)
    here = sc.add(0, "play", ROBOT, location=island)
    away = sc.add(0, "play", ROBOT)
    other = sc.add(0, "play", STITCH, location=island)
    g = sc.build()
    assert (strength(g.state, card(g, here)), willpower(g.state, card(g, here))) == (3, 3)
    assert (strength(g.state, card(g, away)), willpower(g.state, card(g, away))) == (2, 2)
    assert strength(g.state, card(g, other)) == 2


def test_nomanisan_once_a_turn_deals_2_after_a_banishing_challenge_from_here() -> None:
    sc = Scenario(active=0)
    island = sc.add(0, "play", ISLAND12)
    a = sc.add(0, "play", SVEN, location=island)
    b = sc.add(0, "play", MICKEY, location=island)
    foe1 = sc.add(1, "play", STITCH, exerted=True)
    foe2 = sc.add(1, "play", STITCH, exerted=True)
    target = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Challenge(a, foe1))
    choose(g, 0, "yes")
    choose(g, 0, target)
    assert card(g, target).damage == 2
    g.apply(0, Challenge(b, foe2))  # second time this turn: nothing
    assert g.state.decision is None and card(g, target).damage == 2


def test_nomanisan_ignores_challenges_from_elsewhere() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", ISLAND12)
    a = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(a, foe))
    assert g.state.decision is None


# --- Lord Macintosh - Wiry and High-Strung ---------------------------------------------------

def test_lord_macintosh_may_enter_exerted_to_give_resist_2_until_your_next_turn() -> None:
    sc, mac = hand_and_ink("Lord Macintosh - Wiry and High-Strung")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(mac))
    choose(g, 0, "yes")
    assert find(g, 0, "play", "Lord Macintosh - Wiry and High-Strung").exerted
    assert len(options(g)) == 3  # any character
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Resist") == 2
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") == 2  # through their turn
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") is None


def test_lord_macintosh_declined_enters_ready_and_gives_nothing() -> None:
    sc, mac = hand_and_ink("Lord Macintosh - Wiry and High-Strung")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mac))
    choose(g, 0, "no")
    assert not find(g, 0, "play", "Lord Macintosh - Wiry and High-Strung").exerted
    assert keyword(g.state, card(g, mickey), "Resist") is None


# --- Lord Dingwall - Bullheaded --------------------------------------------------------------

def test_lord_dingwall_may_enter_exerted_to_give_challenger_3_this_turn() -> None:
    for answer in ("yes", "no"):
        sc, ding = hand_and_ink("Lord Dingwall - Bullheaded")
        sven = sc.add(0, "play", SVEN)
        sc.add(1, "play", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(ding))
        choose(g, 0, answer)
        if answer == "yes":
            choose(g, 0, sven)
        assert find(g, 0, "play", "Lord Dingwall - Bullheaded").exerted is (answer == "yes")
        assert keyword(g.state, card(g, sven), "Challenger") == (3 if answer == "yes" else None)
        g.apply(0, EndTurn())
        assert keyword(g.state, card(g, sven), "Challenger") is None


# --- Three Arrows ----------------------------------------------------------------------------

def test_three_arrows_deals_2_then_may_deal_1_to_another() -> None:
    sc, arrows = hand_and_ink("Three Arrows")
    sven = sc.add(1, "play", SVEN)
    mickey = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(arrows))
    choose(g, 0, sven)
    assert options(g) == [mickey]  # another character: not Sven again
    choose(g, 0, mickey)
    assert (card(g, sven).damage, card(g, mickey).damage) == (2, 1)


def test_three_arrows_second_damage_may_be_declined() -> None:
    sc, arrows = hand_and_ink("Three Arrows")
    sven = sc.add(1, "play", SVEN)
    mickey = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(arrows))
    choose(g, 0, sven)
    choose(g, 0)  # none
    assert (card(g, sven).damage, card(g, mickey).damage) == (2, 0)


# --- Fergus - Outpost Builder ----------------------------------------------------------------

FERGUS = "Fergus - Outpost Builder"


def test_fergus_exerting_on_your_turn_plays_a_location_from_hand_for_free() -> None:
    sc = Scenario(active=0)
    fergus = sc.add(0, "play", FERGUS)
    lagoon = sc.add(0, "hand", LAGOON)  # cost 1
    manor = sc.add(0, "hand", MANOR)  # cost 4 (no location costs more)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Quest(fergus))  # questing exerts him
    assert set(options(g)) == {lagoon, manor}  # locations only
    choose(g, 0, lagoon)
    assert LAGOON in names(g, 0, "play")
    assert g.state.players[0].ready_ink() == 0 and g.state.decision is None


def test_fergus_may_play_from_the_discard_instead() -> None:
    sc = Scenario(active=0)
    fergus = sc.add(0, "play", FERGUS)
    sc.add(0, "discard", LAGOON)
    g = sc.build()
    g.apply(0, Quest(fergus))
    choose(g, 0, find(g, 0, "discard", LAGOON).iid)
    assert names(g, 0, "play") == [FERGUS, LAGOON] and names(g, 0, "discard") == []


def test_fergus_may_decline_and_does_nothing_on_the_opponents_turn() -> None:
    sc = Scenario(active=0)
    fergus = sc.add(0, "play", FERGUS)
    sc.add(0, "hand", LAGOON)
    g = sc.build()
    g.apply(0, Quest(fergus))
    choose(g, 0)  # none from the hand
    assert g.state.decision is None and names(g, 0, "hand") == [LAGOON]
    # Exerted during an opponent's turn (challenged does not exert; an effect does).
    sc = Scenario(active=1)
    sc.add(0, "play", FERGUS)
    sc.add(0, "hand", LAGOON)
    sc.add(1, "hand", "Isis Vanderchill - Ice Queen of St. Canard")  # exerts chosen opposing
    sc.add(1, "inkwell", INK, count=9)
    g = sc.build()
    g.apply(1, PlayCard(find(g, 1, "hand", "Isis Vanderchill - Ice Queen of St. Canard").iid))
    assert find(g, 0, "play", FERGUS).exerted
    assert g.state.decision is None and names(g, 0, "hand") == [LAGOON]


def test_fergus_at_a_location_may_deal_4_when_a_location_is_challenged_and_banished() -> None:
    for at_location in (True, False):
        sc = Scenario(active=1)
        home = sc.add(0, "play", MANOR)
        sc.add(0, "play", FERGUS, location=home if at_location else 0)
        lagoon = sc.add(0, "play", LAGOON, damage=3)  # willpower 4
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(1, Challenge(foe, lagoon))
        assert LAGOON in names(g, 0, "discard")
        if at_location:
            choose(g, 0, "yes")
            choose(g, 0, foe)
            assert card(g, foe).damage == 4
        else:
            assert g.state.decision is None and card(g, foe).damage == 0
