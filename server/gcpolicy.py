"""When the cyclic garbage collector runs: rarely, fully, and on the server's schedule.

Why not CPython's automatic collector: it starts a young collection every N net allocations and
that collection walks every container object allocated since the previous one that is still
alive. Under load the live ones are mostly the rooms' current views and engine state (a few
hundred containers per busy room, kept until that room's next action), so with a few hundred
busy rooms each young collection walked 40,000-50,000 objects (20-30 ms with the event loop
stopped) several times a second, and the middle generation's collections took 100-150 ms
(measured; docs/BENCHMARKS.md, "Garbage collection"). None of that found garbage worth the
pause: rooms, games and views are freed by reference counting the moment they are dropped
(a whole bot game and its room leave no reference cycles), and so are connections since
`server.http_protocol` breaks the one cycle uvicorn left at each websocket upgrade
(`tests/server/test_e2e_garbage.py` checks that serving leaves nothing for the collector).

So the server turns automatic collection off (after `gc.freeze()` has set aside what start-up
built) and runs one full collection every `interval` seconds (ten minutes by default), or
sooner once `max_pending` container objects have accumulated since the last one (a safety net
should something start leaking cycles). A full collection costs in proportion to the live heap
(about 1 us per live container here: 200-300 ms for the load test's 200 busy rooms and 800
connections), so the event loop stops for that long, once per interval, instead of for 20-150
ms several times a second. Each collection's pause and yield go to the metrics.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable

log = logging.getLogger("glimmer.gc")

#: How often the scheduler looks at the allocation count.
CHECK_EVERY = 1.0
#: Container objects accumulated since the last collection that trigger one early.
MAX_PENDING = 1_000_000


class GcScheduler:
    """Owns the collector while started: automatic collection off, full ones on schedule."""

    def __init__(
        self,
        interval: float,
        *,
        max_pending: int = MAX_PENDING,
        observe: Callable[[float, int], None] | None = None,
    ) -> None:
        self.interval = interval
        self.max_pending = max_pending
        self._observe = observe
        self._task: asyncio.Task[None] | None = None
        self._was_enabled = True
        self.collections = 0

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._task = asyncio.create_task(self._run(), name="gc scheduler")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.wait({self._task})
            self._task = None
        if self._was_enabled:
            gc.enable()

    def due(self, since_last: float) -> bool:
        return since_last >= self.interval or gc.get_count()[0] >= self.max_pending

    def collect(self) -> int:
        started = time.perf_counter()
        found = gc.collect()
        pause = time.perf_counter() - started
        self.collections += 1
        if self._observe is not None:
            self._observe(pause, found)
        log.debug("full collection: %d unreachable objects, %.1f ms", found, pause * 1000)
        return found

    async def _run(self) -> None:
        last = time.monotonic()
        while True:
            await asyncio.sleep(min(CHECK_EVERY, self.interval))
            if self.due(time.monotonic() - last):
                self.collect()
                last = time.monotonic()
