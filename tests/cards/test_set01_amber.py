"""Set 1 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.cards.registry import script
from engine.dsl import EMPTY_SCRIPT
from engine.query import restricted, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, idle, keep_order, names, options, remove

GUEST_DECK = [
    "Mickey Mouse - True Friend", "Dinglehopper", "Minnie Mouse - Beloved Princess",
    "Hakuna Matata", "Olaf - Friendly Snowman", "Sven - Official Ice Deliverer",
]
VANILLA = [
    ("Mickey Mouse - True Friend", 3, 3, 2),
    ("Minnie Mouse - Beloved Princess", 2, 2, 1),
    ("Stitch - New Dog", 1, 2, 1),
]


def _guest_game(top: list[str]) -> tuple[Scenario, int]:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Be Our Guest")
    sc.add(0, "inkwell", INK, count=2)
    for name in top:
        sc.add(0, "deck", name)
    return sc, song


def _moana_board() -> tuple[Scenario, dict[str, int]]:
    sc = Scenario(active=0)
    ids = {
        "moana": sc.add(0, "play", "Moana - Of Motunui"),
        "minnie": sc.add(0, "play", "Minnie Mouse - Beloved Princess", exerted=True),
        "ariel": sc.add(0, "play", "Ariel - On Human Legs", exerted=True),
        "cinderella": sc.add(0, "play", "Cinderella - Gentle and Kind"),
        "mickey": sc.add(0, "play", "Mickey Mouse - True Friend", exerted=True),
        "foe": sc.add(1, "play", "Minnie Mouse - Beloved Princess", exerted=True),
    }
    return sc, ids


# --- Ariel - On Human Legs -------------------------------------------------------------------

def test_ariel_voiceless_cannot_sing_but_others_can() -> None:
    sc = Scenario(active=0)
    ariel = sc.add(0, "play", "Ariel - On Human Legs")  # cost 4
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend")  # cost 3
    song = sc.add(0, "hand", "Part of Your World")  # cost 3
    sc.add(0, "discard", "Minnie Mouse - Beloved Princess")
    g = sc.build()
    legal = g.legal_actions(0)
    assert PlayCard(song, singers=(ariel,)) not in legal
    assert PlayCard(song, singers=(mickey,)) in legal
    assert Quest(ariel) in legal  # only singing is forbidden


# --- Cinderella - Gentle and Kind ------------------------------------------------------------

def test_cinderella_singer_5_sings_a_cost_5_song() -> None:
    sc = Scenario(active=0)
    cinderella = sc.add(0, "play", "Cinderella - Gentle and Kind")  # cost 4, Singer 5
    ariel = sc.add(0, "play", "Ariel - On Human Legs")
    maximus = sc.add(0, "play", "Maximus - Relentless Pursuer")  # cost 3
    song = sc.add(0, "hand", "Grab Your Sword")  # cost 5
    g = sc.build()
    legal = g.legal_actions(0)
    assert PlayCard(song, singers=(cinderella,)) in legal
    assert PlayCard(song, singers=(maximus,)) not in legal
    assert PlayCard(song, singers=(ariel,)) not in legal


def test_cinderella_heals_only_princesses() -> None:
    sc = Scenario(active=0)
    cinderella = sc.add(0, "play", "Cinderella - Gentle and Kind")
    moana = sc.add(0, "play", "Moana - Of Motunui", damage=4)  # Princess, willpower 6
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend", damage=2)  # not a Princess
    foe = sc.add(1, "play", "Minnie Mouse - Beloved Princess", damage=1)
    g = sc.build()
    g.apply(0, Activate(cinderella, 0))
    assert card(g, cinderella).exerted
    assert set(options(g)) == {cinderella, moana, foe}
    assert mickey not in options(g)
    choose(g, 0, moana)
    remove(g, 0, 3)
    assert card(g, moana).damage == 1
    assert card(g, mickey).damage == 2
    assert Activate(cinderella, 0) not in g.legal_actions(0)  # exerted now


def test_cinderella_cannot_use_her_ability_while_drying() -> None:
    sc = Scenario(active=0)
    cinderella = sc.add(0, "play", "Cinderella - Gentle and Kind", drying=True)
    g = sc.build()
    assert Activate(cinderella, 0) not in g.legal_actions(0)


# --- Hades - Lord of the Underworld ----------------------------------------------------------

def test_hades_returns_a_chosen_character_card_from_discard() -> None:
    sc = Scenario(active=0)
    hades = sc.add(0, "hand", "Hades - Lord of the Underworld")
    sc.add(0, "inkwell", INK, count=4)
    mickey = sc.add(0, "discard", "Mickey Mouse - True Friend")
    minnie = sc.add(0, "discard", "Minnie Mouse - Beloved Princess")
    sc.add(0, "discard", "Dinglehopper")
    sc.add(1, "discard", "Moana - Of Motunui")
    g = sc.build()
    g.apply(0, PlayCard(hades))
    assert options(g) == [mickey, minnie]  # own character cards only
    choose(g, 0, minnie)
    assert names(g, 0, "hand") == ["Minnie Mouse - Beloved Princess"]
    assert names(g, 0, "discard") == ["Mickey Mouse - True Friend", "Dinglehopper"]


def test_hades_with_no_character_in_discard_does_nothing() -> None:
    sc = Scenario(active=0)
    hades = sc.add(0, "hand", "Hades - Lord of the Underworld")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(0, "discard", "Dinglehopper")
    g = sc.build()
    g.apply(0, PlayCard(hades))
    assert idle(g)
    assert names(g, 0, "hand") == []
    assert names(g, 0, "discard") == ["Dinglehopper"]


# --- HeiHei - Boat Snack ---------------------------------------------------------------------

def test_heihei_support_adds_strength_to_another_character() -> None:
    sc = Scenario(active=0)
    heihei = sc.add(0, "play", "HeiHei - Boat Snack")  # 1 strength
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend")
    minnie = sc.add(0, "play", "Minnie Mouse - Beloved Princess")
    stitch = sc.add(1, "play", "Stitch - New Dog")
    g = sc.build()
    g.apply(0, Quest(heihei))
    assert g.state.players[0].lore == 1
    choose(g, 0, "yes")
    assert set(options(g)) == {mickey, minnie, stitch}  # any other character (8.13.1)
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 4
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


def test_heihei_support_may_be_declined() -> None:
    sc = Scenario(active=0)
    heihei = sc.add(0, "play", "HeiHei - Boat Snack")
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend")
    g = sc.build()
    g.apply(0, Quest(heihei))
    choose(g, 0, "no")
    assert idle(g)
    assert strength(g.state, card(g, mickey)) == 3


# --- LeFou - Bumbler -------------------------------------------------------------------------

def test_lefou_costs_one_less_with_gaston_in_play() -> None:
    sc = Scenario(active=0)
    lefou = sc.add(0, "hand", "LeFou - Bumbler")
    sc.add(0, "inkwell", INK, count=1)
    g0 = sc.build()
    assert PlayCard(lefou) not in g0.legal_actions(0)  # 2 ink needed
    sc = Scenario(active=0)
    lefou = sc.add(0, "hand", "LeFou - Bumbler")
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "play", "Gaston - Baritone Bully")
    sc.add(1, "play", "Gaston - Arrogant Hunter")  # an opponent's Gaston does not count
    g = sc.build()
    assert PlayCard(lefou) in g.legal_actions(0)
    g.apply(0, PlayCard(lefou))
    assert names(g, 0, "play")[-1] == "LeFou - Bumbler"


# --- Maximus - Relentless Pursuer ------------------------------------------------------------

def test_maximus_horse_kick_gives_chosen_character_minus_2_strength_this_turn() -> None:
    sc = Scenario(active=0)
    maximus = sc.add(0, "hand", "Maximus - Relentless Pursuer")
    sc.add(0, "inkwell", INK, count=3)
    foe = sc.add(1, "play", "Mickey Mouse - True Friend")
    g = sc.build()
    g.apply(0, PlayCard(maximus))
    assert foe in options(g)
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 1
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3


# --- Moana - Of Motunui ----------------------------------------------------------------------

def test_moana_readies_exerted_princesses_who_then_cannot_quest() -> None:
    sc, ids = _moana_board()
    g = sc.build()
    g.apply(0, Quest(ids["moana"]))
    assert g.state.players[0].lore == 3
    choose(g, 0, "yes")
    assert idle(g)
    s = g.state
    assert not card(g, ids["minnie"]).exerted and not card(g, ids["ariel"]).exerted
    assert card(g, ids["mickey"]).exerted  # not a Princess
    assert card(g, ids["foe"]).exerted  # not yours
    legal = g.legal_actions(0)
    assert Quest(ids["minnie"]) not in legal and Quest(ids["ariel"]) not in legal
    assert Challenge(ids["minnie"], ids["foe"]) in legal  # only questing is forbidden
    # Cinderella was already ready, so she was not readied and may still quest.
    assert Quest(ids["cinderella"]) in legal
    g.apply(0, EndTurn())
    assert not restricted(s, card(g, ids["minnie"]), "cant_quest")


def test_moana_may_be_declined() -> None:
    sc, ids = _moana_board()
    g = sc.build()
    g.apply(0, Quest(ids["moana"]))
    choose(g, 0, "no")
    assert card(g, ids["minnie"]).exerted and card(g, ids["ariel"]).exerted


# --- Be Our Guest ----------------------------------------------------------------------------

def test_be_our_guest_takes_a_character_and_bottoms_the_rest() -> None:
    sc, song = _guest_game(GUEST_DECK)
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.hidden and d.min == 0 and d.max == 1
    deck = g.state.players[0].deck
    assert options(g) == [deck[0].iid, deck[2].iid]  # only the two characters in the top 4
    assert "options" not in g.view(1)["decision"]  # nor how many could be taken
    # The player sees all four looked-at cards, including the two they cannot take.
    seen = [o["name"] for o in g.view(0)["decision"]["seen"]]
    assert seen == [c.name for c in deck[:4]]
    assert "seen" not in g.view(1)["decision"] and "seen" not in g.view(None)["decision"]
    choose(g, 0, deck[0].iid)
    assert names(g, 0, "hand") == ["Mickey Mouse - True Friend"]
    # The rest go to the bottom in the order the player chooses (here: reversed).
    d = g.state.decision
    assert d is not None and d.kind == "order" and d.hidden
    assert "options" not in g.view(1)["decision"]
    rest = list(d.options)
    choose(g, 0, rest[2])
    choose(g, 0, rest[1])
    assert names(g, 0, "deck") == [
        "Olaf - Friendly Snowman", "Sven - Official Ice Deliverer",
        "Hakuna Matata", "Minnie Mouse - Beloved Princess", "Dinglehopper",
    ]
    assert names(g, 0, "discard") == ["Be Our Guest"]
    assert idle(g)


def test_be_our_guest_may_take_nothing() -> None:
    sc, song = _guest_game(GUEST_DECK)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0)
    keep_order(g, 0)
    assert names(g, 0, "hand") == []
    assert names(g, 0, "deck") == GUEST_DECK[4:] + GUEST_DECK[:4]


def test_be_our_guest_without_characters_still_asks() -> None:
    """Rulebook 7.1.4: the player may fail to find, and the opponent learns only that a choice
    is being made, so the choice is offered even when nothing could be taken."""
    top = ["Dinglehopper", "Hakuna Matata", "Stampede", "Dinglehopper"]
    sc, song = _guest_game([*top, "Mickey Mouse - True Friend"])
    g = sc.build()
    g.apply(0, PlayCard(song))
    d = g.state.decision
    assert d is not None and d.options == [] and d.min == 0 and len(d.seen) == 4
    assert set(g.view(1)["decision"]) == {"player", "kind", "prompt", "source"}
    choose(g, 0)
    keep_order(g, 0)
    assert idle(g)
    assert names(g, 0, "hand") == []
    assert names(g, 0, "deck") == ["Mickey Mouse - True Friend", *top]


def test_be_our_guest_with_a_short_deck_looks_at_what_there_is() -> None:
    sc, song = _guest_game(["Hakuna Matata", "Minnie Mouse - Beloved Princess"])
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, options(g)[0])
    assert names(g, 0, "hand") == ["Minnie Mouse - Beloved Princess"]
    assert names(g, 0, "deck") == ["Hakuna Matata"]


def test_be_our_guest_can_be_sung_by_a_cost_2_character() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Be Our Guest")
    minnie = sc.add(0, "play", "Minnie Mouse - Beloved Princess")  # cost 2
    sc.add(0, "deck", "Olaf - Friendly Snowman")
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(minnie,)))
    assert card(g, minnie).exerted
    choose(g, 0, options(g)[0])
    assert names(g, 0, "hand") == ["Olaf - Friendly Snowman"]


# --- Control Your Temper! --------------------------------------------------------------------

def test_control_your_temper_lowers_strength_this_turn_only() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Control Your Temper!")
    sc.add(0, "inkwell", INK)
    foe = sc.add(1, "play", "Mickey Mouse - True Friend")  # 3 strength
    mine = sc.add(0, "play", "Minnie Mouse - Beloved Princess")
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert set(options(g)) == {foe, mine}
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 1
    assert names(g, 0, "discard") == ["Control Your Temper!"]
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3


def test_control_your_temper_cannot_choose_a_ward_character() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Control Your Temper!")
    sc.add(0, "inkwell", INK)
    sc.add(1, "play", "Aladdin - Prince Ali")  # Ward
    foe = sc.add(1, "play", "Mickey Mouse - True Friend")
    g = sc.build()
    g.apply(0, PlayCard(action))
    # The only legal target is chosen automatically.
    assert idle(g)
    assert strength(g.state, card(g, foe)) == 1


# --- Hakuna Matata ---------------------------------------------------------------------------

def test_hakuna_matata_heals_each_of_your_characters() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Hakuna Matata")
    sc.add(0, "inkwell", INK, count=4)
    moana = sc.add(0, "play", "Moana - Of Motunui", damage=5)
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend", damage=1)
    foe = sc.add(1, "play", "Moana - Of Motunui", damage=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    remove(g, 0, 3)  # Moana: the player picks how much (up to 3, 6.1.3)
    remove(g, 0, 0)  # Mickey: "up to" allows none
    assert idle(g)
    assert card(g, moana).damage == 2
    assert card(g, mickey).damage == 1
    assert card(g, foe).damage == 2


# --- Healing Glow ----------------------------------------------------------------------------

def test_healing_glow_removes_up_to_two() -> None:
    sc = Scenario(active=0)
    glow = sc.add(0, "hand", "Healing Glow")
    sc.add(0, "inkwell", INK)
    hurt = sc.add(0, "play", SVEN, damage=3)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(glow))
    choose(g, 0, hurt)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0)
    assert card(g, hurt).damage == 1


# --- Part of Your World ----------------------------------------------------------------------

def test_part_of_your_world_returns_a_character_card() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Part of Your World")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "discard", "Hakuna Matata")
    sc.add(0, "discard", "Moana - Of Motunui")
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert idle(g)  # a single legal card is picked automatically
    assert names(g, 0, "hand") == ["Moana - Of Motunui"]
    assert names(g, 0, "discard") == ["Hakuna Matata", "Part of Your World"]


def test_part_of_your_world_cannot_return_itself() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Part of Your World")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert idle(g)
    assert names(g, 0, "hand") == []
    assert names(g, 0, "discard") == ["Part of Your World"]


# --- Dinglehopper ----------------------------------------------------------------------------

def test_dinglehopper_removes_one_damage_once_per_ready() -> None:
    sc = Scenario(active=0)
    comb = sc.add(0, "play", "Dinglehopper")
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend", damage=2)
    sc.add(1, "play", "Moana - Of Motunui", damage=3)
    g = sc.build()
    g.apply(0, Activate(comb, 0))
    choose(g, 0, mickey)
    remove(g, 0, 1)
    assert card(g, mickey).damage == 1
    assert card(g, comb).exerted
    assert Activate(comb, 0) not in g.legal_actions(0)


def test_dinglehopper_needs_no_ink_and_works_the_turn_it_is_played() -> None:
    sc = Scenario(active=0)
    comb = sc.add(0, "hand", "Dinglehopper")
    sc.add(0, "inkwell", INK)
    mickey = sc.add(0, "play", "Mickey Mouse - True Friend", damage=1)
    g = sc.build()
    g.apply(0, PlayCard(comb))
    played = find(g, 0, "play", "Dinglehopper")
    g.apply(0, Activate(played.iid, 0))  # the only character is chosen automatically
    remove(g, 0, 1)
    assert card(g, mickey).damage == 0


# --- Vanilla characters ----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "cost", "strength_", "lore"), VANILLA)
def test_vanilla_amber_characters_play_and_quest(name: str, cost: int, strength_: int,
                                                 lore: int) -> None:
    assert script(name) is EMPTY_SCRIPT
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", "Dinglehopper", count=cost)
    g = sc.build()
    g.apply(0, PlayCard(hero))
    assert idle(g) and g.state.players[0].ready_ink() == 0
    played = find(g, 0, "play", name)
    assert Quest(played.iid) not in g.legal_actions(0)  # drying
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore


@pytest.mark.parametrize(("name", "cost", "strength_", "lore"), VANILLA)
def test_vanilla_amber_characters_challenge(name: str, cost: int, strength_: int,
                                            lore: int) -> None:
    sc = Scenario(active=0)
    hero = sc.add(0, "play", name)
    foe = sc.add(1, "play", "Moana - Of Motunui", exerted=True)  # 1/6
    g = sc.build()
    g.apply(0, Challenge(hero, foe))
    assert card(g, foe).damage == strength_
    assert card(g, hero).damage == 1
