"""Abuse limits: per connection, and per client address for match creation.

`TokenBucket` paces actions: a client over its rate gets an explicit `rate_limited` reject
(never a silent drop, so honest clients can back off and retry the same action id).
`StrikeWindow` counts malformed frames in a sliding window: one bad frame earns an `error`,
a burst of them means a broken or hostile client and the connection is closed.
`KeyedBuckets` gives every client address its own `TokenBucket` (match creation over HTTP),
in bounded memory.
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from collections.abc import Callable


class TokenBucket:
    """Classic token bucket: `rate` tokens per second, at most `burst` saved up."""

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("rate must be > 0 and burst >= 1")
        self._rate = rate
        self._burst = burst
        self._tokens = burst
        self._clock = clock
        self._last = clock()

    def try_take(self, cost: float = 1.0) -> bool:
        now = self._clock()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens >= cost:
            self._tokens -= cost
            return True
        return False

    def wait_time(self, cost: float = 1.0) -> float:
        """Seconds until `try_take(cost)` would succeed (0 if it would now)."""
        tokens = min(self._burst, self._tokens + (self._clock() - self._last) * self._rate)
        return max(0.0, (cost - tokens) / self._rate)

    def full(self) -> bool:
        """Whether the bucket has refilled completely (forgetting it would change nothing)."""
        return self._tokens + (self._clock() - self._last) * self._rate >= self._burst


class KeyedBuckets:
    """One `TokenBucket` per key (a client address). A bucket that has refilled is the same as
    a new one, so when `max_keys` are held the full ones are dropped; if that is not enough (a
    flood from very many addresses) the oldest go, which can only favour a client."""

    def __init__(
        self, rate: float, burst: float, *, max_keys: int = 100_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        TokenBucket(rate, burst)  # validates
        self._rate = rate
        self._burst = burst
        self._max_keys = max_keys
        self._clock = clock
        self._buckets: dict[str, TokenBucket] = {}

    def __len__(self) -> int:
        return len(self._buckets)

    def try_take(self, key: str) -> float:
        """Take one token for `key`: 0.0 when granted, else the seconds to wait before asking
        again (for a `Retry-After`)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self._max_keys:
                self._prune()
            bucket = self._buckets[key] = TokenBucket(self._rate, self._burst, self._clock)
        if bucket.try_take():
            return 0.0
        return max(bucket.wait_time(), 1e-3)

    def _prune(self) -> None:
        """Down to 90% of `max_keys` at most, so that pruning (which walks every bucket) runs
        once per tenth of `max_keys` new keys at worst."""
        for key in [k for k, b in self._buckets.items() if b.full()]:
            del self._buckets[key]
        excess = len(self._buckets) - self._max_keys * 9 // 10
        for key in list(itertools.islice(self._buckets, max(0, excess))):
            del self._buckets[key]


class StrikeWindow:
    """True from `strike()` once `limit` strikes fall within the last `window` seconds."""

    def __init__(
        self, limit: int, window: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._limit = limit
        self._window = window
        self._clock = clock
        self._strikes: deque[float] | None = None  # made on the first strike: most never strike

    def strike(self) -> bool:
        now = self._clock()
        if self._strikes is None:
            self._strikes = deque()
        strikes = self._strikes
        strikes.append(now)
        while strikes and strikes[0] <= now - self._window:
            strikes.popleft()
        return len(strikes) >= self._limit
