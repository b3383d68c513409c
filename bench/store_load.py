"""The whole server under load with the Redis store next to the in-memory store, in one run.

    python -m bench.store_load                                  # 2 rounds of 20 s per store
    python -m bench.store_load --matches 200 --duration 30 --repeat 3 --fsync always --json out.json
    python -m bench.store_load --pace 800          # latency at a fixed load instead of flat out

For each round and each store (memory, then redis) it starts a fresh server (`python -m server`,
pinned to the first CPU core) and runs the load test (`python -m bench.loadtest --url ...`,
pinned to the other cores) against it: M concurrent matches of two bots plus S spectators,
playing flat out. The Redis store gets its url from `REDIS_URL` only (the way a deployment
selects it) and writes to a redis-server this script starts (append-only file with the given
fsync policy; `always` is what docker-compose runs), pinned next to the load generator so the
server's core stays its own.

Reported per store (median over the rounds, steady-state window of the load test): actions/s,
ack latency p50/p99, the server's CPU use and its CPU time per action, actions per
server-CPU-second (what one server core sustains when it is the bottleneck; unlike the wall
clock, it does not move when other jobs share the machine) and, for Redis, the mean number of
calls per pipeline the server sent. The ratios are Redis / memory.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from bench.cluster import RedisServer, http

ROOT = Path(__file__).resolve().parent.parent


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pin(pid: int, cores: set[int]) -> None:
    with contextlib.suppress(OSError):
        os.sched_setaffinity(pid, cores)


@contextlib.contextmanager
def server(store: str, redis_url: str, workdir: Path, core: set[int],
           extra: Sequence[str]) -> Iterator[tuple[str, int]]:
    port_file = workdir / f"{store}.port"
    port_file.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    argv = [sys.executable, "-m", "server", "--port", "0", "--port-file", str(port_file),
            "--log-level", "warning", "--rate", "10000", "--burst", "10000", *extra]
    if store == "redis":
        env["REDIS_URL"] = redis_url  # the url alone selects the Redis store
    with open(workdir / f"{store}.log", "ab") as log:
        proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        _pin(proc.pid, core)
        deadline = time.monotonic() + 60
        while not port_file.exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the {store} server did not start; see {workdir}")
            time.sleep(0.05)
        url = f"http://127.0.0.1:{int(port_file.read_text())}"
        while True:  # the port is bound before uvicorn listens on it
            with contextlib.suppress(OSError):
                if http("GET", f"{url}/health", timeout=2)[0] == 200:
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the {store} server never became healthy; see {workdir}")
            time.sleep(0.05)
        yield url, proc.pid
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def one_run(store: str, args: argparse.Namespace, redis: RedisServer, workdir: Path,
            cores: list[int]) -> dict[str, Any]:
    server_core = {cores[0]}
    load_cores = set(cores[1:]) or server_core
    out = workdir / f"{store}.json"
    with server(store, redis.url, workdir, server_core, args.server_arg) as (url, pid):
        redis_pid = redis.proc.pid if redis.proc is not None else None
        redis_cpu0 = _cpu_seconds(redis_pid) if redis_pid else None
        argv = [sys.executable, "-m", "bench.loadtest", "--url", url, "--server-pid", str(pid),
                "--matches", str(args.matches), "--spectators", str(args.spectators),
                "--duration", str(args.duration), "--warmup", str(args.warmup),
                "--grace", "30", "--seed", str(args.seed), "--json", str(out)]
        if args.pace:
            argv += ["--pace", str(args.pace)]
        load = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        _pin(load.pid, load_cores)
        load.wait()
        redis_cpu1 = _cpu_seconds(redis_pid) if redis_pid else None
        pipelines, pipelined = _metric(url, "glimmer_store_pipelines_total"), _metric(
            url, "glimmer_store_pipelined_calls_total")
    data = json.loads(out.read_text())
    window = data["window"]
    span = window["to_s"] - window["from_s"]
    actions = window["actions"]
    cpu = window["server_cpu"]
    row = {
        "store": store,
        "actions_per_s": window["actions_per_s"],
        "ack_p50_ms": 1000 * (window["ack_latency_s"]["p50"] or 0),
        "ack_p99_ms": 1000 * (window["ack_latency_s"]["p99"] or 0),
        "server_cpu": cpu,
        "loadgen_cpu": window["loadgen_cpu"],
        "server_us_per_action": (1e6 * cpu * span / actions) if cpu and actions else None,
        "actions_per_server_cpu_s": (actions / (cpu * span)) if cpu and actions else None,
        "games_finished": data["games_finished"],
        "games_failed": data["games_failed"],
        "unexpected_rejects": data["unexpected_rejects"],
        "mean_batch": pipelined / pipelines if pipelines else None,
        "redis_cpu_s": (redis_cpu1 - redis_cpu0
                        if store == "redis" and redis_cpu0 is not None and redis_cpu1 is not None
                        else None),
    }
    return row


def _metric(url: str, name: str) -> float:
    """One unlabelled sample from the server's /metrics (0 when absent)."""
    status, text = http("GET", f"{url}/metrics")
    for line in str(text).splitlines() if status == 200 else []:
        key, _, value = line.rpartition(" ")
        if key == name:
            return float(value)
    return 0.0


def _median(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [r[key] for r in rows if r.get(key) is not None]
    return statistics.median(values) if values else None


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.store_load",
                                     description="server load: Redis store vs in-memory")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--spectators", type=int, default=1)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--fsync", choices=("always", "everysec", "no", "off"), default="always",
                        help="redis appendfsync policy (off: no append-only file)")
    parser.add_argument("--server-arg", action="append", default=[],
                        help="extra argument for both servers (repeatable)")
    parser.add_argument("--pace", type=float, default=None,
                        help="aim at this many actions/s in all (default: flat out)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    cores = sorted(os.sched_getaffinity(0))
    workdir = Path(tempfile.mkdtemp(prefix="glimmer-store-load-"))
    redis = RedisServer(workdir / "redis", appendfsync=args.fsync)
    redis.start()
    rows: list[dict[str, Any]] = []
    try:
        if redis.proc is not None and len(cores) > 1:
            _pin(redis.proc.pid, set(cores[1:]))
        for k in range(args.repeat):
            for store in ("memory", "redis"):
                row = one_run(store, args, redis, workdir, cores)
                row["round"] = k + 1
                rows.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
    finally:
        redis.stop()
    summary: dict[str, Any] = {}
    for store in ("memory", "redis"):
        mine = [r for r in rows if r["store"] == store]
        summary[store] = {key: _median(mine, key) for key in (
            "actions_per_s", "ack_p50_ms", "ack_p99_ms", "server_cpu", "loadgen_cpu",
            "server_us_per_action", "actions_per_server_cpu_s", "mean_batch")}
    mem, red = summary["memory"], summary["redis"]
    ratios = {key: (red[key] / mem[key] if red[key] and mem[key] else None)
              for key in ("actions_per_s", "actions_per_server_cpu_s")}
    print(f"{'store':8} {'actions/s':>10} {'ack p50':>9} {'ack p99':>9} {'server CPU':>11} "
          f"{'us/action':>10} {'actions/CPU-s':>14}")
    for store in ("memory", "redis"):
        s = summary[store]
        print(f"{store:8} {s['actions_per_s'] or 0:10.0f} {s['ack_p50_ms'] or 0:7.1f}ms "
              f"{s['ack_p99_ms'] or 0:7.1f}ms {100 * (s['server_cpu'] or 0):10.0f}% "
              f"{s['server_us_per_action'] or 0:10.0f} {s['actions_per_server_cpu_s'] or 0:14.0f}")
    if red["mean_batch"]:
        print(f"redis: {red['mean_batch']:.1f} calls per pipeline (appends and lease renewals)")
    print("redis / memory: " + ", ".join(
        f"{k} {v:.2f}" for k, v in ratios.items() if v is not None))
    if args.json:
        args.json.write_text(json.dumps({"args": vars(args) | {"json": str(args.json)},
                                         "rows": rows, "summary": summary,
                                         "ratios": ratios}, indent=2) + "\n")


if __name__ == "__main__":
    main()
