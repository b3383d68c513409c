"""Set 11 amethyst cards (set and first ink as in the card data): tests of each card's
abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.query import has, keyword, lore
from engine.scenario import Scenario

from .helpers import (
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
)


def pass_turn(g: Game, seat: int) -> None:
    """End `seat`'s turn (nothing pending afterwards)."""
    g.apply(seat, EndTurn())
    assert idle(g), g.state.decision


# --- Nala - Romping in the Snow --------------------------------------------------------------

def test_nala_gives_a_character_of_yours_evasive_until_your_next_turn() -> None:
    sc, nala = hand_and_ink("Nala - Romping in the Snow")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(nala))
    nala_now = find(g, 0, "play", "Nala - Romping in the Snow").iid
    assert set(options(g)) == {mine, nala_now}  # "of yours": not the opposing Sven
    assert not has(g.state, card(g, mine), "Evasive")
    choose(g, 0, mine)
    assert has(g.state, card(g, mine), "Evasive")
    assert not has(g.state, card(g, foe), "Evasive")
    pass_turn(g, 0)
    assert has(g.state, card(g, mine), "Evasive")  # through the opponent's turn
    pass_turn(g, 1)
    assert not has(g.state, card(g, mine), "Evasive")  # ends at the start of your next turn


# --- Tigger - Bouncing All the Way -----------------------------------------------------------

def test_tigger_may_return_a_cheap_character_item_or_location() -> None:
    sc, tigger = hand_and_ink("Tigger - Bouncing All the Way")
    cheap = sc.add(1, "play", AURORA_2)
    item = sc.add(1, "play", ITEM)
    sc.add(1, "play", MICKEY)  # cost 3: not a choice
    g = sc.build()
    g.apply(0, PlayCard(tigger))
    choose(g, 0, "yes")
    assert set(options(g)) == {cheap, item}
    choose(g, 0, item)
    assert names(g, 1, "hand") == [ITEM]
    assert AURORA_2 in names(g, 1, "play")


def test_tigger_declined_returns_nothing() -> None:
    sc, tigger = hand_and_ink("Tigger - Bouncing All the Way")
    sc.add(1, "play", AURORA_2)
    g = sc.build()
    g.apply(0, PlayCard(tigger))
    choose(g, 0, "no")
    assert idle(g) and names(g, 1, "hand") == []


AURORA_2 = "Aurora - Regal Princess"  # cost 2


# --- Isis Vanderchill - Ice Queen of St. Canard ----------------------------------------------

def test_isis_exerts_a_chosen_opposing_character() -> None:
    sc, isis = hand_and_ink("Isis Vanderchill - Ice Queen of St. Canard")
    mine = sc.add(0, "play", MICKEY)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(isis))
    assert set(options(g)) == {a, b} and mine not in options(g)
    choose(g, 0, a)
    assert card(g, a).exerted and not card(g, b).exerted


# --- Flit - Reflective Hummingbird -----------------------------------------------------------

def test_flit_moves_up_to_one_damage_to_an_opposing_character() -> None:
    sc, flit = hand_and_ink("Flit - Reflective Hummingbird")
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", MICKEY)
    other = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(flit))
    choose(g, 0, hurt)
    assert set(options(g)) == {foe, other}  # only opposing characters receive it
    choose(g, 0, foe)
    assert options(g) == ["0", "1"]  # up to 1
    choose(g, 0, "1")
    assert card(g, hurt).damage == 2 and card(g, foe).damage == 1


def test_flit_may_move_no_damage() -> None:
    sc, flit = hand_and_ink("Flit - Reflective Hummingbird")
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", MICKEY)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(flit))
    choose(g, 0, hurt)
    choose(g, 0, foe)
    choose(g, 0, "0")
    assert card(g, hurt).damage == 3 and card(g, foe).damage == 0


# --- Pocahontas - Following the Wind ---------------------------------------------------------

def test_pocahontas_gains_lore_equal_to_another_exerted_characters_lore() -> None:
    sc = Scenario(active=0)
    poca = sc.add(0, "play", "Pocahontas - Following the Wind")
    sc.add(0, "play", MICKEY)  # ready: not a choice
    foe = sc.add(1, "play", MICKEY, exerted=True)  # lore 2, opposing is fine ("another")
    mine = sc.add(0, "play", STITCH, exerted=True)  # lore 1
    g = sc.build()
    g.apply(0, Quest(poca))
    assert set(options(g)) == {foe, mine}  # not Pocahontas herself, exerted by questing
    choose(g, 0, foe)
    assert g.state.players[0].lore == 1 + 2


def test_pocahontas_without_another_exerted_character_gains_only_her_lore() -> None:
    sc = Scenario(active=0)
    poca = sc.add(0, "play", "Pocahontas - Following the Wind")
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(poca))
    assert idle(g) and g.state.players[0].lore == 1


# --- Witches of Morva - Orddu, Orwen, and Orgoch ---------------------------------------------

def test_witches_of_morva_return_another_character_of_yours_for_1_lore() -> None:
    sc, witches = hand_and_ink("Witches of Morva - Orddu, Orwen, and Orgoch")
    mine = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(witches))
    choose(g, 0, "yes")  # Mickey is the only other character of yours: chosen
    assert names(g, 0, "hand") == [MICKEY] and g.state.card(mine) is None
    assert g.state.players[0].lore == 1


def test_witches_of_morva_declined_or_alone_gain_nothing() -> None:
    sc, witches = hand_and_ink("Witches of Morva - Orddu, Orwen, and Orgoch")
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(witches))
    choose(g, 0, "no")
    assert MICKEY in names(g, 0, "play") and g.state.players[0].lore == 0
    sc, witches = hand_and_ink("Witches of Morva - Orddu, Orwen, and Orgoch")
    sc.add(1, "play", SVEN)  # no other character of yours: no lore
    g = sc.build()
    g.apply(0, PlayCard(witches))
    choose(g, 0, "yes")
    assert idle(g) and g.state.players[0].lore == 0 and names(g, 1, "hand") == []


# --- Swordplay -------------------------------------------------------------------------------

def test_swordplay_gives_challenger_3_this_turn() -> None:
    sc, sword = hand_and_ink("Swordplay")
    mine = sc.add(0, "play", STITCH)  # 2 strength
    foe = sc.add(1, "play", MICKEY, exerted=True)  # 3 willpower
    g = sc.build()
    g.apply(0, PlayCard(sword))
    choose(g, 0, mine)
    assert keyword(g.state, card(g, mine), "Challenger") == 3
    g.apply(0, Challenge(mine, foe))
    assert MICKEY in names(g, 1, "discard")  # 2 + 3 strength while challenging
    pass_turn(g, 0)
    assert keyword(g.state, find(g, 0, "discard", STITCH), "Challenger") is None


def test_swordplay_ends_this_turn() -> None:
    sc, sword = hand_and_ink("Swordplay")
    mine = sc.add(0, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(sword))
    assert keyword(g.state, card(g, mine), "Challenger") == 3
    pass_turn(g, 0)
    assert keyword(g.state, card(g, mine), "Challenger") is None


# --- Pot of Honey ----------------------------------------------------------------------------

def test_pot_of_honey_banishes_itself_to_keep_an_exerted_character_down() -> None:
    sc = Scenario(active=0)
    pot = sc.add(0, "play", "Pot of Honey")
    foe = sc.add(1, "play", SVEN, exerted=True)
    ready = sc.add(1, "play", MICKEY)
    mine = sc.add(0, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Activate(pot, 0))
    assert names(g, 0, "discard") == ["Pot of Honey"]
    assert set(options(g)) == {foe, mine} and ready not in options(g)
    choose(g, 0, foe)
    pass_turn(g, 0)
    assert card(g, foe).exerted  # did not ready at the start of their turn
    pass_turn(g, 1)
    pass_turn(g, 0)
    assert not card(g, foe).exerted  # only their next turn


# --- Tinker Bell - Snowflake Collector -------------------------------------------------------

def test_tinker_bell_gains_evasive_with_4_cards_and_lore_with_7() -> None:
    for in_hand, evasive, expected_lore in ((3, False, 1), (4, True, 1), (6, True, 1),
                                            (7, True, 4)):
        sc = Scenario(active=0)
        tink = sc.add(0, "play", "Tinker Bell - Snowflake Collector")
        sc.add(1, "hand", STITCH, count=8)  # an opponent's hand does not count
        if in_hand:
            sc.add(0, "hand", STITCH, count=in_hand)
        g = sc.build()
        assert has(g.state, card(g, tink), "Evasive") == evasive, in_hand
        assert lore(g.state, card(g, tink)) == expected_lore, in_hand


MEEKO = "Meeko - Skittish Scrounger"


# --- Meeko - Skittish Scrounger --------------------------------------------------------------

def test_meeko_exerted_at_the_end_of_your_turn_discards_or_is_banished() -> None:
    sc = Scenario(active=0)
    meeko = sc.add(0, "play", MEEKO)
    sc.add(0, "hand", STITCH)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Quest(meeko))
    g.apply(0, EndTurn())
    assert options(g) == ["Discard a card", "Banish Meeko"]
    choose(g, 0, "Discard a card")
    choose(g, 0, find(g, 0, "hand", STITCH).iid)
    assert names(g, 0, "discard") == [STITCH] and MEEKO in names(g, 0, "play")
    assert idle(g) and g.state.active == 1


def test_meeko_may_be_banished_instead_and_must_be_with_an_empty_hand() -> None:
    sc = Scenario(active=0)
    meeko = sc.add(0, "play", MEEKO)
    sc.add(0, "hand", STITCH)
    g = sc.build()
    g.apply(0, Quest(meeko))
    g.apply(0, EndTurn())
    choose(g, 0, "Banish Meeko")
    assert names(g, 0, "discard") == [MEEKO] and names(g, 0, "hand") == [STITCH]
    sc = Scenario(active=0)
    meeko = sc.add(0, "play", MEEKO)
    g = sc.build()
    g.apply(0, Quest(meeko))
    g.apply(0, EndTurn())  # nothing to discard: banished
    assert names(g, 0, "discard") == [MEEKO]


def test_meeko_ready_or_on_the_opponents_turn_stays() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", MEEKO)
    sc.add(0, "hand", STITCH)
    g = sc.build()
    pass_turn(g, 0)  # ready: nothing happens
    assert MEEKO in names(g, 0, "play")
    sc = Scenario(active=1)
    sc.add(0, "play", MEEKO, exerted=True)
    g = sc.build()
    pass_turn(g, 1)  # the end of the opponent's turn: nothing happens
    assert MEEKO in names(g, 0, "play")


# --- Mother's Necklace -----------------------------------------------------------------------

def test_mothers_necklace_gives_evasive_if_none_of_yours_challenged() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mother's Necklace")
    mine = sc.add(0, "play", MICKEY)
    other = sc.add(0, "play", OWL)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, EndTurn())
    assert set(options(g)) == {mine, other}  # yours only
    choose(g, 0, mine)
    assert not has(g.state, card(g, other), "Evasive")
    assert has(g.state, card(g, mine), "Evasive")  # through the opponent's turn
    pass_turn(g, 1)
    assert not has(g.state, card(g, mine), "Evasive")


def test_mothers_necklace_does_nothing_after_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mother's Necklace")
    mine = sc.add(0, "play", SVEN)
    other = sc.add(0, "play", OWL)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    pass_turn(g, 0)
    assert not has(g.state, card(g, mine), "Evasive")
    assert not has(g.state, card(g, other), "Evasive")

