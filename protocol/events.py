"""What the client library reports: view updates, counters and the "stopped for good" error.

Kept apart from :mod:`protocol.client` so that code consuming these values (bots, the load test,
dashboards) can type against them without pulling in the connection machinery.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from protocol.messages import Error, GameOver

__all__ = ["ClientClosed", "ClientEvent", "ClientStats", "ViewUpdate"]


@dataclass(frozen=True, slots=True)
class ViewUpdate:
    """The view changed: ``fresh`` is True for a full welcome, False for a patch."""

    seq: int
    view: dict[Any, Any]
    fresh: bool


ClientEvent = ViewUpdate | GameOver


@dataclass(slots=True)
class ClientStats:
    """Counters for load tests and monitoring. ``reconnects == resumes + fresh_welcomes``."""

    connects: int = 0  # websocket connections opened
    connect_failures: int = 0  # attempts that ended before a welcome
    reconnects: int = 0  # sessions established after the first one
    resumes: int = 0  # ... of which the server resumed from our seq
    fresh_welcomes: int = 0  # ... of which the server sent a full view instead
    welcomes: int = 0  # full welcomes, the first one included
    patches: int = 0
    resyncs: int = 0  # gaps / unappliable patches that forced a reconnect
    acks: int = 0
    rejects: int = 0
    retries: int = 0  # same-id re-sends after a transient reject
    resent: int = 0  # in-flight actions re-sent (same id) after a reconnect
    errors: int = 0  # ``error`` messages received


class ClientClosed(ConnectionError):
    """The client stopped for good (closed by the user, final close code, or gave up).

    ``code`` is the websocket close code that ended it (if any) and ``error`` the last ``error``
    message the server sent (if any), which usually explains the close.
    """

    def __init__(self, reason: str, *, code: int | None = None, error: Error | None = None):
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.error = error

    def copy(self) -> ClientClosed:
        """A new instance with the same details (one per raise, so tracebacks do not pile up)."""
        return ClientClosed(self.reason, code=self.code, error=self.error)
