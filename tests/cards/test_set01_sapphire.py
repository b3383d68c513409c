"""Set 1 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

import pytest

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest
from engine.dsl import Ctx, Filter
from engine.query import can_be_chosen, cost_to_play, has, strength
from engine.scenario import Scenario
from engine.state import Frame
from engine.steps import LookAtTop

from .helpers import INK, MICKEY, card, choose, find, idle, names, options, remove

GOONS = "Goons - Maleficent's Underlings"


# --- Aurora - Briar Rose ---------------------------------------------------------------------

def test_aurora_briar_rose_weakens_chosen_character_this_turn() -> None:
    sc = Scenario(active=0)
    aurora = sc.add(0, "hand", "Aurora - Briar Rose")
    sc.add(0, "inkwell", GOONS, count=4)
    maui = sc.add(1, "play", "Maui - Demigod")
    sc.add(1, "play", GOONS)
    g = sc.build()
    g.apply(0, PlayCard(aurora))
    assert maui in options(g)
    assert find(g, 0, "play", "Aurora - Briar Rose").iid in options(g)  # any character
    choose(g, 0, maui)
    assert strength(g.state, card(g, maui)) == 6
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, maui)) == 8


# --- Aurora - Dreaming Guardian --------------------------------------------------------------

def test_aurora_dreaming_guardian_shifts_onto_aurora() -> None:
    sc = Scenario(active=0)
    base = sc.add(0, "play", "Aurora - Briar Rose", exerted=True, damage=2)
    guardian = sc.add(0, "hand", "Aurora - Dreaming Guardian")
    sc.add(0, "hand", "Maleficent - Uninvited")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    legal = g.legal_actions(0)
    assert PlayCard(guardian, shift=base) in legal
    assert PlayCard(guardian) not in legal  # full cost is 5
    g.apply(0, PlayCard(guardian, shift=base))
    assert idle(g)  # Briar Rose's play ability does not fire again
    top = find(g, 0, "play", "Aurora - Dreaming Guardian")
    assert names(g, 0, "play") == ["Aurora - Dreaming Guardian"]
    assert top.exerted and top.damage == 2 and not top.drying
    assert [u.name for u in top.under] == ["Aurora - Briar Rose"]
    assert g.state.players[0].ready_ink() == 0


def test_aurora_dreaming_guardian_gives_other_characters_ward() -> None:
    sc = Scenario(active=1)
    aurora = sc.add(0, "play", "Aurora - Dreaming Guardian")
    friend = sc.add(0, "play", "Mufasa - King of the Pride Lands", exerted=True)
    theirs = sc.add(1, "play", GOONS)
    fire = sc.add(1, "hand", "Dragon Fire")
    sc.add(1, "inkwell", GOONS, count=5)
    g = sc.build()
    s = g.state
    assert has(s, card(g, friend), "Ward") and not has(s, card(g, aurora), "Ward")
    assert not has(s, card(g, theirs), "Ward")
    assert not can_be_chosen(s, card(g, friend), 1) and can_be_chosen(s, card(g, friend), 0)
    # Ward does not stop challenges.
    assert Challenge(theirs, friend) in g.legal_actions(1)
    g.apply(1, PlayCard(fire))
    assert options(g) == [aurora, theirs]
    choose(g, 1, aurora)
    assert names(g, 0, "discard") == ["Aurora - Dreaming Guardian"]
    assert not has(s, card(g, friend), "Ward")  # the protection leaves with her


# --- Belle - Inventive Engineer --------------------------------------------------------------

def test_belle_makes_the_next_item_cheaper() -> None:
    sc = Scenario(active=0)
    belle = sc.add(0, "play", "Belle - Inventive Engineer")
    item = sc.add(0, "hand", "Fang Crossbow")
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, Quest(belle))
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, item)) == 2
    assert cost_to_play(g.state, p, card(g, mickey)) == 3


# --- Gramma Tala - Storyteller ---------------------------------------------------------------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_gramma_tala_may_go_to_inkwell_when_banished(answer: str) -> None:
    sc = Scenario(active=1)
    tala = sc.add(0, "play", "Gramma Tala - Storyteller", exerted=True)  # 1/1
    goons = sc.add(1, "play", GOONS)
    g = sc.build()
    g.apply(1, Challenge(goons, tala))
    # The owner decides on the opponent's turn.
    choose(g, 0, answer)
    assert idle(g)
    me = g.state.players[0]
    if answer == "yes":
        assert names(g, 0, "discard") == []
        assert names(g, 0, "inkwell") == ["Gramma Tala - Storyteller"]
        assert me.inkwell[0].exerted and me.inkwell[0].facedown
    else:
        assert names(g, 0, "discard") == ["Gramma Tala - Storyteller"]
        assert me.inkwell == []


def test_gramma_tala_banished_by_an_action() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Gramma Tala - Storyteller")
    smash = sc.add(1, "hand", "Smash")
    sc.add(1, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(1, PlayCard(smash))
    choose(g, 0, "yes")
    assert names(g, 0, "inkwell") == ["Gramma Tala - Storyteller"]


# --- Mickey Mouse - Detective ----------------------------------------------------------------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_mickey_detective_may_ink_top_card(answer: str) -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "hand", "Mickey Mouse - Detective")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Ransack")
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    choose(g, 0, answer)
    me = g.state.players[0]
    if answer == "yes":
        assert len(me.inkwell) == 4
        assert me.inkwell[-1].name == "Smash" and me.inkwell[-1].exerted
        assert me.ready_ink() == 0  # the new ink is exerted
        assert names(g, 0, "deck") == ["Ransack"]
    else:
        assert len(me.inkwell) == 3
        assert names(g, 0, "deck") == ["Smash", "Ransack"]


def test_mickey_detective_with_empty_deck_does_not_lose() -> None:
    sc = Scenario(active=0, deck_size=0)
    mickey = sc.add(0, "hand", "Mickey Mouse - Detective")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    choose(g, 0, "yes")
    assert not g.is_over and len(g.state.players[0].inkwell) == 3


# --- Scar - Mastermind -----------------------------------------------------------------------

def test_scar_mastermind_only_chooses_opposing_characters() -> None:
    sc = Scenario(active=0)
    scar = sc.add(0, "hand", "Scar - Mastermind")
    sc.add(0, "inkwell", GOONS, count=6)
    own = sc.add(0, "play", GOONS)
    maui = sc.add(1, "play", "Maui - Demigod")
    kristoff = sc.add(1, "play", "Kristoff - Official Ice Master")
    g = sc.build()
    g.apply(0, PlayCard(scar))
    assert set(options(g)) == {maui, kristoff}
    assert own not in options(g)
    choose(g, 0, kristoff)
    assert strength(g.state, card(g, kristoff)) == -2
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, kristoff)) == 3


def test_scar_mastermind_weakened_character_deals_no_damage() -> None:
    sc = Scenario(active=0)
    scar = sc.add(0, "hand", "Scar - Mastermind")
    sc.add(0, "inkwell", GOONS, count=6)
    goons = sc.add(0, "play", GOONS)
    maui = sc.add(1, "play", "Maui - Demigod", exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(scar))  # Maui is the only opposing character: chosen for us
    assert strength(g.state, card(g, maui)) == 3
    g.apply(0, Challenge(goons, maui))
    assert names(g, 0, "discard") == [GOONS]  # 3 damage still banishes a 2-willpower Goons
    sc2 = Scenario(active=0)
    scar2 = sc2.add(0, "hand", "Scar - Mastermind")
    sc2.add(0, "inkwell", GOONS, count=6)
    kristoff = sc2.add(0, "play", "Kristoff - Official Ice Master")
    donald = sc2.add(1, "play", "Donald Duck - Boisterous Fowl", exerted=True)
    g2 = sc2.build()
    g2.apply(0, PlayCard(scar2))
    g2.apply(0, Challenge(kristoff, donald))
    assert card(g2, kristoff).damage == 0  # 2 - 5 strength deals nothing


# --- Develop Your Brain ----------------------------------------------------------------------

def test_develop_your_brain_keeps_one_and_bottoms_the_other() -> None:
    sc = Scenario(active=0)
    brain = sc.add(0, "hand", "Develop Your Brain")
    sc.add(0, "inkwell", INK)
    top = sc.add(0, "deck", "Smash")
    second = sc.add(0, "deck", "Maui - Demigod")
    sc.add(0, "deck", "Ransack")
    g = sc.build()
    g.apply(0, PlayCard(brain))
    d = g.state.decision
    assert d is not None and d.hidden and options(g) == [top, second]
    mine, theirs = g.view(0)["decision"], g.view(1)["decision"]
    assert [o["name"] for o in mine["options"]] == ["Smash", "Maui - Demigod"]
    assert theirs == {"player": 0, "kind": "cards", "prompt": d.prompt, "source": d.source}
    choose(g, 0, second)
    assert idle(g)
    assert names(g, 0, "hand") == ["Maui - Demigod"]
    assert names(g, 0, "deck") == ["Ransack", "Smash"]
    assert names(g, 0, "discard") == ["Develop Your Brain"]


def test_develop_your_brain_with_one_card_left() -> None:
    sc = Scenario(active=0)
    brain = sc.add(0, "hand", "Develop Your Brain")
    sc.add(0, "inkwell", INK)
    sc.add(0, "deck", "Smash")
    g = sc.build()
    g.apply(0, PlayCard(brain))
    assert idle(g)
    assert names(g, 0, "hand") == ["Smash"] and names(g, 0, "deck") == []


def test_develop_your_brain_with_empty_deck() -> None:
    sc = Scenario(active=0, deck_size=0)
    brain = sc.add(0, "hand", "Develop Your Brain")
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, PlayCard(brain))
    assert idle(g) and not g.is_over
    assert names(g, 0, "hand") == []


def test_look_at_top_step_with_filter_optional_and_reveal() -> None:
    """The LookAtTop step Develop Your Brain uses, in the options it does not use."""
    sc = Scenario(active=0)
    sc.add(0, "deck", "Smash")
    maui = sc.add(0, "deck", "Maui - Demigod")
    sc.add(0, "deck", "Ransack")
    sc.add(0, "deck", "Coconut Basket")
    g = sc.build()
    step = LookAtTop(3, filter=Filter(), optional=True, reveal=True)
    frame = Frame(("Develop Your Brain", "effect", 0), 0, 0)
    events: list[dict[str, object]] = []
    d = step.run(Ctx(g.state, frame, None, events))
    assert d is not None and d.options == [maui] and d.min == 0 and d.hidden
    assert events[0]["private"] == {"cards": ["Smash", "Maui - Demigod", "Ransack"]}
    d = step.run(Ctx(g.state, frame, [maui], events))
    assert events[-1] == {"type": "reveal", "player": 0, "name": "Maui - Demigod"}
    assert d is not None and d.kind == "order"  # the rest: in the order the player picks
    ransack = d.options[1]
    assert step.run(Ctx(g.state, frame, [ransack], events)) is None
    assert names(g, 0, "hand") == ["Maui - Demigod"]
    assert names(g, 0, "deck") == ["Coconut Basket", "Ransack", "Smash"]


def test_look_at_top_step_optional_take_nothing() -> None:
    sc = Scenario(active=0)
    sc.add(0, "deck", "Maui - Demigod")
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Ransack")
    g = sc.build()
    step = LookAtTop(2, optional=True)
    frame = Frame(("Develop Your Brain", "effect", 0), 0, 0)
    assert step.run(Ctx(g.state, frame, None, [])) is not None
    d = step.run(Ctx(g.state, frame, [], []))
    assert d is not None and d.kind == "order"
    assert step.run(Ctx(g.state, frame, [d.options[0]], [])) is None
    assert names(g, 0, "hand") == []
    assert names(g, 0, "deck") == ["Ransack", "Maui - Demigod", "Smash"]


def test_look_at_top_step_without_a_takeable_card_still_asks() -> None:
    """Whether a decision exists must not tell opponents what was looked at."""
    sc = Scenario(active=0)
    sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Ransack")
    sc.add(0, "deck", "Maui - Demigod")
    g = sc.build()
    frame = Frame(("Develop Your Brain", "effect", 0), 0, 0)
    step = LookAtTop(2, filter=Filter(), optional=True)
    d = step.run(Ctx(g.state, frame, None, []))
    assert d is not None and d.options == [] and d.min == 0 and len(d.seen) == 2  # 7.1.4
    d = step.run(Ctx(g.state, frame, [], []))
    assert d is not None and d.kind == "order"
    assert step.run(Ctx(g.state, frame, [d.options[0]], [])) is None
    assert names(g, 0, "deck") == ["Maui - Demigod", "Smash", "Ransack"]
    assert names(g, 0, "hand") == []


def test_develop_your_brain_survives_snapshot_mid_choice() -> None:
    sc = Scenario(active=0)
    brain = sc.add(0, "hand", "Develop Your Brain")
    sc.add(0, "inkwell", INK)
    top = sc.add(0, "deck", "Smash")
    sc.add(0, "deck", "Maui - Demigod")
    g = sc.build()
    g.apply(0, PlayCard(brain))
    g = Game.restore(g.snapshot())
    choose(g, 0, top)
    assert names(g, 0, "hand") == ["Smash"]
    assert names(g, 0, "deck")[-1] == "Maui - Demigod"


# --- One Jump Ahead --------------------------------------------------------------------------

def test_one_jump_ahead_sung_inks_top_card() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Jump Ahead")
    singer = sc.add(0, "play", "Aurora - Regal Princess")  # cost 2
    flounder = sc.add(0, "play", "Flounder - Voice of Reason")  # cost 1: can't sing it
    sc.add(0, "deck", "Smash")
    g = sc.build()
    assert PlayCard(song, singers=(flounder,)) not in g.legal_actions(0)
    g.apply(0, PlayCard(song, singers=(singer,)))
    me = g.state.players[0]
    assert names(g, 0, "inkwell") == ["Smash"] and me.inkwell[0].exerted
    assert card(g, singer).exerted
    assert names(g, 0, "discard") == ["One Jump Ahead"]


def test_one_jump_ahead_paid_with_ink() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "One Jump Ahead")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", "Smash")
    g = sc.build()
    g.apply(0, PlayCard(song))
    me = g.state.players[0]
    assert len(me.inkwell) == 3 and me.ready_ink() == 0


# --- Coconut Basket --------------------------------------------------------------------------

def test_coconut_basket_heals_when_you_play_a_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Coconut Basket")
    hurt = sc.add(0, "play", "Mufasa - King of the Pride Lands", damage=3)
    flounder = sc.add(0, "hand", "Flounder - Voice of Reason")
    sc.add(0, "inkwell", INK)
    g = sc.build()
    g.apply(0, PlayCard(flounder))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 1
    assert idle(g)


def test_coconut_basket_removes_only_existing_damage_and_may_decline() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Coconut Basket")
    hurt = sc.add(0, "play", "Mufasa - King of the Pride Lands", damage=1)
    flounder = sc.add(0, "hand", "Flounder - Voice of Reason", count=2)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(flounder))
    choose(g, 0, "no")
    assert card(g, hurt).damage == 1
    other = find(g, 0, "hand", "Flounder - Voice of Reason").iid
    g.apply(0, PlayCard(other))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 0


def test_coconut_basket_ignores_opponents_plays_and_items() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Coconut Basket")
    sc.add(0, "play", "Mufasa - King of the Pride Lands", damage=3)
    flounder = sc.add(1, "hand", "Flounder - Voice of Reason")
    sc.add(1, "inkwell", INK)
    g = sc.build()
    g.apply(1, PlayCard(flounder))
    assert idle(g)
    sc2 = Scenario(active=0)
    sc2.add(0, "play", "Coconut Basket")
    pan = sc2.add(0, "hand", "Frying Pan")
    sc2.add(0, "inkwell", INK, count=2)
    g2 = sc2.build()
    g2.apply(0, PlayCard(pan))
    assert idle(g2)


def test_coconut_basket_and_a_play_trigger_both_resolve_in_chosen_order() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Coconut Basket")
    hurt = sc.add(0, "play", "Mufasa - King of the Pride Lands", damage=2)
    mickey = sc.add(0, "hand", "Mickey Mouse - Detective")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "deck", "Smash")
    g = sc.build()
    g.apply(0, PlayCard(mickey))
    d = g.state.decision
    assert d is not None and d.kind == "bag" and len(d.options) == 2
    mickey_item = next(b.id for b in g.state.bag if b.ref[0] == "Mickey Mouse - Detective")
    choose(g, 0, mickey_item)
    choose(g, 0, "yes")  # GET A CLUE
    choose(g, 0, "yes")  # CONSIDER THE COCONUT
    choose(g, 0, hurt)
    remove(g, 0)
    assert idle(g)
    assert card(g, hurt).damage == 0
    assert names(g, 0, "inkwell")[-1] == "Smash"


# --- Magic Golden Flower ---------------------------------------------------------------------

def test_magic_golden_flower_heals_3_and_is_banished() -> None:
    sc = Scenario(active=0)
    flower = sc.add(0, "play", "Magic Golden Flower")
    hurt = sc.add(0, "play", "Mufasa - King of the Pride Lands", damage=5)
    sc.add(0, "play", GOONS)
    g = sc.build()
    assert Activate(flower, 0) in g.legal_actions(0)
    g.apply(0, Activate(flower, 0))
    assert names(g, 0, "discard") == ["Magic Golden Flower"]
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 2
    assert not [a for a in g.legal_actions(0) if isinstance(a, Activate)]


# --- Vanilla characters ----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "cost", "lore"), [
    ("Aurora - Regal Princess", 2, 2),
    ("Flounder - Voice of Reason", 1, 1),
    ("Jasmine - Disguised", 3, 2),
    ("Maleficent - Sinister Visitor", 4, 2),
    ("Maleficent - Uninvited", 5, 3),
    ("Mufasa - King of the Pride Lands", 6, 3),
])
def test_vanilla_sapphire_characters(name: str, cost: int, lore: int) -> None:
    sc = Scenario(active=0)
    hero = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=cost)
    g = sc.build()
    assert PlayCard(hero) in g.legal_actions(0)
    g.apply(0, PlayCard(hero))
    assert idle(g) and g.state.players[0].ready_ink() == 0
    played = find(g, 0, "play", name)
    assert Quest(played.iid) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(played.iid))
    assert g.state.players[0].lore == lore
