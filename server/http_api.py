"""HTTP endpoints: create and inspect matches, health and metrics.

Creating a match only writes its metadata to the store; no room exists until someone connects.
The response is the only time seat tokens are ever shown (the store keeps their hashes), and
public listings never include decks or the seed, which together would reveal every hidden card.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from server import match_options
from server.auth import hash_token, new_match_id, new_token
from server.autonomous import start_hosted
from server.store.base import MatchMeta, MatchSummary, StoreError

if TYPE_CHECKING:
    from server.app import ServerContext

MAX_BODY = 64 * 1024
MAX_LIST = 500


class BadRequest(Exception):
    pass


def _ctx(request: Request) -> ServerContext:
    ctx: ServerContext = request.app.state.glimmer
    return ctx


def _error(status: int, code: str, reason: str) -> JSONResponse:
    return JSONResponse({"error": code, "reason": reason}, status_code=status)


def parse_decks(body: dict[str, Any]) -> tuple[list[list[str]], list[str | None]]:
    """Decks from a create request: each a built-in deck name, deck text ("4 Card Name" lines),
    or a list of full card names. Without decks, built-in decks are dealt round-robin."""
    from engine import BUILTIN_DECKS, DeckError, builtin_deck, parse_deck_text

    players = body.get("players")
    decks = body.get("decks")
    if players is not None and (type(players) is not int or not 2 <= players <= 4):
        raise BadRequest("'players' must be an integer from 2 to 4")
    if decks is None:
        count = players or 2
        names = sorted(BUILTIN_DECKS)
        decks = [names[i % len(names)] for i in range(count)]
    if not isinstance(decks, list) or not 2 <= len(decks) <= 4:
        raise BadRequest("'decks' must be a list of 2 to 4 decks")
    if players is not None and players != len(decks):
        raise BadRequest("'players' does not match the number of decks")
    cards: list[list[str]] = []
    labels: list[str | None] = []
    for i, deck in enumerate(decks):
        try:
            if isinstance(deck, str) and "\n" not in deck:
                cards.append(builtin_deck(deck))
                labels.append(deck)
            elif isinstance(deck, str):
                cards.append(parse_deck_text(deck))
                labels.append(None)
            elif isinstance(deck, list) and all(isinstance(c, str) for c in deck):
                if len(deck) > 200:
                    raise BadRequest(f"deck {i} has too many cards")
                cards.append(list(deck))
                labels.append(None)
            else:
                raise BadRequest(
                    f"deck {i} must be a built-in deck name, deck text or a list of card names"
                )
        except DeckError as exc:
            raise BadRequest(f"deck {i}: {exc}") from None
    return cards, labels


def build_meta(body: dict[str, Any]) -> tuple[MatchMeta, list[str | None]]:
    """Validate a create request (the engine itself checks the decks) -> meta + clear tokens."""
    from engine import DeckError, RulesOptions, validate_decks

    decks, labels = parse_decks(body)
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbits(62)
    elif type(seed) is not int or not 0 <= seed < 2**63:
        raise BadRequest("'seed' must be a non-negative 63-bit integer")
    raw_options = body.get("options") or {}
    if not isinstance(raw_options, dict):
        raise BadRequest("'options' must be an object")
    try:
        options = RulesOptions.from_data(raw_options)
        # The engine is the judge of legality (the deck rules `Game.new` applies); the game
        # itself is set up once, when the room loads.
        validate_decks(decks, options)
    except (DeckError, ValueError, TypeError) as exc:
        raise BadRequest(str(exc)[:300]) from None
    try:  # hosted bots and the turn clock
        seats, clock = match_options.parse_options(body, len(decks))
    except match_options.OptionError as exc:
        raise BadRequest(str(exc)) from None
    tokens = [new_token() for _ in decks]
    meta = MatchMeta(
        match_id=new_match_id(),
        created_at=time.time(),
        decks=tuple(tuple(d) for d in decks),
        seed=seed,
        options=options.to_data(),
        token_hashes=tuple(hash_token(t) for t in tokens),
        deck_names=tuple(labels),
        seats=seats,
        clock=clock,
    )
    return meta, match_options.public_tokens(tokens, seats)


def ws_url(request: Request) -> str:
    scheme = "wss" if request.url.scheme == "https" else "ws"
    return f"{scheme}://{request.url.netloc}/ws"


async def create_match(request: Request) -> Response:
    ctx = _ctx(request)
    raw = await request.body()
    if len(raw) > MAX_BODY:
        return _error(413, "too_large", f"body over {MAX_BODY} bytes")
    try:
        body = json.loads(raw or b"{}")
        if not isinstance(body, dict):
            raise BadRequest("the body must be a JSON object")
        meta, tokens = build_meta(body)
    except json.JSONDecodeError:
        return _error(400, "bad_request", "the body is not valid JSON")
    except BadRequest as exc:
        return _error(400, "bad_request", str(exc))
    await ctx.registry.store.create_match(meta)
    ctx.metrics.matches_created.inc()
    await start_hosted(ctx.registry, meta)  # a match with hosted bots starts now
    url = ws_url(request)
    return JSONResponse(
        {
            "match": meta.match_id,
            "players": meta.num_players,
            "tokens": tokens,
            "decks": list(meta.deck_names),
            "ws_url": url,
            "spectator_url": f"{url}?match={meta.match_id}",
        },
        status_code=201,
    )


def _summary_json(summary: MatchSummary, live: bool) -> dict[str, Any]:
    status = "finished" if summary.finished else "waiting" if summary.version == 0 else "playing"
    return {
        "match": summary.match_id,
        "players": summary.num_players,
        "version": summary.version,
        "status": status,
        "result": summary.result,
        "created_at": summary.created_at,
        "live": live,
    }


async def list_matches(request: Request) -> Response:
    ctx = _ctx(request)
    try:
        limit = min(MAX_LIST, max(1, int(request.query_params.get("limit", "100"))))
    except ValueError:
        return _error(400, "bad_request", "'limit' must be an integer")
    summaries = await ctx.registry.store.list(limit)
    matches = [_summary_json(s, ctx.registry.live(s.match_id) is not None) for s in summaries]
    return JSONResponse({"matches": matches})


async def get_match(request: Request) -> Response:
    ctx = _ctx(request)
    match_id = request.path_params["match_id"]
    room = ctx.registry.live(match_id)
    summary = await ctx.registry.store.summary(match_id)
    if summary is None:
        return _error(404, "no_such_match", "no such match")
    if room is not None:
        status = room.status()
        status["created_at"] = summary.created_at
        return JSONResponse(status)
    return JSONResponse(_summary_json(summary, live=False))


#: How long `/health` waits for the store's answer (the Redis client's own timeout is 1 s).
HEALTH_STORE_TIMEOUT = 2.0


async def health(request: Request) -> Response:
    """200 while this node can serve; 503 while its store is unreachable, so that a load
    balancer drains it (its rooms reject actions with `unavailable` meanwhile)."""
    ctx = _ctx(request)
    try:
        async with asyncio.timeout(HEALTH_STORE_TIMEOUT):
            await ctx.registry.store.ping()
        store = "ok"
    except (StoreError, TimeoutError):
        store = "unavailable"
    ctx.metrics.store_up.set(1 if store == "ok" else 0)
    return JSONResponse(
        {
            "status": "ok" if store == "ok" else "unavailable",
            "store": store,
            "node": ctx.config.node_id,
            "rooms": len(ctx.registry.rooms),
            "uptime": round(time.monotonic() - ctx.started, 3),
        },
        status_code=200 if store == "ok" else 503,
    )


async def metrics(request: Request) -> Response:
    ctx = _ctx(request)
    return Response(ctx.metrics.render(), media_type=ctx.metrics.content_type)
