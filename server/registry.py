"""Which matches have a live room in this process, and loading the ones that don't.

Rooms are caches of the store: a match with no live room is loaded on demand (snapshot + log
replay) the first time someone connects to it, and a room that closes (finished, idle, lost its
lease) simply disappears from here. Concurrent connections to a cold match share a single load.

Loading takes the match's lease *first* and reads the store second: the grant bumps the fencing
token, so by the time this node reads the log, a previous owner (dead, paused or partitioned)
can no longer append to it, and what was read is the final word of the previous incarnation.
A match whose lease another node holds raises `NotOwner` (the session answers `not_owner`,
close 4012, and the client tries its next url).

Spectators alone do not keep a room loaded: an unfinished room to which no seat has been
connected for `--spectator-idle-ttl` seconds, spectators or not, is closed with `room_closed`
(4013, no reconnect), so that watching (or having watched) many matches nobody plays cannot fill
a node with rooms. A sweep every quarter of that time finds them from the rooms' public status;
the room itself is not asked to know. (A player who comes back later simply loads it again.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from protocol.errors import CloseCode
from server.config import ServerConfig
from server.games import GameFactory, Games
from server.metrics import Metrics
from server.room import Room, Shutdown
from server.store.base import Store, StoreError, UnknownMatch

log = logging.getLogger("glimmer.registry")


class RoomsFull(Exception):
    """The process already holds `max_rooms` rooms."""


class NotOwner(Exception):
    """Another server holds the match's ownership lease."""


class Registry:
    def __init__(
        self, store: Store, games: GameFactory | Games, config: ServerConfig, metrics: Metrics
    ) -> None:
        self.store = store
        # Each match is built by its game's factory (`MatchMeta.game`); one factory alone
        # hosts just its game.
        self.games = {games.name: games} if isinstance(games, GameFactory) else dict(games)
        self._config = config
        self._metrics = metrics
        self.owner = config.node_id
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Task[Room | None]] = {}
        # Since when (loop time) each unfinished room has had no seat connected.
        self._unseated: dict[str, float] = {}
        self._sweeper: asyncio.Task[None] | None = None

    def factory(self, game: str) -> GameFactory:
        """The factory of a match's game; a game this server does not host is a failure to
        load (a store written by a newer server)."""
        factory = self.games.get(game)
        if factory is None:
            raise RuntimeError(f"this server does not host the game {game!r}")
        return factory

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
        leased_at = asyncio.get_running_loop().time()  # the lease runs from before the ask
        try:
            fence = await self.store.acquire(match_id, self.owner, self._config.lease_ttl)
        except UnknownMatch:
            return None
        if fence is None:
            raise NotOwner(match_id)
        try:
            loaded = await self.store.load(match_id, recent=self._config.recent_actions)
            if loaded is None:  # deleted (or expired) between the two calls
                await self.store.release(match_id, self.owner, fence)
                return None
            factory = self.factory(loaded.meta.game)
            game = factory.rebuild(loaded)
            room = Room(
                meta=loaded.meta, game=game, fence=fence, owner=self.owner, store=self.store,
                factory=factory, config=self._config, metrics=self._metrics,
                on_close=self._closed, recent=loaded.entries, durable=loaded,
                leased_at=leased_at,
            )
        except Exception as exc:
            if isinstance(exc, StoreError):
                log.warning("match %s could not be loaded: %s", match_id, type(exc).__name__)
            else:
                log.exception("match %s could not be loaded", match_id)
            with contextlib.suppress(StoreError):
                await self.store.release(match_id, self.owner, fence)
            raise
        self.rooms[match_id] = room
        self._metrics.rooms.set(len(self.rooms))
        room.start()
        if self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep_unseated(), name="unseated sweep")
        return room

    def _closed(self, room: Room) -> None:
        if self.rooms.get(room.match_id) is room:
            del self.rooms[room.match_id]
            self._unseated.pop(room.match_id, None)
            self._metrics.rooms.set(len(self.rooms))

    async def _sweep_unseated(self) -> None:
        ttl = self._config.spectator_idle_ttl
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(max(0.05, ttl / 4))
            now = loop.time()
            for match_id, room in list(self.rooms.items()):
                status = room.status()  # the room's public facts: who is connected
                if status["status"] == "finished" or any(s["connected"] for s in status["seats"]):
                    self._unseated.pop(match_id, None)
                elif now - self._unseated.setdefault(match_id, now) >= ttl:
                    self._unseated.pop(match_id, None)
                    room.post(Shutdown(CloseCode.ROOM_CLOSED, "no player is connected"))

    async def shutdown(self) -> None:
        """Close every room (clients are told to reconnect) and wait for them to finish."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        for task in list(self._loading.values()):
            await asyncio.wait({task})
        rooms = list(self.rooms.values())
        for room in rooms:
            room.post(Shutdown(CloseCode.SHUTTING_DOWN, "server shutting down"))
        for room in rooms:
            await room.wait_closed()
