"""Fixtures for the browser tests: the real server (tests/server/server_harness.py) and the
system's headless Chromium driven by Playwright (no browser download: see
/work/shared/notes/browser-tests.md). Every test in this folder is marked `browser` and skips,
saying why, when /usr/bin/chromium is absent.

Screenshots go to artifacts/screenshots/ (git-ignored), kept as CI artefacts.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "server"))
sys.path.insert(0, str(HERE.parent / "redis"))

from driver import FAST, start_open_server, watch_console  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page  # noqa: E402
from server_harness import ROOT, ServerProcess  # noqa: E402

CHROMIUM = Path(os.environ.get("GLIMMER_CHROMIUM", "/usr/bin/chromium"))
SKIP_REASON = (f"no Chromium at {CHROMIUM}: apt-get install chromium chromium-driver "
               "(.ci/run does), or set GLIMMER_CHROMIUM")
SHOTS = ROOT / "artifacts" / "screenshots"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark (and without Chromium, skip) the browser tests, and run them last: Playwright's
    sync API keeps an event loop set as running in the main thread for as long as its
    session-wide browser lives, and pytest-asyncio cannot start a test's loop under it."""
    browser_items = []
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)
            if not CHROMIUM.exists():
                item.add_marker(pytest.mark.skip(reason=SKIP_REASON))
            browser_items.append(item)
    if browser_items:
        chosen = {id(item) for item in browser_items}
        items[:] = [item for item in items if id(item) not in chosen] + browser_items


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    home = tmp_path_factory.mktemp("chromium-home")
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM),
            "env": {**os.environ, "HOME": str(home)}}


VIEWPORT = {"width": 1400, "height": 1000}


@pytest.fixture
def open_page(browser: Browser) -> Iterator[Callable[[], tuple[Page, list[str]]]]:
    """Opens pages, each in its own browser context (its own sessionStorage, like another
    person's browser), with their errors collected (`driver.watch_console`)."""
    contexts: list[BrowserContext] = []

    def open_one() -> tuple[Page, list[str]]:
        context = browser.new_context(viewport=VIEWPORT)  # type: ignore[arg-type]
        contexts.append(context)
        page = context.new_page()
        return page, watch_console(page)

    yield open_one
    for context in contexts:
        context.close()


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = start_open_server(tmp_path_factory.mktemp("web-server"), *FAST)
    yield proc
    code = proc.stop()
    assert code == 0, proc.log()
    assert "Traceback" not in proc.log(), proc.log()


@pytest.fixture
def shots(request: pytest.FixtureRequest) -> Path:
    """This test's screenshot folder (emptied first)."""
    folder = SHOTS / request.node.name
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    return folder
