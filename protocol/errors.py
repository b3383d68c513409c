"""Typed error and close codes shared by the server, the client library and other-language clients.

Errors travel in three ways and each needs a stable, machine-readable code rather than prose:

* ``reject`` answers one ``act`` (the connection stays up) and carries an :class:`ErrorCode`;
* ``error`` reports a problem with the connection or a message and carries an :class:`ErrorCode`
  plus whether the server is about to close;
* the websocket close frame carries a :class:`CloseCode` in the application range 4000-4999
  that tells the client whether reconnecting can help. :func:`should_reconnect` is the single
  place that decision is made, so the Python client and the docs cannot drift apart.

:class:`ProtocolError` is what the sans-I/O layer raises; the server turns it into an
``error`` message with the same code.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

__all__ = ["CloseCode", "ErrorCode", "ProtocolError", "should_reconnect"]


class ErrorCode(StrEnum):
    """Machine-readable error codes used in ``reject`` and ``error`` messages."""

    # Frame / message level (the codec raises these).
    MALFORMED = "malformed"  # not msgpack, not a map, trailing bytes, text frame ...
    TOO_LARGE = "too_large"  # frame longer than the receiver's limit
    UNSUPPORTED_VERSION = "unsupported_version"  # "v" is not a version the receiver speaks
    UNKNOWN_TYPE = "unknown_type"  # "t" unknown, or sent in the wrong direction
    BAD_FIELD = "bad_field"  # a field is missing, ill-typed or out of range
    OUT_OF_ORDER = "out_of_order"  # a message not valid at this point (before/after hello)
    # Session level.
    UNAUTHORIZED = "unauthorized"  # bad or missing seat token
    HELLO_TIMEOUT = "hello_timeout"  # no valid hello in time
    NO_SUCH_MATCH = "no_such_match"  # the match id does not exist (any more)
    SPECTATOR = "spectator"  # spectators cannot act
    NOT_OWNER = "not_owner"  # this server node does not host the match; try another url
    REPLACED = "replaced"  # a newer connection took over this seat
    # Action level (the engine's IllegalAction codes plus InvalidAction).
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL = "illegal"
    INVALID_ACTION = "invalid_action"  # the action dict is malformed for the engine
    DECISION_PENDING = "decision_pending"
    GAME_OVER = "game_over"
    STALE = "stale"  # ``act.at`` names a view the match has moved past
    DUPLICATE = "duplicate"  # an action id was reused for a different action
    RATE_LIMITED = "rate_limited"  # too many messages; retry the same id later
    # Server side.
    INTERNAL = "internal"  # a bug on the server; the action was not applied
    UNAVAILABLE = "unavailable"  # transient (e.g. match moving, store down); retry same id later
    # The one reject that does not mean "not applied": the server could not tell whether the
    # action was saved. Resend the same id to learn which (never applied twice).
    OUTCOME_UNKNOWN = "outcome_unknown"


class ProtocolError(Exception):
    """A message could not be decoded or validated.

    ``code`` says what class of problem it is (so the server can reply with a typed ``error``);
    ``reason`` is a short human-readable explanation naming the offending field.
    """

    def __init__(self, code: ErrorCode, reason: str) -> None:
        super().__init__(code, reason)
        self.code = code
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.code.value}: {self.reason}"


class CloseCode(IntEnum):
    """Application websocket close codes (RFC 6455 private range 4000-4999).

    The comment after each member says whether a client should reconnect; that is encoded in
    :func:`should_reconnect`, which also classifies the standard 1xxx codes.
    """

    GAME_FINISHED = 4000  # normal end: game over, or the client said goodbye. No reconnect.
    UNAUTHORIZED = 4001  # bad seat token. No reconnect (it will fail again).
    PROTOCOL_VIOLATION = 4002  # the client kept sending undecodable/invalid frames. No.
    HELLO_TIMEOUT = 4003  # no valid hello in time (slow network?). Reconnect.
    NO_SUCH_MATCH = 4004  # the match does not exist. No reconnect.
    UNSUPPORTED_VERSION = 4005  # the server does not speak the client's "v". No.
    POLICY = 4008  # abuse / hard rate-limit violation. No reconnect.
    TOO_SLOW = 4009  # the client did not read fast enough (send queue overflow). Reconnect.
    REPLACED = 4010  # another connection took over this seat. No (avoid ping-pong).
    SHUTTING_DOWN = 4011  # the server node is going away (deploy). Reconnect.
    NOT_OWNER = 4012  # the match lives (now) on another node. Reconnect to the next url.
    ROOM_CLOSED = 4013  # the match was closed/abandoned/expired. No reconnect.


_RECONNECT: dict[int, bool] = {
    CloseCode.GAME_FINISHED: False,
    CloseCode.UNAUTHORIZED: False,
    CloseCode.PROTOCOL_VIOLATION: False,
    CloseCode.HELLO_TIMEOUT: True,
    CloseCode.NO_SUCH_MATCH: False,
    CloseCode.UNSUPPORTED_VERSION: False,
    CloseCode.POLICY: False,
    CloseCode.TOO_SLOW: True,
    CloseCode.REPLACED: False,
    CloseCode.SHUTTING_DOWN: True,
    CloseCode.NOT_OWNER: True,
    CloseCode.ROOM_CLOSED: False,
    # Standard RFC 6455 codes.
    1000: False,  # normal closure: the server meant it
    1001: True,  # going away (server restart, proxy)
    1002: False,  # protocol error: retrying will not fix it
    1003: False,  # unsupported data
    1005: True,  # no status code: treat like a dropped connection
    1006: True,  # abnormal closure (TCP dropped, no close frame)
    1007: False,  # invalid payload data
    1008: False,  # policy violation
    1009: False,  # message too big
    1010: False,  # mandatory extension
    1011: True,  # internal error on the server
    1012: True,  # service restart
    1013: True,  # try again later
    1014: True,  # bad gateway
    1015: False,  # TLS handshake failure
}


def should_reconnect(code: int | None) -> bool:
    """Whether a client whose connection closed with ``code`` should reconnect (with backoff).

    ``None`` means the connection failed without any close frame (refused, reset, timeout),
    which is worth retrying. Unknown codes are treated as final so that a newer server's
    "go away" codes cannot trigger reconnect storms from older clients.
    """
    if code is None:
        return True
    return _RECONNECT.get(code, False)
