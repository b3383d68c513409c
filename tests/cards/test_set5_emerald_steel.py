"""Set 5 emerald and steel cards of the starter decks."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine.query import can_challenge_with, can_sing, cost_to_play, has, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, names, options

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2
PETER = "Peter Pan - Never Landing"  # Evasive 3/2


def _play(name: str, *, ink: int = 9) -> tuple[Scenario, int]:
    sc = Scenario(active=0)
    iid = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=ink)
    return sc, iid


def test_banzai_exerts_and_ed_damages_a_damaged_character() -> None:
    sc, banzai = _play("Banzai - Taunting Hyena")
    ed = sc.add(0, "hand", "Ed - Laughing Hyena")
    hurt = sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(banzai))
    choose(g, 0, "yes")  # the only damaged character is chosen
    assert card(g, hurt).exerted
    g.apply(0, PlayCard(ed))
    choose(g, 0, "yes")
    assert card(g, hurt).damage == 3


def test_night_howler_rage_makes_a_character_reckless_next_turn() -> None:
    sc, spell = _play("Night Howler Rage")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(spell))
    assert not has(g.state, card(g, foe), "Reckless")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, foe), "Reckless")


def test_robin_hoods() -> None:
    sc, archer = _play("Robin Hood - Archery Contestant")
    sleuth = sc.add(0, "play", "Robin Hood - Sneaky Sleuth")
    timely = sc.add(0, "hand", "Robin Hood - Timely Contestant")
    sc.add(1, "play", SVEN, damage=3)
    sc.add(1, "play", MICKEY, damage=1)
    sc.add(1, "play", STITCH)
    g = sc.build()
    assert lore(g.state, card(g, sleuth)) == 1 + 2
    assert cost_to_play(g.state, g.state.players[0], card(g, timely)) == 9 - 4
    g.apply(0, PlayCard(archer))
    assert g.state.players[0].lore == 1


def test_scar_and_shenzi_when_challenging_a_damaged_character() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Scar - Vengeful Lion")
    head = sc.add(0, "play", "Shenzi - Head Hyena")
    accomplice = sc.add(0, "play", "Shenzi - Scar's Accomplice")  # Hyena, Evasive 2/3
    hurt = sc.add(1, "play", SVEN, exerted=True, damage=1)
    sc.add(1, "play", MICKEY, exerted=True)
    g = sc.build()
    assert strength(g.state, card(g, head)) == 3 + 1  # another Hyena of yours
    g.apply(0, Challenge(accomplice, hurt))
    assert strength(g.state, card(g, accomplice)) == 4  # +2 while challenging a damaged one
    bag = {b.ref[0] for b in g.state.bag}
    assert bag == {"Scar - Vengeful Lion", "Shenzi - Head Hyena"}
    while g.state.decision is not None:
        d = g.state.decision
        choose(g, 0, d.options[0] if d.kind != "may" else "yes")
    assert g.state.players[0].lore == 2 and len(names(g, 0, "hand")) == 1
    assert card(g, hurt).damage == 1 + 4


def test_tropical_rainforest_makes_damaged_opponents_reckless() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Tropical Rainforest - Jaguar Lair")
    hurt = sc.add(1, "play", SVEN, damage=1)
    fine = sc.add(1, "play", MICKEY)
    g = sc.build()
    assert has(g.state, card(g, hurt), "Reckless") and not has(g.state, card(g, fine), "Reckless")


def test_ulf_cannot_sing() -> None:
    sc = Scenario(active=0)
    ulf = sc.add(0, "play", "Ulf - Mime")
    g = sc.build()
    assert not can_sing(g.state, card(g, ulf))


def test_kronk_head_of_security_plays_a_character_for_free() -> None:
    sc = Scenario(active=0)
    kronk = sc.add(0, "play", "Kronk - Head of Security")  # 6/6
    sc.add(0, "hand", SVEN)  # cost 6: too much
    mickey = sc.add(0, "hand", MICKEY)
    stitch = sc.add(0, "hand", STITCH)
    foe = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(kronk, foe))
    choose(g, 0, "yes")
    assert options(g) == [mickey, stitch]
    choose(g, 0, mickey)
    assert MICKEY in names(g, 0, "play")


def test_simbas_draw_and_banish_an_item_or_location() -> None:
    sc, roar = _play("Simba - Son of Mufasa")
    lost = sc.add(0, "play", "Simba - Lost Prince")  # 2/4
    foe = sc.add(1, "play", STITCH, exerted=True)
    sc.add(1, "play", "Never Land - Mermaid Lagoon")
    g = sc.build()
    g.apply(0, Challenge(lost, foe))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 2
    g.apply(0, PlayCard(roar))
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [STITCH, "Never Land - Mermaid Lagoon"]


def test_tug_of_war_modes() -> None:
    sc, tug = _play("Tug-of-War")
    sven = sc.add(1, "play", SVEN)
    peter = sc.add(1, "play", PETER)
    g = sc.build()
    g.apply(0, PlayCard(tug))
    choose(g, 0, options(g)[0])  # 1 damage to each opposing character without Evasive
    assert card(g, sven).damage == 1 and card(g, peter).damage == 0
    sc, tug = _play("Tug-of-War")
    sven = sc.add(1, "play", SVEN)
    sc.add(1, "play", PETER)
    g = sc.build()
    g.apply(0, PlayCard(tug))
    choose(g, 0, options(g)[1])  # 3 damage to each with Evasive: Peter (3/2) is banished
    assert card(g, sven).damage == 0 and names(g, 1, "discard") == [PETER]


def test_when_will_my_life_begin_stops_a_challenge_next_turn() -> None:
    sc, song = _play("When Will My Life Begin?")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert len(names(g, 0, "hand")) == 1
    g.apply(0, EndTurn())
    assert not can_challenge_with(g.state, card(g, foe))
