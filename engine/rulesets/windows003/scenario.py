"""Any position of seed 003's game, built directly for tests and judges."""

from __future__ import annotations

from typing import Any

from engine.rulesets.windows003.game import Game
from engine.rulesets.windows003.model import (
    ATTACHMENT,
    CHARACTER,
    EVENT,
    HAND,
    LOCATION,
    MARSHALLING,
    PLAY,
    Card,
    State,
)


class Scenario:
    def __init__(self, players: int = 2, *, first: int = 0, active: int = 0,
                 phase: str = MARSHALLING, gold: int = 10) -> None:
        self.state = State(list(range(players)), first=first, active=active, phase=phase,
                           gold={p: gold for p in range(players)})

    def add(self, owner: int, name: str, kind: str = CHARACTER, zone: str = PLAY,
            **fields: Any) -> int:
        s = self.state
        for key in ("icons", "traits"):
            if key in fields:
                fields[key] = frozenset(fields[key])
        fields.setdefault("tag", name)
        c = Card(s.next_cid, name, owner, fields.pop("controller", owner), kind, zone, **fields)
        s.cards[c.cid] = c
        s.next_cid += 1
        return c.cid

    def character(self, owner: int, name: str, strength: int = 1, **fields: Any) -> int:
        return self.add(owner, name, CHARACTER, strength=strength, **fields)

    def location(self, owner: int, name: str, **fields: Any) -> int:
        return self.add(owner, name, LOCATION, **fields)

    def attachment(self, owner: int, name: str, to: int, **fields: Any) -> int:
        return self.add(owner, name, ATTACHMENT, attached_to=to, **fields)

    def event(self, owner: int, name: str, **fields: Any) -> int:
        return self.add(owner, name, EVENT, HAND, **fields)

    def build(self) -> Game:
        return Game(self.state)
