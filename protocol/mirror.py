"""Client-side copy of one viewer's view, kept in step with ``welcome`` and ``patch`` messages.

Why a separate class: the rules for when a patch may be applied are the heart of resume
correctness and are identical for every client (the Python client library, bots, the load test,
tests), so they live in one sans-I/O place:

* a full ``welcome`` replaces the mirror;
* a resumed ``welcome`` is only valid if it names exactly the mirror's current ``seq``;
* a ``patch`` is only valid if its ``from`` equals the mirror's ``seq`` (anything else is a gap
  or a duplicate: the mirror is left as it was and :class:`ResyncNeeded` is raised, and the client
  reconnects with ``resume`` = :attr:`ViewMirror.resume_point`);
* a patch that does not fit the view means the mirror is corrupt: it is cleared, so the next
  hello asks for a fresh full view.
"""

from __future__ import annotations

from typing import Any

from protocol.diff import PatchError, apply_patch
from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import Patch, Welcome

__all__ = ["ResyncNeeded", "ViewMirror"]


class ResyncNeeded(ProtocolError):
    """The mirror cannot apply a message; the client must reconnect to get back in sync.

    ``resumable`` says whether the mirror still holds a valid view to resume from (a gap) or was
    cleared (a corrupt patch or an inconsistent resume), in which case a fresh welcome is needed.
    """

    def __init__(self, reason: str, *, resumable: bool) -> None:
        super().__init__(ErrorCode.STALE, reason)
        self.resumable = resumable


class ViewMirror:
    """Holds ``(seq, view)`` for one viewer. The view must be treated as read-only.

    Patched views share unchanged subtrees with earlier ones (copy-on-write), so keeping a
    reference to an old view is cheap and safe as long as nobody mutates it.
    """

    __slots__ = ("match", "seat", "seq", "view")

    def __init__(self) -> None:
        self.match: str | None = None
        self.seat: int | None = None
        self.seq: int | None = None
        self.view: dict[Any, Any] | None = None

    @property
    def resume_point(self) -> int | None:
        """The ``resume`` value for the next ``hello`` (``None`` = ask for a fresh view)."""
        return self.seq if self.view is not None else None

    def reset(self) -> None:
        """Forget the view (the next hello will not try to resume)."""
        self.seq = None
        self.view = None

    def apply(self, msg: Welcome | Patch) -> bool:
        """Apply a welcome or patch; return whether the view changed.

        Raises :class:`ResyncNeeded` as described in the module docstring.
        """
        if isinstance(msg, Welcome):
            return self.apply_welcome(msg)
        return self.apply_patch(msg)

    def apply_welcome(self, msg: Welcome) -> bool:
        if msg.resumed:
            if self.view is None or self.seq != msg.seq:
                held = self.seq if self.view is not None else None
                self.reset()
                raise ResyncNeeded(
                    f"server resumed at seq {msg.seq} but the mirror holds {held}",
                    resumable=False,
                )
            self.match, self.seat = msg.match, msg.seat
            return False
        assert msg.view is not None  # guaranteed by Welcome.from_wire for non-resumed welcomes
        self.match, self.seat, self.seq, self.view = msg.match, msg.seat, msg.seq, msg.view
        return True

    def apply_patch(self, msg: Patch) -> bool:
        if self.view is None or self.seq is None:
            raise ResyncNeeded("patch received before any welcome", resumable=False)
        if msg.from_seq != self.seq:
            raise ResyncNeeded(
                f"gap: patch from seq {msg.from_seq} but the mirror is at seq {self.seq}",
                resumable=True,
            )
        try:
            view = apply_patch(self.view, msg.ops)
        except PatchError as e:
            self.reset()
            raise ResyncNeeded(
                f"patch {msg.from_seq}->{msg.seq} does not apply: {e}", resumable=False
            ) from None
        if not isinstance(view, dict):
            self.reset()
            raise ResyncNeeded("a patch turned the view into a non-map", resumable=False)
        self.seq, self.view = msg.seq, view
        return True
