"""The server leaves no cyclic garbage behind its connections.

The server runs Python's cyclic collector rarely (`server.gcpolicy`): a full collection stops
the event loop for as long as it takes to walk the live heap. That is only sound if serving
makes no reference cycles, which reference counting alone cannot free. This runs the real
server under `gc_probe` (which reports what a full collection with `gc.DEBUG_SAVEALL` finds)
through the kinds of connection it serves: whole games with spectators, rejected and malformed
input, resumes, clients that vanish without a close, plain HTTP including errors. After one
warm-up round (first uses may build caches), further rounds must leave nothing to collect.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import msgpack
import pytest
from server_harness import ROOT, ServerProcess, start_server
from server_wire import RawClient

from protocol.client import GlimmerClient
from protocol.messages import GameOver, Hello, Reject
from server.bots import Bot, greedy_policy, random_policy

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not hasattr(signal, "SIGUSR1"),
                       reason="the probe is asked for its report with SIGUSR1 (POSIX only)"),
]


@pytest.fixture
def probed(tmp_path: Path) -> Iterator[tuple[ServerProcess, Path]]:
    report = tmp_path / "garbage.json"
    server = start_server(
        tmp_path / "server", "--disconnect-grace", "1",
        command=(str(ROOT / "tests" / "server" / "gc_probe.py"),),
        env={"GLIMMER_GC_PROBE": str(report)},
    )
    yield server, report
    assert server.stop() == 0
    assert "Traceback" not in server.log(), server.log()


def collect(server: ServerProcess, report: Path) -> dict[str, int]:
    """What a full collection in the server finds now, by type."""
    report.unlink(missing_ok=True)
    server.proc.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 10
    while not report.exists():
        assert time.monotonic() < deadline, "the server did not report"
        time.sleep(0.02)
    found: dict[str, int] = json.loads(report.read_text())
    return found


async def whole_game(server: ServerProcess, seed: int) -> None:
    created = await asyncio.to_thread(server.create_match, seed=seed)
    match = created["match"]
    watcher = GlimmerClient(server.ws, match, spectate=True)
    seats = [GlimmerClient(server.ws, match, token=tok) for tok in created["tokens"]]
    try:
        await watcher.connect(timeout=10)
        for client in seats:
            await client.connect(timeout=10)
        bots = [Bot(c, p, random.Random(seed + i))
                for i, (c, p) in enumerate(zip(seats, (greedy_policy, random_policy), strict=True))]
        await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), 120)
        await watcher.wait_game_over(timeout=10)
    finally:
        for client in [*seats, watcher]:
            await client.close()


async def troublesome_clients(server: ServerProcess, seed: int) -> None:
    created = await asyncio.to_thread(server.create_match, seed=seed)
    match, tokens = created["match"], created["tokens"]
    seats = [await RawClient.open(server.ws) for _ in tokens]
    welcomes = [await c.hello(match, tok) for c, tok in zip(seats, tokens, strict=True)]
    # Out of turn (one of the two is not to act) and malformed: rejections, nothing applied.
    for i, c in enumerate(seats):
        await c.act(f"bad-{i}", {"type": "no_such_action"})
        assert isinstance(await c.expect(Reject), Reject)
    await seats[0].send_raw(b"\xc1 not msgpack")
    await seats[0].send_raw(msgpack.packb({"type": "act", "v": 1}))
    # A resume from the last sequence, on a fresh connection.
    await seats[1].close()
    again = await RawClient.open(server.ws)
    await again.send(Hello(match, tokens[1], False, welcomes[1].seq))
    assert isinstance(await again.ws.recv(), bytes)  # the patches since, as raw frames
    # A spectator and a seat that vanish without a close frame.
    watcher = await RawClient.open(server.ws)
    await watcher.hello(match)
    for gone in (watcher, again):
        transport = gone.ws.transport
        transport.abort()
    # One that never says hello, and a seat that concedes the game.
    silent = await RawClient.open(server.ws)
    await silent.close()
    await seats[0].act("concede", {"type": "concede"})
    await seats[0].expect(GameOver)
    await seats[0].close()  # (a seat's session outlives game_over until the client leaves)
    # Plain HTTP: a miss and a refused body.
    status, _ = await asyncio.to_thread(server.request, "GET", "/matches/nope")
    assert status == 404
    status, _ = await asyncio.to_thread(server.request, "POST", "/matches", {"players": "x"})
    assert status == 400


async def one_round(server: ServerProcess, seed: int) -> None:
    await asyncio.gather(whole_game(server, seed), whole_game(server, seed + 1),
                         troublesome_clients(server, seed + 2))
    await asyncio.sleep(0.5)  # the server notices the last closes


async def wait_for_rooms(server: ServerProcess) -> None:
    """Until the server holds no connection (closes are noticed asynchronously)."""
    deadline = time.monotonic() + 10
    while await asyncio.to_thread(server.metric, "glimmer_connections") > 0:
        assert time.monotonic() < deadline, server.metrics()
        await asyncio.sleep(0.05)


async def test_serving_makes_no_cyclic_garbage(probed: tuple[ServerProcess, Path]) -> None:
    server, report = probed
    await one_round(server, 100)
    await wait_for_rooms(server)
    collect(server, report)  # whatever start-up and first uses left
    for seed in (200, 300):
        await one_round(server, seed)
    await wait_for_rooms(server)
    assert collect(server, report) == {}
