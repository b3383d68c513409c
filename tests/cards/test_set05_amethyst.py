"""Set 5 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard
from engine.query import cost_to_play, keyword
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, idle, names, options

MALEFICENT = "Maleficent - Vengeful Sorceress"  # vanilla, inkable, 2/2
LIBRARY = "The Library - A Gift for Belle"


# --- The Nokk - Mythical Spirit --------------------------------------------------------------

def test_the_nokk_moves_up_to_2_damage_to_an_opposing_character() -> None:
    sc = Scenario(active=0)
    nokk = sc.add(0, "hand", "The Nokk - Mythical Spirit")
    sc.add(0, "inkwell", INK, count=6)
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(nokk))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    assert options(g) == ["0", "1", "2"]
    choose(g, 0, "2")
    assert card(g, hurt).damage == 1 and card(g, foe).damage == 2


def test_the_nokk_may_move_less() -> None:
    sc = Scenario(active=0)
    nokk = sc.add(0, "hand", "The Nokk - Mythical Spirit")
    sc.add(0, "inkwell", INK, count=6)
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(nokk))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    choose(g, 0, "1")
    assert card(g, hurt).damage == 2 and card(g, foe).damage == 1 and idle(g)


# --- Bruni - Fire Salamander -----------------------------------------------------------------

def test_bruni_may_draw_when_banished() -> None:
    sc = Scenario(active=0)
    bruni = sc.add(0, "play", "Bruni - Fire Salamander")
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(bruni, foe))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1 and idle(g)


# --- Earth Giant - Living Mountain -----------------------------------------------------------

def test_earth_giant_makes_each_opponent_draw() -> None:
    sc = Scenario(active=0)
    giant = sc.add(0, "hand", "Earth Giant - Living Mountain")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, PlayCard(giant))
    assert len(names(g, 1, "hand")) == 1 and names(g, 0, "hand") == []


# --- Gale - Wind Spirit ----------------------------------------------------------------------

def test_gale_returns_to_hand_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    gale = sc.add(0, "play", "Gale - Wind Spirit")
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(gale, foe))
    assert names(g, 0, "hand") == ["Gale - Wind Spirit"] and names(g, 0, "discard") == []
    assert idle(g)


# --- Anna - Mystical Majesty -----------------------------------------------------------------

def test_anna_mystical_majesty_exerts_all_opposing() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "hand", "Anna - Mystical Majesty")
    sc.add(0, "inkwell", INK, count=7)
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    assert card(g, a).exerted and card(g, b).exerted and not card(g, mine).exerted


# --- Elsa - The Fifth Spirit -----------------------------------------------------------------

def test_elsa_the_fifth_spirit_exerts_an_opposing_character() -> None:
    sc = Scenario(active=0)
    elsa = sc.add(0, "hand", "Elsa - The Fifth Spirit")
    sc.add(0, "inkwell", INK, count=5)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(elsa))
    assert card(g, foe).exerted


# --- Olaf - Happy Passenger ------------------------------------------------------------------

def test_olaf_costs_1_less_per_exerted_opposing_character() -> None:
    sc = Scenario(active=0)
    olaf = sc.add(0, "hand", "Olaf - Happy Passenger")
    sc.add(1, "play", SVEN, exerted=True)
    sc.add(1, "play", MICKEY, exerted=True)
    sc.add(1, "play", MICKEY)
    sc.add(0, "play", MICKEY, exerted=True)  # yours do not count
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, olaf)) == 7


# --- Anna - Eager Acolyte --------------------------------------------------------------------

def test_anna_eager_acolyte_each_opponent_exerts_one_of_theirs() -> None:
    sc = Scenario(active=0)
    anna = sc.add(0, "hand", "Anna - Eager Acolyte")
    sc.add(0, "inkwell", INK, count=3)
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY, exerted=True)  # already exerted: not a choice
    mine = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    assert set(options(g)) == {a, b}
    choose(g, 1, b)
    assert card(g, b).exerted and not card(g, a).exerted and not card(g, mine).exerted


# --- King of Hearts - Monarch of Wonderland --------------------------------------------------

def test_king_of_hearts_keeps_an_exerted_character_down() -> None:
    sc = Scenario(active=0)
    king = sc.add(0, "play", "King of Hearts - Monarch of Wonderland")
    foe = sc.add(1, "play", SVEN, exerted=True)
    sc.add(1, "play", MICKEY)  # ready: not a choice
    g = sc.build()
    g.apply(0, Activate(king, 0))
    assert card(g, king).exerted
    choose(g, 0, foe)  # the exerted King of Hearts is a choice too
    g.apply(0, EndTurn())
    assert card(g, foe).exerted


# --- Hypnotic Strength -----------------------------------------------------------------------

def test_hypnotic_strength_draws_and_grants_challenger() -> None:
    sc = Scenario(active=0)
    hs = sc.add(0, "hand", "Hypnotic Strength")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(hs))
    choose(g, 0, mine)
    assert keyword(g.state, card(g, mine), "Challenger") == 2
    assert len(names(g, 0, "hand")) == 1


# --- Finders Keepers -------------------------------------------------------------------------

def test_finders_keepers_draws_three() -> None:
    sc = Scenario(active=0)
    fk = sc.add(0, "hand", "Finders Keepers")
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    g.apply(0, PlayCard(fk))
    assert len(names(g, 0, "hand")) == 3


# --- Retrosphere -----------------------------------------------------------------------------


def test_retrosphere_returns_a_cheap_card_and_banishes_itself() -> None:
    sc = Scenario(active=0)
    sphere = sc.add(0, "play", "Retrosphere")
    sc.add(0, "inkwell", INK, count=2)
    cheap = sc.add(1, "play", MICKEY)
    sc.add(1, "play", SVEN)
    item = sc.add(1, "play", "Dinglehopper")
    g = sc.build()
    g.apply(0, Activate(sphere, 0))
    assert sorted(options(g)) == sorted([cheap, item])
    choose(g, 0, cheap)
    assert names(g, 1, "hand") == [MICKEY] and names(g, 0, "discard") == ["Retrosphere"]
    assert g.state.players[0].ready_ink() == 0


# --- The Library - A Gift for Belle ----------------------------------------------------------

def test_the_library_draws_when_a_character_here_is_banished() -> None:
    sc = Scenario(active=1)
    library = sc.add(0, "play", LIBRARY)
    here = sc.add(0, "play", MALEFICENT, location=library, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, here))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1 and idle(g)


def test_the_library_ignores_characters_elsewhere() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", LIBRARY)
    away = sc.add(0, "play", MALEFICENT, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, away))
    assert names(g, 0, "hand") == [] and idle(g)
