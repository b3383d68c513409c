"""Deck lists: parsing the common text format, construction rules, and the built-in decks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from importlib import resources

from engine.cards.facts import card_db
from engine.errors import DeckError
from engine.options import OPTION_RANGES, RulesOptions

#: The most cards a deck may hold (the largest `min_deck`). Deck text is checked against it
#: before it is expanded, so "30000000 Name" costs nothing.
MAX_DECK_CARDS = OPTION_RANGES["min_deck"][1]

BUILTIN_DECKS = {
    "amber-amethyst": "set01-amber-amethyst.txt",
    "emerald-ruby": "set01-emerald-ruby.txt",
    "sapphire-steel": "set01-sapphire-steel.txt",
}


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


def builtin_deck(name: str) -> list[str]:
    if name not in BUILTIN_DECKS:
        raise DeckError(f"unknown built-in deck {name!r}; known: {sorted(BUILTIN_DECKS)}")
    path = resources.files("engine").joinpath(f"data/decks/{BUILTIN_DECKS[name]}")
    return parse_deck_text(path.read_text(encoding="utf-8"))


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
    """Constructed deck rules (rulebook 1.10.1.1), with clear errors."""
    if len(cards) > MAX_DECK_CARDS:
        raise DeckError(f"a deck may hold at most {MAX_DECK_CARDS} cards, not {len(cards)}")
    db = card_db()
    unknown = sorted({c for c in cards if c not in db})
    if unknown:
        raise DeckError(f"unknown cards: {', '.join(unknown[:5])}")
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
