"""The turn clock and hosted bots in the browser: a clock match shows the banks counting down
and a player who lets theirs run out sees the timeout game-over; a bot-vs-bot match created in
the lobby can be watched from its spectator link to the end."""

from __future__ import annotations

from pathlib import Path

from driver import OpenPage, bank_seconds, create_in_lobby, game_over
from server_harness import ServerProcess


def test_a_bank_counts_down_and_running_out_loses(open_page: OpenPage,
                                                  web_server: ServerProcess,
                                                  shots: Path) -> None:
    page, errors = open_page()
    create_in_lobby(page, web_server, ["human", "random"], clock=(8, 0),
                    shot=shots / "01-lobby-clock.png")
    page.click("a.open-here[href*='#play/']")
    # The person never acts: the game waits for their mulligan, and their bank runs.
    page.wait_for_selector(".player.mine .bank.running")
    mine = ".player.mine .bank"
    first = bank_seconds(page, mine)
    page.wait_for_function(
        "([sel, first]) => { const [m, s] = document.querySelector(sel).textContent.split(':');"
        " return Number(m) * 60 + Number(s) < first - 0.5; }", arg=[f"{mine} .left", first])
    page.screenshot(path=shots / "02-bank-running.png")
    assert bank_seconds(page, mine) < first
    assert "Waiting for: You" in page.inner_text(".middle .status")
    assert page.locator(".middle .status .bank.running").count() == 1
    page.wait_for_selector(".overlay:not(.hidden) .game-over", timeout=30_000)
    page.screenshot(path=shots / "03-timeout.png")
    assert page.inner_text(".game-over h2") == "You lost: Seat 2 wins"
    assert "Your time ran out" in page.inner_text(".game-over .why")
    page.click("#close-overlay")
    assert "out of time" in page.inner_text(".player.mine .lost-why")
    assert "your time ran out" in page.inner_text(".middle .status")
    assert bank_seconds(page, mine) == 0
    page.screenshot(path=shots / "04-timeout-board.png")
    assert errors == [], errors


def test_bots_only_match_watched_from_its_spectator_link(open_page: OpenPage,
                                                         web_server: ServerProcess,
                                                         shots: Path) -> None:
    page, errors = open_page()
    match = create_in_lobby(page, web_server, ["greedy", "random"], think=0.1,
                            shot=shots / "01-lobby-bots.png")
    assert page.locator("a.invite").count() == 0  # nobody to invite
    assert "Bots only" in page.inner_text("#created")
    page.click("a.spectate")
    page.wait_for_selector("#conn[data-state='connected']")
    page.wait_for_selector(".player .badge.bot")
    assert page.locator(".player .badge.bot").count() == 2
    page.wait_for_function("() => /Turn [3-9]/.test(document.querySelector('.middle .status')"
                           ".textContent)", timeout=60_000)
    page.screenshot(path=shots / "02-watching-bots.png")
    page.wait_for_selector(".overlay:not(.hidden) .game-over", timeout=120_000)
    assert game_over(page)
    page.screenshot(path=shots / "03-bots-over.png")
    assert "wins" in page.inner_text(".game-over h2") or "no winner" in page.inner_text(
        ".game-over h2")
    assert page.locator("#end-turn, #concede").count() == 0
    # The lobby lists the finished match with what it was.
    page.goto(web_server.http + "/")
    page.wait_for_selector(f"#finished li[data-match='{match}']")
    assert "bots only" in page.inner_text(f"#finished li[data-match='{match}']")
    assert errors == [], errors
