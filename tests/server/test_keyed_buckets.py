"""`KeyedBuckets`, the per-address creation limit, on a fake clock."""

from __future__ import annotations

from server.ratelimit import KeyedBuckets


def test_each_key_has_its_own_bucket_and_a_wait_time() -> None:
    now = [0.0]
    buckets = KeyedBuckets(0.5, 2, clock=lambda: now[0])
    assert [buckets.try_take("a") for _ in range(3)] == [0.0, 0.0, 2.0]
    assert buckets.try_take("b") == 0.0  # another client is not affected
    now[0] += 1.0
    assert buckets.try_take("a") == 1.0
    now[0] += 1.0
    assert buckets.try_take("a") == 0.0


def test_memory_is_bounded_and_forgetting_only_favours_clients() -> None:
    now = [0.0]
    buckets = KeyedBuckets(1.0, 1, max_keys=100, clock=lambda: now[0])
    for i in range(1000):  # a flood from many addresses, none of them refilled
        assert buckets.try_take(f"10.0.{i // 256}.{i % 256}") == 0.0
        assert len(buckets) <= 100
    assert buckets.try_take("10.0.3.231") > 0  # the latest ones are still remembered
