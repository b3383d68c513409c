"""Set 5 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import can_sing, cost_to_play, has, lore, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, SVEN, card, choose, find, hand_and_ink, idle, names

LITTLE_JOHN = "Little John - Camp Cook"  # vanilla, inkable, 0/4
RUDY = "Rudy - Groove Disrupter"  # vanilla 2/2
HYENA = "Shenzi - Scar's Accomplice"  # a Hyena, 2/3
CHROMICON = "Emerald Chromicon"


# --- Robin Hood - Timely Contestant ----------------------------------------------------------

def test_robin_hood_timely_contestant_costs_less_per_damage_on_opposing() -> None:
    sc = Scenario(active=0)
    robin = sc.add(0, "hand", "Robin Hood - Timely Contestant")
    sc.add(1, "play", SVEN, damage=2)
    sc.add(1, "play", SVEN, damage=3)
    sc.add(0, "play", SVEN, damage=3)  # yours does not count
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, robin)) == 4


# --- Shenzi - Scar's Accomplice --------------------------------------------------------------

def test_shenzi_scars_accomplice_plus_2_only_challenging_a_damaged_character() -> None:
    sc = Scenario(active=0)
    shenzi = sc.add(0, "play", HYENA)
    hurt = sc.add(1, "play", SVEN, exerted=True, damage=1)
    g = sc.build()
    assert strength(g.state, card(g, shenzi)) == 2
    g.apply(0, Challenge(shenzi, hurt))
    assert card(g, hurt).damage == 1 + 4


def test_shenzi_scars_accomplice_normal_against_an_undamaged_character() -> None:
    sc = Scenario(active=0)
    shenzi = sc.add(0, "play", HYENA)
    whole = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(shenzi, whole))
    assert card(g, whole).damage == 2


# --- Ulf - Mime ------------------------------------------------------------------------------

def test_ulf_cant_sing() -> None:
    sc = Scenario(active=0)
    ulf = sc.add(0, "play", "Ulf - Mime")
    song = sc.add(0, "hand", "When Will My Life Begin?")
    sc.add(1, "play", SVEN)
    g = sc.build()
    assert PlayCard(song, singers=(ulf,)) not in g.legal_actions(0)
    assert not can_sing(g.state, card(g, ulf))


# --- Ed - Laughing Hyena ---------------------------------------------------------------------

def test_ed_laughing_hyena_deals_2_to_a_damaged_character() -> None:
    sc = Scenario(active=0)
    ed = sc.add(0, "hand", "Ed - Laughing Hyena")
    sc.add(0, "inkwell", INK, count=3)
    hurt = sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(ed))
    choose(g, 0, "yes")
    assert card(g, hurt).damage == 3


# --- Merryweather - Good Fairy ---------------------------------------------------------------

def test_merryweather_may_pay_1_for_plus_2() -> None:
    sc, fairy = hand_and_ink("Merryweather - Good Fairy", ink=2)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(fairy))
    choose(g, 0, "yes")
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 5 and g.state.players[0].ready_ink() == 0


def test_merryweather_without_ink_does_nothing() -> None:
    sc, fairy = hand_and_ink("Merryweather - Good Fairy", ink=1)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(fairy))
    choose(g, 0, "yes")
    assert g.state.decision is None and strength(g.state, card(g, mickey)) == 3


# --- Robin Hood - Archery Contestant ---------------------------------------------------------

def test_robin_hood_archery_contestant_needs_a_damaged_opposing_character() -> None:
    for damage in (0, 1):
        sc = Scenario(active=0)
        robin = sc.add(0, "hand", "Robin Hood - Archery Contestant")
        sc.add(0, "inkwell", INK, count=2)
        sc.add(1, "play", SVEN, damage=damage)
        sc.add(0, "play", SVEN, damage=1)  # yours does not count
        g = sc.build()
        g.apply(0, PlayCard(robin))
        assert g.state.players[0].lore == damage


# --- Ed - Hysterical Partygoer ---------------------------------------------------------------

def test_ed_hysterical_partygoer_cant_be_challenged_by_damaged_characters() -> None:
    sc = Scenario(active=1)
    ed = sc.add(0, "play", "Ed - Hysterical Partygoer", exerted=True)
    hurt = sc.add(1, "play", SVEN, damage=1)
    fresh = sc.add(1, "play", SVEN)
    g = sc.build()
    legal = g.legal_actions(1)
    assert Challenge(hurt, ed) not in legal and Challenge(fresh, ed) in legal


# --- Banzai - Taunting Hyena -----------------------------------------------------------------

def test_banzai_may_exert_a_damaged_character() -> None:
    sc = Scenario(active=0)
    banzai = sc.add(0, "hand", "Banzai - Taunting Hyena")
    sc.add(0, "inkwell", INK, count=2)
    hurt = sc.add(1, "play", SVEN, damage=1)
    whole = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(banzai))
    choose(g, 0, "yes")  # the only damaged character is chosen for the player
    assert card(g, hurt).exerted and not card(g, whole).exerted


# --- Robin Hood - Sneaky Sleuth --------------------------------------------------------------

def test_robin_hood_sneaky_sleuth_gets_lore_per_damaged_opposing_character() -> None:
    sc = Scenario(active=0)
    robin = sc.add(0, "play", "Robin Hood - Sneaky Sleuth")
    sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", SVEN, damage=4)
    sc.add(1, "play", MICKEY)
    sc.add(0, "play", MICKEY, damage=1)
    g = sc.build()
    assert lore(g.state, card(g, robin)) == 3


# --- Clarabelle - Contented Wallflower -------------------------------------------------------

def test_clarabelle_may_draw_if_an_opponent_has_more_cards() -> None:
    for theirs, drawn in ((2, 1), (0, 0)):
        sc = Scenario(active=0)
        clara = sc.add(0, "hand", "Clarabelle - Contented Wallflower")
        sc.add(0, "inkwell", INK, count=3)
        for _ in range(theirs):
            sc.add(1, "hand", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(clara))
        if drawn:
            choose(g, 0, "yes")
        assert g.state.decision is None
        assert len(names(g, 0, "hand")) == drawn


# --- Shenzi - Head Hyena ---------------------------------------------------------------------

def test_shenzi_head_hyena_strength_and_lore_for_hyenas_challenging_damaged() -> None:
    sc = Scenario(active=0)
    shenzi = sc.add(0, "play", "Shenzi - Head Hyena")
    hyena = sc.add(0, "play", "Ed - Laughing Hyena")
    sc.add(0, "play", "Banzai - Taunting Hyena")
    sc.add(1, "play", "Banzai - Taunting Hyena")  # not yours
    hurt = sc.add(1, "play", RUDY, exerted=True, damage=1)
    g = sc.build()
    assert strength(g.state, card(g, shenzi)) == 5
    g.apply(0, Challenge(hyena, hurt))
    assert g.state.players[0].lore == 2


# --- Scar - Vengeful Lion --------------------------------------------------------------------

def test_scar_vengeful_lion_may_draw_when_yours_challenge_a_damaged_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Scar - Vengeful Lion")
    mine = sc.add(0, "play", SVEN)
    other = sc.add(0, "play", SVEN)
    hurt = sc.add(1, "play", MICKEY, exerted=True, damage=1)
    whole = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(other, whole))
    assert names(g, 0, "hand") == [] and idle(g)
    g.apply(0, Challenge(mine, hurt))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


# --- Hypnotic Deduction ----------------------------------------------------------------------

def test_hypnotic_deduction_draws_3_and_puts_2_back_in_order() -> None:
    sc = Scenario(active=0)
    hd = sc.add(0, "hand", "Hypnotic Deduction")
    sc.add(0, "inkwell", LITTLE_JOHN, count=2)
    for name in (MICKEY, SVEN, RUDY, LITTLE_JOHN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(hd))
    assert sorted(names(g, 0, "hand")) == sorted([MICKEY, SVEN, RUDY])
    d = g.state.decision
    assert d is not None and d.hidden and d.min == 1
    choose(g, 0, find(g, 0, "hand", MICKEY).iid)
    choose(g, 0, find(g, 0, "hand", RUDY).iid)
    assert names(g, 0, "hand") == [SVEN]
    assert names(g, 0, "deck") == [RUDY, MICKEY, LITTLE_JOHN]


# --- Night Howler Rage -----------------------------------------------------------------------

def test_night_howler_rage_draws_and_gives_reckless_next_turn() -> None:
    sc = Scenario(active=0)
    nhr = sc.add(0, "hand", "Night Howler Rage")
    sc.add(0, "inkwell", INK, count=3)
    foe = sc.add(1, "play", SVEN)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(nhr))
    choose(g, 0, foe)
    assert len(names(g, 0, "hand")) == 1
    assert not has(g.state, card(g, foe), "Reckless")  # not yet: during their next turn
    g.apply(0, EndTurn())
    assert has(g.state, card(g, foe), "Reckless")


# --- Emerald Chromicon -----------------------------------------------------------------------

def test_emerald_chromicon_returns_a_character_when_yours_is_banished_on_their_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", CHROMICON)
    mine = sc.add(0, "play", MICKEY, exerted=True)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, mine))
    choose(g, 0, "yes")  # the only character left is the attacker
    assert names(g, 1, "hand") == [SVEN]


def test_emerald_chromicon_not_on_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", CHROMICON)
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    assert g.state.decision is None and names(g, 0, "discard") == [MICKEY]
    g.apply(0, EndTurn())


# --- Tropical Rainforest - Jaguar Lair -------------------------------------------------------

def test_tropical_rainforest_makes_damaged_opposing_characters_reckless() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Tropical Rainforest - Jaguar Lair")
    hurt = sc.add(1, "play", SVEN, damage=1)
    whole = sc.add(1, "play", SVEN)
    mine = sc.add(0, "play", SVEN, damage=1)
    g = sc.build()
    assert has(g.state, card(g, hurt), "Reckless")
    assert not has(g.state, card(g, whole), "Reckless")
    assert not has(g.state, card(g, mine), "Reckless")
