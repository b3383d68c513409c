"""Runs the real server (`python -m server`) in a subprocess on a free port, for e2e tests.

The server binds port 0 and reports the port it got through `--port-file`, so tests never race
for ports. It runs with an API key (`TEST_API_KEY`, unless told otherwise) that the request
helpers send, so tests may choose seeds; `api_key=None` starts an open server. The HTTP
helpers are blocking (urllib): call them via `asyncio.to_thread` from async tests.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TEST_API_KEY = "test-api-key-0123456789"


@dataclass
class ServerProcess:
    proc: subprocess.Popen[bytes]
    port: int
    log_path: Path
    api_key: str | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode

    # Blocking HTTP helpers: fine in tests, the server runs in another process.
    def request(
        self, method: str, path: str, body: Any = None, *, auth: bool = True
    ) -> tuple[int, Any]:
        """`auth=False` leaves the server's API key out."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"content-type": "application/json"}
        if auth and self.api_key is not None:
            headers["authorization"] = f"Bearer {self.api_key}"
        req = urllib.request.Request(self.http + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                raw = resp.read()
                ctype = resp.headers.get("content-type", "")
                status = resp.status
        except urllib.error.HTTPError as err:
            raw = err.read()
            ctype = err.headers.get("content-type", "")
            status = err.code
            err.close()
        return status, json.loads(raw) if "json" in ctype else raw.decode()

    def create_match(self, **body: Any) -> dict[str, Any]:
        status, created = self.request("POST", "/matches", body)
        assert status == 201, created
        assert isinstance(created, dict)
        return created

    def metrics(self) -> str:
        status, text = self.request("GET", "/metrics")
        assert status == 200
        assert isinstance(text, str)
        return text

    def metric(self, name: str, **labels: str) -> float:
        """Sum of the samples of `name` whose labels include `labels`."""
        total = 0.0
        for line in self.metrics().splitlines():
            if not line.startswith(name):
                continue
            key, _, value = line.rpartition(" ")
            metric, _, label_text = key.partition("{")
            if metric != name:
                continue
            if all(f'{k}="{v}"' in label_text for k, v in labels.items()):
                total += float(value)
        return total


def start_server(tmp_dir: Path, *args: str, command: Sequence[str] = ("-m", "server"),
                 env: Mapping[str, str] | None = None,
                 api_key: str | None = TEST_API_KEY) -> ServerProcess:
    """`python -m server` (or `python *command`, which must take the server's flags)."""
    tmp_dir.mkdir(parents=True, exist_ok=True)
    port_file = tmp_dir / "port"
    log_path = tmp_dir / "server.log"
    env = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
    env.pop("GLIMMER_API_KEY", None)
    if api_key is not None:
        env["GLIMMER_API_KEY"] = api_key
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, *command, "--port", "0", "--port-file", str(port_file),
             "--log-level", "warning", *args],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env,
        )
    deadline = time.monotonic() + 30
    while not port_file.exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            raise RuntimeError("server did not start:\n" + log_path.read_text())
        time.sleep(0.05)
    server = ServerProcess(proc, int(port_file.read_text()), log_path, api_key)
    while True:
        try:
            status, _ = server.request("GET", "/health")
            if status == 200:
                return server
        except OSError:
            pass
        if time.monotonic() > deadline:
            server.stop()
            raise RuntimeError("server never became healthy:\n" + server.log())
        time.sleep(0.05)


