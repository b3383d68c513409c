"""Rules for the ability vocabulary added for the set 12 amethyst cards, named by rulebook
number: questing while drying, a character that may enter play exerted, not readying in the
Ready step, moving to a location for free, and a per-turn count of the classifications of
the characters played. Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Activate, EndTurn, PlayCard, Quest
from engine.actions import Challenge, MoveTo
from engine.dsl import YOU, Activated, CardScript, DidThisTurn, Filter, Static
from engine.scenario import Scenario
from engine.steps import Draw, If, Ready

from .helpers import (
    LAGOON,
    MICKEY,
    MINNIE,
    PRIDE_ROCK,
    SIMBA_BODYGUARD,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    idle,
    scripted,
)


def _inked(sc: Scenario, seat: int, n: int) -> None:
    sc.add(seat, "inkwell", STITCH, count=n)


# --- 1.7.5 / 5.1.1.11: drying ---------------------------------------------------------------

def test_1_7_5_a_quest_while_drying_static_lets_a_drying_character_quest_only() -> None:
    with scripted({MICKEY: CardScript(statics=(Static("quest_while_drying"),))}), \
            blank(SVEN, STITCH):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sven = sc.add(0, "hand", SVEN)
        foe = sc.add(1, "play", STITCH, exerted=True)
        _inked(sc, 0, 9)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        g.apply(0, PlayCard(sven))
        m, s = find(g, 0, "play", MICKEY).iid, find(g, 0, "play", SVEN).iid
        legal = g.legal_actions(0)
        assert Quest(m) in legal and Quest(s) not in legal
        assert Challenge(m, foe) not in legal  # challenging still needs Rush
        g.apply(0, Quest(m))
        assert g.state.players[0].lore == 2


# --- 8.3.2: entering play exerted -----------------------------------------------------------

def test_8_3_2_a_may_enter_exerted_static_offers_the_bodyguard_choice() -> None:
    with scripted({MICKEY: CardScript(statics=(Static("may_enter_exerted"),))}), \
            blank(SIMBA_BODYGUARD, MINNIE):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        minnie = sc.add(0, "hand", MINNIE)
        _inked(sc, 0, 9)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        choose(g, 0, "exerted")
        assert find(g, 0, "play", MICKEY).exerted
        g.apply(0, PlayCard(minnie))  # no such static: no question
        assert idle(g) and not find(g, 0, "play", MINNIE).exerted


# --- 3.2.1.1: the Ready step ----------------------------------------------------------------

def test_3_2_1_1_cant_ready_at_start_skips_only_the_ready_step() -> None:
    no_ready = Static("cant_ready_at_start", Filter(owner=YOU, other=True))
    ready_one = Activated((Ready(Filter(owner=YOU, exerted=True)),), exert=False)
    with scripted({SVEN: CardScript(statics=(no_ready,), activated=(ready_one,))}), \
            blank(MICKEY, STITCH):
        sc = Scenario(active=1)
        sven = sc.add(0, "play", SVEN)
        mickey = sc.add(0, "play", MICKEY, exerted=True)
        foe = sc.add(1, "play", STITCH, exerted=True)
        _inked(sc, 0, 2)
        g = sc.build()
        g.apply(1, EndTurn())
        assert card(g, mickey).exerted  # not readied in his Ready step
        g.apply(0, Activate(sven))
        assert not card(g, mickey).exerted  # an effect still readies him
        g.apply(0, EndTurn())
        assert not card(g, foe).exerted  # the opponent's characters are not affected


# --- 4.7.3.2: moving for free ---------------------------------------------------------------

def test_4_7_3_2_a_move_free_static_waives_the_move_cost_for_matching_characters() -> None:
    free = Static("move_free", Filter(owner=YOU, exerted=True))
    with scripted({PRIDE_ROCK: CardScript(statics=(free,))}), blank(MICKEY, MINNIE, LAGOON):
        sc = Scenario(active=0)
        rock = sc.add(0, "play", PRIDE_ROCK)  # move cost 2
        lagoon = sc.add(0, "play", LAGOON)  # move cost 1
        tired = sc.add(0, "play", MICKEY, exerted=True)
        fresh = sc.add(0, "play", MINNIE)
        _inked(sc, 0, 1)
        g = sc.build()
        legal = g.legal_actions(0)
        assert MoveTo(tired, rock) in legal and MoveTo(fresh, rock) not in legal
        assert MoveTo(tired, lagoon) in legal  # paid as usual elsewhere
        g.apply(0, MoveTo(tired, rock))
        assert g.state.players[0].ready_ink() == 1 and card(g, tired).location == rock
        g.apply(0, MoveTo(fresh, lagoon))
        assert g.state.players[0].ready_ink() == 0


# --- 6.2 / counters: the classifications of the characters played this turn -----------------

def test_6_2_played_classification_counts_characters_played_this_turn() -> None:
    draw_if_hero = Activated((If(DidThisTurn("played:Hero"), (Draw(1),)),), exert=False)
    with scripted({SVEN: CardScript(activated=(draw_if_hero,))}), blank(MICKEY, MINNIE):
        sc = Scenario(active=0)
        sven = sc.add(0, "play", SVEN)
        sc.add(0, "hand", MINNIE)  # a Princess, not a Hero
        sc.add(0, "hand", MICKEY)  # a Hero
        _inked(sc, 0, 9)
        g = sc.build()
        g.apply(0, PlayCard(find(g, 0, "hand", MINNIE).iid))
        g.apply(0, Activate(sven))
        assert len(g.state.players[0].hand) == 1
        g.apply(0, PlayCard(find(g, 0, "hand", MICKEY).iid))
        assert g.state.players[0].counters["played:Hero"] == 1
        assert g.state.players[0].counters["played:Princess"] == 1
        g.apply(0, Activate(sven))
        assert len(g.state.players[0].hand) == 1  # drew one
