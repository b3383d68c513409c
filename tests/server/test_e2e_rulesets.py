"""Seeds 001 (`sba704`) and 003 (`windows003`) hosted through the real server: created over
HTTP with `game`, played by real websocket clients through the same room, protocol, diffs and
store as Lorcana, with views per seat and nothing hidden reaching anyone else."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from server_harness import ServerProcess

from protocol.client import ClientEvent, GlimmerClient, ViewUpdate
from protocol.errors import ErrorCode
from protocol.messages import Ack, Reject

pytestmark = pytest.mark.e2e

View = dict[Any, Any]


class Recorder:
    """Every view an audience received (views are immutable values)."""

    def __init__(self) -> None:
        self.views: list[View] = []

    def __call__(self, event: ClientEvent) -> None:
        if isinstance(event, ViewUpdate):
            self.views.append(event.view)


def walk(tree: Any, key: str) -> Iterator[Any]:
    """Every value stored under `key` anywhere in `tree`."""
    if isinstance(tree, dict):
        for k, v in tree.items():
            if k == key:
                yield v
            yield from walk(v, key)
    elif isinstance(tree, list):
        for v in tree:
            yield from walk(v, key)


async def seat_up(server: ServerProcess, body: dict[str, Any]
                  ) -> tuple[dict[str, Any], list[GlimmerClient], list[Recorder]]:
    """Create the match, then a spectator and every seat connect; the last recorder is the
    spectator's."""
    created = await asyncio.to_thread(server.create_match, **body)
    assert created["game"] == body["game"]
    n = created["players"]
    recorders = [Recorder() for _ in range(n + 1)]
    clients = [GlimmerClient(server.ws, created["match"], token=tok, on_event=recorders[i])
               for i, tok in enumerate(created["tokens"])]
    clients.append(GlimmerClient(server.ws, created["match"], spectate=True,
                                 on_event=recorders[n]))
    for client in clients:
        await client.connect(timeout=10)
    return created, clients, recorders


def own_hand(view: View, seat: int) -> list[dict[str, Any]]:
    hand = view["players"][seat]["hand"]
    assert isinstance(hand, list)
    return hand


def check_hands_hidden(recorders: list[Recorder], key: str) -> None:
    """Every audience saw hands other than its own as counts only, and no id ever seen only
    in a hand reached any other audience."""
    n = len(recorders) - 1
    seen: list[set[int]] = [set() for _ in range(n + 1)]
    hand_ids: list[set[int]] = [set() for _ in range(n)]
    for who, rec in enumerate(recorders):
        viewer = who if who < n else None
        assert rec.views
        for view in rec.views:
            for p in view["players"]:
                assert isinstance(p["hand"], list) == (p["seat"] == viewer)
            if viewer is not None:
                hand_ids[viewer] |= {c[key] for c in own_hand(view, viewer)}
            for p in view["players"]:
                seen[who] |= set(walk(dict(p, hand=None), key))
            seen[who] |= set(walk({k: v for k, v in view.items() if k != "players"}, key))
    for seat in range(n):
        only_in_hand = hand_ids[seat] - seen[seat]
        assert only_in_hand, "some card stayed in the hand the whole game"
        for who in range(n + 1):
            if who != seat:
                assert not only_in_hand & seen[who], (seat, who)


async def act(client: GlimmerClient, action: dict[str, Any]) -> Ack | Reject:
    return await client.act(action, timeout=10)


async def test_sba704_is_played_through_the_server_to_a_result(server: ServerProcess) -> None:
    created, clients, recorders = await seat_up(server, {
        "game": "sba704", "seed": 17, "options": {"life": 3, "hand": 3, "library": 5}})
    try:
        views = [await c.wait_for(lambda v: v is not None, timeout=10) for c in clients]
        me = views[2]["active"]
        assert {v["game"] for v in views} == {"sba704"}  # a client can tell what it is shown
        other = 1 - me
        assert views[me]["priority"] == me
        assert views[me]["legal"] == [{"type": "pass"}, {"type": "concede"}]
        assert views[other]["legal"] == [{"type": "concede"}] and "legal" not in views[2]
        # The opponent's hand card, known here only from the opponent's own view, is as
        # unknown to `me` as a card that does not exist; nothing changes.
        hidden = own_hand(views[other], other)[0]["oid"]
        for oid in (hidden, 999):
            reject = await act(clients[me], {"type": "cast", "controller": me, "effect": [
                {"type": "move", "obj": oid, "zone": "battlefield"}]})
            assert isinstance(reject, Reject) and reject.code == ErrorCode.ILLEGAL
            assert reject.reason == f"no object {oid}"
        out_of_turn = await act(clients[other], {"type": "pass"})
        assert isinstance(out_of_turn, Reject) and out_of_turn.code == ErrorCode.NOT_YOUR_TURN
        judge_only = await act(clients[me], {"type": "damage", "target": 1, "amount": 1})
        assert isinstance(judge_only, Reject) and judge_only.code == ErrorCode.ILLEGAL
        garbage = await act(clients[me], {"type": "cast", "controller": "me"})
        assert isinstance(garbage, Reject) and garbage.code == ErrorCode.INVALID_ACTION
        assert clients[2].view is not None and clients[2].view["version"] == 0
        # A spell from hand that deals 3 to the opponent; both pass; it resolves; 704.5a.
        spell = own_hand(views[me], me)[0]["oid"]
        cast = {"type": "cast", "controller": me, "obj": spell, "effect": [
            {"type": "damage_player", "seat": other, "amount": 3}]}
        assert isinstance(await act(clients[me], cast), Ack)
        assert isinstance(await act(clients[me], {"type": "pass"}), Ack)
        await clients[other].wait_for(lambda v: len(v["legal"]) > 1, timeout=10)
        assert isinstance(await act(clients[other], {"type": "pass"}), Ack)
        overs = [await c.wait_game_over(timeout=10) for c in clients]
        assert {(o.winner, o.reason) for o in overs} == {(me, "state_based_actions")}
        final = clients[2].view
        assert final is not None and final["result"] == {
            "winners": [me], "reason": "state_based_actions"}
        assert final["players"][other]["life"] == 0 and final["players"][other]["lost"]
    finally:
        for client in clients:
            await client.close()
    check_hands_hidden(recorders, "oid")
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{created['match']}")
    assert status == 200 and info["status"] == "finished" and info["result"]["winner"] == me
    # The public replay is rebuilt by the match's own game.
    status, replay = await asyncio.to_thread(
        server.request, "GET", f"/matches/{created['match']}/replay")
    assert status == 200 and replay["initial"]["game"] == "sba704"
    assert [s["version"] for s in replay["steps"]] == [1, 2, 3]
    assert all(isinstance(p["hand"], int) for p in replay["initial"]["players"])


def greedy(view: View) -> dict[str, Any]:
    """Use an action if any, else marshal, else pass."""
    legal = view["legal"]
    for kind in ("use", "marshal"):
        for action in legal:
            if action["type"] == kind:
                return dict(action)
    return dict(legal[0])


async def play(client: GlimmerClient, policy: Callable[[View], dict[str, Any]]) -> int:
    moves = 0
    while True:
        view = await client.wait_for(
            lambda v: v["result"] is not None or len(v["legal"]) > 1, timeout=30)
        if view["result"] is not None:
            return moves
        answer = await client.act(policy(view), at=client.seq, timeout=10)
        assert isinstance(answer, Ack), answer
        moves += 1


async def test_windows003_is_played_through_the_server_to_a_result(
    server: ServerProcess,
) -> None:
    _, clients, recorders = await seat_up(server, {
        "game": "windows003", "players": 3, "options": {"gold": 4, "hand": 4, "deck": 8}})
    try:
        moves = await asyncio.wait_for(
            asyncio.gather(*(play(c, greedy) for c in clients[:3])), 120)
        overs = [await c.wait_game_over(timeout=10) for c in clients]
    finally:
        for client in clients:
            await client.close()
    assert sum(moves) > 10
    assert len({(o.winner, o.reason) for o in overs}) == 1 and overs[0].reason == "power"
    winner = overs[0].winner
    assert winner is not None
    final = recorders[3].views[-1]
    assert final["game"] == "windows003"
    assert sum(c["power"] for c in final["play"] if c["controller"] == winner) >= 15
    # Every audience ended on the same public board.
    boards = {repr(r.views[-1]["play"]) for r in recorders}
    assert len(boards) == 1
    check_hands_hidden(recorders, "cid")


@pytest.mark.parametrize(("body", "code", "words"), [
    ({"game": "chess"}, "unknown_game", "'game' must be one of"),
    ({"game": ["sba704"]}, "unknown_game", "'game' must be one of"),
    ({"game": "sba704", "decks": ["amber-amethyst"]}, "bad_request", "no deck lists"),
    ({"game": "sba704", "clock": {"bank": 0}}, "bad_request", "clock.bank"),
    ({"game": "sba704", "options": {"life": 10**9}}, "bad_request", "options.life"),
    ({"game": "sba704", "options": {"life": True}}, "bad_request", "options.life"),
    ({"game": "windows003", "options": {"deck": 4, "hand": 5}}, "bad_request", "options.hand"),
    ({"game": "windows003", "options": {"speed": 1}}, "bad_request", "unknown windows003"),
    ({"game": "windows003", "players": 9}, "bad_request", "'players'"),
])
def test_creation_refuses_what_the_game_does_not_take(
    server: ServerProcess, body: dict[str, Any], code: str, words: str,
) -> None:
    before = server.request("GET", "/matches")[1]["matches"]
    status, answer = server.request("POST", "/matches", body)
    assert status == 400 and answer["error"] == code and words in answer["reason"], answer
    assert server.request("GET", "/matches")[1]["matches"] == before


def test_a_match_is_lorcana_unless_it_names_its_game(server: ServerProcess) -> None:
    assert server.create_match()["game"] == "lorcana"
    created = server.create_match(game="windows003", seats=[None, {"bot": "random"}])
    assert created["game"] == "windows003" and created["tokens"][1] is None
    status, info = server.request("GET", f"/matches/{created['match']}")
    assert status == 200 and info["game"] == "windows003"
    listed = server.request("GET", "/matches")[1]["matches"]
    assert {m["game"] for m in listed if m["match"] == created["match"]} == {"windows003"}


@pytest.mark.parametrize("body", [
    {"game": "sba704", "options": {"hand": 1, "library": 3}},
    {"game": "windows003", "options": {"deck": 6}},
])
async def test_hosted_bots_play_a_ruleset_match_to_its_end(
    server: ServerProcess, body: dict[str, Any],
) -> None:
    bots = [{"bot": "greedy", "think": 0.05}, {"bot": "random", "think": 0.05}]
    created = await asyncio.to_thread(server.create_match, seats=bots, **body)
    assert created["tokens"] == [None, None]
    async with GlimmerClient(server.ws, created["match"], spectate=True) as watcher:
        over = await watcher.wait_game_over(timeout=60)
        assert watcher.view is not None and watcher.view["result"] is not None
    assert over.reason in ("state_based_actions", "power")
