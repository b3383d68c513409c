"""Timers and presence: the lease renewal, the spectator backlog's clock, idle and finished
expiry, who is connected, and the claims offered when a seat has been away too long.

The room holds its match's lease and renews it every third of `lease_ttl`. A renewal refused
(another node took the match over) or failing for a whole `lease_ttl` (the store is unreachable,
so another node may have taken over) closes the room with `not_owner` (4012): its clients
reconnect and find the match's owner. The store's fencing refuses its writes anyway.
"""

from __future__ import annotations

import logging

from protocol.codec import encode
from protocol.errors import CloseCode, ErrorCode
from protocol.messages import Error
from server.connection import Connection
from server.room_core import CONCEDE
from server.room_views import RoomViews
from server.store.base import StoreError

log = logging.getLogger("glimmer.room")

class RoomPresence(RoomViews):
    """Joins, leaves, absences and everything the clock drives."""

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
        deadlines.append(self._hosting.deadline())  # hosted bots, turn clock
        return min(deadlines)

    def _away_past_grace(self) -> frozenset[int]:
        now = self._clock()
        grace = self._config.disconnect_grace
        return frozenset(s.seat for s in self.seats if s.away_longer_than(grace, now))

    def _idle_deadline(self) -> float:
        if self._finished_at is not None:
            return max(self._finished_at, self._last_activity) + self._config.finished_ttl
        if self.connection_count() == 0 and not self._hosting.busy():  # (bots play on alone)
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
        self._hosting.tick(now)  # a hosted bot's move or a timeout, posted to the inbox
        if now >= self._idle_deadline():
            if self._finished_at is not None:
                await self._stop(CloseCode.GAME_FINISHED, "match finished", label="finished")
            else:
                await self._stop(CloseCode.SHUTTING_DOWN, "room idle", label="idle")

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
                    audience.reset(self._hosting.dress(self.game.views([None])[0]))
                    self._spectators_stale = False
                    if self.result is not None:
                        self._told[None] = self.result
            elif audience.view is None:  # delayed feed not started yet: welcome comes with it
                audience.add(conn)
                return
        else:
            # One connection per seat: the newest is the player (a reconnect whose old socket
            # is not dead yet, another tab); the older ones are told why and closed. Acks and
            # patches then only ever reach the connection that holds the seat.
            reason = "replaced by a newer connection"
            for old in audience.conns:
                if old.is_open:
                    old.send(encode(Error(ErrorCode.REPLACED, reason, close=True)))
                    old.close(CloseCode.REPLACED, reason, label="replaced")
            self.ever_connected[seat] = True
        self._greet(conn, audience, resume)
        audience.add(conn)
        if seat is not None and self.seats[seat].connected():
            self._refresh_claimers()

    def _on_leave(self, conn: Connection) -> None:
        seat = conn.seat
        if self.audiences[seat].remove(conn) and seat is not None:
            if self.seats[seat].disconnected(self._clock()):
                log.debug("room %s: seat %d is away", self.match_id, seat)
            self._refresh_claimers()
