"""Error and close code tables: stable values and the reconnect policy."""

from __future__ import annotations

import pytest

from protocol import CloseCode, ErrorCode, ProtocolError, should_reconnect

REQUIRED_CODES = [
    "malformed", "too_large", "unsupported_version", "unknown_type", "bad_field", "unauthorized",
    "no_such_match", "not_your_turn", "illegal", "invalid_action", "decision_pending",
    "game_over", "stale", "rate_limited", "duplicate", "internal", "unavailable", "spectator",
]  # fmt: skip


@pytest.mark.parametrize("value", REQUIRED_CODES)
def test_required_error_codes_exist(value: str) -> None:
    assert ErrorCode(value).value == value


def test_error_codes_are_strings_on_the_wire() -> None:
    assert ErrorCode.ILLEGAL.value == "illegal"
    assert str(ErrorCode.ILLEGAL) == "illegal"
    assert f"{ErrorCode.STALE}" == "stale"
    assert isinstance(ErrorCode.STALE, str)


def test_close_codes_are_in_private_range() -> None:
    for code in CloseCode:
        assert 4000 <= code <= 4999


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (CloseCode.GAME_FINISHED, False),
        (CloseCode.UNAUTHORIZED, False),
        (CloseCode.PROTOCOL_VIOLATION, False),
        (CloseCode.HELLO_TIMEOUT, True),
        (CloseCode.NO_SUCH_MATCH, False),
        (CloseCode.UNSUPPORTED_VERSION, False),
        (CloseCode.POLICY, False),
        (CloseCode.TOO_SLOW, True),
        (CloseCode.REPLACED, False),
        (CloseCode.SHUTTING_DOWN, True),
        (CloseCode.NOT_OWNER, True),
        (CloseCode.ROOM_CLOSED, False),
        (None, True),
        (1000, False),
        (1001, True),
        (1006, True),
        (1008, False),
        (1009, False),
        (1011, True),
        (1012, True),
        (1013, True),
        (4999, False),  # unknown application code: final
        (3000, False),
    ],
)
def test_should_reconnect(code: int | None, expected: bool) -> None:
    assert should_reconnect(code) is expected


def test_protocol_error_carries_code_and_reason() -> None:
    e = ProtocolError(ErrorCode.BAD_FIELD, "field 'x' is required")
    assert e.code is ErrorCode.BAD_FIELD
    assert e.reason == "field 'x' is required"
    assert str(e) == "bad_field: field 'x' is required"
