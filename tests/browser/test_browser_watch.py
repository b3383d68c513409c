"""Watching in the browser: a spectator page follows a live match (through the server's
spectator delay) and never shows a hidden card; the replay viewer steps through a finished
match."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from driver import FAST, ROOT, OpenPage, game_over, private_server
from server_harness import ServerProcess
from server_hidden import private_ids

from protocol.client import GlimmerClient
from protocol.events import ClientEvent, ViewUpdate
from server.bots import POLICIES, Bot

DOM_CARDS = """() => ({
  ids: [...document.querySelectorAll("[data-card]")].map((c) => Number(c.dataset.card)),
  handFaces: document.querySelectorAll(".zone.hand .card").length,
  names: [...document.querySelectorAll(".card")].map((c) => c.title),
})"""


@pytest.fixture
def delayed_server(tmp_path: Path) -> Iterator[ServerProcess]:
    with private_server(tmp_path / "server", *FAST, "--spectator-delay", "0.3") as server:
        yield server


def play_both_seats(server: ServerProcess, match: str, tokens: list[str],
                    private: set[int]) -> threading.Thread:
    """Two bots play the match (in a thread with its own event loop), recording every card id
    each seat may see but the others may not: its hand and its private decision options."""

    async def seat(i: int, token: str) -> None:
        def on_event(event: ClientEvent) -> None:
            if isinstance(event, ViewUpdate):
                private.update(private_ids(event.view, i))

        async with GlimmerClient(server.ws, match, token=token, on_event=on_event) as client:
            await Bot(client, POLICIES["greedy"], random.Random(i), think=0.03).run()

    async def both() -> None:
        await asyncio.gather(*(seat(i, t) for i, t in enumerate(tokens)))

    thread = threading.Thread(target=lambda: asyncio.run(both()), daemon=True)
    thread.start()
    return thread


def test_spectator_follows_a_live_match_and_sees_nothing_hidden(
        open_page: OpenPage, delayed_server: ServerProcess, shots: Path) -> None:
    created = delayed_server.create_match(decks=["amber-amethyst", "emerald-ruby"])
    match = created["match"]
    page, errors = open_page()
    page.goto(f"{delayed_server.http}/#watch/{match}")
    page.wait_for_selector("#conn[data-state='connected']")
    private: set[int] = set()
    players = play_both_seats(delayed_server, match, created["tokens"], private)
    shown: set[int] = set()
    samples = 0
    while not game_over(page):
        dom = page.evaluate(DOM_CARDS)
        shown.update(dom["ids"])
        assert dom["handFaces"] == 0, "a spectator sees the face of a card in a hand"
        samples += 1
        if samples == 20:
            page.screenshot(path=shots / "spectator-live.png")
        page.wait_for_timeout(100)
    players.join(timeout=60)
    page.screenshot(path=shots / "spectator-over.png")
    shown.update(page.evaluate(DOM_CARDS)["ids"])
    assert private, "the seats saw their hands"
    assert shown, "the spectator saw cards in play"
    assert not shown & private, f"hidden cards shown to a spectator: {sorted(shown & private)}"
    assert page.locator(".backs").count() == 2  # both hands as card backs
    assert "wins" in page.inner_text(".game-over h2")
    assert page.locator("#end-turn, #concede").count() == 0  # nothing to act with
    assert errors == [], errors


def test_replay_viewer_steps_through_a_finished_match(
        open_page: OpenPage, web_server: ServerProcess, shots: Path) -> None:
    # (No --seed: it would seed the match too, which only holders of the API key may do.)
    done = subprocess.run(
        [sys.executable, "-m", "server.bots", "--url", web_server.http, "--create"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    match = done.stdout.split()[1]
    page, errors = open_page()
    page.goto(web_server.http + "/")
    page.click(f"#finished li[data-match='{match}'] a")
    page.wait_for_selector("#where")
    assert page.inner_text("#where").startswith("step 0 /")
    last = int(page.inner_text("#where").split("/")[1])
    assert last > 10
    start = page.inner_text(".middle .status")
    for _ in range(8):
        page.click("#forward")
    assert page.inner_text("#where") == f"step 8 / {last}"
    page.screenshot(path=shots / "replay-step-8.png")
    page.click("#back")
    assert page.inner_text("#where") == f"step 7 / {last}"
    assert page.locator("#log li").count() >= 1
    page.click("#end")
    assert page.inner_text("#where") == f"step {last} / {last}"
    assert page.inner_text(".middle .status").startswith("Game over")
    page.screenshot(path=shots / "replay-end.png")
    page.click("#first")
    assert page.inner_text(".middle .status") == start
    assert page.locator(".zone.hand .card").count() == 0  # hands stay hidden in a replay
    assert errors == [], errors
