"""Backpressure and scale: a client that never reads is cut off without stalling anyone, and
one server runs many matches at once."""

from __future__ import annotations

import asyncio
import random
import socket
from collections.abc import Callable

import pytest
from server_harness import ServerProcess
from server_wire import RawClient
from websockets.exceptions import ConnectionClosed

from protocol.client import GlimmerClient
from protocol.codec import encode
from protocol.errors import CloseCode
from protocol.messages import GameOver, Hello, Ping
from server.bots import Bot, greedy_policy, random_policy

pytestmark = pytest.mark.e2e


async def run_bots(server: ServerProcess, seed: int) -> tuple[str, list[GameOver | None]]:
    created = await asyncio.to_thread(server.create_match, seed=seed)
    clients = [GlimmerClient(server.ws, created["match"], token=t) for t in created["tokens"]]
    try:
        for c in clients:
            await c.connect(timeout=10)
        bots = [
            Bot(c, (greedy_policy, random_policy)[i], random.Random(seed + i))
            for i, c in enumerate(clients)
        ]
        results = await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), 120)
    finally:
        for c in clients:
            await c.close()
    return created["match"], list(results)


def tiny_receive_socket(port: int) -> socket.socket:
    """A client socket whose kernel receive buffer is tiny, so not reading backs up fast."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    sock.setblocking(False)
    return sock


async def test_client_that_never_reads_is_dropped_while_the_game_goes_on(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server(
        "--socket-sndbuf", "4096", "--send-queue", "8", "--close-timeout", "60",
        "--rate", "100000", "--burst", "100000",  # this test is about reading, not flooding
    )
    created = await asyncio.to_thread(server.create_match, seed=9)
    match = created["match"]
    slow = await RawClient.open(
        server.ws, sock=tiny_receive_socket(server.port), max_queue=1, ping_interval=None,
    )
    await slow.send(Hello(match, None, True))
    # From now on `slow` never reads. It keeps asking for pongs it will never collect.
    ping = encode(Ping(0))

    async def flood() -> None:
        try:
            while True:
                for _ in range(200):
                    await slow.ws.send(ping)
                await asyncio.sleep(0)
        except ConnectionClosed:
            return

    flooder = asyncio.create_task(flood())
    watcher = GlimmerClient(server.ws, match, spectate=True)
    await watcher.connect(timeout=10)
    try:
        deadline = asyncio.get_running_loop().time() + 30
        while await asyncio.to_thread(server.metric, "glimmer_disconnects_total",
                                      reason="too_slow") < 1:
            assert asyncio.get_running_loop().time() < deadline, "slow client never dropped"
            await asyncio.sleep(0.1)
        # Everyone else is unaffected: the game is played to its end and watched live.
        clients = [GlimmerClient(server.ws, match, token=t) for t in created["tokens"]]
        for c in clients:
            await c.connect(timeout=10)
        bots = [Bot(c, greedy_policy, random.Random(i)) for i, c in enumerate(clients)]
        results = await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), 60)
        assert all(r is not None for r in results)
        assert (await watcher.wait_game_over(timeout=10)).winner == results[0].winner  # type: ignore[union-attr]
        for c in clients:
            await c.close()
    finally:
        await watcher.close()
        flooder.cancel()
        await asyncio.wait({flooder})
    # Reading at last, the slow client finds the close code that tells it to reconnect.
    assert await slow.closed_code(timeout=30) == CloseCode.TOO_SLOW
    await slow.close()


async def test_seat_whose_close_cannot_get_out_is_let_go_after_the_close_timeout(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    """A seat that stops reading is dropped as too slow; its close frame cannot be written
    either (the peer reads nothing), so after `--close-timeout` the server stops waiting on it
    rather than holding the connection until the peer happens to send or vanish."""
    server = spawn_server(
        "--socket-sndbuf", "4096", "--send-queue", "8", "--close-timeout", "1",
        "--rate", "100000", "--burst", "100000", "--ws-ping-interval", "0",
    )
    created = await asyncio.to_thread(server.create_match, seed=5)
    match = created["match"]
    stuck = await RawClient.open(
        server.ws, sock=tiny_receive_socket(server.port), max_queue=1, ping_interval=None,
    )
    # Seated first (its welcome read), then it stops reading: pings sent before the room had
    # seated it would be refused as out of order instead, and end it for another reason.
    await stuck.hello(match, created["tokens"][0])
    ping = encode(Ping(0))
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while await asyncio.to_thread(server.metric, "glimmer_disconnects_total",
                                  reason="too_slow") < 1:
        assert loop.time() < deadline, "the seat was never dropped"
        for _ in range(200):
            await stuck.ws.send(ping)
        await asyncio.sleep(0.05)
    # Now silent and still not reading: only the server's own close timeout can end this.
    # The seat counts as away at once; the server's end of the connection (its session and
    # socket) is let go once the close handshake has had `--close-timeout` to get out.
    _status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert not info["seats"][0]["connected"]
    deadline = loop.time() + 10
    while await asyncio.to_thread(server.metric, "glimmer_connections", role="seat") > 0:
        assert loop.time() < deadline, "the server still holds the stuck connection"
        await asyncio.sleep(0.2)
    await stuck.close()


async def test_many_concurrent_matches(spawn_server: Callable[..., ServerProcess]) -> None:
    server = spawn_server("--rate", "1000", "--burst", "1000")
    outcomes = await asyncio.gather(*(run_bots(server, seed) for seed in range(12)))
    assert all(r is not None for _match, results in outcomes for r in results)
    ids = {match for match, _ in outcomes}
    assert len(ids) == 12
    _status, listing = await asyncio.to_thread(server.request, "GET", "/matches?limit=50")
    finished = {m["match"] for m in listing["matches"] if m["status"] == "finished"}
    assert ids <= finished
    assert await asyncio.to_thread(server.metric, "glimmer_games_finished_total") == 12
    assert await asyncio.to_thread(server.metric, "glimmer_actions_total") > 12 * 20
