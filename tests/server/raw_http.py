"""HTTP by hand over a raw socket, for tests whose requests no well-behaved client would send
(invalid UTF-8, bodies that never end, half-sent headers) and that read the answer's headers."""

from __future__ import annotations

import json
import socket
from typing import Any


def open_socket(port: int, timeout: float = 10.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=timeout)


def read_answer(sock: socket.socket) -> tuple[int, dict[str, str], Any]:
    """Read one response (the server closes or sends `content-length` bytes): status, headers
    (lower-case names), JSON body (or text)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed before a whole response: {data!r}")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    try:
        return status, headers, json.loads(body)
    except ValueError:
        return status, headers, body.decode("latin-1")


def request(
    port: int, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], Any]:
    """One request with exactly `body` as its bytes."""
    head = [f"{method} {path} HTTP/1.1", "Host: test", "Connection: close",
            f"Content-Length: {len(body)}", "Content-Type: application/json"]
    head += [f"{k}: {v}" for k, v in (headers or {}).items()]
    with open_socket(port) as sock:
        sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode() + body)
        return read_answer(sock)


def closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closes the connection (reads until EOF; False if it stays open for
    the socket's timeout)."""
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return True
