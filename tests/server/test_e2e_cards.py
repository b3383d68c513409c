"""Cards and decks over HTTP against the real server: `GET /cards`, `GET /decks`, creating
matches with any starter deck or a pasted list, unsupported decks refused, the bots' --decks."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from server_harness import ROOT, TEST_API_KEY, ServerProcess

from engine import builtin_deck, complete_builtin_decks
from engine.cards.facts import card_db
from engine.cards.playable import is_supported
from engine.decks import STARTER_DECKS, builtin_decks

pytestmark = pytest.mark.e2e


def get(server: ServerProcess, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    req = urllib.request.Request(server.http + path, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, dict(resp.headers.items()), resp.read()
    except urllib.error.HTTPError as err:
        with err:
            return err.code, dict(err.headers.items()), err.read()


async def test_cards_lists_every_card_with_supported(server: ServerProcess) -> None:
    status, body = await asyncio.to_thread(server.request, "GET", "/cards")
    assert status == 200
    db = card_db()
    assert body["count"] == len(body["cards"]) == len(db)
    by_name = {c["full_name"]: c for c in body["cards"]}
    assert set(by_name) == set(db)
    for name, card in by_name.items():
        assert card["supported"] is is_supported(name)
        assert "text" not in card
    sina = by_name["Sina - Vigilant Parent"]
    assert sina["keywords"] == {"Alert": 0} and sina["has_abilities"] is False
    assert by_name["Stitch - New Dog"]["ink"] == ["Amber"] and by_name["Stitch - New Dog"][
        "cost"] == 1
    assert by_name[UNSUPPORTED]["supported"] is False

    status, playable = await asyncio.to_thread(server.request, "GET", "/cards?supported=1")
    assert status == 200 and all(c["supported"] for c in playable["cards"])
    assert {c["full_name"] for c in playable["cards"]} == {n for n in db if is_supported(n)}
    status, rest = await asyncio.to_thread(server.request, "GET", "/cards?supported=false")
    assert status == 200 and playable["count"] + rest["count"] == len(db)
    assert not any(c["supported"] for c in rest["cards"])
    status, error = await asyncio.to_thread(server.request, "GET", "/cards?supported=maybe")
    assert status == 400 and error["error"] == "bad_request"


async def test_cards_are_cached_with_an_etag(server: ServerProcess) -> None:
    status, headers, body = await asyncio.to_thread(get, server, "/cards")
    assert status == 200 and headers["content-type"] == "application/json"
    etag = headers["etag"]
    status, again, empty = await asyncio.to_thread(get, server, "/cards", **{
        "If-None-Match": etag})
    assert status == 304 and empty == b"" and again["etag"] == etag
    status, other, _ = await asyncio.to_thread(get, server, "/cards?supported=1")
    assert status == 200 and other["etag"] != etag
    status, _, same = await asyncio.to_thread(get, server, "/cards", **{"If-None-Match": '"x"'})
    assert status == 200 and same == body


async def test_decks_lists_the_starter_decks(server: ServerProcess) -> None:
    status, body = await asyncio.to_thread(server.request, "GET", "/decks")
    assert status == 200
    decks: list[dict[str, Any]] = body["decks"]
    assert [d["name"] for d in decks] == list(STARTER_DECKS)
    assert [d["name"] for d in decks if d["complete"]] == complete_builtin_decks()
    emerald_steel = next(d for d in decks if d["name"] == "set05-emerald-steel")
    assert emerald_steel["title"] == "Set 5 — Emerald & Steel (A Roaring Guest List)"
    assert emerald_steel["inks"] == ["Emerald", "Steel"] and emerald_steel["cards"] == 60
    assert next(d for d in decks if d["name"] == "set01-emerald-ruby")["aliases"] == [
        "emerald-ruby"]
    for deck in decks:
        assert deck["unsupported"] == sorted(
            {c for c in builtin_deck(deck["name"]) if not is_supported(c)})


async def test_matches_take_any_complete_starter_deck_or_a_pasted_list(
    server: ServerProcess,
) -> None:
    complete = complete_builtin_decks()
    pasted = "# my list\n" + "".join(
        f"{n} {c}\n" for c, n in Counter(builtin_deck(complete[-1])).items())
    created = await asyncio.to_thread(
        server.create_match, decks=[complete[-1], "sapphire-steel", pasted])
    assert created["decks"] == [complete[-1], "sapphire-steel", None]

    for info in builtin_decks():
        if info.complete:
            continue
        status, error = await asyncio.to_thread(
            server.request, "POST", "/matches", {"decks": [complete[0], info.name]})
        assert status == 400 and error["error"] == "bad_request"
        assert error["reason"].startswith("seat 1: not supported yet: ")
        assert info.unsupported[0] in error["reason"]


#: A card the engine cannot play yet (the first in name order): decks holding it are refused.
UNSUPPORTED = next(n for n in sorted(card_db()) if not is_supported(n))


def unsupported_deck_text() -> str:
    """A Set 1 deck list plus one card the engine does not support yet."""
    return "".join(f"{n} {c}\n" for c, n in Counter(builtin_deck("sapphire-steel")).items()) + (
        f"1 {UNSUPPORTED}\n")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """The tools read the server's API key from $GLIMMER_API_KEY."""
    env = {**os.environ, "GLIMMER_API_KEY": TEST_API_KEY}
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=False, env=env)


async def test_bots_create_matches_with_named_and_file_decks(
    server: ServerProcess, tmp_path: Path,
) -> None:
    path = tmp_path / "wall.txt"
    path.write_text("".join(f"{n} {c}\n" for c, n in Counter(builtin_deck("sapphire-steel"))
                            .items()))
    done = await asyncio.to_thread(
        run, "-m", "server.bots", "--url", server.http, "--create", "--policy", "random",
        "--seed", "5", "--decks", "set01-emerald-ruby", str(path))
    assert done.returncode == 0, done.stderr
    assert "(2 players: set01-emerald-ruby, custom deck)" in done.stdout
    assert done.stdout.count("game over, winner") == 2

    incomplete = tmp_path / "incomplete.txt"
    incomplete.write_text(unsupported_deck_text())
    refused = await asyncio.to_thread(
        run, "-m", "server.bots", "--url", server.http, "--create", "--decks", str(incomplete))
    assert refused.returncode == 1 and "not supported yet" in refused.stderr
    assert "Traceback" not in refused.stderr


async def test_loadtest_plays_the_decks_it_is_given(server: ServerProcess, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    done = await asyncio.to_thread(
        run, "-m", "bench.loadtest", "--url", server.http, "--matches", "1", "--spectators",
        "0", "--games", "1", "--decks", "set01-sapphire-steel", "--json", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    incomplete = tmp_path / "incomplete.txt"
    incomplete.write_text(unsupported_deck_text())
    refused = await asyncio.to_thread(
        run, "-m", "bench.loadtest", "--url", server.http, "--matches", "1", "--spectators",
        "0", "--games", "1", "--decks", str(incomplete))
    assert refused.returncode == 1 and "HTTPError" in refused.stdout + refused.stderr
