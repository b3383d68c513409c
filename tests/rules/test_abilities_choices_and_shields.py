"""Rules for more DSL pieces the set 11 steel cards added: first-turn conditions (3.2.3.1,
the starting player), restrictions that last while their source is in play (6.4 / 6.1.13),
"the first time this character would take damage, she takes no damage instead" (1.9.1.5:
dealt, put or moved) and "opponents must choose this character if able" (6.1.3 choices).
Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Activate, EndTurn, Quest
from engine.dsl import (
    OPPONENT,
    OPPONENTS_TURN,
    WHILE_THIS_IN_PLAY,
    YOU,
    Activated,
    All,
    CardScript,
    Filter,
    FirstPlayer,
    FirstTurn,
    Not,
    Static,
)
from engine.query import cost_to_play, restricted
from engine.scenario import Scenario
from engine.steps import Banish, Choose, Damage, Restrict

from .helpers import ITEM, LILO, MICKEY, MINNIE, STITCH, SVEN, blank, card, choose, scripted


def test_3_2_3_1_first_turn_and_first_player_conditions() -> None:
    second_first = CardScript(statics=(
        Static("cost", value=2, zone="hand", condition=All((FirstTurn(), Not(FirstPlayer())))),
    ))
    first_first = CardScript(statics=(
        Static("cost", value=2, zone="hand", condition=All((FirstTurn(), FirstPlayer()))),
    ))
    with scripted({SVEN: second_first, MICKEY: first_first}):
        for players, active, turn, sven_cost, mickey_cost in (
                (2, 0, 1, 6, 1),  # the starting player's first turn
                (2, 1, 2, 4, 3),  # the second player's first turn
                (2, 0, 3, 6, 3),  # later turns
                (2, 1, 4, 6, 3),
                (3, 2, 3, 4, 3),  # the third player's first turn
                (3, 2, 6, 6, 3)):
            sc = Scenario(players=players, active=active, turn=turn)
            sven = sc.add(active, "hand", SVEN)
            mickey = sc.add(active, "hand", MICKEY)
            nxt = (active + 1) % players
            waiting = sc.add(nxt, "hand", SVEN)
            g = sc.build()
            p = g.state.players[active]
            assert cost_to_play(g.state, p, card(g, sven)) == sven_cost, (players, turn)
            assert cost_to_play(g.state, p, card(g, mickey)) == mickey_cost, (players, turn)
            # Only the player whose turn it is can be in their first turn.
            assert cost_to_play(g.state, g.state.players[nxt], card(g, waiting)) == 6


def test_6_4_a_restriction_while_its_source_is_in_play_ends_when_it_leaves() -> None:
    holder = CardScript(activated=(
        Activated((Choose("t", Filter(owner=OPPONENT)),
                   Restrict("t", "cant_quest", duration=WHILE_THIS_IN_PLAY)), exert=False),
        Activated((Banish("self"),), exert=False),
    ))
    with scripted({ITEM: holder}), blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        foe = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, Activate(item, 0))
        g.apply(0, EndTurn())
        assert Quest(foe) not in g.legal_actions(1)
        g.apply(1, EndTurn())
        g.apply(0, EndTurn())
        assert Quest(foe) not in g.legal_actions(1)  # no end but the item's leaving
        g.apply(1, EndTurn())
        g.apply(0, Activate(item, 1))  # the item leaves play: the restriction ends at once
        assert not restricted(g.state, card(g, foe), "cant_quest")
        g.apply(0, EndTurn())
        assert Quest(foe) in g.legal_actions(1) and not g.state.effects


def test_6_4_while_this_in_play_is_for_restrictions_only() -> None:
    import pytest

    from engine.dsl.durations import set_duration
    from engine.state import TimedEffect

    sc = Scenario()
    g = sc.build()
    with pytest.raises(ValueError, match="restrictions"):
        set_duration(TimedEffect("strength", 1), WHILE_THIS_IN_PLAY, g.state, 0, 0)


def test_1_9_1_5_the_first_damage_each_turn_is_not_taken_dealt_or_put() -> None:
    shield = CardScript(statics=(Static("no_first_damage", condition=OPPONENTS_TURN),))
    hurt = CardScript(activated=(
        Activated((Choose("t"), Damage("t", 2)), exert=False),
        Activated((Choose("t"), Damage("t", 1, put=True)), exert=False),
    ))
    with scripted({MINNIE: shield, ITEM: hurt}), blank(STITCH, LILO):
        sc = Scenario(active=1)
        minnie = sc.add(0, "play", MINNIE)  # 2/3
        item = sc.add(1, "play", ITEM)
        g = sc.build()
        g.apply(1, Activate(item, 1))  # put 1: the first damage, not taken
        assert card(g, minnie).damage == 0
        g.apply(1, Activate(item, 0))  # dealt 2: taken
        assert card(g, minnie).damage == 2
        g.apply(1, EndTurn())
        g.apply(0, EndTurn())
        g.apply(1, Activate(item, 1))  # the next opponent turn: a new first time
        assert card(g, minnie).damage == 2
    with scripted({MINNIE: shield, MICKEY: hurt}):
        sc = Scenario(active=0)  # during its player's own turn: no shield
        minnie = sc.add(0, "play", MINNIE)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, Activate(mickey, 0))
        choose(g, 0, minnie)
        assert card(g, minnie).damage == 2


def test_6_1_3_opponents_must_choose_a_must_be_chosen_character_if_able() -> None:
    guard = CardScript(statics=(Static("must_be_chosen"),))
    two = CardScript(activated=(
        Activated((Choose("t", Filter(owner=OPPONENT), count=2), Damage("t", 1)), exert=False),
        Activated((Choose("t", Filter(owner=OPPONENT), optional=True), Damage("t", 1)),
                  exert=False),
        Activated((Choose("t", Filter(owner=YOU)), Damage("t", 1)), exert=False),
    ))
    with scripted({MINNIE: guard, ITEM: two}), blank(STITCH, MICKEY, SVEN):
        sc = Scenario(active=1)
        minnie = sc.add(0, "play", MINNIE)
        a = sc.add(0, "play", MICKEY)
        b = sc.add(0, "play", SVEN)
        item = sc.add(1, "play", ITEM)
        mine = sc.add(1, "play", STITCH)
        g = sc.build()
        g.apply(1, Activate(item, 0))  # two: Minnie, and one of the others
        assert set(g.state.decision.options) == {a, b} and g.state.decision.max == 1
        choose(g, 1, b)
        assert [card(g, i).damage for i in (minnie, a, b)] == [1, 0, 1]
        g.apply(1, Activate(item, 1))  # may choose none, but if one, Minnie
        assert g.state.decision.options == [minnie] and g.state.decision.min == 0
        choose(g, 1)
        assert card(g, minnie).damage == 1
        g.apply(1, Activate(item, 2))  # choosing among your own: nothing forced
        assert card(g, mine).damage == 1


def test_6_1_3_must_be_chosen_only_among_legal_choices() -> None:
    guard = CardScript(statics=(Static("must_be_chosen"),))
    hit_damaged = CardScript(activated=(
        Activated((Choose("t", Filter(owner=OPPONENT, damaged=True)), Damage("t", 1)),
                  exert=False),
    ))
    with scripted({MINNIE: guard, ITEM: hit_damaged}), blank(MICKEY, SVEN):
        sc = Scenario(active=1)
        minnie = sc.add(0, "play", MINNIE)  # undamaged: not a legal choice
        a = sc.add(0, "play", MICKEY, damage=1)
        sc.add(0, "play", SVEN, damage=1)
        item = sc.add(1, "play", ITEM)
        g = sc.build()
        g.apply(1, Activate(item, 0))
        d = g.state.decision
        assert d is not None and minnie not in d.options and a in d.options


def test_6_1_7_each_player_may_play_their_revealed_card_for_free() -> None:
    from engine.dsl import EACH_PLAYER, Cmp
    from engine.steps import RevealTopMayPlay

    reveal = CardScript(activated=(
        Activated((RevealTopMayPlay(Filter(where=(Cmp("cost", "<=", 3),)), who=EACH_PLAYER),),
                  exert=False),
    ))
    with scripted({ITEM: reveal}), blank(STITCH, MICKEY, SVEN):
        sc = Scenario(active=0)
        item = sc.add(0, "play", ITEM)
        sc.add(0, "deck", SVEN)  # cost 6: not matching, goes to the bottom
        sc.add(0, "deck", STITCH)
        sc.add(1, "deck", MICKEY)  # cost 3: its owner may play it
        sc.add(1, "deck", STITCH)
        g = sc.build()
        events = g.apply(0, Activate(item, 0))
        assert [e["name"] for e in events if e.get("type") == "reveal"] == [SVEN, MICKEY]
        d = g.state.decision
        assert d is not None and d.player == 1 and d.kind == "may"
        choose(g, 1, "yes")
        assert [c.name for c in g.state.players[0].deck] == [STITCH, SVEN]
        assert [c.name for c in g.state.players[1].play] == [MICKEY]
        assert g.state.players[1].deck[0].name == STITCH


def test_6_4_a_static_makes_cards_lose_a_named_static_ability() -> None:
    strong = CardScript(statics=(Static("strength", value=2, name="STRONG"),
                                 Static("willpower", value=1, name="STURDY")))
    loser = CardScript(statics=(Static("lose_ability", Filter(owner=YOU, name="Mickey Mouse"),
                                       keyword="STRONG"),))
    with scripted({MICKEY: strong, MINNIE: loser}), blank(STITCH):
        from engine.query import strength, willpower

        sc = Scenario(active=0)
        mine = sc.add(0, "play", MICKEY)  # 3/3
        theirs = sc.add(1, "play", MICKEY)
        sc.add(0, "play", MINNIE)
        g = sc.build()
        s = g.state
        assert strength(s, card(g, mine)) == 3 and willpower(s, card(g, mine)) == 4
        assert strength(s, card(g, theirs)) == 5  # the filter is evaluated for Minnie's player
