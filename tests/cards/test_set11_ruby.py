"""Set 11 ruby cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, MoveTo, PlayCard, Quest
from engine.query import cost_to_play, lore, strength, willpower
from engine.scenario import Scenario
from engine.turn_actions import BOOST

from .helpers import (
    INK,
    LAGOON,
    MICKEY,
    SONG,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    names,
    options,
)

KRONK = "Kronk - Right-Hand Man"  # 6/6, no abilities
IDUNA = "Iduna - Alarmed Queen"  # 2/3, a Queen, Evasive
SMASH = "Smash"  # action, cost 3: deal 3 damage to chosen character
RALPH = "Wreck-it Ralph - Raging Wrecker"  # 3/4, Boost 1
ELISA = "Elisa Maza - Transformed Gargoyle"  # 4/4
LULLABY = "Della's Moon Lullaby"  # chosen opposing character -2 strength until your next turn
TYPHOON = "Force of a Great Typhoon"


def _play_song(name: str, *, ink: int = 9) -> tuple[Scenario, int]:
    return hand_and_ink(name, ink=ink)


# --- Wreck-it Ralph - Raging Wrecker ---------------------------------------------------------

def test_ralph_gets_strength_for_each_card_under_him() -> None:
    sc = Scenario(active=0)
    ralph = sc.add(0, "play", RALPH)
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    assert strength(g.state, card(g, ralph)) == 3
    g.apply(0, Activate(ralph, BOOST))
    ralph_now = find(g, 0, "play", RALPH)
    assert len(ralph_now.under) == 1 and strength(g.state, ralph_now) == 4


def test_ralph_banished_banishes_characters_up_to_the_strength_he_had() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", RALPH, exerted=True, under=(STITCH, STITCH))  # 3 + 2 = 5 strength
    sc.add(0, "play", MICKEY)  # 3: his own player's too
    sven = sc.add(1, "play", SVEN)  # 5/7: challenges and banishes him
    sc.add(1, "play", KRONK)  # 6
    g = sc.build()
    ralph = find(g, 0, "play", RALPH).iid
    g.apply(1, Challenge(sven, ralph))
    assert names(g, 0, "play") == [] and names(g, 1, "play") == [KRONK]
    assert sorted(names(g, 1, "discard")) == [SVEN]
    assert sorted(names(g, 0, "discard")) == sorted([RALPH, STITCH, STITCH, MICKEY])


def test_ralph_without_cards_under_him_banishes_only_up_to_3() -> None:
    sc, smash = hand_and_ink(SMASH)
    ralph = sc.add(0, "play", RALPH, damage=1)
    sc.add(0, "play", STITCH)  # 2
    sc.add(1, "play", MICKEY)  # 3
    sc.add(1, "play", SVEN)  # 5
    g = sc.build()
    g.apply(0, PlayCard(smash))
    choose(g, 0, ralph)
    assert names(g, 0, "play") == [] and names(g, 1, "play") == [SVEN]


# --- Scrooge McDuck - Ghostly Ebenezer -------------------------------------------------------

def test_ghostly_ebenezer_gets_strength_and_willpower_per_card_under() -> None:
    for under, expected in (((), 3), ((STITCH,), 4), ((STITCH, STITCH), 5)):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", "Scrooge McDuck - Ghostly Ebenezer", under=under)
        g = sc.build()
        c = card(g, scrooge)
        assert (strength(g.state, c), willpower(g.state, c)) == (expected, expected)


# --- Mulan - Ready for Battle ----------------------------------------------------------------

def test_mulan_costs_less_with_a_damaged_or_strong_character_of_yours() -> None:
    cases = (
        ((), (), 4),
        (((STITCH, 1),), (), 3),  # a damaged character of yours
        (((SVEN, 0),), (), 3),  # one with 5 strength
        (((SVEN, 1),), (), 2),  # both at once
        (((STITCH, 1), (SVEN, 0)), (), 2),
        (((MICKEY, 0),), (), 4),  # 3 strength, undamaged
        ((), ((SVEN, 1),), 4),  # the opponent's do not count
    )
    for mine, theirs, cost in cases:
        sc, mulan = hand_and_ink("Mulan - Ready for Battle")
        for name, damage in mine:
            sc.add(0, "play", name, damage=damage)
        for name, damage in theirs:
            sc.add(1, "play", name, damage=damage)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[0], card(g, mulan)) == cost, (mine, theirs)


def test_mulan_is_played_for_the_reduced_cost() -> None:
    sc, mulan = hand_and_ink("Mulan - Ready for Battle", ink=3)
    sc.add(0, "play", STITCH, damage=1)
    g = sc.build()
    g.apply(0, PlayCard(mulan))
    assert names(g, 0, "play") == [STITCH, "Mulan - Ready for Battle"]
    assert g.state.players[0].ready_ink() == 0


# --- Fa Zhou - Honorable Warrior -------------------------------------------------------------

def test_fa_zhou_enters_play_with_2_damage() -> None:
    sc, fa = hand_and_ink("Fa Zhou - Honorable Warrior")
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(fa))
    assert find(g, 0, "play", "Fa Zhou - Honorable Warrior").damage == 2
    g.apply(0, PlayCard(mickey))
    assert find(g, 0, "play", MICKEY).damage == 0
    assert find(g, 0, "play", "Fa Zhou - Honorable Warrior").damage == 2


# --- Liquidator - Iced Over ------------------------------------------------------------------

def test_liquidator_costs_less_on_the_second_player_s_first_turn() -> None:
    for turn, seat, cost in ((2, 1, 1), (1, 0, 2), (3, 0, 2), (4, 1, 2)):
        sc, liq = hand_and_ink("Liquidator - Iced Over", active=seat)
        sc.state.turn = turn
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[seat], card(g, liq)) == cost, (turn, seat)
    sc, liq = hand_and_ink("Liquidator - Iced Over", active=1, ink=1)
    sc.state.turn = 2
    g = sc.build()
    g.apply(1, PlayCard(liq))
    assert names(g, 1, "play") == ["Liquidator - Iced Over"]


# --- Elisa Maza - Transformed Gargoyle -------------------------------------------------------

def test_elisa_keeps_your_characters_strength_at_least_printed() -> None:
    sc, lullaby = hand_and_ink(LULLABY, active=1)
    typhoon = sc.add(1, "hand", TYPHOON)
    elisa = sc.add(0, "play", ELISA)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(1, PlayCard(lullaby))
    assert sorted(options(g)) == sorted([elisa, mickey])
    choose(g, 1, mickey)
    assert strength(g.state, card(g, mickey)) == 3  # -2, but not below 3
    g.apply(1, PlayCard(typhoon))
    choose(g, 1, mickey)
    assert strength(g.state, card(g, mickey)) == 6  # 3 - 2 + 5: increases still count
    g.apply(1, EndTurn())  # seat 0's turn: the -2 ends ("until the start of your next turn")
    assert strength(g.state, card(g, mickey)) == 3


def test_elisa_does_not_protect_the_other_player_s_characters() -> None:
    sc, lullaby = hand_and_ink(LULLABY, active=1)
    sc.add(1, "play", ELISA)  # the opponent's Elisa does not protect seat 0's Mickey
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(1, PlayCard(lullaby))  # Mickey is the only opposing character: chosen
    assert strength(g.state, card(g, mickey)) == 1


def test_elisa_can_t_ready_with_3_or_more_cards_in_hand() -> None:
    for hand, ready in ((3, False), (2, True)):
        sc = Scenario(active=1)
        sc.add(0, "play", ELISA, exerted=True)
        sc.add(0, "hand", STITCH, count=hand)
        g = sc.build()
        g.apply(1, EndTurn())  # seat 0's turn: Ready step, then the draw
        assert find(g, 0, "play", ELISA).exerted is not ready, hand
        assert len(g.state.players[0].hand) == hand + 1


# --- Agnarr - King of Arendelle --------------------------------------------------------------

def test_agnarr_gets_strength_while_you_have_a_queen() -> None:
    sc = Scenario(active=0)
    agnarr = sc.add(0, "play", "Agnarr - King of Arendelle")
    sc.add(1, "play", IDUNA)  # an opposing Queen
    g = sc.build()
    assert strength(g.state, card(g, agnarr)) == 3
    sc = Scenario(active=0)
    agnarr = sc.add(0, "play", "Agnarr - King of Arendelle")
    sc.add(0, "play", IDUNA)
    g = sc.build()
    assert strength(g.state, card(g, agnarr)) == 5


# --- Negaduck - Public Enemy Number One ------------------------------------------------------

def test_negaduck_challenging_a_character_steals_a_lore() -> None:
    sc = Scenario(active=0)
    nega = sc.add(0, "play", "Negaduck - Public Enemy Number One")
    foe = sc.add(1, "play", MICKEY, exerted=True)
    sc.lore(0, 2).lore(1, 5)
    g = sc.build()
    g.apply(0, Challenge(nega, foe))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (3, 4)


def test_negaduck_gains_a_lore_even_if_the_opponent_has_none() -> None:
    sc = Scenario(active=0)
    nega = sc.add(0, "play", "Negaduck - Public Enemy Number One")
    foe = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(nega, foe))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (1, 0)


def test_negaduck_challenging_a_location_does_nothing() -> None:
    sc = Scenario(active=0)
    nega = sc.add(0, "play", "Negaduck - Public Enemy Number One")
    lagoon = sc.add(1, "play", LAGOON)
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, Challenge(nega, lagoon))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (0, 5)


# --- Hercules - Spectral Demigod -------------------------------------------------------------

def test_hercules_gets_3_strength_while_a_card_is_under_him() -> None:
    sc = Scenario(active=0)
    herc = sc.add(0, "play", "Hercules - Spectral Demigod")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert strength(g.state, card(g, herc)) == 0
    g.apply(0, Activate(herc, BOOST))
    assert strength(g.state, find(g, 0, "play", "Hercules - Spectral Demigod")) == 3


# --- Beast - Snowfield Troublemaker ----------------------------------------------------------

def test_beast_at_a_location_takes_no_damage_when_he_challenges() -> None:
    sc = Scenario(active=0)
    lagoon = sc.add(0, "play", LAGOON)
    beast = sc.add(0, "play", "Beast - Snowfield Troublemaker", location=lagoon)  # 3/1
    foe = sc.add(1, "play", STITCH, exerted=True)  # 2/2
    g = sc.build()
    g.apply(0, Challenge(beast, foe))
    assert card(g, beast).damage == 0 and names(g, 1, "discard") == [STITCH]


def test_beast_not_at_a_location_takes_damage() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", LAGOON)
    beast = sc.add(0, "play", "Beast - Snowfield Troublemaker")
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(beast, foe))
    assert names(g, 0, "discard") == ["Beast - Snowfield Troublemaker"]


def test_beast_at_a_location_being_challenged_takes_damage() -> None:
    sc = Scenario(active=1)
    lagoon = sc.add(0, "play", LAGOON)
    beast = sc.add(0, "play", "Beast - Snowfield Troublemaker", location=lagoon,
                   exerted=True)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(1, Challenge(foe, beast))
    assert "Beast - Snowfield Troublemaker" in names(g, 0, "discard")


# --- Goofy - Marley's Clumsy Spirit ----------------------------------------------------------

def test_goofy_marley_readies_a_character_that_then_can_t_quest() -> None:
    sc, goofy = hand_and_ink("Goofy - Marley's Clumsy Spirit")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(goofy))
    choose(g, 0, "yes")
    assert mickey in options(g) and foe in options(g)
    choose(g, 0, mickey)
    assert not card(g, mickey).exerted
    assert Quest(mickey) not in g.legal_actions(0)
    assert any(isinstance(a, Challenge) and a.attacker == mickey for a in g.legal_actions(0))
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert Quest(mickey) in g.legal_actions(0)  # only for the rest of that turn


def test_goofy_marley_declined_leaves_the_character_exerted() -> None:
    sc, goofy = hand_and_ink("Goofy - Marley's Clumsy Spirit")
    mickey = sc.add(0, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, PlayCard(goofy))
    choose(g, 0, "no")
    assert card(g, mickey).exerted and idle(g)


# --- Goofy - Klutzy Skier --------------------------------------------------------------------

def test_klutzy_skier_banishes_himself_and_a_chosen_character() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Klutzy Skier")
    mickey = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(goofy, 0))
    assert names(g, 0, "discard") == ["Goofy - Klutzy Skier"]  # the cost, paid first
    assert sorted(options(g)) == sorted([mickey, foe])
    choose(g, 0, foe)
    assert names(g, 1, "discard") == [SVEN] and names(g, 0, "play") == [MICKEY]


def test_klutzy_skier_needs_to_exert() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Klutzy Skier", drying=True)
    g = sc.build()
    assert Activate(goofy, 0) not in g.legal_actions(0)


# --- Olaf - Snowman of Action ----------------------------------------------------------------

def test_olaf_costs_1_less_per_action_in_your_discard() -> None:
    sc, olaf = hand_and_ink("Olaf - Snowman of Action")
    sc.add(0, "discard", SMASH, count=2)
    sc.add(0, "discard", SONG)  # a song is an action
    sc.add(0, "discard", MICKEY)  # not an action
    sc.add(1, "discard", SMASH, count=3)  # not yours
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, olaf)) == 6


def test_olaf_makes_each_opponent_lose_2_lore() -> None:
    sc, olaf = hand_and_ink("Olaf - Snowman of Action")
    sc.lore(0, 4).lore(1, 3)
    g = sc.build()
    g.apply(0, PlayCard(olaf))
    assert (g.state.players[0].lore, g.state.players[1].lore) == (4, 1)


# --- Elsa - Ice Artisan ----------------------------------------------------------------------

def test_elsa_ice_artisan_exerts_a_character_with_3_strength_or_less() -> None:
    sc, elsa = hand_and_ink("Elsa - Ice Artisan")
    mine = sc.add(0, "play", STITCH)
    mickey = sc.add(1, "play", MICKEY)  # 3
    sven = sc.add(1, "play", SVEN)  # 5
    g = sc.build()
    g.apply(0, PlayCard(elsa))
    choose(g, 0, "yes")
    assert sorted(options(g)) == sorted([mine, mickey])
    assert sven not in options(g)
    choose(g, 0, mickey)
    assert card(g, mickey).exerted and not card(g, sven).exerted


def test_elsa_ice_artisan_declined_and_again_when_you_play_a_location() -> None:
    sc, elsa = hand_and_ink("Elsa - Ice Artisan")
    lagoon = sc.add(0, "hand", LAGOON)
    mickey = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(elsa))
    choose(g, 0, "no")
    assert not card(g, mickey).exerted
    g.apply(0, PlayCard(lagoon))
    choose(g, 0, "yes")  # Mickey is the only character: chosen
    assert card(g, mickey).exerted


def test_elsa_ice_artisan_gets_3_lore_at_a_location() -> None:
    sc = Scenario(active=0)
    lagoon = sc.add(0, "play", LAGOON)
    elsa = sc.add(0, "play", "Elsa - Ice Artisan")
    sc.add(0, "inkwell", INK, count=1)
    g = sc.build()
    assert lore(g.state, card(g, elsa)) == 1
    g.apply(0, MoveTo(elsa, lagoon))
    assert lore(g.state, card(g, elsa)) == 4
    g.apply(0, Quest(elsa))
    assert g.state.players[0].lore == 4


# --- Scrooge McDuck - Ebenezer Scrooge -------------------------------------------------------

def test_ebenezer_scrooge_quest_draws_for_each_lore_lost() -> None:
    sc = Scenario(active=0)
    scrooge = sc.add(0, "play", "Scrooge McDuck - Ebenezer Scrooge")
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, Quest(scrooge))
    assert g.state.players[1].lore == 2 and len(g.state.players[0].hand) == 1


def test_ebenezer_scrooge_draws_nothing_when_no_lore_is_lost() -> None:
    sc = Scenario(active=0)
    scrooge = sc.add(0, "play", "Scrooge McDuck - Ebenezer Scrooge")
    g = sc.build()
    g.apply(0, Quest(scrooge))
    assert g.state.players[1].lore == 0 and len(g.state.players[0].hand) == 0


def test_ebenezer_scrooge_gains_a_lore_at_your_turn_end_if_an_opponent_has_none() -> None:
    for theirs, gained in ((0, 1), (1, 0)):
        sc = Scenario(active=0)
        sc.add(0, "play", "Scrooge McDuck - Ebenezer Scrooge")
        sc.lore(1, theirs)
        g = sc.build()
        g.apply(0, EndTurn())
        assert g.state.players[0].lore == gained, theirs
    sc = Scenario(active=1)  # not at the end of the opponent's turn
    sc.add(0, "play", "Scrooge McDuck - Ebenezer Scrooge")
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0


# --- Elsa - Concerned Sister -----------------------------------------------------------------

def test_elsa_concerned_sister_makes_the_next_location_cost_2_less() -> None:
    sc, elsa = hand_and_ink("Elsa - Concerned Sister")
    castle = sc.add(0, "hand", "Graveyard of Christmas Future - Lonely Resting Place")  # 4
    other = sc.add(0, "hand", "Beast's Castle - Winter Gardens")  # 1
    mickey = sc.add(0, "hand", MICKEY)
    g = sc.build()
    p = g.state.players[0]
    g.apply(0, PlayCard(elsa))
    assert cost_to_play(g.state, p, card(g, castle)) == 2
    assert cost_to_play(g.state, p, card(g, mickey)) == 3
    g.apply(0, PlayCard(castle))
    assert p.ready_ink() == 9 - 3 - 2
    assert cost_to_play(g.state, p, card(g, other)) == 1  # only the next one
    g.apply(0, EndTurn())
    assert g.state.players[0].counters == {}


# --- Willie the Giant - Ghost of Christmas Present -------------------------------------------

def test_willie_quests_and_challenges_only_after_a_card_went_under_him_this_turn() -> None:
    sc = Scenario(active=0)
    willie = sc.add(0, "play", "Willie the Giant - Ghost of Christmas Present",
                    under=(STITCH,))
    foe = sc.add(1, "play", MICKEY, exerted=True)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    legal = g.legal_actions(0)
    assert Quest(willie) not in legal and Challenge(willie, foe) not in legal
    g.apply(0, Activate(willie, BOOST))
    w = find(g, 0, "play", "Willie the Giant - Ghost of Christmas Present").iid
    legal = g.legal_actions(0)
    assert Quest(w) in legal and Challenge(w, foe) in legal
    g.apply(0, Quest(w))
    assert g.state.players[0].lore == 2
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert Quest(w) not in g.legal_actions(0)  # a new turn


# --- Nani's Payback --------------------------------------------------------------------------

def test_nanis_payback_lore_loss_equals_damage_up_to_4() -> None:
    for damage, lost in ((6, 4), (4, 4), (2, 2), (0, 0)):
        sc, payback = hand_and_ink("Nani's Payback")
        sven = sc.add(0, "play", SVEN, damage=damage)
        stitch = sc.add(0, "play", STITCH, damage=1)
        foe = sc.add(1, "play", MICKEY, damage=3)  # not yours: not offered
        sc.lore(1, 10)
        g = sc.build()
        g.apply(0, PlayCard(payback))
        assert sorted(options(g)) == sorted([sven, stitch]) and foe not in options(g)
        choose(g, 0, sven)
        assert g.state.players[1].lore == 10 - lost, damage
        assert len(g.state.players[0].hand) == 1


def test_nanis_payback_without_a_character_of_yours_still_draws() -> None:
    sc, payback = hand_and_ink("Nani's Payback")
    sc.add(1, "play", MICKEY, damage=3)
    sc.lore(1, 10)
    g = sc.build()
    g.apply(0, PlayCard(payback))
    assert g.state.players[1].lore == 10 and len(g.state.players[0].hand) == 1


# --- Force of a Great Typhoon ----------------------------------------------------------------

def test_force_of_a_great_typhoon_gives_5_strength_this_turn() -> None:
    sc, song = hand_and_ink(TYPHOON)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(song))  # the only character: chosen
    assert strength(g.state, card(g, mickey)) == 8
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, mickey)) == 3


# --- Marching Off to Battle ------------------------------------------------------------------

def test_marching_off_to_battle_draws_2_if_a_character_was_banished() -> None:
    sc, song = hand_and_ink("Marching Off to Battle")
    smash = sc.add(0, "hand", SMASH)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(smash))  # the only character: chosen
    assert names(g, 1, "discard") == [STITCH] and foe
    g.apply(0, PlayCard(song))
    assert len(g.state.players[0].hand) == 2


def test_marching_off_to_battle_draws_nothing_otherwise() -> None:
    sc, song = hand_and_ink("Marching Off to Battle")
    smash = sc.add(0, "hand", SMASH)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(smash))  # damaged, not banished
    assert card(g, foe).damage == 3
    g.apply(0, PlayCard(song))
    assert len(g.state.players[0].hand) == 0


# --- The Cold Never Bothered Me --------------------------------------------------------------

def test_the_cold_never_bothered_me_finds_a_location_and_discards_the_rest() -> None:
    sc, song = hand_and_ink("The Cold Never Bothered Me")
    for name in (MICKEY, LAGOON, SVEN, STITCH, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song))
    lagoon = find(g, 0, "deck", LAGOON).iid
    assert options(g) == [lagoon]
    events = g.apply(0, Choose((lagoon,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [LAGOON]
    assert names(g, 0, "hand") == [LAGOON] and names(g, 0, "deck") == [INK]
    assert sorted(names(g, 0, "discard")) == sorted([MICKEY, SVEN, STITCH,
                                                     "The Cold Never Bothered Me"])
    big = find(g, 0, "hand", LAGOON)
    assert cost_to_play(g.state, g.state.players[0], big) == 0  # 1 - 3, at least 0


def test_the_cold_never_bothered_me_may_take_nothing() -> None:
    sc, song = hand_and_ink("The Cold Never Bothered Me")
    for name in (LAGOON, SVEN):
        sc.add(0, "deck", name)
    castle = sc.add(0, "hand", "Graveyard of Christmas Future - Lonely Resting Place")
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0)
    assert names(g, 0, "hand") == ["Graveyard of Christmas Future - Lonely Resting Place"]
    assert names(g, 0, "deck") == []
    assert cost_to_play(g.state, g.state.players[0], card(g, castle)) == 1  # 4 - 3


# --- Grab Your Bow ---------------------------------------------------------------------------

def test_grab_your_bow_banishes_up_to_2_characters_with_2_strength_or_less() -> None:
    sc, song = hand_and_ink("Grab Your Bow")
    a = sc.add(1, "play", STITCH)
    b = sc.add(1, "play", INK)
    mine = sc.add(0, "play", STITCH)
    mickey = sc.add(1, "play", MICKEY)  # 3: not offered
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert sorted(options(g)) == sorted([a, b, mine]) and mickey not in options(g)
    assert g.state.decision is not None and g.state.decision.min == 0
    choose(g, 0, a, b)
    assert names(g, 1, "play") == [MICKEY] and names(g, 0, "play") == [STITCH]


def test_grab_your_bow_with_one_chosen() -> None:
    sc, song = hand_and_ink("Grab Your Bow")
    a = sc.add(1, "play", STITCH)
    sc.add(1, "play", INK)
    g = sc.build()
    g.apply(0, PlayCard(song))
    choose(g, 0, a)
    assert names(g, 1, "play") == [INK]


# --- Lonely Grave ----------------------------------------------------------------------------

def test_lonely_grave_banishes_a_character_of_yours_to_boost() -> None:
    sc = Scenario(active=0)
    grave = sc.add(0, "play", "Lonely Grave")
    victim = sc.add(0, "play", STITCH)
    ralph = sc.add(0, "play", RALPH)
    sc.add(1, "play", MICKEY)  # not yours: not offered
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Activate(grave, 0))
    assert sorted(options(g)) == sorted([victim, ralph])
    choose(g, 0, victim)  # Ralph is then the only one with Boost: chosen
    r = find(g, 0, "play", RALPH)
    assert [c.name for c in r.under] == [SVEN] and names(g, 0, "discard") == [STITCH]
    assert card(g, grave).exerted


def test_lonely_grave_needs_a_character_of_yours() -> None:
    sc = Scenario(active=0)
    grave = sc.add(0, "play", "Lonely Grave")
    sc.add(1, "play", MICKEY)
    g = sc.build()
    assert Activate(grave, 0) not in g.legal_actions(0)


# --- Kristoff's Lute ------------------------------------------------------------------------

LUTE = "Kristoff's Lute"


def _lute(top: str, ink: int) -> tuple[Scenario, int]:
    sc = Scenario(active=0)
    lute = sc.add(0, "play", LUTE)
    sc.add(0, "inkwell", INK, count=ink)
    sc.add(0, "deck", top)
    sc.add(0, "deck", SVEN)
    return sc, lute


def test_kristoffs_lute_plays_the_revealed_card_paying_its_cost() -> None:
    sc, lute = _lute(MICKEY, ink=5)
    g = sc.build()
    events = g.apply(0, Activate(lute, 0))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [MICKEY]
    choose(g, 0, "yes")
    assert names(g, 0, "play") == [LUTE, MICKEY] and names(g, 0, "deck") == [SVEN]
    assert g.state.players[0].ready_ink() == 0 and card(g, lute).exerted
    assert names(g, 0, "discard") == []


def test_kristoffs_lute_declined_discards_the_card() -> None:
    sc, lute = _lute(MICKEY, ink=5)
    g = sc.build()
    g.apply(0, Activate(lute, 0))
    choose(g, 0, "no")
    assert names(g, 0, "discard") == [MICKEY] and names(g, 0, "deck") == [SVEN]
    assert g.state.players[0].ready_ink() == 3


def test_kristoffs_lute_without_the_ink_to_play_it_discards_it() -> None:
    sc, lute = _lute(MICKEY, ink=4)  # 2 for the Lute, 2 left: Mickey costs 3
    g = sc.build()
    g.apply(0, Activate(lute, 0))
    assert g.state.decision is None
    assert names(g, 0, "discard") == [MICKEY] and names(g, 0, "play") == [LUTE]


def test_kristoffs_lute_plays_an_action_and_hand_reductions_apply() -> None:
    sc, lute = _lute(SMASH, ink=5)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(lute, 0))
    choose(g, 0, "yes")  # Sven is the only character: chosen
    assert card(g, foe).damage == 3 and names(g, 0, "discard") == [SMASH]
    # Mulan costs 1 less "as if in hand" with a damaged character of yours: 3 ink.
    sc, lute = _lute("Mulan - Ready for Battle", ink=5)
    sc.add(0, "play", STITCH, damage=1)
    g = sc.build()
    g.apply(0, Activate(lute, 0))
    choose(g, 0, "yes")
    assert "Mulan - Ready for Battle" in names(g, 0, "play")
    assert g.state.players[0].ready_ink() == 0


# --- Scrooge's Counting House - Ebenezer's Office --------------------------------------------

def test_counting_house_gets_willpower_and_lore_per_card_under() -> None:
    sc = Scenario(active=0)
    house = sc.add(0, "play", "Scrooge's Counting House - Ebenezer's Office")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert (willpower(g.state, card(g, house)), lore(g.state, card(g, house))) == (4, 1)
    g.apply(0, Activate(house, BOOST))
    h = find(g, 0, "play", "Scrooge's Counting House - Ebenezer's Office")
    assert (willpower(g.state, h), lore(g.state, h)) == (5, 2)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())  # the Set step: the location's lore
    assert g.state.players[0].lore == 2


# --- Graveyard of Christmas Future - Lonely Resting Place ------------------------------------

GRAVEYARD = "Graveyard of Christmas Future - Lonely Resting Place"


def test_graveyard_puts_a_card_under_when_you_move_a_character_there() -> None:
    sc = Scenario(active=0)
    grave = sc.add(0, "play", GRAVEYARD)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, MoveTo(mickey, grave))
    assert [c.name for c in card(g, grave).under] == [SVEN] and names(g, 0, "deck") == [STITCH]


def test_graveyard_start_of_turn_takes_the_cards_and_banishes_itself() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", GRAVEYARD, under=(SVEN, MICKEY))
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    assert sorted(names(g, 0, "hand")) == sorted([SVEN, MICKEY, STITCH])  # and the draw
    assert names(g, 0, "play") == [] and names(g, 0, "discard") == [GRAVEYARD]


def test_graveyard_start_of_turn_declined_keeps_everything() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", GRAVEYARD, under=(SVEN,))
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "no")
    grave = find(g, 0, "play", GRAVEYARD)
    assert [c.name for c in grave.under] == [SVEN] and names(g, 0, "hand") == [STITCH]
    assert g.state.players[0].lore == 1  # the location's own lore


def test_graveyard_with_nothing_under_is_not_banished() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", GRAVEYARD)
    g = sc.build()
    g.apply(1, EndTurn())
    choose(g, 0, "yes")
    assert names(g, 0, "play") == [GRAVEYARD]


# --- Beast's Castle - Winter Gardens ---------------------------------------------------------

CASTLE = "Beast's Castle - Winter Gardens"


def test_beasts_castle_gains_lore_when_a_character_here_challenges() -> None:
    sc = Scenario(active=0)
    castle = sc.add(0, "play", CASTLE)
    sven = sc.add(0, "play", SVEN, location=castle)
    foe = sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(sven, foe))
    assert g.state.players[0].lore == 1


def test_beasts_castle_not_here_or_challenging_a_location_gains_nothing() -> None:
    sc = Scenario(active=0)
    castle = sc.add(0, "play", CASTLE)
    sven = sc.add(0, "play", SVEN)  # not at the castle
    kronk = sc.add(0, "play", KRONK, location=castle)
    foe = sc.add(1, "play", MICKEY, exerted=True)
    lagoon = sc.add(1, "play", LAGOON)
    g = sc.build()
    g.apply(0, Challenge(sven, foe))
    g.apply(0, Challenge(kronk, lagoon))
    assert g.state.players[0].lore == 0
