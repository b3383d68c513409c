"""Set 11 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, EndTurn, Game, PlayCard, Quest
from engine.query import cost_to_play, lore, strength
from engine.scenario import Scenario

from .helpers import (
    INK,
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

LILO = "Lilo - Making a Wish"  # 1/1, cost 1, lore 2, no abilities
TOD = "Tod - All Alone"  # 2/2, cost 1, no abilities
DETECTIVE = "Clawhauser - Donut Detective"  # a Detective, cost 6, Challenger +2
BASIL = "Basil - Of Baker Street"  # a Detective, no abilities
POCAHONTAS = "Pocahontas - Finding the Way"
PEACEKEEPER = "Pocahontas - Peacekeeper"  # Shift 3 onto a Pocahontas


def _cost(g: Game, seat: int, iid: int) -> int:
    return cost_to_play(g.state, g.state.players[seat], card(g, iid))


def _hand(g: Game, seat: int = 0) -> int:
    return len(g.state.players[seat].hand)


# --- Lilo - Snow Artist ----------------------------------------------------------------------

def test_lilo_snow_artist_gets_lore_while_you_have_stitch() -> None:
    for stitch_owner, want in ((None, 1), (1, 1), (0, 2)):
        sc = Scenario(active=0)
        lilo = sc.add(0, "play", "Lilo - Snow Artist")
        if stitch_owner is not None:
            sc.add(stitch_owner, "play", STITCH)
        g = sc.build()
        assert lore(g.state, card(g, lilo)) == want, stitch_owner


# --- Pudge - Controls the Weather ------------------------------------------------------------

def test_pudge_is_free_with_your_lilo_in_play() -> None:
    for lilo_owner, cost in ((None, 2), (1, 2), (0, 0)):
        sc = Scenario(active=0)
        pudge = sc.add(0, "hand", "Pudge - Controls the Weather")
        sc.add(0, "inkwell", INK)  # 1 ink: not enough to pay 2
        if lilo_owner is not None:
            sc.add(lilo_owner, "play", LILO)
        g = sc.build()
        assert _cost(g, 0, pudge) == cost
        assert (PlayCard(pudge) in g.legal_actions(0)) is (cost == 0)
    g.apply(0, PlayCard(pudge))
    assert "Pudge - Controls the Weather" in names(g, 0, "play")
    assert g.state.players[0].ready_ink() == 1  # nothing paid


# --- Pumbaa - Winter Warthog -----------------------------------------------------------------

def test_pumbaa_winter_warthog_makes_each_opponent_discard_a_card_of_their_choice() -> None:
    sc, pumbaa = hand_and_ink("Pumbaa - Winter Warthog")
    sc.add(1, "hand", MICKEY)
    kept = sc.add(1, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pumbaa))
    assert g.state.decision is not None and g.state.decision.player == 1
    assert len(options(g)) == 2
    choose(g, 1, find(g, 1, "hand", MICKEY).iid)
    assert names(g, 1, "hand") == [SVEN] and names(g, 1, "discard") == [MICKEY]
    assert card(g, kept).zone == "hand"


# --- Stitch - Carefree Snowboarder -----------------------------------------------------------

def test_stitch_carefree_snowboarder_may_draw_with_two_other_characters() -> None:
    for others, answer, drawn in ((2, "yes", 1), (2, "no", 0), (1, None, 0)):
        sc = Scenario(active=0)
        stitch = sc.add(0, "play", "Stitch - Carefree Snowboarder")
        sc.add(0, "play", OWL, count=others)
        sc.add(1, "play", MICKEY)  # an opponent's: does not count
        g = sc.build()
        g.apply(0, Quest(stitch))
        if answer is not None:
            choose(g, 0, answer)
        assert idle(g) and _hand(g) == drawn and g.state.players[0].lore == 2


# --- Pocahontas - Finding the Way ------------------------------------------------------------

def test_pocahontas_finding_the_way_gives_chosen_character_lore_this_turn() -> None:
    sc, poca = hand_and_ink(POCAHONTAS)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(poca))
    assert set(options(g)) == {mickey, foe, find(g, 0, "play", POCAHONTAS).iid}
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3
    g.apply(0, Quest(mickey))
    assert g.state.players[0].lore == 3
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2


# --- Fangmeyer - Icy Officer -----------------------------------------------------------------

def test_fangmeyer_may_return_a_detective_from_your_discard() -> None:
    for answer in ("yes", "no"):
        sc, fang = hand_and_ink("Fangmeyer - Icy Officer")
        sc.add(0, "discard", MICKEY)
        sc.add(0, "discard", DETECTIVE)
        sc.add(0, "discard", BASIL)
        sc.add(1, "discard", BASIL)  # an opponent's Detective
        g = sc.build()
        g.apply(0, PlayCard(fang))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {find(g, 0, "discard", DETECTIVE).iid,
                                       find(g, 0, "discard", BASIL).iid}
            choose(g, 0, find(g, 0, "discard", DETECTIVE).iid)
            assert names(g, 0, "hand") == [DETECTIVE]
            assert names(g, 0, "discard") == [MICKEY, BASIL]
        else:
            assert names(g, 0, "hand") == []
            assert names(g, 0, "discard") == [MICKEY, DETECTIVE, BASIL]


# --- Sarabi - Protecting the Pride -----------------------------------------------------------

def test_sarabi_weakens_an_opposing_character_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    sarabi = sc.add(0, "play", "Sarabi - Protecting the Pride")
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)  # 5 strength
    other = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, Activate(sarabi, 0))
    assert set(options(g)) == {foe, other}
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 1 and card(g, sarabi).exerted
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 1  # still during their turn
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5

