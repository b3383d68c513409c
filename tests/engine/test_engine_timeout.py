"""`TimeOut`: the server's turn clock makes a waited-for player lose (never offered as legal)."""

from __future__ import annotations

import pytest

from engine import Game, IllegalAction, TimeOut, builtin_deck


def _game() -> Game:
    return Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=5)


def test_timeout_is_never_legal() -> None:
    game = _game()
    for seat in (0, 1):
        assert all(a.type != "timeout" for a in game.legal_actions(seat))


def test_timeout_only_for_a_seat_the_game_waits_for() -> None:
    game = _game()
    (waited,) = game.to_act()
    other = 1 - waited
    version = game.version
    with pytest.raises(IllegalAction) as info:
        game.apply(other, TimeOut())
    assert info.value.code == "not_your_turn"
    assert game.version == version  # nothing changed


def test_timeout_loses_the_game_with_its_own_reason() -> None:
    game = _game()
    (waited,) = game.to_act()
    game.apply(waited, TimeOut())
    result = game.result
    assert result is not None
    assert result.winner == 1 - waited
    assert result.reason == "opponent_timeout"
    assert result.losers == {waited: "timeout"}
    replay = Game.restore(game.snapshot())
    assert replay.result == result


def test_with_three_players_a_timeout_leaves_and_the_game_goes_on() -> None:
    decks = [builtin_deck(name) for name in ("amber-amethyst", "emerald-ruby", "sapphire-steel")]
    game = Game.new(decks, seed=9)
    (waited,) = game.to_act()
    game.apply(waited, TimeOut())
    assert game.result is None
    assert game.state.players[waited].lost == "timeout"
    assert waited not in game.to_act() and game.to_act()  # someone else is waited for now
    assert game.legal_actions(waited) == []  # gone: not even a concede is left
