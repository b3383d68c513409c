"""asyncio client library: one connection to one match, as a seat or as a spectator.

Why it exists: bots, the load test, tests and third-party Python clients all need the same
fiddly behaviour, which is easy to get subtly wrong:

* keep a :class:`~protocol.mirror.ViewMirror` of the viewer's view up to date;
* reconnect with exponential backoff and jitter when the close code says it makes sense
  (:func:`~protocol.errors.should_reconnect`), trying the given urls in turn, and resume from the
  last seq held (falling back to the fresh ``welcome`` the server sends when it cannot resume);
* follow the cluster's routing: a node that does not own the match answers ``not_owner`` (close
  4012), and the client goes on to its next url after at most ``not_owner_delay`` (the node
  that owns it, or takes it over once a dead owner's lease has run out, will serve it), also
  past urls that do not answer in the same pass. Otherwise the backoff grows once per full pass
  over the urls, so a dead node in the list costs no waiting;
* give every action a unique id and re-send actions still in flight *with the same id* after a
  reconnect, or after a ``reject`` with a transient code (``unavailable``/``rate_limited``) or
  ``outcome_unknown`` (the server could not tell whether it saved the action), so an action is
  applied exactly once even when an ack is lost (the server makes ids idempotent);
* go straight to the match's owner when a node answers ``not_owner`` with its ``url``;
* notice a lost last patch: a ``pong`` carries the server's current seq, and a client behind it
  resumes;
* end the session itself once the game is over and every action sent has its answer (the
  server keeps a seat's session open after ``game_over`` so that resent actions get theirs).

Typical use::

    async with GlimmerClient("ws://localhost:8000/ws", match_id, token=token) as c:
        view = await c.wait_for(lambda v: bool(v["legal"]))
        outcome = await c.act(view["legal"][0])   # Ack or Reject
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException
from websockets.uri import parse_uri

from protocol._validate import check_plain, get_key
from protocol.codec import MAX_FRAME_BYTES, MAX_SERVER_FRAME_BYTES, decode_server, encode
from protocol.errors import CloseCode, ErrorCode, ProtocolError, should_reconnect
from protocol.events import ClientClosed, ClientEvent, ClientStats, ViewUpdate
from protocol.messages import (
    Ack,
    Act,
    ActionId,
    Error,
    GameOver,
    Hello,
    Patch,
    Ping,
    Pong,
    Reject,
    ServerMessage,
    Welcome,
)
from protocol.mirror import ResyncNeeded, ViewMirror

# The event types live in protocol.events; they are re-exported here for convenience.
__all__ = ["ClientClosed", "ClientEvent", "ClientStats", "GlimmerClient", "ViewUpdate"]

log = logging.getLogger(__name__)


@dataclass(eq=False, slots=True)
class _Pending:
    id: ActionId
    frame: bytes
    future: asyncio.Future[Ack | Reject]
    sent_gen: int = -1  # connection generation it was last sent on
    sends: int = 0
    retries: int = 0
    retry_task: asyncio.Task[None] | None = None


@dataclass(slots=True)
class _Outcome:
    code: int | None
    reason: str
    established: bool
    reconnect: bool


class GlimmerClient:
    """A reconnecting, resuming protocol client for one match.

    ``urls``: one ``ws://host:port/ws`` url or several (tried in turn on reconnect).
    Exactly one of ``token`` (a seat) or ``spectate=True`` must be given.
    ``max_attempts``: consecutive connection attempts that fail to establish a session before
    the client gives up (``None``: never give up). A session that was established and then
    dropped resets the count.
    ``retry_codes``/``max_retries``: reject codes re-sent with the same id after a backoff.
    ``not_owner_delay``: the longest wait before trying the next url after a ``not_owner``
    close (a routing answer from a live node, not an outage; ``None``: the ordinary backoff).
    ``on_event``: optional callback for every :data:`ClientEvent` (called synchronously).
    ``connect_kwargs``: extra keyword arguments for ``websockets.asyncio.client.connect``.
    """

    def __init__(
        self,
        urls: list[str] | str,
        match_id: str,
        token: str | None = None,
        spectate: bool = False,
        *,
        backoff_initial: float = 0.05,
        backoff_max: float = 5.0,
        backoff_factor: float = 2.0,
        jitter: float = 0.5,
        max_attempts: int | None = None,
        retry_codes: Iterable[ErrorCode] = (
            ErrorCode.UNAVAILABLE, ErrorCode.RATE_LIMITED, ErrorCode.OUTCOME_UNKNOWN
        ),
        max_retries: int = 10,
        not_owner_delay: float | None = 0.25,
        open_timeout: float = 10.0,
        ping_interval: float | None = 20.0,
        close_timeout: float = 5.0,
        on_event: Callable[[ClientEvent], None] | None = None,
        connect_kwargs: Mapping[str, Any] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self._urls = [urls] if isinstance(urls, str) else list(urls)
        if not self._urls:
            raise ValueError("at least one url is required")
        for url in self._urls:
            try:  # fail now rather than at some reconnect much later
                parse_uri(url)
            except InvalidURI as e:
                raise ValueError(str(e)) from None
        if spectate == (token is not None):
            raise ValueError("give exactly one of token= (a seat) or spectate=True")
        if not 0.0 <= jitter <= 1.0:
            raise ValueError("jitter must be within 0..1")
        self.match_id = match_id
        self._token = token
        self._spectate = spectate
        self._backoff_initial = backoff_initial
        self._backoff_max = backoff_max
        self._backoff_factor = backoff_factor
        self._jitter = jitter
        self._max_attempts = max_attempts
        self._retry_codes = frozenset(retry_codes)
        self._max_retries = max_retries
        self._not_owner_delay = not_owner_delay
        self._connect_kwargs: dict[str, Any] = {
            "open_timeout": open_timeout,
            "ping_interval": ping_interval,
            "close_timeout": close_timeout,
            "max_size": MAX_SERVER_FRAME_BYTES,
            **(connect_kwargs or {}),
        }
        self._on_event = on_event
        self._rng = rng or random.Random()
        self.stats = ClientStats()
        self._mirror = ViewMirror()
        self._id_prefix = secrets.token_hex(4) + "-"
        self._next_id = 0
        self._next_nonce = 0
        self._inflight: dict[ActionId, _Pending] = {}
        self._pings: dict[int, asyncio.Future[float]] = {}
        self._queues: list[asyncio.Queue[ClientEvent | None]] = []
        self._retry_tasks: set[asyncio.Task[None]] = set()
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._ws: ClientConnection | None = None
        self._gen = 0
        self._url_index = 0
        self._redirect: str | None = None  # the owner's url from a not_owner error: next try
        self._established = False  # a welcome arrived on the current connection
        self._flushing = False  # the welcome handler is re-sending in-flight actions
        self._ever_established = False
        self._closing = False
        self._final: ClientClosed | None = None
        self._game_over: GameOver | None = None
        self._last_error: Error | None = None
        self._session_error: Error | None = None  # last error on the current connection

    # ----------------------------------------------------------------------- public state

    @property
    def view(self) -> dict[Any, Any] | None:
        """The current view (read-only), or ``None`` before the first welcome."""
        return self._mirror.view

    @property
    def seq(self) -> int | None:
        return self._mirror.seq if self._mirror.view is not None else None

    @property
    def seat(self) -> int | None:
        """The seat from the last welcome (``None`` for spectators or before a welcome)."""
        return self._mirror.seat

    @property
    def connected(self) -> bool:
        """Whether a session is established right now (a welcome arrived on this connection)."""
        return self._established

    @property
    def closed(self) -> bool:
        return self._final is not None

    @property
    def close_error(self) -> ClientClosed | None:
        """Why the client stopped (``None`` while it runs)."""
        return self._final

    @property
    def game_over(self) -> GameOver | None:
        return self._game_over

    @property
    def last_error(self) -> Error | None:
        return self._last_error

    # ----------------------------------------------------------------------- lifecycle

    async def connect(self, timeout: float | None = None) -> None:
        """Start the connection task (once) and wait until a session is established.

        Raises :class:`ClientClosed` if the client stops first and ``TimeoutError`` on timeout
        (the client keeps trying in the background until :meth:`close`).
        """
        if self._task is None and self._final is None:
            self._task = asyncio.create_task(self._run(), name=f"glimmer-client-{self.match_id}")
        async with asyncio.timeout(timeout):
            await self._wait_until(lambda: self._established)

    async def close(self) -> None:
        """Close the connection, stop reconnecting and fail pending requests. Idempotent."""
        self._closing = True
        task = self._task
        ws = self._ws
        if ws is not None:
            await ws.close()
        if task is not None and not task.done():
            if ws is not None:  # the run loop notices the close by itself
                await asyncio.wait({task}, timeout=self._connect_kwargs["close_timeout"])
            if not task.done():
                task.cancel()
                await asyncio.wait({task})
        if self._final is None:
            self._finish(None)
        tasks = list(self._retry_tasks)
        for t in tasks:
            t.cancel()
        if tasks:
            await asyncio.wait(tasks)

    async def __aenter__(self) -> GlimmerClient:
        try:
            await self.connect()
        except BaseException:
            await self.close()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ----------------------------------------------------------------------- requests

    async def act(
        self,
        action: dict[str, Any],
        *,
        action_id: ActionId | None = None,
        at: int | None = None,
        timeout: float | None = None,
    ) -> Ack | Reject:
        """Send an engine wire action and wait for its ``ack`` or final ``reject``.

        The action is queued if the client is (re)connecting, re-sent with the same id after a
        reconnect, and retried with the same id on ``retry_codes`` rejects. ``at`` asks the
        server to reject with ``stale`` if the match moved past that seq. Raises
        :class:`ClientClosed` if the client stops first, ``TimeoutError`` after ``timeout``
        (the action may still be applied later), ``ProtocolError`` for an invalid or oversized
        action, ``ValueError`` if ``action_id`` is already in flight.
        """
        if self._spectate:
            raise ProtocolError(ErrorCode.SPECTATOR, "spectators cannot act")
        if self._final is not None:
            raise self._final.copy()
        if not isinstance(action, dict):
            raise ProtocolError(ErrorCode.BAD_FIELD, "field 'action' must be a map")
        check_plain("action", action)
        if action_id is None:
            self._next_id += 1
            action_id = f"{self._id_prefix}{self._next_id}"
        else:
            get_key({"id": action_id}, "id")
        if action_id in self._inflight:
            raise ValueError(f"action id {action_id!r} is already in flight")
        frame = encode(Act(action_id, action, at))
        if len(frame) > MAX_FRAME_BYTES:
            raise ProtocolError(
                ErrorCode.TOO_LARGE, f"act frame of {len(frame)} bytes exceeds {MAX_FRAME_BYTES}"
            )
        pending = _Pending(action_id, frame, asyncio.get_running_loop().create_future())
        self._inflight[action_id] = pending
        try:
            async with asyncio.timeout(timeout):
                if self._established and not self._flushing:
                    await self._send(pending)  # otherwise the welcome handler sends it in order
                return await pending.future
        finally:
            if self._inflight.get(action_id) is pending:
                del self._inflight[action_id]
            self._cancel_retry(pending)
            if not pending.future.done():
                pending.future.cancel()

    async def ping(self, timeout: float | None = None) -> float:
        """Round-trip time in seconds of an application-level ``ping``/``pong``.

        Waits for a session first; raises ``ConnectionError`` if the connection drops before
        the pong arrives.
        """
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(timeout):
            await self._wait_until(lambda: self._established)
            ws = self._ws
            assert ws is not None
            self._next_nonce += 1
            nonce = self._next_nonce
            fut: asyncio.Future[float] = loop.create_future()
            self._pings[nonce] = fut
            try:
                start = loop.time()
                with contextlib.suppress(ConnectionClosed):
                    await ws.send(encode(Ping(nonce)))
                return await fut - start
            finally:
                self._pings.pop(nonce, None)
                if not fut.done():
                    fut.cancel()

    async def wait_for(
        self, predicate: Callable[[dict[Any, Any]], bool], timeout: float | None = None
    ) -> dict[Any, Any]:
        """Wait until ``predicate(view)`` holds (checked now and after every change)."""
        async with asyncio.timeout(timeout):
            while True:
                view = self._mirror.view
                if view is not None and predicate(view):
                    return view
                if self._final is not None:
                    raise self._final.copy()
                await self._changed.wait()

    async def wait_game_over(self, timeout: float | None = None) -> GameOver:
        """Wait for the ``game_over`` message."""
        async with asyncio.timeout(timeout):
            await self._wait_until(lambda: self._game_over is not None)
        assert self._game_over is not None
        return self._game_over

    async def updates(self) -> AsyncIterator[ClientEvent]:
        """Yield the current view (if any), then every :data:`ClientEvent`, until the client stops.

        Each iterator has its own unbounded queue; consume promptly.
        """
        q: asyncio.Queue[ClientEvent | None] = asyncio.Queue()
        view, seq = self._mirror.view, self._mirror.seq
        if view is not None and seq is not None:
            q.put_nowait(ViewUpdate(seq, view, True))
        if self._game_over is not None:
            q.put_nowait(self._game_over)
        if self._final is not None:
            q.put_nowait(None)
        self._queues.append(q)
        try:
            while (item := await q.get()) is not None:
                yield item
        finally:
            self._queues.remove(q)

    # ----------------------------------------------------------------------- internals

    async def _wait_until(self, cond: Callable[[], bool]) -> None:
        while not cond():
            if self._final is not None:
                raise self._final.copy()
            await self._changed.wait()

    def _notify(self) -> None:
        event, self._changed = self._changed, asyncio.Event()
        event.set()

    def _publish(self, event: ClientEvent) -> None:
        for q in self._queues:
            q.put_nowait(event)
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception:
                log.exception("on_event callback failed")
        self._notify()

    def _backoff(self, failures: int) -> float:
        """Delay before the next try after ``failures`` consecutive failures (0, 1, 2, ...)."""
        base = min(self._backoff_max, self._backoff_initial * self._backoff_factor**failures)
        return base * (1.0 - self._jitter * self._rng.random())

    async def _run(self) -> None:
        failures = 0  # consecutive attempts that ended without a session
        routed_at = -1  # the value of `failures` when a node last answered not_owner
        final: ClientClosed | None = None
        try:
            while not self._closing:
                url, self._redirect = self._redirect, None
                redirected = url is not None
                if url is None:
                    url = self._urls[self._url_index % len(self._urls)]
                out = await self._session(url)
                if self._closing:
                    break
                if out.established:
                    failures = 0
                    routed_at = -1
                else:
                    failures += 1
                    self.stats.connect_failures += 1
                if not out.reconnect:
                    final = ClientClosed(out.reason, code=out.code, error=self._session_error)
                    break
                if self._max_attempts is not None and failures >= self._max_attempts:
                    final = ClientClosed(
                        f"gave up after {failures} failed attempts: {out.reason}",
                        code=out.code,
                        error=self._session_error,
                    )
                    break
                self._url_index += 1
                # Back off once per full pass over the urls: the next node may well be fine.
                delay = self._backoff(failures // len(self._urls))
                # A node that answers not_owner is alive and routing us: while one did within
                # the last pass over the urls, the cluster is up (the match is moving, or its
                # owner is elsewhere), so retry promptly even past urls that do not answer.
                if out.code == CloseCode.NOT_OWNER:
                    routed_at = failures
                    error = self._session_error
                    if error is not None and error.url and error.url != url and not redirected:
                        # Straight to the owner (once: a stale hint must not bounce us between
                        # nodes), then on through the urls as before.
                        self._redirect = error.url
                        self._url_index -= 1
                        delay = 0.0
                routed = routed_at >= 0 and failures - routed_at < len(self._urls)
                if routed and self._not_owner_delay is not None:
                    cap = self._not_owner_delay * (1.0 - self._jitter * self._rng.random())
                    delay = min(delay, cap)
                log.debug("reconnecting in %.3fs after: %s", delay, out.reason)
                await asyncio.sleep(delay)
        except Exception as e:  # a bug here must not leave act() callers hanging
            log.exception("client task failed")
            final = ClientClosed(f"client task failed: {e!r}")
        finally:
            self._finish(final)

    async def _session(self, url: str) -> _Outcome:
        self._gen += 1
        self._session_error = None
        established = False
        try:
            async with connect(url, **self._connect_kwargs) as ws:
                self._ws = ws
                self.stats.connects += 1
                hello = Hello(self.match_id, self._token, self._spectate, self._mirror.resume_point)
                await ws.send(encode(hello))
                while True:
                    frame = await ws.recv()
                    try:
                        msg = decode_server(frame)  # a text frame raises ProtocolError(malformed)
                        if not established and not isinstance(msg, Welcome | Error):
                            raise ProtocolError(
                                ErrorCode.MALFORMED, f"expected welcome, got {msg.TYPE!r}"
                            )
                        await self._handle(msg)
                    except ResyncNeeded as e:
                        self.stats.resyncs += 1
                        await ws.close(1000, "resync")
                        return _Outcome(None, f"resync: {e.reason}", established, True)
                    except ProtocolError as e:
                        self._mirror.reset()
                        await ws.close(1002, "bad frame")
                        return _Outcome(None, f"bad frame from server: {e}", established, True)
                    established = self._established
        except ConnectionClosed as e:
            code = e.rcvd.code if e.rcvd is not None else 1006
            reason = e.rcvd.reason if e.rcvd is not None else str(e)
            return _Outcome(
                code, reason or f"closed with {code}", established, should_reconnect(code)
            )
        except (OSError, TimeoutError, WebSocketException) as e:
            return _Outcome(None, f"cannot connect to {url}: {e!r}", False, True)
        finally:
            self._ws = None
            if self._established:
                self._established = False
                self._notify()
            self._fail_pings()

    async def _handle(self, msg: ServerMessage) -> None:
        if isinstance(msg, Patch):
            self._mirror.apply_patch(msg)
            self.stats.patches += 1
            self._publish_view(fresh=False)
            ack = msg.as_ack()
            if ack is not None:  # the patch is also our action's acknowledgement
                self._on_ack(ack)
                await self._end_if_done()
        elif isinstance(msg, Ack):
            self._on_ack(msg)
            await self._end_if_done()
        elif isinstance(msg, Reject):
            self.stats.rejects += 1
            self._on_reject(msg)
            await self._end_if_done()
        elif isinstance(msg, Welcome):
            await self._on_welcome(msg)
        elif isinstance(msg, Pong):
            fut = self._pings.get(msg.nonce) if isinstance(msg.nonce, int) else None
            if fut is not None and not fut.done():
                fut.set_result(asyncio.get_running_loop().time())
            seq = self._mirror.seq
            if self._established and msg.seq is not None and seq is not None and seq < msg.seq:
                # Every patch up to msg.seq was sent before this pong: one was lost.
                raise ResyncNeeded(f"the server is at seq {msg.seq}, the client at {seq}",
                                   resumable=True)
        elif isinstance(msg, GameOver):
            seq = self._mirror.seq
            if seq is not None and seq < msg.seq:  # the final patch was lost: fetch it first
                raise ResyncNeeded(f"game over at seq {msg.seq}, the client at {seq}",
                                   resumable=True)
            self._game_over = msg
            self._publish(msg)
            await self._end_if_done()
        else:
            self.stats.errors += 1
            self._last_error = self._session_error = msg
            log.debug("server error %s: %s (close=%s)", msg.code, msg.reason, msg.close)

    async def _on_welcome(self, msg: Welcome) -> None:
        changed = self._mirror.apply_welcome(msg)
        if not self._established:
            if msg.resumed:
                self.stats.resumes += 1
            elif self._ever_established:
                self.stats.fresh_welcomes += 1
            if self._ever_established:
                self.stats.reconnects += 1
            self._ever_established = True
            self._established = True
        if not msg.resumed:
            self.stats.welcomes += 1
        if changed:
            self._publish_view(fresh=True)
        else:
            self._notify()
        # Re-send whatever is still in flight, in submission order, with the same ids. Actions
        # submitted meanwhile join the end of the queue (act() does not overtake the flush).
        self._flushing = True
        try:
            while self._ws is not None and self._established:
                todo = next((p for p in self._inflight.values() if p.sent_gen != self._gen), None)
                if todo is None:
                    break
                self._cancel_retry(todo)
                if todo.sends:
                    self.stats.resent += 1
                await self._send(todo)
        finally:
            self._flushing = False

    def _publish_view(self, *, fresh: bool) -> None:
        view, seq = self._mirror.view, self._mirror.seq
        assert view is not None and seq is not None
        self._publish(ViewUpdate(seq, view, fresh))

    def _on_reject(self, msg: Reject) -> None:
        pending = self._inflight.get(msg.id)
        if pending is None:
            return
        if msg.code in self._retry_codes and pending.retries < self._max_retries:
            pending.retries += 1
            self.stats.retries += 1
            delay = self._backoff(pending.retries - 1)
            task = asyncio.create_task(self._retry_later(pending, delay))
            pending.retry_task = task
            self._retry_tasks.add(task)
            task.add_done_callback(self._retry_tasks.discard)
            return
        del self._inflight[msg.id]
        self._resolve(pending, msg)

    async def _retry_later(self, pending: _Pending, delay: float) -> None:
        await asyncio.sleep(delay)
        pending.retry_task = None
        if self._inflight.get(pending.id) is pending and self._established:
            await self._send(pending)

    def _on_ack(self, ack: Ack) -> None:
        self.stats.acks += 1
        pending = self._inflight.pop(ack.id, None)
        if pending is not None:
            self._resolve(pending, ack)

    async def _end_if_done(self) -> None:
        """After ``game_over``, close the session once no action waits for its answer (the
        server keeps it open until then)."""
        ws = self._ws
        if self._game_over is not None and not self._inflight and ws is not None:
            await ws.close(1000, "game over")

    async def _send(self, pending: _Pending) -> None:
        ws = self._ws
        if ws is None or not self._established:
            return  # sent when the next session is established
        pending.sent_gen = self._gen
        pending.sends += 1
        with contextlib.suppress(ConnectionClosed):
            await ws.send(pending.frame)

    def _resolve(self, pending: _Pending, outcome: Ack | Reject) -> None:
        self._cancel_retry(pending)
        if not pending.future.done():
            pending.future.set_result(outcome)

    def _cancel_retry(self, pending: _Pending) -> None:
        if pending.retry_task is not None:
            pending.retry_task.cancel()
            pending.retry_task = None

    def _fail_pings(self) -> None:
        for fut in self._pings.values():
            if not fut.done():
                fut.set_exception(ConnectionError("connection lost before the pong arrived"))
        self._pings.clear()

    def _finish(self, final: ClientClosed | None) -> None:
        if self._final is not None:
            return
        self._final = final or ClientClosed("client closed")
        self._established = False
        for pending in self._inflight.values():
            self._cancel_retry(pending)
            if not pending.future.done():
                pending.future.set_exception(self._final.copy())
        self._inflight.clear()
        self._fail_pings()
        for q in self._queues:
            q.put_nowait(None)
        self._notify()
