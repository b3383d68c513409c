"""Per-connection abuse limits.

`TokenBucket` paces actions: a client over its rate gets an explicit `rate_limited` reject
(never a silent drop, so honest clients can back off and retry the same action id).
`StrikeWindow` counts malformed frames in a sliding window: one bad frame earns an `error`,
a burst of them means a broken or hostile client and the connection is closed.
"""

from __future__ import annotations

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
