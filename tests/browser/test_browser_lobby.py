"""The lobby on a server where creating matches needs an API key (`--api-key`): it says
creation is closed, and still lists matches to watch."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from driver import FAST, ROOT, OpenPage, private_server


def server_has_api_keys() -> bool:
    help_text = subprocess.run([sys.executable, "-m", "server", "--help"], cwd=ROOT,
                               capture_output=True, text=True, timeout=60, check=True).stdout
    return "--api-key" in help_text


def test_lobby_says_creation_is_closed(open_page: OpenPage, tmp_path: Path,
                                       shots: Path) -> None:
    if not server_has_api_keys():
        pytest.skip("this server has no --api-key option (creation is open to all)")
    key = "open-sesame-0123456789"  # servers take keys of 16 to 512 characters
    with private_server(tmp_path / "server", *FAST, "--api-key", key) as server:
        page, _ = open_page()
        page.goto(server.http + "/")
        page.wait_for_selector("#creation-closed")
        page.screenshot(path=shots / "creation-closed.png")
        assert page.locator("#create").count() == 0
        assert "API key" in page.inner_text("#creation-closed")
        page.wait_for_selector("#live li")


def test_loading_the_lobby_spends_no_creation_token(open_page: OpenPage, tmp_path: Path,
                                                    shots: Path) -> None:
    """The lobby reads GET /info: a server that allows one creation per address still has
    it after the lobby was loaded many times."""
    with private_server(tmp_path / "server", *FAST, "--create-rate", "0.001",
                        "--create-burst", "1") as server:
        page, errors = open_page()
        for _ in range(4):
            page.goto(server.http + "/")
            page.wait_for_selector("#create")
        page.click("#create")
        page.wait_for_selector("#created:not([hidden]) a.invite")
        assert page.inner_text("#create-error") == ""
        assert errors == [], errors


def test_other_games_are_not_drawn_as_lorcana(open_page: OpenPage, tmp_path: Path,
                                              shots: Path) -> None:
    """The server hosts the seeds' other games too (`game`: sba704, windows003); this page
    draws Lorcana only, so the lobby does not offer them and a link to one says so plainly."""
    with private_server(tmp_path / "server", *FAST) as server:
        other = server.create_match(game="windows003", players=2)
        lorcana = server.create_match()
        page, errors = open_page()
        page.goto(server.http + "/")
        page.wait_for_selector(f"#live li[data-match='{lorcana['match']}']")
        assert page.locator(f"[data-match='{other['match']}']").count() == 0
        page.goto(f"{server.http}/#watch/{other['match']}")
        page.wait_for_selector("text=a game this page cannot draw")
        page.screenshot(path=shots / "other-game.png")
        assert "windows003" in page.inner_text("#board")
        assert not errors
