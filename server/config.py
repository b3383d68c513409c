"""Server configuration: one frozen dataclass, filled from the command line (and the environment:
`REDIS_URL`, `GLIMMER_NODE_ID`, `GLIMMER_API_KEY`).

Every limit the server enforces lives here with its default, so tests can start a server with
tiny limits (a 4-message send queue, a 0.5 s grace) and exercise the same code paths that
production takes with generous ones.
"""

from __future__ import annotations

import argparse
import os
import socket
from collections.abc import Sequence
from dataclasses import dataclass, field, fields

LOG_LEVELS = ("critical", "error", "warning", "info", "debug", "trace")


def default_node_id() -> str:
    """`$GLIMMER_NODE_ID`, else `hostname:pid` (unique among the live processes of a host)."""
    return os.environ.get("GLIMMER_NODE_ID") or f"{socket.gethostname()}:{os.getpid()}"


@dataclass(frozen=True, slots=True)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8000
    log_level: str = "info"
    store: str = "memory"
    # repr=False: the url may carry a password and configs get logged.
    redis_url: str | None = field(default=None, repr=False)
    # The name this process holds match leases under; unique per live process.
    node_id: str = field(default_factory=default_node_id)
    # With a key, only its holders create matches (and only they may choose a seed).
    api_key: str | None = field(default=None, repr=False)
    # The websocket url clients reach this node at (default: from host and port).
    public_url: str | None = None
    # Rooms and matches
    spectator_delay: float = 0.0
    disconnect_grace: float = 60.0
    finished_ttl: float = 300.0
    idle_ttl: float = 1800.0
    max_rooms: int = 10_000
    spectator_idle_ttl: float = 60.0
    unstarted_ttl: float = 3600.0
    abandoned_ttl: float = 86_400.0
    max_spectators: int = 1_000
    snapshot_every: int = 50
    lease_ttl: float = 2.0
    finished_retention: float = 7 * 24 * 3600.0
    # HTTP
    create_rate: float = 0.5
    create_burst: float = 10.0
    request_timeout: float = 10.0
    max_connections: int = 10_000
    # Connections
    send_queue: int = 256
    resume_buffer: int = 256
    resume_bytes: int = 4096
    recent_actions: int = 256
    rate: float = 20.0
    burst: float = 40.0
    malformed_limit: int = 5
    malformed_window: float = 10.0
    flood_limit: int = 200
    hello_timeout: float = 10.0
    close_timeout: float = 5.0
    ws_ping_interval: float = 20.0
    # Process
    gc_interval: float = 600.0
    socket_sndbuf: int | None = None
    port_file: str | None = None

    def __post_init__(self) -> None:
        positive = (
            "send_queue", "resume_buffer", "resume_bytes", "recent_actions", "snapshot_every",
            "max_rooms", "max_spectators", "max_connections",
        )
        for name in positive:
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1")
        non_negative = (
            "spectator_delay", "disconnect_grace", "finished_ttl", "idle_ttl",
            "finished_retention", "gc_interval", "spectator_idle_ttl", "unstarted_ttl",
            "abandoned_ttl",
        )
        for name in non_negative:
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be >= 0")
        if self.rate <= 0 or self.burst < 1:
            raise ValueError("rate must be > 0 and burst >= 1")
        if self.create_rate <= 0 or self.create_burst < 1:
            raise ValueError("create_rate must be > 0 and create_burst >= 1")
        if self.request_timeout <= 0:
            raise ValueError("request_timeout must be > 0")
        if self.api_key is not None and not 16 <= len(self.api_key) <= 512:
            raise ValueError("api_key must be 16 to 512 characters")
        if self.malformed_limit < 1 or self.flood_limit < 1 or self.malformed_window <= 0:
            raise ValueError("malformed/flood limits must be >= 1 and malformed_window > 0")
        if self.log_level not in LOG_LEVELS:
            raise ValueError(f"log_level must be one of {LOG_LEVELS}")
        if self.store not in ("memory", "redis"):
            raise ValueError("store must be 'memory' or 'redis'")
        if self.lease_ttl <= 0:
            raise ValueError("lease_ttl must be > 0")
        if not self.node_id or len(self.node_id) > 200:
            raise ValueError("node_id must be 1 to 200 characters")
        if self.public_url is not None and not self.public_url.startswith(("ws://", "wss://")):
            raise ValueError("public_url must be a ws:// or wss:// url")

    @property
    def ws_url(self) -> str:
        """`public_url`, else derived from the bound host and port."""
        if self.public_url:
            return self.public_url
        host = socket.gethostname() if self.host in ("0.0.0.0", "::", "") else self.host
        host = f"[{host}]" if ":" in host else host
        return f"ws://{host}:{self.port}/ws"


_HELP = {
    "host": "interface to bind",
    "port": "TCP port to bind (0 = pick a free one; see --port-file)",
    "log_level": "log verbosity",
    "store": "where matches are persisted (default: redis when --redis-url or $REDIS_URL is "
             "set, else memory)",
    "redis_url": "Redis url for --store redis (default: $REDIS_URL)",
    "node_id": "name this node holds match leases under; must be unique per live process "
               "(default: $GLIMMER_NODE_ID, else hostname:pid)",
    "api_key": "secret that match creation then requires (`Authorization: Bearer KEY`); only "
               "its holders may choose a seed and they skip the creation rate limit "
               "(default: $GLIMMER_API_KEY, else anyone may create)",
    "public_url": "websocket url clients reach this node at, given to clients sent here by "
                  "another node (default: ws://HOST:PORT/ws)",
    "spectator_delay": "seconds spectators lag behind the game",
    "disconnect_grace": "seconds a seat may be away before opponents may claim the win",
    "finished_ttl": "idle seconds after which a finished room closes and frees its memory",
    "idle_ttl": "seconds an unfinished room with nobody connected stays in memory",
    "max_rooms": "most rooms kept in memory at once",
    "spectator_idle_ttl": "seconds an unfinished room stays loaded while no player is "
                          "connected, spectators or not (they are then closed with 4013)",
    "unstarted_ttl": "seconds a match in which nobody has acted is kept after its last activity "
                     "(0 = forever)",
    "abandoned_ttl": "seconds an unfinished match is kept after its last activity (0 = forever)",
    "create_rate": "matches per second one client address may create without the API key",
    "create_burst": "matches one client address may create at once above --create-rate",
    "request_timeout": "seconds a client has to send a whole HTTP request (or websocket "
                       "upgrade) once connected or once it starts one; then it is closed",
    "max_connections": "most open connections; requests past it are answered 503",
    "max_spectators": "most spectator connections per match",
    "snapshot_every": "take a store snapshot every N actions",
    "lease_ttl": "seconds a match's ownership lease lasts; renewed every third of it, and a dead "
                 "node's matches are taken over once it has run out",
    "finished_retention": "seconds a finished match is kept in Redis (0 = forever)",
    "send_queue": "frames queued per connection before it is dropped as too slow",
    "resume_buffer": "recent patches kept per audience for resuming",
    "resume_bytes": "bytes of recent patches kept per audience for resuming (a fresh view is "
                    "smaller than a few KiB of patches)",
    "recent_actions": "action ids remembered per seat for idempotency",
    "rate": "actions per second allowed per connection",
    "burst": "actions a connection may burst above --rate",
    "malformed_limit": "malformed frames within --malformed-window that close a connection",
    "malformed_window": "seconds over which malformed frames are counted",
    "flood_limit": "rate-limited messages within --malformed-window that close a connection",
    "hello_timeout": "seconds a new connection has to send its hello",
    "close_timeout": "seconds to wait for a close handshake before giving up on a connection",
    "ws_ping_interval": "websocket keepalive ping interval (0 disables)",
    "gc_interval": "seconds between the server's full garbage collections, which replace "
                   "Python's automatic ones and stop the event loop for about 1 us per live "
                   "container object (0 = leave Python's collector on; see server/gcpolicy.py)",
    "socket_sndbuf": "kernel send buffer per connection in bytes (caps memory per slow client)",
    "port_file": "write the bound port to this file once listening",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="glimmer-server", description="Glimmer realtime Lorcana server"
    )
    for f in fields(ServerConfig):
        flag = "--" + f.name.replace("_", "-")
        default = f.default
        kwargs: dict[str, object] = {"help": f"{_HELP[f.name]} (default: {default})"}
        if f.name == "log_level":
            kwargs["choices"] = LOG_LEVELS
        elif f.name in ("store", "node_id", "redis_url", "api_key"):  # see parse_config
            kwargs["help"] = _HELP[f.name]
            default = None
            if f.name == "store":
                kwargs["choices"] = ("memory", "redis")
        if f.type in ("int", "int | None"):
            kwargs["type"] = int
        elif f.type == "float":
            kwargs["type"] = float
        parser.add_argument(flag, dest=f.name, default=default, **kwargs)  # type: ignore[arg-type]
    return parser


def parse_config(argv: Sequence[str] | None = None) -> ServerConfig:
    args = vars(build_parser().parse_args(argv))
    if args["redis_url"] is None:
        args["redis_url"] = os.environ.get("REDIS_URL") or None
    if args["store"] is None:  # a Redis url alone is enough to pick the Redis store
        args["store"] = "redis" if args["redis_url"] else "memory"
    if args["api_key"] is None:
        args["api_key"] = os.environ.get("GLIMMER_API_KEY") or None
    if args["node_id"] is None:
        args["node_id"] = default_node_id()
    try:
        return ServerConfig(**args)
    except ValueError as exc:
        build_parser().error(str(exc))
