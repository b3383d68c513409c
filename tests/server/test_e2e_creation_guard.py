"""Who may create matches, how fast, and who may choose their seed: against the real server."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import pytest
from raw_http import request
from server_harness import TEST_API_KEY, ServerProcess

pytestmark = pytest.mark.e2e

BODY = json.dumps({"players": 2}).encode()


def create(
    server: ServerProcess, body: bytes = BODY, key: str | None = None, scheme: str = "Bearer"
) -> tuple[int, dict[str, str], object]:
    headers = {} if key is None else {"Authorization": f"{scheme} {key}"}
    return request(server.port, "POST", "/matches", body, headers)


async def test_with_a_key_only_its_holders_create(server: ServerProcess) -> None:
    for key, scheme in ((None, "Bearer"), ("wrong-key-0123456789", "Bearer"),
                        (TEST_API_KEY, "Basic"), (TEST_API_KEY[:-1], "Bearer")):
        status, headers, answer = await asyncio.to_thread(create, server, BODY, key, scheme)
        assert status == 401, (key, scheme, answer)
        assert isinstance(answer, dict) and answer["error"] == "unauthorized"
        assert headers["www-authenticate"] == "Bearer"
    status, _, answer = await asyncio.to_thread(create, server, BODY, TEST_API_KEY, "bearer")
    assert status == 201, answer
    # Key holders may choose the seed (tests do, to replay games).
    seeded = json.dumps({"players": 2, "seed": 5}).encode()
    status, _, answer = await asyncio.to_thread(create, server, seeded, TEST_API_KEY)
    assert status == 201, answer


async def test_without_a_key_a_client_seed_is_refused(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server(api_key=None)
    for seed in (0, 42, "x"):
        body = json.dumps({"players": 2, "seed": seed}).encode()
        status, _, answer = await asyncio.to_thread(create, server, body)
        assert status == 403, answer
        assert isinstance(answer, dict) and answer["error"] == "forbidden"
        assert "seed" in answer["reason"]
    status, _, answer = await asyncio.to_thread(create, server)
    assert status == 201, answer  # open creation, seed drawn by the server


async def test_creation_is_rate_limited_per_client(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--create-rate", "0.01", "--create-burst", "3", api_key=None)
    answers = [await asyncio.to_thread(create, server) for _ in range(5)]
    assert [status for status, _, _ in answers] == [201, 201, 201, 429, 429]
    _, headers, body = answers[-1]
    assert isinstance(body, dict) and body["error"] == "rate_limited"
    assert int(headers["retry-after"]) >= 1
    # Other endpoints are not limited, and nothing was stored for the refused requests.
    status, listing = await asyncio.to_thread(server.request, "GET", "/matches")
    assert status == 200 and len(listing["matches"]) == 3


async def test_key_holders_are_not_rate_limited(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--create-rate", "0.01", "--create-burst", "1")
    for _ in range(4):
        status, _, answer = await asyncio.to_thread(create, server, BODY, TEST_API_KEY)
        assert status == 201, answer
