"""Room crash recovery, in process: an engine bug or a store outage never corrupts a match.

These faults cannot be provoked through a real server from outside, so the room is driven
directly with the real engine wrapped to explode on demand and a store that can fail once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import replace
from typing import Any

import pytest
from fake_socket import RecordingSocket

from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, GameOver, Reject, Welcome
from server.config import ServerConfig
from server.connection import Connection
from server.games import GameFactory, Match, engine_factory
from server.http_api import build_meta
from server.metrics import Metrics
from server.registry import Registry
from server.room import Join, Room, Submit
from server.store import LogEntry, MemoryStore, StoreError

SECRET = "Stitch - New Dog"


class ExplodingGame:
    """The real game, except that the action "explode" changes state and *then* raises, like a
    bug halfway through resolving an effect."""

    def __init__(self, inner: Match) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    @property
    def version(self) -> int:
        return self.inner.version

    @property
    def is_over(self) -> bool:
        return self.inner.is_over

    def legal_actions(self, seat: int) -> list[Any]:
        return self.inner.legal_actions(seat)

    def apply(self, seat: int, action: Any) -> Any:
        if action == "explode":
            for s in (0, 1):
                legal = [a for a in self.inner.legal_actions(s) if a.type != "concede"]
                if legal:
                    self.inner.apply(s, legal[0])
                    break
            raise RuntimeError(f"bug while resolving {SECRET}")
        return self.inner.apply(seat, action)

    def view(self, viewer: int | None) -> dict[str, Any]:
        return self.inner.view(viewer)

    def snapshot(self) -> dict[str, Any]:
        return self.inner.snapshot()


def exploding_factory() -> GameFactory:
    base = engine_factory()

    def action_from_wire(wire: dict[str, Any]) -> Any:
        return "explode" if wire.get("type") == "explode" else base.action_from_wire(wire)

    return replace(
        base,
        new=lambda meta: ExplodingGame(base.new(meta)),
        restore=lambda data: ExplodingGame(base.restore(data)),
        action_from_wire=action_from_wire,
    )


class FlakyStore(MemoryStore):
    def __init__(self) -> None:
        super().__init__()
        self.fail_next_append = False

    async def append(
        self, match_id: str, expected_version: int, entry: LogEntry, *, fence: int
    ) -> None:
        if self.fail_next_append:
            self.fail_next_append = False
            raise StoreError("disk on fire")
        await super().append(match_id, expected_version, entry, fence=fence)


Inbox = RecordingSocket  # a fake socket collecting decoded frames


async def open_room(
    store: MemoryStore, factory: GameFactory | None = None
) -> tuple[Registry, Room, list[Inbox], list[Connection]]:
    meta, _tokens = build_meta({"seed": 1})
    await store.create_match(meta)
    registry = Registry(store, factory or exploding_factory(), ServerConfig(), Metrics())
    room = await registry.room(meta.match_id)
    assert room is not None
    inboxes = [Inbox(), Inbox()]
    conns = []
    for seat, inbox in enumerate(inboxes):
        conn = Connection(inbox, seat=seat, queue_size=64, close_timeout=1,
                          too_slow_code=CloseCode.TOO_SLOW)
        conn.start()
        room.post(Join(conn, None))
        await inbox.next(Welcome)
        conns.append(conn)
    return registry, room, inboxes, conns


def submit(room: Room, conn: Connection, action_id: str, action: dict[str, Any]) -> None:
    room.post(Submit(conn, Act(action_id, action), time.perf_counter()))


async def close_all(registry: Registry, conns: list[Connection]) -> None:
    await registry.shutdown()
    for conn in conns:
        await conn.shutdown()


async def test_engine_exception_rejects_internal_and_restores_last_good_state(
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = MemoryStore()
    registry, room, inboxes, conns = await open_room(store)
    before = [room.game.view(s) for s in (0, 1)]
    caplog.set_level(logging.INFO)
    submit(room, conns[0], "boom", {"type": "explode"})
    rejected = await inboxes[0].next(Reject)
    assert rejected.code is ErrorCode.INTERNAL
    assert [room.game.view(s) for s in (0, 1)] == before  # rebuilt from the store
    assert room.game.version == 0
    errors = [r for r in caplog.records if r.levelno >= logging.INFO]
    assert errors and all(SECRET not in r.getMessage() for r in errors)
    # The room lives on: a normal move works, and the failed id keeps its first answer.
    seat = 0 if [a for a in before[0]["legal"] if a["type"] != "concede"] else 1
    move = next(a for a in before[seat]["legal"] if a["type"] != "concede")
    submit(room, conns[seat], "ok", move)
    assert isinstance(await inboxes[seat].next(Ack), Ack)
    submit(room, conns[0], "boom", {"type": "explode"})
    assert (await inboxes[0].next(Reject)).code is ErrorCode.INTERNAL
    assert room.game.version == 1
    await close_all(registry, conns)


async def test_store_failure_rejects_unavailable_and_the_retry_succeeds() -> None:
    store = FlakyStore()
    registry, room, inboxes, conns = await open_room(store)
    view = room.game.view(0)
    seat = 0 if [a for a in view["legal"] if a["type"] != "concede"] else 1
    move = next(a for a in room.game.view(seat)["legal"] if a["type"] != "concede")
    store.fail_next_append = True
    submit(room, conns[seat], "m1", move)
    rejected = await inboxes[seat].next(Reject)
    assert rejected.code is ErrorCode.UNAVAILABLE
    assert room.game.version == 0  # applied in memory, not persisted: rolled back
    submit(room, conns[seat], "m1", move)  # same id: not remembered, so evaluated again
    ack = await inboxes[seat].next(Ack)
    assert ack.id == "m1" and room.game.version == 1
    loaded = await store.load(room.match_id)
    assert loaded is not None and [e.action_id for e in loaded.entries] == ["m1"]
    await close_all(registry, conns)


async def test_a_finished_room_lets_its_engine_go_and_still_answers() -> None:
    store = MemoryStore()
    registry, room, inboxes, conns = await open_room(store)
    final_version = room.game.version + 1
    submit(room, conns[0], "bye", {"type": "concede"})
    ack = await inboxes[0].next(Ack)
    await inboxes[0].next(GameOver)
    # The engine is gone (only its version is left) ...
    with pytest.raises(RuntimeError):
        room.game.views([0])
    assert room.game.version == final_version and room.result is not None
    # ... and the room still shows the final view and the result to a late seat and to a
    # late spectator (whose view nobody had asked for while the game was on).
    late = Inbox()
    conn = Connection(late, seat=0, queue_size=64, close_timeout=1,
                      too_slow_code=CloseCode.TOO_SLOW)
    conn.start()
    room.post(Join(conn, None))
    welcome = await late.next(Welcome)
    assert welcome.view is not None and welcome.view["result"] is not None
    assert welcome.view["version"] == final_version and ack.seq == welcome.seq
    assert (await late.next(GameOver)).winner == 1
    watcher = Inbox()
    spectator = Connection(watcher, seat=None, queue_size=64, close_timeout=1,
                           too_slow_code=CloseCode.TOO_SLOW)
    spectator.start()
    room.post(Join(spectator, None))
    seen = await watcher.next(Welcome)
    assert seen.view is not None and seen.view["version"] == welcome.view["version"]
    assert seen.view["result"] == welcome.view["result"]
    # Nothing more can be written, so the room stops renewing its lease: once it runs out,
    # another node may load the finished match too.
    async with asyncio.timeout(ServerConfig().lease_ttl + 3):
        while await store.acquire(room.match_id, "another-node", 5.0) is None:
            await asyncio.sleep(0.1)
    await close_all(registry, [*conns, conn, spectator])


class FlakyViewsGame(ExplodingGame):
    """The real game whose next `views` call raises (`fail_views`): a bug met after an action
    was applied and saved, while the room publishes it."""

    fail_views = False

    def views(self, viewers: Any) -> list[dict[str, Any]]:
        if FlakyViewsGame.fail_views:
            FlakyViewsGame.fail_views = False
            raise KeyError(f"bug while showing {SECRET}")
        views: list[dict[str, Any]] = self.inner.views(viewers)
        return views


async def test_an_exception_handling_one_message_is_answered_and_the_room_lives_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    base = engine_factory()
    factory = replace(base, new=lambda meta: FlakyViewsGame(base.new(meta)),
                      restore=lambda data: FlakyViewsGame(base.restore(data)))
    store = MemoryStore()
    registry, room, inboxes, conns = await open_room(store, factory)
    seat = 0 if [a for a in room.game.view(0)["legal"] if a["type"] != "concede"] else 1
    move = next(a for a in room.game.view(seat)["legal"] if a["type"] != "concede")
    caplog.set_level(logging.INFO)
    FlakyViewsGame.fail_views = True
    submit(room, conns[seat], "m1", move)
    # The action was saved before the failure: its answer is the ack, and everyone sees it.
    ack = await inboxes[seat].next(Ack)
    assert ack.id == "m1" and room.accepting and room.game.version == 1
    assert (await store.load(room.match_id)) is not None
    assert [e.action_id for e in store.whole_log(room.match_id)] == ["m1"]
    failures = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert failures and all(SECRET not in r.getMessage() for r in failures)
    assert all(conn.is_open for conn in conns)
    # The room goes on: the next move of whoever is to act now is applied.
    nxt = 0 if [a for a in room.game.view(0)["legal"] if a["type"] != "concede"] else 1
    move = next(a for a in room.game.view(nxt)["legal"] if a["type"] != "concede")
    submit(room, conns[nxt], "m2", move)
    assert (await inboxes[nxt].next(Ack)).id == "m2"
    await close_all(registry, conns)
