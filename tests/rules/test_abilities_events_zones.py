"""Rules for vocabulary added for the set 6-7 starter decks, by rulebook number: "at the
start of your turn" (3.2.1.4), "whenever a card is put into your inkwell", "banished here"
(last known information, 6.1.13), delayed triggers' conditions, "if you do" after damage,
payment modifiers for a classification (4.3.2.3), searching a deck, items that enter play
exerted, "the second challenge this turn", moving characters by an effect (4.7), milling,
putting cards on the bottom of a deck and paying ink inside an effect."""

from __future__ import annotations

import pytest

from engine import Challenge, EndTurn, IllegalAction, InkCard, PlayCard, Quest
from engine.actions import action_from_wire
from engine.cards.facts import ITEM as ITEM_TYPE
from engine.cards.facts import LOCATION
from engine.dsl import (
    CHARACTERS,
    EACH_OPPONENT,
    IN_CHALLENGE,
    YOU,
    YOUR_TURN,
    CardScript,
    Chosen,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    MostOpponent,
    Static,
    Trigger,
    Var,
    WasHere,
)
from engine.query import cost_to_play
from engine.scenario import Scenario
from engine.state import INKWELL
from engine.steps import (
    Choose,
    ChooseCards,
    CostNext,
    Damage,
    Delayed,
    GainLore,
    If,
    Ink,
    LookAtTop,
    Mill,
    MoveDamage,
    MoveTo,
    PayInk,
    ToDeck,
    ToHand,
)
from engine.turn_actions import legal_actions

from .helpers import (
    EEYORE_RESIST,
    HERC_BASE,
    HERC_SHIFT,
    ITEM,
    LAGOON,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test
DID = Compare(Var("n"), ">=", 1)


def _play_action(sc: Scenario, effect: CardScript) -> tuple[Scenario, int]:
    sc.add(0, "inkwell", STITCH, count=3)
    return sc, sc.add(0, "hand", ACTION_CARD)


def test_3_2_1_4_start_of_your_turn_triggers_resolve_in_the_set_step() -> None:
    trig = Trigger("turn_start", (GainLore(1),), subject="none", condition=YOUR_TURN)
    with scripted({MICKEY: CardScript(triggers=(trig,))}):
        sc = Scenario(active=1)
        sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(1, EndTurn())
        assert g.state.players[0].lore == 1 and g.state.phase == "main"
        g.apply(0, EndTurn())
        assert g.state.players[0].lore == 1  # not at the start of the opponent's turn


def test_ink_event_for_every_card_put_into_your_inkwell() -> None:
    trig = Trigger("ink", (GainLore(1),), subject="own")
    put = CardScript(effect=(ChooseCards("c"), Ink("c")))
    with scripted({MICKEY: CardScript(triggers=(trig,)), ACTION_CARD: put}):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        sc, action = _play_action(sc, put)
        inked = sc.add(0, "hand", STITCH)
        sc.add(0, "hand", MICKEY)
        g = sc.build()
        g.apply(0, InkCard(inked))  # the turn action
        assert g.state.players[0].lore == 1
        g.apply(0, PlayCard(action))  # an effect (the only card left in hand is chosen)
        assert g.state.players[0].lore == 2
        g.apply(0, EndTurn())
        g.apply(1, InkCard(find(g, 1, "hand", STITCH).iid))  # not your inkwell
        assert g.state.players[0].lore == 2


def test_6_1_13_banished_here_uses_where_the_character_was() -> None:
    trig = Trigger("banish", (GainLore(1),), subject="any", filter=CHARACTERS,
                   condition=WasHere())
    with scripted({LAGOON: CardScript(triggers=(trig,))}):
        sc = Scenario(active=1)
        lagoon = sc.add(0, "play", LAGOON)
        sc.add(0, "play", STITCH, location=lagoon, exerted=True)
        away = sc.add(0, "play", STITCH, exerted=True)
        a = sc.add(1, "play", SVEN)
        b = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(1, Challenge(a, find(g, 0, "play", STITCH).iid))
        assert g.state.players[0].lore == 1
        g.apply(1, Challenge(b, away))
        assert g.state.players[0].lore == 1


def test_delayed_trigger_checks_its_condition() -> None:
    later = Trigger("banishes", (GainLore(2),), subject="own", condition=IN_CHALLENGE)
    effect = CardScript(effect=(Delayed(0),), delayed=(later,))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        mine = sc.add(0, "play", SVEN)
        foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        g.apply(0, PlayCard(action))
        g.apply(0, Challenge(mine, foe))
        assert g.state.players[0].lore == 2


def test_damage_records_if_you_do() -> None:
    effect = CardScript(effect=(Choose("t"), Damage("t", 1, out="n"), If(DID, (GainLore(1),))))
    for target, lore in ((SVEN, 1), (EEYORE_RESIST, 0)):  # Resist +1 prevents it all
        with scripted({ACTION_CARD: effect}):
            sc = Scenario(active=0)
            sc, action = _play_action(sc, effect)
            foe = sc.add(1, "play", target)
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert g.state.players[0].lore == lore, target
            assert card(g, foe).damage == lore


def test_4_3_2_3_next_character_of_a_classification_costs_less() -> None:
    effect = CardScript(effect=(CostNext("Character", 2, any_of=("Hero",)),))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        hero = sc.add(0, "hand", "Hercules - True Hero")  # cost 3, Hero
        other = sc.add(0, "hand", SVEN)  # not a Hero
        g = sc.build()
        g.apply(0, PlayCard(action))
        p = g.state.players[0]
        assert cost_to_play(g.state, p, card(g, hero)) == 1
        assert cost_to_play(g.state, p, card(g, other)) == 6


def test_search_the_deck_puts_the_card_into_the_hand() -> None:
    effect = CardScript(effect=(ChooseCards("c", "deck", Filter(types=(LOCATION,))),
                                ToHand("c")))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        sc.add(0, "deck", STITCH)
        sc.add(0, "deck", LAGOON)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert names(g, 0, "hand") == [LAGOON] and names(g, 0, "deck") == [STITCH]


def test_items_can_enter_play_exerted() -> None:
    with scripted({ITEM: CardScript(statics=(Static("enters_exerted"),))}):
        sc = Scenario(active=0)
        item = sc.add(0, "hand", ITEM)
        sc.add(0, "inkwell", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(item))
        assert find(g, 0, "play", ITEM).exerted


def test_the_second_challenge_this_turn() -> None:
    trig = Trigger("challenge", (If(DidThisTurn("challenges", 2, exactly=True),
                                    (GainLore(3),)),), subject="own")
    with scripted({MICKEY: CardScript(triggers=(trig,))}):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        attackers = [sc.add(0, "play", SVEN) for _ in range(3)]
        foes = [sc.add(1, "play", SVEN, exerted=True) for _ in range(3)]
        g = sc.build()
        lore = []
        for a, d in zip(attackers, foes, strict=True):
            g.apply(0, Challenge(a, d))
            lore.append(g.state.players[0].lore)
        assert lore == [0, 3, 3]


def test_chosen_condition_checks_the_chosen_card() -> None:
    effect = CardScript(effect=(Choose("t"), If(Chosen("t", Filter(name="Sven")),
                                                (GainLore(1),))))
    with scripted({ACTION_CARD: effect}):
        for target, lore in ((SVEN, 1), (MICKEY, 0)):
            sc = Scenario(active=0)
            sc, action = _play_action(sc, effect)
            sc.add(1, "play", target)
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert g.state.players[0].lore == lore


def test_4_7_move_characters_by_an_effect_for_free() -> None:
    trig = Trigger("move", (GainLore(1),), subject="own")
    effect = CardScript(effect=(
        Choose("loc", Filter(types=(LOCATION,), owner=YOU)),
        Choose("c", Filter(owner=YOU), count=5, up_to=True),
        MoveTo("c", "loc", out="n"), GainLore(Var("n")),
    ))
    with scripted({ACTION_CARD: effect, SVEN: CardScript(triggers=(trig,))}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        lagoon = sc.add(0, "play", LAGOON)
        sven = sc.add(0, "play", SVEN)
        stitch = sc.add(0, "play", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(action))
        choose(g, 0, sven, stitch)
        choose(g, 0, g.state.decision.options[0])  # which of the two triggers first
        assert card(g, sven).location == lagoon and card(g, stitch).location == lagoon
        assert g.state.players[0].lore == 4  # 2 moved, and "whenever one of yours moves" x2
        assert g.state.players[0].ready_ink() == 0  # no move cost


def test_mill_each_opponent() -> None:
    effect = CardScript(effect=(Mill(2, EACH_OPPONENT),))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        for name in (MICKEY, SVEN, STITCH):
            sc.add(1, "deck", name)
        g = sc.build()
        events = g.apply(0, PlayCard(action))
        assert names(g, 1, "discard") == [MICKEY, SVEN] and names(g, 1, "deck") == [STITCH]
        assert [e["name"] for e in events if e["type"] == "mill"] == [MICKEY, SVEN]


def test_cards_from_discard_to_the_bottom_of_the_deck() -> None:
    effect = CardScript(effect=(
        ChooseCards("c", "discard", Filter(types=(ITEM_TYPE,)), count=3, up_to=True),
        ToDeck("c", bottom=True, out="n"), GainLore(Var("n")),
    ))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        sc.add(0, "deck", STITCH)
        a = sc.add(0, "discard", ITEM)
        b = sc.add(0, "discard", ITEM)
        sc.add(0, "discard", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))
        choose(g, 0, a, b)
        assert names(g, 0, "deck") == [STITCH, ITEM, ITEM]
        assert g.state.players[0].lore == 2


def test_pay_ink_inside_an_effect_only_if_you_can() -> None:
    trig = Trigger("quest", (PayInk(2, out="n"), If(DID, (GainLore(5),))))
    with scripted({MICKEY: CardScript(triggers=(trig,))}):
        for ink, lore in ((2, 7), (1, 2)):
            sc = Scenario(active=0)
            mickey = sc.add(0, "play", MICKEY)
            sc.add(0, "inkwell", STITCH, count=ink)
            g = sc.build()
            g.apply(0, Quest(mickey))
            assert g.state.players[0].lore == lore
            assert g.state.players[0].ready_ink() == (0 if lore == 7 else 1)


def test_look_at_top_into_the_inkwell_is_exerted() -> None:
    effect = CardScript(effect=(LookAtTop(2, take=1, to=INKWELL, rest="top"),))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        top = sc.add(0, "deck", MICKEY)
        sc.add(0, "deck", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))
        choose(g, 0, top)
        assert names(g, 0, "inkwell")[-1] == MICKEY
        assert g.state.players[0].inkwell[-1].exerted
        assert names(g, 0, "deck") == [SVEN]


def test_search_for_one_of_two_kinds_then_put_it_on_top() -> None:
    effect = CardScript(effect=(
        ChooseCards("c", "deck", Filter(types=(ITEM_TYPE,)), either=Filter(name="Sven")),
        ToDeck("c"),
    ))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        for name in (MICKEY, ITEM, SVEN):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert g.state.decision is not None and len(g.state.decision.options) == 2
        choose(g, 0, find(g, 0, "deck", SVEN).iid)
        assert names(g, 0, "deck") == [SVEN, MICKEY, ITEM]


def test_8_10_1_a_shift_cost_reduction_applies_to_shift_only() -> None:
    less = Static("shift_cost", value=Count(Filter(types=(ITEM_TYPE,), owner=YOU,
                                                   zone="discard")), zone="hand")
    with scripted({HERC_SHIFT: CardScript(statics=(less,))}):
        sc = Scenario(active=0)
        herc = sc.add(0, "hand", HERC_SHIFT)  # cost 6, Shift 4
        base = sc.add(0, "play", HERC_BASE)
        sc.add(0, "discard", ITEM, count=2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        plays = [a for a in legal_actions(g.state, 0) if isinstance(a, PlayCard)]
        assert plays == [PlayCard(herc, shift=base)]
        g.apply(0, PlayCard(herc, shift=base))
        assert g.state.players[0].ready_ink() == 0


def test_4_3_2_2_play_for_free_by_banishing_a_card_of_yours() -> None:
    alt = Static("play_by_banishing", Filter(types=(ITEM_TYPE,), owner=YOU), zone="hand",
                 condition=YOUR_TURN)
    with scripted({SVEN: CardScript(statics=(alt,))}):
        sc = Scenario(active=0)
        sven = sc.add(0, "hand", SVEN)
        item = sc.add(0, "play", ITEM)
        g = sc.build()
        action = PlayCard(sven, banish=item)
        assert action_from_wire(action.to_wire()) == action
        assert action in legal_actions(g.state, 0)
        g.apply(0, action)
        assert names(g, 0, "play") == [SVEN] and names(g, 0, "discard") == [ITEM]
        with pytest.raises(IllegalAction):  # a card that is not an offered alternate cost
            g.apply(0, PlayCard(find(g, 0, "play", SVEN).iid, banish=item))


def test_6_1_3_move_up_to_n_damage_counters() -> None:
    effect = CardScript(effect=(Choose("f", Filter(owner=YOU)),
                                Choose("t", Filter(owner="opponent")),
                                MoveDamage("f", "t", 3, up_to=True)))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        sc, action = _play_action(sc, effect)
        hurt = sc.add(0, "play", SVEN, damage=2)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert g.state.decision is not None and g.state.decision.options == ["0", "1", "2"]
        choose(g, 0, "0")  # "up to" includes none
        assert card(g, hurt).damage == 2 and card(g, foe).damage == 0


def test_most_among_opponents_compares_with_each_opponent() -> None:
    hand = Filter(types=(ITEM_TYPE, "Character"), owner=YOU, zone="hand")
    effect = CardScript(effect=(If(Compare(MostOpponent(hand), ">", Count(hand)),
                                   (GainLore(1),)),))
    with scripted({ACTION_CARD: effect}):
        for theirs, lore in (((2, 0), 1), ((1, 1), 0)):  # I keep 1 card
            sc = Scenario(players=3, active=0)
            sc, action = _play_action(sc, effect)
            sc.add(0, "hand", STITCH)
            for seat, n in zip((1, 2), theirs, strict=True):
                for _ in range(n):
                    sc.add(seat, "hand", STITCH)
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert g.state.players[0].lore == lore, theirs
