"""Redis going away: calls fail fast with StoreUnavailable (never hang, never report a bogus
conflict), and the same store object works again once Redis is back, with every acknowledged
write still there."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis
from redis_proc import RedisProcess

from server.store import LogEntry, MatchMeta, Snapshot, VersionConflict
from server.store.redis import RedisStore, StoreUnavailable

pytestmark = pytest.mark.redis

LONG = 30.0
TIMEOUT = 0.5


def meta(match_id: str) -> MatchMeta:
    return MatchMeta(
        match_id=match_id, created_at=1.0, decks=(("A",),) * 2, seed=1, options={},
        token_hashes=("h0", "h1"),
    )


def entry(version: int) -> LogEntry:
    return LogEntry(version, 0, 0, {"type": "end_turn"}, f"a{version}", 0.0)


@pytest.fixture
async def store(persistent_redis: RedisProcess) -> AsyncIterator[RedisStore]:
    s = RedisStore.from_url(persistent_redis.url, socket_timeout=TIMEOUT,
                            connect_timeout=TIMEOUT)
    yield s
    await s.close()


async def fails_fast(coro: object, limit: float = 3 * TIMEOUT) -> float:
    start = time.monotonic()
    with pytest.raises(StoreUnavailable):
        await coro  # type: ignore[misc]
    elapsed = time.monotonic() - start
    assert elapsed < limit, elapsed
    return elapsed


async def test_stopped_redis_fails_fast_and_restart_recovers(
    store: RedisStore, persistent_redis: RedisProcess
) -> None:
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", LONG)
    assert fence is not None
    for v in range(1, 4):
        await store.append("m", v - 1, entry(v), fence=fence)

    await asyncio.to_thread(persistent_redis.stop)  # the event loop keeps running, as in prod
    await fails_fast(store.append("m", 3, entry(4), fence=fence))
    await fails_fast(store.load("m"))
    await fails_fast(store.summary("m"))
    await fails_fast(store.list())
    await fails_fast(store.acquire("m", "other", LONG))
    await fails_fast(store.renew("m", "me", fence, LONG))
    await fails_fast(store.save_snapshot("m", Snapshot(3, {}), fence=fence))
    await fails_fast(store.ping())
    # many rooms at once: the whole batch fails, every caller hears about it, nobody hangs
    start = time.monotonic()
    results = await asyncio.gather(
        *(store.append("m", 3, entry(4), fence=fence) for _ in range(50)),
        return_exceptions=True,
    )
    assert all(isinstance(r, StoreUnavailable) for r in results)
    assert time.monotonic() - start < 3 * TIMEOUT

    await asyncio.to_thread(persistent_redis.start)  # same port, data from the append-only file
    await store.ping()
    loaded = await store.load("m")
    assert loaded is not None and [e.version for e in loaded.entries] == [1, 2, 3]
    assert await store.renew("m", "me", fence, LONG)  # the fence survived the restart
    await store.append("m", 3, entry(4), fence=fence)  # cached scripts were lost: reloaded
    summary = await store.summary("m")
    assert summary is not None and summary.version == 4


async def test_hung_redis_times_out_and_the_outcome_is_then_unknown(
    store: RedisStore, persistent_redis: RedisProcess
) -> None:
    """A frozen Redis (SIGSTOP) accepts bytes but never answers: the socket timeout turns that
    into StoreUnavailable. The append was already on the wire, so whether Redis applies it when
    it thaws depends on whether the client's close reached it first: StoreUnavailable means
    "maybe", and the writer must reload rather than retry blindly."""
    await store.create_match(meta("h"))
    fence = await store.acquire("h", "me", LONG)
    assert fence is not None
    persistent_redis.pause()
    try:
        elapsed = await fails_fast(store.append("h", 0, entry(1), fence=fence))
        assert elapsed >= TIMEOUT * 0.8
    finally:
        persistent_redis.resume()
    await asyncio.sleep(0.1)
    loaded = await store.load("h")  # only a reload tells which it was
    assert loaded is not None and loaded.entries in ([], [entry(1)])
    if loaded.entries:
        with pytest.raises(VersionConflict):  # a blind retry would be refused
            await store.append("h", 0, entry(1), fence=fence)
    else:
        await store.append("h", 0, entry(1), fence=fence)


async def test_acknowledged_appends_survive_a_redis_crash(
    store: RedisStore, persistent_redis: RedisProcess
) -> None:
    """With appendfsync always, SIGKILL loses nothing that was acknowledged."""
    await store.create_match(meta("k"))
    fence = await store.acquire("k", "me", LONG)
    assert fence is not None
    for v in range(1, 51):
        await store.append("k", v - 1, entry(v), fence=fence)
    await asyncio.to_thread(persistent_redis.kill)
    await asyncio.to_thread(persistent_redis.start)
    # Pooled connections died with the old process; the pool notices and reconnects, so even
    # a non-retried append works on the first try.
    await store.append("k", 50, entry(51), fence=fence)
    loaded = await store.load("k")
    assert loaded is not None and len(loaded.entries) == 51
    # A lease granted before the crash outlives it (PX deadlines are absolute in the AOF),
    # so another node still cannot take the match over.
    assert await store.acquire("k", "other", LONG) is None


async def test_read_only_replica_and_out_of_memory_are_unavailable(
    store: RedisStore, persistent_redis: RedisProcess
) -> None:
    """Redis that answers but refuses writes (demoted to a replica in a failover, or full) is
    an outage for the room, not a bug: StoreUnavailable, and reads keep working."""
    await store.create_match(meta("r"))
    fence = await store.acquire("r", "me", LONG)
    assert fence is not None
    admin = Redis.from_url(persistent_redis.url)
    try:
        await admin.execute_command("CONFIG", "SET", "maxmemory", "1")
        await fails_fast(store.append("r", 0, entry(1), fence=fence))
        await admin.execute_command("CONFIG", "SET", "maxmemory", "0")
        await store.append("r", 0, entry(1), fence=fence)

        # a replica of a master that does not exist: connected, but read-only
        await admin.execute_command("REPLICAOF", "127.0.0.1", "1")
        await fails_fast(store.append("r", 1, entry(2), fence=fence))
        await fails_fast(store.acquire("r", "me", LONG))  # would write: refused
        loaded = await store.load("r")
        assert loaded is not None and loaded.entries == [entry(1)]
        await admin.execute_command("REPLICAOF", "NO", "ONE")
        await store.append("r", 1, entry(2), fence=fence)
    finally:
        await admin.aclose()
