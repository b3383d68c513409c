"""Set 12 amethyst cards (set and first ink as in the card data): tests of each card's
abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.query import can_sing, lore
from engine.scenario import Scenario

from .helpers import (
    AURORA,
    INK,
    ITEM,
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
    remove,
)

DWARF = "Grumpy - Soreheaded Miner"  # 7/7, cost 7, lore 2, Seven Dwarfs, no abilities
MADRIGAL = "Agustin Madrigal - Clumsy Dad"  # 1 cost, Madrigal, no abilities
SUPER = "Negaduck - Evil Doppelganger"  # cost 2, a Super Villain, no abilities
GLOW = "Healing Glow"  # action, cost 1: remove up to 2 damage from chosen character
ITEM_3 = "Ursula's Shell Necklace"  # an item, cost 3


def pass_turn(g: Game, seat: int) -> None:
    """End `seat`'s turn (nothing pending afterwards)."""
    g.apply(seat, EndTurn())
    assert idle(g), g.state.decision


def hand_size(g: Game, seat: int) -> int:
    return len(g.state.players[seat].hand)


# --- Alma Madrigal - Leading the Way ---------------------------------------------------------

def test_alma_leading_the_way_exerts_a_foe_with_another_madrigal() -> None:
    sc, alma = hand_and_ink("Alma Madrigal - Leading the Way")
    sc.add(0, "play", MADRIGAL)
    mine = sc.add(0, "play", OWL)
    foe = sc.add(1, "play", SVEN)
    foe2 = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(alma))
    choose(g, 0, "yes")
    assert set(options(g)) == {foe, foe2}  # opposing only
    choose(g, 0, foe)
    assert card(g, foe).exerted and not card(g, foe2).exerted and not card(g, mine).exerted


def test_alma_leading_the_way_declined_or_without_madrigal_exerts_nothing() -> None:
    sc, alma = hand_and_ink("Alma Madrigal - Leading the Way")
    sc.add(0, "play", MADRIGAL)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(alma))
    choose(g, 0, "no")
    assert idle(g) and not card(g, foe).exerted
    sc, alma = hand_and_ink("Alma Madrigal - Leading the Way")
    sc.add(0, "play", OWL)  # not a Madrigal (Alma herself does not count)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(alma))
    assert idle(g) and not card(g, foe).exerted


# --- Snow White - Merry as the Morning -------------------------------------------------------

SNOW = "Snow White - Merry as the Morning"


def test_snow_white_returns_a_dwarf_of_yours_to_draw() -> None:
    sc = Scenario(active=0)
    snow = sc.add(0, "play", SNOW)
    dwarf = sc.add(0, "play", DWARF)
    sc.add(0, "play", OWL)  # not a Seven Dwarfs character
    sc.add(1, "play", "Sleepy - Sluggish Knight")  # an opposing Dwarf
    g = sc.build()
    g.apply(0, Quest(snow))
    choose(g, 0, "yes")  # only Grumpy can be chosen
    assert g.state.card(dwarf) is None
    assert names(g, 0, "hand")[0] == DWARF and hand_size(g, 0) == 2  # Grumpy and a draw
    assert lore(g.state, find(g, 0, "play", SNOW)) == 1


def test_snow_white_declined_or_without_a_dwarf_draws_nothing() -> None:
    sc = Scenario(active=0)
    snow = sc.add(0, "play", SNOW)
    dwarf = sc.add(0, "play", DWARF)
    g = sc.build()
    g.apply(0, Quest(snow))
    choose(g, 0, "no")
    assert card(g, dwarf).zone == "play" and hand_size(g, 0) == 0
    sc = Scenario(active=0)
    snow = sc.add(0, "play", SNOW)
    g = sc.build()
    g.apply(0, Quest(snow))
    choose(g, 0, "yes")  # no Dwarf to return: no draw
    assert idle(g) and hand_size(g, 0) == 0


def test_snow_white_banished_in_a_challenge_on_an_opponents_turn_returns_to_hand() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", SNOW, exerted=True)  # 2/3
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, find(g, 0, "play", SNOW).iid))
    assert names(g, 0, "hand") == [SNOW] and names(g, 0, "discard") == []


def test_snow_white_banished_on_your_own_turn_stays_in_the_discard() -> None:
    sc = Scenario(active=0)
    snow = sc.add(0, "play", SNOW)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(snow, foe))
    assert names(g, 0, "discard") == [SNOW] and names(g, 0, "hand") == []


# --- Dopey - Drawn to Music ------------------------------------------------------------------

def test_dopey_cant_sing_and_gets_lore_for_the_first_song_you_play() -> None:
    sc, song = hand_and_ink(SONG)
    dopey = sc.add(0, "play", "Dopey - Drawn to Music")  # cost 6: could sing a cost-2 song
    song2 = sc.add(0, "hand", SONG)
    g = sc.build()
    assert not can_sing(g.state, card(g, dopey))
    assert PlayCard(song, singers=(dopey,)) not in g.legal_actions(0)
    assert lore(g.state, card(g, dopey)) == 2
    g.apply(0, PlayCard(song))
    assert lore(g.state, card(g, dopey)) == 3
    g.apply(0, PlayCard(song2))
    assert lore(g.state, card(g, dopey)) == 3  # once during your turn
    pass_turn(g, 0)
    assert lore(g.state, card(g, dopey)) == 2  # this turn only


def test_dopey_ignores_songs_played_on_an_opponents_turn_and_by_opponents() -> None:
    sc, song = hand_and_ink(SONG, active=1)
    dopey = sc.add(0, "play", "Dopey - Drawn to Music")
    g = sc.build()
    g.apply(1, PlayCard(song))  # an opponent's song, in their turn
    assert lore(g.state, card(g, dopey)) == 2


# --- Doc - Taking Notes ----------------------------------------------------------------------

def test_doc_draws_with_another_dwarf_or_a_princess() -> None:
    for friend in (DWARF, AURORA):
        sc, doc = hand_and_ink("Doc - Taking Notes")
        sc.add(0, "play", friend)
        g = sc.build()
        g.apply(0, PlayCard(doc))
        assert hand_size(g, 0) == 1, friend


def test_doc_alone_draws_nothing() -> None:
    sc, doc = hand_and_ink("Doc - Taking Notes")
    sc.add(0, "play", OWL)
    sc.add(1, "play", AURORA)  # an opponent's Princess does not count
    g = sc.build()
    g.apply(0, PlayCard(doc))
    assert idle(g) and hand_size(g, 0) == 0


# --- Sneezy - Startlingly Loud ---------------------------------------------------------------

def test_sneezy_gives_a_chosen_character_1_lore_this_turn() -> None:
    sc, sneezy = hand_and_ink("Sneezy - Startlingly Loud")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(sneezy))
    assert foe in options(g) and mine in options(g)
    choose(g, 0, mine)
    assert lore(g.state, card(g, mine)) == 3
    g.apply(0, Quest(mine))
    assert g.state.players[0].lore == 3
    pass_turn(g, 0)
    assert lore(g.state, card(g, mine)) == 2


# --- Sleepy - Deep Sleeper -------------------------------------------------------------------

def test_sleepy_banished_may_draw_with_a_dwarf_or_princess() -> None:
    sc = Scenario(active=0)
    sleepy = sc.add(0, "play", "Sleepy - Deep Sleeper")  # 1/2
    sc.add(0, "play", AURORA)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(sleepy, foe))
    choose(g, 0, "yes")
    assert hand_size(g, 0) == 1
    sc = Scenario(active=0)
    sleepy = sc.add(0, "play", "Sleepy - Deep Sleeper")
    sc.add(0, "play", DWARF)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(sleepy, foe))
    choose(g, 0, "no")
    assert idle(g) and hand_size(g, 0) == 0


def test_sleepy_banished_alone_draws_nothing() -> None:
    sc = Scenario(active=0)
    sleepy = sc.add(0, "play", "Sleepy - Deep Sleeper")
    sc.add(0, "play", OWL)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(sleepy, foe))
    assert idle(g) and hand_size(g, 0) == 0 and names(g, 0, "discard") == [
        "Sleepy - Deep Sleeper"]


# --- Alma Madrigal - Heart of the Family -----------------------------------------------------

def test_alma_heart_of_the_family_moves_up_to_1_damage_to_a_foe() -> None:
    sc = Scenario(active=0)
    alma = sc.add(0, "play", "Alma Madrigal - Heart of the Family")
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", MICKEY)
    hurt_foe = sc.add(1, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, Quest(alma))
    assert set(options(g)) == {alma, hurt}  # of yours
    choose(g, 0, hurt)
    assert set(options(g)) == {foe, hurt_foe}  # opposing
    choose(g, 0, foe)
    assert options(g) == ["0", "1"]
    remove(g, 0, 1)
    assert card(g, hurt).damage == 1 and card(g, foe).damage == 1


def test_alma_heart_of_the_family_may_move_nothing() -> None:
    sc = Scenario(active=0)
    alma = sc.add(0, "play", "Alma Madrigal - Heart of the Family")
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(alma))
    choose(g, 0, hurt)
    remove(g, 0, 0)
    assert card(g, hurt).damage == 2 and card(g, foe).damage == 0


# --- Will o' the Wisp - Forest Spirit --------------------------------------------------------

WISP = "Will o' the Wisp - Forest Spirit"


def test_will_o_the_wisp_banished_in_a_challenge_may_return_to_hand() -> None:
    for answer, zone in (("yes", "hand"), ("no", "discard")):
        sc = Scenario(active=1)
        sc.add(0, "play", WISP, exerted=True)  # 0/3
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(1, Challenge(foe, find(g, 0, "play", WISP).iid))
        choose(g, 0, answer)
        assert names(g, 0, zone) == [WISP]


def test_will_o_the_wisp_banished_otherwise_stays_in_the_discard() -> None:
    sc, fire = hand_and_ink("Dragon Fire")  # banish chosen character
    sc.add(0, "play", WISP)
    g = sc.build()
    g.apply(0, PlayCard(fire))
    assert idle(g) and sorted(names(g, 0, "discard")) == ["Dragon Fire", WISP]


# --- Violet Parr - Learning New Powers -------------------------------------------------------

def test_violet_parr_may_move_1_damage_to_a_foe() -> None:
    sc, violet = hand_and_ink("Violet Parr - Learning New Powers")
    hurt_foe = sc.add(1, "play", SVEN, damage=2)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(violet))
    choose(g, 0, "yes")
    assert hurt_foe in options(g)  # any character, an opposing one too
    choose(g, 0, hurt_foe)
    assert set(options(g)) == {foe, hurt_foe}
    choose(g, 0, foe)
    assert card(g, hurt_foe).damage == 1 and card(g, foe).damage == 1
    sc, violet = hand_and_ink("Violet Parr - Learning New Powers")
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(violet))
    choose(g, 0, "no")
    assert card(g, hurt).damage == 2 and card(g, foe).damage == 0


# --- Mrs. Incredible - Super Stretchy --------------------------------------------------------

def test_mrs_incredible_gains_evasive_until_your_next_turn_or_1_lore() -> None:
    from engine.query import has
    sc = Scenario(active=1)
    mrs = sc.add(0, "play", "Mrs. Incredible - Super Stretchy")
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    choose(g, 0, "Gain Evasive")
    assert has(g.state, card(g, mrs), "Evasive") and lore(g.state, card(g, mrs)) == 1
    pass_turn(g, 0)
    assert has(g.state, card(g, mrs), "Evasive")  # through the opponent's turn
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mrs), "Evasive")  # gone at the start of your turn
    choose(g, 0, "yes")
    choose(g, 0, "Get +1 lore")
    assert lore(g.state, card(g, mrs)) == 2 and not has(g.state, card(g, mrs), "Evasive")
    pass_turn(g, 0)
    assert lore(g.state, card(g, mrs)) == 1
    g.apply(1, EndTurn())
    choose(g, 0, "no")
    assert idle(g) and lore(g.state, card(g, mrs)) == 1


# --- Mickey Mouse - Experienced Traveler, Maleficent - Imperious Traveler --------------------

def test_mickey_experienced_traveler_draws_if_you_played_another_character() -> None:
    sc, owl = hand_and_ink(OWL)
    mickey = sc.add(0, "play", "Mickey Mouse - Experienced Traveler")
    g = sc.build()
    g.apply(0, Quest(mickey))  # no character played yet: nothing
    assert idle(g) and hand_size(g, 0) == 1
    sc, owl = hand_and_ink(OWL)
    mickey = sc.add(0, "play", "Mickey Mouse - Experienced Traveler")
    g = sc.build()
    g.apply(0, PlayCard(owl))
    g.apply(0, Quest(mickey))
    choose(g, 0, "yes")
    assert hand_size(g, 0) == 1
    sc, owl = hand_and_ink(OWL)
    mickey = sc.add(0, "play", "Mickey Mouse - Experienced Traveler")
    g = sc.build()
    g.apply(0, PlayCard(owl))
    g.apply(0, Quest(mickey))
    choose(g, 0, "no")
    assert hand_size(g, 0) == 0


def test_maleficent_imperious_traveler_exerts_a_foe_if_you_played_a_character() -> None:
    sc, owl = hand_and_ink(OWL)
    mal = sc.add(0, "play", "Maleficent - Imperious Traveler")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(mal))
    assert idle(g) and not card(g, foe).exerted
    sc, owl = hand_and_ink(OWL)
    mal = sc.add(0, "play", "Maleficent - Imperious Traveler")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(owl))
    g.apply(0, Quest(mal))
    choose(g, 0, "yes")  # the only opposing character: chosen
    assert card(g, foe).exerted


# --- Mirage - Super Recruiter ----------------------------------------------------------------

def test_mirage_may_draw_with_a_super_or_hero() -> None:
    for friend in (SUPER, MICKEY):
        sc, mirage = hand_and_ink("Mirage - Super Recruiter")
        sc.add(0, "play", friend)
        g = sc.build()
        g.apply(0, PlayCard(mirage))
        choose(g, 0, "yes")
        assert hand_size(g, 0) == 1, friend
    sc, mirage = hand_and_ink("Mirage - Super Recruiter")
    sc.add(0, "play", SUPER)
    g = sc.build()
    g.apply(0, PlayCard(mirage))
    choose(g, 0, "no")
    assert hand_size(g, 0) == 0


def test_mirage_without_a_super_or_hero_draws_nothing() -> None:
    sc, mirage = hand_and_ink("Mirage - Super Recruiter")
    sc.add(0, "play", OWL)
    sc.add(1, "play", MICKEY)  # an opponent's Hero does not count
    g = sc.build()
    g.apply(0, PlayCard(mirage))
    assert idle(g) and hand_size(g, 0) == 0


# --- Edna Mode - Fashion Designer ------------------------------------------------------------

def test_edna_returns_a_cheap_item_and_its_player_draws() -> None:
    sc, edna = hand_and_ink("Edna Mode - Fashion Designer")
    item = sc.add(1, "play", ITEM)
    pricey = sc.add(1, "play", ITEM_3)
    g = sc.build()
    g.apply(0, PlayCard(edna))
    choose(g, 0, "yes")  # the cost-1 item is the only choice
    assert g.state.card(item) is None and card(g, pricey).zone == "play"
    assert names(g, 1, "hand")[0] == ITEM and hand_size(g, 1) == 2  # the item and a draw
    assert hand_size(g, 0) == 0
    sc, edna = hand_and_ink("Edna Mode - Fashion Designer")
    item = sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(edna))
    choose(g, 0, "no")
    assert card(g, item).zone == "play" and hand_size(g, 1) == 0


def test_edna_questing_gives_your_supers_1_lore_this_turn() -> None:
    sc = Scenario(active=0)
    edna = sc.add(0, "play", "Edna Mode - Fashion Designer")
    sup = sc.add(0, "play", SUPER)
    owl = sc.add(0, "play", OWL)
    foe = sc.add(1, "play", "Morgana Macawber - Self-Centered Spellcaster")  # a Super
    g = sc.build()
    before = lore(g.state, card(g, sup)), lore(g.state, card(g, foe))
    g.apply(0, Quest(edna))
    assert lore(g.state, card(g, sup)) == before[0] + 1
    assert lore(g.state, card(g, foe)) == before[1]
    assert lore(g.state, card(g, owl)) == 1
    pass_turn(g, 0)
    assert lore(g.state, card(g, sup)) == before[0]


# --- Pepa Madrigal - Calm Before the Storm ---------------------------------------------------

PEPA = "Pepa Madrigal - Calm Before the Storm"


def test_pepa_damages_each_other_character_of_yours() -> None:
    sc, pepa = hand_and_ink(PEPA)
    a = sc.add(0, "play", SVEN)
    b = sc.add(0, "play", MICKEY, damage=1)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pepa))
    assert card(g, a).damage == 1 and card(g, b).damage == 2 and card(g, foe).damage == 0
    assert find(g, 0, "play", PEPA).damage == 0


def test_pepa_draws_once_a_turn_when_you_remove_damage_from_yours() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", PEPA)
    hurt = sc.add(0, "play", SVEN, damage=3)
    glow1 = sc.add(0, "hand", GLOW)
    glow2 = sc.add(0, "hand", GLOW)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(glow1))
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert card(g, hurt).damage == 2 and hand_size(g, 0) == 2  # glow2 and a draw
    g.apply(0, PlayCard(glow2))
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert hand_size(g, 0) == 1  # only once a turn


def test_pepa_does_not_draw_for_a_foe_healed_or_on_an_opponents_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", PEPA)
    hurt_foe = sc.add(1, "play", SVEN, damage=3)
    glow = sc.add(0, "hand", GLOW)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, PlayCard(glow))
    choose(g, 0, hurt_foe)
    remove(g, 0, 2)
    assert idle(g) and hand_size(g, 0) == 0
    sc = Scenario(active=1)
    sc.add(0, "play", PEPA)
    hurt = sc.add(0, "play", SVEN, damage=3)
    glow = sc.add(1, "hand", GLOW)
    sc.add(1, "inkwell", INK)
    g = sc.build()
    g.apply(1, PlayCard(glow))
    choose(g, 1, hurt)
    remove(g, 1, 2)
    assert idle(g) and hand_size(g, 0) == 0


# --- Alma Madrigal - Keeper of the Flame -----------------------------------------------------

def test_alma_keeper_of_the_flame_exerts_a_foe_when_you_heal_yours() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Alma Madrigal - Keeper of the Flame")
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", MICKEY)
    glow = sc.add(0, "hand", GLOW)
    glow2 = sc.add(0, "hand", GLOW)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(glow))
    choose(g, 0, hurt)
    remove(g, 0, 2)
    choose(g, 0, "yes")  # the only opposing character: chosen
    assert card(g, foe).exerted
    sc2 = Scenario(active=0)
    sc2.add(0, "play", "Alma Madrigal - Keeper of the Flame")
    hurt = sc2.add(0, "play", SVEN, damage=3)
    foe = sc2.add(1, "play", MICKEY)
    glow2 = sc2.add(0, "hand", GLOW)
    sc2.add(0, "inkwell", INK)
    g = sc2.build()
    g.apply(0, PlayCard(glow2))
    choose(g, 0, hurt)
    remove(g, 0, 1)
    choose(g, 0, "no")
    assert not card(g, foe).exerted


def test_alma_keeper_of_the_flame_ignores_healing_foes() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Alma Madrigal - Keeper of the Flame")
    hurt_foe = sc.add(1, "play", SVEN, damage=3)
    glow = sc.add(0, "hand", GLOW)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, PlayCard(glow))
    choose(g, 0, hurt_foe)
    remove(g, 0, 2)
    assert idle(g) and not card(g, hurt_foe).exerted


# --- Frozone - Super Cool --------------------------------------------------------------------

def test_frozone_super_cool_exerts_a_foe_with_another_super() -> None:
    sc, frozone = hand_and_ink("Frozone - Super Cool")
    sc.add(0, "play", SUPER)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(frozone))
    choose(g, 0, "yes")
    assert card(g, foe).exerted
    sc, frozone = hand_and_ink("Frozone - Super Cool")
    sc.add(0, "play", MICKEY)  # a Hero, not a Super
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(frozone))
    assert idle(g) and not card(g, foe).exerted


# --- Luisa Madrigal - Confident Climber ------------------------------------------------------

LUISA = "Luisa Madrigal - Confident Climber"


def test_luisa_takes_1_damage_and_below_3_keeps_it() -> None:
    sc = Scenario(active=0)
    luisa = sc.add(0, "play", LUISA, damage=1)
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", MICKEY)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, Activate(luisa))
    assert set(options(g)) == {luisa, hurt}  # of yours
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert card(g, hurt).damage == 1 and card(g, luisa).damage == 2
    assert idle(g) and card(g, foe).damage == 0 and not card(g, luisa).exerted
    assert g.state.players[0].ready_ink() == 0  # paid 1


def test_luisa_with_3_damage_moves_all_of_it_to_a_foe() -> None:
    sc = Scenario(active=0)
    luisa = sc.add(0, "play", LUISA, damage=2)
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", SVEN)
    foe2 = sc.add(1, "play", MICKEY)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, Activate(luisa))
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert set(options(g)) == {foe, foe2}
    choose(g, 0, foe)
    assert card(g, luisa).damage == 0 and card(g, foe).damage == 3 and card(g, hurt).damage == 1


# --- Super Relocation Program ----------------------------------------------------------------

def test_super_relocation_program_draws_2_for_a_hero() -> None:
    sc, prog = hand_and_ink("Super Relocation Program")
    hero = sc.add(0, "play", MICKEY)
    sc.add(0, "play", OWL)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(prog))
    assert set(options(g)) == {hero, find(g, 0, "play", OWL).iid}  # of yours
    choose(g, 0, hero)
    assert MICKEY in names(g, 0, "hand") and hand_size(g, 0) == 3


def test_super_relocation_program_returns_a_non_hero_without_drawing() -> None:
    sc, prog = hand_and_ink("Super Relocation Program")
    owl = sc.add(0, "play", OWL)
    g = sc.build()
    g.apply(0, PlayCard(prog))
    assert g.state.card(owl) is None and names(g, 0, "hand") == [OWL]


# --- Right Behind You ------------------------------------------------------------------------

def test_right_behind_you_draws_and_may_play_a_dwarf_free() -> None:
    sc, rby = hand_and_ink("Right Behind You", ink=3)
    sc.add(0, "play", "Sleepy - Sluggish Knight")  # a Seven Dwarfs character
    sc.add(0, "play", AURORA)  # a Princess
    dwarf = sc.add(0, "hand", DWARF)  # cost 7
    sc.add(0, "hand", OWL)  # not a Dwarf
    g = sc.build()
    g.apply(0, PlayCard(rby))
    assert options(g) == [dwarf]
    choose(g, 0, dwarf)
    assert DWARF in names(g, 0, "play") and hand_size(g, 0) == 2  # Owl and the draw
    assert g.state.players[0].ready_ink() == 0  # only Right Behind You paid


def test_right_behind_you_may_decline_and_needs_both_kinds() -> None:
    sc, rby = hand_and_ink("Right Behind You", ink=3)
    sc.add(0, "play", "Sleepy - Sluggish Knight")
    sc.add(0, "play", AURORA)
    sc.add(0, "hand", DWARF)
    g = sc.build()
    g.apply(0, PlayCard(rby))
    choose(g, 0)
    assert DWARF in names(g, 0, "hand") and hand_size(g, 0) == 2
    sc, rby = hand_and_ink("Right Behind You", ink=3)
    sc.add(0, "play", "Sleepy - Sluggish Knight")  # no Princess
    sc.add(0, "hand", DWARF)
    g = sc.build()
    g.apply(0, PlayCard(rby))
    assert idle(g) and hand_size(g, 0) == 2


# --- Don't Be Nervous ------------------------------------------------------------------------

def test_dont_be_nervous_finds_a_princess_and_with_2_dwarfs_draws_2_and_gains_2() -> None:
    sc, dbn = hand_and_ink("Don't Be Nervous")
    sc.add(0, "play", DWARF, count=2)
    princess = sc.add(0, "deck", AURORA)
    sc.add(0, "deck", OWL, count=3)
    g = sc.build()
    g.apply(0, PlayCard(dbn))
    assert options(g) == [princess]
    choose(g, 0, princess)
    assert names(g, 0, "hand")[0] == AURORA and hand_size(g, 0) == 3
    assert g.state.players[0].lore == 2


def test_dont_be_nervous_with_1_dwarf_only_searches() -> None:
    sc, dbn = hand_and_ink("Don't Be Nervous")
    sc.add(0, "play", DWARF)
    princess = sc.add(0, "deck", AURORA)
    g = sc.build()
    g.apply(0, PlayCard(dbn))
    choose(g, 0, princess)
    assert names(g, 0, "hand") == [AURORA] and g.state.players[0].lore == 0


# --- DunBroch Family Tapestry ----------------------------------------------------------------

def test_dunbroch_tapestry_enters_exerted_and_shuffles_characters_back() -> None:
    sc, tap = hand_and_ink("DunBroch Family Tapestry")
    sc.add(0, "discard", MICKEY)
    sc.add(0, "discard", SONG)
    sc.add(1, "discard", SVEN, count=2)
    sc.add(1, "discard", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(tap))
    tapestry = find(g, 0, "play", "DunBroch Family Tapestry")
    assert tapestry.exerted
    assert Activate(tapestry.iid) not in g.legal_actions(0)
    pass_turn(g, 0)
    pass_turn(g, 1)
    deck0, deck1 = len(g.state.players[0].deck), len(g.state.players[1].deck)
    g.apply(0, Activate(tapestry.iid))
    assert names(g, 0, "discard") == [SONG, "DunBroch Family Tapestry"]
    assert names(g, 1, "discard") == [ITEM]
    assert len(g.state.players[0].deck) == deck0 + 1
    assert len(g.state.players[1].deck) == deck1 + 2
    assert MICKEY in names(g, 0, "deck") and SVEN in names(g, 1, "deck")


# --- Dash Parr - Lava Runner -----------------------------------------------------------------

def test_dash_parr_can_quest_the_turn_he_is_played() -> None:
    sc, dash = hand_and_ink("Dash Parr - Lava Runner")
    other = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(dash))
    g.apply(0, PlayCard(other))
    dash_now = find(g, 0, "play", "Dash Parr - Lava Runner").iid
    mickey_now = find(g, 0, "play", MICKEY).iid
    assert Quest(dash_now) in g.legal_actions(0)
    assert Quest(mickey_now) not in g.legal_actions(0)  # only Dash
    g.apply(0, Quest(dash_now))
    assert g.state.players[0].lore == 2


# --- Hamish, Hubert & Harris - Making Mischief -----------------------------------------------

HAMISH = "Hamish, Hubert & Harris - Making Mischief"


def test_hamish_may_enter_play_exerted_or_ready() -> None:
    for answer, exerted in (("exerted", True), ("ready", False)):
        sc, hamish = hand_and_ink(HAMISH)
        g = sc.build()
        g.apply(0, PlayCard(hamish))
        assert options(g) == ["ready", "exerted"]
        choose(g, 0, answer)
        assert find(g, 0, "play", HAMISH).exerted is exerted


def test_hamish_exerted_at_your_turn_end_keeps_a_foe_from_readying() -> None:
    sc = Scenario(active=0)
    hamish = sc.add(0, "play", HAMISH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    foe2 = sc.add(1, "play", MICKEY, exerted=True)
    sc.add(0, "play", OWL, exerted=True)
    g = sc.build()
    g.apply(0, Quest(hamish))
    g.apply(0, EndTurn())
    assert set(options(g)) == {foe, foe2}  # opposing only
    choose(g, 0, foe)
    assert idle(g) and g.state.active == 1
    assert card(g, foe).exerted and not card(g, foe2).exerted  # the other one readied
    pass_turn(g, 1)
    pass_turn(g, 0)
    assert not card(g, foe).exerted  # only their next turn


def test_hamish_ready_at_your_turn_end_does_nothing() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", HAMISH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, EndTurn())
    assert idle(g) and not card(g, foe).exerted


# --- Mor'du - Savage Cursed Prince -----------------------------------------------------------

MORDU = "Mor'du - Savage Cursed Prince"


def test_mordu_exerts_your_other_characters_and_they_dont_ready() -> None:
    sc, mordu = hand_and_ink(MORDU)
    mine = sc.add(0, "play", MICKEY)
    other_mordu = sc.add(0, "play", "Mor'du - Wicked with Pride")
    foe = sc.add(1, "play", SVEN)
    item = sc.add(0, "play", ITEM, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(mordu))
    assert card(g, mine).exerted and not card(g, other_mordu).exerted
    assert not card(g, foe).exerted
    g.apply(0, Quest(other_mordu))
    pass_turn(g, 0)
    pass_turn(g, 1)
    assert card(g, mine).exerted  # can't ready at the start of your turn
    assert not card(g, other_mordu).exerted  # named Mor'du
    assert not card(g, item).exerted  # items ready
    assert g.state.players[0].ready_ink() == 9


def test_mordu_leaving_play_lets_them_ready() -> None:
    sc = Scenario(active=1)
    mordu = sc.add(0, "play", MORDU)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    fire = sc.add(1, "hand", "Dragon Fire")
    sc.add(1, "inkwell", INK, count=5)
    g = sc.build()
    pass_turn(g, 1)
    assert card(g, mine).exerted
    pass_turn(g, 0)
    g.apply(1, PlayCard(fire))
    choose(g, 1, mordu)
    pass_turn(g, 1)
    assert not card(g, mine).exerted


# --- Super Suit ------------------------------------------------------------------------------

def test_super_suit_gains_1_lore_with_a_hero() -> None:
    sc, suit = hand_and_ink("Super Suit")
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(suit))
    assert g.state.players[0].lore == 1
    sc, suit = hand_and_ink("Super Suit")
    sc.add(0, "play", OWL)
    sc.add(1, "play", MICKEY)  # an opposing Hero does not count
    g = sc.build()
    g.apply(0, PlayCard(suit))
    assert g.state.players[0].lore == 0


def test_super_suit_draws_if_you_played_a_hero_this_turn() -> None:
    sc = Scenario(active=0)
    suit = sc.add(0, "play", "Super Suit")
    hero = sc.add(0, "hand", MICKEY)
    sc.add(0, "hand", OWL)
    sc.add(0, "inkwell", INK, count=9)
    g = sc.build()
    g.apply(0, PlayCard(find(g, 0, "hand", OWL).iid))  # not a Hero
    g.apply(0, Activate(suit))
    assert hand_size(g, 0) == 1 and card(g, suit).exerted  # paid, nothing drawn
    assert g.state.players[0].ready_ink() == 9 - 1 - 2
    pass_turn(g, 0)
    pass_turn(g, 1)
    g.apply(0, PlayCard(hero))
    assert hand_size(g, 0) == 1  # the turn's draw
    g.apply(0, Activate(suit))
    assert hand_size(g, 0) == 2
    pass_turn(g, 0)
    pass_turn(g, 1)
    g.apply(0, Activate(suit))  # a Hero played in an earlier turn does not count
    assert hand_size(g, 0) == 3  # the turn's draw only


# --- Ring of Stones - Place of Legends -------------------------------------------------------

RING = "Ring of Stones - Place of Legends"  # move cost 3


def test_ring_of_stones_lets_exerted_characters_move_for_free() -> None:
    from engine.actions import MoveTo
    sc = Scenario(active=0)
    ring = sc.add(0, "play", RING)
    tired = sc.add(0, "play", MICKEY, exerted=True)
    fresh = sc.add(0, "play", OWL)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    legal = g.legal_actions(0)
    assert MoveTo(tired, ring) in legal
    assert MoveTo(fresh, ring) not in legal  # a ready one pays 3: only 2 ink
    g.apply(0, MoveTo(tired, ring))
    assert g.state.players[0].ready_ink() == 2
    assert card(g, tired).location == ring


def test_ring_of_stones_gains_1_lore_once_a_turn_when_a_character_moves_here() -> None:
    from engine.actions import MoveTo
    sc = Scenario(active=0)
    ring = sc.add(0, "play", RING)
    a = sc.add(0, "play", MICKEY, exerted=True)
    b = sc.add(0, "play", OWL, exerted=True)
    g = sc.build()
    g.apply(0, MoveTo(a, ring))
    assert g.state.players[0].lore == 1
    g.apply(0, MoveTo(b, ring))
    assert g.state.players[0].lore == 1  # once during your turn
