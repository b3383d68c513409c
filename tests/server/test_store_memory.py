"""The memory store honours the Store contract the room relies on: optimistic versioning,
fencing, snapshots + tail replay, summaries, and copies (never shared references)."""

from __future__ import annotations

import pytest

from server.store import (
    FenceRejected,
    LogEntry,
    MatchExists,
    MatchMeta,
    MemoryStore,
    Snapshot,
    UnknownMatch,
    VersionConflict,
)


def meta(match_id: str = "m1", created_at: float = 1.0) -> MatchMeta:
    return MatchMeta(
        match_id=match_id,
        created_at=created_at,
        decks=(("A",) * 3, ("B",) * 3),
        seed=7,
        options={"win_lore": 5},
        token_hashes=("h0", "h1"),
        deck_names=("a", None),
    )


def entry(version: int, result: dict[str, object] | None = None) -> LogEntry:
    return LogEntry(
        version=version, seat=0, origin=0, action={"type": "end_turn"}, action_id=f"id{version}",
        at=0.0, result=result,
    )


async def test_create_append_load_roundtrip() -> None:
    store = MemoryStore()
    await store.create_match(meta())
    fence = await store.acquire("m1", "me", 10)
    assert fence is not None
    await store.append("m1", 0, entry(1), fence=fence)
    await store.append("m1", 1, entry(2), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None
    assert loaded.meta == meta()
    assert loaded.snapshot is None
    assert [e.version for e in loaded.entries] == [1, 2]
    assert loaded.entries[0] == entry(1)


async def test_duplicate_and_unknown() -> None:
    store = MemoryStore()
    await store.create_match(meta())
    with pytest.raises(MatchExists):
        await store.create_match(meta())
    assert await store.load("nope") is None
    assert await store.summary("nope") is None
    with pytest.raises(UnknownMatch):
        await store.append("nope", 0, entry(1), fence=1)


async def test_version_conflict_and_fencing() -> None:
    store = MemoryStore(clock=lambda: 0.0)
    await store.create_match(meta())
    first = await store.acquire("m1", "a", 10)
    assert first is not None
    assert await store.acquire("m1", "b", 10) is None  # lease still live
    await store.append("m1", 0, entry(1), fence=first)
    with pytest.raises(VersionConflict):
        await store.append("m1", 0, entry(1), fence=first)
    await store.release("m1", "a", first)
    second = await store.acquire("m1", "b", 10)
    assert second is not None and second > first
    with pytest.raises(FenceRejected):
        await store.append("m1", 1, entry(2), fence=first)
    assert not await store.renew("m1", "a", first, 10)
    assert await store.renew("m1", "b", second, 10)


async def test_snapshot_then_tail() -> None:
    store = MemoryStore()
    await store.create_match(meta())
    fence = await store.acquire("m1", "me", 10)
    assert fence is not None
    for v in range(1, 6):
        await store.append("m1", v - 1, entry(v), fence=fence)
    await store.save_snapshot("m1", Snapshot(version=3, data={"state": [1, 2, 3]}), fence=fence)
    with pytest.raises(VersionConflict):
        await store.save_snapshot("m1", Snapshot(version=9, data={}), fence=fence)
    loaded = await store.load("m1")
    assert loaded is not None and loaded.snapshot is not None
    assert loaded.snapshot.version == 3
    assert loaded.snapshot.data == {"state": [1, 2, 3]}
    assert [e.version for e in loaded.entries] == [4, 5]


async def test_summaries_and_listing() -> None:
    store = MemoryStore()
    await store.create_match(meta("old", 1.0))
    await store.create_match(meta("new", 2.0))
    fence = await store.acquire("old", "me", 10)
    assert fence is not None
    await store.append("old", 0, entry(1, result={"winner": 1}), fence=fence)
    listed = await store.list()
    assert [s.match_id for s in listed] == ["new", "old"]
    old = await store.summary("old")
    assert old is not None and old.finished and old.version == 1 and old.num_players == 2
    assert old.result == {"winner": 1}
    assert len(await store.list(limit=1)) == 1


async def test_stored_data_is_copied() -> None:
    store = MemoryStore()
    await store.create_match(meta())
    fence = await store.acquire("m1", "me", 10)
    assert fence is not None
    action: dict[str, object] = {"type": "quest", "card": 3}
    await store.append(
        "m1", 0, LogEntry(1, 0, 0, action, "x", 0.0), fence=fence
    )
    action["card"] = 99
    loaded = await store.load("m1")
    assert loaded is not None
    assert loaded.entries[0].action == {"type": "quest", "card": 3}
    loaded.meta.options["win_lore"] = 99  # each load gets its own options
    again = await store.load("m1")
    assert again is not None and again.meta == meta()
    assert again.meta.decks is loaded.meta.decks  # immutable parts are shared


async def test_a_snapshot_blob_is_kept_and_handed_back() -> None:
    import msgpack

    store = MemoryStore()
    await store.create_match(meta())
    fence = await store.acquire("m1", "me", 10)
    assert fence is not None
    for v in (1, 2):
        await store.append("m1", v - 1, entry(v), fence=fence)
    data = {"state": [1, 2]}
    blob = msgpack.packb(data, use_bin_type=True)
    await store.save_snapshot("m1", Snapshot(2, data, blob), fence=fence)
    loaded = await store.load("m1", recent=1)
    assert loaded is not None and loaded.snapshot == Snapshot(2, data)
    assert loaded.snapshot.blob is blob  # the room's rollback copy and the store's: one object
    assert loaded.entries == [entry(2)] and store.whole_log("m1") == [entry(1), entry(2)]
    await store.save_snapshot("m1", Snapshot(2, {"plain": True}), fence=fence)  # no blob: packed
    loaded = await store.load("m1")
    assert loaded is not None and loaded.snapshot is not None
    assert loaded.snapshot.blob == msgpack.packb({"plain": True}, use_bin_type=True)


async def test_finished_matches_are_forgotten_beyond_retention() -> None:
    store = MemoryStore(retain_finished=1)
    for name in ("a", "b"):
        await store.create_match(meta(name))
        fence = await store.acquire(name, "me", 10)
        assert fence is not None
        await store.append(name, 0, entry(1, result={"winner": 0}), fence=fence)
        await store.release(name, "me", fence)
    assert await store.summary("a") is None
    assert await store.summary("b") is not None
