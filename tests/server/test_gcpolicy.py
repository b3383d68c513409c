"""The server's garbage-collection schedule: automatic collection off while it runs, cyclic
garbage still reclaimed (on the clock, or early when much has piled up), Python's collector
given back afterwards."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Callable

from server.gcpolicy import GcScheduler


class Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector can free it


def cyclic_garbage() -> Callable[[], Node | None]:
    node = Node()
    ref = weakref.ref(node)
    del node
    return ref


async def test_scheduler_turns_automatic_collection_off_and_collects_on_the_clock() -> None:
    was_enabled = gc.isenabled()
    gc.enable()
    pauses: list[tuple[float, int]] = []
    collector = GcScheduler(0.05, observe=lambda pause, found: pauses.append((pause, found)))
    collector.start()
    try:
        assert not gc.isenabled()
        ref = cyclic_garbage()
        assert ref() is not None  # nothing else would free it now
        async with asyncio.timeout(5):
            while ref() is not None:
                await asyncio.sleep(0.02)
        assert collector.collections >= 1
        assert pauses and all(pause >= 0 for pause, _found in pauses)
        assert sum(found for _pause, found in pauses) >= 2  # the node and its __dict__
    finally:
        await collector.stop()
        assert gc.isenabled()
        if not was_enabled:
            gc.disable()


async def test_a_pile_of_garbage_triggers_a_collection_before_the_interval() -> None:
    collector = GcScheduler(3600.0, max_pending=5_000)
    collector.start()
    try:
        refs = [cyclic_garbage() for _ in range(10_000)]
        assert collector.due(0.0)
        async with asyncio.timeout(5):
            while any(r() is not None for r in refs[:10]):
                await asyncio.sleep(0.05)
        assert collector.collections == 1
        assert not collector.due(0.0)
    finally:
        await collector.stop()


async def test_nothing_due_when_little_has_piled_up() -> None:
    collector = GcScheduler(60.0, max_pending=10**9)
    assert not collector.due(1.0)
    assert collector.due(60.0)
