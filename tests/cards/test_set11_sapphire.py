"""Set 11 sapphire cards (set and first ink as in the card data): tests of each card's abilities."""

from __future__ import annotations

from engine import Activate, Challenge, Choose, EndTurn, InkCard, PlayCard, Quest
from engine.cards.facts import facts
from engine.query import cost_to_play, has, keyword, lore, strength
from engine.scenario import Scenario
from engine.turn_actions import BOOST

from .helpers import (
    INK,
    ITEM,
    MICKEY,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    hand_and_ink,
    idle,
    names,
    options,
    remove,
)

KANGA = "Kanga - Peaceful Gatherer"  # 5/5, lore 2, Boost 2
DRAKE = "Darkwing Duck - Drake Mallard"  # 4/1, Ward
GADGETEER = "Darkwing Duck - Dashing Gadgeteer"  # 3/5, lore 1
CROWN = "Half Hexwell Crown"  # an item, cost 6
PAN = "Frying Pan"  # an item, cost 2, no "when you play"


# --- Kanga - Peaceful Gatherer ---------------------------------------------------------------

def test_kanga_gets_lore_while_a_card_is_under_her() -> None:
    sc = Scenario(active=0)
    kanga = sc.add(0, "play", KANGA)
    sc.add(0, "inkwell", INK, count=2)
    g = sc.build()
    assert lore(g.state, card(g, kanga)) == 2
    g.apply(0, Activate(kanga, BOOST))
    assert len(card(g, kanga).under) == 1 and lore(g.state, card(g, kanga)) == 3


# --- Honker Muddlefoot - Timid Genius --------------------------------------------------------

def test_honker_gives_your_darkwing_ducks_resist() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Honker Muddlefoot - Timid Genius")
    mine = sc.add(0, "play", GADGETEER)
    other = sc.add(0, "play", MICKEY)
    theirs = sc.add(1, "play", DRAKE)
    foe = sc.add(1, "play", SVEN, exerted=True)  # 5 strength
    g = sc.build()
    assert keyword(g.state, card(g, mine), "Resist") == 1
    assert keyword(g.state, card(g, other), "Resist") is None
    assert keyword(g.state, card(g, theirs), "Resist") is None
    g.apply(0, Challenge(mine, foe))
    assert card(g, mine).damage == 4  # 5 - 1


# --- Jiminy Cricket - Ghost of Christmas Past ------------------------------------------------

def test_jiminy_inks_a_card_from_the_discard_when_boosted() -> None:
    sc = Scenario(active=0)
    jiminy = sc.add(0, "play", "Jiminy Cricket - Ghost of Christmas Past")
    sc.add(0, "inkwell", INK, count=2)
    gone = sc.add(0, "discard", SVEN)
    sc.add(0, "discard", MICKEY)
    g = sc.build()
    g.apply(0, Activate(jiminy, BOOST))
    choose(g, 0, "yes")
    choose(g, 0, gone)
    p = g.state.players[0]
    assert names(g, 0, "discard") == [MICKEY] and len(p.inkwell) == 3
    assert sum(c.exerted for c in p.inkwell) == 3  # 2 paid for Boost, the new one exerted


def test_jiminy_may_decline() -> None:
    sc = Scenario(active=0)
    jiminy = sc.add(0, "play", "Jiminy Cricket - Ghost of Christmas Past")
    sc.add(0, "inkwell", INK, count=2)
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, Activate(jiminy, BOOST))
    choose(g, 0, "no")
    assert names(g, 0, "discard") == [SVEN] and len(g.state.players[0].inkwell) == 2


# --- Piglet - Cocoa Maker --------------------------------------------------------------------

def test_piglet_cocoa_maker_heals_each_of_yours_at_the_end_of_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Piglet - Cocoa Maker")
    sven = sc.add(0, "play", SVEN, damage=3)
    mickey = sc.add(0, "play", MICKEY, damage=1)
    foe = sc.add(1, "play", SVEN, damage=3)
    g = sc.build()
    g.apply(0, EndTurn())
    assert options(g) == ["0", "1", "2"]  # up to 2 from Sven
    remove(g, 0)
    assert options(g) == ["0", "1"]  # Mickey has only 1
    remove(g, 0)
    assert card(g, sven).damage == 1 and card(g, mickey).damage == 0
    assert card(g, foe).damage == 3
    g.apply(1, EndTurn())  # not at the end of the opponent's turn
    assert g.state.decision is None and card(g, sven).damage == 1


# --- Gramma Tala - Connected to Nature -------------------------------------------------------

def test_gramma_tala_costs_1_less_for_each_ink_card() -> None:
    sc, tala = hand_and_ink("Gramma Tala - Connected to Nature", ink=6)
    g = sc.build()
    assert facts("Gramma Tala - Connected to Nature").cost == 12
    assert cost_to_play(g.state, g.state.players[0], card(g, tala)) == 6
    g.apply(0, PlayCard(tala))
    assert names(g, 0, "play") == ["Gramma Tala - Connected to Nature"]
    sc, tala = hand_and_ink("Gramma Tala - Connected to Nature", ink=5)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, tala)) == 7
    assert PlayCard(tala) not in g.legal_actions(0)


# --- Gosalyn Mallard - Curious Child ---------------------------------------------------------

def test_gosalyn_finds_an_item_in_the_top_4() -> None:
    sc, gosalyn = hand_and_ink("Gosalyn Mallard - Curious Child")
    for name in (MICKEY, ITEM, SVEN, STITCH, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(gosalyn))
    item = find(g, 0, "deck", ITEM).iid
    assert options(g) == [item]
    events = g.apply(0, Choose((item,)))
    assert [e["name"] for e in events if e["type"] == "reveal"] == [ITEM]
    while g.state.decision is not None:
        choose(g, 0, options(g)[0])
    assert names(g, 0, "hand") == [ITEM]
    assert names(g, 0, "deck") == [INK, MICKEY, SVEN, STITCH]


# --- Darkwing Duck - Dashing Gadgeteer -------------------------------------------------------

def test_darkwing_gadgeteer_recycles_an_item_and_plays_one_for_free() -> None:
    sc = Scenario(active=0)
    dw = sc.add(0, "play", GADGETEER)
    sc.add(0, "inkwell", INK, count=2)
    dingle = sc.add(0, "discard", ITEM)
    sc.add(0, "discard", CROWN)  # cost 6: too expensive to play this way
    pan = sc.add(0, "discard", PAN)
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, Quest(dw))
    assert set(options(g)) == {dingle, find(g, 0, "discard", CROWN).iid, pan}
    choose(g, 0, dingle)
    assert g.state.players[0].deck[-1].name == ITEM
    assert options(g) == [pan]
    choose(g, 0, pan)
    assert names(g, 0, "play") == [GADGETEER, PAN]
    assert all(not c.exerted for c in g.state.players[0].inkwell)  # for free


def test_darkwing_gadgeteer_plays_nothing_unless_an_item_went_to_the_deck() -> None:
    sc = Scenario(active=0)
    dw = sc.add(0, "play", GADGETEER)
    sc.add(0, "discard", PAN)
    g = sc.build()
    g.apply(0, Quest(dw))
    choose(g, 0)  # puts none
    assert idle(g) and names(g, 0, "discard") == [PAN]


# --- Winnie the Pooh - Hungry Bear -----------------------------------------------------------

def test_winnie_hungry_bear_returns_an_item_from_the_discard() -> None:
    sc, pooh = hand_and_ink("Winnie the Pooh - Hungry Bear")
    pan = sc.add(0, "discard", PAN)
    sc.add(0, "discard", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(pooh))
    assert options(g) == [pan]
    choose(g, 0, pan)
    assert names(g, 0, "hand") == [PAN] and names(g, 0, "discard") == [SVEN]


def test_winnie_hungry_bear_may_take_nothing() -> None:
    sc, pooh = hand_and_ink("Winnie the Pooh - Hungry Bear")
    sc.add(0, "discard", PAN)
    g = sc.build()
    g.apply(0, PlayCard(pooh))
    choose(g, 0)
    assert names(g, 0, "hand") == [] and names(g, 0, "discard") == [PAN]


# --- Belle - Snowfield Strategist ------------------------------------------------------------

def _belle_game() -> tuple[Scenario, int, int]:
    sc = Scenario(active=0)
    sc.add(0, "play", "Belle - Snowfield Strategist")
    mine = sc.add(0, "play", STITCH)  # 2/2
    foe = sc.add(1, "play", SVEN, exerted=True)  # 5/7
    return sc, mine, foe


def test_belle_snowfield_inks_your_banished_character() -> None:
    sc, mine, foe = _belle_game()
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    choose(g, 0, "yes")
    p = g.state.players[0]
    assert names(g, 0, "discard") == [] and len(p.inkwell) == 1 and p.inkwell[0].exerted
    assert p.inkwell[0].name == STITCH


def test_belle_snowfield_may_decline_and_ignores_opposing_characters() -> None:
    sc, mine, foe = _belle_game()
    g = sc.build()
    g.apply(0, Challenge(mine, foe))
    choose(g, 0, "no")
    assert names(g, 0, "discard") == [STITCH] and g.state.players[0].inkwell == []
    sc = Scenario(active=0)
    sc.add(0, "play", "Belle - Snowfield Strategist")
    attacker = sc.add(0, "play", SVEN)
    victim = sc.add(1, "play", STITCH, exerted=True)
    g = sc.build()
    g.apply(0, Challenge(attacker, victim))
    assert g.state.decision is None and names(g, 1, "discard") == [STITCH]


# --- Scrooge McDuck - Miserly Ebenezer -------------------------------------------------------

def test_scrooge_miserly_weakens_when_you_ink_during_your_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Scrooge McDuck - Miserly Ebenezer")
    ink = sc.add(0, "hand", INK)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, InkCard(ink))
    assert find(g, 1, "play", SVEN).iid in options(g)
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 4
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5  # this turn only
    g.apply(1, InkCard(find(g, 1, "hand", STITCH).iid))  # not your inkwell
    assert g.state.decision is None


# --- Chief Tui - Weaving a Tale --------------------------------------------------------------

def test_chief_tui_looks_at_the_top_card_once_a_turn() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Chief Tui - Weaving a Tale")
    ink = sc.add(0, "hand", INK)
    song = sc.add(0, "hand", "Let It Go")
    sc.add(0, "inkwell", INK, count=5)
    mine = sc.add(0, "play", MICKEY)
    sc.add(0, "deck", SVEN)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, InkCard(ink))
    assert g.state.decision is not None and g.state.decision.kind == "top_or_bottom"
    choose(g, 0, "bottom")
    assert names(g, 0, "deck") == [STITCH, SVEN]
    g.apply(0, PlayCard(song))  # puts Mickey into my inkwell: no second look
    choose(g, 0, mine)
    assert idle(g) and names(g, 0, "deck") == [STITCH, SVEN]


# --- Tamatoa - Seeker of Shine ---------------------------------------------------------------

def test_tamatoa_gets_lore_whenever_you_put_a_card_under() -> None:
    sc = Scenario(active=0)
    tamatoa = sc.add(0, "play", "Tamatoa - Seeker of Shine")
    kanga = sc.add(0, "play", KANGA)
    sc.add(0, "inkwell", INK, count=4)
    foe = sc.add(1, "play", KANGA)
    sc.add(1, "inkwell", INK, count=2)
    g = sc.build()
    g.apply(0, Activate(tamatoa, BOOST))
    assert lore(g.state, card(g, tamatoa)) == 2
    g.apply(0, Activate(kanga, BOOST))
    assert lore(g.state, card(g, tamatoa)) == 3
    g.apply(0, EndTurn())
    assert lore(g.state, card(g, tamatoa)) == 1
    g.apply(1, Activate(foe, BOOST))  # an opponent's: not yours
    assert lore(g.state, card(g, tamatoa)) == 1


# --- Let It Go -------------------------------------------------------------------------------

def test_let_it_go_inks_a_character_into_its_players_inkwell() -> None:
    sc, song = hand_and_ink("Let It Go")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(song))
    p = g.state.players[1]
    assert names(g, 1, "play") == [] and len(p.inkwell) == 1 and p.inkwell[0].exerted
    assert card(g, p.inkwell[0].iid).name == SVEN and foe not in g.state.by_iid


# --- Distract --------------------------------------------------------------------------------

def test_distract_weakens_this_turn_and_draws() -> None:
    sc, action = hand_and_ink("Distract")
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert strength(g.state, card(g, foe)) == 3 and names(g, 0, "hand") == [STITCH]
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Blue Smoke ------------------------------------------------------------------------------

def test_blue_smoke_is_cheaper_with_darkwing_duck() -> None:
    sc, smoke = hand_and_ink("Blue Smoke", ink=0)
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, smoke)) == 1
    sc, smoke = hand_and_ink("Blue Smoke", ink=0)
    sc.add(0, "play", DRAKE)
    sc.add(1, "play", GADGETEER)  # an opponent's Darkwing would not count
    g = sc.build()
    assert cost_to_play(g.state, g.state.players[0], card(g, smoke)) == 0
    assert PlayCard(smoke) in g.legal_actions(0)


def test_blue_smoke_gives_ward_until_your_next_turn() -> None:
    sc = Scenario(active=0)
    smoke = sc.add(0, "play", "Blue Smoke")
    sc.add(0, "inkwell", INK, count=1)
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, Activate(smoke, 0))  # Mickey is the only character
    assert names(g, 0, "discard") == ["Blue Smoke"]
    assert has(g.state, card(g, mickey), "Ward")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, mickey), "Ward")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, mickey), "Ward")


# --- Tiny Tim's Crutch -----------------------------------------------------------------------

def test_tiny_tims_crutch_gives_support_this_turn() -> None:
    sc = Scenario(active=0)
    crutch = sc.add(0, "play", "Tiny Tim's Crutch")
    mickey = sc.add(0, "play", MICKEY)
    sven = sc.add(0, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(crutch, 0))
    choose(g, 0, sven)
    assert has(g.state, card(g, sven), "Support") and not has(g.state, card(g, mickey), "Support")
    g.apply(0, Quest(sven))
    choose(g, 0, "yes")  # Support: Mickey is the only other character
    assert strength(g.state, card(g, mickey)) == 8
    g.apply(0, EndTurn())
    assert not has(g.state, card(g, sven), "Support")


# --- Darkwing's Chair Set --------------------------------------------------------------------

def test_darkwings_chair_set_may_ink_the_top_card() -> None:
    sc, chair = hand_and_ink("Darkwing's Chair Set", ink=3)
    g = sc.build()
    g.apply(0, PlayCard(chair))
    choose(g, 0, "yes")
    p = g.state.players[0]
    assert len(p.inkwell) == 4 and all(c.exerted for c in p.inkwell) and len(p.deck) == 9
    sc, chair = hand_and_ink("Darkwing's Chair Set", ink=3)
    g = sc.build()
    g.apply(0, PlayCard(chair))
    choose(g, 0, "no")
    assert len(g.state.players[0].inkwell) == 3 and len(g.state.players[0].deck) == 10


def test_darkwings_chair_set_heals_more_from_darkwing_duck() -> None:
    sc = Scenario(active=0)
    chair = sc.add(0, "play", "Darkwing's Chair Set")
    mickey = sc.add(0, "play", MICKEY, damage=2)
    dw = sc.add(0, "play", GADGETEER, damage=4)
    g = sc.build()
    g.apply(0, Activate(chair, 0))
    choose(g, 0, dw)
    assert options(g) == ["0", "1", "2", "3", "4"]
    remove(g, 0)
    assert card(g, dw).damage == 0 and names(g, 0, "discard") == ["Darkwing's Chair Set"]
    sc = Scenario(active=0)
    chair = sc.add(0, "play", "Darkwing's Chair Set")
    mickey = sc.add(0, "play", MICKEY, damage=2)
    sc.add(0, "play", SVEN, damage=5)
    g = sc.build()
    g.apply(0, Activate(chair, 0))
    sven = find(g, 0, "play", SVEN).iid
    choose(g, 0, sven)
    assert options(g) == ["0", "1", "2"]
    remove(g, 0)
    assert card(g, sven).damage == 3 and card(g, mickey).damage == 2


# --- Darkwing's Gas Device -------------------------------------------------------------------

def test_darkwings_gas_device_weakens_more_with_darkwing_duck() -> None:
    sc = Scenario(active=0)
    device = sc.add(0, "play", "Darkwing's Gas Device")
    sc.add(0, "inkwell", INK, count=1)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(device, 0))
    assert strength(g.state, card(g, foe)) == 4 and card(g, device).exerted
    assert all(c.exerted for c in g.state.players[0].inkwell)
    sc = Scenario(active=0)
    device = sc.add(0, "play", "Darkwing's Gas Device")
    sc.add(0, "inkwell", INK, count=1)
    sc.add(0, "play", DRAKE)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(device, 0))
    choose(g, 0, foe)
    assert strength(g.state, card(g, foe)) == 3
    g.apply(0, EndTurn())
    assert strength(g.state, card(g, foe)) == 5


# --- Hidden Trap -----------------------------------------------------------------------------

def test_hidden_trap_enters_exerted_then_banishes_an_item() -> None:
    sc, trap = hand_and_ink("Hidden Trap")
    item = sc.add(1, "play", ITEM)
    g = sc.build()
    g.apply(0, PlayCard(trap))
    trap = find(g, 0, "play", "Hidden Trap").iid
    assert card(g, trap).exerted and Activate(trap, 0) not in g.legal_actions(0)
    g.apply(0, EndTurn())
    g.apply(1, EndTurn())
    g.apply(0, Activate(trap, 0))
    assert options(g) == ["banish chosen item", "opposing character -2 strength"]
    choose(g, 0, "banish chosen item")  # the opposing item is the only item left
    assert item not in g.state.by_iid and names(g, 1, "discard") == [ITEM]
    assert names(g, 0, "discard") == ["Hidden Trap"]


def test_hidden_trap_weakens_an_opposing_character() -> None:
    sc = Scenario(active=0)
    trap = sc.add(0, "play", "Hidden Trap")
    mine = sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Activate(trap, 0))
    choose(g, 0, "opposing character -2 strength")
    assert strength(g.state, card(g, foe)) == 3 and strength(g.state, card(g, mine)) == 3


# --- Pete - Ghost of Christmas Future --------------------------------------------------------

def test_pete_looks_at_as_many_cards_as_are_under_him() -> None:
    sc = Scenario(active=0)
    pete = sc.add(0, "play", "Pete - Ghost of Christmas Future", under=(STITCH, STITCH))
    for name in (SVEN, MICKEY, INK):
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, Quest(pete))
    deck = g.state.players[0].deck
    assert options(g) == [deck[0].iid, deck[1].iid]  # 2 cards under him: the top 2
    choose(g, 0, deck[1].iid)
    assert names(g, 0, "hand") == [MICKEY] and names(g, 0, "deck") == [INK, SVEN]


def test_pete_with_nothing_under_him_looks_at_nothing() -> None:
    sc = Scenario(active=0)
    pete = sc.add(0, "play", "Pete - Ghost of Christmas Future")
    sc.add(0, "deck", SVEN)
    g = sc.build()
    g.apply(0, Quest(pete))
    assert idle(g) and names(g, 0, "hand") == [] and names(g, 0, "deck") == [SVEN]


# --- Morty Fieldmouse - Tiny Tim -------------------------------------------------------------

def test_morty_follows_the_first_card_put_under_another_character_each_turn() -> None:
    sc = Scenario(active=0)
    morty = sc.add(0, "play", "Morty Fieldmouse - Tiny Tim")
    kanga = sc.add(0, "play", KANGA)
    jiminy = sc.add(0, "play", "Jiminy Cricket - Ghost of Christmas Past")
    sc.add(0, "inkwell", INK, count=4)
    g = sc.build()
    assert lore(g.state, card(g, morty)) == 1
    g.apply(0, Activate(kanga, BOOST))
    assert len(card(g, morty).under) == 1 and lore(g.state, card(g, morty)) == 2
    g.apply(0, Activate(jiminy, BOOST))
    while g.state.decision is not None:  # Jiminy's own ability (declined), Morty's again
        choose(g, 0, "no" if g.state.decision.kind == "may" else options(g)[0])
    assert len(card(g, morty).under) == 1  # once during your turn
    g.apply(0, Quest(morty))
    assert g.state.players[0].lore == 2


# --- Wipe Out! -------------------------------------------------------------------------------

def test_wipe_out_inks_a_bodyguard_or_an_item() -> None:
    sc, action = hand_and_ink("Wipe Out!")
    guard = sc.add(1, "play", "Simba - Protective Cub")  # Bodyguard
    item = sc.add(1, "play", ITEM)
    sc.add(1, "play", SVEN)
    sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert set(options(g)) == {guard, item}
    choose(g, 0, guard)
    p = g.state.players[1]
    assert names(g, 1, "play") == [ITEM, SVEN]
    assert len(p.inkwell) == 1 and p.inkwell[0].exerted and p.inkwell[0].name == \
        "Simba - Protective Cub"


# --- Splatter Phoenix - Rejected Artist ------------------------------------------------------

def test_splatter_phoenix_is_cheaper_on_the_second_players_first_turn() -> None:
    name = "Splatter Phoenix - Rejected Artist"
    for active, turn, cost in ((1, 2, 1), (0, 1, 2), (1, 4, 2)):
        sc = Scenario(active=active, turn=turn)  # seat 0 took the first turn
        phoenix = sc.add(active, "hand", name)
        sc.add(active, "inkwell", INK, count=1)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[active], card(g, phoenix)) == cost
        assert (PlayCard(phoenix) in g.legal_actions(active)) == (cost == 1)


# --- Roo - Little Helper ---------------------------------------------------------------------

def test_roo_hops_under_a_character_with_boost() -> None:
    sc = Scenario(active=0)
    roo = sc.add(0, "play", "Roo - Little Helper")
    kanga = sc.add(0, "play", KANGA)
    sc.add(0, "play", MICKEY)  # no Boost
    sc.add(1, "play", KANGA)  # not yours
    g = sc.build()
    g.apply(0, Activate(roo, 0))  # only Kanga of yours has Boost: chosen
    assert names(g, 0, "play") == [KANGA, MICKEY]
    assert [c.name for c in card(g, kanga).under] == ["Roo - Little Helper"]
    assert lore(g.state, card(g, kanga)) == 3  # EXTRA HELP


def test_roo_needs_a_dry_roo() -> None:
    sc = Scenario(active=0)
    roo = sc.add(0, "play", "Roo - Little Helper", drying=True)
    sc.add(0, "play", KANGA)
    g = sc.build()
    assert Activate(roo, 0) not in g.legal_actions(0)


# --- Scrooge McDuck - Reformed Ebenezer ------------------------------------------------------

def test_scrooge_reformed_puts_a_card_under_each_other_character_and_they_gain_ward() -> None:
    sc, scrooge = hand_and_ink("Scrooge McDuck - Reformed Ebenezer")
    mickey = sc.add(0, "play", MICKEY)
    sven = sc.add(0, "play", SVEN)
    foe = sc.add(1, "play", STITCH)
    g = sc.build()
    g.apply(0, PlayCard(scrooge))
    choose(g, 0, "yes")
    new = find(g, 0, "play", "Scrooge McDuck - Reformed Ebenezer")
    assert len(card(g, mickey).under) == 1 and len(card(g, sven).under) == 1
    assert new.under == [] and card(g, foe).under == []
    assert len(g.state.players[0].deck) == 8
    assert has(g.state, card(g, mickey), "Ward") and not has(g.state, new, "Ward")
    g.apply(0, EndTurn())
    assert has(g.state, card(g, sven), "Ward")
    g.apply(1, EndTurn())
    assert not has(g.state, card(g, sven), "Ward")


def test_scrooge_reformed_may_decline() -> None:
    sc, scrooge = hand_and_ink("Scrooge McDuck - Reformed Ebenezer")
    mickey = sc.add(0, "play", MICKEY)
    g = sc.build()
    g.apply(0, PlayCard(scrooge))
    choose(g, 0, "no")
    assert card(g, mickey).under == [] and not has(g.state, card(g, mickey), "Ward")


# --- Mickey Mouse - Bob Cratchit -------------------------------------------------------------

def test_bob_cratchit_piles_cards_under_himself_and_passes_them_on() -> None:
    sc = Scenario(active=0)
    bob = sc.add(0, "play", "Mickey Mouse - Bob Cratchit")
    kanga = sc.add(0, "play", KANGA)
    sc.add(0, "play", MICKEY)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(0, Quest(bob))
    assert len(card(g, bob).under) == 1 and len(g.state.players[0].deck) == 9
    g.apply(0, EndTurn())
    g.apply(1, Challenge(foe, bob))
    choose(g, 0, "yes")
    assert set(options(g)) == {kanga, find(g, 0, "play", MICKEY).iid}
    choose(g, 0, kanga)
    assert names(g, 0, "discard") == ["Mickey Mouse - Bob Cratchit"]
    assert len(card(g, kanga).under) == 1 and lore(g.state, card(g, kanga)) == 3


def test_bob_cratchit_may_keep_the_cards_in_the_discard() -> None:
    sc = Scenario(active=1)
    bob = sc.add(0, "play", "Mickey Mouse - Bob Cratchit", under=(STITCH,), exerted=True)
    kanga = sc.add(0, "play", KANGA)
    foe = sc.add(1, "play", SVEN)
    g = sc.build()
    g.apply(1, Challenge(foe, bob))
    choose(g, 0, "no")
    assert card(g, kanga).under == [] and sorted(names(g, 0, "discard")) == [
        "Mickey Mouse - Bob Cratchit", STITCH]


def test_bob_cratchit_banished_outside_a_challenge_passes_nothing_on() -> None:
    sc, dragon = hand_and_ink("Dragon Fire")  # banish chosen character
    bob = sc.add(0, "play", "Mickey Mouse - Bob Cratchit", under=(STITCH,))
    kanga = sc.add(0, "play", KANGA)
    g = sc.build()
    g.apply(0, PlayCard(dragon))
    choose(g, 0, bob)
    assert idle(g) and card(g, kanga).under == []
    assert sorted(names(g, 0, "discard")) == ["Dragon Fire", "Mickey Mouse - Bob Cratchit",
                                              STITCH]


# --- Moana - Curious Explorer ----------------------------------------------------------------

def test_moana_curious_explorer_inks_from_the_discard() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", "Moana - Curious Explorer")
    gone = sc.add(0, "discard", SVEN)
    sc.add(0, "discard", "Blue Smoke")  # no inkwell symbol
    theirs = sc.add(1, "discard", SVEN)
    g = sc.build()
    inks = [a for a in g.legal_actions(0) if isinstance(a, InkCard)]
    assert inks == [InkCard(gone)] and InkCard(theirs) not in inks
    g.apply(0, InkCard(gone))
    assert names(g, 0, "inkwell") == [SVEN] and names(g, 0, "discard") == ["Blue Smoke"]
    assert not any(isinstance(a, InkCard) for a in g.legal_actions(0))
    g.apply(0, EndTurn())  # on the opponent's turn: their discard is not
    assert InkCard(theirs) not in g.legal_actions(1)


# --- Visiting Christmas Past -----------------------------------------------------------------

def test_visiting_christmas_past_inks_cards_from_under_yours() -> None:
    sc, action = hand_and_ink("Visiting Christmas Past", ink=3)
    kanga = sc.add(0, "play", KANGA, under=(STITCH, SVEN))
    mickey = sc.add(0, "play", MICKEY, under=(STITCH,))
    foe = sc.add(1, "play", KANGA, under=(STITCH,))
    g = sc.build()
    g.apply(0, PlayCard(action))
    assert options(g) == ["0", "1", "2"]  # any number from under Kanga
    choose(g, 0, "2")
    assert options(g) == ["0", "1"]
    choose(g, 0, "0")
    p = g.state.players[0]
    assert card(g, kanga).under == [] and lore(g.state, card(g, kanga)) == 2
    assert len(card(g, mickey).under) == 1 and len(card(g, foe).under) == 1
    assert len(p.inkwell) == 5 and sum(c.exerted for c in p.inkwell) == 5
