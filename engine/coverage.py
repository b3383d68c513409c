"""How much of the card pool the engine can play: `python -m engine.coverage`.

Per set: how many cards are playable (vanilla, keyword-only with implemented keywords, or
scripted) and why the others are not; then the starter decks, complete or with how many cards
missing. The card data has no format legality (core/infinity rotation), so the report is per set
and overall. `--json` prints the same numbers as data; `--deck NAME` lists a deck's missing cards.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from rich.console import Console
from rich.table import Table

from engine.cards.facts import card_db
from engine.cards.playable import IMPLEMENTED_KEYWORDS, KEYWORDS, unsupported_reason
from engine.decks import builtin_decks, deck_info
from engine.errors import DeckError


@dataclass
class SetCoverage:
    set: str
    cards: int = 0
    playable: int = 0
    vanilla: int = 0  # nothing printed beyond keyword lines (keywords all implemented)
    scripted: int = 0
    unscripted: int = 0  # abilities without a script
    keyword_missing: int = 0  # a keyword the engine does not implement


def set_order(name: str) -> tuple[int, str]:
    """Numbered sets in order, then the promotional ones ('p1', 'd23', ...)."""
    return (int(name), "") if name.isdigit() else (1000, name)


def coverage() -> list[SetCoverage]:
    """One entry per set (numbered sets first, then promos), then an 'all' entry."""
    by_set: dict[str, SetCoverage] = {}
    total = SetCoverage("all")
    for name, f in card_db().items():
        reason = unsupported_reason(name)
        for row in (by_set.setdefault(f.set, SetCoverage(f.set)), total):
            row.cards += 1
            if reason is None:
                row.playable += 1
                if f.has_abilities:
                    row.scripted += 1
                else:
                    row.vanilla += 1
            elif reason.startswith("keyword"):
                row.keyword_missing += 1
            else:
                row.unscripted += 1
    return [by_set[s] for s in sorted(by_set, key=set_order)] + [total]


def report_data() -> dict[str, object]:
    return {
        "sets": [asdict(row) for row in coverage()],
        "decks": [d.to_data() for d in builtin_decks()],
        "keywords": {"implemented": sorted(IMPLEMENTED_KEYWORDS),
                     "not_implemented": sorted(set(KEYWORDS) - IMPLEMENTED_KEYWORDS)},
    }


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def render(console: Console) -> None:
    sets = Table(title="Cards playable per set")
    for column in ("set", "cards", "playable", "%", "vanilla/keywords", "scripted",
                   "abilities unscripted", "keyword missing"):
        sets.add_column(column, justify="left" if column == "set" else "right")
    rows = coverage()
    for row in rows:
        sets.add_row(row.set, str(row.cards), str(row.playable), _percent(row.playable, row.cards),
                     str(row.vanilla), str(row.scripted), str(row.unscripted),
                     str(row.keyword_missing), end_section=row is rows[-2])
    console.print(sets)
    decks = Table(title="Starter decks")
    for column in ("deck", "title", "inks", "complete", "cards missing"):
        decks.add_column(column, justify="right" if column == "cards missing" else "left")
    infos = builtin_decks()
    for d in infos:
        decks.add_row(d.name, d.title, " & ".join(d.inks), "yes" if d.complete else "no",
                      str(len(d.unsupported)), style=None if d.complete else "dim")
    console.print(decks)
    complete = sum(d.complete for d in infos)
    missing = sorted(set(KEYWORDS) - IMPLEMENTED_KEYWORDS)
    console.print(f"{complete} of {len(infos)} starter decks complete; keywords not implemented: "
                  f"{', '.join(missing) or 'none'}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.coverage",
                                     description="How many cards and starter decks are playable.")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("--deck", metavar="NAME", help="list one built-in deck's missing cards")
    args = parser.parse_args(argv)
    console = Console(highlight=False)
    if args.deck:
        try:
            info = deck_info(args.deck)
        except DeckError as exc:
            console.print(str(exc), style="bold red")
            return 2
        for name in info.unsupported:
            console.print(f"{name}: {unsupported_reason(name)}")
        console.print(f"{info.name}: {len(info.unsupported)} cards not supported yet")
        return 0
    if args.json:
        print(json.dumps(report_data(), indent=1))
        return 0
    render(console)
    return 0


if __name__ == "__main__":
    sys.exit(main())
