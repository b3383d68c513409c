"""Types shared by the store tests and their conftest (tests import these, never `conftest`,
whose module name is not unique across test directories)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from server.store import Store
from server.store.redis import RedisStore

StoreMaker = Callable[..., RedisStore]


@dataclass
class Harness:
    """A store plus a way to let `seconds` of lease time pass on it (a fake clock for the
    memory store, real sleeping for Redis, whose leases expire server-side)."""

    kind: str
    store: Store
    advance: Callable[[float], Awaitable[None]]
