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

The room holds its match's lease and renews it every third of `lease_ttl`. A renewal refused
(another node took the match over) or failing for a whole `lease_ttl` (the store is unreachable,
so another node may have taken over) closes the room with `not_owner` (4012): its clients
reconnect and find the match's owner. The store's fencing refuses its writes anyway.
"""

from __future__ import annotations

import asyncio
import logging
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import msgpack

from protocol.codec import encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, ActionId, Error, GameOver, Reject, Welcome
from server.audience import Audience, View
from server.config import ServerConfig
from server.connection import Connection
from server.games import GameFactory, GameLike, Outcome, Rejection
from server.metrics import Metrics
from server.seats import Answer, SeatState
from server.store.base import (
    FenceRejected,
    LoadedMatch,
    LogEntry,
    MatchMeta,
    Snapshot,
    Store,
    StoreError,
    UnknownMatch,
)

log = logging.getLogger("glimmer.room")

CLAIM_WIN = "claim_win"
CONCEDE: dict[str, Any] = {"type": "concede"}
_CLAIM_WIN: dict[str, Any] = {"type": CLAIM_WIN}  # shared by every view offering it: read-only
#: Seq numbers of one room incarnation live in [fence * SEQ_SPAN, (fence + 1) * SEQ_SPAN).
SEQ_SPAN = 1_000_000
MAX_SEAT_CONNECTIONS = 4
_NOT_RETAINED = {ErrorCode.RATE_LIMITED, ErrorCode.UNAVAILABLE}


@dataclass(frozen=True, slots=True)
class Join:
    conn: Connection
    resume: int | None


@dataclass(frozen=True, slots=True)
class Submit:
    conn: Connection
    act: Act
    received: float  # time.perf_counter() when the frame arrived, for the latency histogram


@dataclass(frozen=True, slots=True)
class Leave:
    conn: Connection


@dataclass(frozen=True, slots=True)
class Shutdown:
    code: int
    reason: str


RoomMessage = Join | Submit | Leave | Shutdown


@dataclass(slots=True)
class _Delayed:
    due: float
    view: View
    outcome: Outcome | None


class Room:
    def __init__(
        self,
        *,
        meta: MatchMeta,
        game: GameLike,
        fence: int,
        owner: str,
        store: Store,
        factory: GameFactory,
        config: ServerConfig,
        metrics: Metrics,
        on_close: Callable[[Room], None],
        recent: list[LogEntry] | None = None,
        durable: LoadedMatch | None = None,
        leased_at: float | None = None,
    ) -> None:
        self.match_id = meta.match_id
        self.meta = meta
        self.game = game
        self.fence = fence
        self._owner = owner
        self._store = store
        self._factory = factory
        self._config = config
        self._metrics = metrics
        self._on_close = on_close
        # The room's timers wait on the event loop, so they read the loop's own clock: with
        # two clocks (uvloop's is cached per iteration, in ms) a timer can wake up a hair
        # before the deadline the other clock computed, and re-arming sub-ms timers can stall.
        self._clock = asyncio.get_running_loop().time
        now = self._clock()
        n = meta.num_players
        base = fence * SEQ_SPAN
        self.seats = [SeatState(s, config.recent_actions, now) for s in range(n)]
        self.audiences: dict[int | None, Audience] = {
            s: Audience(self.match_id, s, base, config.resume_buffer, config.resume_bytes)
            for s in range(n)
        }
        self.spectators = Audience(self.match_id, None, base, config.resume_buffer,
                                   config.resume_bytes)
        self.audiences[None] = self.spectators
        self.ever_connected = [False] * n
        self.result: Outcome | None = factory.outcome(game)
        self._told: dict[int | None, Outcome] = {}  # which audiences got their game_over
        self._backlog: list[_Delayed] = []  # (lists: an empty deque alone is 760 bytes)
        self._spectators_stale = True
        self._claimers: frozenset[int] = frozenset()
        # The inbox: a list and one future to wake the actor (an asyncio.Queue plus a timeout
        # context per message cost more than the rest of the loop), and one timer handle for
        # the next deadline, re-armed only when that deadline moves.
        self._inbox: list[RoomMessage] = []
        self._wakeup: asyncio.Future[None] | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = 0.0
        self.accepting = True
        self._last_activity = now
        self._finished_at = now if self.result is not None else None
        self._since_snapshot = 0
        self._next_renew = now + config.lease_ttl / 3
        # Until when the lease is surely ours: counted from before the store was asked.
        self._lease_until = (now if leased_at is None else leased_at) + config.lease_ttl
        # The last durable state, to roll back to without the store: a packed snapshot at
        # `_base_version` (None: the initial state) and the entries appended since, packed too
        # (a LogEntry with its action dict is ~3x the size of its packed data).
        self._base_version = 0
        self._base_blob: bytes | None = None
        self._tail: list[bytes] = []
        self._set_base(durable)
        # A write failed with an unknown outcome: re-read the log before the next action.
        self._unsure = False
        self._task: asyncio.Task[None] | None = None
        self._acked = False  # whether the current action's ack rode on its patch
        self._publish_initial(recent or [])
        if self.result is not None:  # loaded finished: nothing more will be applied
            self._retire()

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"room {self.match_id}")

    async def wait_closed(self) -> None:
        if self._task is not None:
            await asyncio.wait({self._task})

    def post(self, msg: RoomMessage) -> bool:
        """Hand a message to the actor. False once the room has stopped accepting (the caller
        should look the match up again: a fresh room will be loaded from the store)."""
        if not self.accepting:
            return False
        self._inbox.append(msg)
        self._wake()
        return True

    def _wake(self) -> None:
        wakeup = self._wakeup
        if wakeup is not None and not wakeup.done():
            wakeup.set_result(None)

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

    async def _stop(self, code: int, reason: str, *, label: str) -> None:
        if not self.accepting:
            return
        self.accepting = False
        if code == CloseCode.NOT_OWNER:
            self._metrics.lease_losses.inc()
        self._on_close(self)
        for audience in self.audiences.values():
            for conn in audience.conns:
                conn.close(code, reason, label=label)
        while self._inbox:  # anything that raced with the stop
            msg = self._inbox.pop(0)
            if isinstance(msg, Join):
                msg.conn.close(CloseCode.SHUTTING_DOWN, "room closed; reconnect", label=label)
            elif isinstance(msg, Submit):
                self._answer(msg, Rejection(ErrorCode.UNAVAILABLE, "room closed; retry"))
        try:
            await self._store.release(self.match_id, self._owner, self.fence)
        except StoreError as exc:
            log.warning("room %s: lease release failed: %s", self.match_id, type(exc).__name__)

    # ------------------------------------------------------------------ timers

    def _next_deadline(self) -> float:
        cfg = self._config
        deadlines = [self._next_renew]
        if self._backlog:
            deadlines.append(self._backlog[0].due)
        if self.result is None:
            past = self._away_past_grace()
            deadlines.extend(
                s.away_since + cfg.disconnect_grace
                for s in self.seats
                if s.away_since is not None and s.seat not in past
            )
        deadlines.append(self._idle_deadline())
        return min(deadlines)

    def _away_past_grace(self) -> frozenset[int]:
        now = self._clock()
        grace = self._config.disconnect_grace
        return frozenset(s.seat for s in self.seats if s.away_longer_than(grace, now))

    def _idle_deadline(self) -> float:
        if self._finished_at is not None:
            return max(self._finished_at, self._last_activity) + self._config.finished_ttl
        if self.connection_count() == 0:
            return self._last_activity + self._config.idle_ttl
        return float("inf")

    async def _on_clock(self) -> None:
        now = self._clock()
        if now >= self._next_renew:
            ttl = self._config.lease_ttl
            self._next_renew = now + ttl / 3
            try:
                kept = await self._store.renew(self.match_id, self._owner, self.fence, ttl)
            except StoreError as exc:
                # Transient, until the lease may have run out: then another node may own the
                # match, and this one must stop serving it.
                kept = self._clock() < self._lease_until
                log.warning("room %s: lease renewal failed (%s)%s", self.match_id,
                            type(exc).__name__, "" if kept else "; lease lost")
            else:
                if kept:
                    self._lease_until = now + ttl
            if not kept:
                await self._stop(CloseCode.NOT_OWNER, "match moved to another server",
                                 label="not_owner")
                return
        while self._backlog and self._backlog[0].due <= now:
            self._release_spectator_view(self._backlog.pop(0))
        self._refresh_claimers()
        if now >= self._idle_deadline():
            if self._finished_at is not None:
                await self._stop(CloseCode.GAME_FINISHED, "match finished", label="finished")
            else:
                await self._stop(CloseCode.SHUTTING_DOWN, "room idle", label="idle")

    # ------------------------------------------------------------------ views

    def _publish_initial(self, recent: list[LogEntry]) -> None:
        self._claimers = self._compute_claimers()
        seat_views, spectator_view = self._views(self._spectators_wanted())
        for seat, view in enumerate(seat_views):
            self.audiences[seat].publish(view)
            if self.result is not None:
                self._told[seat] = self.result
        self._remember_logged(recent)  # idempotency survives a rebuild: acked ids ack again
        self._publish_spectators(spectator_view)

    def _spectators_wanted(self) -> bool:
        """Whether the spectators' view is needed now (else it is computed when one joins)."""
        return self._config.spectator_delay > 0 or bool(self.spectators.conns)

    def _views(self, spectators: bool) -> tuple[list[View], View | None]:
        """Every seat's view (with `claim_win` where offered) and, if asked, the spectators',
        computed together: the engine builds what they share once (`Game.views`)."""
        n = self.meta.num_players
        viewers: list[int | None] = list(range(n))
        if spectators:
            viewers.append(None)
        views = self.game.views(viewers)
        seat_views = []
        for seat in range(n):
            view = views[seat]
            if seat in self._claimers:
                view = dict(view)
                view["legal"] = [*view.get("legal", []), _CLAIM_WIN]
            seat_views.append(view)
        return seat_views, views[n] if spectators else None

    def _publish(self, ack: tuple[int, ActionId] | None = None) -> None:
        """Every audience moves to the current views. `ack` (seat, action id) rides on that
        seat's patch; `_acked` says whether it did (else `_answer` sends a separate `ack`)."""
        seat_views, spectator_view = self._views(self._spectators_wanted())
        for seat, view in enumerate(seat_views):
            if ack is not None and ack[0] == seat:
                self._acked = self.audiences[seat].publish(view, ack[1]) is not None
            else:
                self.audiences[seat].publish(view)
        self._publish_spectators(spectator_view)

    def _publish_spectators(self, view: View | None) -> None:
        delay = self._config.spectator_delay
        if delay > 0:
            assert view is not None
            self._backlog.append(_Delayed(self._clock() + delay, view, self.result))
        elif self.spectators.conns:
            assert view is not None
            self.spectators.publish(view)
            self._tell_outcome(self.spectators, self.result)
        else:
            # Nobody watching and no delay to honour: compute the view only when someone joins.
            self._spectators_stale = True

    def _release_spectator_view(self, item: _Delayed) -> None:
        audience = self.spectators
        if audience.view is None:  # spectators who joined before the first delayed view
            audience.reset(item.view)
            for conn in audience.conns:
                conn.send(audience.welcome_frame())
        else:
            audience.publish(item.view)
        self._tell_outcome(audience, item.outcome)

    def _tell_outcome(self, audience: Audience, outcome: Outcome | None) -> None:
        """Send `game_over`, then close the audience's connections (after everything queued):
        the protocol ends a session once the game is over. The room itself stays loaded for
        `finished_ttl` so late joiners can still fetch the final view."""
        if outcome is None or audience.seat in self._told:
            return
        self._told[audience.seat] = outcome
        audience.broadcast(self._game_over_frame(audience, outcome))
        for conn in audience.conns:
            conn.close(CloseCode.GAME_FINISHED, "game over", label="finished")

    def _game_over_frame(self, audience: Audience, outcome: Outcome) -> bytes:
        return encode(GameOver(winner=outcome.winner, reason=outcome.reason, seq=audience.seq))

    # ------------------------------------------------------------------ presence and claims

    def _in_game(self, seat: int) -> bool:
        """A seat is still playing while conceding is legal for it."""
        for action in self.game.legal_actions(seat):
            if getattr(action, "type", None) == CONCEDE["type"]:
                return True
        return False

    def _absent_seats(self) -> list[int]:
        """Seats away longer than the grace period and still in the game."""
        if self.result is not None:
            return []
        return [s for s in sorted(self._away_past_grace()) if self._in_game(s)]

    def _compute_claimers(self) -> frozenset[int]:
        absent = self._absent_seats()
        if not absent:
            return frozenset()
        return frozenset(
            s for s in range(self.meta.num_players) if s not in absent and self._in_game(s)
        )

    def _refresh_claimers(self) -> None:
        claimers = self._compute_claimers()
        if claimers != self._claimers:
            log.debug("room %s: claim_win offered to seats %s", self.match_id, sorted(claimers))
            self._claimers = claimers
            seat_views, _ = self._views(False)
            for seat, view in enumerate(seat_views):
                self.audiences[seat].publish(view)

    def connection_count(self) -> int:
        return sum(len(a.conns) for a in self.audiences.values())

    def _on_join(self, conn: Connection, resume: int | None) -> None:
        seat = conn.seat
        audience = self.audiences[seat]
        if seat is None:
            if len(audience.conns) >= self._config.max_spectators:
                conn.send(encode(Error(ErrorCode.UNAVAILABLE, "too many spectators", close=True)))
                conn.close(1013, "too many spectators", label="full")
                return
            if self._config.spectator_delay == 0:
                if self._spectators_stale or audience.view is None:
                    audience.reset(self.game.views([None])[0])
                    self._spectators_stale = False
                    if self.result is not None:
                        self._told[None] = self.result
            elif audience.view is None:  # delayed feed not started yet: welcome comes with it
                audience.add(conn)
                return
        else:
            live = [c for c in audience.conns if c.is_open]
            if len(live) >= MAX_SEAT_CONNECTIONS:
                reason = "replaced by a newer connection"
                live[0].send(encode(Error(ErrorCode.REPLACED, reason, close=True)))
                live[0].close(CloseCode.REPLACED, reason, label="replaced")
            self.ever_connected[seat] = True
        self._greet(conn, audience, resume)
        audience.add(conn)
        if seat is not None and self.seats[seat].connected():
            self._refresh_claimers()

    def _greet(self, conn: Connection, audience: Audience, resume: int | None) -> None:
        patches = None if resume is None else audience.patches_since(resume)
        if patches is not None and len(patches) > self._config.send_queue // 2:
            patches = None  # cheaper (and safer for the send queue) to start over
        if patches is None:
            conn.send(audience.welcome_frame())
            if resume is not None:
                self._metrics.resumes.labels("welcome").inc()
        else:
            assert resume is not None
            welcome = Welcome(self.match_id, audience.seat, resume, None, resumed=True)
            conn.send(encode(welcome))
            for frame in patches:
                conn.send(frame)
            self._metrics.resumes.labels("patches").inc()
        told = self._told.get(audience.seat)
        if told is not None:
            conn.send(self._game_over_frame(audience, told))
            conn.close(CloseCode.GAME_FINISHED, "game over", label="finished")

    def _on_leave(self, conn: Connection) -> None:
        seat = conn.seat
        if self.audiences[seat].remove(conn) and seat is not None:
            if self.seats[seat].disconnected(self._clock()):
                log.debug("room %s: seat %d is away", self.match_id, seat)
            self._refresh_claimers()

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

    def _answer(self, msg: Submit, rejection: Rejection | None) -> bytes:
        seat = msg.conn.seat
        if rejection is None:
            assert seat is not None
            # Kept to answer a repeat of the id; sent now only if no patch carried it.
            frame = encode(Ack(id=msg.act.id, seq=self.audiences[seat].seq))
            if not self._acked:
                msg.conn.send(frame)
        else:
            self._metrics.rejections.labels(rejection.code.value).inc()
            frame = encode(Reject(id=msg.act.id, code=rejection.code, reason=rejection.reason))
            msg.conn.send(frame)
        self._metrics.action_latency.observe(time.perf_counter() - msg.received)
        return frame

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

    async def _commit(
        self, seat: int, origin: int, wire: dict[str, Any], action_id: str | int | None
    ) -> Rejection | None:
        """Apply, persist, publish. Returns why not, or None when the action is now public."""
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
        )
        try:
            await self._store.append(self.match_id, expected, entry, fence=self.fence)
        except Exception as exc:
            await self._append_failed(exc, seat, wire)
            return Rejection(ErrorCode.UNAVAILABLE, "could not save the action; retry the same id")
        self._tail.append(_pack(entry.to_data()))
        self._metrics.actions.inc()
        self._since_snapshot += 1
        if outcome is not None and self.result is None:
            self.result = outcome
            self._finished_at = self._clock()
            self._metrics.games_finished.inc()
        self._claimers = self._compute_claimers()
        # The actor's own patch doubles as its ack (one frame instead of two); not for a win
        # claimed on an absent seat's behalf (origin != seat), which is acked on its own.
        self._publish((seat, action_id) if origin == seat and action_id is not None else None)
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
            self.spectators.reset(self.game.views([None])[0])
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

    async def _append_failed(self, exc: Exception, seat: int, wire: dict[str, Any]) -> None:
        """The action was applied in memory but not (surely) persisted: undo it."""
        if isinstance(exc, FenceRejected):  # another node owns the match now
            log.warning("room %s: fenced out by a newer owner; closing", self.match_id)
            await self._stop(CloseCode.NOT_OWNER, "match moved to another server",
                             label="not_owner")
            return
        if isinstance(exc, UnknownMatch):
            log.warning("room %s: the match is gone from the store; closing", self.match_id)
            await self._stop(CloseCode.ROOM_CLOSED, "match no longer exists", label="error")
            return
        if isinstance(exc, StoreError):  # e.g. unreachable: the write may or may not have landed
            log.warning("room %s: append failed (%s); rolled back, will re-read the log",
                        self.match_id, type(exc).__name__)
            self._metrics.store_failures.labels(type(exc).__name__).inc()
        else:
            self._log_failure("store", exc, seat, wire)
        self._unsure = True
        await self._recover()

    def _remember_logged(self, entries: list[LogEntry]) -> None:
        """Ids found in the log ack again: their retries must never apply twice."""
        for entry in entries:
            if entry.action_id is not None:
                ack = encode(Ack(id=entry.action_id, seq=self.audiences[entry.origin].seq))
                claimed = entry.origin != entry.seat
                asked = {"type": CLAIM_WIN} if claimed else entry.action
                self.seats[entry.origin].remember(entry.action_id, Answer.of(asked, ack))

    async def _reconcile(self) -> bool:
        """After a write with an unknown outcome, the store's log is the truth: adopt it before
        anything else happens. An action that did land becomes visible now (it is durable), and
        its id is remembered, so the client's retry gets its ack instead of a second apply.
        False while the store cannot be read."""
        try:
            loaded = await self._store.load(self.match_id, recent=self._config.recent_actions)
        except StoreError:
            return False
        if loaded is None:
            await self._stop(CloseCode.ROOM_CLOSED, "match no longer exists", label="error")
            return False
        try:
            game = self._factory.rebuild(loaded)
        except Exception as exc:
            log.error("room %s: rebuild failed (%s); closing the room", self.match_id,
                      type(exc).__name__)
            await self._stop(CloseCode.SHUTTING_DOWN, "room restarting; reconnect", label="error")
            return False
        self._unsure = False
        known = self.game.version
        self._set_base(loaded)
        if game.version == known:
            return True
        log.info("room %s: the store had %d more action(s) than acknowledged", self.match_id,
                 game.version - known)
        self.game = game
        outcome = self._factory.outcome(game)
        if outcome is not None and self.result is None:
            self.result = outcome
            self._finished_at = self._clock()
            self._metrics.games_finished.inc()
        self._claimers = self._compute_claimers()
        self._publish()
        self._remember_logged([e for e in loaded.entries if e.version > known])
        if self.result is not None:
            for audience in self.audiences.values():
                if audience.seat is not None:
                    self._tell_outcome(audience, self.result)
        return True

    def _log_failure(self, what: str, exc: Exception, seat: int, wire: dict[str, Any]) -> None:
        """Log a failure without hidden information: the exception's message and the action's
        arguments may name cards, so only the exception type, the action type and the code
        location are logged at error level; details go to debug."""
        frames = "".join(traceback.format_list(traceback.extract_tb(exc.__traceback__)))
        log.error(
            "room %s: %s failure on %r by seat %d at version %d: %s\n%s",
            self.match_id, what, wire.get("type"), seat, self.game.version,
            type(exc).__name__, frames,
        )
        log.debug("room %s: failure detail: %r", self.match_id, exc)

    # ------------------------------------------------------------------ status

    @property
    def durable_version(self) -> int:
        """The version of the last persisted action (the game may be one ahead while it is
        being appended)."""
        return int(_unpack(self._tail[-1])["version"]) if self._tail else self._base_version

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
