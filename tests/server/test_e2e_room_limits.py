"""What bounds the rooms and matches a node holds, against the real server: `/health` says when
the node is full, spectators alone do not keep a room loaded, and unfinished matches expire."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest
from server_harness import ServerProcess
from server_wire import RawClient

from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Error, Hello

pytestmark = pytest.mark.e2e


async def test_health_reports_a_full_node(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--max-rooms", "1")
    first = await asyncio.to_thread(server.create_match)
    second = await asyncio.to_thread(server.create_match)
    status, health = await asyncio.to_thread(server.request, "GET", "/health")
    assert status == 200 and health["status"] == "ok"
    async with await RawClient.open(server.ws) as watcher:
        await watcher.hello(first["match"])  # loads the node's only room
        status, health = await asyncio.to_thread(server.request, "GET", "/health")
        assert status == 503, health
        assert health["status"] == "full" and "max-rooms" in health["reason"]
        assert (health["rooms"], health["max_rooms"], health["store"]) == (1, 1, "ok")
        async with await RawClient.open(server.ws) as other:  # what the balancer was told
            await other.send(Hello(second["match"], None, True))
            refused = await other.expect(Error)
            assert refused.close and refused.code is ErrorCode.UNAVAILABLE


async def test_spectators_alone_do_not_keep_a_room(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--spectator-idle-ttl", "0.4")
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as watcher:
        await watcher.hello(created["match"])
        assert await watcher.closed_code(timeout=20) == CloseCode.ROOM_CLOSED
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{created['match']}")
    assert status == 200 and info["live"] is False
    assert server.metric("glimmer_rooms") == 0


async def test_a_room_left_by_its_spectators_is_released(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--spectator-idle-ttl", "0.4")  # (--idle-ttl is 1800 s)
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as watcher:
        await watcher.hello(created["match"])
    deadline = time.monotonic() + 20
    while await asyncio.to_thread(server.metric, "glimmer_rooms") != 0:
        assert time.monotonic() < deadline, "the room stayed loaded"
        await asyncio.sleep(0.1)


async def test_a_seat_keeps_its_spectators(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--spectator-idle-ttl", "0.3")
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as player, \
            await RawClient.open(server.ws) as watcher:
        await player.hello(created["match"], created["tokens"][0])
        await watcher.hello(created["match"])
        await asyncio.sleep(1.5)  # several sweeps
        status, info = await asyncio.to_thread(
            server.request, "GET", f"/matches/{created['match']}")
        assert status == 200 and info["live"] is True and info["spectators"] == 1


async def _gone(server: ServerProcess, match_id: str, within: float = 20.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        status, _ = await asyncio.to_thread(server.request, "GET", f"/matches/{match_id}")
        if status == 404:
            return True
        await asyncio.sleep(0.1)
    return False


async def test_unstarted_matches_expire_in_memory(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--unstarted-ttl", "0.5")
    left = await asyncio.to_thread(server.create_match)
    assert await _gone(server, left["match"])
    status, listing = await asyncio.to_thread(server.request, "GET", "/matches")
    assert status == 200
    assert left["match"] not in {m["match"] for m in listing["matches"]}
    async with await RawClient.open(server.ws) as gone:
        await gone.send(Hello(left["match"], left["tokens"][0]))
        assert (await gone.expect(Error)).code is ErrorCode.NO_SUCH_MATCH


async def test_a_served_match_does_not_expire(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--unstarted-ttl", "0.5")
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as player:
        await player.hello(created["match"], created["tokens"][0])
        await asyncio.sleep(2.0)  # four ttls: the room's lease renewals are activity
        status, info = await asyncio.to_thread(
            server.request, "GET", f"/matches/{created['match']}")
        assert status == 200 and info["live"] is True
