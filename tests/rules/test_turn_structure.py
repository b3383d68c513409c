"""Turn structure (rulebook 3.x) and the turn actions (4.x): ink, play, activate, quest,
challenge, move, end the turn, concede."""

from __future__ import annotations

import pytest

from engine import (
    Activate,
    Challenge,
    Choose,
    Concede,
    EndTurn,
    IllegalAction,
    InkCard,
    MoveTo,
    PlayCard,
    Quest,
    query,
)
from engine.dsl import YOUR_TURN, Activated, CardScript, Filter, Trigger
from engine.scenario import Scenario
from engine.state import TimedEffect
from engine.steps import Banish, Damage, Draw, GainLore
from engine.steps import Choose as ChooseStep

from .helpers import (
    GOONS,
    ITEM,
    KRONK,
    LAGOON,
    LILO,
    MICKEY,
    MINNIE,
    PRIDE_ROCK,
    SONG2,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    event_types,
    idle,
    names,
    scripted,
)

# --- 3.2 Start-of-Turn phase -----------------------------------------------------------------

def test_3_2_1_1_ready_step_readies_the_active_players_cards_and_ink() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=1)
        mine = sc.add(0, "play", MICKEY, exerted=True)
        sc.add(0, "inkwell", STITCH, count=2, exerted=True)
        theirs = sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        g.apply(1, EndTurn())
    assert not card(g, mine).exerted and g.state.players[0].ready_ink() == 2
    assert card(g, theirs).exerted  # only the active player's cards ready


def test_3_2_2_1_set_step_ends_drying_for_the_active_player_only() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=1)
        mine = sc.add(0, "play", MICKEY, drying=True)
        theirs = sc.add(1, "play", GOONS, drying=True)
        g = sc.build()
        g.apply(1, EndTurn())
    assert not card(g, mine).drying and card(g, theirs).drying


def test_3_2_2_2_set_step_gains_lore_from_locations_without_the_bag() -> None:
    with blank(LAGOON, PRIDE_ROCK):
        sc = Scenario(active=1)
        sc.add(0, "play", LAGOON)  # lore 1
        sc.add(0, "play", PRIDE_ROCK)  # lore 1
        sc.add(1, "play", LAGOON)
        g = sc.build()
        g.apply(1, EndTurn())
    assert g.state.players[0].lore == 2 and g.state.players[1].lore == 0
    assert g.state.bag == [] and idle(g)


def test_3_2_2_2_location_lore_can_win_at_the_start_of_the_turn() -> None:
    with blank(LAGOON):
        sc = Scenario(active=1).lore(0, 19)
        sc.add(0, "play", LAGOON)
        g = sc.build()
        g.apply(1, EndTurn())
    assert g.result is not None and g.result.winner == 0 and g.result.reason == "lore"


def test_3_2_3_1_draw_step_draws_one_card() -> None:
    g = Scenario(active=1).build()
    g.apply(1, EndTurn())
    assert len(g.state.players[0].hand) == 1 and len(g.state.players[0].deck) == 9
    assert g.state.phase == "main" and g.state.turn == 4


# --- 3.3 Main phase, 3.4 End-of-Turn phase ---------------------------------------------------

def test_3_3_2_1_cannot_end_the_turn_while_a_decision_is_pending() -> None:
    zap = CardScript(effect=(ChooseStep("t"), Damage("t", 1)))
    with scripted({SONG2: zap}), blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", MICKEY)
        sc.add(1, "play", GOONS)
        g = sc.build()
        g.apply(0, PlayCard(song))
        legal = g.legal_actions(0)
        assert all(isinstance(a, Choose | Concede) for a in legal)
        before = g.snapshot()
        with pytest.raises(IllegalAction) as err:
            g.apply(0, EndTurn())
        assert err.value.code == "decision_pending" and g.snapshot() == before


def test_3_4_1_1_end_of_turn_triggers_resolve() -> None:
    at_end = CardScript(triggers=(Trigger("turn_end", (GainLore(2),), subject="any",
                                          condition=YOUR_TURN),))
    with scripted({MICKEY: at_end}):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, EndTurn())
        assert g.state.players[0].lore == 2 and g.state.active == 1
        g.apply(1, EndTurn())  # not seat 0's turn: "your turn" doesn't trigger
        assert g.state.players[0].lore == 2


def test_3_4_1_2_this_turn_effects_end_at_the_end_of_the_turn() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.state.effects.append(TimedEffect("strength", mickey, 0, 2, until_turn=g.state.turn))
        assert query.strength(g.state, card(g, mickey)) == 5
        g.apply(0, EndTurn())
    assert query.strength(g.state, card(g, mickey)) == 3 and g.state.effects == []


def test_3_4_1_2_their_next_turn_effects_last_through_that_turn() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.state.effects.append(TimedEffect("cant_quest", mickey, waiting_for=1))
        g.apply(0, EndTurn())
        assert Quest(mickey) not in g.legal_actions(1)
        g.apply(1, EndTurn())
        g.apply(0, EndTurn())
        assert Quest(mickey) in g.legal_actions(1)


def test_3_4_2_final_state_check_when_the_turn_ends() -> None:
    """A willpower boost that ends with the turn leaves lethal damage: the end-of-turn check
    banishes the character before the next turn starts."""
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY, damage=4)
        g = sc.build()
        g.state.effects.append(TimedEffect("willpower", mickey, 0, 2, until_turn=g.state.turn))
        g.apply(0, EndTurn())
    assert names(g, 0, "discard") == [MICKEY]


def test_4_1_2_only_the_active_player_takes_turn_actions() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        theirs = sc.add(1, "play", MICKEY)
        g = sc.build()
        assert g.legal_actions(1) == [Concede()]
        with pytest.raises(IllegalAction) as err:
            g.apply(1, Quest(theirs))
        assert err.value.code == "not_your_turn"


# --- 4.2 Ink a card ------------------------------------------------------------------------

def test_4_2_1_only_cards_with_the_inkwell_symbol() -> None:
    with blank(LILO, MICKEY):
        sc = Scenario(active=0)
        lilo = sc.add(0, "hand", LILO)
        mickey = sc.add(0, "hand", MICKEY)
        g = sc.build()
        legal = g.legal_actions(0)
        assert InkCard(mickey) in legal and InkCard(lilo) not in legal


def test_4_2_3_ink_once_per_turn() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        goons = sc.add(0, "hand", GOONS)
        sc.add(1, "hand", STITCH)
        g = sc.build()
        g.apply(0, InkCard(mickey))
        assert not any(isinstance(a, InkCard) for a in g.legal_actions(0))
        with pytest.raises(IllegalAction):
            g.apply(0, InkCard(goons))
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        assert InkCard(goons) in g.legal_actions(0)


def test_4_2_1_3_inked_card_is_facedown_and_ready() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        g = sc.build()
        events = g.apply(0, InkCard(mickey))
    c = g.state.players[0].inkwell[0]
    assert c.facedown and not c.exerted and g.state.players[0].ready_ink() == 1
    assert event_types(events) == ["ink"]


# --- 4.3 Play a card -----------------------------------------------------------------------

def test_4_3_2_4_playing_a_card_exerts_ink_equal_to_its_cost() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=4)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
    assert g.state.players[0].ready_ink() == 1 and names(g, 0, "play") == [MICKEY]


def test_4_3_2_4_cannot_play_without_enough_ink() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(0, "inkwell", STITCH, count=1, exerted=True)
        g = sc.build()
        assert PlayCard(mickey) not in g.legal_actions(0)
        before = g.snapshot()
        with pytest.raises(IllegalAction) as err:
            g.apply(0, PlayCard(mickey))
        assert err.value.code == "illegal" and g.snapshot() == before


def test_4_3_3_2_action_resolves_then_goes_to_the_discard() -> None:
    draw2 = CardScript(effect=(Draw(2),))
    with scripted({SONG2: draw2}):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert names(g, 0, "discard") == [SONG2] and len(g.state.players[0].hand) == 2
    assert names(g, 0, "play") == []


def test_7_1_6_1_action_effect_resolves_before_triggers_it_caused() -> None:
    """1.7.2 / 5.4.5 / 7.1.6.1: the played action resolves fully before any trigger (here a
    'whenever you play an action' on Mickey) leaves the bag."""
    watcher = CardScript(triggers=(Trigger("play", (GainLore(1),), subject="own",
                                           filter=Filter(types=("Action",)), optional=True),))
    draw1 = CardScript(effect=(Draw(1),))
    with scripted({MICKEY: watcher, SONG2: draw1}):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(song))
        d = g.state.decision
        assert d is not None and d.kind == "may"
        assert len(g.state.players[0].hand) == 1 and names(g, 0, "discard") == [SONG2]
        choose(g, 0, "yes")
    assert g.state.players[0].lore == 1


# --- 4.4 Activated abilities ---------------------------------------------------------------

def test_4_4_2_exert_abilities_need_a_dry_ready_character() -> None:
    tap = CardScript(activated=(Activated((GainLore(1),), exert=True, ink=1),))
    with scripted({MICKEY: tap}):
        sc = Scenario(active=0)
        wet = sc.add(0, "play", MICKEY, drying=True)
        tired = sc.add(0, "play", MICKEY, exerted=True)
        dry = sc.add(0, "play", MICKEY)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        legal = g.legal_actions(0)
        assert Activate(dry, 0) in legal
        assert Activate(wet, 0) not in legal and Activate(tired, 0) not in legal
        g.apply(0, Activate(dry, 0))
    assert card(g, dry).exerted and g.state.players[0].lore == 1
    assert g.state.players[0].ready_ink() == 0


def test_4_4_ability_without_exert_usable_while_drying_or_exerted() -> None:
    pay = CardScript(activated=(Activated((GainLore(1),), exert=False, ink=1),))
    with scripted({MICKEY: pay}):
        sc = Scenario(active=0)
        wet = sc.add(0, "play", MICKEY, drying=True, exerted=True)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        assert Activate(wet, 0) in g.legal_actions(0)


def test_4_4_ability_needs_its_ink() -> None:
    pay = CardScript(activated=(Activated((GainLore(1),), exert=False, ink=2),))
    with scripted({MICKEY: pay}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        assert Activate(mickey, 0) not in g.legal_actions(0)


def test_4_4_3_only_the_active_player_uses_activated_abilities() -> None:
    tap = CardScript(activated=(Activated((GainLore(1),), exert=True),))
    with scripted({ITEM: tap}):
        sc = Scenario(active=0)
        item = sc.add(1, "play", ITEM)
        g = sc.build()
        assert Activate(item, 0) not in g.legal_actions(1)


# --- 4.5 Quest -----------------------------------------------------------------------------

def test_4_5_quest_exerts_and_gains_lore() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        events = g.apply(0, Quest(mickey))
        assert card(g, mickey).exerted and g.state.players[0].lore == 2
        assert {"type": "quest", "card": mickey, "lore": 2} in events
        assert Quest(mickey) not in g.legal_actions(0)  # exerted


def test_4_5_3_1_negative_lore_gains_nothing() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0).lore(0, 5)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.state.effects.append(TimedEffect("lore", mickey, 0, -4, until_turn=g.state.turn))
        g.apply(0, Quest(mickey))
    assert g.state.players[0].lore == 5


# --- 4.6 Challenge -------------------------------------------------------------------------

def test_4_6_4_2_only_exerted_opposing_characters_can_be_challenged() -> None:
    with blank(MICKEY, GOONS, SVEN):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        own_exerted = sc.add(0, "play", GOONS, exerted=True)
        ready = sc.add(1, "play", SVEN)
        exerted = sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        targets = {a.defender for a in g.legal_actions(0) if isinstance(a, Challenge)}
        assert targets == {exerted}
        assert own_exerted not in targets and ready not in targets and mickey


def test_4_6_4_1_challenger_must_be_ready_and_dry() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY, exerted=True)
        sc.add(0, "play", MICKEY, drying=True)
        sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        assert not any(isinstance(a, Challenge) for a in g.legal_actions(0))


def test_4_6_6_2_challenge_damage_is_simultaneous() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        a = sc.add(0, "play", MICKEY)
        d = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        events = g.apply(0, Challenge(a, d))
    assert names(g, 0, "discard") == [MICKEY] and names(g, 1, "discard") == [MICKEY]
    assert event_types(events).count("damage") == 2
    assert event_types(events).count("banish") == 2


def test_4_6_4_4_challenger_is_exerted() -> None:
    with blank(SVEN, GOONS):
        sc = Scenario(active=0)
        sven = sc.add(0, "play", SVEN)
        goons = sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(sven, goons))
    assert card(g, sven).exerted and card(g, sven).damage == 2


def test_4_6_6_1_negative_strength_deals_no_damage() -> None:
    with blank(SVEN, GOONS):
        sc = Scenario(active=0)
        goons = sc.add(0, "play", GOONS)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        g.state.effects.append(TimedEffect("strength", goons, 0, -5, until_turn=g.state.turn))
        g.apply(0, Challenge(goons, sven))
    assert card(g, sven).damage == 0


def test_4_6_8_3_locations_deal_no_damage() -> None:
    with blank(GOONS, PRIDE_ROCK):
        sc = Scenario(active=0)
        goons = sc.add(0, "play", GOONS)
        rock = sc.add(1, "play", PRIDE_ROCK)
        g = sc.build()
        g.apply(0, Challenge(goons, rock))
    assert card(g, goons).damage == 0 and card(g, rock).damage == 2


def test_4_6_5_challenge_triggers_resolve_before_damage() -> None:
    """'challenges'/'is challenged' triggers resolve from the bag before the Damage step."""
    on_challenged = CardScript(triggers=(Trigger("challenged", (Draw(1),), subject="self"),))
    with scripted({SVEN: on_challenged}), blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        events = g.apply(0, Challenge(mickey, sven))
    types = event_types(events)
    assert types.index("draw") < types.index("damage")


def test_4_6_9_challenge_ends_if_a_character_leaves() -> None:
    """A 'when challenged, banish the challenger' trigger removes the attacker: no damage."""
    repel = CardScript(triggers=(Trigger("challenged", (Banish("other"),), subject="self"),))
    with scripted({SVEN: repel}), blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        events = g.apply(0, Challenge(mickey, sven))
    assert names(g, 0, "discard") == [MICKEY]
    assert card(g, sven).damage == 0 and "damage" not in event_types(events)
    assert g.state.challenge == [] and idle(g)


# --- 4.7 Move a character to a location ----------------------------------------------------

def test_4_7_move_pays_the_move_cost() -> None:
    with blank(MICKEY, PRIDE_ROCK):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY, drying=True, exerted=True)
        rock = sc.add(0, "play", PRIDE_ROCK)  # move cost 2
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        assert MoveTo(mickey, rock) in g.legal_actions(0)
        g.apply(0, MoveTo(mickey, rock))
    assert card(g, mickey).location == rock and g.state.players[0].ready_ink() == 0
    assert MoveTo(mickey, rock) not in g.legal_actions(0)


def test_4_7_move_needs_the_ink() -> None:
    with blank(MICKEY, PRIDE_ROCK):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        rock = sc.add(0, "play", PRIDE_ROCK)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        assert MoveTo(mickey, rock) not in g.legal_actions(0)


def test_4_7_1_only_own_characters_to_own_locations() -> None:
    with blank(MICKEY, LAGOON):
        sc = Scenario(active=0)
        mine = sc.add(0, "play", MICKEY)
        theirs = sc.add(1, "play", MICKEY)
        their_lagoon = sc.add(1, "play", LAGOON)
        my_lagoon = sc.add(0, "play", LAGOON)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        moves = {(a.card, a.location) for a in g.legal_actions(0) if isinstance(a, MoveTo)}
    assert moves == {(mine, my_lagoon)}
    assert theirs and their_lagoon


def test_4_7_moving_between_locations() -> None:
    with blank(MICKEY, LAGOON):
        sc = Scenario(active=0)
        first = sc.add(0, "play", LAGOON)
        second = sc.add(0, "play", LAGOON)
        mickey = sc.add(0, "play", MICKEY, location=first)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        legal = g.legal_actions(0)
        assert MoveTo(mickey, second) in legal and MoveTo(mickey, first) not in legal


def test_4_7_characters_leave_a_location_that_leaves_play() -> None:
    """When the location is banished its characters are no longer at any location."""
    with blank(MICKEY, LAGOON, KRONK):
        sc = Scenario(active=1)
        lagoon = sc.add(0, "play", LAGOON)
        mickey = sc.add(0, "play", MICKEY, location=lagoon)
        kronk = sc.add(1, "play", KRONK)
        g = sc.build()
        g.apply(1, Challenge(kronk, lagoon))
    assert names(g, 0, "discard") == [LAGOON]
    assert card(g, mickey).location == 0
    assert g.view(0)["players"][0]["play"][0]["location"] == 0


# --- 2.3.3.4 Concede -----------------------------------------------------------------------

def test_2_3_3_4_concede_out_of_turn() -> None:
    g = Scenario(active=0).build()
    assert Concede() in g.legal_actions(1)
    events = g.apply(1, Concede())
    assert g.result is not None
    assert g.result.winner == 0 and g.result.reason == "opponent_conceded"
    assert g.result.losers == {1: "conceded"}
    assert event_types(events) == ["player_lost", "game_over"]


def test_2_3_3_4_concede_while_deciding() -> None:
    zap = CardScript(effect=(ChooseStep("t"), Damage("t", 1)))
    with scripted({SONG2: zap}), blank(MICKEY, MINNIE):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", MICKEY)
        sc.add(1, "play", MINNIE)
        g = sc.build()
        g.apply(0, PlayCard(song))
        assert g.state.decision is not None
        g.apply(0, Concede())
    assert g.result is not None and g.result.winner == 1


def test_2_3_3_4_concede_during_setup() -> None:
    from engine import Game, builtin_deck

    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=3)
    d = g.state.decision
    assert d is not None and d.kind == "alter_hand"
    g.apply(1 - d.player, Concede())
    assert g.result is not None and g.result.winner == d.player


def test_2_3_3_4_nothing_after_the_game_is_over() -> None:
    g = Scenario(active=0).build()
    g.apply(1, Concede())
    assert g.legal_actions(0) == [] and g.to_act() == []
    with pytest.raises(IllegalAction) as err:
        g.apply(0, EndTurn())
    assert err.value.code == "game_over"
