"""Set 1 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Challenge, EndTurn, PlayCard, Quest
from engine.cards.registry import script
from engine.dsl import EMPTY_SCRIPT
from engine.query import has, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, idle, names, options

FACILIER = "Dr. Facilier - Agent Provocateur"
BROOM = "Magic Broom - Bucket Brigade"


def _yzma_game(deck: list[str]) -> tuple[Scenario, int]:
    sc = Scenario(active=0, deck_size=0)
    yzma = sc.add(0, "play", "Yzma - Alchemist")
    for name in deck:
        sc.add(0, "deck", name)
    return sc, yzma


# --- Dr. Facilier - Agent Provocateur --------------------------------------------------------

def test_facilier_cannot_shift_without_a_facilier() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Jafar - Wicked Sorcerer")
    top = sc.add(0, "hand", FACILIER)
    sc.add(0, "inkwell", INK, count=6)
    g = sc.build()
    assert not [a for a in g.legal_actions(0) if isinstance(a, PlayCard) and a.card == top]


def test_facilier_returns_your_attacker_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", FACILIER)
    stitch = sc.add(0, "play", "Stitch - New Dog")  # 2/2
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer", exerted=True)  # 5/7
    g = sc.build()
    g.apply(0, Challenge(stitch, sven))
    assert names(g, 0, "discard") == ["Stitch - New Dog"]
    choose(g, 0, "yes")
    assert idle(g)
    assert names(g, 0, "hand") == ["Stitch - New Dog"]
    assert names(g, 0, "discard") == []


def test_facilier_returns_your_defender_banished_in_a_challenge() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", FACILIER)
    minnie = sc.add(0, "play", "Minnie Mouse - Beloved Princess", exerted=True)  # 2/3
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")
    g = sc.build()
    g.apply(1, Challenge(sven, minnie))
    choose(g, 0, "yes")  # the trigger is Facilier's controller's, even on the other turn
    assert names(g, 0, "hand") == ["Minnie Mouse - Beloved Princess"]


def test_facilier_may_decline() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", FACILIER)
    stitch = sc.add(0, "play", "Stitch - New Dog")
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer", exerted=True)
    g = sc.build()
    g.apply(0, Challenge(stitch, sven))
    choose(g, 0, "no")
    assert names(g, 0, "discard") == ["Stitch - New Dog"]
    assert names(g, 0, "hand") == []


def test_facilier_ignores_other_banishes() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", FACILIER)
    sc.add(0, "play", "Stitch - New Dog", damage=1)
    stampede = sc.add(1, "hand", "Stampede")
    sc.add(1, "inkwell", INK)
    foe = sc.add(1, "play", "Stitch - New Dog")
    mine = sc.add(0, "play", "Sven - Official Ice Deliverer", exerted=True)
    g = sc.build()
    g.apply(1, PlayCard(stampede))  # banished by an action: not in a challenge
    assert idle(g)
    assert names(g, 0, "discard") == ["Stitch - New Dog"]
    g.apply(1, Challenge(foe, mine))  # an opposing character banished in a challenge
    assert idle(g)
    assert names(g, 1, "discard") == ["Stampede", "Stitch - New Dog"]


def test_facilier_does_not_return_himself() -> None:
    sc = Scenario(active=0)
    facilier = sc.add(0, "play", FACILIER)  # 4/5
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer", exerted=True)  # 5/7
    g = sc.build()
    g.apply(0, Challenge(facilier, sven))
    assert idle(g)
    assert names(g, 0, "discard") == [FACILIER]


# --- Dr. Facilier - Charlatan ----------------------------------------------------------------

def test_facilier_shifts_onto_facilier_for_5() -> None:
    sc = Scenario(active=0)
    base = sc.add(0, "play", "Dr. Facilier - Charlatan", damage=1)
    top = sc.add(0, "hand", FACILIER)
    sc.add(0, "inkwell", INK, count=5)
    g = sc.build()
    legal = g.legal_actions(0)
    assert PlayCard(top) not in legal  # 7 ink needed to play him normally
    assert PlayCard(top, shift=base) in legal
    g.apply(0, PlayCard(top, shift=base))
    shifted = find(g, 0, "play", FACILIER)
    assert names(g, 0, "play") == [FACILIER]
    assert shifted.damage == 1 and not shifted.drying  # takes the base's states
    assert [u.name for u in shifted.under] == ["Dr. Facilier - Charlatan"]
    assert g.state.players[0].ready_ink() == 0
    assert Quest(shifted.iid) in g.legal_actions(0)


# --- Flotsam - Ursula's Spy ------------------------------------------------------------------

def test_flotsam_rush_and_gives_jetsam_rush() -> None:
    sc = Scenario(active=0)
    flotsam = sc.add(0, "hand", "Flotsam - Ursula's Spy")
    jetsam = sc.add(0, "hand", "Jetsam - Ursula's Spy")
    sc.add(0, "inkwell", INK, count=9)
    foe = sc.add(1, "play", "Olaf - Friendly Snowman", exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(jetsam))
    new_jetsam = find(g, 0, "play", "Jetsam - Ursula's Spy").iid
    assert not has(g.state, card(g, new_jetsam), "Rush")
    assert Challenge(new_jetsam, foe) not in g.legal_actions(0)  # drying, no Rush yet
    g.apply(0, PlayCard(flotsam))
    new_flotsam = find(g, 0, "play", "Flotsam - Ursula's Spy").iid
    legal = g.legal_actions(0)
    assert Challenge(new_flotsam, foe) in legal  # printed Rush
    assert Challenge(new_jetsam, foe) in legal  # DEXTEROUS LUNGE
    assert Quest(new_flotsam) not in legal  # Rush doesn't allow questing


def test_flotsam_does_not_give_opposing_jetsam_rush() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Flotsam - Ursula's Spy")
    foe = sc.add(1, "play", "Jetsam - Ursula's Spy", drying=True)
    g = sc.build()
    assert not has(g.state, card(g, foe), "Rush")


def test_flotsam_loses_evasive_when_jetsam_leaves() -> None:
    sc = Scenario(active=1)
    jetsam = sc.add(0, "play", "Jetsam - Ursula's Spy", exerted=True)
    flotsam = sc.add(0, "play", "Flotsam - Ursula's Spy", exerted=True)
    song = sc.add(1, "hand", "Mother Knows Best")
    sc.add(1, "inkwell", INK, count=3)
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")
    g = sc.build()
    g.apply(1, PlayCard(song))
    choose(g, 1, jetsam)
    assert Challenge(sven, flotsam) in g.legal_actions(1)


# --- Jetsam - Ursula's Spy -------------------------------------------------------------------

def test_jetsam_evasive_and_gives_flotsam_evasive() -> None:
    sc = Scenario(active=1)
    jetsam = sc.add(0, "play", "Jetsam - Ursula's Spy", exerted=True)
    flotsam = sc.add(0, "play", "Flotsam - Ursula's Spy", exerted=True)
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")
    pan = sc.add(1, "play", "Peter Pan - Never Landing")  # Evasive
    foe_flotsam = sc.add(1, "play", "Flotsam - Ursula's Spy")
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(sven, jetsam) not in legal
    assert Challenge(sven, flotsam) not in legal  # SINISTER SLITHER
    assert Challenge(pan, jetsam) in legal and Challenge(pan, flotsam) in legal
    assert not has(g.state, card(g, foe_flotsam), "Evasive")  # only your own Flotsam


# --- Magic Broom - Bucket Brigade ------------------------------------------------------------

def test_magic_broom_shuffles_a_card_from_any_discard_into_its_deck() -> None:
    sc = Scenario(active=0)
    broom = sc.add(0, "hand", BROOM)
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "discard", "Jafar - Wicked Sorcerer")
    theirs = sc.add(1, "discard", "Mother Knows Best")
    g = sc.build()
    deck_size = len(g.state.players[1].deck)
    g.apply(0, PlayCard(broom))
    d = g.state.decision
    assert d is not None and d.min == 0 and not d.hidden
    assert set(options(g)) == {mine, theirs}
    choose(g, 0, theirs)
    assert idle(g)
    assert names(g, 1, "discard") == []
    assert len(g.state.players[1].deck) == deck_size + 1
    assert "Mother Knows Best" in names(g, 1, "deck")
    assert names(g, 0, "discard") == ["Jafar - Wicked Sorcerer"]


def test_magic_broom_may_decline_and_needs_a_discard() -> None:
    sc = Scenario(active=0)
    broom = sc.add(0, "hand", BROOM)
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "discard", "Jafar - Wicked Sorcerer")
    g = sc.build()
    g.apply(0, PlayCard(broom))
    choose(g, 0)
    assert names(g, 0, "discard") == ["Jafar - Wicked Sorcerer"]
    sc2 = Scenario(active=0)
    broom2 = sc2.add(0, "hand", BROOM)
    sc2.add(0, "inkwell", INK, count=2)
    g2 = sc2.build()
    g2.apply(0, PlayCard(broom2))
    assert idle(g2)


def test_magic_broom_may_shuffle_a_ward_character_from_an_opponents_discard() -> None:
    """Ward protects a character in play only (8.15.1)."""
    sc = Scenario(active=0)
    broom = sc.add(0, "hand", BROOM)
    sc.add(0, "inkwell", INK, count=2)
    aladdin = sc.add(1, "discard", "Aladdin - Prince Ali")  # Ward
    g = sc.build()
    g.apply(0, PlayCard(broom))
    assert aladdin in options(g)
    choose(g, 0, aladdin)
    assert names(g, 1, "discard") == [] and "Aladdin - Prince Ali" in names(g, 1, "deck")


# --- Maleficent - Sorceress ------------------------------------------------------------------

@pytest.mark.parametrize(("answer", "hand"), [("yes", 1), ("no", 0)])
def test_maleficent_may_draw(answer: str, hand: int) -> None:
    sc = Scenario(active=0)
    mal = sc.add(0, "hand", "Maleficent - Sorceress")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(mal))
    choose(g, 0, answer)
    assert idle(g)
    assert len(g.state.players[0].hand) == hand


# --- Mickey Mouse - Wayward Sorcerer ---------------------------------------------------------

def test_mickey_makes_brooms_cheaper() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mickey Mouse - Wayward Sorcerer")
    broom = sc.add(0, "hand", BROOM)  # cost 2
    pascal = sc.add(0, "hand", "Jafar - Wicked Sorcerer")  # not a Broom
    sc.add(0, "inkwell", INK)
    g = sc.build()
    legal = g.legal_actions(0)
    assert PlayCard(broom) in legal
    assert PlayCard(pascal) not in legal
    g.apply(0, PlayCard(broom))
    assert g.state.players[0].ready_ink() == 0


def test_opposing_mickey_does_not_make_your_brooms_cheaper() -> None:
    sc = Scenario(active=0)
    sc.add(1, "play", "Mickey Mouse - Wayward Sorcerer")
    broom = sc.add(0, "hand", BROOM)
    sc.add(0, "inkwell", INK)
    g = sc.build()
    assert PlayCard(broom) not in g.legal_actions(0)


def test_mickey_returns_a_broom_banished_in_a_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Mickey Mouse - Wayward Sorcerer")
    broom = sc.add(0, "play", BROOM)  # 2/2
    stitch = sc.add(0, "play", "Stitch - New Dog")  # not a Broom
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer", exerted=True)
    g = sc.build()
    g.apply(0, Challenge(broom, sven))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [BROOM]
    g.apply(0, Challenge(stitch, sven))
    assert idle(g)
    assert names(g, 0, "discard") == ["Stitch - New Dog"]


# --- Pascal - Rapunzel's Companion -----------------------------------------------------------

def test_pascal_is_evasive_only_with_another_character() -> None:
    sc = Scenario(active=1)
    pascal = sc.add(0, "play", "Pascal - Rapunzel's Companion", exerted=True)
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")
    g = sc.build()
    assert not has(g.state, card(g, pascal), "Evasive")  # an opposing character doesn't count
    assert Challenge(sven, pascal) in g.legal_actions(1)
    sc = Scenario(active=1)
    pascal = sc.add(0, "play", "Pascal - Rapunzel's Companion", exerted=True)
    sc.add(0, "play", "Olaf - Friendly Snowman")
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")
    g = sc.build()
    assert has(g.state, card(g, pascal), "Evasive")
    assert Challenge(sven, pascal) not in g.legal_actions(1)


# --- Rafiki - Mysterious Sage ----------------------------------------------------------------

def test_rafiki_rush_challenges_the_turn_he_is_played() -> None:
    assert script("Rafiki - Mysterious Sage") is EMPTY_SCRIPT
    sc = Scenario(active=0)
    rafiki = sc.add(0, "hand", "Rafiki - Mysterious Sage")
    sc.add(0, "inkwell", INK, count=3)
    foe = sc.add(1, "play", "Olaf - Friendly Snowman", exerted=True)  # 1/3
    g = sc.build()
    g.apply(0, PlayCard(rafiki))
    played = find(g, 0, "play", "Rafiki - Mysterious Sage").iid
    legal = g.legal_actions(0)
    assert Quest(played) not in legal
    g.apply(0, Challenge(played, foe))
    assert names(g, 1, "discard") == ["Olaf - Friendly Snowman"]


# --- Yzma - Alchemist ------------------------------------------------------------------------

def test_yzma_keeps_the_top_card_on_top() -> None:
    sc, yzma = _yzma_game(["Jafar - Wicked Sorcerer", "Olaf - Friendly Snowman"])
    g = sc.build()
    g.apply(0, Quest(yzma))
    assert g.state.players[0].lore == 1
    d = g.state.decision
    top = g.state.players[0].deck[0]
    assert d is not None and options(g) == ["top", "bottom"] and d.seen == [top.iid]
    assert "seen" not in g.view(1)["decision"]
    assert g.view(0)["decision"]["seen"][0]["name"] == "Jafar - Wicked Sorcerer"
    choose(g, 0, "top")
    assert idle(g)
    assert names(g, 0, "deck") == ["Jafar - Wicked Sorcerer", "Olaf - Friendly Snowman"]


def test_yzma_puts_the_top_card_on_the_bottom() -> None:
    sc, yzma = _yzma_game(["Jafar - Wicked Sorcerer", "Olaf - Friendly Snowman"])
    g = sc.build()
    g.apply(0, Quest(yzma))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == ["Olaf - Friendly Snowman", "Jafar - Wicked Sorcerer"]


def test_yzma_with_an_empty_deck_does_nothing() -> None:
    sc, yzma = _yzma_game([])
    g = sc.build()
    g.apply(0, Quest(yzma))
    assert idle(g)
    assert g.state.players[0].lore == 1


# --- Freeze ----------------------------------------------------------------------------------

def test_freeze_exerts_an_opposing_character() -> None:
    sc = Scenario(active=0)
    freeze = sc.add(0, "hand", "Freeze")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(freeze))
    assert card(g, foe).exerted and idle(g)


# --- Friends on the Other Side ---------------------------------------------------------------

def test_friends_on_the_other_side_draws_two() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Friends on the Other Side")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "deck", "Jafar - Wicked Sorcerer")
    sc.add(0, "deck", "Pascal - Rapunzel's Companion")
    sc.add(0, "deck", "Sven - Official Ice Deliverer")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert names(g, 0, "hand") == ["Jafar - Wicked Sorcerer", "Pascal - Rapunzel's Companion"]
    assert names(g, 0, "deck") == ["Sven - Official Ice Deliverer"]


# --- Challenger and vanilla characters -------------------------------------------------------

@pytest.mark.parametrize(("name", "printed", "bonus"), [
    ("Dr. Facilier - Charlatan", 0, 2),
    ("Jafar - Wicked Sorcerer", 2, 3),
])
def test_challenger_bonus_only_while_challenging(name: str, printed: int, bonus: int) -> None:
    assert script(name) is EMPTY_SCRIPT
    sc = Scenario(active=0)
    hero = sc.add(0, "play", name)
    moana = sc.add(1, "play", "Moana - Of Motunui", exerted=True)  # 1/6
    g = sc.build()
    assert strength(g.state, card(g, hero)) == printed
    g.apply(0, Challenge(hero, moana))
    assert card(g, moana).damage == printed + bonus
    assert strength(g.state, card(g, hero)) == printed  # the bonus ends with the challenge


def test_challenger_does_not_apply_when_defending() -> None:
    sc = Scenario(active=1)
    jafar = sc.add(0, "play", "Jafar - Wicked Sorcerer", exerted=True)  # 2/5
    sven = sc.add(1, "play", "Sven - Official Ice Deliverer")  # 5/7
    g = sc.build()
    g.apply(1, Challenge(sven, jafar))
    assert card(g, sven).damage == 2


@pytest.mark.parametrize(("name", "cost", "strength_", "lore"), [
    ("Olaf - Friendly Snowman", 1, 1, 1),
    ("Sven - Official Ice Deliverer", 6, 5, 1),
    ("The Wardrobe - Belle's Confidant", 3, 3, 1),
])
def test_vanilla_amethyst_characters(name: str, cost: int, strength_: int, lore: int) -> None:
    assert script(name) is EMPTY_SCRIPT
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    ready = sc.add(0, "play", name)
    foe = sc.add(1, "play", "Sven - Official Ice Deliverer", exerted=True)  # 5/7
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert g.state.players[0].ready_ink() == 0
    [played] = [c for c in g.state.players[0].play if c.iid != ready]
    assert played.name == name and played.drying
    assert Quest(played.iid) not in g.legal_actions(0)
    g.apply(0, Challenge(ready, foe))
    assert card(g, foe).damage == strength_
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore
