"""The HTTP API of the real server: creating, listing and inspecting matches, health, metrics."""

from __future__ import annotations

import asyncio

import pytest
from server_harness import ServerProcess

from engine import builtin_deck

pytestmark = pytest.mark.e2e


async def test_create_list_and_inspect(server: ServerProcess) -> None:
    created = await asyncio.to_thread(
        server.create_match,
        players=3,
        decks=["amber-amethyst", builtin_deck("emerald-ruby"), "sapphire-steel"],
        options={"win_lore": 10},
    )
    assert created["players"] == 3
    assert len(created["tokens"]) == 3 and len(set(created["tokens"])) == 3
    assert created["ws_url"] == f"ws://127.0.0.1:{server.port}/ws"
    assert created["spectator_url"].endswith(f"/ws?match={created['match']}")
    assert created["decks"] == ["amber-amethyst", None, "sapphire-steel"]

    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{created['match']}")
    assert status == 200
    assert info["status"] == "waiting" and info["version"] == 0 and info["players"] == 3
    body = repr(info)
    for secret in (*created["tokens"], "seed", "deck"):
        assert secret not in body

    status, listing = await asyncio.to_thread(server.request, "GET", "/matches")
    assert status == 200
    assert created["match"] in {m["match"] for m in listing["matches"]}
    assert all("tokens" not in m and "seed" not in m for m in listing["matches"])

    status, missing = await asyncio.to_thread(server.request, "GET", "/matches/nope")
    assert status == 404 and missing["error"] == "no_such_match"


@pytest.mark.parametrize(
    "body",
    [
        {"players": 1},
        {"players": 5},
        {"players": 3, "decks": ["amber-amethyst", "emerald-ruby"]},
        {"decks": ["no-such-deck", "emerald-ruby"]},
        {"decks": [["Not A Card"] * 60, "emerald-ruby"]},
        {"decks": ["amber-amethyst", ["Stitch - New Dog"] * 3]},
        {"decks": [42, "emerald-ruby"]},
        {"seed": -1},
        {"seed": "x"},
        {"options": {"no_such_rule": 1}},
        {"options": {"win_lore": 0}},
        [],
    ],
)
async def test_bad_create_requests_are_400(server: ServerProcess, body: object) -> None:
    status, answer = await asyncio.to_thread(server.request, "POST", "/matches", body)
    assert status == 400, answer
    assert answer["error"] == "bad_request" and answer["reason"]


async def test_health_and_metrics(server: ServerProcess) -> None:
    status, health = await asyncio.to_thread(server.request, "GET", "/health")
    assert status == 200 and health["status"] == "ok"
    text = await asyncio.to_thread(server.metrics)
    for name in (
        "glimmer_rooms", "glimmer_connections", "glimmer_actions_total",
        "glimmer_rejections_total", "glimmer_action_latency_seconds_bucket",
        "glimmer_matches_created_total", "glimmer_disconnects_total",
    ):
        assert name in text, name
