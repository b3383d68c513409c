"""Judge scenarios: any situation of seed 001's game, built directly.

`Scenario` places objects in any zone with any characteristics and state; nothing is checked
while building, so a test can set up exactly the position a rule speaks of. `build()` returns a
`Game` in which no state-based action has been checked yet: `game.judge()` (with or without
actions) is "a player would now receive priority".
"""

from __future__ import annotations

from typing import Any

from engine.rulesets.sba704.model import (
    BATTLEFIELD,
    COMMAND,
    LIBRARY,
    LOYALTY,
    PLANAR_DECK,
    SCHEME_DECK,
    TWO_HEADED_GIANT,
    VARIANTS,
    ZONES,
    Obj,
    Player,
    State,
    Team,
)
from engine.rulesets.sba704.procedure import Game


class Scenario:
    def __init__(self, players: int = 2, *, life: int = 20, active: int = 0,
                 variants: tuple[str, ...] = (),
                 teams: tuple[tuple[int, ...], ...] = ()) -> None:
        unknown = set(variants) - set(VARIANTS)
        if unknown:
            raise ValueError(f"unknown variants {sorted(unknown)}")
        self.state = State([Player(i, life) for i in range(players)], active=active,
                           variants=frozenset(variants))
        if TWO_HEADED_GIANT in variants and not teams:
            teams = tuple(tuple(range(i, players, 2)) for i in range(2))
        for tid, seats in enumerate(teams):
            self.state.teams.append(Team(tid, seats))
            for seat in seats:
                self.state.players[seat].team = tid

    def add(self, owner: int, name: str, zone: str = BATTLEFIELD, *,
            controller: int | None = None, **fields: Any) -> int:
        """Any object with any characteristics (`model.Obj`'s fields); returns its id."""
        if zone not in ZONES:
            raise ValueError(f"unknown zone {zone!r}")
        s = self.state
        for key in ("types", "subtypes", "supertypes"):
            if key in fields:
                fields[key] = frozenset(fields[key])
        o = Obj(s.next_oid, name, owner, owner if controller is None else controller, zone,
                card=s.next_oid, **fields)
        o.card = None if o.token or o.copy else o.oid
        if "world" in o.supertypes and not o.world_since:
            o.world_since = s.tick()
        s.objects[o.oid] = o
        s.next_oid += 1
        if zone == LIBRARY:
            s.libraries.setdefault(owner, []).append(o.oid)
        elif zone == SCHEME_DECK:
            o.face_up = False
            s.scheme_decks.setdefault(owner, []).append(o.oid)
        elif zone == PLANAR_DECK:
            o.face_up = False
            s.planar_deck.append(o.oid)
        return o.oid

    def creature(self, owner: int, name: str, power: int, toughness: int, **fields: Any) -> int:
        fields.setdefault("types", ("creature",))
        return self.add(owner, name, power=power, toughness=toughness, **fields)

    def planeswalker(self, owner: int, name: str, loyalty: int, *kinds: str,
                     **fields: Any) -> int:
        return self.add(owner, name, types=("planeswalker",), subtypes=kinds,
                        counters={LOYALTY: loyalty}, **fields)

    def attachment(self, owner: int, name: str, kind: str, to: int | None = None, *,
                   to_player: int | None = None, **fields: Any) -> int:
        """An Aura, Equipment or Fortification attached to `to` (an object) or `to_player`."""
        types = ("enchantment",) if kind == "Aura" else ("artifact",)
        fields.setdefault("types", types)
        return self.add(owner, name, subtypes=(kind,), attached_to=to, attached_to_player=to_player,
                        **fields)

    def library(self, seat: int, cards: int) -> Scenario:
        for i in range(cards):
            self.add(seat, f"card {i}", LIBRARY)
        return self

    def scheme(self, owner: int, name: str, *, ongoing: bool = False, face_up: bool = True,
               **fields: Any) -> int:
        return self.add(owner, name, COMMAND, types=("scheme",), ongoing=ongoing,
                        face_up=face_up, **fields)

    def plane(self, name: str, zone: str = COMMAND, *, phenomenon: bool = False,
              **fields: Any) -> int:
        return self.add(0, name, zone, types=("phenomenon" if phenomenon else "plane",),
                        **fields)

    def build(self) -> Game:
        return Game(self.state)
