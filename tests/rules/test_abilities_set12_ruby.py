"""Rules for vocabulary added for the set 12 ruby cards, by rulebook number: cards put on the
bottom of a deck "in any order" (7.2.3) and a granted triggered ability's condition on the
event's other card (6.2). Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Challenge, PlayCard
from engine.dsl import CHARACTERS, YOU, CardScript, Chosen, Filter, Trigger
from engine.scenario import Scenario
from engine.steps import Collect, Delayed, Draw, ToDeck

from .helpers import (
    GOONS,
    KRONK,
    LAGOON,
    MICKEY,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
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
