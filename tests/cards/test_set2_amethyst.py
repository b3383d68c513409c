"""Set 2 amethyst cards of the starter decks (and Freeze, set 1)."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import keyword, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, idle, names, options

INK = "Chip the Teacup - Gentle Soul"  # vanilla, inkable
MICKEY = "Mickey Mouse - True Friend"  # 3/3 vanilla
SVEN = "Sven - Official Ice Deliverer"  # 5/7 vanilla
MIM_FOX = "Madam Mim - Fox"
SHAPESHIFTER = "Merlin - Shapeshifter"


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


def test_kuzco_may_draw_when_banished() -> None:
    sc = Scenario(active=1)
    kuzco = sc.add(0, "play", "Kuzco - Wanted Llama", exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, kuzco))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


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


def test_madam_mim_alone_must_banish_herself() -> None:
    """6.1.5.2: if [B] can't be chosen, [A] has to be."""
    sc = Scenario(active=0)
    mim = sc.add(0, "hand", "Madam Mim - Snake")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    assert idle(g)
    assert names(g, 0, "discard") == ["Madam Mim - Snake"]


def test_madam_mim_may_choose_to_banish_herself() -> None:
    sc = Scenario(active=0)
    mim = sc.add(0, "hand", MIM_FOX)
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(mim))
    choose(g, 0, "banish this character")
    assert names(g, 0, "discard") == [MIM_FOX] and names(g, 0, "play") == [MICKEY]


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


def test_merlin_crab_gives_challenger_3() -> None:
    sc = Scenario(active=0)
    crab = sc.add(0, "hand", "Merlin - Crab")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(crab))
    choose(g, 0, mickey)
    assert keyword(g.state, card(g, mickey), "Challenger") == 3


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
