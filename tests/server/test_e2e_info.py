"""`GET /info`, what a lobby reads before offering to create a match, and the public options
(hosted bots, clock) in listings and lookups: against the real server."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from server_harness import ServerProcess

from server import match_options

pytestmark = pytest.mark.e2e


async def test_info_says_whether_creation_is_open_and_spends_no_token(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    closed = spawn_server()  # with an API key
    status, info = await asyncio.to_thread(closed.request, "GET", "/info", auth=False)
    assert status == 200 and info["creation"] == "api_key", info
    assert info["protocol"] == 1 and info["bots"] == ["greedy", "random"]
    assert info["clock"] == {
        "bank": {"min": match_options.BANK_MIN, "max": match_options.BANK_MAX},
        "increment": {"min": match_options.INCREMENT_MIN, "max": match_options.INCREMENT_MAX}}
    assert info["think"]["default"] == match_options.THINK_DEFAULT
    # An open server with a burst of one creation: reading /info many times costs nothing.
    open_ = spawn_server("--create-rate", "0.001", "--create-burst", "1",
                         "--spectator-delay", "0.5", api_key=None)
    for _ in range(5):
        status, info = await asyncio.to_thread(open_.request, "GET", "/info")
        assert status == 200 and info["creation"] == "open" and info["spectator_delay"] == 0.5
    status, created = await asyncio.to_thread(open_.request, "POST", "/matches", {"players": 2})
    assert status == 201, created


async def test_listings_say_which_seats_are_bots_and_whether_there_is_a_clock(
    server: ServerProcess,
) -> None:
    created = await asyncio.to_thread(
        server.create_match, seats=[{"human": True}, {"bot": "random", "think": 5}],
        clock={"bank": 600, "increment": 3})
    plain = await asyncio.to_thread(server.create_match)
    status, one = await asyncio.to_thread(server.request, "GET", f"/matches/{created['match']}")
    assert status == 200, one
    assert one["bots"] == [{"seat": 1, "policy": "random"}]
    assert one["clock"] == {"bank": 600.0, "increment": 3.0}
    status, listing = await asyncio.to_thread(server.request, "GET", "/matches?limit=500")
    by_id = {m["match"]: m for m in listing["matches"]}
    assert by_id[created["match"]]["bots"] == one["bots"]
    assert by_id[plain["match"]]["bots"] == [] and by_id[plain["match"]]["clock"] is None
    assert "seed" not in one and "decks" not in one and "tokens" not in one
