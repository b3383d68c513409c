"""Seed 003, players who leave: conceding at any time and the server's `timeout`.

The seed says nothing of a player leaving; the rulings (docs/RULINGS.md) follow its clockwise
windows ("Primeras Acciones y Respuestas": chances pass clockwise until every player has
passed in a row): every open window goes on without the leaver and closes once everybody
left in it has passed in a row; the first player's and the active player's roles pass to the
player on the leaver's left; their cards stay where they are, what they initiated still
resolves, and their power no longer counts for the 15-power win.
"""

from __future__ import annotations

import msgpack
import pytest

from engine.core.leaving import Concede, TimeOut
from engine.errors import IllegalAction
from engine.rulesets.windows003 import Game, Scenario
from engine.rulesets.windows003.game import Choose, Marshal, Pass, Use, action_from_wire
from engine.rulesets.windows003.model import CHALLENGES, DEAD, HAND, MARSHALLING, PLAY
from engine.rulesets.windows003.skirmish import Skirmish, new_game

from .helpers import (
    GAIN_POWER_ACTION,
    KILL_TARGET,
    KILL_TARGET_GOLD,
    PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    asks,
    log_of,
    pass_all,
)


def segment(players: int = 3, **kw: object) -> Game:
    g = Scenario(players, phase=CHALLENGES, **kw).build()  # type: ignore[arg-type]
    g.start_segment()
    return g


def pass_all_but_segment(g: Game) -> None:
    while g.state.scheme is not None:
        seat = g.to_act()
        assert seat is not None
        g.apply(seat, Pass())


def restored(g: Game) -> Game:
    return type(g).restore(msgpack.unpackb(msgpack.packb(g.snapshot()), strict_map_key=False))


def test_003_concede_is_legal_for_every_seat_still_in_and_round_trips() -> None:
    g = segment(3)
    assert [g.legal_actions(s) for s in range(3)] == [[Pass(), Concede()], [Concede()],
                                                      [Concede()]]
    assert g.view(1)["legal"] == [{"type": "concede"}]
    for a in (Concede(), TimeOut()):
        assert action_from_wire(a.to_wire()) == a
    g.apply(2, Concede())
    assert g.legal_actions(2) == [] and g.view(2)["players"][2]["lost"] == "conceded"
    assert all(TimeOut() not in g.legal_actions(s) for s in range(3))
    with pytest.raises(IllegalAction) as gone:
        g.apply(2, Concede())
    assert gone.value.code == "game_over"


def test_003_the_player_asked_concedes_the_next_player_clockwise_is_asked() -> None:
    g = segment(4, first=1)
    g.apply(1, Pass())
    g.apply(2, Concede())
    assert g.to_act() == 3 and asks(g)[-1] == ("actions", 3)
    g.apply(3, Pass())
    g.apply(0, Pass())
    assert g.state.segment is None  # 1, 3 and 0 passed in a row: the leaver is not waited for


def test_003_a_player_not_asked_concedes_their_pass_no_longer_counts() -> None:
    g = segment(4, first=0)
    g.apply(0, Pass())
    g.apply(1, Pass())
    g.apply(2, Pass())
    assert g.to_act() == 3
    g.apply(1, Concede())  # not asked: 3 is
    assert g.to_act() == 3 and g.state.segment is not None
    assert asks(g).count(("actions", 3)) == 1  # still the same ask, not a second one
    g.apply(3, Pass())
    assert g.state.segment is None  # 0, 2 and 3 passed in a row


def test_003_an_action_after_a_leaver_passed_the_others_are_asked_again() -> None:
    sc = Scenario(3, phase=CHALLENGES)
    a = sc.character(2, "A", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Pass())
    g.apply(2, Use(a, 0))  # the passes start again
    pass_all_but_segment(g)
    assert g.to_act() == 0
    g.apply(0, Pass())
    g.apply(2, Concede())  # asked next was 1: 0's pass stands, 1 must still pass
    assert g.to_act() == 1 and g.state.segment is not None
    g.apply(1, Pass())
    assert g.state.segment is None


def test_003_the_last_player_not_yet_passed_concedes_the_window_closes() -> None:
    g = segment(3, first=0)
    g.apply(0, Pass())
    g.apply(1, Pass())
    g.apply(2, Concede())
    assert g.state.segment is None and g.to_act() is None
    assert log_of(g, "window_closed")[-1]["kind"] == "actions"


def test_003_concede_while_a_save_cancel_window_waits_on_the_leaver() -> None:
    """Player 0 kills player 1's character; the save/cancel window starts left of 0, with 1;
    1 leaves: 2 is asked, then 0, and the action is performed."""
    sc = Scenario(3, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim")
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    assert asks(g)[-1] == ("save_cancel", 1)
    g.apply(1, Concede())
    assert asks(g)[-1] == ("save_cancel", 2)
    g.apply(2, Pass())
    g.apply(0, Pass())
    assert log_of(g, "performed")  # the kill was performed
    pass_all(g)
    assert g.state.cards[victim].zone == DEAD and g.state.scheme is None


def test_003_the_initiator_leaves_what_they_initiated_still_resolves() -> None:
    sc = Scenario(3, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim")
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    g.apply(1, Pass())
    g.apply(2, Pass())
    assert g.to_act() == 0
    g.apply(0, Concede())
    pass_all(g)
    assert g.state.cards[victim].zone == DEAD
    assert g.state.cards[killer].zone == PLAY and g.state.cards[killer].knelt is False


def test_003_the_first_player_leaves_while_ordering_passives_the_next_first_player_does() \
        -> None:
    """Passives triggered together are ordered by the first player; if they leave while
    choosing, the player on their left is first player now and chooses."""
    sc = Scenario(3, phase=CHALLENGES, first=1)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(2, "Victim")
    a = sc.character(0, "A", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    b = sc.character(0, "B", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(1, Pass())
    g.apply(2, Pass())
    g.apply(0, Use(killer, 0, (victim,)))
    pass_all(g)
    d = g.state.decision
    assert d is not None and d.player == 1 and d.kind == "order_passives"
    g.apply(1, Concede())
    d = g.state.decision
    assert g.state.first == 2 and d is not None and d.player == 2
    assert g.legal_actions(2) == [Choose((0,)), Choose((1,)), Concede()]
    g.apply(2, Choose((1,)))
    pass_all(g)
    sources = [e["source"] for e in log_of(g, "initiated") if e["kind"] == "passive"]
    assert sources == [b, a]


def test_003_a_decision_waiting_on_someone_else_stays() -> None:
    sc = Scenario(3, phase=CHALLENGES, first=1)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(2, "Victim")
    sc.character(0, "A", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    sc.character(0, "B", abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(1, Pass())
    g.apply(2, Pass())
    g.apply(0, Use(killer, 0, (victim,)))
    pass_all(g)
    before = g.state.decision
    g.apply(0, Concede())
    assert g.state.decision == before and g.state.first == 1
    g.apply(1, Choose((0,)))
    pass_all(g)
    assert g.state.scheme is None


def test_003_the_active_player_leaves_in_marshalling_the_next_one_marshals() -> None:
    sc = Scenario(3, phase=MARSHALLING, first=0, active=0)
    gold_killer = sc.character(1, "K", abilities=(KILL_TARGET_GOLD,))
    card = sc.add(1, "Recruit", zone=HAND, cost=1)
    g = sc.build()
    g.start_segment()
    assert Marshal(card) not in g.legal_actions(1)
    g.apply(0, Concede())
    assert g.state.active == 1 and g.state.first == 1 and g.to_act() == 1
    assert Marshal(card) in g.legal_actions(1)
    assert Use(gold_killer, 0, (gold_killer,)) in g.legal_actions(1)
    g.apply(1, Marshal(card))
    pass_all(g)
    assert g.state.cards[card].zone == PLAY


def test_003_a_leavers_power_does_not_win_and_their_passives_still_resolve() -> None:
    sc = Scenario(3, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim")
    crow = sc.character(2, "Crow", power=14, abilities=(PASSIVE_ON_ANY_DEATH_GAIN_POWER,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Pass())
    g.apply(1, Pass())
    g.apply(2, Concede())  # 0 and 1 had passed: the segment closes
    assert g.state.segment is None
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    pass_all(g)
    assert g.state.cards[crow].power == 15 and g.result is None


def test_003_last_player_standing_wins() -> None:
    g = segment(3)
    g.apply(1, Concede())
    assert g.result is None
    g.apply(0, TimeOut())
    assert g.result is not None
    assert g.result.winners == (2,) and g.result.reason == "last_player_standing"
    v = g.view(None)
    assert v["result"] == {"winners": [2], "reason": "last_player_standing"}
    assert [p["lost"] for p in v["players"]] == ["timeout", "conceded", None]
    assert v["window"] is None and [g.legal_actions(s) for s in range(3)] == [[], [], []]


def test_003_two_players_a_concession_ends_the_game() -> None:
    g = segment(2)
    g.apply(1, Concede())  # out of turn: 0 is asked
    assert g.result is not None and g.result.winners == (0,)
    assert g.result.reason == "opponent_conceded"
    with pytest.raises(IllegalAction) as over:
        g.apply(0, Pass())
    assert over.value.code == "game_over"


def test_003_timeout_only_for_the_player_asked_and_it_loses_with_reason_timeout() -> None:
    g = segment(2)
    before = g.snapshot()
    with pytest.raises(IllegalAction) as refused:
        g.apply(1, TimeOut())
    assert refused.value.code == "not_your_turn" and g.snapshot() == before
    g.apply(0, TimeOut())
    assert g.result is not None and g.result.winners == (1,)
    assert g.result.reason == "opponent_timeout" and g.state.left == {0: "timeout"}


def test_003_snapshot_mid_way_restores_the_same_legal_actions() -> None:
    sc = Scenario(4, phase=CHALLENGES)
    killer = sc.character(0, "Killer", abilities=(KILL_TARGET,))
    victim = sc.character(1, "Victim")
    sc.character(3, "A", abilities=(GAIN_POWER_ACTION,))
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(killer, 0, (victim,)))
    g.apply(2, Concede())
    h = restored(g)
    assert [h.legal_actions(s) for s in range(4)] == [g.legal_actions(s) for s in range(4)]
    assert [h.view(s) for s in (None, 0, 1, 2, 3)] == [g.view(s) for s in (None, 0, 1, 2, 3)]
    for game in (g, h):
        game.apply(1, Pass())
        game.apply(3, Concede())
    assert h.snapshot() == g.snapshot()
    assert [h.legal_actions(s) for s in range(4)] == [g.legal_actions(s) for s in range(4)]


def test_003_skirmish_rounds_go_on_without_the_leaver() -> None:
    g = new_game(3, 5, gold=2, hand=2, deck=6)
    first = g.state.first
    leaver = (first + 1) % 3
    hand = sum(1 for c in g.state.cards.values() if c.owner == leaver and c.zone == HAND)
    g.apply(leaver, Concede())
    assert g.result is None
    rounds = 0
    while g.state.first == first:  # everyone still in passes: the round ends
        seat = g.to_act()
        assert seat is not None and seat != leaver
        g.apply(seat, Pass())
        g = restored(g)
        rounds += 1
        assert rounds < 10
    assert g.state.first == g.state.active == (first + 2) % 3  # the leaver's turn is skipped
    assert g.state.gold[leaver] == 2
    assert sum(1 for c in g.state.cards.values() if c.owner == leaver and c.zone == HAND) == hand
    assert isinstance(g, Skirmish) and g.to_act() == (first + 2) % 3
