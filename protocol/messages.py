"""The wire messages of protocol version 1, one frozen dataclass each.

Why dataclasses: the server, the Python client and the tests share one definition of every
field name, type and validation rule, and ``to_wire``/``from_wire`` are the only places that know
the on-the-wire key names (kept short but readable, see docs/PROTOCOL.md).

Every wire message is a msgpack map with ``"t"`` (type name) and ``"v"`` (protocol version).
``to_wire`` always writes every field (``nil`` for absent optionals) so that other-language
clients can rely on keys being present; ``from_wire`` accepts a missing optional key as ``nil``
and ignores unknown keys, so fields can be added within version 1 without breaking anyone.
``from_wire`` validates everything it reads and raises ``ProtocolError`` (``bad_field``,
``unknown_type`` or ``unsupported_version``); ``to_wire`` trusts the Python caller.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from protocol._validate import (
    MAX_MATCH_ID_LEN,
    MAX_TOKEN_LEN,
    MAX_URL_LEN,
    bad,
    check_plain,
    get_bool,
    get_int,
    get_key,
    get_list,
    get_map,
    get_opt_int,
    get_opt_key,
    get_opt_str,
    get_str,
)
from protocol.errors import ErrorCode, ProtocolError

__all__ = [
    "CLIENT_MESSAGE_TYPES",
    "PROTOCOL_VERSION",
    "SERVER_MESSAGE_TYPES",
    "Ack",
    "Act",
    "ActionId",
    "ClientMessage",
    "Error",
    "GameOver",
    "Hello",
    "Message",
    "Patch",
    "Ping",
    "Pong",
    "Reject",
    "ServerMessage",
    "Welcome",
    "message_from_wire",
]

PROTOCOL_VERSION: Final = 1

#: Client-chosen action id: a 1..64 character string or an integer in 0..2**53-1.
ActionId = str | int

_MAX_SEAT = 255


def _check_header(d: Mapping[Any, Any], expected: str) -> None:
    check_version(d)
    t = d.get("t")
    if t != expected:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"expected a {expected!r} message, got {t!r}")


def check_version(d: Mapping[Any, Any]) -> None:
    """Raise unless ``d["v"]`` is :data:`PROTOCOL_VERSION`."""
    v = d.get("v")
    if type(v) is not int:
        raise bad("v", "an integer protocol version", v) if v is not None else bad("v", "1")
    if v != PROTOCOL_VERSION:
        raise ProtocolError(
            ErrorCode.UNSUPPORTED_VERSION,
            f"protocol version {v} is not supported (this peer speaks {PROTOCOL_VERSION})",
        )


def _get_code(d: Mapping[Any, Any]) -> ErrorCode:
    c = get_str(d, "code")
    try:
        return ErrorCode(c)
    except ValueError:
        raise ProtocolError(
            ErrorCode.BAD_FIELD, f"field 'code': unknown error code {c!r}"
        ) from None


# --------------------------------------------------------------------------- client -> server


@dataclass(frozen=True, slots=True)
class Hello:
    """First message on every connection: which match, as which seat (or as a spectator).

    ``resume`` is the last ``seq`` the client holds a view for; the server then either confirms
    the resume (``welcome`` with ``resumed: true``, followed by patches from that seq) or sends a
    fresh full ``welcome``.
    """

    TYPE: ClassVar[str] = "hello"
    match: str
    token: str | None = None
    spectate: bool = False
    resume: int | None = None

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "hello",
            "v": PROTOCOL_VERSION,
            "match": self.match,
            "token": self.token,
            "spectate": self.spectate,
            "resume": self.resume,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Hello:
        _check_header(d, cls.TYPE)
        match = get_str(d, "match", max_len=MAX_MATCH_ID_LEN)
        token = get_opt_str(d, "token", max_len=MAX_TOKEN_LEN)
        spectate = get_bool(d, "spectate", default=False)
        if spectate and token is not None:
            raise ProtocolError(ErrorCode.BAD_FIELD, "a spectator hello must not carry a 'token'")
        if not spectate and token is None:  # who is asking is unknown: not a malformed hello
            raise ProtocolError(
                ErrorCode.UNAUTHORIZED, "a seat token is required (or 'spectate': true)"
            )
        return cls(match, token, spectate, get_opt_int(d, "resume"))


@dataclass(frozen=True, slots=True)
class Act:
    """Submit one engine wire action under a client-chosen, idempotent id.

    ``at`` (optional) is the ``seq`` of the view the action was chosen from; if the match has
    moved past it the server rejects with ``stale`` instead of applying a now-surprising action.
    """

    TYPE: ClassVar[str] = "act"
    id: ActionId
    action: dict[str, Any]
    at: int | None = None

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "act",
            "v": PROTOCOL_VERSION,
            "id": self.id,
            "action": self.action,
            "at": self.at,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Act:
        _check_header(d, cls.TYPE)
        aid = get_key(d, "id")
        action = get_map(d, "action")
        check_plain("action", action)
        return cls(aid, action, get_opt_int(d, "at"))


@dataclass(frozen=True, slots=True)
class Ping:
    """Application-level latency probe; the server answers ``pong`` with the same nonce."""

    TYPE: ClassVar[str] = "ping"
    nonce: str | int | None = None

    def to_wire(self) -> dict[str, Any]:
        return {"t": "ping", "v": PROTOCOL_VERSION, "nonce": self.nonce}

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Ping:
        _check_header(d, cls.TYPE)
        return cls(get_opt_key(d, "nonce"))


# --------------------------------------------------------------------------- server -> client


@dataclass(frozen=True, slots=True)
class Welcome:
    """Answer to ``hello``: the session is established.

    Normally carries the viewer's full ``view`` at ``seq``. When the server accepted the hello's
    resume point it sends ``resumed=True``, ``view=None`` and ``seq`` equal to that resume point;
    patches bringing the client up to date follow.
    """

    TYPE: ClassVar[str] = "welcome"
    match: str
    seat: int | None
    seq: int
    view: dict[Any, Any] | None
    resumed: bool = False

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "welcome",
            "v": PROTOCOL_VERSION,
            "match": self.match,
            "seat": self.seat,
            "seq": self.seq,
            "view": self.view,
            "resumed": self.resumed,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Welcome:
        _check_header(d, cls.TYPE)
        match = get_str(d, "match", max_len=MAX_MATCH_ID_LEN)
        seat = get_opt_int(d, "seat", hi=_MAX_SEAT)
        seq = get_int(d, "seq")
        resumed = get_bool(d, "resumed", default=False)
        if resumed:
            if d.get("view") is not None:
                raise ProtocolError(ErrorCode.BAD_FIELD, "a resumed welcome carries no 'view'")
            return cls(match, seat, seq, None, True)
        return cls(match, seat, seq, get_map(d, "view"), False)


@dataclass(frozen=True, slots=True)
class Patch:
    """Diff ops (see ``protocol.diff``) turning the viewer's view at ``from_seq`` into ``seq``.

    ``ack``, when present, is the id of this seat's action that the patch shows: the patch is
    also that action's acknowledgement (exactly what an ``ack`` with this id and ``seq`` would
    say), which saves a frame on every applied action.
    """

    TYPE: ClassVar[str] = "patch"
    from_seq: int
    seq: int
    ops: list[list[Any]] = field(default_factory=list)
    ack: ActionId | None = None

    def to_wire(self) -> dict[str, Any]:
        out = {
            "t": "patch",
            "v": PROTOCOL_VERSION,
            "from": self.from_seq,
            "seq": self.seq,
            "ops": self.ops,
        }
        if self.ack is not None:
            out["ack"] = self.ack
        return out

    def as_ack(self) -> Ack | None:
        """The acknowledgement this patch carries, if any."""
        return None if self.ack is None else Ack(self.ack, self.seq)

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Patch:
        _check_header(d, cls.TYPE)
        from_seq = get_int(d, "from")
        seq = get_int(d, "seq")
        if seq <= from_seq:
            raise ProtocolError(ErrorCode.BAD_FIELD, "field 'seq' must be greater than 'from'")
        ops = get_list(d, "ops")
        for op in ops:
            if type(op) is not list or not op or type(op[0]) is not str:
                raise ProtocolError(ErrorCode.BAD_FIELD, "field 'ops' must hold [name, ...] arrays")
        ack = get_key(d, "ack") if d.get("ack") is not None else None
        return cls(from_seq, seq, ops, ack)


@dataclass(frozen=True, slots=True)
class Ack:
    """The action ``id`` was applied; its effects are in the view at ``seq``.

    The server sends the patch reaching ``seq`` before the ack, so a client that has read the ack
    already holds the post-action view. Re-sending an applied id yields the same ack again.
    """

    TYPE: ClassVar[str] = "ack"
    id: ActionId
    seq: int

    def to_wire(self) -> dict[str, Any]:
        return {"t": "ack", "v": PROTOCOL_VERSION, "id": self.id, "seq": self.seq}

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Ack:
        _check_header(d, cls.TYPE)
        aid = get_key(d, "id")
        return cls(aid, get_int(d, "seq"))


@dataclass(frozen=True, slots=True)
class Reject:
    """The action ``id`` was not applied (state untouched); ``code`` says why."""

    TYPE: ClassVar[str] = "reject"
    id: ActionId
    code: ErrorCode
    reason: str

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "reject",
            "v": PROTOCOL_VERSION,
            "id": self.id,
            "code": self.code.value,
            "reason": self.reason,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Reject:
        _check_header(d, cls.TYPE)
        aid = get_key(d, "id")
        return cls(aid, _get_code(d), get_str(d, "reason"))


@dataclass(frozen=True, slots=True)
class Error:
    """A problem with the connection or with a message that is not an ``act`` outcome.

    ``close`` tells the client that the server closes the connection right after this message.
    ``url``, with ``not_owner``, is the websocket url of the node that owns the match, when
    known: the client connects there next instead of trying its urls in turn.
    """

    TYPE: ClassVar[str] = "error"
    code: ErrorCode
    reason: str
    close: bool = False
    url: str | None = None

    @classmethod
    def from_exception(cls, exc: ProtocolError, *, close: bool = False) -> Error:
        """The ``error`` a server sends for a frame that failed to decode."""
        return cls(exc.code, exc.reason, close)

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "error",
            "v": PROTOCOL_VERSION,
            "code": self.code.value,
            "reason": self.reason,
            "close": self.close,
            "url": self.url,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Error:
        _check_header(d, cls.TYPE)
        return cls(_get_code(d), get_str(d, "reason"), get_bool(d, "close", default=False),
                   get_opt_str(d, "url", max_len=MAX_URL_LEN))


@dataclass(frozen=True, slots=True)
class Pong:
    """Answer to ``ping``, echoing its nonce.

    ``seq`` is the viewer's current ``seq`` when the pong was sent (every patch up to it was
    sent before the pong): a client holding an older seq after the pong has lost a patch, such
    as the last one of a match, and resumes to get it. ``None`` before the session's welcome.
    """

    TYPE: ClassVar[str] = "pong"
    nonce: str | int | None = None
    seq: int | None = None

    def to_wire(self) -> dict[str, Any]:
        return {"t": "pong", "v": PROTOCOL_VERSION, "nonce": self.nonce, "seq": self.seq}

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> Pong:
        _check_header(d, cls.TYPE)
        return cls(get_opt_key(d, "nonce"), get_opt_int(d, "seq"))


@dataclass(frozen=True, slots=True)
class GameOver:
    """The match ended at ``seq``; ``winner`` is a seat or ``None`` (draw / no winner)."""

    TYPE: ClassVar[str] = "game_over"
    winner: int | None
    reason: str
    seq: int

    def to_wire(self) -> dict[str, Any]:
        return {
            "t": "game_over",
            "v": PROTOCOL_VERSION,
            "winner": self.winner,
            "reason": self.reason,
            "seq": self.seq,
        }

    @classmethod
    def from_wire(cls, d: Mapping[Any, Any]) -> GameOver:
        _check_header(d, cls.TYPE)
        return cls(get_opt_int(d, "winner", hi=_MAX_SEAT), get_str(d, "reason"), get_int(d, "seq"))


ClientMessage = Hello | Act | Ping
ServerMessage = Welcome | Patch | Ack | Reject | Error | Pong | GameOver
Message = ClientMessage | ServerMessage

CLIENT_MESSAGE_TYPES: Final[Mapping[str, type[ClientMessage]]] = {
    c.TYPE: c for c in (Hello, Act, Ping)
}
SERVER_MESSAGE_TYPES: Final[Mapping[str, type[ServerMessage]]] = {
    c.TYPE: c for c in (Welcome, Patch, Ack, Reject, Error, Pong, GameOver)
}
_ALL_TYPES: Final[Mapping[str, type[Message]]] = {**CLIENT_MESSAGE_TYPES, **SERVER_MESSAGE_TYPES}


def message_from_wire(d: object, *, sender: str | None = None) -> Message:
    """Validate a decoded msgpack object and build its message.

    ``sender`` is ``"client"`` or ``"server"`` to accept only that direction's types (a server
    must not accept a ``welcome`` from a client), or ``None`` for both.
    """
    if type(d) is not dict:
        raise ProtocolError(ErrorCode.MALFORMED, f"a message must be a map, got {type(d).__name__}")
    check_version(d)
    t = d.get("t")
    if type(t) is not str:
        raise bad("t", "a message type string", t) if t is not None else bad("t", "a string")
    if sender == "client":
        types: Mapping[str, type[Message]] = CLIENT_MESSAGE_TYPES
    elif sender == "server":
        types = SERVER_MESSAGE_TYPES
    else:
        types = _ALL_TYPES
    cls = types.get(t)
    if cls is None:
        if t in _ALL_TYPES:
            raise ProtocolError(
                ErrorCode.UNKNOWN_TYPE, f"{t!r} is not a message a {sender} may send"
            )
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {t[:40]!r}")
    return cls.from_wire(d)
