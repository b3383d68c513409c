"""Cards of the Set 7 amethyst-steel starter deck (printed in sets 6 and 7)."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard, Quest
from engine.query import has, keyword
from engine.scenario import Scenario

from .helpers import card, choose, names

INK = "Kida - Atlantean"
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2
ILLUSION = "Rajah - Ghostly Tiger"  # Illusion 3/3
ITEM = "Dinglehopper"


def test_giant_cobra_discards_for_2_lore() -> None:
    sc = Scenario(active=0)
    cobra = sc.add(0, "hand", "Giant Cobra - Ghostly Serpent")
    sc.add(0, "inkwell", INK, count=3)
    sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(cobra))
    choose(g, 0, "yes")
    assert names(g, 0, "discard") == [MICKEY] and g.state.players[0].lore == 2


def test_jafar_newly_crowned_returns_illusions_banished_on_their_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Jafar - Newly Crowned")
    rajah = sc.add(0, "play", ILLUSION, exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, rajah))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [ILLUSION]


def test_madam_mim_cheating_spellcaster_exerts_on_quest() -> None:
    sc = Scenario(active=0)
    mim = sc.add(0, "play", "Madam Mim - Cheating Spellcaster")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(mim))
    assert card(g, foe).exerted


def test_magical_maneuvers_returns_yours_and_exerts() -> None:
    sc = Scenario(active=0)
    spell = sc.add(0, "hand", "Magical Maneuvers")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(spell))  # Mickey is yours alone; then Sven is the only character
    assert names(g, 0, "hand") == [MICKEY] and card(g, foe).exerted


def test_treasure_guardian_draws_with_an_illusion() -> None:
    for illusion, hand in ((True, 1), (False, 0)):
        sc = Scenario(active=0)
        guard = sc.add(0, "hand", "Treasure Guardian - Foreboding Sentry")
        sc.add(0, "inkwell", INK, count=4)
        if illusion:
            sc.add(0, "play", ILLUSION)
        g = sc.build()
        g.apply(0, PlayCard(guard))
        if illusion:
            choose(g, 0, "yes")
        assert len(names(g, 0, "hand")) == hand


def test_restoring_the_crown_exerts_all_and_pays_for_banishes_this_turn() -> None:
    sc = Scenario(active=0)
    crown = sc.add(0, "hand", "Restoring the Crown")
    sc.add(0, "inkwell", INK, count=6)
    sven = sc.add(0, "play", SVEN)
    a = sc.add(1, "play", STITCH)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(crown))
    assert all(c.exerted for c in g.state.players[1].play)
    g.apply(0, Challenge(sven, a))
    assert g.state.players[0].lore == 2
    g.apply(0, EndTurn())
    assert not [e for e in g.state.effects if e.kind == "delayed"]


def test_double_trouble_up_to_two() -> None:
    sc = Scenario(active=0)
    spell = sc.add(0, "hand", "Double Trouble")
    sc.add(0, "inkwell", INK, count=2)
    a = sc.add(1, "play", SVEN)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(spell))
    choose(g, 0, a, b)
    assert card(g, a).damage == 1 and card(g, b).damage == 1


def test_fa_zhou_gains_3_lore_on_the_second_challenge() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Fa Zhou - War Hero")
    x = sc.add(0, "play", SVEN)
    y = sc.add(0, "play", SVEN)
    z = sc.add(0, "play", SVEN)
    foes = [sc.add(1, "play", STITCH, exerted=True) for _ in range(3)]
    g = sc.build()
    g.apply(0, Challenge(x, foes[0]))
    assert g.state.players[0].lore == 0
    g.apply(0, Challenge(y, foes[1]))
    assert g.state.players[0].lore == 3
    g.apply(0, Challenge(z, foes[2]))
    assert g.state.players[0].lore == 3


def test_helga_jafar_razoul() -> None:
    sc = Scenario(active=0)
    helga = sc.add(0, "play", "Helga Sinclair - Tough as Nails")
    jafar = sc.add(0, "hand", "Jafar - Aspiring Ruler")
    razoul = sc.add(0, "hand", "Razoul - Menacing Guard")
    sc.add(0, "inkwell", INK, count=5)
    sc.add(1, "play", ITEM)
    g = sc.build()
    assert has(g.state, card(g, helga), "Evasive")
    g.apply(0, PlayCard(jafar))
    choose(g, 0, helga)
    assert keyword(g.state, card(g, helga), "Challenger") == 3 + 2
    g.apply(0, PlayCard(razoul))  # a Jafar of yours is in play
    choose(g, 0, "yes")
    assert names(g, 1, "discard") == [ITEM]
