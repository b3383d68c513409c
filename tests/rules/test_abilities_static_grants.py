"""Rules for activated abilities granted by a static ability in play (kind 'activated': "your
characters with Reckless gain '{E} - Gain 1 lore.'"; 6.4: a static applies while its card is
in play). Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Activate, Challenge, query
from engine.dsl import YOU, Activated, CardScript, Filter, Static
from engine.scenario import Scenario
from engine.steps import GainLore

from .helpers import MICKEY, STITCH, SVEN, card, names, scripted

GRANTER = CardScript(
    activated=(Activated((GainLore(2),)), Activated((GainLore(1),))),
    statics=(Static("activated", Filter(owner=YOU, other=True), value=1),),
)


def test_6_4_a_static_grants_an_activated_ability_while_in_play() -> None:
    with scripted({MICKEY: GRANTER}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "play", MICKEY)  # a second copy grants the same ability: it is listed once
        stitch = sc.add(0, "play", STITCH)
        foe = sc.add(1, "play", STITCH)
        g = sc.build()
        legal = g.legal_actions(0)
        assert Activate(stitch, 0) in legal and Activate(stitch, 1) not in legal
        assert Activate(foe, 0) not in g.legal_actions(1)
        g.apply(0, Activate(stitch, 0))  # ability number 1 of the granter: 1 lore
        assert g.state.players[0].lore == 1 and card(g, stitch).exerted
        assert query.static_grants(g.state, card(g, mickey)) == [(MICKEY, 1)]  # the other copy


def test_6_4_the_granted_ability_ends_when_the_granter_leaves_play() -> None:
    with scripted({MICKEY: GRANTER}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        stitch = sc.add(0, "play", STITCH)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        assert Activate(stitch, 0) in g.legal_actions(0)
        g.apply(0, Challenge(mickey, sven))  # 3 damage back from a 5/7: Mickey is banished
        assert names(g, 0, "discard") == [MICKEY]
        assert Activate(stitch, 0) not in g.legal_actions(0)
