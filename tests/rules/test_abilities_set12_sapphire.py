"""Rules for vocabulary added for the set 12 sapphire cards, by rulebook number: the cards put
into a player's discard this turn (7.6), a card's own "you can't play this unless ..." from the
hand (6.4.4.1), damage removed by your effects this turn (1.9.1.3), looking at the top of
another player's deck (7.1.3), "another" card than the one whose cost banished it (6.1.6)."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard
from engine.cards.facts import ITEM as ITEM_TYPE
from engine.dsl import EACH_PLAYER, Activated, CardScript, DidThisTurn, Filter, Not, Static
from engine.dsl.players import chosen_player
from engine.query import strength
from engine.scenario import Scenario
from engine.steps import (
    TOP_OR_BOTTOM,
    Banish,
    Choose,
    ChooseCards,
    ChoosePlayer,
    Discard,
    Draw,
    Heal,
    LookAtTop,
    Mill,
    ToHand,
)

from .helpers import ITEM, MICKEY, STITCH, SVEN, blank, card, choose, names, scripted

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test
OTHER_ACTION = "Dragon Fire"  # cost 5: its script is replaced in each test
TO_DISCARD = "put_in_discard"  # the counter `DidThisTurn` reads (engine.ops.move)


def _count(g: Game, seat: int) -> int:
    return g.state.players[seat].counters.get(TO_DISCARD, 0)


def test_7_6_cards_put_into_a_discard_are_counted_for_its_owner_this_turn() -> None:
    scripts = {ACTION_CARD: CardScript(effect=(
        ChooseCards("d", filter=Filter(zone="hand")), Discard("d"), Mill(2)))}
    with scripted(scripts), blank(MICKEY, SVEN, STITCH):
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        attacker = sc.add(0, "play", SVEN)
        foe = sc.add(1, "play", MICKEY, exerted=True, under=(STITCH,))
        g = sc.build()
        assert _count(g, 0) == 0
        g.apply(0, PlayCard(action))  # discards Mickey, mills 2, then the action itself
        assert len(g.state.players[0].discard) == 4
        assert _count(g, 0) == 4 and _count(g, 1) == 0
        g.apply(0, Challenge(attacker, foe))  # the banished foe and the card under it
        assert sorted(names(g, 1, "discard")) == [MICKEY, STITCH] and _count(g, 1) == 2
        assert _count(g, 0) == 4
        g.apply(0, EndTurn())
        assert _count(g, 0) == 0 and _count(g, 1) == 0  # per turn


def test_7_6_did_this_turn_counts_only_cards_put_into_your_discard() -> None:
    scripts = {ACTION_CARD: CardScript(effect=(Choose("t"), Banish("t"))),
               OTHER_ACTION: CardScript(effect=(Draw(1),)),
               MICKEY: CardScript(statics=(
                   Static("strength", value=2, condition=DidThisTurn(TO_DISCARD, 2)),))}
    with scripted(scripts), blank(SVEN, STITCH):
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        other = sc.add(0, "hand", OTHER_ACTION)
        sc.add(0, "inkwell", STITCH, count=8)
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))
        choose(g, 0, foe)  # the foe goes into its owner's discard, the action into mine
        assert strength(g.state, card(g, mickey)) == 3  # 1 card put into my discard
        g.apply(0, PlayCard(other))
        assert strength(g.state, card(g, mickey)) == 5  # 2


def test_6_4_4_1_you_cant_play_this_card_unless() -> None:
    scripts = {
        ACTION_CARD: CardScript(effect=(Mill(2),)),
        OTHER_ACTION: CardScript(statics=(
            Static("cant_play", condition=Not(DidThisTurn(TO_DISCARD, 2)), zone="hand"),),
            effect=(Draw(1),)),
    }
    with scripted(scripts), blank(STITCH):
        sc = Scenario(active=0)
        first = sc.add(0, "hand", ACTION_CARD)
        locked = sc.add(0, "hand", OTHER_ACTION)
        sc.add(0, "inkwell", STITCH, count=9)
        g = sc.build()
        assert PlayCard(first) in g.legal_actions(0)
        assert PlayCard(locked) not in g.legal_actions(0)
        g.apply(0, PlayCard(first))  # mills 2, then itself: 3 cards put into the discard
        assert PlayCard(locked) in g.legal_actions(0)
        g.apply(0, PlayCard(locked))
        assert OTHER_ACTION in names(g, 0, "discard")


def test_1_9_1_3_damage_removed_by_your_effects_is_counted_this_turn() -> None:
    scripts = {ACTION_CARD: CardScript(effect=(Choose("t"), Heal("t", 2))),
               OTHER_ACTION: CardScript(effect=(Choose("t"), Heal("t", 2)))}
    with scripted(scripts), blank(MICKEY, STITCH):
        sc = Scenario(active=0)
        first = sc.add(0, "hand", ACTION_CARD)
        second = sc.add(0, "hand", OTHER_ACTION)
        sc.add(0, "inkwell", STITCH, count=8)
        hurt = sc.add(0, "play", MICKEY, damage=2)
        g = sc.build()
        g.apply(0, PlayCard(first))
        choose(g, 0, "0")  # removes none: not counted
        assert _removed(g, 0) == 0
        g.apply(0, PlayCard(second))
        choose(g, 0, "1")
        assert card(g, hurt).damage == 1 and _removed(g, 0) == 1 and _removed(g, 1) == 0
        g.apply(0, EndTurn())
        assert _removed(g, 0) == 0  # per turn


def _removed(g: Game, seat: int) -> int:
    return g.state.players[seat].counters.get("removed_damage", 0)


def test_7_1_3_look_at_the_top_card_of_a_chosen_players_deck() -> None:
    scripts = {ACTION_CARD: CardScript(effect=(
        ChoosePlayer("p", among=EACH_PLAYER),
        LookAtTop(1, take=0, rest=TOP_OR_BOTTOM, whose=chosen_player("p"))))}
    with scripted(scripts), blank(MICKEY, SVEN, STITCH):
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        for name in (SVEN, MICKEY):
            sc.add(0, "deck", name)
            sc.add(1, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert g.state.decision is not None and g.state.decision.options == ["p0", "p1"]
        choose(g, 0, "p1")
        d = g.state.decision
        assert d is not None and d.player == 0  # the controller looks and decides
        assert [g.state.card(i).name for i in d.seen] == [SVEN]  # type: ignore[union-attr]
        choose(g, 0, "bottom")
        assert names(g, 1, "deck") == [MICKEY, SVEN] and names(g, 0, "deck") == [SVEN, MICKEY]


def test_6_1_6_another_card_is_not_the_card_whose_cost_banished_it() -> None:
    scripts = {ITEM: CardScript(activated=(Activated((
        ChooseCards("c", "discard", Filter(types=(ITEM_TYPE,), zone="discard", other=True),
                    up_to=True),
        ToHand("c")), exert=False, banish_self=True),))}
    with scripted(scripts), blank(STITCH):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        copy = sc.add(0, "discard", ITEM)
        g = sc.build()
        g.apply(0, Activate(item, 0))
        d = g.state.decision
        assert d is not None and d.options == [copy]  # the banished one is not offered
        choose(g, 0, copy)
        assert names(g, 0, "hand") == [ITEM] and names(g, 0, "discard") == [ITEM]
