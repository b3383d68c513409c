"""The coverage report (`python -m engine.coverage`), run as a real subprocess."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.cards.facts import card_db
from engine.cards.playable import is_supported
from engine.decks import STARTER_DECKS, builtin_deck, complete_builtin_decks

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "engine.coverage", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


def test_table_counts_playable_cards_per_set_and_complete_decks() -> None:
    done = run()
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Cards playable per set" in out and "Starter decks" in out
    db = card_db()
    playable = sum(is_supported(n) for n in db)
    total_row = next(line for line in out.splitlines() if re.match(r"\W*all\b", line))
    assert total_row.split("│")[1:4] == [" all ", f" {len(db):>5} ", f" {playable:>8} "]
    set1 = [n for n, f in db.items() if f.set == "1"]
    row1 = next(line for line in out.splitlines() if re.match(r"│ 1 ", line))
    assert int(row1.split("│")[3]) == sum(is_supported(n) for n in set1)
    complete = complete_builtin_decks()
    for name in STARTER_DECKS:
        row = next(line for line in out.splitlines() if line.startswith(f"│ {name} "))
        cells = [c.strip() for c in row.split("│")]
        missing = len({c for c in builtin_deck(name) if not is_supported(c)})
        assert cells[4] == ("yes" if name in complete else "no") and int(cells[5]) == missing
    assert f"{len(complete)} of 21 starter decks complete" in out
    assert "keywords not implemented: none" in out


def test_json_and_deck_listing() -> None:
    done = run("--json")
    assert done.returncode == 0, done.stderr
    data: dict[str, Any] = json.loads(done.stdout)
    total = data["sets"][-1]
    assert total["set"] == "all" and total["cards"] == len(card_db())
    assert total["playable"] == total["vanilla"] + total["scripted"]
    assert total["cards"] == total["playable"] + total["unscripted"] + total["keyword_missing"]
    assert sum(row["cards"] for row in data["sets"][:-1]) == total["cards"]
    assert [d["name"] for d in data["decks"] if d["complete"]] == complete_builtin_decks()
    assert "Alert" in data["keywords"]["implemented"]

    # An incomplete deck if any is left, else a complete one (its list of missing cards is empty).
    incomplete = next((d for d in data["decks"] if not d["complete"]), data["decks"][0])
    listing = run("--deck", incomplete["name"])
    assert listing.returncode == 0
    lines = listing.stdout.strip().splitlines()
    assert [ln.split(": ")[0] for ln in lines[:-1]] == incomplete["unsupported"]
    assert lines[-1].endswith(f"{len(incomplete['unsupported'])} cards not supported yet")
    unknown = run("--deck", "no-such-deck")
    assert unknown.returncode == 2 and "unknown built-in deck" in unknown.stdout
