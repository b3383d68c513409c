"""The browser client: static files under `server/web/`, served by the server itself so that
`make run` is all a person needs to play or watch in a browser.

The page speaks only the documented websocket protocol and the public HTTP API; the routes here
only hand out files, the public card facts it draws card faces from, and the replay endpoint
(`server.replay_api`). `routes()` is mounted by `server.app` with one line.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from server import replay_api

WEB_DIR = Path(__file__).resolve().parent / "web"

@cache
def card_facts_json() -> bytes:
    """Every known card's printed facts by full name, as one JSON document."""
    from engine.cards.facts import card_db

    cards = {
        full: {
            "name": f.name, "version": f.version, "type": f.type, "cost": f.cost,
            "ink": list(f.ink), "inkwell": f.inkwell, "strength": f.strength,
            "willpower": f.willpower, "lore": f.lore, "move_cost": f.move_cost,
            "classifications": sorted(f.classifications),
            "keywords": [k if not v else f"{k} +{v}" if k in _PLUS else f"{k} {v}"
                         for k, v in f.keywords.items()],
        }
        for full, f in card_db().items()
    }
    return json.dumps(cards, separators=(",", ":")).encode()


#: Keywords printed with a plus sign before their value.
_PLUS = frozenset({"Challenger", "Resist"})


async def index(request: Request) -> Response:
    return FileResponse(WEB_DIR / "index.html", headers={"cache-control": "no-cache"})


async def favicon(request: Request) -> Response:
    return FileResponse(WEB_DIR / "favicon.svg", media_type="image/svg+xml")


async def cards(request: Request) -> Response:
    return Response(card_facts_json(), media_type="application/json",
                    headers={"cache-control": "public, max-age=3600"})


def routes() -> list[BaseRoute]:
    return [
        Route("/", index, methods=["GET", "HEAD"]),
        Route("/favicon.ico", favicon, methods=["GET", "HEAD"]),
        Route("/web/cards.json", cards, methods=["GET", "HEAD"]),
        Route("/matches/{match_id}/replay", replay_api.replay, methods=["GET"]),
        Mount("/web", app=StaticFiles(directory=WEB_DIR), name="web"),
    ]
