"""Token bucket pacing, malformed-frame strike windows, and seat token handling."""

from __future__ import annotations

from server.auth import hash_token, new_match_id, new_token, seat_for_token
from server.ratelimit import StrikeWindow, TokenBucket


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_token_bucket_bursts_then_paces() -> None:
    clock = FakeClock()
    bucket = TokenBucket(rate=2.0, burst=3, clock=clock)
    assert [bucket.try_take() for _ in range(4)] == [True, True, True, False]
    clock.now += 0.5  # one token back
    assert bucket.try_take()
    assert not bucket.try_take()
    clock.now += 100  # refills only up to the burst
    assert [bucket.try_take() for _ in range(4)] == [True, True, True, False]


def test_strike_window_forgets_old_strikes() -> None:
    clock = FakeClock()
    window = StrikeWindow(limit=3, window=10.0, clock=clock)
    assert not window.strike()
    assert not window.strike()
    clock.now += 11
    assert not window.strike()
    assert not window.strike()
    assert window.strike()


def test_tokens_are_random_hashed_and_checked() -> None:
    tokens = [new_token() for _ in range(3)]
    assert len(set(tokens)) == 3
    assert all(len(t) >= 32 for t in tokens)
    hashes = tuple(hash_token(t) for t in tokens)
    assert all(t not in h for t, h in zip(tokens, hashes, strict=True))
    assert [seat_for_token(t, hashes) for t in tokens] == [0, 1, 2]
    assert seat_for_token("nope", hashes) is None
    assert seat_for_token(tokens[0][:-1], hashes) is None
    assert new_match_id() != new_match_id()


def test_tokens_and_match_ids_are_safe_command_line_arguments() -> None:
    """A leading '-' would make `--token T` parse as an option in the bots' CLI."""
    for _ in range(500):
        for value in (new_token(), new_match_id()):
            assert value and not value.startswith("-")
            assert value.isalnum()
