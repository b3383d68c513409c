"""uvicorn's websockets sans-I/O protocol, plus a way to write a data frame without awaiting.

Through ASGI, every frame the server sends is an `await send({...})`: a message dict, uvicorn's
checks, websockets building and serializing a `Frame`, and, because the room must never await
a socket, a wake-up of the connection's writer task to do that awaiting. That was about a fifth
of the server's CPU under load (four frames per action). But a server's data frame is the same
bytes for every connection (unmasked, and no extension is ever negotiated: per-message deflate
is off), and when the transport is not pushing back there is nothing to wait for. So:

* `binary_frame` frames a payload once, whoever it goes to;
* `WsProtocol.write_frame` writes such a frame to the transport at once, but only while that is
  exactly what uvicorn's own send would do (handshake done, no close sent or received, no
  extension, transport neither closing nor paused); otherwise it refuses and the caller takes
  the ASGI path, which waits on flow control as before;
* `WsProtocol.on_ping`, when set, hears of every websocket PING frame the protocol answers
  (the session counts them against the connection's rate budget: they cost CPU too);
* `WsProtocol.write_close` starts the closing handshake at once, even while the transport is
  pushing back: the close frame is small and final, and it is how a client that stopped
  reading learns, once it reads again, that it was dropped for being too slow. (The ASGI send
  would first wait for the client to drain its backlog, that is until `--close-timeout`.)

`server.session.AsgiSocket` finds the protocol behind the ASGI `send` it was given (uvicorn
passes its bound method) and falls back to plain ASGI for any other server.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

_FIN_BINARY = 0x82
_SHORT = struct.Struct("!BB")
_MEDIUM = struct.Struct("!BBH")
_LONG = struct.Struct("!BBQ")


def binary_frame(payload: bytes) -> bytes:
    """The whole websocket frame (RFC 6455, 5.2) a server sends for one binary message."""
    n = len(payload)
    if n < 126:
        head = _SHORT.pack(_FIN_BINARY, n)
    elif n < 1 << 16:
        head = _MEDIUM.pack(_FIN_BINARY, 126, n)
    else:
        head = _LONG.pack(_FIN_BINARY, 127, n)
    return head + payload


class WsProtocol(WebSocketsSansIOProtocol):
    """uvicorn's `websockets-sansio` protocol with `write_frame`, `write_close` and
    `on_ping`."""

    on_ping: Callable[[], None] | None = None

    def handle_ping(self) -> None:
        super().handle_ping()
        on_ping = self.on_ping
        if on_ping is not None:
            on_ping()

    def _open(self) -> bool:
        """Accepted, no close sent or received, and the transport still up."""
        return (
            self.handshake_complete
            and not self.close_sent
            and not self.disconnected
            and self.initial_response is None
            and self.conn.state is State.OPEN
            and not self.transport.is_closing()
        )

    def write_frame(self, frame: bytes) -> bool:
        """Write `frame` (from `binary_frame`) now and return True, or write nothing and return
        False when only an awaited ASGI send may write (not yet accepted, closing or closed,
        or the transport over its high-water mark)."""
        if not self._open() or not self.writable.is_set() or self.conn.extensions:
            return False
        self.transport.write(frame)
        return True

    def write_close(self, code: int, reason: str, timeout: float | None = None, *,
                    hang_up: bool = False) -> bool:
        """Send the close frame now, as uvicorn's `websocket.close` does but without waiting for
        the transport to drain; False (nothing done) unless the connection is open. The
        transport is closed after `timeout` seconds (uvicorn's own close timeout if None) if
        the peer has not completed the closing handshake by then. `hang_up` (a flooding
        peer): read nothing more and close the transport at once after the frame, since
        parsing what a flooder keeps sending until the handshake times out is the very load
        the close is meant to end."""
        if not self._open():
            return False
        self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
        self.conn.send_close(code, reason)
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.close_sent = True
        if hang_up:
            self.transport.pause_reading()
            self.transport.close()  # after the close frame: a transport flushes, then closes
            return True
        if self.read_paused:
            self.read_paused = False
            self.transport.resume_reading()
        wait = self.close_timeout if timeout is None else timeout
        self.close_timer = self.loop.call_later(wait, self.transport.close)
        return True
