"""The websocket endpoint: handshake (hello, auth), then the per-connection read loop.

A session does the per-connection policing so the room only ever sees well-formed, authorised,
rate-limited work: frames are size-checked and decoded here, spectators' acts and over-rate
acts are rejected here, and malformed frames earn an `error` (and, repeated, a close) here.
Writes go through the connection's own queue (see `server.connection`), never directly.

`/ws` is served as a plain ASGI websocket (`WebSocketEndpoint`, hooked in front of starlette's
router), not through starlette's `WebSocket`: every frame of every connection passes through
here, and going straight to uvicorn's `send`/`receive` skips two wrapper layers and a state
machine per frame. The session reads in the connection's own ASGI task (no extra reader task),
which keeps a connection down to that task plus its writer.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

from protocol.codec import decode_client, encode
from protocol.errors import CloseCode, ErrorCode, ProtocolError
from protocol.messages import Act, ClientMessage, Error, Hello, Ping, Pong, Reject
from server.auth import seat_for_token
from server.connection import Connection
from server.ratelimit import StrikeWindow, TokenBucket
from server.registry import NotOwner, RoomsFull
from server.room import Join, Leave, Room, Submit
from server.store.base import StoreError
from server.ws_protocol import WsProtocol, binary_frame

if TYPE_CHECKING:
    from server.app import ServerContext

log = logging.getLogger("glimmer.session")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Where the websocket endpoint lives.
WS_PATH = "/ws"

#: Errors that end the connection at once whenever they happen, with their close codes.
#: Before the welcome every error ends it (4002 unless listed); after it, a bad frame earns
#: an `error` and a strike (`--malformed-limit` strikes close with 4002). docs/PROTOCOL.md,
#: section 8, lists the same.
_FATAL = {
    ErrorCode.UNSUPPORTED_VERSION: CloseCode.UNSUPPORTED_VERSION,
    ErrorCode.UNAUTHORIZED: CloseCode.UNAUTHORIZED,
}

#: Tokens a ping costs (an `act` costs one): pings are cheap to answer, but not free.
_PING_COST = 0.25


def _decode(frame: bytes | str) -> ClientMessage:
    if isinstance(frame, str):
        raise ProtocolError(ErrorCode.MALFORMED, "text frames are not part of the protocol")
    return decode_client(frame)


class _Refused(Exception):
    """The handshake failed: tell the client why, then close."""

    def __init__(self, code: ErrorCode, reason: str, close_code: int,
                 url: str | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.close_code = close_code
        self.url = url  # for not_owner: where the match lives


class _Gone(Exception):
    """The client disconnected."""


def _frame_of(message: Message) -> bytes | str:
    data = message.get("bytes")
    if isinstance(data, bytes):
        return data
    text = message.get("text")
    return text if isinstance(text, str) else b""


class AsgiSocket:
    """The `FrameSocket` a `Connection` writes to: uvicorn's ASGI `send`, called directly, and
    `try_write`, the same without awaiting when the protocol behind `send` allows it."""

    __slots__ = ("_close_timeout", "_protocol", "_send", "_write_frame")

    @property
    def protocol(self) -> WsProtocol | None:
        """uvicorn's protocol behind `send`, when it is ours (`server.ws_protocol`)."""
        return self._protocol

    def __init__(self, send: Send, close_timeout: float | None = None) -> None:
        self._send = send
        self._close_timeout = close_timeout  # for a close written at once (see `close`)
        protocol = getattr(send, "__self__", None)  # uvicorn hands the app its bound method
        self._protocol = protocol if isinstance(protocol, WsProtocol) else None
        self._write_frame = None if self._protocol is None else self._protocol.write_frame

    async def send_bytes(self, data: bytes) -> None:
        await self._send({"type": "websocket.send", "bytes": data})

    def try_write(self, data: bytes) -> bool:
        """Send `data` now if that needs no waiting; False (nothing sent) otherwise."""
        write = self._write_frame
        return write is not None and write(_framed(data))

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        protocol = self._protocol
        # A flooder is hung up on at once: no closing handshake to wait for.
        if protocol is not None and protocol.write_close(
            code, reason or "", self._close_timeout, hang_up=code == CloseCode.POLICY
        ):
            return
        await self._send({"type": "websocket.close", "code": code, "reason": reason or ""})


#: The last payload framed and its frame: an audience sends the same bytes object to each of
#: its connections in turn, so it is framed once per audience, not once per connection.
_last_framed: list[bytes] = [b"", binary_frame(b"")]


def _framed(data: bytes) -> bytes:
    last = _last_framed
    if last[0] is data:
        return last[1]
    frame = binary_frame(data)
    last[0], last[1] = data, frame
    return frame


class Session:
    def __init__(self, scope: Scope, receive: Receive, send: Send, ctx: ServerContext) -> None:
        self.ctx = ctx
        self._receive_raw = receive
        self._send_raw = send
        self.sock = AsgiSocket(send, ctx.config.close_timeout)
        cfg = ctx.config
        self.bucket = TokenBucket(cfg.rate, cfg.burst)
        self.strikes = StrikeWindow(cfg.malformed_limit, cfg.malformed_window)
        self.flood = StrikeWindow(cfg.flood_limit, cfg.malformed_window)
        client = scope.get("client")
        self.peer = f"{client[0]}:{client[1]}" if client else "?"
        query = parse_qs(bytes(scope.get("query_string", b"")).decode("latin-1"))
        self._url_match = query["match"][-1] if "match" in query else None
        self._task: asyncio.Task[Any] | None = None
        self._reading = False
        self._interrupted = False
        self._conn: Connection | None = None

    async def run(self) -> None:
        connect = await self._receive_raw()
        if connect.get("type") != "websocket.connect":
            return
        protocol = self.sock.protocol
        if protocol is not None:  # websocket PING frames count against the budget too
            protocol.on_ping = self._on_ws_ping
        try:
            await self._send_raw({"type": "websocket.accept"})
            try:
                hello = await self._read_hello()
                room, seat = await self._admit(hello)
            except _Refused as refusal:
                await self._refuse(refusal)
                return
            except _Gone:
                return
            await self._serve(room, seat, hello.resume)
        finally:
            if protocol is not None:
                protocol.on_ping = None  # (a reference cycle through the session otherwise)
            self._conn = None

    def _on_ws_ping(self) -> None:
        """A websocket PING frame arrived (the protocol answers it by itself): it costs what
        an application `ping` costs, and a flood of them closes the connection (4008)."""
        if self.bucket.try_take(_PING_COST):
            return
        self.ctx.metrics.errors.labels(ErrorCode.RATE_LIMITED.value).inc()
        if not self.flood.strike():
            return
        conn = self._conn
        if conn is not None:
            conn.send(encode(Error(ErrorCode.RATE_LIMITED, "flooding", close=True)))
            conn.close(CloseCode.POLICY, "flooding", label="flood")
        elif (protocol := self.sock.protocol) is not None:
            protocol.write_close(CloseCode.POLICY, "flooding", hang_up=True)

    # ------------------------------------------------------------------ handshake

    async def _receive(self) -> bytes | str:
        message = await self._receive_raw()
        if message["type"] == "websocket.disconnect":
            raise _Gone
        return _frame_of(message)

    async def _read_hello(self) -> Hello:
        try:
            async with asyncio.timeout(self.ctx.config.hello_timeout):
                frame = await self._receive()
        except TimeoutError:
            raise _Refused(
                ErrorCode.HELLO_TIMEOUT, "no hello received in time", CloseCode.HELLO_TIMEOUT
            ) from None
        try:
            msg = _decode(frame)
        except ProtocolError as exc:
            close = _FATAL.get(exc.code, CloseCode.PROTOCOL_VIOLATION)
            raise _Refused(exc.code, exc.reason, close) from None
        if not isinstance(msg, Hello):
            raise _Refused(
                ErrorCode.OUT_OF_ORDER, f"the first message must be hello, not {msg.TYPE}",
                CloseCode.PROTOCOL_VIOLATION,
            )
        if self._url_match is not None and self._url_match != msg.match:
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
                ErrorCode.NOT_OWNER, "match is hosted elsewhere", CloseCode.NOT_OWNER,
                url=await self._owner_url(hello.match),
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

    async def _owner_url(self, match_id: str) -> str | None:
        """Where clients reach the match's owner, if the store knows (a hint: may be stale)."""
        try:
            return await self.ctx.registry.store.owner_url(match_id)
        except StoreError:
            return None

    async def _refuse(self, refusal: _Refused) -> None:
        self.ctx.metrics.errors.labels(refusal.code.value).inc()
        self.ctx.metrics.disconnects.labels("refused").inc()
        error = Error(refusal.code, refusal.reason, close=True, url=refusal.url)
        try:
            async with asyncio.timeout(self.ctx.config.close_timeout):
                await self.sock.send_bytes(encode(error))
                await self.sock.close(refusal.close_code, refusal.reason)
        except Exception as exc:  # the client may already be gone
            log.debug("refusing %s: %s", self.peer, type(exc).__name__)

    # ------------------------------------------------------------------ serving

    async def _serve(self, room: Room, seat: int | None, resume: int | None) -> None:
        cfg = self.ctx.config
        conn = Connection(
            self.sock, seat=seat, queue_size=cfg.send_queue, close_timeout=cfg.close_timeout,
            too_slow_code=CloseCode.TOO_SLOW, peer=self.peer, on_closed=self._interrupt,
        )
        conn.start()
        self._conn = conn
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
            await self._read_until_closed(room, conn)
        finally:
            room.post(Leave(conn))
            await conn.shutdown()
            gauge.dec()
            self.ctx.metrics.disconnects.labels(conn.close_label).inc()

    def _interrupt(self) -> None:
        """The connection finished (closed by us, or its writer died): stop reading. Usually
        the close already queued a `websocket.disconnect` for the reader; this covers a close
        that never got out (a peer that does not read), where the reader would wait forever."""
        task = self._task
        if (self._reading and task is not None and not self._interrupted
                and asyncio.current_task() is not task):  # (the reader itself saw the end)
            self._interrupted = True
            task.cancel()

    async def _read_until_closed(self, room: Room, conn: Connection) -> None:
        self._task = asyncio.current_task()
        self._reading = True
        try:
            await self._read_loop(room, conn)
        except asyncio.CancelledError:
            if not self._interrupted or self._task is None or self._task.uncancel() > 0:
                raise  # a real cancellation (server shutdown), not our own interrupt
        finally:
            self._reading = False
            self._task = None  # (a reference cycle through the task's CancelledError otherwise)

    async def _read_loop(self, room: Room, conn: Connection) -> None:
        metrics = self.ctx.metrics
        receive = self._receive_raw
        while True:
            message = await receive()
            if message["type"] == "websocket.disconnect":
                conn.connection_lost()
                return
            received = time.perf_counter()
            frame = _frame_of(message)
            try:
                msg = _decode(frame)
            except ProtocolError as exc:
                metrics.errors.labels(exc.code.value).inc()
                fatal = _FATAL.get(exc.code) if exc.code is ErrorCode.UNSUPPORTED_VERSION else None
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
            elif not self.bucket.try_take(_PING_COST if isinstance(msg, Ping) else 1.0):
                limited = True  # (a ping, or a hello again: every message costs something)
                metrics.errors.labels(ErrorCode.RATE_LIMITED.value).inc()
                conn.send(encode(Error(ErrorCode.RATE_LIMITED, "too many messages")))
            elif isinstance(msg, Ping):
                limited = False
                # Every patch up to this seq went out before this pong (the same queue).
                conn.send(encode(Pong(msg.nonce, room.seq_of(conn.seat))))
            else:
                limited = False
                metrics.errors.labels(ErrorCode.OUT_OF_ORDER.value).inc()
                conn.send(encode(Error(ErrorCode.OUT_OF_ORDER, "already said hello")))
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




class WebSocketEndpoint:
    """ASGI middleware in front of starlette's router: websocket connections to `WS_PATH` are
    served by a `Session` on uvicorn's own `receive`/`send`; everything else goes on to `app`.
    The context is looked up on the first connection (it hangs on the starlette app's state)."""

    def __init__(self, app: ASGIApp, context: Callable[[], ServerContext]) -> None:
        self.app = app
        self._context = context

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and _route_path(scope) == WS_PATH:
            await Session(scope, receive, send, self._context()).run()
        else:
            await self.app(scope, receive, send)


def _route_path(scope: Scope) -> str:
    path: str = scope["path"]
    root: str = scope.get("root_path", "")
    return path[len(root):] if root and path.startswith(root) else path
