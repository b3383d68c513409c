"""Set 8 steel cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import cost_to_play, has
from engine.scenario import Scenario

from .helpers import MICKEY, STITCH, SVEN, card, choose, hand_and_ink, names

# --- Zipper - Flying Ranger ------------------------------------------------------------------

def test_zipper_costs_less_with_monterey_jack_and_is_evasive_on_your_turn() -> None:
    sc = Scenario(active=0)
    zipper = sc.add(0, "hand", "Zipper - Flying Ranger")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, zipper)) == 3
    sc = Scenario(active=0)
    zipper = sc.add(0, "hand", "Zipper - Flying Ranger")
    sc.add(0, "play", "Monterey Jack - Defiant Protector")
    played = sc.add(0, "play", "Zipper - Flying Ranger")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, zipper)) == 2
    assert has(g.state, card(g, played), "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, played), "Evasive")


# --- Vinnie - Green Pigeon -------------------------------------------------------------------

def test_vinnie_gains_lore_when_another_of_yours_is_banished_on_their_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Vinnie - Green Pigeon")
    mine = sc.add(0, "play", STITCH, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, mine))
    assert g.state.players[0].lore == 1
    sc = Scenario(active=0)
    sc.add(0, "play", "Vinnie - Green Pigeon")
    mine = sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))  # banished during your own turn: nothing
    assert names(g, 0, "discard") == [STITCH] and g.state.players[0].lore == 0


# --- Stitch - Alien Troublemaker -------------------------------------------------------------

def test_stitch_alien_troublemaker_draws_and_gains_lore_on_your_turn() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - Alien Troublemaker")  # 3/4
    foe = sc.add(1, "play", "Stitch - New Dog", exerted=True)  # 2/2
    g = sc.build()
    g.apply(0, Challenge(stitch, foe))
    choose(g, 0, "yes")
    assert g.state.players[0].lore == 1 and len(names(g, 0, "hand")) == 1
    sc = Scenario(active=1)
    stitch = sc.add(0, "play", "Stitch - Alien Troublemaker", exerted=True)
    foe = sc.add(1, "play", "Stitch - New Dog")
    g = sc.build()
    g.apply(1, Challenge(foe, stitch))  # banished by Stitch on their turn: nothing
    assert g.state.decision is None and g.state.players[0].lore == 0


# --- Beyond the Horizon ----------------------------------------------------------------------

def test_beyond_the_horizon_refills_the_chosen_players_hands() -> None:
    sc, song = hand_and_ink("Beyond the Horizon", ink=7)
    sc.add(0, "hand", SVEN)
    sc.add(1, "hand", MICKEY, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.min == 0 and d.max == 2
    choose(g, 0, "p1")
    assert names(g, 1, "discard") == [MICKEY, MICKEY] and len(names(g, 1, "hand")) == 3
    assert names(g, 0, "hand") == [SVEN]  # not chosen


# --- Quick Shot ------------------------------------------------------------------------------

def test_quick_shot_deals_1_damage_and_draws() -> None:
    sc, shot = hand_and_ink("Quick Shot")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(shot))  # the only character: chosen
    assert card(g, foe).damage == 1 and len(names(g, 0, "hand")) == 1
