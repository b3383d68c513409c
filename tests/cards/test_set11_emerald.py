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



# --- Mulan - Resourceful Recruit ---------------------------------------------------------------

MULAN = "Mulan - Resourceful Recruit"  # 1 strength, lore 0
LING = "Ling - Snow Warrior"  # 1 {I}: chosen character gets +1 strength this turn


def test_mulan_gains_lore_equal_to_her_strength() -> None:
    sc = Scenario(active=0)
    mulan = sc.add(0, "play", MULAN)
    g = sc.build()
    g.apply(0, Quest(mulan))
    assert g.state.players[0].lore == 1


def test_mulan_gains_at_most_6_lore() -> None:
    for boosts, gained in ((4, 5), (6, 6)):
        sc = Scenario(active=0)
        mulan = sc.add(0, "play", MULAN)
        ling = sc.add(0, "play", LING)
        sc.add(0, "inkwell", INK, count=boosts)
        g = sc.build()
        for _ in range(boosts):
            g.apply(0, Activate(ling, 0))
            choose(g, 0, mulan)
        assert strength(g.state, card(g, mulan)) == 1 + boosts
        g.apply(0, Quest(mulan))
        assert g.state.players[0].lore == gained


# --- Chernabog - Unnatural Force ---------------------------------------------------------------

CHERNABOG = "Chernabog - Unnatural Force"


def test_chernabog_shuffles_a_foe_away_and_its_player_may_replay_from_discard() -> None:
    sc, chern = hand_and_ink(CHERNABOG)
    sc.add(1, "play", SVEN)
    sc.add(1, "play", "Aladdin - Prince Ali")  # Ward: can't be chosen
    sc.add(0, "play", MICKEY)
    sc.add(1, "discard", STITCH)
    sc.add(1, "discard", ITEM)
    g = sc.build()
    deck = len(g.state.players[1].deck)
    g.apply(0, PlayCard(chern))
    choose(g, 0, "yes")  # Sven is the only opposing character that can be chosen
    assert names(g, 1, "play") == ["Aladdin - Prince Ali"]
    assert len(g.state.players[1].deck) == deck + 1 and SVEN in names(g, 1, "deck")
    assert g.state.decision is not None and g.state.decision.player == 1
    assert options(g) == [find(g, 1, "discard", STITCH).iid]  # characters only
    choose(g, 1, find(g, 1, "discard", STITCH).iid)
    stitch = find(g, 1, "play", STITCH)
    assert stitch.drying and names(g, 1, "discard") == [ITEM]
    assert g.state.players[1].ready_ink() == 0 and idle(g)


def test_chernabog_opponent_may_decline_and_you_may_decline() -> None:
    for answer in ("yes", "no"):
        sc, chern = hand_and_ink(CHERNABOG)
        sc.add(1, "play", SVEN)
        sc.add(1, "discard", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(chern))
        choose(g, 0, answer)
        if answer == "yes":
            choose(g, 1)  # plays nothing
            assert names(g, 1, "play") == [] and names(g, 1, "discard") == [STITCH]
        else:
            assert names(g, 1, "play") == [SVEN] and idle(g)


def test_chernabog_without_an_opposing_character_offers_no_replay() -> None:
    sc, chern = hand_and_ink(CHERNABOG)
    sc.add(1, "discard", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(chern))
    choose(g, 0, "yes")
    assert idle(g) and names(g, 1, "discard") == [STITCH]


# --- Goofy - Ghost of Jacob Marley -------------------------------------------------------------

GOOFY = "Goofy - Ghost of Jacob Marley"  # 4/4, Boost 2


def test_goofy_makes_each_opponent_discard_a_card_per_card_under_him() -> None:
    for under in ((STITCH, STITCH), ()):
        sc = Scenario(active=1)
        goofy = sc.add(0, "play", GOOFY, exerted=True, under=under)
        maui = sc.add(1, "play", "Maui - Demigod")
        for name in (SVEN, MICKEY, SONG):
            sc.add(1, "hand", name)
        g = sc.build()
        g.apply(1, Challenge(maui, goofy))
        assert names(g, 0, "discard") == [GOOFY, *under]
        if under:
            assert g.state.decision is not None and g.state.decision.player == 1
            assert g.state.decision.min == g.state.decision.max == 2
            choose(g, 1, find(g, 1, "hand", SVEN).iid, find(g, 1, "hand", SONG).iid)
            assert names(g, 1, "hand") == [MICKEY] and names(g, 1, "discard") == [SVEN, SONG]
        else:
            assert idle(g) and len(names(g, 1, "hand")) == 3


# --- Minnie Mouse - Mrs. Cratchit --------------------------------------------------------------

FLYNN = "Flynn Rider - Spectral Scoundrel"  # Boost 2
MINNIE = "Minnie Mouse - Mrs. Cratchit"


def test_minnie_mrs_cratchit_puts_a_card_under_a_boost_character_and_draws() -> None:
    sc, minnie = hand_and_ink(MINNIE)
    flynn = sc.add(0, "play", FLYNN)
    sc.add(0, "play", MICKEY)
    for name in (SVEN, SONG, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(minnie))
    choose(g, 0, "yes")  # Flynn is the only card of yours with Boost: chosen
    assert [c.name for c in card(g, flynn).under] == [SVEN]
    assert names(g, 0, "hand") == [SONG] and names(g, 0, "deck") == [STITCH]


def test_minnie_mrs_cratchit_without_a_boost_card_or_declined_draws_nothing() -> None:
    for answer, booster in (("yes", False), ("no", True)):
        sc, minnie = hand_and_ink(MINNIE)
        flynn = sc.add(0, "play", FLYNN if booster else MICKEY)
        sc.add(1, "play", FLYNN)  # an opposing Boost character is not yours
        g = sc.build()
        g.apply(0, PlayCard(minnie))
        choose(g, 0, answer)
        assert idle(g) and names(g, 0, "hand") == [] and not card(g, flynn).under
        assert len(g.state.players[0].deck) == 10


# --- White Rabbit - Late Again -----------------------------------------------------------------

def test_white_rabbit_costs_1_less_on_your_first_turn_when_you_went_second() -> None:
    rabbit = "White Rabbit - Late Again"  # cost 2
    for players, active, turn, cost in ((2, 1, 2, 1), (2, 0, 1, 2), (2, 1, 4, 2),
                                        (3, 2, 3, 1), (3, 1, 2, 1), (3, 1, 5, 2)):
        sc = Scenario(players=players, active=active, turn=turn)
        iid = sc.add(active, "hand", rabbit)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[active], card(g, iid)) == cost, (
            players, active, turn)


# --- Donald Duck - Fred Honeywell --------------------------------------------------------------

DONALD = "Donald Duck - Fred Honeywell"


def test_donald_fred_honeywell_adds_a_card_when_you_boost_a_character() -> None:
    from engine.turn_actions import BOOST

    for answer, under in (("yes", 2), ("no", 1)):
        sc = Scenario(active=0)
        sc.add(0, "play", DONALD)
        flynn = sc.add(0, "play", FLYNN)
        sc.add(0, "inkwell", INK, count=2)
        g = sc.build()
        g.apply(0, Activate(flynn, BOOST))
        choose(g, 0, answer)
        assert len(card(g, flynn).under) == under
        assert len(g.state.players[0].deck) == 10 - under


def test_donald_fred_honeywell_ignores_an_opponents_boost() -> None:
    from engine.turn_actions import BOOST

    sc = Scenario(active=1)
    sc.add(0, "play", DONALD)
    flynn = sc.add(1, "play", FLYNN)
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(1, Activate(flynn, BOOST))
    assert idle(g) and len(card(g, flynn).under) == 1


def test_donald_fred_honeywell_draws_for_cards_under_a_banished_character() -> None:
    for answer, drawn in (("yes", 2), ("no", 0)):
        sc = Scenario(active=1)
        sc.add(0, "play", DONALD)
        flynn = sc.add(0, "play", FLYNN, exerted=True, under=(STITCH, STITCH))
        maui = sc.add(1, "play", "Maui - Demigod")
        g = sc.build()
        g.apply(1, Challenge(maui, flynn))
        choose(g, 0, answer)
        assert len(names(g, 0, "hand")) == drawn


def test_donald_fred_honeywell_does_not_draw_during_your_turn_or_for_himself() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", DONALD)
    flynn = sc.add(0, "play", FLYNN, under=(STITCH,))
    foe = sc.add(1, "play", "Maui - Demigod", exerted=True)
    g = sc.build()
    g.apply(0, Challenge(flynn, foe))  # Flynn is banished during your turn
    assert names(g, 0, "discard") == [FLYNN, STITCH] and idle(g)
    assert names(g, 0, "hand") == []

    sc = Scenario(active=1)
    donald = sc.add(0, "play", DONALD, exerted=True, under=(STITCH,))
    maui = sc.add(1, "play", "Maui - Demigod")
    g = sc.build()
    g.apply(1, Challenge(maui, donald))  # "other": Donald himself does not count
    assert idle(g) and names(g, 0, "hand") == []


# --- Retro Evolution Device --------------------------------------------------------------------

RED = "Retro Evolution Device"
PUMBAA = "Pumbaa - Friendly Warthog"  # cost 4, no abilities
KRONK = "Kronk - Right-Hand Man"  # cost 6, no abilities


def test_retro_evolution_device_trades_a_character_for_one_costing_up_to_2_more() -> None:
    sc = Scenario(active=0)
    red = sc.add(0, "play", RED)
    sc.add(0, "play", MICKEY)  # cost 3
    sc.add(0, "inkwell", INK, count=1)
    for name in (PUMBAA, KRONK, STITCH):
        sc.add(0, "hand", name)
    g = sc.build()
    g.apply(0, Activate(red, 0))
    # Mickey is your only character: chosen to be banished
    assert set(options(g)) == {find(g, 0, "hand", PUMBAA).iid, find(g, 0, "hand", STITCH).iid}
    choose(g, 0, find(g, 0, "hand", PUMBAA).iid)
    assert names(g, 0, "play") == [RED, PUMBAA] and names(g, 0, "discard") == [MICKEY]
    assert find(g, 0, "play", PUMBAA).drying and names(g, 0, "hand") == [KRONK, STITCH]
    assert card(g, red).exerted and g.state.players[0].ready_ink() == 0


def test_retro_evolution_device_needs_a_character_of_yours() -> None:
    sc = Scenario(active=0)
    red = sc.add(0, "play", RED)
    sc.add(1, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "hand", STITCH)
    g = sc.build()
    assert Activate(red, 0) not in g.legal_actions(0)


# --- Tod - Knows All the Tricks ----------------------------------------------------------------

TOD_TRICKS = "Tod - Knows All the Tricks"  # 6/6, Evasive, Shift 5
STAFF = "Rafiki's Bakora Staff"  # BONK! 1 {I}, banish this item: 1 damage to chosen character


def test_tod_readies_when_chosen_for_an_items_ability_twice_a_turn() -> None:
    sc = Scenario(active=0)
    tod = sc.add(0, "play", TOD_TRICKS, exerted=True)
    staffs = [sc.add(0, "play", STAFF) for _ in range(4)]
    sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, Activate(staffs[0], 1))
    choose(g, 0, tod)
    choose(g, 0, "yes")
    assert not card(g, tod).exerted and card(g, tod).damage == 1
    card(g, tod).exerted = True
    g.apply(0, Activate(staffs[1], 1))
    choose(g, 0, tod)
    choose(g, 0, "no")  # declined: still counts as one of the two
    assert card(g, tod).exerted
    g.apply(0, Activate(staffs[2], 1))
    choose(g, 0, tod)
    assert idle(g) and card(g, tod).exerted and card(g, tod).damage == 3  # a third time: no
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())  # a new turn of yours: twice again
    card(g, tod).exerted = True
    g.apply(0, Activate(staffs[3], 1))
    choose(g, 0, tod)
    choose(g, 0, "yes")
    assert not card(g, tod).exerted


def test_tod_readies_when_chosen_for_an_action_but_not_a_characters_ability() -> None:
    sc, song = hand_and_ink("Education or Elimination")
    tod = sc.add(0, "play", TOD_TRICKS, exerted=True)
    ling = sc.add(0, "play", "Ling - Snow Warrior")
    g = sc.build()
    g.apply(0, Activate(ling, 0))
    choose(g, 0, tod)
    assert idle(g) and card(g, tod).exerted  # a character's ability
    g.apply(0, PlayCard(song))
    choose(g, 0, "Draw; +1 lore and Evasive")
    choose(g, 0, tod)
    choose(g, 0, "yes")
    assert not card(g, tod).exerted and lore(g.state, card(g, tod)) == 3


def test_tod_does_not_ready_during_an_opponents_turn() -> None:
    sc, chomp = hand_and_ink("Chomp!", active=1)
    tod = sc.add(0, "play", TOD_TRICKS, exerted=True, damage=1)
    sc.add(0, "play", MICKEY, damage=1)
    g = sc.build()
    g.apply(1, PlayCard(chomp))
    choose(g, 1, tod)
    assert idle(g) and card(g, tod).exerted and card(g, tod).damage == 3
