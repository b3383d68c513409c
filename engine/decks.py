"""Deck lists: parsing the common text format, construction rules, and the built-in decks.

The built-in decks are the 21 starter decks (`engine/data/decks/setNN-ink-ink.txt`), named by
their file's stem, the three Set 1 decks also by their original short names. A deck is only
playable when all its cards are (`engine.cards.playable`): `complete_builtin_decks()` is what
tests, benchmarks and defaults pick from, so they grow by themselves as cards are scripted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from engine.cards.facts import card_db
from engine.cards.playable import unsupported
from engine.errors import DeckError
from engine.options import OPTION_RANGES, RulesOptions

#: The most cards a deck may hold (the largest `min_deck`). Deck text is checked against it
#: before it is expanded, so "30000000 Name" costs nothing.
MAX_DECK_CARDS = OPTION_RANGES["min_deck"][1]

ALIASES = {
    "amber-amethyst": "set01-amber-amethyst",
    "emerald-ruby": "set01-emerald-ruby",
    "sapphire-steel": "set01-sapphire-steel",
}
_DIR = resources.files("engine").joinpath("data/decks")
STARTER_DECKS = tuple(sorted(
    f.name.removesuffix(".txt") for f in _DIR.iterdir() if f.name.endswith(".txt")
))
#: Every name a built-in deck answers to -> its file.
BUILTIN_DECKS = {name: f"{name}.txt" for name in STARTER_DECKS} | {
    alias: f"{name}.txt" for alias, name in ALIASES.items()
}
_KNOWN = (f"the {len(STARTER_DECKS)} starter decks are named like {STARTER_DECKS[-1]}, and "
          f"{', '.join(ALIASES)} are the set 1 ones")
#: Most names listed in an error about an unsupported deck.
_NAMES_SHOWN = 8


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """A built-in deck as listed to players: which inks, and whether it can be played yet."""

    name: str
    title: str
    inks: tuple[str, ...]
    cards: int
    unsupported: tuple[str, ...]  # the distinct cards not supported yet

    @property
    def complete(self) -> bool:
        return not self.unsupported

    def to_data(self) -> dict[str, object]:
        return {"name": self.name, "title": self.title, "inks": list(self.inks),
                "cards": self.cards, "complete": self.complete,
                "unsupported": list(self.unsupported),
                "aliases": sorted(a for a, n in ALIASES.items() if n == self.name)}


def parse_deck_text(text: str) -> list[str]:
    """'COUNT Full Name' per line; blank lines and '#' comments ignored. At most
    `MAX_DECK_CARDS` cards: counts are added up before any line is expanded."""
    cards: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        count, _, name = line.partition(" ")
        if not (count.isascii() and count.isdigit()) or not name.strip():
            raise DeckError(f"line {number}: expected 'COUNT Full Name', got {line[:80]!r}")
        if len(count) > 4 or len(cards) + int(count) > MAX_DECK_CARDS:
            raise DeckError(f"line {number}: a deck may hold at most {MAX_DECK_CARDS} cards")
        cards.extend([name.strip()] * int(count))
    return cards


def _deck_text(name: str) -> str:
    if name not in BUILTIN_DECKS:
        raise DeckError(f"unknown built-in deck {name!r}; {_KNOWN}")
    return _DIR.joinpath(BUILTIN_DECKS[name]).read_text(encoding="utf-8")


def builtin_deck(name: str) -> list[str]:
    return parse_deck_text(_deck_text(name))


def resolve_deck(spec: str) -> list[str]:
    """A deck given as text: a built-in deck's name, or a pasted deck list ('COUNT Full Name'
    lines). One parser for every place a deck is named (HTTP, command lines, bots)."""
    name = spec.strip()
    if name in BUILTIN_DECKS:
        return builtin_deck(name)
    if "\n" in name or name[:1].isdigit():
        return parse_deck_text(spec)
    raise DeckError(f"unknown built-in deck {name!r}; known: {sorted(BUILTIN_DECKS)}")


@cache
def deck_info(name: str) -> DeckInfo:
    """Facts about a built-in deck (cached: card support is fixed once the scripts are loaded)."""
    text = _deck_text(ALIASES.get(name, name))
    cards = parse_deck_text(text)
    db = card_db()
    header = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return DeckInfo(
        name=ALIASES.get(name, name),
        title=header.lstrip("#").strip() if header.startswith("#") else name,
        inks=tuple(sorted({ink for c in cards if c in db for ink in db[c].ink})),
        cards=len(cards),
        unsupported=tuple(unsupported(cards)),
    )


def builtin_decks() -> list[DeckInfo]:
    """Every starter deck, once each (aliases not repeated), by name."""
    return [deck_info(name) for name in STARTER_DECKS]


def complete_builtin_decks() -> list[str]:
    """The starter decks whose every card the engine supports: the ones to play with."""
    return [d.name for d in builtin_decks() if d.complete]


def validate_decks(decks: Sequence[Sequence[str]], options: RulesOptions) -> None:
    """A game's decks: 2 to 4 players, each deck legal (errors name the seat). `Game.new` and
    the server's match creation both judge decks by this."""
    if not 2 <= len(decks) <= 4:
        raise DeckError(f"a game needs 2 to 4 players, not {len(decks)}")
    for seat, deck in enumerate(decks):
        try:
            validate_deck(list(deck), options)
        except DeckError as exc:
            raise DeckError(f"seat {seat}: {exc}") from None


def validate_deck(cards: list[str], options: RulesOptions) -> None:
    """Constructed deck rules (rulebook 1.10.1.1), with clear errors; and every card must be
    one the engine can play (no card silently plays without its abilities)."""
    if len(cards) > MAX_DECK_CARDS:
        raise DeckError(f"a deck may hold at most {MAX_DECK_CARDS} cards, not {len(cards)}")
    db = card_db()
    unknown = sorted({c for c in cards if c not in db})
    if unknown:
        raise DeckError(f"unknown cards: {', '.join(unknown[:5])}")
    missing = unsupported(cards)
    if missing:
        more = len(missing) - _NAMES_SHOWN
        raise DeckError(f"not supported yet: {', '.join(missing[:_NAMES_SHOWN])}"
                        + (f" (and {more} more)" if more > 0 else ""))
    if len(cards) < options.min_deck:
        raise DeckError(
            f"a deck needs at least {options.min_deck} cards, this one has {len(cards)}"
        )
    for name, count in Counter(cards).items():
        printed = db[name].max_copies
        limit = printed if printed != 4 else options.max_copies  # "unless the card says otherwise"
        if count > limit:
            raise DeckError(f"{count} copies of {name!r}; at most {limit} allowed")
    inks = {ink for c in cards for ink in db[c].ink}
    if len(inks) > options.max_inks:
        raise DeckError(
            f"a deck may use at most {options.max_inks} ink types, this one uses "
            f"{', '.join(sorted(inks))}"
        )
