"""One client floods a match on 4 connections; how long do another match's acks take?

`python -m bench.flood_probe --mode hello` (or `ping`: websocket PING control frames, or
`none`) spawns a server (with `--rate 100 --burst 200` unless `--server-arg` says otherwise),
opens 4 flooding seat connections to one match and has two players of another match act in
turn for `--seconds`, then prints their ack latencies. A repeated hello and PING frames used
to cost no rate budget, so a flood of them starved every other match on the node.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from typing import Any

from websockets.asyncio.client import connect

from bench.loadtest import spawned_server
from protocol.client import GlimmerClient
from protocol.codec import encode
from protocol.messages import Hello
from server.bots import create_match


async def flood(url: str, match: str, token: str, mode: str, stop: asyncio.Event) -> int:
    """Send hellos or PING frames as fast as the socket takes them; how many were sent."""
    sent = 0
    try:
        async with connect(url, ping_interval=None, max_size=None) as ws:
            hello = encode(Hello(match, token))
            await ws.send(hello)
            await ws.recv()
            while not stop.is_set():
                if mode == "ping":
                    await ws.ping(str(sent))
                else:
                    await ws.send(hello)
                sent += 1
                if sent % 50 == 0:
                    await asyncio.sleep(0)
    except Exception:  # closed by the server (4008): the flood is over for this connection
        pass
    return sent


async def probe(http: str, mode: str, seconds: float) -> dict[str, Any]:
    ws = http.replace("http://", "ws://", 1) + "/ws"
    quiet = await asyncio.to_thread(create_match, http, 2, 1)
    target = await asyncio.to_thread(create_match, http, 2, 2)
    stop = asyncio.Event()
    floods = [] if mode == "none" else [
        asyncio.create_task(flood(ws, target["match"], target["tokens"][k % 2], mode, stop))
        for k in range(4)
    ]
    await asyncio.sleep(0.5)
    players = [GlimmerClient(ws, quiet["match"], token=t) for t in quiet["tokens"]]
    latencies: list[float] = []
    try:
        for player in players:
            await player.connect(timeout=30)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not (players[0].view or {}).get("result"):
            for player in players:
                legal = [a for a in (player.view or {}).get("legal", [])
                         if a["type"] != "concede"]
                if legal:
                    started = time.perf_counter()
                    await player.act(legal[0], timeout=30)
                    latencies.append(time.perf_counter() - started)
                    break
            await asyncio.sleep(0.02)
    finally:
        stop.set()
        for player in players:
            await player.close()
    sent = sum(await asyncio.gather(*floods))
    latencies.sort()
    ms = [round(1000 * x, 1) for x in latencies]
    return {"mode": mode, "flood_messages": sent, "acks": len(ms),
            "p50_ms": statistics.median(ms) if ms else None,
            "p90_ms": ms[int(0.9 * len(ms))] if ms else None, "max_ms": ms[-1] if ms else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("none", "hello", "ping"), default="hello")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--server-arg", action="append", default=[],
                        help="extra server flag (repeatable)")
    args = parser.parse_args()
    extra = args.server_arg or ["--rate", "100", "--burst", "200"]
    with spawned_server(extra) as (http, _pid):
        print(json.dumps(asyncio.run(probe(http, args.mode, args.seconds))))


if __name__ == "__main__":
    main()
