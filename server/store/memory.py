"""In-process store: the default for development, tests and single-node play.

It serialises every record through msgpack exactly like a networked store would, so anything
that is not plain data fails here, in tests, rather than later against Redis; and so callers can
never mutate stored history through a shared reference.

Kept compact, since a live match's record sits next to its room. The meta is kept as a
`MatchMeta` made from its packed form (so it holds only plain data, none of the caller's
objects): its immutable parts (the decks, as interned strings) are shared with every load,
only its `options` dict is copied for each. A match's log is one buffer of
packed entries (each a list of the entry's values, without the field names) plus their end
offsets, and its snapshot is the packed `Snapshot.data`, the same bytes object as the room's
rollback copy when the room passed it as `Snapshot.blob`.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any, cast

import msgpack

from server.store.base import (
    FenceRejected,
    LoadedMatch,
    LogEntry,
    MatchExists,
    MatchMeta,
    MatchSummary,
    Snapshot,
    Store,
    UnknownMatch,
    VersionConflict,
    visible_version,
)


def _pack(data: Any) -> bytes:
    return cast(bytes, msgpack.packb(data, use_bin_type=True))


def _unpack(blob: bytes | bytearray) -> Any:
    return msgpack.unpackb(blob, raw=False, strict_map_key=False)


#: The fields of `LogEntry.to_data()`, in order: an entry is stored as the list of its values.
_ENTRY_FIELDS = ("version", "seat", "origin", "action", "action_id", "at", "result", "clock")


def _pack_entry(entry: LogEntry) -> bytes:
    data = entry.to_data()
    # Should LogEntry ever gain a field, its entries are kept whole rather than cut short.
    return _pack(list(data.values()) if tuple(data) == _ENTRY_FIELDS else data)


def _unpack_entry(blob: bytes | bytearray) -> LogEntry:
    data = _unpack(blob)
    if not isinstance(data, dict):
        data = dict(zip(_ENTRY_FIELDS, data, strict=True))
    return LogEntry.from_data(data)


@dataclass(slots=True)
class _Record:
    meta: MatchMeta
    created_at: float
    num_players: int
    # The packed log entries back to back; entry i is log[ends[i - 1]:ends[i]].
    log: bytearray = field(default_factory=bytearray)
    ends: array[int] = field(default_factory=lambda: array("Q"))
    snapshot: bytes | None = None  # the packed Snapshot.data
    snapshot_version: int = 0
    result: dict[str, Any] | None = None
    fence: int = 0
    owner: str | None = None
    lease_until: float = 0.0
    touched: float = 0.0  # the store clock at the last activity (for expiry)


class MemoryStore(Store):
    """Keeps matches in a dict. Finished matches beyond `retain_finished` are forgotten oldest
    first so a long-running dev server does not grow without bound; ownership is trivially
    granted (there is only one process) but still fenced, so the room's code path is the same
    one a shared store exercises. Unfinished matches expire like in Redis (`unstarted_ttl`,
    `abandoned_ttl`; see `server.store.base`): an expired record is gone for every call, and a
    sweep at most every tenth of the shorter ttl frees them."""

    def __init__(
        self, retain_finished: int = 10_000, clock: Callable[[], float] = time.monotonic,
        *, unstarted_ttl: float = 0.0, abandoned_ttl: float = 0.0,
    ) -> None:
        self._records: dict[str, _Record] = {}
        self._retain_finished = retain_finished
        self._finished: list[str] = []
        self._clock = clock
        self._unstarted_ttl = unstarted_ttl
        self._abandoned_ttl = abandoned_ttl
        ttls = [t for t in (unstarted_ttl, abandoned_ttl) if t > 0]
        self._sweep_every = min(ttls) / 10 if ttls else None
        self._next_sweep = clock() + (self._sweep_every or 0.0)

    def _expired(self, record: _Record, now: float) -> bool:
        if record.result is not None or (record.owner is not None and record.lease_until > now):
            return False
        ttl = self._abandoned_ttl if record.ends else self._unstarted_ttl
        return ttl > 0 and now - record.touched >= ttl

    def _find(self, match_id: str) -> _Record | None:
        """The live record, touched now (the caller is a room at work); None if unknown or
        expired (which forgets it)."""
        record = self._records.get(match_id)
        if record is None:
            return None
        now = self._clock()
        if self._expired(record, now):
            del self._records[match_id]
            return None
        record.touched = now
        return record

    def _get(self, match_id: str) -> _Record:
        record = self._find(match_id)
        if record is None:
            raise UnknownMatch(match_id)
        return record

    def _peek(self, match_id: str) -> _Record | None:
        """The record for a read (listing, status): not activity, so not touched."""
        record = self._records.get(match_id)
        if record is None or self._expired(record, self._clock()):
            return None
        return record

    def _sweep(self) -> None:
        now = self._clock()
        if self._sweep_every is None or now < self._next_sweep:
            return
        self._next_sweep = now + self._sweep_every
        for match_id in [m for m, r in self._records.items() if self._expired(r, now)]:
            del self._records[match_id]

    def _check_fence(self, record: _Record, fence: int) -> None:
        if fence != record.fence:
            raise FenceRejected(f"fence {fence} is not the current owner's {record.fence}")

    async def create_match(self, meta: MatchMeta) -> None:
        self._sweep()
        if self._peek(meta.match_id) is not None:
            raise MatchExists(meta.match_id)
        self._records[meta.match_id] = _Record(
            meta=MatchMeta.from_data(_unpack(_pack(meta.to_data()))), created_at=meta.created_at,
            num_players=meta.num_players, touched=self._clock(),
        )

    async def append(
        self, match_id: str, expected_version: int, entry: LogEntry, *, fence: int
    ) -> None:
        record = self._get(match_id)
        self._check_fence(record, fence)
        if len(record.ends) != expected_version or entry.version != expected_version + 1:
            raise VersionConflict(
                f"log has {len(record.ends)} entries, writer expected {expected_version}"
            )
        record.log += _pack_entry(entry)
        record.ends.append(len(record.log))
        if entry.result is not None and record.result is None:
            record.result = dict(entry.result)
            self._finished.append(match_id)
            self._forget_old_finished()

    def _forget_old_finished(self) -> None:
        while len(self._finished) > self._retain_finished:
            oldest = self._finished[0]
            record = self._records.get(oldest)
            if record is not None and record.owner is not None:
                return  # still served by a room; try again on a later finish
            self._finished.pop(0)
            self._records.pop(oldest, None)

    async def save_snapshot(self, match_id: str, snapshot: Snapshot, *, fence: int) -> None:
        record = self._get(match_id)
        self._check_fence(record, fence)
        if snapshot.version > len(record.ends):
            raise VersionConflict("snapshot is newer than the log")
        if snapshot.version >= record.snapshot_version:
            blob = snapshot.blob if snapshot.blob is not None else _pack(snapshot.data)
            record.snapshot = blob
            record.snapshot_version = snapshot.version

    async def load(self, match_id: str, *, recent: int = 0) -> LoadedMatch | None:
        record = self._find(match_id)
        if record is None:
            return None
        meta = replace(record.meta, options=_unpack(_pack(record.meta.options)))
        snapshot = None
        if record.snapshot is not None:
            snapshot = Snapshot(version=record.snapshot_version, data=_unpack(record.snapshot),
                                blob=record.snapshot)
        start = max(0, record.snapshot_version - max(0, recent))
        return LoadedMatch(meta=meta, snapshot=snapshot, entries=self._entries(record, start))

    def whole_log(self, match_id: str) -> list[LogEntry]:
        """Every entry of a match's log, snapshots notwithstanding (for tests and tools)."""
        return self._entries(self._get(match_id), 0)

    @staticmethod
    def _entries(record: _Record, start: int) -> list[LogEntry]:
        ends, log = record.ends, record.log
        return [
            _unpack_entry(log[ends[i - 1] if i else 0:ends[i]]) for i in range(start, len(ends))
        ]

    def _summary(self, match_id: str, record: _Record, as_of: float | None) -> MatchSummary:
        ends, log = record.ends, record.log

        def stamp(i: int) -> float:
            return _unpack_entry(log[ends[i - 1] if i else 0:ends[i]]).at

        version = visible_version(len(ends), stamp, as_of)
        shown = record.result is not None and version == len(ends)
        return MatchSummary(
            match_id=match_id,
            created_at=record.created_at,
            num_players=record.num_players,
            game=record.meta.game,
            version=version,
            result=dict(record.result) if shown and record.result is not None else None,
            public=record.meta.public,
        )

    async def summary(self, match_id: str, *, as_of: float | None = None) -> MatchSummary | None:
        record = self._peek(match_id)
        return None if record is None else self._summary(match_id, record, as_of)

    async def list(self, limit: int = 100, *, as_of: float | None = None) -> list[MatchSummary]:
        self._sweep()
        now = self._clock()
        live = [(m, r) for m, r in self._records.items() if not self._expired(r, now)]
        newest = sorted(live, key=lambda kv: kv[1].created_at, reverse=True)
        return [self._summary(match_id, record, as_of) for match_id, record in newest[:limit]]

    async def autonomous_matches(self, limit: int = 100) -> Sequence[str]:
        found = (i for i, r in self._records.items() if r.result is None and r.meta.autonomous)
        return list(islice(found, max(0, limit)))

    async def acquire(self, match_id: str, owner: str, ttl: float) -> int | None:
        record = self._get(match_id)
        now = self._clock()
        if record.owner not in (None, owner) and record.lease_until > now:
            return None
        record.fence += 1
        record.owner = owner
        record.lease_until = now + ttl
        return record.fence

    async def renew(self, match_id: str, owner: str, fence: int, ttl: float) -> bool:
        record = self._find(match_id)
        if record is None or record.owner != owner or record.fence != fence:
            return False
        record.lease_until = self._clock() + ttl
        return True

    async def release(self, match_id: str, owner: str, fence: int) -> None:
        record = self._records.get(match_id)
        if record is not None and record.owner == owner and record.fence == fence:
            record.owner = None
            record.lease_until = 0.0
            record.touched = self._clock()  # expiry counts from the room's close
