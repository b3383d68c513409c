"""Codec and message validation: round trips, and a typed error for every kind of bad input."""

from __future__ import annotations

import contextlib
import math
from typing import Any

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from protocol import (
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    Ack,
    Act,
    Error,
    ErrorCode,
    GameOver,
    Hello,
    Message,
    Patch,
    Ping,
    Pong,
    ProtocolError,
    Reject,
    Welcome,
    decode,
    decode_client,
    decode_server,
    encode,
    message_from_wire,
)

CLIENT_SAMPLES: list[Message] = [
    Hello("m-1", token="secret"),
    Hello("m-1", token="secret", resume=17),
    Hello("m-1", spectate=True),
    Hello("m-1", spectate=True, resume=0),
    Act("a-1", {"type": "end_turn"}),
    Act(7, {"type": "quest", "card": 17}, at=12),
    Act("x" * 64, {"type": "choose", "picks": [3, 4], "extra": {"f": 1.5, "n": None, "b": True}}),
    Ping(),
    Ping(5),
    Ping("n-1"),
]
SERVER_SAMPLES: list[Message] = [
    Welcome("m-1", 0, 3, {"version": 3, "players": [{"hand": [{"id": 1, "name": "A"}]}]}),
    Welcome("m-1", None, 0, {}),
    Welcome("m-1", 1, 9, None, resumed=True),
    Patch(3, 4, [["set", ["version"], 4], ["del", ["x"]], ["splice", ["l"], 0, 1, [1]]]),
    Patch(3, 9, []),
    Patch(3, 4, [["set", ["version"], 4]], ack="a-1"),
    Patch(3, 4, [["set", ["version"], 4]], ack=0),
    Ack("a-1", 4),
    Ack(2**53 - 1, 0),
    Reject("a-1", ErrorCode.NOT_YOUR_TURN, "it is seat 1's turn"),
    Reject(3, ErrorCode.RATE_LIMITED, "slow down"),
    Error(ErrorCode.MALFORMED, "not valid msgpack"),
    Error(ErrorCode.UNAUTHORIZED, "bad token", close=True),
    Pong(),
    Pong("n-1"),
    GameOver(1, "lore", 40),
    GameOver(None, "draw", 41),
]


@pytest.mark.parametrize("msg", CLIENT_SAMPLES + SERVER_SAMPLES, ids=repr)
def test_round_trip(msg: Message) -> None:
    data = encode(msg)
    assert isinstance(data, bytes)
    assert decode(data, max_size=1 << 20) == msg
    wire = msgpack.unpackb(data)
    assert wire["t"] == msg.TYPE
    assert wire["v"] == PROTOCOL_VERSION == 1
    assert type(msg).from_wire(msg.to_wire()) == msg


@pytest.mark.parametrize("msg", CLIENT_SAMPLES, ids=repr)
def test_client_messages_decode_only_on_server_side(msg: Message) -> None:
    assert decode_client(encode(msg)) == msg
    with pytest.raises(ProtocolError) as ei:
        decode_server(encode(msg))
    assert ei.value.code is ErrorCode.UNKNOWN_TYPE


@pytest.mark.parametrize("msg", SERVER_SAMPLES, ids=repr)
def test_server_messages_decode_only_on_client_side(msg: Message) -> None:
    assert decode_server(encode(msg)) == msg
    with pytest.raises(ProtocolError) as ei:
        decode_client(encode(msg))
    assert ei.value.code is ErrorCode.UNKNOWN_TYPE


def test_wire_keys_are_documented_names() -> None:
    assert Patch(1, 2, []).to_wire() == {"t": "patch", "v": 1, "from": 1, "seq": 2, "ops": []}
    assert Patch(1, 2, [], ack="a").to_wire()["ack"] == "a"
    assert Patch(1, 2, [], ack="a").as_ack() == Ack("a", 2)
    assert Patch(1, 2, []).as_ack() is None
    assert Hello("m", token="t").to_wire() == {
        "t": "hello", "v": 1, "match": "m", "token": "t", "spectate": False, "resume": None,
    }  # fmt: skip
    assert Reject(1, ErrorCode.ILLEGAL, "no").to_wire()["code"] == "illegal"


def test_optional_fields_may_be_absent() -> None:
    assert message_from_wire({"t": "hello", "v": 1, "match": "m", "token": "t"}) == Hello("m", "t")
    assert message_from_wire({"t": "ping", "v": 1}) == Ping()
    assert message_from_wire({"t": "error", "v": 1, "code": "internal", "reason": ""}) == Error(
        ErrorCode.INTERNAL, ""
    )


def test_unknown_keys_are_ignored() -> None:
    assert message_from_wire({"t": "ping", "v": 1, "nonce": 3, "future": [1]}) == Ping(3)


def test_server_views_may_have_integer_keys() -> None:
    data = encode(Welcome("m", 0, 1, {"losers": {1: "conceded"}}))
    msg = decode_server(data)
    assert isinstance(msg, Welcome)
    assert msg.view == {"losers": {1: "conceded"}}
    with pytest.raises(ProtocolError) as ei:
        decode(data)  # the generic/client-side decoder only allows string keys
    assert ei.value.code is ErrorCode.MALFORMED


# --------------------------------------------------------------------------- malformed frames


def _raw(obj: Any) -> bytes:
    data: bytes = msgpack.packb(obj, use_bin_type=True)
    return data


PING = _raw({"t": "ping", "v": 1})


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xc1",  # reserved, never valid msgpack
        PING[:-1],  # truncated
        PING + b"\x00",  # trailing bytes
        _raw([1, 2]),  # not a map
        _raw("ping"),
        _raw(None),
        _raw({1: "x", "t": "ping", "v": 1}),  # integer key from a client
        msgpack.packb(msgpack.ExtType(5, b"x")),
        _raw({"t": "ping", "v": 1, "nonce": msgpack.ExtType(1, b"")}),
        _raw({"t": "ping", "v": 1, "nonce": msgpack.Timestamp(1, 0)}),
        b"\x81\xa1t\xa2\xff\xfe",  # invalid UTF-8 string
        b"\x91" * 5000,  # absurd nesting
        b"\xdd\xff\xff\xff\xff",  # array header claiming 4G elements
    ],
)
def test_malformed_frames(data: bytes) -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_client(data)
    assert ei.value.code is ErrorCode.MALFORMED


def test_text_frame_is_malformed() -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_client('{"t": "ping", "v": 1}')
    assert ei.value.code is ErrorCode.MALFORMED
    assert "binary" in ei.value.reason


def test_bytearray_and_memoryview_are_accepted() -> None:
    assert decode_client(bytearray(PING)) == Ping()
    assert decode_client(memoryview(PING)) == Ping()


def test_oversized_frame() -> None:
    big = _raw({"t": "act", "v": 1, "id": 1, "action": {"type": "x", "pad": "a" * MAX_FRAME_BYTES}})
    with pytest.raises(ProtocolError) as ei:
        decode_client(big)
    assert ei.value.code is ErrorCode.TOO_LARGE
    assert decode_client(big, max_size=len(big)) == message_from_wire(msgpack.unpackb(big))
    with pytest.raises(ProtocolError) as ei:
        decode_client(PING, max_size=len(PING) - 1)
    assert ei.value.code is ErrorCode.TOO_LARGE


def test_frame_at_exact_limit_is_accepted() -> None:
    base = {"t": "act", "v": 1, "id": 1, "action": {"type": "x", "pad": ""}}
    overhead = len(_raw(base))
    pad = "a" * (MAX_FRAME_BYTES - overhead - 2)  # str8 -> str16 header grows by 2 bytes
    data = _raw({**base, "action": {"type": "x", "pad": pad}})
    assert len(data) == MAX_FRAME_BYTES
    assert isinstance(decode_client(data), Act)


@pytest.mark.parametrize(
    ("wire", "code"),
    [
        ({"t": "ping"}, ErrorCode.BAD_FIELD),
        ({"t": "ping", "v": "1"}, ErrorCode.BAD_FIELD),
        ({"t": "ping", "v": True}, ErrorCode.BAD_FIELD),
        ({"t": "ping", "v": 2}, ErrorCode.UNSUPPORTED_VERSION),
        ({"t": "ping", "v": 0}, ErrorCode.UNSUPPORTED_VERSION),
        ({"v": 1}, ErrorCode.BAD_FIELD),
        ({"t": 3, "v": 1}, ErrorCode.BAD_FIELD),
        ({"t": "teleport", "v": 1}, ErrorCode.UNKNOWN_TYPE),
        ({"t": "welcome", "v": 1, "match": "m", "seq": 0, "view": {}}, ErrorCode.UNKNOWN_TYPE),
    ],
)
def test_header_errors(wire: dict[str, Any], code: ErrorCode) -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_client(_raw(wire))
    assert ei.value.code is code


def test_version_is_checked_before_type() -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_client(_raw({"t": "some_v2_message", "v": 2}))
    assert ei.value.code is ErrorCode.UNSUPPORTED_VERSION


def _nested(depth: int) -> Any:
    tree: Any = 1
    for _ in range(depth):
        tree = [tree]
    return tree


H = {"t": "hello", "v": 1, "match": "m", "token": "tok"}
A = {"t": "act", "v": 1, "id": "a", "action": {"type": "end_turn"}}

BAD_CLIENT_FIELDS: list[dict[str, Any]] = [
    {**H, "match": None},
    {**H, "match": ""},
    {**H, "match": "m" * 129},
    {**H, "match": 5},
    {**H, "token": ""},
    {**H, "token": b"tok"},
    {**H, "spectate": True},  # both token and spectate
    {**H, "spectate": 1},
    {**H, "resume": -1},
    {**H, "resume": "3"},
    {**H, "resume": 1.0},
    {**H, "resume": 2**53},
    {**A, "id": None},
    {**A, "id": ""},
    {**A, "id": "x" * 65},
    {**A, "id": -1},
    {**A, "id": 1.5},
    {**A, "id": True},
    {**A, "id": [1]},
    {**A, "action": None},
    {**A, "action": [1]},
    {**A, "action": "end_turn"},
    {**A, "action": {"type": math.nan}},
    {**A, "action": {"type": "x", "v": math.inf}},
    {**A, "action": {"type": "x", "v": [-math.inf]}},
    {**A, "action": {"type": b"bytes"}},
    {**A, "action": {"type": "x", "deep": _nested(40)}},
    {**A, "at": -3},
    {**A, "at": "now"},
    {"t": "ping", "v": 1, "nonce": 1.5},
    {"t": "ping", "v": 1, "nonce": ""},
    {"t": "ping", "v": 1, "nonce": {"a": 1}},
]  # fmt: skip


@pytest.mark.parametrize("wire", BAD_CLIENT_FIELDS, ids=repr)
def test_bad_client_fields(wire: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_client(_raw(wire))
    assert ei.value.code is ErrorCode.BAD_FIELD, ei.value.reason


def test_a_seat_hello_without_a_token_is_unauthorized() -> None:
    """A missing credential, not a malformed hello (docs/PROTOCOL.md: unauthorized, 4001)."""
    with pytest.raises(ProtocolError) as ei:
        decode_client(_raw({**H, "token": None}))
    assert ei.value.code is ErrorCode.UNAUTHORIZED


def test_non_string_key_inside_action_via_from_wire() -> None:
    with pytest.raises(ProtocolError) as ei:
        Act.from_wire({**A, "action": {"type": "x", "m": {1: 2}}})
    assert ei.value.code is ErrorCode.BAD_FIELD


W = {"t": "welcome", "v": 1, "match": "m", "seat": 0, "seq": 0, "view": {}}
BAD_SERVER_FIELDS: list[dict[str, Any]] = [
    {**W, "seq": None},
    {**W, "seq": -1},
    {**W, "seat": -1},
    {**W, "seat": "0"},
    {**W, "view": None},  # a non-resumed welcome needs a view
    {**W, "view": [1]},
    {**W, "resumed": True},  # a resumed welcome must not carry a view
    {"t": "patch", "v": 1, "from": 3, "seq": 3, "ops": []},
    {"t": "patch", "v": 1, "from": 4, "seq": 3, "ops": []},
    {"t": "patch", "v": 1, "from": 3, "seq": 4},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": {}},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": [[]]},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": [[1, []]]},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": ["set"]},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": [], "ack": ""},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": [], "ack": -1},
    {"t": "patch", "v": 1, "from": 3, "seq": 4, "ops": [], "ack": [1]},
    {"t": "ack", "v": 1, "id": "a"},
    {"t": "ack", "v": 1, "seq": 1},
    {"t": "reject", "v": 1, "id": "a", "code": "no_such_code", "reason": ""},
    {"t": "reject", "v": 1, "id": "a", "code": "illegal"},
    {"t": "error", "v": 1, "code": 3, "reason": "x"},
    {"t": "error", "v": 1, "code": "internal", "reason": "x", "close": "yes"},
    {"t": "game_over", "v": 1, "winner": "0", "reason": "lore", "seq": 1},
    {"t": "game_over", "v": 1, "winner": 0, "seq": 1},
]


@pytest.mark.parametrize("wire", BAD_SERVER_FIELDS, ids=repr)
def test_bad_server_fields(wire: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError) as ei:
        decode_server(_raw(wire))
    assert ei.value.code is ErrorCode.BAD_FIELD, ei.value.reason


def test_from_wire_checks_its_own_type() -> None:
    with pytest.raises(ProtocolError) as ei:
        Hello.from_wire({"t": "ping", "v": 1})
    assert ei.value.code is ErrorCode.UNKNOWN_TYPE


def test_encode_unencodable_is_internal_error() -> None:
    with pytest.raises(ProtocolError) as ei:
        encode(Welcome("m", 0, 0, {"cards": {1, 2}}))  # a set is not msgpack
    assert ei.value.code is ErrorCode.INTERNAL


def test_error_from_exception() -> None:
    exc = ProtocolError(ErrorCode.TOO_LARGE, "frame too big")
    assert Error.from_exception(exc, close=True) == Error(
        ErrorCode.TOO_LARGE, "frame too big", True
    )


# --------------------------------------------------------------------------- property tests

_plain_atoms = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**64 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10)
)
_plain_trees = st.recursive(
    _plain_atoms,
    lambda kids: (
        st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=5), kids, max_size=4)
    ),
    max_leaves=20,
)
_ids = st.text(min_size=1, max_size=64) | st.integers(min_value=0, max_value=2**53 - 1)


@given(
    aid=_ids,
    action=st.dictionaries(st.text(max_size=8), _plain_trees, max_size=5),
    at=st.none() | st.integers(0, 2**53 - 1),
)
def test_act_round_trip_property(aid: str | int, action: dict[str, Any], at: int | None) -> None:
    msg = Act(aid, action, at)
    assert decode_client(encode(msg)) == msg


@given(view=st.dictionaries(st.text(max_size=5), _plain_trees, max_size=5), seq=st.integers(0, 99))
def test_welcome_round_trip_property(view: dict[str, Any], seq: int) -> None:
    msg = Welcome("m", None, seq, view)
    assert decode_server(encode(msg)) == msg


@given(st.binary(max_size=64))
def test_random_bytes_never_crash(data: bytes) -> None:
    for fn in (decode_client, decode_server):
        with contextlib.suppress(ProtocolError):
            fn(data)
