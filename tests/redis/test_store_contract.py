"""The behavioural contract of `Store`, run against every implementation (MemoryStore, the
reference, and RedisStore on a real redis-server): the room must not be able to tell them apart.

Besides hand-written cases, a differential test drives both stores with the same random
sequence of operations and requires identical outcomes, exception types included.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace
from typing import Any

import pytest
from redis_harness import Harness, StoreMaker

from server.store import (
    FenceRejected,
    LogEntry,
    MatchExists,
    MatchMeta,
    MemoryStore,
    Snapshot,
    Store,
    StoreError,
    UnknownMatch,
    VersionConflict,
)

LONG = 30.0  # a lease that never expires during a test


def meta(match_id: str = "m1", created_at: float = 1.0, players: int = 2) -> MatchMeta:
    return MatchMeta(
        match_id=match_id,
        created_at=created_at,
        decks=tuple((f"Card {i}",) * 3 for i in range(players)),
        seed=7,
        options={"win_lore": 5, "nested": {"x": [1, 2.5, None, "é"]}},
        token_hashes=tuple(f"h{i}" for i in range(players)),
        deck_names=("a", None, "c", "d")[:players],
    )


def entry(version: int, result: dict[str, Any] | None = None,
          action_id: str | int | None = None) -> LogEntry:
    return LogEntry(
        version=version, seat=version % 2, origin=0, action={"type": "quest", "card": version},
        action_id=f"id{version}" if action_id is None else action_id, at=1000.0 + version,
        result=result,
    )


async def owned(store: Store, match_id: str = "m1", owner: str = "me") -> int:
    await store.create_match(meta(match_id))
    fence = await store.acquire(match_id, owner, LONG)
    assert fence is not None
    return fence


async def test_create_append_load_roundtrip(harness: Harness) -> None:
    store = harness.store
    fence = await owned(store)
    await store.append("m1", 0, entry(1), fence=fence)
    await store.append("m1", 1, entry(2, action_id=17), fence=fence)
    await store.append("m1", 2, LogEntry(3, 1, 0, {"type": "end_turn"}, None, 3.5), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None
    assert loaded.meta == meta()
    assert loaded.snapshot is None
    assert loaded.entries == [
        entry(1), entry(2, action_id=17), LogEntry(3, 1, 0, {"type": "end_turn"}, None, 3.5)
    ]


async def test_fresh_match_loads_empty(harness: Harness) -> None:
    await harness.store.create_match(meta(players=4))
    loaded = await harness.store.load("m1")
    assert loaded is not None
    assert loaded.meta.num_players == 4 and loaded.entries == [] and loaded.snapshot is None
    summary = await harness.store.summary("m1")
    assert summary is not None and summary.version == 0 and not summary.finished
    assert summary.game == "lorcana"
    await harness.store.create_match(replace(meta("m2"), game="windows003"))
    other = await harness.store.summary("m2")
    assert other is not None and other.game == "windows003"
    assert (await harness.store.load("m2")).meta.game == "windows003"  # type: ignore[union-attr]


async def test_summaries_show_the_public_options(harness: Harness) -> None:
    """Listings say which seats are hosted bots and whether there is a clock, never more."""
    store = harness.store
    hosted = replace(meta("m2"), seats=({"human": True}, {"bot": "greedy", "think": 0.5}),
                     clock={"bank": 60.0, "increment": 2.0})
    await store.create_match(meta("m1"))
    await store.create_match(hosted)
    plain, bots = await store.summary("m1"), await store.summary("m2")
    assert plain is not None and plain.public == {"bots": [], "clock": None}
    assert bots is not None and bots.public == {
        "bots": [{"seat": 1, "policy": "greedy"}], "clock": {"bank": 60.0, "increment": 2.0}}
    assert {s.match_id: s.public for s in await store.list()}["m2"] == bots.public


async def test_duplicate_and_unknown(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta())
    with pytest.raises(MatchExists):
        await store.create_match(meta(created_at=99.0))
    assert (await store.list())[0].created_at == 1.0  # the refused create changed nothing
    assert await store.load("nope") is None
    assert await store.summary("nope") is None
    with pytest.raises(UnknownMatch):
        await store.append("nope", 0, entry(1), fence=1)
    with pytest.raises(UnknownMatch):
        await store.save_snapshot("nope", Snapshot(0, {}), fence=1)
    with pytest.raises(UnknownMatch):
        await store.acquire("nope", "me", LONG)
    assert not await store.renew("nope", "me", 1, LONG)
    await store.release("nope", "me", 1)  # no-op, no error


async def test_version_conflicts(harness: Harness) -> None:
    store = harness.store
    fence = await owned(store)
    await store.append("m1", 0, entry(1), fence=fence)
    with pytest.raises(VersionConflict):
        await store.append("m1", 0, entry(1), fence=fence)  # stale expected version
    with pytest.raises(VersionConflict):
        await store.append("m1", 2, entry(3), fence=fence)  # from the future
    with pytest.raises(VersionConflict):
        await store.append("m1", 1, entry(5), fence=fence)  # entry version must be expected+1
    with pytest.raises(FenceRejected):  # the fence is checked before the version
        await store.append("m1", 0, entry(1), fence=fence + 1)
    summary = await store.summary("m1")
    assert summary is not None and summary.version == 1


async def test_lease_excludes_others_until_released(harness: Harness) -> None:
    store = harness.store
    first = await owned(store, owner="a")
    assert await store.acquire("m1", "b", LONG) is None
    await store.release("m1", "b", first)  # not b's: ignored
    assert await store.acquire("m1", "b", LONG) is None
    await store.release("m1", "a", first + 5)  # wrong fence: ignored
    assert await store.acquire("m1", "b", LONG) is None
    await store.release("m1", "a", first)
    second = await store.acquire("m1", "b", LONG)
    assert second is not None and second > first
    with pytest.raises(FenceRejected):
        await store.append("m1", 0, entry(1), fence=first)
    await store.append("m1", 0, entry(1), fence=second)


async def test_reacquire_by_same_owner_fences_out_the_old_token(harness: Harness) -> None:
    store = harness.store
    first = await owned(store, owner="a")
    again = await store.acquire("m1", "a", LONG)
    assert again is not None and again > first
    with pytest.raises(FenceRejected):
        await store.append("m1", 0, entry(1), fence=first)
    assert not await store.renew("m1", "a", first, LONG)
    assert await store.renew("m1", "a", again, LONG)


async def test_expired_lease_is_taken_over_and_old_owner_fenced(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta())
    fence_a = await store.acquire("m1", "a", 0.2)
    assert fence_a is not None
    await store.append("m1", 0, entry(1), fence=fence_a)
    assert await store.acquire("m1", "b", LONG) is None
    await harness.advance(0.4)  # a is paused past its lease
    fence_b = await store.acquire("m1", "b", LONG)
    assert fence_b is not None and fence_b > fence_a
    # a wakes up: every write and renewal is refused, and it cannot steal the lease back
    with pytest.raises(FenceRejected):
        await store.append("m1", 1, entry(2), fence=fence_a)
    with pytest.raises(FenceRejected):
        await store.save_snapshot("m1", Snapshot(1, {}), fence=fence_a)
    assert not await store.renew("m1", "a", fence_a, LONG)
    await store.release("m1", "a", fence_a)
    assert await store.acquire("m1", "a", LONG) is None
    await store.append("m1", 1, entry(2), fence=fence_b)
    loaded = await store.load("m1")
    assert loaded is not None and [e.version for e in loaded.entries] == [1, 2]


async def test_renew_keeps_the_lease_alive(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta())
    fence = await store.acquire("m1", "a", 0.3)
    assert fence is not None
    assert await store.renew("m1", "a", fence, LONG)
    await harness.advance(0.5)  # past the original ttl, within the renewed one
    assert await store.acquire("m1", "b", LONG) is None
    assert not await store.renew("m1", "b", fence, LONG)  # right fence, wrong owner


async def test_renew_after_unclaimed_expiry_reestablishes_the_lease(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta())
    fence = await store.acquire("m1", "a", 0.2)
    assert fence is not None
    await harness.advance(0.4)
    assert await store.renew("m1", "a", fence, LONG)  # nobody took over: still ours
    assert await store.acquire("m1", "b", LONG) is None
    await store.append("m1", 0, entry(1), fence=fence)


async def test_fences_only_grow(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta())
    seen: list[int] = []
    for i in range(10):
        owner = f"o{i % 3}"
        fence = await store.acquire("m1", owner, LONG)
        assert fence is not None
        seen.append(fence)
        await store.release("m1", owner, fence)
    assert seen == sorted(set(seen))


async def test_racing_acquirers_exactly_one_wins(harness: Harness) -> None:
    store = harness.store
    rounds, racers = 40, 8
    for r in range(rounds):
        match_id = f"race{r}"
        await store.create_match(meta(match_id))
        fences = await asyncio.gather(
            *(store.acquire(match_id, f"node{i}", LONG) for i in range(racers))
        )
        winners = [f for f in fences if f is not None]
        assert len(winners) == 1, fences
        assert winners[0] == 1


async def test_snapshot_then_tail(harness: Harness) -> None:
    store = harness.store
    fence = await owned(store)
    await store.save_snapshot("m1", Snapshot(version=0, data={"state": "initial"}), fence=fence)
    for v in range(1, 6):
        await store.append("m1", v - 1, entry(v), fence=fence)
    await store.save_snapshot("m1", Snapshot(version=3, data={"state": [1, 2, 3]}), fence=fence)
    with pytest.raises(VersionConflict):
        await store.save_snapshot("m1", Snapshot(version=9, data={}), fence=fence)
    await store.save_snapshot("m1", Snapshot(version=2, data={"older": True}), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None and loaded.snapshot is not None
    assert loaded.snapshot == Snapshot(version=3, data={"state": [1, 2, 3]})
    assert loaded.entries == [entry(4), entry(5)]
    await store.save_snapshot("m1", Snapshot(version=5, data={"at": 5}), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None and loaded.snapshot == Snapshot(5, {"at": 5})
    assert loaded.entries == []
    summary = await store.summary("m1")
    assert summary is not None and summary.version == 5  # snapshots never shorten the version


async def test_snapshot_at_version_zero_is_a_snapshot(harness: Harness) -> None:
    store = harness.store
    fence = await owned(store)
    await store.save_snapshot("m1", Snapshot(version=0, data={"z": 0}), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None and loaded.snapshot == Snapshot(0, {"z": 0})


async def test_summaries_and_listing(harness: Harness) -> None:
    store = harness.store
    await store.create_match(meta("old", 1.0))
    await store.create_match(meta("new", 2.5, players=3))
    await store.create_match(meta("mid", 2.0))
    fence = await store.acquire("old", "me", LONG)
    assert fence is not None
    await store.append("old", 0, entry(1), fence=fence)
    await store.append("old", 1, entry(2, result={"winner": 1, "reason": "lore"}), fence=fence)
    await store.append("old", 2, entry(3, result={"winner": 0}), fence=fence)  # first one sticks
    listed = await store.list()
    assert [s.match_id for s in listed] == ["new", "mid", "old"]
    assert [s.created_at for s in listed] == [2.5, 2.0, 1.0]
    assert listed[0].num_players == 3 and listed[0].version == 0 and not listed[0].finished
    old = await store.summary("old")
    assert old is not None and old.finished and old.version == 3 and old.num_players == 2
    assert old.result == {"winner": 1, "reason": "lore"}
    assert old == listed[2]
    assert [s.match_id for s in await store.list(limit=2)] == ["new", "mid"]
    assert await store.list(limit=0) == []


async def test_created_at_keeps_full_precision(harness: Harness) -> None:
    store = harness.store
    stamp = 1_726_000_000.123456
    await store.create_match(meta(created_at=stamp))
    summary = await store.summary("m1")
    loaded = await store.load("m1")
    assert summary is not None and summary.created_at == stamp
    assert loaded is not None and loaded.meta.created_at == stamp


async def test_stored_data_is_copied(harness: Harness) -> None:
    store = harness.store
    fence = await owned(store)
    action: dict[str, Any] = {"type": "quest", "card": 3}
    await store.append("m1", 0, LogEntry(1, 0, 0, action, "x", 0.0), fence=fence)
    action["card"] = 99
    loaded = await store.load("m1")
    assert loaded is not None
    assert loaded.entries[0].action == {"type": "quest", "card": 3}
    loaded.entries[0].action["card"] = 42
    again = await store.load("m1")
    assert again is not None and again.entries[0].action == {"type": "quest", "card": 3}


async def test_unserialisable_data_is_refused(harness: Harness) -> None:
    fence = await owned(harness.store)
    with pytest.raises(TypeError):
        await harness.store.append(
            "m1", 0, LogEntry(1, 0, 0, {"type": object()}, None, 0.0), fence=fence
        )


# ---------------------------------------------------------------- differential


async def _outcome(coro: Any) -> Any:
    try:
        return ("ok", await coro)
    except StoreError as exc:
        return ("error", type(exc).__name__)


async def _run_ops(store: Store, seed: int) -> list[Any]:
    """A random walk of plausible and implausible calls: several owners, stale and future
    fences and versions, snapshots, results. Leases are long, so time never matters."""
    rng = random.Random(seed)
    ids = ["m0", "m1", "m2"]
    owners = ["a", "b", "c"]
    trace: list[Any] = []
    for i, match_id in enumerate(ids):
        trace.append(await _outcome(store.create_match(meta(match_id, float(i)))))
    for _ in range(150):
        match_id = rng.choice([*ids, "ghost"])
        owner = rng.choice(owners)
        fence = rng.randint(0, 6)
        op = rng.choice(["append", "append", "append", "snap", "acquire", "renew", "release",
                         "load", "summary", "create"])
        if op == "append":
            summary = await store.summary(match_id)
            version = (summary.version if summary else 0) + rng.choice([0, 0, 0, -1, 1])
            result = {"winner": rng.randint(0, 1)} if rng.random() < 0.05 else None
            trace.append(await _outcome(
                store.append(match_id, version, entry(version + 1, result), fence=fence)
            ))
        elif op == "snap":
            version = rng.randint(0, 8)
            trace.append(await _outcome(
                store.save_snapshot(match_id, Snapshot(version, {"v": version}), fence=fence)
            ))
        elif op == "acquire":
            trace.append(await _outcome(store.acquire(match_id, owner, LONG)))
        elif op == "renew":
            trace.append(await _outcome(store.renew(match_id, owner, fence, LONG)))
        elif op == "release":
            trace.append(await _outcome(store.release(match_id, owner, fence)))
        elif op == "load":
            trace.append(await _outcome(store.load(match_id)))
        elif op == "summary":
            trace.append(await _outcome(store.summary(match_id)))
        else:
            trace.append(await _outcome(store.create_match(meta(match_id, 9.0))))
    trace.append(await store.list())
    for match_id in ids:
        trace.append(await store.load(match_id))
    return trace


@pytest.mark.redis
@pytest.mark.parametrize("seed", range(6))
async def test_redis_matches_memory_on_random_operations(
    make_store: StoreMaker, seed: int
) -> None:
    reference = await _run_ops(MemoryStore(clock=lambda: 0.0), seed)
    # Batched and unbatched Redis must both agree with the reference, call for call.
    assert await _run_ops(make_store(), seed) == reference
    assert await _run_ops(make_store(batching=False), seed) == reference


async def test_load_with_recent_also_returns_entries_the_snapshot_covers(
    harness: Harness,
) -> None:
    """A room rebuilt right after a snapshot must still know the ids of the last actions."""
    store = harness.store
    fence = await owned(store)
    for v in range(1, 8):
        await store.append("m1", v - 1, entry(v), fence=fence)
    await store.save_snapshot("m1", Snapshot(version=5, data={"at": 5}), fence=fence)
    plain = await store.load("m1")
    assert plain is not None and plain.entries == [entry(6), entry(7)]
    loaded = await store.load("m1", recent=3)
    assert loaded is not None and loaded.snapshot == Snapshot(5, {"at": 5})
    assert loaded.entries == [entry(v) for v in range(3, 8)]
    everything = await store.load("m1", recent=100)
    assert everything is not None and everything.entries == [entry(v) for v in range(1, 8)]


async def test_autonomous_matches_are_listed_until_finished_and_forgotten(
    harness: Harness,
) -> None:
    """Hosted bots on every seat, or a clock: what an adopter must find after a failover."""
    store = harness.store
    bots = replace(meta("bots", 1.0), seats=({"bot": "greedy", "think": 1.0},) * 2)
    clock = replace(meta("clock", 2.0), clock={"bank": 60.0, "increment": 0.0},
                    seats=({"human": True}, {"bot": "random", "think": 1.0}))
    mixed = replace(meta("mixed", 3.0), seats=({"human": True}, {"bot": "random", "think": 1.0}))
    for m in (bots, clock, mixed, meta("plain", 4.0)):
        await store.create_match(m)
    assert list(await store.autonomous_matches()) == ["bots", "clock"]
    assert list(await store.autonomous_matches(1)) == ["bots"]
    loaded = await store.load("clock")
    assert loaded is not None and loaded.meta == clock  # seats and clock are kept
    fence = await store.acquire("bots", "me", LONG)
    assert fence is not None
    await store.append("bots", 0, entry(1, result={"winner": 0, "reason": "lore"}), fence=fence)
    await store.forget_autonomous(["bots"])
    assert list(await store.autonomous_matches()) == ["clock"]
