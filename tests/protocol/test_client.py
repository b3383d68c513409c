"""GlimmerClient against a tiny in-test protocol server (the real server is built separately).

The fake server hosts one "counter" match: the action ``{"type": "inc"}`` adds one to ``n`` and
appends to ``log``. Its knobs simulate what a real deployment does to clients: dropped
connections after an action was applied, transient ``unavailable`` rejects, nodes that do not own
the match, lost resume history, gaps in the patch stream, final close codes.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import random
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from protocol import (
    Ack,
    Act,
    ClientClosed,
    CloseCode,
    Error,
    ErrorCode,
    GameOver,
    GlimmerClient,
    Hello,
    Patch,
    Ping,
    Pong,
    ProtocolError,
    Reject,
    ViewUpdate,
    Welcome,
    decode_client,
    diff,
    encode,
)

MATCH = "m-1"
TOKEN = "seat-0-token"


@dataclass
class FakeMatch:
    seq: int = 0
    view: dict[str, Any] = field(default_factory=lambda: {"n": 0, "log": [], "result": None})
    history: dict[int, dict[str, Any]] = field(default_factory=dict)
    applied: dict[str | int, int] = field(default_factory=dict)  # action id -> seq
    conns: set[ServerConnection] = field(default_factory=set)
    hellos: list[Hello] = field(default_factory=list)
    acts: list[Act] = field(default_factory=list)
    apply_count: int = 0
    # knobs
    can_resume: bool = True
    unavailable: int = 0  # reject the next N acts with "unavailable"
    drop_after_apply: int = 0  # close (1012) the next N times right after applying, no ack
    abort_after_apply: int = 0  # drop the TCP connection (no close frame) instead
    gap_next: bool = False  # send the next patch with a wrong "from"
    corrupt_next: bool = False  # send the next patch with ops that do not fit the view
    garbage_next: bool = False  # send a text frame instead of the next patch
    silent: bool = False  # never answer acts
    unknown: int = 0  # reject the next N acts with "outcome_unknown" (nothing applied)
    hide_next_patch: bool = False  # apply the next act and ack it, but lose its patch

    def __post_init__(self) -> None:
        self.history[0] = copy.deepcopy(self.view)

    def apply(self, action: dict[str, Any]) -> Patch:
        old = self.view
        new = copy.deepcopy(old)
        if action["type"] == "inc":
            new["n"] += 1
            new["log"].append(new["n"])
        elif action["type"] == "concede":
            new["result"] = {"winner": 1, "reason": "concede"}
        self.seq += 1
        self.view = new
        self.history[self.seq] = copy.deepcopy(new)
        self.apply_count += 1
        return Patch(self.seq - 1, self.seq, diff(old, new))


@dataclass
class FakeNode:
    match: FakeMatch
    server: Server | None = None
    close_hello_with: list[int] = field(default_factory=list)  # close codes for next hellos
    hellos: int = 0

    @property
    def url(self) -> str:
        assert self.server is not None
        host, port = next(iter(self.server.sockets)).getsockname()[:2]
        return f"ws://{host}:{port}/ws"

    async def handler(self, ws: ServerConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self._serve(ws)
        self.match.conns.discard(ws)

    async def _serve(self, ws: ServerConnection) -> None:
        m = self.match
        hello = decode_client(await ws.recv())
        assert isinstance(hello, Hello)
        m.hellos.append(hello)
        self.hellos += 1
        if self.close_hello_with:
            code = self.close_hello_with.pop(0)
            if code == CloseCode.UNAUTHORIZED:
                await ws.send(encode(Error(ErrorCode.UNAUTHORIZED, "bad token", close=True)))
            await ws.close(code, "go away")
            return
        if hello.resume is not None and m.can_resume and hello.resume in m.history:
            await ws.send(encode(Welcome(MATCH, 0, hello.resume, None, resumed=True)))
            if hello.resume != m.seq:
                ops = diff(m.history[hello.resume], m.view)
                await ws.send(encode(Patch(hello.resume, m.seq, ops)))
        else:
            seat = None if hello.spectate else 0
            await ws.send(encode(Welcome(MATCH, seat, m.seq, m.view)))
        m.conns.add(ws)
        async for frame in ws:
            msg = decode_client(frame)
            if isinstance(msg, Ping):
                await ws.send(encode(Pong(msg.nonce, m.seq)))
            elif isinstance(msg, Act):
                await self._act(ws, msg)

    async def _act(self, ws: ServerConnection, msg: Act) -> None:
        m = self.match
        m.acts.append(msg)
        if m.silent:
            return
        if msg.id in m.applied:  # idempotent: same id, same outcome, applied once
            await ws.send(encode(Ack(msg.id, m.applied[msg.id])))
            return
        if m.unavailable:
            m.unavailable -= 1
            await ws.send(encode(Reject(msg.id, ErrorCode.UNAVAILABLE, "moving the match")))
            return
        if m.unknown:
            m.unknown -= 1
            await ws.send(encode(Reject(msg.id, ErrorCode.OUTCOME_UNKNOWN, "not sure")))
            return
        if msg.action.get("type") not in ("inc", "concede"):
            await ws.send(encode(Reject(msg.id, ErrorCode.ILLEGAL, "cannot do that")))
            return
        patch = m.apply(msg.action)
        m.applied[msg.id] = m.seq
        if m.drop_after_apply:
            m.drop_after_apply -= 1
            await ws.close(1012, "restarting")
            return
        if m.abort_after_apply:
            m.abort_after_apply -= 1
            ws.transport.abort()
            return
        if m.gap_next:
            m.gap_next = False
            patch = Patch(patch.from_seq + 5, patch.seq + 5, patch.ops)
        if m.corrupt_next:
            m.corrupt_next = False
            patch = Patch(patch.from_seq, patch.seq, [["del", ["no_such_key"]]])
        frame: bytes | str = encode(patch)
        if m.hide_next_patch:
            m.hide_next_patch = False
            await ws.send(encode(Ack(msg.id, m.seq)))
            return
        if m.garbage_next:
            m.garbage_next = False
            frame = "not msgpack"
        for conn in list(m.conns):
            with contextlib.suppress(ConnectionClosed):
                await conn.send(frame)
        await ws.send(encode(Ack(msg.id, m.seq)))
        if msg.action["type"] == "concede":
            await ws.send(encode(GameOver(1, "concede", m.seq)))
            await ws.close(CloseCode.GAME_FINISHED, "game over")


NodeFactory = Callable[[FakeMatch], Awaitable[FakeNode]]


@pytest.fixture
async def make_node() -> AsyncIterator[NodeFactory]:
    servers: list[Server] = []

    async def factory(match: FakeMatch) -> FakeNode:
        node = FakeNode(match)
        node.server = await serve(node.handler, "127.0.0.1", 0)
        servers.append(node.server)
        return node

    yield factory
    for server in servers:
        server.close()
        await server.wait_closed()


def dead_url() -> str:
    """A url on which nothing listens (a port that was just free)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"ws://127.0.0.1:{port}/ws"


def client(urls: list[str] | str, **kw: Any) -> GlimmerClient:
    kw.setdefault("token", None if kw.get("spectate") else TOKEN)
    kw.setdefault("backoff_initial", 0.01)
    kw.setdefault("backoff_max", 0.05)
    kw.setdefault("rng", random.Random(7))
    kw.setdefault("connect_kwargs", {"proxy": None})
    return GlimmerClient(urls, MATCH, **kw)


async def test_connect_act_ack(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    async with client(node.url) as c:
        assert c.connected
        assert c.view == {"n": 0, "log": [], "result": None}
        assert (c.seq, c.seat) == (0, 0)
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert outcome.seq == 1
        assert c.seq == 1  # the patch arrives before the ack
        assert c.view == {"n": 1, "log": [1], "result": None}
        assert isinstance(outcome.id, str)
        assert match.acts[0].id == outcome.id
        assert match.hellos == [Hello(MATCH, TOKEN)]
    assert c.closed
    assert c.stats.welcomes == 1
    assert c.stats.patches == 1
    assert c.stats.acks == 1
    assert c.stats.reconnects == 0


async def test_reject_is_returned(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    async with client(node.url) as c:
        outcome = await c.act({"type": "fly"}, action_id=42)
        assert outcome == Reject(42, ErrorCode.ILLEGAL, "cannot do that")
        assert c.stats.rejects == 1


async def test_action_ids_are_unique(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    async with client(node.url) as c:
        results = await asyncio.gather(*(c.act({"type": "inc"}) for _ in range(10)))
        assert all(isinstance(r, Ack) for r in results)
        assert len({a.id for a in match.acts}) == 10
        assert c.view is not None
        assert c.view["n"] == 10
        assert c.view["log"] == list(range(1, 11))


async def test_unavailable_is_retried_with_the_same_id(make_node: NodeFactory) -> None:
    match = FakeMatch(unavailable=2)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert [a.id for a in match.acts] == [outcome.id] * 3
        assert c.stats.retries == 2
        assert match.apply_count == 1


async def test_retries_are_bounded(make_node: NodeFactory) -> None:
    match = FakeMatch(unavailable=10)
    node = await make_node(match)
    async with client(node.url, max_retries=2) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Reject)
        assert outcome.code is ErrorCode.UNAVAILABLE
        assert len(match.acts) == 3


async def test_inflight_action_resent_with_same_id_after_drop_and_resumed(
    make_node: NodeFactory,
) -> None:
    match = FakeMatch(drop_after_apply=1)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert outcome.seq == 1
        assert match.apply_count == 1  # applied exactly once
        assert [a.id for a in match.acts] == [outcome.id, outcome.id]
        assert [h.resume for h in match.hellos] == [None, 0]
        assert c.view == {"n": 1, "log": [1], "result": None}
        assert c.seq == 1
        s = c.stats
        assert (s.reconnects, s.resumes, s.fresh_welcomes, s.resent) == (1, 1, 0, 1)


async def test_abrupt_disconnect_reconnects(make_node: NodeFactory) -> None:
    match = FakeMatch(abort_after_apply=1)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert match.apply_count == 1
        assert c.stats.reconnects == 1


async def test_fresh_welcome_when_server_cannot_resume(make_node: NodeFactory) -> None:
    match = FakeMatch(drop_after_apply=1, can_resume=False)
    node = await make_node(match)
    events: list[Any] = []
    async with client(node.url, on_event=events.append) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert c.view == {"n": 1, "log": [1], "result": None}
        s = c.stats
        assert (s.reconnects, s.resumes, s.fresh_welcomes, s.welcomes) == (1, 0, 1, 2)
    assert [type(e) for e in events] == [ViewUpdate, ViewUpdate]
    assert all(e.fresh for e in events)


async def test_gap_forces_resync_by_resume(make_node: NodeFactory) -> None:
    match = FakeMatch(gap_next=True)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        await c.wait_for(lambda v: v["n"] == 1, timeout=5)
        assert c.stats.resyncs == 1
        assert c.stats.resumes == 1
        assert [h.resume for h in match.hellos] == [None, 0]
        assert match.apply_count == 1


@pytest.mark.parametrize("knob", ["corrupt_next", "garbage_next"])
async def test_bad_patch_forces_fresh_welcome(make_node: NodeFactory, knob: str) -> None:
    match = FakeMatch()
    setattr(match, knob, True)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"}, at=0)
        assert isinstance(outcome, Ack)
        await c.wait_for(lambda v: v["n"] == 1, timeout=5)
        assert [h.resume for h in match.hellos] == [None, None]  # the mirror was dropped
        assert c.stats.fresh_welcomes == 1
        assert match.apply_count == 1
        assert match.acts[0].at == 0


async def test_non_fatal_error_keeps_session(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    async with client(node.url) as c:
        for conn in match.conns:
            await conn.send(encode(Error(ErrorCode.RATE_LIMITED, "slow down")))
        assert isinstance(await c.act({"type": "inc"}), Ack)
        assert c.last_error == Error(ErrorCode.RATE_LIMITED, "slow down")
        assert c.stats.errors == 1
        assert c.stats.reconnects == 0


async def test_not_owner_moves_to_next_url(make_node: NodeFactory) -> None:
    match = FakeMatch()
    a = await make_node(match)
    b = await make_node(match)
    a.close_hello_with = [CloseCode.NOT_OWNER] * 100
    async with client([a.url, b.url]) as c:
        assert (a.hellos, b.hellos) == (1, 1)
        assert isinstance(await c.act({"type": "inc"}), Ack)
        assert c.stats.connect_failures == 1


async def test_unreachable_url_is_skipped(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    async with client([dead_url(), node.url]) as c:
        assert c.connected
        assert c.stats.connect_failures == 1
        assert c.stats.connects == 1


async def test_shutting_down_node_then_other_node(make_node: NodeFactory) -> None:
    match = FakeMatch()
    a = await make_node(match)
    b = await make_node(match)
    async with client([a.url, b.url]) as c:
        assert isinstance(await c.act({"type": "inc"}), Ack)
        for conn in list(match.conns):
            await conn.close(CloseCode.SHUTTING_DOWN, "deploy")
        await c.wait_for(lambda v: True)
        assert isinstance(await c.act({"type": "inc"}), Ack)
        assert c.view is not None
        assert c.view["n"] == 2
        assert b.hellos == 1
        assert match.hellos[-1].resume == 1


async def test_final_close_code_stops_the_client(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    node.close_hello_with = [CloseCode.UNAUTHORIZED]
    c = client(node.url)
    with pytest.raises(ClientClosed) as ei:
        await c.connect()
    assert ei.value.code == CloseCode.UNAUTHORIZED
    assert ei.value.error is not None
    assert ei.value.error.code is ErrorCode.UNAUTHORIZED
    assert c.closed
    assert node.hellos == 1
    with pytest.raises(ClientClosed):
        await c.act({"type": "inc"})
    await c.close()


async def test_gives_up_after_max_attempts() -> None:
    c = client(dead_url(), max_attempts=2)
    with pytest.raises(ClientClosed) as ei:
        await c.connect(timeout=10)
    assert "gave up" in ei.value.reason
    assert c.stats.connect_failures == 2
    await c.close()


async def test_retries_until_server_appears(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    node.close_hello_with = [1013, 1013, 1013]  # try again later
    async with client(node.url) as c:
        assert c.connected
        assert node.hellos == 4
        assert c.stats.connect_failures == 3
        assert c.stats.reconnects == 0  # never established before


async def test_act_before_connected_is_sent_after_welcome(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    node.close_hello_with = [1012, 1012]
    c = client(node.url)
    task = asyncio.create_task(c.act({"type": "inc"}))
    await c.connect()
    outcome = await task
    assert isinstance(outcome, Ack)
    assert len(match.acts) == 1
    assert c.stats.resent == 0
    await c.close()


async def test_game_over(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    c = client(node.url)
    await c.connect()
    seen: list[Any] = []

    async def consume() -> None:
        async for event in c.updates():
            seen.append(event)

    consumer = asyncio.create_task(consume())
    await asyncio.sleep(0)
    assert isinstance(await c.act({"type": "inc"}), Ack)
    assert isinstance(await c.act({"type": "concede"}), Ack)
    over = await c.wait_game_over(timeout=5)
    assert over == GameOver(1, "concede", 2)
    await asyncio.wait_for(consumer, 5)  # the iterator ends when the client stops
    assert [type(e) for e in seen] == [ViewUpdate, ViewUpdate, ViewUpdate, GameOver]
    assert [e.seq for e in seen] == [0, 1, 2, 2]
    await c.wait_for(lambda v: v["result"] is not None, timeout=5)
    assert c.closed  # the updates iterator only ends once the client has stopped
    assert c.close_error is not None
    assert c.close_error.code == CloseCode.GAME_FINISHED
    assert c.game_over == over
    await c.close()


async def test_spectator(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    async with client(node.url, spectate=True) as c:
        assert c.seat is None
        assert match.hellos == [Hello(MATCH, None, spectate=True)]
        with pytest.raises(ProtocolError) as ei:
            await c.act({"type": "inc"})
        assert ei.value.code is ErrorCode.SPECTATOR


async def test_ping(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    async with client(node.url) as c:
        rtt = await c.ping(timeout=5)
        assert 0 <= rtt < 5


async def test_close_fails_pending_actions(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch(silent=True))
    c = client(node.url)
    await c.connect()
    task = asyncio.create_task(c.act({"type": "inc"}))
    await asyncio.sleep(0.05)
    await c.close()
    with pytest.raises(ClientClosed):
        await task
    await c.close()  # idempotent


async def test_act_timeout_forgets_the_action(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch(silent=True))
    async with client(node.url) as c:
        with pytest.raises(TimeoutError):
            await c.act({"type": "inc"}, action_id="a", timeout=0.05)
        with pytest.raises(TimeoutError):  # the id is free again
            await c.act({"type": "inc"}, action_id="a", timeout=0.05)


async def test_invalid_actions_fail_locally(make_node: NodeFactory) -> None:
    match = FakeMatch()
    node = await make_node(match)
    async with client(node.url) as c:
        with pytest.raises(ProtocolError) as ei:
            await c.act({"type": "x", "f": float("nan")})
        assert ei.value.code is ErrorCode.BAD_FIELD
        with pytest.raises(ProtocolError) as ei:
            await c.act({"type": "x", "pad": "a" * 70_000})
        assert ei.value.code is ErrorCode.TOO_LARGE
        with pytest.raises(ProtocolError):
            await c.act({"type": "inc"}, action_id="")
        assert match.acts == []


async def test_wait_for_times_out(make_node: NodeFactory) -> None:
    node = await make_node(FakeMatch())
    async with client(node.url) as c:
        with pytest.raises(TimeoutError):
            await c.wait_for(lambda v: v["n"] == 5, timeout=0.05)


async def test_close_while_backing_off() -> None:
    c = client(dead_url(), backoff_initial=10, backoff_max=10)
    with pytest.raises(TimeoutError):
        await c.connect(timeout=0.2)
    await c.close()
    assert c.closed


def test_constructor_validation() -> None:
    with pytest.raises(ValueError, match="exactly one"):
        GlimmerClient("ws://h/ws", MATCH)
    with pytest.raises(ValueError, match="exactly one"):
        GlimmerClient("ws://h/ws", MATCH, token="t", spectate=True)
    with pytest.raises(ValueError, match="url"):
        GlimmerClient([], MATCH, token="t")
    with pytest.raises(ValueError):
        GlimmerClient("http://h/ws", MATCH, token="t")


def test_backoff_is_exponential_capped_and_jittered() -> None:
    c = GlimmerClient("ws://h/ws", MATCH, token="t", backoff_initial=0.1, backoff_max=1.0,
                      jitter=0.0)  # fmt: skip
    assert [c._backoff(n) for n in range(6)] == pytest.approx([0.1, 0.2, 0.4, 0.8, 1.0, 1.0])
    c = GlimmerClient("ws://h/ws", MATCH, token="t", backoff_initial=1.0, backoff_max=1.0,
                      jitter=0.5, rng=random.Random(1))  # fmt: skip
    delays = [c._backoff(3) for _ in range(200)]
    assert all(0.5 <= d <= 1.0 for d in delays)
    assert len(set(delays)) > 100


async def test_not_owner_keeps_retries_prompt_past_a_dead_url(make_node: NodeFactory) -> None:
    """A dead owner's url and a live node answering not_owner (its lease has not run out yet):
    the client keeps retrying at the not_owner pace instead of backing off, and is served as
    soon as the live node takes the match."""
    node = await make_node(FakeMatch())
    node.close_hello_with = [CloseCode.NOT_OWNER] * 12
    c = client([dead_url(), node.url], backoff_initial=0.01, backoff_max=10.0,
               not_owner_delay=0.02)
    try:
        await c.connect(timeout=5)  # with a growing backoff this would take ~40 s
        assert node.hellos == 13
    finally:
        await c.close()


async def test_outcome_unknown_is_resent_with_the_same_id(make_node: NodeFactory) -> None:
    match = FakeMatch(unknown=2)
    node = await make_node(match)
    async with client(node.url) as c:
        outcome = await c.act({"type": "inc"})
        assert isinstance(outcome, Ack)
        assert len({a.id for a in match.acts}) == 1 and len(match.acts) == 3
        assert match.apply_count == 1


async def test_a_pong_ahead_of_the_view_makes_the_client_resume(make_node: NodeFactory) -> None:
    """The last patch was lost (nothing follows to show the gap): the pong's seq tells."""
    match = FakeMatch(hide_next_patch=True)
    node = await make_node(match)
    async with client(node.url) as c:
        assert isinstance(await c.act({"type": "inc"}), Ack)
        assert c.view is not None and c.view["n"] == 0  # the patch never came
        with contextlib.suppress(ConnectionError):
            await c.ping(timeout=5)
        view = await c.wait_for(lambda v: v["n"] == 1, timeout=5)
        assert view["log"] == [1]
        assert c.stats.resyncs == 1 and match.hellos[-1].resume == 0
