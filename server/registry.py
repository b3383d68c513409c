"""Which matches have a live room in this process, and loading the ones that don't.

Rooms are caches of the store: a match with no live room is loaded on demand (snapshot + log
replay) the first time someone connects to it, and a room that closes (finished, idle, lost its
lease) simply disappears from here. Concurrent connections to a cold match share a single load.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket

from protocol.errors import CloseCode
from server.config import ServerConfig
from server.games import GameFactory
from server.metrics import Metrics
from server.room import Room, Shutdown
from server.store.base import Store

log = logging.getLogger("glimmer.registry")


class RoomsFull(Exception):
    """The process already holds `max_rooms` rooms."""


class NotOwner(Exception):
    """Another server holds the match's ownership lease."""


class Registry:
    def __init__(
        self, store: Store, factory: GameFactory, config: ServerConfig, metrics: Metrics
    ) -> None:
        self.store = store
        self._factory = factory
        self._config = config
        self._metrics = metrics
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Task[Room | None]] = {}

    def live(self, match_id: str) -> Room | None:
        room = self.rooms.get(match_id)
        return room if room is not None and room.accepting else None

    async def room(self, match_id: str) -> Room | None:
        """The live room for `match_id`, loading it if needed; None if the match is unknown.
        Raises `RoomsFull` or `NotOwner`."""
        room = self.live(match_id)
        if room is not None:
            return room
        task = self._loading.get(match_id)
        if task is None:
            task = asyncio.create_task(self._load(match_id), name=f"load {match_id}")
            self._loading[match_id] = task
            task.add_done_callback(lambda _t: self._loading.pop(match_id, None))
        return await asyncio.shield(task)

    async def _load(self, match_id: str) -> Room | None:
        if len(self.rooms) >= self._config.max_rooms:
            raise RoomsFull(match_id)
        loaded = await self.store.load(match_id)
        if loaded is None:
            return None
        fence = await self.store.acquire(match_id, self.owner, self._config.lease_ttl)
        if fence is None:
            raise NotOwner(match_id)
        try:
            game = self._factory.rebuild(loaded)
            room = Room(
                meta=loaded.meta, game=game, fence=fence, owner=self.owner, store=self.store,
                factory=self._factory, config=self._config, metrics=self._metrics,
                on_close=self._closed, recent=loaded.entries,
            )
        except Exception:
            log.exception("match %s could not be loaded", match_id)
            await self.store.release(match_id, self.owner, fence)
            raise
        self.rooms[match_id] = room
        self._metrics.rooms.set(len(self.rooms))
        room.start()
        return room

    def _closed(self, room: Room) -> None:
        if self.rooms.get(room.match_id) is room:
            del self.rooms[room.match_id]
            self._metrics.rooms.set(len(self.rooms))

    async def shutdown(self) -> None:
        """Close every room (clients are told to reconnect) and wait for them to finish."""
        for task in list(self._loading.values()):
            await asyncio.wait({task})
        rooms = list(self.rooms.values())
        for room in rooms:
            room.post(Shutdown(CloseCode.SHUTTING_DOWN, "server shutting down"))
        for room in rooms:
            await room.wait_closed()
