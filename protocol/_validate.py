"""Field validators used by ``Message.from_wire``.

Decoded msgpack is untyped; these helpers turn "some object" into a checked Python value or raise
:class:`~protocol.errors.ProtocolError` with code ``bad_field`` and a reason naming the field, so
every message class validates the same way and other-language clients get consistent errors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from protocol.errors import ErrorCode, ProtocolError

#: Largest integer every mainstream msgpack client (JavaScript included) represents exactly.
MAX_SAFE_INT = 2**53 - 1
#: Deepest nesting accepted inside client-supplied trees (an engine action is 2-3 levels deep).
MAX_DEPTH = 32
MAX_ID_LEN = 64
MAX_MATCH_ID_LEN = 128
MAX_TOKEN_LEN = 512
MAX_URL_LEN = 2048

_MISSING = object()


def bad(field: str, expected: str, value: object = _MISSING) -> ProtocolError:
    """Build the ``bad_field`` error for ``field``."""
    if value is _MISSING:
        return ProtocolError(ErrorCode.BAD_FIELD, f"field {field!r} is required ({expected})")
    return ProtocolError(
        ErrorCode.BAD_FIELD, f"field {field!r} must be {expected}, got {type(value).__name__}"
    )


def get_str(d: Mapping[Any, Any], key: str, *, max_len: int | None = None) -> str:
    v = d.get(key, _MISSING)
    if v is _MISSING or v is None:
        raise bad(key, "a string")
    if type(v) is not str:
        raise bad(key, "a string", v)
    if max_len is not None and not 1 <= len(v) <= max_len:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"field {key!r} must be 1..{max_len} characters")
    return v


def get_opt_str(d: Mapping[Any, Any], key: str, *, max_len: int | None = None) -> str | None:
    if d.get(key) is None:
        return None
    return get_str(d, key, max_len=max_len)


def get_int(d: Mapping[Any, Any], key: str, *, lo: int = 0, hi: int = MAX_SAFE_INT) -> int:
    v = d.get(key, _MISSING)
    if v is _MISSING or v is None:
        raise bad(key, "an integer")
    if type(v) is not int:  # bool is an int subclass; reject it explicitly
        raise bad(key, "an integer", v)
    if not lo <= v <= hi:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"field {key!r} must be in {lo}..{hi}, got {v}")
    return v


def get_opt_int(
    d: Mapping[Any, Any], key: str, *, lo: int = 0, hi: int = MAX_SAFE_INT
) -> int | None:
    if d.get(key) is None:
        return None
    return get_int(d, key, lo=lo, hi=hi)


def get_bool(d: Mapping[Any, Any], key: str, *, default: bool | None = None) -> bool:
    v = d.get(key, _MISSING)
    if v is _MISSING or v is None:
        if default is None:
            raise bad(key, "a boolean")
        return default
    if type(v) is not bool:
        raise bad(key, "a boolean", v)
    return v


def get_key(d: Mapping[Any, Any], key: str) -> str | int:
    """An action id or ping nonce: a 1..64 character string or an integer in 0..2**53-1."""
    v = d.get(key)
    if type(v) is str:
        if not 1 <= len(v) <= MAX_ID_LEN:
            raise ProtocolError(
                ErrorCode.BAD_FIELD, f"field {key!r} must be 1..{MAX_ID_LEN} characters"
            )
        return v
    if type(v) is int:
        if not 0 <= v <= MAX_SAFE_INT:
            raise ProtocolError(ErrorCode.BAD_FIELD, f"field {key!r} must be in 0..{MAX_SAFE_INT}")
        return v
    if v is None:
        raise bad(key, f"a string of 1..{MAX_ID_LEN} characters or an integer")
    raise bad(key, "a string or an integer", v)


def get_opt_key(d: Mapping[Any, Any], key: str) -> str | int | None:
    if d.get(key) is None:
        return None
    return get_key(d, key)


def get_map(d: Mapping[Any, Any], key: str) -> dict[Any, Any]:
    v = d.get(key, _MISSING)
    if v is _MISSING or v is None:
        raise bad(key, "a map")
    if type(v) is not dict:
        raise bad(key, "a map", v)
    return v


def get_list(d: Mapping[Any, Any], key: str) -> list[Any]:
    v = d.get(key, _MISSING)
    if v is _MISSING or v is None:
        raise bad(key, "an array")
    if type(v) is not list:
        raise bad(key, "an array", v)
    return v


def check_plain(field: str, value: object, depth: int = 0) -> None:
    """Check a client-supplied tree: str-keyed maps, arrays, str, int, finite float, bool, nil.

    Binary strings, NaN/infinity and absurd nesting are rejected because no engine action needs
    them and they are classic ways to make a server misbehave.
    """
    if depth > MAX_DEPTH:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"field {field!r} is nested too deeply")
    if value is None or isinstance(value, str | int):  # bool is an int
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ProtocolError(ErrorCode.BAD_FIELD, f"field {field!r} contains a non-finite float")
        return
    if isinstance(value, dict):
        for k, v in value.items():
            if type(k) is not str:
                raise ProtocolError(ErrorCode.BAD_FIELD, f"field {field!r} has a non-string key")
            check_plain(field, v, depth + 1)
        return
    if isinstance(value, list):
        for v in value:
            check_plain(field, v, depth + 1)
        return
    raise ProtocolError(
        ErrorCode.BAD_FIELD, f"field {field!r} contains an unsupported {type(value).__name__} value"
    )
