"""uvicorn's httptools protocol, with a deadline for every request and no reference cycle left
behind at a websocket upgrade.

**Request deadline.** uvicorn times out idle keep-alive connections, but not a connection that
sends nothing, nor a request whose headers or body never finish: a few hundred sockets
trickling bytes (slowloris) would hold the server's file descriptors for ever and lock every
client out. Here each connection must deliver a whole request, headers and body (or, for a
websocket, its upgrade request), within `request_timeout` seconds of connecting or of starting
that request; otherwise it is closed. Time the application spends answering does not count,
and after a response uvicorn's own keep-alive timeout takes over. A websocket's handshake ends
with its upgrade request; from then on the hello timeout of `server.session` applies. The
connection cap (`limit_concurrency`), which uvicorn applies to HTTP requests only, is applied
to websocket upgrades as well.

**No cycle.** uvicorn's `HttpToolsProtocol` owns an `httptools.HttpRequestParser` that holds
bound methods of the protocol (its callbacks): a reference cycle. uvicorn breaks it in
`connection_lost`, but a connection that upgrades to a websocket hands its transport to the
websocket protocol and never gets `connection_lost`, so the HTTP protocol, its parser, the scope
and headers of the upgrade request and (through them) the transport were left for the cyclic
garbage collector: about 30 container objects per websocket connection, and, measured with
`gc.DEBUG_SAVEALL` under the load test, the only cyclic garbage the server made. Breaking the
cycle once the hand-off is done lets reference counting free all of it at once, so full
collections (which stop the event loop, see `server.gcpolicy`) have next to nothing to find and
can be rare.
"""

from __future__ import annotations

import asyncio
from typing import ClassVar

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class HttpProtocol(HttpToolsProtocol):
    """`HttpToolsProtocol` with a request deadline that lets go of its parser after a
    websocket upgrade. `with_timeout` makes the class uvicorn is given."""

    request_timeout: ClassVar[float] = 10.0
    _deadline: asyncio.TimerHandle | None = None

    @classmethod
    def with_timeout(cls, seconds: float) -> type[HttpProtocol]:
        return type("HttpProtocol", (cls,), {"request_timeout": seconds})

    def _arm(self) -> None:
        if self._deadline is None:
            self._deadline = self.loop.call_later(self.request_timeout, self._expired)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()

    def _refuse(self, status: bytes, text: bytes) -> None:
        self.transport.write(
            b"HTTP/1.1 %s\r\ncontent-type: text/plain; charset=utf-8\r\n"
            b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (status, len(text), text)
        )
        self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()  # until the first request is complete

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._arm()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._disarm()
        limit = self.limit_concurrency
        if limit is not None and len(self.connections) >= limit:
            # uvicorn applies `limit_concurrency` to HTTP requests only; a websocket is a
            # connection like any other, so the cap holds for upgrades too.
            self.logger.warning("Exceeded concurrency limit.")
            self._refuse(b"503 Service Unavailable", b"Service Unavailable")
            return
        super().handle_websocket_upgrade()
        # Called from `data_received` after the parser has returned (it raised
        # HttpParserUpgrade), with the transport now speaking to the websocket protocol: the
        # parser will never be fed again, which is what uvicorn's own `connection_lost` assumes
        # when it drops it the same way.
        self.parser = None  # type: ignore[assignment]
