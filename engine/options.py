"""Rules options: where the seed documents and the current rulebook differ, both are available."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

EMPTY_DECK_DRAW = "draw"
EMPTY_DECK_END_OF_TURN = "end_of_turn"

#: The range each numeric option may take (inclusive). Matches are created from untrusted HTTP
#: requests, so every option is bounded: a deck may hold at most `MAX_DECK_CARDS` (200) cards,
#: there are six inks, and a hand or lore goal past these would make no playable game.
OPTION_RANGES: dict[str, tuple[int, int]] = {
    "min_deck": (1, 200),
    "max_copies": (1, 200),
    "max_inks": (1, 6),
    "win_lore": (1, 100),
    "hand_size": (1, 30),
}


@dataclass(frozen=True, slots=True)
class RulesOptions:
    """`empty_deck`: 'draw' (seeds, default: a player who tried to draw from an empty deck since the
    last game state check loses) or 'end_of_turn' (2026 rulebook 1.8.1.2: a player whose turn ends
    with no cards in deck loses). `min_deck`/`max_copies`/`max_inks`: construction rules
    (rulebook 1.10.1.1), relaxable for casual or test games. `win_lore`: lore needed to win."""

    empty_deck: str = EMPTY_DECK_DRAW
    min_deck: int = 60
    max_copies: int = 4
    max_inks: int = 2
    win_lore: int = 20
    hand_size: int = 7

    def __post_init__(self) -> None:
        if self.empty_deck not in (EMPTY_DECK_DRAW, EMPTY_DECK_END_OF_TURN):
            raise ValueError(f"empty_deck must be 'draw' or 'end_of_turn', not {self.empty_deck!r}")
        for name, (low, high) in OPTION_RANGES.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise ValueError(f"{name} must be an integer from {low} to {high}")

    def to_data(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> RulesOptions:
        known = {k: d[k] for k in cls.__dataclass_fields__ if k in d}
        unknown = set(d) - set(known)
        if unknown:
            raise ValueError(f"unknown rules options: {sorted(unknown)}")
        return cls(**known)
