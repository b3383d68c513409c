"""One websocket connection's outbound side: a bounded queue drained by its own writer task.

The room never awaits a socket. It hands each connection an already-encoded frame with
`send()`, which writes it at once when the socket can take it without waiting (`try_write`:
nothing queued or being sent before it, transport not pushing back) and otherwise only
enqueues; a dedicated writer task per connection does the awaiting. If a client stops
reading, the transport pushes back, frames queue, its writer blocks on TCP backpressure, the
queue fills, and the next `send()` finds it full: the connection is dropped with the "too
slow" close code (the client may reconnect and resume), while the room and every other
connection carry on untouched.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

log = logging.getLogger("glimmer.connection")


class FrameSocket(Protocol):
    """The two calls the writer needs. A socket may also have `try_write(data) -> bool`, which
    sends `data` at once if it can do so without waiting (see `server.session.AsgiSocket`)."""

    async def send_bytes(self, data: bytes) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class Flag:
    """A set-once `asyncio.Event` look-alike (`set`, `is_set`, `wait`) that costs no deque
    until somebody waits on it."""

    __slots__ = ("_set", "_waiter")

    def __init__(self) -> None:
        self._set = False
        self._waiter: asyncio.Future[None] | None = None

    def is_set(self) -> bool:
        return self._set

    def set(self) -> None:
        self._set = True
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    async def wait(self) -> None:
        if self._set:
            return
        if self._waiter is None:
            self._waiter = asyncio.get_running_loop().create_future()
        # Shielded: one waiter giving up must not cancel the others' wait.
        await asyncio.shield(self._waiter)


@dataclass(frozen=True, slots=True)
class _CloseRequest:
    code: int
    reason: str


class Connection:
    """Outbound half of a client connection.

    `seat` is the seat it authenticated as (None for a spectator). `closed` is set once the
    connection is finished for good, whoever closed it; `close_label` says why, for metrics
    (a closed set of words, never client input).
    """

    def __init__(
        self,
        sock: FrameSocket,
        *,
        seat: int | None,
        queue_size: int,
        close_timeout: float,
        too_slow_code: int,
        peer: str = "",
        on_closed: Callable[[], None] | None = None,
    ) -> None:
        self.seat = seat
        self.peer = peer
        self._sock = sock
        self._try_write: Callable[[bytes], bool] | None = getattr(sock, "try_write", None)
        self._sending = False  # the writer is inside an awaited send
        # A plain list and one future to wake the writer: an asyncio.Queue costs three deques
        # (about 2.3 KiB) and even one empty deque 760 bytes, while the queue is nearly always
        # empty or one frame long, and a server holds thousands of connections.
        self._queue: list[bytes | _CloseRequest] = []
        self._wakeup: asyncio.Future[None] | None = None
        self._limit = queue_size
        self._too_slow_code = too_slow_code
        self._close_timeout = close_timeout
        self._closing = False
        self._graceful = False
        self.closed = Flag()
        self._on_closed = on_closed
        self.close_label = "client"
        self.close_code: int | None = None
        self._writer: asyncio.Task[None] | None = None
        self._started = False
        self._closer: asyncio.Task[None] | None = None

    @property
    def role(self) -> str:
        return "spectator" if self.seat is None else "seat"

    @property
    def is_open(self) -> bool:
        return not self._closing

    @property
    def pending(self) -> int:
        return len(self._queue)

    def start(self) -> None:
        """Allow the writer task to run. It is only created once a frame has to wait (most
        connections never need one: see `send`), which saves a task per connection."""
        self._started = True
        if self._queue:
            self._spawn_writer()

    def _spawn_writer(self) -> None:
        if self._writer is None and self._started and self._closer is None:
            self._writer = asyncio.create_task(self._write_loop(), name=f"writer {self.peer}")

    def send(self, frame: bytes) -> bool:
        """Write the frame now if nothing waits before it and the socket can take it without
        waiting, else queue it; never blocks. False if the connection is closing or just got
        dropped for being too slow."""
        if self._closing:
            return False
        queue = self._queue
        if not queue and not self._sending and self._try_write is not None \
                and self._try_write(frame):
            return True  # in order: nothing is waiting to go before it
        if len(queue) >= self._limit:
            self.abort(self._too_slow_code, "too slow: send queue full", label="too_slow")
            return False
        self._put(frame)
        return True

    def _put(self, item: bytes | _CloseRequest) -> None:
        self._queue.append(item)
        if self._writer is None:
            self._spawn_writer()
            return
        wakeup = self._wakeup
        if wakeup is not None and not wakeup.done():
            wakeup.set_result(None)

    def close(self, code: int, reason: str, *, label: str) -> None:
        """Graceful close: frames already queued (e.g. the error explaining why) go out first."""
        if self._closing:
            return
        self._closing = True
        self._graceful = True
        self.close_label = label
        self.close_code = code
        self._put(_CloseRequest(code, reason))

    def abort(self, code: int, reason: str, *, label: str) -> None:
        """Immediate close: queued frames are discarded (the writer may be stuck behind a client
        that does not read, so waiting for them could take forever)."""
        if self._closing and self._closer is not None:
            return
        self._closing = True
        self._graceful = False
        self.close_label = label
        self.close_code = code
        if self._writer is not None:
            self._writer.cancel()
        self._closer = asyncio.create_task(self._close_socket(code, reason), name="closer")

    def connection_lost(self) -> None:
        """The reader saw the client go away: stop writing, nothing left to say."""
        if not self._closing:
            self._closing = True
            self.close_label = "client"
        self._graceful = False
        if self._writer is not None:
            self._writer.cancel()
        self._set_closed()

    def _set_closed(self) -> None:
        if not self.closed.is_set():
            self.closed.set()
            if self._on_closed is not None:
                self._on_closed()

    async def _write_loop(self) -> None:
        queue = self._queue
        try:
            while True:
                if not queue:
                    self._wakeup = asyncio.get_running_loop().create_future()
                    try:
                        await self._wakeup
                    finally:
                        self._wakeup = None
                    continue
                item = queue.pop(0)
                if isinstance(item, _CloseRequest):
                    await self._close_socket(item.code, item.reason)
                    return
                self._sending = True
                try:
                    await self._sock.send_bytes(item)
                finally:
                    self._sending = False
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the socket died under us: same as the client leaving
            log.debug("writer for %s stopped: %s", self.peer, type(exc).__name__)
            self._set_closed()

    async def _close_socket(self, code: int, reason: str) -> None:
        try:
            async with asyncio.timeout(self._close_timeout):
                await self._sock.close(code, reason)
        except TimeoutError:
            log.info("close handshake with %s timed out", self.peer)
        except Exception as exc:  # already gone; closing is best effort
            log.debug("close of %s failed: %s", self.peer, type(exc).__name__)
        finally:
            self._set_closed()

    async def shutdown(self) -> None:
        """Finish our tasks so nothing outlives the websocket handler that owns this connection.
        A graceful close gets `close_timeout` to flush; anything else stops the writer now."""
        self._closing = True  # nothing more goes out (nor starts a writer) after this
        writer = self._writer
        if writer is not None and not writer.done():
            if self._graceful:
                await asyncio.wait({writer}, timeout=self._close_timeout)
            writer.cancel()
            await asyncio.wait({writer})
        if self._closer is not None:
            await self._closer
        self._set_closed()
        # A cancelled task keeps its CancelledError, whose traceback holds the frames that hold
        # this connection: drop the tasks (and the session's callback) so the whole connection
        # is freed by reference counting when its handler ends, not by a garbage collection.
        self._writer = self._closer = None
        self._on_closed = None
