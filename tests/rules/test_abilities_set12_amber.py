"""Rules for vocabulary added for the set 12 amber cards, by rulebook number: a character that
may enter play exerted without Bodyguard (8.3.2's choice). Each test gives vanilla cards small
scripts."""

from __future__ import annotations

from engine import PlayCard
from engine.dsl import CardScript, Static
from engine.scenario import Scenario

from .helpers import MICKEY, STITCH, blank, choose, find, idle, scripted


def test_8_3_2_a_character_may_enter_play_exerted_without_bodyguard() -> None:
    """"This character may enter play exerted": the same choice as Bodyguard's, made as the
    card enters play; cards without it enter ready with no question."""
    exerting = CardScript(statics=(Static("may_enter_exerted"),))
    with scripted({MICKEY: exerting}), blank(STITCH):
        for answer in ("exerted", "ready"):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=4)
            mickey = sc.add(0, "hand", MICKEY)
            stitch = sc.add(0, "hand", STITCH)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            d = g.state.decision
            assert d is not None and d.kind == "bodyguard" and d.player == 0
            choose(g, 0, answer)
            assert find(g, 0, "play", MICKEY).exerted is (answer == "exerted")
            g.apply(0, PlayCard(stitch))
            assert idle(g) and not find(g, 0, "play", STITCH).exerted
