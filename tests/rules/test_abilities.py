"""Rules for the ability vocabulary (DSL v2), named by rulebook number: choices "up to",
sequential effects, static modifiers, durations, players, damage that is put or moved,
reveals and playing cards for free. Each test gives vanilla cards small scripts."""

from __future__ import annotations

import dataclasses

from engine import Activate, Challenge, EndTurn, MoveTo, PlayCard, Quest, query
from engine.cards.facts import SONG
from engine.dsl import (
    ANY_CARD,
    EACH_OPPONENT,
    EACH_PLAYER,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    Scaled,
    Static,
    ThisCard,
    Trigger,
    Var,
    chosen_player,
    have,
)
from engine.scenario import Scenario
from engine.steps import (
    TOP,
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    ChoosePlayer,
    Damage,
    Discard,
    Draw,
    GainLore,
    If,
    LookAtTop,
    LoseLore,
    Modify,
    MoveDamage,
    PlayFree,
    PutUnder,
    Reveal,
    Shuffle,
)
from engine.turn_actions import legal_actions

from .helpers import (
    EEYORE_RESIST,
    GOONS,
    ITEM,
    LAGOON,
    MICKEY,
    MINNIE,
    PIRATES_LIFE,
    SONG2,
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


# --- 6.1.3 "up to" ----------------------------------------------------------------------------

def test_6_1_3_up_to_n_allows_zero_to_n_distinct_choices() -> None:
    with scripted({ACTION_CARD: CardScript(effect=(Choose("t", count=2, up_to=True),
                                                    Damage("t", 1)))}), blank(MICKEY, SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        a = sc.add(1, "play", MICKEY)
        b = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        d = g.state.decision
        assert d is not None and (d.min, d.max) == (0, 2)
        choose(g, 0, a, b)
        assert card(g, a).damage == 1 and card(g, b).damage == 1


# --- 6.1.5 sequential effects -----------------------------------------------------------------

def test_6_1_5_1_if_you_do_needs_a() -> None:
    effect = (Choose("i", Filter(types=("Item",), owner=YOU), optional=True),
              Banish("i", out="n"), If(Compare(Var("n"), ">=", 1), (GainLore(3),)))
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        for with_item, lore in ((True, 3), (False, 0)):
            sc = Scenario(active=0)
            smash = sc.add(0, "hand", ACTION_CARD)
            sc.add(0, "inkwell", STITCH, count=3)
            if with_item:
                sc.add(0, "play", ITEM)
            g = sc.build()
            g.apply(0, PlayCard(smash))
            if with_item:
                choose(g, 0, find(g, 0, "play", ITEM).iid)
            assert g.state.players[0].lore == lore and idle(g)


def test_6_1_5_2_or_chosen_by_the_named_player() -> None:
    effect = (ChooseMode((("lose", (LoseLore(2, who=EACH_OPPONENT),)),
                          ("draw", (Draw(1),))), chooser=EACH_OPPONENT),)
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.lore(1, 5)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert g.state.decision is not None and g.state.decision.player == 1
        choose(g, 1, "lose")
        assert g.state.players[1].lore == 3 and names(g, 0, "hand") == []


# --- 6.4 static abilities: one general modifier -----------------------------------------------

def test_6_4_stat_aura_with_an_amount_for_each() -> None:
    """"+1 {S} for each other character you have" (an Amount in a static)."""
    aura = Static("strength", value=Count(Filter(owner=YOU, other=True)))
    with scripted({MICKEY: CardScript(statics=(aura,))}), blank(GOONS):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "play", GOONS, count=2)
        sc.add(1, "play", GOONS)
        g = sc.build()
        assert query.strength(g.state, card(g, mickey)) == 5
        assert g.view(1)["players"][0]["play"][0]["strength"] == 5


def test_6_4_restrictions_cant_challenge_and_cant_be_challenged() -> None:
    statics = (Static("cant_be_challenged", condition=ThisCard(Filter(exerted=True))),
               Static("cant_challenge", Filter(owner=OPPONENT, where=(Cmp("cost", "<=", 1),))))
    with scripted({MICKEY: CardScript(statics=statics)}), blank(GOONS, SVEN):
        sc = Scenario(active=1)
        mickey = sc.add(0, "play", MICKEY, exerted=True)
        goons = sc.add(1, "play", GOONS)  # cost 1
        sven = sc.add(1, "play", SVEN)  # cost 6
        g = sc.build()
        acts = legal_actions(g.state, 1)
        assert Challenge(sven, mickey) not in acts  # Mickey can't be challenged
        assert not query.can_challenge_with(g.state, card(g, goons))
        assert query.can_challenge_with(g.state, card(g, sven))


def test_6_4_static_from_hand_makes_the_card_cheaper() -> None:
    cheaper = Static("cost", value=2, zone="hand", condition=have(Filter(owner=OPPONENT), 2))
    with scripted({SVEN: CardScript(statics=(cheaper,))}), blank(GOONS):
        sc = Scenario(active=0)
        sven = sc.add(0, "hand", SVEN)
        sc.add(1, "play", GOONS)
        g = sc.build()
        p = g.state.players[0]
        assert query.cost_to_play(g.state, p, card(g, sven)) == 6
        g.state.players[1].play.append(dataclasses.replace(card(g, sven), iid=999, owner=1))
        g.state.index_cards()
        assert query.cost_to_play(g.state, p, card(g, sven)) == 4


def test_6_4_condition_did_this_turn() -> None:
    """"If you played a song this turn": a per-turn counter of the player."""
    bonus = Static("lore", value=1, condition=DidThisTurn("played:" + SONG))
    with scripted({MICKEY: CardScript(statics=(bonus,))}), blank(SONG2):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        assert query.lore(g.state, card(g, mickey)) == 2
        g.apply(0, PlayCard(song))
        assert query.lore(g.state, card(g, mickey)) == 3
        g.apply(0, EndTurn())
        assert query.lore(g.state, card(g, mickey)) == 2


# --- 6.1.13.3 durations -----------------------------------------------------------------------

def test_6_1_13_3_until_the_start_of_your_next_turn() -> None:
    effect = (Modify(Filter(owner=OPPONENT), -2, duration=UNTIL_YOUR_NEXT_TURN),)
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sven = sc.add(1, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        g.apply(0, EndTurn())
        assert query.strength(g.state, card(g, sven)) == 3  # through the opponent's turn
        g.apply(1, EndTurn())
        assert query.strength(g.state, card(g, sven)) == 5


# --- players ----------------------------------------------------------------------------------

def test_each_opponent_chooses_and_discards_in_turn_order() -> None:
    effect = (ChooseCards("d", who=EACH_OPPONENT, prompt="Discard a card"), Discard("d"))
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        sc = Scenario(players=3, active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        one = sc.add(1, "hand", MICKEY)
        sc.add(1, "hand", GOONS)
        sc.add(2, "hand", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        d = g.state.decision
        assert d is not None and d.player == 1 and d.hidden
        assert "options" not in g.view(2)["decision"] and "options" not in g.view(0)["decision"]
        choose(g, 1, one)
        # seat 2 has one card: chosen for them
        assert names(g, 1, "discard") == [MICKEY] and names(g, 2, "discard") == [SVEN]


def test_chosen_opponent_loses_lore_and_each_player_draws() -> None:
    effect = (ChoosePlayer("p"), LoseLore(1, who=chosen_player("p")), Draw(1, who=EACH_PLAYER))
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        sc = Scenario(players=3, active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.lore(1, 4).lore(2, 4)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert g.state.decision is not None and g.state.decision.options == ["p1", "p2"]
        choose(g, 0, "p2")
        assert [p.lore for p in g.state.players] == [0, 4, 3]
        assert [len(p.hand) for p in g.state.players] == [1, 1, 1]


def test_amount_recorded_this_way() -> None:
    """"Discard any number of cards, then draw that many" (Var of an earlier step)."""
    effect = (ChooseCards("d", count=3, up_to=True), Discard("d", out="n"), Draw(Var("n")),
              GainLore(Scaled(Var("n"), times=2)))
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        a = sc.add(0, "hand", MICKEY)
        b = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        choose(g, 0, a, b)
        assert len(names(g, 0, "hand")) == 2 and g.state.players[0].lore == 4


# --- 1.9.1 / 8.8.3 damage put or moved --------------------------------------------------------

def test_8_8_3_put_and_moved_damage_ignore_resist() -> None:
    effect = (Damage(Filter(name="Eeyore"), 2, put=True),
              MoveDamage(Filter(name="Sven"), Filter(name="Eeyore"), 3))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(EEYORE_RESIST, SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        eeyore = sc.add(1, "play", EEYORE_RESIST)  # Resist +1, willpower 5
        sven = sc.add(1, "play", SVEN, damage=2)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert card(g, eeyore).damage == 4  # 2 put + 2 moved (all Sven had), none resisted
        assert card(g, sven).damage == 0


# --- 7.2.3 "in any order" ---------------------------------------------------------------------

def test_7_2_3_look_at_top_and_put_back_in_any_order() -> None:
    effect = (LookAtTop(3, take=0, rest=TOP),)
    with scripted({ACTION_CARD: CardScript(effect=effect)}):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        for name in (MICKEY, GOONS, SVEN, MINNIE):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        choose(g, 0, find(g, 0, "deck", SVEN).iid)  # the new top card
        choose(g, 0, find(g, 0, "deck", MICKEY).iid)
        assert names(g, 0, "deck") == [SVEN, MICKEY, GOONS, MINNIE]


# --- 6.1.14 reveal ----------------------------------------------------------------------------

def test_6_1_14_revealed_cards_are_seen_by_everyone_while_the_effect_resolves() -> None:
    effect = (ChooseCards("c", filter=ANY_CARD), Reveal("c"),
              Choose("t", Filter(owner=OPPONENT), optional=True), Damage("t", 1))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(SVEN, MICKEY):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        shown = sc.add(0, "hand", SVEN)
        sc.add(0, "hand", GOONS)
        sc.add(1, "play", MICKEY)
        sc.add(1, "play", GOONS)
        g = sc.build()
        assert "revealed" not in g.view(1)
        g.apply(0, PlayCard(smash))
        choose(g, 0, shown)
        for viewer in (0, 1, None):
            assert g.view(viewer)["revealed"] == [{"player": 0, "name": SVEN}]
        assert g.views([0, 1, None]) == [g.view(0), g.view(1), g.view(None)]
        choose(g, 0)
        assert "revealed" not in g.view(1) and names(g, 0, "hand") == [SVEN, GOONS]


# --- 6.1.7 play for free ----------------------------------------------------------------------

def test_6_1_7_play_a_card_for_free_from_the_discard() -> None:
    effect = (ChooseCards("c", zone="discard", filter=Filter(where=(Cmp("cost", "<=", 6),))),
              PlayFree("c", exerted=True))
    with scripted({ACTION_CARD: CardScript(effect=effect)}), blank(SVEN):
        sc = Scenario(active=0)
        smash = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "discard", SVEN)  # costs 6: more ink than the player has
        g = sc.build()
        g.apply(0, PlayCard(smash))
        sven = find(g, 0, "play", SVEN)
        assert sven.exerted and sven.drying
        assert g.state.players[0].ready_ink() == 0  # only the action's cost was paid


def test_shuffle_and_put_under() -> None:
    effect = (ChooseCards("c", zone="discard", filter=ANY_CARD), Shuffle("c"),
              PutUnder("self", from_deck=1))
    with scripted({MICKEY: CardScript(activated=(Activated(effect),))}), blank(GOONS):
        sc = Scenario(active=0, deck_size=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "discard", GOONS)
        g = sc.build()
        g.apply(0, Activate(mickey, 0))
        assert names(g, 0, "discard") == [] and names(g, 0, "deck") == []
        assert [u.name for u in card(g, mickey).under] == [GOONS]


# --- 8.10.8 Shift variants --------------------------------------------------------------------

def test_8_10_8_classification_and_universal_shift() -> None:
    with blank(MICKEY, GOONS, SVEN):
        sc = Scenario(active=0)
        base = sc.add(0, "play", GOONS)
        top = sc.add(0, "hand", SVEN)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        sven = card(g, top)
        classes = sorted(card(g, base).facts.classifications)
        sven.facts = dataclasses.replace(sven.facts, keywords={f"{classes[0]} Shift": 2})
        assert PlayCard(top, shift=base) in legal_actions(g.state, 0)
        sven.facts = dataclasses.replace(sven.facts, keywords={"Universal Shift": 2})
        assert PlayCard(top, shift=base) in legal_actions(g.state, 0)
        sven.facts = dataclasses.replace(sven.facts, keywords={"Shift": 2})
        assert PlayCard(top, shift=base) not in legal_actions(g.state, 0)  # not a Sven


# --- 8.12.2 Sing Together: any group whose costs add up --------------------------------------

def test_8_12_2_sing_together_offers_groups_larger_than_needed() -> None:
    with blank(MICKEY, MINNIE, GOONS, PIRATES_LIFE):
        sc = Scenario(active=0)
        m = sc.add(0, "play", MICKEY)  # cost 3
        n = sc.add(0, "play", MICKEY)  # cost 3
        goons = sc.add(0, "play", GOONS)  # cost 1
        song = sc.add(0, "hand", PIRATES_LIFE)  # Sing Together 6
        g = sc.build()
        groups = {a.singers for a in legal_actions(g.state, 0)
                  if isinstance(a, PlayCard) and a.card == song and a.singers}
        assert (m, n) in groups and (m, n, goons) in groups and (m, goons) not in groups


def test_trigger_condition_and_quest_subject_filter() -> None:
    """A trigger with a typed condition (during your turn) and a subject filter."""
    trig = Trigger("quest", (GainLore(1),), subject="own",
                   filter=Filter(where=(Cmp("strength", ">=", 3),)))
    with scripted({MINNIE: CardScript(triggers=(trig,))}), blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        sc.add(0, "play", MINNIE)
        mickey = sc.add(0, "play", MICKEY)  # strength 3
        goons = sc.add(0, "play", GOONS)  # strength 2
        g = sc.build()
        g.apply(0, Quest(goons))
        assert g.state.players[0].lore == 1
        g.apply(0, Quest(mickey))
        assert g.state.players[0].lore == 1 + 2 + 1



# --- 6.1.13.2 once per turn -------------------------------------------------------------------

def test_6_1_13_2_once_per_turn_trigger_resolves_with_no_effect_the_second_time() -> None:
    trig = Trigger("quest", (GainLore(2),), subject="own", once_per_turn=True)
    with scripted({MINNIE: CardScript(triggers=(trig,))}), blank(GOONS):
        sc = Scenario(active=0)
        sc.add(0, "play", MINNIE)
        a = sc.add(0, "play", GOONS)
        b = sc.add(0, "play", GOONS)
        g = sc.build()
        g.apply(0, Quest(a))
        assert g.state.players[0].lore == 1 + 2
        g.apply(0, Quest(b))
        assert g.state.players[0].lore == 1 + 2 + 1  # the second one resolves with no effect
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        g.apply(0, Quest(a))
        assert g.state.players[0].lore == 4 + 1 + 2  # a new turn


def test_once_per_turn_activated_ability() -> None:
    ab = Activated((GainLore(1),), exert=False, once_per_turn=True)
    with scripted({ITEM: CardScript(activated=(ab,))}):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        g = sc.build()
        assert Activate(item, 0) in g.legal_actions(0)
        g.apply(0, Activate(item, 0))
        assert Activate(item, 0) not in g.legal_actions(0)
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        assert Activate(item, 0) in g.legal_actions(0)


# --- 5.6 locations: "while here" ----------------------------------------------------------------

def test_5_6_location_static_while_here_and_at_a_location_condition() -> None:
    here = Static("willpower", Filter(here=True), value=2)
    at_loc = Static("strength", value=3, condition=ThisCard(Filter(at_location=True)))
    with scripted({LAGOON: CardScript(statics=(here,)), GOONS: CardScript(statics=(at_loc,))}):
        sc = Scenario(active=0)
        lagoon = sc.add(0, "play", LAGOON)
        goons = sc.add(0, "play", GOONS)  # 2/2
        other = sc.add(0, "play", MICKEY)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        assert query.willpower(g.state, card(g, goons)) == 2
        assert query.strength(g.state, card(g, goons)) == 2
        g.apply(0, MoveTo(goons, lagoon))
        assert query.willpower(g.state, card(g, goons)) == 4
        assert query.strength(g.state, card(g, goons)) == 5
        assert query.willpower(g.state, card(g, other)) == 3  # not here
