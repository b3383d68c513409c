"""Rules for the ability vocabulary added for the set 12 emerald cards, named by rulebook
number: counting the cards put into a player's discard this turn. Each test gives vanilla
cards small scripts."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.dsl import CardScript, DidThisTurn
from engine.scenario import Scenario
from engine.steps import ChooseCards, Discard, GainLore, If

from .helpers import MICKEY, STITCH, SVEN, blank, idle, names, scripted

ACTION_CARD = "Smash"  # an action (cost 3): its script is replaced in each test
TWO = DidThisTurn("put_in_discard", 2)


def test_7_6_cards_put_into_a_discard_this_turn_are_counted_for_their_owner() -> None:
    """A resolved action, discarded cards and a banished character with a card under it all
    count for their owner's discard; the count ends with the turn."""
    discard_two = CardScript(effect=(ChooseCards("d", count=2, prompt="Discard 2"), Discard("d"),
                                     If(TWO, (GainLore(1),))))
    with scripted({ACTION_CARD: discard_two}), blank(STITCH, MICKEY, SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "hand", STITCH, count=2)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        p, q = g.state.players
        g.apply(0, PlayCard(smash))
        # both cards of the hand are the 2 to discard (chosen for the player)
        assert idle(g) and names(g, 0, "discard") == [STITCH, STITCH, ACTION_CARD]
        assert p.lore == 1  # 2 discarded as it resolved: the action itself came after
        assert TWO.test(g.state, 0, None, {}) and p.counters["put_in_discard"] == 3
        assert not DidThisTurn("put_in_discard").test(g.state, 1, None, {})  # not theirs
        g.apply(0, EndTurn())
        assert not DidThisTurn("put_in_discard").test(g.state, 0, None, {})
        assert q.counters.get("put_in_discard", 0) == 0


def test_7_6_a_banished_characters_stack_counts_card_by_card() -> None:
    with blank(STITCH, MICKEY, SVEN):
        sc = Scenario(active=0)
        foe = sc.add(1, "play", MICKEY, exerted=True, under=(STITCH,))  # 8.4: a card under
        sven = sc.add(0, "play", SVEN)
        g = sc.build()
        p, q = g.state.players
        g.apply(0, Challenge(sven, foe))
        assert idle(g) and len(q.discard) == 2
        assert q.counters["put_in_discard"] == 2
        assert p.counters.get("put_in_discard", 0) == 0
