"""The room actor's state and the messages it takes: what every layer of a room shares.

A room is one class split by concern over a chain of modules, each layer building on the one
below: `room_core` (state, messages, stopping, answering), `room_views` (publishing each
audience's view, the spectator delay, game over), `room_presence` (timers, the lease renewal,
who is connected, claims), `room_durability` (applying and persisting an action, snapshots,
rollback and reconciliation with the store) and `room` (the actor loop and the action path).
"""

from __future__ import annotations

import asyncio
import logging
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from protocol.codec import encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Ack, Act, ActionId, Reject
from server.audience import Audience, View
from server.config import ServerConfig
from server.connection import Connection
from server.games import GameFactory, Match, Outcome, Rejection
from server.metrics import Metrics
from server.room_hosting import hosting_for
from server.seats import SeatState
from server.store.base import LoadedMatch, LogEntry, MatchMeta, Store, StoreError

if TYPE_CHECKING:
    from server.room import Room

log = logging.getLogger("glimmer.room")

CLAIM_WIN = "claim_win"
CONCEDE: dict[str, Any] = {"type": "concede"}
_CLAIM_WIN: dict[str, Any] = {"type": CLAIM_WIN}  # shared by every view offering it: read-only
#: Seq numbers of one room incarnation live in [fence * SEQ_SPAN, (fence + 1) * SEQ_SPAN).
SEQ_SPAN = 1_000_000
#: Answers a repeat of the id must not replay: they invite a retry with the same id.
_NOT_RETAINED = {ErrorCode.RATE_LIMITED, ErrorCode.UNAVAILABLE, ErrorCode.OUTCOME_UNKNOWN}


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


class RoomCore:
    """Everything a room holds; the layers above add behaviour, no state of their own."""

    def __init__(
        self,
        *,
        meta: MatchMeta,
        game: Match,
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
        # The (seat, action id) of writes whose outcome is still unknown: their retries are
        # answered `outcome_unknown` until the log could be read.
        self._in_doubt: set[tuple[int, ActionId]] = set()
        self._task: asyncio.Task[None] | None = None
        self._acked = False  # whether the current action's ack rode on its patch
        self._hosting = hosting_for(self, recent or [])  # bots, clock: server.room_hosting
        self._publish_initial(recent or [])
        if self.result is not None:  # loaded finished: nothing more will be applied
            self._retire()
        if leased_at is not None:  # loaded from the store: say who serves it since when
            log.info("node %s took match %s (fence %d, version %d) in %.0f ms",
                     owner, self.match_id, fence, game.version, (self._clock() - leased_at) * 1e3)

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

    async def _stop(self, code: int, reason: str, *, label: str) -> None:
        if not self.accepting:
            return
        self.accepting = False
        if code == CloseCode.NOT_OWNER:
            self._metrics.lease_losses.inc()
        self._on_close(cast("Room", self))  # (only ever a Room: the layers are one class)
        for audience in self.audiences.values():
            for conn in audience.conns:
                conn.close(code, reason, label=label)
        while self._inbox:  # anything that raced with the stop
            msg = self._inbox.pop(0)
            if isinstance(msg, Join):
                msg.conn.close(CloseCode.SHUTTING_DOWN, "room closed; reconnect", label=label)
            elif isinstance(msg, Submit):
                self._reject(msg, Rejection(ErrorCode.UNAVAILABLE, "room closed; retry"))
        try:
            await self._store.release(self.match_id, self._owner, self.fence)
        except StoreError as exc:
            log.warning("room %s: lease release failed: %s", self.match_id, type(exc).__name__)

    def connection_count(self) -> int:
        return sum(len(a.conns) for a in self.audiences.values())

    def _answer_frame(self, seat: int, act: Act, rejection: Rejection | None) -> bytes:
        """The encoded `ack` (at the seat's current seq) or `reject` for `act`."""
        if rejection is None:
            return encode(Ack(id=act.id, seq=self.audiences[seat].seq))
        self._metrics.rejections.labels(rejection.code.value).inc()
        return encode(Reject(id=act.id, code=rejection.code, reason=rejection.reason))

    def _reject(self, msg: Submit, rejection: Rejection) -> None:
        """Answer a submitted act that never reached the action path."""
        msg.conn.send(encode(Reject(id=msg.act.id, code=rejection.code, reason=rejection.reason)))
        self._metrics.rejections.labels(rejection.code.value).inc()
        self._metrics.action_latency.observe(time.perf_counter() - msg.received)

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

    # Implemented by the layers above (`server.room_views`, `server.room_durability`).

    def _publish_initial(self, recent: list[LogEntry]) -> None:
        raise NotImplementedError

    def _retire(self) -> None:
        raise NotImplementedError

    def _set_base(self, loaded: LoadedMatch | None) -> None:
        raise NotImplementedError
