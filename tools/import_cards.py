"""Regenerate `engine/data/cards.json` and the built-in deck lists from `../shared/cards/`.

Only card *facts* are copied (names, costs, stats, keywords, ...). The printed rules text is
deliberately left out: abilities are written in the project's own DSL (`engine/cards/`).
Run: `.venv/bin/python tools/import_cards.py`.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "cards"
FACT_FIELDS = (
    "set", "number", "full_name", "name", "version", "type", "cost", "ink", "inkwell",
    "strength", "willpower", "lore", "move_cost", "classifications", "keywords", "max_copies",
)
BUILTIN = ("set01-amber-amethyst", "set01-emerald-ruby", "set01-sapphire-steel")


def main() -> int:
    cards = json.loads((SHARED / "lorcana-cards.json").read_text())
    out = []
    seen: set[str] = set()
    for card in cards:
        if card["full_name"] in seen:  # reprints: the first printing's facts are kept
            continue
        seen.add(card["full_name"])
        out.append({k: card.get(k) for k in FACT_FIELDS})
    target = ROOT / "engine" / "data" / "cards.json"
    target.write_text(json.dumps(out, separators=(",", ":"), ensure_ascii=False) + "\n")
    for name in BUILTIN:
        shutil.copy(SHARED / "decks" / f"{name}.txt", ROOT / "engine" / "data" / "decks")
    print(f"wrote {len(out)} cards to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
