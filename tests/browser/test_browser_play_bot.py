"""A person plays Lorcana in the browser against a bot the server hosts, from the lobby to the
game-over screen, only by clicking what the page offers; a reload mid-game returns to the seat;
Claim win ends a game whose opponent (a bot client that is stopped) has left."""

from __future__ import annotations

import random
from pathlib import Path

from driver import (
    FAST,
    OpenPage,
    against_bot,
    create_in_lobby,
    game_over,
    in_play,
    play_into_the_game,
    play_until,
    private_server,
    settle,
)
from server_harness import ServerProcess


def test_human_plays_a_hosted_bot_to_the_end(open_page: OpenPage, web_server: ServerProcess,
                                             shots: Path) -> None:
    """Seat 2 is a bot the server plays; the match has a roomy turn clock, so the board shows
    both banks (and the increment keeps the person's from running out)."""
    page, errors = open_page()
    match = create_in_lobby(page, web_server, ["human", "greedy"], clock=(600, 5),
                            shot=shots / "01-lobby.png")
    page.screenshot(path=shots / "02-created.png")
    assert page.locator("a.invite[data-seat='0']").count() == 1
    assert page.locator("a.invite[data-seat='1']").count() == 0  # the bot's seat has no link
    assert "played by the server" in page.inner_text(".bot-seat[data-seat='1']")
    assert page.locator(".bot-command").count() == 0
    invite = page.get_attribute("a.invite[data-seat='0']", "href")
    assert invite is not None and f"#play/{match}/" in invite and "?" not in invite
    page.goto(invite)
    page.wait_for_selector(".player.mine")
    # The mulligan is a decision (after the bot's, if the bot starts): the hand's cards are
    # offered, and Confirm with nothing chosen is legal.
    page.wait_for_selector(".menu .decision")
    settle(page)
    page.wait_for_selector(".player.other .badge.bot")
    assert "greedy" in page.inner_text(".player.other .badge.bot")
    page.screenshot(path=shots / "03-mulligan.png")
    assert page.locator(".player.mine .zone.hand .card.pickable").count() == 7
    # Faces are drawn from GET /cards: each hand card shows its printed cost and ink.
    faces = page.locator(".player.mine .zone.hand .card").evaluate_all(
        "cards => cards.map(c => [c.title, c.querySelector('.cost').textContent.trim()])")
    _, body = web_server.request("GET", "/cards")
    printed = {c["full_name"]: c for c in body["cards"]}
    assert len(faces) == 7 and all(cost == str(printed[name]["cost"]) for name, cost in faces)
    assert page.locator("#confirm:enabled").count() == 1
    assert page.locator(".player .bank").count() == 2  # both banks, ours running
    assert page.locator(".player.mine .bank.running").count() == 1
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
