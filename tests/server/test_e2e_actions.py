"""Action handling over real websockets: idempotent ids, rules rejections, stale views."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from server_harness import ServerProcess
from server_wire import RawClient

from protocol.errors import ErrorCode
from protocol.messages import Ack, GameOver, Patch, Ping, Pong, Reject

pytestmark = pytest.mark.e2e


async def seated(server: ServerProcess, seed: int = 1) -> tuple[dict[str, Any], list[RawClient]]:
    created = await asyncio.to_thread(server.create_match, seed=seed)
    clients = []
    for token in created["tokens"]:
        client = await RawClient.open(server.ws)
        await client.hello(created["match"], token)
        clients.append(client)
    return created, clients


def mover(clients: list[RawClient]) -> tuple[RawClient, RawClient]:
    """(the seat that must act now, the other one) from their views."""
    def can_act(c: RawClient) -> bool:
        view = c.mirror.view
        assert view is not None
        return any(a["type"] != "concede" for a in view["legal"])

    first, second = clients
    return (first, second) if can_act(first) else (second, first)


def first_move(client: RawClient) -> dict[str, Any]:
    assert client.mirror.view is not None
    return next(a for a in client.mirror.view["legal"] if a["type"] != "concede")


async def test_duplicate_id_returns_first_outcome_and_applies_once(server: ServerProcess) -> None:
    _created, clients = await seated(server)
    active, other = mover(clients)
    action = first_move(active)
    await active.act("a-1", action)
    # One frame: the actor's patch is also its ack (the test client reads it as both).
    patch = await active.recv()
    assert isinstance(patch, Patch) and patch.ack == "a-1"
    ack = await active.recv()
    assert ack == Ack("a-1", patch.seq)
    version = active.mirror.view["version"] if active.mirror.view else None
    seen = await other.expect(Patch)
    assert seen.ack is None  # the opponent's patch names nobody's action
    with pytest.raises(TimeoutError):  # and no separate ack follows
        await active.recv(timeout=0.3)

    await active.act("a-1", action)  # a retry: same ack again (on its own), nothing applied
    again = await active.recv()
    assert again == ack
    # A different action under a used id is refused as a duplicate.
    await active.act("a-1", {"type": "end_turn"})
    dup = await active.expect(Reject)
    assert dup.code is ErrorCode.DUPLICATE
    # Integer ids are distinct from their string spelling.
    await other.act(1, {"type": "end_turn"})
    await other.act("1", {"type": "end_turn"})
    first, second = await other.expect(Reject), await other.expect(Reject)
    assert (first.id, second.id) == (1, "1")
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{_created['match']}")
    assert status == 200 and info["version"] == version
    assert active.mirror.view is not None and active.mirror.view["version"] == version
    for c in clients:
        await c.close()


async def test_out_of_turn_invalid_and_illegal_actions(server: ServerProcess) -> None:
    _created, clients = await seated(server)
    active, other = mover(clients)
    await other.act("x1", first_move(active))
    rej = await other.expect(Reject)
    assert rej.code is ErrorCode.NOT_YOUR_TURN
    await active.act("x2", {"type": "no_such_action"})
    rej = await active.expect(Reject)
    assert rej.code is ErrorCode.INVALID_ACTION
    await active.act("x3", {"type": "end_turn"})  # a decision is pending at setup
    rej = await active.expect(Reject)
    assert rej.code in (ErrorCode.DECISION_PENDING, ErrorCode.ILLEGAL)
    await active.act("x4", {"type": "choose", "picks": [999_999]})
    rej = await active.expect(Reject)
    assert rej.code is ErrorCode.ILLEGAL
    await other.act("x5", {"type": "claim_win"})  # nobody has been away long enough
    rej = await other.expect(Reject)
    assert rej.code is ErrorCode.ILLEGAL
    # None of that changed anything.
    for c in clients:
        assert c.mirror.view is not None and c.mirror.view["version"] == 0
        await c.close()


async def test_stale_view_is_rejected(server: ServerProcess) -> None:
    _created, clients = await seated(server)
    active, _other = mover(clients)
    seq = active.mirror.seq
    assert seq is not None
    await active.act("s1", first_move(active), at=seq - 1)
    rej = await active.expect(Reject)
    assert rej.code is ErrorCode.STALE
    await active.act("s2", first_move(active), at=seq)
    await active.expect(Ack)
    for c in clients:
        await c.close()


async def test_spectators_cannot_act(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as watcher:
        welcome = await watcher.hello(created["match"])
        assert welcome.seat is None and welcome.view is not None
        assert "legal" not in welcome.view
        await watcher.act("w1", {"type": "concede"})
        rej = await watcher.expect(Reject)
        assert rej.code is ErrorCode.SPECTATOR


async def test_concede_ends_the_game_at_once(server: ServerProcess) -> None:
    _created, clients = await seated(server)
    await clients[0].act("c1", {"type": "concede"})
    ack = await clients[0].expect(Ack)
    for c in clients:
        game_over = await c.expect(GameOver)
        assert game_over.winner == 1
        assert c.mirror.view is not None and c.mirror.view["result"] is not None
    assert ack.seq == clients[0].mirror.seq
    # Every act gets an answer after the game ended too (the seats' sessions stay open for
    # it): a resent id its first answer, a new act `game_over`.
    await clients[0].act("c1", {"type": "concede"})
    assert await clients[0].expect(Ack) == ack
    await clients[1].act("n1", {"type": "end_turn"})
    assert (await clients[1].expect(Reject)).code is ErrorCode.GAME_OVER
    for c in clients:
        await c.close()
    # Coming back to a finished match shows its final view and game_over, and a client that
    # never heard whether its last action landed learns it by resending it.
    late = await RawClient.open(server.ws)
    welcome = await late.hello(_created["match"], _created["tokens"][0])
    assert welcome.view is not None and welcome.view["result"] is not None
    assert (await late.expect(GameOver)).winner == 1
    await late.act("c1", {"type": "concede"})
    assert await late.expect(Ack) == ack
    await late.close()
    # Nobody watched, so the spectators' final view is made when the room lets the engine go:
    # a late spectator gets it, at the final version, then game_over.
    watcher = await RawClient.open(server.ws)
    seen = await watcher.hello(_created["match"])
    assert seen.view is not None and seen.view["result"] == welcome.view["result"]
    assert seen.view["version"] == welcome.view["version"] and seen.view["you"] is None
    assert (await watcher.expect(GameOver)).winner == 1
    await watcher.close()


async def test_a_huge_float_or_unknown_field_is_a_typed_reject_and_the_room_lives_on(
    server: ServerProcess,
) -> None:
    """`{"type": "quest", "x": 1e300}` used to crash the room actor (its remembered-answer
    digest made the float a 301-digit integer that msgpack could not pack): every connection
    of the match was closed with 4011, and repeating it kept the opponent from playing."""
    _created, clients = await seated(server)
    active, other = mover(clients)
    bad = [{"type": "quest", "x": 1e300}, {"type": "end_turn", "x": -1e300},
           {"type": "quest", "card": 1e300}, {"type": "claim_win", "x": 1e300}]
    for _ in range(2):  # a repeat of an id gets its first answer again
        for i, action in enumerate(bad):
            for client in clients:
                await client.act(f"bad-{i}", action)
                rejected = await client.expect(Reject)
                assert (rejected.id, rejected.code) == (f"bad-{i}", ErrorCode.INVALID_ACTION)
    await active.act("good", first_move(active))  # the room lives on, for both seats
    assert (await active.expect(Ack)).id == "good"
    await other.expect(Patch)
    for client in clients:
        await client.close()


async def test_a_pong_carries_the_viewers_current_seq(server: ServerProcess) -> None:
    """How a client notices a lost last patch: every patch up to the pong's seq came first."""
    _created, clients = await seated(server)
    active, other = mover(clients)
    for client in clients:
        await client.send(Ping("p0"))
        assert (await client.expect(Pong)).seq == client.mirror.seq
    await active.act("a", first_move(active))
    await active.expect(Ack)
    for client in (active, other):
        await client.send(Ping("p1"))
        pong = await client.expect(Pong)  # (the other seat's patch is read on the way)
        assert pong.seq == client.mirror.seq and pong.nonce == "p1"
    for client in clients:
        await client.close()
