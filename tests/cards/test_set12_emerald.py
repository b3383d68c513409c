"""Set 12 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.query import cost_to_play, has, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    MICKEY,
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

WOODY = "Woody - Waiting for a Friend"  # 2/2 Toy, no abilities
BUZZ = "Buzz Lightyear - Space Ranger"  # 3/3 Toy, no abilities


def play_song(g: Game, seat: int = 0) -> None:
    """Play This Is My Family from the hand (it ends in the discard: one card put there)."""
    g.apply(seat, PlayCard(find(g, seat, "hand", SONG).iid))


# --- Helga Sinclair - No Backup Needed --------------------------------------------------------

def test_helga_no_backup_needed_costs_2_less_once_2_cards_went_to_your_discard() -> None:
    sc, helga = hand_and_ink("Helga Sinclair - No Backup Needed")
    sc.add(0, "hand", SONG, count=2)
    sc.add(0, "deck", STITCH, count=5)
    g = sc.build()
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, helga)) == 4
    play_song(g)
    assert cost_to_play(g.state, p, card(g, helga)) == 4  # only 1 card so far
    play_song(g)
    assert cost_to_play(g.state, p, card(g, helga)) == 2
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert cost_to_play(g.state, p, find(g, 0, "hand", "Helga Sinclair - No Backup Needed")) == 4


# --- The Witch - Wily Woodcarver --------------------------------------------------------------

def test_the_witch_makes_each_opponent_lose_1_lore_when_challenged() -> None:
    sc = Scenario(active=1)
    witch = sc.add(0, "play", "The Witch - Wily Woodcarver", exerted=True)
    foe = sc.add(1, "play", SVEN)
    sc.lore(0, 2).lore(1, 5)
    g = sc.build()
    g.apply(1, Challenge(foe, witch))
    assert idle(g)
    assert g.state.players[1].lore == 4 and g.state.players[0].lore == 2


# --- The Queen - Evil Ruler -------------------------------------------------------------------

def test_the_queen_evil_ruler_gets_2_strength_while_an_opposing_character_is_damaged() -> None:
    sc = Scenario(active=0)
    queen = sc.add(0, "play", "The Queen - Evil Ruler")
    sc.add(0, "play", MICKEY, damage=1)  # your own damaged character does not count
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    assert strength(g.state, card(g, queen)) == 2
    card(g, foe).damage = 1
    assert strength(g.state, card(g, queen)) == 4


# --- Gaetan Moliere - Clever Burrower ---------------------------------------------------------

def test_gaetan_may_draw_2_then_discard_2_when_he_quests() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=0)
        gaetan = sc.add(0, "play", "Gaetan Moliere - Clever Burrower")
        sc.add(0, "hand", MICKEY)
        sc.add(0, "deck", STITCH, count=3)
        g = sc.build()
        g.apply(0, Quest(gaetan))
        choose(g, 0, answer)
        if answer == "yes":
            assert sorted(names(g, 0, "hand")) == sorted([MICKEY, STITCH, STITCH])
            assert len(options(g)) == 3
            choose(g, 0, find(g, 0, "hand", MICKEY).iid, find(g, 0, "hand", STITCH).iid)
            assert names(g, 0, "hand") == [STITCH]
            assert sorted(names(g, 0, "discard")) == sorted([MICKEY, STITCH])
            assert len(names(g, 0, "deck")) == 1
        else:
            assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "discard") == []
        assert idle(g)


# --- Lyle Tiberius Rourke - Adventurer for Hire -----------------------------------------------

LYLE = "Lyle Tiberius Rourke - Adventurer for Hire"


def test_lyle_may_draw_then_discard_and_opponents_lose_lore_after_2_cards_discarded() -> None:
    sc, lyle = hand_and_ink(LYLE)
    sc.add(0, "hand", SONG)
    sc.add(0, "deck", STITCH, count=4)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, PlayCard(lyle))
    choose(g, 0, "yes")
    assert sorted(names(g, 0, "hand")) == sorted([SONG, STITCH])
    choose(g, 0, find(g, 0, "hand", STITCH).iid)
    assert names(g, 0, "discard") == [STITCH]  # 1 card put into the discard
    play_song(g)  # the song is the second
    g.apply(0, EndTurn())
    assert g.state.players[1].lore == 2


def test_lyle_declined_and_one_card_discarded_costs_opponents_nothing() -> None:
    sc, lyle = hand_and_ink(LYLE)
    sc.add(0, "hand", SONG)
    sc.add(0, "deck", STITCH, count=4)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, PlayCard(lyle))
    choose(g, 0, "no")
    assert len(names(g, 0, "hand")) == 1 and names(g, 0, "discard") == []
    play_song(g)  # only 1 card put into the discard
    g.apply(0, EndTurn())
    assert g.state.players[1].lore == 3


# --- Joshua Sweet - Field Surgeon -------------------------------------------------------------

def test_joshua_sweet_makes_the_chosen_opponent_discard_when_challenged() -> None:
    sc = Scenario(active=1)
    joshua = sc.add(0, "play", "Joshua Sweet - Field Surgeon", exerted=True)
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "hand", MICKEY)
    sc.add(1, "hand", STITCH)
    sc.add(0, "hand", STITCH)
    g = sc.build()
    g.apply(1, Challenge(foe, joshua))
    if g.state.decision is not None and g.state.decision.player == 0:
        choose(g, 0, options(g)[0])  # the chosen opponent: the only one
    assert g.state.decision is not None and g.state.decision.player == 1  # they choose
    choose(g, 1, find(g, 1, "hand", MICKEY).iid)
    assert names(g, 1, "hand") == [STITCH] and names(g, 1, "discard") == [MICKEY]
    assert names(g, 0, "hand") == [STITCH]


# --- The Queen - Devious Disguise -------------------------------------------------------------

QUEEN = "The Queen - Devious Disguise"


def test_the_queen_devious_disguise_may_draw_and_opponents_gain_2_lore() -> None:
    for answer, drawn, their_lore in (("yes", 1, 3), ("no", 0, 1)):
        sc, queen = hand_and_ink(QUEEN)
        sc.add(0, "deck", STITCH, count=2)
        sc.lore(1, 1)
        g = sc.build()
        g.apply(0, PlayCard(queen))
        choose(g, 0, answer)
        assert len(names(g, 0, "hand")) == drawn
        assert g.state.players[1].lore == their_lore


def test_the_queen_devious_disguise_gets_2_lore_while_an_opponent_has_more_lore() -> None:
    sc = Scenario(active=0)
    queen = sc.add(0, "play", QUEEN)
    sc.lore(0, 3).lore(1, 3)
    g = sc.build()
    assert lore(g.state, card(g, queen)) == 1  # equal is not more
    g.state.players[1].lore = 4
    assert lore(g.state, card(g, queen)) == 3
    g.apply(0, Quest(queen))
    assert g.state.players[0].lore == 6


# --- Elinor - Renowned Diplomat ---------------------------------------------------------------

ELINOR = "Elinor - Renowned Diplomat"


def test_elinor_with_3_exerted_characters_damages_gains_lore_and_draws_at_end_of_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", ELINOR, exerted=True)
    sc.add(0, "play", MICKEY, exerted=True)
    sc.add(0, "play", STITCH, exerted=True)
    mine = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", SVEN)
    other_foe = sc.add(1, "play", MICKEY)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    g.apply(0, EndTurn())
    assert set(options(g)) == {foe, other_foe}  # opposing characters only
    choose(g, 0, foe)
    assert card(g, foe).damage == 1 and card(g, mine).damage == 0
    assert g.state.players[0].lore == 1 and names(g, 0, "hand") == [STITCH]


def test_elinor_with_2_exerted_characters_does_nothing() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", ELINOR, exerted=True)
    sc.add(0, "play", MICKEY, exerted=True)
    sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    g.apply(0, EndTurn())
    assert g.state.active == 1 and idle(g)
    assert card(g, foe).damage == 0
    assert g.state.players[0].lore == 0 and names(g, 0, "hand") == []


# --- Helga Sinclair - Prepared for Anything ---------------------------------------------------

def test_helga_prepared_deals_1_damage_or_2_after_2_cards_went_to_your_discard() -> None:
    for songs, dealt in ((1, 1), (2, 2)):
        sc = Scenario(active=0)
        helga = sc.add(0, "play", "Helga Sinclair - Prepared for Anything")
        sc.add(0, "hand", SONG, count=songs)
        sc.add(0, "inkwell", INK, count=4)
        sc.add(0, "deck", STITCH, count=4)
        mine = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", SVEN)
        other_foe = sc.add(1, "play", STITCH)
        g = sc.build()
        for _ in range(songs):
            play_song(g)
        g.apply(0, Quest(helga))
        assert set(options(g)) == {foe, other_foe}
        choose(g, 0, foe)
        assert card(g, foe).damage == dealt and card(g, mine).damage == 0


# --- Milo Thatch - Getting His Hands Dirty ----------------------------------------------------

MILO = "Milo Thatch - Getting His Hands Dirty"


def test_milo_may_discard_a_card_to_return_a_chosen_character() -> None:
    sc, milo = hand_and_ink(MILO)
    sc.add(0, "hand", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(milo))
    choose(g, 0, "yes")  # the only card in hand is discarded
    assert names(g, 0, "discard") == [MICKEY]
    assert foe in options(g)
    choose(g, 0, foe)
    assert names(g, 1, "hand") == [SVEN] and names(g, 1, "play") == []


def test_milo_declined_or_without_a_card_to_discard_returns_nothing() -> None:
    for answer, hand in (("no", [MICKEY]), ("yes", [])):
        sc, milo = hand_and_ink(MILO)
        for name in hand:
            sc.add(0, "hand", name)
        sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(milo))
        choose(g, 0, answer)
        if g.state.decision is not None and g.state.decision.player == 0:
            choose(g, 0)  # nothing to discard
        assert idle(g)
        assert names(g, 1, "play") == [SVEN] and names(g, 0, "hand") == hand


def test_milo_draws_at_end_of_turn_only_after_2_cards_went_to_your_discard() -> None:
    for songs, drawn in ((1, 0), (2, 1)):
        sc = Scenario(active=0)
        sc.add(0, "play", MILO)
        sc.add(0, "hand", SONG, count=songs)
        sc.add(0, "inkwell", INK, count=4)
        sc.add(0, "deck", STITCH, count=5)
        g = sc.build()
        for _ in range(songs):
            play_song(g)
        before = len(names(g, 0, "hand"))
        g.apply(0, EndTurn())
        assert len(names(g, 0, "hand")) == before + drawn


# --- Donald Duck - Distracted Traveler --------------------------------------------------------

def test_donald_distracted_traveler_makes_opponents_discard_if_you_played_a_character() -> None:
    for played in (True, False):
        sc = Scenario(active=0)
        donald = sc.add(0, "play", "Donald Duck - Distracted Traveler")
        stitch = sc.add(0, "hand", STITCH)
        sc.add(0, "inkwell", INK)
        sc.add(1, "hand", MICKEY)
        sc.add(1, "hand", SVEN)
        g = sc.build()
        if played:
            g.apply(0, PlayCard(stitch))
        g.apply(0, Quest(donald))
        if played:
            assert g.state.decision is not None and g.state.decision.player == 1
            choose(g, 1, find(g, 1, "hand", MICKEY).iid)
            assert names(g, 1, "discard") == [MICKEY] and names(g, 1, "hand") == [SVEN]
        else:
            assert idle(g) and names(g, 1, "hand") == [MICKEY, SVEN]


# --- Cruella De Vil - Judgmental Traveler -----------------------------------------------------

CRUELLA = "Cruella De Vil - Judgmental Traveler"


def test_cruella_may_banish_a_damaged_character_if_you_played_a_character() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=0)
        cruella = sc.add(0, "play", CRUELLA)
        stitch = sc.add(0, "hand", STITCH)
        sc.add(0, "inkwell", INK)
        hurt = sc.add(1, "play", SVEN, damage=1)
        sc.add(1, "play", MICKEY)  # not damaged
        mine_hurt = sc.add(0, "play", MICKEY, damage=1)  # any damaged character
        g = sc.build()
        g.apply(0, PlayCard(stitch))
        g.apply(0, Quest(cruella))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {hurt, mine_hurt}
            choose(g, 0, hurt)
            assert names(g, 1, "play") == [MICKEY] and names(g, 1, "discard") == [SVEN]
        else:
            assert sorted(names(g, 1, "play")) == sorted([SVEN, MICKEY])


def test_cruella_does_nothing_if_you_played_no_character() -> None:
    sc = Scenario(active=0)
    cruella = sc.add(0, "play", CRUELLA)
    sc.add(1, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, Quest(cruella))
    assert idle(g) and names(g, 1, "play") == [SVEN]


# --- Merida - Gifted Archer -------------------------------------------------------------------

def test_merida_while_exerted_may_damage_an_opposing_challenger() -> None:
    for answer, exerted in (("yes", True), ("no", True), ("", False)):
        sc = Scenario(active=1)
        sc.add(0, "play", "Merida - Gifted Archer", exerted=exerted)
        target = sc.add(0, "play", MICKEY, exerted=True)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(1, Challenge(foe, target))
        if answer:
            choose(g, 0, answer)
        assert idle(g)
        # Sven takes 3 from Mickey, +1 from Merida's arrow if accepted.
        assert card(g, foe).damage == 3 + (answer == "yes")


# --- Lenny - Toy Binoculars -------------------------------------------------------------------

LENNY = "Lenny - Toy Binoculars"


def test_lenny_makes_the_chosen_opponent_discard_an_action_of_your_choice() -> None:
    sc, lenny = hand_and_ink(LENNY)
    sc.add(1, "hand", MICKEY)
    song = sc.add(1, "hand", SONG)
    other = sc.add(1, "hand", "Strange Things")
    g = sc.build()
    g.apply(0, PlayCard(lenny))
    assert g.state.decision is not None and g.state.decision.player == 0
    assert set(options(g)) == {song, other}  # action cards only, you choose
    choose(g, 0, other)
    assert names(g, 1, "hand") == [MICKEY, SONG] and names(g, 1, "discard") == ["Strange Things"]


def test_lenny_may_ready_when_you_play_an_action_declined() -> None:
    sc = Scenario(active=0)
    lenny = sc.add(0, "play", LENNY, exerted=True)
    sc.add(0, "hand", SONG)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    play_song(g)
    choose(g, 0, "no")
    assert idle(g) and card(g, lenny).exerted


def test_lenny_readies_only_once_per_turn() -> None:
    sc = Scenario(active=0)
    lenny = sc.add(0, "play", LENNY, exerted=True)
    sc.add(0, "hand", SONG, count=2)
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "deck", STITCH, count=4)
    g = sc.build()
    play_song(g)
    choose(g, 0, "yes")
    assert not card(g, lenny).exerted
    card(g, lenny).exerted = True
    play_song(g)
    assert idle(g) and card(g, lenny).exerted


# --- Buzz Lightyear - Jungle Ranger -----------------------------------------------------------

JUNGLE_BUZZ = "Buzz Lightyear - Jungle Ranger"
EXPENSIVE_ACTION = "The Family Scattered"  # cost 8


def test_jungle_buzz_may_return_an_action_with_cost_7_or_less_from_your_discard() -> None:
    sc, buzz = hand_and_ink(JUNGLE_BUZZ)
    song = sc.add(0, "discard", SONG)
    sc.add(0, "discard", EXPENSIVE_ACTION)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(buzz))
    choose(g, 0, "yes")
    assert options(g) == [song]
    choose(g, 0, song)
    assert names(g, 0, "hand") == [SONG]
    assert sorted(names(g, 0, "discard")) == sorted([EXPENSIVE_ACTION, MICKEY])


def test_jungle_buzz_gives_a_chosen_character_1_lore_this_turn_when_you_play_an_action() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", JUNGLE_BUZZ)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "hand", SONG)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    play_song(g)
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2


# --- Alien - True Believer --------------------------------------------------------------------

ALIEN = "Alien - True Believer"


def test_alien_gets_1_strength_for_each_other_toy_of_yours() -> None:
    sc = Scenario(active=0)
    alien = sc.add(0, "play", ALIEN)
    sc.add(0, "play", WOODY)
    sc.add(0, "play", BUZZ)
    sc.add(0, "play", MICKEY)  # not a Toy
    sc.add(1, "play", WOODY)  # not yours
    g = sc.build()
    assert strength(g.state, card(g, alien)) == 1 + 2


def test_alien_banished_during_your_turn_returns_another_alien_from_your_discard() -> None:
    sc = Scenario(active=0)
    alien = sc.add(0, "play", ALIEN)
    first = sc.add(0, "discard", ALIEN)
    second = sc.add(0, "discard", ALIEN)
    sc.add(0, "discard", MICKEY)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(alien, foe))
    assert set(options(g)) == {first, second}  # not the banished one
    choose(g, 0, first)
    assert names(g, 0, "hand") == [ALIEN]
    assert sorted(names(g, 0, "discard")) == sorted([ALIEN, ALIEN, MICKEY])


def test_alien_banished_during_an_opponents_turn_returns_nothing() -> None:
    sc = Scenario(active=1)
    alien = sc.add(0, "play", ALIEN, exerted=True)
    sc.add(0, "discard", ALIEN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, alien))
    assert idle(g) and names(g, 0, "hand") == []
    assert names(g, 0, "discard") == [ALIEN, ALIEN]


# --- Strange Things ---------------------------------------------------------------------------

def test_strange_things_stops_up_to_2_characters_questing_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Strange Things")
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", MICKEY)
    free = sc.add(1, "play", STITCH)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, foe, other)
    assert names(g, 0, "hand") == [STITCH]
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(foe) not in legal and Quest(other) not in legal and Quest(free) in legal
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert Quest(foe) in g.legal_actions(1)


def test_strange_things_with_one_chosen_character() -> None:
    sc, song = hand_and_ink("Strange Things")
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", MICKEY)
    sc.add(0, "deck", STITCH, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(foe) not in legal and Quest(other) in legal


# --- Merida's Bow -----------------------------------------------------------------------------

def test_meridas_bow_deals_1_damage_when_played_and_when_banished_for_1_ink() -> None:
    sc, bow = hand_and_ink("Merida's Bow", ink=3)
    foe = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(bow))
    assert set(options(g)) == {foe, mine}
    choose(g, 0, foe)
    assert card(g, foe).damage == 1
    bow = find(g, 0, "play", "Merida's Bow").iid
    g.apply(0, Activate(bow, 0))
    choose(g, 0, foe)
    assert card(g, foe).damage == 2
    assert names(g, 0, "discard") == ["Merida's Bow"]
    assert g.state.players[0].ready_ink() == 0  # 2 to play it, 1 for the ability


# --- Gyro-Evac --------------------------------------------------------------------------------

def test_gyro_evac_gives_your_character_evasive_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    gyro = sc.add(0, "play", "Gyro-Evac")
    mine = sc.add(0, "play", MICKEY)
    other = sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, Activate(gyro, 0))
    assert set(options(g)) == {mine, other}
    choose(g, 0, mine)
    assert has(g.state, card(g, mine), "Evasive") and card(g, gyro).exerted
    card(g, mine).exerted = True
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) not in g.legal_actions(1)
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mine), "Evasive")


def test_gyro_evac_crash_landing_makes_each_player_lose_2_lore() -> None:
    sc = Scenario(active=0)
    gyro = sc.add(0, "play", "Gyro-Evac")
    sc.lore(0, 5).lore(1, 1)
    g = sc.build()
    g.apply(0, Activate(gyro, 1))
    assert g.state.players[0].lore == 3 and g.state.players[1].lore == 0
    assert names(g, 0, "discard") == ["Gyro-Evac"]


# --- The Claw ---------------------------------------------------------------------------------

def test_the_claw_banishes_your_character_to_return_an_opposing_one() -> None:
    sc = Scenario(active=0)
    claw = sc.add(0, "play", "The Claw")
    mine = sc.add(0, "play", STITCH)
    other = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    other_foe = sc.add(1, "play", STITCH)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(claw, 0))
    assert set(options(g)) == {mine, other}
    choose(g, 0, mine)
    assert names(g, 0, "discard") == [STITCH]
    assert set(options(g)) == {foe, other_foe}
    choose(g, 0, foe)
    assert names(g, 1, "hand") == [SVEN] and g.state.players[0].ready_ink() == 0


def test_the_claw_needs_a_character_of_yours() -> None:
    sc = Scenario(active=0)
    claw = sc.add(0, "play", "The Claw")
    sc.add(1, "play", SVEN)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert Activate(claw, 0) not in g.legal_actions(0)
