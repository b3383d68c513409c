"""Per-seat bookkeeping that outlives any one connection: presence and recent action ids.

Both belong to the seat, not to a socket: a player whose connection drops and comes back must
find its recent action ids still remembered (so retrying an in-flight action after a reconnect
applies it at most once) and its absence clock must have been running while it was away.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, cast

import msgpack

from protocol.messages import ActionId

#: Bytes of the action digest that starts every remembered answer.
DIGEST_SIZE = 16


def action_digest(action: Any) -> bytes:
    """A 128-bit digest of an action that is equal for actions that are equal (==) as they come
    off the wire: map keys are taken in a canonical order, and numbers equal as Python numbers
    (1, 1.0, True) digest alike."""
    packed = cast(bytes, msgpack.packb(_canonical(action), use_bin_type=True))
    return hashlib.blake2b(packed, digest_size=DIGEST_SIZE).digest()


_key = itemgetter(0)


def _canonical(value: Any) -> Any:
    if isinstance(value, dict):
        items = [(_number(k), _canonical(v)) for k, v in value.items()]
        try:
            items.sort(key=_key)
        except TypeError:  # keys of mixed types: order them by their packed bytes
            items.sort(key=lambda kv: cast(bytes, msgpack.packb(kv[0], use_bin_type=True)))
        return dict(items)
    if isinstance(value, list | tuple):
        return [_canonical(v) for v in value]
    return _number(value)


#: The integers msgpack can carry (and so the only ones a wire value can equal).
_INT_MIN, _INT_MAX = -(2**63), 2**64 - 1


def _number(value: Any) -> Any:
    """A float equal to a wire integer digests as that integer. Only those: 1e300 is integral
    too, but no msgpack integer equals it, and as a Python int it could not be packed."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, float) and value.is_integer() and _INT_MIN <= value <= _INT_MAX:
        return int(value)
    return value


@dataclass(frozen=True, slots=True)
class Answer:
    """The first answer given to an action id, replayed verbatim for repeats.

    One bytes object: a digest of the action (so reusing an id for a *different* action can be
    told apart from a retry) followed by the encoded answer frame, ~80 bytes in all instead of
    the action itself plus a frame plus an object holding them."""

    blob: bytes

    @classmethod
    def of(cls, action: dict[str, Any], frame: bytes) -> Answer:
        return cls(action_digest(action) + frame)

    @property
    def frame(self) -> bytes:
        return self.blob[DIGEST_SIZE:]

    def same_action(self, action: dict[str, Any]) -> bool:
        """Whether `action` equals (==) the one first answered."""
        return self.blob[:DIGEST_SIZE] == action_digest(action)


class SeatState:
    def __init__(self, seat: int, remember: int, now: float) -> None:
        self.seat = seat
        self.connections = 0
        # A seat nobody has connected to yet counts as away from the moment the room opened.
        self.away_since: float | None = now
        # Answer blobs by action id, oldest first (a plain dict keeps insertion order and is
        # half the size of an OrderedDict).
        self._recent: dict[ActionId, bytes] = {}
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
        blob = self._recent.get(action_id)
        return None if blob is None else Answer(blob)

    def remember(self, action_id: ActionId, outcome: Answer) -> None:
        recent = self._recent
        recent.pop(action_id, None)  # remembered again: it becomes the newest
        recent[action_id] = outcome.blob
        while len(recent) > self._remember:
            del recent[next(iter(recent))]
