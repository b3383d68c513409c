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
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from protocol.codec import encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Act, Error
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


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to one act: its encoded `ack` or `reject`, and whether the acting seat's
    patch carried the ack already (then the frame need not be sent)."""

    frame: bytes
    on_patch: bool
    ended: bool = False  # this act ended the game

__all__ = [
    "CLAIM_WIN", "SEQ_SPAN", "Join", "Leave", "Reply", "Room", "RoomMessage", "Shutdown", "Submit",
]

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
        """Handle one message. An exception here is a bug, but a bug met by one message must
        not take the match down: it is logged, that message is answered (`_survive`), and
        the room carries on from its last durable state."""
        try:
            if isinstance(msg, Submit):
                await self._on_submit(msg)
            elif isinstance(msg, Join):
                self._on_join(msg.conn, msg.resume)
            elif isinstance(msg, Leave):
                self._on_leave(msg.conn)
            else:
                await self._stop(msg.code, msg.reason, label="server")
        except Exception as exc:
            await self._survive(msg, exc)

    async def _survive(self, msg: RoomMessage, exc: Exception) -> None:
        """After a failure while handling `msg`: roll back to the last durable state, settle
        with the store (the failure may have come after an append), bring every audience up
        to date, and give the message its answer. If even that fails, the actor fails and
        the room closes (4011), to be loaded afresh by the next connection."""
        frames = "".join(traceback.format_list(traceback.extract_tb(exc.__traceback__)))
        log.error("room %s: handling %s failed: %s\n%s", self.match_id, type(msg).__name__,
                  type(exc).__name__, frames)
        log.debug("room %s: failure detail: %r", self.match_id, exc)
        self._unsure = True
        await self._recover()
        settled = await self._settle() if self.accepting else None
        if self.accepting and self.result is None:
            self._publish()
        if isinstance(msg, Submit):
            seat = msg.conn.seat
            prior = None if seat is None else self.seats[seat].recall(msg.act.id)
            if prior is not None and prior.same_action(msg.act.action):
                msg.conn.send(prior.frame)  # it was saved before things went wrong
            elif settled is None:
                self._reject(msg, Rejection(ErrorCode.OUTCOME_UNKNOWN,
                                            "could not tell whether the action was saved; "
                                            "resend the same id"))
            else:
                self._reject(msg, Rejection(ErrorCode.INTERNAL,
                                            "internal error; the action was not applied"))
        elif isinstance(msg, Join):
            msg.conn.send(encode(Error(ErrorCode.INTERNAL, "could not join; reconnect",
                                       close=True)))
            msg.conn.close(1011, "internal error", label="error")

    # ------------------------------------------------------------------ actions

    async def _on_submit(self, msg: Submit) -> None:
        """An act from a websocket session."""
        seat = msg.conn.seat
        assert seat is not None, "spectators' acts are refused before reaching the room"
        # The ack may ride on the seat's patch only if the sender is the seat's connection
        # (a replaced one's act, still in the inbox, must not ack on its successor's patch).
        holder = msg.conn in self.audiences[seat].conns and msg.conn.is_open
        await self.act_for_seat(seat, msg.act, msg.conn.send, ack_on_patch=holder)
        self._metrics.action_latency.observe(time.perf_counter() - msg.received)

    async def act_for_seat(
        self, seat: int, act: Act, answer: Callable[[bytes], object] | None = None, *,
        ack_on_patch: bool = False,
    ) -> Reply:
        """Apply `act` as `seat`'s: the one path every action takes, whoever asks (a
        websocket session today; a bot hosted in the room or a turn clock can call it the
        same way). Runs inside the actor only (from a message or a timer), never beside it.

        Every act gets exactly one answer, also after the game is over: the encoded `ack` or
        `reject`, handed to `answer` (before any `game_over` the act causes) and returned.
        With `ack_on_patch`, the ack rides on the seat's own patch when there is one
        (`Reply.on_patch`; `answer` is then not called)."""
        reply = await self._act(seat, act, ack_on_patch)
        if not reply.on_patch and answer is not None:
            answer(reply.frame)
        if reply.ended:
            for audience in self.audiences.values():
                if audience.seat is not None and self.result is not None:
                    self._tell_outcome(audience, self.result)
        await self._maybe_snapshot()
        if self.result is not None and not self._unsure:
            self._retire()
        return reply

    async def _act(self, seat: int, act: Act, ack_on_patch: bool) -> Reply:
        self._acked = False
        if self._unsure and await self._reconcile() is None:
            if (seat, act.id) in self._in_doubt:
                doubt = Rejection(ErrorCode.OUTCOME_UNKNOWN,
                                      "storage unavailable; the action may have been saved; "
                                      "resend the same id")
            else:
                doubt = Rejection(ErrorCode.UNAVAILABLE, "storage unavailable; retry")
            return Reply(self._answer_frame(seat, act, doubt), False, False)
        state = self.seats[seat]
        prior = state.recall(act.id)
        if prior is not None:
            if prior.same_action(act.action):
                self._metrics.duplicates.inc()
                return Reply(prior.frame, False, False)
            return Reply(self._answer_frame(seat, act, Rejection(
                ErrorCode.DUPLICATE, "this action id was already used for another action")),
                False, False)
        ended_before = self.result is not None
        rejection = await self._decide(seat, act, ack_on_patch)
        frame = self._answer_frame(seat, act, rejection)
        if rejection is None or rejection.code not in _NOT_RETAINED:
            state.remember(act.id, Answer.of(act.action, frame))
        ended = not ended_before and self.result is not None
        return Reply(frame, rejection is None and self._acked, ended)

    async def _decide(self, seat: int, act: Act, ack_on_patch: bool) -> Rejection | None:
        """Apply a new (not remembered) act; None when it is applied and public."""
        if act.at is not None and act.at != self.audiences[seat].seq:
            now_at = self.audiences[seat].seq
            return Rejection(ErrorCode.STALE,
                             f"the view changed since seq {act.at}; now at {now_at}")
        if act.action.get("type") == CLAIM_WIN:
            if len(act.action) != 1:
                return Rejection(ErrorCode.INVALID_ACTION, "claim_win takes no fields")
            return await self._claim_win(seat, act)
        if act.action.get("type") == TIMEOUT:  # only the turn clock's (server.room_hosting)
            if not self._hosting.posted_timeout(act.id):
                return Rejection(ErrorCode.ILLEGAL, "only the server's turn clock times out")
            # Logged without an id: no client asked for it, and no ack rides on a patch.
            return await self._commit(seat, seat, act.action, None)
        return await self._commit(seat, seat, act.action, act.id, ack_on_patch=ack_on_patch)

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
