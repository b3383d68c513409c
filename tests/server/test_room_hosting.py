"""Hosted bots and the turn clock inside a room, in process (what e2e tests cannot see): what a
bot's policy is shown, that the log replays to what the room holds, and the clock's arithmetic.
The real engine, the real memory store and the real room; only the clock math is also tested
on its own."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from fake_socket import RecordingSocket
from server_hidden import check_structure

from protocol.errors import CloseCode
from protocol.messages import Ack, GameOver, Patch, Reject
from server import bot_policy
from server.autonomous import sweep
from server.config import ServerConfig
from server.connection import Connection
from server.games import engine_factory
from server.http_api import build_meta
from server.match_options import ClockSpec
from server.metrics import Metrics
from server.registry import Registry
from server.room import Join, Room
from server.store import LoadedMatch, MemoryStore
from server.turn_clock import TurnClock

SHORT = {"win_lore": 4}


async def _open(body: dict[str, Any]) -> tuple[MemoryStore, Registry, Room]:
    store = MemoryStore()
    meta, _tokens = build_meta(body)
    await store.create_match(meta)
    registry = Registry(store, engine_factory(), ServerConfig(), Metrics())
    room = await registry.room(meta.match_id)
    assert room is not None
    return store, registry, room


async def _finished(room: Room, timeout: float = 60) -> None:
    async with asyncio.timeout(timeout):
        while room.result is None:
            await asyncio.sleep(0.02)


async def test_a_hosted_bot_is_shown_its_own_seat_view_and_nothing_else(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown: list[tuple[int, bool]] = []
    rooms: list[Room] = []

    def spy(view: bot_policy.View, legal: list[bot_policy.Action],
            rng: random.Random) -> bot_policy.Action:
        seat = view["you"]
        check_structure(view, seat)  # the opponent's hand is a count, decks are counts
        # Exactly the view a client of that seat holds (`legal` and all), not the state.
        shown.append((seat, view is rooms[0].audiences[seat].view))
        return bot_policy.greedy_policy(view, legal, rng)

    monkeypatch.setitem(bot_policy.POLICIES, "spy", spy)
    store, registry, room = await _open(
        {"seed": 7, "seats": [{"bot": "spy", "think": 0.05}] * 2, "options": SHORT})
    rooms.append(room)
    try:
        await _finished(room)
    finally:
        await registry.shutdown()
    assert {seat for seat, _ in shown} == {0, 1}
    assert all(same for _, same in shown)
    # Every move went through the log, and the log replays to the result the room reached.
    log = store.whole_log(room.match_id)
    assert len(log) == len(shown) == room.durable_version
    ids = [e.action_id for e in log]  # never a client's id (those are >= 0 or strings)
    assert all(isinstance(i, int) and i < 0 for i in ids) and len(set(ids)) == len(ids)
    game = engine_factory().rebuild(LoadedMatch(room.meta, None, log))
    assert engine_factory().outcome(game) == room.result


async def test_a_timeout_is_logged_and_replays_to_the_same_result() -> None:
    store, registry, room = await _open({"seed": 8, "clock": {"bank": 1, "increment": 0}})
    sockets = [RecordingSocket(), RecordingSocket()]
    conns = [Connection(sock, seat=seat, queue_size=64, close_timeout=1,
                        too_slow_code=CloseCode.TOO_SLOW) for seat, sock in enumerate(sockets)]
    try:
        for conn in conns:
            conn.start()
            room.post(Join(conn, None))
        overs = [await sock.next(GameOver, timeout=30) for sock in sockets]
        await _finished(room, timeout=30)
    finally:
        await registry.shutdown()
        for conn in conns:
            await conn.shutdown()
    assert {(o.winner, o.reason) for o in overs} == {(room.result.winner, "opponent_timeout")}
    # Nobody asked for the timeout: no patch carries an ack, nobody gets an ack or a reject.
    for sock in sockets:
        assert not [m for m in sock.messages
                    if isinstance(m, Ack | Reject) or (isinstance(m, Patch) and m.ack)]
    assert room.result is not None and room.result.reason == "opponent_timeout"
    log = store.whole_log(room.match_id)
    assert [e.action for e in log] == [{"type": "timeout"}]
    (entry,) = log
    assert entry.clock is not None and entry.clock[entry.seat] == 0
    assert entry.action_id is None  # the server's own action: no id, no ack to anyone
    assert entry.result == room.result.to_data()
    game = engine_factory().rebuild(LoadedMatch(room.meta, None, log))
    assert engine_factory().outcome(game) == room.result


def test_the_clock_charges_the_seats_waited_for_and_caps_increments() -> None:
    clock = TurnClock(ClockSpec(bank=10, increment=3), players=3, now=100.0, wall=5000.0)
    clock.observe((1,))
    assert clock.deadline() == 110.0
    assert clock.expired(109.9) is None and clock.expired(110.0) == 1
    # Seat 1 acts after 4 s: charged 4, credited 3; nobody else is charged.
    banks = clock.charged(1, 104.0)
    assert banks == [10, 9, 10]
    clock.commit(banks, 104.0, 5004.0)
    # Acting fast never raises a bank above its start; a seat not waited for gets nothing.
    assert clock.charged(1, 104.5) == [10, 10, 10]
    assert clock.charged(2, 104.5) == [10, 8.5, 10]
    clock.observe(())
    assert clock.deadline() == float("inf") and clock.expired(10**9) is None
    shown = clock.shown()
    assert shown["banks"] == [10, 9, 10] and shown["since"] == 5004.0


def test_a_resumed_clock_runs_on_from_the_logged_instant() -> None:
    clock = TurnClock(ClockSpec(bank=60, increment=0), players=2, now=500.0, wall=9000.0)
    clock.resume([30.0, 60.0], behind=12.0, now=500.0, wall=9000.0)
    clock.observe((0,))
    assert clock.deadline() == 500.0 - 12.0 + 30.0
    assert clock.shown()["since"] == 9000.0 - 12.0
    assert clock.charged(0, 500.0) == [18.0, 60.0]


async def test_the_adopter_loads_autonomous_matches_nobody_serves() -> None:
    store = MemoryStore()
    registry = Registry(store, engine_factory(), ServerConfig(), Metrics())
    metas = {}
    for name, body in {
        "clock": {"seed": 1, "clock": {"bank": 60}},
        "bots": {"seed": 2, "seats": [{"bot": "random"}] * 2},
        "bot and human": {"seed": 3, "seats": [{"bot": "random"}, {"human": True}]},
        "humans": {"seed": 4},
    }.items():
        metas[name], _tokens = build_meta(body)
        await store.create_match(metas[name])
    assert [name for name, meta in metas.items() if meta.autonomous] == ["clock", "bots"]
    try:
        assert await sweep(registry) == 2
        assert {m for m in metas if registry.live(metas[m].match_id)} == {"clock", "bots"}
        assert await sweep(registry) == 0  # served already
    finally:
        await registry.shutdown()


def test_seat_shorthands_and_defaults() -> None:
    meta, tokens = build_meta({"players": 3, "seats": [None, {}, {"bot": "greedy"}]})
    assert meta.seats == ({"human": True}, {"human": True}, {"bot": "greedy", "think": 1.0})
    assert tokens[2] is None and all(isinstance(t, str) for t in tokens[:2])
    assert len(set(meta.token_hashes)) == 3  # the bot's seat has a token nobody was shown
    meta, _tokens = build_meta({"clock": {"bank": 90}})
    assert meta.clock == {"bank": 90.0, "increment": 0.0} and meta.seats == ()
