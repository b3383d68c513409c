"""The browser client: static files under `server/web/`, served by the server itself so that
`make run` is all a person needs to play or watch in a browser.

The page speaks only the documented websocket protocol and the public HTTP API; the routes here
only hand out files, the public card facts it draws card faces from (`server.card_faces`), and
the replay endpoint (`server.replay_api`). `routes()` is mounted by `server.app` with one line.
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from server import replay_api
from server.card_faces import card_facts_json

WEB_DIR = Path(__file__).resolve().parent / "web"

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
