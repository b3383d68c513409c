"""Set 11 amber cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, Game, PlayCard, Quest, query
from engine.query import cost_to_play, lore, strength
from engine.scenario import Scenario

from .helpers import (
    AURORA,
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
)

LILO = "Lilo - Making a Wish"  # 1/1, cost 1, lore 2, no abilities
TOD = "Tod - All Alone"  # 2/2, cost 1, no abilities
DETECTIVE = "Clawhauser - Donut Detective"  # a Detective, cost 6, Challenger +2
BASIL = "Basil - Of Baker Street"  # a Detective, no abilities
POCAHONTAS = "Pocahontas - Finding the Way"
PEACEKEEPER = "Pocahontas - Peacekeeper"  # Shift 3 onto a Pocahontas


def _cost(g: Game, seat: int, iid: int) -> int:
    return cost_to_play(g.state, g.state.players[seat], card(g, iid))


def _hand(g: Game, seat: int = 0) -> int:
    return len(g.state.players[seat].hand)


# --- Lilo - Snow Artist ----------------------------------------------------------------------

def test_lilo_snow_artist_gets_lore_while_you_have_stitch() -> None:
    for stitch_owner, want in ((None, 1), (1, 1), (0, 2)):
        sc = Scenario(active=0)
        lilo = sc.add(0, "play", "Lilo - Snow Artist")
        if stitch_owner is not None:
            sc.add(stitch_owner, "play", STITCH)
        g = sc.build()
        assert lore(g.state, card(g, lilo)) == want, stitch_owner


# --- Pudge - Controls the Weather ------------------------------------------------------------

def test_pudge_is_free_with_your_lilo_in_play() -> None:
    for lilo_owner, cost in ((None, 2), (1, 2), (0, 0)):
        sc = Scenario(active=0)
        pudge = sc.add(0, "hand", "Pudge - Controls the Weather")
        sc.add(0, "inkwell", INK)  # 1 ink: not enough to pay 2
        if lilo_owner is not None:
            sc.add(lilo_owner, "play", LILO)
        g = sc.build()
        assert _cost(g, 0, pudge) == cost
        assert (PlayCard(pudge) in g.legal_actions(0)) is (cost == 0)
    g.apply(0, PlayCard(pudge))
    assert "Pudge - Controls the Weather" in names(g, 0, "play")
    assert g.state.players[0].ready_ink() == 1  # nothing paid


# --- Pumbaa - Winter Warthog -----------------------------------------------------------------

def test_pumbaa_winter_warthog_makes_each_opponent_discard_a_card_of_their_choice() -> None:
    sc, pumbaa = hand_and_ink("Pumbaa - Winter Warthog")
    sc.add(1, "hand", MICKEY)
    kept = sc.add(1, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pumbaa))
    assert g.state.decision is not None and g.state.decision.player == 1
    assert len(options(g)) == 2
    choose(g, 1, find(g, 1, "hand", MICKEY).iid)
    assert names(g, 1, "hand") == [SVEN] and names(g, 1, "discard") == [MICKEY]
    assert card(g, kept).zone == "hand"


# --- Stitch - Carefree Snowboarder -----------------------------------------------------------

def test_stitch_carefree_snowboarder_may_draw_with_two_other_characters() -> None:
    for others, answer, drawn in ((2, "yes", 1), (2, "no", 0), (1, None, 0)):
        sc = Scenario(active=0)
        stitch = sc.add(0, "play", "Stitch - Carefree Snowboarder")
        sc.add(0, "play", OWL, count=others)
        sc.add(1, "play", MICKEY)  # an opponent's: does not count
        g = sc.build()
        g.apply(0, Quest(stitch))
        if answer is not None:
            choose(g, 0, answer)
        assert idle(g) and _hand(g) == drawn and g.state.players[0].lore == 2


# --- Pocahontas - Finding the Way ------------------------------------------------------------

def test_pocahontas_finding_the_way_gives_chosen_character_lore_this_turn() -> None:
    sc, poca = hand_and_ink(POCAHONTAS)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(poca))
    assert set(options(g)) == {mickey, foe, find(g, 0, "play", POCAHONTAS).iid}
    choose(g, 0, mickey)
    assert lore(g.state, card(g, mickey)) == 3
    g.apply(0, Quest(mickey))
    assert g.state.players[0].lore == 3
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, mickey)) == 2


# --- Fangmeyer - Icy Officer -----------------------------------------------------------------

def test_fangmeyer_may_return_a_detective_from_your_discard() -> None:
    for answer in ("yes", "no"):
        sc, fang = hand_and_ink("Fangmeyer - Icy Officer")
        sc.add(0, "discard", MICKEY)
        sc.add(0, "discard", DETECTIVE)
        sc.add(0, "discard", BASIL)
        sc.add(1, "discard", BASIL)  # an opponent's Detective
        g = sc.build()
        g.apply(0, PlayCard(fang))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {find(g, 0, "discard", DETECTIVE).iid,
                                       find(g, 0, "discard", BASIL).iid}
            choose(g, 0, find(g, 0, "discard", DETECTIVE).iid)
            assert names(g, 0, "hand") == [DETECTIVE]
            assert names(g, 0, "discard") == [MICKEY, BASIL]
        else:
            assert names(g, 0, "hand") == []
            assert names(g, 0, "discard") == [MICKEY, DETECTIVE, BASIL]


# --- Chief Powhatan - Protective Leader, Percy - Pupsicle ------------------------------------

def test_chief_powhatan_and_percy_cant_challenge() -> None:
    sc = Scenario(active=0)
    chief = sc.add(0, "play", "Chief Powhatan - Protective Leader")
    percy = sc.add(0, "play", "Percy - Pupsicle")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    legal = g.legal_actions(0)
    assert Challenge(mickey, foe) in legal
    assert Challenge(chief, foe) not in legal and Challenge(percy, foe) not in legal
    assert Quest(chief) in legal and Quest(percy) in legal


# --- Sarabi - Protecting the Pride -----------------------------------------------------------

def test_sarabi_weakens_an_opposing_character_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    sarabi = sc.add(0, "play", "Sarabi - Protecting the Pride")
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)  # 5 strength
    other = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, Activate(sarabi, 0))
    assert set(options(g)) == {foe, other}
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 1 and card(g, sarabi).exerted
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 1  # still during their turn
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Grandmother Willow - Ancient Advisor ----------------------------------------------------

def test_grandmother_willow_makes_the_first_character_each_turn_cheaper() -> None:
    sc, willow = hand_and_ink("Grandmother Willow - Ancient Advisor", ink=9)
    first = sc.add(0, "hand", MICKEY)
    second = sc.add(0, "hand", AURORA)
    item = sc.add(0, "hand", ITEM)
    g = sc.build()
    assert _cost(g, 0, willow) == 2 and _cost(g, 0, first) == 3  # not yet in play
    g.apply(0, PlayCard(willow))
    assert _cost(g, 0, first) == 2 and _cost(g, 0, second) == 1 and _cost(g, 0, item) == 1
    g.apply(0, PlayCard(item))  # an item: the reduction waits for a character
    g.apply(0, PlayCard(first))
    assert g.state.players[0].ready_ink() == 9 - 2 - 1 - 2
    assert _cost(g, 0, second) == 2  # once this turn
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert _cost(g, 0, second) == 1  # and again next turn


# --- Cobra Bubbles - Dedicated Official ------------------------------------------------------

def test_cobra_bubbles_makes_a_foe_quest_and_not_challenge() -> None:
    sc = Scenario(active=0)
    cobra = sc.add(0, "play", "Cobra Bubbles - Dedicated Official")
    mine = sc.add(0, "play", SVEN, exerted=True)
    foe = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(cobra))  # the only opposing character: chosen
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, cobra) not in legal and Challenge(foe, mine) not in legal
    assert EndTurn() not in legal and Quest(foe) in legal
    g.apply(1, Quest(foe))
    assert EndTurn() in g.legal_actions(1)
    g.apply(1, EndTurn())
    g.apply(0, EndTurn())
    foe_now = card(g, foe)
    assert query.can_challenge_with(g.state, foe_now)  # only their next turn
    assert not query.restricted(g.state, foe_now, "must_quest")


# --- John Smith - Snow Tracker ---------------------------------------------------------------

def test_john_smith_snow_tracker_gains_lore_if_exerted_and_nobody_challenged() -> None:
    for case, gained in (("quest", 1), ("idle", 0), ("challenged", 0)):
        sc = Scenario(active=0)
        john = sc.add(0, "play", "John Smith - Snow Tracker")  # lore 1
        mickey = sc.add(0, "play", MICKEY)
        foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        if case != "idle":
            g.apply(0, Quest(john))
        if case == "challenged":
            g.apply(0, Challenge(mickey, foe))
        before = g.state.players[0].lore
        g.apply(0, EndTurn())
        assert g.state.players[0].lore == before + gained, case
        g.apply(1, EndTurn())  # not at the end of the opponent's turn
        g.apply(0, Quest(john))
        assert g.state.players[0].lore == before + gained + 1


# --- Timon - Snowball Swiper -----------------------------------------------------------------

def test_timon_discards_a_revealed_non_character_card_of_your_choice() -> None:
    sc, timon = hand_and_ink("Timon - Snowball Swiper")
    sc.add(1, "hand", MICKEY)
    song = sc.add(1, "hand", SONG)
    item = sc.add(1, "hand", ITEM)
    g = sc.build()
    events = g.apply(0, PlayCard(timon))
    assert sorted(e["name"] for e in events if e["type"] == "reveal") == sorted(
        [MICKEY, SONG, ITEM])
    assert g.state.decision is not None and g.state.decision.player == 0
    assert set(options(g)) == {song, item}
    choose(g, 0, item)
    assert names(g, 1, "hand") == [MICKEY, SONG] and names(g, 1, "discard") == [ITEM]


def test_timon_with_only_characters_in_their_hand_discards_nothing() -> None:
    sc, timon = hand_and_ink("Timon - Snowball Swiper")
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(timon))
    assert idle(g) and names(g, 1, "hand") == [MICKEY] and names(g, 1, "discard") == []


# --- Lilo - Rock Star ------------------------------------------------------------------------

def test_lilo_rock_star_may_play_a_cheap_character_from_your_discard() -> None:
    for answer in ("yes", "no"):
        sc = Scenario(active=0)
        lilo = sc.add(0, "play", "Lilo - Rock Star")
        sc.add(0, "discard", MICKEY)  # cost 3: too expensive
        aurora = sc.add(0, "discard", AURORA)  # cost 2
        stitch = sc.add(0, "discard", STITCH)  # cost 1
        sc.add(0, "discard", ITEM)  # cost 1, not a character
        g = sc.build()
        g.apply(0, Quest(lilo))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {aurora, stitch}
            choose(g, 0, aurora)
            assert names(g, 0, "play") == ["Lilo - Rock Star", AURORA]
            assert names(g, 0, "discard") == [MICKEY, STITCH, ITEM]
        else:
            assert names(g, 0, "discard") == [MICKEY, AURORA, STITCH, ITEM]
        assert idle(g) and g.state.players[0].lore == 2


# --- Pleakley - Arctic Naturalist ------------------------------------------------------------

def test_pleakley_draws_with_another_alien() -> None:
    for other, drawn in ((STITCH, 1), (MICKEY, 0)):  # Stitch - New Dog is an Alien
        sc, pleakley = hand_and_ink("Pleakley - Arctic Naturalist")
        sc.add(0, "play", other)
        sc.add(1, "play", STITCH)  # an opponent's Alien does not count
        g = sc.build()
        g.apply(0, PlayCard(pleakley))
        assert _hand(g) == drawn, other


# --- Jumba Jookiba - Prolific Inventor -------------------------------------------------------

def test_jumba_costs_one_less_for_each_of_your_characters() -> None:
    sc = Scenario(active=0)
    jumba = sc.add(0, "hand", "Jumba Jookiba - Prolific Inventor")  # cost 8
    sc.add(0, "play", STITCH, count=3)
    sc.add(0, "play", ITEM)  # an item: not a character
    sc.add(1, "play", STITCH, count=2)  # the opponent's: not yours
    g = sc.build()
    assert _cost(g, 0, jumba) == 5


def test_jumba_may_remove_all_damage_from_chosen_character() -> None:
    for answer, left in (("yes", 0), ("no", 5)):
        sc = Scenario(active=0)
        jumba = sc.add(0, "play", "Jumba Jookiba - Prolific Inventor")
        hurt = sc.add(1, "play", SVEN, damage=5)  # any character may be chosen
        g = sc.build()
        g.apply(0, Quest(jumba))
        choose(g, 0, answer)
        if answer == "yes":
            assert set(options(g)) == {jumba, hurt}
            choose(g, 0, hurt)
        assert card(g, hurt).damage == left and idle(g)


# --- Nani - Stage Manager --------------------------------------------------------------------

def test_nani_takes_a_cheap_character_from_the_top_four() -> None:
    sc, nani = hand_and_ink("Nani - Stage Manager")
    for name in (MICKEY, AURORA, ITEM, STITCH, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(nani))
    assert set(options(g)) == {find(g, 0, "deck", AURORA).iid, find(g, 0, "deck", STITCH).iid}
    events = g.apply(0, Choose((find(g, 0, "deck", AURORA).iid,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [AURORA]
    keep_order(g, 0)
    assert names(g, 0, "hand") == [AURORA]
    assert names(g, 0, "deck") == [SVEN, MICKEY, ITEM, STITCH]


# --- Reuben - Sandwich Expert ----------------------------------------------------------------

def test_reuben_heals_and_makes_the_next_character_cheaper_by_the_damage_removed() -> None:
    for damage, removed in ((3, 2), (3, 1), (1, 1)):
        sc = Scenario(active=0)
        reuben = sc.add(0, "play", "Reuben - Sandwich Expert")
        hurt = sc.add(0, "play", SVEN, damage=damage)
        sc.add(1, "play", MICKEY, damage=2)  # not yours: not offered
        sven = sc.add(0, "hand", SVEN)  # cost 6
        g = sc.build()
        g.apply(0, Activate(reuben, 0))
        choose(g, 0, hurt)
        if damage > 1:
            assert options(g) == [str(i) for i in range(3)]  # up to 2
        choose(g, 0, str(removed))
        assert card(g, hurt).damage == damage - removed
        assert _cost(g, 0, sven) == 6 - removed


def test_reuben_offers_only_your_characters() -> None:
    sc = Scenario(active=0)
    reuben = sc.add(0, "play", "Reuben - Sandwich Expert")
    mine = sc.add(0, "play", SVEN, damage=1)
    sc.add(1, "play", MICKEY, damage=2)
    g = sc.build()
    g.apply(0, Activate(reuben, 0))
    assert set(options(g)) == {reuben, mine}


# --- Pocahontas - Peacekeeper ----------------------------------------------------------------

def _peacekeeper(*, shift: bool, challenge_first: bool) -> tuple[Game, int, int, int]:
    sc = Scenario(active=0)
    peace = sc.add(0, "hand", PEACEKEEPER)
    base = sc.add(0, "play", POCAHONTAS)
    sc.add(0, "inkwell", INK, count=5)
    mickey = sc.add(0, "play", MICKEY)
    target = sc.add(0, "play", STITCH, exerted=True)
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    if challenge_first:
        g.apply(0, Challenge(mickey, find(g, 1, "play", STITCH).iid))
    g.apply(0, PlayCard(peace, shift=base) if shift else PlayCard(peace))
    return g, mickey, target, foe


def test_pocahontas_peacekeeper_shifted_stops_every_challenge_until_your_next_turn() -> None:
    g, mickey, target, foe = _peacekeeper(shift=True, challenge_first=False)
    exerted_foe = find(g, 1, "play", STITCH).iid
    assert Challenge(mickey, exerted_foe) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    assert Challenge(foe, target) not in g.legal_actions(1)
    g.apply(1, Quest(foe))
    g.apply(1, EndTurn())
    assert Challenge(mickey, foe) in g.legal_actions(0)


def test_pocahontas_peacekeeper_without_shift_or_after_a_challenge_does_nothing() -> None:
    for shift, challenge_first in ((False, False), (True, True)):
        g, _, target, foe = _peacekeeper(shift=shift, challenge_first=challenge_first)
        g.apply(0, EndTurn())
        assert Challenge(foe, target) in g.legal_actions(1), (shift, challenge_first)


# --- Simba - Playful Pouncer -----------------------------------------------------------------

def test_simba_playful_pouncer_weakens_a_foe_until_your_next_turn() -> None:
    sc, simba = hand_and_ink("Simba - Playful Pouncer")
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(simba))  # the only opposing character: chosen
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 3
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Bambi - Ethereal Fawn -------------------------------------------------------------------

def test_bambi_reveals_as_many_cards_as_are_under_him_when_he_exerts() -> None:
    sc = Scenario(active=0)
    bambi = sc.add(0, "play", "Bambi - Ethereal Fawn", under=(STITCH, STITCH, STITCH))
    for name in (MICKEY, ITEM, AURORA, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    events = g.apply(0, Quest(bambi))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [MICKEY, ITEM, AURORA]
    assert names(g, 0, "hand") == [MICKEY, AURORA]
    assert names(g, 0, "deck") == [SVEN, ITEM]
    assert g.state.players[0].lore == 1


def test_bambi_with_nothing_under_him_or_on_their_turn_reveals_nothing() -> None:
    sc = Scenario(active=0)
    bambi = sc.add(0, "play", "Bambi - Ethereal Fawn")
    g = sc.build()
    events = g.apply(0, Quest(bambi))
    assert not [e for e in events if e["type"] == "reveal"] and names(g, 0, "hand") == []
    sc = Scenario(active=1)  # an opponent exerts him during their turn
    sc.add(0, "play", "Bambi - Ethereal Fawn", under=(STITCH,))
    sc.add(0, "deck", MICKEY)
    crown = sc.add(1, "hand", "Restoring the Crown")  # exerts all opposing characters
    sc.add(1, "inkwell", INK, count=9)
    g = sc.build()
    events = g.apply(1, PlayCard(crown))
    assert find(g, 0, "play", "Bambi - Ethereal Fawn").exerted
    assert not [e for e in events if e["type"] == "reveal"] and names(g, 0, "hand") == []


# --- Angel - Siren Singer --------------------------------------------------------------------

def test_angel_is_cheaper_on_the_second_players_first_turn() -> None:
    for active, turn, cost in ((1, 2, 1), (0, 1, 2), (1, 4, 2), (0, 3, 2)):
        sc = Scenario(active=active, turn=turn)
        angel = sc.add(active, "hand", "Angel - Siren Singer")
        g = sc.build()
        assert _cost(g, active, angel) == cost, (active, turn)


# --- Widow Tweed - Kindly Soul ---------------------------------------------------------------

def test_widow_tweed_returns_a_character_and_may_play_tod_for_free() -> None:
    for pick, answer in ((TOD, "yes"), (TOD, "no"), (MICKEY, None)):
        sc, tweed = hand_and_ink("Widow Tweed - Kindly Soul", ink=6)
        sc.add(0, "discard", TOD)
        sc.add(0, "discard", MICKEY)
        sc.add(0, "discard", ITEM)
        g = sc.build()
        g.apply(0, PlayCard(tweed))
        assert set(options(g)) == {find(g, 0, "discard", TOD).iid,
                                   find(g, 0, "discard", MICKEY).iid}
        choose(g, 0, find(g, 0, "discard", pick).iid)
        if answer is not None:
            choose(g, 0, answer)
        assert idle(g) and g.state.players[0].ready_ink() == 0
        played = answer == "yes"
        assert (TOD in names(g, 0, "play")) is played
        assert names(g, 0, "hand") == ([] if played else [pick])


# --- Raging Storm ----------------------------------------------------------------------------

def test_raging_storm_banishes_all_characters() -> None:
    sc, storm = hand_and_ink("Raging Storm")
    sc.add(0, "play", MICKEY)
    sc.add(0, "play", ITEM)
    sc.add(1, "play", SVEN)
    sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(storm))
    assert names(g, 0, "play") == [ITEM] and names(g, 1, "play") == []
    assert names(g, 1, "discard") == [SVEN, STITCH]


# --- Akood et Emuti --------------------------------------------------------------------------

def test_akood_et_emuti_discounts_the_next_character_and_draws() -> None:
    sc, song = hand_and_ink("Akood et Emuti")
    sven = sc.add(0, "hand", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert _cost(g, 0, sven) == 4 and _hand(g) == 2
    g.apply(0, PlayCard(sven))
    assert g.state.players[0].ready_ink() == 9 - 3 - 4


# --- Mother Will Protect You -----------------------------------------------------------------

def test_mother_will_protect_you_until_your_next_turn() -> None:
    sc, song = hand_and_ink("Mother Will Protect You")
    mine = sc.add(0, "play", STITCH, exerted=True)
    other = sc.add(0, "play", OWL, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, mine)
    g.apply(0, EndTurn())
    legal = g.legal_actions(1)
    assert Challenge(foe, mine) not in legal and Challenge(foe, other) in legal
    g.apply(1, EndTurn())
    g.apply(0, Quest(mine))
    g.apply(0, EndTurn())
    assert Challenge(foe, mine) in g.legal_actions(1)


# --- Wisdom of the Willow --------------------------------------------------------------------

def test_wisdom_of_the_willow_may_draw_for_each_quest_this_turn() -> None:
    sc, action = hand_and_ink("Wisdom of the Willow")
    a = sc.add(0, "play", MICKEY)
    b = sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    g.apply(0, Quest(a))
    choose(g, 0, "yes")
    assert _hand(g) == 1
    g.apply(0, Quest(b))
    choose(g, 0, "no")
    assert _hand(g) == 1
    g.apply(0, EndTurn())
    g.apply(1, Quest(foe))  # not theirs
    assert idle(g)
    g.apply(1, EndTurn())
    g.apply(0, Quest(a))  # over with the turn
    assert idle(g) and _hand(g) == 2  # 1 + the turn's draw


# --- Ohana Means Family ----------------------------------------------------------------------

def test_ohana_means_family_heals_yours_and_draws_for_each_damage() -> None:
    sc, action = hand_and_ink("Ohana Means Family")
    hurt = sc.add(0, "play", SVEN, damage=3)
    fine = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert set(options(g)) == {hurt, fine}
    choose(g, 0, hurt)
    assert card(g, hurt).damage == 0 and _hand(g) == 3


# --- John Smith's Compass --------------------------------------------------------------------

COMPASS = "John Smith's Compass"


def _compass(top: str, *, challenge: bool = False) -> Game:
    sc = Scenario(active=0)
    sc.add(0, "play", COMPASS)
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", STITCH, exerted=True)
    for name in (top, SVEN, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    if challenge:
        g.apply(0, Challenge(mickey, foe))
    g.apply(0, EndTurn())
    return g


def test_johns_compass_is_banished_after_a_challenge() -> None:
    g = _compass(MICKEY, challenge=True)
    assert names(g, 0, "discard") == [COMPASS] and names(g, 0, "deck") == [MICKEY, SVEN, SVEN]
    g = _compass(STITCH)
    assert COMPASS in names(g, 0, "play")


def test_johns_compass_takes_a_cheap_character_or_pocahontas() -> None:
    for top, answer in ((MICKEY, "take"), (PEACEKEEPER, "take"), (PEACEKEEPER, "leave")):
        g = _compass(top)
        assert g.state.decision is not None and g.state.decision.player == 0
        assert options(g) == [find(g, 0, "deck", top).iid]
        if answer == "take":
            choose(g, 0, find(g, 0, "deck", top).iid)
            assert names(g, 0, "hand") == [top] and names(g, 0, "deck") == [SVEN, SVEN]
        else:
            g.apply(0, Choose(()))
            assert names(g, 0, "hand") == [] and names(g, 0, "deck") == [top, SVEN, SVEN]
        assert g.state.active == 1


def test_johns_compass_puts_anything_else_on_the_bottom() -> None:
    for top in (SVEN, ITEM):  # a character with cost 6, an item
        sc = Scenario(active=0)
        sc.add(0, "play", COMPASS)
        for name in (top, MICKEY):
            sc.add(0, "deck", name)
        g = sc.build()
        events = g.apply(0, EndTurn())
        assert [e["name"] for e in events if e["type"] == "reveal"] == [top]
        assert names(g, 0, "deck") == [MICKEY, top] and g.state.active == 1
