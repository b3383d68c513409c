"""Append throughput and latency of the stores with many concurrent rooms.

    python -m bench.store_bench                      # starts a throwaway redis-server
    python -m bench.store_bench --redis-url redis://127.0.0.1:6379/0 --rooms 200

Two workloads, each run against MemoryStore, RedisStore (batched) and RedisStore (unbatched):

* `raw`: every room appends as fast as it can. This isolates the store's own cost, which for
  the in-memory store is close to nothing, so the ratio is the worst case for Redis.
* `game`: every room plays a real engine game (seeded random legal actions), appends each
  action and saves a snapshot every 50 actions, like a room actor does. This is the number that
  matters for capacity: the ratio shows what moving the store out of process costs a server.

Every room awaits each append before its next action (a room never has two appends in flight),
and yields once per action, as a real room does while waiting for its next message.

Two throughputs are reported. `wall` is appends per elapsed second on this machine, as is.
`cpu` is appends per CPU-second of this process (redis-server runs in its own process and its
CPU is shown separately): it is what a server process with a core to itself would reach, and
it stays meaningful on a shared, busy machine, where wall-clock numbers swing with other load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import Any

from server.store.base import LogEntry, MatchMeta, Snapshot, Store
from server.store.memory import MemoryStore
from server.store.redis import RedisStore

SNAPSHOT_EVERY = 50


@dataclass(frozen=True, slots=True)
class Result:
    workload: str
    store: str
    rooms: int
    appends: int
    seconds: float  # wall clock
    cpu_seconds: float  # CPU of this (server-like) process only
    redis_cpu_seconds: float  # CPU redis-server spent meanwhile (0 for the memory store)
    p50_ms: float
    p99_ms: float
    batches: int

    @property
    def rate(self) -> float:
        """Appends per wall-clock second: what this machine did, background load included."""
        return self.appends / self.seconds

    @property
    def cpu_rate(self) -> float:
        """Appends per CPU-second of the server process: the throughput a server process with a
        core to itself would reach (Redis on another core), insensitive to other load."""
        return self.appends / self.cpu_seconds


def _percentile(sorted_ns: list[int], q: float) -> float:
    if not sorted_ns:
        return 0.0
    index = min(len(sorted_ns) - 1, round(q * (len(sorted_ns) - 1)))
    return sorted_ns[index] / 1e6


def _meta(match_id: str, decks: tuple[tuple[str, ...], ...] = ((),) * 2) -> MatchMeta:
    return MatchMeta(
        match_id=match_id, created_at=time.time(), decks=decks, seed=hash(match_id) & 0xFFFF,
        options={}, token_hashes=("0" * 64,) * len(decks),
    )


async def _raw_room(store: Store, match_id: str, count: int, lat: list[int]) -> None:
    await store.create_match(_meta(match_id))
    fence = await store.acquire(match_id, "bench", 600.0)
    assert fence is not None
    for version in range(1, count + 1):
        entry = LogEntry(
            version=version, seat=version % 2, origin=version % 2,
            action={"type": "quest", "card": version % 60}, action_id=f"a{version}",
            at=time.time(),
        )
        start = time.perf_counter_ns()
        await store.append(match_id, version - 1, entry, fence=fence)
        lat.append(time.perf_counter_ns() - start)
        await asyncio.sleep(0)


async def _game_room(store: Store, match_id: str, seed: int, cap: int, lat: list[int]) -> None:
    from engine import Game, RulesOptions, builtin_deck, complete_builtin_decks

    names = complete_builtin_decks()
    decks = (tuple(builtin_deck(names[seed % len(names)])),
             tuple(builtin_deck(names[(seed + 1) % len(names)])))
    meta = _meta(match_id, decks)
    await store.create_match(meta)
    fence = await store.acquire(match_id, "bench", 600.0)
    assert fence is not None
    game = Game.new([list(d) for d in decks], seed=seed, options=RulesOptions())
    rng = random.Random(seed)
    while not game.is_over and game.version < cap:
        seat = game.to_act()[0]
        choices = [a for a in game.legal_actions(seat) if a.to_wire()["type"] != "concede"]
        action = rng.choice(choices)
        expected = game.version
        game.apply(seat, action)
        result = None if game.result is None else {"winner": game.result.winner}
        entry = LogEntry(
            version=game.version, seat=seat, origin=seat, action=action.to_wire(),
            action_id=f"a{game.version}", at=time.time(), result=result,
        )
        start = time.perf_counter_ns()
        await store.append(match_id, expected, entry, fence=fence)
        lat.append(time.perf_counter_ns() - start)
        if game.version % SNAPSHOT_EVERY == 0:
            await store.save_snapshot(
                match_id, Snapshot(game.version, game.snapshot()), fence=fence
            )
        await asyncio.sleep(0)


async def _redis_cpu(store: Store) -> float:
    if not isinstance(store, RedisStore):
        return 0.0
    info = await store.client.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


async def run(workload: str, name: str, make: Callable[[], Store], rooms: int,
              count: int) -> Result:
    store = make()
    lat: list[int] = []
    tag = f"{workload}-{name}-{time.time_ns()}"
    rooms_: list[Awaitable[None]]
    if workload == "raw":
        rooms_ = [_raw_room(store, f"{tag}-{r}", count, lat) for r in range(rooms)]
    else:
        rooms_ = [_game_room(store, f"{tag}-{r}", r, count, lat) for r in range(rooms)]
    redis_cpu = await _redis_cpu(store)
    cpu = time.process_time()
    start = time.perf_counter()
    await asyncio.gather(*rooms_)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    redis_cpu = await _redis_cpu(store) - redis_cpu
    batches = store.batch_stats[0] if isinstance(store, RedisStore) else 0
    await store.close()
    lat.sort()
    return Result(workload, name, rooms, len(lat), seconds, cpu, redis_cpu,
                  _percentile(lat, 0.5), _percentile(lat, 0.99), batches)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def _redis(url: str | None, fsync: str) -> Iterator[str]:
    """Use `url`, or start a private redis-server (AOF with the given fsync policy, or none)."""
    if url:
        yield url
        return
    binary = shutil.which("redis-server")
    if binary is None:
        raise SystemExit("redis-server not found: install it or pass --redis-url")
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="glimmer-bench-redis-") as tmp:
        aof = ["--appendonly", "no"] if fsync == "none" else [
            "--appendonly", "yes", "--appendfsync", fsync]
        proc = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", tmp,
             *aof], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 10
            while True:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    if time.monotonic() > deadline or proc.poll() is not None:
                        raise SystemExit("redis-server did not start") from None
                    time.sleep(0.05)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rooms", type=int, default=200)
    parser.add_argument("--appends", type=int, default=100,
                        help="appends per room (raw) / action cap per game (game)")
    parser.add_argument("--workload", choices=("raw", "game", "both"), default="both")
    parser.add_argument("--stores", default="memory,redis,redis-unbatched")
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--fsync", choices=("none", "everysec", "always"), default="everysec",
                        help="AOF policy of the redis-server this script starts")
    parser.add_argument("--max-inflight", type=int, default=2)
    parser.add_argument("--max-batch", type=int, default=512)
    parser.add_argument("--repeat", type=int, default=1,
                        help="run every (workload, store) pair N times, interleaved, and "
                             "report the median run (by CPU throughput)")
    parser.add_argument("--json", action="store_true", help="print results as JSON lines")
    args = parser.parse_args(argv)

    with _redis(args.redis_url, args.fsync) as url:
        makers: dict[str, Callable[[], Store]] = {
            "memory": MemoryStore,
            "redis": lambda: RedisStore.from_url(
                url, max_batch=args.max_batch, max_inflight=args.max_inflight,
                prefix=f"bench{time.time_ns()}",
            ),
            "redis-unbatched": lambda: RedisStore.from_url(
                url, batching=False, max_connections=args.rooms, prefix=f"bench{time.time_ns()}",
            ),
        }
        workloads = ("raw", "game") if args.workload == "both" else (args.workload,)
        names = args.stores.split(",")
        runs: dict[tuple[str, str], list[Result]] = {}
        for _ in range(args.repeat):  # interleaved, so background load drift hits all alike
            for workload in workloads:
                for name in names:
                    result = asyncio.run(
                        run(workload, name, makers[name], args.rooms, args.appends)
                    )
                    runs.setdefault((workload, name), []).append(result)
        results: list[Result] = []
        for workload in workloads:
            for name in names:
                ranked = sorted(runs[(workload, name)], key=lambda r: r.cpu_rate)
                results.append(ranked[len(ranked) // 2])
                _report(results[-1], results, args.json)


def _report(result: Result, results: list[Result], as_json: bool) -> None:
    base = next((r for r in results if r.workload == result.workload and r.store == "memory"),
                None)
    ratio = result.rate / base.rate if base else float("nan")
    cpu_ratio = result.cpu_rate / base.cpu_rate if base else float("nan")
    if as_json:
        data: dict[str, Any] = asdict(result) | {
            "rate": result.rate, "cpu_rate": result.cpu_rate, "vs_memory": ratio,
            "cpu_vs_memory": cpu_ratio,
        }
        print(json.dumps(data))
        return
    per = 1e6 / result.appends
    print(f"{result.workload:5} {result.store:16} {result.appends:6} appends | "
          f"wall {result.rate:7.0f}/s x{ratio:4.2f} | "
          f"cpu {result.cpu_rate:7.0f}/s x{cpu_ratio:4.2f} "
          f"({result.cpu_seconds * per:5.1f} us/append, redis {result.redis_cpu_seconds * per:4.1f}"
          f" us) | p50 {result.p50_ms:6.2f} ms p99 {result.p99_ms:6.2f} ms | "
          f"pipelines {result.batches}", flush=True)


if __name__ == "__main__":
    main()
