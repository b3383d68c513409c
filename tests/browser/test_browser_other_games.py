"""The seeds' games (`sba704`, `windows003`) in the page: it does not draw their boards, but a
seat can concede there (and claim a win over a player who left), and every seat and spectator
sees who left and how the game ended."""

from __future__ import annotations

from pathlib import Path

from driver import FAST, OpenPage, private_server
from server_harness import ServerProcess

OVER = ".overlay:not(.hidden) .game-over"


def test_a_seat_concedes_an_sba704_match_and_both_seats_see_the_game_over(
        open_page: OpenPage, web_server: ServerProcess, shots: Path) -> None:
    created = web_server.create_match(game="sba704", clock={"bank": 600, "increment": 0})
    match, tokens = created["match"], created["tokens"]
    pages = []
    for token in tokens:
        page, errors = open_page()
        page.goto(f"{web_server.http}/#play/{match}/{token}")
        page.wait_for_selector("#concede:enabled")
        pages.append((page, errors))
    watcher, watcher_errors = open_page()
    watcher.goto(f"{web_server.http}/#watch/{match}")
    watcher.wait_for_selector(".seat-row[data-seat='1']")
    first = pages[0][0]
    assert "a game this page cannot draw" in first.inner_text("#board")
    assert first.inner_text(".seat-row.mine .who") == "You"
    assert first.locator(".seat-row .bank").count() == 2  # the turn clock, both seats
    assert first.locator("#end-turn").count() == 0  # nothing here plays the game's moves
    assert first.locator("#claim-win:enabled").count() == 0  # nobody is away
    assert watcher.locator("#concede").count() == 0
    first.screenshot(path=shots / "01-sba704-seat1.png")
    # Seat 2 concedes (the page asks first), out of turn or not.
    loser = pages[1][0]
    loser.once("dialog", lambda dialog: dialog.accept())
    loser.click("#concede")
    for page in (first, loser, watcher):
        page.wait_for_selector(OVER)
    assert first.inner_text(".game-over h2") == "You win!"
    assert loser.inner_text(".game-over h2") == "You lost: Seat 1 wins"
    assert watcher.inner_text(".game-over h2") == "Seat 1 wins"
    assert "Seat 2 conceded" in first.inner_text(".game-over .why")
    assert "You conceded" in loser.inner_text(".game-over .why")
    assert "Seat 2 left the game (conceded)." in first.inner_text("#log")
    first.screenshot(path=shots / "02-sba704-winner.png")
    loser.screenshot(path=shots / "03-sba704-conceded.png")
    loser.click("#close-overlay")
    assert "conceded" in loser.inner_text(".seat-row.mine .lost-why")
    assert "Game over: Seat 1 wins" in loser.inner_text(".status")
    loser.screenshot(path=shots / "04-sba704-board-after.png")
    status, info = web_server.request("GET", f"/matches/{match}")
    assert status == 200 and info["result"] == {"winner": 0, "reason": "opponent_conceded"}
    # The replay link shows the same, step by step.
    first.click(".game-over a[href^='#replay/']")
    first.wait_for_selector("#end")
    first.click("#end")
    assert "Seat 2 left the game (conceded)." in first.inner_text("#log")
    assert "conceded" in first.inner_text(".seat-row[data-seat='1'] .lost-why")
    first.screenshot(path=shots / "05-sba704-replay.png")
    for errors in (pages[0][1], pages[1][1], watcher_errors):
        assert errors == [], errors


def test_claim_win_in_a_windows003_match_whose_opponent_never_came(
        open_page: OpenPage, tmp_path: Path, shots: Path) -> None:
    with private_server(tmp_path / "server", *FAST, "--disconnect-grace", "1") as server:
        created = server.create_match(game="windows003", players=3)
        match, tokens = created["match"], created["tokens"]
        page, errors = open_page()
        page.goto(f"{server.http}/#play/{match}/{tokens[0]}")
        other, other_errors = open_page()
        other.goto(f"{server.http}/#play/{match}/{tokens[1]}")
        page.wait_for_selector("#claim-win:enabled", timeout=30_000)  # seat 3 never came
        assert "Waiting for: " in page.inner_text(".status")  # (no clock: the player asked)
        assert page.locator(".seat-row.active").count() == 1
        page.screenshot(path=shots / "claim-offered.png")
        page.click("#claim-win")
        page.wait_for_selector(".seat-row[data-seat='2'] .lost-why")
        assert page.locator(OVER).count() == 0  # two players are still in
        assert "Seat 3 left the game (conceded)." in page.inner_text("#log")
        other.once("dialog", lambda dialog: dialog.accept())
        other.click("#concede")
        page.wait_for_selector(OVER)
        assert page.inner_text(".game-over h2") == "You win!"
        assert "last player standing" in page.inner_text(".game-over .why").lower()
        page.screenshot(path=shots / "claim-won.png")
        assert errors == [] and other_errors == [], (errors, other_errors)
