"""Rules for DSL pieces the set 11 steel cards added: a static that gives a classification
(6.4, with last known information for banish triggers, 6.7.6), a static that lets a character
challenge ready characters of a kind (4.6.4), and the per-turn "a character was banished in a
challenge this turn" counters (6.4.4, example B). Each test gives vanilla cards small
scripts."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn
from engine.dsl import OPPONENT, Activated, CardScript, DidThisTurn, Filter, Static, Trigger
from engine.scenario import Scenario
from engine.steps import GainLore, If

from .helpers import (
    ITEM,
    LILO,
    MICKEY,
    MINNIE,
    SIMBA_BODYGUARD,
    STITCH,
    SVEN,
    blank,
    card,
    idle,
    names,
    scripted,
)

VILLAINS = CardScript(statics=(Static("classification", Filter(owner=OPPONENT),
                                      keyword="Villain"),),
                      activated=(Activated((), exert=False, banish_self=True),))

def test_6_4_a_static_gives_opposing_characters_a_classification_while_in_play() -> None:
    with scripted({ITEM: VILLAINS}), blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        mine = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH)
        g = sc.build()
        villain = Filter(classification="Villain")
        s = g.state
        assert villain.matches(card(g, foe), 0, 0, s)
        assert not villain.matches(card(g, mine), 0, 0, s)  # only opposing characters
        g.apply(0, Activate(item, 0))  # banished: the static ends with its card in play
        assert not villain.matches(card(g, foe), 0, 0, s)


def test_6_7_6_a_banished_card_keeps_a_gained_classification_for_its_banish_triggers() -> None:
    watcher = CardScript(triggers=(
        Trigger("banish", (GainLore(1),), subject="opposing",
                filter=Filter(classification="Villain")),
    ))
    with scripted({ITEM: VILLAINS, MINNIE: watcher}), blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "play", ITEM)
        sc.add(0, "play", MINNIE)
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(mickey, foe))
        assert idle(g) and g.state.players[0].lore == 1
        assert not g.state.lki_classes  # only while the banish events are raised
        # In the discard the card is no Villain: the static works on characters in play.
        assert not Filter(classification="Villain").matches(
            g.state.players[1].discard[0], 0, 0, g.state)
    with scripted({MINNIE: watcher}), blank(STITCH, MICKEY):  # without the static: nothing
        sc = Scenario(active=0)
        sc.add(0, "play", MINNIE)
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(mickey, foe))
        assert g.state.players[0].lore == 0


def test_4_6_4_a_static_lets_a_character_challenge_ready_characters_of_a_kind() -> None:
    picky = CardScript(statics=(Static("challenge_ready", by=Filter(name="Stitch")),))
    with scripted({MICKEY: picky}), blank(STITCH, SVEN, LILO, SIMBA_BODYGUARD):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        other = sc.add(0, "play", LILO)
        stitch = sc.add(1, "play", STITCH)  # ready
        sven = sc.add(1, "play", SVEN)  # ready, not a Stitch
        g = sc.build()
        legal = g.legal_actions(0)
        assert Challenge(mickey, stitch) in legal and Challenge(mickey, sven) not in legal
        assert Challenge(other, stitch) not in legal  # the static's own card only
        sc = Scenario(active=0)  # 8.3.3: an exerted Bodyguard must still be chosen first
        mickey = sc.add(0, "play", MICKEY)
        stitch = sc.add(1, "play", STITCH)
        guard = sc.add(1, "play", SIMBA_BODYGUARD, exerted=True)
        g = sc.build()
        legal = g.legal_actions(0)
        assert Challenge(mickey, guard) in legal and Challenge(mickey, stitch) not in legal


def test_6_4_4_counters_say_whether_a_character_was_banished_in_a_challenge_this_turn() -> None:
    lore_if = CardScript(activated=(
        Activated((If(DidThisTurn("opposing_banished_in_challenge"), (GainLore(2),)),
                   If(DidThisTurn("banished_in_challenge"), (GainLore(1),))), exert=False),
    ))
    with scripted({MINNIE: lore_if}), blank(STITCH, SVEN, MICKEY):
        sc = Scenario(active=0)
        minnie = sc.add(0, "play", MINNIE)
        mine = sc.add(0, "play", STITCH)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        g.apply(0, Activate(minnie, 0))
        assert g.state.players[0].lore == 0  # nothing banished yet
        g.apply(0, Challenge(mine, sven))  # your own character is banished
        g.apply(0, Activate(minnie, 0))
        assert g.state.players[0].lore == 1  # any character, but not an opposing one
        g.apply(0, EndTurn())
        assert g.state.players[0].counters == {}  # per turn
        sc = Scenario(active=0)
        minnie = sc.add(0, "play", MINNIE)
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(mickey, foe))
        assert names(g, 1, "discard") == [STITCH]
        assert g.state.players[1].counters.get("opposing_banished_in_challenge", 0) == 0
        g.apply(0, Activate(minnie, 0))
        assert g.state.players[0].lore == 3
