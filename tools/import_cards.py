"""Regenerate `engine/data/cards.json` and the built-in deck lists from `../shared/cards/`.

Only card *facts* are copied (names, costs, stats, keywords, ...). The printed rules text is
deliberately left out: abilities are written in the project's own DSL (`engine/cards/`).
Run: `.venv/bin/python tools/import_cards.py` (`GLIMMER_SHARED_CARDS=<dir>` to read another
folder, e.g. from a worktree).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("GLIMMER_SHARED_CARDS") or ROOT.parent / "shared" / "cards")
FACT_FIELDS = (
    "set", "number", "full_name", "name", "version", "type", "cost", "ink", "inkwell",
    "strength", "willpower", "lore", "move_cost", "classifications", "keywords", "max_copies",
)
BUILTIN = ("set01-amber-amethyst", "set01-emerald-ruby", "set01-sapphire-steel")
# A keyword line of the printed text ("Boost 2 {I} (...)", "Challenger +2 (...)", "Support"):
# some cards' `keywords` field misses these, so they are completed from the text.
KEYWORD_LINE = re.compile(
    r"^(Boost|Challenger|Singer|Resist|Evasive|Ward|Bodyguard|Rush|Reckless|Support|Vanish"
    r"|Alert|Sing Together)(?: \+?(\d+))?(?: \{I\})?(?: \(|$)")


def keywords(card: dict[str, object]) -> list[str]:
    """The card's keywords, completed from its text's keyword lines."""
    found = [str(k) for k in card.get("keywords") or []]  # type: ignore[attr-defined]
    names = {k.rpartition(" ")[0] if k[-1].isdigit() else k for k in found}
    for line in str(card.get("text") or "").split("\n"):
        m = KEYWORD_LINE.match(line)
        if m and m.group(1) not in names:
            names.add(m.group(1))
            found.append(m.group(1) + (f" {m.group(2)}" if m.group(2) else ""))
    return found


def main() -> int:
    cards = json.loads((SHARED / "lorcana-cards.json").read_text())
    out = []
    seen: set[str] = set()
    for card in cards:
        if card["full_name"] in seen:  # reprints: the first printing's facts are kept
            continue
        seen.add(card["full_name"])
        facts = {k: card.get(k) for k in FACT_FIELDS}
        facts["keywords"] = keywords(card)
        out.append(facts)
    target = ROOT / "engine" / "data" / "cards.json"
    target.write_text(json.dumps(out, separators=(",", ":"), ensure_ascii=False) + "\n")
    for name in BUILTIN:
        shutil.copy(SHARED / "decks" / f"{name}.txt", ROOT / "engine" / "data" / "decks")
    print(f"wrote {len(out)} cards to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
