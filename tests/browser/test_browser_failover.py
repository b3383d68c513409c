"""The server is killed (SIGKILL) mid-game and started again on a Redis store: the page shows
that it lost the connection, reconnects by itself, resumes its seat and the game goes on."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from driver import FAST, OpenPage, in_play, play_until, run_bot, settle
from redis_proc import SKIP_REASON, RedisProcess, redis_binary
from server_harness import ServerProcess, start_server

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
    first = start_server(tmp_path / "first", *flags)
    servers: list[ServerProcess] = [first]
    bot = None
    try:
        created = first.create_match(decks=["emerald-ruby", "sapphire-steel"])
        match, tokens = created["match"], created["tokens"]
        bot = run_bot(first.ws, match, tokens[1], seed=2)
        page, errors = open_page()
        page.goto(f"{first.http}/#play/{match}/{tokens[0]}")
        rng = random.Random(2)
        play_until(page, rng, lambda p: in_play(p) >= 1)
        settle(page)
        lore_before = page.inner_text(".player.mine .lore-total")
        first.proc.kill()
        first.proc.wait()
        page.wait_for_selector("#conn[data-state='reconnecting']")
        page.screenshot(path=shots / "server-down.png")
        second = start_server(tmp_path / "second", *flags, "--port", str(first.port))
        servers.append(second)
        page.wait_for_selector("#conn[data-state='connected']", timeout=30_000)
        assert page.inner_text(".player.mine .lore-total") == lore_before
        # The new server rebuilt the match from Redis; the page resumed or took a fresh view.
        assert page.get_attribute("#conn", "data-state") == "connected"
        log_before = page.locator("#log li").count()
        play_until(page, rng, lambda p: p.locator("#log li").count() >= log_before + 8)
        page.screenshot(path=shots / "after-restart.png")
        # Only the lost connection itself may show up as an error (the browser logs it).
        assert [e for e in errors if "WebSocket connection" not in e] == [], errors
    finally:
        if bot is not None:
            bot.kill()
            bot.wait()
        for server in servers[1:]:
            assert server.stop() == 0, server.log()
