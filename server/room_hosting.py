"""What a room does on its own, without any client: hosted bots and the turn clock.

A room holds one `Hosting`. Hosted bots play their seats in-process: when a bot's own view (the
very view a client of that seat would be sent, `claim_win` included) offers it something to do,
it waits its think time on the room's timer, picks a move with the shared policy code
(`server.bot_policy`) and posts it to the room's inbox as an ordinary `Submit`, through a
`Connection` whose socket is a sink. The action therefore takes exactly the path every player's
takes (idempotency, the `at` check, the engine's validation, the store, the broadcast); its
acknowledgement goes to nobody. A rejection comes back through the sink: the bot picks again
without that move. Nothing runs outside the room's actor (no task, no socket), so the bots stop
with the room, and a bot never keeps the room busy for longer than one policy call.

The turn clock (`server.turn_clock`) is charged by the room's commits, resumed from the log
when the room is rebuilt, shown in every view (`clock`), and when a waited-for seat's bank runs
out the room posts the engine's `timeout` action for that seat the same way, from a sink link
of its own: only that link may send it.

Bot seats count as connected (they are never "away", so nobody may claim a win over them), and
a room whose bots or clock still have something to do is not idle even with nobody connected:
a bot-vs-bot match plays to its end on its own.
"""

from __future__ import annotations

import functools
import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgpack

from protocol.errors import CloseCode
from protocol.messages import Act
from server.audience import View
from server.bot_policy import POLICIES, Action, playable
from server.connection import Connection
from server.match_options import BotSeat, bot_seats, clock_spec
from server.store.base import LogEntry
from server.turn_clock import TurnClock

if TYPE_CHECKING:
    from server.room_core import RoomCore

log = logging.getLogger("glimmer.hosting")

TIMEOUT = "timeout"
_NEVER = float("inf")
_ID_SPAN = 1_000_000
#: How long a refused timeout (e.g. the store is down) waits before it is tried again.
_RETRY = 1.0
#: Not waiting for a seat: these are always in its `legal` list.
_NOT_A_MOVE = {"concede", "claim_win"}


class _Sink:
    """The socket of an in-process link: frames go to a callback, at once, never queued."""

    def __init__(self, on_frame: Callable[[bytes], None]) -> None:
        self._on_frame = on_frame

    def try_write(self, data: bytes) -> bool:
        self._on_frame(data)
        return True

    async def send_bytes(self, data: bytes) -> None:
        self._on_frame(data)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        return None


def _link(seat: int, on_frame: Callable[[bytes], None]) -> Connection:
    return Connection(_Sink(on_frame), seat=seat, queue_size=1, close_timeout=1.0,
                      too_slow_code=CloseCode.TOO_SLOW, peer=f"hosted:{seat}")


def _rejected_id(frame: bytes) -> Any:
    """The action id of a `reject` frame, else None (acks and anything else)."""
    try:
        msg = msgpack.unpackb(frame, raw=False)
    except (ValueError, msgpack.UnpackException):
        return None
    return msg.get("id") if isinstance(msg, dict) and msg.get("t") == "reject" else None


class _HostedBot:
    def __init__(self, seat: int, spec: BotSeat) -> None:
        self.seat = seat
        self.spec = spec
        self.policy = POLICIES[spec.policy]
        self.rng = random.Random()  # never the match's seed: that would tell hidden cards
        self.due: float | None = None  # when to move (loop time); None: nothing to do
        self.posted: dict[Any, tuple[int, Action]] = {}  # action id -> (seq, action)
        self.refused: dict[int, list[Action]] = {}  # seq -> moves rejected at that view


class Hosting:
    """A room's bots and clock. Rooms with neither share one inert instance (`hosting_for`)."""

    __slots__ = ("_bot_links", "_bots", "_clock_links", "_ids", "_room", "_shown", "_timeout_at",
                 "_timeout_id", "active", "clock")

    def __init__(self, room: RoomCore, recent: list[LogEntry]) -> None:
        self._room = room
        meta = room.meta
        now = room._clock()
        self._bots = {seat: _HostedBot(seat, spec) for seat, spec in bot_seats(meta).items()}
        self._bot_links = {
            seat: _link(seat, functools.partial(self._bot_answer, seat)) for seat in self._bots
        }
        for seat in self._bots:
            room.seats[seat].connected()  # a hosted seat is never away
            room.ever_connected[seat] = True
        spec = clock_spec(meta)
        self.clock = None if spec is None else TurnClock(spec, meta.num_players, now, time.time())
        self._clock_links: dict[int, Connection] = {}
        self._timeout_at: float | None = None  # when a timeout was posted / may be retried
        self._timeout_id: int | None = None  # and its action id
        self._ids = 0
        self._shown: dict[str, object] | None = None
        self.active = bool(self._bots) or self.clock is not None
        if self.clock is not None:
            self._resume(recent)

    # ------------------------------------------------------------------ hooks of the room

    def present(self, seat_views: list[View], spectators: View | None,
                ) -> tuple[list[View], View | None]:
        """Called with every fresh set of views: arm the bots whose view offers a move, let the
        clock see whom the game waits for, and add the clock to every view."""
        if not self.active:
            return seat_views, spectators
        now = self._room._clock()
        clock = self.clock
        for seat, bot in self._bots.items():
            if not playable(seat_views[seat]):
                bot.due = None
            elif bot.due is None:
                think = bot.spec.think
                if clock is not None:  # a bot never loses on time by thinking too long
                    think = min(think, clock.banks[seat] / 2)
                bot.due = now + think
        if clock is None:
            return seat_views, spectators
        waiting = tuple(s for s, view in enumerate(seat_views) if _waits_for(view))
        clock.observe(waiting)
        shown = clock.shown()
        if shown != self._shown:
            self._shown = shown
        seat_views = [self.dress(view) for view in seat_views]
        return seat_views, None if spectators is None else self.dress(spectators)

    def dress(self, view: View) -> View:
        """`view` with the clock added (views are shared read-only: a copy)."""
        if self._shown is None:
            return view
        dressed = dict(view)
        dressed["clock"] = self._shown
        return dressed

    def deadline(self) -> float:
        if not self.active:
            return _NEVER
        deadlines = [b.due for b in self._bots.values() if b.due is not None]
        if self.clock is not None:
            if self._timeout_at is None:
                deadlines.append(self.clock.deadline())
            else:
                deadlines.append(self._timeout_at + _RETRY)
        return min(deadlines, default=_NEVER)

    def busy(self) -> bool:
        """Whether a bot or the clock still has something to do."""
        return self.deadline() < _NEVER

    def tick(self, now: float) -> None:
        """Run what is due: a bot's move, a timeout. Each goes to the inbox as a `Submit`."""
        if not self.active or self._room.result is not None:
            return
        for bot in self._bots.values():
            if bot.due is not None and bot.due <= now:
                bot.due = None
                self._move(bot)
        clock = self.clock
        if clock is None:
            return
        if self._timeout_at is not None and now < self._timeout_at + _RETRY:
            return
        seat = clock.expired(now)
        if seat is not None:
            self._timeout_at = now
            link = self._clock_links.get(seat)
            if link is None:
                link = self._clock_links[seat] = _link(seat, self._clock_answer)
            self._timeout_id = self._post(link, {"type": TIMEOUT}, None)

    def entry_clock(self, seat: int) -> list[float] | None:
        """The banks to log with `seat`'s action being committed now."""
        if self.clock is None:
            return None
        return self.clock.charged(seat, self._room._clock())

    def committed(self, entry: LogEntry) -> None:
        if self.clock is not None and entry.clock is not None:
            self.clock.commit(entry.clock, self._room._clock(), time.time())
            self._timeout_at = None

    def resumed(self, entries: list[LogEntry]) -> None:
        """The room adopted the store's log (a rebuild): the clock stands where it says."""
        if self.clock is not None:
            self._resume(entries)

    def posted_timeout(self, action_id: object) -> bool:
        """Whether this is the id of the timeout the clock posted (a client's ids never are:
        the server's own are negative)."""
        return action_id is not None and action_id == self._timeout_id

    # ------------------------------------------------------------------ internals

    def _resume(self, entries: list[LogEntry]) -> None:
        clock = self.clock
        assert clock is not None
        last = next((e for e in reversed(entries) if e.clock is not None), None)
        self._timeout_at = None
        if last is not None:
            wall = time.time()
            clock.resume(last.clock or [], wall - last.at, self._room._clock(), wall)

    def _move(self, bot: _HostedBot) -> None:
        audience = self._room.audiences[bot.seat]
        view = audience.view
        if not isinstance(view, dict):
            return
        refused = bot.refused.get(audience.seq, [])
        legal = [a for a in playable(view) if a not in refused]
        if not legal:
            return  # everything here was refused: wait for the view to change
        action = bot.policy(view, legal, bot.rng)
        action_id = self._post(self._bot_links[bot.seat], action, audience.seq)
        bot.posted = {action_id: (audience.seq, action)}

    def _post(self, link: Connection, action: Action, at: int | None) -> int:
        from server.room_core import Submit  # (room_core builds on this module)

        # Negative: a client's ids are 0..2**53-1 or strings, so the seat's memory of answered
        # ids (a timeout is remembered on a human's seat) can never confuse the two; and unique
        # across incarnations of the room (each has its own fence), as the log keeps them.
        self._ids += 1
        action_id = -(self._room.fence * _ID_SPAN + self._ids)
        act = Act(id=action_id, action=action, at=at)
        self._room.post(Submit(link, act, time.perf_counter()))
        return action_id

    def _bot_answer(self, seat: int, frame: bytes) -> None:
        bot = self._bots[seat]
        posted = bot.posted.pop(_rejected_id(frame), None)
        if posted is None:
            return
        seq, action = posted
        bot.refused = {seq: [*bot.refused.get(seq, []), action]}
        if bot.due is None:  # pick again (without that move) at once
            bot.due = self._room._clock()

    def _clock_answer(self, frame: bytes) -> None:
        if _rejected_id(frame) is not None:
            log.info("room %s: a timeout was refused; retrying", self._room.match_id)


class _Inert(Hosting):
    """Nothing hosted: every hook is a no-op (and no room is referenced)."""

    __slots__ = ()

    def __init__(self) -> None:
        self._bots, self._bot_links, self._clock_links = {}, {}, {}
        self.clock, self._shown, self._timeout_at, self._ids = None, None, None, 0
        self._timeout_id = None
        self.active = False


_INERT = _Inert()


def hosting_for(room: RoomCore, recent: list[LogEntry]) -> Hosting:
    """The room's `Hosting`: its own when the match has bots or a clock, else the shared inert
    one (a room costs no more than before without them)."""
    if not bot_seats(room.meta) and clock_spec(room.meta) is None:
        return _INERT
    return Hosting(room, recent)


def _waits_for(view: View) -> bool:
    return any(a.get("type") not in _NOT_A_MOVE for a in view.get("legal") or ())
