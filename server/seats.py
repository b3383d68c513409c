"""Per-seat bookkeeping that outlives any one connection: presence and recent action ids.

Both belong to the seat, not to a socket: a player whose connection drops and comes back must
find its recent action ids still remembered (so retrying an in-flight action after a reconnect
applies it at most once) and its absence clock must have been running while it was away.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, cast

import msgpack

from protocol.messages import ActionId


@dataclass(frozen=True, slots=True)
class Answer:
    """The first answer given to an action id, replayed verbatim for repeats. The action is kept
    (msgpack-packed: a few dozen bytes instead of a dict) so reusing an id for a *different*
    action can be told apart from a retry."""

    packed_action: bytes
    frame: bytes

    @classmethod
    def of(cls, action: dict[str, Any], frame: bytes) -> Answer:
        return cls(cast(bytes, msgpack.packb(action, use_bin_type=True)), frame)

    @property
    def action(self) -> dict[str, Any]:
        action: dict[str, Any] = msgpack.unpackb(self.packed_action, raw=False,
                                                 strict_map_key=False)
        return action

    def same_action(self, action: dict[str, Any]) -> bool:
        """Whether `action` equals (==) the one first answered: it came off the wire as msgpack,
        so it survives the round trip unchanged."""
        return self.action == action


class SeatState:
    def __init__(self, seat: int, remember: int, now: float) -> None:
        self.seat = seat
        self.connections = 0
        # A seat nobody has connected to yet counts as away from the moment the room opened.
        self.away_since: float | None = now
        self._recent: OrderedDict[ActionId, Answer] = OrderedDict()
        self._remember = remember

    def connected(self) -> bool:
        """Record a new connection; True when the seat was away until now."""
        self.connections += 1
        was_away = self.away_since is not None
        self.away_since = None
        return was_away

    def disconnected(self, now: float) -> bool:
        """Record a closed connection; True when the seat is now away."""
        self.connections = max(0, self.connections - 1)
        if self.connections == 0 and self.away_since is None:
            self.away_since = now
            return True
        return False

    def away_longer_than(self, grace: float, now: float) -> bool:
        return self.away_since is not None and now - self.away_since >= grace

    def recall(self, action_id: ActionId) -> Answer | None:
        return self._recent.get(action_id)

    def remember(self, action_id: ActionId, outcome: Answer) -> None:
        self._recent[action_id] = outcome
        self._recent.move_to_end(action_id)
        while len(self._recent) > self._remember:
            self._recent.popitem(last=False)
