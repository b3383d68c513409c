"""Card states per zone: seed 004 and rulebook 5.1 (and the stack rules they refer to).

The seed's summary table is one test per row: characters, items and locations in play, inkwell,
deck, discard and hand. Views are checked too, because "facedown even to the owner" is a rule
about what a player may see.
"""

from __future__ import annotations

from typing import Any

from engine import Activate, Challenge, EndTurn, InkCard, PlayCard, Quest, query
from engine.dsl import Activated, CardScript, Filter
from engine.ops import deal_damage
from engine.scenario import Scenario
from engine.steps import Choose, Damage, GainLore, ToHand
from engine.turn_actions import BOOST

from .helpers import (
    GOONS,
    HERC_BASE,
    HERC_SHIFT,
    ITEM,
    KRONK,
    LAGOON,
    MICKEY,
    SCROOGE_BOOST,
    SEBASTIAN_SINGER,
    SONG2,
    STITCH,
    blank,
    card,
    find,
    names,
    scripted,
)

TINK_BASE = "Tinker Bell - Tiny Tactician"
TINK_SHIFT = "Tinker Bell - Giant Fairy"
_ANY_ITEM = Filter(types=("Item",))


def _all_strings(tree: Any) -> list[str]:
    if isinstance(tree, str):
        return [tree]
    if isinstance(tree, dict):
        return [s for k, v in tree.items() for s in (*_all_strings(k), *_all_strings(v))]
    if isinstance(tree, list | tuple):
        return [s for v in tree for s in _all_strings(v)]
    return []


# --- play zone: characters -------------------------------------------------------------------

def test_5_1_2_1_character_enters_play_ready_undamaged_faceup_drying() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
    c = find(g, 0, "play", MICKEY)
    assert (c.exerted, c.damage, c.facedown, c.drying, c.under) == (False, 0, False, True, [])
    view = g.view(1)["players"][0]["play"][0]
    assert view["name"] == MICKEY and view["drying"] is True and view["exerted"] is False


def test_5_1_1_11_drying_character_cannot_quest_challenge_or_exert_to_sing() -> None:
    with blank(SEBASTIAN_SINGER, GOONS, SONG2):
        sc = Scenario(active=0)
        sebastian = sc.add(0, "play", SEBASTIAN_SINGER, drying=True)
        sc.add(0, "hand", SONG2)
        sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        legal = g.legal_actions(0)
    assert not any(getattr(a, "card", None) == sebastian or getattr(a, "attacker", 0) == sebastian
                   for a in legal)
    assert not any(isinstance(a, PlayCard) and a.singers for a in legal)


def test_5_1_1_12_character_dry_from_the_start_of_its_players_turn() -> None:
    """3.2.2.1 / 5.1.1.12: in play at the start of its player's turn, it is dry and may quest,
    challenge and exert to pay costs."""
    with blank(MICKEY, GOONS):
        sc = Scenario(active=1)
        mickey = sc.add(0, "play", MICKEY, drying=True)
        sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        g.apply(1, EndTurn())
        legal = g.legal_actions(0)
    assert not card(g, mickey).drying
    assert Quest(mickey) in legal
    assert any(isinstance(a, Challenge) and a.attacker == mickey for a in legal)


def test_5_1_1_3_damaged_and_undamaged() -> None:
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
    c = card(g, mickey)
    assert deal_damage(g.state, c, 1, 0, in_challenge=False, events=[]) == 1
    assert c.damage == 1 and g.view(1)["players"][0]["play"][0]["damage"] == 1


# --- play zone: items ------------------------------------------------------------------------

def test_5_1_2_2_item_enters_play_ready_and_is_never_damaged() -> None:
    blast = CardScript(effect=(Choose("t", filter=_ANY_ITEM), Damage("t", 3)))
    with scripted({SONG2: blast}), blank(ITEM):
        sc = Scenario(active=0)
        item = sc.add(0, "hand", ITEM)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(item))
        placed = find(g, 0, "play", ITEM)
        assert not placed.exerted and not placed.drying and not placed.facedown
        assert deal_damage(g.state, placed, 2, 0, in_challenge=False, events=[]) == 0
        g.apply(0, PlayCard(song))
    placed = find(g, 0, "play", ITEM)
    assert placed.damage == 0
    assert "damage" not in g.view(0)["players"][0]["play"][0]


def test_5_5_4_item_ability_usable_the_turn_it_is_played() -> None:
    tap = CardScript(activated=(Activated((GainLore(1),), exert=True),))
    with scripted({ITEM: tap}):
        sc = Scenario(active=0)
        item = sc.add(0, "hand", ITEM)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        g.apply(0, PlayCard(item))
        placed = find(g, 0, "play", ITEM)
        assert Activate(placed.iid, 0) in g.legal_actions(0)
        g.apply(0, Activate(placed.iid, 0))
    assert g.state.players[0].lore == 1 and find(g, 0, "play", ITEM).exerted


# --- play zone: locations --------------------------------------------------------------------

def test_5_1_2_3_location_is_never_ready_or_exerted() -> None:
    """A location enters play undamaged and faceup, never exerted; 4.6.8.2: it can be
    challenged at any time although it is not exerted."""
    with blank(LAGOON, MICKEY):
        sc = Scenario(active=0)
        lagoon = sc.add(0, "hand", LAGOON)
        sc.add(0, "inkwell", STITCH, count=1)
        enemy = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(lagoon))
        placed = find(g, 0, "play", LAGOON)
        assert not placed.exerted and placed.damage == 0 and not placed.facedown
        assert "exerted" not in g.view(1)["players"][0]["play"][0]
        g.apply(0, EndTurn())
        assert Challenge(enemy, placed.iid) in g.legal_actions(1)
        g.apply(1, Challenge(enemy, placed.iid))
    placed = find(g, 0, "play", LAGOON)
    assert placed.damage == 3 and not placed.exerted


# --- inkwell, deck, discard, hand -------------------------------------------------------------

def test_5_1_2_4_inkwell_card_facedown_even_to_its_owner() -> None:
    """5.1.1.10 / 7.5.4: nobody may look at an inkwell card, not even its owner: every view has
    only counts, and the card gets a fresh id nobody saw."""
    with blank(MICKEY):
        sc = Scenario(active=0)
        ink = sc.add(0, "hand", MICKEY)
        g = sc.build()
        g.apply(0, InkCard(ink))
    c = g.state.players[0].inkwell[0]
    assert c.facedown and not c.exerted and c.iid != ink
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert view["players"][0]["inkwell"] == {"total": 1, "ready": 1}
        assert MICKEY not in _all_strings(view)


def test_5_1_2_5_deck_cards_facedown_and_counted_only() -> None:
    g = Scenario(active=0).build()
    assert all(c.facedown for p in g.state.players for c in p.deck)
    for viewer in (0, 1, None):
        assert g.view(viewer)["players"][0]["deck"] == 10
        assert STITCH not in _all_strings(g.view(viewer)["players"][0])


def test_5_1_2_6_discard_faceup_and_public() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        sc.add(1, "play", MICKEY, damage=3)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, InkCard(ink))
    gone = find(g, 1, "discard", MICKEY)
    assert not gone.facedown and not gone.exerted and gone.damage == 0
    for viewer in (0, 1, None):
        assert [c["name"] for c in g.view(viewer)["players"][1]["discard"]] == [MICKEY]


def test_5_1_2_7_hand_card_has_no_state() -> None:
    bounce = CardScript(effect=(Choose("t"), ToHand("t")))
    with scripted({SONG2: bounce}), blank(KRONK):
        sc = Scenario(active=0)
        kronk = sc.add(1, "play", KRONK, exerted=True, damage=4)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(song))  # the only character: the choice is made automatically
    back = find(g, 1, "hand", KRONK)
    assert (back.exerted, back.damage, back.drying, back.facedown) == (False, 0, False, False)
    assert back.iid != kronk
    assert g.view(0)["players"][1]["hand"] == 1


def test_7_1_6_zone_change_makes_a_new_card() -> None:
    """A card that changes zones becomes a new object: new id, the old id resolves to nothing."""
    with blank(MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
    assert g.state.card(mickey) is None
    assert find(g, 0, "play", MICKEY).iid != mickey


# --- stacks: under, on top, in a stack (5.1.1.5-7) and Example B ----------------------------

def _shifted_game(base_states: dict[str, Any]) -> tuple[Any, int, int]:
    sc = Scenario(active=0)
    base = sc.add(0, "play", TINK_BASE, **base_states)
    tink = sc.add(0, "hand", TINK_SHIFT)
    sc.add(0, "inkwell", STITCH, count=4)
    return sc, base, tink


def test_5_1_3_example_b_shift_onto_ready_undamaged_dry_character() -> None:
    """Example B: the base loses every state but faceup and gains under/in a stack; the shifted
    Tinker Bell is ready, undamaged, on top, in play, faceup and dry (so she may quest now)."""
    with blank(TINK_BASE, TINK_SHIFT):
        sc, base, tink = _shifted_game({})
        g = sc.build()
        g.apply(0, PlayCard(tink, shift=base))
        top = find(g, 0, "play", TINK_SHIFT)
        under = top.under[0]
        assert names(g, 0, "play") == [TINK_SHIFT]
        assert (top.exerted, top.damage, top.drying, top.facedown) == (False, 0, False, False)
        assert under.name == TINK_BASE and not under.facedown
        assert (under.exerted, under.damage) == (False, 0)
        assert Quest(top.iid) in g.legal_actions(0)


def test_5_1_1_5_under_card_is_not_in_play_and_cannot_be_chosen() -> None:
    pick = CardScript(effect=(Choose("t"), Damage("t", 1)))
    with blank(TINK_BASE, TINK_SHIFT), scripted({SONG2: pick}):
        sc, base, tink = _shifted_game({})
        song = sc.add(1, "hand", SONG2)
        sc.add(1, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(tink, shift=base))
        top = find(g, 0, "play", TINK_SHIFT)
        assert [c.name for c in query.in_play(g.state)] == [TINK_SHIFT]
        g.apply(0, EndTurn())
        g.apply(1, PlayCard(song))
        # Only the top card can be chosen: a single option is answered for the player.
        assert g.state.decision is None
    top = find(g, 0, "play", TINK_SHIFT)
    assert top.damage == 1 and top.under[0].damage == 0


def test_5_1_1_9_faceup_under_card_is_public() -> None:
    with blank(TINK_BASE, TINK_SHIFT):
        sc, base, tink = _shifted_game({})
        g = sc.build()
        g.apply(0, PlayCard(tink, shift=base))
    for viewer in (0, 1, None):
        assert g.view(viewer)["players"][0]["play"][0]["under"] == [{"name": TINK_BASE}]


def test_5_1_1_5_facedown_under_card_hidden_even_from_its_owner() -> None:
    """8.4.2 / 5.1.1.5: nobody may look at a facedown card under another, not even its owner."""
    with blank(SCROOGE_BOOST, MICKEY):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)
        sc.add(0, "inkwell", STITCH, count=1)
        sc.add(0, "deck", MICKEY)
        g = sc.build()
        g.apply(0, Activate(scrooge, BOOST))
    top = find(g, 0, "play", SCROOGE_BOOST)
    assert top.under[0].facedown and top.under[0].name == MICKEY
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert view["players"][0]["play"][0]["under"] == [{"facedown": True}]
        assert MICKEY not in _all_strings(view)


def test_5_1_1_7_stack_leaves_play_with_its_top_card() -> None:
    """5.1.1.7 / 8.10.7: when the top card leaves play, the whole stack goes to the same zone
    and is no longer a stack."""
    with blank(HERC_BASE, HERC_SHIFT, MICKEY, GOONS):
        sc = Scenario(active=0)
        herc = sc.add(0, "play", HERC_SHIFT, damage=3, under=(HERC_BASE,))
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        assert card(g, herc).under[0].name == HERC_BASE
        g.apply(0, InkCard(ink))
    assert sorted(names(g, 0, "discard")) == sorted([HERC_SHIFT, HERC_BASE])
    assert all(c.under == [] and not c.facedown for c in g.state.players[0].discard)


def test_5_1_1_7_facedown_under_cards_follow_the_top_card() -> None:
    with blank(SCROOGE_BOOST, MICKEY, GOONS):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST, damage=3)
        sc.add(0, "inkwell", STITCH, count=1)
        sc.add(0, "deck", MICKEY)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, Activate(scrooge, BOOST))
        g.apply(0, InkCard(ink))
    assert sorted(names(g, 0, "discard")) == sorted([SCROOGE_BOOST, MICKEY])
    assert not any(c.facedown for c in g.state.players[0].discard)

