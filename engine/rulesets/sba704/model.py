"""The state of a game of seed 001's TCG: players, teams, objects in zones, the stack.

Every object (a card, a token, a copy, a scheme or phenomenon card) is an `Obj` with a zone.
An object that changes zones becomes a new object with a new `oid` (rules 400.7); `card` names
the physical card across zones (None for tokens and copies, which are no physical card).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.durations import Lasting, LastKnown
from engine.core.windows import Window

BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
HAND = "hand"
LIBRARY = "library"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
SCHEME_DECK = "scheme_deck"
PLANAR_DECK = "planar_deck"
ZONES = (BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, STACK, EXILE, COMMAND, SCHEME_DECK, PLANAR_DECK)

TWO_HEADED_GIANT = "two_headed_giant"
COMMANDER = "commander"
ARCHENEMY = "archenemy"
PLANECHASE = "planechase"
VARIANTS = (TWO_HEADED_GIANT, COMMANDER, ARCHENEMY, PLANECHASE)

PLUS = "+1/+1"
MINUS = "-1/-1"
LOYALTY = "loyalty"


@dataclass(frozen=True, slots=True)
class TriggerDef:
    """A triggered ability printed on an object: when `on` happens, its controller gains
    `life` life, or life equal to the object's power if `life` is None. `on` is "dies" (put
    into a graveyard from the battlefield), "leaves" (leaves the battlefield) or "life_at_most"
    (a state trigger: its controller has `threshold` or less life)."""

    on: str
    life: int | None = 1
    threshold: int = 0


@dataclass(slots=True)
class Obj:
    oid: int
    name: str
    owner: int
    controller: int
    zone: str
    card: int | None = None
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int = 0
    toughness: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    counter_limits: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False  # damaged by a deathtouch source since the last check
    deathtouch: bool = False
    shields: int = 0  # regeneration shields
    tapped: bool = False
    attached_to: int | None = None
    attached_to_player: int | None = None
    enchant: str = ""  # what an Aura may enchant: creature, land, artifact, permanent, player
    grants: tuple[int, int] = (0, 0)  # power/toughness given to the object it is attached to
    token: bool = False
    copy: str = ""  # "card" or "spell" for copies
    phased_out: bool = False
    world_since: int = 0  # timestamp at which it got the world supertype
    face_up: bool = True
    ongoing: bool = False
    commander: bool = False
    triggers: tuple[TriggerDef, ...] = ()
    tag: str = ""  # the judge's label, stable across zones: how tests name objects

    def has(self, kind: str) -> bool:
        return kind in self.types


@dataclass(frozen=True, slots=True)
class Known:
    """Last known information of an object that left the battlefield."""

    oid: int
    tag: str
    name: str
    owner: int
    controller: int
    power: int
    toughness: int
    counters: tuple[tuple[str, int], ...]


@dataclass(slots=True)
class Team:
    tid: int
    seats: tuple[int, ...]
    life: int = 30
    poison: int = 0


@dataclass(slots=True)
class Player:
    seat: int
    life: int = 20
    poison: int = 0
    team: int | None = None
    drew_from_empty: bool = False
    lost: str = ""  # "lost" (a state-based action), "conceded" or "timeout": out of the game
    commander_damage: dict[int, int] = field(default_factory=dict)  # commander card -> damage


@dataclass(frozen=True, slots=True)
class Item:
    """A triggered ability or spell on the stack, or a triggered ability waiting to be put
    there. `effect` holds generic actions (`actions`) performed when it resolves."""

    source: int
    controller: int
    effect: tuple[Any, ...]
    spell: int | None = None  # the object on the stack for a spell
    trigger: TriggerDef | None = None


@dataclass(frozen=True, slots=True)
class Replacement:
    """A replacement effect: the next `uses` times `event` ("destroy" or "lose") would happen
    to `subject` (an object id or a seat), the generic actions `instead` happen instead."""

    event: str
    subject: int
    instead: tuple[Any, ...]
    uses: int = 1


@dataclass(frozen=True, slots=True)
class PTMod:
    target: int
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str  # "keep_one" (legend/planeswalker rules) or "order_triggers" (the next one)
    options: tuple[int, ...]
    key: tuple[Any, ...] = ()


@dataclass(slots=True)
class State:
    players: list[Player]
    teams: list[Team] = field(default_factory=list)
    variants: frozenset[str] = frozenset()
    objects: dict[int, Obj] = field(default_factory=dict)
    libraries: dict[int, list[int]] = field(default_factory=dict)
    scheme_decks: dict[int, list[int]] = field(default_factory=dict)
    planar_deck: list[int] = field(default_factory=list)
    planar_controller: int = 0
    active: int = 0
    step: str = "main"
    turn: int = 1
    stack: list[Item] = field(default_factory=list)
    waiting: list[Item] = field(default_factory=list)
    replacements: list[Replacement] = field(default_factory=list)
    lasting: list[Lasting[PTMod]] = field(default_factory=list)
    lki: LastKnown[int, Known] = field(default_factory=LastKnown)
    priority: Window | None = None
    decision: Decision | None = None
    answers: dict[tuple[Any, ...], tuple[int, ...]] = field(default_factory=dict)
    clock: int = 0  # timestamps
    next_oid: int = 1
    winners: tuple[int, ...] = ()
    draw: bool = False
    over: bool = False
    ended: str = ""  # why the game ended when a player leaving ended it (core `leaving`)
    log: list[dict[str, Any]] = field(default_factory=list)
    version: int = 0  # one more after every accepted action

    @property
    def seats(self) -> list[int]:
        return [p.seat for p in self.players]

    def alive(self) -> list[int]:
        return [p.seat for p in self.players if not p.lost]

    def team_of(self, seat: int) -> Team | None:
        tid = self.players[seat].team
        return None if tid is None else self.teams[tid]

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def in_zone(self, zone: str) -> list[Obj]:
        return [o for o in self.objects.values() if o.zone == zone]

    def permanents(self) -> list[Obj]:
        """Objects on the battlefield that are phased in (phased-out ones are treated as
        though they did not exist)."""
        return [o for o in self.objects.values() if o.zone == BATTLEFIELD and not o.phased_out]
