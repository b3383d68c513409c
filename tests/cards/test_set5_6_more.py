"""Set 5 amber, ruby and emerald cards and Set 6 amber and ruby cards of the starter decks."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.query import can_challenge_with, cost_to_play, has, lore, strength
from engine.scenario import Scenario

from .helpers import card, choose, keep_order, names, options, remove

INK = "Kida - Atlantean"  # 2/2
MICKEY = "Mickey Mouse - True Friend"  # 3/3
SVEN = "Sven - Official Ice Deliverer"  # 5/7
STITCH = "Stitch - New Dog"  # 2/2
PIRATE = "Rabbit - Indignant Pirate"  # 1/2 Pirate
CAPTAIN = "Wendy Darling - Courageous Captain"  # Pirate Captain, Evasive 1/2


def _play(name: str, *, ink: int = 9, active: int = 0) -> tuple[Scenario, int]:
    sc = Scenario(active=active)
    iid = sc.add(active, "hand", name)
    sc.add(active, "inkwell", INK, count=ink)
    return sc, iid


def test_hundred_acre_island_gains_lore_when_a_character_here_is_banished_on_their_turn() -> None:
    sc = Scenario(active=1)
    island = sc.add(0, "play", "Hundred Acre Island - Pooh's Home")
    here = sc.add(0, "play", STITCH, exerted=True, location=island)
    sven = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(sven, here))
    assert g.state.players[0].lore == 1


def test_i_wont_give_in_and_pooh_pirate_ship_return_from_discard() -> None:
    sc, song = _play("I Won't Give In")
    ship = sc.add(0, "play", "Pooh Pirate Ship")
    sc.add(0, "discard", SVEN)  # cost 6
    stitch = sc.add(0, "discard", STITCH)
    pirate = sc.add(0, "discard", PIRATE)
    g = sc.build()
    g.apply(0, PlayCard(song))
    assert set(options(g)) == {stitch, pirate}
    choose(g, 0, stitch)
    g.apply(0, Activate(ship, 0))  # the Rabbit is the only Pirate card
    assert names(g, 0, "hand") == [STITCH, PIRATE]


def test_jim_hawkins_takes_any_number_of_pirates() -> None:
    sc, jim = _play("Jim Hawkins - Honorable Pirate")
    for name in (PIRATE, MICKEY, CAPTAIN, SVEN):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(jim))
    if g.state.decision is not None and g.state.decision.kind == "bodyguard":
        choose(g, 0, "ready")
    d = g.state.decision
    assert d is not None and len(d.options) == 2 and d.max == 4
    choose(g, 0, *d.options)
    keep_order(g, 0)
    assert names(g, 0, "hand") == [PIRATE, CAPTAIN]


def test_rabbit_roo_and_rescue_rangers() -> None:
    sc, rabbit = _play("Rabbit - Indignant Pirate")
    roo = sc.add(0, "hand", "Roo - Littlest Pirate")
    rangers = sc.add(0, "hand", "Rescue Rangers Away!")
    hurt = sc.add(0, "play", SVEN, damage=2)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(rabbit))
    choose(g, 0, "yes")
    choose(g, 0, hurt)
    remove(g, 0, 1)
    assert card(g, hurt).damage == 1
    g.apply(0, PlayCard(roo))
    choose(g, 0, "yes")
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, PlayCard(rangers))
    choose(g, 0, foe)  # three characters of yours in play
    assert strength(g.state, card(g, foe)) == 0
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


def test_jasmine_lead_the_way_and_tigger() -> None:
    sc = Scenario(active=0)
    jasmine = sc.add(0, "play", "Jasmine - Rebellious Princess")
    tigger = sc.add(0, "play", "Tigger - In the Crow's Nest")
    lead = sc.add(0, "hand", "Lead the Way")
    sc.add(0, "inkwell", INK, count=2)
    sc.lore(1, 2)
    g = sc.build()
    g.apply(0, Quest(jasmine))
    assert g.state.players[1].lore == 1
    g.apply(0, PlayCard(lead))
    assert strength(g.state, card(g, tigger)) == 0 + 2 + 1
    assert lore(g.state, card(g, tigger)) == 2
    assert strength(g.state, card(g, jasmine)) == 4


def test_kakamora_pirate_pitcher_gives_a_pirate_evasive() -> None:
    sc, kak = _play("Kakamora - Pirate Pitcher")
    rabbit = sc.add(0, "play", PIRATE)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(kak))
    assert MICKEY not in [card(g, o).name for o in options(g) if isinstance(o, int)]
    choose(g, 0, rabbit)
    g.apply(0, EndTurn())
    assert has(g.state, card(g, rabbit), "Evasive")


def test_mickey_courageous_sailor_and_skull_rock() -> None:
    sc = Scenario(active=1)
    rock = sc.add(0, "play", "Skull Rock - Isolated Fortress")
    mickey = sc.add(0, "play", "Mickey Mouse - Courageous Sailor", location=rock)
    sc.add(0, "play", PIRATE, location=rock)
    g = sc.build()
    assert strength(g.state, card(g, mickey)) == 2 + 2 + 1
    g.apply(1, EndTurn())
    assert g.state.players[0].lore == 1  # SAFE HAVEN: a Pirate here


def test_moana_self_taught_sailor_needs_a_captain_to_challenge() -> None:
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Self-Taught Sailor")
    g = sc.build()
    assert not can_challenge_with(g.state, card(g, moana))
    sc.add(0, "play", CAPTAIN)
    sc = Scenario(active=0)
    moana = sc.add(0, "play", "Moana - Self-Taught Sailor")
    sc.add(0, "play", CAPTAIN)
    g = sc.build()
    assert can_challenge_with(g.state, card(g, moana))


def test_wendy_darling_with_another_pirate() -> None:
    sc = Scenario(active=0)
    wendy = sc.add(0, "play", CAPTAIN)
    g = sc.build()
    assert (strength(g.state, card(g, wendy)), lore(g.state, card(g, wendy))) == (1, 1)
    sc = Scenario(active=0)
    wendy = sc.add(0, "play", CAPTAIN)
    sc.add(0, "play", PIRATE)
    g = sc.build()
    assert (strength(g.state, card(g, wendy)), lore(g.state, card(g, wendy))) == (2, 2)


def test_winnie_the_pooh_hunny_pirate_makes_the_next_pirate_cheaper() -> None:
    sc = Scenario(active=0)
    pooh = sc.add(0, "play", "Winnie the Pooh - Hunny Pirate")
    captain = sc.add(0, "hand", CAPTAIN)  # a Pirate, cost 2
    mickey = sc.add(0, "hand", MICKEY)
    sc.add(0, "inkwell", INK, count=3)
    g = sc.build()
    g.apply(0, Quest(pooh))
    mine = [b.id for b in g.state.bag if b.ref[0] == "Winnie the Pooh - Hunny Pirate"]
    choose(g, 0, *mine)  # WE'RE PIRATES, YOU SEE first
    choose(g, 0, "no")  # then Support
    p = g.state.players[0]
    assert cost_to_play(g.state, p, card(g, captain)) == 1
    assert cost_to_play(g.state, p, card(g, mickey)) == 3
    g.apply(0, PlayCard(captain))
    assert p.ready_ink() == 2 and "cost_next:Character:Pirate" not in p.counters
