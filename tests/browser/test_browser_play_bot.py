"""A person plays Lorcana in the browser against a bot, from the lobby to the game-over screen,
only by clicking what the page offers; a reload mid-game returns to the seat; Claim win ends a
game whose opponent has left."""

from __future__ import annotations

import random
from pathlib import Path

from driver import (
    FAST,
    OpenPage,
    against_bot,
    game_over,
    in_play,
    play_into_the_game,
    play_until,
    private_server,
    run_bot,
    settle,
)
from playwright.sync_api import Page
from server_harness import ServerProcess


def create_from_lobby(page: Page, web_server: ServerProcess, shots: Path) -> tuple[str, str]:
    """Create a human-vs-bot match in the lobby; returns (invite url, bot command)."""
    page.goto(web_server.http + "/")
    page.wait_for_selector("#create")
    page.select_option(".seat[data-seat='1'] select.kind", "bot:greedy")
    page.screenshot(path=shots / "01-lobby.png")
    page.click("#create")
    page.wait_for_selector("a.invite[data-seat='0']")
    page.screenshot(path=shots / "02-created.png")
    invite = page.get_attribute("a.invite[data-seat='0']", "href")
    command = page.inner_text(".bot-command[data-seat='1']")
    assert invite is not None and "#play/" in invite and "?" not in invite
    assert page.locator("a.invite[data-seat='1']").count() == 0  # the bot seat has no invite
    assert "#watch/" in (page.get_attribute("a.spectate", "href") or "")
    return invite, command


def test_human_plays_a_bot_to_the_end(open_page: OpenPage, web_server: ServerProcess,
                                      shots: Path) -> None:
    page, errors = open_page()
    invite, command = create_from_lobby(page, web_server, shots)
    words = command.split()
    match = words[words.index("--match") + 1]
    token = next(w.split("=", 1)[1] for w in words if w.startswith("--token="))
    bot = run_bot(web_server.ws, match, token)
    try:
        page.goto(invite)
        page.wait_for_selector(".player.mine")
        # The mulligan is a decision (after the bot's, if the bot starts): the hand's cards
        # are offered, and Confirm with nothing chosen is legal.
        page.wait_for_selector(".menu .decision")
        settle(page)
        page.screenshot(path=shots / "03-mulligan.png")
        assert page.locator(".player.mine .zone.hand .card.pickable").count() == 7
        assert page.locator("#confirm:enabled").count() == 1
        rng = random.Random(7)
        steps = play_until(page, rng, lambda p: game_over(p) or in_play(p) >= 2)
        page.screenshot(path=shots / "04-midgame.png")
        taken: set[str] = set()

        def snap(step: str) -> None:
            """The first card menu, target choice and decision the game comes to."""
            state = ("targeting" if page.locator(".card.target").count()
                     else "decision" if page.locator(".menu .decision").count()
                     else "menu" if step == "card" else None)
            if state and state not in taken:
                taken.add(state)
                page.screenshot(path=shots / f"06-{state}.png")

        steps += play_until(page, rng, game_over, after=snap)
        page.screenshot(path=shots / "05-game-over.png")
        assert "card" in steps and "end_turn" in steps, steps
        title = page.inner_text(".game-over h2")
        assert "win" in title.lower(), title
        page.wait_for_selector("#conn[data-state='finished']")  # game_over, then close 4000
        log = page.inner_text("#log")
        assert "Turn" in log and "lore" in log, log
        assert errors == [], errors
    finally:
        bot.kill()
        bot.wait()


def test_reload_returns_to_the_seat(open_page: OpenPage, web_server: ServerProcess,
                                    shots: Path) -> None:
    with against_bot(open_page, web_server, seed=3,
                     decks=["amber-amethyst", "sapphire-steel"]) as table:
        page = table.page
        rng = play_into_the_game(page, 3)
        hand = sorted(page.locator(".player.mine .zone.hand .card").evaluate_all(
            "cards => cards.map(c => c.dataset.card)"))
        lore = page.inner_text(".player.mine .lore-total")
        page.reload()
        page.wait_for_selector(".player.mine")
        settle(page)
        page.screenshot(path=shots / "after-reload.png")
        assert page.inner_text(".player.mine .who").startswith("You")
        again = sorted(page.locator(".player.mine .zone.hand .card").evaluate_all(
            "cards => cards.map(c => c.dataset.card)"))
        assert again == hand
        assert page.inner_text(".player.mine .lore-total") == lore
        # ... and the seat still plays: a few more clicks go through.
        assert play_until(page, rng, lambda p: p.locator("#log li").count() >= 6)
        assert table.errors == [], table.errors


def test_claim_win_when_the_opponent_is_gone(open_page: OpenPage, tmp_path: Path,
                                             shots: Path) -> None:
    with (private_server(tmp_path / "server", *FAST, "--disconnect-grace", "1") as server,
          against_bot(open_page, server, seed=5) as table):
        page = table.page
        play_into_the_game(page, 5)
        assert page.locator("#claim-win:enabled").count() == 0
        table.bot.kill()
        table.bot.wait()
        page.wait_for_selector("#claim-win:enabled", timeout=30_000)
        page.screenshot(path=shots / "claim-offered.png")
        page.click("#claim-win")
        page.wait_for_selector(".overlay:not(.hidden) .game-over")
        assert page.inner_text(".game-over h2") == "You win!"
        assert table.errors == [], table.errors
