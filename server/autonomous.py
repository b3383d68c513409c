"""Matches the server plays on its own: started when created, adopted when orphaned.

A match with hosted bots is loaded as soon as it is created (`start_hosted`): a bot may have
the first move, and a bot-vs-bot match may never see a client. A match that is `autonomous`
(every seat a bot, or a turn clock) must also not depend on a client to come back after its
node died or restarted: every node runs an `Adopter`, which every `interval` looks at the
store's list of autonomous matches and loads those no node serves (the lease decides, exactly
as for a reconnecting client: a live owner keeps its match, an expired lease goes to the first
node that asks). Finished or expired matches are dropped from the list as they are met.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from server.match_options import bot_seats
from server.store.base import MatchMeta, StoreError

if TYPE_CHECKING:
    from server.registry import Registry

log = logging.getLogger("glimmer.autonomous")

#: Autonomous matches looked at per sweep.
SWEEP_LIMIT = 500


async def start_hosted(registry: Registry, meta: MatchMeta) -> None:
    """Load the room of a match with hosted bots right away. If that fails (full, store down),
    the match starts on the first `hello`, or (autonomous) when an adopter finds it."""
    if not bot_seats(meta):
        return
    try:
        await registry.room(meta.match_id)
    except Exception as exc:
        log.warning("match %s: hosted bots not started yet: %s", meta.match_id,
                    type(exc).__name__)


async def sweep(registry: Registry) -> int:
    """Load the autonomous matches no node serves; returns how many this node took."""
    from server.registry import NotOwner, RoomsFull

    store = registry.store
    taken = 0
    done: list[str] = []
    for match_id in await store.autonomous_matches(SWEEP_LIMIT):
        if registry.live(match_id) is not None:
            continue
        summary = await store.summary(match_id)
        if summary is None or summary.finished:
            done.append(match_id)
            continue
        try:
            room = await registry.room(match_id)
        except NotOwner:
            continue  # served elsewhere
        except RoomsFull:
            break
        if room is not None:
            taken += 1
            log.info("match %s adopted", match_id)
    if done:
        await store.forget_autonomous(done)
    return taken


class Adopter:
    """The node's sweeping task (started and stopped with the app)."""

    def __init__(self, registry: Registry, interval: float) -> None:
        self._registry = registry
        self._interval = interval
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="adopter")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            try:
                await sweep(self._registry)
            except StoreError as exc:  # the store is down: try again next time
                log.info("adopter: sweep failed: %s", type(exc).__name__)
            except Exception:
                log.exception("adopter: sweep failed")
