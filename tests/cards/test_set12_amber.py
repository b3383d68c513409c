"""Set 12 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, Game, MoveTo, PlayCard, Quest
from engine.query import cost_to_play, lore, strength, willpower
from engine.scenario import Scenario

from .helpers import (
    INK,
    ITEM,
    MICKEY,
    OWL,
    SONG,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    keep_order,
    names,
    options,
    remove,
)

WOODY = "Woody - Waiting for a Friend"  # 2/2, cost 1, a Toy, no abilities
PRINCE = "The Prince - Searching for His Love"  # 0/2, cost 1, lore 2, no abilities
AGUSTIN = "Agustin Madrigal - Exceptionally Kind"  # a Madrigal, 3/6, Support only
CHIP = "Chip - Retrieval Expert"  # named Chip
DALE = "Dale - Excited Friend"  # named Dale, 1/6
JESSIE = "Jessie - Lively Cowgirl"  # named Jessie, a Toy
ANDYS_ROOM = "Andy's Room - Home Base"  # a location, move cost 1


def _hand(g: Game, seat: int = 0) -> int:
    return len(g.state.players[seat].hand)


# --- Gosalyn Mallard - The Quiverwing Quack --------------------------------------------------

def test_gosalyn_readies_a_cheap_character_that_then_cant_quest_or_challenge() -> None:
    sc, gosalyn = hand_and_ink("Gosalyn Mallard - The Quiverwing Quack")
    stitch = sc.add(0, "play", STITCH, exerted=True)  # cost 1
    mickey = sc.add(0, "play", MICKEY, exerted=True)  # cost 3: can't be chosen
    foe = sc.add(1, "play", OWL, exerted=True)  # cost 1: any character may be chosen
    g = sc.build()
    g.apply(0, PlayCard(gosalyn))
    choose(g, 0, "yes")
    gos = find(g, 0, "play", "Gosalyn Mallard - The Quiverwing Quack").iid
    assert set(options(g)) == {stitch, foe, gos} and mickey not in options(g)
    choose(g, 0, stitch)
    assert not card(g, stitch).exerted
    legal = g.legal_actions(0)
    assert Quest(stitch) not in legal and Challenge(stitch, foe) not in legal
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    legal = g.legal_actions(0)
    assert Quest(stitch) in legal  # only for the rest of that turn


def test_gosalyn_may_decline() -> None:
    sc, gosalyn = hand_and_ink("Gosalyn Mallard - The Quiverwing Quack")
    stitch = sc.add(0, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(gosalyn))
    choose(g, 0, "no")
    assert idle(g) and card(g, stitch).exerted


# --- Monterey Jack - Watchful Ranger ---------------------------------------------------------

def _monterey(top: str, answers: tuple[str, ...]) -> Game:
    sc, jack = hand_and_ink("Monterey Jack - Watchful Ranger")
    sc.add(0, "deck", top)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(jack))
    for a in answers:
        if a == "take":
            choose(g, 0, find(g, 0, "deck", top).iid)
        elif a == "skip":
            g.apply(0, Choose(()))
        else:
            choose(g, 0, a)
    assert idle(g)
    return g


def test_monterey_jack_puts_a_revealed_character_into_your_hand() -> None:
    g = _monterey(MICKEY, ("yes", "take"))
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "deck") == [SVEN]


def test_monterey_jack_may_leave_a_revealed_character_on_top() -> None:
    g = _monterey(MICKEY, ("yes", "skip"))
    assert names(g, 0, "hand") == [] and names(g, 0, "deck") == [MICKEY, SVEN]


def test_monterey_jack_puts_a_revealed_non_character_on_the_bottom() -> None:
    g = _monterey(ITEM, ("yes",))
    assert names(g, 0, "hand") == [] and names(g, 0, "deck") == [SVEN, ITEM]


def test_monterey_jack_may_not_reveal() -> None:
    g = _monterey(ITEM, ("no",))
    assert names(g, 0, "deck") == [ITEM, SVEN]


# --- Jessie - Lively Cowgirl -----------------------------------------------------------------

def test_jessie_may_draw_when_questing_with_two_other_toys() -> None:
    for toys, answer, drawn in ((2, "yes", 1), (2, "no", 0), (1, None, 0)):
        sc = Scenario(active=0)
        jessie = sc.add(0, "play", JESSIE)
        sc.add(0, "play", WOODY, count=toys)
        sc.add(0, "play", MICKEY)  # not a Toy
        sc.add(1, "play", WOODY, count=2)  # an opponent's Toys
        sc.add(0, "deck", STITCH)
        g = sc.build()
        g.apply(0, Quest(jessie))
        if answer is not None:
            choose(g, 0, answer)
        assert idle(g) and _hand(g) == drawn, (toys, answer)


def _yodel(g: Game, foe: int) -> None:
    assert g.state.decision is not None and g.state.decision.kind == "target"
    choose(g, 0, foe)


def test_jessie_weakens_a_foe_whenever_you_pay_2_or_less_to_play_a_card() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", JESSIE)
    stitch = sc.add(0, "hand", STITCH)  # cost 1
    item = sc.add(0, "hand", ITEM)  # an item
    mickey = sc.add(0, "hand", MICKEY)  # cost 3
    sc.add(0, "inkwell", INK, count=9)
    foe = sc.add(1, "play", SVEN)  # 5 strength
    other = sc.add(1, "play", OWL)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    assert set(options(g)) == {foe, other}
    _yodel(g, foe)
    assert idle(g) and strength(g.state, card(g, foe)) == 4
    g.apply(0, PlayCard(item))
    _yodel(g, foe)
    assert idle(g) and strength(g.state, card(g, foe)) == 3
    g.apply(0, PlayCard(mickey))  # 3 paid: no trigger
    assert idle(g) and strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5  # until the start of your next turn


def test_jessie_counts_reduced_costs_but_not_songs_sung_or_free_plays() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", JESSIE)
    hamm = sc.add(0, "play", "Hamm - Piggy Bank")
    singer = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", SONG)  # cost 2, sung by Mickey
    mickey = sc.add(0, "hand", MICKEY)  # cost 3, 2 with Hamm
    sc.add(0, "inkwell", INK, count=9)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song, singers=(singer,)))
    assert idle(g) and strength(g.state, card(g, foe)) == 5  # nothing paid: sung
    g.apply(0, Activate(hamm, 0))
    g.apply(0, PlayCard(mickey))  # pays 2
    assert idle(g) and strength(g.state, card(g, foe)) == 4

    sc = Scenario(active=0)  # played for free by Woody - Jungle Guide: nothing paid
    sc.add(0, "play", JESSIE)
    woody = sc.add(0, "play", "Woody - Jungle Guide")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "deck", SVEN)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(woody))
    choose(g, 0, stitch)
    assert idle(g) and strength(g.state, card(g, foe)) == 5


def test_jessie_ignores_what_opponents_pay() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", JESSIE)
    stitch = sc.add(1, "hand", STITCH)
    sc.add(1, "inkwell", INK)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, PlayCard(stitch))
    assert idle(g) and strength(g.state, card(g, foe)) == 5


# --- Woody - Leader of the Toys --------------------------------------------------------------

def test_woody_leader_of_the_toys_finds_a_toy_character_or_andys_room() -> None:
    for pick in (WOODY, ANDYS_ROOM, None):
        sc, leader = hand_and_ink("Woody - Leader of the Toys")
        for name in (MICKEY, WOODY, "Never Land - Mermaid Lagoon", ANDYS_ROOM, JESSIE):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(leader))
        room, toy = find(g, 0, "deck", ANDYS_ROOM).iid, find(g, 0, "deck", WOODY).iid
        assert set(options(g)) == {room, toy}  # not Mickey, nor another location
        if pick is None:
            events = g.apply(0, Choose(()))
        else:
            events = g.apply(0, Choose((find(g, 0, "deck", pick).iid,)))
            assert [e["name"] for e in events if e["type"] == "reveal"] == [pick]
        keep_order(g, 0)
        assert idle(g) and names(g, 0, "hand") == ([] if pick is None else [pick])
        assert names(g, 0, "deck")[0] == JESSIE and len(names(g, 0, "deck")) == (
            5 if pick is None else 4)


# --- Dale - Excited Friend -------------------------------------------------------------------

def test_dale_excited_friend_gets_lore_while_you_have_chip() -> None:
    for chip_owner, want in ((None, 1), (1, 1), (0, 2)):
        sc = Scenario(active=0)
        dale = sc.add(0, "play", DALE)
        if chip_owner is not None:
            sc.add(chip_owner, "play", CHIP)
        g = sc.build()
        assert lore(g.state, card(g, dale)) == want, chip_owner


# --- Pedro Madrigal - Family Patriarch -------------------------------------------------------

def test_pedro_enters_damaged_and_may_heal_himself_with_another_madrigal() -> None:
    for amount in (1, 0):
        sc, pedro = hand_and_ink("Pedro Madrigal - Family Patriarch")
        sc.add(0, "play", AGUSTIN)
        g = sc.build()
        g.apply(0, PlayCard(pedro))
        remove(g, 0, amount)
        assert idle(g)
        assert find(g, 0, "play", "Pedro Madrigal - Family Patriarch").damage == 1 - amount


def test_pedro_without_another_madrigal_keeps_his_damage() -> None:
    sc, pedro = hand_and_ink("Pedro Madrigal - Family Patriarch")
    sc.add(0, "play", MICKEY)
    sc.add(1, "play", AGUSTIN)  # an opponent's Madrigal does not count
    g = sc.build()
    g.apply(0, PlayCard(pedro))
    assert idle(g)
    assert find(g, 0, "play", "Pedro Madrigal - Family Patriarch").damage == 1


# --- Rex - Protective Dinosaur ---------------------------------------------------------------

def test_rex_gains_lore_when_banished_during_an_opponents_turn_only() -> None:
    sc = Scenario(active=1)
    rex = sc.add(0, "play", "Rex - Protective Dinosaur", exerted=True)  # 3/1
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, rex))
    assert names(g, 0, "discard") == ["Rex - Protective Dinosaur"]
    assert g.state.players[0].lore == 1

    sc = Scenario(active=0)
    rex = sc.add(0, "play", "Rex - Protective Dinosaur")
    foe = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(rex, foe))
    assert names(g, 0, "discard") == ["Rex - Protective Dinosaur"]
    assert g.state.players[0].lore == 0


# --- Hamm - Piggy Bank -----------------------------------------------------------------------

def test_hamm_makes_the_next_character_cost_one_less() -> None:
    sc = Scenario(active=0)
    hamm = sc.add(0, "play", "Hamm - Piggy Bank")
    mickey = sc.add(0, "hand", MICKEY)  # cost 3
    item = sc.add(0, "hand", "Safety Rope")  # cost 2, an item
    sc.add(0, "inkwell", INK, count=9)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, Activate(hamm, 0))
    assert card(g, hamm).exerted
    assert cost_to_play(g.state, p, card(g, item)) == 2
    assert cost_to_play(g.state, p, card(g, mickey)) == 2
    g.apply(0, PlayCard(mickey))
    assert p.ready_ink() == 7


# --- Monterey Jack - Hypnotized by Cheese ----------------------------------------------------

def test_monterey_jack_quests_only_with_a_character_with_4_willpower() -> None:
    for other, owner, can in ((None, 0, False), (MICKEY, 0, False), (SVEN, 1, False),
                              (SVEN, 0, True)):
        sc = Scenario(active=0)
        jack = sc.add(0, "play", "Monterey Jack - Hypnotized by Cheese")
        if other is not None:
            sc.add(owner, "play", other)
        g = sc.build()
        assert (Quest(jack) in g.legal_actions(0)) is can, (other, owner)


# --- Bo Peep - Caring Shepherd ---------------------------------------------------------------

def test_bo_peep_gives_your_woodys_bodyguard() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Bo Peep - Caring Shepherd", exerted=True)
    woody = sc.add(0, "play", WOODY, exerted=True)
    other = sc.add(0, "play", STITCH, exerted=True)
    sc.add(1, "play", WOODY, exerted=True)  # an opponent's Woody: no Bodyguard
    foe_other = sc.add(1, "play", OWL, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(foe, woody) in legal and Challenge(foe, other) not in legal
    g.apply(1, EndTurn())
    assert Challenge(find(g, 0, "play", STITCH).iid, foe_other) in g.legal_actions(0)


# --- Chip - Retrieval Expert -----------------------------------------------------------------

def test_chip_returns_a_character_card_with_4_willpower_from_your_discard() -> None:
    sc, chip = hand_and_ink("Chip - Retrieval Expert")
    sven = sc.add(0, "discard", SVEN)  # 7 willpower
    sc.add(0, "discard", MICKEY)  # 3 willpower: not offered
    sc.add(0, "discard", ITEM)
    agustin = sc.add(0, "discard", AGUSTIN)  # 6 willpower
    g = sc.build()
    g.apply(0, PlayCard(chip))
    choose(g, 0, "yes")
    assert set(options(g)) == {sven, agustin}
    choose(g, 0, sven)
    assert names(g, 0, "hand") == [SVEN]

    sc, chip = hand_and_ink("Chip - Retrieval Expert")
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(chip))
    choose(g, 0, "no")
    assert idle(g) and names(g, 0, "hand") == []


def test_chip_gives_your_dales_willpower() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", CHIP)
    dale = sc.add(0, "play", DALE)  # 6 willpower
    foe_dale = sc.add(1, "play", DALE)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert willpower(g.state, card(g, dale)) == 7
    assert willpower(g.state, card(g, foe_dale)) == 6
    assert willpower(g.state, card(g, mickey)) == 3


# --- Woody - Jungle Guide --------------------------------------------------------------------

def test_woody_jungle_guide_draws_then_may_play_a_cheap_character_for_free() -> None:
    sc = Scenario(active=0)
    woody = sc.add(0, "play", "Woody - Jungle Guide")
    stitch = sc.add(0, "hand", STITCH)  # cost 1
    sc.add(0, "hand", MICKEY)  # cost 3: not offered
    sc.add(0, "deck", PRINCE)  # drawn: cost 1
    g = sc.build()
    g.apply(0, Quest(woody))
    assert names(g, 0, "hand") == [STITCH, MICKEY, PRINCE]
    prince = find(g, 0, "hand", PRINCE).iid
    assert set(options(g)) == {stitch, prince}
    choose(g, 0, stitch)
    assert idle(g) and names(g, 0, "play") == ["Woody - Jungle Guide", STITCH]
    assert names(g, 0, "hand") == [MICKEY, PRINCE]

    sc = Scenario(active=0)
    woody = sc.add(0, "play", "Woody - Jungle Guide")
    sc.add(0, "hand", STITCH)
    sc.add(0, "deck", PRINCE)
    g = sc.build()
    g.apply(0, Quest(woody))
    g.apply(0, Choose(()))  # "you may": none played
    assert idle(g) and names(g, 0, "hand") == [STITCH, PRINCE]

    sc = Scenario(active=0)
    woody = sc.add(0, "play", "Woody - Jungle Guide")
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Quest(woody))
    assert options(g) == []  # asked anyway: the draw stays hidden (7.1.4)
    g.apply(0, Choose(()))
    assert idle(g) and names(g, 0, "hand") == [SVEN]


def test_woody_jungle_guide_gives_other_toys_willpower() -> None:
    sc = Scenario(active=0)
    jungle = sc.add(0, "play", "Woody - Jungle Guide")  # a Toy, 5 willpower
    toy = sc.add(0, "play", WOODY)  # 2 willpower
    foe_toy = sc.add(1, "play", WOODY)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    assert willpower(g.state, card(g, toy)) == 3
    assert willpower(g.state, card(g, jungle)) == 5
    assert willpower(g.state, card(g, foe_toy)) == 2
    assert willpower(g.state, card(g, mickey)) == 3


# --- Bullseye - Loyal Horse ------------------------------------------------------------------

def test_bullseye_costs_one_less_with_your_woody_or_jessie() -> None:
    for friend, owner, cost in ((None, 0, 3), (WOODY, 1, 3), (WOODY, 0, 2), (JESSIE, 0, 2),
                                (MICKEY, 0, 3)):
        sc, horse = hand_and_ink("Bullseye - Loyal Horse")
        if friend is not None:
            sc.add(owner, "play", friend)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[0], card(g, horse)) == cost, friend


# --- Isabela Madrigal - Such a Lovely Voice --------------------------------------------------

def test_isabela_lovely_voice_gains_lore_if_you_removed_damage_from_your_character() -> None:
    # Julieta - Caring Baker removes up to 1 damage first: from your character or a foe
    for healed_owner, gained in ((0, 1), (1, 0), (None, 0)):
        sc, julieta = hand_and_ink("Julieta Madrigal - Caring Baker")
        isabela = sc.add(0, "hand", "Isabela Madrigal - Such a Lovely Voice")
        mine = sc.add(0, "play", MICKEY, damage=2)
        foe = sc.add(1, "play", MICKEY, damage=2)
        g = sc.build()
        g.apply(0, PlayCard(julieta))
        if healed_owner is None:
            choose(g, 0, "no")
        else:
            choose(g, 0, "yes")
            choose(g, 0, mine if healed_owner == 0 else foe)
            remove(g, 0, 1)
        assert idle(g)
        g.apply(0, PlayCard(isabela))
        assert idle(g) and g.state.players[0].lore == gained, healed_owner
        g.apply(0, EndTurn())
        assert g.state.players[0].counters == {}


# --- Isabela Madrigal - Caring Cultivator ----------------------------------------------------

def test_isabela_caring_cultivator_gains_lore_for_each_damage_you_remove() -> None:
    for own, removed, gained in ((True, 2, 2), (True, 1, 1), (False, 2, 0)):
        sc, julieta = hand_and_ink("Julieta Madrigal - Excellent Cook")  # up to 2 damage
        sc.add(0, "play", "Isabela Madrigal - Caring Cultivator")
        target = sc.add(0 if own else 1, "play", SVEN, damage=3)
        g = sc.build()
        g.apply(0, PlayCard(julieta))
        choose(g, 0, "yes")
        choose(g, 0, target)
        remove(g, 0, removed)
        if own or removed:
            choose(g, 0, "no")  # Julieta's "you may draw"
        assert idle(g) and card(g, target).damage == 3 - removed
        assert g.state.players[0].lore == gained, (own, removed)


# --- Ariel - Curious Traveler ----------------------------------------------------------------

def test_ariel_curious_traveler_after_playing_a_character_makes_a_foe_quest() -> None:
    sc = Scenario(active=0)
    ariel = sc.add(0, "play", "Ariel - Curious Traveler")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "inkwell", INK)
    foe = sc.add(1, "play", MICKEY)
    other_foe = sc.add(1, "play", OWL)
    target = sc.add(0, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(ariel))
    assert set(options(g)) == {foe, other_foe}
    choose(g, 0, foe)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, target) not in legal and Challenge(other_foe, target) in legal
    assert EndTurn() not in legal and Quest(foe) in legal
    g.apply(1, Quest(foe))
    assert EndTurn() in g.legal_actions(1)
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    assert Challenge(foe, find(g, 0, "play", SVEN).iid) not in g.legal_actions(1)  # ready now
    assert EndTurn() in g.legal_actions(1)


def test_ariel_curious_traveler_without_playing_a_character_does_nothing() -> None:
    sc = Scenario(active=0)
    ariel = sc.add(0, "play", "Ariel - Curious Traveler")
    sc.add(0, "hand", ITEM)
    sc.add(0, "inkwell", INK)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(find(g, 0, "hand", ITEM).iid))  # an item is not a character
    g.apply(0, Quest(ariel))
    assert idle(g)
    g.apply(0, EndTurn())
    assert EndTurn() in g.legal_actions(1)


# --- Dale - Ready for His Shot ---------------------------------------------------------------

def test_dale_ready_for_his_shot_makes_your_characters_deal_damage_with_willpower() -> None:
    sc = Scenario(active=0)
    shot = sc.add(0, "play", "Dale - Ready for His Shot")  # 0/4
    foe = sc.add(1, "play", SVEN, exerted=True)  # 5/7
    g = sc.build()
    g.apply(0, Challenge(shot, foe))
    assert card(g, foe).damage == 4  # his 4 willpower, not his 0 strength
    assert names(g, 0, "discard") == ["Dale - Ready for His Shot"]  # 5 damage from Sven

    sc = Scenario(active=1)
    sc.add(0, "play", "Dale - Ready for His Shot")
    dale = sc.add(0, "play", DALE, exerted=True)  # 1/6, defending
    foe = sc.add(1, "play", SVEN)  # an opponent's: deals its strength
    g = sc.build()
    g.apply(1, Challenge(foe, dale))
    assert card(g, foe).damage == 6 and card(g, dale).damage == 5

    sc = Scenario(active=0)  # without Dale - Ready for His Shot: strength
    dale = sc.add(0, "play", DALE)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(dale, foe))
    assert card(g, foe).damage == 1


# --- Julieta Madrigal - Caring Baker ---------------------------------------------------------

def test_julieta_caring_baker_heals_a_character_or_location_on_play_and_quest() -> None:
    sc, julieta = hand_and_ink("Julieta Madrigal - Caring Baker")
    mickey = sc.add(0, "play", MICKEY, damage=2)
    room = sc.add(0, "play", ANDYS_ROOM, damage=3)
    foe = sc.add(1, "play", SVEN, damage=1)
    sc.add(0, "play", OWL)  # undamaged: still a legal choice
    g = sc.build()
    g.apply(0, PlayCard(julieta))
    choose(g, 0, "yes")
    assert room in options(g) and foe in options(g) and mickey in options(g)
    choose(g, 0, mickey)
    remove(g, 0)
    assert card(g, mickey).damage == 1
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(find(g, 0, "play", "Julieta Madrigal - Caring Baker").iid))
    choose(g, 0, "yes")
    choose(g, 0, room)
    remove(g, 0)
    assert card(g, room).damage == 2  # up to 1
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Quest(find(g, 0, "play", "Julieta Madrigal - Caring Baker").iid))
    choose(g, 0, "no")
    assert idle(g) and card(g, room).damage == 2 and card(g, mickey).damage == 1


# --- Pluto - Vigilant Traveler ---------------------------------------------------------------

def test_pluto_after_playing_a_character_weakens_a_foe_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    pluto = sc.add(0, "play", "Pluto - Vigilant Traveler")
    stitch = sc.add(0, "hand", STITCH)
    sc.add(0, "inkwell", INK)
    foe = sc.add(1, "play", MICKEY)
    other = sc.add(1, "play", OWL)
    g = sc.build()
    g.apply(0, PlayCard(stitch))
    g.apply(0, Quest(pluto))
    assert set(options(g)) == {foe, other}
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 2
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 2
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 3


def test_pluto_without_playing_a_character_does_nothing() -> None:
    sc = Scenario(active=0)
    pluto = sc.add(0, "play", "Pluto - Vigilant Traveler")
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(pluto))
    assert idle(g) and strength(g.state, card(g, foe)) == 3


# --- Mickey Mouse - Expedition Leader --------------------------------------------------------

def test_mickey_expedition_leader_weakens_a_foe_while_exerted_when_another_quests() -> None:
    for exerted in (True, False):
        sc = Scenario(active=0)
        sc.add(0, "play", "Mickey Mouse - Expedition Leader", exerted=exerted)
        owl = sc.add(0, "play", OWL)
        foe = sc.add(1, "play", SVEN)  # 5 strength
        sc.add(1, "play", STITCH)
        g = sc.build()
        g.apply(0, Quest(owl))
        if exerted:
            choose(g, 0, foe)
            assert strength(g.state, card(g, foe)) == 3
            g.apply(0, EndTurn())
            assert strength(g.state, card(g, foe)) == 3
            g.apply(1, EndTurn())
        assert idle(g) and strength(g.state, card(g, foe)) == 5


def test_mickey_expedition_leader_may_enter_play_exerted() -> None:
    for answer in ("exerted", "ready"):
        sc, mickey = hand_and_ink("Mickey Mouse - Expedition Leader")
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        d = g.state.decision
        assert d is not None and d.kind == "bodyguard" and d.prompt == "Enter play exerted?"
        choose(g, 0, answer)
        assert idle(g)
        assert find(g, 0, "play", "Mickey Mouse - Expedition Leader").exerted is (
            answer == "exerted")


def test_mickey_expedition_leader_questing_himself_does_not_trigger() -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "play", "Mickey Mouse - Expedition Leader")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(mickey))  # "your other characters"
    assert idle(g) and strength(g.state, card(g, foe)) == 5


# --- Chip - Team Player ----------------------------------------------------------------------

def test_chip_team_player_may_draw_with_another_character_with_4_willpower() -> None:
    for other, owner, answer, drawn in ((SVEN, 0, "yes", 1), (SVEN, 0, "no", 0),
                                        (MICKEY, 0, None, 0), (SVEN, 1, None, 0)):
        sc, chip = hand_and_ink("Chip - Team Player")  # 7 willpower himself: "another"
        sc.add(owner, "play", other)
        sc.add(0, "deck", STITCH)
        g = sc.build()
        g.apply(0, PlayCard(chip))
        if answer is not None:
            choose(g, 0, answer)
        assert idle(g) and _hand(g) == drawn, (other, owner, answer)


# --- Ranger Team-Up --------------------------------------------------------------------------

def test_ranger_team_up_adds_willpower_to_strength_this_turn() -> None:
    sc, action = hand_and_ink("Ranger Team-Up")
    dale = sc.add(0, "play", DALE)  # 1/6
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, dale)
    assert strength(g.state, card(g, dale)) == 7
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, dale)) == 1


# --- This Growing Pressure -------------------------------------------------------------------

def test_this_growing_pressure_makes_a_foe_quest_and_draws() -> None:
    sc, song = hand_and_ink("This Growing Pressure")
    foe = sc.add(1, "play", MICKEY)
    other_foe = sc.add(1, "play", OWL)
    target = sc.add(0, "play", SVEN, exerted=True)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {foe, other_foe}
    choose(g, 0, foe)
    assert names(g, 0, "hand") == [STITCH]
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, target) not in legal and Challenge(other_foe, target) in legal
    assert EndTurn() not in legal
    g.apply(1, Quest(foe))
    assert EndTurn() in g.legal_actions(1)


# --- You've Got a Friend in Me ---------------------------------------------------------------

def test_youve_got_a_friend_in_me_takes_up_to_two_toy_characters() -> None:
    for take in (2, 1):
        sc, song = hand_and_ink("You've Got a Friend in Me")
        for name in (WOODY, MICKEY, "Hamm - Piggy Bank", JESSIE, SVEN):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(song))
        toys = {find(g, 0, "deck", n).iid for n in (WOODY, "Hamm - Piggy Bank", JESSIE)}
        assert set(options(g)) == toys
        picked = [find(g, 0, "deck", n).iid for n in (WOODY, JESSIE)][:take]
        g.apply(0, Choose(tuple(picked)))
        keep_order(g, 0)
        assert names(g, 0, "hand") == [WOODY, JESSIE][:take]
        assert names(g, 0, "deck")[0] == SVEN and len(names(g, 0, "deck")) == 5 - take


# --- Metamorphosis ---------------------------------------------------------------------------

def test_metamorphosis_shifts_a_character_from_your_discard_for_free() -> None:
    sc, action = hand_and_ink("Metamorphosis", ink=3)
    base = sc.add(0, "play", WOODY, damage=1, exerted=True)
    other_base = sc.add(0, "play", WOODY)
    guide = sc.add(0, "discard", "Woody - Jungle Guide")  # Shift 3 onto Woody
    sc.add(0, "discard", "Isabela Madrigal - Caring Cultivator")  # Shift, but no Isabela
    sc.add(0, "discard", MICKEY)  # no Shift
    sc.add(1, "play", WOODY)  # an opponent's Woody is no base
    g = sc.build()
    g.apply(0, PlayCard(action))  # the only card that can be shifted: chosen
    assert g.state.decision is not None and set(options(g)) == {base, other_base}
    choose(g, 0, base)
    assert idle(g)
    woody = find(g, 0, "play", "Woody - Jungle Guide")
    assert [c.name for c in woody.under] == [WOODY] and woody.exerted and woody.damage == 1
    assert card(g, other_base).zone == "play" and guide not in [c.iid for c in woody.under]
    assert g.state.players[0].ready_ink() == 0  # only Metamorphosis was paid
    assert names(g, 0, "discard") == ["Isabela Madrigal - Caring Cultivator", MICKEY,
                                      "Metamorphosis"]


def test_metamorphosis_without_a_base_does_nothing() -> None:
    sc, action = hand_and_ink("Metamorphosis")
    sc.add(0, "discard", "Woody - Jungle Guide")
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert idle(g) and names(g, 0, "discard") == ["Woody - Jungle Guide", "Metamorphosis"]


# --- When You Need Help, Just Call -----------------------------------------------------------

def test_when_you_need_help_plays_a_character_if_an_opponent_has_more() -> None:
    sc, song = hand_and_ink("When You Need Help, Just Call", ink=3)
    mickey = sc.add(0, "hand", MICKEY)  # cost 3
    sc.add(0, "hand", SVEN)  # cost 6: not offered
    sc.add(0, "play", OWL)
    sc.add(1, "play", STITCH, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert options(g) == [mickey]
    choose(g, 0, mickey)
    assert idle(g) and names(g, 0, "play") == [OWL, MICKEY]
    assert g.state.players[0].ready_ink() == 0  # only the song was paid


def test_when_you_need_help_does_nothing_without_fewer_characters() -> None:
    sc, song = hand_and_ink("When You Need Help, Just Call")
    sc.add(0, "hand", MICKEY)
    sc.add(0, "play", OWL)
    sc.add(1, "play", STITCH)  # as many as you
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert idle(g) and names(g, 0, "hand") == [MICKEY]


# --- Safety Rope -----------------------------------------------------------------------------

def test_safety_rope_puts_a_character_from_your_discard_on_top_of_your_deck() -> None:
    sc, rope = hand_and_ink("Safety Rope")
    sven = sc.add(0, "discard", SVEN)
    sc.add(0, "discard", SONG)  # not a character
    mickey = sc.add(0, "discard", MICKEY)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(rope))
    choose(g, 0, "yes")
    assert set(options(g)) == {sven, mickey}
    choose(g, 0, sven)
    assert names(g, 0, "deck") == [SVEN, STITCH]
    assert names(g, 0, "discard") == [SONG, MICKEY]


def test_safety_rope_may_be_banished_at_the_end_of_your_turn_to_draw() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=0)
        sc.add(0, "play", "Safety Rope")
        sc.add(0, "deck", STITCH)
        sc.add(1, "deck", STITCH)
        g = sc.build()
        g.apply(0, EndTurn())
        choose(g, 0, answer)
        accepted = answer == "yes"
        assert names(g, 0, "hand") == ([STITCH] if accepted else [])
        assert names(g, 0, "discard") == (["Safety Rope"] if accepted else [])
        if not accepted:
            g.apply(1, EndTurn())  # not at the end of an opponent's turn
            assert g.state.decision is None or g.state.decision.player == 0


# --- Andy's Room - Home Base -----------------------------------------------------------------

def test_andys_room_boosts_your_only_character_here() -> None:
    sc = Scenario(active=0)
    room = sc.add(0, "play", ANDYS_ROOM)
    mickey = sc.add(0, "play", MICKEY)  # 3/3, lore 2
    owl = sc.add(0, "play", OWL)  # 2/2, lore 1
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    g.apply(0, MoveTo(mickey, room))
    assert willpower(g.state, card(g, mickey)) == 5 and lore(g.state, card(g, mickey)) == 3
    assert willpower(g.state, card(g, owl)) == 2
    g.apply(0, MoveTo(owl, room))  # two characters here: neither gets it
    assert willpower(g.state, card(g, mickey)) == 3 and lore(g.state, card(g, mickey)) == 2
    assert willpower(g.state, card(g, owl)) == 2 and lore(g.state, card(g, owl)) == 1
