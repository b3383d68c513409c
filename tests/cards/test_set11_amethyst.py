"""Set 11 amethyst cards (set and first ink as in the card data): tests of each card's
abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, lore, restricted
from engine.scenario import Scenario
from engine.turn_actions import BOOST

from .helpers import (
    INK,
    ISLAND,
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



# --- Genie - Magical Researcher --------------------------------------------------------------

def test_genie_gets_1_lore_for_each_card_under_him() -> None:
    sc = Scenario(active=0)
    genie = sc.add(0, "play", "Genie - Magical Researcher")
    other = sc.add(0, "play", MICKEY, under=(STITCH,))  # cards under others don't count
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert lore(g.state, card(g, genie)) == 1
    g.apply(0, Activate(genie, BOOST))  # Boost 1: the top card of the deck goes under him
    assert len(card(g, genie).under) == 1 and lore(g.state, card(g, genie)) == 2
    assert lore(g.state, card(g, other)) == 2
    sc = Scenario(active=0)
    genie = sc.add(0, "play", "Genie - Magical Researcher", under=(STITCH, STITCH, MICKEY))
    g = sc.build()
    assert lore(g.state, card(g, genie)) == 4


# --- Alice - Well-Read Whisper ---------------------------------------------------------------

def test_alice_puts_all_cards_from_under_her_into_your_hand_when_she_quests() -> None:
    sc = Scenario(active=0)
    alice = sc.add(0, "play", "Alice - Well-Read Whisper", under=(STITCH, MICKEY))
    sc.add(0, "play", OWL, under=(SVEN,))  # not hers
    g = sc.build()
    g.apply(0, Quest(alice))
    assert sorted(names(g, 0, "hand")) == sorted([STITCH, MICKEY])
    assert card(g, alice).under == [] and g.state.players[0].lore == 1
    assert [c.name for c in find(g, 0, "play", OWL).under] == [SVEN]


def test_alice_with_nothing_under_her_only_quests() -> None:
    sc = Scenario(active=0)
    alice = sc.add(0, "play", "Alice - Well-Read Whisper")
    g = sc.build()
    g.apply(0, Quest(alice))
    assert names(g, 0, "hand") == [] and g.state.players[0].lore == 1 and idle(g)


# --- Come Out and Fight! ---------------------------------------------------------------------

def test_come_out_and_fight_puts_the_cards_under_on_the_deck_bottom_and_draws() -> None:
    sc, action = hand_and_ink("Come Out and Fight!")
    foe = sc.add(1, "play", "Genie - Magical Researcher", under=(SVEN, MICKEY))
    mine = sc.add(0, "play", OWL, under=(STITCH,))
    sc.add(0, "deck", AURORA_2)
    sc.add(1, "deck", OWL)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert set(options(g)) == {foe, mine}  # any character, item or location
    choose(g, 0, foe)
    assert card(g, foe).under == [] and lore(g.state, card(g, foe)) == 1
    deck = names(g, 1, "deck")
    assert deck[0] == OWL and sorted(deck[1:]) == sorted([SVEN, MICKEY])
    assert names(g, 0, "hand") == [AURORA_2]  # then draw a card
    assert len(card(g, mine).under) == 1


# --- Taran - Magically Armed -----------------------------------------------------------------

def test_taran_puts_up_to_2_cards_from_chosen_players_discard_on_the_bottom() -> None:
    sc, taran = hand_and_ink("Taran - Magically Armed")
    sc.add(0, "discard", OWL)
    a = sc.add(1, "discard", MICKEY)
    b = sc.add(1, "discard", SVEN)
    sc.add(1, "discard", STITCH)
    sc.add(1, "deck", AURORA_2)
    g = sc.build()
    g.apply(0, PlayCard(taran))
    assert options(g) == ["p0", "p1"]  # chosen player: either
    choose(g, 0, "p1")
    assert set(options(g)) == {c.iid for c in g.state.players[1].discard}
    choose(g, 0, b, a)  # in any order
    assert names(g, 1, "deck") == [AURORA_2, SVEN, MICKEY]
    assert names(g, 1, "discard") == [STITCH] and names(g, 0, "discard") == [OWL]


def test_taran_may_put_fewer_or_none() -> None:
    sc, taran = hand_and_ink("Taran - Magically Armed")
    sc.add(0, "discard", OWL)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(taran))
    choose(g, 0, "p0")
    d = g.state.decision
    assert d is not None and d.min == 0 and d.max == 2
    choose(g, 0)
    assert names(g, 0, "discard") == [OWL, MICKEY]


# --- Anna - Little Sister --------------------------------------------------------------------

def test_anna_little_sister_may_put_a_card_from_a_discard_on_the_bottom() -> None:
    sc, anna = hand_and_ink("Anna - Little Sister")
    sc.add(1, "discard", MICKEY)
    sc.add(1, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    choose(g, 0, "yes")
    choose(g, 0, "p1")
    d = g.state.decision
    assert d is not None and d.min == d.max == 1  # a public zone: a card must be chosen
    choose(g, 0, find(g, 1, "discard", SVEN).iid)
    assert names(g, 1, "discard") == [MICKEY] and names(g, 1, "deck")[-1] == SVEN
    sc, anna = hand_and_ink("Anna - Little Sister")
    sc.add(1, "discard", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    choose(g, 0, "no")
    assert names(g, 1, "discard") == [MICKEY] and idle(g)


# --- Kristoff - Icy Explorer -----------------------------------------------------------------

KRISTOFF = "Kristoff - Icy Explorer"


def test_kristoff_with_anna_may_put_a_discarded_card_on_the_bottom_and_draws() -> None:
    sc, kristoff = hand_and_ink(KRISTOFF)
    sc.add(0, "play", "Anna - Little Sister")
    sc.add(0, "discard", MICKEY)
    sc.add(1, "discard", SVEN)
    sc.add(0, "deck", OWL)
    g = sc.build()
    g.apply(0, PlayCard(kristoff))
    choose(g, 0, "yes")
    choose(g, 0, "p0")  # your own discard: the card leaves your discard
    assert names(g, 0, "discard") == [] and names(g, 0, "deck") == [MICKEY]
    assert names(g, 0, "hand") == [OWL]  # STROKE OF LUCK drew the card above it


def test_kristoff_without_anna_or_declined_does_nothing() -> None:
    sc, kristoff = hand_and_ink(KRISTOFF)
    sc.add(0, "play", "Anna - Soothing Sister")  # an Anna, declined
    sc.add(1, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(kristoff))
    choose(g, 0, "no")
    assert names(g, 1, "discard") == [SVEN] and idle(g)
    sc, kristoff = hand_and_ink(KRISTOFF)
    sc.add(1, "play", "Anna - Little Sister")  # an opposing Anna doesn't count
    sc.add(1, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(kristoff))
    assert idle(g) and names(g, 1, "discard") == [SVEN]


def test_kristoff_draws_once_per_turn_only_for_your_discard_during_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", KRISTOFF)
    taran = sc.add(0, "hand", "Taran - Magically Armed")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(0, "discard", MICKEY)
    sc.add(0, "discard", SVEN)
    sc.add(1, "discard", STITCH)
    sc.add(0, "deck", OWL, count=3)
    g = sc.build()
    g.apply(0, PlayCard(taran))
    choose(g, 0, "p0")
    choose(g, 0, find(g, 0, "discard", MICKEY).iid, find(g, 0, "discard", SVEN).iid)
    d = g.state.decision
    assert d is not None and d.kind == "bag"  # two cards left: two triggers, one draws
    choose(g, 0, d.options[0])
    assert names(g, 0, "hand") == [OWL] and idle(g)
    # An opponent's discard is not yours; and not during their turn.
    sc = Scenario(active=0)
    sc.add(0, "play", KRISTOFF)
    taran = sc.add(0, "hand", "Taran - Magically Armed")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "discard", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(taran))
    choose(g, 0, "p1")
    choose(g, 0, find(g, 1, "discard", STITCH).iid)
    assert names(g, 0, "hand") == [] and idle(g)
    sc = Scenario(active=1)
    sc.add(0, "play", KRISTOFF)
    taran = sc.add(1, "hand", "Taran - Magically Armed")
    sc.add(1, "inkwell", INK, count=5)
    sc.add(0, "discard", STITCH)
    g = sc.build()
    g.apply(1, PlayCard(taran))
    choose(g, 1, "p0")
    choose(g, 1, find(g, 0, "discard", STITCH).iid)
    assert names(g, 0, "hand") == [] and idle(g)


# --- Anna - Soothing Sister ------------------------------------------------------------------

SOOTHING = "Anna - Soothing Sister"


def test_anna_soothing_sister_gains_shift_0_once_a_card_left_a_discard() -> None:
    sc = Scenario(active=0)
    base = sc.add(0, "play", "Anna - Little Sister", exerted=True)
    anna = sc.add(0, "hand", SOOTHING)
    taran = sc.add(0, "hand", "Taran - Magically Armed")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "discard", STITCH)
    g = sc.build()
    assert PlayCard(anna, shift=base) not in g.legal_actions(0)
    g.apply(0, PlayCard(taran))  # every ink used
    choose(g, 0, "p1")
    choose(g, 0)  # nothing put back: no card left a discard
    assert PlayCard(anna, shift=base) not in g.legal_actions(0)
    sc = Scenario(active=0)
    base = sc.add(0, "play", "Anna - Little Sister", exerted=True)
    anna = sc.add(0, "hand", SOOTHING)
    taran = sc.add(0, "hand", "Taran - Magically Armed")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "discard", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(taran))
    choose(g, 0, "p1")
    choose(g, 0, find(g, 1, "discard", STITCH).iid)  # an opponent's discard counts too
    assert PlayCard(anna, shift=base) in g.legal_actions(0)  # for 0 ink
    g.apply(0, PlayCard(anna, shift=base))
    now = find(g, 0, "play", SOOTHING)
    assert now.exerted and [c.name for c in now.under] == ["Anna - Little Sister"]


def test_anna_soothing_sister_may_gain_lore_of_a_character_in_your_discard() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "play", SOOTHING)
    sc.add(0, "discard", MICKEY)  # lore 2
    sc.add(0, "discard", STITCH)  # lore 1
    sc.add(0, "discard", ITEM)  # not a character
    sc.add(1, "discard", "Maui - Demigod")  # not yours
    sc.add(0, "deck", OWL)
    g = sc.build()
    g.apply(0, Quest(anna))
    choose(g, 0, "yes")
    assert set(options(g)) == {find(g, 0, "discard", MICKEY).iid,
                               find(g, 0, "discard", STITCH).iid}
    choose(g, 0, find(g, 0, "discard", MICKEY).iid)
    assert g.state.players[0].lore == 1 + 2
    assert names(g, 0, "deck") == [OWL, MICKEY] and MICKEY not in names(g, 0, "discard")


def test_anna_soothing_sister_declined_or_without_characters_in_discard() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "play", SOOTHING)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, Quest(anna))
    choose(g, 0, "no")
    assert g.state.players[0].lore == 1 and names(g, 0, "discard") == [MICKEY]
    sc = Scenario(active=0)
    anna = sc.add(0, "play", SOOTHING)
    sc.add(0, "discard", ITEM)
    g = sc.build()
    g.apply(0, Quest(anna))
    choose(g, 0, "yes")
    assert idle(g) and g.state.players[0].lore == 1 and names(g, 0, "discard") == [ITEM]


# --- Morgana Macawber - Reformed Spellcaster -------------------------------------------------

MORGANA = "Morgana Macawber - Reformed Spellcaster"


def test_morgana_moves_1_damage_from_each_other_character_to_an_opposing_one() -> None:
    sc = Scenario(active=0)
    base = sc.add(0, "play", "Morgana Macawber - Self-Centered Spellcaster", damage=2)
    morgana = sc.add(0, "hand", MORGANA)
    sc.add(0, "inkwell", INK, count=4)
    mine = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN, damage=1)
    other = sc.add(1, "play", MICKEY, damage=2)
    clean = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(morgana, shift=base))  # she keeps the base's 2 damage
    choose(g, 0, "yes")
    assert set(options(g)) == {foe, other, clean}
    choose(g, 0, foe)
    assert find(g, 0, "play", MORGANA).damage == 1
    assert card(g, mine).damage == 2 and card(g, other).damage == 1
    assert card(g, clean).damage == 0
    assert card(g, foe).damage == 1 + 3  # from Morgana, Sven and Mickey


def test_morgana_declined_moves_nothing() -> None:
    sc, morgana = hand_and_ink(MORGANA)
    mine = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(morgana))
    choose(g, 0, "no")
    assert card(g, mine).damage == 3 and card(g, foe).damage == 0


# --- Christopher Robin - Joining the Fun -----------------------------------------------------

def test_christopher_robin_costs_1_less_on_the_second_players_first_turn() -> None:
    robin = "Christopher Robin - Joining the Fun"
    for active, turn, expected in ((1, 2, 1), (0, 1, 2), (1, 4, 2), (0, 3, 2)):
        sc = Scenario(active=active, turn=turn)
        iid = sc.add(active, "hand", robin)
        g = sc.build()
        assert g.state.starting == 0
        got = cost_to_play(g.state, g.state.players[active], card(g, iid))
        assert got == expected, (active, turn)


# --- Do You Want to Build A Snowman? ---------------------------------------------------------

SNOWMAN = "Do You Want to Build A Snowman?"


def test_snowman_yes_gives_you_3_lore() -> None:
    sc, song = hand_and_ink(SNOWMAN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.player == 1 and d.options == ["YES!", "NO!"]  # they choose
    choose(g, 1, "YES!")
    assert g.state.players[0].lore == 3 and MICKEY in names(g, 1, "play")


def test_snowman_no_puts_a_character_of_theirs_on_the_bottom_of_their_deck() -> None:
    sc, song = hand_and_ink(SNOWMAN)
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", SVEN)
    sc.add(0, "play", STITCH)  # not theirs
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 1, "NO!")
    d = g.state.decision
    assert d is not None and d.player == 1 and set(d.options) == {a, b}
    choose(g, 1, b)
    assert names(g, 1, "deck")[-1] == SVEN and g.state.card(a) is not None
    assert g.state.players[0].lore == 0


def test_snowman_without_their_characters_yes_is_the_only_answer() -> None:
    sc, song = hand_and_ink(SNOWMAN)
    sc.add(0, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert idle(g) and g.state.players[0].lore == 3


# --- Eeyore - In the Way ---------------------------------------------------------------------

EEYORE = "Eeyore - In the Way"


def test_eeyore_costs_1_less_for_each_exerted_character_in_play() -> None:
    sc = Scenario(active=0)
    eeyore = sc.add(0, "hand", EEYORE)
    sc.add(0, "play", MICKEY, exerted=True)
    sc.add(1, "play", SVEN, exerted=True)
    sc.add(1, "play", STITCH, exerted=True)
    sc.add(1, "play", OWL)  # ready
    sc.add(0, "play", ITEM, exerted=True)  # not a character
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, eeyore)) == 9 - 3


def test_eeyore_may_choose_a_character_of_each_opponent_that_cant_ready() -> None:
    sc, eeyore = hand_and_ink(EEYORE)
    foe = sc.add(1, "play", SVEN, exerted=True)
    other = sc.add(1, "play", MICKEY, exerted=True)
    mine = sc.add(0, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(eeyore))
    d = g.state.decision
    assert d is not None and set(d.options) == {foe, other} and d.min == 0
    choose(g, 0, foe)
    pass_turn(g, 0)
    assert card(g, foe).exerted and not card(g, other).exerted
    assert restricted(g.state, card(g, foe), "cant_ready")
    pass_turn(g, 1)
    assert not card(g, mine).exerted
    pass_turn(g, 0)
    assert not card(g, foe).exerted  # only their next turn


def test_eeyore_choice_may_be_declined() -> None:
    sc, eeyore = hand_and_ink(EEYORE)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(eeyore))
    choose(g, 0)
    pass_turn(g, 0)
    assert not card(g, foe).exerted


# --- Mystical Inkcaster ----------------------------------------------------------------------

def test_mystical_inkcaster_plays_a_character_for_free_with_rush_then_banishes_it() -> None:
    sc = Scenario(active=0)
    caster = sc.add(0, "play", "Mystical Inkcaster")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "hand", MICKEY)  # cost 3
    sc.add(0, "hand", "Taran - Magically Armed")  # cost 5
    sc.add(0, "hand", SVEN)  # cost 6: not a choice
    sc.add(0, "hand", ITEM)  # not a character
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Activate(caster, 0))
    assert card(g, caster).exerted and g.state.players[0].ready_ink() == 0
    assert set(options(g)) == {find(g, 0, "hand", MICKEY).iid,
                               find(g, 0, "hand", "Taran - Magically Armed").iid}
    choose(g, 0, find(g, 0, "hand", MICKEY).iid)
    mickey = find(g, 0, "play", MICKEY)
    assert has(g.state, mickey, "Rush")
    g.apply(0, Challenge(mickey.iid, foe))  # Rush: challenges the turn it is played
    assert STITCH in names(g, 1, "discard")
    g.apply(0, EndTurn())
    assert MICKEY in names(g, 0, "discard") and MICKEY not in names(g, 0, "play")
    assert "Mystical Inkcaster" in names(g, 0, "play")


def test_mystical_inkcaster_needs_3_ink() -> None:
    sc = Scenario(active=0)
    caster = sc.add(0, "play", "Mystical Inkcaster")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    assert Activate(caster, 0) not in g.legal_actions(0)


# --- The Frozen Vine - Monstrous Plant -------------------------------------------------------

VINE = "The Frozen Vine - Monstrous Plant"


def test_frozen_vine_returns_to_hand_if_an_exerted_character_was_there() -> None:
    for exerted, back in ((True, True), (False, False)):
        sc = Scenario(active=1)
        vine = sc.add(0, "play", VINE)
        sc.add(0, "play", MICKEY, exerted=exerted, location=vine)
        sc.add(0, "play", OWL, exerted=True)  # exerted, but not there
        attacker = sc.add(1, "play", SVEN)  # 5 strength: banishes the vine (willpower 4)
        g = sc.build()
        g.apply(1, Challenge(attacker, vine))
        assert (names(g, 0, "hand") == [VINE]) == back, exerted
        assert (names(g, 0, "discard") == [VINE]) != back, exerted


def test_frozen_vine_with_no_one_there_stays_in_the_discard() -> None:
    sc = Scenario(active=1)
    vine = sc.add(0, "play", VINE)
    sc.add(0, "play", ISLAND)
    attacker = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(attacker, vine))
    assert names(g, 0, "discard") == [VINE] and names(g, 0, "hand") == []


# --- Colors of the Wind ----------------------------------------------------------------------

def test_colors_of_the_wind_draws_a_card_for_each_ink_revealed() -> None:
    for their_top, drawn in ((SVEN, 1), (MICKEY, 2), ("Mickey Mouse - Brave Little Tailor", 2)):
        sc, song = hand_and_ink("Colors of the Wind")
        sc.add(0, "deck", "Genie - Magical Researcher")  # amethyst
        sc.add(0, "deck", STITCH, count=3)
        sc.add(1, "deck", their_top)  # amethyst, amber, ruby
        g = sc.build()
        events = g.apply(0, PlayCard(song))
        assert [e["name"] for e in events if e["type"] == "reveal"] == [
            "Genie - Magical Researcher", their_top]
        assert len(names(g, 0, "hand")) == drawn, their_top
        assert names(g, 0, "hand")[0] == "Genie - Magical Researcher"
        assert names(g, 1, "deck") == [their_top]


def test_colors_of_the_wind_counts_both_inks_of_a_dual_ink_card() -> None:
    sc, song = hand_and_ink("Colors of the Wind")
    sc.add(0, "deck", "Rhino - Motivational Speaker")  # amber and steel
    sc.add(0, "deck", STITCH, count=3)
    sc.add(1, "deck", MICKEY)  # amber
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert len(names(g, 0, "hand")) == 2


# --- Marshmallow - Cranky Climber ------------------------------------------------------------

def test_marshmallow_lets_each_opponent_ready_only_1_character_next_turn() -> None:
    sc = Scenario(active=0)
    marshmallow = sc.add(0, "play", "Marshmallow - Cranky Climber")
    mine = sc.add(0, "play", MICKEY, exerted=True)
    a = sc.add(1, "play", MICKEY, exerted=True)
    b = sc.add(1, "play", SVEN, exerted=True)
    item = sc.add(1, "play", ITEM, exerted=True)
    g = sc.build()
    g.apply(0, Quest(marshmallow))
    assert g.state.players[0].lore == 2
    g.apply(0, EndTurn())
    assert set(options(g)) == {a, b}  # the opponent picks which one readies
    choose(g, 1, a)
    assert not card(g, a).exerted and card(g, b).exerted and not card(g, item).exerted
    pass_turn(g, 1)
    assert not card(g, mine).exerted and not card(g, marshmallow).exerted  # yours: all
    pass_turn(g, 0)
    assert not card(g, b).exerted  # only that turn


def test_marshmallow_without_questing_limits_nothing() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Marshmallow - Cranky Climber")
    a = sc.add(1, "play", MICKEY, exerted=True)
    b = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    pass_turn(g, 0)
    assert not card(g, a).exerted and not card(g, b).exerted
