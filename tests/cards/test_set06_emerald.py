"""Set 6 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import can_quest, has, strength
from engine.scenario import Scenario

from .helpers import INK, ITEM, MICKEY, SVEN, card, choose, hand_and_ink, names, options

# --- Stitch - Little Trickster ---------------------------------------------------------------

def test_stitch_little_trickster_pays_1_for_strength() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - Little Trickster")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(stitch, 0))
    g.apply(0, Activate(stitch, 0))
    assert strength(g.state, card(g, stitch)) == 3 and not card(g, stitch).exerted
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, stitch)) == 1


# --- Go Go Tomago - Darting Dynamo -----------------------------------------------------------

def test_go_go_tomago_pays_2_to_gain_lore_equal_to_damage() -> None:
    for ink, lore in ((4, 3), (3, 0)):  # costs 2, then 2 more
        sc = Scenario(active=0)
        gogo = sc.add(0, "hand", "Go Go Tomago - Darting Dynamo")
        sc.add(0, "inkwell", INK, count=ink)
        sc.add(1, "play", SVEN, damage=3)
        g = sc.build()
        g.apply(0, PlayCard(gogo))
        choose(g, 0, "yes")
        assert g.state.players[0].lore == lore
    # The opposing character is chosen; the 2 ink are paid.
    sc, gogo = hand_and_ink("Go Go Tomago - Darting Dynamo", ink=4)
    hurt = sc.add(1, "play", SVEN, damage=3)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(gogo))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    assert g.state.players[0].lore == 3 and g.state.players[0].ready_ink() == 0


# --- Honey Lemon - Chemical Genius -----------------------------------------------------------

def test_honey_lemon_pays_2_to_make_each_opponent_discard() -> None:
    sc = Scenario(active=0)
    honey = sc.add(0, "hand", "Honey Lemon - Chemical Genius")
    sc.add(0, "inkwell", INK, count=4)
    a = sc.add(1, "hand", MICKEY)
    sc.add(1, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(honey))
    choose(g, 0, "yes")
    d = g.state.decision
    assert d is not None and d.player == 1 and d.hidden
    choose(g, 1, a)
    assert names(g, 1, "discard") == [MICKEY] and g.state.players[0].ready_ink() == 0


def test_honey_lemon_may_decline() -> None:
    sc = Scenario(active=0)
    honey = sc.add(0, "hand", "Honey Lemon - Chemical Genius")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(honey))
    choose(g, 0, "no")
    assert names(g, 1, "hand") == [MICKEY] and g.state.players[0].ready_ink() == 2


# --- Fred - Mascot by Day --------------------------------------------------------------------

def test_fred_gains_2_lore_when_challenged() -> None:
    sc = Scenario(active=1)
    fred = sc.add(0, "play", "Fred - Mascot by Day", exerted=True)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, fred))
    assert g.state.players[0].lore == 2


# --- Alistair Krei - Ambitious Entrepreneur --------------------------------------------------

def test_alistair_krei_gains_lore_if_an_opponent_has_an_item() -> None:
    for theirs, lore in ((True, 1), (False, 0)):
        sc = Scenario(active=0)
        krei = sc.add(0, "hand", "Alistair Krei - Ambitious Entrepreneur")
        sc.add(0, "inkwell", INK, count=3)
        sc.add(1 if theirs else 0, "play", ITEM)
        g = sc.build()
        g.apply(0, PlayCard(krei))
        assert g.state.players[0].lore == lore


# --- Goofy - Expert Shipwright ---------------------------------------------------------------

def test_goofy_expert_shipwright_gives_ward_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Expert Shipwright")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(goofy))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Ward")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Ward")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Ward")


# --- Heffalumps and Woozles ------------------------------------------------------------------

def test_heffalumps_and_woozles_stops_questing_next_turn_and_draws() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Heffalumps and Woozles")
    sc.add(0, "inkwell", INK, count=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert not can_quest(g.state, card(g, foe))
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert can_quest(g.state, card(g, foe))


# --- You Came Back ---------------------------------------------------------------------------

def test_you_came_back_readies_a_character() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "You Came Back")
    sc.add(0, "inkwell", INK, count=3)
    tired = sc.add(0, "play", SVEN, exerted=True)
    other = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert sorted(options(g)) == sorted([tired, other])
    choose(g, 0, tired)
    assert not card(g, tired).exerted and card(g, other).exerted


# --- MegaBot ---------------------------------------------------------------------------------

def test_megabot_enters_exerted_and_banishes_an_item_or_damaged_character() -> None:
    sc = Scenario(active=0)
    bot = sc.add(0, "hand", "MegaBot")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(1, "play", SVEN)  # not damaged
    hurt = sc.add(1, "play", MICKEY, damage=1)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(bot))
    mega = g.state.players[0].play[0]
    assert mega.exerted
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Activate(g.state.players[0].play[0].iid, 0))
    choose(g, 0, "Banish chosen damaged character")  # the only one is chosen
    assert names(g, 1, "discard") == [MICKEY] and names(g, 0, "discard") == ["MegaBot"]
    assert g.state.card(hurt) is None
