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

Bots act as fast as they can by default, which makes the load a closed loop: every match always
has one action in flight, so the server (or the generator) runs flat out and the latency is
simply `matches / throughput` (Little's law). `--pace R` spaces each match's actions so that
all matches together aim at R actions/s: that measures latency at a given load instead.

Steady-state figures are taken over a window, from `--warmup` seconds after the start to the end
of `--duration`: actions/s, ack latency, and with `--spawn` (or `--server-pid`) the server's CPU
use and memory (RSS at the start with no match, at the end of the window, and per live room as
`GET /health` counts them).

    python -m bench.loadtest --spawn --matches 200 --spectators 2 --duration 30 --pace 2000
    python -m bench.loadtest --spawn --matches 1 --spectators 1000 --duration 30 --pace 5
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import uvloop
from rich.console import Console
from rich.live import Live
from rich.table import Table

from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from server.bots import BENIGN, POLICIES, Bot, create_match, deck_argument, ws_url_for
from server.gcpolicy import GcScheduler


@dataclass
class Totals:
    started: float = field(default_factory=time.perf_counter)
    games: int = 0
    games_failed: int = 0
    actions: int = 0
    ack_latencies: list[float] = field(default_factory=list)
    ack_times: list[float] = field(default_factory=list)  # perf_counter() of each ack
    broadcast_latencies: list[float] = field(default_factory=list)
    rejects: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    connects: int = 0
    reconnects: int = 0
    disconnects: int = 0
    in_progress: int = 0

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


def percentile(values: Sequence[float], q: float, *, ordered: bool = False) -> float | None:
    if not values:
        return None
    if not ordered:
        values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def pacer(interval: float, phase: float) -> Callable[[], Awaitable[None]]:
    """A match's rate limiter: successive calls return on a fixed grid `interval` seconds apart,
    offset by `phase` (0..1 of an interval) so that matches started together do not act in
    lockstep. A late call returns at once and the next one keeps to the grid, catching up by at
    most one step: a match that fell far behind (a server pause) skips the steps it missed
    rather than re-timing itself from the moment it got going again. (Re-timing from "now" made
    every match that waited on the same pause act in step afterwards: bursts of one action per
    match, every interval, that no population of independent players produces and that kept
    latency high long after the pause.)"""
    due = time.perf_counter() + phase * interval

    async def wait() -> None:
        nonlocal due
        now = time.perf_counter()
        due += interval
        if due < now - interval:
            due += math.ceil((now - interval - due) / interval) * interval
        if due > now:
            await asyncio.sleep(due - now)

    return wait


class ProcStat:
    """CPU time and memory of another process, from /proc (Linux)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self._tick = os.sysconf("SC_CLK_TCK")

    def cpu_s(self) -> float | None:
        try:
            fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / self._tick  # utime + stime

    def rss_mb(self) -> float | None:
        try:
            for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            return None
        return None


def live_rooms(url: str) -> int | None:
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/health", timeout=10) as response:
            rooms = json.load(response).get("rooms")
    except (OSError, ValueError):
        return None
    return rooms if isinstance(rooms, int) else None


def server_gc(url: str) -> tuple[float, float] | None:
    """The server's full garbage collections so far: (count, seconds paused in all)."""
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/metrics", timeout=10) as response:
            text = response.read().decode()
    except (OSError, ValueError):
        return None
    found: dict[str, float] = {}
    for line in text.splitlines():
        name, _, value = line.partition(" ")
        if name in ("glimmer_gc_pause_seconds_count", "glimmer_gc_pause_seconds_sum"):
            found[name] = float(value)
    if len(found) != 2:
        return None
    return found["glimmer_gc_pause_seconds_count"], found["glimmer_gc_pause_seconds_sum"]


@dataclass
class Window:
    """Steady-state measurements between two instants of the run."""

    start: float
    end: float
    server: ProcStat | None
    server_cpu: list[float | None] = field(default_factory=list)
    loadgen_cpu: list[float] = field(default_factory=list)
    rss_base_mb: float | None = None
    rss_end_mb: float | None = None
    rss_peak_mb: float | None = None
    rooms: int | None = None
    server_gc: list[tuple[float, float] | None] = field(default_factory=list)

    def sample(self) -> None:
        self.server_cpu.append(self.server.cpu_s() if self.server else None)
        self.loadgen_cpu.append(time.process_time())

    def watch_rss(self) -> None:
        rss = self.server.rss_mb() if self.server else None
        if rss is not None:
            self.rss_peak_mb = max(rss, self.rss_peak_mb or 0.0)


async def measure(window: Window, url: str) -> None:
    """Sample at the window's start and end (and the server's RSS every second)."""
    if window.server is not None:
        window.rss_base_mb = window.server.rss_mb()
    while time.perf_counter() < window.start:
        await asyncio.sleep(min(1.0, window.start - time.perf_counter()))
    window.sample()
    window.server_gc.append(await asyncio.to_thread(server_gc, url))
    while time.perf_counter() < window.end:
        window.watch_rss()
        await asyncio.sleep(max(0.0, min(1.0, window.end - time.perf_counter())))
    window.sample()
    window.server_gc.append(await asyncio.to_thread(server_gc, url))
    window.watch_rss()
    if window.server is not None:
        window.rss_end_mb = window.server.rss_mb()
    window.rooms = await asyncio.to_thread(live_rooms, url)


class Arrivals:
    """When each game version reached one viewer (an `on_event` callback)."""

    def __init__(self) -> None:
        self.at: dict[int, float] = {}

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            version = event.view.get("version")
            if isinstance(version, int) and version not in self.at:
                self.at[version] = time.perf_counter()


async def play_one_game(
    args: argparse.Namespace, totals: Totals, rng: random.Random,
    pace: Callable[[], Awaitable[None]] | None = None,
) -> None:
    created = await asyncio.to_thread(create_match, args.url, 2, None, args.decks)
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
        Bot(c, POLICIES[policies[i]], random.Random(rng.random()), think=args.think, pace=pace)
        for i, c in enumerate(seats)
    ]
    clients = seats + watchers
    totals.in_progress += 1
    try:
        for client in seats:
            await client.connect(timeout=30)
        await connect_all(watchers, CONNECT_CONCURRENCY)
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
            totals.ack_times.extend(bot.stats.ack_times)
            for code, n in bot.stats.rejects.items():
                totals.rejects[code] += n
            others = [a for i, a in enumerate(seat_arrivals) if i != seat] + watch_arrivals
            for version, acked in bot.stats.acked_at.items():
                for arrivals in others:
                    seen = arrivals.at.get(version)
                    if seen is not None:
                        totals.broadcast_latencies.append(max(0.0, seen - acked))


#: Spectators of one match connect this many at a time (a thousand at once would be a SYN flood).
CONNECT_CONCURRENCY = 50


async def connect_all(clients: Sequence[GlimmerClient], concurrency: int) -> None:
    gate = asyncio.Semaphore(concurrency)

    async def one(client: GlimmerClient) -> None:
        async with gate:
            await client.connect(timeout=60)

    await asyncio.gather(*(one(c) for c in clients))


async def match_slot(args: argparse.Namespace, totals: Totals, slot: int,
                     deadline: float, games_left: list[int]) -> None:
    rng = random.Random(args.seed * 1000 + slot)
    # The pacer belongs to the slot, so its schedule carries over from one game to the next.
    pace = pacer(args.matches / args.pace, rng.random()) if args.pace else None
    while time.perf_counter() < deadline:
        if args.games is not None:
            if games_left[0] <= 0:
                return
            games_left[0] -= 1
        try:
            await play_one_game(args, totals, rng, pace)
        except Exception as exc:  # keep the load going; the report counts it
            totals.games_failed += 1
            totals.errors[type(exc).__name__] += 1


def fmt_ms(value: float | None) -> str:
    return "-" if value is None else f"{value * 1000:.1f} ms"


def quantiles(values: Sequence[float]) -> dict[str, float | None]:
    ordered = sorted(values)  # once: the three percentiles then index into it
    return {q: percentile(ordered, p, ordered=True)
            for q, p in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}


def window_report(totals: Totals, window: Window) -> dict[str, Any]:
    span = window.end - window.start
    lats = [lat for at, lat in zip(totals.ack_times, totals.ack_latencies, strict=True)
            if window.start <= at < window.end]
    out: dict[str, Any] = {
        "from_s": round(window.start - totals.started, 3),
        "to_s": round(window.end - totals.started, 3),
        "actions": len(lats),
        "actions_per_s": round(len(lats) / span, 1) if span > 0 else None,
        "ack_latency_s": quantiles(lats),
        "ack_latency_mean_s": statistics.fmean(lats) if lats else None,
        "server_cpu": None,
        "loadgen_cpu": None,
    }
    if len(window.loadgen_cpu) == 2 and span > 0:
        out["loadgen_cpu"] = round((window.loadgen_cpu[1] - window.loadgen_cpu[0]) / span, 3)
    cpu = window.server_cpu
    if len(cpu) == 2 and cpu[0] is not None and cpu[1] is not None and span > 0:
        out["server_cpu"] = round((cpu[1] - cpu[0]) / span, 3)
    # Ten-second slices: a steady run is flat; bursts (game-start waves, collections) show.
    slices: dict[int, list[float]] = {}
    for at, lat in zip(totals.ack_times, totals.ack_latencies, strict=True):
        if window.start <= at < window.end:
            slices.setdefault(int((at - totals.started) // 10), []).append(lat)
    out["timeline"] = [
        {"from_s": 10 * k, "actions": len(v), **{q: round(x * 1000, 1) for q, x in
                                                  quantiles(v).items() if x is not None}}
        for k, v in sorted(slices.items())
    ]
    gcs = window.server_gc
    if len(gcs) == 2 and gcs[0] is not None and gcs[1] is not None:
        out["server_gc"] = {"collections": int(gcs[1][0] - gcs[0][0]),
                            "paused_ms": round(1000 * (gcs[1][1] - gcs[0][1]), 1)}
    if window.server is not None:
        base, end, rooms = window.rss_base_mb, window.rss_end_mb, window.rooms
        out["server_memory"] = {
            "rss_base_mb": base,
            "rss_end_mb": end,
            "rss_peak_mb": window.rss_peak_mb,
            "live_rooms": rooms,
            "kb_per_room": (round((end - base) * 1024 / rooms, 1)
                            if base is not None and end is not None and rooms else None),
        }
    return out


#: The live display's latency figures cover the most recent samples only: sorting every sample
#: of a long run twice a second would stall the generator's loop (and inflate what it measures).
LIVE_SAMPLES = 10_000


def report(totals: Totals, window: Window | None = None, *, live: bool = False) -> dict[str, Any]:
    elapsed = totals.elapsed()
    acks, casts = totals.ack_latencies, totals.broadcast_latencies
    if live:
        acks, casts = acks[-LIVE_SAMPLES:], casts[-LIVE_SAMPLES:]
    return {
        "elapsed_s": round(elapsed, 3),
        "games_finished": totals.games,
        "games_failed": totals.games_failed,
        "games_in_progress": totals.in_progress,
        "actions": totals.actions,
        "actions_per_s": round(totals.actions / elapsed, 1) if elapsed else 0.0,
        "ack_latency_s": quantiles(acks),
        "ack_latency_mean_s": statistics.fmean(acks) if acks else None,
        "broadcast_latency_s": quantiles(casts),
        "rejects": dict(totals.rejects),
        "unexpected_rejects": sum(n for c, n in totals.rejects.items()
                                  if c not in {b.value for b in BENIGN}),
        "errors": dict(totals.errors),
        "connects": totals.connects,
        "disconnects": totals.disconnects,
        "reconnects": totals.reconnects,
        "window": None if window is None else window_report(totals, window),
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
    win = data.get("window")
    if win is not None:
        q = win["ack_latency_s"]
        span = f"{win['from_s']:.0f}-{win['to_s']:.0f} s"
        table.add_row(f"window {span}: actions/s", f"{win['actions_per_s'] or 0:.1f}")
        table.add_row(f"window {span}: ack latency",
                      f"p50 {fmt_ms(q['p50'])}  p95 {fmt_ms(q['p95'])}  p99 {fmt_ms(q['p99'])}")
        cpu = [f"{name} {100 * v:.0f}%" for name, v in
               (("server", win["server_cpu"]), ("load generator", win["loadgen_cpu"]))
               if v is not None]
        table.add_row(f"window {span}: CPU", ", ".join(cpu) or "-")
        mem = win.get("server_memory")
        if mem and mem["rss_end_mb"] is not None:
            table.add_row("server RSS", f"{mem['rss_base_mb']:.1f} MB at start, "
                                        f"{mem['rss_end_mb']:.1f} MB with {mem['live_rooms']} rooms"
                                        f" ({mem['kb_per_room']} KB/room)")
    table.add_row("rejects", json.dumps(data["rejects"]))
    table.add_row("errors", json.dumps(data["errors"]))
    table.add_row("disconnects / reconnects", f"{data['disconnects']} / {data['reconnects']}")
    if data.get("loadgen_gc", {}).get("collections"):
        lg = data["loadgen_gc"]
        table.add_row("load generator GC", f"{lg['collections']} collections, "
                                           f"longest {lg['longest_ms']} ms")
    win = data.get("window") or {}
    if win.get("server_gc"):
        sg = win["server_gc"]
        table.add_row(f"window {win['from_s']:.0f}-{win['to_s']:.0f} s: server GC",
                      f"{sg['collections']} full collections, {sg['paused_ms']} ms paused")
    return table


@contextlib.contextmanager
def spawned_server(extra: Sequence[str]) -> Iterator[tuple[str, int]]:
    """Run `python -m server` on a free port, on a core of its own when there are two."""
    cores = sorted(os.sched_getaffinity(0))
    with tempfile.TemporaryDirectory() as tmp:
        port_file = Path(tmp) / "port"
        log = open(Path(tmp) / "server.log", "wb")  # noqa: SIM115 - closed below
        proc = subprocess.Popen(
            [sys.executable, "-m", "server", "--port", "0", "--port-file", str(port_file),
             "--log-level", "warning", "--rate", "10000", "--burst", "10000",
             "--create-rate", "10000", "--create-burst", "10000", *extra],
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
            yield f"http://127.0.0.1:{int(port_file.read_text())}", proc.pid
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
    deadline = totals.started + duration
    games_left = [args.games if args.games is not None else 0]
    window: Window | None = None
    meter: asyncio.Task[None] | None = None
    if args.duration is not None:
        warmup = min(args.warmup, duration / 2)
        server = ProcStat(args.server_pid) if args.server_pid else None
        window = Window(totals.started + warmup, deadline, server)
        meter = asyncio.create_task(measure(window, args.url))
    # The generator holds hundreds of clients' views: a collection would pause it for up to
    # a few hundred ms and show up as server latency. It is a measuring instrument that runs
    # for minutes, so it collects only when a lot of garbage has piled up (a long run's
    # memory stays bounded), and the report says when it did.
    gc_pauses: list[float] = []
    collector = GcScheduler(float("inf"), max_pending=3_000_000,
                            observe=lambda pause, _found: gc_pauses.append(pause))
    collector.start()
    slots = [
        asyncio.create_task(match_slot(args, totals, i, deadline, games_left))
        for i in range(args.matches)
    ]
    with Live(render(report(totals, live=True), "glimmer load test"), console=console,
              refresh_per_second=4, transient=not console.is_terminal) as live:
        while not all(t.done() for t in slots):
            await asyncio.wait(slots, timeout=0.5)
            live.update(render(report(totals, live=True), "glimmer load test"))
            if time.perf_counter() > deadline + args.grace:
                for task in slots:
                    task.cancel()
                await asyncio.wait(slots)
    if meter is not None:
        await meter
    await collector.stop()
    data = report(totals, window)
    data["loadgen_gc"] = {"collections": len(gc_pauses),
                          "longest_ms": round(1000 * max(gc_pauses, default=0.0), 1)}
    return data


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
    parser.add_argument("--pace", type=float, default=None,
                        help="aim at this many actions/s over all matches (default: flat out)")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds excluded from the steady-state window")
    parser.add_argument("--server-pid", type=int, default=None,
                        help="pid of the server (with --url) to report its CPU and memory")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", nargs="+", metavar="DECK",
                        help="decks the matches use, in turn: built-in deck names or deck "
                             "list files; default: the server's")
    parser.add_argument("--json", type=Path, help="write the final report here")
    args = parser.parse_args(argv)
    if args.duration is None and args.games is None:
        args.duration = 10.0
    if not args.spawn and not args.url:
        parser.error("give --url or --spawn")
    if args.pace is not None and args.pace <= 0:
        parser.error("--pace must be > 0")
    args.decks = [deck_argument(d) for d in args.decks or ()]
    console = Console(stderr=True)
    gc.collect()
    gc.freeze()  # what start-up built is never garbage: out of the collector's sight
    with contextlib.ExitStack() as stack:
        if args.spawn:
            args.url, args.server_pid = stack.enter_context(spawned_server(args.server_arg))
            console.print(f"spawned server at {args.url}")
        # uvloop, as the server uses: the generator's own loop overhead is part of every
        # latency it measures.
        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
            data = runner.run(run(args, console))
    console.print(render(data, "glimmer load test: final"))
    if args.json:
        args.json.write_text(json.dumps(data, indent=2) + "\n")
    failed = data["games_failed"] or data["unexpected_rejects"]
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
