"""What HTTP says about a match, against the real server: one status that listings and lookups
agree on, and with a spectator delay nothing a spectator may not see yet."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from server_harness import ServerProcess
from server_wire import RawClient

from protocol.messages import Ack

pytestmark = pytest.mark.e2e


async def both_views(server: ServerProcess, match_id: str) -> tuple[dict[str, Any], ...]:
    """The match as `GET /matches/{id}` and as `GET /matches` show it."""
    status, one = await asyncio.to_thread(server.request, "GET", f"/matches/{match_id}")
    assert status == 200
    status, listing = await asyncio.to_thread(server.request, "GET", "/matches")
    listed = [m for m in listing["matches"] if m["match"] == match_id]
    assert len(listed) == 1
    return one, listed[0]


SHARED = ("match", "game", "players", "version", "status", "result", "created_at", "live", "bots",
          "clock")


async def test_lookup_and_listing_agree(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match)
    match_id = created["match"]
    async with await RawClient.open(server.ws) as a, await RawClient.open(server.ws) as b:
        await a.hello(match_id, created["tokens"][0])
        await b.hello(match_id, created["tokens"][1])
        one, listed = await both_views(server, match_id)
        # Both seats are here but nobody has acted: waiting, for both (the lookup used to say
        # "playing" as soon as every seat had connected once).
        assert {k: one[k] for k in SHARED} == {k: listed[k] for k in SHARED}
        assert one["status"] == "waiting" and one["live"] is True
        assert one["seats"] == [{"seat": 0, "connected": True}, {"seat": 1, "connected": True}]
        await a.act("bye", {"type": "concede"})
        await a.expect(Ack)
        one, listed = await both_views(server, match_id)
        assert {k: one[k] for k in SHARED} == {k: listed[k] for k in SHARED}
        assert one["status"] == "finished" and one["result"]["winner"] == 1


async def test_http_lags_like_spectators(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--spectator-delay", "2")
    created = await asyncio.to_thread(server.create_match)
    match_id = created["match"]
    async with await RawClient.open(server.ws) as a:
        await a.hello(match_id, created["tokens"][0])
        await a.act("bye", {"type": "concede"})
        await a.expect(Ack)
        for view in await both_views(server, match_id):
            # The game is over, but spectators will not know for two seconds: neither may HTTP.
            assert (view["status"], view["version"], view["result"]) == ("waiting", 0, None)
    deadline = time.monotonic() + 30
    while True:
        one, listed = await both_views(server, match_id)
        if one["status"] == "finished":
            break
        assert time.monotonic() < deadline, one
        await asyncio.sleep(0.2)
    assert one["version"] == 1 and one["result"]["winner"] == 1
    assert {k: one[k] for k in SHARED} == {k: listed[k] for k in SHARED}
