"""RedisStore specifics the shared contract cannot see: the key layout and hash tags, the append
batcher (many rooms, one pipeline, one answer each), NOSCRIPT recovery, error mapping and the
url factory."""

from __future__ import annotations

import asyncio

import hiredis
import pytest
from redis import exceptions as rexc
from redis.asyncio import Redis
from redis.crc import key_slot
from redis_harness import StoreMaker
from redis_proc import RedisProcess

from server.store import (
    FenceRejected,
    LogEntry,
    MatchMeta,
    MemoryStore,
    Snapshot,
    StoreError,
    UnknownMatch,
    VersionConflict,
)
from server.store.factory import open_store
from server.store.redis import MatchKeys, RedisStore, StoreUnavailable, encode_command, translate

pytestmark = pytest.mark.redis

LONG = 30.0


def meta(match_id: str, created_at: float = 1.0) -> MatchMeta:
    return MatchMeta(
        match_id=match_id, created_at=created_at, decks=(("A",) * 3, ("B",) * 3), seed=1,
        options={}, token_hashes=("h0", "h1"),
    )


def entry(match_id: str, version: int) -> LogEntry:
    return LogEntry(
        version=version, seat=version % 2, origin=version % 2,
        action={"type": "quest", "match": match_id, "n": version},
        action_id=f"{match_id}/{version}", at=float(version),
    )


async def raw(proc: RedisProcess) -> Redis:
    return Redis.from_url(proc.url)


async def test_key_layout_and_lease_expiry(
    make_store: StoreMaker, redis_proc: RedisProcess
) -> None:
    store = make_store(prefix="layout")
    await store.create_match(meta("abc"))
    fence = await store.acquire("abc", "node-1", 5.0)
    assert fence == 1
    await store.append("abc", 0, entry("abc", 1), fence=fence)
    await store.save_snapshot("abc", Snapshot(1, {"s": 1}), fence=fence)
    client = await raw(redis_proc)
    try:
        keys = sorted(k.decode() for k in await client.keys("layout:*"))
        assert keys == [
            "layout:matches", "layout:{abc}:fence", "layout:{abc}:lease", "layout:{abc}:log",
            "layout:{abc}:meta", "layout:{abc}:snap",
        ]
        assert await client.type("layout:{abc}:log") == b"list"
        assert await client.type("layout:{abc}:meta") == b"hash"
        assert await client.get("layout:{abc}:lease") == b"node-1"
        assert 0 < await client.pttl("layout:{abc}:lease") <= 5000
        assert await client.get("layout:{abc}:fence") == b"1"
        assert await client.zscore("layout:matches", "abc") == 1.0
        assert await client.hget("layout:{abc}:meta", "owner") == b"node-1"
        await store.release("abc", "node-1", fence)
        assert await client.exists("layout:{abc}:lease") == 0
    finally:
        await client.aclose()


@pytest.mark.parametrize("match_id", ["m1", "a-b_c.d", "with{brace", "with}brace", "ü{}x"])
def test_all_keys_of_a_match_share_one_cluster_slot(match_id: str) -> None:
    keys = MatchKeys.of("glimmer", match_id)
    slots = {key_slot(k.encode()) for k in (keys.meta, keys.log, keys.snap, keys.lease,
                                             keys.fence)}
    assert len(slots) == 1


async def test_batching_200_concurrent_appenders(make_store: StoreMaker) -> None:
    """Every entry lands exactly once, in order, for every match, and it took far fewer
    pipelines than appends."""
    store = make_store()
    rooms, per_room = 200, 25
    fences: dict[str, int] = {}
    for r in range(rooms):
        await store.create_match(meta(f"r{r}"))
        fence = await store.acquire(f"r{r}", "me", LONG)
        assert fence is not None
        fences[f"r{r}"] = fence

    async def room(match_id: str) -> None:
        for version in range(1, per_room + 1):
            await store.append(match_id, version - 1, entry(match_id, version),
                               fence=fences[match_id])

    await asyncio.gather(*(room(m) for m in fences))
    for match_id in fences:
        loaded = await store.load(match_id)
        assert loaded is not None
        assert loaded.entries == [entry(match_id, v) for v in range(1, per_room + 1)]
    batches, calls = store.batch_stats
    assert calls == rooms * per_room
    assert batches <= calls // 20, (batches, calls)


async def test_one_batch_many_outcomes(make_store: StoreMaker) -> None:
    """Failures inside a pipeline are per call: each caller gets its own answer."""
    store = make_store()
    for m in ("ok", "stale", "fenced", "future"):
        await store.create_match(meta(m))
        assert await store.acquire(m, "me", LONG) == 1
    await store.append("stale", 0, entry("stale", 1), fence=1)
    before = store.batch_stats[0]
    results = await asyncio.gather(
        store.append("ok", 0, entry("ok", 1), fence=1),
        store.append("stale", 0, entry("stale", 1), fence=1),
        store.append("fenced", 0, entry("fenced", 1), fence=7),
        store.append("future", 3, entry("future", 4), fence=1),
        store.append("ghost", 0, entry("ghost", 1), fence=1),
        return_exceptions=True,
    )
    assert store.batch_stats[0] == before + 1
    assert results[0] is None
    assert [type(r) for r in results[1:]] == [
        VersionConflict, FenceRejected, VersionConflict, UnknownMatch
    ]
    summary = await store.summary("ok")
    assert summary is not None and summary.version == 1


async def test_cancelled_caller_does_not_disturb_the_batch(make_store: StoreMaker) -> None:
    store = make_store()
    for r in range(10):
        await store.create_match(meta(f"c{r}"))
        assert await store.acquire(f"c{r}", "me", LONG) == 1
    tasks = [asyncio.create_task(store.append(f"c{r}", 0, entry(f"c{r}", 1), fence=1))
             for r in range(10)]
    await asyncio.sleep(0)  # every task has queued its call
    tasks[0].cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    assert isinstance(results[0], asyncio.CancelledError)
    assert results[1:] == [None] * 9
    # The cancelled call was already queued: it is sent anyway (an append cannot be unsent),
    # which is why a caller that gives up must reload before trusting its version.
    summary = await store.summary("c0")
    assert summary is not None and summary.version == 1


async def test_unbatched_store_gives_identical_results(make_store: StoreMaker) -> None:
    store = make_store(batching=False)
    await store.create_match(meta("u"))
    assert await store.acquire("u", "me", LONG) == 1
    await store.append("u", 0, entry("u", 1), fence=1)
    with pytest.raises(VersionConflict):
        await store.append("u", 0, entry("u", 1), fence=1)
    assert store.batch_stats == (0, 0)


@pytest.mark.parametrize("batching", [True, False])
async def test_scripts_reload_after_script_flush(
    make_store: StoreMaker, redis_proc: RedisProcess, batching: bool
) -> None:
    """Redis forgets cached scripts on restart or SCRIPT FLUSH; NOSCRIPT is answered by
    re-sending the body, for single calls and for pipelines alike."""
    store = make_store(batching=batching)
    client = await raw(redis_proc)
    try:
        await client.script_flush()
        await store.create_match(meta("n1", 2.0))
        await client.script_flush()
        assert await store.acquire("n1", "me", LONG) == 1
        await client.script_flush()
        await asyncio.gather(*(store.create_match(meta(f"n{i}", 1.0)) for i in (2, 3)))
        for m in ("n2", "n3"):
            assert await store.acquire(m, "me", LONG) == 1
        await client.script_flush()
        await asyncio.gather(*(store.append(m, 0, entry(m, 1), fence=1)
                               for m in ("n1", "n2", "n3")))
        await client.script_flush()
        assert [s.version for s in await store.list()] == [1, 1, 1]
        await client.script_flush()
        loaded = await store.load("n1")
        assert loaded is not None and loaded.entries == [entry("n1", 1)]
    finally:
        await client.aclose()


async def test_close_answers_queued_appends(make_store: StoreMaker) -> None:
    store = make_store()
    await store.create_match(meta("q"))
    assert await store.acquire("q", "me", LONG) == 1
    task = asyncio.create_task(store.append("q", 0, entry("q", 1), fence=1))
    await asyncio.sleep(0)
    await store.close()
    await task
    reopened = make_store(prefix=store.keys("q").meta.split(":", 1)[0])
    summary = await reopened.summary("q")
    assert summary is not None and summary.version == 1


async def test_ping(make_store: StoreMaker) -> None:
    await make_store().ping()


def test_translate_maps_redis_failures() -> None:
    assert isinstance(translate(rexc.ConnectionError("refused")), StoreUnavailable)
    assert isinstance(translate(rexc.TimeoutError("slow")), StoreUnavailable)
    assert isinstance(translate(rexc.BusyLoadingError("LOADING x")), StoreUnavailable)
    assert isinstance(translate(ConnectionResetError()), StoreUnavailable)
    assert isinstance(translate(rexc.ReadOnlyError("You can't write")), StoreUnavailable)
    assert isinstance(translate(rexc.OutOfMemoryError("command not allowed")), StoreUnavailable)
    for reply in ("MISCONF Redis is configured to save RDB snapshots",
                  "BUSY Redis is busy running a script.",
                  "NOREPLICAS Not enough good replicas to write."):
        assert isinstance(translate(rexc.ResponseError(reply)), StoreUnavailable), reply
    plain = translate(rexc.ResponseError("WRONGTYPE Operation against a key"))
    assert type(plain) is StoreError
    already = VersionConflict("x")
    assert translate(already) is already


async def test_factory() -> None:
    assert isinstance(open_store(None), MemoryStore)
    assert isinstance(open_store(""), MemoryStore)
    assert isinstance(open_store("memory://"), MemoryStore)
    store = open_store("redis://127.0.0.1:1/0?socket_timeout=0.25")
    try:
        assert isinstance(store, RedisStore)
        with pytest.raises(StoreUnavailable):  # lazy: only the first call connects
            await store.ping()
    finally:
        await store.close()
    with pytest.raises(StoreError) as info:
        open_store("postgres://user:secret@db/x")
    assert "secret" not in str(info.value)


def test_encode_command_is_valid_resp() -> None:
    reader = hiredis.Reader()
    parts = ("EVALSHA", "ab" * 20, 2, "k:{é}", b"\x00\r\n", -7, 1.0000000000000002, "")
    reader.feed(encode_command(*parts))
    assert reader.gets() == [b"EVALSHA", b"ab" * 20, b"2", "k:{é}".encode(), b"\x00\r\n",
                             b"-7", b"1.0000000000000002", b""]
    assert reader.gets() is False  # nothing left over


async def test_finished_matches_expire_after_the_retention(
    make_store: StoreMaker, redis_proc: RedisProcess
) -> None:
    """The append that ends a match gives every key of it the same expiry; listings then
    forget it. Unfinished matches never expire."""
    store = make_store(prefix="ret", retention=0.5)
    for match_id in ("done", "going"):
        await store.create_match(meta(match_id))
    fence = await store.acquire("done", "node", LONG)
    assert fence is not None
    await store.append("done", 0, entry("done", 1), fence=fence)
    await store.save_snapshot("done", Snapshot(1, {"s": 1}), fence=fence)
    last = LogEntry(2, 0, 0, {"type": "concede"}, "x", 2.0, result={"winner": 1})
    await store.append("done", 1, last, fence=fence)
    await store.save_snapshot("done", Snapshot(2, {"s": 2}), fence=fence)
    client = await raw(redis_proc)
    try:
        for suffix in ("meta", "log", "snap", "fence"):
            ttl = await client.pttl(f"ret:{{done}}:{suffix}")
            assert 0 < ttl <= 500, (suffix, ttl)
        assert await client.pttl("ret:{going}:meta") == -1
        assert {s.match_id for s in await store.list()} == {"done", "going"}
        await asyncio.sleep(0.7)
        assert await store.load("done") is None
        assert [s.match_id for s in await store.list()] == ["going"]
        assert await client.zscore("ret:matches", "done") is None  # the index forgot it
    finally:
        await client.aclose()
