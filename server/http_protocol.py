"""uvicorn's httptools protocol, minus the reference cycle it leaves behind at every websocket.

uvicorn's `HttpToolsProtocol` owns an `httptools.HttpRequestParser` that holds bound methods of
the protocol (its callbacks): a reference cycle. uvicorn breaks it in `connection_lost`, but a
connection that upgrades to a websocket hands its transport to the websocket protocol and never
gets `connection_lost`, so the HTTP protocol, its parser, the scope and headers of the upgrade
request and (through them) the transport were left for the cyclic garbage collector: about 30
container objects per websocket connection, and, measured with `gc.DEBUG_SAVEALL` under the
load test, the only cyclic garbage the server made. Breaking the cycle once the hand-off is
done lets reference counting free all of it at once, so full collections (which stop the event
loop, see `server.gcpolicy`) have next to nothing to find and can be rare.
"""

from __future__ import annotations

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class HttpProtocol(HttpToolsProtocol):
    """`HttpToolsProtocol` that lets go of its parser after a websocket upgrade."""

    def handle_websocket_upgrade(self) -> None:
        super().handle_websocket_upgrade()
        # Called from `data_received` after the parser has returned (it raised
        # HttpParserUpgrade), with the transport now speaking to the websocket protocol: the
        # parser will never be fed again, which is what uvicorn's own `connection_lost` assumes
        # when it drops it the same way.
        self.parser = None  # type: ignore[assignment]
