"""Fixtures for the store tests: a real redis-server per test session (and a persistent one per
outage test), plus a `harness` that runs the same contract test against every Store.

No Redis mocks: the Lua scripts, hash tags, PX expiry and pipelining are exactly what must be
tested, and only a real server executes them.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from redis_harness import Harness, StoreMaker
from redis_proc import SKIP_REASON, RedisProcess, redis_binary

from server.store import MemoryStore
from server.store.redis import RedisStore


def _require_redis() -> None:
    if redis_binary() is None:
        pytest.skip(SKIP_REASON)


@pytest.fixture(scope="session")
def redis_proc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisProcess]:
    """One throwaway redis-server for the session; tests isolate themselves by key prefix."""
    _require_redis()
    proc = RedisProcess(tmp_path_factory.mktemp("redis"))
    proc.start()
    yield proc
    proc.stop()


@pytest.fixture
def persistent_redis(tmp_path: Path) -> Iterator[RedisProcess]:
    """A private redis-server with `appendfsync always`, for tests that stop/restart it."""
    _require_redis()
    proc = RedisProcess(tmp_path / "redis", persistent=True)
    proc.start()
    yield proc
    proc.stop()


@pytest.fixture
async def make_store(redis_proc: RedisProcess) -> AsyncIterator[StoreMaker]:
    """Build RedisStores on the session server, each under a fresh key prefix; all are closed
    at teardown. Keyword arguments go to `RedisStore.from_url` (url= picks another server)."""
    made: list[RedisStore] = []

    def make(**kwargs: object) -> RedisStore:
        url = str(kwargs.pop("url", redis_proc.url))
        kwargs.setdefault("prefix", f"t{uuid.uuid4().hex[:12]}")
        store = RedisStore.from_url(url, **kwargs)  # type: ignore[arg-type]
        made.append(store)
        return store

    yield make
    for store in made:
        await store.close()


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
def harness(request: pytest.FixtureRequest) -> Harness:
    """Synchronous on purpose: it pulls in the (async) Redis fixtures only for the redis
    parameter, so the memory half of every contract test runs without a redis-server."""
    if request.param == "memory":
        now = [0.0]

        async def tick(seconds: float) -> None:
            now[0] += seconds

        return Harness("memory", MemoryStore(clock=lambda: now[0]), tick)
    maker: StoreMaker = request.getfixturevalue("make_store")
    return Harness("redis", maker(), asyncio.sleep)
