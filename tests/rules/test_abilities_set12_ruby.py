"""Rules for vocabulary added for the set 12 ruby cards, by rulebook number: cards put on the
bottom of a deck "in any order" (7.2.3), a granted triggered ability's condition on the
event's other card (6.2), counting the cards put into a discard this turn (7.6), banished
characters by classification (6.7.6), discarding at random (7.3.4), the milled card's type
and cards that skip the Ready step (3.2.1.1). Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.cards.facts import ITEM as ITEM_TYPE
from engine.dsl import (
    CHARACTERS,
    EACH_OPPONENT,
    OPPONENT,
    YOU,
    CardScript,
    Chosen,
    DidThisTurn,
    Filter,
    Static,
    Trigger,
)
from engine.scenario import Scenario
from engine.steps import (
    Banish,
    Choose,
    Collect,
    Delayed,
    DiscardRandom,
    Draw,
    GainLore,
    If,
    Mill,
    ToDeck,
)

from .helpers import (
    GOONS,
    ITEM,
    KRONK,
    LAGOON,
    MICKEY,
    MINNIE,
    SONG2,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    idle,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test


def test_7_2_3_cards_go_on_the_bottom_of_the_deck_in_the_order_the_player_chooses() -> None:
    recycle = CardScript(effect=(
        ToDeck(Filter(owner=YOU, zone="discard"), bottom=True, order=True, out="n"),
    ))
    with scripted({ACTION_CARD: recycle}), blank(MICKEY, SVEN, GOONS):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        for name in (MICKEY, SVEN, GOONS):
            sc.add(0, "discard", name)
        sc.add(1, "discard", KRONK)  # not the player's
        g = sc.build()
        g.apply(0, PlayCard(action))
        d = g.state.decision
        assert d is not None and d.kind == "order" and len(d.options) == 3
        choose(g, 0, next(c.iid for c in g.state.players[0].discard if c.name == SVEN))
        assert names(g, 0, "deck")[-1] == SVEN
        choose(g, 0, next(c.iid for c in g.state.players[0].discard if c.name == GOONS))
        assert idle(g)  # the last card goes without a question
        assert names(g, 0, "deck")[-3:] == [SVEN, GOONS, MICKEY]
        assert names(g, 0, "discard") == [ACTION_CARD] and names(g, 1, "discard") == [KRONK]
        assert g.state.frames == []


def test_7_2_3_a_single_card_in_any_order_needs_no_question() -> None:
    recycle = CardScript(effect=(
        ToDeck(Filter(owner=YOU, zone="discard"), bottom=True, order=True),))
    with scripted({ACTION_CARD: recycle}), blank(MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "discard", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert idle(g) and names(g, 0, "deck")[-1] == MICKEY


def test_6_2_a_granted_challenge_trigger_sees_the_challenged_card() -> None:
    # "Your characters gain 'Whenever this character challenges another character, draw a
    # card' this turn": the condition reads the event's other card (not a location).
    grant = CardScript(
        effect=(Collect("h", Filter(owner=YOU)), Delayed(0, target="h")),
        delayed=(Trigger("challenge", (Draw(1),), condition=Chosen("other", CHARACTERS)),),
    )
    with scripted({ACTION_CARD: grant}), blank(KRONK, MICKEY, LAGOON):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        kronk = sc.add(0, "play", KRONK)
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH, exerted=True)
        lagoon = sc.add(1, "play", LAGOON)
        g = sc.build()
        g.apply(0, PlayCard(action))
        g.apply(0, Challenge(mickey, lagoon))
        assert names(g, 0, "hand") == []  # a location is not a character
        g.apply(0, Challenge(kronk, foe))
        assert len(names(g, 0, "hand")) == 1 and card(g, kronk).exerted


def _gain_lore_if(condition: DidThisTurn) -> CardScript:
    return CardScript(effect=(If(condition, (GainLore(1),)),))


def test_7_6_cards_put_into_your_discard_this_turn_are_counted() -> None:
    # "If 2 or more cards were put into your discard this turn, gain 1 lore": an action is
    # put into the discard after it resolves (4.3.2.6), so the third copy is the first to see 2.
    ask = _gain_lore_if(DidThisTurn("put_in_discard", 2))
    with scripted({ACTION_CARD: ask}):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=9)
        sc.add(0, "hand", ACTION_CARD, count=3)
        g = sc.build()
        for lore in (0, 0, 1):
            g.apply(0, PlayCard(find(g, 0, "hand", ACTION_CARD).iid))
            assert g.state.players[0].lore == lore
        assert g.state.players[0].counters.get("put_in_discard") == 3
        g.apply(0, EndTurn())
        assert g.state.players[0].counters.get("put_in_discard") is None  # a new turn


def test_7_6_a_banished_stack_counts_each_card_for_its_owner() -> None:
    with blank(KRONK, MICKEY, SVEN):
        sc = Scenario(active=1)
        kronk = sc.add(0, "play", KRONK, exerted=True, under=(GOONS,))  # 6/6
        sven = sc.add(1, "play", SVEN)  # 5/7: survives
        mickey = sc.add(1, "play", MICKEY)  # 3/3: banished
        g = sc.build()
        g.apply(1, Challenge(sven, kronk))
        g.apply(1, Challenge(mickey, kronk))
        assert sorted(names(g, 0, "discard")) == sorted([KRONK, GOONS])
        assert g.state.players[0].counters.get("put_in_discard") == 2
        assert g.state.players[1].counters.get("put_in_discard") == 1


def test_6_7_6_a_banished_character_is_counted_by_its_classifications() -> None:
    # "If one of your Princess characters was banished this turn, gain 1 lore", played after
    # "banish chosen character".
    ask = _gain_lore_if(DidThisTurn("banished:Princess"))
    kill = CardScript(effect=(Choose("t"), Banish("t")))
    with scripted({SONG2: ask, ACTION_CARD: kill}), blank(MICKEY, MINNIE):
        for victim, seat, lore in ((MINNIE, 0, 1), (MICKEY, 0, 0), (MINNIE, 1, 0)):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=5)
            sc.add(seat, "play", victim)
            action = sc.add(0, "hand", ACTION_CARD)
            song = sc.add(0, "hand", SONG2)
            g = sc.build()
            g.apply(0, PlayCard(action))  # the only character: chosen
            assert victim in names(g, seat, "discard")
            g.apply(0, PlayCard(song))
            assert g.state.players[0].lore == lore, (victim, seat)


def test_7_3_4_discarding_at_random_picks_no_one_and_can_take_any_card() -> None:
    drop = CardScript(effect=(DiscardRandom(1, who=EACH_OPPONENT),))
    seen = set()
    with scripted({ACTION_CARD: drop}):
        for seed in range(12):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=3)
            action = sc.add(0, "hand", ACTION_CARD)
            for name in (MICKEY, SVEN, GOONS):
                sc.add(1, "hand", name)
            sc.state.rng = 0x5EED_0000 + seed
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert idle(g) and len(names(g, 1, "hand")) == 2
            assert len(names(g, 1, "discard")) == 1
            seen.add(names(g, 1, "discard")[0])
        assert seen == {MICKEY, SVEN, GOONS}
        # An empty hand: nothing happens.
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert idle(g) and names(g, 1, "discard") == []


def test_milled_cards_are_remembered_for_a_check_of_their_type() -> None:
    # "Put the top card of your deck into your discard. If it's a character card, gain 1 lore."
    mill = CardScript(effect=(Mill(1, var="m"), If(Chosen("m", CHARACTERS), (GainLore(1),))))
    with scripted({ACTION_CARD: mill}):
        for top, lore in ((MICKEY, 1), (ITEM, 0)):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=3)
            action = sc.add(0, "hand", ACTION_CARD)
            sc.add(0, "deck", top)
            sc.add(0, "deck", STITCH)
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert names(g, 0, "discard") == [top, ACTION_CARD]
            assert g.state.players[0].lore == lore


def test_3_2_1_1_cards_that_skip_the_ready_step_stay_exerted_until_an_effect_readies_them() -> None:
    # "Opposing items can't ready at the start of their players' turns."
    neutral = CardScript(statics=(Static("cant_ready_at_start", Filter(types=(ITEM_TYPE,),
                                                                 owner=OPPONENT)),))
    with scripted({KRONK: neutral}), blank(ITEM, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "play", KRONK)
        mine = sc.add(0, "play", ITEM, exerted=True)
        theirs = sc.add(1, "play", ITEM, exerted=True)
        foe = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        g.apply(0, EndTurn())
        assert card(g, theirs).exerted and not card(g, foe).exerted
        g.apply(1, EndTurn())
        assert not card(g, mine).exerted
        # Only the Ready step: with Kronk gone, the item readies at its player's next turn.
        g.state.players[0].play.clear()
        g.state.index_cards()
        g.apply(0, EndTurn())
        assert not card(g, theirs).exerted
