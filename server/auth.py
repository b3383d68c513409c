"""Seat tokens: random secrets handed out once at match creation, stored only as hashes.

A seat token is the only credential a player has, so it must be unguessable
(`secrets.token_hex`: hex rather than url-safe base64, so a token never starts with "-" and can
be passed to command-line tools as a plain argument), never stored in clear (a dump of the store
must not let anyone sit down), and compared in constant time so response timing cannot be used
to guess it byte by byte.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 24


def new_token() -> str:
    return secrets.token_hex(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def seat_for_token(token: str, token_hashes: tuple[str, ...]) -> int | None:
    """The seat whose stored hash matches `token`, or None. Every seat is compared (no early
    exit) so the time taken does not reveal which seat, if any, was close."""
    candidate = hash_token(token).encode("ascii")
    found: int | None = None
    for seat, stored in enumerate(token_hashes):
        if hmac.compare_digest(candidate, stored.encode("ascii")):
            found = seat
    return found


def new_match_id() -> str:
    """Public match ids are random too, so knowing one match's id says nothing about others."""
    return secrets.token_hex(8)
