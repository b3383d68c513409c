"""Load test: many concurrent matches of two bots plus spectators against a real server.

    python -m bench.loadtest --url http://127.0.0.1:8000 --matches 20 --spectators 2 --duration 30
    python -m bench.loadtest --spawn --matches 50 --games 200 --json out.json

Each of the M match slots plays games back to back (create over HTTP, two bots, S spectators)
until the duration is up or N games have finished in total. Reported: games finished,
actions/s, ack latency (act sent -> ack received, per action) and broadcast latency (ack
received by the acting bot -> the same game version received by the opponent and by each
spectator; clamped at 0 because the patch can beat the ack), errors, disconnects, reconnects.

`--spawn` starts the server itself on a free port, pinned to a different CPU core than the load
generator (os.sched_setaffinity) so that the two do not compete for the same core.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.live import Live
from rich.table import Table

from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from server.bots import BENIGN, POLICIES, Bot, create_match, ws_url_for


@dataclass
class Totals:
    started: float = field(default_factory=time.perf_counter)
    games: int = 0
    games_failed: int = 0
    actions: int = 0
    ack_latencies: list[float] = field(default_factory=list)
    broadcast_latencies: list[float] = field(default_factory=list)
    rejects: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    connects: int = 0
    reconnects: int = 0
    disconnects: int = 0
    in_progress: int = 0

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


def percentile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Arrivals:
    """When each game version reached one viewer (an `on_event` callback)."""

    def __init__(self) -> None:
        self.at: dict[int, float] = {}

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            version = event.view.get("version")
            if isinstance(version, int) and version not in self.at:
                self.at[version] = time.perf_counter()


async def play_one_game(args: argparse.Namespace, totals: Totals, rng: random.Random) -> None:
    created = await asyncio.to_thread(create_match, args.url, 2)
    ws = ws_url_for(args.url)
    match = created["match"]
    seat_arrivals = [Arrivals() for _ in created["tokens"]]
    watch_arrivals = [Arrivals() for _ in range(args.spectators)]
    seats = [
        GlimmerClient(ws, match, token=tok, on_event=arr, max_attempts=20)
        for tok, arr in zip(created["tokens"], seat_arrivals, strict=True)
    ]
    watchers = [
        GlimmerClient(ws, match, spectate=True, on_event=arr, max_attempts=20)
        for arr in watch_arrivals
    ]
    policies = ["greedy", "random"] if args.policy == "mixed" else [args.policy] * 2
    bots = [
        Bot(c, POLICIES[policies[i]], random.Random(rng.random()), think=args.think)
        for i, c in enumerate(seats)
    ]
    clients = seats + watchers
    totals.in_progress += 1
    try:
        for client in clients:
            await client.connect(timeout=30)
        results = await asyncio.gather(*(b.run() for b in bots))
        for watcher in watchers:
            await watcher.wait_game_over(timeout=30)
        if any(r is None for r in results):
            totals.games_failed += 1
        else:
            totals.games += 1
    finally:
        totals.in_progress -= 1
        for client in clients:
            await client.close()
            totals.connects += client.stats.connects
            totals.reconnects += client.stats.reconnects
            totals.disconnects += client.stats.reconnects + client.stats.connect_failures
            totals.errors["server_error_messages"] += client.stats.errors
        for seat, bot in enumerate(bots):
            totals.actions += len(bot.stats.ack_latencies)
            totals.ack_latencies.extend(bot.stats.ack_latencies)
            for code, n in bot.stats.rejects.items():
                totals.rejects[code] += n
            others = [a for i, a in enumerate(seat_arrivals) if i != seat] + watch_arrivals
            for version, acked in bot.stats.acked_at.items():
                for arrivals in others:
                    seen = arrivals.at.get(version)
                    if seen is not None:
                        totals.broadcast_latencies.append(max(0.0, seen - acked))


async def match_slot(args: argparse.Namespace, totals: Totals, slot: int,
                     deadline: float, games_left: list[int]) -> None:
    rng = random.Random(args.seed * 1000 + slot)
    while time.perf_counter() < deadline:
        if args.games is not None:
            if games_left[0] <= 0:
                return
            games_left[0] -= 1
        try:
            await play_one_game(args, totals, rng)
        except Exception as exc:  # keep the load going; the report counts it
            totals.games_failed += 1
            totals.errors[type(exc).__name__] += 1


def fmt_ms(value: float | None) -> str:
    return "-" if value is None else f"{value * 1000:.1f} ms"


def report(totals: Totals) -> dict[str, Any]:
    elapsed = totals.elapsed()
    acks, casts = totals.ack_latencies, totals.broadcast_latencies
    return {
        "elapsed_s": round(elapsed, 3),
        "games_finished": totals.games,
        "games_failed": totals.games_failed,
        "games_in_progress": totals.in_progress,
        "actions": totals.actions,
        "actions_per_s": round(totals.actions / elapsed, 1) if elapsed else 0.0,
        "ack_latency_s": {q: percentile(acks, p) for q, p in
                          (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))},
        "ack_latency_mean_s": statistics.fmean(acks) if acks else None,
        "broadcast_latency_s": {q: percentile(casts, p) for q, p in
                                (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))},
        "rejects": dict(totals.rejects),
        "unexpected_rejects": sum(n for c, n in totals.rejects.items()
                                  if c not in {b.value for b in BENIGN}),
        "errors": dict(totals.errors),
        "connects": totals.connects,
        "disconnects": totals.disconnects,
        "reconnects": totals.reconnects,
    }


def render(data: dict[str, Any], title: str) -> Table:
    table = Table(title=title, show_header=False)
    table.add_column("metric")
    table.add_column("value", justify="right")
    table.add_row("elapsed", f"{data['elapsed_s']:.1f} s")
    table.add_row("games finished", str(data["games_finished"]))
    table.add_row("games failed", str(data["games_failed"]))
    table.add_row("games in progress", str(data["games_in_progress"]))
    table.add_row("actions", str(data["actions"]))
    table.add_row("actions/s", f"{data['actions_per_s']:.1f}")
    for name, key in (("ack latency", "ack_latency_s"), ("broadcast latency",
                                                         "broadcast_latency_s")):
        q = data[key]
        table.add_row(name, f"p50 {fmt_ms(q['p50'])}  p95 {fmt_ms(q['p95'])}  "
                            f"p99 {fmt_ms(q['p99'])}")
    table.add_row("rejects", json.dumps(data["rejects"]))
    table.add_row("errors", json.dumps(data["errors"]))
    table.add_row("disconnects / reconnects", f"{data['disconnects']} / {data['reconnects']}")
    return table


@contextlib.contextmanager
def spawned_server(extra: Sequence[str]) -> Iterator[str]:
    """Run `python -m server` on a free port, on a core of its own when there are two."""
    cores = sorted(os.sched_getaffinity(0))
    with tempfile.TemporaryDirectory() as tmp:
        port_file = Path(tmp) / "port"
        log = open(Path(tmp) / "server.log", "wb")  # noqa: SIM115 - closed below
        proc = subprocess.Popen(
            [sys.executable, "-m", "server", "--port", "0", "--port-file", str(port_file),
             "--log-level", "warning", "--rate", "10000", "--burst", "10000", *extra],
            stdout=log, stderr=subprocess.STDOUT,
        )
        try:
            if len(cores) >= 2:
                os.sched_setaffinity(proc.pid, {cores[0]})
                os.sched_setaffinity(0, set(cores[1:]))
            deadline = time.monotonic() + 30
            while not port_file.exists():
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the spawned server did not start")
                time.sleep(0.05)
            time.sleep(0.3)  # let the lifespan start-up finish
            yield f"http://127.0.0.1:{int(port_file.read_text())}"
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            log.close()
            with contextlib.suppress(OSError):
                os.sched_setaffinity(0, set(cores))


async def run(args: argparse.Namespace, console: Console) -> dict[str, Any]:
    totals = Totals()
    duration = args.duration if args.duration is not None else float("inf")
    deadline = time.perf_counter() + duration
    games_left = [args.games if args.games is not None else 0]
    slots = [
        asyncio.create_task(match_slot(args, totals, i, deadline, games_left))
        for i in range(args.matches)
    ]
    with Live(render(report(totals), "glimmer load test"), console=console,
              refresh_per_second=4, transient=not console.is_terminal) as live:
        while not all(t.done() for t in slots):
            await asyncio.wait(slots, timeout=0.5)
            live.update(render(report(totals), "glimmer load test"))
            if time.perf_counter() > deadline + args.grace:
                for task in slots:
                    task.cancel()
                await asyncio.wait(slots)
    return report(totals)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.loadtest", description="Glimmer load")
    parser.add_argument("--url", help="server base url, e.g. http://127.0.0.1:8000")
    parser.add_argument("--spawn", action="store_true", help="start a server on a free port")
    parser.add_argument("--server-arg", action="append", default=[],
                        help="extra argument for the spawned server (repeatable)")
    parser.add_argument("--matches", type=int, default=10, help="concurrent matches")
    parser.add_argument("--spectators", type=int, default=1, help="spectators per match")
    stop = parser.add_mutually_exclusive_group()
    stop.add_argument("--duration", type=float, help="seconds to keep starting games")
    stop.add_argument("--games", type=int, help="total games to finish")
    parser.add_argument("--grace", type=float, default=60.0,
                        help="seconds past --duration to let running games finish")
    parser.add_argument("--policy", choices=[*sorted(POLICIES), "mixed"], default="mixed")
    parser.add_argument("--think", type=float, default=0.0, help="bot delay before each act")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="write the final report here")
    args = parser.parse_args(argv)
    if args.duration is None and args.games is None:
        args.duration = 10.0
    if not args.spawn and not args.url:
        parser.error("give --url or --spawn")
    console = Console(stderr=True)
    with contextlib.ExitStack() as stack:
        if args.spawn:
            args.url = stack.enter_context(spawned_server(args.server_arg))
            console.print(f"spawned server at {args.url}")
        data = asyncio.run(run(args, console))
    console.print(render(data, "glimmer load test: final"))
    if args.json:
        args.json.write_text(json.dumps(data, indent=2) + "\n")
    failed = data["games_failed"] or data["unexpected_rejects"]
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
