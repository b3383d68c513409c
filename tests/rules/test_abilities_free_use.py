"""Rules for using an activated ability "for free" (`Activated(free_if=...)`): 1.5.5.4 and
4.4.3.2, an alternate cost that ignores every cost but {E}. Each test gives vanilla cards
small scripts."""

from __future__ import annotations

from engine import Activate
from engine.dsl import YOU, Activated, CardScript, Filter, have
from engine.scenario import Scenario
from engine.steps import GainLore

from .helpers import MICKEY, STITCH, SVEN, card, scripted

HOOKED = CardScript(activated=(
    Activated((GainLore(1),), ink=3, free_if=have(Filter(owner=YOU, name="Sven"))),
))


def test_1_5_5_4_for_free_ignores_the_ink_but_not_the_exert() -> None:
    with scripted({MICKEY: HOOKED}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "play", SVEN)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        g.apply(0, Activate(mickey, 0))
        assert g.state.players[0].lore == 1 and g.state.players[0].ready_ink() == 1
        assert card(g, mickey).exerted
        assert Activate(mickey, 0) not in g.legal_actions(0)


def test_4_4_3_2_without_the_condition_the_ink_is_paid() -> None:
    with scripted({MICKEY: HOOKED}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(1, "play", SVEN)  # not yours
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        assert Activate(mickey, 0) not in g.legal_actions(0)
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, Activate(mickey, 0))
        assert g.state.players[0].lore == 1 and g.state.players[0].ready_ink() == 0
