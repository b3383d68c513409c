"""Set 12 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.query import has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
    ITEM,
    MICKEY,
    OWL,
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

PAN = "Frying Pan"  # an item, cost 2
CROWN = "Half Hexwell Crown"  # an item, cost 6
HEIHEI = "HeiHei - Boat Snack"  # 1/2, lore 1, Support
SUIT = "Super Suit"  # an item
GOOFY = "Goofy - Knight for a Day"  # 10 strength, lore 4, no abilities


# --- Flora - Strong-Willed Fairy -------------------------------------------------------------

def test_flora_gives_your_other_characters_resist_until_your_next_turn() -> None:
    sc, flora = hand_and_ink("Flora - Strong-Willed Fairy")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)  # 5 strength
    g = sc.build()
    g.apply(0, PlayCard(flora))
    fl = find(g, 0, "play", "Flora - Strong-Willed Fairy").iid
    assert keyword(g.state, card(g, mickey), "Resist") == 1
    assert keyword(g.state, card(g, fl), "Resist") is None  # "other"
    assert keyword(g.state, card(g, foe), "Resist") is None
    g.apply(0, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") == 1  # still in the opponent's turn
    g.apply(1, EndTurn())
    assert keyword(g.state, card(g, mickey), "Resist") is None  # ended at the start of yours


def test_flora_resist_reduces_challenge_damage() -> None:
    sc, flora = hand_and_ink("Flora - Strong-Willed Fairy")
    sven = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", MICKEY, exerted=True)  # 3 strength
    g = sc.build()
    g.apply(0, PlayCard(flora))
    g.apply(0, Challenge(sven, foe))
    assert card(g, sven).damage == 2  # 3 - 1


# --- Mirabel Madrigal - Resourceful Daughter -------------------------------------------------

def test_mirabel_resourceful_daughter_removes_up_to_2_damage() -> None:
    sc, mirabel = hand_and_ink("Mirabel Madrigal - Resourceful Daughter")
    sven = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(mirabel))
    assert set(options(g)) >= {sven, foe}
    choose(g, 0, sven)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0)
    assert card(g, sven).damage == 1 and card(g, foe).damage == 1


# --- Kida - Guardian of the Path -------------------------------------------------------------

def test_kida_guardian_weakens_a_chosen_opposing_character_this_turn() -> None:
    sc, kida = hand_and_ink("Kida - Guardian of the Path")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(kida))
    assert set(options(g)) == {foe, other}  # opposing only
    assert mine not in options(g)
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Gadget Hackwrench - Resourceful Mechanic ------------------------------------------------

def test_gadget_mechanic_plays_a_cheap_item_for_free() -> None:
    sc, gadget = hand_and_ink("Gadget Hackwrench - Resourceful Mechanic", ink=4)
    pan = sc.add(0, "hand", PAN)
    sc.add(0, "hand", CROWN)  # cost 6: too expensive
    g = sc.build()
    g.apply(0, PlayCard(gadget))
    assert options(g) == [pan]
    choose(g, 0, pan)
    assert names(g, 0, "play") == ["Gadget Hackwrench - Resourceful Mechanic", PAN]
    assert names(g, 0, "hand") == [CROWN]
    assert sum(not c.exerted for c in g.state.players[0].inkwell) == 0  # 4 for Gadget only


def test_gadget_mechanic_may_play_nothing() -> None:
    sc, gadget = hand_and_ink("Gadget Hackwrench - Resourceful Mechanic", ink=4)
    sc.add(0, "hand", PAN)
    g = sc.build()
    g.apply(0, PlayCard(gadget))
    choose(g, 0)
    assert names(g, 0, "hand") == [PAN] and idle(g)


def test_gadget_mechanic_gives_your_support_characters_lore() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Gadget Hackwrench - Resourceful Mechanic")
    hei = sc.add(0, "play", HEIHEI)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", HEIHEI)
    g = sc.build()
    assert lore(g.state, card(g, hei)) == 2
    assert lore(g.state, card(g, mickey)) == 2  # no Support: printed
    assert lore(g.state, card(g, foe)) == 1  # "your"


# --- Norton Nimnul - Misanthropic Genius -----------------------------------------------------

def test_norton_weakens_a_foe_when_you_play_an_item_once_a_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Norton Nimnul - Misanthropic Genius")
    sc.add(0, "inkwell", INK, count=4)
    first = sc.add(0, "hand", PAN)
    second = sc.add(0, "hand", PAN)
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(first))
    assert set(options(g)) == {foe, other}
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, PlayCard(second))
    assert idle(g) and strength(g.state, card(g, other)) == 3  # once during your turn
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


def test_norton_ignores_characters_and_the_opponents_items() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Norton Nimnul - Misanthropic Genius")
    pan = sc.add(1, "hand", PAN)
    sc.add(1, "inkwell", INK, count=2)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, PlayCard(pan))
    assert idle(g)


# --- Gadget Hackwrench - Finder of Lost Parts ------------------------------------------------

def test_gadget_finder_returns_an_item_when_she_leaves_play() -> None:
    sc = Scenario(active=1)
    gadget = sc.add(0, "play", "Gadget Hackwrench - Finder of Lost Parts", exerted=True)
    pan = sc.add(0, "discard", PAN)
    sc.add(0, "discard", SVEN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, gadget))
    assert g.state.decision is not None and g.state.decision.player == 0
    assert options(g) == [pan]
    choose(g, 0, pan)
    assert names(g, 0, "hand") == [PAN]
    assert sorted(names(g, 0, "discard")) == [
        "Gadget Hackwrench - Finder of Lost Parts", SVEN]


def test_gadget_finder_may_return_nothing() -> None:
    sc = Scenario(active=1)
    gadget = sc.add(0, "play", "Gadget Hackwrench - Finder of Lost Parts", exerted=True)
    sc.add(0, "discard", PAN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, gadget))
    choose(g, 0)
    assert names(g, 0, "hand") == [] and PAN in names(g, 0, "discard")


# --- Edna Mode - Super Suit Designer ---------------------------------------------------------

def test_edna_readies_a_chosen_item() -> None:
    sc = Scenario(active=0)
    edna = sc.add(0, "play", "Edna Mode - Super Suit Designer")
    pan = sc.add(0, "play", PAN, exerted=True)
    theirs = sc.add(1, "play", ITEM, exerted=True)
    sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Activate(edna, 0))
    assert set(options(g)) == {pan, theirs}  # items only
    choose(g, 0, pan)
    assert not card(g, pan).exerted and card(g, edna).exerted and card(g, theirs).exerted


def test_edna_has_ward_only_with_a_super_suit() -> None:
    sc = Scenario(active=0)
    edna = sc.add(0, "play", "Edna Mode - Super Suit Designer")
    g = sc.build()
    assert not has(g.state, card(g, edna), "Ward")
    sc = Scenario(active=0)
    edna = sc.add(0, "play", "Edna Mode - Super Suit Designer")
    sc.add(1, "play", SUIT)  # the opponent's does not count
    g = sc.build()
    assert not has(g.state, card(g, edna), "Ward")
    sc = Scenario(active=0)
    edna = sc.add(0, "play", "Edna Mode - Super Suit Designer")
    sc.add(0, "play", SUIT)
    g = sc.build()
    assert has(g.state, card(g, edna), "Ward")


# --- Zipper - Big Helper ---------------------------------------------------------------------

def test_zipper_adds_his_willpower_to_another_characters_strength() -> None:
    sc = Scenario(active=0)
    zipper = sc.add(0, "play", "Zipper - Big Helper")  # 0/6
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, Quest(zipper))
    choose(g, 0, "yes")
    assert set(options(g)) == {mickey, foe}  # another character, any player's
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 9
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


def test_zipper_may_decline() -> None:
    sc = Scenario(active=0)
    zipper = sc.add(0, "play", "Zipper - Big Helper")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(zipper))
    choose(g, 0, "no")
    assert strength(g.state, card(g, mickey)) == 3 and idle(g)


# --- Luisa Madrigal - No Pressure ------------------------------------------------------------

def test_luisa_takes_up_to_3_damage_onto_herself() -> None:
    sc = Scenario(active=0)
    luisa = sc.add(0, "play", "Luisa Madrigal - No Pressure")
    sven = sc.add(0, "play", SVEN, damage=4)
    g = sc.build()
    g.apply(0, Quest(luisa))
    choose(g, 0, "yes")
    choose(g, 0, sven)
    assert options(g) == ["0", "1", "2", "3"]
    choose(g, 0, "3")
    assert card(g, sven).damage == 1 and card(g, luisa).damage == 3


def test_luisa_may_decline() -> None:
    sc = Scenario(active=0)
    luisa = sc.add(0, "play", "Luisa Madrigal - No Pressure")
    sven = sc.add(0, "play", SVEN, damage=4)
    g = sc.build()
    g.apply(0, Quest(luisa))
    choose(g, 0, "no")
    assert card(g, sven).damage == 4 and card(g, luisa).damage == 0


# --- Dr. Sara Bellum - Head of Research ------------------------------------------------------

def test_sara_bellum_puts_the_top_card_on_the_bottom() -> None:
    sc, sara = hand_and_ink("Dr. Sara Bellum - Head of Research")
    for name in (SVEN, MICKEY, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(sara))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [MICKEY, STITCH, SVEN]


def test_sara_bellum_may_keep_it_on_top() -> None:
    sc, sara = hand_and_ink("Dr. Sara Bellum - Head of Research")
    for name in (SVEN, MICKEY, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(sara))
    choose(g, 0, "top")
    assert names(g, 0, "deck") == [SVEN, MICKEY, STITCH]


# --- Isabela Madrigal - Perfectly in Control -------------------------------------------------

def test_isabela_moves_all_damage_from_one_of_yours_on_play_and_quest() -> None:
    sc, isa = hand_and_ink("Isabela Madrigal - Perfectly in Control")
    sven = sc.add(0, "play", SVEN, damage=3)
    mickey = sc.add(0, "play", MICKEY, damage=2)
    foe = sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, PlayCard(isa))
    choose(g, 0, "yes")
    assert foe not in options(g) and sven in options(g)  # "of yours"
    choose(g, 0, sven)
    isabela = find(g, 0, "play", "Isabela Madrigal - Perfectly in Control").iid
    assert card(g, sven).damage == 0 and card(g, isabela).damage == 3
    g.apply(0, EndTurn())  # SELF-CARE
    choose(g, 0, "no")
    assert card(g, isabela).damage == 3
    g.apply(1, EndTurn())
    g.apply(0, Quest(isabela))
    choose(g, 0, "yes")
    choose(g, 0, mickey)
    assert card(g, mickey).damage == 0 and card(g, isabela).damage == 5  # 3 + 2 (6 willpower)
    g.apply(0, EndTurn())
    choose(g, 0, "yes")  # removes all damage from her
    assert card(g, isabela).damage == 0


def test_isabela_may_decline_moving_damage() -> None:
    sc, isa = hand_and_ink("Isabela Madrigal - Perfectly in Control")
    sven = sc.add(0, "play", SVEN, damage=4)
    g = sc.build()
    g.apply(0, PlayCard(isa))
    choose(g, 0, "no")
    assert card(g, sven).damage == 4


# --- Cinderella - Resourceful Traveler -------------------------------------------------------

def test_cinderella_traveler_inks_the_top_card_if_you_played_another_character() -> None:
    sc = Scenario(active=0)
    cindy = sc.add(0, "play", "Cinderella - Resourceful Traveler")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "inkwell", INK, count=1)
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(cindy))
    choose(g, 0, "yes")
    ink = g.state.players[0].inkwell
    assert len(ink) == 2 and ink[-1].name == SVEN and ink[-1].exerted and ink[-1].facedown
    assert names(g, 0, "deck") == [MICKEY]


def test_cinderella_traveler_may_decline_and_needs_another_character_played() -> None:
    sc = Scenario(active=0)
    cindy = sc.add(0, "play", "Cinderella - Resourceful Traveler")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(cindy))
    choose(g, 0, "no")
    assert len(g.state.players[0].inkwell) == 1
    sc = Scenario(active=0)
    cindy = sc.add(0, "play", "Cinderella - Resourceful Traveler")
    g = sc.build()
    g.apply(0, Quest(cindy))
    assert idle(g) and len(g.state.players[0].inkwell) == 0


# --- Minnie Mouse - Practical Traveler -------------------------------------------------------

def test_minnie_traveler_gains_lore_if_you_played_another_character() -> None:
    sc = Scenario(active=0)
    minnie = sc.add(0, "play", "Minnie Mouse - Practical Traveler")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(minnie))
    assert g.state.players[0].lore == 2  # 1 for questing, 1 from the ability


def test_minnie_traveler_gains_nothing_without_another_character() -> None:
    sc = Scenario(active=0)
    minnie = sc.add(0, "play", "Minnie Mouse - Practical Traveler")
    pan = sc.add(0, "hand", PAN)  # an item is not a character
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(pan))
    g.apply(0, Quest(minnie))
    assert g.state.players[0].lore == 1


# --- Kida - Crystal Scion --------------------------------------------------------------------

def test_kida_crystal_scion_lets_each_player_ink_up_to_5_from_their_discard() -> None:
    sc, kida = hand_and_ink("Kida - Crystal Scion", ink=8)
    mine = [sc.add(0, "discard", STITCH) for _ in range(6)]
    theirs = sc.add(1, "discard", SVEN)
    sc.add(1, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(kida))
    assert g.state.decision is not None and g.state.decision.player == 0
    assert g.state.decision.max == 5 and g.state.decision.min == 0
    choose(g, 0, *mine[:5])
    assert g.state.decision is not None and g.state.decision.player == 1
    choose(g, 1, theirs)
    p0, p1 = g.state.players
    assert len(p0.inkwell) == 13 and len(p0.discard) == 1
    assert len(p1.inkwell) == 1 and p1.inkwell[0].exerted and names(g, 1, "discard") == [MICKEY]


def test_kida_crystal_scion_pays_7_to_look_at_2() -> None:
    sc = Scenario(active=0)
    kida = sc.add(0, "play", "Kida - Crystal Scion")
    sc.add(0, "inkwell", INK, count=7)
    for name in (SVEN, MICKEY, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(kida, 0))
    mickey = find(g, 0, "deck", MICKEY).iid
    choose(g, 0, mickey)
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "deck") == [STITCH, SVEN]
    assert not card(g, kida).exerted
    assert all(c.exerted for c in g.state.players[0].inkwell)


# --- Ursula - Deal Maker ---------------------------------------------------------------------

def test_ursula_deal_maker_gives_another_character_lore_on_play_and_quest() -> None:
    sc, urs = hand_and_ink("Ursula - Deal Maker")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(urs))
    ursula = find(g, 0, "play", "Ursula - Deal Maker").iid
    assert set(options(g)) == {mickey, foe}  # another
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3
    g.apply(0, EndTurn())  # she is ready: BY THE WAY does nothing
    assert lore(g.state, card(g, mickey)) == 2 and names(g, 0, "play")[-1] == "Ursula - Deal Maker"
    assert len(g.state.players[0].inkwell) == 9
    g.apply(1, EndTurn())
    g.apply(0, Quest(ursula))
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3


def test_ursula_deal_maker_inks_one_of_yours_if_she_is_exerted() -> None:
    sc = Scenario(active=0)
    ursula = sc.add(0, "play", "Ursula - Deal Maker")
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(ursula))
    choose(g, 0, mickey)
    g.apply(0, EndTurn())
    assert set(options(g)) == {ursula, mickey}  # of yours
    choose(g, 0, mickey)
    p = g.state.players[0]
    assert names(g, 0, "play") == ["Ursula - Deal Maker"]
    assert len(p.inkwell) == 1 and p.inkwell[0].exerted and p.inkwell[0].name == MICKEY


# --- Someone Will Lose His Head --------------------------------------------------------------

def test_someone_will_lose_his_head_weakens_each_opposing_character() -> None:
    sc, song = hand_and_ink("Someone Will Lose His Head")
    mine = sc.add(0, "play", MICKEY)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert strength(g.state, card(g, a)) == 3 and strength(g.state, card(g, b)) == 1
    assert strength(g.state, card(g, mine)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, a)) == 5


# --- What Else Can I Do? ---------------------------------------------------------------------

def test_what_else_can_i_do_hand_and_inkwell_and_ward_if_sung() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "What Else Can I Do?")
    singer = sc.add(0, "play", SVEN)  # cost 6
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", MICKEY)
    for name in (STITCH, OWL, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(singer,)))
    choose(g, 0, find(g, 0, "deck", OWL).iid)
    p = g.state.players[0]
    assert names(g, 0, "hand") == [OWL] and names(g, 0, "deck") == [INK]
    assert [c.name for c in p.inkwell] == [STITCH] and p.inkwell[0].exerted
    assert has(g.state, card(g, mickey), "Ward") and has(g.state, card(g, singer), "Ward")
    assert not has(g.state, card(g, foe), "Ward")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Ward")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Ward")


def test_what_else_can_i_do_played_with_ink_gives_no_ward() -> None:
    sc, song = hand_and_ink("What Else Can I Do?", ink=5)
    mickey = sc.add(0, "play", MICKEY)
    for name in (STITCH, OWL):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, find(g, 0, "deck", STITCH).iid)
    assert names(g, 0, "hand") == [STITCH]
    assert g.state.players[0].inkwell[-1].name == OWL
    assert not has(g.state, card(g, mickey), "Ward")


# --- Salvage Operation -----------------------------------------------------------------------

def test_salvage_operation_returns_an_item_and_gains_lore_with_a_sturdy_character() -> None:
    sc, op = hand_and_ink("Salvage Operation")
    sc.add(0, "play", SVEN)  # 7 willpower
    pan = sc.add(0, "discard", PAN)
    dingle = sc.add(0, "discard", ITEM)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(op))
    assert set(options(g)) == {pan, dingle}  # item cards only
    choose(g, 0, pan)
    assert names(g, 0, "hand") == [PAN] and g.state.players[0].lore == 1


def test_salvage_operation_no_lore_without_4_willpower() -> None:
    sc, op = hand_and_ink("Salvage Operation")
    sc.add(0, "play", MICKEY)  # 3 willpower
    sc.add(1, "play", SVEN)  # the opponent's does not count
    sc.add(0, "discard", PAN)
    g = sc.build()
    g.apply(0, PlayCard(op))  # the only item card: returned
    assert names(g, 0, "hand") == [PAN] and g.state.players[0].lore == 0


# --- Ranger Plane ----------------------------------------------------------------------------

def test_ranger_plane_gives_your_characters_support() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Ranger Plane")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    assert has(g.state, card(g, mickey), "Support")
    assert not has(g.state, card(g, foe), "Support")


def test_ranger_plane_gives_a_10_strength_character_3_lore() -> None:
    sc = Scenario(active=0)
    plane = sc.add(0, "play", "Ranger Plane")
    goofy = sc.add(0, "play", GOOFY)  # 10 strength, lore 4
    sven = sc.add(0, "play", SVEN)  # 5 strength
    foe = sc.add(1, "play", GOOFY)
    g = sc.build()
    g.apply(0, Activate(plane, 0))
    assert set(options(g)) == {goofy, foe}  # Sven has 5
    assert sven not in options(g)
    choose(g, 0, goofy)
    assert lore(g.state, card(g, goofy)) == 7 and card(g, plane).exerted
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, goofy)) == 4


# --- Gadget's Goggles ------------------------------------------------------------------------

def test_gadgets_goggles_put_one_on_top_and_the_other_on_the_bottom() -> None:
    sc = Scenario(active=0)
    goggles = sc.add(0, "play", "Gadget's Goggles")
    sc.add(0, "inkwell", INK, count=1)
    for name in (SVEN, MICKEY, STITCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(goggles, 0))
    choose(g, 0, find(g, 0, "deck", MICKEY).iid)
    assert names(g, 0, "deck") == [MICKEY, STITCH, SVEN]
    assert card(g, goggles).exerted and g.state.players[0].inkwell[0].exerted


# --- Casa Madrigal - Courtyard ---------------------------------------------------------------

def test_casa_madrigal_heals_a_questing_character_here_and_itself() -> None:
    sc = Scenario(active=0)
    casa = sc.add(0, "play", "Casa Madrigal - Courtyard", damage=3)
    here = sc.add(0, "play", SVEN, damage=3, location=casa)
    away = sc.add(0, "play", MICKEY, damage=1)
    g = sc.build()
    g.apply(0, Quest(here))
    assert options(g) == ["0", "1", "2"]
    remove(g, 0, 2)
    remove(g, 0, 1)
    assert card(g, here).damage == 1 and card(g, casa).damage == 2
    g.apply(0, Quest(away))
    assert idle(g) and card(g, away).damage == 1


def test_casa_madrigal_removal_may_be_declined() -> None:
    sc = Scenario(active=0)
    casa = sc.add(0, "play", "Casa Madrigal - Courtyard", damage=3)
    here = sc.add(0, "play", SVEN, damage=3, location=casa)
    g = sc.build()
    g.apply(0, Quest(here))
    remove(g, 0, 0)
    remove(g, 0, 0)
    assert card(g, here).damage == 3 and card(g, casa).damage == 3



# --- Kida - Discovering the Unknown ----------------------------------------------------------

HEAD = "Someone Will Lose His Head"  # a song, cost 3: into the discard once played


def _discarder(name: str, songs: int) -> tuple[Scenario, int]:
    """`name` in play (dry), `songs` cheap songs in hand to put cards into the discard, ink
    for them, and a deck of Sven then Mickey."""
    sc = Scenario(active=0)
    iid = sc.add(0, "play", name)
    for _ in range(songs):
        sc.add(0, "hand", HEAD)
    sc.add(0, "inkwell", INK, count=6)
    for deck_card in (SVEN, MICKEY):
        sc.add(0, "deck", deck_card)
    return sc, iid


def _play_songs(g: Game) -> None:
    for song in [c.iid for c in g.state.players[0].hand if c.name == HEAD]:
        g.apply(0, PlayCard(song))


def test_kida_discovering_inks_the_top_card_after_2_cards_went_to_your_discard() -> None:
    sc, kida = _discarder("Kida - Discovering the Unknown", 2)
    g = sc.build()
    _play_songs(g)
    g.apply(0, Quest(kida))
    choose(g, 0, "yes")
    ink = g.state.players[0].inkwell
    assert len(ink) == 7 and ink[-1].name == SVEN and ink[-1].exerted
    assert names(g, 0, "deck") == [MICKEY]


def test_kida_discovering_needs_2_cards_and_may_decline() -> None:
    sc, kida = _discarder("Kida - Discovering the Unknown", 1)
    g = sc.build()
    _play_songs(g)
    g.apply(0, Quest(kida))  # only 1 card put into the discard
    assert idle(g) and len(g.state.players[0].inkwell) == 6
    sc, kida = _discarder("Kida - Discovering the Unknown", 2)
    g = sc.build()
    _play_songs(g)
    g.apply(0, Quest(kida))
    choose(g, 0, "no")
    assert len(g.state.players[0].inkwell) == 6 and names(g, 0, "deck") == [SVEN, MICKEY]


# --- Kashekim - Wise King --------------------------------------------------------------------

def test_kashekim_inks_the_top_card_ready_at_the_end_of_your_turn() -> None:
    sc, _ = _discarder("Kashekim - Wise King", 2)
    g = sc.build()
    _play_songs(g)
    g.apply(0, EndTurn())
    choose(g, 0, "yes")
    ink = g.state.players[0].inkwell
    assert len(ink) == 7 and ink[-1].name == SVEN and not ink[-1].exerted  # not exerted
    assert ink[-1].facedown


def test_kashekim_needs_2_cards_and_may_decline() -> None:
    sc, _ = _discarder("Kashekim - Wise King", 1)
    g = sc.build()
    _play_songs(g)
    g.apply(0, EndTurn())
    assert g.state.decision is None and len(g.state.players[0].inkwell) == 6
    sc, _ = _discarder("Kashekim - Wise King", 2)
    g = sc.build()
    _play_songs(g)
    g.apply(0, EndTurn())
    choose(g, 0, "no")
    assert len(g.state.players[0].inkwell) == 6


# --- Escape Plan -----------------------------------------------------------------------------

def test_escape_plan_needs_2_cards_in_your_discard_this_turn() -> None:
    sc, _ = _discarder(MICKEY, 2)
    plan = sc.add(0, "hand", "Escape Plan")
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    assert PlayCard(plan) not in g.legal_actions(0)
    g.apply(0, PlayCard(find(g, 0, "hand", HEAD).iid))
    assert PlayCard(plan) not in g.legal_actions(0)  # 1 card
    g.apply(0, PlayCard(find(g, 0, "hand", HEAD).iid))
    assert PlayCard(plan) in g.legal_actions(0)


def test_escape_plan_each_player_inks_2_of_their_characters() -> None:
    sc, mickey = _discarder(MICKEY, 2)
    plan = sc.add(0, "hand", "Escape Plan")
    sc.add(0, "inkwell", INK, count=5)
    stitch = sc.add(0, "play", STITCH)
    sven = sc.add(0, "play", SVEN)
    foe_a = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    foe_c = sc.add(1, "play", STITCH)
    g = sc.build()
    _play_songs(g)
    g.apply(0, PlayCard(plan))
    assert set(options(g)) == {mickey, stitch, sven}  # their own
    choose(g, 0, mickey, stitch)
    assert set(options(g)) == {foe_a, find(g, 1, "play", MICKEY).iid, foe_c}
    choose(g, 1, foe_a, foe_c)
    p0, p1 = g.state.players
    assert names(g, 0, "play") == [SVEN] and names(g, 1, "play") == [MICKEY]
    assert sorted(c.name for c in p0.inkwell if c.name != INK) == [MICKEY, STITCH]
    assert sorted(c.name for c in p1.inkwell) == [STITCH, SVEN]
    assert all(c.exerted and c.facedown for c in p1.inkwell)


# --- Bruno Madrigal - Oasis Oracle -----------------------------------------------------------

def test_bruno_oasis_heals_all_and_then_looks_at_2() -> None:
    sc = Scenario(active=0)
    bruno = sc.add(0, "play", "Bruno Madrigal - Oasis Oracle")
    sven = sc.add(0, "play", SVEN, damage=5)
    for name in (MICKEY, STITCH, OWL):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(bruno))
    choose(g, 0, "yes")
    choose(g, 0, sven)
    assert card(g, sven).damage == 0  # all of it
    choose(g, 0, "yes")  # FIND THAT VISION: damage removed from one of yours
    choose(g, 0, find(g, 0, "deck", STITCH).iid)
    assert names(g, 0, "hand") == [STITCH] and names(g, 0, "deck") == [OWL, MICKEY]


def test_bruno_oasis_looks_once_a_turn_and_not_for_opponents_characters() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Bruno Madrigal - Oasis Oracle")
    foe = sc.add(1, "play", SVEN, damage=3)
    mine = sc.add(0, "play", SVEN, damage=3)
    heal = sc.add(0, "hand", "Mirabel Madrigal - Resourceful Daughter")
    sc.add(0, "inkwell", INK, count=8)
    g = sc.build()
    g.apply(0, PlayCard(heal))
    choose(g, 0, foe)
    remove(g, 0, 2)
    assert idle(g) and card(g, foe).damage == 1  # an opposing character: no look
    sc = Scenario(active=0)
    sc.add(0, "play", "Bruno Madrigal - Oasis Oracle")
    mine = sc.add(0, "play", SVEN, damage=3)
    first = sc.add(0, "hand", "Mirabel Madrigal - Resourceful Daughter")
    second = sc.add(0, "hand", "Mirabel Madrigal - Resourceful Daughter")
    sc.add(0, "inkwell", INK, count=8)
    g = sc.build()
    g.apply(0, PlayCard(first))
    choose(g, 0, mine)
    remove(g, 0, 1)
    choose(g, 0, "no")  # declined
    g.apply(0, PlayCard(second))
    choose(g, 0, mine)
    remove(g, 0, 1)
    assert idle(g) and card(g, mine).damage == 1  # once during your turn
    assert names(g, 0, "hand") == []


# --- Julieta's Arepas ------------------------------------------------------------------------

def test_julietas_arepas_heal_at_the_start_of_your_turn_with_a_madrigal() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Julieta's Arepas")
    sc.add(0, "play", "Mirabel Madrigal - Resourceful Daughter")  # a Madrigal
    sven = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, sven)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0, 2)
    assert card(g, sven).damage == 1


def test_julietas_arepas_do_nothing_without_a_madrigal() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Julieta's Arepas")
    sven = sc.add(0, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(1, EndTurn())
    assert idle(g) and card(g, sven).damage == 3


def test_julietas_arepas_gain_lore_only_if_you_removed_damage_this_turn() -> None:
    sc = Scenario(active=0)
    arepas = sc.add(0, "play", "Julieta's Arepas")
    sven = sc.add(0, "play", SVEN, damage=3)
    heal = sc.add(0, "hand", "Mirabel Madrigal - Resourceful Daughter")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, Activate(arepas, 0))
    assert g.state.players[0].lore == 0  # nothing removed yet
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, PlayCard(heal))
    choose(g, 0, sven)
    remove(g, 0, 1)
    g.apply(0, Activate(arepas, 0))
    assert g.state.players[0].lore == 1


# --- Bruno Madrigal - Seeing the Future ------------------------------------------------------

def test_bruno_seeing_the_future_puts_an_opponents_top_card_on_the_bottom() -> None:
    sc, bruno = hand_and_ink("Bruno Madrigal - Seeing the Future")
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
        sc.add(1, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, "yes")
    assert options(g) == ["p0", "p1"]
    choose(g, 0, "p1")
    choose(g, 0, "bottom")
    assert names(g, 1, "deck") == [MICKEY, SVEN] and names(g, 0, "deck") == [SVEN, MICKEY]


def test_bruno_seeing_the_future_own_deck_top_or_declined() -> None:
    sc, bruno = hand_and_ink("Bruno Madrigal - Seeing the Future")
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, "yes")
    choose(g, 0, "p0")
    choose(g, 0, "top")
    assert names(g, 0, "deck") == [SVEN, MICKEY] and idle(g)
    sc, bruno = hand_and_ink("Bruno Madrigal - Seeing the Future")
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, "no")
    assert idle(g)


# --- Shepherd's Journal ----------------------------------------------------------------------

JOURNAL = "Shepherd's Journal"


def test_shepherds_journal_keeps_the_top_card_or_discards_it() -> None:
    sc, journal = hand_and_ink(JOURNAL)
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(journal))
    choose(g, 0, "yes")
    choose(g, 0)  # not kept: into the discard
    assert names(g, 0, "deck") == [MICKEY] and names(g, 0, "discard") == [SVEN]
    sc, journal = hand_and_ink(JOURNAL)
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(journal))
    choose(g, 0, "yes")
    choose(g, 0, find(g, 0, "deck", SVEN).iid)  # kept on top
    assert names(g, 0, "deck") == [SVEN, MICKEY] and names(g, 0, "discard") == []
    sc, journal = hand_and_ink(JOURNAL)
    for name in (SVEN, MICKEY):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(journal))
    choose(g, 0, "no")  # does not look
    assert names(g, 0, "deck") == [SVEN, MICKEY] and idle(g)


def test_shepherds_journal_banishes_itself_to_return_another_item() -> None:
    sc = Scenario(active=0)
    journal = sc.add(0, "play", JOURNAL, exerted=True)  # no {E} in the cost
    sc.add(0, "inkwell", INK, count=1)
    pan = sc.add(0, "discard", PAN)
    old = sc.add(0, "discard", JOURNAL)  # another copy is another item card
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, Activate(journal, 0))
    assert set(options(g)) == {pan, old}  # not itself, not a character
    choose(g, 0, pan)
    assert names(g, 0, "hand") == [PAN]
    assert sorted(names(g, 0, "discard")) == [JOURNAL, JOURNAL, SVEN]
    assert g.state.players[0].inkwell[0].exerted


def test_shepherds_journal_returns_nothing_without_another_item() -> None:
    sc = Scenario(active=0)
    journal = sc.add(0, "play", JOURNAL)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    g.apply(0, Activate(journal, 0))
    assert idle(g) and names(g, 0, "hand") == [] and names(g, 0, "discard") == [JOURNAL]
