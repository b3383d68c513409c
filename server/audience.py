"""An audience: one projection of the game (a seat's, or the spectators') and its watchers.

Each projection is computed, diffed and encoded once per change and the same bytes are queued to
every connection watching it, so the cost of an action grows with the number of audiences
(players + 1), not with the number of connections. Recent patches are kept, already encoded, in
a ring bounded in count and in bytes, so a client that reconnects with its last `seq` can be
brought up to date with exactly the patches it missed; if they have fallen out of the ring it
gets a fresh welcome. (A welcome is a few KiB at most, so a byte budget of about one welcome's
worth keeps every resume that is worth more than a welcome, at a small, fixed cost per audience.)

Sequence numbers start at `base`, which the room derives from its store fencing token: a room
rebuilt after a restart or eviction therefore never reuses a seq that named a different view, so
a stale client can never "resume" onto a view it does not hold.
"""

from __future__ import annotations

from typing import Any

from protocol.codec import encode
from protocol.diff import diff
from protocol.messages import ActionId, Patch, Welcome
from server.connection import Connection

View = dict[str, Any]


#: Stands in for the view of a sealed audience (see `Audience.seal`).
_SEALED: View = {}


class Audience:
    def __init__(self, match_id: str, seat: int | None, base: int, ring_size: int,
                 ring_bytes: int = 1 << 62) -> None:
        self.match_id = match_id
        self.seat = seat
        self.seq = base
        self.view: View | None = None
        self.conns: list[Connection] = []
        # The encoded patches to seqs `seq - len(ring) + 1` .. `seq`, oldest first. A list, not
        # a deque: an empty deque is 760 bytes, and the ring is short (about one welcome's
        # worth of bytes), so dropping its oldest patch is a small memmove.
        self._ring: list[bytes] = []
        self._ring_size = ring_size
        self._ring_budget = ring_bytes
        self._ring_bytes = 0
        self._welcome: bytes | None = None

    @property
    def sealed(self) -> bool:
        return self.view is _SEALED

    def seal(self) -> None:
        """This view will not change again (the game is over): keep its welcome frame, already
        encoded, and the ring, and let the view tree go. A finished room is mostly its
        audiences' views, and bytes cost the garbage collector nothing to walk."""
        if self.view is None or self.sealed:
            return
        self.welcome_frame()
        self.view = _SEALED

    def reset(self, view: View) -> None:
        """Start over from `view` (first view, or after a gap nobody could resume across)."""
        self.seq += 1
        self.view = view
        self._ring.clear()
        self._ring_bytes = 0
        self._welcome = None

    def publish(self, view: View, ack: ActionId | None = None) -> bytes | None:
        """Move to `view`; return the encoded patch (already sent to every watcher), or None
        when nothing visible to this audience changed. `ack` rides on the patch (the id of
        this seat's action that it shows); with None returned, nobody was told."""
        if self.view is None:
            self.reset(view)
            return None
        if self.sealed:
            raise RuntimeError("a sealed audience's view cannot change")
        ops = diff(self.view, view)
        if not ops:
            return None
        frame = encode(Patch(from_seq=self.seq, seq=self.seq + 1, ops=ops, ack=ack))
        self.seq += 1
        self.view = view
        self._welcome = None
        self._keep(frame)
        self.broadcast(frame)
        return frame

    def _keep(self, frame: bytes) -> None:
        ring = self._ring
        ring.append(frame)
        self._ring_bytes += len(frame)
        # Over budget: forget the oldest patches, but always keep the newest one.
        while len(ring) > 1 and (len(ring) > self._ring_size
                                 or self._ring_bytes > self._ring_budget):
            self._ring_bytes -= len(ring.pop(0))

    def broadcast(self, frame: bytes) -> None:
        # Closed connections stay listed (send() on them is a no-op) until their session's
        # Leave reaches the room, which is what keeps per-seat presence counts exact.
        for conn in self.conns:
            conn.send(frame)

    def welcome_frame(self) -> bytes:
        if self._welcome is None:
            assert self.view is not None
            welcome = Welcome(match=self.match_id, seat=self.seat, seq=self.seq, view=self.view)
            self._welcome = encode(welcome)
        return self._welcome

    def patches_since(self, seq: int) -> list[bytes] | None:
        """Encoded patches taking a client from `seq` to now, or None if that is impossible."""
        if self.view is None:
            return None
        if seq == self.seq:
            return []
        first = self.seq - len(self._ring) + 1  # the seq the oldest kept patch leads to
        if not self._ring or not first - 1 <= seq < self.seq:
            return None
        return self._ring[seq - first + 1:]

    def add(self, conn: Connection) -> None:
        self.conns.append(conn)

    def remove(self, conn: Connection) -> bool:
        if conn in self.conns:
            self.conns.remove(conn)
            return True
        return False
