"""The load test's pacer: a fixed grid per match, so matches held up together do not end up
acting in lockstep (which would measure the generator's bursts, not the server)."""

from __future__ import annotations

import asyncio
import time

import pytest

from bench import loadtest


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """A fake `time.perf_counter` and an `asyncio.sleep` that advances it."""
    now = [1000.0]
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    monkeypatch.setattr(time, "perf_counter", lambda: now[0])
    monkeypatch.setattr(asyncio, "sleep", sleep)
    return now


async def test_keeps_to_its_grid(clock: list[float]) -> None:
    wait = loadtest.pacer(0.5, 0.25)
    returned = []
    for _ in range(4):
        await wait()
        returned.append(clock[0])
    assert returned == pytest.approx([1000.625, 1001.125, 1001.625, 1002.125])


async def test_after_a_long_pause_it_keeps_its_phase(clock: list[float]) -> None:
    """Two matches with different phases, both held up 10 s at once: afterwards they still act
    a quarter interval apart, not together."""
    a, b = loadtest.pacer(1.0, 0.0), loadtest.pacer(1.0, 0.25)
    await a()
    await b()
    clock[0] += 10.0  # both stuck behind the same pause
    times = {}
    for name, wait in (("a", a), ("b", b)):
        for _ in range(3):  # the first calls catch up at once (a step at most) ...
            await wait()
        times[name] = clock[0]
    assert (times["b"] - times["a"]) % 1.0 == pytest.approx(0.25)


async def test_catches_up_at_most_a_step_or_two(clock: list[float]) -> None:
    wait = loadtest.pacer(1.0, 0.0)
    await wait()
    clock[0] += 100.0
    immediate = 0
    start = clock[0]
    for _ in range(10):
        await wait()
        if clock[0] == start:
            immediate += 1
    assert 1 <= immediate <= 2
