"""Reading an HTTP request body as untrusted JSON: bounded while it streams in, typed errors.

The size limit is enforced chunk by chunk as the body arrives (a `Content-Length` over it is
refused before a byte is read), so an oversized body never sits in memory. Whatever the bytes
are (not UTF-8, not JSON, nested past the parser's recursion limit, integers with thousands of
digits, NaN), the caller gets an `HttpError` that becomes a 4xx with a JSON body, never a 500.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse

#: Digits a JSON integer may have (the largest meaningful one, a 63-bit seed, has 19).
MAX_INT_DIGITS = 20


class HttpError(Exception):
    """An answer other than success: status, a stable error code and a reason for humans."""

    def __init__(
        self, status: int, code: str, reason: str, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(reason)
        self.status = status
        self.code = code
        self.reason = reason
        self.headers = headers

    def response(self) -> JSONResponse:
        return error_response(self.status, self.code, self.reason, self.headers)


def error_response(
    status: int, code: str, reason: str, headers: dict[str, str] | None = None
) -> JSONResponse:
    return JSONResponse({"error": code, "reason": reason}, status_code=status, headers=headers)


def bad_request(reason: str) -> NoReturn:
    raise HttpError(400, "bad_request", reason)


async def read_body(request: Request, limit: int) -> bytes:
    """The whole body, or `HttpError` 413 as soon as it is known to exceed `limit` bytes."""
    too_large = HttpError(413, "too_large", f"body over {limit} bytes")
    declared = request.headers.get("content-length")
    if declared is not None:
        declared = declared.strip()
        if not (declared.isascii() and declared.isdigit()):
            bad_request("invalid Content-Length")
        if len(declared) > 12 or int(declared) > limit:
            raise too_large
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_large
            chunks.append(chunk)
    except ClientDisconnect:  # (the answer goes nowhere; this only ends the handler quietly)
        bad_request("the client went away before sending the whole body")
    return b"".join(chunks)


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        bad_request(f"integers may have at most {MAX_INT_DIGITS} digits")
    return int(text)


def _refuse_constant(name: str) -> Any:
    bad_request(f"{name} is not valid JSON")


def parse_json(raw: bytes) -> Any:
    """The JSON value in `raw` (UTF-8), or `HttpError` 400 saying what is wrong with it."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        bad_request("the body is not valid UTF-8")
    try:
        return json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant)
    except RecursionError:
        bad_request("the body is nested too deeply")
    except ValueError:
        bad_request("the body is not valid JSON")


async def read_json_object(request: Request, limit: int) -> dict[str, Any]:
    """The body as a JSON object (an empty body is `{}`)."""
    raw = await read_body(request, limit)
    body = parse_json(raw) if raw.strip() else {}
    if not isinstance(body, dict):
        bad_request("the body must be a JSON object")
    return body
