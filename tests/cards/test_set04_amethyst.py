"""Set 4 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard, Quest
from engine.query import keyword, lore, restricted, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, idle, names, options

CASA = "Casa Madrigal - Casita"


# --- Bruno Madrigal - Out of the Shadows -----------------------------------------------------

def test_bruno_grants_return_to_hand_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    bruno = sc.add(0, "hand", "Bruno Madrigal - Out of the Shadows")
    sc.add(0, "inkwell", INK, count=5)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, mickey)
    g.apply(0, Challenge(mickey, foe))
    choose(g, 0, "yes")
    assert MICKEY in names(g, 0, "hand") and idle(g)


def test_bruno_granted_ability_needs_a_challenge_and_lasts_this_turn() -> None:
    sc = Scenario(active=0)
    bruno = sc.add(0, "hand", "Bruno Madrigal - Out of the Shadows")
    sc.add(0, "inkwell", INK, count=5)
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(bruno))
    choose(g, 0, mickey)
    g.apply(0, EndTurn())
    g.apply(1, Challenge(foe, mickey))  # next turn: the granted ability is gone
    assert names(g, 0, "discard") == [MICKEY] and idle(g)


# --- Camilo Madrigal - Prankster -------------------------------------------------------------


def test_camilo_chooses_lore_or_challenger_at_the_start_of_your_turn() -> None:
    sc = Scenario(active=1)
    camilo = sc.add(0, "play", "Camilo Madrigal - Prankster")
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    assert options(g) == ["+1 lore this turn", "Challenger +2 this turn"]
    choose(g, 0, "+1 lore this turn")
    assert lore(g.state, card(g, camilo)) == 2 and keyword(g.state, card(g, camilo),
                                                           "Challenger") is None
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, camilo)) == 1 and idle(g)  # not on the opponent's turn
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    choose(g, 0, "Challenger +2 this turn")
    assert keyword(g.state, card(g, camilo), "Challenger") == 2


# --- Dolores Madrigal - Easy Listener --------------------------------------------------------


def test_dolores_draws_only_if_an_opponent_has_an_exerted_character() -> None:
    for exerted in (True, False):
        sc = Scenario(active=0)
        dolores = sc.add(0, "hand", "Dolores Madrigal - Easy Listener")
        sc.add(0, "inkwell", INK, count=4)
        sc.add(1, "play", SVEN, exerted=exerted)
        sc.add(0, "play", MICKEY, exerted=True)  # yours does not count
        g = sc.build()
        g.apply(0, PlayCard(dolores))
        if exerted:
            choose(g, 0, "yes")
        assert len(names(g, 0, "hand")) == int(exerted) and idle(g)


# --- Isabela Madrigal - Golden Child ---------------------------------------------------------


def test_isabela_gets_3_lore_if_first_to_quest_and_stops_the_others() -> None:
    sc = Scenario(active=0)
    isabela = sc.add(0, "play", "Isabela Madrigal - Golden Child")
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert lore(g.state, card(g, isabela)) == 4
    g.apply(0, Quest(isabela))
    assert g.state.players[0].lore == 4
    assert restricted(g.state, card(g, other), "cant_quest")
    assert Quest(other) not in g.legal_actions(0)  # LEAVE IT TO ME
    assert lore(g.state, card(g, isabela)) == 1  # someone has quested
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, isabela)) == 1  # not during the opponent's turn
    assert not restricted(g.state, card(g, other), "cant_quest")


def test_isabela_gets_no_bonus_after_another_character_quested() -> None:
    sc = Scenario(active=0)
    isabela = sc.add(0, "play", "Isabela Madrigal - Golden Child")
    other = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(other))
    g.apply(0, Quest(isabela))
    assert g.state.players[0].lore == 2 + 1


# --- Marshmallow - Terrifying Snowman --------------------------------------------------------


def test_marshmallow_gets_strength_for_each_card_in_hand() -> None:
    sc = Scenario(active=0)
    marsh = sc.add(0, "play", "Marshmallow - Terrifying Snowman")
    sc.add(0, "hand", MICKEY, count=3)
    sc.add(1, "hand", MICKEY, count=2)
    g = sc.build()
    assert strength(g.state, card(g, marsh)) == 3  # only your hand counts
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())  # drew a card
    assert strength(g.state, card(g, marsh)) == 4
    sc2 = Scenario(active=0)
    m2 = sc2.add(0, "play", "Marshmallow - Terrifying Snowman")
    g2 = sc2.build()
    assert strength(g2.state, card(g2, m2)) == 0


# --- Pepa Madrigal - Weather Maker -----------------------------------------------------------

def test_pepa_exerts_and_holds_down_unless_at_a_location() -> None:
    sc = Scenario(active=0)
    pepa = sc.add(0, "hand", "Pepa Madrigal - Weather Maker")
    sc.add(0, "inkwell", INK, count=5)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pepa))
    choose(g, 0, "yes")
    assert card(g, foe).exerted
    g.apply(0, EndTurn())
    assert card(g, foe).exerted  # did not ready


def test_pepa_restriction_does_not_hold_a_character_at_a_location() -> None:
    sc = Scenario(active=0)
    pepa = sc.add(0, "hand", "Pepa Madrigal - Weather Maker")
    sc.add(0, "inkwell", INK, count=5)
    casa = sc.add(1, "play", CASA)
    foe = sc.add(1, "play", SVEN, location=casa)
    g = sc.build()
    g.apply(0, PlayCard(pepa))
    choose(g, 0, "yes")
    assert card(g, foe).exerted
    g.apply(0, EndTurn())
    assert not card(g, foe).exerted


def test_pepa_may_decline() -> None:
    sc = Scenario(active=0)
    pepa = sc.add(0, "hand", "Pepa Madrigal - Weather Maker")
    sc.add(0, "inkwell", INK, count=5)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pepa))
    choose(g, 0, "no")
    assert not card(g, foe).exerted and idle(g)


# --- Poor Unfortunate Souls ------------------------------------------------------------------


def test_poor_unfortunate_souls_returns_a_character_item_or_location_with_cost_2_or_less() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Poor Unfortunate Souls")
    sc.add(0, "inkwell", INK, count=2)
    item = sc.add(1, "play", "Dinglehopper")
    cheap = sc.add(1, "play", "HeiHei - Persistent Presence")
    casa = sc.add(1, "play", CASA)
    sc.add(1, "play", SVEN)  # cost 6: not a choice
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {item, cheap, casa}
    choose(g, 0, casa)
    assert names(g, 1, "hand") == [CASA]
