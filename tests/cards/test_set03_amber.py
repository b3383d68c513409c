"""Set 3 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, DeckError, EndTurn, PlayCard, Quest, RulesOptions
from engine.cards.facts import card_db
from engine.cards.playable import is_supported
from engine.decks import validate_deck
from engine.query import cost_to_play, lore, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, keep_order, names, remove

LUCKY = "Lucky - The 15th Puppy"
PUPPY = "Dalmatian Puppy - Tail Wagger"  # cost 2 character


# --- Dalmatian Puppy - Tail Wagger -----------------------------------------------------------

def test_tail_wagger_deck_may_hold_more_than_four_copies() -> None:
    """WHERE DID THEY ALL COME FROM?: the copy limit comes from the card's `max_copies` fact
    (99), not the default 4, which still holds for every other card."""
    assert card_db()[PUPPY].max_copies == 99
    fill = [n for n, f in card_db().items()
            if f.ink == ("Amber",) and f.max_copies == 4 and n != PUPPY
            and is_supported(n)][:8]
    deck = [PUPPY] * 30 + [n for n in fill for _ in range(4)]
    validate_deck(deck, RulesOptions())  # 30 copies: valid
    validate_deck([PUPPY] * 60, RulesOptions())
    with pytest.raises(DeckError, match="at most 99"):
        validate_deck([PUPPY] * 100, RulesOptions())
    with pytest.raises(DeckError, match="at most 4"):
        validate_deck([PUPPY] * 55 + [fill[0]] * 5, RulesOptions())


# --- Lucky - The 15th Puppy ------------------------------------------------------------------

def test_lucky_reveals_three_and_takes_cheap_characters() -> None:
    sc = Scenario(active=0)
    lucky = sc.add(0, "play", LUCKY)
    for name in (PUPPY, SVEN, INK, "Smash"):
        sc.add(0, "deck", name)
    g = sc.build()
    events = g.apply(0, Activate(lucky, 0))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [PUPPY, SVEN, INK]
    d = g.state.decision
    assert d is not None and d.max == 3 and len(d.options) == 2  # Sven costs 6
    assert g.view(1)["revealed"] == [{"player": 0, "name": n} for n in (PUPPY, SVEN, INK)]
    choose(g, 0, *d.options)
    assert names(g, 0, "hand") == [PUPPY, INK]
    assert names(g, 0, "deck") == ["Smash", SVEN]


def test_lucky_puppy_love_needs_four_other_characters() -> None:
    sc = Scenario(active=0)
    lucky = sc.add(0, "play", LUCKY)
    others = [sc.add(0, "play", INK) for _ in range(3)]
    g = sc.build()
    g.apply(0, Quest(lucky))
    assert lore(g.state, card(g, others[0])) == 1
    sc = Scenario(active=0)
    lucky = sc.add(0, "play", LUCKY)
    others = [sc.add(0, "play", INK) for _ in range(4)]
    g = sc.build()
    g.apply(0, Quest(lucky))
    assert lore(g.state, card(g, others[0])) == 2
    assert lore(g.state, card(g, lucky)) == 1  # "other"
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, others[0])) == 1


# --- Patch - Intimidating Pup ----------------------------------------------------------------

def test_patch_weakens_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    patch = sc.add(0, "play", "Patch - Intimidating Pup")
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(patch, 0))
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Pluto - Determined Defender -------------------------------------------------------------

def test_pluto_determined_defender_heals_at_the_start_of_your_turn() -> None:
    sc = Scenario(active=1)
    pluto = sc.add(0, "play", "Pluto - Determined Defender", damage=5)
    g = sc.build()
    g.apply(1, EndTurn())
    remove(g, 0, 3)
    assert card(g, pluto).damage == 2


# --- Pluto - Friendly Pooch ------------------------------------------------------------------

def test_pluto_friendly_pooch_makes_the_next_character_cheaper() -> None:
    sc = Scenario(active=0)
    pooch = sc.add(0, "play", "Pluto - Friendly Pooch")
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Activate(pooch, 0))
    assert cost_to_play(g.state, g.state.players[0], card(g, mickey)) == 2


# --- Pongo - Determined Father ---------------------------------------------------------------

def test_pongo_reveals_the_top_card_once_a_turn() -> None:
    sc = Scenario(active=0)
    pongo = sc.add(0, "play", "Pongo - Determined Father")
    sc.add(0, "inkwell", INK, count=4)
    for name in (MICKEY, "Dinglehopper", "Smash", INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(pongo, 0))  # a character: into the hand
    assert names(g, 0, "hand") == [MICKEY] and g.state.players[0].ready_ink() == 2
    assert Activate(pongo, 0) not in g.legal_actions(0)  # once during your turn
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Activate(find(g, 0, "play", "Pongo - Determined Father").iid, 0))
    assert names(g, 0, "deck") == [INK, "Smash"]  # not a character: to the bottom


# --- Tinker Bell - Generous Fairy ------------------------------------------------------------

def test_tinker_bell_generous_fairy_takes_a_character() -> None:
    sc = Scenario(active=0)
    tink = sc.add(0, "hand", "Tinker Bell - Generous Fairy")
    sc.add(0, "inkwell", INK, count=4)
    for name in ("Smash", MICKEY, "Dinglehopper", SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(tink))
    choose(g, 0, find(g, 0, "deck", SVEN).iid)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [SVEN]
    assert names(g, 0, "deck") == ["Smash", MICKEY, "Dinglehopper"]


# --- Heal What Has Been Hurt -----------------------------------------------------------------

def test_heal_what_has_been_hurt_heals_three_and_draws() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Heal What Has Been Hurt")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(0, "play", SVEN, damage=4)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 1 and len(names(g, 0, "hand")) == 1
