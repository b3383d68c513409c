"""Set 7 amethyst cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Challenge, EndTurn, InkCard, PlayCard, Quest
from engine.query import has
from engine.scenario import Scenario

from .helpers import INK, MICKEY, OWL, SONG, SVEN, card, choose, find, names, options

DOUBLE = "Double Trouble"  # an action that chooses characters
RAJAH = "Rajah - Ghostly Tiger"
JAFAR = "Jafar - Newly Crowned"


# --- Treasure Guardian - Foreboding Sentry ---------------------------------------------------

def test_treasure_guardian_may_draw_with_an_illusion() -> None:
    for illusion, drawn in ((True, 1), (False, 0)):
        sc = Scenario(active=0)
        tg = sc.add(0, "hand", "Treasure Guardian - Foreboding Sentry")
        sc.add(0, "inkwell", INK, count=4)
        sc.add(0, "play", RAJAH if illusion else MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(tg))
        if illusion:
            choose(g, 0, "yes")
        assert g.state.decision is None and len(names(g, 0, "hand")) == drawn


# --- Jafar - Newly Crowned -------------------------------------------------------------------

def test_jafar_newly_crowned_returns_a_banished_illusion_on_their_turn() -> None:
    sc = Scenario(active=1)
    sc.add(0, "play", JAFAR)
    rajah = sc.add(0, "play", RAJAH)
    action = sc.add(1, "hand", DOUBLE)
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(1, PlayCard(action))
    choose(g, 1, rajah)
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [RAJAH]
    sc = Scenario(active=1)  # banished in a challenge
    sc.add(0, "play", JAFAR)
    rajah = sc.add(0, "play", RAJAH, exerted=True)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, rajah))
    choose(g, 0, "yes")
    assert names(g, 0, "hand") == [RAJAH]


def test_jafar_newly_crowned_not_on_your_turn_nor_for_others() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", JAFAR)
    rajah = sc.add(0, "play", RAJAH)
    foe = sc.add(1, "play", SVEN, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(rajah, foe))
    assert g.state.decision is None and names(g, 0, "discard") == [RAJAH]
    sc = Scenario(active=1)
    sc.add(0, "play", JAFAR)
    mickey = sc.add(0, "play", MICKEY, exerted=True)  # not an Illusion
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, mickey))
    assert g.state.decision is None and names(g, 0, "discard") == [MICKEY]


# --- Madam Mim - Cheating Spellcaster --------------------------------------------------------

def test_madam_mim_cheating_spellcaster_exerts_an_opposing_character() -> None:
    sc = Scenario(active=0)
    mim = sc.add(0, "play", "Madam Mim - Cheating Spellcaster")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(mim))
    assert card(g, foe).exerted


# --- Giant Cobra - Ghostly Serpent -----------------------------------------------------------

def test_giant_cobra_may_discard_to_gain_2_lore() -> None:
    sc = Scenario(active=0)
    cobra = sc.add(0, "hand", "Giant Cobra - Ghostly Serpent")
    sc.add(0, "inkwell", INK, count=3)
    junk = sc.add(0, "hand", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(cobra))
    choose(g, 0, "yes")  # the only card in hand is chosen
    assert names(g, 0, "discard") == [MICKEY] and g.state.players[0].lore == 2
    assert g.state.card(junk) is None


def test_giant_cobra_with_an_empty_hand_gains_nothing() -> None:
    sc = Scenario(active=0)
    cobra = sc.add(0, "hand", "Giant Cobra - Ghostly Serpent")
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, PlayCard(cobra))
    choose(g, 0, "yes")
    assert g.state.players[0].lore == 0


# --- Rajah - Ghostly Tiger -------------------------------------------------------------------

def test_illusions_have_vanish() -> None:
    sc = Scenario(active=1)
    rajah = sc.add(0, "play", RAJAH)
    sc.add(0, "play", "Iago - Giant Spectral Parrot")
    sc.add(0, "play", "Giant Cobra - Ghostly Serpent")
    action = sc.add(1, "hand", DOUBLE)
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    assert all(has(g.state, c, "Vanish") for c in g.state.players[0].play)
    g.apply(1, PlayCard(action))
    choose(g, 1, rajah)
    assert names(g, 0, "discard") == [RAJAH]


# --- Panic - High-Strung Imp -----------------------------------------------------------------

def test_panic_moves_up_to_2_damage_to_an_opposing_character() -> None:
    sc = Scenario(active=0)
    panic = sc.add(0, "hand", "Panic - High-Strung Imp")
    sc.add(0, "inkwell", INK, count=4)
    hurt = sc.add(0, "play", SVEN, damage=3)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(panic))
    choose(g, 0, "yes")
    choose(g, 0, hurt)  # the only opposing character is then chosen
    assert options(g) == ["0", "1", "2"]  # "up to 2"
    choose(g, 0, "1")
    assert card(g, hurt).damage == 2 and card(g, foe).damage == 1


# --- Dolores Madrigal - Within Earshot -------------------------------------------------------

def test_dolores_makes_the_chosen_opponent_reveal_their_hand() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Dolores Madrigal - Within Earshot")
    singer = sc.add(0, "play", MICKEY)
    song = sc.add(0, "hand", SONG)
    sc.add(1, "hand", SVEN)
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    events = g.apply(0, PlayCard(song, singers=(singer,)))
    assert sorted(e["name"] for e in events if e["type"] == "reveal") == [MICKEY, SVEN]


# --- Magical Maneuvers -----------------------------------------------------------------------

def test_magical_maneuvers_returns_yours_and_exerts_one() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Magical Maneuvers")
    sc.add(0, "inkwell", INK, count=2)
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))  # the only character of yours is chosen
    assert names(g, 0, "hand") == [MICKEY]
    assert g.state.card(mine) is None
    assert card(g, foe).exerted  # then the only character left is chosen


# --- This Is My Family -----------------------------------------------------------------------

def test_this_is_my_family_gains_lore_and_draws() -> None:
    sc = Scenario(active=0)
    song = sc.add(0, "hand", SONG)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert g.state.players[0].lore == 1 and len(names(g, 0, "hand")) == 1


# --- Restoring the Crown ---------------------------------------------------------------------

def test_restoring_the_crown_exerts_all_and_rewards_banishing_in_challenges() -> None:
    sc = Scenario(active=0)
    action = sc.add(0, "hand", "Restoring the Crown")
    sc.add(0, "inkwell", INK, count=6)
    mine = sc.add(0, "play", SVEN)
    a = sc.add(1, "play", MICKEY)
    b = sc.add(1, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert card(g, a).exerted and card(g, b).exerted
    g.apply(0, Challenge(mine, a))
    assert g.state.players[0].lore == 2
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    mickey = find(g, 1, "play", MICKEY)
    mickey.exerted = True
    g.apply(0, Challenge(mine, mickey.iid))
    assert g.state.players[0].lore == 2  # "this turn" only


# --- Amethyst Coil ---------------------------------------------------------------------------

def test_amethyst_coil_moves_1_damage_when_you_ink() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Amethyst Coil")
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", SVEN)
    ink = sc.add(0, "hand", OWL)
    g = sc.build()
    g.apply(0, InkCard(ink))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    assert card(g, hurt).damage == 1 and card(g, foe).damage == 1
