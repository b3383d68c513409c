"""Set 9 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Choose, PlayCard, Quest
from engine.query import strength
from engine.scenario import Scenario

from .helpers import (
    AURORA,
    INK,
    ITEM,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    keep_order,
    names,
    options,
)

# --- Alice - Accidentally Adrift -------------------------------------------------------------


def test_alice_inks_an_item_and_weakens_on_quest() -> None:
    sc = Scenario(active=0)
    alice = sc.add(0, "hand", "Alice - Accidentally Adrift")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(1, "play", ITEM)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(alice))
    choose(g, 0, "yes")
    p1 = g.state.players[1]
    assert [c.name for c in p1.inkwell] == [ITEM] and p1.inkwell[0].exerted
    assert ITEM not in names(g, 1, "play")
    g.state.players[0].play[-1].drying = False
    g.apply(0, Quest(find(g, 0, "play", "Alice - Accidentally Adrift").iid))
    assert strength(g.state, card(g, foe)) == 3


# --- Mulan - Considerate Diplomat ------------------------------------------------------------

def test_mulan_considerate_diplomat_finds_a_princess() -> None:
    sc = Scenario(active=0)
    mulan = sc.add(0, "play", "Mulan - Considerate Diplomat")
    for name in (SVEN, AURORA, MICKEY, STITCH, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(mulan))
    assert options(g) == [find(g, 0, "deck", AURORA).iid]
    events = g.apply(0, Choose((find(g, 0, "deck", AURORA).iid,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [AURORA]
    keep_order(g, 0)
    assert names(g, 0, "hand") == [AURORA]
    assert names(g, 0, "deck") == [INK, SVEN, MICKEY, STITCH]
