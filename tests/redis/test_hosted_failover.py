"""Hosted bots and the turn clock across a failover: real redis-server, real nodes killed with
SIGKILL (`bench.cluster`), real websocket clients. The bot seats and the clock are part of the
match's durable meta and log, so the node that takes the match over plays the same bots and
runs the same clock from where the log left it."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from test_failover import ClusterFactory, RecordingClient, make_cluster, read_match

from bench.cluster import Cluster, http
from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from protocol.messages import Reject
from server.bots import POLICIES, Bot
from server.room import SEQ_SPAN

__all__ = ["make_cluster"]  # the cluster fixture, shared with the failover tests

pytestmark = [pytest.mark.redis, pytest.mark.e2e, pytest.mark.timeout(240)]

View = dict[Any, Any]
BOT = {"bot": "greedy", "think": 0.05}


class Seen:
    def __init__(self) -> None:
        self.views: list[tuple[int, View]] = []  # (seq, view)

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            self.views.append((event.seq, event.view))


async def test_a_hosted_bot_plays_on_after_its_node_is_killed(
    make_cluster: ClusterFactory,
) -> None:
    cluster = await make_cluster(lease=1.0)
    created = await asyncio.to_thread(cluster.create_match, seed=41,
                                      seats=[{"human": True}, BOT])
    match = created["match"]
    client = RecordingClient(cluster.ws_urls, match, token=created["tokens"][0])
    try:
        await client.connect(timeout=30)
        assert await asyncio.to_thread(cluster.owners, match) == ["n1"]
        play = asyncio.ensure_future(
            Bot(client, POLICIES["random"], random.Random(4), act_timeout=60).run())
        await client.wait_for(lambda v: v["version"] >= 12, timeout=60)
        await asyncio.to_thread(cluster.kill, "n1")
        killed_at = (await read_match(cluster.redis.url, match))[1][-1].version
        over = await asyncio.wait_for(play, 180)
        assert over is not None and over.winner in (0, 1)
        assert await asyncio.to_thread(cluster.owners, match) == ["n2"]
    finally:
        await client.close()
    _meta, entries, _snap = await read_match(cluster.redis.url, match)
    # The bot's seat kept acting on n2: moves of seat 1 after the kill, all by the bot.
    assert [e for e in entries if e.version > killed_at and e.seat == 1 and e.origin == 1]
    assert _meta.seats == ({"human": True}, {"bot": "greedy", "think": 0.05})


async def _finished_on(node_http: str, match: str, timeout: float = 180) -> dict[str, Any]:
    async with asyncio.timeout(timeout):
        while True:
            status, info = await asyncio.to_thread(http, "GET", f"{node_http}/matches/{match}")
            if status == 200 and info["status"] == "finished":
                assert isinstance(info, dict)
                return info
            await asyncio.sleep(0.2)


async def _bot_match_then_kill(cluster: Cluster, seed: int) -> str:
    """A bot-vs-bot match started on n1, which is killed once the bots have moved."""
    created = await asyncio.to_thread(cluster.create_match, seed=seed, seats=[BOT, BOT])
    match: str = created["match"]
    async with asyncio.timeout(60):
        while not (await read_match(cluster.redis.url, match))[1]:
            await asyncio.sleep(0.1)
    await asyncio.to_thread(cluster.kill, "n1")
    return match


async def test_a_bot_match_nobody_joined_is_adopted_after_its_node_dies(
    make_cluster: ClusterFactory,
) -> None:
    """Bot against bot with nobody connected: once the dead owner's lease has run out, the
    other node adopts the match by itself (its adopter sweeps the store's list of autonomous
    matches) and the bots play on there to the end; a spectator can watch it there."""
    cluster = await make_cluster(lease=1.0)
    match = await _bot_match_then_kill(cluster, seed=42)
    async with asyncio.timeout(60):
        while await asyncio.to_thread(cluster.owners, match) != ["n2"]:
            await asyncio.sleep(0.2)
    async with GlimmerClient(cluster.nodes["n2"].ws, match, spectate=True) as spectator:
        over = await spectator.wait_game_over(timeout=180)
    assert over is not None and over.winner in (0, 1)
    info = await _finished_on(cluster.nodes["n2"].http, match)
    assert info["result"]["winner"] == over.winner


async def test_a_restarted_node_takes_its_bot_matches_back(make_cluster: ClusterFactory) -> None:
    cluster = await make_cluster(nodes=1, lease=1.0)
    match = await _bot_match_then_kill(cluster, seed=44)
    before = len((await read_match(cluster.redis.url, match))[1])
    await asyncio.to_thread(cluster.restart, "n1")
    info = await _finished_on(cluster.nodes["n1"].http, match)
    assert info["result"]["winner"] in (0, 1) and info["version"] > before


async def test_the_clock_survives_a_failover_and_times_out_on_the_new_node(
    make_cluster: ClusterFactory,
) -> None:
    cluster = await make_cluster(lease=1.0)
    created = await asyncio.to_thread(cluster.create_match, seed=43,
                                      clock={"bank": 8, "increment": 0})
    match, tokens = created["match"], created["tokens"]
    seen = [Seen(), Seen()]
    clients = [GlimmerClient(cluster.ws_urls, match, token=t, on_event=seen[i])
               for i, t in enumerate(tokens)]
    try:
        for client in clients:
            await client.connect(timeout=30)
        view = clients[0].view
        assert view is not None
        (mover,) = view["clock"]["running"]
        view = await clients[mover].wait_for(lambda v: len(v["legal"]) > 1, timeout=10)
        await asyncio.sleep(0.2)
        action = next(a for a in view["legal"] if a["type"] != "concede")
        assert not isinstance(await clients[mover].act(action), Reject)
        await asyncio.to_thread(cluster.kill, "n1")  # nobody acts any more
        overs = [await c.wait_game_over(timeout=60) for c in clients]
    finally:
        for client in clients:
            await client.close()
    _meta, entries, _snap = await read_match(cluster.redis.url, match)
    acted, timeout = entries[-2], entries[-1]
    assert acted.action == action and acted.clock is not None
    assert acted.clock[mover] <= 8 - 0.2  # the mover's thinking was charged
    # n2 timed out the seat the game waited for then, from the banks n1 logged.
    waited = timeout.seat
    assert timeout.action == {"type": "timeout"} and timeout.action_id is None
    assert timeout.clock is not None and timeout.clock[waited] == 0
    assert timeout.clock[1 - waited] == acted.clock[1 - waited]
    assert {(o.winner, o.reason) for o in overs if o is not None} == {
        (1 - waited, "opponent_timeout")}
    assert await asyncio.to_thread(cluster.owners, match) == ["n2"]
    # What the players were shown on n2 (another seq base) started from the logged banks.
    for watcher in seen:
        first_seq = watcher.views[0][0]
        on_n2 = [v for seq, v in watcher.views if seq // SEQ_SPAN != first_seq // SEQ_SPAN]
        assert on_n2, "no view from the node that took over"
        assert on_n2[0]["clock"]["banks"] == acted.clock
        assert abs(on_n2[0]["clock"]["since"] - acted.at) < 0.01
