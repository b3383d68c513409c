"""Rules for a keyword a card loses for a while (`LoseKeyword`, "loses Reckless this turn"):
the loss wins over the printed keyword and over gained ones while it lasts (6.1.13.4: a "this
turn" effect ends in the End-of-Turn Phase), and views show it. Each test gives vanilla cards
small scripts."""

from __future__ import annotations

from engine import EndTurn, Game, Quest, query
from engine.dsl import YOU, CardScript, Filter, Static, Trigger
from engine.scenario import Scenario
from engine.steps import Grant, LoseKeyword

from .helpers import MICKEY, PETER_EVASIVE, STITCH, card, scripted


def _keywords(g: Game, seat: int, iid: int) -> list[str]:
    """The keywords the viewer sees on a card in play."""
    view = g.view(seat)
    for p in view["players"]:
        for c in p.get("play", ()):
            if c["id"] == iid:
                return list(c.get("keywords", []))
    raise AssertionError(iid)


def test_6_1_13_4_a_lost_printed_keyword_is_gone_this_turn_only() -> None:
    with scripted({MICKEY: CardScript(triggers=(
            Trigger("quest", (LoseKeyword(Filter(owner=YOU, keyword="Evasive"), "Evasive"),)),
    ))}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        peter = sc.add(0, "play", PETER_EVASIVE)
        foe = sc.add(1, "play", PETER_EVASIVE)
        g = sc.build()
        assert query.has(g.state, card(g, peter), "Evasive")
        assert _keywords(g, 1, peter) == ["Evasive"]
        g.apply(0, Quest(mickey))
        assert not query.has(g.state, card(g, peter), "Evasive")
        assert query.has(g.state, card(g, foe), "Evasive")  # only "yours"
        assert _keywords(g, 1, peter) == [] and _keywords(g, 0, foe) == ["Evasive"]
        assert not query.KeywordScan(g.state).only_printed(card(g, peter))
        g.apply(0, EndTurn())
        assert query.has(g.state, card(g, peter), "Evasive")
        assert _keywords(g, 1, peter) == ["Evasive"]


def test_a_lost_keyword_wins_over_a_gained_one() -> None:
    with scripted({MICKEY: CardScript(
            triggers=(Trigger("quest", (Grant("self", "Reckless"),
                                        LoseKeyword(Filter(owner=YOU), "Evasive"))),),
            statics=(Static("keyword", Filter(owner=YOU, other=True), keyword="Evasive"),),
    )}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        stitch = sc.add(0, "play", STITCH)
        g = sc.build()
        assert query.has(g.state, card(g, stitch), "Evasive")  # from the static
        g.apply(0, Quest(mickey))
        assert not query.has(g.state, card(g, stitch), "Evasive")
        assert query.has(g.state, card(g, mickey), "Reckless")  # other keywords stay
        assert _keywords(g, 0, stitch) == [] and _keywords(g, 0, mickey) == ["Reckless"]
        assert query.KeywordScan(g.state).names(card(g, stitch), ("Evasive",)) == []
