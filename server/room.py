"""The room actor: one asyncio task per live match that owns its `Game`.

Everything that touches a match's state (joins, leaves, actions, timers) arrives as a message in
the room's inbox and is handled one at a time, so there are no locks and no interleavings to
reason about. For an action the order is fixed:

1. idempotency: a repeated action id gets its first answer again and applies nothing;
2. the engine applies it (rules rejections become `reject`; any other exception is a bug: the
   room answers `internal` and rebuilds its game from the store, the last good state);
3. the store appends it: only a persisted action is ever acknowledged or shown to anyone (if
   the append fails, the room rolls its game back to the last durable state, which it keeps in
   memory as a packed snapshot plus the entries appended since, and rejects with `unavailable`;
   when the outcome of the write is unknown, the next action first re-reads the store's log);
4. views are published: one projection per audience, diffed and encoded once, fanned out;
5. the acting connection gets its `ack` (after the patch, so it already holds the new view).

Only views leave the room; engine events are dropped because they may carry hidden cards.
The room's other concerns live in the layers it is built on (see `server.room_core`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Act
from server.games import Rejection
from server.room_core import (
    _NOT_RETAINED,
    CLAIM_WIN,
    CONCEDE,
    SEQ_SPAN,
    Join,
    Leave,
    RoomMessage,
    Shutdown,
    Submit,
)
from server.room_durability import RoomDurability
from server.room_hosting import TIMEOUT
from server.seats import Answer

__all__ = ["CLAIM_WIN", "SEQ_SPAN", "Join", "Leave", "Room", "RoomMessage", "Shutdown", "Submit"]

log = logging.getLogger("glimmer.room")

class Room(RoomDurability):
    """One live match: the actor task and the action path."""

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"room {self.match_id}")

    async def wait_closed(self) -> None:
        if self._task is not None:
            await asyncio.wait({self._task})

    async def _run(self) -> None:
        inbox = self._inbox
        try:
            while self.accepting:
                if inbox:
                    msg = inbox.pop(0)
                    self._last_activity = self._clock()
                    await self._handle(msg)
                    if not self.accepting:
                        break
                # One deadline per turn of the loop: timers run when it has passed (every timed
                # thing is among `_next_deadline`'s, and a stream of messages cannot starve
                # them), else the actor waits for it or for the next message.
                deadline = self._loop_deadline()
                if self._clock() >= deadline:
                    await self._on_clock()
                elif not inbox:
                    await self._wait(deadline)
        except Exception:
            log.exception("room %s actor failed; closing it", self.match_id)
            await self._stop(CloseCode.SHUTTING_DOWN, "room failed; reconnect", label="error")
        finally:
            if self._timer is not None:
                self._timer.cancel()
            if self.accepting:  # cancelled
                await self._stop(CloseCode.SHUTTING_DOWN, "server shutting down", label="server")

    async def _wait(self, deadline: float) -> None:
        """Until a message is posted or `deadline` (loop time) passes, whichever is first
        (or sooner: a timer already armed for an earlier time is kept, since waking early only
        costs a turn of the loop, while re-arming for every message costs a timer each time;
        with nothing timed the deadline is "an hour from now", a new value every time)."""
        if self._timer is None or self._timer_at > deadline:
            if self._timer is not None:
                self._timer.cancel()
            self._timer_at = deadline
            self._timer = asyncio.get_running_loop().call_at(deadline, self._on_timer)
        self._wakeup = asyncio.get_running_loop().create_future()
        try:
            await self._wakeup
        finally:
            self._wakeup = None

    def _on_timer(self) -> None:
        self._timer = None
        self._wake()

    def _loop_deadline(self) -> float:
        """When the inbox wait must give up to run the next timer. The 1 ms pad keeps every
        timer at least one loop-clock tick long, so a deadline is really past when it fires."""
        return min(self._next_deadline(), self._clock() + 3600.0) + 0.001

    async def _handle(self, msg: RoomMessage) -> None:
        if isinstance(msg, Submit):
            await self._on_submit(msg)
        elif isinstance(msg, Join):
            self._on_join(msg.conn, msg.resume)
        elif isinstance(msg, Leave):
            self._on_leave(msg.conn)
        else:
            await self._stop(msg.code, msg.reason, label="server")

    # ------------------------------------------------------------------ actions

    async def _on_submit(self, msg: Submit) -> None:
        seat = msg.conn.seat
        assert seat is not None, "spectators' acts are refused before reaching the room"
        self._acked = False
        if self._unsure and not await self._reconcile():
            self._answer(msg, Rejection(ErrorCode.UNAVAILABLE, "storage unavailable; retry"))
            return
        act = msg.act
        state = self.seats[seat]
        prior = state.recall(act.id)
        if prior is not None:
            if prior.same_action(act.action):
                self._metrics.duplicates.inc()
                msg.conn.send(prior.frame)
            else:
                self._answer(msg, Rejection(ErrorCode.DUPLICATE,
                                            "this action id was already used for another action"))
            return
        ended_before = self.result is not None
        if act.at is not None and act.at != self.audiences[seat].seq:
            now_at = self.audiences[seat].seq
            rejection: Rejection | None = Rejection(
                ErrorCode.STALE, f"the view changed since seq {act.at}; now at {now_at}"
            )
        elif act.action.get("type") == CLAIM_WIN:
            rejection = await self._claim_win(seat, act)
        elif act.action.get("type") == TIMEOUT:  # only the turn clock's (server.room_hosting)
            rejection = (  # logged without an id: no client asked for it, no ack rides on it
                await self._commit(seat, seat, act.action, None)
                if self._hosting.posted_timeout(act.id)
                else Rejection(ErrorCode.ILLEGAL, "only the server's turn clock times out"))
        else:
            rejection = await self._commit(seat, seat, act.action, act.id)
        frame = self._answer(msg, rejection)
        if rejection is None or rejection.code not in _NOT_RETAINED:
            state.remember(act.id, Answer.of(act.action, frame))
        if not ended_before and self.result is not None:
            for audience in self.audiences.values():
                if audience.seat is not None:
                    self._tell_outcome(audience, self.result)
        await self._maybe_snapshot()
        if self.result is not None and not self._unsure:
            self._retire()

    async def _claim_win(self, seat: int, act: Act) -> Rejection | None:
        if self.result is not None:
            return Rejection(ErrorCode.GAME_OVER, "the game is over")
        self._refresh_claimers()
        if seat not in self._claimers:
            return Rejection(
                ErrorCode.ILLEGAL, "no opponent has been away longer than the grace period"
            )
        for absent in self._absent_seats():
            if self.result is not None:
                break
            rejection = await self._commit(absent, seat, CONCEDE, act.id)
            if rejection is not None:
                return rejection
        return None

    # ------------------------------------------------------------------ status

    def status(self) -> dict[str, Any]:
        """Public, hidden-info-free facts for `GET /matches/{id}`."""
        if self.result is not None:
            phase = "finished"
        elif all(self.ever_connected):
            phase = "playing"
        else:
            phase = "waiting"
        return {
            "match": self.match_id,
            "players": self.meta.num_players,
            "version": self.durable_version,
            "status": phase,
            "result": None if self.result is None else self.result.to_data(),
            "seats": [
                {"seat": s.seat, "connected": s.connections > 0} for s in self.seats
            ],
            "spectators": len(self.spectators.conns),
            "live": True,
        }
