"""`GET /matches/{id}/replay` (server/replay_api.py): the public replay of a finished match.

The match is played here with the real engine and written to a real MemoryStore through the
store's API, exactly as a room writes it; the real app serves it. Every replay frame must be
exactly the spectators' projection of the game at that version (so no hidden card can be in
it: not a hand card, not a deck card, not an inkwell card's face, not a hidden id).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from server_hidden import card_ids, has_card_names

from engine import Game, builtin_deck
from engine.view import project
from protocol.diff import apply_patch
from server.app import create_app
from server.auth import hash_token
from server.config import ServerConfig
from server.store import LogEntry, MatchMeta, MemoryStore

DECKS = ("amber-amethyst", "sapphire-steel")


async def play_match(store: MemoryStore, seed: int, *,
                     finish: bool = True) -> tuple[str, list[Any]]:
    """Play a random game into `store`; returns the match id and every state's hidden ids and
    spectator view (one per version, 0 included)."""
    decks = [builtin_deck(name) for name in DECKS]
    meta = MatchMeta(match_id=f"m{seed}", created_at=time.time(),
                     decks=tuple(tuple(d) for d in decks), seed=seed, options={},
                     token_hashes=(hash_token("a"), hash_token("b")), deck_names=DECKS)
    game = Game.new(decks, seed=seed)
    rng = random.Random(seed)

    await store.create_match(meta)
    fence = await store.acquire(meta.match_id, "test", 60)
    assert fence is not None
    frames = [(hidden_ids(game), project(game.state, None))]
    while not game.is_over and (finish or game.version < 12):
        seat = game.to_act()[0]
        action = rng.choice([a for a in game.legal_actions(seat) if a.type != "concede"])
        before = game.version
        game.apply(seat, action)
        result = None
        if game.is_over:
            result = {"winner": game.state.winner, "reason": game.state.end_reason}
        await store.append(meta.match_id, before, LogEntry(
            version=game.version, seat=seat, origin=seat, action=action.to_wire(),
            action_id=f"a{game.version}", at=time.time(), result=result), fence=fence)
        frames.append((hidden_ids(game), project(game.state, None)))
    return meta.match_id, frames


def hidden_ids(game: Game) -> set[int]:
    """Ids of every card in a hidden zone (hands, decks, inkwells) right now."""
    ids: set[int] = set()
    for player in game.state.players:
        ids |= {c.iid for c in (*player.hand, *player.deck, *player.inkwell)}
    return ids


@pytest.fixture
def store() -> MemoryStore:
    return MemoryStore()


@pytest.fixture
async def client(store: MemoryStore) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=create_app(store=store))
    async with httpx.AsyncClient(transport=transport, base_url="http://glimmer") as client:
        yield client


async def test_no_replay_before_the_spectators_saw_the_end(store: MemoryStore) -> None:
    match, _ = await play_match(store, seed=7)
    app = create_app(ServerConfig(spectator_delay=60), store=store)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://glimmer") as client:
        response = await client.get(f"/matches/{match}/replay")
    assert response.status_code == 409
    assert response.json()["error"] == "not_finished"


async def test_replay_is_the_spectators_view_at_every_version(
        store: MemoryStore, client: httpx.AsyncClient) -> None:
    match, frames = await play_match(store, seed=5)
    response = await client.get(f"/matches/{match}/replay")
    assert response.status_code == 200
    replay = response.json()
    assert replay["match"] == match and replay["players"] == 2
    assert replay["result"] is not None
    assert len(replay["steps"]) == len(frames) - 1
    view = replay["initial"]
    for i, (hidden, expected) in enumerate(frames):
        if i:
            view = apply_patch(view, replay["steps"][i - 1]["ops"])
            assert replay["steps"][i - 1]["version"] == i
        assert view == json.loads(json.dumps(expected))
        assert "legal" not in view and view["you"] is None
        for player in view["players"]:
            assert type(player["hand"]) is int and type(player["deck"]) is int
            assert not has_card_names(player["inkwell"])
        assert not card_ids(view) & hidden, f"hidden card ids in replay frame {i}"
    # The raw actions (which name hand cards by id) are not part of it.
    assert '"picks"' not in response.text and '"action"' not in response.text


async def test_only_finished_matches_replay(store: MemoryStore,
                                            client: httpx.AsyncClient) -> None:
    match, _ = await play_match(store, seed=6, finish=False)
    response = await client.get(f"/matches/{match}/replay")
    assert response.status_code == 409
    assert response.json()["error"] == "not_finished"
    missing = await client.get("/matches/nope/replay")
    assert missing.status_code == 404
    assert missing.json()["error"] == "no_such_match"
