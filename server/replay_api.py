"""`GET /matches/{id}/replay`: the public replay of a finished match, for the web client's
replay viewer.

The replay is rebuilt from the durable log (the store's `load` with every entry kept), so it is
exactly what happened. It is made only of the spectators' view (`Game.view(None)`, the one
projection function) after each logged action: the initial view, then one diff per action.
Raw actions are left out on purpose: they name cards by ids taken from hidden zones (a hand's
card inked, the cards a player put back), and that id pattern is hidden information. Only
matches that finished at least the spectator delay ago (plus a margin) are replayed, so a
replay never shows spectators anything before the live spectator stream does.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from protocol.diff import diff
from server.games import GameFactory
from server.store.base import LoadedMatch

if TYPE_CHECKING:
    from server.app import ServerContext

#: Seconds beyond the spectator delay before a finished match replays: an action is stamped
#: just before it is stored, and spectators see it a delay after it is published.
DELAY_MARGIN = 1.0
#: Finished matches never change: their replays are kept for repeated viewing, a few at a time.
CACHE_SIZE = 8
_cache: OrderedDict[str, dict[str, Any]] = OrderedDict()


class ReplayUnavailable(Exception):
    """The store no longer holds the match's whole log (it was compacted)."""


def build_replay(loaded: LoadedMatch, factory: GameFactory, result: Any) -> dict[str, Any]:
    """The spectators' view before the first action and a diff per logged action."""
    entries = loaded.entries
    if [e.version for e in entries] != list(range(1, len(entries) + 1)):
        raise ReplayUnavailable("the match's log does not start at its first action")
    game = factory.new(loaded.meta)
    initial = before = game.view(None)  # views are fresh values; diffing changes none
    steps = []
    for entry in entries:
        game.apply(entry.seat, factory.action_from_wire(entry.action))
        after = game.view(None)
        steps.append({"version": game.version, "ops": diff(before, after)})
        before = after
    return {
        "match": loaded.meta.match_id,
        "players": loaded.meta.num_players,
        "created_at": loaded.meta.created_at,
        "result": result,
        "initial": initial,
        "steps": steps,
    }


def _error(status: int, code: str, reason: str) -> JSONResponse:
    return JSONResponse({"error": code, "reason": reason}, status_code=status)


async def replay(request: Request) -> Response:
    ctx: ServerContext = request.app.state.glimmer
    store = ctx.registry.store
    match_id = request.path_params["match_id"]
    summary = await store.summary(match_id)
    if summary is None:
        return _error(404, "no_such_match", "no such match")
    if not summary.finished:
        return _error(409, "not_finished", "only finished matches can be replayed")
    key = match_id
    cached = _cache.get(key)
    if cached is None:
        loaded = await store.load(match_id, recent=summary.version)
        if loaded is None:
            return _error(404, "no_such_match", "no such match")
        delay = ctx.config.spectator_delay
        if delay and loaded.entries and loaded.entries[-1].at + delay + DELAY_MARGIN > time.time():
            return _error(409, "not_finished", "the match has not finished for spectators yet")
        try:
            cached = await asyncio.to_thread(
                build_replay, loaded, ctx.registry.factory(loaded.meta.game), summary.result)
        except ReplayUnavailable as exc:
            return _error(410, "replay_unavailable", str(exc))
        _cache[key] = cached
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    _cache.move_to_end(key)
    return JSONResponse(cached)
