"""Publishing: every audience's view after a change, the spectators' delay, and game over.

Each audience (each seat, and the spectators) gets one projection per change, diffed and
encoded once and fanned out to its connections (`server.audience`). Only views leave the room;
engine events are dropped because they may carry hidden cards.
"""

from __future__ import annotations

from protocol.codec import encode
from protocol.errors import CloseCode
from protocol.messages import ActionId, GameOver, Welcome
from server.audience import Audience, View
from server.connection import Connection
from server.games import Outcome
from server.room_core import _CLAIM_WIN, RoomCore, _Delayed


class RoomViews(RoomCore):
    """What each audience sees, and when."""

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
        return self._hosting.present(seat_views, views[n] if spectators else None)

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
        """Send `game_over`. Spectators' sessions end there (4000, after everything queued);
        a seat's session stays open, because every act gets an answer, after the game ends
        too: a client whose winning move was answered `outcome_unknown` resends it and must
        hear its ack. The client closes when it has its answers; the room closes what is
        left once it has been idle for `finished_ttl`."""
        if outcome is None or audience.seat in self._told:
            return
        self._told[audience.seat] = outcome
        audience.broadcast(self._game_over_frame(audience, outcome))
        if audience.seat is None:
            for conn in audience.conns:
                conn.close(CloseCode.GAME_FINISHED, "game over", label="finished")

    def seq_of(self, seat: int | None) -> int | None:
        """The audience's current seq (None before its first view): what a `pong` reports."""
        audience = self.audiences[seat]
        return None if audience.view is None else audience.seq

    def _game_over_frame(self, audience: Audience, outcome: Outcome) -> bytes:
        return encode(GameOver(winner=outcome.winner, reason=outcome.reason, seq=audience.seq))

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
            if audience.seat is None:
                conn.close(CloseCode.GAME_FINISHED, "game over", label="finished")
