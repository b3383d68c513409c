"""This process's hold on its node id, and the url clients reach it at.

Leases name their owner by node id, so two live processes with one id would each pass every
ownership check made for the other: both could acquire, renew and release the same matches,
and fencing could not tell them apart. So a node holds its id in the store (`claim_node`: a
key with a short expiry, refreshed every third of it) and refuses to start while another
process holds it. A process that died lets its hold run out within `ttl`, so a restart with
the same id waits at most that long. A node that finds its id taken by another process while
serving (it was frozen longer than `ttl` and a twin started meanwhile) stops itself: it can no
longer tell its leases from the twin's.

The hold also records the node's public url, which `Store.owner_url` hands to clients sent
away with `not_owner`, so they go straight to the owner instead of trying every url.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
from collections.abc import Callable

from server.store.base import Store, StoreError

log = logging.getLogger("glimmer.node")


class NodeIdTaken(Exception):
    """Another live process holds this node id."""


def _terminate() -> None:
    os.kill(os.getpid(), signal.SIGTERM)  # uvicorn's graceful shutdown


class NodeClaim:
    def __init__(self, store: Store, node_id: str, url: str, ttl: float,
                 on_lost: Callable[[], None] = _terminate) -> None:
        self._store = store
        self.node_id = node_id
        self.url = url
        self._ttl = ttl
        self._instance = secrets.token_hex(8)
        self._on_lost = on_lost
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Take the node id, waiting up to `ttl` for the hold of a process that died to run
        out. Raises `NodeIdTaken` if a live process holds it. With the store unreachable the
        node starts anyway (it cannot serve a match until the store is back) and the first
        refresh that reaches the store makes the check."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._ttl + 0.5
        while True:
            try:
                held = await self._store.claim_node(self.node_id, self._instance, self.url,
                                                    self._ttl)
            except StoreError as exc:
                log.warning("node %s: could not claim the node id yet (%s)", self.node_id,
                            type(exc).__name__)
                held = True
            if held:
                break
            if loop.time() >= deadline:
                raise NodeIdTaken(
                    f"node id {self.node_id!r} is held by another live process; give each "
                    "node a unique --node-id"
                )
            await asyncio.sleep(self._ttl / 4)
        log.info("node %s: serving at %s", self.node_id, self.url)
        self._task = asyncio.create_task(self._refresh(), name="node claim")

    async def _refresh(self) -> None:
        while True:
            await asyncio.sleep(self._ttl / 3)
            try:
                held = await self._store.claim_node(self.node_id, self._instance, self.url,
                                                    self._ttl)
            except StoreError:
                continue  # the store is down: nobody else can claim the id either
            if not held:
                log.error("node %s: another process holds this node id now; stopping",
                          self.node_id)
                self._on_lost()
                return

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        try:
            await self._store.release_node(self.node_id, self._instance)
        except StoreError as exc:
            log.warning("node %s: could not release the node id (%s)", self.node_id,
                        type(exc).__name__)
