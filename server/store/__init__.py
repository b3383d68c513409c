"""Match storage: the `Store` interface (base) and its implementations.

`open_store` is the one place that turns configuration into a store: the rooms never know which
one they write through.
"""

from __future__ import annotations

from server.store.base import (
    FenceRejected,
    LoadedMatch,
    LogEntry,
    MatchExists,
    MatchMeta,
    MatchSummary,
    Snapshot,
    Store,
    StoreError,
    UnknownMatch,
    VersionConflict,
)
from server.store.memory import MemoryStore

__all__ = [
    "FenceRejected",
    "LoadedMatch",
    "LogEntry",
    "MatchExists",
    "MatchMeta",
    "MatchSummary",
    "MemoryStore",
    "Snapshot",
    "Store",
    "StoreError",
    "UnknownMatch",
    "VersionConflict",
    "open_store",
]


def open_store(
    kind: str, redis_url: str | None = None, *, retention: float = 0.0,
    unstarted_ttl: float = 0.0, abandoned_ttl: float = 0.0,
) -> Store:
    """Build the configured store. Asking for Redis without a url fails loudly instead of
    silently falling back to a store that loses matches on restart. `retention`: seconds a
    finished match is kept (Redis only; the memory store keeps a number of them instead).
    `unstarted_ttl`/`abandoned_ttl`: when unfinished matches expire (`server.store.base`)."""
    if kind == "memory":
        return MemoryStore(unstarted_ttl=unstarted_ttl, abandoned_ttl=abandoned_ttl)
    if kind == "redis":
        if not redis_url:
            raise StoreError("--store redis needs --redis-url or REDIS_URL")
        # Imported here so the redis client library loads only when it is configured.
        from server.store.factory import open_store as open_store_url

        return open_store_url(redis_url, retention=retention, unstarted_ttl=unstarted_ttl,
                              abandoned_ttl=abandoned_ttl)
    raise StoreError(f"unknown store kind {kind!r}")

