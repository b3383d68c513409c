"""Rewrite `engine/cards/unsupported.txt`, the reviewed list of cards the engine cannot play yet.

The engine decides support by itself (`engine.cards.playable`); this list exists so that every
change to it is a visible, reviewed diff: `tests/cards/test_card_data.py` fails while the list and
the engine disagree (a card scripted but still listed, or an unplayable card left unlisted).
Run after scripting cards: `PYTHONPATH=. .venv/bin/python tools/unsupported_list.py`.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from engine.cards.facts import card_db
from engine.cards.playable import unsupported_reason
from engine.coverage import set_order

TARGET = Path(__file__).resolve().parent.parent / "engine" / "cards" / "unsupported.txt"
HEADER = """\
# Cards the engine refuses in decks ("not supported yet"), one full name a line, grouped under
# "## reason (set)". Kept equal to what the engine computes by tests/cards/test_card_data.py:
# remove a card here in the commit that scripts it (tools/unsupported_list.py rewrites this).
"""


def render() -> str:
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for name, f in card_db().items():
        reason = unsupported_reason(name)
        if reason is not None:
            groups[(reason, f.set)].append(name)
    lines = [HEADER]
    for reason, card_set in sorted(groups, key=lambda g: (set_order(g[1]), g[0])):
        lines.append(f"## {reason} (set {card_set})")
        lines.extend(sorted(groups[(reason, card_set)]))
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
