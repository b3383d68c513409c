"""Rules for the ability vocabulary added for the set 11 amethyst cards, named by rulebook
number: cards under a card, choosing from another player's discard, moving damage from each
character, first turns, modes a chosen player can't take, one choice per opponent, a played
card's end-of-turn fate, cards leaving a discard, a Shift gained in hand, what was at a
banished location, and revealing the top card of each deck. Each test gives vanilla cards
small scripts."""

from __future__ import annotations

from engine import Activate, EndTurn, PlayCard, Quest, query
from engine.dsl import (
    ALL_TYPES,
    EACH_PLAYER,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Cmp,
    DidThisTurn,
    Event,
    Filter,
    FirstTurn,
    Inks,
    Static,
    StatOf,
    TheyHave,
    Trigger,
    chosen_player,
)
from engine.scenario import Scenario
from engine.state import DECK, DISCARD, HAND, Card
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseEach,
    ChooseMode,
    ChoosePlayer,
    Delayed,
    Draw,
    FromUnder,
    GainLore,
    Grant,
    LimitReady,
    MoveDamage,
    PlayFree,
    Restrict,
    RevealTop,
    ToDeck,
    ToHand,
)

from .helpers import (
    GOONS,
    HERC_BASE,
    ITEM,
    LAGOON,
    MICKEY,
    MINNIE,
    PUMBAA,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    idle,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # an action (cost 3): its script is replaced in each test
ANYTHING = Filter(types=ALL_TYPES)


def _ids(cards: list[Card]) -> list[int]:
    return [c.iid for c in cards]


# --- 8.4: cards under a card ----------------------------------------------------------------

def test_8_4_the_number_of_cards_under_a_card_is_an_amount_and_a_filter_number() -> None:
    lore_per_card = Static("lore", value=StatOf("self", "under"))
    with scripted({MICKEY: CardScript(statics=(lore_per_card,))}), blank(STITCH, GOONS):
        sc = Scenario(active=0)
        none = sc.add(0, "play", MICKEY)
        two = sc.add(0, "play", MICKEY, under=(STITCH, GOONS))
        g = sc.build()
        assert query.lore(g.state, card(g, none)) == 2
        assert query.lore(g.state, card(g, two)) == 2 + 2
        flt = Filter(where=(Cmp("under", ">=", 2),))
        assert flt.matches(card(g, two), 0, 0, g.state)
        assert not flt.matches(card(g, none), 0, 0, g.state)


def test_8_4_3_all_cards_from_under_go_to_the_hand_or_the_bottom_of_the_deck() -> None:
    trig = Trigger("quest", (FromUnder("self"), GainLore(StatOf("self", "under"))))
    with scripted({MICKEY: CardScript(triggers=(trig,))}), blank(STITCH, GOONS):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY, under=(STITCH, GOONS))
        g = sc.build()
        g.apply(0, Quest(mickey))
        assert sorted(names(g, 0, HAND)) == sorted([STITCH, GOONS])
        assert card(g, mickey).under == []
        assert g.state.players[0].lore == 2  # none left under him to count
        assert all(c.zone == HAND and not c.facedown for c in g.state.players[0].hand)
    effect = (Choose("t", Filter(types=ALL_TYPES, owner=OPPONENT)),
              FromUnder("t", to=DECK, random=True))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, GOONS, SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        foe = sc.add(1, "play", SVEN, under=(STITCH, GOONS, MICKEY))
        sc.add(1, "deck", MINNIE)
        g = sc.build()
        g.apply(0, PlayCard(smash))  # Sven is the only choice
        deck = names(g, 1, DECK)
        assert deck[0] == MINNIE and sorted(deck[1:]) == sorted([STITCH, GOONS, MICKEY])
        assert card(g, foe).under == [] and names(g, 1, HAND) == []


# --- 7.1.4: choosing from another player's public discard -----------------------------------

def test_7_1_4_choose_up_to_2_cards_from_chosen_players_discard() -> None:
    effect = (ChoosePlayer("p", among=EACH_PLAYER),
              ChooseCards("c", zone=DISCARD, count=2, up_to=True, of=chosen_player("p")),
              ToDeck("c", bottom=True))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, GOONS, MICKEY):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "discard", MINNIE)
        a = sc.add(1, "discard", GOONS)
        b = sc.add(1, "discard", MICKEY)
        sc.add(1, "discard", STITCH)
        sc.add(1, "deck", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert g.state.decision is not None and g.state.decision.options == ["p0", "p1"]
        choose(g, 0, "p1")
        d = g.state.decision
        assert d is not None and d.player == 0 and d.min == 0 and d.max == 2
        assert set(d.options) == set(_ids(g.state.players[1].discard)) and not d.hidden
        choose(g, 0, b, a)  # in any order: Mickey, then Goons
        assert names(g, 1, DECK) == [SVEN, MICKEY, GOONS]
        assert names(g, 1, DISCARD) == [STITCH] and names(g, 0, DISCARD) == [MINNIE, ACTION_CARD]


# --- 1.9.1.4: move damage from each other character -------------------------------------------

def test_1_9_1_4_move_1_damage_from_each_other_character_to_the_chosen_one() -> None:
    effect = (Choose("t", Filter(owner=OPPONENT)),
              MoveDamage(Filter(), "t", 1, each=True))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, SVEN, MICKEY):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        mine = sc.add(0, "play", MICKEY, damage=2)
        clean = sc.add(0, "play", STITCH)
        foe = sc.add(1, "play", SVEN, damage=1)
        other = sc.add(1, "play", MICKEY, damage=1)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        choose(g, 0, foe)
        assert card(g, mine).damage == 1 and card(g, clean).damage == 0
        assert card(g, other).damage == 0
        assert card(g, foe).damage == 1 + 1 + 1  # its own damage stays


# --- 2.1.3: a non-starting player's first turn ------------------------------------------------

def test_2_1_3_first_turn_of_a_player_who_is_not_the_starting_player() -> None:
    cheaper = Static("cost", value=1, zone="hand", condition=FirstTurn(starting=False))
    with scripted({MICKEY: CardScript(statics=(cheaper,))}):
        for players, turn, active, starting, expected in (
            (2, 2, 1, 0, 2),  # the second player's first turn
            (2, 1, 0, 0, 3),  # the starting player's first turn: not "not the first player"
            (2, 4, 1, 0, 3),  # the second player's second turn
            (3, 3, 2, 0, 2),  # the third player's first turn
            (3, 6, 2, 0, 3),  # the third player's second turn
            (3, 2, 2, 0, 2),  # the third player's first turn, the second having left before
        ):
            sc = Scenario(players=players, active=active, turn=turn)
            sc.state.starting = starting
            mickey = sc.add(active, "hand", MICKEY)
            g = sc.build()
            p = g.state.players[active]
            assert query.cost_to_play(g.state, p, card(g, mickey)) == expected, (players, turn)
        sc = Scenario(players=2, active=0, turn=1)
        g = sc.build()
        assert FirstTurn().test(g.state, 0, None, {})  # the starting player's own first turn
        assert not FirstTurn().test(g.state, 1, None, {})  # not their turn


# --- 6.1.5.2: a mode the chosen player can't take -----------------------------------------------

def test_6_1_5_2_a_mode_is_unavailable_while_the_chosen_player_has_no_such_card() -> None:
    they = chosen_player("o")
    effect = (ChoosePlayer("o"), ChooseMode((
        ("Yes", (GainLore(3),)),
        ("No", (Choose("c", Filter(owner=YOU), chooser=they), ToDeck("c", bottom=True))),
    ), chooser=they, available=(None, TheyHave(they, Filter(owner=YOU)))))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "play", MICKEY)  # the caster's characters don't count
        g = sc.build()
        g.apply(0, PlayCard(smash))  # the opponent has no character: "Yes" only
        assert g.state.players[0].lore == 3 and idle(g)
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        foe = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        d = g.state.decision
        assert d is not None and d.player == 1 and d.options == ["Yes", "No"]
        choose(g, 1, "No")  # their only character is put on the bottom of their deck
        assert g.state.card(foe) is None and names(g, 1, DECK)[-1] == MICKEY
        assert g.state.players[0].lore == 0


# --- 6.1.3: one choice for each opposing player -------------------------------------------------

def test_6_1_3_you_may_choose_a_character_of_each_opposing_player() -> None:
    trig = Trigger("play", (ChooseEach("t"), Restrict("t", "cant_quest")))
    with scripted({MINNIE: CardScript(triggers=(trig,))}), blank(STITCH, MICKEY, GOONS):
        sc = Scenario(players=3, active=0)
        minnie = sc.add(0, "hand", MINNIE)
        sc.add(0, "inkwell", STITCH, count=3)
        a1 = sc.add(1, "play", MICKEY)
        a2 = sc.add(1, "play", GOONS)
        b1 = sc.add(2, "play", MICKEY)
        mine = sc.add(0, "play", GOONS)
        g = sc.build()
        g.apply(0, PlayCard(minnie))
        d = g.state.decision
        assert d is not None and set(d.options) == {a1, a2} and d.min == 0 and d.max == 1
        choose(g, 0, a2)
        d = g.state.decision
        assert d is not None and d.options == [b1]
        choose(g, 0)  # "may": this one declined
        assert idle(g)
        assert query.restricted(g.state, card(g, a2), "cant_quest")
        assert not any(query.restricted(g.state, card(g, i), "cant_quest")
                       for i in (a1, b1, mine))


# --- 6.1.7: a card played for free gains an ability and is banished at the end of turn -------

def test_6_1_7_played_for_free_gains_rush_and_is_banished_at_the_end_of_the_turn() -> None:
    ability = Activated((
        ChooseCards("c", filter=Filter(where=(Cmp("cost", "<=", 5),))),
        PlayFree("c", out="played"), Grant("played", "Rush"), Delayed(0, target="played"),
    ), exert=False)
    end = Trigger("turn_end", (Banish("self"),))
    with scripted({ITEM: CardScript(activated=(ability,), delayed=(end,))}), \
            blank(STITCH, MICKEY, SVEN):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        sc.add(0, "hand", MICKEY)
        sc.add(0, "hand", SVEN)  # cost 6: not a choice
        g = sc.build()
        g.apply(0, Activate(item, 0))
        mickey = find(g, 0, "play", MICKEY)
        assert query.has(g.state, mickey, "Rush") and mickey.drying
        assert names(g, 0, HAND) == [SVEN]
        g.apply(0, EndTurn())
        assert MICKEY in names(g, 0, DISCARD) and MICKEY not in names(g, 0, "play")


def test_6_1_7_the_end_of_turn_banish_is_only_for_the_card_played() -> None:
    end = Trigger("turn_end", (Banish("self"),))
    ability = Activated((Choose("t", Filter(owner=YOU)), Delayed(0, target="t")), exert=False)
    with scripted({ITEM: CardScript(activated=(ability,), delayed=(end,))}), \
            blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        a = sc.add(0, "play", MICKEY)
        b = sc.add(0, "play", STITCH)
        g = sc.build()
        g.apply(0, Activate(item, 0))
        choose(g, 0, a)
        g.apply(0, EndTurn())
        assert names(g, 0, DISCARD) == [MICKEY] and g.state.card(b) is not None
        g.apply(1, EndTurn())  # the granted ability lasted only that turn
        assert g.state.card(b) is not None


# --- cards leaving a discard --------------------------------------------------------------------

def test_a_card_leaving_a_discard_is_an_event_and_a_counter_of_the_turn() -> None:
    watch = Trigger("leave_discard", (Draw(1),), subject="own", filter=ANYTHING,
                    once_per_turn=True)
    effect = (ChoosePlayer("p", among=EACH_PLAYER),
              ChooseCards("c", zone=DISCARD, count=2, of=chosen_player("p")),
              ToHand("c"))
    with scripted({MINNIE: CardScript(triggers=(watch,)),
                   ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, GOONS, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "play", MINNIE)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "discard", GOONS)
        sc.add(0, "discard", MICKEY)
        g = sc.build()
        cond = DidThisTurn("left_discard", anyone=True)
        assert not cond.test(g.state, 1, None, {})
        g.apply(0, PlayCard(smash))
        choose(g, 0, "p0")  # both discarded cards are chosen (two of two)
        assert cond.test(g.state, 1, None, {})  # any player's discard counts
        d = g.state.decision
        assert d is not None and d.kind == "bag" and len(d.options) == 2  # one per card
        choose(g, 0, d.options[0])
        assert idle(g)
        # Two cards left the discard, the ability resolved once: one card drawn.
        assert len(names(g, 0, HAND)) == 2 + 1
        g.apply(0, EndTurn())
        assert not cond.test(g.state, 1, None, {})  # this turn only


def test_a_card_leaving_an_opponents_discard_does_not_trigger_your_own() -> None:
    watch = Trigger("leave_discard", (Draw(1),), subject="own", filter=ANYTHING)
    effect = (ChooseCards("c", zone=DISCARD, of=chosen_player("p")),)
    with scripted({MINNIE: CardScript(triggers=(watch,)),
                   ACTION_CARD: CardScript(effect=(ChoosePlayer("p"), *effect,
                                                   ToDeck("c", bottom=True)))}), \
            blank(STITCH, GOONS):
        sc = Scenario(active=0)
        sc.add(0, "play", MINNIE)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(1, "discard", GOONS)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert names(g, 1, DISCARD) == [] and names(g, 0, HAND) == []


# --- 8.10: a Shift gained in hand -----------------------------------------------------------

def test_8_10_a_card_may_gain_shift_from_its_hand_while_a_condition_holds() -> None:
    gains = Static("gain_shift", value=0, zone="hand",
                   condition=DidThisTurn("left_discard", anyone=True))
    back = (ChooseCards("c", zone=DISCARD), ToHand("c"))
    hercules = "Hercules - Divine Hero"  # printed Shift 4
    tailor = "Mickey Mouse - Brave Little Tailor"
    with scripted({MICKEY: CardScript(statics=(gains,)),
                   ACTION_CARD: CardScript(effect=back)}), blank(STITCH, tailor, hercules):
        sc = Scenario(active=0)
        base = sc.add(0, "play", tailor)
        shifting = sc.add(0, "hand", MICKEY)
        sc.add(0, "hand", hercules)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "discard", STITCH)
        g = sc.build()
        assert PlayCard(shifting, shift=base) not in g.legal_actions(0)
        g.apply(0, PlayCard(smash))  # a card leaves the discard; every ink is used
        assert PlayCard(shifting) not in g.legal_actions(0)
        assert PlayCard(shifting, shift=base) in g.legal_actions(0)  # Shift 0, by name
        assert query.gained_shift(g.state, find(g, 0, HAND, hercules)) is None
        g.apply(0, PlayCard(shifting, shift=base))
        mickey = find(g, 0, "play", MICKEY)
        assert [c.name for c in mickey.under] == [tailor]
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        g.apply(0, Quest(mickey.iid))
        assert g.state.players[0].lore == 2


# --- 6.1.13: what was at a banished location ------------------------------------------------

def test_6_1_13_a_banished_location_remembers_an_exerted_character_there() -> None:
    back = Trigger("banish", (ToHand("subject"),), condition=Event("exerted_here"))
    effect = (Choose("t", Filter(types=ALL_TYPES)), Banish("t"))
    with scripted({LAGOON: CardScript(triggers=(back,)),
                   ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, MICKEY):
        for exerted, returned in ((True, True), (False, False)):
            sc = Scenario(active=1)
            lagoon = sc.add(0, "play", LAGOON)
            sc.add(0, "play", MICKEY, exerted=exerted, location=lagoon)
            sc.add(0, "play", STITCH, exerted=True)  # exerted, but not there
            smash = sc.add(1, "hand", ACTION_CARD)
            sc.add(1, "inkwell", STITCH, count=3)
            g = sc.build()
            g.apply(1, PlayCard(smash))
            choose(g, 1, lagoon)
            assert (names(g, 0, HAND) == [LAGOON]) == returned, exerted
            assert (names(g, 0, DISCARD) == [LAGOON]) != returned


# --- 6.1.14: each player reveals the top card of their deck ---------------------------------

def test_6_1_14_each_player_reveals_their_top_card_and_different_inks_are_counted() -> None:
    effect = (RevealTop(var="r"), Draw(Inks("r")))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(STITCH, MICKEY, HERC_BASE):
        for their_top, drawn in ((MICKEY, 1), (HERC_BASE, 2)):
            sc = Scenario(active=0)
            smash = sc.add(0, "hand", ACTION_CARD)
            sc.add(0, "inkwell", STITCH, count=3)
            sc.add(0, "deck", MICKEY)  # amber
            sc.add(0, "deck", SVEN)
            sc.add(1, "deck", their_top)  # amber, or ruby
            g = sc.build()
            events = g.apply(0, PlayCard(smash))
            revealed = [e["name"] for e in events if e["type"] == "reveal"]
            assert revealed == [MICKEY, their_top]
            assert len(names(g, 0, HAND)) == drawn
            assert names(g, 1, DECK) == [their_top]  # it stays on top


# --- 3.2.1.1: a limit on how many characters ready ------------------------------------------

def test_3_2_1_1_a_player_who_cant_ready_more_than_1_character_picks_which() -> None:
    trig = Trigger("quest", (LimitReady(1),))
    with scripted({MINNIE: CardScript(triggers=(trig,))}), \
            blank(STITCH, MICKEY, SVEN, GOONS, PUMBAA):
        sc = Scenario(players=3, active=0)
        minnie = sc.add(0, "play", MINNIE)
        a = sc.add(1, "play", MICKEY, exerted=True)
        b = sc.add(1, "play", SVEN, exerted=True)
        kept = sc.add(1, "play", GOONS, exerted=True)
        sc.add(1, "play", PUMBAA)  # ready already
        item = sc.add(1, "play", ITEM, exerted=True)  # not a character: readies
        sc.add(1, "inkwell", STITCH, count=2, exerted=True)
        c = sc.add(2, "play", MICKEY, exerted=True)
        d = sc.add(2, "play", SVEN, exerted=True)
        g = sc.build()
        g.apply(0, Quest(minnie))
        g.apply(0, EndTurn())
        dec = g.state.decision
        assert dec is not None and dec.player == 1 and set(dec.options) == {a, b, kept}
        assert dec.min == dec.max == 1
        choose(g, 1, b)
        assert idle(g) and g.state.active == 1
        assert not card(g, b).exerted and card(g, a).exerted and card(g, kept).exerted
        assert not card(g, item).exerted
        assert all(not c.exerted for c in g.state.players[1].inkwell)
        g.apply(1, EndTurn())  # the second opponent's turn: limited too
        choose(g, 2, c)
        assert not card(g, c).exerted and card(g, d).exerted
        g.apply(2, EndTurn())
        g.apply(0, EndTurn())
        assert idle(g) and not card(g, a).exerted and not card(g, kept).exerted  # over


def test_3_2_1_1_with_no_more_exerted_characters_than_the_limit_nothing_is_asked() -> None:
    sven = Filter(owner=OPPONENT, name="Sven")
    trig = Trigger("quest", (LimitReady(1),
                             Restrict(sven, "cant_ready", duration=THEIR_NEXT_TURN)))
    with scripted({MINNIE: CardScript(triggers=(trig,))}), blank(MICKEY, SVEN):
        sc = Scenario(active=0)
        minnie = sc.add(0, "play", MINNIE)
        a = sc.add(1, "play", MICKEY, exerted=True)
        b = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        g.apply(0, Quest(minnie))
        g.apply(0, EndTurn())  # Sven can't ready anyway: Mickey readies
        assert idle(g) and not card(g, a).exerted and card(g, b).exerted
