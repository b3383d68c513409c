"""Leaving a match of the seeds' games (`sba704`, `windows003`) through the real server: the
turn clock times out a seat that never acts, `claim_win` concedes for a seat that went away,
hosted bots claim but never concede, `concede` works out of turn, and a client's own `timeout`
is refused. Real server, real websocket clients; nothing is mocked."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from server_harness import ServerProcess
from server_wire import RawClient

from protocol.client import GlimmerClient
from protocol.errors import ErrorCode
from protocol.messages import Ack, GameOver, Patch, Reject

pytestmark = pytest.mark.e2e

View = dict[Any, Any]
CLAIM = {"type": "claim_win"}
CONCEDE = {"type": "concede"}


def waited(view: View) -> list[int]:
    """The seats the game waits for, from the view's clock."""
    running: list[int] = view["clock"]["running"]
    return running


async def status(server: ServerProcess, match: str) -> dict[str, Any]:
    code, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert code == 200, info
    assert isinstance(info, dict)
    return info


async def test_sba704_with_a_clock_a_seat_that_never_acts_times_out(
    server: ServerProcess,
) -> None:
    created = await asyncio.to_thread(
        server.create_match, game="sba704", seed=41, clock={"bank": 1.5, "increment": 0})
    match, tokens = created["match"], created["tokens"]
    clients = [GlimmerClient(server.ws, match, token=t) for t in tokens]
    try:
        for client in clients:
            await client.connect(timeout=10)
        first = clients[0].view
        assert first is not None and first["game"] == "sba704"
        assert first["clock"]["bank"] == 1.5
        (slow,) = waited(first)
        assert slow == first["priority"]  # the clock runs for the player with priority
        started = time.monotonic()
        overs = [await c.wait_game_over(timeout=30) for c in clients]
        assert time.monotonic() - started >= 1.0
    finally:
        for client in clients:
            await client.close()
    assert {(o.winner, o.reason) for o in overs} == {(1 - slow, "opponent_timeout")}
    final = clients[1 - slow].view
    assert final is not None
    assert final["result"] == {"winners": [1 - slow], "reason": "opponent_timeout"}
    assert final["players"][slow]["lost"] == "timeout" and final["legal"] == []
    assert final["clock"]["banks"][slow] == 0 and final["clock"]["running"] == []
    info = await status(server, match)
    assert info["status"] == "finished" and info["result"] == {
        "winner": 1 - slow, "reason": "opponent_timeout"}
    assert info["clock"] == {"bank": 1.5, "increment": 0.0}
    # The timeout is in the log like any action: the public replay shows it.
    code, replay = await asyncio.to_thread(server.request, "GET", f"/matches/{match}/replay")
    assert code == 200 and len(replay["steps"]) == 1


async def test_windows003_claim_win_after_the_opponent_disconnects(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--disconnect-grace", "0.5")
    created = await asyncio.to_thread(server.create_match, game="windows003", seed=5)
    match, tokens = created["match"], created["tokens"]
    stayer = await RawClient.open(server.ws)
    await stayer.hello(match, tokens[0])
    leaver = await RawClient.open(server.ws)
    await leaver.hello(match, tokens[1])
    assert CLAIM not in (stayer.mirror.view or {})["legal"]
    assert CONCEDE in (stayer.mirror.view or {})["legal"]
    await leaver.close()
    await stayer.act("early", CLAIM)  # not yet: the grace period runs
    assert (await stayer.expect(Reject)).code is ErrorCode.ILLEGAL
    while CLAIM not in (stayer.mirror.view or {}).get("legal", []):
        await stayer.expect(Patch, timeout=5)
    await stayer.act("claim", CLAIM)
    await stayer.expect(Ack)
    over = await stayer.expect(GameOver)
    assert over.winner == 0 and over.reason == "opponent_conceded"
    view = stayer.mirror.view
    assert view is not None and view["result"] == {"winners": [0], "reason": "opponent_conceded"}
    assert view["players"][1]["lost"] == "conceded" and view["legal"] == []
    await stayer.close()
    info = await status(server, match)
    assert info["result"] == {"winner": 0, "reason": "opponent_conceded"}


async def test_windows003_claim_win_in_three_concedes_only_for_the_absent_seat(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--disconnect-grace", "0.3")
    created = await asyncio.to_thread(server.create_match, game="windows003", players=3,
                                      seed=8)
    match, tokens = created["match"], created["tokens"]
    a, b = await RawClient.open(server.ws), await RawClient.open(server.ws)
    await a.hello(match, tokens[0])
    await b.hello(match, tokens[1])  # seat 2 never comes: it is away from the start
    while CLAIM not in (a.mirror.view or {}).get("legal", []):
        await a.expect(Patch, timeout=5)
    await a.act("claim", CLAIM)
    await a.expect(Ack)
    view = a.mirror.view
    assert view is not None and view["result"] is None
    assert [p["lost"] for p in view["players"]] == [None, None, "conceded"]
    while CLAIM in (b.mirror.view or {}).get("legal", []) or \
            (b.mirror.view or {})["players"][2]["lost"] is None:
        await b.expect(Patch, timeout=5)
    # The two left play on: the segment asks seat 0 or 1, never 2.
    assert (a.mirror.view or {})["window"]["player"] in (0, 1)
    await b.act("gone", CONCEDE)  # out of turn or not, conceding is always allowed
    await b.expect(Ack)
    over = await a.expect(GameOver)
    assert over.winner == 0 and over.reason == "last_player_standing"
    await a.close()
    await b.close()


async def test_a_hosted_bot_claims_the_win_over_an_absent_player_and_never_concedes(
    spawn_server: Callable[..., ServerProcess],
) -> None:
    server = spawn_server("--disconnect-grace", "0.5")
    for game in ("sba704", "windows003"):
        created = await asyncio.to_thread(
            server.create_match, game=game, seats=[None, {"bot": "random", "think": 0.05}])
        async with GlimmerClient(server.ws, created["match"], spectate=True) as watcher:
            over = await watcher.wait_game_over(timeout=30)
        assert (over.winner, over.reason) == (1, "opponent_conceded"), game
        final = watcher.view
        assert final is not None and final["players"][0]["lost"] == "conceded"


@pytest.mark.parametrize("game", ["sba704", "windows003"])
@pytest.mark.parametrize("clock", [None, {"bank": 60, "increment": 0}])
async def test_a_clients_own_timeout_is_refused_and_changes_nothing(
    server: ServerProcess, game: str, clock: dict[str, float] | None,
) -> None:
    body: dict[str, Any] = {"game": game, "seed": 13}
    if clock is not None:
        body["clock"] = clock
    created = await asyncio.to_thread(server.create_match, **body)
    match = created["match"]
    for seat, token in enumerate(created["tokens"]):
        async with await RawClient.open(server.ws) as raw:
            await raw.hello(match, token)
            before = raw.mirror.view
            assert before is not None
            assert {"type": "timeout"} not in before["legal"]
            await raw.act(f"t{seat}", {"type": "timeout"})
            answer = await raw.expect(Reject)
            assert answer.code is ErrorCode.ILLEGAL and "clock" in answer.reason
            assert raw.mirror.view == before
    info = await status(server, match)
    assert info["version"] == 0 and info["result"] is None
