"""Set 11 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    ISLAND,
    ITEM,
    LAGOON,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    names,
    options,
)

DARKWING = "Darkwing Duck - Crime Fighter"  # 2/2, cost 1, no abilities
VILLAIN = "Maleficent - Biding Her Time"  # 1/1, cost 1, a Villain, no abilities
MINNIE = "Minnie Mouse - Beloved Princess"  # 2/3, cost 2, no abilities
LILO = "Lilo - Making a Wish"  # 1 cost, no abilities
SPECS = "Infra-Pink Ultra Scan Specs"


# --- Rapunzel - Ethereal Protector -----------------------------------------------------------

def test_rapunzel_with_a_card_under_her_stops_a_foe_challenging_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Ethereal Protector", under=(STITCH,))
    mine = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, Quest(rapunzel))
    assert set(options(g)) == {foe, other}  # opposing characters only
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, mine) not in legal and Challenge(other, mine) in legal
    g.apply(1, EndTurn())  # the start of Rapunzel's player's next turn ends it
    card(g, mine).exerted = True
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) in g.legal_actions(1)


def test_rapunzel_without_a_card_under_her_does_nothing() -> None:
    sc = Scenario(active=0)
    rapunzel = sc.add(0, "play", "Rapunzel - Ethereal Protector")
    mine = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(rapunzel))
    assert idle(g)
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) in g.legal_actions(1)


# --- Launchpad - Hideout Defender ------------------------------------------------------------

def test_launchpad_hideout_defender_gives_your_locations_resist() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Launchpad - Hideout Defender")
    lagoon = sc.add(0, "play", LAGOON)
    theirs = sc.add(1, "play", LAGOON)
    mickey = sc.add(1, "play", MICKEY)  # 3 strength
    g = sc.build()
    assert keyword(g.state, card(g, lagoon), "Resist") == 1
    assert not has(g.state, card(g, theirs), "Resist")  # yours only
    g.apply(1, Challenge(mickey, lagoon))
    assert card(g, lagoon).damage == 2


# --- Gantu - Hamsterviel's Accomplice --------------------------------------------------------

def test_gantu_makes_you_choose_and_discard_a_card() -> None:
    sc, gantu = hand_and_ink("Gantu - Hamsterviel's Accomplice")
    mickey = sc.add(0, "hand", MICKEY)
    sven = sc.add(0, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(gantu))
    assert set(options(g)) == {mickey, sven}
    choose(g, 0, sven)
    assert names(g, 0, "discard") == [SVEN] and names(g, 0, "hand") == [MICKEY]


# --- Launchpad - Trusty Sidekick -------------------------------------------------------------

def test_launchpad_trusty_sidekick_draws_then_discards_unless_darkwing() -> None:
    sc = Scenario(active=0)
    launchpad = sc.add(0, "play", "Launchpad - Trusty Sidekick")
    sc.add(0, "hand", SVEN)
    sc.add(1, "play", DARKWING)  # an opponent's Darkwing does not count
    g = sc.build()
    g.apply(0, Activate(launchpad, 0))
    assert len(names(g, 0, "hand")) == 2
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "hand") == [STITCH] and names(g, 0, "discard") == [SVEN]
    sc = Scenario(active=0)
    launchpad = sc.add(0, "play", "Launchpad - Trusty Sidekick")
    sc.add(0, "hand", SVEN)
    sc.add(0, "play", DARKWING)
    g = sc.build()
    g.apply(0, Activate(launchpad, 0))
    assert idle(g) and sorted(names(g, 0, "hand")) == sorted([SVEN, STITCH])
    assert names(g, 0, "discard") == []


# --- Donald Duck - Along for the Ride --------------------------------------------------------

def test_donald_along_for_the_ride_may_banish_an_item() -> None:
    for answer in ("yes", "no"):
        sc, donald = hand_and_ink("Donald Duck - Along for the Ride")
        mine = sc.add(0, "play", ITEM)
        item = sc.add(1, "play", ITEM)
        g = sc.build()
        g.apply(0, PlayCard(donald))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {mine, item}  # any item
            choose(g, 0, item)
            assert names(g, 1, "discard") == [ITEM] and names(g, 1, "play") == []
        else:
            assert idle(g) and names(g, 1, "play") == [ITEM]


# --- Duke Weaselton - Surly Crook ------------------------------------------------------------

def test_duke_weaselton_banished_plays_a_cheap_character_for_free() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=1)
        duke = sc.add(0, "play", "Duke Weaselton - Surly Crook", exerted=True)
        stitch = sc.add(0, "hand", STITCH)  # cost 1
        minnie = sc.add(0, "hand", MINNIE)  # cost 2
        sc.add(0, "hand", MICKEY)  # cost 3: too expensive
        sc.add(0, "inkwell", INK, count=2)
        sven = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(1, Challenge(sven, duke))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {stitch, minnie}
            choose(g, 0, minnie)
            assert names(g, 0, "play") == [MINNIE]
            assert g.state.players[0].ready_ink() == 2  # for free
        else:
            assert names(g, 0, "play") == [] and len(names(g, 0, "hand")) == 3


# --- Nani - No Worries -----------------------------------------------------------------------

def test_nani_gets_lore_while_undamaged() -> None:
    sc = Scenario(active=0)
    fine = sc.add(0, "play", "Nani - No Worries")
    hurt = sc.add(0, "play", "Nani - No Worries", damage=1)
    g = sc.build()
    assert lore(g.state, card(g, fine)) == 2 and lore(g.state, card(g, hurt)) == 1


# --- Stitch - High Badness Level -------------------------------------------------------------

def test_stitch_high_badness_level_gains_challenger_with_lilo() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - High Badness Level")
    sc.add(1, "play", LILO)  # an opponent's Lilo does not count
    g = sc.build()
    assert not has(g.state, card(g, stitch), "Challenger")
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - High Badness Level")
    sc.add(0, "play", LILO)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    assert keyword(g.state, card(g, stitch), "Challenger") == 3
    g.apply(0, Challenge(stitch, foe))
    assert card(g, foe).damage == 6  # 3 + 3


# --- Dr. Hamsterviel - Infamous Scientist ----------------------------------------------------

def test_dr_hamsterviel_costs_less_per_alien_in_discard_and_stops_a_challenger() -> None:
    sc, ham = hand_and_ink("Dr. Hamsterviel - Infamous Scientist", ink=6)
    sc.add(0, "discard", STITCH, count=2)  # Aliens
    sc.add(0, "discard", MICKEY)  # not an Alien
    sc.add(1, "discard", STITCH)  # an opponent's discard does not count
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", STITCH)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, ham)) == 6
    g.apply(0, PlayCard(ham))
    assert g.state.players[0].ready_ink() == 0
    assert set(options(g)) == {foe, other}  # opposing only
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) not in g.legal_actions(1)
    g.apply(1, EndTurn())
    card(g, mine).exerted = True
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) in g.legal_actions(1)


def test_dr_hamsterviel_costs_full_price_without_aliens() -> None:
    sc, ham = hand_and_ink("Dr. Hamsterviel - Infamous Scientist")
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, ham)) == 8


# --- Gigi - Best in Snow ---------------------------------------------------------------------

def test_gigi_is_stronger_while_undamaged_and_has_alert() -> None:
    sc = Scenario(active=0)
    fine = sc.add(0, "play", "Gigi - Best in Snow")
    hurt = sc.add(0, "play", "Gigi - Best in Snow", damage=1)
    g = sc.build()
    assert strength(g.state, card(g, fine)) == 4 and strength(g.state, card(g, hurt)) == 2
    assert has(g.state, card(g, fine), "Alert")


# --- Angel - Experiment 624 ------------------------------------------------------------------

def test_angel_has_resist_with_an_empty_hand() -> None:
    sc = Scenario(active=0)
    angel = sc.add(0, "play", "Angel - Experiment 624")
    g = sc.build()
    assert keyword(g.state, card(g, angel), "Resist") == 2
    sc = Scenario(active=0)
    angel = sc.add(0, "play", "Angel - Experiment 624")
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    assert not has(g.state, card(g, angel), "Resist")


def test_angel_discards_to_deal_2_damage_once_a_turn() -> None:
    sc = Scenario(active=0)
    angel = sc.add(0, "play", "Angel - Experiment 624")
    sc.add(0, "hand", MICKEY)
    sc.add(0, "hand", SVEN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(angel, 0))
    choose(g, 0, find(g, 0, "hand", MICKEY).iid)
    choose(g, 0, foe)
    assert card(g, foe).damage == 2 and names(g, 0, "discard") == [MICKEY]
    assert not card(g, angel).exerted
    assert Activate(angel, 0) not in g.legal_actions(0)  # once during your turn


def test_angel_cannot_aim_with_an_empty_hand() -> None:
    sc = Scenario(active=0)
    angel = sc.add(0, "play", "Angel - Experiment 624")
    sc.add(1, "play", SVEN)
    g = sc.build()
    assert Activate(angel, 0) not in g.legal_actions(0)


# --- Darkwing Duck - Darkwarrior -------------------------------------------------------------

def test_darkwarrior_gains_resist_when_an_item_is_banished_during_your_turn() -> None:
    sc = Scenario(active=0)
    dw = sc.add(0, "play", "Darkwing Duck - Darkwarrior")
    specs = sc.add(0, "play", SPECS)
    theirs = sc.add(1, "play", SPECS)
    g = sc.build()
    assert not has(g.state, card(g, dw), "Resist")
    g.apply(0, Activate(specs, 0))  # banish this item: Darkwing (the only one) gains Alert
    assert keyword(g.state, card(g, dw), "Resist") == 1
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, dw), "Resist") == 1
    g.apply(1, Activate(theirs, 0))  # an item banished during the opponent's turn
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, dw), "Resist")  # ended, and not gained again


# --- Keep the Ancient Ways -------------------------------------------------------------------

def test_keep_the_ancient_ways_stops_opposing_actions_and_items() -> None:
    sc, song = hand_and_ink("Keep the Ancient Ways")
    action = sc.add(1, "hand", "The Terror That Flaps in the Night")
    item = sc.add(1, "hand", ITEM)
    char = sc.add(1, "hand", STITCH)
    sc.add(1, "inkwell", INK, count=5)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert PlayCard(action) not in legal and PlayCard(item) not in legal
    assert PlayCard(char) in legal
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert PlayCard(action) in legal and PlayCard(item) in legal


# --- The Terror That Flaps in the Night ------------------------------------------------------

def test_the_terror_that_flaps_deals_2_or_3_with_darkwing() -> None:
    for darkwing, damage in ((False, 2), (True, 3)):
        sc, terror = hand_and_ink("The Terror That Flaps in the Night")
        if darkwing:
            sc.add(0, "play", DARKWING)
        foe = sc.add(1, "play", SVEN)
        other = sc.add(1, "play", MICKEY)
        sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(terror))
        assert set(options(g)) == {foe, other}
        choose(g, 0, foe)
        assert card(g, foe).damage == damage


# --- Winterspell -----------------------------------------------------------------------------

def test_winterspell_protects_a_location_of_yours_and_draws() -> None:
    sc, spell = hand_and_ink("Winterspell")
    lagoon = sc.add(0, "play", LAGOON)
    island = sc.add(0, "play", ISLAND)
    sc.add(1, "play", LAGOON)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(spell))
    assert set(options(g)) == {lagoon, island}
    choose(g, 0, lagoon)
    assert names(g, 0, "hand") == [STITCH]
    g.apply(0, EndTurn())
    assert Challenge(foe, lagoon) not in g.legal_actions(1)
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert Challenge(foe, lagoon) in g.legal_actions(1)


# --- Nearly Indestructible -------------------------------------------------------------------

def test_nearly_indestructible_gives_resist_2_until_your_next_turn() -> None:
    sc, spell = hand_and_ink("Nearly Indestructible")
    mine = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(spell))
    assert idle(g)  # your only character is chosen
    assert keyword(g.state, card(g, mine), "Resist") == 2
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mine), "Resist") == 2
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mine), "Resist")


# --- Infra-Pink Ultra Scan Specs -------------------------------------------------------------

def test_infra_pink_specs_draw_discard_then_banish_for_alert() -> None:
    sc, specs = hand_and_ink(SPECS)
    sc.add(0, "hand", SVEN)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(specs))
    assert len(names(g, 0, "hand")) == 2  # drew a card
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "discard") == [SVEN] and names(g, 0, "hand") == [STITCH]
    g.apply(0, Activate(find(g, 0, "play", SPECS).iid, 0))  # Mickey, the only one, chosen
    assert has(g.state, card(g, mine), "Alert") and SPECS in names(g, 0, "discard")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, mine), "Alert")  # this turn only


# --- Darkwing Tower - Icy Headquarters -------------------------------------------------------

def test_darkwing_tower_readies_a_character_here_when_a_villain_is_banished() -> None:
    sc = Scenario(active=0)
    tower = sc.add(0, "play", "Darkwing Tower - Icy Headquarters")
    here = sc.add(0, "play", MICKEY, location=tower)
    sc.add(0, "play", MICKEY, exerted=True)  # not here
    villain = sc.add(1, "play", VILLAIN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(here, villain))
    choose(g, 0, "yes")  # the only character here: chosen
    assert not card(g, here).exerted
    assert Quest(here) not in g.legal_actions(0)


def test_darkwing_tower_ignores_non_villains_and_may_be_declined() -> None:
    sc = Scenario(active=0)
    tower = sc.add(0, "play", "Darkwing Tower - Icy Headquarters")
    here = sc.add(0, "play", MICKEY, location=tower)
    foe = sc.add(1, "play", STITCH, exerted=True)  # not a Villain
    g = sc.build()
    g.apply(0, Challenge(here, foe))
    assert idle(g) and card(g, here).exerted
    sc = Scenario(active=0)
    tower = sc.add(0, "play", "Darkwing Tower - Icy Headquarters")
    here = sc.add(0, "play", MICKEY, location=tower)
    villain = sc.add(1, "play", VILLAIN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(here, villain))
    choose(g, 0, "no")
    assert card(g, here).exerted


# --- Chief - Seasoned Tracker ----------------------------------------------------------------

def test_chief_draws_only_after_an_opposing_character_was_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    chief = sc.add(0, "play", "Chief - Seasoned Tracker")
    mine = sc.add(0, "play", STITCH)
    sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, find(g, 1, "play", SVEN).iid))  # your Stitch is banished
    assert names(g, 0, "discard") == [STITCH]
    g.apply(0, Activate(chief, 0))
    assert names(g, 0, "hand") == []  # not an opposing character
    sc = Scenario(active=0)
    chief = sc.add(0, "play", "Chief - Seasoned Tracker")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mickey, foe))
    g.apply(0, Activate(chief, 0))
    assert names(g, 0, "hand") == [STITCH]  # drew the top card of the deck


# --- The Thunderquack ------------------------------------------------------------------------

def test_the_thunderquack_makes_opposing_characters_villains() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "The Thunderquack")
    tower = sc.add(0, "play", "Darkwing Tower - Icy Headquarters")
    here = sc.add(0, "play", MICKEY, location=tower)
    foe = sc.add(1, "play", STITCH, exerted=True)  # printed without Villain
    g = sc.build()
    g.apply(0, Challenge(here, foe))
    choose(g, 0, "yes")  # the tower saw a Villain banished (as it was in play)
    assert not card(g, here).exerted


def test_the_thunderquack_gains_lore_after_any_banishing_in_a_challenge() -> None:
    sc = Scenario(active=0)
    quack = sc.add(0, "play", "The Thunderquack")
    g = sc.build()
    g.apply(0, Activate(quack, 0))
    assert g.state.players[0].lore == 0
    sc = Scenario(active=0)
    quack = sc.add(0, "play", "The Thunderquack")
    mine = sc.add(0, "play", STITCH)
    sven = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, sven))  # your own character banished counts too
    g.apply(0, Activate(quack, 0))
    assert g.state.players[0].lore == 1


# --- Darkwing Duck - Cool Under Pressure -----------------------------------------------------

def test_darkwing_cool_under_pressure_pays_1_to_deal_2_when_an_item_is_banished() -> None:
    for answer, ink, damage in (("yes", 1, 2), ("no", 1, 0), ("yes", 0, 0)):
        sc = Scenario(active=0)
        sc.add(0, "play", "Darkwing Duck - Cool Under Pressure")
        specs = sc.add(0, "play", SPECS)
        sc.add(0, "inkwell", INK, count=ink)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, Activate(specs, 0))
        choose(g, 0, foe)  # FOLLOW THE CLUES: Alert for anyone
        choose(g, 0, answer)
        if answer == "yes" and ink:
            choose(g, 0, foe)
        assert card(g, foe).damage == damage
        assert g.state.players[0].ready_ink() == (0 if answer == "yes" else ink)


def test_darkwing_cool_under_pressure_challenges_ready_villains() -> None:
    sc = Scenario(active=0)
    dw = sc.add(0, "play", "Darkwing Duck - Cool Under Pressure")
    villain = sc.add(1, "play", VILLAIN)
    hero = sc.add(1, "play", STITCH)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    legal = g.legal_actions(0)
    assert Challenge(dw, villain) in legal and Challenge(dw, hero) not in legal
    assert Challenge(mickey, villain) not in legal  # only Darkwing
    g.apply(0, Challenge(dw, villain))
    assert names(g, 1, "discard") == [VILLAIN]
    sc = Scenario(active=0)  # with The Thunderquack every opposing character is a Villain
    dw = sc.add(0, "play", "Darkwing Duck - Cool Under Pressure")
    sc.add(0, "play", "The Thunderquack")
    hero = sc.add(1, "play", STITCH)
    g = sc.build()
    assert Challenge(dw, hero) in g.legal_actions(0)


# --- Judy Hopps - Snowball Patrol ------------------------------------------------------------

def test_judy_snowball_patrol_costs_1_less_on_the_second_players_first_turn() -> None:
    judy = "Judy Hopps - Snowball Patrol"
    for active, turn, cost in ((1, 2, 1), (1, 4, 2), (0, 1, 2), (0, 3, 2)):
        sc = Scenario(active=active, turn=turn)  # seat 0 is the starting player
        iid = sc.add(active, "hand", judy)
        sc.add(active, "inkwell", INK, count=1)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[active], card(g, iid)) == cost
        assert (PlayCard(iid) in g.legal_actions(active)) == (cost == 1)
    sc = Scenario(active=0)
    played = sc.add(0, "play", judy)
    g = sc.build()
    assert keyword(g.state, card(g, played), "Resist") == 1


# --- Containment Unit ------------------------------------------------------------------------

def test_containment_unit_holds_a_character_while_in_play() -> None:
    sc, unit = hand_and_ink("Containment Unit")
    sc.add(0, "hand", SVEN)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(unit))
    assert set(options(g)) == {mine, foe}  # any character
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(foe) not in legal and Challenge(foe, mine) not in legal
    g.apply(1, EndTurn())
    # POWER SUPPLY: discard a card (you have one) or banish the item.
    assert set(options(g)) == {"Discard a card", "Banish this item"}
    choose(g, 0, "Discard a card")
    assert names(g, 0, "discard") == [SVEN] and names(g, 0, "play")[-1] == "Containment Unit"
    card(g, mine).exerted = True
    g.apply(0, EndTurn())
    assert Quest(foe) not in g.legal_actions(1)  # still held
    g.apply(1, EndTurn())
    assert names(g, 0, "hand") == [STITCH]  # drawn last turn
    choose(g, 0, "Banish this item")
    assert "Containment Unit" in names(g, 0, "discard")
    card(g, mine).exerted = True
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(foe) in legal and Challenge(foe, mine) in legal


def test_containment_unit_is_banished_at_once_with_an_empty_hand() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Containment Unit")
    g = sc.build()
    g.apply(1, EndTurn())
    assert "Containment Unit" in names(g, 0, "discard") and idle(g)


# --- Lilo - Bundled Up -----------------------------------------------------------------------

def test_lilo_bundled_up_ignores_the_first_damage_each_opponent_turn() -> None:
    sc = Scenario(active=1)
    lilo = sc.add(0, "play", "Lilo - Bundled Up", exerted=True)  # 1/2
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(a, lilo))
    assert card(g, lilo).damage == 0 and card(g, a).damage == 1
    g.apply(1, Challenge(b, lilo))  # the second time this turn: banished
    assert names(g, 0, "discard") == ["Lilo - Bundled Up"]


def test_lilo_bundled_up_takes_damage_during_your_turn() -> None:
    sc = Scenario(active=0)
    lilo = sc.add(0, "play", "Lilo - Bundled Up")
    foe = sc.add(1, "play", STITCH, exerted=True)  # 2 strength
    g = sc.build()
    g.apply(0, Challenge(lilo, foe))
    assert names(g, 0, "discard") == ["Lilo - Bundled Up"]
    sc = Scenario(active=0)
    lilo = sc.add(0, "play", "Lilo - Bundled Up")
    spell = sc.add(1, "hand", "The Terror That Flaps in the Night")
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, EndTurn())
    g.apply(1, PlayCard(spell))  # each opponent's turn: the shield is back
    assert card(g, lilo).damage == 0 and names(g, 0, "play") == ["Lilo - Bundled Up"]


# --- John Smith - Undaunted Protector --------------------------------------------------------

def test_john_smith_must_be_chosen_by_opponents() -> None:
    sc = Scenario(active=1)
    john = sc.add(0, "play", "John Smith - Undaunted Protector")
    other = sc.add(0, "play", MICKEY)
    spell = sc.add(1, "hand", "The Terror That Flaps in the Night")
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(1, PlayCard(spell))  # John is the only legal choice: chosen
    assert card(g, john).damage == 2 and card(g, other).damage == 0


def test_john_smith_does_not_bind_his_own_player() -> None:
    sc, spell = hand_and_ink("Nearly Indestructible")
    john = sc.add(0, "play", "John Smith - Undaunted Protector")
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(spell))
    assert set(options(g)) == {john, other}


# --- Let's Get Dangerous ---------------------------------------------------------------------

def test_lets_get_dangerous_each_player_may_play_a_revealed_character() -> None:
    sc, song = hand_and_ink("Let's Get Dangerous", ink=4)
    for _ in range(3):
        sc.add(0, "deck", MICKEY)
    sc.add(1, "deck", STITCH, count=3)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, "yes")
    assert g.state.decision is not None and g.state.decision.player == 1  # theirs to decide
    choose(g, 1, "yes")
    assert names(g, 0, "play") == [MICKEY] and names(g, 1, "play") == [STITCH]
    assert g.state.players[0].ready_ink() == 0 and g.state.players[1].inkwell == []
    assert len(names(g, 0, "deck")) == 2 and len(names(g, 1, "deck")) == 2


def test_lets_get_dangerous_bottoms_other_cards_and_a_declined_one_stays() -> None:
    sc, song = hand_and_ink("Let's Get Dangerous", ink=4)
    sc.add(0, "deck", MICKEY, count=2)
    sc.add(1, "deck", ITEM)
    sc.add(1, "deck", "The Terror That Flaps in the Night")
    g = sc.build()
    events = g.apply(0, PlayCard(song))
    shown = [e["name"] for e in events if e.get("type") == "reveal" and e["player"] == 1]
    choose(g, 0, "no")
    assert idle(g) and names(g, 0, "play") == [] and names(g, 0, "deck") == [MICKEY, MICKEY]
    assert len(shown) == 1 and names(g, 1, "deck")[-1] == shown[0]  # put on the bottom


# --- Angela - Night Warrior ------------------------------------------------------------------

def test_angela_may_give_challenger_and_resist_until_your_next_turn() -> None:
    for answer in ("yes", "no"):
        sc, angela = hand_and_ink("Angela - Night Warrior")
        mine = sc.add(0, "play", MICKEY)
        sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(angela))
        choose(g, 0, answer)
        if answer == "no":
            assert idle(g) and not has(g.state, card(g, mine), "Resist")
            continue
        assert len(options(g)) == 3  # any character
        choose(g, 0, mine)
        assert keyword(g.state, card(g, mine), "Challenger") == 2
        assert keyword(g.state, card(g, mine), "Resist") == 2
        g.apply(0, EndTurn())
        assert keyword(g.state, card(g, mine), "Resist") == 2
        g.apply(1, EndTurn())
        assert not has(g.state, card(g, mine), "Resist")
        assert not has(g.state, card(g, mine), "Challenger")


def test_angela_makes_your_gargoyles_lose_stone_by_day() -> None:
    from engine.dsl import YOU, CardScript, Compare, Count, Filter, Static
    from engine.dsl.filters import ALL_TYPES
    from tests.rules.helpers import scripted

    gargoyle = "Lexington - Small in Stature"  # a Gargoyle (its own script is not written)
    stone = CardScript(statics=(Static(
        "cant_ready", condition=Compare(Count(Filter(types=ALL_TYPES, owner=YOU, zone="hand")),
                                        ">=", 3), name="STONE BY DAY"),))
    with scripted({gargoyle: stone}):
        for angela, readies in ((False, False), (True, True)):
            sc = Scenario(active=1)
            mine = sc.add(0, "play", gargoyle, exerted=True)
            if angela:
                sc.add(0, "play", "Angela - Night Warrior")
            theirs = sc.add(1, "play", gargoyle, exerted=True)
            sc.add(0, "hand", MICKEY, count=3)
            sc.add(1, "hand", MICKEY, count=3)
            g = sc.build()
            g.apply(1, EndTurn())
            assert card(g, mine).exerted != readies
            g.apply(0, EndTurn())
            assert card(g, theirs).exerted  # "your" Gargoyles: an opponent's keeps it
