"""Game.apply's errors: IllegalAction codes and InvalidAction, each leaving the game untouched."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rules.helpers import scripted

from engine import (
    Action,
    Challenge,
    Choose,
    Concede,
    EndTurn,
    Game,
    IllegalAction,
    InkCard,
    InvalidAction,
    PlayCard,
    Quest,
    builtin_deck,
)
from engine.dsl import CardScript
from engine.scenario import Scenario
from engine.steps import Choose as ChooseStep
from engine.steps import Damage

MICKEY = "Mickey Mouse - True Friend"
STITCH = "Stitch - New Dog"
SONG = "Force of a Great Typhoon"
DECKS = [builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")]


def _main_phase_game(seed: int = 1) -> Game:
    g = Game.new(DECKS, seed=seed)
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        g.apply(g.state.decision.player, Choose(()))
    return g


def _expect(g: Game, seat: int, action: object, code: str | None) -> IllegalAction | None:
    """Apply, expect the error, and check nothing changed (snapshot, version, legal actions)."""
    before = g.snapshot()
    legal_before = [g.legal_actions(s) for s in range(g.num_players)]
    if code is None:
        with pytest.raises(InvalidAction):
            g.apply(seat, action)  # type: ignore[arg-type]
        err = None
    else:
        with pytest.raises(IllegalAction) as info:
            g.apply(seat, action)  # type: ignore[arg-type]
        err = info.value
        assert err.code == code, err
        assert err.reason and str(err).startswith(code)
    assert g.snapshot() == before
    assert [g.legal_actions(s) for s in range(g.num_players)] == legal_before
    return err


def test_not_your_turn() -> None:
    g = _main_phase_game()
    other = 1 - g.state.active
    _expect(g, other, EndTurn(), "not_your_turn")
    hand = g.state.players[other].hand[0].iid
    _expect(g, other, InkCard(hand), "not_your_turn")


def test_not_your_turn_when_another_player_decides() -> None:
    g = Game.new(DECKS, seed=2)
    d = g.state.decision
    assert d is not None and d.kind == "alter_hand"
    _expect(g, 1 - d.player, Choose(()), "not_your_turn")


def test_decision_pending() -> None:
    g = Game.new(DECKS, seed=2)
    d = g.state.decision
    assert d is not None
    _expect(g, d.player, EndTurn(), "decision_pending")
    _expect(g, d.player, InkCard(g.state.players[d.player].hand[0].iid), "decision_pending")


def test_illegal_action_not_offered() -> None:
    g = _main_phase_game()
    seat = g.state.active
    p = g.state.players[seat]
    _expect(g, seat, Quest(999_999), "illegal")
    _expect(g, seat, Challenge(1, 2), "illegal")
    other_hand = g.state.players[1 - seat].hand[0].iid
    _expect(g, seat, InkCard(other_hand), "illegal")  # not your card
    expensive = next(c.iid for c in p.hand if c.facts.cost > 0)
    _expect(g, seat, PlayCard(expensive), "illegal")  # no ink yet


def test_illegal_choice() -> None:
    g = _main_phase_game()
    seat = g.state.active
    _expect(g, seat, Choose(()), "illegal")  # nothing to answer
    g2 = Game.new(DECKS, seed=3)
    d = g2.state.decision
    assert d is not None and d.kind == "alter_hand"
    first = d.options[0]
    _expect(g2, d.player, Choose((first, first)), "illegal")  # duplicate pick
    _expect(g2, d.player, Choose((123_456,)), "illegal")  # not an option
    _expect(g2, d.player, Choose(("yes",)), "illegal")


def test_illegal_choice_count() -> None:
    zap = CardScript(effect=(ChooseStep("t"), Damage("t", 1)))
    with scripted({SONG: zap}):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG)
        sc.add(0, "inkwell", STITCH, count=2)
        a = sc.add(1, "play", MICKEY)
        b = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(song))
        assert g.state.decision is not None and g.state.decision.kind == "target"
        _expect(g, 0, Choose((a, b)), "illegal")  # max 1
        _expect(g, 0, Choose(()), "illegal")  # min 1
        _expect(g, 1, Choose((a,)), "not_your_turn")


def test_game_over() -> None:
    g = _main_phase_game()
    g.apply(0, Concede())
    _expect(g, 1, EndTurn(), "game_over")
    _expect(g, 1, Concede(), "game_over")
    _expect(g, 0, Concede(), "game_over")


def test_player_who_left_gets_game_over() -> None:
    g = Scenario(players=3, active=0).build()
    g.apply(2, Concede())
    err = _expect(g, 2, Concede(), "game_over")
    assert err is not None and "left" in err.reason
    assert g.legal_actions(2) == []


BAD_CALLS: list[tuple[int, Callable[[], object]]] = [
    (0, lambda: {"type": "end_turn"}),
    (0, lambda: None),
    (0, lambda: "end_turn"),
    (0, Action),
    (2, EndTurn),
    (-1, EndTurn),
]


@pytest.mark.parametrize(("seat", "make"), BAD_CALLS)
def test_invalid_calls(seat: int, make: Callable[[], object]) -> None:
    g = _main_phase_game()
    _expect(g, seat, make(), None)


def test_invalid_seat_type() -> None:
    g = _main_phase_game()
    _expect(g, "0", EndTurn(), None)  # type: ignore[arg-type]
    _expect(g, True, EndTurn(), None)


def test_legal_actions_of_unknown_or_gone_seats() -> None:
    g = Scenario(players=3, active=0).build()
    assert g.legal_actions(5) == [] and g.legal_actions(-1) == []
    g.apply(1, Concede())
    assert g.legal_actions(1) == []
    assert Concede() in g.legal_actions(2) and g.legal_actions(2) == [Concede()]


def test_version_counts_applied_actions_only() -> None:
    g = _main_phase_game()
    v = g.version
    with pytest.raises(IllegalAction):
        g.apply(1 - g.state.active, EndTurn())
    assert g.version == v
    g.apply(g.state.active, EndTurn())
    assert g.version == v + 1


def test_to_act() -> None:
    g = Game.new(DECKS, seed=4)
    d = g.state.decision
    assert d is not None and g.to_act() == [d.player]
    g = _main_phase_game()
    assert g.to_act() == [g.state.active]
    g.apply(0, Concede())
    assert g.to_act() == []
