"""Whole games through the real server: bots to the end, spectators, and no hidden info leaks."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from server_harness import ServerProcess
from server_hidden import check_cross, check_structure

from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from server.bots import Bot, greedy_policy, random_policy

pytestmark = pytest.mark.e2e

View = dict[Any, Any]


class Recorder:
    """Every view an audience received, by game version (views are immutable snapshots)."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.by_version: dict[int, View] = {}

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            check_structure(event.view, self.viewer)
            self.by_version[event.view["version"]] = event.view


async def play_match(
    server: ServerProcess, *, seed: int, players: int = 2, spectators: int = 1,
    policies: tuple[Any, ...] = (greedy_policy, random_policy),
) -> tuple[list[Recorder], list[Bot], str]:
    created = await asyncio.to_thread(server.create_match, players=players, seed=seed)
    match = created["match"]
    recorders = [Recorder(seat) for seat in range(players)] + [
        Recorder(None) for _ in range(spectators)
    ]
    watchers = [
        GlimmerClient(server.ws, match, spectate=True, on_event=rec)
        for rec in recorders[players:]
    ]
    seats = [
        GlimmerClient(server.ws, match, token=tok, on_event=recorders[i])
        for i, tok in enumerate(created["tokens"])
    ]
    for client in watchers:
        await client.connect(timeout=10)
    bots = [
        Bot(client, policies[i % len(policies)], random.Random(seed * 10 + i))
        for i, client in enumerate(seats)
    ]
    try:
        for client in seats:
            await client.connect(timeout=10)
        results = await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), 120)
        for client in watchers:
            await client.wait_game_over(timeout=10)
    finally:
        for client in seats + watchers:
            await client.close()
    winners = {r.winner for r in results if r is not None}
    assert len(winners) == 1 and None not in results
    return recorders, bots, match


async def test_two_bots_play_a_whole_game_without_leaking(server: ServerProcess) -> None:
    recorders, bots, match = await play_match(server, seed=11, spectators=2)
    # Every audience saw the same final version and the same result.
    finals = {max(r.by_version) for r in recorders}
    assert len(finals) == 1
    final = finals.pop()
    assert final >= 10
    results = {repr(r.by_version[final]["result"]) for r in recorders}
    assert len(results) == 1 and "None" not in results
    # Every version every seat saw, the opponents and spectators saw too, and at each
    # version nobody's private cards show up in anyone else's view.
    seat_versions = set(recorders[0].by_version) & set(recorders[1].by_version)
    assert len(seat_versions) > final // 2
    for version in sorted(seat_versions):
        views: dict[int | None, View] = {
            r.viewer: r.by_version[version] for r in recorders[:2]
        }
        spectator_view = recorders[2].by_version.get(version)
        if spectator_view is not None:
            views[None] = spectator_view
        check_cross(views)
    assert sum(b.stats.actions for b in bots) >= final - 2

    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert status == 200
    assert info["status"] == "finished" and info["version"] == final
    assert info["result"]["winner"] in (0, 1)
    assert "seed" not in info and "decks" not in info


async def test_three_player_game_finishes(server: ServerProcess) -> None:
    recorders, _bots, _match = await play_match(
        server, seed=5, players=3, spectators=1, policies=(greedy_policy,)
    )
    version = max(recorders[0].by_version)
    views: dict[int | None, View] = {r.viewer: r.by_version[version] for r in recorders}
    check_cross(views)
