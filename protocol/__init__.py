"""Glimmer wire protocol, version 1: messages, codec, view diffs and the asyncio client.

Everything here except :mod:`protocol.client` is sans-I/O. ``GlimmerClient`` is re-exported
lazily, so ``import protocol`` (as the server does) does not load the websockets client code.
The full specification is docs/PROTOCOL.md.
"""

from typing import TYPE_CHECKING, Any

from protocol.codec import (
    MAX_FRAME_BYTES,
    MAX_SERVER_FRAME_BYTES,
    Frame,
    decode,
    decode_client,
    decode_server,
    encode,
)
from protocol.diff import DEFAULT_ID_KEY, Op, PatchError, apply_patch, diff
from protocol.errors import CloseCode, ErrorCode, ProtocolError, should_reconnect
from protocol.events import ClientClosed, ClientEvent, ClientStats, ViewUpdate
from protocol.messages import (
    CLIENT_MESSAGE_TYPES,
    PROTOCOL_VERSION,
    SERVER_MESSAGE_TYPES,
    Ack,
    Act,
    ActionId,
    ClientMessage,
    Error,
    GameOver,
    Hello,
    Message,
    Patch,
    Ping,
    Pong,
    Reject,
    ServerMessage,
    Welcome,
    message_from_wire,
)
from protocol.mirror import ResyncNeeded, ViewMirror

if TYPE_CHECKING:
    from protocol.client import GlimmerClient


def __getattr__(name: str) -> Any:
    if name == "GlimmerClient":
        from protocol.client import GlimmerClient

        return GlimmerClient
    raise AttributeError(f"module 'protocol' has no attribute {name!r}")


__all__ = [
    "CLIENT_MESSAGE_TYPES",
    "DEFAULT_ID_KEY",
    "MAX_FRAME_BYTES",
    "MAX_SERVER_FRAME_BYTES",
    "PROTOCOL_VERSION",
    "SERVER_MESSAGE_TYPES",
    "Ack",
    "Act",
    "ActionId",
    "ClientClosed",
    "ClientEvent",
    "ClientMessage",
    "ClientStats",
    "CloseCode",
    "Error",
    "ErrorCode",
    "Frame",
    "GameOver",
    "GlimmerClient",
    "Hello",
    "Message",
    "Op",
    "Patch",
    "PatchError",
    "Ping",
    "Pong",
    "ProtocolError",
    "Reject",
    "ResyncNeeded",
    "ServerMessage",
    "ViewMirror",
    "ViewUpdate",
    "Welcome",
    "apply_patch",
    "decode",
    "decode_client",
    "decode_server",
    "diff",
    "encode",
    "message_from_wire",
    "should_reconnect",
]
