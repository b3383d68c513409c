"""Set 11 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, MoveTo, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    ISLAND,
    ITEM,
    LAGOON,
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

PETER = "Peter Pan - Never Landing"  # 3/2, Evasive, no other abilities
TOD = "Tod - All Alone"  # 2/2, lore 1, no abilities


# --- Stitch - Naughty Experiment ---------------------------------------------------------------

def test_stitch_naughty_experiment_makes_a_foe_reckless_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - Naughty Experiment")
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    other_foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, Activate(stitch, 0))
    assert set(options(g)) == {foe, other_foe}  # opposing characters only
    choose(g, 0, foe)
    assert card(g, stitch).exerted and has(g.state, card(g, foe), "Reckless")
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Quest(foe) not in legal and Quest(other_foe) in legal
    assert EndTurn() not in legal and Challenge(foe, stitch) in legal  # must challenge
    g.apply(1, Challenge(foe, stitch))
    assert EndTurn() in g.legal_actions(1)
    assert has(g.state, card(g, foe), "Reckless")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, foe), "Reckless")  # ends as your next turn starts


# --- Yao - Snow Warrior ------------------------------------------------------------------------

def test_yao_has_resist_2_only_during_opponents_turns() -> None:
    sc = Scenario(active=0)
    yao = sc.add(0, "play", "Yao - Snow Warrior")
    foe = sc.add(1, "play", STITCH)  # 2 strength
    g = sc.build()
    assert keyword(g.state, card(g, yao), "Resist") is None
    card(g, yao).exerted = True
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, yao), "Resist") == 2
    g.apply(1, Challenge(foe, yao))
    assert card(g, yao).damage == 0  # 2 damage reduced by 2
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, yao), "Resist") is None


# --- Ling - Snow Warrior -----------------------------------------------------------------------

def test_ling_pays_1_ink_to_give_a_character_1_strength_this_turn() -> None:
    sc = Scenario(active=0)
    ling = sc.add(0, "play", "Ling - Snow Warrior")
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, Activate(ling, 0))
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 6
    assert not card(g, ling).exerted and g.state.players[0].ready_ink() == 0
    assert Activate(ling, 0) not in g.legal_actions(0)  # no ink left
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Boomer - Has the Beak ---------------------------------------------------------------------

def test_boomer_may_exert_a_chosen_damaged_character() -> None:
    for answer in ("yes", "no"):
        sc, boomer = hand_and_ink("Boomer - Has the Beak")
        hurt = sc.add(1, "play", SVEN, damage=1)
        mine_hurt = sc.add(0, "play", MICKEY, damage=2)
        sc.add(1, "play", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(boomer))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {hurt, mine_hurt}  # damaged characters only
            choose(g, 0, hurt)
        assert card(g, hurt).exerted == (answer == "yes")
        assert not card(g, mine_hurt).exerted


# --- Dinky - Has the Brains --------------------------------------------------------------------

def test_dinky_makes_each_opponent_damage_one_of_their_characters() -> None:
    sc, dinky = hand_and_ink("Dinky - Has the Brains")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    other_foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(dinky))
    assert g.state.decision is not None and g.state.decision.player == 1
    assert set(options(g)) == {foe, other_foe}
    choose(g, 1, foe)
    assert card(g, foe).damage == 1 and card(g, other_foe).damage == 0
    assert card(g, mine).damage == 0


# --- Stegmutt - Clumsy Dinosaur ----------------------------------------------------------------

STEGMUTT = "Stegmutt - Clumsy Dinosaur"  # cost 8


def test_stegmutt_costs_1_less_for_each_item_card_in_your_discard() -> None:
    sc, steg = hand_and_ink(STEGMUTT, ink=0)
    sc.add(0, "discard", ITEM, count=2)
    sc.add(0, "discard", MICKEY)
    sc.add(1, "discard", ITEM)  # an opponent's item does not count
    g = sc.build()
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, steg)) == 6


def test_stegmutt_puts_3_items_on_the_bottom_to_deal_3_damage() -> None:
    sc, steg = hand_and_ink(STEGMUTT)
    for item in ("Dinglehopper", "Lantern", "Dinglehopper", "Fishbone Quill"):
        sc.add(0, "discard", item)
    sc.add(0, "discard", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(steg))
    choose(g, 0, "yes")
    items = [c.iid for c in g.state.players[0].discard if c.name != MICKEY]
    assert set(options(g)) == set(items)  # item cards only
    choose(g, 0, items[3], items[0], items[1])  # in this order onto the bottom
    assert [c.name for c in g.state.players[0].deck[-3:]] == [
        "Fishbone Quill", "Dinglehopper", "Lantern"]
    assert names(g, 0, "discard") == ["Dinglehopper", MICKEY]
    choose(g, 0, foe)
    assert card(g, foe).damage == 3


def test_stegmutt_declined_or_without_3_items_does_nothing() -> None:
    for answer, items in (("no", 3), ("yes", 2)):
        sc, steg = hand_and_ink(STEGMUTT)
        sc.add(0, "discard", ITEM, count=items)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(steg))
        choose(g, 0, answer)
        assert idle(g) and card(g, foe).damage == 0
        assert names(g, 0, "discard") == [ITEM] * items


# --- Aladdin - On the Edge of Adventure --------------------------------------------------------

def test_aladdin_gains_evasive_when_you_play_an_action_until_your_next_turn() -> None:
    sc, song = hand_and_ink(SONG)
    aladdin = sc.add(0, "play", "Aladdin - On the Edge of Adventure")
    stitch = sc.add(0, "hand", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(stitch))  # a character is not an action
    assert not has(g.state, card(g, aladdin), "Evasive")
    g.apply(0, PlayCard(song))  # a song is an action
    assert has(g.state, card(g, aladdin), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, aladdin), "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, aladdin), "Evasive")


def test_aladdin_ignores_actions_of_opponents() -> None:
    sc, song = hand_and_ink(SONG, active=1)
    aladdin = sc.add(0, "play", "Aladdin - On the Edge of Adventure")
    g = sc.build()
    g.apply(1, PlayCard(song))
    assert not has(g.state, card(g, aladdin), "Evasive")


# --- Mushu - Sneaky Dragon ---------------------------------------------------------------------

def test_mushu_deals_2_damage_to_chosen_character() -> None:
    sc, mushu = hand_and_ink("Mushu - Sneaky Dragon")
    foe = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mushu))
    assert set(options(g)) == {foe, mine, find(g, 0, "play", "Mushu - Sneaky Dragon").iid}
    choose(g, 0, foe)
    assert card(g, foe).damage == 2


# --- Copper - Champion of the Forest -----------------------------------------------------------

def test_copper_champion_gives_your_evasive_characters_1_lore_this_turn() -> None:
    sc = Scenario(active=0)
    copper = sc.add(0, "play", "Copper - Champion of the Forest")
    peter = sc.add(0, "play", PETER)  # lore 1, Evasive
    mickey = sc.add(0, "play", MICKEY)  # lore 2
    foe = sc.add(1, "play", PETER)
    g = sc.build()
    g.apply(0, Quest(copper))
    assert g.state.players[0].lore == 2
    assert lore(g.state, card(g, peter)) == 2
    assert lore(g.state, card(g, mickey)) == 2 and lore(g.state, card(g, foe)) == 1
    g.apply(0, Quest(peter))
    assert g.state.players[0].lore == 4
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, peter)) == 1


# --- Copper - Hound Pup ------------------------------------------------------------------------

def test_copper_hound_pup_makes_chosen_player_reveal_their_hand() -> None:
    sc, copper = hand_and_ink("Copper - Hound Pup")
    sc.add(1, "hand", SVEN)
    sc.add(1, "hand", SONG)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    events = g.apply(0, PlayCard(copper))
    assert options(g) == ["p0", "p1"]
    events = g.apply(0, Choose(("p1",)))
    assert [(e["player"], e["name"]) for e in events if e["type"] == "reveal"] == [
        (1, SVEN), (1, SONG)]


# --- Vixey - Forest Friend ---------------------------------------------------------------------

def test_vixey_costs_1_less_with_a_character_named_tod_in_play() -> None:
    for where, seat, cost in ((None, 0, 3), ("play", 0, 2), ("play", 1, 3), ("hand", 0, 3)):
        sc, vixey = hand_and_ink("Vixey - Forest Friend")
        if where:
            sc.add(seat, where, TOD)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[0], card(g, vixey)) == cost


# --- Tod - Playful Kit -------------------------------------------------------------------------

def test_tod_playful_kit_gains_1_lore_or_gives_evasive() -> None:
    sc = Scenario(active=0)
    tod = sc.add(0, "play", "Tod - Playful Kit")  # lore 2
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(tod))
    choose(g, 0, "Gain 1 lore")
    assert g.state.players[0].lore == 3
    assert not has(g.state, card(g, mickey), "Evasive")

    sc = Scenario(active=0)
    tod = sc.add(0, "play", "Tod - Playful Kit")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(tod))
    choose(g, 0, "Your character gains Evasive")
    assert set(options(g)) == {tod, mickey}  # yours only
    choose(g, 0, mickey)
    assert g.state.players[0].lore == 2 and has(g.state, card(g, mickey), "Evasive")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Evasive")


# --- Mickey Mouse - Snowboard Ace --------------------------------------------------------------

def test_mickey_snowboard_ace_makes_opponents_discard_on_play_and_when_he_leaves() -> None:
    sc, ace = hand_and_ink("Mickey Mouse - Snowboard Ace")
    sc.add(1, "hand", SVEN)
    sc.add(1, "hand", SONG)
    attacker = sc.add(1, "play", "Maui - Demigod")  # 8 strength
    g = sc.build()
    g.apply(0, PlayCard(ace))
    assert g.state.decision is not None and g.state.decision.player == 1
    choose(g, 1, find(g, 1, "hand", SONG).iid)
    assert names(g, 1, "discard") == [SONG] and names(g, 1, "hand") == [SVEN]
    find(g, 0, "play", "Mickey Mouse - Snowboard Ace").exerted = True
    g.apply(0, EndTurn())  # seat 1 draws a Stitch
    g.apply(1, Challenge(attacker, find(g, 0, "play", "Mickey Mouse - Snowboard Ace").iid))
    choose(g, 1, find(g, 1, "hand", SVEN).iid)
    assert names(g, 1, "discard") == [SONG, SVEN]
    assert names(g, 0, "discard") == ["Mickey Mouse - Snowboard Ace"]


# --- Strike A Good Match -----------------------------------------------------------------------

def test_strike_a_good_match_draws_2_then_discards_1() -> None:
    sc, song = hand_and_ink("Strike A Good Match")
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", MICKEY)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {find(g, 0, "hand", SVEN).iid, find(g, 0, "hand", MICKEY).iid}
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "hand") == [MICKEY]
    assert names(g, 0, "discard") == [SVEN, "Strike A Good Match"]
    assert names(g, 0, "deck") == [STITCH]


# --- Snowball Fight ----------------------------------------------------------------------------

def test_snowball_fight_discards_and_gains_lore_with_an_evasive_character() -> None:
    for evasive in (True, False):
        sc, action = hand_and_ink("Snowball Fight")
        sc.add(0, "play", PETER if evasive else MICKEY)
        sc.add(1, "play", PETER)  # an opposing Evasive character does not count
        sc.add(1, "hand", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))  # the only card in hand: discarded
        assert names(g, 1, "discard") == [SVEN]
        assert g.state.players[0].lore == (1 if evasive else 0)


# --- Freeze the Vine ---------------------------------------------------------------------------

def test_freeze_the_vine_banishes_all_locations_then_draws_2_and_discards_1() -> None:
    sc, action = hand_and_ink("Freeze the Vine")
    sc.add(0, "play", LAGOON)
    sc.add(1, "play", ISLAND)
    mickey = sc.add(1, "play", MICKEY)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert names(g, 0, "discard") == [LAGOON] and names(g, 1, "discard") == [ISLAND]
    assert card(g, mickey).zone == "play"
    choose(g, 0, find(g, 0, "hand", MICKEY).iid)
    assert names(g, 0, "hand") == [SVEN]
    assert names(g, 0, "discard") == [LAGOON, MICKEY, "Freeze the Vine"]


# --- Education or Elimination ------------------------------------------------------------------

def test_education_or_elimination_draws_and_boosts_a_character_of_yours() -> None:
    sc, song = hand_and_ink("Education or Elimination")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, "Draw; +1 lore and Evasive")
    # Mickey is the only character of yours: chosen
    assert len(names(g, 0, "hand")) == 1
    assert lore(g.state, card(g, mickey)) == 3 and has(g.state, card(g, mickey), "Evasive")
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 3 and has(g.state, card(g, mickey), "Evasive")
    g.apply(1, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2 and not has(g.state, card(g, mickey), "Evasive")


def test_education_or_elimination_banishes_a_chosen_damaged_character() -> None:
    sc, song = hand_and_ink("Education or Elimination")
    sc.add(0, "play", MICKEY)
    hurt = sc.add(1, "play", SVEN, damage=1)
    other = sc.add(1, "play", STITCH, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, "Banish chosen damaged character")
    assert set(options(g)) == {hurt, other}
    choose(g, 0, hurt)
    assert names(g, 1, "discard") == [SVEN] and card(g, other).zone == "play"


# --- Snow Fort ---------------------------------------------------------------------------------

def test_snow_fort_gives_strength_and_resist_during_opponents_turns() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Snow Fort")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 4 and strength(g.state, card(g, foe)) == 2
    assert keyword(g.state, card(g, mickey), "Resist") is None
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    assert keyword(g.state, card(g, foe), "Resist") is None
    g.apply(1, Challenge(foe, find(g, 0, "play", MICKEY).iid))
    assert find(g, 0, "play", MICKEY).damage == 1  # 2 - 1
    assert names(g, 1, "discard") == [STITCH]  # hit back with 4 strength: banished


# --- Rafiki's Bakora Staff ---------------------------------------------------------------------

def test_rafikis_bakora_staff_loots_and_bonks() -> None:
    sc = Scenario(active=0)
    staff = sc.add(0, "play", "Rafiki's Bakora Staff")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "hand", SVEN)
    sc.add(0, "deck", MICKEY)
    foe = sc.add(1, "play", STITCH)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(staff, 0))
    assert names(g, 0, "hand") == [SVEN, MICKEY]
    choose(g, 0, find(g, 0, "hand", SVEN).iid)
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "discard") == [SVEN]
    assert card(g, staff).exerted and g.state.players[0].ready_ink() == 1
    g.apply(0, Activate(staff, 1))  # needs no {E}: usable while exerted
    choose(g, 0, foe)
    assert card(g, foe).damage == 1
    assert names(g, 0, "discard") == [SVEN, "Rafiki's Bakora Staff"]
    assert g.state.players[0].ready_ink() == 0


# --- Battering Ram -----------------------------------------------------------------------------

def test_battering_ram_damages_a_damaged_character() -> None:
    sc = Scenario(active=0)
    ram = sc.add(0, "play", "Battering Ram")
    hurt = sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", MICKEY)
    mine = sc.add(0, "play", STITCH, damage=1)
    g = sc.build()
    g.apply(0, Activate(ram, 0))
    assert set(options(g)) == {hurt, mine}
    choose(g, 0, hurt)
    assert card(g, hurt).damage == 2 and card(g, ram).exerted


def test_battering_ram_banishes_itself_to_banish_a_location() -> None:
    sc = Scenario(active=0)
    ram = sc.add(0, "play", "Battering Ram")
    lagoon = sc.add(1, "play", LAGOON)
    island = sc.add(1, "play", ISLAND)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(ram, 1))
    assert set(options(g)) == {lagoon, island}  # locations only
    choose(g, 0, island)
    assert names(g, 1, "discard") == [ISLAND] and names(g, 0, "discard") == ["Battering Ram"]


# --- Game Preserve - Protected Land ------------------------------------------------------------

def test_game_preserve_gains_evasive_while_an_evasive_character_is_here() -> None:
    sc = Scenario(active=0)
    preserve = sc.add(0, "play", "Game Preserve - Protected Land")
    peter = sc.add(0, "play", PETER)
    sc.add(0, "play", MICKEY, location=preserve)
    sc.add(0, "inkwell", INK)
    foe = sc.add(1, "play", STITCH)
    flyer = sc.add(1, "play", PETER)
    g = sc.build()
    assert not has(g.state, card(g, preserve), "Evasive")  # Mickey there lacks Evasive
    g.apply(0, MoveTo(peter, preserve))
    assert has(g.state, card(g, preserve), "Evasive")
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, preserve) not in legal and Challenge(flyer, preserve) in legal


def test_game_preserve_without_evasive_here_can_be_challenged() -> None:
    sc = Scenario(active=1)
    preserve = sc.add(0, "play", "Game Preserve - Protected Land")
    sc.add(0, "play", PETER)  # not here
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    assert Challenge(foe, preserve) in g.legal_actions(1)

