"""Rules for vocabulary added for the set 11 ruby cards, by rulebook number: entering play
with damage (6.7.8), taking no damage from a challenge (4.6.6), a strength floor (6.6.4), last
known strength of a banished character (6.7.6) and comparing against it, the number of cards
under a card and taking them into the hand (8.4), "if you put a card under him this turn",
"if this is your first turn" (2.1.3), "if a character was banished this turn", amounts capped
("to a maximum of") and the lowest opponent's lore. Each test gives vanilla cards small
scripts."""

from __future__ import annotations

from engine import Challenge, PlayCard, Quest
from engine.dsl import YOU, CardScript, Challenging, Filter, Static, Trigger
from engine.query import strength, willpower
from engine.scenario import Scenario
from engine.state import TimedEffect
from engine.steps import Modify

from .helpers import KRONK, MICKEY, PUMBAA, STITCH, SVEN, blank, card, find, scripted

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
