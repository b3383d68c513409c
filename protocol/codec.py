"""Bytes <-> messages: msgpack framing with the safety limits a public server needs.

The codec is the trust boundary. Every frame from the network goes through :func:`decode_client`
(on the server) or :func:`decode_server` (in clients), which check the size before parsing, parse
with msgpack's safe options (UTF-8 strings, no ext types or timestamps, no trailing bytes, every
length bounded by the frame size) and then validate the message fields. Anything wrong surfaces as
one exception type, :class:`~protocol.errors.ProtocolError`, whose ``code`` the server can send
straight back in an ``error`` message.

Map keys: client frames may only use string keys (``strict_map_key``; integer keys would let a
hostile client build hash-colliding maps). Server frames are trusted to the extent that views may
contain integer map keys if the engine produces them.
"""

from __future__ import annotations

from typing import Final, TypeAlias

import msgpack

from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import ClientMessage, Message, ServerMessage, message_from_wire

__all__ = [
    "MAX_FRAME_BYTES",
    "MAX_SERVER_FRAME_BYTES",
    "Frame",
    "decode",
    "decode_client",
    "decode_server",
    "encode",
]

#: What a websocket library hands over: bytes for binary frames, str for (invalid) text frames.
Frame: TypeAlias = bytes | bytearray | memoryview | str

#: Largest frame a client may send (and the server's websocket ``max_size``). An ``act`` is
#: a few hundred bytes; 64 KiB leaves room for any action while bounding per-frame work.
MAX_FRAME_BYTES: Final = 64 * 1024
#: Largest frame a client accepts from the server: full views of a 4-player match are tens of
#: KiB; 4 MiB is a generous ceiling that still stops a runaway peer.
MAX_SERVER_FRAME_BYTES: Final = 4 * 1024 * 1024


def encode(msg: Message) -> bytes:
    """Serialize ``msg`` to one binary websocket frame.

    Raises ``ProtocolError(internal)`` if the message holds something msgpack cannot represent
    (a bug in the caller, e.g. a set inside a view), never a bare ``TypeError``.
    """
    try:
        data: bytes = msgpack.packb(msg.to_wire(), use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as e:
        raise ProtocolError(ErrorCode.INTERNAL, f"cannot encode {msg.TYPE!r}: {e}") from None
    return data


def _no_ext(code: int, data: bytes) -> object:
    raise ValueError(f"msgpack extension type {code} is not allowed")


def _unpack(data: object, max_size: int, *, strict_keys: bool) -> object:
    if isinstance(data, str):
        raise ProtocolError(
            ErrorCode.MALFORMED, "text frames are not part of the protocol; send binary msgpack"
        )
    if not isinstance(data, bytes | bytearray | memoryview):
        raise ProtocolError(ErrorCode.MALFORMED, f"expected bytes, got {type(data).__name__}")
    size = data.nbytes if isinstance(data, memoryview) else len(data)
    if size > max_size:
        raise ProtocolError(
            ErrorCode.TOO_LARGE, f"frame of {size} bytes exceeds the limit of {max_size} bytes"
        )
    if size == 0:
        raise ProtocolError(ErrorCode.MALFORMED, "empty frame")
    try:
        # Every max_*_len defaults to the input length, which we just bounded.
        return msgpack.unpackb(
            data,
            raw=False,
            use_list=True,
            strict_map_key=strict_keys,
            max_ext_len=0,  # rejects timestamps (ext -1) with a payload
            ext_hook=_no_ext,  # rejects every other ext type, empty ones included
        )
    except msgpack.ExtraData:
        raise ProtocolError(ErrorCode.MALFORMED, "trailing bytes after the message") from None
    except UnicodeDecodeError:
        raise ProtocolError(ErrorCode.MALFORMED, "string is not valid UTF-8") from None
    except (ValueError, TypeError) as e:  # FormatError, StackError, truncation, bad keys, ext
        raise ProtocolError(ErrorCode.MALFORMED, f"not valid msgpack: {e}"[:200]) from None


def decode(data: Frame, *, max_size: int = MAX_FRAME_BYTES) -> Message:
    """Decode a frame of either direction (tests, tools, proxies). String map keys only."""
    return message_from_wire(_unpack(data, max_size, strict_keys=True))


def decode_client(data: Frame, *, max_size: int = MAX_FRAME_BYTES) -> ClientMessage:
    """Decode a frame a client sent (server side): only ``hello``, ``act`` and ``ping``."""
    msg = message_from_wire(_unpack(data, max_size, strict_keys=True), sender="client")
    assert isinstance(msg, ClientMessage)  # guaranteed by sender="client"
    return msg


def decode_server(data: Frame, *, max_size: int = MAX_SERVER_FRAME_BYTES) -> ServerMessage:
    """Decode a frame the server sent (client side): only server-to-client types."""
    msg = message_from_wire(_unpack(data, max_size, strict_keys=False), sender="server")
    assert isinstance(msg, ServerMessage)  # guaranteed by sender="server"
    return msg
