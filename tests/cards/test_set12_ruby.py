"""Set 12 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, MoveTo, PlayCard, Quest
from engine.query import cost_to_play, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    LAGOON,
    MICKEY,
    OWL,
    SONG,
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

WOODY = "Woody - Waiting for a Friend"  # 2/2, cost 1, a Toy, no abilities
BUZZ = "Buzz Lightyear - Space Ranger"  # 3/3, cost 2, a Toy, no abilities
BOB = "Mr. Incredible - Bob Parr"  # 2/2, cost 1, a Super and Hero, no abilities
KRONK = "Kronk - Right-Hand Man"  # 6/6, no abilities
SMASH = "Smash"  # action, cost 3: deal 3 damage to chosen character
DUCKY = "Bouncing Ducky - Sid's Toy"


def _evasive(g: object, iid: int) -> bool:
    from engine import Game

    assert isinstance(g, Game)
    return keyword(g.state, card(g, iid), "Evasive") is not None


# --- Lyle Tiberius Rourke - Crystallized Commander -------------------------------------------

def _lyle(deck: tuple[str, ...]) -> tuple[Scenario, int]:
    sc, lyle = hand_and_ink("Lyle Tiberius Rourke - Crystallized Commander", ink=6)
    for name in deck:
        sc.add(0, "deck", name)
    return sc, lyle


def test_crystallized_lyle_mills_2_and_may_return_a_cheap_action() -> None:
    sc, lyle = _lyle((SMASH, "Be King Undisputed", STITCH))  # action 3, song 4: milled
    sc.add(0, "discard", "Fire the Cannons!")  # action, cost 1
    sc.add(0, "discard", "Dragon Fire")  # action, cost 5: too costly
    sc.add(0, "discard", MICKEY)  # a character card
    g = sc.build()
    g.apply(0, PlayCard(lyle))
    assert names(g, 0, "deck") == [STITCH] and len(names(g, 0, "discard")) == 5
    choose(g, 0, "yes")
    assert sorted(card(g, i).name for i in options(g)) == sorted(
        [SMASH, "Be King Undisputed", "Fire the Cannons!"])
    choose(g, 0, find(g, 0, "discard", "Be King Undisputed").iid)
    assert names(g, 0, "hand") == ["Be King Undisputed"] and len(names(g, 0, "discard")) == 4


def test_crystallized_lyle_may_decline_and_mills_even_then() -> None:
    sc, lyle = _lyle((SMASH, STITCH, MICKEY))
    g = sc.build()
    g.apply(0, PlayCard(lyle))
    choose(g, 0, "no")
    assert idle(g) and names(g, 0, "hand") == []
    assert sorted(names(g, 0, "discard")) == sorted([SMASH, STITCH])
    assert names(g, 0, "deck") == [MICKEY]


# --- Zeus - Defiant God ----------------------------------------------------------------------

def test_zeus_enters_play_with_4_damage() -> None:
    sc, zeus = hand_and_ink("Zeus - Defiant God", ink=5)
    g = sc.build()
    g.apply(0, PlayCard(zeus))
    assert find(g, 0, "play", "Zeus - Defiant God").damage == 4


# --- Preston Whitmore - Expedition Financier -------------------------------------------------

def test_preston_may_mill_2() -> None:
    for answer, milled in (("yes", 2), ("no", 0)):
        sc, preston = hand_and_ink("Preston Whitmore - Expedition Financier", ink=5)
        g = sc.build()
        g.apply(0, PlayCard(preston))
        choose(g, 0, answer)
        assert len(names(g, 0, "discard")) == milled and len(names(g, 0, "deck")) == 10 - milled


# --- Jingle Joe - Sid's Toy ------------------------------------------------------------------

def test_jingle_joe_gives_evasive_when_another_toy_of_yours_is_banished() -> None:
    sc, smash = hand_and_ink(SMASH)
    joe = sc.add(0, "play", "Jingle Joe - Sid's Toy")
    woody = sc.add(0, "play", WOODY)  # 2/2 Toy
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, woody)
    assert sorted(options(g)) == sorted([joe, mickey])  # characters of yours
    choose(g, 0, mickey)
    assert _evasive(g, mickey) and not _evasive(g, joe)
    g.apply(0, EndTurn())
    assert _evasive(g, mickey)  # during the opponent's turn
    g.apply(1, EndTurn())
    assert not _evasive(g, mickey)  # until the start of your next turn


def test_jingle_joe_ignores_non_toys_and_the_opponents_turn() -> None:
    sc, smash = hand_and_ink(SMASH)
    sc.add(0, "play", "Jingle Joe - Sid's Toy")
    sc.add(0, "play", STITCH)  # not a Toy
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, find(g, 0, "play", STITCH).iid)
    assert idle(g)
    sc = Scenario(active=1)
    sc.add(0, "play", "Jingle Joe - Sid's Toy")
    woody = sc.add(0, "play", WOODY)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    card(g, woody).exerted = True
    g.apply(1, Challenge(sven, woody))
    assert "Woody - Waiting for a Friend" in names(g, 0, "discard") and idle(g)


# --- Roller Bob - Sid's Toy ------------------------------------------------------------------

def test_roller_bob_puts_2_characters_under_the_deck_for_rush() -> None:
    sc, bob = hand_and_ink("Roller Bob - Sid's Toy", ink=3)
    sc.add(0, "discard", MICKEY)
    sc.add(0, "discard", STITCH)
    sc.add(0, "discard", BUZZ)
    sc.add(0, "discard", SMASH)  # not a character card
    foe = sc.add(1, "play", WOODY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(bob))
    choose(g, 0, "yes")
    assert sorted(card(g, i).name for i in options(g)) == sorted([MICKEY, STITCH, BUZZ])
    choose(g, 0, find(g, 0, "discard", STITCH).iid, find(g, 0, "discard", MICKEY).iid)
    assert names(g, 0, "deck")[-2:] == [STITCH, MICKEY]
    assert names(g, 0, "discard") == [BUZZ, SMASH]
    roller = find(g, 0, "play", "Roller Bob - Sid's Toy").iid
    assert Challenge(roller, foe) in g.legal_actions(0)  # Rush this turn
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, roller), "Rush") is None


def test_roller_bob_declined_or_with_1_character_card_gets_no_rush() -> None:
    for discard, ask in (((MICKEY, STITCH), True), ((MICKEY,), False)):
        sc, bob = hand_and_ink("Roller Bob - Sid's Toy", ink=3)
        for name in discard:
            sc.add(0, "discard", name)
        foe = sc.add(1, "play", WOODY, exerted=True)
        g = sc.build()
        g.apply(0, PlayCard(bob))
        if ask:
            choose(g, 0, "no")
        assert idle(g) and len(names(g, 0, "discard")) == len(discard)
        roller = find(g, 0, "play", "Roller Bob - Sid's Toy").iid
        assert Challenge(roller, foe) not in g.legal_actions(0)


# --- Daisy Duck - Trendy Traveler ------------------------------------------------------------

def test_daisy_readies_another_character_who_cant_quest_if_you_played_a_character() -> None:
    sc, stitch = hand_and_ink(STITCH, ink=1)
    daisy = sc.add(0, "play", "Daisy Duck - Trendy Traveler")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(daisy))
    choose(g, 0, "yes")
    assert sorted(options(g)) == sorted([mickey, foe, find(g, 0, "play", STITCH).iid])
    choose(g, 0, mickey)
    assert not card(g, mickey).exerted
    assert Quest(mickey) not in g.legal_actions(0) and Challenge(mickey, foe) in \
        g.legal_actions(0)


def test_daisy_does_nothing_without_a_character_played_or_when_declined() -> None:
    sc = Scenario(active=0)
    daisy = sc.add(0, "play", "Daisy Duck - Trendy Traveler")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Quest(daisy))
    assert idle(g) and card(g, mickey).exerted
    sc, stitch = hand_and_ink(STITCH, ink=1)
    daisy = sc.add(0, "play", "Daisy Duck - Trendy Traveler")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(daisy))
    choose(g, 0, "no")
    assert idle(g) and card(g, mickey).exerted


# --- Bouncing Ducky - Sid's Toy --------------------------------------------------------------

def test_bouncing_ducky_costs_1_less_per_toy_card_in_your_discard() -> None:
    for discard, theirs, cost in (((), (), 6), ((WOODY,), (), 5), ((WOODY, BUZZ, STITCH), (), 4),
                                  ((), (WOODY, BUZZ), 6)):
        sc, ducky = hand_and_ink(DUCKY)
        for name in discard:
            sc.add(0, "discard", name)
        for name in theirs:
            sc.add(1, "discard", name)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[0], card(g, ducky)) == cost, discard


def test_bouncing_ducky_puts_all_toy_cards_from_discard_under_the_deck_in_order() -> None:
    sc, ducky = hand_and_ink(DUCKY, ink=3)
    sc.add(0, "discard", WOODY)
    sc.add(0, "discard", BUZZ)
    sc.add(0, "discard", "Jingle Joe - Sid's Toy")
    sc.add(0, "discard", STITCH)  # not a Toy
    sc.add(1, "discard", WOODY)  # not yours
    g = sc.build()
    g.apply(0, PlayCard(ducky))
    assert g.state.players[0].ready_ink() == 0  # 6 - 3 Toys
    assert g.state.decision is not None and g.state.decision.kind == "order"
    assert sorted(card(g, i).name for i in options(g)) == sorted(
        [WOODY, BUZZ, "Jingle Joe - Sid's Toy"])
    choose(g, 0, find(g, 0, "discard", BUZZ).iid)
    choose(g, 0, find(g, 0, "discard", "Jingle Joe - Sid's Toy").iid)
    assert idle(g)
    assert names(g, 0, "deck")[-3:] == [BUZZ, "Jingle Joe - Sid's Toy", WOODY]
    assert names(g, 0, "discard") == [STITCH] and names(g, 1, "discard") == [WOODY]


# --- Queen of Hearts - Impatient Traveler ----------------------------------------------------

def test_queen_of_hearts_gives_rush_if_you_played_a_character() -> None:
    sc, stitch = hand_and_ink(STITCH, ink=1)
    queen = sc.add(0, "play", "Queen of Hearts - Impatient Traveler")
    foe = sc.add(1, "play", WOODY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    new = find(g, 0, "play", STITCH).iid
    assert Challenge(new, foe) not in g.legal_actions(0)
    g.apply(0, Quest(queen))
    assert new in options(g) and foe in options(g)
    choose(g, 0, new)
    assert Challenge(new, foe) in g.legal_actions(0)
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, new), "Rush") is None


def test_queen_of_hearts_without_a_character_played_does_nothing() -> None:
    sc = Scenario(active=0)
    queen = sc.add(0, "play", "Queen of Hearts - Impatient Traveler")
    sc.add(0, "play", STITCH)
    g = sc.build()
    g.apply(0, Quest(queen))
    assert idle(g)


# --- Sid Phillips - Toy Surgeon --------------------------------------------------------------

def test_sid_banishes_one_of_yours_then_each_opponent_banishes_one_of_theirs() -> None:
    sc, sid = hand_and_ink("Sid Phillips - Toy Surgeon", ink=6)
    stitch = sc.add(0, "play", STITCH)
    woody = sc.add(0, "play", WOODY)
    sven = sc.add(1, "play", SVEN)
    mickey = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(sid))
    choose(g, 0, "yes")
    assert sorted(options(g)) == sorted([stitch, woody])  # another character of yours
    choose(g, 0, stitch)
    assert sorted(options(g)) == sorted([sven, mickey])
    choose(g, 1, mickey)
    assert names(g, 0, "discard") == [STITCH] and names(g, 1, "play") == [SVEN]
    assert g.state.players[0].lore == 0  # Stitch is no Toy (DOUBLE PRIZES!)
    assert names(g, 1, "discard") == [MICKEY]


def test_sid_declined_banishes_nothing() -> None:
    sc, sid = hand_and_ink("Sid Phillips - Toy Surgeon", ink=6)
    sc.add(0, "play", STITCH)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(sid))
    choose(g, 0, "no")
    assert idle(g) and names(g, 0, "play") == [STITCH, "Sid Phillips - Toy Surgeon"]
    assert names(g, 1, "play") == [SVEN]


def test_sid_gains_2_lore_when_any_toy_is_banished_during_your_turn() -> None:
    sc, smash = hand_and_ink(SMASH)
    sc.add(0, "play", "Sid Phillips - Toy Surgeon")
    foe_toy = sc.add(1, "play", WOODY)
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, foe_toy)
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 0
    # Not a Toy: nothing.
    sc, smash = hand_and_ink(SMASH)
    sc.add(0, "play", "Sid Phillips - Toy Surgeon")
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, foe)
    assert g.state.players[0].lore == 0


def test_sid_gains_nothing_when_a_toy_is_banished_in_the_opponents_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Sid Phillips - Toy Surgeon")
    woody = sc.add(0, "play", WOODY, exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, woody))
    assert WOODY in names(g, 0, "discard") and g.state.players[0].lore == 0


# --- Mr. Incredible - Super Strong -----------------------------------------------------------

def test_super_strong_gets_2_strength_per_other_character_of_yours() -> None:
    sc = Scenario(active=0)
    mr = sc.add(0, "play", "Mr. Incredible - Super Strong")
    g = sc.build()
    assert strength(g.state, card(g, mr)) == 6
    sc = Scenario(active=0)
    mr = sc.add(0, "play", "Mr. Incredible - Super Strong")
    sc.add(0, "play", STITCH)
    sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)  # not yours
    g = sc.build()
    assert strength(g.state, card(g, mr)) == 10


def test_super_strong_draws_when_a_super_of_yours_challenges_a_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mr. Incredible - Super Strong")
    bob = sc.add(0, "play", BOB)  # a Super
    stitch = sc.add(0, "play", STITCH)  # not a Super
    foe = sc.add(1, "play", WOODY, exerted=True)
    foe2 = sc.add(1, "play", BUZZ, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(bob, foe))
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, Challenge(stitch, foe2))
    assert len(names(g, 0, "hand")) == 1


def test_super_strong_draws_nothing_for_challenging_a_location() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mr. Incredible - Super Strong")
    bob = sc.add(0, "play", BOB)
    lagoon = sc.add(1, "play", LAGOON)
    g = sc.build()
    g.apply(0, Challenge(bob, lagoon))
    assert names(g, 0, "hand") == []


# --- Pterodactyl Janie Doll - Sid's Toy ------------------------------------------------------

def test_janie_doll_banished_in_your_turn_drains_1_lore() -> None:
    sc = Scenario(active=0)
    janie = sc.add(0, "play", "Pterodactyl Janie Doll - Sid's Toy")
    foe = sc.add(1, "play", MICKEY, exerted=True)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Challenge(janie, foe))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (1, 2)


def test_janie_doll_banished_in_the_opponents_turn_does_nothing() -> None:
    sc = Scenario(active=1)
    janie = sc.add(0, "play", "Pterodactyl Janie Doll - Sid's Toy", exerted=True)
    foe = sc.add(1, "play", MICKEY)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(1, Challenge(foe, janie))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (0, 3)


# --- Inner Strength --------------------------------------------------------------------------

def test_inner_strength_gives_1_strength_this_turn_and_draws() -> None:
    sc, action = hand_and_ink("Inner Strength", ink=1)
    stitch = sc.add(0, "play", STITCH)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, stitch)
    assert strength(g.state, card(g, stitch)) == 3 and names(g, 0, "hand") == [STITCH]
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, stitch)) == 2


# --- Like A Bird In the Sky ------------------------------------------------------------------

def test_like_a_bird_gives_lore_and_evasive_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Like A Bird In the Sky", ink=2)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3 and _evasive(g, mickey)
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 3 and _evasive(g, mickey)
    g.apply(1, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2 and not _evasive(g, mickey)


# --- Hero Work -------------------------------------------------------------------------------

def test_hero_work_strengthens_yours_and_heroes_drain_lore_when_challenging() -> None:
    sc, action = hand_and_ink("Hero Work", ink=2)
    mickey = sc.add(0, "play", MICKEY)  # a Hero
    owl = sc.add(0, "play", OWL)  # not a Hero
    foe = sc.add(1, "play", SVEN, exerted=True)
    foe2 = sc.add(1, "play", KRONK, exerted=True)
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert strength(g.state, card(g, mickey)) == 4 and strength(g.state, card(g, owl)) == 3
    assert strength(g.state, card(g, foe)) == 5
    g.apply(0, Challenge(owl, foe2))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (0, 5)
    g.apply(0, Challenge(mickey, foe))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (1, 4)


def test_hero_work_ability_ends_with_the_turn() -> None:
    sc, action = hand_and_ink("Hero Work", ink=2)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(action))
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3
    card(g, foe).exerted = True
    g.apply(0, Challenge(mickey, foe))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (0, 0)


# --- Amazu's Inkcaster -----------------------------------------------------------------------

def test_inkcaster_finds_a_location_in_the_top_4() -> None:
    sc = Scenario(active=0)
    caster = sc.add(0, "play", "Amazu's Inkcaster")
    sc.add(0, "inkwell", INK, count=1)
    for name in (STITCH, LAGOON, MICKEY, SONG, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(caster))
    assert [card(g, i).name for i in options(g)] == [LAGOON]
    choose(g, 0, options(g)[0])
    while g.state.decision is not None and g.state.decision.kind == "order":
        choose(g, 0, g.state.decision.options[0])
    assert names(g, 0, "hand") == [LAGOON] and names(g, 0, "deck")[0] == SVEN
    assert sorted(names(g, 0, "deck")[1:]) == sorted([STITCH, MICKEY, SONG])
    assert g.state.players[0].ready_ink() == 0 and card(g, caster).exerted


# --- Remote Inklands - Desert Ruins ----------------------------------------------------------

def test_remote_inklands_mills_1_at_the_start_of_your_turn_and_strengthens_here() -> None:
    sc = Scenario(active=1)
    ruins = sc.add(0, "play", "Remote Inklands - Desert Ruins")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(1, EndTurn())
    # Drew a card, then milled one.
    assert len(names(g, 0, "discard")) == 1 and len(names(g, 0, "deck")) == 8
    g.apply(0, MoveTo(mickey, ruins))
    assert strength(g.state, find(g, 0, "play", MICKEY)) == 5
    g.apply(0, EndTurn())
    assert len(names(g, 0, "discard")) == 1  # not at the start of the opponent's turn


# --- Leviathan's Lair - Dangerous Ground -----------------------------------------------------

def test_leviathans_lair_banished_makes_each_opponent_banish_one() -> None:
    sc = Scenario(active=1)
    lair = sc.add(0, "play", "Leviathan's Lair - Dangerous Ground")
    kronk = sc.add(1, "play", KRONK)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(1, Challenge(kronk, lair))
    assert sorted(card(g, i).name for i in options(g)) == sorted([KRONK, STITCH])
    choose(g, 1, find(g, 1, "play", STITCH).iid)
    assert names(g, 1, "play") == [KRONK] and names(g, 1, "discard") == [STITCH]


# --- Milo Thatch - Courageous Explorer -------------------------------------------------------

MILO = "Milo Thatch - Courageous Explorer"
MODE_STRENGTH = "Banish one with 2 {S} or less"
MODE_DISCARD = "2+ other cards discarded: banish"


def test_milo_gets_lore_once_2_cards_went_to_your_discard_this_turn() -> None:
    sc, smash = hand_and_ink(SMASH)
    milo = sc.add(0, "play", MILO)
    stitch = sc.add(0, "play", STITCH)
    g = sc.build()
    assert lore(g.state, card(g, milo)) == 1
    g.apply(0, PlayCard(smash))
    choose(g, 0, stitch)  # Stitch (1), then Smash itself (2)
    assert sorted(names(g, 0, "discard")) == sorted([STITCH, SMASH])
    assert lore(g.state, card(g, milo)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, milo)) == 1  # the count is for this turn


def test_milo_gets_nothing_for_1_card_or_in_the_opponents_turn() -> None:
    sc, smash = hand_and_ink(SMASH)
    milo = sc.add(0, "play", MILO)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, foe)  # into the opponent's discard: only Smash is in yours
    assert lore(g.state, card(g, milo)) == 1
    sc = Scenario(active=1)
    milo = sc.add(0, "play", MILO)
    sc.add(0, "play", STITCH, exerted=True)
    sc.add(0, "play", WOODY, exerted=True)
    kronk = sc.add(1, "play", KRONK)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(kronk, find(g, 0, "play", STITCH).iid))
    g.apply(1, Challenge(sven, find(g, 0, "play", WOODY).iid))
    assert len(names(g, 0, "discard")) == 2 and lore(g.state, card(g, milo)) == 1


# --- Wind-Up Frog - Sid's Toy ----------------------------------------------------------------

def test_wind_up_frog_costs_2_less_after_a_toy_of_yours_was_banished() -> None:
    frog_name = "Wind-Up Frog - Sid's Toy"
    for victim, seat, cost in ((None, 0, 2), (WOODY, 0, 0), (STITCH, 0, 2), (WOODY, 1, 2)):
        sc, smash = hand_and_ink(SMASH)
        frog = sc.add(0, "hand", frog_name)
        target = sc.add(seat, "play", victim) if victim else 0
        g = sc.build()
        if target:
            g.apply(0, PlayCard(smash))  # the only character: chosen
            assert victim in names(g, seat, "discard")
        assert cost_to_play(g.state, g.state.players[0], card(g, frog)) == cost, (victim, seat)


# --- Jack-Jack Parr - Incredible Potential ---------------------------------------------------

def _jack_jack(top: str, answer: str = "yes") -> tuple[object, int]:
    sc = Scenario(active=1)
    jj = sc.add(0, "play", "Jack-Jack Parr - Incredible Potential")
    sc.add(0, "deck", top)
    sc.add(0, "deck", STITCH, count=3)
    sc.add(1, "play", MICKEY)
    sc.add(1, "play", WOODY)
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, answer)
    return g, jj


def test_jack_jack_milling_a_character_gets_2_strength_this_turn() -> None:
    from engine import Game

    g, jj = _jack_jack(MICKEY)
    assert isinstance(g, Game)
    assert names(g, 0, "discard") == [MICKEY]
    assert strength(g.state, card(g, jj)) == 6 and lore(g.state, card(g, jj)) == 1
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, jj)) == 4


def test_jack_jack_milling_an_action_or_item_gets_2_lore() -> None:
    from engine import Game

    for top in (SMASH, SONG, "Dinglehopper"):
        g, jj = _jack_jack(top)
        assert isinstance(g, Game)
        assert names(g, 0, "discard") == [top]
        assert strength(g.state, card(g, jj)) == 4 and lore(g.state, card(g, jj)) == 3, top


def test_jack_jack_milling_a_location_banishes_chosen_character() -> None:
    from engine import Game

    g, jj = _jack_jack(LAGOON)
    assert isinstance(g, Game)
    assert sorted(card(g, i).name for i in options(g)) == sorted(
        [MICKEY, WOODY, "Jack-Jack Parr - Incredible Potential"])
    choose(g, 0, find(g, 1, "play", WOODY).iid)
    assert names(g, 1, "play") == [MICKEY] and names(g, 1, "discard") == [WOODY]
    assert strength(g.state, card(g, jj)) == 4 and lore(g.state, card(g, jj)) == 1


def test_jack_jack_declined_mills_nothing() -> None:
    from engine import Game

    g, jj = _jack_jack(MICKEY, "no")
    assert isinstance(g, Game)
    assert names(g, 0, "discard") == [] and names(g, 0, "hand") == [MICKEY]  # drawn
    assert strength(g.state, card(g, jj)) == 4


# --- Hercules - Young Rescuer ----------------------------------------------------------------

def test_young_rescuer_discards_the_hand_to_return_a_card() -> None:
    sc, herc = hand_and_ink("Hercules - Young Rescuer", ink=2)
    sc.add(0, "hand", MICKEY)
    sc.add(0, "hand", SMASH)
    sc.add(0, "discard", "Dinglehopper")
    g = sc.build()
    g.apply(0, PlayCard(herc))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == []
    assert sorted(card(g, i).name for i in options(g)) == sorted([MICKEY, SMASH, "Dinglehopper"])
    choose(g, 0, find(g, 0, "discard", "Dinglehopper").iid)
    assert names(g, 0, "hand") == ["Dinglehopper"]
    assert sorted(names(g, 0, "discard")) == sorted([MICKEY, SMASH])


def test_young_rescuer_declined_keeps_the_hand() -> None:
    sc, herc = hand_and_ink("Hercules - Young Rescuer", ink=2)
    sc.add(0, "hand", MICKEY)
    sc.add(0, "discard", SMASH)
    g = sc.build()
    g.apply(0, PlayCard(herc))
    choose(g, 0, "no")
    assert idle(g) and names(g, 0, "hand") == [MICKEY] and names(g, 0, "discard") == [SMASH]


def test_young_rescuer_with_an_empty_hand_still_returns_a_card() -> None:
    sc, herc = hand_and_ink("Hercules - Young Rescuer", ink=2)
    sc.add(0, "discard", SMASH)
    g = sc.build()
    g.apply(0, PlayCard(herc))
    choose(g, 0, "yes")  # the only card in the discard is returned
    assert names(g, 0, "hand") == [SMASH] and names(g, 0, "discard") == []


# --- Vincenzo Santorini - On the Run ---------------------------------------------------------

def test_vincenzo_keeps_opposing_items_exerted_at_the_start_of_their_turns() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Vincenzo Santorini - On the Run")
    mine = sc.add(0, "play", "Dinglehopper", exerted=True)
    theirs = sc.add(1, "play", "Dinglehopper", exerted=True)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, EndTurn())
    assert card(g, theirs).exerted and not card(g, foe).exerted  # characters still ready
    g.apply(1, EndTurn())
    assert not card(g, mine).exerted  # yours are not opposing


# --- Firefly Swarm ---------------------------------------------------------------------------

def test_firefly_swarm_banishes_a_character_with_2_strength_or_less() -> None:
    sc, swarm = hand_and_ink("Firefly Swarm", ink=3)
    stitch = sc.add(1, "play", STITCH)  # 2
    sc.add(1, "play", MICKEY)  # 3
    woody = sc.add(0, "play", WOODY)  # 2, yours
    g = sc.build()
    g.apply(0, PlayCard(swarm))
    assert options(g) == [MODE_STRENGTH, MODE_DISCARD]
    choose(g, 0, MODE_STRENGTH)
    assert sorted(options(g)) == sorted([stitch, woody])
    choose(g, 0, stitch)
    assert names(g, 1, "play") == [MICKEY] and names(g, 1, "discard") == [STITCH]


def test_firefly_swarm_banishes_any_character_after_2_other_cards_went_to_discard() -> None:
    sc = Scenario(active=0)
    sc.add(0, "inkwell", INK, count=9)
    sc.add(0, "hand", "Firefly Swarm", count=3)
    sc.add(0, "discard", STITCH)  # there before this turn: not counted
    sven = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    for discarded in (0, 1):
        # The swarms played before went to the discard after resolving: 0, then 1 other.
        g.apply(0, PlayCard(find(g, 0, "hand", "Firefly Swarm").iid))
        choose(g, 0, MODE_DISCARD)
        assert idle(g) and names(g, 1, "play") == [SVEN, MICKEY], discarded
    assert names(g, 0, "discard") == [STITCH, "Firefly Swarm", "Firefly Swarm"]
    g.apply(0, PlayCard(find(g, 0, "hand", "Firefly Swarm").iid))
    choose(g, 0, MODE_DISCARD)
    choose(g, 0, sven)  # 5 strength: any character
    assert names(g, 1, "play") == [MICKEY] and names(g, 1, "discard") == [SVEN]


# --- Dangerous Plan --------------------------------------------------------------------------

def test_dangerous_plan_draws_2_then_discards_a_card_at_random() -> None:
    discarded = set()
    for seed in range(12):
        sc, plan = hand_and_ink("Dangerous Plan", ink=1)
        sc.add(0, "hand", SVEN)
        sc.add(0, "deck", MICKEY)
        sc.add(0, "deck", WOODY)
        sc.add(0, "deck", STITCH)
        sc.state.rng = 0x9E37_79B9 + seed
        g = sc.build()
        g.apply(0, PlayCard(plan))
        assert idle(g)  # nobody chooses
        assert names(g, 0, "deck") == [STITCH] and len(names(g, 0, "hand")) == 2
        lost = [n for n in names(g, 0, "discard") if n != "Dangerous Plan"]
        assert len(lost) == 1 and sorted(names(g, 0, "hand") + lost) == sorted(
            [SVEN, MICKEY, WOODY])
        discarded.add(lost[0])
    assert discarded == {SVEN, MICKEY, WOODY}  # any card of the hand may go
