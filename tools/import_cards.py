"""Regenerate `engine/data/cards.json` and the built-in deck lists from `../shared/cards/`.

Only card *facts* are copied (names, costs, stats, keywords, ...). The printed rules text is
deliberately left out: abilities are written in the project's own DSL (`engine/cards/`). Two
facts are read from the text without keeping it: the keywords its keyword lines print (the
data's `keywords` field misses some, e.g. every Alert card), and `has_abilities`, whether it
prints anything beyond keyword lines and reminder text, so that no card plays as a silent vanilla.
Run: `PYTHONPATH=. .venv/bin/python tools/import_cards.py` (`GLIMMER_SHARED=/path/to/shared` when
the shared folder is not `../shared`, as from a git worktree).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from engine.cards.facts import parse_keywords
from engine.cards.playable import KEYWORDS

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("GLIMMER_SHARED") or ROOT.parent / "shared") / "cards"
FACT_FIELDS = (
    "set", "number", "full_name", "name", "version", "type", "cost", "ink", "inkwell",
    "strength", "willpower", "lore", "move_cost", "classifications", "keywords", "max_copies",
)

#: A keyword at the start of what is left of a line: its name, an optional value ("Shift 5",
#: "Resist +2", "Boost 2 {I}"), then the line's end, a comma (lists like "Bodyguard, Support")
#: or its reminder text. "Shift: Discard a card" (a non-ink cost) is deliberately no match:
#: the engine has no such keyword value, so that line counts as an ability that needs a script.
KEYWORD = re.compile("(" + "|".join(KEYWORDS) + r")(?: (\+?\d+))?(?: \{I\})?(?=$|,| \()")
REMINDER = re.compile(r"\s*\([^()]*\)")


def read_text(text: str) -> tuple[list[str], bool]:
    """(the keywords its keyword lines print, whether it prints other abilities)."""
    keywords: list[str] = []
    abilities = False
    for raw in text.splitlines():
        line = raw.strip()
        while line and (match := KEYWORD.match(line)):
            value = match.group(2)
            keywords.append(match.group(1) + (f" {value.lstrip('+')}" if value else ""))
            line = line[match.end():]
            if reminder := REMINDER.match(line):
                line = line[reminder.end():]
            line = line.lstrip(",. ").strip()  # "(reminder)." in some reprints
        if line and not REMINDER.fullmatch(line):  # songs' "(A character with cost ...)" line
            abilities = True
    return keywords, abilities


def card_facts(printings: list[dict[str, Any]]) -> dict[str, Any]:
    """One card's facts: the first printing's, with the keywords printed in its text added to
    the data's field; abilities if any printing prints some (a reprint's text may be missing)."""
    first = printings[0]
    fact = {k: first.get(k) for k in FACT_FIELDS}
    field = [str(k) for k in first.get("keywords") or []]
    printed, _ = read_text(str(first.get("text") or ""))
    known = parse_keywords(field)
    fact["keywords"] = field + [k for k in printed if next(iter(parse_keywords([k]))) not in known]
    fact["has_abilities"] = any(read_text(str(p.get("text") or ""))[1] for p in printings)
    return fact


def main() -> int:
    cards = json.loads((SHARED / "lorcana-cards.json").read_text())
    printings: dict[str, list[dict[str, Any]]] = {}
    for card in cards:  # reprints: the first printing's facts are kept
        printings.setdefault(card["full_name"], []).append(card)
    out = [card_facts(p) for p in printings.values()]
    target = ROOT / "engine" / "data" / "cards.json"
    target.write_text(json.dumps(out, separators=(",", ":"), ensure_ascii=False) + "\n")
    decks = sorted((SHARED / "decks").glob("*.txt"))
    for deck in decks:
        shutil.copy(deck, ROOT / "engine" / "data" / "decks")
    print(f"wrote {len(out)} cards to {target} and {len(decks)} starter decks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
