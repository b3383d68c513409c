"""Set 2 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import EndTurn, PlayCard
from engine.query import strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SONG, SVEN, card, choose, hand_and_ink, names, options

# --- Donald Duck - Perfect Gentleman ---------------------------------------------------------

def test_donald_perfect_gentleman_lets_each_player_draw() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Donald Duck - Perfect Gentleman")
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    choose(g, 1, "no")
    assert len(names(g, 0, "hand")) == 2  # drew one, then the turn's draw
    assert names(g, 1, "hand") == []


# --- Donald Duck - Sleepwalker ---------------------------------------------------------------

def test_donald_sleepwalker_gets_strength_when_you_play_an_action() -> None:
    sc, song = hand_and_ink(SONG)
    donald = sc.add(0, "play", "Donald Duck - Sleepwalker")
    g = sc.build()
    g.apply(0, PlayCard(song))  # a song is an action
    assert strength(g.state, card(g, donald)) == 2


# --- Hypnotize -------------------------------------------------------------------------------

def test_hypnotize_each_opponent_discards_and_you_draw() -> None:
    sc = Scenario(active=0)
    hyp = sc.add(0, "hand", "Hypnotize")
    sc.add(0, "inkwell", INK, count=3)
    a = sc.add(1, "hand", MICKEY)
    sc.add(1, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(hyp))
    d = g.state.decision
    assert d is not None and d.player == 1 and "options" not in g.view(0)["decision"]
    choose(g, 1, a)
    assert names(g, 1, "discard") == [MICKEY]
    assert len(names(g, 0, "hand")) == 1


# --- Improvise -------------------------------------------------------------------------------

def test_improvise_pumps_and_draws() -> None:
    sc = Scenario(active=0)
    imp = sc.add(0, "hand", "Improvise")
    sc.add(0, "inkwell", INK)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(imp))
    assert mickey in options(g)
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 4 and len(names(g, 0, "hand")) == 1
