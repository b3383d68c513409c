"""Failover time: from `kill -9` of the node that owns a match to the first action accepted on
the node that takes it over, with default server and client settings.

    python -m bench.failover_bench                       # 10 trials through the balancer
    python -m bench.failover_bench --trials 20 --route urls --json out.json
    python -m bench.failover_bench --server-arg=--lease-ttl=5

Each trial: a fresh match, two bots (`server.bots`, random policy, `--think` seconds before each
action) playing through the round-robin balancer (`--route lb`) or with both node urls
(`--route urls`); after 2 to 3 s of play (a random point of the lease's renewal cycle, which
with the default 2 s lease is every 0.67 s) the owner is killed with SIGKILL. Measured from the
kill:

* `welcome`: a client's first welcome from the new owner (lease expired, match taken over,
  restored from snapshot + log);
* `ack`: the first `ack` from the new owner, i.e. an action accepted there. Acks are told apart
  by their seq: a room's seqs start at `fence * 1_000_000`, so the new owner's are higher.

The killed node is restarted between trials, so matches alternate between the nodes. The
components are the lease (`--lease-ttl`, renewed every third of it, so a dead owner's lease
runs out between 2/3 and all of it after the kill), the client's retry cadence on `not_owner`
(at most 0.25 s by default) and the load itself (snapshot + at most `--snapshot-every` actions
replayed).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.cluster import Cluster
from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from protocol.messages import Ack
from server.bots import POLICIES, Bot
from server.room import SEQ_SPAN

#: Seconds of play before the kill: at least one lease renewal, then a uniform point.
KILL_AFTER = (2.0, 3.0)


class TimedClient(GlimmerClient):
    """Records when acks and fresh views arrive, with the seq that names the room's fence."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["on_event"] = self._event
        super().__init__(*args, **kwargs)
        self.acks: list[tuple[float, int]] = []
        self.welcomes: list[tuple[float, int]] = []

    def _event(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate) and event.fresh:
            self.welcomes.append((time.monotonic(), event.seq))

    async def act(self, action: dict[str, Any], **kwargs: Any) -> Any:
        outcome = await super().act(action, **kwargs)
        if isinstance(outcome, Ack):
            self.acks.append((time.monotonic(), outcome.seq))
        return outcome


def _first_after(events: list[tuple[float, int]], killed_at: float, base: int) -> float | None:
    times = [t for t, seq in events if t >= killed_at and seq // SEQ_SPAN > base]
    return min(times) - killed_at if times else None


async def trial(cluster: Cluster, route: str, seed: int, think: float) -> dict[str, Any]:
    created = await asyncio.to_thread(cluster.create_match, seed=seed)
    match = created["match"]
    urls = [cluster.lb_ws] if route == "lb" else cluster.ws_urls
    clients = [TimedClient([u for u in urls if u], match, token=token)
               for token in created["tokens"]]
    rng = random.Random(seed)
    bots = [Bot(c, POLICIES["random"], random.Random(seed * 10 + i), think=think)
            for i, c in enumerate(clients)]
    try:
        for client in clients:
            await client.connect(timeout=30)
        play = asyncio.gather(*(b.run() for b in bots), return_exceptions=True)
        await asyncio.sleep(rng.uniform(*KILL_AFTER))
        if play.done():
            raise RuntimeError("the game ended before the kill; use a longer --think")
        base = (clients[0].seq or 0) // SEQ_SPAN
        owners = await asyncio.to_thread(cluster.owners, match)
        if len(owners) != 1:
            raise RuntimeError(f"expected one owner, found {owners}")
        killed_at = time.monotonic()
        await asyncio.to_thread(cluster.kill, owners[0])
        deadline = time.monotonic() + 60
        while True:
            ack = min((a for a in (_first_after(c.acks, killed_at, base) for c in clients)
                       if a is not None), default=None)
            if ack is not None or time.monotonic() > deadline or play.done():
                break
            await asyncio.sleep(0.01)
        welcome = min((w for w in (_first_after(c.welcomes, killed_at, base) for c in clients)
                       if w is not None), default=None)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(play), 60)
        finished = all(c.game_over is not None for c in clients)
        return {"killed": owners[0], "welcome_s": welcome, "ack_s": ack,
                "finished": finished, "reconnects": sum(c.stats.reconnects for c in clients),
                "not_owner_refusals": sum(c.stats.connect_failures for c in clients)}
    finally:
        for client in clients:
            await client.close()


def _stats(values: Sequence[float]) -> dict[str, float | None]:
    if not values:
        return {"median": None, "p90": None, "max": None, "min": None}
    ordered = sorted(values)
    return {"min": ordered[0], "median": statistics.median(ordered),
            "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))], "max": ordered[-1]}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    workdir = Path(tempfile.mkdtemp(prefix="glimmer-failover-"))
    cluster = Cluster(workdir, nodes=2, server_args=args.server_arg)
    await asyncio.to_thread(cluster.start)
    results = []
    try:
        await cluster.start_lb()
        for k in range(args.trials):
            result = await trial(cluster, args.route, args.seed + k, args.think)
            results.append(result)
            print(f"trial {k + 1}: killed {result['killed']}, first welcome "
                  f"{_fmt(result['welcome_s'])}, first ack {_fmt(result['ack_s'])}, "
                  f"finished {result['finished']}", file=sys.stderr, flush=True)
            await asyncio.to_thread(cluster.restart, result["killed"])
    finally:
        await cluster.stop_lb()
        await asyncio.to_thread(cluster.stop)
    acks = [r["ack_s"] for r in results if r["ack_s"] is not None]
    welcomes = [r["welcome_s"] for r in results if r["welcome_s"] is not None]
    return {
        "route": args.route,
        "server_args": args.server_arg,
        "trials": len(results),
        "ack_s": _stats(acks),
        "welcome_s": _stats(welcomes),
        "no_ack": sum(r["ack_s"] is None for r in results),
        "unfinished": sum(not r["finished"] for r in results),
        "results": results,
    }


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f} s"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.failover_bench",
                                     description="kill -9 the owner: time to the next ack")
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--route", choices=("lb", "urls"), default="lb",
                        help="clients go through the balancer, or get both node urls")
    parser.add_argument("--server-arg", action="append", default=[],
                        help="extra argument for every node (repeatable)")
    parser.add_argument("--think", type=float, default=0.05,
                        help="seconds a bot waits before each action")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write the report here")
    args = parser.parse_args(argv)
    # Bots play flat out: lift the per-connection rate limit so they are never throttled.
    args.server_arg = ["--rate", "1000", "--burst", "1000", *args.server_arg]
    data = asyncio.run(run(args))
    for key in ("ack_s", "welcome_s"):
        s = data[key]
        print(f"{key[:-2]:8} min {_fmt(s['min'])}  median {_fmt(s['median'])}  "
              f"p90 {_fmt(s['p90'])}  max {_fmt(s['max'])}")
    print(f"trials {data['trials']}, without an ack {data['no_ack']}, "
          f"unfinished games {data['unfinished']}")
    if args.json:
        args.json.write_text(json.dumps(data, indent=2) + "\n")


if __name__ == "__main__":
    main()
