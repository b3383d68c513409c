"""Rules for vocabulary added for the set 12 sapphire cards, by rulebook number: the cards put
into a player's discard this turn (7.6), a card's own "you can't play this unless ..." from the
hand (6.4.4.1)."""

from __future__ import annotations

from engine import Challenge, EndTurn, Game, PlayCard
from engine.dsl import CardScript, DidThisTurn, Filter, Not, Static
from engine.query import strength
from engine.scenario import Scenario
from engine.steps import Banish, Choose, ChooseCards, Discard, Draw, Mill

from .helpers import MICKEY, STITCH, SVEN, blank, card, choose, names, scripted

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test
OTHER_ACTION = "Dragon Fire"  # cost 5: its script is replaced in each test
TO_DISCARD = "to_discard"  # the counter `DidThisTurn` reads


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
