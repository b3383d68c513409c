"""Rules for vocabulary added for the set 12 steel cards, by rulebook number: a character
that "may enter play exerted to ..." is turned sideways without exerting (5.1.1.2), and
"another chosen character" can't be the card an earlier choice picked (6.1.3). Each test
gives vanilla cards small scripts."""

from __future__ import annotations

from engine import PlayCard
from engine.dsl import CardScript, Trigger, did
from engine.scenario import Scenario
from engine.steps import Choose, Damage, Draw, Exert, If

from .helpers import MICKEY, MINNIE, STITCH, SVEN, blank, card, choose, find, scripted


def test_5_1_1_2_entering_play_exerted_by_choice_is_not_exerting() -> None:
    # "This character may enter play exerted to draw a card" / "whenever this character
    # exerts, draw a card" on another card: entering exerted does not trigger it.
    enter = CardScript(triggers=(Trigger("play", (
        Exert("self", entering=True, out="e"), If(did("e"), (Draw(1),))), optional=True),))
    watcher = CardScript(triggers=(Trigger("exert", (Draw(2),), subject="own"),))
    with scripted({MICKEY: enter, SVEN: watcher}), blank(STITCH):
        for answer in ("yes", "no"):
            sc = Scenario(active=0)
            mickey = sc.add(0, "hand", MICKEY)
            sc.add(0, "inkwell", STITCH, count=3)
            sc.add(0, "play", SVEN)
            sc.add(0, "deck", STITCH, count=5)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            choose(g, 0, answer)
            played = find(g, 0, "play", MICKEY)
            assert played.exerted is (answer == "yes")
            # One card for the ability, none for the 'exert' watcher.
            assert len(g.state.players[0].hand) == (1 if answer == "yes" else 0)


def test_6_1_3_another_chosen_character_excludes_the_first_choice() -> None:
    arrows = CardScript(triggers=(Trigger("play", (
        Choose("a", prompt="2 damage"), Damage("a", 2),
        Choose("b", optional=True, excluding="a", prompt="1 damage"), Damage("b", 1))),))
    with scripted({MICKEY: arrows}), blank(SVEN, MINNIE, STITCH):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        sven = sc.add(1, "play", SVEN)
        minnie = sc.add(1, "play", MINNIE)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        choose(g, 0, sven)
        assert g.state.decision is not None
        assert sven not in g.state.decision.options
        assert minnie in g.state.decision.options
        choose(g, 0, minnie)
        assert (card(g, sven).damage, card(g, minnie).damage) == (2, 1)
