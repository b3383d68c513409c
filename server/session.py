"""The websocket endpoint: handshake (hello, auth), then the per-connection read loop.

A session does the per-connection policing so the room only ever sees well-formed, authorised,
rate-limited work: frames are size-checked and decoded here, spectators' acts and over-rate
acts are rejected here, and malformed frames earn an `error` (and, repeated, a close) here.
Writes go through the connection's own queue (see `server.connection`), never directly.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

from starlette.websockets import WebSocket

from protocol.codec import decode_client, encode
from protocol.errors import CloseCode, ErrorCode, ProtocolError
from protocol.messages import Act, ClientMessage, Error, Hello, Ping, Pong, Reject
from server.auth import seat_for_token
from server.connection import Connection
from server.ratelimit import StrikeWindow, TokenBucket
from server.registry import NotOwner, RoomsFull
from server.room import Join, Leave, Room, Submit
from server.store.base import StoreError

if TYPE_CHECKING:
    from server.app import ServerContext

log = logging.getLogger("glimmer.session")

#: Close codes for decode failures that end the connection at once.
_FATAL = {
    ErrorCode.TOO_LARGE: 1009,
    ErrorCode.UNSUPPORTED_VERSION: CloseCode.UNSUPPORTED_VERSION,
}


def _decode(frame: bytes | str) -> ClientMessage:
    if isinstance(frame, str):
        raise ProtocolError(ErrorCode.MALFORMED, "text frames are not part of the protocol")
    return decode_client(frame)


class _Refused(Exception):
    """The handshake failed: tell the client why, then close."""

    def __init__(self, code: ErrorCode, reason: str, close_code: int) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.close_code = close_code


def _frame_of(message: MutableMapping[str, Any]) -> bytes | str:
    data = message.get("bytes")
    if isinstance(data, bytes):
        return data
    text = message.get("text")
    return text if isinstance(text, str) else b""


class Session:
    def __init__(self, ws: WebSocket, ctx: ServerContext) -> None:
        self.ws = ws
        self.ctx = ctx
        cfg = ctx.config
        self.bucket = TokenBucket(cfg.rate, cfg.burst)
        self.strikes = StrikeWindow(cfg.malformed_limit, cfg.malformed_window)
        self.flood = StrikeWindow(cfg.flood_limit, cfg.malformed_window)
        client = ws.client
        self.peer = f"{client.host}:{client.port}" if client else "?"

    async def run(self) -> None:
        await self.ws.accept()
        try:
            hello = await self._read_hello()
            room, seat = await self._admit(hello)
        except _Refused as refusal:
            await self._refuse(refusal)
            return
        except _Gone:
            return
        await self._serve(room, seat, hello.resume)

    # ------------------------------------------------------------------ handshake

    async def _receive(self) -> bytes | str:
        message = await self.ws.receive()
        if message["type"] == "websocket.disconnect":
            raise _Gone
        return _frame_of(message)

    async def _read_hello(self) -> Hello:
        try:
            async with asyncio.timeout(self.ctx.config.hello_timeout):
                frame = await self._receive()
        except TimeoutError:
            raise _Refused(
                ErrorCode.BAD_FIELD, "no hello received in time", CloseCode.HELLO_TIMEOUT
            ) from None
        try:
            msg = _decode(frame)
        except ProtocolError as exc:
            self.ctx.metrics.errors.labels(exc.code.value).inc()
            close = _FATAL.get(exc.code, CloseCode.PROTOCOL_VIOLATION)
            raise _Refused(exc.code, exc.reason, close) from None
        if not isinstance(msg, Hello):
            raise _Refused(
                ErrorCode.UNKNOWN_TYPE, f"the first message must be hello, not {msg.TYPE}",
                CloseCode.PROTOCOL_VIOLATION,
            )
        expected = self.ws.query_params.get("match")
        if expected is not None and expected != msg.match:
            raise _Refused(
                ErrorCode.BAD_FIELD, "hello names another match than the url",
                CloseCode.PROTOCOL_VIOLATION,
            )
        return msg

    async def _admit(self, hello: Hello) -> tuple[Room, int | None]:
        try:
            room = await self.ctx.registry.room(hello.match)
        except RoomsFull:
            raise _Refused(ErrorCode.UNAVAILABLE, "server is full", 1013) from None
        except NotOwner:
            raise _Refused(
                ErrorCode.NOT_OWNER, "match is hosted elsewhere", CloseCode.NOT_OWNER
            ) from None
        except StoreError as exc:  # e.g. Redis unreachable: try again later
            log.warning("loading match failed: %s", type(exc).__name__)
            raise _Refused(ErrorCode.UNAVAILABLE, "match unavailable", 1013) from None
        except Exception as exc:
            log.error("loading match failed: %s", type(exc).__name__)
            raise _Refused(ErrorCode.UNAVAILABLE, "match unavailable", 1013) from None
        if room is None:
            raise _Refused(ErrorCode.NO_SUCH_MATCH, "no such match", CloseCode.NO_SUCH_MATCH)
        if hello.spectate:
            return room, None
        assert hello.token is not None
        seat = seat_for_token(hello.token, room.meta.token_hashes)
        if seat is None:
            raise _Refused(ErrorCode.UNAUTHORIZED, "bad seat token", CloseCode.UNAUTHORIZED)
        return room, seat

    async def _refuse(self, refusal: _Refused) -> None:
        self.ctx.metrics.errors.labels(refusal.code.value).inc()
        self.ctx.metrics.disconnects.labels("refused").inc()
        try:
            async with asyncio.timeout(self.ctx.config.close_timeout):
                await self.ws.send_bytes(encode(Error(refusal.code, refusal.reason, close=True)))
                await self.ws.close(refusal.close_code, refusal.reason)
        except Exception as exc:  # the client may already be gone
            log.debug("refusing %s: %s", self.peer, type(exc).__name__)

    # ------------------------------------------------------------------ serving

    async def _serve(self, room: Room, seat: int | None, resume: int | None) -> None:
        cfg = self.ctx.config
        conn = Connection(
            self.ws, seat=seat, queue_size=cfg.send_queue, close_timeout=cfg.close_timeout,
            too_slow_code=CloseCode.TOO_SLOW, peer=self.peer,
        )
        conn.start()
        gauge = self.ctx.metrics.connections.labels(conn.role)
        gauge.inc()
        try:
            if not room.post(Join(conn, resume)):  # the room closed just now: load it again
                try:
                    fresh = await self.ctx.registry.room(room.match_id)
                except NotOwner:  # it closed because another node took the match over
                    conn.close(CloseCode.NOT_OWNER, "match is hosted elsewhere",
                               label="not_owner")
                    return
                except Exception as exc:  # full, or the store is down: try again later
                    log.warning("reloading match failed: %s", type(exc).__name__)
                    fresh = None
                if fresh is None or not fresh.post(Join(conn, resume)):
                    conn.close(CloseCode.SHUTTING_DOWN, "room closed; reconnect", label="server")
                    return
                room = fresh
            reader = asyncio.create_task(self._read_loop(room, conn), name=f"reader {self.peer}")
            closed = asyncio.create_task(conn.closed.wait())
            await asyncio.wait({reader, closed}, return_when=asyncio.FIRST_COMPLETED)
            for task in (reader, closed):
                task.cancel()
            await asyncio.wait({reader, closed})
        finally:
            room.post(Leave(conn))
            await conn.shutdown()
            gauge.dec()
            self.ctx.metrics.disconnects.labels(conn.close_label).inc()

    async def _read_loop(self, room: Room, conn: Connection) -> None:
        metrics = self.ctx.metrics
        while True:
            try:
                frame = await self._receive()
            except _Gone:
                conn.connection_lost()
                return
            received = time.perf_counter()
            try:
                msg = _decode(frame)
            except ProtocolError as exc:
                metrics.errors.labels(exc.code.value).inc()
                fatal = _FATAL.get(exc.code)
                if fatal is None and not self.strikes.strike():
                    conn.send(encode(Error.from_exception(exc)))
                    continue
                conn.send(encode(Error.from_exception(exc, close=True)))
                if fatal is not None:
                    conn.close(fatal, exc.reason[:120], label=exc.code.value)
                else:
                    conn.close(CloseCode.PROTOCOL_VIOLATION, "too many malformed frames",
                               label="malformed")
                return
            if isinstance(msg, Act):
                limited = not self._on_act(room, conn, msg, received)
            elif isinstance(msg, Ping):
                limited = not self.bucket.try_take(0.25)
                if limited:
                    metrics.errors.labels(ErrorCode.RATE_LIMITED.value).inc()
                    conn.send(encode(Error(ErrorCode.RATE_LIMITED, "too many pings")))
                else:
                    conn.send(encode(Pong(msg.nonce)))
            else:
                limited = False
                metrics.errors.labels(ErrorCode.UNKNOWN_TYPE.value).inc()
                conn.send(encode(Error(ErrorCode.UNKNOWN_TYPE, "already said hello")))
            if limited and self.flood.strike():  # ignoring rate_limited answers: a flood
                conn.send(encode(Error(ErrorCode.RATE_LIMITED, "flooding", close=True)))
                conn.close(CloseCode.POLICY, "flooding", label="flood")
                return

    def _on_act(self, room: Room, conn: Connection, act: Act, received: float) -> bool:
        """Route an act to the room; False when it was over the rate limit."""
        rejections = self.ctx.metrics.rejections
        if not self.bucket.try_take():
            rejections.labels(ErrorCode.RATE_LIMITED.value).inc()
            conn.send(encode(Reject(act.id, ErrorCode.RATE_LIMITED, "slow down; retry later")))
            return False
        if conn.seat is None:
            rejections.labels(ErrorCode.SPECTATOR.value).inc()
            conn.send(encode(Reject(act.id, ErrorCode.SPECTATOR, "spectators cannot act")))
        elif not room.post(Submit(conn, act, received)):
            rejections.labels(ErrorCode.UNAVAILABLE.value).inc()
            conn.send(encode(Reject(act.id, ErrorCode.UNAVAILABLE, "room closed; reconnect")))
        return True


class _Gone(Exception):
    """The client disconnected."""


async def websocket_endpoint(ws: WebSocket) -> None:
    ctx: ServerContext = ws.app.state.glimmer
    await Session(ws, ctx).run()
