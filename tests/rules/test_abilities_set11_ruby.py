"""Rules for vocabulary added for the set 11 ruby cards, by rulebook number: entering play
with damage (6.7.8), taking no damage from a challenge (4.6.6), a strength floor (6.6.4), last
known strength of a banished character (6.7.6) and comparing against it, the number of cards
under a card and taking them into the hand (8.4), "if you put a card under him this turn",
"if this is your first turn" (2.1.3), "if a character was banished this turn", amounts capped
("to a maximum of") and the lowest opponent's lore. Each test gives vanilla cards small
scripts."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest
from engine.cards.facts import CHARACTER
from engine.dsl import (
    CHARACTERS,
    YOU,
    CardScript,
    Challenging,
    Compare,
    DidThisTurn,
    Filter,
    FirstTurn,
    Lore,
    Not,
    PutUnderThisTurn,
    Scaled,
    Static,
    StatOf,
    Trigger,
    Var,
    did,
)
from engine.query import cost_to_play, strength, willpower
from engine.scenario import Scenario
from engine.state import TimedEffect
from engine.steps import (
    Banish,
    Choose,
    Collect,
    Damage,
    Draw,
    FromUnder,
    GainLore,
    If,
    LoseLore,
    MayPlay,
    Modify,
    TopCards,
)
from engine.turn_actions import BOOST

from .helpers import (
    GOONS,
    KRONK,
    MICKEY,
    MINNIE,
    PUMBAA,
    SCROOGE_BOOST,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # cost 3: its script is replaced in each test


def test_6_7_8_a_character_enters_play_with_damage() -> None:
    wounded = CardScript(statics=(Static("enters_damaged", value=2),))
    with scripted({PUMBAA: wounded}), blank(MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=7)
        pumbaa = sc.add(0, "hand", PUMBAA)
        mickey = sc.add(0, "hand", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(pumbaa))
        g.apply(0, PlayCard(mickey))
        assert find(g, 0, "play", PUMBAA).damage == 2  # put, not dealt: no damage event
        assert find(g, 0, "play", MICKEY).damage == 0  # the static is about Pumbaa only


def test_4_6_6_a_character_that_takes_no_damage_from_the_challenge() -> None:
    # "Whenever he challenges, if he's at a location, he takes no damage from the challenge."
    guarded = CardScript(statics=(Static(
        "no_challenge_damage", condition=Challenging(Filter())),))
    with scripted({KRONK: guarded}), blank(SVEN, MICKEY):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)  # 6/6
        sven = sc.add(1, "play", SVEN, exerted=True)  # 5/7
        g = sc.build()
        g.apply(0, Challenge(kronk, sven))
        assert card(g, kronk).damage == 0 and card(g, sven).damage == 6
        # Being challenged is not challenging: he takes damage then.
        sc = Scenario(active=1)
        kronk = sc.add(0, "play", KRONK, exerted=True)
        mickey = sc.add(1, "play", MICKEY)  # 3/3
        g = sc.build()
        g.apply(1, Challenge(mickey, kronk))
        assert card(g, kronk).damage == 3


def test_6_6_4_strength_cant_be_reduced_below_printed_value() -> None:
    floor = CardScript(statics=(Static("strength_floor", Filter(owner=YOU)),))
    with scripted({PUMBAA: floor}), blank(MICKEY, SVEN):
        sc = Scenario(active=0)
        sc.add(0, "play", PUMBAA)
        mickey = sc.add(0, "play", MICKEY)  # 3 strength printed
        foe = sc.add(1, "play", SVEN)  # 5 strength printed, not yours
        g = sc.build()
        s = g.state

        for target, n in ((mickey, -3), (foe, -3)):
            s.effects.append(TimedEffect("strength", target, 0, n, until_turn=s.turn))
        assert strength(s, card(g, mickey)) == 3
        assert strength(s, card(g, foe)) == 2
        s.effects.append(TimedEffect("strength", mickey, 0, 4, until_turn=s.turn))
        assert strength(s, card(g, mickey)) == 4  # -3 + 4: above the printed value


def test_6_7_6_a_banished_character_s_last_known_strength() -> None:
    # "When this character is banished, banish all characters with {S} equal to or less
    # than the {S} he had in play."
    wrecker = CardScript(
        statics=(Static("strength", value=StatOf("self", "under")),),
        triggers=(Trigger("banish", (
            Collect("t", CHARACTERS, "strength", "<=", Var("strength")), Banish("t"))),),
    )
    smash = CardScript(effect=(Choose("t"), Banish("t")))
    with scripted({MINNIE: wrecker, ACTION_CARD: smash}), blank(GOONS, MICKEY, SVEN):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        minnie = sc.add(0, "play", MINNIE, under=(STITCH,))  # 2 + 1 card under: 3
        sc.add(0, "play", GOONS)  # 2
        sc.add(1, "play", MICKEY)  # 3
        sc.add(1, "play", SVEN)  # 5
        action = sc.add(0, "hand", ACTION_CARD)
        g = sc.build()
        assert strength(g.state, card(g, minnie)) == 3
        g.apply(0, PlayCard(action))
        choose(g, 0, minnie)
        assert names(g, 0, "play") == [] and names(g, 1, "play") == [SVEN]
        assert sorted(names(g, 1, "discard")) == [MICKEY]


def test_8_4_cards_under_a_card_count_and_go_to_the_hand() -> None:
    counting = CardScript(
        statics=(Static("willpower", value=StatOf("self", "under")),),
        triggers=(Trigger("quest", (FromUnder("self", out="n"),
                                    If(did("n"), (GainLore(Var("n")),)))),),
    )
    with scripted({SCROOGE_BOOST: counting}):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)  # Boost 1, 3 willpower
        sc.add(0, "inkwell", STITCH, count=1)
        sc.add(0, "deck", MICKEY)
        sc.add(0, "deck", SVEN)
        g = sc.build()
        assert willpower(g.state, card(g, scrooge)) == 3
        g.apply(0, Activate(scrooge, BOOST))
        assert willpower(g.state, card(g, scrooge)) == 4
        g.apply(0, Quest(scrooge))
        top = find(g, 0, "play", SCROOGE_BOOST)
        assert top.under == [] and names(g, 0, "hand") == [MICKEY]
        assert g.state.players[0].lore == 1 + 1 and willpower(g.state, top) == 3


def test_8_4_nothing_under_means_you_did_not() -> None:
    with scripted({MICKEY: CardScript(triggers=(Trigger("quest", (
            FromUnder("self", out="n"), If(did("n"), (GainLore(5),)))),))}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, Quest(mickey))
        assert g.state.players[0].lore == 2 and names(g, 0, "hand") == []


def test_8_4_can_t_quest_unless_a_card_was_put_under_it_this_turn() -> None:
    giant = CardScript(statics=(Static("cant_quest", condition=Not(PutUnderThisTurn())),))
    with scripted({SCROOGE_BOOST: giant}):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST, under=(STITCH,))  # put under earlier
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        assert Quest(scrooge) not in g.legal_actions(0)
        g.apply(0, Activate(scrooge, BOOST))
        assert Quest(scrooge) in g.legal_actions(0)
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        assert Quest(find(g, 0, "play", SCROOGE_BOOST).iid) not in g.legal_actions(0)


def test_2_1_3_first_turn_of_the_player_who_is_not_first() -> None:
    underdog = CardScript(statics=(Static("cost", value=1, zone="hand",
                                          condition=FirstTurn(starting=False)),))
    with scripted({MICKEY: underdog}):
        for turn, active, cost in ((2, 1, 2), (1, 0, 3), (3, 0, 3), (4, 1, 3)):
            sc = Scenario(active=active, turn=turn)
            mickey = sc.add(active, "hand", MICKEY)
            g = sc.build()
            s = g.state
            assert cost_to_play(s, s.players[active], card(g, mickey)) == cost, (turn, active)
        sc = Scenario(active=0, turn=2)  # seat 1's first turn, but it is seat 0's card
        mickey = sc.add(1, "hand", MICKEY)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[1], card(g, mickey)) == 3


def test_a_character_was_banished_this_turn_by_anyone() -> None:
    march = CardScript(effect=(If(DidThisTurn("banished:" + CHARACTER, anyone=True),
                                  (Draw(2),)),))
    kill = CardScript(triggers=(Trigger("quest", (Choose("t"), Damage("t", 9))),))
    with scripted({ACTION_CARD: march, MICKEY: kill}), blank(GOONS):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        action = sc.add(0, "hand", ACTION_CARD)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert len(g.state.players[0].hand) == 0  # nothing banished
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        mickey = sc.add(0, "play", MICKEY)
        goons = sc.add(1, "play", GOONS)  # the opponent's
        action = sc.add(0, "hand", ACTION_CARD)
        g = sc.build()
        g.apply(0, Quest(mickey))
        choose(g, 0, goons)
        g.apply(0, PlayCard(action))
        assert len(g.state.players[0].hand) == 2
        g.apply(0, EndTurn())  # the count is per turn
        assert not any(p.counters for p in g.state.players)


def test_6_1_8_an_amount_to_a_maximum_and_the_lowest_opponent_s_lore() -> None:
    payback = CardScript(effect=(Choose("t", Filter(owner=YOU)),
                                 LoseLore(Scaled(StatOf("t", "damage"), at_most=4)),
                                 If(Compare(Lore(mine=False, least=True), "==", 0),
                                    (GainLore(1),))))
    with scripted({ACTION_CARD: payback}), blank(SVEN, MICKEY):
        for damage, left, mine in ((6, 2, 0), (2, 4, 0), (6, 0, 1)):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=3)
            sc.add(0, "play", SVEN, damage=damage)
            sc.lore(1, left + min(damage, 4))
            action = sc.add(0, "hand", ACTION_CARD)
            g = sc.build()
            g.apply(0, PlayCard(action))
            assert g.state.players[1].lore == left and g.state.players[0].lore == mine


def test_modify_is_unchanged_by_a_floor_on_other_stats() -> None:
    # The floor is about strength only: a willpower reduction still applies.
    floor = CardScript(statics=(Static("strength_floor", Filter(owner=YOU)),),
                       triggers=(Trigger("quest", (Modify("self", -2, stat="willpower"),
                                                   Modify("self", -2))),))
    with scripted({KRONK: floor}):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)
        g = sc.build()
        g.apply(0, Quest(kronk))
        k = card(g, kronk)
        assert strength(g.state, k) == 6 and willpower(g.state, k) == 4


def test_6_7_7_play_the_top_card_of_the_deck_as_if_it_were_in_your_hand() -> None:
    # "Reveal the top card of your deck. You may play it as if it were in your hand."
    lute = CardScript(triggers=(Trigger("quest", (
        TopCards("c"), MayPlay("c", out="p"), If(did("p"), (GainLore(1),)))),))
    with scripted({MICKEY: lute}), blank(SVEN, GOONS):
        for ink, answer, played in ((6, "yes", True), (6, "no", False), (5, None, False)):
            sc = Scenario(active=0)
            mickey = sc.add(0, "play", MICKEY)
            sc.add(0, "inkwell", STITCH, count=ink)
            sc.add(0, "deck", SVEN)  # cost 6
            sc.add(0, "deck", GOONS)
            g = sc.build()
            g.apply(0, Quest(mickey))
            if answer is None:
                assert g.state.decision is None  # can't be paid: not offered
            else:
                choose(g, 0, answer)
            assert (SVEN in names(g, 0, "play")) is played
            assert names(g, 0, "deck") == ([GOONS] if played else [SVEN, GOONS])
            assert g.state.players[0].lore == 2 + played
            assert g.state.players[0].ready_ink() == ink - 6 * played
