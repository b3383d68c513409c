"""The resume ring (bounded in count and bytes) and the seats' compact idempotency answers."""

from __future__ import annotations

from typing import Any

from protocol.codec import decode_server
from protocol.diff import apply_patch
from protocol.messages import Patch
from server.audience import Audience
from server.seats import DIGEST_SIZE, Answer, SeatState


def view(n: int, filler: int = 0) -> dict[str, Any]:
    return {"version": n, "note": f"{n}" + "x" * filler}


def replay(start: dict[str, Any], frames: list[bytes]) -> dict[str, Any]:
    doc = start
    for frame in frames:
        msg = decode_server(frame)
        assert isinstance(msg, Patch)
        doc = apply_patch(doc, msg.ops)
    return doc


def test_ring_resumes_exactly_the_missed_patches() -> None:
    audience = Audience("m", 0, 1000, ring_size=8)
    audience.publish(view(0))
    held = audience.seq
    for n in range(1, 6):
        audience.publish(view(n))
    missed = audience.patches_since(held)
    assert missed is not None and len(missed) == 5
    assert replay(view(0), missed) == view(5)
    assert audience.patches_since(audience.seq) == []
    assert audience.patches_since(audience.seq - 2) == missed[-2:]
    assert audience.patches_since(audience.seq + 1) is None  # a seq never issued
    for n in range(6, 20):
        audience.publish(view(n))
    assert audience.patches_since(held) is None  # fell out of the ring: a fresh welcome
    assert audience.patches_since(audience.seq - 8) is not None
    assert audience.patches_since(audience.seq - 9) is None


def test_ring_keeps_a_byte_budget_but_always_the_newest_patch() -> None:
    audience = Audience("m", None, 0, ring_size=1000, ring_bytes=2000)
    audience.publish(view(0))
    seqs = []
    for n in range(1, 30):
        seqs.append(audience.seq)
        audience.publish(view(n, filler=300))  # ~330-byte patches
    kept = [s for s in seqs if audience.patches_since(s) is not None]
    assert 4 <= len(kept) <= 6  # 2000 bytes' worth
    assert kept == seqs[-len(kept):]
    frames = audience.patches_since(kept[0])
    assert frames is not None and sum(map(len, frames)) <= 2000
    audience.publish(view(30, filler=5000))  # bigger than the whole budget: still kept alone
    assert audience.patches_since(audience.seq - 1) is not None
    assert audience.patches_since(audience.seq - 2) is None


def test_answers_are_kept_as_a_digest_and_compare_like_the_action() -> None:
    seat = SeatState(0, remember=2, now=0.0)
    action = {"type": "choose", "picks": [3, "yes"], "extra": {"k": [1, 2]}}
    seat.remember("a", Answer.of(action, b"ack-a"))
    seat.remember("b", Answer.of({"type": "end_turn"}, b"ack-b"))
    answer = seat.recall("a")
    assert answer is not None and answer.frame == b"ack-a"
    assert len(answer.blob) == DIGEST_SIZE + len(b"ack-a")
    assert answer.same_action(dict(action))
    # Equal (==) as Python values: key order and 1 / 1.0 / True do not matter.
    assert answer.same_action({"extra": {"k": [True, 2.0]}, "picks": [3, "yes"], "type": "choose"})
    assert not answer.same_action({"type": "choose", "picks": [3, "no"], "extra": {"k": [1, 2]}})
    assert not answer.same_action({"type": "choose", "picks": [3, "yes"], "extra": {"k": [1]}})
    assert not answer.same_action({"type": "choose", "picks": ["3", "yes"], "extra": {"k": [1, 2]}})
    assert not answer.same_action({"type": "choose", "picks": [3, "yes"]})
    seat.remember("c", Answer.of({"type": "concede"}, b"ack-c"))
    assert seat.recall("a") is None  # only the last two are remembered
    assert seat.recall("b") is not None and seat.recall("c") is not None


def test_the_digest_takes_every_number_the_codec_admits() -> None:
    """Integral floats equal to a wire integer digest as it; others (1e300: no msgpack
    integer equals it) stay floats instead of becoming unpackable 301-digit integers."""
    from server.seats import action_digest

    for value in (1e300, -1e300, 2.0**64, -(2.0**64), 1.5, float(2**53)):
        assert len(action_digest({"type": "quest", "x": value, "n": [value]})) == DIGEST_SIZE
    assert action_digest({"x": 2.0**63}) == action_digest({"x": 2**63})
    assert action_digest({"x": -(2.0**63)}) == action_digest({"x": -(2**63)})
    assert action_digest({"x": 1e300}) != action_digest({"x": 1e299})
