"""`python -m server` / `glimmer-server`: run the server under uvicorn.

uvicorn is pinned to uvloop + httptools (`server.http_protocol`, which frees what a websocket
upgrade leaves behind) + the websockets sans-I/O protocol (`server.ws_protocol`, which can
write a frame without awaiting). We bind the listening socket ourselves so that `--port 0`
works (the chosen port is printed and optionally written to `--port-file`, which is how tests
and the load test find a spawned server) and so that `--socket-sndbuf` can cap the kernel send
buffer that every accepted connection inherits.

Slow or idle clients cannot hold the server: every request must arrive whole within
`--request-timeout` (`server.http_protocol`), at most `--max-connections` connections are
served (uvicorn's `limit_concurrency`: past it, requests are answered 503), and the process's
open-file limit is raised to cover them, so that it answers 503 rather than failing to accept.
"""

from __future__ import annotations

import gc
import logging
import os
import resource
import signal
import socket
import sys
from collections.abc import Sequence
from dataclasses import replace

import uvicorn

from protocol.codec import MAX_FRAME_BYTES
from server.app import create_app
from server.config import ServerConfig, parse_config
from server.http_protocol import HttpProtocol
from server.store import StoreError
from server.ws_protocol import WsProtocol

#: Frames up to this size reach the app, which answers an oversized (> MAX_FRAME_BYTES) one with
#: an `error` before closing; anything bigger is cut off by the websocket layer itself (1009).
WS_MAX_SIZE = 16 * MAX_FRAME_BYTES


def bind_socket(config: ServerConfig) -> socket.socket:
    family = socket.AF_INET6 if ":" in config.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if config.socket_sndbuf is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, config.socket_sndbuf)
    sock.bind((config.host, config.port))
    sock.set_inheritable(True)
    return sock


#: File descriptors kept beyond `--max-connections` (the listening socket, Redis, logs...).
FD_RESERVE = 64


def raise_file_limit(connections: int) -> int:
    """Raise the soft limit on open files towards what `connections` need (at most the hard
    limit). Returns how many connections the limit allows."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = connections + FD_RESERVE
    if soft != resource.RLIM_INFINITY and soft < want:
        new = want if hard == resource.RLIM_INFINITY else min(want, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))
            soft = new
        except (ValueError, OSError):
            pass
    return connections if soft == resource.RLIM_INFINITY else min(
        connections, max(1, soft - FD_RESERVE))


def uvicorn_config(config: ServerConfig, max_connections: int | None = None) -> uvicorn.Config:
    ping = config.ws_ping_interval or None
    return uvicorn.Config(
        create_app(config),
        host=config.host,
        port=config.port,
        loop="uvloop",
        http=HttpProtocol.with_timeout(config.request_timeout),
        limit_concurrency=max_connections or config.max_connections,
        ws=WsProtocol,
        ws_max_size=WS_MAX_SIZE,
        ws_ping_interval=ping,
        ws_ping_timeout=ping,
        ws_per_message_deflate=False,
        lifespan="on",
        log_level=config.log_level,
        access_log=config.log_level in ("debug", "trace"),
        timeout_graceful_shutdown=max(1, round(config.close_timeout)),
    )


def compiled_modules() -> list[str]:
    """Our loaded modules that run compiled (scripts/build_accel.py, which lists them), said at
    start-up: they are ~15% of the CPU an action costs, so an operator comparing nodes wants to
    know. mypyc's runtime helper modules (`*__mypyc`) are not counted."""
    return sorted(
        name for name, module in list(sys.modules.items())
        if name.split(".", 1)[0] in ("engine", "protocol", "server")
        and not name.endswith("__mypyc")
        and str(getattr(module, "__file__", None) or ".py").endswith((".so", ".pyd"))
    )


def main(argv: Sequence[str] | None = None) -> None:
    config = parse_config(argv)
    level = logging.getLevelName(config.log_level.upper()) if config.log_level != "trace" else 5
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    connections = raise_file_limit(config.max_connections)
    if connections < config.max_connections:
        logging.getLogger("glimmer.server").warning(
            "the open-file limit allows %d connections, not --max-connections %d",
            connections, config.max_connections)
    sock = bind_socket(config)
    port = sock.getsockname()[1]
    config = replace(config, port=port)  # (with --port 0: the derived public url needs it)
    try:
        uv_config = uvicorn_config(config, connections)
    except StoreError as exc:
        raise SystemExit(f"glimmer-server: {exc}") from None
    # Everything imported and built so far (modules, card data, the app) lives as long as the
    # process: move it out of the collector's sight, so full collections (which stop the event
    # loop for as long as they take) only walk what the rooms hold.
    gc.collect()
    gc.freeze()
    if not config.gc_interval:
        # Python's own collector stays on (--gc-interval 0). Young collections every 10,000
        # allocations instead of 700: views live for one action, and collecting that often
        # promoted most of them to the old generations, whose collections walk every room.
        # Otherwise `server.gcpolicy` replaces automatic collection once the app starts.
        gc.set_threshold(10_000, 20, 10)
    if config.port_file:
        tmp = f"{config.port_file}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(f"{port}\n")
        os.replace(tmp, config.port_file)
    compiled = compiled_modules()
    logging.getLogger("glimmer.server").info(
        "compiled with mypyc: %s", ", ".join(compiled) if compiled else "nothing (pure Python)")
    print(f"glimmer-server listening on http://{config.host}:{port}", flush=True)
    server = uvicorn.Server(uv_config)
    # uvicorn handles SIGTERM itself while serving (graceful shutdown) and re-raises it to the
    # handler that was installed before; make that one a no-op so a graceful stop exits 0.
    signal.signal(signal.SIGTERM, lambda _signum, _frame: None)
    server.run(sockets=[sock])
    sys.exit(0 if server.started else 1)


if __name__ == "__main__":
    main()
