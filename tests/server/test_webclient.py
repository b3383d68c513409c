"""The web client as the server ships it (server/webclient.py, server/web/): the page, its
files and card facts are served, every module the page imports exists and is in the package
data (so an installed server has it), files outside the web folder are not reachable."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from server.app import create_app
from server.webclient import WEB_DIR

ROOT = Path(__file__).resolve().parents[2]
IMPORT = re.compile(r"""^import .* from "(\./[^"]+)";$""", re.MULTILINE)


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=create_app())
    async with httpx.AsyncClient(transport=transport, base_url="http://glimmer") as client:
        yield client


async def test_the_page_and_its_files_are_served(client: httpx.AsyncClient) -> None:
    page = await client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert '<script type="module" src="/web/js/app.js">' in page.text
    icon = await client.get("/favicon.ico")
    assert icon.status_code == 200 and icon.headers["content-type"] == "image/svg+xml"
    for path in ("/web/js/app.js", "/web/style.css"):
        assert (await client.get(path)).status_code == 200, path
    script = await client.get("/web/js/client.js")
    assert "javascript" in script.headers["content-type"]
    assert (await client.get("/web/../app.py")).status_code == 404
    assert (await client.get("/web/%2e%2e/app.py")).status_code == 404


def test_every_imported_module_exists() -> None:
    scripts = sorted((WEB_DIR / "js").glob("*.js"))
    assert scripts
    for script in scripts:
        for target in IMPORT.findall(script.read_text()):
            assert (script.parent / target).is_file(), f"{script.name} imports {target}"


def test_every_web_file_is_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["server"]
    server_dir = WEB_DIR.parent
    for path in WEB_DIR.rglob("*"):
        if path.is_file():
            relative = path.relative_to(server_dir).as_posix()
            assert any(fnmatch.fnmatch(relative, p) for p in patterns), relative


async def test_card_faces_come_from_get_cards_with_ability_summaries(
        client: httpx.AsyncClient) -> None:
    """The page draws card faces from the public `GET /cards` (one source of card facts for
    every client): printed facts plus each scripted card's abilities in our own short words."""
    assert (await client.get("/web/cards.json")).status_code == 404
    cards = {c["full_name"]: c for c in (await client.get("/cards")).json()["cards"]}
    assert len(cards) > 2000
    ariel = cards["Ariel - On Human Legs"]
    assert ariel["cost"] == 4 and ariel["ink"] == ["Amber"] and ariel["inkwell"] is True
    assert (ariel["strength"], ariel["willpower"], ariel["lore"]) == (3, 4, 2)
    assert cards["Jafar - Wicked Sorcerer"]["keywords"] == {"Challenger": 3}
    assert cards["Dinglehopper"]["activated"] == ["exert: STRAIGHTEN HAIR"]
    assert cards["Coconut Basket"]["abilities"] == [
        "When one of your characters is played: CONSIDER THE COCONUT"]
    assert cards["Stitch - New Dog"]["abilities"] == cards["Stitch - New Dog"]["activated"] == []
    assert not any("text" in card for card in cards.values())  # never rules text
    script = (WEB_DIR / "js" / "cards.js").read_text()
    assert 'fetch("/cards")' in script
