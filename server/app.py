"""Assembles the starlette application: routes, shared context and lifespan.

`create_app` takes an optional store and game factory so tests can run the real app against a
fault-injecting store or a scripted game without monkeypatching; production passes neither.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from server import cards_api, http_api, webclient
from server.autonomous import Adopter
from server.config import ServerConfig
from server.games import GameFactory, factories
from server.gcpolicy import GcScheduler
from server.metrics import Metrics
from server.node import NodeClaim
from server.ratelimit import KeyedBuckets
from server.registry import Registry
from server.session import WebSocketEndpoint
from server.store import Store, StoreError, open_store


@dataclass
class ServerContext:
    """What every request handler needs, hung on `app.state.glimmer`."""

    config: ServerConfig
    metrics: Metrics
    registry: Registry
    #: Match creations left per client address (`--create-rate`, `--create-burst`).
    creation_limits: KeyedBuckets
    started: float = field(default_factory=time.monotonic)


def create_app(
    config: ServerConfig | None = None,
    *,
    store: Store | None = None,
    factory: GameFactory | None = None,
) -> Starlette:
    cfg = config or ServerConfig()
    metrics = Metrics()
    the_store = (
        store if store is not None
        else open_store(cfg.store, cfg.redis_url, retention=cfg.finished_retention,
                        unstarted_ttl=cfg.unstarted_ttl, abandoned_ttl=cfg.abandoned_ttl)
    )
    registry = Registry(the_store, factories(*[f for f in (factory,) if f]), cfg, metrics)
    if isinstance(getattr(the_store, "batch_stats", None), tuple):  # the Redis store's batcher
        metrics.watch_batches(lambda: tuple(getattr(the_store, "batch_stats", (0, 0))))
    ctx = ServerContext(config=cfg, metrics=metrics, registry=registry,
                        creation_limits=KeyedBuckets(cfg.create_rate, cfg.create_burst))

    def observe_gc(pause: float, found: int) -> None:
        metrics.gc_pauses.observe(pause)
        metrics.gc_collected.inc(found)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # Refuses to start (raises) while another live process holds the node id.
        node = NodeClaim(the_store, cfg.node_id, cfg.ws_url, 2 * cfg.lease_ttl)
        await node.start()
        collector = GcScheduler(cfg.gc_interval, observe=observe_gc) if cfg.gc_interval else None
        if collector is not None:
            collector.start()
        adopter = Adopter(registry, max(1.0, 2 * cfg.lease_ttl))  # orphaned autonomous matches
        adopter.start()
        try:
            yield
        finally:
            await adopter.stop()
            await registry.shutdown()
            await node.stop()
            await the_store.close()
            if collector is not None:
                await collector.stop()

    app = Starlette(
        routes=[
            Route("/matches", http_api.create_match, methods=["POST"]),
            Route("/matches", http_api.list_matches, methods=["GET"]),
            Route("/matches/{match_id}", http_api.get_match, methods=["GET"]),
            Route("/health", http_api.health, methods=["GET"]),
            Route("/info", http_api.info, methods=["GET"]),
            Route("/metrics", http_api.metrics, methods=["GET"]),
            *cards_api.routes(),
            *webclient.routes(),  # the browser client, its card facts and match replays
        ],
        # `/ws` bypasses the router (see `server.session`); this middleware sits outside
        # starlette's exception middleware, so it gets uvicorn's send/receive untouched.
        middleware=[Middleware(WebSocketEndpoint, context=lambda: ctx)],
        lifespan=lifespan,
        exception_handlers={StoreError: _store_error, Exception: _internal_error},
    )
    app.state.glimmer = ctx
    return app


async def _store_error(request: Request, exc: Exception) -> Response:
    """The store failed under an HTTP request (Redis down): 503, so clients and load balancers
    retry later or elsewhere, instead of a 500 with a stack trace."""
    return JSONResponse(
        {"error": "unavailable", "reason": "storage unavailable; retry later"}, status_code=503
    )


async def _internal_error(request: Request, exc: Exception) -> Response:
    """A bug under an HTTP request: still a typed body (starlette logs the exception)."""
    return JSONResponse({"error": "internal", "reason": "internal error"}, status_code=500)
