"""Turn a store url into a `Store`.

It lives in its own module (not `server.store.__init__`, which already has an
`open_store(kind, redis_url)` used by the server's config) so that the Redis client library is
only imported when a Redis url is actually configured. The server's `open_store(kind="redis",
redis_url=...)` branch can simply return `open_store(redis_url)` from here.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from server.store.base import Store, StoreError
from server.store.memory import MemoryStore

REDIS_SCHEMES = ("redis", "rediss", "unix")


def open_store(
    url: str | None, *, retention: float = 0.0, unstarted_ttl: float = 0.0,
    abandoned_ttl: float = 0.0,
) -> Store:
    """`None`, `""` or `memory://` -> a fresh `MemoryStore`; `redis://`, `rediss://` or
    `unix://` -> a `RedisStore` (lazy: it connects on first use). Socket timeouts and the like
    can be tuned in the url's query string, e.g. `redis://r:6379/0?socket_timeout=0.5`.
    `retention` > 0: a finished match expires from Redis that many seconds after it ended.
    `unstarted_ttl`, `abandoned_ttl` > 0: when unfinished matches expire (`server.store.base`).

    Anything else raises `StoreError` rather than silently falling back to memory, which would
    lose every match on restart. The url is never echoed: it may carry a password.
    """
    scheme = urlsplit(url).scheme.lower() if url else "memory"
    if scheme == "memory":
        return MemoryStore(unstarted_ttl=unstarted_ttl, abandoned_ttl=abandoned_ttl)
    if scheme in REDIS_SCHEMES:
        from server.store.redis import RedisStore

        return RedisStore.from_url(url or "", retention=retention, unstarted_ttl=unstarted_ttl,
                                   abandoned_ttl=abandoned_ttl)
    raise StoreError(f"unsupported store url scheme {scheme!r}")
