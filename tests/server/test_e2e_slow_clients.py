"""Slow and idle clients (slowloris) against the real server, over raw sockets: a connection
must deliver a whole request within `--request-timeout`, and `--max-connections` caps what is
served (HTTP and websockets alike), answering 503 beyond it."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable

import pytest
from raw_http import closed_by_server, open_socket, request
from server_harness import ServerProcess
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

pytestmark = pytest.mark.e2e

HALF_SENT = {
    "nothing": b"",
    "half a request line": b"GET /heal",
    "headers without their end": b"GET /health HTTP/1.1\r\nHost: test\r\n",
    "a body that stops": b"POST /matches HTTP/1.1\r\nHost: test\r\nContent-Length: 100\r\n\r\n{",
    "a websocket upgrade without its end": (
        b"GET /ws HTTP/1.1\r\nHost: test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Version: 13\r\n"
    ),
}


def _left_hanging(port: int, data: bytes) -> bool:
    with open_socket(port, timeout=20) as sock:
        sock.sendall(data)
        return closed_by_server(sock)


@pytest.mark.parametrize("what", sorted(HALF_SENT))
async def test_an_incomplete_request_is_closed(
    spawn_server: Callable[..., ServerProcess], what: str
) -> None:
    server = spawn_server("--request-timeout", "0.5")
    assert await asyncio.to_thread(_left_hanging, server.port, HALF_SENT[what])
    # A prompt client is served as before, keep-alive and all.
    status, _, health = await asyncio.to_thread(request, server.port, "GET", "/health")
    assert status == 200 and isinstance(health, dict) and health["status"] == "ok"


async def test_connections_past_the_cap_are_answered_503(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--max-connections", "4", "--request-timeout", "30")
    idle = [open_socket(server.port) for _ in range(4)]
    try:
        await asyncio.sleep(0.2)  # let the server accept them all
        status, _, _ = await asyncio.to_thread(request, server.port, "GET", "/health")
        assert status == 503
        with pytest.raises(InvalidStatus) as refused:
            async with connect(server.ws, open_timeout=10):
                pass
        assert refused.value.response.status_code == 503
    finally:
        for sock in idle:
            sock.close()
    for _ in range(100):  # the server notices the closes
        status, _, _ = await asyncio.to_thread(request, server.port, "GET", "/health")
        if status == 200:
            break
        await asyncio.sleep(0.05)
    assert status == 200


def test_idle_sockets_do_not_lock_clients_out(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    """Many half-sent requests, then a client: served once the server has closed them."""
    server = spawn_server("--request-timeout", "0.5", "--max-connections", "50")
    idle: list[socket.socket] = []
    try:
        for _ in range(50):
            sock = open_socket(server.port, timeout=20)
            sock.sendall(b"GET /health HTTP/1.1\r\n")
            idle.append(sock)
        assert all(closed_by_server(sock) for sock in idle)
        status, _, _ = request(server.port, "GET", "/health")
        assert status == 200
    finally:
        for sock in idle:
            sock.close()
