"""Set 5 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, EndTurn, PlayCard
from engine.query import lore
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, names, remove

# --- Donald Duck - Focused Flatfoot ----------------------------------------------------------

def test_donald_duck_focused_flatfoot_may_ink_the_top_card() -> None:
    for answer, inked in (("yes", 1), ("no", 0)):
        sc = Scenario(active=0)
        donald = sc.add(0, "hand", "Donald Duck - Focused Flatfoot")
        sc.add(0, "inkwell", INK, count=5)
        sc.add(0, "deck", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(donald))
        choose(g, 0, answer)
        assert len(g.state.players[0].inkwell) == 5 + inked
        if inked:
            assert g.state.players[0].inkwell[-1].exerted


# --- Ever as Before --------------------------------------------------------------------------

def test_ever_as_before_removes_up_to_2_from_any_number() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Ever as Before")
    sc.add(0, "inkwell", INK, count=2)
    a = sc.add(0, "play", SVEN, damage=3)
    b = sc.add(1, "play", SVEN, damage=1)
    c = sc.add(0, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, a, b)
    remove(g, 0)
    remove(g, 0)
    assert [card(g, x).damage for x in (a, b, c)] == [1, 0, 2]


# --- Medal of Heroes -------------------------------------------------------------------------

def test_medal_of_heroes_gives_2_lore_this_turn() -> None:
    sc = Scenario(active=0)
    medal = sc.add(0, "play", "Medal of Heroes")
    sc.add(0, "inkwell", INK, count=2)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(medal, 0))
    assert lore(g.state, card(g, mickey)) == 4
    assert names(g, 0, "discard") == ["Medal of Heroes"]
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2
