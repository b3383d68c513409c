"""Set 6 emerald and sapphire cards of the starter decks."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard, Quest
from engine.query import cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, names, options, remove

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"
INVENTOR = "Go Go Tomago - Darting Dynamo"  # Inventor, Evasive 2/2
ITEM = "Dinglehopper"


def _play(name: str, *, ink: int = 9) -> tuple[Scenario, int]:
    sc = Scenario(active=0)
    iid = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=ink)
    return sc, iid


def test_alistair_krei_gains_lore_if_an_opponent_has_an_item() -> None:
    for item, gained in ((True, 1), (False, 0)):
        sc, krei = _play("Alistair Krei - Ambitious Entrepreneur")
        if item:
            sc.add(1, "play", ITEM)
        g = sc.build()
        g.apply(0, PlayCard(krei))
        assert g.state.players[0].lore == gained


def test_fred_gains_2_lore_when_challenged() -> None:
    sc = Scenario(active=1)
    fred = sc.add(0, "play", "Fred - Mascot by Day", exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, fred))
    assert g.state.players[0].lore == 2


def test_go_go_tomago_pays_2_to_gain_lore_for_damage() -> None:
    sc, gogo = _play("Go Go Tomago - Darting Dynamo", ink=4)
    hurt = sc.add(1, "play", SVEN, damage=3)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(gogo))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    assert g.state.players[0].lore == 3 and g.state.players[0].ready_ink() == 0


def test_goofy_expert_shipwright_grants_ward_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    goofy = sc.add(0, "play", "Goofy - Expert Shipwright")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(goofy))
    choose(g, 0, mickey)
    assert has(g.state, card(g, mickey), "Ward")


def test_honey_lemon_pays_2_for_each_opponent_to_discard() -> None:
    sc, honey = _play("Honey Lemon - Chemical Genius", ink=4)
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(honey))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [MICKEY]


def test_stitch_little_trickster_pumps_for_1() -> None:
    sc = Scenario(active=0)
    stitch = sc.add(0, "play", "Stitch - Little Trickster")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(stitch, 0))
    g.apply(0, Activate(stitch, 0))
    assert strength(g.state, card(g, stitch)) == 3


def test_aunt_cass_gives_an_inventor_lore() -> None:
    sc = Scenario(active=0)
    cass = sc.add(0, "play", "Aunt Cass - Biggest Fan")
    gogo = sc.add(0, "play", INVENTOR)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Quest(cass))
    assert lore(g.state, card(g, gogo)) == 2


def test_baymax_cheaper_with_an_inventor_and_heals_another() -> None:
    sc = Scenario(active=0)
    baymax = sc.add(0, "hand", "Baymax - Personal Healthcare Companion")
    sc.add(0, "play", INVENTOR)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, baymax)) == 2
    sc = Scenario(active=0)
    baymax = sc.add(0, "play", "Baymax - Personal Healthcare Companion")
    sc.add(0, "inkwell", INK, count=2)
    hurt = sc.add(0, "play", SVEN, damage=2)
    g = sc.build()
    g.apply(0, Activate(baymax, 0))  # another character: Sven only
    remove(g, 0, 1)
    assert card(g, hurt).damage == 1


def test_gadget_makes_inventors_cheaper_with_3_items() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Gadget Hackwrench - Brilliant Bosun")
    gogo = sc.add(0, "hand", INVENTOR)
    mickey = sc.add(0, "hand", MICKEY)
    sc.add(0, "play", ITEM, count=2)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, gogo)) == 2
    assert cost_to_play(g.state, g.state.players[0], card(g, mickey)) == 3
    sc2 = Scenario(active=0)
    sc2.add(0, "play", "Gadget Hackwrench - Brilliant Bosun")
    gogo = sc2.add(0, "hand", INVENTOR)
    mickey = sc2.add(0, "hand", MICKEY)
    sc2.add(0, "play", ITEM, count=3)
    g = sc2.build()
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, gogo)) == 1
    assert cost_to_play(g.state, p, card(g, mickey)) == 3


def test_hiro_team_leader() -> None:
    sc = Scenario(active=0)
    hiro = sc.add(0, "play", "Hiro Hamada - Team Leader")
    gogo = sc.add(0, "play", INVENTOR)
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    assert keyword(g.state, card(g, gogo), "Resist") == 1
    assert keyword(g.state, card(g, hiro), "Resist") is None
    g.apply(0, Activate(hiro, 0))
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]


def test_pleakley_inks_a_character_of_yours() -> None:
    sc, pleakley = _play("Pleakley - Scientific Expert", ink=3)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(pleakley))
    assert mickey in options(g)
    choose(g, 0, mickey)
    p = g.state.players[0]
    assert MICKEY in [c.name for c in p.inkwell] and p.inkwell[-1].exerted


def test_wasabi_banishes_an_item_and_its_player_gains_lore() -> None:
    sc, wasabi = _play("Wasabi - Methodical Engineer", ink=4)
    sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(wasabi))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM] and g.state.players[1].lore == 1
