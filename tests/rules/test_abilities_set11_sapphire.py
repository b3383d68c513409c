"""Rules for vocabulary added for the set 11 sapphire cards, by rulebook number: the number
of cards under a card (8.4) as an amount and a filter number, looking at a number of
cards given by an amount, choosing one of two kinds of card (6.1.3), "your first turn
when you're not the first player" (2.1.3), and putting cards under cards: under each of
several, a card from play with its stack (5.1.1.7), the stack of a banished card; and
inking cards from another zone than the hand as the turn action (4.2); taking facedown
cards from under cards by number (8.4.2)."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard, Quest
from engine.cards.facts import ITEM as ITEM_TYPE
from engine.dsl import (
    ALL_TYPES,
    YOU,
    Activated,
    CardScript,
    Cmp,
    Filter,
    FirstTurn,
    Static,
    StatOf,
    Trigger,
    Var,
)
from engine.query import cost_to_play, has, lore, strength
from engine.scenario import Scenario
from engine.steps import Banish, Choose, Draw, Grant, LookAtTop, Modify, PutUnder, TakeFromUnder

from .helpers import (
    ITEM,
    LILO,
    MICKEY,
    SIMBA_BODYGUARD,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test


def test_8_4_the_number_of_cards_under_a_card() -> None:
    scripts = {
        MICKEY: CardScript(statics=(Static("lore", value=StatOf("self", "under")),)),
        ACTION_CARD: CardScript(effect=(
            Choose("t", Filter(where=(Cmp("under", ">=", 2),))), Modify("t", 5))),
    }
    with scripted(scripts):
        sc = Scenario(active=0)
        bare = sc.add(0, "play", MICKEY)
        one = sc.add(0, "play", MICKEY, under=(STITCH,))
        two = sc.add(0, "play", MICKEY, under=(STITCH, SVEN))
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        g = sc.build()
        assert [lore(g.state, card(g, c)) for c in (bare, one, two)] == [2, 3, 4]
        g.apply(0, PlayCard(action))  # only the one with 2 cards under it may be chosen
        assert strength(g.state, card(g, two)) == 8
        assert strength(g.state, card(g, one)) == 3


def test_6_1_look_at_a_number_of_cards_given_by_an_amount() -> None:
    script = CardScript(triggers=(
        Trigger("quest", (LookAtTop(StatOf("self", "under")),)),))
    with scripted({MICKEY: script}):
        sc = Scenario(active=0)
        hero = sc.add(0, "play", MICKEY, under=(STITCH, STITCH))
        for name in (SVEN, MICKEY, STITCH):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, Quest(hero))
        assert g.state.decision is not None and len(g.state.decision.seen) == 2
        top = g.state.players[0].deck[0].iid
        assert g.state.decision.options == [top, g.state.players[0].deck[1].iid]
        choose(g, 0, top)
        assert names(g, 0, "hand") == [SVEN] and names(g, 0, "deck") == [STITCH, MICKEY]

        sc = Scenario(active=0)
        hero = sc.add(0, "play", MICKEY)  # nothing under it: looks at no card
        sc.add(0, "deck", SVEN)
        g = sc.build()
        g.apply(0, Quest(hero))
        assert g.state.decision is None and names(g, 0, "hand") == []


def test_6_1_3_choose_a_card_of_one_of_two_kinds() -> None:
    effect = CardScript(effect=(
        Choose("t", Filter(keyword="Bodyguard"), either=Filter(types=(ITEM_TYPE,))),
        Banish("t"),
    ))
    with scripted({ACTION_CARD: effect}), blank(ITEM):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        guard = sc.add(1, "play", SIMBA_BODYGUARD)
        item = sc.add(1, "play", ITEM)
        sc.add(1, "play", MICKEY)  # neither: can't be chosen
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert g.state.decision is not None
        assert set(g.state.decision.options) == {guard, item}
        choose(g, 0, item)
        assert names(g, 1, "discard") == [ITEM]
        assert names(g, 1, "play") == [SIMBA_BODYGUARD, MICKEY]


def test_2_1_3_first_turn_of_a_player_who_is_not_the_starting_player() -> None:
    script = CardScript(statics=(Static("cost", value=1, condition=FirstTurn(starting=False),
                                        zone="hand"),))
    with scripted({MICKEY: script}):
        for active, turn, cost in ((1, 2, 2), (0, 1, 3), (1, 4, 3), (0, 3, 3)):
            sc = Scenario(active=active, turn=turn)  # seat 0 is the starting player
            hero = sc.add(active, "hand", MICKEY)
            sc.add(1 - active, "hand", MICKEY)
            g = sc.build()
            p = g.state.players[active]
            assert cost_to_play(g.state, p, card(g, hero)) == cost, (active, turn)
        sc = Scenario(players=3, active=2, turn=3)  # the third player's first turn
        hero = sc.add(2, "hand", MICKEY)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[2], card(g, hero)) == 2


def test_8_4_put_a_card_from_play_under_another_with_its_stack() -> None:
    script = CardScript(activated=(Activated((
        Choose("t", Filter(owner=YOU, other=True)), PutUnder("t", cards="self")),),))
    with scripted({MICKEY: script}), blank(SVEN):
        sc = Scenario(active=0)
        hero = sc.add(0, "play", MICKEY, under=(STITCH,))
        sven = sc.add(0, "play", SVEN)
        g = sc.build()
        g.apply(0, Activate(hero, 0))
        assert names(g, 0, "play") == [SVEN]
        under = card(g, sven).under
        assert [c.name for c in under] == [STITCH, MICKEY] and under[1].facedown
        assert hero not in g.state.by_iid and all(c.iid in g.state.by_iid for c in under)
        assert not under[1].exerted  # states are lost


def test_8_4_put_a_card_under_each_of_several() -> None:
    effect = CardScript(effect=(
        PutUnder(Filter(owner=YOU), from_deck=1, each=True, out="got"),
        Grant("got", "Ward"),
    ))
    with scripted({ACTION_CARD: effect}), blank(SVEN):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        first = sc.add(0, "play", MICKEY)
        second = sc.add(0, "play", SVEN)
        sc.add(0, "deck", STITCH)  # one card: only the first gets one
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert len(card(g, first).under) == 1 and card(g, second).under == []
        assert has(g.state, card(g, first), "Ward")
        assert not has(g.state, card(g, second), "Ward")


def test_5_1_1_7_a_banished_card_remembers_the_cards_under_it() -> None:
    script = CardScript(triggers=(Trigger("banish", (
        Choose("t", Filter(owner=YOU, other=True)), PutUnder("t", cards="was_under")),),))
    with scripted({MICKEY: script}), blank(SVEN, STITCH):
        sc = Scenario(active=0)
        hero = sc.add(0, "play", MICKEY, under=(STITCH, STITCH), exerted=True)
        sven = sc.add(0, "play", SVEN)
        foe = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, EndTurn())
        g.apply(1, Challenge(foe, hero))
        assert names(g, 0, "discard") == [MICKEY]
        assert [c.name for c in card(g, sven).under] == [STITCH, STITCH]


def test_4_2_ink_cards_from_the_discard_as_the_turn_action() -> None:
    script = CardScript(statics=(
        Static("ink_from", Filter(types=ALL_TYPES, owner=YOU, zone="discard")),))
    with scripted({SVEN: script}), blank(MICKEY, LILO, STITCH):
        sc = Scenario(active=0)
        sc.add(0, "play", SVEN)
        gone = sc.add(0, "discard", MICKEY)
        uninkable = sc.add(0, "discard", LILO)  # no inkwell symbol
        theirs = sc.add(1, "discard", STITCH)
        in_hand = sc.add(0, "hand", STITCH)
        g = sc.build()
        legal = g.legal_actions(0)
        assert InkCard(gone) in legal and InkCard(in_hand) in legal
        assert InkCard(uninkable) not in legal and InkCard(theirs) not in legal
        g.apply(0, InkCard(gone))
        assert names(g, 0, "inkwell") == [MICKEY] and names(g, 0, "discard") == [LILO]
        assert not g.state.players[0].inkwell[0].exerted
        assert not any(isinstance(a, InkCard) for a in g.legal_actions(0))  # once a turn

        sc = Scenario(active=0)  # without the ability: only from the hand
        gone = sc.add(0, "discard", MICKEY)
        g = sc.build()
        assert InkCard(gone) not in g.legal_actions(0)


def test_8_4_2_take_facedown_cards_from_under_cards_by_number() -> None:
    effect = CardScript(effect=(TakeFromUnder(Filter(owner=YOU), out="n"), Draw(Var("n"))))
    with scripted({ACTION_CARD: effect}), blank(SVEN, STITCH, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        first = sc.add(0, "play", MICKEY, under=(STITCH, SVEN))
        sc.add(0, "play", SVEN)  # nothing under it: not asked
        last = sc.add(0, "play", MICKEY, under=(STITCH,))
        foe = sc.add(1, "play", MICKEY, under=(STITCH,))  # not yours
        g = sc.build()
        g.apply(0, PlayCard(action))
        d = g.state.decision
        assert d is not None and d.kind == "amount" and d.source == first
        assert d.options == ["0", "1", "2"]
        choose(g, 0, "1")  # the most recently put under goes
        d = g.state.decision
        assert d is not None and d.source == last and d.options == ["0", "1"]
        choose(g, 0, "0")
        assert [c.name for c in card(g, first).under] == [STITCH]
        assert len(card(g, last).under) == 1 and len(card(g, foe).under) == 1
        p = g.state.players[0]
        assert len(p.inkwell) == 4 and p.inkwell[-1].name == SVEN and p.inkwell[-1].exerted
        assert p.inkwell[-1].iid in g.state.by_iid and len(p.hand) == 1  # out: 1 moved
