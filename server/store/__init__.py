"""Match storage: the `Store` interface (base) and its implementations.

`open_store` is the one place that turns configuration into a store, so adding the Redis store
later means one new branch here and nothing in the rooms.
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


def open_store(kind: str, redis_url: str | None = None) -> Store:
    """Build the configured store. Only `memory` exists today; asking for Redis fails loudly
    instead of silently falling back to a store that loses matches on restart."""
    if kind == "memory":
        return MemoryStore()
    if kind == "redis":
        # The url is deliberately not echoed: it may carry a password.
        raise StoreError("the redis store is not available in this build")
    raise StoreError(f"unknown store kind {kind!r}")

