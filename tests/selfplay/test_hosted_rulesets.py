"""Random self-play of the hosted rulesets (hypothesis): whatever the seed, options and moves,
every accepted action moves the version by one, a snapshot restores to an equal game, every
viewer sees only their own hand, an illegal move changes nothing, and every game ends.

Players also leave at random, by conceding (any seat still in, at any moment) or timing out
(the seat the game waits for): a seat that left is offered nothing and never waited for again,
every seat still in is offered `concede` (last) and never `timeout`, a timeout for a seat the
game does not wait for is refused without a change, and a game that ends by players leaving
is won by the players still in."""

from __future__ import annotations

import random
from typing import Any

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.leaving import Concede, TimeOut
from engine.core.table import Table
from engine.errors import IllegalAction
from engine.rulesets.sba704 import hosted
from engine.rulesets.sba704.procedure import action_from_wire as sba_from_wire
from engine.rulesets.windows003 import skirmish
from engine.rulesets.windows003.game import action_from_wire as w_from_wire


def hands_hidden(game: Table[Any], players: int) -> None:
    for viewer in (None, *range(players)):
        for p in game.view(viewer)["players"]:
            assert isinstance(p["hand"], list) == (p["seat"] == viewer)


def restored(game: Table[Any]) -> Table[Any]:
    data = msgpack.unpackb(msgpack.packb(game.snapshot()), strict_map_key=False)
    again = type(game).restore(data)
    assert again.snapshot() == game.snapshot()
    return again


def in_game(game: Table[Any]) -> list[int]:
    """The seats still playing (not lost, not conceded, not timed out)."""
    if isinstance(game, hosted.TableGame):
        return game.state.alive()
    assert isinstance(game, skirmish.Skirmish)
    return game.state.playing()


def sba_move(game: hosted.TableGame, seat: int, rng: random.Random) -> dict[str, Any]:
    """Passing, a choice, or a random spell naming random ids (visible or not)."""
    legal = [a.to_wire() for a in game.legal_actions(seat) if a.type != "concede"]
    ids = [*game.state.objects, 0, 10_000]
    effects = [{"type": "damage_player", "seat": rng.randrange(2), "amount": rng.randrange(4)},
               {"type": "damage", "target": rng.choice(ids), "amount": rng.randrange(4)},
               {"type": "token", "controller": seat, "name": "t", "toughness": rng.randrange(3)},
               {"type": "move", "obj": rng.choice(ids), "zone": "graveyard"},
               {"type": "draw", "seat": rng.randrange(2)}]
    if legal and legal[0]["type"] == "pass" and rng.random() < 0.3:
        return {"type": "cast", "controller": seat,
                "effect": rng.sample(effects, rng.randrange(1, 3))}
    return rng.choice(legal)


@pytest.mark.parametrize("game_name", ["sba704", "windows003"])
@settings(max_examples=16, deadline=None)
@given(seed=st.integers(0, 2**62), players=st.integers(2, 4), moves=st.integers(0, 2**32))
def test_random_play_keeps_the_invariants(game_name: str, seed: int, players: int,
                                          moves: int) -> None:
    rng = random.Random(moves)
    game: Table[Any]
    if game_name == "sba704":
        game = hosted.new_game(players, seed, life=rng.randrange(1, 8), library=rng.randrange(8),
                               hand=rng.randrange(4))
    else:
        game = skirmish.new_game(players, seed, gold=rng.randrange(6), deck=6,
                                 hand=rng.randrange(5))
    for _ in range(3000):
        if game.result is not None:
            break
        hands_hidden(game, players)
        left = set(range(players)) - set(in_game(game))
        waited = game.waiting_for()  # type: ignore[attr-defined]
        assert len(waited) == 1 and waited[0] not in left, (waited, left)
        for seat in range(players):
            legal_ = game.legal_actions(seat)
            assert (legal_ == []) == (seat in left)
            assert seat in left or legal_[-1] == Concede()
            assert all(not isinstance(a, TimeOut) for a in legal_)
        (seat,) = waited
        if rng.random() < 0.015:  # someone leaves: any seat still in, or the one waited for
            if rng.random() < 0.5:
                seat, action = rng.choice([s for s in range(players) if s not in left]), Concede()
            else:
                action = TimeOut()
                bystander = next((s for s in range(players) if s not in (*left, seat)), None)
                if bystander is not None:
                    before = game.snapshot()
                    with pytest.raises(IllegalAction):
                        game.apply(bystander, action)
                    assert game.snapshot() == before
        elif isinstance(game, hosted.TableGame):
            wire = sba_move(game, seat, rng)
            action = sba_from_wire(wire)
        else:
            assert isinstance(game, skirmish.Skirmish)
            legal = [a.to_wire() for a in game.legal_actions(seat) if a.type != "concede"]
            moves_ = [a for a in legal if a["type"] != "pass"]  # passing all the time is slow
            action = w_from_wire(rng.choice(moves_ if moves_ and rng.random() < 0.8 else legal))
        before, version = game.snapshot(), game.version
        try:
            game.apply(seat, action)
        except IllegalAction:
            assert game.snapshot() == before
            continue
        assert game.version == version + 1
        if isinstance(action, Concede | TimeOut):
            assert seat not in in_game(game)
        game = restored(game)
    assert game.result is not None, "the game did not end"
    reason = game.view(None)["result"]["reason"]
    assert reason in ("state_based_actions", "draw", "power", "opponent_conceded",
                      "opponent_timeout", "last_player_standing")
    if reason.startswith("opponent_") or reason == "last_player_standing":
        assert set(game.result.winners) == set(in_game(game))
        assert (reason == "last_player_standing") == (players > 2)
