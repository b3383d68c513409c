"""The engine's two error kinds, kept apart because clients must react differently.

`InvalidAction` means the request itself is malformed (wrong shape, unknown type): a client bug.
`IllegalAction` means a well-formed action that the rules do not allow now: a normal game event
with a machine-readable `code` and a human-readable `reason`.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class for errors raised by the engine's public API."""


class InvalidAction(EngineError):
    """The action is malformed and can never be legal."""


class IllegalAction(EngineError):
    """The action is well formed but not allowed in the current state."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


class DeckError(EngineError):
    """A deck breaks the construction rules (rulebook 1.10.1.1)."""
