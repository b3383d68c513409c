"""Which cards the engine can play faithfully: the keyword vocabulary and the support test.

A card is playable when everything printed on it is understood: each of its keywords is one the
engine implements, and if it prints abilities beyond its keyword lines (the `has_abilities` fact)
it has a registered script. Anything else would silently play as a vanilla card, so decks that
hold such cards are refused (`engine.decks.validate_deck`) until the cards are scripted.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.cards.facts import card_db

#: Every keyword the card data prints (longest first, so "Puppy Shift" is seen before "Shift").
KEYWORDS = (
    "Universal Shift", "Sing Together", "Puppy Shift", "Challenger", "Bodyguard", "Reckless",
    "Evasive", "Support", "Singer", "Resist", "Vanish", "Alert", "Boost", "Shift", "Ward",
    "Rush",
)

#: The keywords the rules code implements, and where: static ones in `engine.query` (Alert,
#: Bodyguard, Challenger, Evasive, Reckless, Resist, Rush, Ward), triggered ones as pseudo-cards
#: in `engine.keywords` (Support, Vanish), costs in `engine.turn_actions` (Boost, Shift and its
#: variants "<Classification> Shift" such as Puppy Shift and Universal Shift (8.10.8), Singer,
#: Sing Together). The one list to extend when a keyword is implemented.
IMPLEMENTED_KEYWORDS = frozenset({
    "Alert", "Bodyguard", "Boost", "Challenger", "Evasive", "Puppy Shift", "Reckless",
    "Resist", "Rush", "Shift", "Singer", "Sing Together", "Support", "Universal Shift",
    "Vanish", "Ward",
})


def unsupported_reason(name: str) -> str | None:
    """Why a known card cannot be played yet, or None when it can."""
    from engine.cards.registry import is_scripted

    f = card_db()[name]
    missing = sorted(set(f.keywords) - IMPLEMENTED_KEYWORDS)
    if missing:
        return f"keyword not implemented: {', '.join(missing)}"
    if f.has_abilities and not is_scripted(name):
        return "abilities not scripted"
    return None


@cache
def _unsupported() -> frozenset[str]:
    """Every card that cannot be played yet, computed once (decks are checked on every new
    game); the cache is cleared with the other script caches when tests patch the registry."""
    return frozenset(n for n in card_db() if unsupported_reason(n) is not None)


def is_supported(name: str) -> bool:
    return name in card_db() and name not in _unsupported()


def unsupported(names: Iterable[str]) -> list[str]:
    """The known cards among `names` that cannot be played yet, sorted, each once."""
    return sorted(_unsupported().intersection(names))
