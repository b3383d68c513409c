"""Printed card facts, loaded once from the project's data file.

Facts are immutable and shared by every game; per-game state lives in `engine.state.Card`.
Keywords are parsed here once so the rules code can ask `facts.keyword("Challenger")` cheaply.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

CHARACTER = "Character"
ACTION = "Action"
SONG = "Song"
ITEM = "Item"
LOCATION = "Location"


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What is printed on a card, minus its rules text."""

    full_name: str
    name: str
    version: str
    type: str
    cost: int
    ink: tuple[str, ...]
    inkwell: bool
    strength: int
    willpower: int
    lore: int
    move_cost: int
    classifications: frozenset[str]
    keywords: dict[str, int] = field(hash=False)
    max_copies: int
    set: str
    number: str
    #: Whether the printed text has abilities beyond its keyword lines (a fact, not the text):
    #: such a card needs a script to be played (`engine.cards.playable`).
    has_abilities: bool = False

    @property
    def is_character(self) -> bool:
        return self.type == CHARACTER

    @property
    def is_location(self) -> bool:
        return self.type == LOCATION

    @property
    def is_item(self) -> bool:
        return self.type == ITEM

    @property
    def is_action(self) -> bool:
        """Songs are actions too (rulebook 5.4)."""
        return self.type in (ACTION, SONG)

    @property
    def is_song(self) -> bool:
        return self.type == SONG

    def keyword(self, name: str) -> int | None:
        """The printed value of a keyword (0 for valueless ones), or None if not printed."""
        return self.keywords.get(name)


def parse_keywords(raw: list[str]) -> dict[str, int]:
    """'Challenger 2' -> {'Challenger': 2}; 'Evasive' -> {'Evasive': 0}."""
    out: dict[str, int] = {}
    for item in raw:
        head, _, tail = item.rpartition(" ")
        if head and tail.lstrip("+").isdigit():
            out[head] = int(tail.lstrip("+"))
        else:
            out[item] = 0
    return out


def _facts_from_json(d: dict[str, object]) -> CardFacts:
    def num(key: str) -> int:
        value = d.get(key)
        return int(value) if isinstance(value, int) else 0

    ink = d.get("ink") or []
    classifications = d.get("classifications") or []
    keywords = d.get("keywords") or []
    assert isinstance(ink, list) and isinstance(classifications, list)
    assert isinstance(keywords, list)
    return CardFacts(
        full_name=str(d["full_name"]),
        name=str(d["name"]),
        version=str(d.get("version") or ""),
        type=str(d["type"]),
        cost=num("cost"),
        ink=tuple(str(i) for i in ink),
        inkwell=bool(d.get("inkwell")),
        strength=num("strength"),
        willpower=num("willpower"),
        lore=num("lore"),
        move_cost=num("move_cost"),
        classifications=frozenset(str(c) for c in classifications),
        keywords=parse_keywords([str(k) for k in keywords]),
        max_copies=num("max_copies") or 4,
        set=str(d.get("set") or ""),
        number=str(d.get("number") or ""),
        has_abilities=bool(d.get("has_abilities")),
    )


@cache
def card_db() -> dict[str, CardFacts]:
    """All known cards by full name."""
    text = resources.files("engine").joinpath("data/cards.json").read_text(encoding="utf-8")
    return {f.full_name: f for f in map(_facts_from_json, json.loads(text))}


def facts(full_name: str) -> CardFacts:
    return card_db()[full_name]
