"""Hostile `POST /matches` bodies against the real server: each gets a 4xx with a typed JSON
body, quickly, and stores nothing; none is a 500 or hangs the server."""

from __future__ import annotations

import asyncio
import json

import pytest
from raw_http import open_socket, read_answer, request
from server_harness import TEST_API_KEY, ServerProcess

from engine import OPTION_RANGES

pytestmark = pytest.mark.e2e

AUTH = {"Authorization": f"Bearer {TEST_API_KEY}"}
CARD = "Ariel - On Human Legs"


def post(server: ServerProcess, body: bytes) -> tuple[int, dict[str, str], object]:
    return request(server.port, "POST", "/matches", body, AUTH)


async def match_count(server: ServerProcess) -> int:
    status, listing = await asyncio.to_thread(server.request, "GET", "/matches?limit=500")
    assert status == 200
    return len(listing["matches"])


@pytest.mark.parametrize(
    ("body", "why"),
    [
        (b'{"decks": ', "not valid JSON"),
        (b'{"decks": ["amber-amethyst", "\xff\xfe"]}', "not valid UTF-8"),
        (b"[" * 30_000 + b"]" * 30_000, "nested too deeply"),
        (b'{"players": ' + b"9" * 5000 + b"}", "digits"),
        (b'{"seed": NaN}', "NaN"),
        (b'{"players": 2, "colour": "red"}', "unknown fields"),
        (b'"just a string"', "JSON object"),
    ],
)
async def test_malformed_bodies_are_typed_400s(
    server: ServerProcess, body: bytes, why: str
) -> None:
    status, _, answer = await asyncio.to_thread(post, server, body)
    assert status == 400, answer
    assert isinstance(answer, dict) and answer["error"] == "bad_request"
    assert why in answer["reason"]


@pytest.mark.parametrize(
    ("deck", "why"),
    [
        # used to be expanded (and block the server for seconds) before any check
        (f"30000000 {CARD}\n", "at most 200 cards"),
        (f"{10**15} {CARD}\n", "at most 200 cards"),  # used to be a 500 (MemoryError)
        (f"150 {CARD}\n150 {CARD}\n", "at most 200 cards"),  # the lines fit, their sum not
        ("\u00b2 " + CARD + "\n", "COUNT"),  # a digit to str.isdigit, not to int(): was a 500
    ],
)
async def test_deck_sizes_are_checked_before_expanding(
    server: ServerProcess, deck: str, why: str
) -> None:
    before = await match_count(server)
    body = {"decks": [deck, "emerald-ruby"], "options": {"max_copies": 200, "min_deck": 1}}
    status, _, answer = await asyncio.to_thread(post, server, json.dumps(body).encode())
    assert status == 400, answer
    assert isinstance(answer, dict) and answer["error"] == "bad_request"
    assert why in answer["reason"]
    assert await match_count(server) == before


async def test_a_list_deck_over_the_cap_is_refused(server: ServerProcess) -> None:
    body = {"decks": [[CARD] * 201, "emerald-ruby"], "options": {"max_copies": 200}}
    status, _, answer = await asyncio.to_thread(post, server, json.dumps(body).encode())
    assert status == 400 and isinstance(answer, dict) and "200 cards" in answer["reason"]


@pytest.mark.parametrize("name", sorted(OPTION_RANGES))
async def test_every_option_is_bounded(server: ServerProcess, name: str) -> None:
    low, high = OPTION_RANGES[name]
    for value in (low - 1, high + 1, 10**9, True, "7"):
        body = {"options": {name: value}}
        status, _, answer = await asyncio.to_thread(post, server, json.dumps(body).encode())
        assert status == 400, (name, value, answer)
        assert isinstance(answer, dict) and f"{low} to {high}" in answer["reason"]


async def test_the_largest_allowed_request_stores_a_bounded_match(server: ServerProcess) -> None:
    """The 221-byte request that used to store 37 MiB: the most it may now ask for is 200
    copies of a card, accepted, with every option at its bound."""
    ok = {"decks": [f"200 {CARD}\n", f"200 {CARD}\n"],
          "options": {"max_copies": 200, "min_deck": 200, "max_inks": 6, "hand_size": 30,
                      "win_lore": 100}}
    status, _, answer = await asyncio.to_thread(post, server, json.dumps(ok).encode())
    assert status == 201, answer
    huge = {"decks": [f"1000000 {CARD}\n", f"1000000 {CARD}\n"],
            "options": {"max_copies": 1000000, "min_deck": 1}}
    status, _, answer = await asyncio.to_thread(post, server, json.dumps(huge).encode())
    assert status == 400, answer


def _stream_oversized_body(port: int) -> tuple[int, dict[str, str], object]:
    """A chunked body that goes on past the limit and never ends: the answer must come while
    it is still being sent."""
    with open_socket(port) as sock:
        sock.sendall(
            b"POST /matches HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n"
            + f"Authorization: Bearer {TEST_API_KEY}\r\n\r\n".encode()
        )
        chunk = b"x" * 8192
        try:
            for _ in range(12):  # 96 KiB, over the 64 KiB limit; the terminating chunk never
                sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed while we were still sending
        return read_answer(sock)


async def test_the_body_limit_holds_while_the_body_streams(server: ServerProcess) -> None:
    status, _, answer = await asyncio.to_thread(_stream_oversized_body, server.port)
    assert status == 413 and isinstance(answer, dict) and answer["error"] == "too_large"


def _declared_too_large(port: int) -> tuple[int, dict[str, str], object]:
    with open_socket(port) as sock:
        sock.sendall(
            b"POST /matches HTTP/1.1\r\nHost: test\r\nContent-Length: 1000000000\r\n"
            + f"Authorization: Bearer {TEST_API_KEY}\r\n\r\n".encode() + b"{"
        )
        return read_answer(sock)


async def test_a_declared_oversized_body_is_refused_before_it_is_sent(
    server: ServerProcess,
) -> None:
    status, _, answer = await asyncio.to_thread(_declared_too_large, server.port)
    assert status == 413 and isinstance(answer, dict) and answer["error"] == "too_large"


async def test_the_server_still_serves_after_all_that(server: ServerProcess) -> None:
    created = await asyncio.to_thread(server.create_match)
    status, info = await asyncio.to_thread(server.request, "GET", f"/matches/{created['match']}")
    assert status == 200 and info["status"] == "waiting"
