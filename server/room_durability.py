"""Committing actions and staying true to the store.

Only a persisted action is ever acknowledged or shown: `_commit` applies an action to the
engine, appends it to the store and only then publishes. If the engine raises something other
than a rules rejection, or the append fails, the game is rolled back to the last durable state,
which the room keeps in memory (a packed snapshot plus the entries appended since). When the
outcome of a write is unknown, the log is re-read (`_reconcile`) before anything else happens.
A finished game whose actions are all durable is retired: the engine goes, the final views stay.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any, cast

import msgpack

from protocol.codec import encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack
from server.audience import View
from server.games import Ending, Rejection
from server.room_core import CLAIM_WIN
from server.room_presence import RoomPresence
from server.seats import Answer
from server.store.base import (
    FenceRejected,
    LoadedMatch,
    LogEntry,
    Snapshot,
    StoreError,
    UnknownMatch,
    VersionConflict,
)

log = logging.getLogger("glimmer.room")

class RoomDurability(RoomPresence):
    """Apply, persist, publish; roll back and reconcile when that fails."""

    def _publish_initial(self, recent: list[LogEntry]) -> None:
        self._claimers = self._compute_claimers()
        seat_views, spectator_view = self._views(self._spectators_wanted())
        for seat, view in enumerate(seat_views):
            self.audiences[seat].publish(view)
            if self.result is not None:
                self._told[seat] = self.result
        self._remember_logged(recent)  # idempotency survives a rebuild: acked ids ack again
        self._publish_spectators(spectator_view)

    async def _commit(
        self, seat: int, origin: int, wire: dict[str, Any], action_id: str | int | None, *,
        ack_on_patch: bool = False,
    ) -> Rejection | None:
        """Apply, persist, publish. Returns why not, or None when the action is now public.
        `ack_on_patch`: the acting seat's patch carries `action_id` as its ack."""
        if self.result is not None:  # (the engine may be retired already)
            return Rejection(ErrorCode.GAME_OVER, "the game is over")
        game = self.game
        expected = game.version
        try:
            game.apply(seat, self._factory.action_from_wire(wire))
            if game.version != expected + 1:
                raise RuntimeError(f"engine moved from {expected} to {game.version}")
        except Exception as exc:
            rejection = self._factory.classify(exc)
            if rejection is not None:
                return rejection
            self._log_failure("engine", exc, seat, wire)
            await self._recover()
            return Rejection(ErrorCode.INTERNAL, "internal error; the action was not applied")
        outcome = self._factory.outcome(game)
        entry = LogEntry(
            version=game.version, seat=seat, origin=origin, action=dict(wire),
            action_id=action_id, at=time.time(),
            result=None if outcome is None else outcome.to_data(),
            clock=self._hosting.entry_clock(seat),
        )
        try:
            await self._store.append(self.match_id, expected, entry, fence=self.fence)
        except Exception as exc:
            if not await self._append_failed(exc, seat, wire):
                return Rejection(ErrorCode.UNAVAILABLE, "not saved; retry the same id")
            # Whether the write landed is unknown: read the log before answering, so that
            # the answer is true (an `unavailable` that in fact landed would be a lie).
            loaded = await self._settle()
            if loaded is None:
                if action_id is not None:
                    self._in_doubt.add((origin, action_id))
                return Rejection(ErrorCode.OUTCOME_UNKNOWN,
                                 "could not tell whether the action was saved; resend the same id")
            if any(e.version == entry.version and e.origin == origin
                   and e.action_id == action_id and e.action == entry.action
                   for e in loaded.entries):
                return None  # it landed: `_reconcile` published it and remembered its id
            return Rejection(ErrorCode.UNAVAILABLE, "not saved; retry the same id")
        self._tail.append(_pack(entry.to_data()))
        self._hosting.committed(entry)  # the turn clock's banks as logged
        self._metrics.actions.inc()
        self._since_snapshot += 1
        if outcome is not None and self.result is None:
            self.result = outcome
            self._finished_at = self._clock()
            self._metrics.games_finished.inc()
        self._claimers = self._compute_claimers()
        # The actor's own patch doubles as its ack (one frame instead of two); not for a win
        # claimed on an absent seat's behalf (origin != seat), which is acked on its own.
        carried = ack_on_patch and origin == seat and action_id is not None
        self._publish((seat, action_id) if carried and action_id is not None else None)
        return None

    async def _maybe_snapshot(self) -> None:
        if not self.accepting:
            return
        due = self._since_snapshot >= self._config.snapshot_every
        if not (due or (self.result is not None and self._since_snapshot)):
            return
        if self._unsure:
            return
        try:
            data = self.game.snapshot()
            snap = Snapshot(version=self.game.version, data=data, blob=_pack(data))
            # Every action up to here is durable, so this is the new rollback point whether or
            # not the store takes the snapshot.
            self._base_version, self._base_blob = snap.version, snap.blob
            self._tail.clear()
            await self._store.save_snapshot(self.match_id, snap, fence=self.fence)
            self._since_snapshot = 0
        except Exception as exc:  # a missed snapshot only makes the next load replay more
            log.warning("room %s: snapshot failed: %s", self.match_id, type(exc).__name__)

    def _retire(self) -> None:
        """The game is over and every action of it durable: let the engine go. A finished
        room stays loaded for `--finished-ttl` to give late joiners the final view, answer
        repeated action ids and reject new ones, and none of that needs the engine, only the
        audiences' last views and the seats' remembered answers. Dropping the engine's state
        and view caches shrinks a finished room to a fraction (and with it the heap each full
        garbage collection walks)."""
        if isinstance(self.game, _RetiredGame):
            return
        if self._config.spectator_delay == 0 and (
            self._spectators_stale or self.spectators.view is None
        ):  # the spectators' final view, made now as a join would make it
            self.spectators.reset(self._hosting.dress(self.game.views([None])[0]))
            self._spectators_stale = False
            if self.result is not None:  # (always, here: for the type checker)
                self._told.setdefault(None, self.result)
        self.game = _RetiredGame(self.game.version)
        # Nothing more can be written, so the match needs no owner: the lease is left to run
        # out (another node may load the finished match too; release on close is a no-op
        # then). A finished room has no timer left but its expiry.
        self._next_renew = float("inf")
        for audience in self.audiences.values():
            if audience.seat is not None or self._config.spectator_delay == 0:
                audience.seal()  # (delayed spectators still have views coming)

    async def _recover(self) -> None:
        """Replace a game that may be corrupt (or holds an action that was not persisted) with
        the last durable state, rebuilt from memory: it needs no store, so it works while the
        store is down. Nothing newer was ever shown to anyone."""
        self._metrics.engine_failures.inc()
        snapshot = None
        if self._base_blob is not None:
            snapshot = Snapshot(self._base_version, _unpack(self._base_blob))
        try:
            tail = [LogEntry.from_data(_unpack(blob)) for blob in self._tail]
            self.game = self._factory.rebuild(LoadedMatch(self.meta, snapshot, tail))
        except Exception as exc:
            log.error("room %s: rebuild failed (%s); closing the room", self.match_id,
                      type(exc).__name__)
            await self._stop(CloseCode.SHUTTING_DOWN, "room restarting; reconnect", label="error")

    def _set_base(self, loaded: LoadedMatch | None) -> None:
        """Make `loaded` (what the store holds) the rollback point."""
        if loaded is None:  # a room built without a load: its game as it is now
            self._base_version, self._base_blob = self.game.version, _pack(self.game.snapshot())
            self._tail = []
            return
        snap = loaded.snapshot
        self._base_version = 0 if snap is None else snap.version
        # The store's own packed copy when it handed one back (an in-process store): shared.
        self._base_blob = None if snap is None else snap.blob or _pack(snap.data)
        self._tail = [_pack(e.to_data()) for e in loaded.entries if e.version > self._base_version]

    async def _append_failed(self, exc: Exception, seat: int, wire: dict[str, Any]) -> bool:
        """The action was applied in memory but not (surely) persisted: undo it. True when
        the write's outcome is unknown (it may have landed): the caller must settle it."""
        if isinstance(exc, FenceRejected):  # another node owns the match now
            log.warning("room %s: fenced out by a newer owner; closing", self.match_id)
            await self._stop(CloseCode.NOT_OWNER, "match moved to another server",
                             label="not_owner")
            return False
        if isinstance(exc, UnknownMatch):
            log.warning("room %s: the match is gone from the store; closing", self.match_id)
            await self._stop(CloseCode.ROOM_CLOSED, "match no longer exists", label="error")
            return False
        if isinstance(exc, StoreError):  # e.g. unreachable: the write may or may not have landed
            log.warning("room %s: append failed (%s); rolled back, re-reading the log",
                        self.match_id, type(exc).__name__)
            self._metrics.store_failures.labels(type(exc).__name__).inc()
        else:
            self._log_failure("store", exc, seat, wire)
        self._unsure = True
        await self._recover()
        # A version conflict was refused by the store itself: that write surely did not land.
        return not isinstance(exc, VersionConflict)

    def _remember_logged(self, entries: list[LogEntry], *, keep: bool = False) -> None:
        """Ids found in the log ack again: their retries must never apply twice. `keep`: an
        id already remembered keeps its first answer (byte for byte)."""
        for entry in entries:
            if entry.action_id is not None:
                state = self.seats[entry.origin]
                if keep and state.recall(entry.action_id) is not None:
                    continue
                ack = encode(Ack(id=entry.action_id, seq=self.audiences[entry.origin].seq))
                claimed = entry.origin != entry.seat
                asked = {"type": CLAIM_WIN} if claimed else entry.action
                state.remember(entry.action_id, Answer.of(asked, ack))

    async def _settle(self) -> LoadedMatch | None:
        """After a write with an unknown outcome, find out what the store holds before anyone
        is answered: re-read it (`_reconcile`), again and again while the lease is surely
        ours. None when the store could not be read in that time (or the room stopped)."""
        delay = 0.05
        while self.accepting:
            loaded = await self._reconcile()
            if loaded is not None:
                return loaded
            if not self.accepting or self._clock() + delay >= self._lease_until:
                return None
            await asyncio.sleep(delay)
            delay = min(2 * delay, 0.5)
        return None

    async def _reconcile(self) -> LoadedMatch | None:
        """After a write with an unknown outcome, the store's log is the truth: adopt it before
        anything else happens. An action that did land becomes visible now (it is durable), and
        its id is remembered, so the client's retry gets its ack instead of a second apply.

        The room takes its lease again first: the grant bumps the match's fence, so a write of
        ours still on its way (sent, then given up on) can no longer land after the log was
        read; what the read shows is final. None while the store cannot be read."""
        ttl = self._config.lease_ttl
        asked = self._clock()
        try:
            fence = await self._store.acquire(self.match_id, self._owner, ttl)
        except UnknownMatch:
            await self._stop(CloseCode.ROOM_CLOSED, "match no longer exists", label="error")
            return None
        except StoreError:
            return None
        if fence is None:  # another node took the match over meanwhile
            await self._stop(CloseCode.NOT_OWNER, "match moved to another server",
                             label="not_owner")
            return None
        log.info("room %s: node %s took its lease again (fence %d) to settle a write",
                 self.match_id, self._owner, fence)
        self.fence = fence
        self._lease_until = asked + ttl
        self._next_renew = min(self._next_renew, asked + ttl / 3)
        try:
            loaded = await self._store.load(self.match_id, recent=self._config.recent_actions)
        except StoreError:
            return None
        if loaded is None:
            await self._stop(CloseCode.ROOM_CLOSED, "match no longer exists", label="error")
            return None
        try:
            game = self._factory.rebuild(loaded)
        except Exception as exc:
            log.error("room %s: rebuild failed (%s); closing the room", self.match_id,
                      type(exc).__name__)
            await self._stop(CloseCode.SHUTTING_DOWN, "room restarting; reconnect", label="error")
            return None
        self._unsure = False
        self._in_doubt.clear()
        known = self.game.version
        self._set_base(loaded)
        if game.version != known:
            log.info("room %s: the store had %d more action(s) than acknowledged",
                     self.match_id, game.version - known)
            self.game = game
            self._hosting.resumed(loaded.entries)  # the turn clock as the log has it
            outcome = self._factory.outcome(game)
            if outcome is not None and self.result is None:
                self.result = outcome
                self._finished_at = self._clock()
                self._metrics.games_finished.inc()
            self._claimers = self._compute_claimers()
            self._publish()
        self._remember_logged(loaded.entries, keep=True)
        if self.result is not None:
            for audience in self.audiences.values():
                if audience.seat is not None:
                    self._tell_outcome(audience, self.result)
        return loaded

    @property
    def durable_version(self) -> int:
        """The version of the last persisted action (the game may be one ahead while it is
        being appended)."""
        return int(_unpack(self._tail[-1])["version"]) if self._tail else self._base_version


class _RetiredGame:
    """What stands in for a finished game's engine once the room has let it go (`_retire`):
    the room only asks a finished game for its version; anything else is a bug."""

    def __init__(self, version: int) -> None:
        self._version = version

    @property
    def version(self) -> int:
        return self._version

    @property
    def is_over(self) -> bool:
        return True

    @property
    def result(self) -> Ending | None:
        raise RuntimeError("the game is over and its engine retired")

    def legal_actions(self, seat: int) -> list[Any]:
        return []

    def apply(self, seat: int, action: Any) -> Any:
        raise RuntimeError("the game is over and its engine retired")

    def view(self, viewer: int | None) -> View:
        raise RuntimeError("the game is over and its engine retired")

    def views(self, viewers: Sequence[int | None]) -> list[View]:
        raise RuntimeError("the game is over and its engine retired")

    def snapshot(self) -> dict[str, Any]:
        raise RuntimeError("the game is over and its engine retired")


def _pack(data: Any) -> bytes:
    return cast(bytes, msgpack.packb(data, use_bin_type=True))


def _unpack(blob: bytes) -> Any:
    return msgpack.unpackb(blob, raw=False, strict_map_key=False)
