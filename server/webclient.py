"""The browser client: static files under `server/web/`, served by the server itself so that
`make run` is all a person needs to play or watch in a browser.

The page speaks only the documented websocket protocol and the public HTTP API; the routes here
only hand out files and the replay endpoint (`server.replay_api`); card faces are drawn from
the public `GET /cards` (`server.cards_api`). `routes()` is mounted by `server.app` with one line.
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from server import replay_api

WEB_DIR = Path(__file__).resolve().parent / "web"

async def index(request: Request) -> Response:
    return FileResponse(WEB_DIR / "index.html", headers={"cache-control": "no-cache"})


async def favicon(request: Request) -> Response:
    return FileResponse(WEB_DIR / "favicon.svg", media_type="image/svg+xml")


def routes() -> list[BaseRoute]:
    return [
        Route("/", index, methods=["GET", "HEAD"]),
        Route("/favicon.ico", favicon, methods=["GET", "HEAD"]),
        Route("/matches/{match_id}/replay", replay_api.replay, methods=["GET"]),
        Mount("/web", app=StaticFiles(directory=WEB_DIR), name="web"),
    ]
