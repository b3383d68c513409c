"""Rules for vocabulary added for the set 11 sapphire cards, by rulebook number: the number
of cards under a card (8.4) as an amount and a filter number, and looking at a number of
cards given by an amount."""

from __future__ import annotations

from engine import PlayCard, Quest
from engine.dsl import CardScript, Cmp, Filter, Static, StatOf, Trigger
from engine.query import lore, strength
from engine.scenario import Scenario
from engine.steps import Choose, LookAtTop, Modify

from .helpers import MICKEY, STITCH, SVEN, card, choose, names, scripted

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
