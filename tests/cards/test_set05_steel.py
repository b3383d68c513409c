"""Set 5 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard
from engine.query import restricted
from engine.scenario import Scenario

from .helpers import INK, MICKEY, STITCH, SVEN, card, choose, idle, names, options

RUDY = "Rudy - Groove Disrupter"  # vanilla 2/2
EVASIVE = "Zazu - Advisor to Mufasa"  # Evasive 3/5


# --- Simba - Lost Prince ---------------------------------------------------------------------

def test_simba_lost_prince_may_draw_after_banishing_in_a_challenge_on_your_turn() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Lost Prince", exerted=True)
    other = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", RUDY, exerted=True)
    attacker = sc.add(1, "play", RUDY)
    g = sc.build()
    g.apply(0, Challenge(other, foe))  # another character banishes: nothing
    assert names(g, 0, "hand") == [] and idle(g)
    g.apply(0, EndTurn())
    g.apply(1, Challenge(attacker, simba))  # banished by Simba, on their turn: nothing
    assert names(g, 0, "hand") == [] and idle(g)


def test_simba_lost_prince_draws() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "play", "Simba - Lost Prince")
    foe = sc.add(1, "play", RUDY, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(simba, foe))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


# --- Yzma - Unjustly Treated -----------------------------------------------------------------


def test_yzma_deals_1_damage_when_yours_banish_in_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Yzma - Unjustly Treated")
    mine = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", RUDY, exerted=True)
    other = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    choose(g, 0, "yes")
    choose(g, 0, other)
    assert card(g, other).damage == 1 and idle(g)


def test_yzma_does_nothing_when_yours_banish_a_challenger_on_an_opponents_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Yzma - Unjustly Treated")
    mine = sc.add(0, "play", SVEN, exerted=True)  # 6/6: banishes the challenger
    foe = sc.add(1, "play", RUDY)
    other = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, mine))
    assert names(g, 1, "discard") == [RUDY]  # banished by Sven in the challenge
    assert g.state.decision is None and not g.state.bag and idle(g)
    assert card(g, other).damage == 0


# --- Kronk - Head of Security ----------------------------------------------------------------

def test_kronk_head_of_security_plays_a_character_for_free() -> None:
    sc = Scenario(active=0)
    kronk = sc.add(0, "play", "Kronk - Head of Security")  # 6/6
    sc.add(0, "hand", SVEN)  # cost 6: too much
    mickey = sc.add(0, "hand", MICKEY)
    stitch = sc.add(0, "hand", STITCH)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(kronk, foe))
    choose(g, 0, "yes")
    assert options(g) == [mickey, stitch]
    choose(g, 0, mickey)
    assert MICKEY in names(g, 0, "play") and names(g, 0, "hand") == [SVEN, STITCH]


# --- Simba - Son of Mufasa -------------------------------------------------------------------


def test_simba_son_of_mufasa_may_banish_an_item_or_location() -> None:
    sc = Scenario(active=0)
    simba = sc.add(0, "hand", "Simba - Son of Mufasa")
    sc.add(0, "inkwell", INK, count=6)
    item = sc.add(1, "play", "Retrosphere")
    place = sc.add(1, "play", "Tropical Rainforest - Jaguar Lair")
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(simba))
    choose(g, 0, "yes")
    assert set(options(g)) == {item, place}
    choose(g, 0, place)
    assert names(g, 1, "discard") == ["Tropical Rainforest - Jaguar Lair"]


# --- Pete - Games Referee --------------------------------------------------------------------

def test_pete_games_referee_stops_opponents_actions_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    pete = sc.add(0, "hand", "Pete - Games Referee")
    sc.add(0, "inkwell", INK, count=4)
    action = sc.add(1, "hand", "Food Fight!")
    song = sc.add(1, "hand", "When Will My Life Begin?")
    char = sc.add(1, "hand", RUDY)
    sc.add(1, "inkwell", INK, count=3)
    mine = sc.add(0, "hand", "Food Fight!")
    g = sc.build()
    g.apply(0, PlayCard(pete))
    assert PlayCard(mine) in g.legal_actions(0)  # only opponents
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert PlayCard(action) not in legal and PlayCard(song) not in legal
    assert PlayCard(char) in legal
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert PlayCard(action) in legal and PlayCard(song) in legal


# --- Tug-of-War ------------------------------------------------------------------------------


def test_tug_of_war_modes() -> None:
    for mode, expected in (("1 damage to each without Evasive", (1, 0)),
                           ("3 damage to each with Evasive", (0, 3))):
        sc = Scenario(active=0)
        tug = sc.add(0, "hand", "Tug-of-War")
        sc.add(0, "inkwell", INK, count=5)
        plain = sc.add(1, "play", SVEN)
        evasive = sc.add(1, "play", EVASIVE)
        mine = sc.add(0, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(tug))
        choose(g, 0, mode)
        assert (card(g, plain).damage, card(g, evasive).damage) == expected
        assert card(g, mine).damage == 0


# --- When Will My Life Begin? ----------------------------------------------------------------


def test_when_will_my_life_begin_stops_challenging_next_turn_and_draws() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "When Will My Life Begin?")
    sc.add(0, "inkwell", INK, count=3)
    foe = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, foe)
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) not in g.legal_actions(1)
    assert restricted(g.state, card(g, foe), "cant_challenge")
    g.apply(1, EndTurn())
    assert not restricted(g.state, card(g, foe), "cant_challenge")


# --- Food Fight! -----------------------------------------------------------------------------

def test_food_fight_gives_your_characters_a_damage_ability_this_turn() -> None:
    sc = Scenario(active=0)
    ff = sc.add(0, "hand", "Food Fight!")
    sc.add(0, "inkwell", INK, count=3)
    mine = sc.add(0, "play", MICKEY)
    fresh = sc.add(0, "play", MICKEY, drying=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    assert not any(isinstance(a, Activate) for a in g.legal_actions(0))
    g.apply(0, PlayCard(ff))
    legal = g.legal_actions(0)
    assert Activate(mine, 0) in legal and Activate(fresh, 0) not in legal  # {E}: dry only
    assert not any(isinstance(a, Activate) and a.card == foe for a in legal)
    g.apply(0, Activate(mine, 0))
    choose(g, 0, foe)
    assert card(g, foe).damage == 1 and card(g, mine).exerted
    assert g.state.players[0].ready_ink() == 1
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert not any(isinstance(a, Activate) for a in g.legal_actions(0))
