"""HTTP endpoints: create and inspect matches, health and metrics.

Creating a match only writes its metadata to the store; no room exists until someone connects.
The response is the only time seat tokens are ever shown (the store keeps their hashes), and
public listings never include decks or the seed, which together would reveal every hidden card.
Creation is the one endpoint that costs storage, so it is the one that is guarded: behind the
API key when one is configured, else by a per-address rate limit; and since the seed and the
decks reveal every hidden card, only key holders may choose the seed. What listings and lookups
show of a match is what a spectator may see at that moment (`visible_as_of`).
"""

from __future__ import annotations

import asyncio
import hmac
import math
import secrets
import time
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from protocol.messages import PROTOCOL_VERSION
from server import match_options
from server.auth import hash_token, new_match_id, new_token
from server.autonomous import start_hosted
from server.bot_policy import POLICIES
from server.games import DEFAULT_GAME, SetupError, factories
from server.http_body import HttpError, bad_request, error_response, read_json_object
from server.store.base import MatchMeta, MatchSummary, StoreError

if TYPE_CHECKING:
    from server.app import ServerContext

MAX_BODY = 64 * 1024
MAX_LIST = 500
#: The fields a create request may have; anything else is a typo worth a 400.
CREATE_FIELDS = frozenset({"game", "players", "decks", "seed", "options", "seats", "clock"})
#: With a spectator delay, HTTP shows a match as it was this much longer ago than the delay:
#: an action is stamped just before it is stored, and its view reaches spectators a delay after
#: it is published, so HTTP must never get there first.
DELAY_MARGIN = 1.0


def _ctx(request: Request) -> ServerContext:
    ctx: ServerContext = request.app.state.glimmer
    return ctx


def build_meta(body: dict[str, Any]) -> tuple[MatchMeta, list[str | None]]:
    """Validate a create request -> meta + clear tokens. `game` names the game (Lorcana by
    default); its factory judges the game's own fields (`server.games.GameFactory.setup`).
    Whether the caller may choose a seed is `create_match`'s business; without one the seed
    comes from the operating system's CSPRNG."""
    unknown = set(body) - CREATE_FIELDS
    if unknown:
        bad_request(f"unknown fields: {sorted(unknown)[:5]}")
    name = body.get("game", DEFAULT_GAME)
    factory = factories().get(name) if isinstance(name, str) else None
    if factory is None:
        raise HttpError(400, "unknown_game", f"'game' must be one of {sorted(factories())}")
    try:
        setup = factory.setup(body)
    except SetupError as exc:
        bad_request(str(exc))
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbits(62)
    elif type(seed) is not int or not 0 <= seed < 2**63:
        bad_request("'seed' must be a non-negative 63-bit integer")
    if body.get("clock") is not None and not factory.clock:
        bad_request(f"{factory.name} has no turn clock")
    try:  # hosted bots and the turn clock
        seats, clock = match_options.parse_options(body, len(setup.decks))
    except match_options.OptionError as exc:
        bad_request(str(exc))
    tokens = [new_token() for _ in setup.decks]
    meta = MatchMeta(
        match_id=new_match_id(),
        created_at=time.time(),
        decks=setup.decks,
        seed=seed,
        options=setup.options,
        token_hashes=tuple(hash_token(t) for t in tokens),
        deck_names=setup.labels,
        seats=seats,
        clock=clock,
        game=factory.name,
    )
    return meta, match_options.public_tokens(tokens, seats)


def ws_url(request: Request) -> str:
    scheme = "wss" if request.url.scheme == "https" else "ws"
    return f"{scheme}://{request.url.netloc}/ws"


def has_api_key(request: Request, key: str | None) -> bool:
    """Whether the request carries the server's API key (`Authorization: Bearer KEY`)."""
    if key is None:
        return False
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(
        given.strip().encode("utf-8", "surrogateescape"), key.encode()
    )


def _admit_creation(request: Request, ctx: ServerContext) -> bool:
    """Who may create: with an API key configured, only its holders (401 otherwise). Without
    the key, each client address gets `--create-rate` creations per second (429 past it).
    Returns whether the caller holds the key."""
    config = ctx.config
    trusted = has_api_key(request, config.api_key)
    if config.api_key is not None and not trusted:
        raise HttpError(401, "unauthorized", "creating matches needs the API key "
                        "(Authorization: Bearer KEY)", {"WWW-Authenticate": "Bearer"})
    if not trusted:
        client = request.client.host if request.client is not None else "unknown"
        wait = ctx.creation_limits.try_take(client)
        if wait:
            raise HttpError(429, "rate_limited", "too many matches created; retry later",
                            {"Retry-After": str(max(1, math.ceil(wait)))})
    return trusted


async def create_match(request: Request) -> Response:
    ctx = _ctx(request)
    try:
        trusted = _admit_creation(request, ctx)
        body = await read_json_object(request, MAX_BODY)
        if "seed" in body and not trusted:
            # Whoever knows the seed and the decks knows every hidden card: a seed chosen by a
            # client would let a match's creator read the opponent's opening hand.
            raise HttpError(403, "forbidden", "only holders of the server's API key may "
                            "choose a seed; leave 'seed' out and the server draws one")
        meta, tokens = build_meta(body)
    except HttpError as exc:
        return exc.response()
    await ctx.registry.store.create_match(meta)
    ctx.metrics.matches_created.inc()
    await start_hosted(ctx.registry, meta)  # a match with hosted bots starts now
    url = ws_url(request)
    return JSONResponse(
        {
            "match": meta.match_id,
            "game": meta.game,
            "players": meta.num_players,
            "tokens": tokens,
            "decks": list(meta.deck_names),
            "ws_url": url,
            "spectator_url": f"{url}?match={meta.match_id}",
        },
        status_code=201,
    )


def visible_as_of(ctx: ServerContext) -> float | None:
    """The wall-clock moment HTTP may show matches as of: the present, or with a spectator
    delay what spectators may see now (never more)."""
    delay = ctx.config.spectator_delay
    return None if delay == 0 else time.time() - delay - DELAY_MARGIN


def _summary_json(summary: MatchSummary, live: bool) -> dict[str, Any]:
    """The one description of a match's state that listings and lookups share."""
    status = "finished" if summary.finished else "waiting" if summary.version == 0 else "playing"
    return {
        "match": summary.match_id,
        "game": summary.game,
        "players": summary.num_players,
        "version": summary.version,
        "status": status,
        "result": summary.result,
        "created_at": summary.created_at,
        "live": live,
        "bots": summary.public.get("bots", []),
        "clock": summary.public.get("clock"),
    }


async def list_matches(request: Request) -> Response:
    ctx = _ctx(request)
    raw = request.query_params.get("limit", "100")
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 6):
        return error_response(400, "bad_request", "'limit' must be a positive integer")
    limit = min(MAX_LIST, max(1, int(raw)))
    summaries = await ctx.registry.store.list(limit, as_of=visible_as_of(ctx))
    matches = [_summary_json(s, ctx.registry.live(s.match_id) is not None) for s in summaries]
    return JSONResponse({"matches": matches})


async def get_match(request: Request) -> Response:
    ctx = _ctx(request)
    match_id = request.path_params["match_id"]
    if len(match_id) > 128:
        return error_response(404, "no_such_match", "no such match")
    room = ctx.registry.live(match_id)
    summary = await ctx.registry.store.summary(match_id, as_of=visible_as_of(ctx))
    if summary is None:
        return error_response(404, "no_such_match", "no such match")
    info = _summary_json(summary, live=room is not None)
    if room is not None:  # presence is public and live
        status = room.status()
        info["seats"] = status["seats"]
        info["spectators"] = status["spectators"]
    return JSONResponse(info)


async def info(request: Request) -> Response:
    """What a lobby needs to know before it offers to create a match: whether creation is open
    to anyone, the spectator delay, the bot policies and the ranges of the seat and clock
    options. Read-only and free: it spends no creation rate-limit token."""
    ctx = _ctx(request)
    o = match_options
    return JSONResponse({
        "protocol": PROTOCOL_VERSION,
        "creation": "open" if ctx.config.api_key is None else "api_key",
        "spectator_delay": ctx.config.spectator_delay,
        "bots": sorted(POLICIES),
        "think": {"min": o.THINK_MIN, "max": o.THINK_MAX, "default": o.THINK_DEFAULT},
        "clock": {"bank": {"min": o.BANK_MIN, "max": o.BANK_MAX},
                  "increment": {"min": o.INCREMENT_MIN, "max": o.INCREMENT_MAX}},
    })


#: How long `/health` waits for the store's answer (the Redis client's own timeout is 1 s).
HEALTH_STORE_TIMEOUT = 2.0


async def health(request: Request) -> Response:
    """200 while this node can serve. 503 while its store is unreachable, or while it holds
    `--max-rooms` rooms (it refuses to load more), so that a load balancer drains it; the body
    says which (its rooms reject actions with `unavailable` while the store is away)."""
    ctx = _ctx(request)
    try:
        async with asyncio.timeout(HEALTH_STORE_TIMEOUT):
            await ctx.registry.store.ping()
        store = "ok"
    except (StoreError, TimeoutError):
        store = "unavailable"
    ctx.metrics.store_up.set(1 if store == "ok" else 0)
    rooms, max_rooms = len(ctx.registry.rooms), ctx.config.max_rooms
    body: dict[str, Any] = {"status": "ok", "store": store}
    if store != "ok":
        body.update(status="unavailable", reason="the store does not answer")
    elif rooms >= max_rooms:
        body.update(status="full", reason=f"{rooms} rooms loaded, the most this node holds "
                    f"(--max-rooms {max_rooms}); new matches cannot be loaded here")
    body.update(node=ctx.config.node_id, rooms=rooms, max_rooms=max_rooms,
                uptime=round(time.monotonic() - ctx.started, 3))
    return JSONResponse(body, status_code=200 if body["status"] == "ok" else 503)


async def metrics(request: Request) -> Response:
    ctx = _ctx(request)
    return Response(ctx.metrics.render(), media_type=ctx.metrics.content_type)
