"""The whole point of the Redis store, end to end: `scripts/topology.py` starts Redis, two server
nodes and the load balancer; two players play through the balancer; the node hosting the match
is killed with SIGKILL; the players reconnect through the balancer and the game goes on, on the
other node, from exactly where it was.

Also tests the balancer on its own (round robin, skipping a dead backend).
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import random
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from redis_proc import SKIP_REASON, redis_binary

ROOT = Path(__file__).resolve().parents[2]


def _load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tcp_lb = _load_script("tcp_lb")


async def _echo_server(tag: bytes) -> asyncio.Server:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        data = await reader.read(100)
        writer.write(tag + data)
        await writer.drain()
        writer.close()

    return await asyncio.start_server(handle, "127.0.0.1", 0)


async def _ask(port: int, payload: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(payload)
    await writer.drain()
    data = await reader.read()
    writer.close()
    return data


async def test_lb_round_robin_and_dead_backend_skipped() -> None:
    a, b = await _echo_server(b"A:"), await _echo_server(b"B:")
    closed = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    dead_port = closed.sockets[0].getsockname()[1]
    closed.close()
    await closed.wait_closed()
    backends = [("127.0.0.1", a.sockets[0].getsockname()[1]), ("127.0.0.1", dead_port),
                ("127.0.0.1", b.sockets[0].getsockname()[1])]
    lb = tcp_lb.RoundRobin(backends, connect_timeout=0.5)
    server = await lb.start("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        answers = [await _ask(port, f"{i}".encode()) for i in range(4)]
    finally:
        for s in (server, a, b):
            s.close()
            await s.wait_closed()
    assert answers == [b"A:0", b"B:1", b"A:2", b"B:3"]


# ------------------------------------------------------------------ failover drill


def _http(method: str, url: str, body: dict[str, Any] | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        return json.loads(resp.read())


@pytest.fixture
def topology(tmp_path: Path) -> Any:
    if redis_binary() is None:
        pytest.skip(SKIP_REASON)
    info_file = tmp_path / "topology.json"
    log = tmp_path / "topology.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "topology.py"), "--info-file",
             str(info_file), "--server-arg=--lease-ttl=2", "--server-arg=--log-level=warning"],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 60
    while not info_file.exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            pytest.fail(f"topology did not come up:\n{log.read_text(errors='replace')}")
        time.sleep(0.1)
    time.sleep(0.1)  # the file is written in one go, but be kind to slow disks
    yield json.loads(info_file.read_text())
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _my_move(view: dict[Any, Any], rng: random.Random) -> dict[str, Any] | None:
    legal = [a for a in view.get("legal") or [] if a.get("type") not in ("concede", "claim_win")]
    return rng.choice(legal) if legal else None


async def _play(clients: list[Any], actions: int, rng: random.Random) -> int:
    """Apply `actions` moves (fewer if the game ends); returns how many were acked."""
    from protocol.messages import Ack

    done = 0
    while done < actions:
        moved = False
        for client in clients:
            view = client.view
            if client.game_over is not None or view is None:
                continue
            move = _my_move(view, rng)
            if move is None:
                continue
            answer = await client.act(move, timeout=60)
            if not isinstance(answer, Ack):
                continue  # e.g. stale after a reconnect: pick again from the fresh view
            done += 1
            moved = True
            break
        if not moved:
            if any(c.game_over is not None for c in clients):
                return done
            await asyncio.sleep(0.05)
    return done


@pytest.mark.redis
@pytest.mark.e2e
@pytest.mark.timeout(180)
async def test_killing_the_owner_node_moves_the_match(topology: Any) -> None:
    from protocol.client import GlimmerClient

    lb = topology["lb"]
    nodes = topology["nodes"]
    created = await asyncio.to_thread(
        _http, "POST", f"{lb['url']}/matches", {"players": 2}
    )
    match_id = created["match"]
    rng = random.Random(5)
    clients = [GlimmerClient([lb["ws"]], match_id, token=tok, backoff_max=0.5)
               for tok in created["tokens"]]
    try:
        for client in clients:
            await client.connect(timeout=30)
        assert await _play(clients, 10, rng) == 10
        version_before = clients[0].view["version"]

        owners = []
        for name, node in nodes.items():
            status = await asyncio.to_thread(_http, "GET", f"{node['url']}/matches/{match_id}")
            if status.get("live"):
                owners.append(name)
        assert len(owners) == 1, owners
        os.kill(nodes[owners[0]]["pid"], signal.SIGKILL)
        killed_at = time.monotonic()

        assert await _play(clients, 10, rng) == 10  # reconnect + lease takeover + resume
        recovered_in = time.monotonic() - killed_at
        survivor = next(n for name, n in nodes.items() if name != owners[0])
        status = await asyncio.to_thread(_http, "GET", f"{survivor['url']}/matches/{match_id}")
        assert status["live"] and status["version"] == version_before + 10
        assert clients[0].view["version"] == clients[1].view["version"] == status["version"]
        assert recovered_in < 30
        print(f"match {match_id} moved from {owners[0]} in {recovered_in:.2f}s")
    finally:
        for client in clients:
            await client.close()
