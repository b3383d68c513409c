"""Rules for the vocabulary the set 4-5 decks added, named by rulebook number: "at the start
of your turn" triggers, abilities a card gains for a while (triggered and activated), a
player's timed "can't play", restrictions "unless at a location", challenging ready
characters, attacker-dependent "can't be challenged", and the new amounts and conditions.
Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest, query
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    READY_TARGETS,
    THEIR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Challenging,
    Compare,
    DidThisTurn,
    Filter,
    Most,
    Not,
    Static,
    Total,
    Trigger,
    Var,
)
from engine.scenario import Scenario
from engine.steps import (
    BlockPlays,
    Choose,
    Damage,
    Delayed,
    Draw,
    GainLore,
    Grant,
    GrantActivated,
    If,
    LoseLore,
    Restrict,
    ToHand,
)

from .helpers import GOONS, LAGOON, MICKEY, STITCH, SVEN, card, choose, idle, names, scripted

ACTION_CARD = "Smash"  # an action (cost 3): its script is replaced in each test


def test_3_2_1_4_at_the_start_of_your_turn_triggers_after_ready_only_on_your_turn() -> None:
    with scripted({MICKEY: CardScript(triggers=(
            Trigger("turn_start", (GainLore(1),), subject="none", condition=YOUR_TURN),))}):
        sc = Scenario(active=1)
        mickey = sc.add(0, "play", MICKEY, exerted=True)
        g = sc.build()
        g.apply(1, EndTurn())
        assert g.state.players[0].lore == 1 and not card(g, mickey).exerted
        g.apply(0, EndTurn())
        assert g.state.players[0].lore == 1  # not on the opponent's turn


def test_6_1_granted_triggered_ability_watches_the_chosen_card_and_its_owner_controls_it(
) -> None:
    with scripted({ACTION_CARD: CardScript(
            effect=(Choose("t"), Delayed(0, target="t")),
            delayed=(Trigger("banish", (ToHand("self"),), condition=IN_CHALLENGE),))}):
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        foe = sc.add(1, "play", GOONS, exerted=True)
        other = sc.add(1, "play", GOONS, exerted=True)
        mine = sc.add(0, "play", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(act))
        choose(g, 0, foe)
        g.apply(0, Challenge(mine, other))  # not the chosen card: stays banished
        assert names(g, 1, "hand") == []
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        assert names(g, 1, "discard") == [GOONS]


def test_6_1_granted_activated_ability_is_used_by_the_gaining_card_this_turn() -> None:
    with scripted({ACTION_CARD: CardScript(
            effect=(GrantActivated(Filter(owner=YOU)),),
            activated=(Activated((Draw(1),), ink=1),))}):
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=4)
        mine = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(act))
        g.apply(0, Activate(mine, 0))
        assert card(g, mine).exerted and len(names(g, 0, "hand")) == 1
        assert g.state.players[0].ready_ink() == 0 and idle(g)


def test_timed_player_restriction_cant_play_actions_until_your_next_turn() -> None:
    with scripted({MICKEY: CardScript(triggers=(Trigger("play", (BlockPlays(),)),))}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        act = sc.add(1, "hand", ACTION_CARD)
        sc.add(1, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        g.apply(0, EndTurn())
        assert PlayCard(act) not in g.legal_actions(1)
        assert not query.can_play(g.state, card(g, act))
        g.apply(1, EndTurn())
        g.apply(0, EndTurn())
        assert PlayCard(act) in g.legal_actions(1)


def test_restriction_unless_at_a_location() -> None:
    with scripted({ACTION_CARD: CardScript(effect=(
            Choose("t"), Restrict("t", "cant_ready", THEIR_NEXT_TURN, unless_at_location=True)))}):
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        lagoon = sc.add(1, "play", LAGOON)
        away = sc.add(1, "play", GOONS, exerted=True)
        here = sc.add(1, "play", GOONS, exerted=True, location=lagoon)
        g = sc.build()
        g.apply(0, PlayCard(act))
        choose(g, 0, away)
        g.apply(0, EndTurn())
        assert card(g, away).exerted and not card(g, here).exerted
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        lagoon = sc.add(1, "play", LAGOON)
        sc.add(1, "play", GOONS, exerted=True)
        here = sc.add(1, "play", GOONS, exerted=True, location=lagoon)
        g2 = sc.build()
        g2.apply(0, PlayCard(act))
        choose(g2, 0, here)
        g2.apply(0, EndTurn())
        assert not card(g2, here).exerted


def test_4_6_challenge_ready_characters_and_cant_be_challenged_by() -> None:
    with scripted({ACTION_CARD: CardScript(effect=(Choose("t"), Grant("t", READY_TARGETS))),
                   SVEN: CardScript(statics=(Static("cant_be_challenged_by",
                                                    by=Filter(damaged=True)),))}):
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        mine = sc.add(0, "play", MICKEY)
        hurt = sc.add(0, "play", GOONS, damage=1, exerted=True)
        foe = sc.add(1, "play", GOONS)  # ready
        guard = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        assert Challenge(mine, foe) not in g.legal_actions(0)
        g.apply(0, PlayCard(act))
        choose(g, 0, mine)
        legal = g.legal_actions(0)
        assert Challenge(mine, foe) in legal and Challenge(mine, guard) in legal
        # A damaged attacker may not challenge the guard (and has no ready-challenge ability).
        assert query.challenge_targets(g.state, card(g, hurt)) == []


def test_amounts_sum_and_max_and_conditions_challenging_and_did_this_turn() -> None:
    with scripted({MICKEY: CardScript(statics=(
            Static("strength", value=Total(Filter(owner=OPPONENT), "damage")),
            Static("lore", value=1, condition=Not(DidThisTurn("quested"))),
            Static("willpower", value=5, condition=Challenging(Filter(damaged=True))))),
                   ACTION_CARD: CardScript(effect=(
            If(Compare(Most(Filter(owner=YOU), "strength"), ">",
                       Most(Filter(owner=OPPONENT), "strength")),
               (LoseLore(2, out="lost"), GainLore(Var("lost")))),))}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        other = sc.add(0, "play", GOONS)
        sc.add(1, "play", GOONS, damage=1, exerted=True)
        sc.add(1, "play", GOONS, damage=1)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.lore(1, 1)
        g = sc.build()
        m = card(g, mickey)
        assert query.strength(g.state, m) == 3 + 2 and query.lore(g.state, m) == 3
        g.apply(0, PlayCard(act))  # 5 > 2: the opponent loses 1 (all they had), you gain 1
        assert (g.state.players[0].lore, g.state.players[1].lore) == (1, 0)
        g.apply(0, Quest(other))
        assert query.lore(g.state, m) == 2


def test_damage_filter_lacks_a_keyword() -> None:
    with scripted({ACTION_CARD: CardScript(effect=(
            Damage(Filter(owner=OPPONENT, lacks="Evasive"), 1),))}):
        sc = Scenario(active=0)
        act = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        plain = sc.add(1, "play", SVEN)
        evasive = sc.add(1, "play", "Peter Pan - Never Landing")
        g = sc.build()
        g.apply(0, PlayCard(act))
        assert card(g, plain).damage == 1 and card(g, evasive).damage == 0
