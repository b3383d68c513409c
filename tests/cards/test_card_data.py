"""Card data: keywords from the printed keyword lines, the abilities fact, the reviewed list of
unsupported cards.

The tests against the printed text read the shared card data (`../shared/cards`, or
`$GLIMMER_SHARED/cards`), present in CI and in development; they skip where it is absent (the
project never ships printed rules text).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.cards.facts import card_db, parse_keywords
from engine.cards.playable import IMPLEMENTED_KEYWORDS, KEYWORDS, is_supported, unsupported_reason

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("GLIMMER_SHARED") or ROOT.parent / "shared") / "cards"
UNSUPPORTED = ROOT / "engine" / "cards" / "unsupported.txt"


@pytest.fixture(scope="module")
def printed() -> list[dict[str, Any]]:
    path = SHARED / "lorcana-cards.json"
    if not path.exists():
        pytest.skip(f"shared card data not found at {path} (set GLIMMER_SHARED)")
    cards: list[dict[str, Any]] = json.loads(path.read_text())
    return cards


def _importer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_cards", ROOT / "tools/import_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _line_keywords(line: str) -> list[str]:
    """The keywords a line prints, read independently of the importer: each part of the line
    before a reminder is a comma-separated list of 'Keyword [+]N [{I}]' items, or no keywords
    (and then nothing after it counts: the rest is an ability)."""
    names: list[str] = []
    for part in re.split(r"\([^()]*\)", line):
        items = [i.replace("{I}", "").split() for i in part.strip(" .").split(", ")]
        found = []
        for words in items:
            while words and re.fullmatch(r"\+?\d+", words[-1]):
                words.pop()
            found.append(" ".join(words))
        if not all(f in KEYWORDS for f in found):
            break
        names.extend(found)
    return names


def test_every_printed_keyword_line_is_a_keyword_of_the_card(
    printed: list[dict[str, Any]],
) -> None:
    db = card_db()
    missing = []
    seen = 0
    for card in printed:
        for line in (card.get("text") or "").splitlines():
            for keyword in _line_keywords(line):
                seen += 1
                if keyword not in db[card["full_name"]].keywords:
                    missing.append((card["full_name"], keyword))
    assert seen > 750 and not missing, missing[:10]
    # The lines the data's keyword field missed (every Alert card, set 10's Boost, ...).
    assert db["Sina - Vigilant Parent"].keywords == {"Alert": 0}
    assert db["Gaston - Frightful Bully"].keywords["Boost"] == 2
    assert db["Mickey Mouse - Musketeer Captain"].keywords == {
        "Shift": 5, "Bodyguard": 0, "Support": 0}  # "Bodyguard, Support" on one line
    assert db["Thunderbolt - Wonder Dog"].keywords["Puppy Shift"] == 3
    assert db["Baymax - Giant Robot"].keywords["Universal Shift"] == 4


def test_cards_json_is_what_the_importer_writes(printed: list[dict[str, Any]]) -> None:
    """The data file is current: facts only, keywords and `has_abilities` as read today."""
    importer = _importer()
    printings: dict[str, list[dict[str, Any]]] = {}
    for card in printed:
        printings.setdefault(card["full_name"], []).append(card)
    expected = [importer.card_facts(p) for p in printings.values()]
    actual = json.loads((ROOT / "engine/data/cards.json").read_text())
    assert actual == expected
    assert all("text" not in card for card in actual)


def test_has_abilities_is_text_beyond_keyword_lines_and_reminders() -> None:
    importer = _importer()
    assert importer.read_text("Evasive (reminder.)\nWard") == (["Evasive", "Ward"], False)
    assert importer.read_text("Resist +2 (reminder.)") == (["Resist 2"], False)
    assert importer.read_text("Challenger +2 (reminder).") == (["Challenger 2"], False)
    assert importer.read_text("(A character with cost 3 or more can sing this.)\n") == ([], False)
    assert importer.read_text("Reckless (reminder.) NAME Once a turn, x.") == (["Reckless"], True)
    assert importer.read_text("Boost 2 {I} (reminder.)\nNAME Whenever x.") == (["Boost 2"], True)
    assert importer.read_text("Shift: Discard a card (reminder.)") == ([], True)  # no ink cost
    assert importer.read_text("Chosen character gains Rush this turn.") == ([], True)
    db = card_db()
    assert not db["Stitch - New Dog"].has_abilities  # vanilla
    assert not db["Maximus - Palace Horse"].has_abilities  # keywords only
    assert db["Ariel - Spectacular Singer"].has_abilities  # Singer and a triggered ability
    assert all(f.has_abilities for f in db.values() if f.is_action)


def _listed() -> dict[str, str]:
    """unsupported.txt: card -> the reason of its group."""
    listed: dict[str, str] = {}
    reason = ""
    for line in UNSUPPORTED.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            reason = line[3:].rsplit(" (set ", 1)[0]
        elif line and not line.startswith("#"):
            assert line not in listed, f"{line!r} listed twice"
            assert reason, f"{line!r} is listed before any '## reason' heading"
            listed[line] = reason
    return listed


def test_unsupported_cards_are_exactly_the_reviewed_list() -> None:
    """Scripting a card without removing it from the list fails, and so does an unplayable
    card left unlisted (run tools/unsupported_list.py and review the diff)."""
    listed = _listed()
    db = card_db()
    computed = {n: r for n in db if (r := unsupported_reason(n)) is not None}
    scripted_but_listed = sorted(set(listed) - set(computed))
    unlisted = sorted(set(computed) - set(listed))
    assert not scripted_but_listed, f"supported now, remove from the list: {scripted_but_listed}"
    assert not unlisted, f"not supported, add to the list: {unlisted}"
    assert listed == computed  # and under the right reason


def test_every_card_with_rules_text_has_a_script_or_is_listed() -> None:
    from engine.cards.registry import is_scripted

    listed = _listed()
    for name, f in card_db().items():
        if f.has_abilities and not is_scripted(name):
            assert name in listed, name
        if name in listed:
            assert not is_supported(name)
        if set(f.keywords) - IMPLEMENTED_KEYWORDS:
            assert listed.get(name, "").startswith("keyword not implemented"), name
    assert "Ariel - Spectacular Singer" in listed and "Dinglehopper" not in listed


def test_keyword_vocabulary_covers_the_data() -> None:
    """Every keyword on a card is in the vocabulary, which the importer matches longest first."""
    assert set(KEYWORDS) >= IMPLEMENTED_KEYWORDS
    assert list(KEYWORDS) == sorted(KEYWORDS, key=len, reverse=True)
    for f in card_db().values():
        assert set(f.keywords) <= set(KEYWORDS), f.full_name
    assert parse_keywords(["Resist +1"]) == {"Resist": 1}


def test_8_2_printed_alert_from_the_keyword_line_lets_a_character_challenge_evasive() -> None:
    """Sina prints only 'Alert' (the data's keyword field missed it): she may challenge an
    exerted Evasive character, which a vanilla character of hers may not."""
    from engine import Challenge
    from engine.scenario import Scenario

    sc = Scenario(active=0)
    sina = sc.add(0, "play", "Sina - Vigilant Parent")
    stitch = sc.add(0, "play", "Stitch - New Dog")
    peter = sc.add(1, "play", "Peter Pan - Never Landing", exerted=True)
    g = sc.build()
    assert "Evasive" in card_db()["Peter Pan - Never Landing"].keywords
    challenges = {(a.attacker, a.defender) for a in g.legal_actions(0) if isinstance(a, Challenge)}
    assert (sina, peter) in challenges and (stitch, peter) not in challenges
