"""Two people play each other through their invite links, each in their own browser context,
until one concedes with the Concede button."""

from __future__ import annotations

import random
from pathlib import Path

from driver import ROOT, OpenPage, click_once, game_over, turn_number
from server_harness import ServerProcess

DECK_TEXT = (ROOT / "engine" / "data" / "decks" / "set01-emerald-ruby.txt").read_text()


def test_two_browsers_play_through_invite_links(open_page: OpenPage, web_server: ServerProcess,
                                                shots: Path) -> None:
    host, host_errors = open_page()
    host.goto(web_server.http + "/")
    host.wait_for_selector("#create")
    host.select_option(".seat[data-seat='0'] select.deck", index=2)  # a built-in deck
    # Seat 2 brings its own list, pasted as deck text.
    host.select_option(".seat[data-seat='1'] select.deck", "__paste")
    host.fill(".seat[data-seat='1'] textarea.paste", DECK_TEXT)
    host.screenshot(path=shots / "lobby-pasted-deck.png")
    host.click("#create")
    host.wait_for_selector("a.invite[data-seat='1']")
    invites = [host.get_attribute(f"a.invite[data-seat='{i}']", "href") for i in (0, 1)]
    assert all(url and "#play/" in url and "?" not in url for url in invites)
    pages = []
    for url in invites:
        page, errors = open_page()
        page.goto(str(url))
        page.wait_for_selector(".player.mine")
        pages.append((page, errors))
    rng = random.Random(5)
    steps = {0: [], 1: []}  # type: dict[int, list[str]]
    while turn_number(pages[0][0]) < 5:
        for seat, (page, _) in enumerate(pages):
            steps[seat].append(click_once(page, rng, end_turn_bias=0.3))
        assert sum(map(len, steps.values())) < 800, steps
    for seat in (0, 1):
        assert "end_turn" in steps[seat], steps[seat]
    pages[0][0].screenshot(path=shots / "seat1-turn5.png")
    pages[1][0].screenshot(path=shots / "seat2-turn5.png")
    # Seat 2 concedes (the page asks first).
    loser = pages[1][0]
    loser.once("dialog", lambda dialog: dialog.accept())
    loser.click("#concede")
    for page, _ in pages:
        page.wait_for_selector(".overlay:not(.hidden) .game-over")
        assert game_over(page)
    assert pages[0][0].inner_text(".game-over h2") == "You win!"
    assert pages[1][0].inner_text(".game-over h2") == "You lost: Seat 1 wins"
    pages[1][0].screenshot(path=shots / "seat2-conceded.png")
    for errors in (host_errors, pages[0][1], pages[1][1]):
        assert errors == [], errors
