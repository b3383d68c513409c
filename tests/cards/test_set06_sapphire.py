"""Set 6 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, EndTurn, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, lore, willpower
from engine.scenario import Scenario

from .helpers import INK, ITEM, MICKEY, SVEN, card, choose, find, names, options, remove

GADGET_HACKWRENCH = "Gadget Hackwrench - Perceptive Mouse"  # 2/3 vanilla Inventor, cost 2
ROBOT = "B.E.N. - Eccentric Robot"  # Robot, Support
INSTITUTE = "Institute of Technology - Prestigious University"


# --- Aunt Cass - Biggest Fan -----------------------------------------------------------------


def test_aunt_cass_gives_an_inventor_1_lore() -> None:
    sc = Scenario(active=0)
    cass = sc.add(0, "play", "Aunt Cass - Biggest Fan")
    inv = sc.add(0, "play", GADGET_HACKWRENCH)
    sc.add(0, "play", MICKEY)  # not an Inventor
    g = sc.build()
    g.apply(0, Quest(cass))  # the only Inventor is chosen
    assert lore(g.state, card(g, inv)) == 2
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, inv)) == 1


# --- Gadget Hackwrench - Brilliant Bosun -----------------------------------------------------


def test_gadget_brilliant_bosun_makes_inventors_cheaper_with_3_items() -> None:
    for items, cost in ((3, 1), (2, 2)):
        sc = Scenario(active=0)
        sc.add(0, "play", "Gadget Hackwrench - Brilliant Bosun")
        sc.add(0, "play", ITEM, count=items)
        inv = sc.add(0, "hand", GADGET_HACKWRENCH)
        other = sc.add(0, "hand", MICKEY)
        g = sc.build()
        p = g.state.players[0]
        assert cost_to_play(g.state, p, card(g, inv)) == cost
        assert cost_to_play(g.state, p, card(g, other)) == 3


# --- Pleakley - Scientific Expert ------------------------------------------------------------


def test_pleakley_puts_a_character_of_yours_into_the_inkwell_exerted() -> None:
    sc = Scenario(active=0)
    pleakley = sc.add(0, "hand", "Pleakley - Scientific Expert")
    sc.add(0, "inkwell", INK, count=3)
    mickey = sc.add(0, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pleakley))
    assert len(options(g)) == 2  # Mickey or Pleakley himself, not the opponent's
    choose(g, 0, mickey)
    well = g.state.players[0].inkwell
    assert len(well) == 4 and well[-1].name == MICKEY and well[-1].exerted


# --- Hiro Hamada - Robotics Prodigy ----------------------------------------------------------

def test_hiro_robotics_prodigy_puts_an_item_or_robot_on_top() -> None:
    sc = Scenario(active=0)
    hiro = sc.add(0, "play", "Hiro Hamada - Robotics Prodigy")
    sc.add(0, "inkwell", INK, count=2)
    for name in (MICKEY, SVEN, ITEM, ROBOT, GADGET_HACKWRENCH):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Activate(hiro, 0))
    d = g.state.decision
    assert d is not None and d.hidden
    assert sorted(options(g)) == sorted([find(g, 0, "deck", ITEM).iid,
                                         find(g, 0, "deck", ROBOT).iid])
    choose(g, 0, find(g, 0, "deck", ROBOT).iid)
    assert names(g, 0, "deck")[0] == ROBOT and len(names(g, 0, "deck")) == 5
    assert card(g, hiro).exerted and g.state.players[0].ready_ink() == 0


# --- Wasabi - Methodical Engineer ------------------------------------------------------------


def test_wasabi_banishes_an_item_its_player_gains_lore_and_is_evasive_on_your_turn() -> None:
    sc = Scenario(active=0)
    wasabi = sc.add(0, "hand", "Wasabi - Methodical Engineer")
    sc.add(0, "inkwell", INK, count=4)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(wasabi))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM]
    assert g.state.players[1].lore == 1 and g.state.players[0].lore == 0
    w = find(g, 0, "play", "Wasabi - Methodical Engineer")
    assert has(g.state, w, "Evasive")
    g.apply(0, EndTurn())
    assert not has(g.state, w, "Evasive")


# --- Hiro Hamada - Team Leader ---------------------------------------------------------------


def test_hiro_team_leader_gives_other_inventors_resist_and_looks_at_top() -> None:
    sc = Scenario(active=0)
    hiro = sc.add(0, "play", "Hiro Hamada - Team Leader")
    inv = sc.add(0, "play", GADGET_HACKWRENCH)
    foe_inv = sc.add(1, "play", GADGET_HACKWRENCH)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", MICKEY)
    sc.add(0, "deck", SVEN)
    g = sc.build()
    assert keyword(g.state, card(g, inv), "Resist") == 1
    assert keyword(g.state, card(g, hiro), "Resist") is None
    assert keyword(g.state, card(g, foe_inv), "Resist") is None
    g.apply(0, Activate(hiro, 0))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [SVEN, MICKEY] and not card(g, hiro).exerted


# --- Baymax - Personal Healthcare Companion --------------------------------------------------


def test_baymax_is_cheaper_with_an_inventor_and_heals_another() -> None:
    sc = Scenario(active=0)
    hand = sc.add(0, "hand", "Baymax - Personal Healthcare Companion")
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, hand)) == 3
    sc = Scenario(active=0)
    hand = sc.add(0, "hand", "Baymax - Personal Healthcare Companion")
    sc.add(0, "play", GADGET_HACKWRENCH)
    baymax = sc.add(0, "play", "Baymax - Personal Healthcare Companion", damage=1)
    hurt = sc.add(0, "play", SVEN, damage=2)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, hand)) == 2
    g.apply(0, Activate(baymax, 0))
    assert baymax not in options(g)  # "another"
    choose(g, 0, hurt)
    remove(g, 0)
    assert card(g, hurt).damage == 1 and card(g, baymax).damage == 1


# --- Helping Hand ----------------------------------------------------------------------------

def test_helping_hand_gives_support_and_draws() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Helping Hand")
    sc.add(0, "inkwell", INK)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert has(g.state, card(g, mickey), "Support") and len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, mickey), "Support")


# --- Baymax's Healthcare Chip ----------------------------------------------------------------

def test_baymaxs_healthcare_chip_heals_more_with_a_robot() -> None:
    for robot, left in ((True, 1), (False, 4)):
        sc = Scenario(active=0)
        chip = sc.add(0, "play", "Baymax's Healthcare Chip")
        hurt = sc.add(0, "play", SVEN, damage=4)
        if robot:
            sc.add(0, "play", ROBOT)
        g = sc.build()
        g.apply(0, Activate(chip, 0))
        choose(g, 0, "Robot: remove up to 3 damage")
        if robot:
            choose(g, 0, hurt)
            remove(g, 0)
        assert card(g, hurt).damage == left


def test_baymaxs_healthcare_chip_removes_up_to_1() -> None:
    sc = Scenario(active=0)
    chip = sc.add(0, "play", "Baymax's Healthcare Chip")
    hurt = sc.add(0, "play", SVEN, damage=4)
    g = sc.build()
    g.apply(0, Activate(chip, 0))
    choose(g, 0, "Remove up to 1 damage")
    remove(g, 0)
    assert card(g, hurt).damage == 3


# --- Institute of Technology - Prestigious University ----------------------------------------

def test_institute_of_technology_willpower_and_lore_at_turn_start() -> None:
    sc = Scenario(active=1)
    inst = sc.add(0, "play", INSTITUTE)
    inv = sc.add(0, "play", GADGET_HACKWRENCH, location=inst)
    away = sc.add(0, "play", GADGET_HACKWRENCH)
    g = sc.build()
    assert willpower(g.state, card(g, inv)) == 4 and willpower(g.state, card(g, away)) == 3
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1
    sc = Scenario(active=1)
    sc.add(0, "play", INSTITUTE)
    sc.add(0, "play", GADGET_HACKWRENCH)  # nobody here
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 0
