"""The room under store trouble, in process: leases it loses, writes whose outcome is unknown,
a store that is down and comes back, and ids that must stay idempotent across a reload.

The real engine and the real in-memory store are used; the store is subclassed only to inject
the faults a networked store has (these cannot be provoked from outside a real server; the Redis
tests in tests/redis/test_failover.py do the same things to real processes).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from fake_socket import RecordingSocket

from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, Patch, Reject, Welcome
from server.config import ServerConfig
from server.connection import Connection
from server.games import engine_factory
from server.http_api import build_meta
from server.metrics import Metrics
from server.registry import NotOwner, Registry
from server.room import Join, Room, Submit
from server.store import LoadedMatch, LogEntry, MemoryStore, StoreError


class FaultyStore(MemoryStore):
    """A memory store that can be "down" (every call fails), lose the answer of a write that
    it applied, or refuse or fail lease renewals."""

    def __init__(self) -> None:
        super().__init__()
        self.down = False
        self.lose_next_answer = False  # apply the next append, then fail as if unreachable
        self.renew_result: bool | None = None  # force renew's answer
        self.renew_fails = False
        self.calls: list[str] = []

    def _check(self, what: str) -> None:
        self.calls.append(what)
        if self.down:
            raise StoreError("store unreachable")

    async def append(
        self, match_id: str, expected_version: int, entry: LogEntry, *, fence: int
    ) -> None:
        self._check("append")
        await super().append(match_id, expected_version, entry, fence=fence)
        if self.lose_next_answer:
            self.lose_next_answer = False
            raise StoreError("connection lost before the reply")

    async def load(self, match_id: str, *, recent: int = 0) -> LoadedMatch | None:
        self._check("load")
        return await super().load(match_id, recent=recent)

    async def acquire(self, match_id: str, owner: str, ttl: float) -> int | None:
        self._check("acquire")
        return await super().acquire(match_id, owner, ttl)

    async def renew(self, match_id: str, owner: str, fence: int, ttl: float) -> bool:
        self._check("renew")
        if self.renew_fails:
            raise StoreError("store unreachable")
        if self.renew_result is not None:
            return self.renew_result
        return await super().renew(match_id, owner, fence, ttl)


Socket = RecordingSocket  # decodes what the room sends, remembers how it was closed


class Table:
    """A registry, one room and a connection per seat."""

    def __init__(self, store: FaultyStore, config: ServerConfig) -> None:
        self.store = store
        self.registry = Registry(store, engine_factory(), config, Metrics())
        self.sockets: list[Socket] = []
        self.conns: list[Connection] = []
        self.room: Room

    async def open(self, match_id: str) -> Table:
        room = await self.registry.room(match_id)
        assert room is not None
        self.room = room
        for seat in range(room.meta.num_players):
            sock = Socket()
            conn = Connection(sock, seat=seat, queue_size=256, close_timeout=1,
                              too_slow_code=CloseCode.TOO_SLOW)
            conn.start()
            room.post(Join(conn, None))
            await sock.next(Welcome)
            self.sockets.append(sock)
            self.conns.append(conn)
        return self

    def mover(self) -> tuple[int, dict[str, Any]]:
        """The seat that may act now and its first legal move."""
        for seat in (0, 1):
            legal = [a for a in self.room.game.view(seat)["legal"] if a["type"] != "concede"]
            if legal:
                return seat, legal[0]
        raise AssertionError("nobody can move")

    def submit(self, seat: int, action_id: str, action: dict[str, Any]) -> None:
        self.room.post(Submit(self.conns[seat], Act(action_id, action), time.perf_counter()))

    async def play(self, seat: int, action_id: str, action: dict[str, Any]) -> Ack | Reject:
        self.submit(seat, action_id, action)
        answer: Ack | Reject = await self.sockets[seat].next(Ack | Reject)
        return answer

    async def close(self) -> None:
        await self.registry.shutdown()
        for conn in self.conns:
            await conn.shutdown()


async def new_match(store: MemoryStore) -> str:
    meta, _tokens = build_meta({"seed": 3})
    await store.create_match(meta)
    return meta.match_id


def logged_ids(store: MemoryStore, match_id: str) -> list[Any]:
    """Every action id in the match's whole log (snapshots notwithstanding)."""
    return [entry.action_id for entry in store.whole_log(match_id)]


async def test_lease_is_taken_before_the_log_is_read() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig()).open(match_id)
    assert store.calls[:2] == ["acquire", "load"]
    other = Registry(store, engine_factory(), ServerConfig(node_id="other"), Metrics())
    with pytest.raises(NotOwner):
        await other.room(match_id)
    assert await other.room("no-such-match") is None
    await table.close()


async def test_write_that_landed_without_an_answer_is_acked_at_once() -> None:
    """The append landed but its answer was lost: the room reads the log before answering,
    so the answer is the truth (an ack), never an `unavailable` that claims "not applied"."""
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig()).open(match_id)
    seat, move = table.mover()
    store.lose_next_answer = True
    first = await table.play(seat, "m1", move)
    assert isinstance(first, Ack) and first.id == "m1"
    assert table.room.game.version == 1
    assert logged_ids(store, match_id) == ["m1"]
    await table.sockets[1 - seat].next(Patch)  # the other seat sees it too
    # The lease was taken again (a new fence) before the log was read, so a write of the old
    # fence still on its way could not land after the read.
    assert store.calls[-2:] == ["acquire", "load"]
    again = await table.play(seat, "m1", move)  # a retry anyway: the same ack, nothing applied
    assert isinstance(again, Ack) and again.id == "m1"
    assert logged_ids(store, match_id) == ["m1"]
    await table.close()


async def test_a_store_blip_is_answered_with_the_truth_after_it() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig(lease_ttl=5)).open(match_id)
    seat, move = table.mover()
    views = [table.room.audiences[s].view for s in (0, 1)]
    store.down = True
    table.submit(seat, "m1", move)
    await asyncio.sleep(0.3)  # the room keeps trying to read the log meanwhile
    assert not [m for m in table.sockets[seat].messages if isinstance(m, Ack | Reject)]
    store.down = False
    answer = await table.sockets[seat].next(Ack | Reject)
    # The store was down before the write: it did not land, which is now known, so the
    # answer says so (and the retry applies it, exactly once).
    assert isinstance(answer, Reject) and answer.code is ErrorCode.UNAVAILABLE
    assert [table.room.audiences[s].view for s in (0, 1)] == views
    answer = await table.play(seat, "m1", move)
    assert isinstance(answer, Ack)
    assert logged_ids(store, match_id) == ["m1"]
    await table.close()


async def test_store_down_past_the_lease_answers_outcome_unknown() -> None:
    """With the store unreadable until the lease may have run out, the outcome cannot be
    known: `outcome_unknown` (resend the same id), never an `unavailable` that may be false.
    The room then closes (4012): another node may own the match by now."""
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig(lease_ttl=0.6)).open(match_id)
    seat, move = table.mover()
    store.down = True
    answer = await table.play(seat, "m1", move)
    assert isinstance(answer, Reject) and answer.code is ErrorCode.OUTCOME_UNKNOWN
    for sock in table.sockets:
        assert await sock.closed(timeout=3) == CloseCode.NOT_OWNER
    store.down = False
    await table.close()
    table = await Table(store, ServerConfig()).open(match_id)  # the next room (any node)
    again = await table.play(seat, "m1", move)
    assert isinstance(again, Ack)
    assert logged_ids(store, match_id) == ["m1"]
    await table.close()


async def test_ids_covered_by_a_snapshot_stay_idempotent_after_a_reload() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    config = ServerConfig(snapshot_every=2)
    table = await Table(store, config).open(match_id)
    played = []
    for k in range(4):
        seat, move = table.mover()
        assert isinstance(await table.play(seat, f"a{k}", move), Ack)
        played.append((seat, move))
    await table.close()
    assert store._records[match_id].snapshot_version == 4  # the log tail is empty
    table = await Table(store, config).open(match_id)  # a new room (e.g. on another node)
    seat, move = played[-1]
    answer = await table.play(seat, "a3", move)  # a retry that comes in after the reload
    assert isinstance(answer, Ack) and answer.id == "a3"
    assert table.room.game.version == 4
    assert logged_ids(store, match_id) == ["a0", "a1", "a2", "a3"]
    await table.close()


async def test_refused_renewal_closes_the_room_with_not_owner() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig(lease_ttl=0.3)).open(match_id)
    store.renew_result = False
    for sock in table.sockets:
        assert await sock.closed() == CloseCode.NOT_OWNER
    assert table.registry.live(match_id) is None
    await table.close()


async def test_renewal_errors_close_the_room_only_once_the_lease_may_have_run_out() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig(lease_ttl=0.6)).open(match_id)
    store.renew_fails = True
    await asyncio.sleep(0.3)  # a blip shorter than the lease: still serving
    assert table.room.accepting
    store.renew_fails = False
    await asyncio.sleep(0.8)
    assert table.room.accepting
    store.renew_fails = True  # down for a whole lease: another node may own it by now
    for sock in table.sockets:
        assert await sock.closed(timeout=3) == CloseCode.NOT_OWNER
    assert table.registry.live(match_id) is None
    await table.close()


async def test_a_fenced_out_room_appends_nothing_and_closes() -> None:
    store = FaultyStore()
    match_id = await new_match(store)
    table = await Table(store, ServerConfig()).open(match_id)
    store._records[match_id].lease_until = 0.0  # this node stalled past its lease...
    assert await store.acquire(match_id, "other-node", 30) is not None  # ...and lost it
    seat, move = table.mover()
    table.submit(seat, "m1", move)
    for sock in table.sockets:
        assert await sock.closed() == CloseCode.NOT_OWNER
    assert not [m for m in table.sockets[seat].messages if isinstance(m, Ack)]
    assert logged_ids(store, match_id) == []
    await table.close()
