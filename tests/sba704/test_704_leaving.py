"""Seed 001, players who leave: conceding at any time and the server's `timeout`.

The seed says nothing of a player leaving, so the game does what it does for a player who
loses by a state-based action (704.5a-c), written down in docs/RULINGS.md: their objects stay
where they are, they make no more choices and control no more triggered abilities, and whoever
would now receive priority does after the state check (704.3). A turn whose active player left
goes on to its end without them; the next turn is the next player's in turn order.
"""

from __future__ import annotations

import msgpack
import pytest

from engine.core.leaving import Concede, TimeOut
from engine.errors import IllegalAction
from engine.rulesets.sba704 import Game, Scenario
from engine.rulesets.sba704.actions import Cast, Damage, LifeChange
from engine.rulesets.sba704.hosted import TableGame, new_game
from engine.rulesets.sba704.model import BATTLEFIELD, GRAVEYARD, TWO_HEADED_GIANT, TriggerDef
from engine.rulesets.sba704.procedure import Choose, Pass, action_from_wire

from .helpers import where


def started(players: int, active: int = 0) -> Game:
    g = Scenario(players, active=active).build()
    g.judge()
    return g


def everyone_passes(g: Game) -> None:
    """Pass until the stack is empty and the turn has moved on (or the game ended)."""
    turn = g.state.turn
    for _ in range(50):
        if g.state.over or g.state.turn != turn:
            return
        holder = g.priority
        assert holder is not None, "nobody has priority"
        g.apply(holder, Pass())
    raise AssertionError("the turn never ended")


def test_704_concede_is_legal_for_every_seat_still_in_and_round_trips() -> None:
    g = started(3)
    assert [g.legal_actions(s) for s in range(3)] == [[Pass(), Concede()], [Concede()],
                                                      [Concede()]]
    assert g.view(2)["legal"] == [{"type": "concede"}]
    for a in (Concede(), TimeOut()):
        assert action_from_wire(a.to_wire()) == a
    g.apply(1, Concede())
    assert g.legal_actions(1) == [] and g.view(1)["legal"] == []
    assert all(TimeOut() not in g.legal_actions(s) for s in range(3))


def test_704_concede_on_own_turn_two_players_the_other_wins() -> None:
    g = started(2)
    events = g.apply(0, Concede())
    assert g.is_over and g.result is not None
    assert g.result.winners == (1,) and g.result.reason == "opponent_conceded"
    assert g.state.players[0].lost == "conceded" and g.version == 2
    assert {"type": "player_lost", "player": 0, "reason": "conceded"} in events
    v = g.view(None)
    assert v["result"] == {"winners": [1], "reason": "opponent_conceded"}
    assert v["players"][0]["lost"] == "conceded"
    assert [g.legal_actions(s) for s in (0, 1)] == [[], []]
    with pytest.raises(IllegalAction) as over:
        g.apply(1, Concede())
    assert over.value.code == "game_over"


def test_704_concede_on_another_players_turn_the_holder_keeps_priority() -> None:
    g = started(3)
    g.apply(0, Pass())  # seat 1 holds priority
    g.apply(2, Concede())
    assert not g.is_over and g.state.players[2].lost == "conceded"
    assert g.priority == 1 and g.state.active == 0
    # Priority is given anew, among the players still in: 1, then 0, then it closes.
    g.apply(1, Pass())
    assert g.priority == 0
    g.apply(0, Pass())
    assert g.state.turn == 2 and g.state.active == 1 and g.priority == 1
    g.apply(1, Pass())
    g.apply(0, Pass())
    assert g.state.turn == 3 and g.state.active == 0  # seat 2 is skipped


def test_704_the_holder_of_priority_leaves_the_next_player_in_the_window_receives_it() -> None:
    g = started(4)
    g.apply(0, Pass())
    g.apply(1, Concede())
    assert g.priority == 2 and g.state.active == 0
    g.apply(2, TimeOut())
    assert g.priority == 3


def test_704_2_a_state_trigger_of_the_leavers_permanent_does_not_trigger() -> None:
    """Else a cleanup step would give priority for it forever (514.3a) and the turn would
    never end."""
    sc = Scenario(3, active=0)
    sc.creature(2, "Watcher", 1, 1, triggers=(TriggerDef("life_at_most", 0, threshold=5),))
    g = sc.build()
    g.judge()
    g.apply(2, Concede())
    g.judge(LifeChange(2, -18))
    assert g.state.waiting == [] and g.state.stack == []
    everyone_passes(g)
    assert g.state.active == 1


def test_704_the_active_player_leaves_their_turn_goes_on_then_the_next_player_takes_theirs() \
        -> None:
    """The turn of a player who left goes on to its end without them; the next turn is the
    next player's after them in turn order (not the one after that)."""
    g = started(4, active=1)
    g.apply(1, Cast(1, (LifeChange(3, 2),)))  # the leaver's spell stays on the stack
    g.apply(1, Concede())
    assert g.state.active == 1 and g.priority == 2
    assert len(g.state.stack) == 1 and g.state.stack[0].controller == 1
    for seat in (2, 3, 0):
        g.apply(seat, Pass())
    assert g.state.players[3].life == 22  # it resolved
    assert g.state.turn == 1 and g.priority == 2  # the same turn, without its active player
    for seat in (2, 3, 0):
        g.apply(seat, Pass())
    assert g.state.turn == 2 and g.state.active == 2 and g.priority == 2


def test_704_the_same_holds_for_a_player_who_loses_by_a_state_based_action() -> None:
    """(The fix above is the engine's own rule: a player at 0 life during their turn.)"""
    g = started(3)
    g.judge(LifeChange(0, -20))
    assert g.state.players[0].lost == "lost" and g.priority == 1
    everyone_passes(g)
    assert g.state.active == 1


def test_704_concede_while_the_leavers_choice_waits_704_5k() -> None:
    """The legend rule asks the leaver which legend to keep; they concede instead: the
    choice goes with them, their permanents stay, and the game goes on at once."""
    sc = Scenario(3, active=0)
    a = sc.creature(1, "Legend", 1, 1, supertypes=("legendary",), tag="a")
    b = sc.creature(1, "Legend", 1, 1, supertypes=("legendary",), tag="b")
    g = sc.build()
    g.judge()
    assert g.decision is not None and g.decision.player == 1
    assert g.legal_actions(0) == [Concede()] and g.priority is None
    g.apply(1, Concede())
    assert g.decision is None and g.priority == 0
    assert where(g, "a") == where(g, "b") == BATTLEFIELD
    g.judge()  # and the rule does not ask them again
    assert g.decision is None and g.priority == 0
    del a, b


def test_704_concede_while_the_leaver_orders_triggers_they_cease_to_exist() -> None:
    sc = Scenario(3, active=0)
    creatures = [sc.creature(1, f"C{i}", 1, 1, triggers=(TriggerDef("dies", life=5),))
                 for i in range(3)]
    g = sc.build()
    g.judge(*(Damage(c, 1) for c in creatures))
    assert g.decision is not None and g.decision.kind == "order_triggers"
    g.apply(1, Concede())
    assert g.decision is None and g.state.stack == [] and g.state.waiting == []
    assert g.priority == 0 and g.state.players[1].life == 20


def test_704_concede_while_someone_elses_choice_waits_it_stays() -> None:
    sc = Scenario(3, active=0)
    keep = sc.creature(1, "Legend", 1, 1, supertypes=("legendary",), tag="keep")
    sc.creature(1, "Legend", 1, 1, supertypes=("legendary",), tag="other")
    g = sc.build()
    g.judge()
    before = g.decision
    g.apply(2, Concede())
    assert g.decision == before and g.legal_actions(2) == []
    assert g.legal_actions(1)[-1] == Concede() and g.priority is None
    g.apply(1, Choose((keep,)))
    assert where(g, "other") == GRAVEYARD and g.priority == 0
    everyone_passes(g)
    assert g.state.active == 1  # and seat 2 never gets priority again
    everyone_passes(g)
    assert g.state.active == 0


def test_704_5n_an_aura_attached_to_the_leaver_goes_to_the_graveyard_before_anyone_acts() \
        -> None:
    """The state check runs before the next player receives priority: an Aura enchanting a
    player is attached illegally once that player has left (704.5n)."""
    sc = Scenario(3, active=0)
    sc.attachment(0, "Curse", "Aura", to_player=2, enchant="player", tag="curse")
    g = sc.build()
    g.judge()
    assert where(g, "curse") == BATTLEFIELD
    g.apply(2, Concede())
    assert where(g, "curse") == GRAVEYARD and g.priority == 0


def test_704_the_leavers_permanents_stay_and_trigger_nothing() -> None:
    sc = Scenario(3, active=0)
    sc.creature(2, "Bear", 2, 2, triggers=(TriggerDef("dies", life=3),), tag="bear")
    g = sc.build()
    g.judge()
    g.apply(2, Concede())
    assert where(g, "bear") == BATTLEFIELD
    bear = next(o.oid for o in g.state.objects.values() if o.tag == "bear")
    g.apply(0, Cast(0, (Damage(bear, 2),)))
    g.apply(0, Pass())
    g.apply(1, Pass())
    assert where(g, "bear") == GRAVEYARD and g.state.stack == [] and g.state.waiting == []
    assert g.state.players[2].life == 20


def test_704_last_player_standing_wins() -> None:
    g = started(3)
    g.apply(1, Concede())
    assert not g.is_over
    g.apply(0, Concede())
    assert g.result is not None
    assert g.result.winners == (2,) and g.result.reason == "last_player_standing"
    assert g.view(2)["result"] == {"winners": [2], "reason": "last_player_standing"}


def test_704_6_in_two_headed_giant_a_concession_is_the_teams() -> None:
    g = Scenario(4, variants=(TWO_HEADED_GIANT,)).build()
    g.judge()
    g.apply(3, Concede())
    assert g.result is not None and g.result.winners == (0, 2)
    assert g.result.reason == "opponent_conceded"  # two teams: one opponent
    assert [p.lost for p in g.state.players] == ["", "conceded", "", "conceded"]


def test_704_timeout_loses_with_the_reason_timeout() -> None:
    g = started(2)
    g.apply(0, TimeOut())
    assert g.result is not None and g.result.winners == (1,)
    assert g.result.reason == "opponent_timeout" and g.state.players[0].lost == "timeout"


def test_704_timeout_only_for_a_seat_the_game_waits_for() -> None:
    g = started(3)
    before = g.snapshot()
    for seat in (1, 2):
        with pytest.raises(IllegalAction) as refused:
            g.apply(seat, TimeOut())
        assert refused.value.code == "not_your_turn"
        assert g.snapshot() == before
    g.apply(0, TimeOut())  # the holder of priority
    assert g.state.players[0].lost == "timeout" and not g.is_over and g.priority == 1
    # A decision waits on its player only.
    sc = Scenario(3, active=0)
    sc.creature(2, "L", 1, 1, supertypes=("legendary",))
    sc.creature(2, "L", 1, 1, supertypes=("legendary",))
    h = sc.build()
    h.judge()
    with pytest.raises(IllegalAction):
        h.apply(0, TimeOut())
    h.apply(2, TimeOut())
    assert h.state.players[2].lost == "timeout" and h.decision is None and h.priority == 0


def test_704_snapshot_mid_way_restores_the_same_legal_actions() -> None:
    sc = Scenario(4, active=0)
    sc.creature(3, "L", 1, 1, supertypes=("legendary",))
    sc.creature(3, "L", 1, 1, supertypes=("legendary",))
    g = sc.build()
    g.judge()
    g.apply(1, Concede())
    h = Game.restore(msgpack.unpackb(msgpack.packb(g.snapshot()), strict_map_key=False))
    assert [h.legal_actions(s) for s in range(4)] == [g.legal_actions(s) for s in range(4)]
    assert [h.view(s) for s in (None, 0, 1, 2, 3)] == [g.view(s) for s in (None, 0, 1, 2, 3)]
    for game in (g, h):
        game.apply(3, Concede())
        assert game.priority == 0
    assert [h.legal_actions(s) for s in range(4)] == [g.legal_actions(s) for s in range(4)]
    assert h.snapshot() == g.snapshot()


def test_704_hosted_the_next_player_after_a_leaver_draws_for_their_turn() -> None:
    g = new_game(3, 11, hand=2, library=6)
    first = g.state.active
    after = (first + 1) % 3
    library = len(g.state.libraries[after])
    g.apply(first, action_from_wire({"type": "concede"}))
    assert g.priority == after
    while g.state.turn == 1:
        holder = g.priority
        assert holder is not None
        g.apply(holder, Pass())
    assert g.state.active == after and len(g.state.libraries[after]) == library - 1
    g = TableGame.restore(msgpack.unpackb(msgpack.packb(g.snapshot()), strict_map_key=False))
    assert g.legal_actions(first) == [] and g.legal_actions(after) == [Pass(), Concede()]
