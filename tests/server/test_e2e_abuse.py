"""A hostile or broken client gets typed errors, then a close code, and hurts nobody else."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import msgpack
import pytest
from server_harness import ServerProcess
from server_wire import RawClient
from websockets.exceptions import ConnectionClosed

from protocol.codec import MAX_FRAME_BYTES, encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, Error, Hello, Ping, Pong, Reject

pytestmark = pytest.mark.e2e


async def test_malformed_frames_get_errors_then_a_close(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as client:
        await client.hello(created["match"], created["tokens"][0])
        await client.send_raw(b"\xc1not msgpack")
        err = await client.expect(Error)
        assert err.code is ErrorCode.MALFORMED and not err.close
        await client.send_raw(msgpack.packb({"t": "act", "v": 1, "id": "x"}))
        err = await client.expect(Error)
        assert err.code is ErrorCode.BAD_FIELD
        await client.send_raw("a text frame")
        err = await client.expect(Error)
        assert err.code is ErrorCode.MALFORMED
        await client.send(Hello(created["match"], created["tokens"][0]))
        err = await client.expect(Error)
        assert err.code is ErrorCode.OUT_OF_ORDER and not err.close  # a hello again
        # The connection still works between bad frames.
        await client.send(Ping(7))
        assert (await client.expect(Pong)).nonce == 7
        for _ in range(5):  # default --malformed-limit 5 within 10 s
            await client.send_raw(b"\x00\x01")
        last = await client.expect(Error)
        while not last.close:
            last = await client.expect(Error)
        assert await client.closed_code() == CloseCode.PROTOCOL_VIOLATION


async def test_an_oversized_frame_gets_an_error_and_the_session_goes_on(
    server: ServerProcess,
) -> None:
    """Like any bad frame: an `error` and a strike, not the end of the session (it used to
    close with 1009, which tells a client not to reconnect)."""
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws, max_size=None) as client:
        await client.hello(created["match"], created["tokens"][0])
        big = encode(Act("big", {"type": "end_turn", "pad": "x" * MAX_FRAME_BYTES}))
        await client.send_raw(big)
        err = await client.expect(Error)
        assert err.code is ErrorCode.TOO_LARGE and not err.close
        await client.send(Ping(3))
        assert (await client.expect(Pong)).nonce == 3


async def test_handshake_refusals(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match)
    cases: list[tuple[Callable[[RawClient], object], ErrorCode, int]] = [
        (lambda c: c.send(Hello(created["match"], "not-a-token")),
         ErrorCode.UNAUTHORIZED, CloseCode.UNAUTHORIZED),
        (lambda c: c.send(Hello("no-such-match", None, True)),
         ErrorCode.NO_SUCH_MATCH, CloseCode.NO_SUCH_MATCH),
        (lambda c: c.send(Ping(1)), ErrorCode.OUT_OF_ORDER, CloseCode.PROTOCOL_VIOLATION),
        # A seat hello without a token is a missing credential, not a malformed hello.
        (lambda c: c.send_raw(msgpack.packb({"t": "hello", "v": 1, "match": created["match"]})),
         ErrorCode.UNAUTHORIZED, CloseCode.UNAUTHORIZED),
        (lambda c: c.send_raw(encode(Act("x", {"type": "end_turn"}))),
         ErrorCode.OUT_OF_ORDER, CloseCode.PROTOCOL_VIOLATION),
        (lambda c: c.send_raw(b"\x92" + b"\xa1x" * (MAX_FRAME_BYTES // 2)),
         ErrorCode.TOO_LARGE, CloseCode.PROTOCOL_VIOLATION),
        (lambda c: c.send_raw(msgpack.packb({"t": "hello", "v": 99, "match": "m"})),
         ErrorCode.UNSUPPORTED_VERSION, CloseCode.UNSUPPORTED_VERSION),
        (lambda c: c.send_raw(b"\xff"), ErrorCode.MALFORMED, CloseCode.PROTOCOL_VIOLATION),
    ]
    for send, code, close_code in cases:
        async with await RawClient.open(server.ws) as client:
            await send(client)  # type: ignore[misc]
            err = await client.expect(Error)
            assert (err.code, err.close) == (code, True)
            assert await client.closed_code() == close_code


async def test_hello_timeout(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--hello-timeout", "0.3")
    async with await RawClient.open(server.ws) as client:
        err = await client.expect(Error)
        assert err.code is ErrorCode.HELLO_TIMEOUT and err.close
        assert await client.closed_code() == CloseCode.HELLO_TIMEOUT


async def test_rate_limit_rejects_instead_of_dropping(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--rate", "2", "--burst", "3")
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as client:
        await client.hello(created["match"], created["tokens"][0])
        for i in range(6):
            await client.act(f"r{i}", {"type": "end_turn"})
        answers = [await client.expect(Reject) for _ in range(6)]
        codes = {a.id: a.code for a in answers}
        assert [codes[f"r{i}"] is ErrorCode.RATE_LIMITED for i in range(6)].count(True) >= 2
        # The burst reached the room (and got a rules answer).
        assert all(codes[f"r{i}"] is not ErrorCode.RATE_LIMITED for i in range(3))
        # Rate-limited ids are not remembered: the same id is evaluated again later.
        limited = next(a.id for a in answers if a.code is ErrorCode.RATE_LIMITED)
        await asyncio.sleep(0.6)
        await client.act(limited, {"type": "end_turn"})
        again = await client.expect(Reject)
        assert again.id == limited and again.code is not ErrorCode.RATE_LIMITED
    assert await asyncio.to_thread(server.metric, "glimmer_rejections_total",
                                   code="rate_limited") >= 2


async def test_flooding_past_the_rate_limit_closes(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--rate", "1", "--burst", "2", "--flood-limit", "5")
    created = await asyncio.to_thread(server.create_match)
    async with await RawClient.open(server.ws) as client:
        await client.hello(created["match"], created["tokens"][0])
        for i in range(20):
            await client.act(f"f{i}", {"type": "end_turn"})
        err = await client.expect(Error)
        assert err.code is ErrorCode.RATE_LIMITED and err.close
        assert await client.closed_code() == CloseCode.POLICY


async def test_a_newer_connection_for_a_seat_replaces_the_older(
    server: ServerProcess,
) -> None:
    """One connection per seat: a second hello for the seat closes the first (`replaced`,
    4010), and the acks of the new connection's actions reach only the new connection."""
    created = await asyncio.to_thread(server.create_match)
    match, tokens = created["match"], created["tokens"]
    older = await RawClient.open(server.ws)
    await older.hello(match, tokens[0])
    newer = await RawClient.open(server.ws)
    welcome = await newer.hello(match, tokens[0])
    err = await older.expect(Error)
    assert err.code is ErrorCode.REPLACED and err.close
    assert await older.closed_code() == CloseCode.REPLACED
    # The seat to move acts on the newer connection; nobody else hears of its ack.
    assert welcome.view is not None
    mover = newer if welcome.view["legal"][0]["type"] != "concede" else None
    if mover is None:  # seat 1 moves first: replace its connection the same way
        old1 = await RawClient.open(server.ws)
        await old1.hello(match, tokens[1])
        mover = await RawClient.open(server.ws)
        await mover.hello(match, tokens[1])
        assert await old1.closed_code() == CloseCode.REPLACED
    view = mover.mirror.view
    assert view is not None
    move = next(a for a in view["legal"] if a["type"] != "concede")
    await mover.act("one", move)
    ack = await mover.expect(Ack)
    assert ack.id == "one"
    for client in (older, newer, mover):
        await client.close()


async def test_hellos_and_pings_after_the_hello_count_against_the_budget(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    """A repeated hello and websocket PING control frames used to cost nothing: a client
    could keep a server core busy with them. Now a flood of either closes (4008)."""
    server = spawn_server("--rate", "1", "--burst", "2", "--flood-limit", "5")
    created = await asyncio.to_thread(server.create_match)
    hello = Hello(created["match"], created["tokens"][0])
    async with await RawClient.open(server.ws) as client:
        await client.hello(created["match"], created["tokens"][0])
        for _ in range(20):
            await client.send(hello)
        codes = []
        while True:
            err = await client.expect(Error)
            codes.append(err.code)
            if err.close:
                break
        assert ErrorCode.RATE_LIMITED in codes and codes[-1] is ErrorCode.RATE_LIMITED
        assert await client.closed_code() == CloseCode.POLICY
    async with await RawClient.open(server.ws, ping_interval=None) as client:
        await client.hello(created["match"], created["tokens"][0])
        # One PING at a time, each after the last one's PONG: the server hangs up on a flooder
        # at once, and data of ours it has not read then would turn its close into a reset
        # that can drop the error and close frames before the client reads them.
        for i in range(60):
            try:
                await asyncio.wait_for(await client.ws.ping(str(i)), 5)
            except (ConnectionClosed, TimeoutError):
                break
        err = await client.expect(Error)
        assert err.code is ErrorCode.RATE_LIMITED and err.close
        assert await client.closed_code() == CloseCode.POLICY
