"""Set 2 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import keyword, lore, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, idle, names, options

MIM_FOX = "Madam Mim - Fox"
SHAPESHIFTER = "Merlin - Shapeshifter"


# --- HeiHei - Persistent Presence ------------------------------------------------------------

def test_heihei_returns_to_hand_when_banished_in_a_challenge_only() -> None:
    sc = Scenario(active=0)
    heihei = sc.add(0, "play", "HeiHei - Persistent Presence")
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(heihei, foe))
    assert names(g, 0, "hand") == ["HeiHei - Persistent Presence"] and idle(g)
    sc2 = Scenario(active=0)
    sc2.add(0, "play", "HeiHei - Persistent Presence")
    smash = sc2.add(0, "hand", "Smash")
    sc2.add(0, "inkwell", INK, count=3)
    g2 = sc2.build()
    g2.apply(0, PlayCard(smash))  # 3 damage outside a challenge
    assert "HeiHei - Persistent Presence" in names(g2, 0, "discard")
    assert names(g2, 0, "hand") == [] and idle(g2)


# --- Kuzco - Wanted Llama --------------------------------------------------------------------

def test_kuzco_may_draw_when_banished() -> None:
    sc = Scenario(active=1)
    kuzco = sc.add(0, "play", "Kuzco - Wanted Llama", exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, kuzco))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


# --- Madam Mim - Fox -------------------------------------------------------------------------

def test_madam_mim_banishes_herself_or_returns_another() -> None:
    sc = Scenario(active=0)
    mim = sc.add(0, "hand", MIM_FOX)
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    assert options(g) == ["banish this character", "return another character"]
    choose(g, 0, "return another character")
    assert names(g, 0, "hand") == [MICKEY]
    assert names(g, 0, "play") == [MIM_FOX] and g.state.card(mickey) is None


def test_madam_mim_may_choose_to_banish_herself() -> None:
    sc = Scenario(active=0)
    mim = sc.add(0, "hand", MIM_FOX)
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    choose(g, 0, "banish this character")
    assert names(g, 0, "discard") == [MIM_FOX] and names(g, 0, "play") == [MICKEY]


# --- Madam Mim - Snake -----------------------------------------------------------------------

def test_madam_mim_alone_must_banish_herself() -> None:
    """6.1.5.2: if [B] can't be chosen, [A] has to be."""
    sc = Scenario(active=0)
    mim = sc.add(0, "hand", "Madam Mim - Snake")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    assert idle(g)
    assert names(g, 0, "discard") == ["Madam Mim - Snake"]


# --- Merlin - Crab ---------------------------------------------------------------------------

def test_merlin_crab_gives_challenger_3() -> None:
    sc = Scenario(active=0)
    crab = sc.add(0, "hand", "Merlin - Crab")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(crab))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Challenger") == 3


# --- Merlin - Goat ---------------------------------------------------------------------------

def test_merlin_goat_gains_lore_on_play_and_when_he_leaves() -> None:
    sc = Scenario(active=1)
    goat = sc.add(0, "hand", "Merlin - Goat")
    sc.add(0, "inkwell", INK, count=4)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, EndTurn())
    g.apply(0, PlayCard(goat))
    assert g.state.players[0].lore == 1
    g.apply(0, EndTurn())
    # banished in a challenge: leaving play triggers too
    merlin = find(g, 0, "play", "Merlin - Goat")
    merlin.exerted = True
    g.apply(1, Challenge(sven, merlin.iid))
    assert g.state.players[0].lore == 2


# --- Merlin - Rabbit -------------------------------------------------------------------------

def test_merlin_rabbit_may_draw_when_returned_to_hand() -> None:
    sc = Scenario(active=0)
    rabbit = sc.add(0, "play", "Merlin - Rabbit")
    mim = sc.add(0, "hand", MIM_FOX)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    choose(g, 0, "return another character")  # Rabbit is the only other character
    assert find(g, 0, "hand", "Merlin - Rabbit")
    choose(g, 0, "yes")  # HOPPITY HIP! as he leaves play
    assert len(names(g, 0, "hand")) == 2
    assert g.state.card(rabbit) is None


# --- Merlin - Shapeshifter -------------------------------------------------------------------

def test_merlin_shapeshifter_gets_lore_when_another_returns_to_hand() -> None:
    sc = Scenario(active=0)
    merlin = sc.add(0, "play", SHAPESHIFTER)
    sc.add(0, "play", MICKEY)
    mim = sc.add(0, "hand", MIM_FOX)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    choose(g, 0, "return another character")
    choose(g, 0, find(g, 0, "play", MICKEY).iid)
    assert lore(g.state, card(g, merlin)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, merlin)) == 1


# --- Merlin - Squirrel -----------------------------------------------------------------------

def test_merlin_squirrel_puts_the_top_card_on_the_bottom() -> None:
    sc = Scenario(active=0)
    squirrel = sc.add(0, "hand", "Merlin - Squirrel")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(squirrel))
    d = g.state.decision
    assert d is not None and d.kind == "top_or_bottom"
    assert [o["name"] for o in g.view(0)["decision"]["seen"]] == ["Smash"]
    assert "seen" not in g.view(1)["decision"]
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [SVEN, "Smash"] and idle(g)


def test_merlin_squirrel_may_keep_it_on_top() -> None:
    sc = Scenario(active=0)
    squirrel = sc.add(0, "hand", "Merlin - Squirrel")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(squirrel))
    choose(g, 0, "top")
    assert names(g, 0, "deck") == ["Smash", SVEN]
    assert strength(g.state, find(g, 0, "play", "Merlin - Squirrel")) == 2


# --- I'm Stuck! ------------------------------------------------------------------------------

def test_im_stuck_keeps_a_character_exerted_through_its_next_ready() -> None:
    sc = Scenario(active=0)
    stuck = sc.add(0, "hand", "I'm Stuck!")
    sc.add(0, "inkwell", INK)
    foe = sc.add(1, "play", SVEN, exerted=True)
    other = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(stuck))
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    assert card(g, foe).exerted  # did not ready at the start of their turn
    assert not card(g, other).exerted
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert not card(g, foe).exerted  # only that one turn
