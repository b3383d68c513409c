"""Unfinished matches expire, in both stores alike (the memory store on a fake clock, Redis on
a real redis-server with real time), and summaries can be asked "as of" a moment (what HTTP
shows under a spectator delay)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from redis_harness import StoreMaker
from test_store_contract import entry, meta

from server.store import MemoryStore, Snapshot, Store, UnknownMatch
from server.store.redis import RedisStore

UNSTARTED = 0.4
ABANDONED = 1.2
Advance = Callable[[float], Awaitable[None]]


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
def expiring(request: pytest.FixtureRequest) -> tuple[Store, Advance]:
    """A store whose unfinished matches expire, and a way to let time pass on it."""
    if request.param == "memory":
        now = [0.0]

        async def tick(seconds: float) -> None:
            now[0] += seconds

        store = MemoryStore(clock=lambda: now[0], unstarted_ttl=UNSTARTED,
                            abandoned_ttl=ABANDONED)
        return store, tick
    maker: StoreMaker = request.getfixturevalue("make_store")
    return maker(unstarted_ttl=UNSTARTED, abandoned_ttl=ABANDONED), asyncio.sleep


async def gone(store: Store, match_id: str) -> bool:
    listed = {s.match_id for s in await store.list()}
    missing = await store.summary(match_id) is None and await store.load(match_id) is None
    assert missing == (match_id not in listed)
    return missing


async def test_a_match_nobody_starts_expires(expiring: tuple[Store, Advance]) -> None:
    store, advance = expiring
    await store.create_match(meta("idle"))
    await advance(UNSTARTED / 2)
    assert not await gone(store, "idle")
    await advance(UNSTARTED)
    assert await gone(store, "idle")
    with pytest.raises(UnknownMatch):
        await store.acquire("idle", "me", 5.0)


async def test_a_started_match_expires_once_abandoned(expiring: tuple[Store, Advance]) -> None:
    store, advance = expiring
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", 5.0)
    assert fence is not None
    await store.append("m", 0, entry(1), fence=fence)
    await store.release("m", "me", fence)
    await advance(UNSTARTED * 1.5)  # past the unstarted ttl: started matches get longer
    assert not await gone(store, "m")
    await advance(ABANDONED)
    assert await gone(store, "m")


async def test_a_served_match_does_not_expire(expiring: tuple[Store, Advance]) -> None:
    store, advance = expiring
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", 0.3)
    assert fence is not None
    for _ in range(8):  # a room renews every third of its lease: 3x the unstarted ttl in all
        await advance(UNSTARTED / 2.5)
        assert await store.renew("m", "me", fence, 0.3)
    assert not await gone(store, "m")


async def test_a_finished_match_keeps_its_retention(expiring: tuple[Store, Advance]) -> None:
    store, advance = expiring
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", 5.0)
    assert fence is not None
    await store.append("m", 0, entry(1, result={"winner": 0, "reason": "lore"}), fence=fence)
    await advance(ABANDONED * 1.5)
    summary = await store.summary("m")
    assert summary is not None and summary.finished  # retention 0: kept


async def test_summaries_as_of_a_moment(expiring: tuple[Store, Advance]) -> None:
    store, _ = expiring
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", 5.0)
    assert fence is not None
    for v in range(1, 8):  # stamped 1001 .. 1007; the last one ends the game
        result = {"winner": 1, "reason": "concede"} if v == 7 else None
        await store.append("m", v - 1, entry(v, result=result), fence=fence)
    for as_of, version in ((None, 7), (999.0, 0), (1001.0, 1), (1003.5, 3), (1006.9, 6),
                           (1007.0, 7), (5000.0, 7)):
        summary = await store.summary("m", as_of=as_of)
        assert summary is not None and summary.version == version, as_of
        assert summary.finished == (version == 7)
        (listed,) = await store.list(as_of=as_of)
        assert listed == summary


@pytest.mark.redis
async def test_every_key_of_a_match_carries_the_expiry(make_store: StoreMaker) -> None:
    store: RedisStore = make_store(unstarted_ttl=60, abandoned_ttl=600, retention=3600)
    k = store.keys("m")
    client = store.client

    async def ttls() -> dict[str, int]:
        return {name: int(await client.pttl(getattr(k, name)))
                for name in ("meta", "log", "snap", "fence")}

    await store.create_match(meta("m"))
    assert 0 < (await ttls())["meta"] <= 60_000
    fence = await store.acquire("m", "me", 5.0)
    assert fence is not None
    assert 0 < (await ttls())["fence"] <= 60_000
    await store.append("m", 0, entry(1), fence=fence)
    await store.save_snapshot("m", Snapshot(1, {"state": 1}), fence=fence)
    assert all(60_000 < ttl <= 600_000 for ttl in (await ttls()).values()), await ttls()
    assert await store.renew("m", "me", fence, 5.0)
    assert all(60_000 < ttl <= 600_000 for ttl in (await ttls()).values())
    await store.append("m", 1, entry(2, result={"winner": 0, "reason": "lore"}), fence=fence)
    assert all(600_000 < ttl <= 3_600_000 for ttl in (await ttls()).values())
    assert await store.renew("m", "me", fence, 5.0)  # (a finished room no longer renews)
    assert all(600_000 < ttl <= 3_600_000 for ttl in (await ttls()).values())


@pytest.mark.redis
async def test_keep_forever_means_no_expiry(make_store: StoreMaker) -> None:
    store = make_store(unstarted_ttl=60, abandoned_ttl=0, retention=0)
    await store.create_match(meta("m"))
    fence = await store.acquire("m", "me", 5.0)
    assert fence is not None
    await store.append("m", 0, entry(1), fence=fence)
    k = store.keys("m")
    for key in (k.meta, k.log, k.fence):
        assert await store.client.pttl(key) == -1, key


@pytest.mark.redis
async def test_the_index_forgets_expired_matches(make_store: StoreMaker) -> None:
    """Matches nobody lists any more: creations sweep their index entries away."""
    store = make_store(unstarted_ttl=0.3)
    for i in range(40):
        await store.create_match(meta(f"old{i}"))
    await asyncio.sleep(0.6)
    index = f"{store.keys('x').meta.split(':')[0]}:matches"
    assert await store.client.zcard(index) == 40
    for i in range(6):  # a ZSCAN step each
        await store.create_match(meta(f"new{i}"))
    assert await store.client.zcard(index) == 6
