"""HTTP endpoints for the card pool: `GET /cards` (facts, each with `supported`) and `GET /decks`.

Both answers depend only on the engine's data and scripts, fixed for the life of the process, so
each body is encoded once, when the app is built, and served from memory with an ETag (a client
that sends it back in `If-None-Match` gets 304 and no body). Cards are public facts; no rules
text exists to leak, and no match state is involved.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields
from functools import cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from engine.cards.facts import CardFacts, card_db
from engine.cards.playable import is_supported
from engine.decks import builtin_decks
from server.card_abilities import summaries

#: `?supported=` values and which cards they select.
_FILTERS = {"1": True, "true": True, "0": False, "false": False}
_CACHE_CONTROL = "public, max-age=300"


def card_data(f: CardFacts) -> dict[str, Any]:
    """A card's facts as JSON data: the printed facts, `supported` (playable in this engine),
    and its scripted abilities in short words of our own (`server.card_abilities`)."""
    out: dict[str, Any] = {}
    for spec in fields(f):
        value = getattr(f, spec.name)
        if isinstance(value, frozenset | tuple):
            value = sorted(value) if isinstance(value, frozenset) else list(value)
        out[spec.name] = value
    out["supported"] = is_supported(f.full_name)
    out["abilities"], out["activated"] = summaries(f.full_name)
    return out


@cache
def _encoded(kind: str) -> tuple[bytes, str]:
    """(body, etag) for 'all', 'supported', 'unsupported' cards or 'decks'."""
    data: dict[str, Any]
    if kind == "decks":
        data = {"decks": [d.to_data() for d in builtin_decks()]}
    else:
        cards = [card_data(f) for f in card_db().values()]
        if kind != "all":
            cards = [c for c in cards if c["supported"] == (kind == "supported")]
        data = {"count": len(cards), "cards": cards}
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def _static(request: Request, kind: str) -> Response:
    body, etag = _encoded(kind)
    headers = {"etag": etag, "cache-control": _CACHE_CONTROL}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


async def list_cards(request: Request) -> Response:
    wanted = request.query_params.get("supported")
    if wanted is None:
        return _static(request, "all")
    if wanted.lower() not in _FILTERS:
        return JSONResponse({"error": "bad_request",
                             "reason": "'supported' must be 1, 0, true or false"},
                            status_code=400)
    return _static(request, "supported" if _FILTERS[wanted.lower()] else "unsupported")


async def list_decks(request: Request) -> Response:
    return _static(request, "decks")


def routes() -> list[Route]:
    """The routes, with every body encoded now: at start-up (about 0.1 s), not on the event loop
    under a first request, which would stall every room meanwhile."""
    for kind in ("all", "supported", "unsupported", "decks"):
        _encoded(kind)
    return [
        Route("/cards", list_cards, methods=["GET"]),
        Route("/decks", list_decks, methods=["GET"]),
    ]
