"""Set 5 amethyst and ruby cards of the starter decks."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, MoveTo, PlayCard
from engine.query import cost_to_play, has, keyword, strength
from engine.scenario import Scenario

from .helpers import card, choose, find, names

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2
LAGOON = "Never Land - Mermaid Lagoon"


def _play(name: str, *, ink: int = 9) -> tuple[Scenario, int]:
    sc = Scenario(active=0)
    iid = sc.add(0, "hand", name)
    sc.add(0, "inkwell", INK, count=ink)
    return sc, iid


def test_anna_eager_acolyte_each_opponent_exerts_one_of_theirs() -> None:
    sc, anna = _play("Anna - Eager Acolyte")
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    d = g.state.decision
    assert d is not None and d.player == 1 and set(d.options) == {a, b}
    choose(g, 1, b)
    assert card(g, b).exerted and not card(g, a).exerted


def test_anna_mystical_majesty_and_elsa_exert_opponents() -> None:
    sc, anna = _play("Anna - Mystical Majesty", ink=12)
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", SVEN)
    elsa = sc.add(0, "hand", "Elsa - The Fifth Spirit")
    c = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(anna))
    assert card(g, a).exerted and card(g, b).exerted and card(g, c).exerted
    card(g, a).exerted = False
    g.apply(0, PlayCard(elsa))  # Mickey is the only ready one left, but any may be chosen
    choose(g, 0, a)
    assert card(g, a).exerted


def test_bruni_may_draw_when_banished() -> None:
    sc = Scenario(active=1)
    bruni = sc.add(0, "play", "Bruni - Fire Salamander", exerted=True)  # Evasive 2/2
    peter = sc.add(1, "play", "Peter Pan - Never Landing")  # Evasive 3/2
    g = sc.build()
    g.apply(1, Challenge(peter, bruni))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


def test_earth_giant_makes_each_opponent_draw() -> None:
    sc, giant = _play("Earth Giant - Living Mountain")
    g = sc.build()
    g.apply(0, PlayCard(giant))
    assert len(names(g, 1, "hand")) == 1 and names(g, 0, "hand") == []


def test_finders_keepers_and_hypnotic_strength() -> None:
    sc, keepers = _play("Finders Keepers")
    strength_card = sc.add(0, "hand", "Hypnotic Strength")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(keepers))
    assert len(names(g, 0, "hand")) == 4
    g.apply(0, PlayCard(strength_card))  # Mickey is the only character: chosen
    assert len(names(g, 0, "hand")) == 4
    assert keyword(g.state, card(g, mickey), "Challenger") == 2


def test_gale_returns_to_hand_when_banished_in_a_challenge() -> None:
    sc = Scenario(active=1)
    gale = sc.add(0, "play", "Gale - Wind Spirit", exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, gale))
    assert names(g, 0, "hand") == ["Gale - Wind Spirit"] and names(g, 0, "discard") == []


def test_king_of_hearts_keeps_an_exerted_character_from_readying() -> None:
    sc = Scenario(active=0)
    king = sc.add(0, "play", "King of Hearts - Monarch of Wonderland")
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Activate(king, 0))
    choose(g, 0, foe)  # the King is exerted now too
    g.apply(0, EndTurn())
    assert card(g, foe).exerted


def test_olaf_happy_passenger_costs_less_per_exerted_opposing_character() -> None:
    sc = Scenario(active=0)
    olaf = sc.add(0, "hand", "Olaf - Happy Passenger")
    sc.add(1, "play", MICKEY, exerted=True)
    sc.add(1, "play", SVEN, exerted=True)
    sc.add(1, "play", STITCH)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, olaf)) == 7


def test_retrosphere_returns_a_cheap_card_and_is_banished() -> None:
    sc = Scenario(active=0)
    sphere = sc.add(0, "play", "Retrosphere")
    sc.add(0, "inkwell", INK, count=2)
    mickey = sc.add(1, "play", MICKEY)
    sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(sphere, 0))
    assert names(g, 1, "hand") == [MICKEY] and names(g, 0, "discard") == ["Retrosphere"]
    assert g.state.card(mickey) is None


def test_the_library_draws_when_a_character_is_banished_here() -> None:
    sc = Scenario(active=1)
    library = sc.add(0, "play", "The Library - A Gift for Belle")
    here = sc.add(0, "play", STITCH, exerted=True, location=library)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, here))
    choose(g, 0, "yes")
    assert len(names(g, 0, "hand")) == 1


def test_donald_and_minnie_dancers_on_challenge() -> None:
    sc = Scenario(active=0)
    donald = sc.add(0, "play", "Donald Duck - Daisy's Date")
    minnie = sc.add(0, "play", "Minnie Mouse - Dazzling Dancer")
    mickey = sc.add(0, "play", MICKEY)
    foes = [sc.add(1, "play", STITCH, exerted=True) for _ in range(3)]
    sc.lore(1, 5)
    g = sc.build()
    g.apply(0, Challenge(donald, foes[0]))
    assert g.state.players[1].lore == 4
    g.apply(0, Challenge(minnie, foes[1]))
    g.apply(0, Challenge(mickey, foes[2]))  # a Mickey Mouse of yours
    assert g.state.players[0].lore == 2


def test_glimmer_vs_glimmer() -> None:
    sc, spell = _play("Glimmer vs Glimmer")
    mine = sc.add(0, "play", STITCH)
    foe = sc.add(1, "play", SVEN)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(spell))  # Stitch is the only character of yours
    choose(g, 0, foe)
    assert names(g, 0, "discard")[0] == STITCH and names(g, 1, "discard") == [SVEN]
    assert g.state.card(mine) is None


def test_mickey_enthusiastic_dancer_with_minnie() -> None:
    sc = Scenario(active=0)
    mickey = sc.add(0, "play", "Mickey Mouse - Enthusiastic Dancer")
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 2
    sc = Scenario(active=0)
    mickey = sc.add(0, "play", "Mickey Mouse - Enthusiastic Dancer")
    sc.add(0, "play", "Minnie Mouse - Dazzling Dancer")
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 4


def test_simba_adventurous_successor_and_taffyta_crowd_favorite() -> None:
    sc, simba = _play("Simba - Adventurous Successor")
    taffyta = sc.add(0, "hand", "Taffyta Muttonfudge - Crowd Favorite")
    sc.add(0, "play", LAGOON)
    mickey = sc.add(0, "play", MICKEY)
    sc.lore(1, 3)
    g = sc.build()
    g.apply(0, PlayCard(simba))
    choose(g, 0, mickey)
    assert strength(g.state, card(g, mickey)) == 5
    g.apply(0, PlayCard(taffyta))
    assert g.state.players[1].lore == 2


def test_taffyta_sour_speedster_gains_2_lore_on_move_once_per_turn() -> None:
    sc = Scenario(active=0)
    taffyta = sc.add(0, "play", "Taffyta Muttonfudge - Sour Speedster")
    lagoon = sc.add(0, "play", LAGOON)
    other = sc.add(0, "play", "Agrabah - Marketplace")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, MoveTo(taffyta, lagoon))
    g.apply(0, MoveTo(taffyta, other))
    assert g.state.players[0].lore == 2


def test_the_sword_released_steals_a_lore_with_the_strongest_character() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "The Sword Released")
    sc.add(0, "play", SVEN)  # 5 strength
    sc.add(1, "play", MICKEY)  # 3
    sc.lore(1, 2)
    g = sc.build()
    g.apply(1, EndTurn())
    assert [p.lore for p in g.state.players] == [1, 1]


def test_the_sword_released_needs_more_strength_than_each() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "The Sword Released")
    sc.add(0, "play", MICKEY)
    sc.add(1, "play", MICKEY)
    sc.lore(1, 2)
    g = sc.build()
    g.apply(1, EndTurn())
    assert [p.lore for p in g.state.players] == [0, 2]


def test_vanellope_is_evasive_until_your_next_turn() -> None:
    sc, van = _play("Vanellope von Schweetz - Random Roster Racer")
    g = sc.build()
    g.apply(0, PlayCard(van))
    v = find(g, 0, "play", "Vanellope von Schweetz - Random Roster Racer")
    g.apply(0, EndTurn())
    assert has(g.state, v, "Evasive")
    g.apply(1, EndTurn())
    assert not has(g.state, v, "Evasive")


def test_wreck_it_ralph_gains_lore_for_his_damage_when_readied() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Wreck-It Ralph - Demolition Dude", exerted=True, damage=2)
    g = sc.build()
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 2
