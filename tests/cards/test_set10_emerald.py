"""Set 10 emerald cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard
from engine.query import lore, strength
from engine.scenario import Scenario

from .helpers import INK, MICKEY, STITCH, SVEN, card, choose, find, hand_and_ink, names

FLYNN = "Flynn Rider - Spectral Scoundrel"  # Boost 2, 1/2


# --- Jetsam - Opportunistic Eel --------------------------------------------------------------

def test_jetsam_and_chomp_hit_damaged_characters() -> None:
    sc, jetsam = hand_and_ink("Jetsam - Opportunistic Eel")
    chomp = sc.add(0, "hand", "Chomp!")
    hurt = sc.add(1, "play", SVEN, damage=1)
    sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(jetsam))  # only the damaged one can be chosen
    assert card(g, hurt).damage == 4
    g.apply(0, PlayCard(chomp))
    assert card(g, hurt).damage == 6


# --- Bellwether - Master Manipulator ---------------------------------------------------------

def test_bellwether_puts_damage_on_each_opposing_character_when_challenged_and_banished() -> None:
    sc = Scenario(active=1)
    bell = sc.add(0, "play", "Bellwether - Master Manipulator", exerted=True)
    foe = sc.add(1, "play", SVEN)
    other = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, bell))
    assert card(g, foe).damage == 3 + 1 and card(g, other).damage == 1


# --- Baloo - Carefree Bear -------------------------------------------------------------------

def test_baloo_carefree_bear_modes() -> None:
    sc, baloo = hand_and_ink("Baloo - Carefree Bear")
    g = sc.build()
    g.apply(0, PlayCard(baloo))
    choose(g, 0, "Each player draws a card")
    assert len(names(g, 0, "hand")) == 1 and len(names(g, 1, "hand")) == 1
    sc, baloo = hand_and_ink("Baloo - Carefree Bear")
    sc.add(0, "hand", MICKEY)
    sc.add(1, "hand", SVEN)
    sc.add(1, "hand", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(baloo))
    choose(g, 0, "Each player discards a card")  # Mickey: the only card
    choose(g, 1, find(g, 1, "hand", STITCH).iid)
    assert names(g, 0, "discard") == [MICKEY] and names(g, 1, "hand") == [SVEN]


# --- Megara - Secret Keeper ------------------------------------------------------------------

def test_megara_with_a_card_under_her_makes_challengers_discard() -> None:
    sc = Scenario(active=1)
    meg = sc.add(0, "play", "Megara - Secret Keeper", exerted=True, under=(STITCH,))
    foe = sc.add(1, "play", MICKEY)
    sc.add(1, "hand", SVEN)
    g = sc.build()
    assert lore(g.state, card(g, meg)) == 2
    g.apply(1, Challenge(foe, meg))
    assert SVEN in names(g, 1, "discard") and names(g, 1, "hand") == []


# --- Akela - Forest Runner -------------------------------------------------------------------

def test_akela_pays_ink_for_strength() -> None:
    sc = Scenario(active=0)
    akela = sc.add(0, "play", "Akela - Forest Runner")
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(akela, 0))
    g.apply(0, Activate(akela, 0))
    assert strength(g.state, card(g, akela)) == 4 and not card(g, akela).exerted


# --- So Be It! -------------------------------------------------------------------------------

def test_so_be_it_pumps_your_characters_and_may_banish_an_item() -> None:
    sc, action = hand_and_ink("So Be It!")
    mickey = sc.add(0, "play", MICKEY)
    item = sc.add(1, "play", "Coconut Basket")
    g = sc.build()
    g.apply(0, PlayCard(action))
    choose(g, 0, item)
    assert strength(g.state, card(g, mickey)) == 4 and names(g, 1, "discard") == [
        "Coconut Basket"]


# --- Blessed Bagpipes ------------------------------------------------------------------------

def test_emily_and_blessed_bagpipes_put_a_card_under_a_boost_character() -> None:
    sc, emily = hand_and_ink("Emily Quackfaster - Level-Headed Librarian")
    pipes = sc.add(0, "hand", "Blessed Bagpipes")
    flynn = sc.add(0, "play", FLYNN)
    g = sc.build()
    g.apply(0, PlayCard(emily))
    choose(g, 0, "yes")
    assert len(card(g, flynn).under) == 1
    g.apply(0, PlayCard(pipes))
    choose(g, 0, "yes")
    assert len(card(g, flynn).under) == 2


def test_blessed_bagpipes_gain_lore_when_a_boosted_character_is_challenged() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", "Blessed Bagpipes")
    flynn = sc.add(0, "play", FLYNN, exerted=True, under=(STITCH,))
    plain = sc.add(0, "play", SVEN, exerted=True)
    foe = sc.add(1, "play", MICKEY)
    foe2 = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(1, Challenge(foe, plain))
    assert g.state.players[0].lore == 0
    g.apply(1, Challenge(foe2, flynn))
    assert g.state.players[0].lore == 1
