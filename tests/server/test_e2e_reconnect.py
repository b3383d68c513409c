"""Reconnects: resume from a seq, idempotency across connections, absence, eviction, delays."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from server_harness import ServerProcess
from server_wire import RawClient

from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, GameOver, Patch, Reject, Welcome

pytestmark = pytest.mark.e2e


def moves(view: dict[str, Any] | None) -> list[dict[str, Any]]:
    assert view is not None
    return [a for a in view["legal"] if a["type"] not in ("concede", "claim_win")]


async def join(server: ServerProcess, match: str, token: str | None,
               resume: int | None = None) -> tuple[RawClient, Welcome]:
    client = await RawClient.open(server.ws)
    welcome = await client.hello(match, token, resume=resume)
    return client, welcome


async def play_some(client: RawClient, count: int, prefix: str) -> int:
    """Let `client` make up to `count` moves while it has any; returns how many it made."""
    made = 0
    while made < count and moves(client.mirror.view):
        await client.act(f"{prefix}{made}", moves(client.mirror.view)[0])
        answer = await client.expect(Ack | Reject)  # type: ignore[arg-type]
        assert isinstance(answer, Ack), answer
        made += 1
    return made


async def mover_index(clients: list[RawClient]) -> int:
    return 0 if moves(clients[0].mirror.view) else 1


async def test_resume_gets_missed_patches(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match, seed=2)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    b, _ = await join(server, match, tokens[1])
    clients = [a, b]
    active = await mover_index(clients)
    idle = 1 - active
    held_seq = clients[idle].mirror.seq
    assert held_seq is not None
    await clients[idle].close()
    made = await play_some(clients[active], 3, "p")
    assert made >= 1
    back, welcome = await join_resumed(server, match, tokens[idle], clients[idle])
    assert welcome.resumed and welcome.seq == held_seq
    for _ in range(made):
        await back.expect(Patch)
    fresh, fresh_welcome = await join(server, match, tokens[idle])
    assert back.mirror.view == fresh_welcome.view
    assert back.mirror.seq == fresh_welcome.seq
    # A seq the server never issued (or no longer holds) gets a fresh welcome.
    lost, lost_welcome = await join(server, match, tokens[idle], resume=12345)
    assert not lost_welcome.resumed and lost_welcome.view == fresh_welcome.view
    for c in (clients[active], back, fresh, lost):
        await c.close()


async def join_resumed(server: ServerProcess, match: str, token: str,
                       old: RawClient) -> tuple[RawClient, Welcome]:
    """Reconnect carrying over the old connection's mirror, like a real client would."""
    client = await RawClient.open(server.ws)
    client.mirror = old.mirror
    welcome = await client.hello(match, token, resume=old.mirror.seq)
    return client, welcome


async def test_retry_after_reconnect_applies_once(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match, seed=3)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    b, _ = await join(server, match, tokens[1])
    clients = [a, b]
    active = await mover_index(clients)
    action = moves(clients[active].mirror.view)[0]
    version = clients[active].mirror.view["version"]  # type: ignore[index]
    await clients[active].act("once", action)
    await clients[active].close()  # gone before reading the ack
    await clients[1 - active].expect(Patch)  # the action was applied
    again, _ = await join(server, match, tokens[active])
    await again.act("once", action)  # same id again, on a new connection
    ack = await again.expect(Ack)
    assert ack.id == "once"
    assert again.mirror.view is not None and again.mirror.view["version"] == version + 1
    _status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert info["version"] == version + 1
    await again.close()
    await clients[1 - active].close()


async def test_absent_opponent_can_be_claimed_after_grace(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--disconnect-grace", "0.5")
    created = await asyncio.to_thread(server.create_match)
    match, tokens = created["match"], created["tokens"]
    stayer, _ = await join(server, match, tokens[0])
    leaver, _ = await join(server, match, tokens[1])
    await leaver.close()
    await stayer.act("early", {"type": "claim_win"})
    assert (await stayer.expect(Reject)).code is ErrorCode.ILLEGAL
    started = time.monotonic()
    while {"type": "claim_win"} not in (stayer.mirror.view or {}).get("legal", []):
        await stayer.expect(Patch, timeout=3)  # the server offers the claim when grace ends
    assert time.monotonic() - started >= 0.2
    # The absent seat coming back withdraws the offer...
    leaver, _ = await join(server, match, tokens[1])
    while {"type": "claim_win"} in (stayer.mirror.view or {}).get("legal", []):
        await stayer.expect(Patch, timeout=3)
    await leaver.close()
    while {"type": "claim_win"} not in (stayer.mirror.view or {}).get("legal", []):
        await stayer.expect(Patch, timeout=3)
    # ...and once it is gone again past the grace, claiming wins at once.
    await stayer.act("claim", {"type": "claim_win"})
    await stayer.expect(Ack)
    over = await stayer.expect(GameOver)
    assert over.winner == 0
    assert stayer.mirror.view is not None and stayer.mirror.view["result"]["winner"] == 0
    await stayer.close()


async def test_finished_room_closes_and_frees_memory(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--finished-ttl", "0.5")
    created = await asyncio.to_thread(server.create_match)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    watcher, _ = await join(server, match, None)
    await a.act("bye", {"type": "concede"})
    await a.expect(GameOver)
    await watcher.expect(GameOver)
    assert await a.closed_code(timeout=5) == CloseCode.GAME_FINISHED
    assert await watcher.closed_code(timeout=5) == CloseCode.GAME_FINISHED
    deadline = time.monotonic() + 5
    while (await asyncio.to_thread(server.request, "GET", "/health"))[1]["rooms"]:
        assert time.monotonic() < deadline, "finished room was not released"
        await asyncio.sleep(0.1)
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert status == 200 and info["status"] == "finished" and not info["live"]
    # The final state can still be looked at: the room is rebuilt from the store on demand.
    late, welcome = await join(server, match, None)
    assert welcome.view is not None and welcome.view["result"] is not None
    assert (await late.expect(GameOver)).winner == 1
    assert await late.closed_code() == CloseCode.GAME_FINISHED
    await late.close()


async def test_evicted_room_is_rebuilt_from_the_store(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--idle-ttl", "0.3", "--snapshot-every", "2")
    created = await asyncio.to_thread(server.create_match, seed=4)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    b, _ = await join(server, match, tokens[1])
    clients = [a, b]
    active = await mover_index(clients)
    made = await play_some(clients[active], 5, "e")
    await clients[1 - active].expect(Patch)
    before = [c.mirror.view for c in clients]
    seqs = [c.mirror.seq for c in clients]
    for c in clients:
        await c.close()
    deadline = time.monotonic() + 5
    while (await asyncio.to_thread(server.request, "GET", "/health"))[1]["rooms"]:
        assert time.monotonic() < deadline, "room was not evicted"
        await asyncio.sleep(0.1)
    for seat, token in enumerate(tokens):
        back, welcome = await join(server, match, token, resume=seqs[seat])
        # A new room incarnation never reuses seqs, so this is a fresh welcome of the same state.
        assert not welcome.resumed
        assert welcome.view == before[seat]
        assert welcome.view is not None and welcome.view["version"] == made
        await back.close()


async def test_spectators_lag_by_the_configured_delay(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--spectator-delay", "0.6")
    created = await asyncio.to_thread(server.create_match, seed=5)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    b, _ = await join(server, match, tokens[1])
    watcher = await RawClient.open(server.ws)
    await watcher.hello(match)  # arrives once the first delayed view is released
    clients = [a, b]
    active = await mover_index(clients)
    await clients[active].act("d1", moves(clients[active].mirror.view)[0])
    await clients[active].expect(Ack)
    acked = time.monotonic()
    await watcher.expect(Patch, timeout=5)
    assert time.monotonic() - acked >= 0.4
    assert watcher.mirror.view is not None and watcher.mirror.view["version"] == 1
    for c in (a, b, watcher):
        await c.close()


async def test_presence_stays_exact_when_the_server_closes_a_connection(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    """A connection the server itself closed (here: replaced by a fifth one) must still count as
    gone once its session ends, or an absent seat could never be claimed against."""
    server = spawn_server("--disconnect-grace", "0.3")
    created = await asyncio.to_thread(server.create_match, seed=6)
    match, tokens = created["match"], created["tokens"]
    a, _ = await join(server, match, tokens[0])
    b, _ = await join(server, match, tokens[1])
    crowd = [await join(server, match, tokens[1]) for _ in range(4)]  # replaces `b`
    assert await b.closed_code() == CloseCode.REPLACED
    active = 0 if moves(a.mirror.view) else 1
    mover = a if active == 0 else crowd[-1][0]
    await mover.act("move", moves(mover.mirror.view)[0])  # a broadcast after the replacement
    await mover.expect(Ack)
    for client, _welcome in crowd:
        await client.close()
    await b.close()
    while {"type": "claim_win"} not in (a.mirror.view or {}).get("legal", []):
        await a.expect(Patch, timeout=3)
    await a.close()
