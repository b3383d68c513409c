"""`server.ws_protocol`: frames written without awaiting are exactly what the ASGI send writes,
and the fast path steps aside whenever only an awaited send may write.

Runs uvicorn in-process (on a free port, with the server's protocol classes) around a tiny ASGI
app that drives `server.session.AsgiSocket` the way a `Connection` does, and a real websocket
client."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
import uvicorn
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed
from websockets.frames import Frame, Opcode

from server.http_protocol import HttpProtocol
from server.session import AsgiSocket
from server.ws_protocol import WsProtocol, binary_frame

Scenario = Callable[[AsgiSocket, WsProtocol], Awaitable[None]]


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_binary_frame_is_what_websockets_would_send(size: int) -> None:
    payload = bytes(range(256)) * (size // 256) + bytes(size % 256)
    assert binary_frame(payload) == Frame(Opcode.BINARY, payload).serialize(mask=False)


class App:
    """Accepts one websocket and runs the scenario it was given on it."""

    def __init__(self) -> None:
        self.scenario: Scenario | None = None
        self.done: asyncio.Future[None] | None = None

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        assert scope["type"] == "websocket" and self.scenario is not None
        assert (await receive())["type"] == "websocket.connect"
        await send({"type": "websocket.accept"})
        sock = AsgiSocket(send)
        assert isinstance(send.__self__, WsProtocol)
        try:
            await self.scenario(sock, send.__self__)
        finally:
            assert self.done is not None
            self.done.set_result(None)
        while (await receive())["type"] != "websocket.disconnect":
            pass


@pytest.fixture
async def served() -> AsyncIterator[tuple[App, str]]:
    app = App()
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, http=HttpProtocol, ws=WsProtocol, loop="none",
                            ws_per_message_deflate=False, log_level="warning")
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        await asyncio.sleep(0.01)
    yield app, f"ws://127.0.0.1:{sock.getsockname()[1]}/"
    server.should_exit = True
    await task


async def run(app: App, url: str, scenario: Scenario) -> list[bytes | str]:
    app.scenario = scenario
    app.done = asyncio.get_running_loop().create_future()
    received: list[bytes | str] = []
    async with connect(url) as ws:
        await asyncio.wait_for(app.done, 10)
        try:
            while True:
                received.append(await asyncio.wait_for(ws.recv(), 2))
        except (ConnectionClosed, TimeoutError):
            pass
        if ws.close_code is not None:
            received.append(f"close {ws.close_code}")
    return received


async def test_written_frames_arrive_in_order_with_asgi_sends(served: tuple[App, str]) -> None:
    app, url = served

    async def scenario(sock: AsgiSocket, protocol: WsProtocol) -> None:
        assert sock.try_write(b"one")
        await sock.send_bytes(b"two")
        assert sock.try_write(b"x" * 70_000)
        await sock.close(4009, "bye")
        assert not sock.try_write(b"after the close")

    assert await run(app, url, scenario) == [b"one", b"two", b"x" * 70_000, "close 4009"]


async def test_the_fast_path_steps_aside_while_the_transport_pushes_back(
    served: tuple[App, str],
) -> None:
    app, url = served

    async def scenario(sock: AsgiSocket, protocol: WsProtocol) -> None:
        protocol.pause_writing()  # as the transport does over its high-water mark
        assert not sock.try_write(b"must wait")
        sent = asyncio.create_task(sock.send_bytes(b"waited"))
        await asyncio.sleep(0.05)
        assert not sent.done()  # the ASGI send waits for the transport
        protocol.resume_writing()
        await sent
        assert sock.try_write(b"then at once")
        protocol.pause_writing()
        await sock.close(4009, "too slow")  # the close does not wait
        protocol.resume_writing()

    assert await run(app, url, scenario) == [b"waited", b"then at once", "close 4009"]
