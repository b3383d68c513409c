"""Hosted bots and the turn clock through the real server (issue 12).

A websocket player against a bot the room plays itself, a bot-vs-bot match that plays to its
end with nobody connected (and spectators who watch it), timeouts, the bank shown and its
increments, and the refusals of bad `seats`/`clock` options. Nothing is mocked.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest
from server_harness import ServerProcess
from server_hidden import check_structure
from server_wire import RawClient

from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from protocol.errors import ErrorCode
from protocol.messages import GameOver, Reject
from server.bots import Bot, random_policy

pytestmark = pytest.mark.e2e

View = dict[Any, Any]
FAST_BOT = {"bot": "greedy", "think": 0.05}
#: A short game: a few quests win it.
SHORT = {"win_lore": 6}


class Views:
    """Every view an audience received, checked for hidden information as it comes."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.views: list[View] = []

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            check_structure(event.view, self.viewer)
            self.views.append(event.view)


async def _status(server: ServerProcess, match: str) -> dict[str, Any]:
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{match}")
    assert status == 200, info
    assert isinstance(info, dict)
    return info


async def _until_finished(server: ServerProcess, match: str, timeout: float = 120) -> View:
    async with asyncio.timeout(timeout):
        while True:
            info = await _status(server, match)
            if info["status"] == "finished":
                return info
            await asyncio.sleep(0.2)


async def test_a_player_plays_a_whole_game_against_a_hosted_bot(server: ServerProcess) -> None:
    created = await asyncio.to_thread(
        server.create_match, seed=31, seats=[{"human": True}, FAST_BOT], options=SHORT)
    assert created["tokens"][1] is None and isinstance(created["tokens"][0], str)
    seen = Views(0)
    async with GlimmerClient(server.ws, created["match"], token=created["tokens"][0],
                             on_event=seen) as client:
        bot = Bot(client, random_policy, random.Random(3))
        over = await asyncio.wait_for(bot.run(), 120)
    assert isinstance(over, GameOver) and over.winner in (0, 1)
    final = seen.views[-1]
    assert final["result"] is not None
    # The hosted bot moved too: the game went further than the player's own actions, and the
    # bot's seat was the one to act in some of the views the player saw.
    assert final["version"] > bot.stats.actions
    assert any((v["decision"] and v["decision"]["player"] == 1) or v["active"] == 1
               for v in seen.views)
    info = await _status(server, created["match"])
    assert info["status"] == "finished"
    assert info["seats"][1]["connected"] is True  # a hosted seat is never away
    assert "clock" not in final  # no clock asked for


async def test_bot_vs_bot_plays_to_the_end_alone_and_spectators_watch(
    server: ServerProcess,
) -> None:
    created = await asyncio.to_thread(
        server.create_match, seed=32, seats=[FAST_BOT, {"bot": "random", "think": 0.05}],
        options=SHORT)
    assert created["tokens"] == [None, None]
    match = created["match"]
    # Nobody connected: the room started at creation and the bots play.
    async with asyncio.timeout(60):
        while (await _status(server, match))["version"] < 3:
            await asyncio.sleep(0.1)
    watched = Views(None)
    async with GlimmerClient(server.ws, match, spectate=True, on_event=watched) as spectator:
        over = await spectator.wait_game_over(timeout=120)
    assert over is not None and over.winner in (0, 1)
    versions = [v["version"] for v in watched.views]
    assert versions[-1] > versions[0]  # the spectator saw the game move on
    info = await _until_finished(server, match)
    assert info["result"]["winner"] == over.winner
    # And a bot match nobody ever watches finishes all the same.
    lone = await asyncio.to_thread(
        server.create_match, seed=33, seats=[FAST_BOT, FAST_BOT], options=SHORT)
    info = await _until_finished(server, lone["match"])
    assert info["result"]["winner"] in (0, 1)


async def test_a_player_who_does_not_act_loses_by_timeout(server: ServerProcess) -> None:
    created = await asyncio.to_thread(
        server.create_match, seed=34, clock={"bank": 1.5, "increment": 0})
    match, tokens = created["match"], created["tokens"]
    seen = [Views(0), Views(1)]
    clients = [GlimmerClient(server.ws, match, token=t, on_event=seen[i])
               for i, t in enumerate(tokens)]
    try:
        for client in clients:
            await client.connect(timeout=10)
        first = clients[0].view
        assert first is not None
        clock = first["clock"]
        (waited,) = clock["running"]
        assert clock["bank"] == 1.5 and clock["increment"] == 0
        overs = [await c.wait_game_over(timeout=30) for c in clients]
    finally:
        for client in clients:
            await client.close()
    assert {(o.winner, o.reason) for o in overs if o is not None} == {
        (1 - waited, "opponent_timeout")}
    final = seen[waited].views[-1]
    assert final["players"][waited]["lost"] == "timeout"
    assert final["clock"]["banks"][waited] == 0
    assert final["clock"]["running"] == []


async def test_the_bank_shown_goes_down_and_increments_apply(server: ServerProcess) -> None:
    for increment, capped in ((0, False), (300, True)):
        created = await asyncio.to_thread(
            server.create_match, seed=35, clock={"bank": 60, "increment": increment})
        match, tokens = created["match"], created["tokens"]
        clients = [GlimmerClient(server.ws, match, token=t) for t in tokens]
        try:
            for client in clients:
                await client.connect(timeout=10)
            view = clients[0].view
            assert view is not None
            (waited,) = view["clock"]["running"]
            assert view["clock"]["banks"] == [60, 60]
            assert abs(view["clock"]["since"] - time.time()) < 60  # a wall-clock instant
            mover = clients[waited]
            view = await mover.wait_for(lambda v: len(v["legal"]) > 1, timeout=10)
            await asyncio.sleep(0.3)  # the mover thinks: its bank runs
            action = next(a for a in view["legal"] if a["type"] != "concede")
            assert not isinstance(await mover.act(action), Reject)
            after = mover.view
            assert after is not None
            banks = after["clock"]["banks"]
            if capped:  # the increment refilled what was spent, up to the starting bank
                assert banks[waited] == 60
            else:
                assert banks[waited] <= 60 - 0.3
            assert banks[1 - waited] == 60  # nobody waited for the other seat
        finally:
            for client in clients:
                await client.close()


async def test_clients_cannot_send_the_clocks_timeout(server: ServerProcess) -> None:
    created = await asyncio.to_thread(
        server.create_match, seed=36, clock={"bank": 60, "increment": 0})
    match = created["match"]
    for seat, token in enumerate(created["tokens"]):
        async with await RawClient.open(server.ws) as raw:
            await raw.hello(match, token)
            await raw.act(f"t{seat}", {"type": "timeout"})
            answer = await raw.expect(Reject)
            assert answer.code == ErrorCode.ILLEGAL
    info = await _status(server, match)
    assert info["version"] == 0 and info["result"] is None


@pytest.mark.parametrize("body", [
    {"seats": [{"bot": "greedy"}]},  # one entry for two seats
    {"seats": "bots"},
    {"seats": [{"bot": "clever"}, {"human": True}]},
    {"seats": [{"bot": "greedy", "think": 0}, {"human": True}]},
    {"seats": [{"bot": "greedy", "think": 60}, {"human": True}]},
    {"seats": [{"bot": "greedy", "think": True}, {"human": True}]},
    {"seats": [{"bot": "greedy", "colour": "red"}, {"human": True}]},
    {"seats": [{"human": False}, {"human": True}]},
    {"seats": [7, {"human": True}]},
    {"clock": 600},
    {"clock": {}},
    {"clock": {"bank": 0}},
    {"clock": {"bank": 10**9}},
    {"clock": {"bank": "600"}},
    {"clock": {"bank": 600, "increment": -1}},
    {"clock": {"bank": 600, "increment": 3600}},
    {"clock": {"bank": 600, "delay": 5}},
])
def test_bad_seat_and_clock_options_are_typed_400s(
    server: ServerProcess, body: dict[str, Any],
) -> None:
    before = server.request("GET", "/matches?limit=500")[1]["matches"]
    status, answer = server.request("POST", "/matches", body)
    assert status == 400, answer
    assert answer["error"] == "bad_request"
    assert ("seats" in answer["reason"]) == ("seats" in body), answer
    assert ("clock" in answer["reason"]) == ("clock" in body), answer
    after = server.request("GET", "/matches?limit=500")[1]["matches"]
    assert len(after) == len(before)  # nothing was created
