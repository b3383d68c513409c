"""A tiny seeded PRNG whose whole state is one integer kept inside the game state.

Python's `random` would work, but its state is a 625-tuple and its algorithms may change between
versions; splitmix64 is stable, fast enough and trivially snapshotted, so snapshot + action log
replays a match bit for bit on any interpreter.
"""

from __future__ import annotations

import hashlib
import struct
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in [0, n) (rejection sampling, so no modulo bias)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffle(state: int, items: list[T]) -> int:
    """Fisher-Yates shuffle in place; returns the new RNG state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


# --- card instance ids --------------------------------------------------------------------------
#: Card ids are drawn from [1, ID_LIMIT): positive 32-bit integers, as every wire action field is,
#: and below 2**30, so that CPython holds each in one digit and hashes and compares it as fast as
#: a small counter (the engine looks ids up all the time).
ID_LIMIT = 1 << 30
#: Candidate ids per block of the id stream (one hash).
ID_BLOCK = 16
_ID_PERSON = b"glimmer-card-ids"
_UNPACK_BLOCK = struct.Struct(f"<{ID_BLOCK}I").unpack


def id_key(seed: int) -> int:
    """The secret key of a game's id stream, derived from its seed by a one-way hash.

    Ids must tell a viewer nothing about hidden cards, so they cannot count anything (a counter
    shows how many cards changed zones unseen, e.g. how many were put back at the alter-hand
    step). They come from a keyed hash of a draw counter instead, whose key is independent of
    the game RNG: seeing ids reveals neither the RNG state nor how many ids were drawn. 63 bits,
    so snapshots stay msgpack and JSON integers.
    """
    digest = hashlib.blake2b(str(seed).encode(), digest_size=8, person=_ID_PERSON).digest()
    return int.from_bytes(digest, "little") >> 1


def id_block(key: int, number: int) -> tuple[int, ...]:
    """Block `number` of the id stream of `key`: ID_BLOCK candidates in [0, ID_LIMIT), uniform
    and unpredictable without the key (blake2b as a keyed PRF; one hash per block keeps an id
    far cheaper than one hash per id). Candidates may repeat: the caller skips those already
    issued and 0."""
    digest = hashlib.blake2b(number.to_bytes(8, "little"), key=key.to_bytes(8, "little"),
                             digest_size=4 * ID_BLOCK, person=_ID_PERSON).digest()
    return tuple([v & (ID_LIMIT - 1) for v in _UNPACK_BLOCK(digest)])
