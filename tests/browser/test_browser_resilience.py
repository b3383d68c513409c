"""What the page does when the server says no: a seat link with a wrong key is refused
clearly (and not retried), and actions the server rate-limits are sent again with the same id
until applied, so nothing the player did is lost."""

from __future__ import annotations

import random
from pathlib import Path

from driver import OpenPage, against_bot, play_until, private_server, settle
from server_harness import ServerProcess


def test_a_wrong_seat_key_is_refused_clearly(open_page: OpenPage,
                                             web_server: ServerProcess, shots: Path) -> None:
    created = web_server.create_match()
    page, errors = open_page()
    page.goto(f"{web_server.http}/#play/{created['match']}/not-the-key")
    page.wait_for_selector("#conn[data-state='closed']")
    page.screenshot(path=shots / "bad-key.png")
    assert "not valid" in page.inner_text("#conn")
    assert "not valid" in page.inner_text("#notice")
    page.wait_for_timeout(500)  # ... and it stays closed (no reconnect loop)
    assert page.locator("#conn[data-state='closed']").count() == 1
    assert errors == [], errors


def test_rate_limited_actions_are_sent_again_until_applied(open_page: OpenPage,
                                                           tmp_path: Path) -> None:
    with (private_server(tmp_path / "server", "--rate", "2", "--burst", "1") as server,
          against_bot(open_page, server, seed=9) as table):
        page = table.page
        steps = play_until(page, random.Random(9), lambda p: p.locator("#log li").count() >= 25)
        settle(page)
        assert server.metric("glimmer_rejections_total", code="rate_limited") > 0
        # The page's own acts were rate-limited, and each was retried with its id until
        # applied: nothing was refused for good, and the page went on acting.
        assert int(page.get_attribute("#conn", "data-retries") or 0) > 0
        assert "Rejected" not in page.inner_text("#log")
        assert page.inner_text("#notice") == ""
        assert sum(step not in ("wait", "stale") for step in steps) >= 5
        assert table.errors == [], table.errors
