"""Driving the web client like a person: helpers and a click policy for the browser tests.

The policy only ever clicks controls the page offers (glowing cards, their menu entries,
highlighted targets, decision buttons, End turn), so a finished game shows that the page alone
is enough to play. Nothing here reads the page's JavaScript state: tests look at the DOM.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import ConsoleMessage, Page
from playwright.sync_api import Error as PlaywrightError
from server_harness import ServerProcess, start_server

#: Opens a page in a fresh browser context: (page, the list its errors are collected in).
OpenPage = Callable[[], tuple[Page, list[str]]]

ROOT = Path(__file__).resolve().parents[2]
#: Bots and test clicks go flat out; the default rate limit would only slow them down.
FAST = ("--rate", "1000", "--burst", "1000")

#: Console errors that are expected: the optional GET /decks (another server version has it).
EXPECTED_FAILURES = ("/decks",)


def watch_console(page: Page) -> list[str]:
    """Collect the page's errors (uncaught exceptions and console errors) into a list."""
    errors: list[str] = []

    def on_console(msg: ConsoleMessage) -> None:
        if msg.type != "error":
            return
        url = str(msg.location.get("url", ""))
        if "Failed to load resource" in msg.text and url.endswith(EXPECTED_FAILURES):
            return
        errors.append(f"console: {msg.text} ({url})")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    return errors


def run_bot(ws_url: str, match: str, token: str, policy: str = "greedy",
            seed: int = 1) -> subprocess.Popen[bytes]:
    """A bot as a separate client process (`python -m server.bots`), for tests that need to
    stop it (a hosted bot cannot leave)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "server.bots", "--url", ws_url, "--match", match,
         f"--token={token}", "--policy", policy, "--seed", str(seed)],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def create_in_lobby(page: Page, server: ServerProcess, seats: list[str], *,
                    think: float = 0.05, clock: tuple[float, float] | None = None,
                    shot: Path | None = None) -> str:
    """Create a match in the lobby's form like a person: `seats[i]` is "human" or a bot policy
    (played by the server, `think` seconds per move), `clock` (bank, increment) or None. Takes
    a screenshot of the filled form to `shot`; returns the match id once the page shows it."""
    page.goto(server.http + "/")
    page.wait_for_selector("#create")
    if len(seats) != 2:
        page.select_option("#players", str(len(seats)))
    for i, kind in enumerate(seats):
        seat = f".seat[data-seat='{i}']"
        if kind != "human":
            page.select_option(f"{seat} select.kind", f"bot:{kind}")
            page.fill(f"{seat} input.think-s", str(think))
    if clock is not None:
        page.select_option("#clock-on", "on")
        page.fill("#clock-bank", str(clock[0]))
        page.fill("#clock-increment", str(clock[1]))
    if shot is not None:
        page.screenshot(path=shot)
    page.click("#create")
    page.wait_for_selector("#created:not([hidden]) a.spectate")
    href = page.get_attribute("a.spectate", "href") or ""
    assert "#watch/" in href, href
    return href.rsplit("/", 1)[1]


def bank_seconds(page: Page, selector: str) -> float:
    """The seconds a shown time bank says ("1:05" or "0:07.3")."""
    text = page.inner_text(f"{selector} .left")
    minutes, _, seconds = text.rpartition(":")
    return int(minutes or 0) * 60 + float(seconds)


def settle(page: Page, timeout: float = 15_000) -> None:
    """Wait until the page is connected and no action of ours is waiting for its answer."""
    page.wait_for_selector("#conn[data-state='connected'], #conn[data-state='finished']",
                           timeout=timeout)
    page.wait_for_selector("#board:not(.waiting-server)", timeout=timeout)


def game_over(page: Page) -> bool:
    return page.locator(".overlay:not(.hidden) .game-over").count() > 0


def visible(page: Page, selector: str) -> list[Any]:
    return [el for el in page.query_selector_all(selector) if el.is_visible() and el.is_enabled()]


def click_once(page: Page, rng: random.Random, *, end_turn_bias: float = 0.15) -> str:
    """One step of the click policy; returns what it did ("wait" when it is not our move,
    "stale" when the page redrew the control under the click: the next step looks again)."""
    try:
        return _click_once(page, rng, end_turn_bias)
    except PlaywrightError as exc:
        if "not attached" in str(exc) or "detached" in str(exc):
            return "stale"
        raise


def _click_once(page: Page, rng: random.Random, end_turn_bias: float) -> str:
    settle(page)
    if game_over(page):
        return "over"
    choice = visible(page, ".menu .decision button.choice")
    if choice:
        rng.choice(choice).click()
        return "decision"
    if visible(page, ".menu .decision button.pick") or page.locator("#confirm").count():
        confirm = visible(page, "#confirm")
        if confirm:
            confirm[0].click()
            return "confirm"
        rng.choice(visible(page, ".menu .decision button.pick")).click()
        return "pick"
    targets = visible(page, ".card.target")
    if targets:
        rng.choice(targets).click()
        return "target"
    entries = visible(page, ".menu button.card-action")
    if entries:
        rng.choice(entries).click()
        return "menu"
    cards = visible(page, ".card.actionable")
    end_turn = visible(page, "#end-turn")
    if cards and (not end_turn or rng.random() > end_turn_bias):
        rng.choice(cards).click()
        return "card"
    if end_turn:
        end_turn[0].click()
        return "end_turn"
    time.sleep(0.05)
    return "wait"


def play_until(page: Page, rng: random.Random, done: Any, *, max_steps: int = 3000,
               deadline: float = 240.0, after: Callable[[str], None] | None = None,
               ) -> list[str]:
    """Click until `done(page)` is true; returns the steps taken. `after(step)` is called after
    each step (to take screenshots of the states the page went through)."""
    steps: list[str] = []
    stop = time.monotonic() + deadline
    while not done(page):
        assert len(steps) < max_steps and time.monotonic() < stop, steps[-40:]
        steps.append(click_once(page, rng))
        if after is not None:
            after(steps[-1])
    return steps


def turn_number(page: Page) -> int:
    text = page.inner_text(".middle .status")
    return int(text.split("·")[0].strip().split()[1])


def in_play(page: Page) -> int:
    """How many cards the page's own seat has in play."""
    return page.locator(".player.mine .zone.play .card").count()


def play_into_the_game(page: Page, seed: int) -> random.Random:
    """Click until a card of ours is in play and the page is settled (past the mulligan, into
    a real game); returns the click policy's random source, to go on with."""
    rng = random.Random(seed)
    play_until(page, rng, lambda p: in_play(p) >= 1)
    settle(page)
    return rng


@dataclass
class Table:
    """A match in which the page plays seat 0 against a bot (a separate process) in seat 1."""

    page: Page
    errors: list[str]
    bot: subprocess.Popen[bytes]
    match: str
    tokens: list[str]


@contextlib.contextmanager
def against_bot(open_page: OpenPage, server: ServerProcess, *, seed: int,
                decks: list[str] | None = None) -> Iterator[Table]:
    """Create a match, start the bot for seat 1, open the page on seat 0; the bot is stopped
    at the end (whatever happened)."""
    created = server.create_match(**({"decks": decks} if decks else {}))
    match, tokens = created["match"], created["tokens"]
    bot = run_bot(server.ws, match, tokens[1], seed=seed)
    try:
        page, errors = open_page()
        page.goto(f"{server.http}/#play/{match}/{tokens[0]}")
        yield Table(page, errors, bot, match, tokens)
    finally:
        if bot.poll() is None:
            bot.kill()
        bot.wait()


def start_open_server(folder: Path, *args: str) -> ServerProcess:
    """A server on which anyone may create matches, as `make run` starts one (the lobby creates
    matches without a key). Where the harness starts servers with an API key unless told
    otherwise, it is told otherwise."""
    if "api_key" in inspect.signature(start_server).parameters:
        return start_server(folder, *args, api_key=None)  # type: ignore[call-arg,unused-ignore]
    return start_server(folder, *args)


@contextlib.contextmanager
def private_server(folder: Path, *args: str) -> Iterator[ServerProcess]:
    """A server of this test's own (custom flags); it must exit cleanly at the end."""
    server = start_open_server(folder, *args)
    try:
        yield server
    finally:
        assert server.stop() == 0, server.log()
