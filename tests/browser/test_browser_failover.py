"""The server is killed (SIGKILL) mid-game and started again on a Redis store: the page shows
that it lost the connection, reconnects by itself, resumes its seat and the game goes on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from driver import (
    FAST,
    OpenPage,
    against_bot,
    play_into_the_game,
    play_until,
    private_server,
    start_open_server,
)
from redis_proc import SKIP_REASON, RedisProcess, redis_binary

pytestmark = pytest.mark.redis


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[RedisProcess]:
    if redis_binary() is None:
        pytest.skip(SKIP_REASON)
    proc = RedisProcess(tmp_path / "redis")
    proc.start()
    yield proc
    proc.stop()


def test_page_carries_on_after_the_server_is_killed_and_restarted(
        open_page: OpenPage, redis: RedisProcess, tmp_path: Path, shots: Path) -> None:
    flags = ("--redis-url", redis.url, "--lease-ttl", "1", *FAST)
    first = start_open_server(tmp_path / "first", *flags)
    try:
        with against_bot(open_page, first, seed=2,
                         decks=["emerald-ruby", "sapphire-steel"]) as table:
            page = table.page
            rng = play_into_the_game(page, 2)
            lore_before = page.inner_text(".player.mine .lore-total")
            first.proc.kill()
            first.proc.wait()
            page.wait_for_selector("#conn[data-state='reconnecting']")
            page.screenshot(path=shots / "server-down.png")
            with private_server(tmp_path / "second", *flags, "--port", str(first.port)):
                page.wait_for_selector("#conn[data-state='connected']", timeout=30_000)
                # The new server rebuilt the match from Redis; the page resumed its seat.
                assert page.inner_text(".player.mine .lore-total") == lore_before
                log_before = page.locator("#log li").count()
                play_until(page, rng, lambda p: p.locator("#log li").count() >= log_before + 8)
                page.screenshot(path=shots / "after-restart.png")
            # Only the lost connection itself may show up as an error (the browser logs it).
            assert [e for e in table.errors if "WebSocket connection" not in e] == []
    finally:
        if first.proc.poll() is None:
            first.proc.kill()
            first.proc.wait()
